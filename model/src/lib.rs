//! The model: the page's logic, pure and tested natively, with no browser in sight. What the
//! board shows, what a tap or a key does, when the computer is asked, what a sowing looks and
//! sounds like, and the files the page reads and writes as pure codecs.
//!
//! Depends on `kawu-engine`, `kawu-ai`, `kawu-protocol` and `kawu-online` only: no browser crate (`yew`,
//! `web-sys`, `js-sys`, `gloo`, `wasm-bindgen`) and no layer above it (`kawu-i18n`, the app).
//!
//! - The game on the page: [`state`] (the app state and its reducer), [`settings`],
//!   [`review`] (stepping through a game), [`story`] (the engine's value of each of its
//!   positions and the moves that lost seeds), [`editor`] (setting up a position), [`controls`]
//!   (the buttons and panels).
//! - What the board shows: [`scene`], [`preview`] (where a move would sow), [`animation`] (the
//!   sowing plan), [`sound`] (the notes of a move), [`layout`] and [`geometry`] (where pits are
//!   drawn), [`keyboard`], [`roving`] (the boards' one tab stop and the editor's arrows).
//! - The computer: [`computer`] (what to ask the worker, and the link's state machine).
//! - Files: [`record`] (OGN records with kawu's tags), [`link`] (shared links), [`save`] (the
//!   saved game and settings), [`library`] (every game kept, its text and its listing), [`room`]
//!   (the messages between the page and its rooms, the views loaded on first use).
//! - Online: [`online`] (a game with a friend elsewhere through the kawu server: the client's
//!   state machine, the form, the links, the seats kept).
//! - Learning: [`lesson`] (the lessons as data, a level played as a state machine, the stars won).

pub mod animation;
pub mod computer;
pub mod controls;
pub mod editor;
pub mod geometry;
pub mod keyboard;
pub mod layout;
pub mod lesson;
pub mod library;
pub mod link;
pub mod online;
pub mod preview;
pub mod puzzle;
pub mod record;
pub mod review;
pub mod room;
pub mod roving;
pub mod save;
pub mod scene;
pub mod settings;
pub mod sound;
pub mod state;
pub mod story;

#[cfg(any(test, feature = "test-util"))]
pub mod test_util;

/// A state machine of the page: a state and the step that takes it to the next. The view runs
/// each as a Yew reducer (its `use_machine` hook), so the model names no browser crate.
pub trait Machine: PartialEq {
    /// What moves the machine on.
    type Step;

    /// The state after `step`.
    #[must_use]
    fn apply(&self, step: Self::Step) -> Self;
}
