//! The puzzles' file (`puzzles.txt` of this page's build, fetched the first time the puzzles
//! open, then from the service worker's cache when offline) and the player's record in
//! `localStorage` under a key of its own. Every refusal is a value, never a panic.

use kawu_ai::puzzle::{parse_file, Puzzle};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use crate::view::browser::build;
use crate::view::browser::storage::{describe, read, write};
use kawu_model::puzzle::record::Record;

/// The `localStorage` key of the puzzles' record.
pub const KEY: &str = "kawu.puzzles";

#[wasm_bindgen(inline_js = r#"
/** The text at `path` (relative to the page), or an error naming the HTTP status. */
export function fetch_text(path) {
  return fetch(new URL(path, document.baseURI).href).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
}
"#)]
extern "C" {
    fn fetch_text(path: &str) -> js_sys::Promise;
}

/// The puzzles of this page's build.
///
/// # Errors
/// Why not, in words: no network and no copy, an HTTP error, a file that does not read.
pub async fn fetch() -> Result<Vec<Puzzle>, String> {
    let text = JsFuture::from(fetch_text(&build::puzzles_url()))
        .await
        .map_err(|error| describe(&error))?;
    let text = text.as_string().ok_or("not text")?;
    parse_file(&text).map_err(|error| error.to_string())
}

/// The record kept, and whether a kept text could not be read (the record then starts afresh,
/// and the player is told).
#[must_use]
pub fn load() -> (Record, bool) {
    match read(KEY).map(|text| text.parse::<Record>()) {
        None => (Record::default(), false),
        Some(Ok(record)) => (record, false),
        Some(Err(_)) => (Record::default(), true),
    }
}

/// Keeps `record`.
///
/// # Errors
/// Why the browser refused (storage blocked or full).
pub fn save(record: &Record) -> Result<(), String> {
    write(KEY, &record.to_string())
}
