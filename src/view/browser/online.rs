//! Online play's errands in the browser, besides the socket ([`super::socket`]): the server's
//! HTTP API on the page's own origin (`GET /api/info`, `POST /api/games`), the device's seats in
//! `localStorage` (never in an address), the address's `#fragment` kept to the game shown, and
//! the share sheet. Every refusal of the browser is a value, never a panic.

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use crate::view::browser::storage::{describe, read, write};
use crate::view::browser::transfer;
use kawu_model::online::{self, CreateError, OnlineLink, Seats, Service};
use kawu_online::wire::{self, CreateGame, Created};

/// The `localStorage` key of the device's seats.
pub const SEATS_KEY: &str = "kawu.online";

#[wasm_bindgen(inline_js = r#"
/** [status, body] of a request to `path` on the page's own origin (`body` as JSON, if any). */
export async function request(method, path, body) {
  const init = { method, cache: 'no-store', credentials: 'same-origin' };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = body;
  }
  const response = await fetch(new URL(path, location.href).href, init);
  return [response.status, await response.text()];
}
/** The WebSocket URL of `path` on the page's own origin: ws: or wss: as the page's scheme. */
export function socket_url(path) {
  const url = new URL(path, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
/** Whether the browser has a share sheet. */
export function can_share() { return typeof navigator.share === 'function'; }
/** Opens the share sheet with a link. */
export function share(url, title) { return navigator.share({ url, title }); }
"#)]
extern "C" {
    fn request(method: &str, path: &str, body: Option<String>) -> js_sys::Promise;
    /// The WebSocket address of `path` on the page's origin.
    pub fn socket_url(path: &str) -> String;
    /// Whether the browser offers its share sheet (`navigator.share`).
    pub fn can_share() -> bool;
    #[wasm_bindgen(js_name = share)]
    fn share_sheet(url: &str, title: &str) -> js_sys::Promise;
}

/// The server's socket, on the page's origin.
pub const SOCKET_PATH: &str = "/api/socket";

/// Sends a request; its status and body, or the browser's words for a failure.
async fn fetch(method: &str, path: &str, body: Option<String>) -> Result<(u16, String), String> {
    let answer = JsFuture::from(request(method, path, body))
        .await
        .map_err(|error| describe(&error))?;
    let answer = js_sys::Array::from(&answer);
    let status = answer.get(0).as_f64().unwrap_or(0.0) as u16;
    Ok((status, answer.get(1).as_string().unwrap_or_default()))
}

/// Whether this copy of kawu has its server (a static host answers 404 or its own page).
pub async fn info() -> Service {
    match fetch("GET", "/api/info", None).await {
        Ok((status, body)) => online::service(status, &body),
        Err(_) => Service::Missing,
    }
}

/// Creates a game.
///
/// # Errors
/// Why not: the server's refusal, or the network's.
pub async fn create(game: &CreateGame) -> Result<Created, CreateError> {
    let (status, body) = fetch("POST", "/api/games", Some(wire::text(game)))
        .await
        .map_err(CreateError::Failed)?;
    online::created(status, &body)
}

/// The device's seats (none when nothing readable is kept).
#[must_use]
pub fn seats() -> Seats {
    read(SEATS_KEY).map_or_else(Seats::default, |text| Seats::read(&text))
}

/// Changes the seats kept with `change`, read again just before, so that another tab's seat is
/// not lost.
///
/// # Errors
/// Why the browser refused (storage blocked or full).
pub fn keep_seats(change: impl FnOnce(&mut Seats)) -> Result<(), String> {
    let mut seats = seats();
    change(&mut seats);
    write(SEATS_KEY, &seats.to_string())
}

/// Puts the fragment of `link` in the address bar (none: the page's own address), without a
/// reload or a history entry, so that a reload comes back to the game shown.
pub fn show_in_address(link: Option<&OnlineLink>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let (Ok(path), Ok(search)) = (location.pathname(), location.search()) else {
        return;
    };
    let fragment = link.map(OnlineLink::fragment).unwrap_or_default();
    if let Ok(history) = window.history() {
        let address = format!("{path}{search}{fragment}");
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&address));
    }
}

/// Opens `link`'s game: its fragment in the address, which the page follows (a new entry of
/// the history, as any link opened).
pub fn open(link: &OnlineLink) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_hash(&link.fragment());
    }
}

/// The whole address of `link` on this page.
#[must_use]
pub fn address(link: &OnlineLink) -> String {
    link.address(&transfer::page_address().unwrap_or_default())
}

/// Opens the share sheet with `url`; false when the player closed it or the browser refused.
pub async fn share(url: &str, title: &str) -> bool {
    JsFuture::from(share_sheet(url, title)).await.is_ok()
}
