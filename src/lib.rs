//! # kawu
//!
//! The web app: Awalé in the browser, over `kawu-engine` (the rules) and `kawu-ai` (the
//! computer). Thin binaries share this library (`src/bin/`): the page, the Web Worker where the
//! computer thinks, and the rooms (the views loaded on first use).
//!
//! The app is the top layer of the house; each layer below it is a crate of its own, so an
//! upward import does not compile (`cargo tree -p kawu` shows the arrows):
//!
//! | crate | holds | depends on |
//! |---|---|---|
//! | `kawu` (this one) | the Yew components and hooks, the boot, the browser's I/O ([`view`]), the worker's wasm shell | every layer below |
//! | `kawu-i18n` | every text the player reads, in French and English | `kawu-model` |
//! | `kawu-model` | the page's logic and file formats, pure and tested natively | `kawu-protocol` |
//! | `kawu-worker` | what the worker does with a request, pure and tested natively | `kawu-protocol` |
//! | `kawu-protocol` | the page ↔ worker messages | `kawu-ai`, `kawu-engine` |
//!
//! Only this crate touches the browser (`yew`, `web-sys`, `js-sys`, `gloo`, `wasm-bindgen`); the
//! page reaches the worker only through `kawu-protocol` messages.

#![warn(missing_docs)]

mod view;
mod worker;

pub use view::browser::storage::KEY as SAVE_KEY;
pub use view::room::{install_panic_hook as install_rooms_panic_hook, open as open_room, RoomApp};
pub use view::{install_panic_hook, take_over_first_paint, App};
pub use worker::register as register_worker;
