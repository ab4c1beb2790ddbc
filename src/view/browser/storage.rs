//! The saved game in `localStorage`: the text of [`kawu_model::save`] under one key, and a
//! save that could not be read set aside under a key of its own (never overwritten).

use kawu_model::save::encode;
use kawu_model::state::AppState;

/// The `localStorage` key of the saved game and settings.
pub const KEY: &str = "kawu.save";

/// The key prefix of saves that could not be read, set aside with the time they were found.
pub const ASIDE: &str = "kawu.save.unreadable.";

/// The browser's `localStorage`, or why the page may not use it.
fn local_storage() -> Result<web_sys::Storage, String> {
    let window = web_sys::window().ok_or("no window")?;
    match window.local_storage() {
        Ok(Some(storage)) => Ok(storage),
        Ok(None) => Err("no localStorage".to_owned()),
        Err(error) => Err(describe(&error)),
    }
}

/// A browser refusal in words: the exception's message, else its text.
pub fn describe(error: &wasm_bindgen::JsValue) -> String {
    js_sys::Reflect::get(error, &"message".into())
        .ok()
        .and_then(|message| message.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}

/// The text kept under `key`, if any (and if storage is available).
#[must_use]
pub fn read(key: &str) -> Option<String> {
    local_storage().ok()?.get_item(key).ok().flatten()
}

/// Keeps `text` under `key`.
///
/// # Errors
/// Why the browser refused (storage blocked or full).
pub fn write(key: &str, text: &str) -> Result<(), String> {
    local_storage()?
        .set_item(key, text)
        .map_err(|error| describe(&error))
}

/// The saved text, if any (and if storage is available).
#[must_use]
pub fn load_text() -> Option<String> {
    read(KEY)
}

/// Saves the game and settings of `state`.
///
/// # Errors
/// Why the browser refused (storage blocked or full): the game goes on unsaved.
pub fn save(state: &AppState) -> Result<(), String> {
    write(KEY, &encode(state.game_id, &state.game, &state.settings))
}

/// Sets an unreadable save aside under a key of its own (with the time `now_ms`), so that the
/// next save does not overwrite it; the key, or why it could not be set aside.
///
/// # Errors
/// Why the browser refused.
pub fn set_aside(text: &str, now_ms: u64) -> Result<String, String> {
    let key = format!("{ASIDE}{now_ms}");
    write(&key, text)?;
    Ok(key)
}

/// Whether a `storage` event's key is the saved game's (another tab saved it).
#[must_use]
pub fn is_save_key(key: Option<String>) -> bool {
    key.as_deref() == Some(KEY)
}

/// Draws the seed of this visit's new game ids.
#[must_use]
pub fn id_seed() -> u64 {
    // 52 random bits, mixed with the clock: two tabs opened together still differ.
    let random = (js_sys::Math::random() * 2f64.powi(52)) as u64;
    random ^ (js_sys::Date::now() as u64).rotate_left(20)
}
