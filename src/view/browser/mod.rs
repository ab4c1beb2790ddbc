//! The browser's I/O, each refusal a value and never a panic: [`storage`] (the saved game in
//! `localStorage`) and [`transfer`] (downloads, chosen files, the clipboard, the address bar,
//! the question before another game replaces the one going on).

pub mod storage;
pub mod transfer;
