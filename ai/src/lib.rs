//! # kawu-ai
//!
//! The computer opponent: [`choose_move`] picks a move for the side to move of a [`Game`] at a
//! [`Level`], within a time budget measured by a [`Clock`]. The hint is the [`Level::Hard`] move;
//! [`explain::explain`] says why, in one fact checked on the board.
//!
//! No browser crate and no global clock: the caller passes a [`Clock`] (a native `Instant`, or
//! `performance.now()` in the Web Worker) and a seed for the levels that play with noise.
//!
//! # Examples
//!
//! Asking a level for a move: the answer is always legal, with what the search saw.
//!
//! ```
//! use kawu_ai::{choose_move, Level, Request, SystemClock};
//! use kawu_engine::Game;
//!
//! let game = Game::new();
//! let request = Request {
//!     max_depth: Some(6),
//!     ..Request::new(Level::Medium, 7)
//! };
//! let choice = choose_move(&game, &request, &SystemClock::new()).expect("the game goes on");
//! assert!(game.legal_moves().contains(&choice.pit));
//! assert_eq!(choice.pv.first(), Some(&choice.pit));
//! ```
//!
//! The hint and the review's verdict: near the end the analysis is exact.
//!
//! ```
//! use kawu_ai::{analyse, hint, SystemClock};
//! use kawu_engine::{Game, Position};
//!
//! let ending: Position = "1-1-0-1-1-1-1-0-1-3-2-0-18-18-S".parse().expect("a position");
//! let game = Game::from_position(ending);
//! let clock = SystemClock::new();
//! let best = hint(&game, 300, &clock).expect("a move to hint");
//! assert!(game.legal_moves().contains(&best.pit));
//! let verdict = analyse(&game, 300, &clock).expect("the game goes on");
//! assert_eq!(verdict.exact, Some(4), "South wins by 4 seeds with perfect play");
//! ```

pub mod analysis;
pub mod book;
mod clock;
pub mod endgame;
mod eval;
pub mod explain;
pub mod lesson;
pub mod levels;
mod memory;
pub mod mistake;
pub mod puzzle;
mod rng;
mod score;
mod search;
mod tt;
#[cfg(test)]
mod tuning;
mod zobrist;

pub use analysis::{analyse, Analysis};
pub use clock::Clock;
#[cfg(not(target_arch = "wasm32"))]
pub use clock::SystemClock;
pub use eval::Terms;
pub use levels::hard::{
    endgame_ready_for, forget_searches, install_endgame, prepare_endgame, prepare_endgame_for,
    prepare_endgame_kept, prepare_endgame_up_to,
};
pub use levels::{Level, ParseLevelError};
pub use rng::Rng;

use kawu_engine::{Game, Pit};

/// The move the computer chose, and what the search saw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The pit to sow.
    pub pit: Pit,
    /// The score for the side to move, in seeds (positive is good for it). Once the end of the
    /// game is in sight it is the exact final margin.
    pub score: i32,
    /// Whether `score` is proven (who wins is certain, and it is then a final margin) rather
    /// than the evaluation's estimate.
    pub decided: bool,
    /// The deepest search completed, in plies.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The expected line, starting with `pit`.
    pub pv: Vec<Pit>,
}

/// Picks a move for the side to move of `game` at `request.level`, or `None` when the game is
/// over. The move is always legal.
#[must_use]
pub fn choose_move(game: &Game, request: &Request, clock: &dyn Clock) -> Option<Choice> {
    choose_move_reporting(game, request, clock, &mut |_| {})
}

/// [`choose_move`], showing `report` the choice after each completed depth (the hard level
/// deepens step by step; the others report nothing before they answer).
pub fn choose_move_reporting(
    game: &Game,
    request: &Request,
    clock: &dyn Clock,
    report: &mut dyn FnMut(&Choice),
) -> Option<Choice> {
    levels::choose(game, request, clock, report)
}

/// What the computer is asked: play `level` within `movetime_ms`, noise drawn from `seed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Request {
    /// How strong to play.
    pub level: Level,
    /// The time budget in milliseconds.
    pub movetime_ms: u64,
    /// Stop after this depth (plies), if set.
    pub max_depth: Option<u32>,
    /// Seed of the noise used by the easy and medium levels.
    pub seed: u64,
    /// Whether the hard level may use the endgame table, building it (once per process, about
    /// a second natively) when the end is near. On by default.
    pub endgame_table: bool,
    /// Whether the hard level plays the opening book's move where it has one ([`book`]). On by
    /// default.
    pub book: bool,
    /// The hard level's transposition table: `2^tt_bits` buckets of 16 bytes
    /// ([`levels::hard::TABLE_BITS`] by default: 16 MB), within
    /// [`levels::hard::TABLE_BITS_RANGE`]. A table of another size kept from the last search is
    /// dropped, not reused.
    pub tt_bits: u32,
}

impl Request {
    /// The level's own time budget and no depth limit.
    #[must_use]
    pub fn new(level: Level, seed: u64) -> Request {
        Request {
            level,
            movetime_ms: level.default_movetime_ms(),
            max_depth: None,
            seed,
            endgame_table: true,
            book: true,
            tt_bits: levels::hard::TABLE_BITS,
        }
    }
}

/// The hint: the hard level's move for the side to move, `None` once the game is over.
#[must_use]
pub fn hint(game: &Game, movetime_ms: u64, clock: &dyn Clock) -> Option<Choice> {
    let request = Request {
        movetime_ms,
        ..Request::new(Level::Hard, 0)
    };
    choose_move(game, &request, clock)
}
