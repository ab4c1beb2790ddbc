//! Opens a shared link pasted into the address bar of the page already open: only the fragment
//! (`#moves=…`) changes, so the browser does not reload the page and the page reads it itself.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::state::{worth_keeping, Action, AppState};
use crate::transfer;

/// Sends the game of a link that arrives in the fragment while the page is open, once the player
/// agreed when it would take the place of a game worth keeping.
#[hook]
pub fn use_shared_link(state: &AppState, dispatch: Callback<Action>) {
    // What the listener needs of the state when the link arrives: kept up to date each render.
    let current = use_mut_ref(|| (false, state.settings.lang));
    *current.borrow_mut() = (worth_keeping(&state.game), state.settings.lang);
    use_effect_with((), move |()| {
        let on_change = Closure::<dyn FnMut()>::new(move || {
            let (keep, lang) = *current.borrow();
            if let Some(opened) = transfer::take_link_over(keep, lang) {
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
