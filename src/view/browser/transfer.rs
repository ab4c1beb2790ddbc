//! Records and links in and out of the browser: the download of a saved record, the text of a
//! chosen file, the clipboard, the address bar, and the question before another game takes the
//! place of the one going on. Thin glue over the pure [`kawu_model::record`] and
//! [`kawu_model::link`]; every browser refusal is a value, never a panic.

use gloo_timers::callback::Timeout;
use js_sys::{Array, Date, Uint8Array};
use kawu_engine::Game;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, BlobPropertyBag, File, HtmlAnchorElement, Url};

use kawu_i18n::records::texts;
use kawu_model::link::{self, LinkError};
use kawu_model::online::LINK_PREFIX;
use kawu_model::record::{decode_file, Day, RecordError, MAX_BYTES};
use kawu_model::settings::Lang;
use kawu_model::state::asks_before_replacing;

/// How long a downloaded record's object URL lives: the browser reads it at once.
const URL_LIFETIME_MS: u32 = 10_000;

/// Today, in the player's time zone.
#[must_use]
pub fn today() -> Day {
    day_of(&Date::new_0())
}

/// The day of wall-clock milliseconds since 1970, in the player's time zone.
#[must_use]
pub fn day_at(ms: u64) -> Day {
    day_of(&Date::new(&JsValue::from_f64(ms as f64)))
}

fn day_of(date: &Date) -> Day {
    Day {
        year: date.get_full_year(),
        month: date.get_month() + 1,
        day: date.get_date(),
    }
}

/// Offers `text` as a file named `name` to download.
///
/// # Errors
/// What the browser threw, if it refused.
pub fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let options = BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let parts = Array::of1(&JsValue::from_str(text));
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window()
        .and_then(|window| window.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let anchor: HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    Timeout::new(URL_LIFETIME_MS, move || {
        let _ = Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// The largest file read at all, so that a film is not loaded into memory. The text's own limit,
/// [`MAX_BYTES`], is checked once decoded ([`decode_file`]): a file a little larger is read,
/// and refused for what it holds (UTF-16, not UTF-8) rather than for its size.
const MAX_FILE_BYTES: u64 = 4 * MAX_BYTES;

/// The text of a file the player chose, decoded by [`decode_file`] from its bytes.
///
/// # Errors
/// [`RecordError::TooBig`] before reading a file larger than [`MAX_FILE_BYTES`],
/// [`RecordError::Unreadable`] when the browser cannot read it, else what [`decode_file`]
/// refuses.
pub async fn read_file(file: File) -> Result<String, RecordError> {
    // `size` is a whole number of bytes, held in an f64 by the DOM.
    let bytes = file.size() as u64;
    if bytes > MAX_FILE_BYTES {
        return Err(RecordError::TooBig { bytes });
    }
    let buffer = JsFuture::from(file.array_buffer())
        .await
        .map_err(|_| RecordError::Unreadable)?;
    decode_file(&Uint8Array::new(&buffer).to_vec())
}

/// Puts `text` in the clipboard; false when the browser has no clipboard here or refuses.
pub async fn copy_to_clipboard(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    // Outside a secure context `navigator.clipboard` is undefined.
    let clipboard = window.navigator().clipboard();
    if clipboard.is_undefined() {
        return false;
    }
    JsFuture::from(clipboard.write_text(text)).await.is_ok()
}

/// Asks the player a yes/no question; false when no dialog can be shown.
#[must_use]
pub fn confirm(question: &str) -> bool {
    web_sys::window()
        .and_then(|window| window.confirm_with_message(question).ok())
        .unwrap_or(false)
}

/// Whether `incoming` (a game, or why it was refused) may take the place of the game going
/// on: at once when the rule of [`asks_before_replacing`] does not ask (`keep` says whether the
/// game going on is worth keeping), else when the player says yes to `question`.
#[must_use]
pub fn may_replace<T, E>(keep: bool, incoming: &Result<T, E>, question: &str) -> bool {
    !asks_before_replacing(keep, incoming) || confirm(question)
}

/// The page's address without its query and fragment, the base of a shared link.
#[must_use]
pub fn page_address() -> Option<String> {
    let location = web_sys::window()?.location();
    Some(location.origin().ok()? + &location.pathname().ok()?)
}

/// Whether the address's fragment opens an online game (the room reads it; it stays in the
/// address, which online play keeps to the game shown).
#[must_use]
pub fn opens_online() -> bool {
    web_sys::window()
        .and_then(|window| window.location().hash().ok())
        .is_some_and(|hash| hash.starts_with(LINK_PREFIX))
}

/// The game the address opens, if it is a shared link; the link is then removed from the address
/// bar, so that a reload continues the saved game instead of opening the link again.
#[must_use]
fn take_link() -> Option<Result<Game, LinkError>> {
    let window = web_sys::window()?;
    let location = window.location();
    let opened = link::parse(&location.search().ok()?, &location.hash().ok()?)?;
    if let (Ok(history), Ok(path)) = (window.history(), location.pathname()) {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&path));
    }
    Some(opened)
}

/// [`take_link`], asking the player first when the link's game would take the place of a game
/// worth keeping (`keep`, see [`may_replace`]): `None` when there is no link or the player said
/// no. A link that cannot be opened is handed over as is, so its reason is told.
#[must_use]
pub fn take_link_over(keep: bool, lang: Lang) -> Option<Result<Game, LinkError>> {
    let opened = take_link()?;
    may_replace(keep, &opened, texts(lang).confirm_link).then_some(opened)
}
