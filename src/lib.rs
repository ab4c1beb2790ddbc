//! # kawu
//!
//! The web app: Awalé in the browser, over `kawu-engine` (the rules) and `kawu-ai` (the computer).
//!
//! - Pure and tested natively: [`state`] (the reducer), [`animation`] (the sowing plan),
//!   [`layout`] (which pit sits in which slot), [`geometry`] (where slots are drawn, with stores or
//!   compact), [`keyboard`], [`settings`], [`i18n`], [`protocol`] (page ↔ worker),
//!   [`storage`] (the saved game), [`think`] (what the worker computes), [`sound`] (what the
//!   game sounds like).
//! - Browser side: [`components`] (one Yew component per file), [`hooks`] (worker, timers,
//!   storage, screen width), [`worker`] (the Web Worker's message handler).

#![warn(missing_docs)]

pub mod animation;
pub mod components;
pub mod geometry;
pub mod hooks;
pub mod i18n;
pub mod keyboard;
pub mod layout;
pub mod protocol;
pub mod settings;
pub mod sound;
pub mod state;
pub mod storage;
pub mod think;
pub mod worker;

/// Helpers shared by the unit tests.
#[cfg(test)]
mod test_util {
    use kawu_engine::Pit;

    use crate::settings::{Lang, Settings};
    use crate::state::AppState;

    /// The pit of a letter the test knows is valid.
    pub fn pit(letter: char) -> Pit {
        Pit::from_letter(letter).expect("a pit letter")
    }

    /// A fresh game against the computer, with the default settings.
    pub fn vs_computer() -> AppState {
        AppState::new(Settings::new(Lang::En))
    }
}
