//! The saved game in `localStorage`: the text of [`crate::model::save`] under one key.

use kawu_engine::Game;

use crate::model::save::encode;
use crate::model::settings::Settings;

/// The `localStorage` key of the saved game and settings.
pub const KEY: &str = "kawu.save";

/// The browser's `localStorage`, if the page may use it.
fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The saved text, if any (and if storage is available).
#[must_use]
pub fn load_text() -> Option<String> {
    local_storage()?.get_item(KEY).ok().flatten()
}

/// Saves the game and settings; storage that is full or refused is ignored (the game goes on).
pub fn save(game: &Game, settings: &Settings) {
    if let Some(storage) = local_storage() {
        let _ = storage.set_item(KEY, &encode(game, settings));
    }
}
