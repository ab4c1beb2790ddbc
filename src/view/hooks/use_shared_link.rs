//! Opens a shared link pasted into the address bar of the page already open: only the fragment
//! (`#moves=…`, `#online/…`) changes, so the browser does not reload the page and the page
//! reads it itself.

use gloo_events::EventListenerOptions;
use yew::prelude::*;

use crate::view::browser::transfer;
use crate::view::hooks::{listen, use_listeners};
use kawu_model::state::{worth_keeping, Action, AppState, Study};

/// Sends the game of a link that arrives in the fragment while the page is open, once the player
/// agreed when it would take the place of a game worth keeping.
#[hook]
pub fn use_shared_link(state: &AppState, dispatch: Callback<Action>) {
    // What the listener needs of the state when the link arrives: kept up to date each render.
    let current = use_mut_ref(|| (false, state.settings.lang));
    *current.borrow_mut() = (worth_keeping(&state.game), state.settings.lang);
    use_listeners((), move |()| {
        let window = web_sys::window();
        let on_change = move |_: &web_sys::Event| {
            if transfer::opens_online() {
                return dispatch.emit(Action::Learn(Some(Study::Online)));
            }
            let (keep, lang) = *current.borrow();
            if let Some(opened) = transfer::take_link_over(keep, lang) {
                dispatch.emit(Action::OpenLink(opened));
            }
        };
        let options = EventListenerOptions::default();
        listen(window.as_ref(), "hashchange", options, on_change)
            .into_iter()
            .collect()
    });
}
