//! # kawu
//!
//! The web app: Awalé in the browser, over `kawu-engine` (the rules) and `kawu-ai` (the computer).
//!
//! - Pure and tested natively: [`state`] (the reducer), [`animation`] (the sowing plan),
//!   [`layout`] (which pit sits in which slot), [`geometry`] (where slots are drawn, with stores or
//!   compact), [`keyboard`], [`settings`], [`i18n`], [`protocol`] (page ↔ worker),
//!   [`storage`] (the saved game), [`think`] (what the worker computes), [`record`] (OGN game
//!   records), [`link`] (shared links), [`editor`] (setting up a position), [`preview`] (where a
//!   move would sow), [`review`] (stepping through a game), [`scene`] (what the board shows),
//!   [`sound`] (what the game sounds like).
//! - Browser side: [`components`] (one Yew component per file), [`hooks`] (worker, timers,
//!   storage, screen width), [`worker`] (the Web Worker's message handler), [`transfer`]
//!   (download, file reading, clipboard, address bar).

#![warn(missing_docs)]

pub mod animation;
pub mod components;
pub mod editor;
pub mod geometry;
pub mod hooks;
pub mod i18n;
pub mod keyboard;
pub mod layout;
pub mod link;
pub mod preview;
pub mod protocol;
pub mod record;
pub mod review;
pub mod scene;
pub mod settings;
pub mod sound;
pub mod state;
pub mod storage;
pub mod think;
pub mod transfer;
pub mod worker;

/// Helpers shared by the unit tests.
#[cfg(test)]
mod test_util {
    use kawu_engine::{Game, Pit};

    use crate::settings::{Lang, Settings};
    use crate::state::AppState;

    /// The pit of a letter the test knows is valid.
    pub fn pit(letter: char) -> Pit {
        Pit::from_letter(letter).expect("a pit letter")
    }

    /// A game of up to `plies` random legal moves, drawn from `seed`; from a position reached
    /// by a few random moves when `seed` is odd (a set-up start).
    pub fn random_game(seed: u64, plies: usize) -> Game {
        let mut state = seed | 1;
        let mut next = move || {
            // xorshift64: enough to pick moves.
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut game = Game::new();
        let mut play = |game: &mut Game, plies: usize| {
            for _ in 0..plies {
                let moves = game.legal_moves();
                let Some(&pit) = moves.get(next() as usize % moves.len().max(1)) else {
                    return;
                };
                game.play(pit).expect("a legal move");
            }
        };
        if seed % 2 == 1 {
            play(&mut game, 7);
            if game.outcome().is_none() {
                game = Game::from_position(game.position());
            }
        }
        play(&mut game, plies);
        game
    }

    /// A fresh game against the computer, with the default settings.
    pub fn vs_computer() -> AppState {
        AppState::new(Settings::new(Lang::En))
    }
}
