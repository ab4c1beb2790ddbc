//! The review's keys anywhere on the page: while `active`, ←/→ and Home/End step through the
//! game (see [`crate::keyboard::review_command`]), unless a form control or a modifier takes them.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::keyboard::review_command;
use crate::review::ReviewAction;

/// Whether a key pressed in `event` belongs to the page rather than to what has the focus.
fn for_the_page(event: &KeyboardEvent) -> bool {
    let in_field = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|element| {
            matches!(element.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                || element.closest("[role=dialog]").ok().flatten().is_some()
        });
    let modified = event.alt_key() || event.ctrl_key() || event.meta_key() || event.shift_key();
    !(in_field || modified)
}

/// Listens for the review keys on the document while `active`; the listener is removed when
/// the review ends.
#[hook]
pub fn use_review_keys(active: bool, on_step: Callback<ReviewAction>) {
    use_effect_with(active, move |&active| {
        let document = web_sys::window()
            .and_then(|window| window.document())
            .filter(|_| active);
        let listener = Closure::<dyn FnMut(KeyboardEvent)>::new(move |event: KeyboardEvent| {
            if let Some(step) = review_command(&event.key()).filter(|_| for_the_page(&event)) {
                event.prevent_default();
                on_step.emit(step);
            }
        });
        if let Some(document) = &document {
            let _ = document
                .add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(document) = document {
                let _ = document.remove_event_listener_with_callback(
                    "keydown",
                    listener.as_ref().unchecked_ref(),
                );
            }
        }
    });
}
