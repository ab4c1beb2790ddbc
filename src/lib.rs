//! # kawu
//!
//! The web app: Awalé in the browser, over `kawu-engine` (the rules) and `kawu-ai` (the
//! computer). Two thin binaries share this library: the page (`bin/page.rs`) and the Web Worker
//! where the computer thinks (`bin/worker.rs`).
//!
//! The crate is a house of five rooms; arrows point down only (the test command's lint step
//! checks them, `scripts/check-rooms.py`):
//!
//! | room | holds | may import |
//! |---|---|---|
//! | `view` | the Yew components and hooks, the boot, the browser's I/O | everything but `worker` |
//! | `i18n` | every text the player reads, in French and English | `model`, the engine, the AI |
//! | `model` | the page's logic and file formats, pure and tested natively | `protocol`, the engine, the AI |
//! | `worker` | the worker's pure request handler and its thin wasm shell | `protocol`, the engine, the AI |
//! | `protocol` | the page ↔ worker messages | the engine, the AI |
//!
//! Only `view` and the worker's shell touch the browser (`yew`, `web-sys`, `js-sys`, `gloo`,
//! `wasm-bindgen`); the page reaches the worker only through `protocol` messages.

#![warn(missing_docs)]

mod i18n;
mod model;
mod protocol;
mod view;
mod worker;

pub use model::library::GameId;
pub use model::save;
pub use model::settings::{Lang, Mode, Settings, Speed};
pub use view::browser::storage::KEY as SAVE_KEY;
pub use view::room::{install_panic_hook as install_rooms_panic_hook, open as open_room, RoomApp};
pub use view::{install_panic_hook, take_over_first_paint, App};
pub use worker::register as register_worker;

/// The codecs' entry points, for the fuzz targets (`fuzz/`) and tests from outside the crate.
pub use model::link::{build as link_to, parse as parse_link};
/// The record file's entry points, for the fuzz targets (`fuzz/`) and tests.
pub use model::record::{decode_file as decode_record_file, read as read_record};
/// The page ↔ worker messages, for the fuzz targets (`fuzz/`) and tests.
pub use protocol::{Reply, Request};
