//! The endgame table: the value of every position with at most 12 seeds on the board.
//!
//! # What a value is
//!
//! [`Table::probe`] gives the **final margin of the side to move over the seeds now on the
//! board** under best play: the seeds it will still capture or collect, minus those its opponent
//! will, both sides maximising their own final count. Add it to the current score difference to
//! get the final margin of the game. It ranges over `-n..=n` with the parity of `n`, the seeds on
//! the board.
//!
//! **It does not depend on the seeds already captured.** The table plays every game to its
//! natural end (a capture that empties the board, a sweep when a player cannot feed, or a
//! repetition), ignoring the 25-seed stop. That stop only ends games whose winner is already
//! certain: a player with 25 has more than half of the 48 seeds and keeps them, so whatever the
//! board still holds, the winner would be the same had play gone on. Hence the sign of
//! `score difference + margin` (win, draw or loss) is exact for the real game. The margin itself
//! is the one of the game played out: when the real game stops at 25, the seeds left on the
//! board are counted by nobody, and the real final margin is smaller than the table's.
//!
//! **The 100-ply limit is ignored**: a game that reaches it ends with each side taking its own
//! row, which the table cannot know without the ply counter. The search handles it.
//!
//! # How it is computed
//!
//! Seeds never come back on the board, so the table is solved level by level, `n = 1..=12` seeds
//! (level 0 is empty: no game has an empty board). A move that captures, or that leaves the
//! opponent unable to feed (a sweep), leaves the level: its value is exact from a smaller level,
//! where the history starts afresh because captures reset the repetition rule. The moves that
//! capture nothing stay in the level and form a graph with cycles: one strongly connected
//! component per level holds about 90% of its boards (1,235,429 of the 1,352,078 boards of 12
//! seeds, South to move).
//!
//! # Cycles: how they are scored
//!
//! Under RULES.md a game ends when a position repeats since the last capture, each side taking
//! its own row. The value of a position then depends on its history, and even with no history it
//! is the value of a game on paths ("geography"): no table of one value per position can be exact
//! for every history, and the exact no-history value of a board inside the big component would
//! need a search over all simple paths of a graph of a million boards. So the table stores:
//!
//! - **Bounds that are exact** ([`Table::bounds`]): `lo`, the margin the side to move can force
//!   by reaching captures and sweeps whatever cycles do (an endless play counted as its worst),
//!   and `hi`, the margin the opponent can hold it to the same way (an endless play counted as
//!   the mover's best). They are the least and greatest fixed points of
//!   `lo(b) = max(exits, max −hi(b'))`, `hi(b) = max(exits, max −lo(b'))` over the quiet moves
//!   `b → b'`, iterated from ∓∞. Whatever the history, the true value lies in `lo..=hi`: the
//!   strategy that forces `lo` reaches its exits without repeating a position. When `lo == hi`
//!   the value is exact and independent of the history.
//! - **A value** ([`Table::probe`]): for a board on a cycle, its own-row split (own row minus the
//!   other row) clamped to `lo..=hi` — the game, if it cycles, is scored as if the repetition
//!   came back to this board; for a board on no cycle (its history can never repeat) the best of
//!   its moves, with the values of the boards they lead to.
//!
//! The tests check the bounds and the exact values against a brute-force minimax with the
//! repetition rule over the path (`ai/tests/endgame_brute.rs`).
//!
//! # Storage
//!
//! Only South to move is stored: a position with North to move is probed through its mirror
//! image. Boards are indexed by the combinatorial number system ([`index`]), level by level.
//! The table is built at first use ([`Table::build`]; about a second natively in release mode);
//! no data is shipped.

mod index;
mod solve;

pub use index::{index, BOARDS, MAX_SEEDS};

use kawu_engine::{Position, Side};

/// One board of the table (South to move): the value, and the exact bounds on the true value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Entry {
    value: i8,
    lo: i8,
    hi: i8,
}

/// The value of every position with at most [`MAX_SEEDS`] seeds on the board.
#[derive(Clone, PartialEq, Eq)]
pub struct Table {
    entries: Vec<Entry>,
    /// Levels 0..=solved are solved.
    solved: usize,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Table(up to {} seeds)", self.solved)
    }
}

impl Table {
    /// Builds the whole table (boards of up to 12 seeds) by retrograde analysis.
    #[must_use]
    pub fn build() -> Table {
        Table::build_up_to(MAX_SEEDS)
    }

    /// Builds the boards of up to `seeds` seeds only (at most [`MAX_SEEDS`]): a smaller table,
    /// much faster to build; [`Table::probe`] answers `None` above it.
    #[must_use]
    pub fn build_up_to(seeds: usize) -> Table {
        let solved = seeds.min(MAX_SEEDS);
        let mut entries = vec![Entry::default(); index::level_start(solved + 1)];
        for level in 1..=solved {
            solve::solve_level(&mut entries, level);
        }
        Table { entries, solved }
    }

    /// The most seeds on the board this table answers for.
    #[must_use]
    pub fn max_seeds(&self) -> usize {
        self.solved
    }

    /// Bytes the table takes in memory.
    #[must_use]
    pub fn size_in_bytes(&self) -> usize {
        std::mem::size_of_val(self.entries.as_slice())
    }

    /// The final margin the side to move gets from the seeds on the board under best play (see
    /// the module documentation for cycles), or `None` with more seeds than the table holds.
    #[inline]
    #[must_use]
    pub fn probe(&self, position: &Position) -> Option<i8> {
        self.entry(position).map(|entry| entry.value)
    }

    /// Bounds `(lo, hi)` on the final margin of the side to move that hold whatever the history
    /// (equal when the value is exact), or `None` with more seeds than the table holds.
    #[inline]
    #[must_use]
    pub fn bounds(&self, position: &Position) -> Option<(i8, i8)> {
        self.entry(position).map(|entry| (entry.lo, entry.hi))
    }

    #[inline]
    fn entry(&self, position: &Position) -> Option<Entry> {
        let board = match position.to_move() {
            Side::South => *position.pits(),
            Side::North => solve::mirrored(position.pits()),
        };
        index(&board).and_then(|i| self.entries.get(i).copied())
    }
}
