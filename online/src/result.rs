//! Where a game stands, and how it ended.

use std::fmt;

use kawu_engine::{Outcome, Side};

/// The result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// This side won.
    Win(Side),
    /// Neither side won.
    Draw,
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameResult::Win(side) => write!(f, "{side} wins"),
            GameResult::Draw => f.write_str("draw"),
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The rules of the board ended it: the engine's outcome, with the final score.
    Seeds(Outcome),
    /// A side resigned.
    Resign,
    /// The side to move ran out of time.
    Time,
    /// Both sides agreed to a draw.
    Agreement,
    /// A side claimed the game because its opponent was gone.
    Abandoned,
    /// The game was called off before it really began: no result.
    Aborted,
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ending::Seeds(outcome) => write!(f, "{}", outcome.reason),
            Ending::Resign => f.write_str("resignation"),
            Ending::Time => f.write_str("time"),
            Ending::Agreement => f.write_str("agreement"),
            Ending::Abandoned => f.write_str("opponent gone"),
            Ending::Aborted => f.write_str("aborted"),
        }
    }
}

/// Where a game at a table stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum State {
    /// A seat is still free.
    Waiting,
    /// Both seats are taken: the game is on.
    Playing,
    /// The game is over. `result` is `None` only when it was [`Ending::Aborted`].
    Over {
        /// Who won, or a draw; `None` for an aborted game.
        result: Option<GameResult>,
        /// Why it ended.
        ending: Ending,
    },
}

impl State {
    /// True once the game is over.
    #[must_use]
    pub fn is_over(self) -> bool {
        matches!(self, State::Over { .. })
    }
}
