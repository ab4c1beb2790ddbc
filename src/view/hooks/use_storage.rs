//! Saves the game and the settings whenever they change.

use yew::prelude::*;

use crate::model::state::AppState;
use crate::view::browser::storage;

/// Writes the game and settings to `localStorage` after every change.
#[hook]
pub fn use_storage(state: &AppState) {
    let game = state.game.clone();
    let settings = state.settings;
    use_effect_with((state.version, settings), move |_| {
        storage::save(&game, &settings);
    });
}
