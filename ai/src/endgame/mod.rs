//! The endgame table: the value of every position with at most 12 seeds on the board (up to
//! [`CAPACITY`] in the native tool's bigger table).
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
//! natural end (a sweep when a player cannot feed, or a repetition), ignoring the 25-seed stop,
//! so only the board matters. That stop only ends games whose winner is already certain: a
//! player with 25 has more than half of the 48 seeds, and captured seeds are never lost, so on
//! every line of play the real game and the game played out have the same winner. Win, draw or
//! loss being a monotone function of the final margin, the real game's result under best play
//! is the sign of `score difference + margin`, exactly where the margin is exact (and decided by
//! the bounds of [`Table::bounds`] when they sit on one side of `-score difference`). The margin
//! itself is the one of the game played out: when the real game stops at 25 the seeds left on
//! the board are counted by nobody, so the real final margin can be smaller than the table's,
//! and the side ahead may then have other winning moves than the one maximising the margin.
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
//! Under RULES.md a game ends when a position (pits and side to move) repeats since the last
//! capture, each side taking its own row. So the value of a position depends on the positions
//! seen since the last capture, even with no history at all (right after a capture, or at the
//! start of a game): it is then the value of a game on simple paths ("geography" with
//! payoffs), whose cost grows with the number of paths. Inside the big component of a level
//! (757 boards at 4 seeds, over a million at 12) it is out of reach of any search, and no
//! fixed point of one value per board can match it in general (on a forced cycle, each board's
//! value is its own row split, which no consistent assignment along the cycle gives).
//!
//! So kawu scores a position whose value depends on a cycle by this rule, which defines the
//! table: **what a side can force by captures and sweeps is the result; where neither side
//! can force more, the play cycles and is scored as if the repetition came back to the board
//! itself**, each side taking its own row. Per board:
//!
//! - **Bounds** ([`Table::bounds`]) `lo..=hi` on the exact no-history value: `lo` is the margin
//!   the side to move can force by reaching captures and sweeps, whatever the cycles do (an
//!   endless play counted as its worst), and `hi` is the margin the opponent can hold it to
//!   the same way (an endless play counted as the mover's best). They are the least and
//!   greatest fixed points of `lo(b) = max(exits, max −hi(b'))` and
//!   `hi(b) = max(exits, max −lo(b'))` over the quiet moves `b → b'`, iterated from ∓∞; the
//!   strategy that forces `lo` reaches its exits without ever coming back to a board, so no
//!   repetition can spoil it when the game starts afresh here. The exits take the bounds of
//!   the smaller levels (the mover's `lo` from the opponent's `hi` after a capture, and the
//!   other way round), so the bounds hold level after level. When `lo == hi` (59% of random
//!   boards of 1–12 seeds, 69% of those of 4 seeds) the value is the exact value of the rules.
//!   With a history, a repetition of a position seen *before* this one can end the game
//!   sooner: the search sees those on its own path.
//! - **The value** ([`Table::probe`]): for a board on a cycle of quiet moves, its own-row
//!   split (own row minus the other row) clamped to the same two fixed points computed on the
//!   *values* of the smaller levels; for a board on no cycle (its position can never come
//!   back), the best of its moves, with the values of the boards they lead to (components are
//!   solved sinks first, so those are known). Seen threshold by threshold, a board on a cycle
//!   gets at least `t` when its side to move can force `t` by exits, not when the opponent can
//!   hold it below `t`, and otherwise when its own row split reaches `t`.
//!
//! # Checked against brute force
//!
//! - `ai/tests/endgame_solver.rs` computes this definition independently (positions with
//!   their side to move as they are, moves by the engine's `Position::play`, hash maps, whole
//!   sweeps to the fixed points, Kosaraju's components): the table is **identical** to it on
//!   every one of the 245,014 positions of 1–8 seeds, both sides to move (value and bounds).
//! - `ai/tests/endgame_brute.rs` is a minimax over the path with the repetition rule of
//!   RULES.md (the rules' own value, history and all). On all 323 positions of up to 3 seeds
//!   (South to move; North is the mirror) every bound holds and every exact value equals it;
//!   the value equals it on 322 (one 3-seed board on a cycle differs). With null-window proofs
//!   (the ignored tests): every bound holds on the 1,189 of the 1,190 positions of 4 seeds that
//!   fit the node budget, where the value is right on 1,177, and on the 3,905 of 4,045
//!   positions of 5 seeds that fit. Beyond, the brute force explodes on the boards of the big
//!   component. At 9–12 seeds, searching one level at a time (the positions after a capture
//!   valued by the smaller levels' bounds), the bounds of 127 of 400 random boards were
//!   proven (an ignored test), and of 19 of 60 others in the default tests, with no
//!   contradiction; the rest ran out of budget.
//! - `ai/tests/endgame.rs` checks every position of up to 8 seeds (12 when ignored tests run)
//!   one move deep with the engine's `play`.
//!
//! # Storage and shipping
//!
//! Only South to move is stored: a position with North to move is probed through its mirror
//! image. Boards are indexed by the combinatorial number system ([`index`]), level by level,
//! 3 bytes per board (value and bounds): 8.1 MB.
//!
//! No data is shipped: the table is built at first use ([`Table::build`]) by deterministic code,
//! with no download and no file, which the Web Worker (no thread, no file system) can do as
//! well as the native tool. Measured on the project's 2-core machine (busy with other
//! builds): 2.5–3.4 s natively in release mode, 1.1–1.5× that in wasm (V8); most of it is the
//! 12-seed level, so [`Table::build_up_to`] 10 seeds takes about 0.5 s for a quick start.
//! The web app's worker builds it once per device and keeps it ([`bytes`]: the 8,112,468
//! bytes of [`Table::to_bytes`], 1.96 MB once gzipped, checked against [`bytes::DIGEST`] when
//! read back). Shipping it instead would add 1.5 MB (brotli 11, `xz -9`) to 1.9 MB (gzip) to
//! every install and every new version of the game, whether or not its player ever reaches an
//! ending, and a build step; a rebuild always follows the engine.
//! `cargo run --release -p kawu-ai --example endgame` prints the figures.
//!
//! The native tool can afford more: [`Table::build_up_to`] goes on to [`CAPACITY`] seeds with
//! the same solver, level after level ([`Table::extended_to`] adds levels to a table built), and
//! `kawu uci` holds all 22 by default where the memory allows: 548,354,040 boards, 1.65 GB,
//! about 22 minutes natively on one core (2.8 s for the 12 seeds, 14.5 s up to 14, 45 s up to
//! 16, 3 minutes up to 18, 8 minutes up to 20), about 10.1 GB at its peak (650 MB up to 16,
//! 1.8 GB up to 18, 4.4 GB up to 20). Built once, it is kept in a file ([`Table::to_kept`]) that
//! later sessions read back a piece at a time ([`Table::read_kept`]) in 1–3 s, in the table's
//! own memory (half a second for 18 seeds). 14 seeds against 12 scored 54.4% in 374 self-play
//! games at 100 ms a move, 16 against 14 53.4% in 381, 18 against 16 53.3% in 484, 20 against
//! 18 53.6% in 455, and 22 against 20 58.3% in 478. The web app keeps 12: its worker builds
//! and stores the table on the player's device, where 29 MB and 15 s of wasm would already be
//! too much for what they give.
//!
//! # Other rule sets
//!
//! Each table is solved under one rule set ([`Table::build_for`]), the board's value meaning
//! the same: the final margin over the seeds on the board. The table plays every game out, so
//! `win-at-25` and `100-plies` do not change it ([`Table::rules_for`]); the others do:
//! - `grand-slam=forbidden`: the legal moves are the engine's;
//! - `indetermination=yes`: a board from which no capture can happen any more (none of its
//!   moves captures, and none of its quiet moves reaches a board from which one can: the same
//!   backward walk over the level as the engine's search, a sweep being no capture) is worth
//!   its row split, as the end a move to it makes, and a quiet move to it is an exit;
//! - Kalah: a move that puts a seed in the store leaves the level (its seeds only go down), and
//!   after a last seed in the store the same side moves again (the board's value is added, not
//!   taken away); no quiet move comes back to a board (its seeds only move on towards the
//!   store), so the value is exact everywhere;
//! - `stuck=draw` has no table: a draw whatever the score is no margin over the board.
//!
//! Every table that exists is built to 12 seeds: the same 8,112,468 bytes as abapa's, so that a
//! copy kept on the device is read back in the same time (the ≤ 300 ms to a first exact verdict
//! of `bench/table/run.mjs`). Natively, on the busy 2-core machine: abapa 4.4 s,
//! `grand-slam=forbidden` 3.9 s, `indetermination=yes` 4.5 s, `awale` 4.5 s, Kalah 0.7 s
//! (`cargo run --release -p kawu-ai --example endgame`).

pub mod bytes;
mod index;
mod solve;

pub use index::{index, BOARDS, CAPACITY, MAX_SEEDS};

use kawu_engine::{Position, Rules, Side, Switch};

/// One board of the table (South to move): the value, and the exact bounds on the true value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Entry {
    value: i8,
    lo: i8,
    hi: i8,
}

/// The value of every position with at most [`MAX_SEEDS`] seeds on the board, under one rule
/// set ([`Table::rules_for`]).
#[derive(Clone, PartialEq, Eq)]
pub struct Table {
    entries: Vec<Entry>,
    /// Levels 0..=solved are solved.
    solved: usize,
    /// The rules its games are played under.
    rules: Rules,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Table({}, up to {} seeds)", self.rules, self.solved)
    }
}

impl Table {
    /// Builds the table every build of kawu has (boards of up to [`MAX_SEEDS`] = 12 seeds) by
    /// retrograde analysis, under abapa's rules.
    #[must_use]
    pub fn build() -> Table {
        Table::build_up_to(MAX_SEEDS)
    }

    /// The rules of the table that answers for a game under `rules`, or `None` when no table
    /// can: the table plays every game out, so the 25-seed stop (which only ends games whose
    /// winner is certain) and the 100-ply limit (left to the search) do not change it, while
    /// the grand slam, indetermination and Kalah do. Under `stuck=draw` a player who cannot
    /// feed draws whatever the score, which no margin over the board can say: no table.
    #[must_use]
    pub fn rules_for(rules: Rules) -> Option<Rules> {
        if rules.is_kalah() {
            Some(Rules::KALAH)
        } else if rules.stuck_draw() {
            None
        } else {
            rules
                .with(Switch::WinAt25, "yes")?
                .with(Switch::HundredPlies, "yes")
        }
    }

    /// Builds the table for a game under `rules` ([`Table::rules_for`]), boards of up to
    /// `seeds` seeds, or `None` when there is none for these rules. Kalah's table (no quiet move
    /// of Kalah comes back to a board: its seeds only move on towards the store) is exact
    /// everywhere; under `indetermination=yes` a board from which no capture can happen any
    /// more is worth its row split, the end a move to it makes.
    #[must_use]
    pub fn build_for(rules: Rules, seeds: usize) -> Option<Table> {
        Some(Table::empty(Table::rules_for(rules)?).extended_to(seeds))
    }

    /// The rules of the games this table values.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// A table of no level, under `rules`.
    fn empty(rules: Rules) -> Table {
        Table {
            entries: vec![Entry::default(); index::level_start(1)],
            solved: 0,
            rules,
        }
    }

    /// Builds the boards of up to `seeds` seeds (at most [`CAPACITY`]): below [`MAX_SEEDS`] a
    /// smaller table, much faster to build, above it a bigger one (14 seeds: 9,657,700 boards,
    /// 29 MB, about 15 s natively; 16: 30,421,755 boards, 91 MB, about 45 s; 18: 86,493,225
    /// boards, 260 MB, about 3 minutes; 20: 225,792,840 boards, 677 MB, about 8 minutes;
    /// [`CAPACITY`], 22: 548,354,040 boards, 1.65 GB, about 22 minutes);
    /// [`Table::probe`] answers `None` above `seeds`. Under abapa's rules.
    #[must_use]
    pub fn build_up_to(seeds: usize) -> Table {
        Table::empty(Rules::ABAPA).extended_to(seeds)
    }

    /// This table with the levels above it solved up to `seeds` seeds (at most [`CAPACITY`]):
    /// the same table as [`Table::build_up_to`] gives, without solving its levels again.
    #[must_use]
    pub fn extended_to(&self, seeds: usize) -> Table {
        let solved = seeds.min(CAPACITY).max(self.solved);
        let mut entries = Vec::with_capacity(index::level_start(solved + 1));
        crate::memory::advise_huge(&entries);
        entries.extend_from_slice(&self.entries);
        entries.resize(index::level_start(solved + 1), Entry::default());
        for level in self.solved + 1..=solved {
            solve::solve_level(&mut entries, level, self.rules);
        }
        Table {
            entries,
            solved,
            rules: self.rules,
        }
    }

    /// The most seeds on a board the table holds.
    #[must_use]
    pub fn seeds(&self) -> usize {
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

    /// Bounds `(lo, hi)` on the final margin of the side to move with no history (right after
    /// a capture), equal when the value is exact; `None` with more seeds than the table holds.
    #[inline]
    #[must_use]
    pub fn bounds(&self, position: &Position) -> Option<(i8, i8)> {
        self.entry(position).map(|entry| (entry.lo, entry.hi))
    }

    /// [`Table::probe`] and [`Table::bounds`] in one read of the table, for the search, which
    /// asks both of every child it can.
    #[inline]
    #[must_use]
    pub fn probe_with_bounds(&self, position: &Position) -> Option<(i8, (i8, i8))> {
        self.entry(position)
            .map(|entry| (entry.value, (entry.lo, entry.hi)))
    }

    /// Starts fetching the entry of `position` (if the table holds its board) into the
    /// processor's caches, so that a [`Table::probe`] soon after does not wait for the memory.
    #[inline]
    pub fn prefetch(&self, position: &Position) {
        if let Some(entry) = self.slot(position) {
            crate::memory::prefetch(entry);
        }
    }

    #[inline]
    fn entry(&self, position: &Position) -> Option<Entry> {
        self.slot(position).copied()
    }

    /// Where the entry of `position` sits, if the table holds its board.
    #[inline]
    fn slot(&self, position: &Position) -> Option<&Entry> {
        if usize::from(position.board_seeds()) > self.solved {
            return None;
        }
        let board = match position.to_move() {
            Side::South => *position.pits(),
            Side::North => solve::mirrored(position.pits()),
        };
        index(&board).and_then(|i| self.entries.get(i))
    }
}
