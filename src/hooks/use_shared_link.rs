//! Opens a shared link pasted into the address bar of the page already open: only the fragment
//! (`#moves=…`) changes, so the browser does not reload the page and the page reads it itself.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::state::Action;
use crate::transfer;

/// Sends the game of a link that arrives in the fragment while the page is open.
#[hook]
pub fn use_shared_link(dispatch: Callback<Action>) {
    use_effect_with((), move |()| {
        let on_change = Closure::<dyn FnMut()>::new(move || {
            if let Some(opened) = transfer::take_link() {
                dispatch.emit(Action::OpenLink(opened));
            }
        });
        let window = web_sys::window();
        if let Some(window) = &window {
            let _ = window
                .add_event_listener_with_callback("hashchange", on_change.as_ref().unchecked_ref());
        }
        move || {
            if let Some(window) = &window {
                let _ = window.remove_event_listener_with_callback(
                    "hashchange",
                    on_change.as_ref().unchecked_ref(),
                );
            }
            drop(on_change);
        }
    });
}
