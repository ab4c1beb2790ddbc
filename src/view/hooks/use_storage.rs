//! Saves the game and the settings whenever they change, unless another tab's version of the
//! game waits for the player's choice; a refusal of the browser is told once.

use yew::prelude::*;

use crate::view::browser::storage;
use kawu_model::state::{Action, AppState};

/// Writes the game and settings to `localStorage` after every change; the first refusal is
/// dispatched as [`Action::StorageFailed`] (the game goes on unsaved).
#[hook]
pub fn use_storage(state: &AppState, dispatch: Callback<Action>) {
    let told = use_mut_ref(|| false);
    let state = state.clone();
    let deps = (
        state.version,
        state.settings,
        state.game_id,
        state.may_save(),
    );
    use_effect_with(deps, move |_| {
        if !state.may_save() {
            return;
        }
        if let Err(why) = storage::save(&state) {
            web_sys::console::warn_1(&format!("kawu: the game is not saved: {why}").into());
            if !std::mem::replace(&mut *told.borrow_mut(), true) {
                dispatch.emit(Action::StorageFailed(why));
            }
        }
    });
}
