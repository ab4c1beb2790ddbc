//! The Web Worker where the computer thinks: [`think`], the pure handler of one request (it
//! runs natively in tests), [`shell`], the thin wasm glue that feeds it the page's messages
//! and posts its replies, and [`keep`], the endgame table kept in the browser.
//!
//! May import [`crate::protocol`], `kawu-ai` and `kawu-engine`; the browser crates only in
//! [`shell`] and [`keep`]. Never `model`, `i18n` or `view`: the page and the worker share only the protocol.

pub mod keep;
pub mod shell;
pub mod think;

pub use shell::register;
