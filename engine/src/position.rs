//! A validated position and the rules of one move: sow, capture, grand slam, feeding.

use std::fmt;

use crate::setup::can_feed;
use crate::trace::MoveObserver;
use crate::{
    BySide, EndReason, InvalidPosition, MoveList, MoveTrace, Outcome, Pit, Setup, Side, Sweep,
    PITS, ROW,
};

/// A position reached in play (or built from a valid [`Setup`]): once you hold one, it is legal.
///
/// It may be over (25 seeds reached, or a player could not feed), see [`Position::outcome`].
/// The repetition and 100-ply endings need the game's history: see [`crate::Game`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pits: [u8; PITS],
    score: BySide<u8>,
    to_move: Side,
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// The start of a game: 4 seeds in every pit, South to move.
    #[must_use]
    pub const fn start() -> Position {
        Position::from_valid_setup(Setup::start())
    }

    /// Checks a setup and makes it a position.
    ///
    /// # Errors
    /// [`InvalidPosition`] with every reason the setup is not playable.
    pub fn from_setup(setup: Setup) -> Result<Position, InvalidPosition> {
        setup.validate()
    }

    pub(crate) const fn from_valid_setup(setup: Setup) -> Position {
        Position {
            pits: setup.pits,
            score: setup.score,
            to_move: setup.to_move,
        }
    }

    /// The plain data of this position.
    #[must_use]
    pub const fn setup(&self) -> Setup {
        Setup {
            pits: self.pits,
            score: self.score,
            to_move: self.to_move,
        }
    }

    /// Seeds in each pit, in pit order.
    #[must_use]
    pub const fn pits(&self) -> &[u8; PITS] {
        &self.pits
    }

    /// Seeds in one pit.
    #[must_use]
    pub const fn seeds(&self, pit: Pit) -> u8 {
        self.pits[pit.index()]
    }

    /// Seeds captured so far by each side.
    #[must_use]
    pub const fn score(&self) -> BySide<u8> {
        self.score
    }

    /// The side whose turn it is (also once the game is over: the side that would move next).
    #[must_use]
    pub const fn to_move(&self) -> Side {
        self.to_move
    }

    /// Seeds in `side`'s row.
    #[must_use]
    pub fn row_seeds(&self, side: Side) -> u8 {
        let first = side.index() * ROW;
        self.pits[first..first + ROW].iter().sum()
    }

    /// The same position seen from the other side: rows, scores and side to move swapped.
    #[must_use]
    pub fn mirrored(&self) -> Position {
        Position::from_valid_setup(self.setup().mirrored())
    }

    /// How the game ended, if this position ends it by itself (25 seeds, or no feeding possible).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let reason = if self.pits.iter().all(|&s| s == 0) {
            EndReason::NoFeeding
        } else if self.score.south >= 25 || self.score.north >= 25 {
            EndReason::TwentyFive
        } else {
            return None;
        };
        Some(Outcome {
            reason,
            score: self.score,
        })
    }

    /// True once the game is over by the position alone.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// True when the side to move must feed: the opponent's row is empty.
    #[must_use]
    pub fn must_feed(&self) -> bool {
        self.row_seeds(self.to_move.other()) == 0
    }

    /// The legal moves in pit order; empty once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        if self.is_over() {
            return moves;
        }
        let must_feed = self.must_feed();
        for pit in Pit::row(self.to_move) {
            let seeds = usize::from(self.pits[pit.index()]);
            if seeds > 0 && (!must_feed || seeds >= ROW - pit.offset()) {
                moves.push(pit);
            }
        }
        moves
    }

    /// Why `pit` cannot be played here, or `None` if it can.
    #[must_use]
    pub fn illegality(&self, pit: Pit) -> Option<IllegalReason> {
        let seeds = usize::from(self.seeds(pit));
        if self.is_over() {
            Some(IllegalReason::GameOver)
        } else if pit.side() != self.to_move {
            Some(IllegalReason::NotYourPit)
        } else if seeds == 0 {
            Some(IllegalReason::EmptyPit)
        } else if self.must_feed() && seeds < ROW - pit.offset() {
            Some(IllegalReason::MustFeed)
        } else {
            None
        }
    }

    /// Plays `pit` and returns the new position with the trace of the move.
    ///
    /// # Errors
    /// [`IllegalMove`] saying why, with this position handed back unchanged.
    pub fn play(self, pit: Pit) -> Result<(Position, MoveTrace), IllegalMove> {
        if let Some(reason) = self.illegality(pit) {
            return Err(IllegalMove {
                position: self,
                pit,
                reason,
            });
        }
        let mut next = self;
        let mut trace = MoveTrace {
            side: self.to_move,
            origin: pit,
            sown: Vec::with_capacity(usize::from(self.seeds(pit))),
            captured: Vec::new(),
            seeds_captured: 0,
            grand_slam: false,
            sweep: None,
        };
        next.make_move(pit, &mut trace);
        Ok((next, trace))
    }

    /// Plays a move known to be legal (one of [`Position::legal_moves`]) in place, and returns
    /// the seeds it captured. The fast path for search: no checks, no trace.
    #[inline]
    pub fn play_unchecked(&mut self, pit: Pit) -> u8 {
        debug_assert!(self.illegality(pit).is_none(), "illegal move {pit}");
        let before = self.score[self.to_move];
        self.make_move(pit, &mut ());
        // A sweep goes to the other side, so only the capture shows here.
        self.score[self.to_move.other()] - before
    }

    #[inline(always)]
    fn make_move(&mut self, origin: Pit, observer: &mut impl MoveObserver) {
        let mover = self.to_move;
        let last = self.sow(origin, observer);
        self.capture(mover, last, observer);
        self.to_move = mover.other();
        if self.score[mover] < 25
            && self.row_seeds(mover) == 0
            && !can_feed(&self.pits, mover.other())
        {
            self.sweep(observer);
        }
    }

    /// Lifts every seed of `origin` and drops them one by one in the following pits, skipping
    /// `origin` itself; returns the pit that got the last seed.
    #[inline(always)]
    fn sow(&mut self, origin: Pit, observer: &mut impl MoveObserver) -> Pit {
        let mut seeds = self.pits[origin.index()];
        self.pits[origin.index()] = 0;
        let mut pit = origin;
        while seeds > 0 {
            pit = pit.next();
            if pit != origin {
                self.pits[pit.index()] += 1;
                observer.sow(pit);
                seeds -= 1;
            }
        }
        pit
    }

    /// Takes the run of opponent pits holding 2 or 3 seeds that ends at `last`, unless it is
    /// every seed of the opponent's row (grand slam: nothing is taken).
    #[inline(always)]
    fn capture(&mut self, mover: Side, last: Pit, observer: &mut impl MoveObserver) {
        let mut pit = last;
        let mut taken = 0;
        let mut run = 0;
        while pit.side() != mover && matches!(self.pits[pit.index()], 2 | 3) {
            taken += self.pits[pit.index()];
            run += 1;
            pit = pit.prev();
        }
        if taken == 0 {
            return;
        }
        if taken == self.row_seeds(mover.other()) {
            observer.grand_slam();
            return;
        }
        let mut pit = last;
        for _ in 0..run {
            let seeds = std::mem::take(&mut self.pits[pit.index()]);
            observer.capture(pit, seeds);
            pit = pit.prev();
        }
        self.score[mover] += taken;
    }

    /// Each side takes the seeds of its own row: the end of a game by repetition or 100 plies.
    pub(crate) fn collect_rows(&mut self) {
        for pit in Pit::ALL {
            self.score[pit.side()] += std::mem::take(&mut self.pits[pit.index()]);
        }
    }

    /// The side to move cannot feed: it takes every seed left on the board.
    fn sweep(&mut self, observer: &mut impl MoveObserver) {
        let side = self.to_move;
        let seeds: u8 = self.pits.iter().sum();
        self.pits = [0; PITS];
        self.score[side] += seeds;
        observer.sweep(Sweep { side, seeds });
    }
}

/// Why a move is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IllegalReason {
    /// The game is already over.
    GameOver,
    /// The pit belongs to the other side.
    NotYourPit,
    /// The pit has no seeds.
    EmptyPit,
    /// The opponent's row is empty and this pit cannot reach it.
    MustFeed,
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalReason::GameOver => "the game is over",
            IllegalReason::NotYourPit => "that pit belongs to the other side",
            IllegalReason::EmptyPit => "that pit is empty",
            IllegalReason::MustFeed => "the opponent has no seeds: the move must feed them",
        })
    }
}

/// A refused move: why, and the position, unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalMove {
    /// The position the move was tried in, unchanged.
    pub position: Position,
    /// The pit that was tried.
    pub pit: Pit,
    /// Why it is refused.
    pub reason: IllegalReason,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}: {}", self.pit, self.reason)
    }
}

impl std::error::Error for IllegalMove {}
