//! The Web Worker where the computer thinks: [`think`], the pure handler of one request (it
//! runs natively in tests), and [`shell`], the thin wasm glue that feeds it the page's messages
//! and posts its replies.
//!
//! May import [`crate::protocol`], `kawu-ai` and `kawu-engine`; the browser crates only in
//! [`shell`]. Never `model`, `i18n` or `view`: the page and the worker share only the protocol.

pub mod shell;
pub mod think;

pub use shell::register;
