//! The Web Worker's wasm shell: [`shell`], the thin glue that feeds the page's messages to
//! `kawu-worker` (the pure handler of one request, tested natively) and posts its replies, and
//! [`keep`], the endgame table kept in the browser. Never `view`: the page and the worker share
//! only `kawu-protocol`.

pub mod keep;
pub mod shell;

pub use shell::register;
