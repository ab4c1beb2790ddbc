//! Two tabs of the page never fork one game silently: when another tab saves, this tab reads the
//! save (a `storage` event) and hands it to the reducer, which follows the other tab, or waits
//! for the player when the two went different ways.

use gloo_events::EventListenerOptions;
use wasm_bindgen::JsCast;
use web_sys::StorageEvent;
use yew::prelude::*;

use crate::view::browser::storage;
use crate::view::hooks::{listen, use_listeners};
use kawu_model::save;
use kawu_model::settings::Settings;
use kawu_model::state::Action;

/// Listens for the other tabs' saves.
#[hook]
pub fn use_other_tabs(settings: Settings, dispatch: Callback<Action>) {
    let current = use_mut_ref(|| settings);
    *current.borrow_mut() = settings;
    use_listeners((), move |()| {
        let window = web_sys::window();
        let on_storage = move |event: &web_sys::Event| {
            let Some(event) = event.dyn_ref::<StorageEvent>() else {
                return;
            };
            if !storage::is_save_key(event.key()) {
                return;
            }
            let Some(text) = event.new_value() else {
                return;
            };
            // Another tab's save of a game this tab can read: what it says of its settings does
            // not matter here, only its game and its identity.
            if let Ok(saved) = save::decode(&text, *current.borrow()) {
                if let Some(id) = saved.id {
                    dispatch.emit(Action::OtherTab {
                        id,
                        game: saved.game,
                    });
                }
            }
        };
        let options = EventListenerOptions::default();
        listen(window.as_ref(), "storage", options, on_storage)
            .into_iter()
            .collect()
    });
}
