//! A validated position and the rules of one move: sow, capture, grand slam, feeding.

use std::fmt;

use crate::mover::{Mover, NorthToMove, SouthToMove};
use crate::row::{can_feed, feeding, pop_offset, row, row_mut, row_word, sowable, total};
use crate::sowing::sowing;
use crate::trace::MoveObserver;
use crate::{
    BySide, EndReason, InvalidPosition, MoveList, MoveTrace, Outcome, Pit, Setup, Side, Sweep,
    PITS, ROW, SEEDS,
};

/// A position reached in play (or built from a valid [`Setup`]): once you hold one, it is legal.
///
/// It may be over (25 seeds reached, or a player could not feed), see [`Position::outcome`].
/// The repetition and 100-ply endings need the game's history: see [`crate::Game`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
// 16 bytes, pits first and aligned: a copy is one move, a row one aligned load.
#[repr(C, align(8))]
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
    #[inline]
    #[must_use]
    pub fn row_seeds(&self, side: Side) -> u8 {
        total(row_word(&self.pits, side))
    }

    /// Seeds on the board, both rows.
    #[inline]
    #[must_use]
    pub fn board_seeds(&self) -> u8 {
        self.row_seeds(Side::South) + self.row_seeds(Side::North)
    }

    /// True when `side` has no seed left in its row.
    #[inline(always)]
    fn row_is_empty(&self, side: Side) -> bool {
        row_word(&self.pits, side) == 0
    }

    /// The same position seen from the other side: rows, scores and side to move swapped.
    #[must_use]
    pub fn mirrored(&self) -> Position {
        Position::from_valid_setup(self.setup().mirrored())
    }

    /// How the game ended, if this position ends it by itself (25 seeds, or no feeding possible).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        // 48 seeds in all, so the scores add up to 48 exactly when the board is empty (swept).
        let reason = if self.score.south + self.score.north == SEEDS {
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
        let BySide { south, north } = self.score;
        south >= 25 || north >= 25 || south + north == SEEDS
    }

    /// True when the side to move must feed: the opponent's row is empty.
    #[must_use]
    pub fn must_feed(&self) -> bool {
        self.row_is_empty(self.to_move.other())
    }

    /// The legal moves in pit order; empty once the game is over.
    #[inline]
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        let first = self.to_move.index() * ROW;
        let mut set = self.legal_set();
        while set != 0 {
            moves.push(Pit::ALL[first + pop_offset(&mut set)]);
        }
        moves
    }

    /// The legal moves as a set of pits of the mover's row (see [`crate::row`]).
    #[inline(always)]
    fn legal_set(&self) -> u64 {
        match self.to_move {
            Side::South => self.legal_set_by::<SouthToMove>(),
            Side::North => self.legal_set_by::<NorthToMove>(),
        }
    }

    /// [`Position::legal_set`] when `M` is the side to move (perft calls it directly: it only
    /// counts the moves at the last ply).
    #[inline(always)]
    pub(crate) fn legal_set_by<M: Mover>(&self) -> u64 {
        debug_assert_eq!(self.to_move, M::SIDE);
        // Only the side that just moved can have reached 25: the side to move had less before
        // that move (or the game was over), and only a sweep, which empties the board, gives
        // it seeds. So this is `is_over`, one test shorter.
        let score = self.score;
        let over = score[M::Other::SIDE] >= 25 || score.south + score.north == SEEDS;
        debug_assert_eq!(over, self.is_over(), "{self}");
        if over {
            return 0;
        }
        let own = row_word(&self.pits, M::SIDE);
        if row_word(&self.pits, M::SIDE.other()) == 0 {
            feeding(own)
        } else {
            sowable(own)
        }
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
        // One copy of the move per side, so that every row and score below is a constant.
        match self.to_move {
            Side::South => self.make_move_by::<SouthToMove>(origin, observer),
            Side::North => self.make_move_by::<NorthToMove>(origin, observer),
        }
    }

    /// Plays a legal move of `M`, who must be the side to move: the fast path of perft.
    #[inline(always)]
    pub(crate) fn play_by<M: Mover>(&mut self, origin: Pit) {
        debug_assert_eq!(self.to_move, M::SIDE);
        self.make_move_by::<M>(origin, &mut ());
    }

    /// [`Position::make_move`] for `M`, the side to move.
    #[inline(always)]
    fn make_move_by<M: Mover>(&mut self, origin: Pit, observer: &mut impl MoveObserver) {
        let mover = M::SIDE;
        let last = self.sow(origin, observer);
        self.capture(mover, last, observer);
        self.to_move = mover.other();
        if self.row_is_empty(mover)
            && self.score[mover] < 25
            && !can_feed(&self.pits, mover.other())
        {
            self.sweep(observer);
        }
    }

    /// Lifts every seed of `origin` and drops them one by one in the following pits, skipping
    /// `origin` itself; returns the pit that got the last seed.
    #[inline(always)]
    fn sow(&mut self, origin: Pit, observer: &mut impl MoveObserver) -> Pit {
        let from = origin.index();
        let seeds = self.pits[from];
        self.pits[from] = 0;
        observer.sow(origin, seeds);
        let sowing = sowing(origin, seeds);
        // Twelve adds as two: no count passes 48, so no byte carries into the next.
        let (low, high) = self.pits.split_at_mut(8);
        let low: &mut [u8; 8] = low.try_into().expect("8 pits");
        let high: &mut [u8; 4] = high.try_into().expect("4 pits");
        *low = (u64::from_le_bytes(*low) + sowing.low).to_le_bytes();
        *high = (u32::from_le_bytes(*high) + sowing.high).to_le_bytes();
        sowing.last
    }

    /// Takes the run of opponent pits holding 2 or 3 seeds that ends at `last`, unless it is
    /// every seed of the opponent's row (grand slam: nothing is taken).
    #[inline(always)]
    fn capture(&mut self, mover: Side, last: Pit, observer: &mut impl MoveObserver) {
        let opponent = mover.other();
        let first = opponent.index() * ROW;
        let Some(end) = last
            .index()
            .checked_sub(first)
            .filter(|&offset| offset < ROW)
        else {
            return; // the last seed fell in the mover's own row
        };
        let row = row(&self.pits, opponent);
        // The run of pits holding 2 or 3 that ends at the last pit: `start..=end`.
        let mut start = end + 1;
        let mut taken = 0;
        while start > 0 && matches!(row[start - 1], 2 | 3) {
            start -= 1;
            taken += row[start];
        }
        if taken == 0 {
            return;
        }
        if taken == total(row_word(&self.pits, opponent)) {
            observer.grand_slam();
            return;
        }
        let row = row_mut(&mut self.pits, opponent);
        for offset in (start..=end).rev() {
            let seeds = std::mem::take(&mut row[offset]);
            observer.capture(Pit::in_row(opponent, offset), seeds);
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
        let seeds = self.board_seeds();
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
