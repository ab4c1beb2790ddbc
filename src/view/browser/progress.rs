//! The lessons' progress in `localStorage`, beside the saved game and under a key of its own (the
//! text of [`kawu_model::lesson::progress`]), and the first visit's offer once dismissed. A
//! progress that cannot be read starts afresh; the saved game is never read or written here.

use crate::view::browser::storage::{read, write};
use kawu_model::lesson::progress::{decode, encode, Progress};

/// The `localStorage` key of the lessons' progress.
pub const KEY: &str = "kawu.lessons";

/// The `localStorage` key that says the first visit's offer was dismissed.
pub const OFFER_KEY: &str = "kawu.lessons.offer";

/// The progress kept, and whether a kept text could not be read (the progress then starts
/// afresh, and the player is told).
#[must_use]
pub fn load() -> (Progress, bool) {
    match read(KEY).map(|text| decode(&text)) {
        None => (Progress::default(), false),
        Some(Ok(progress)) => (progress, false),
        Some(Err(error)) => {
            web_sys::console::info_1(&format!("kawu: {error}: starting afresh").into());
            (Progress::default(), true)
        }
    }
}

/// Keeps `progress`.
///
/// # Errors
/// Why the browser refused (storage blocked or full): the stars of this visit are not kept.
pub fn save(progress: &Progress) -> Result<(), String> {
    write(KEY, &encode(progress))
}

/// True when the first visit's offer was dismissed (or taken) before.
#[must_use]
pub fn offer_dismissed() -> bool {
    read(OFFER_KEY).is_some()
}

/// Remembers that the offer was dismissed or taken, so that it is not made again.
pub fn dismiss_offer() {
    if let Err(why) = write(OFFER_KEY, "dismissed") {
        web_sys::console::warn_1(
            &format!("kawu: the lessons' offer is not remembered: {why}").into(),
        );
    }
}
