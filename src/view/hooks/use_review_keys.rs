//! The review's keys anywhere on the page: while `active`, ←/→ and Home/End step through the
//! game (see [`kawu_model::keyboard::review_command`]), unless a form control or a modifier
//! takes them.

use gloo_events::EventListenerOptions;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::view::hooks::{listen, use_listeners};
use kawu_model::keyboard::review_command;
use kawu_model::review::ReviewAction;

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
    use_listeners(active, move |&active| {
        let document = web_sys::window()
            .and_then(|window| window.document())
            .filter(|_| active);
        let on_key = move |event: &web_sys::Event| {
            let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                return;
            };
            if let Some(step) = review_command(&event.key()).filter(|_| for_the_page(event)) {
                event.prevent_default();
                on_step.emit(step);
            }
        };
        let options = EventListenerOptions::enable_prevent_default();
        listen(document.as_ref(), "keydown", options, on_key)
            .into_iter()
            .collect()
    });
}
