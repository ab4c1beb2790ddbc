//! Puzzles made by the engine: "South to play and win 6 seeds", "… and win the game".
//!
//! A [`Puzzle`] is a position, a [`Goal`] its side to move (the player) can force, the solution
//! line and its [`Theme`]s. [`find`] makes one from a position when the position has one,
//! [`prove`] re-checks every claim of a puzzle, [`judge`] answers the player's moves (cheap
//! enough for the page's main thread) and [`of_the_day`] picks the puzzle of a date.
//!
//! # By force
//!
//! A puzzle of difficulty `depth = 2k` plies gives the player `k` moves: the horizon is the `2k`
//! plies of the player's `k` moves and the opponent's `k` replies, so the opponent's answer to
//! the last move counts. A line is worth, for the player, the seeds it captures less those the
//! opponent captures over those plies, by an exact minimax (alpha-beta, no evaluation). A game
//! that ends inside the horizon ends as RULES.md says: at 25 seeds (the seeds left stay on the
//! board), by a sweep when a side cannot feed (the seeds go to the side that could not feed), or
//! by a repetition since the last capture (each side takes its own row). The puzzle position
//! starts afresh: no history, no quiet plies.
//!
//! - [`Goal::Seeds`]`(g)`: the first move of the line forces a net gain of exactly `g` (at least
//!   2), and every other legal first move forces at most `g - 2` at the same horizon.
//! - [`Goal::Game`]: the first move forces a won game (the player's final count above the
//!   opponent's: 25 or more, or more of a swept board) inside the horizon, and after every
//!   other first move the opponent can force at least a draw with any play at all, proven by
//!   the bounds of the endgame table ([`crate::endgame`]); so these puzzles have at most 12
//!   seeds on the board.
//! - The difficulty is the smallest `k` that proves the puzzle, counted in plies (`2k`, from 2
//!   to [`MAX_DEPTH`]).
//! - The hard level searching 10 plies (with the endgame table) plays the line's first move: a
//!   puzzle never teaches a move the engine thinks bad.
//! - [`judge_cost`] is at most [`MAX_JUDGE_NODES`] positions for any sequence of moves.
//!
//! # The file
//!
//! A puzzle file (`static/puzzles.txt`) is text: a first line `kawu-puzzles 1`, then one puzzle
//! per line ([`Puzzle`]'s `Display`), six fields separated by one space:
//!
//! ```text
//! kawu-puzzles 1
//! 0dk08f 1-0-1-0-1-1-10-0-1-0-3-14-8-8-N 6 f chain,kroo 2
//! ```
//!
//! 1. the id: 6 base-36 characters of a hash of the position ([`id_of`]), unique in a file;
//! 2. the position string (the engine's); the player is its side to move;
//! 3. the goal: the net seeds (`6`) or `game`;
//! 4. the solution line in move letters (`CdF`): the player's move, the opponent's reply, …,
//!    ending with the player's last move (shorter than `depth - 1` when the game ends first);
//! 5. the themes, comma-separated names ([`Theme::name`]), or `-` for none;
//! 6. the difficulty in plies (`2`, `4`, `6` or `8`).
//!
//! Empty lines are skipped. [`parse_file`] names the line and the reason of anything else.

mod day;
mod find;
pub(crate) mod force;
mod judge;
mod text;
mod themes;

pub use day::of_the_day;
pub use find::{find, prove, ProofError, AGREEMENT_DEPTH};
pub use judge::{judge, judge_cost, solution, Forced, JudgeError, Judged, MAX_JUDGE_NODES};
pub use text::{
    id_of, parse_file, write_file, FileError, FileErrorReason, ParsePuzzleError, HEADER,
};
pub use themes::themes;

use std::fmt;
use std::str::FromStr;

use kawu_engine::{Pit, Position};

/// The longest puzzle, in plies: four moves of the player and four replies.
pub const MAX_DEPTH: u8 = 8;

/// What the player must force.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Win this many seeds net (captured less captured back) over the puzzle's plies.
    Seeds(u8),
    /// Win the game inside the puzzle's plies.
    Game,
}

/// What a puzzle is about, read from what its line does (see [`themes`] for each rule).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The player captures two pits or more in one move.
    Chain,
    /// A move of the line, or a first move it refutes, would take the whole row.
    GrandSlam,
    /// The player must feed an empty row.
    Feeding,
    /// The player sows a pit of 12 seeds or more.
    Kroo,
    /// The game ends because a side cannot be fed.
    Starving,
    /// The first move captures nothing: the gain comes later.
    Defence,
    /// Few seeds left (the endgame table's), or the game to win.
    Endgame,
}

impl Theme {
    /// Every theme, in the order a puzzle lists them.
    pub const ALL: [Theme; 7] = [
        Theme::Chain,
        Theme::GrandSlam,
        Theme::Feeding,
        Theme::Kroo,
        Theme::Starving,
        Theme::Defence,
        Theme::Endgame,
    ];

    /// The theme's name in the file and for the page: `chain`, `grand-slam`, `feeding`,
    /// `kroo`, `starving`, `defence`, `endgame`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Chain => "chain",
            Theme::GrandSlam => "grand-slam",
            Theme::Feeding => "feeding",
            Theme::Kroo => "kroo",
            Theme::Starving => "starving",
            Theme::Defence => "defence",
            Theme::Endgame => "endgame",
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Theme {
    type Err = ParsePuzzleError;

    /// Reads a theme's [`Theme::name`].
    fn from_str(text: &str) -> Result<Theme, ParsePuzzleError> {
        Theme::ALL
            .into_iter()
            .find(|theme| theme.name() == text)
            .ok_or_else(|| ParsePuzzleError::Theme(text.to_owned()))
    }
}

/// One puzzle: the player is the side to move of `position` (see the module documentation for
/// what is proven about it, and for its line of text).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Puzzle {
    /// 6 base-36 characters of a hash of the position ([`id_of`]): stable, unique in a file.
    pub id: String,
    /// The puzzle position; the player is its side to move.
    pub position: Position,
    /// What the player must force.
    pub goal: Goal,
    /// The solution: the player's move, the opponent's reply, the player's move, …, ending
    /// with the player's last move.
    pub line: Vec<Pit>,
    /// What the puzzle is about, in [`Theme::ALL`] order.
    pub themes: Vec<Theme>,
    /// The difficulty: the plies the search needs to see it (`2k` for `k` moves of the player).
    pub depth: u8,
}

impl Puzzle {
    /// The player's moves allowed: half the depth.
    #[must_use]
    pub fn moves(&self) -> u8 {
        self.depth / 2
    }
}
