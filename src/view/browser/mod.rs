//! The browser's I/O, each refusal a value and never a panic: [`storage`] (the saved game in
//! `localStorage`), [`library_store`] (My games in IndexedDB) and [`transfer`] (downloads,
//! chosen files, the clipboard, the address bar, the question before another game replaces the
//! one going on).
//! [`build`]: the page's build version, and the URL of the computer's worker of that build.
//! [`progress`] and [`puzzles`]: the lessons' stars and the puzzles' record in `localStorage`,
//! and the puzzles' file fetched from the build. [`online`] and [`socket`]: online play's
//! server (HTTP and WebSocket), the device's seats, the address's fragment, the share sheet.

pub mod build;
pub mod library_store;
pub mod online;
pub mod progress;
pub mod puzzles;
pub mod rooms;
pub mod socket;
pub mod storage;
pub mod transfer;
