//! A validated position and the rules of one move: sow, capture, grand slam, feeding; each
//! switch of [`Rules`] acts where its rule differs from abapa's, and Kalah has its own move.

use std::fmt;

use crate::mover::{Mover, NorthToMove, SouthToMove};
use crate::row::{can_feed, feeding, pop_offset, row, row_mut, row_word, sowable, total};
use crate::sowing::sowing;
use crate::trace::MoveObserver;
use crate::{
    BySide, EndReason, InvalidPosition, MoveList, MoveTrace, Outcome, Pit, Rules, Setup, Side,
    Sweep, PITS, ROW,
};

/// A position reached in play (or built from a valid [`Setup`]) under its [`Rules`]: once you
/// hold one, it is legal.
///
/// It may be over (25 seeds reached, a player could not feed, a row of Kalah empty), see
/// [`Position::outcome`]. The repetition, 100-ply and indetermination endings belong to the
/// game: see [`crate::Game`]. In Kalah the scores are the stores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
// 16 bytes, pits first and aligned: a copy is one move, a row one aligned load.
#[repr(C, align(8))]
pub struct Position {
    pits: [u8; PITS],
    score: BySide<u8>,
    to_move: Side,
    rules: Rules,
}

// The rules take the byte the 16 bytes had to spare.
const _: () = assert!(std::mem::size_of::<Position>() == 16);

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// The start of a game of abapa: 4 seeds in every pit, South to move (for other rules:
    /// [`Rules::start`]).
    #[must_use]
    pub const fn start() -> Position {
        Position::from_valid_setup(Setup::start(), Rules::ABAPA)
    }

    /// Checks a setup and makes it a position under abapa's rules.
    ///
    /// # Errors
    /// [`InvalidPosition`] with every reason the setup is not playable.
    pub fn from_setup(setup: Setup) -> Result<Position, InvalidPosition> {
        setup.validate()
    }

    /// Checks a setup and makes it a position under `rules`.
    ///
    /// # Errors
    /// [`InvalidPosition`] with every reason the setup is not playable under `rules`.
    pub fn from_setup_under(setup: Setup, rules: Rules) -> Result<Position, InvalidPosition> {
        setup.validate_under(rules)
    }

    pub(crate) const fn from_valid_setup(setup: Setup, rules: Rules) -> Position {
        Position {
            pits: setup.pits,
            score: setup.score,
            to_move: setup.to_move,
            rules,
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

    /// Seeds captured so far by each side (in Kalah, the seeds in each side's store).
    #[must_use]
    pub const fn score(&self) -> BySide<u8> {
        self.score
    }

    /// The side whose turn it is (also once the game is over: the side that would move next).
    /// In Kalah it does not always alternate: a last seed in the store gives another move.
    #[must_use]
    pub const fn to_move(&self) -> Side {
        self.to_move
    }

    /// The rules this position is played under.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
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
        Position::from_valid_setup(self.setup().mirrored(), self.rules)
    }

    /// How the game ended, if this position ends it by itself: 25 seeds (when they win), a
    /// player who could not feed (who took the seeds left, or drew), a row of Kalah emptied.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.end().map(|reason| Outcome {
            reason,
            score: self.score,
        })
    }

    /// True once the game is over by the position alone.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.end().is_some()
    }

    /// Why the game is over by the position alone, if it is.
    #[inline]
    fn end(&self) -> Option<EndReason> {
        let BySide { south, north } = self.score;
        let rules = self.rules;
        // All the seeds are in the scores exactly when the board is empty (swept).
        if south + north == rules.seeds() {
            Some(if rules.is_kalah() {
                EndReason::RowEmpty
            } else {
                EndReason::NoFeeding
            })
        } else if rules.win_at_25() && (south >= 25 || north >= 25) {
            Some(EndReason::TwentyFive)
        } else if rules.stuck_draw() && self.must_feed() && !can_feed(&self.pits, self.to_move) {
            Some(EndReason::StuckDraw)
        } else {
            None
        }
    }

    /// True when the side to move must feed: the opponent's row is empty (never in Kalah).
    #[must_use]
    pub fn must_feed(&self) -> bool {
        !self.rules.is_kalah() && self.row_is_empty(self.to_move.other())
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
            Side::South => self.legal_set_by::<SouthToMove>(self.rules),
            Side::North => self.legal_set_by::<NorthToMove>(self.rules),
        }
    }

    /// [`Position::legal_set`] when `M` is the side to move and the position is played under
    /// `rules` (perft calls it directly with abapa's, a constant: it only counts the moves at the
    /// last ply).
    #[inline(always)]
    pub(crate) fn legal_set_by<M: Mover>(&self, rules: Rules) -> u64 {
        debug_assert_eq!(self.to_move, M::SIDE);
        debug_assert_eq!(self.rules, rules);
        // Only the side that just moved can have reached 25: the side to move had less before
        // that move (or the game was over), and only a sweep, which empties the board, gives
        // it seeds. With the empty board, this is `is_over` but for a stuck draw, where the side
        // to move must feed and cannot: no move feeds below.
        let score = self.score;
        let over = (rules.win_at_25() && score[M::Other::SIDE] >= 25)
            || score.south + score.north == rules.seeds();
        let own = row_word(&self.pits, M::SIDE);
        let moves = if over {
            0
        } else if row_word(&self.pits, M::SIDE.other()) == 0 {
            // Never in Kalah: a position with an empty row is over.
            feeding(own)
        } else {
            sowable(own)
        };
        debug_assert_eq!(moves == 0, self.is_over(), "{self}");
        if rules.grand_slam_forbidden() {
            self.without_grand_slams(moves)
        } else {
            moves
        }
    }

    /// The moves of `moves` that are not grand slams, or all of them when every one is
    /// (`grand-slam=forbidden`).
    #[inline(never)]
    fn without_grand_slams(&self, moves: u64) -> u64 {
        let mut set = moves;
        let mut kept = 0;
        while set != 0 {
            let offset = pop_offset(&mut set);
            let origin = Pit::in_row(self.to_move, offset);
            let mut trial = *self;
            let last = trial.sow(origin, &mut ());
            let mut watch = GrandSlamWatch(false);
            trial.capture(self.to_move, last, &mut watch);
            if !watch.0 {
                kept |= 0x80 << (8 * offset);
            }
        }
        if kept == 0 {
            moves
        } else {
            kept
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
        } else if self.rules.grand_slam_forbidden()
            && self.legal_set() & (0x80 << (8 * pit.offset())) == 0
        {
            Some(IllegalReason::GrandSlam)
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
    /// the seeds it added to the mover's score: the seeds it captured (in Kalah, also those sown
    /// into the store, and the row collected when the move ends the game). The fast path for
    /// search: no checks, no trace.
    #[inline]
    pub fn play_unchecked(&mut self, pit: Pit) -> u8 {
        debug_assert!(self.illegality(pit).is_none(), "illegal move {pit}");
        let mover = self.to_move;
        let before = self.score[mover];
        self.make_move(pit, &mut ());
        // In Awalé a sweep goes to the other side, so only the capture shows here.
        self.score[mover] - before
    }

    #[inline(always)]
    fn make_move(&mut self, origin: Pit, observer: &mut impl MoveObserver) {
        if self.rules.is_kalah() {
            return self.make_kalah_move(origin, observer);
        }
        // One copy of the move per side, so that every row and score below is a constant.
        match self.to_move {
            Side::South => self.make_move_by::<SouthToMove>(origin, observer, self.rules),
            Side::North => self.make_move_by::<NorthToMove>(origin, observer, self.rules),
        }
    }

    /// Plays a legal move of `M`, who must be the side to move, under abapa's rules: the fast
    /// path of perft.
    #[inline(always)]
    pub(crate) fn play_by<M: Mover>(&mut self, origin: Pit) {
        debug_assert_eq!(self.to_move, M::SIDE);
        self.make_move_by::<M>(origin, &mut (), Rules::ABAPA);
    }

    /// [`Position::make_move`] in Awalé for `M`, the side to move, under `rules` (the
    /// position's): the switches are read only where a rule differs from abapa's.
    #[inline(always)]
    fn make_move_by<M: Mover>(
        &mut self,
        origin: Pit,
        observer: &mut impl MoveObserver,
        rules: Rules,
    ) {
        let mover = M::SIDE;
        let last = self.sow(origin, observer);
        self.capture(mover, last, observer);
        self.to_move = mover.other();
        if self.row_is_empty(mover)
            && (self.score[mover] < 25 || !rules.win_at_25())
            && !can_feed(&self.pits, mover.other())
            && !rules.stuck_draw()
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

    /// Each side takes the seeds of its own row: the end of a game by repetition, 100 plies or
    /// indetermination, and of Kalah's.
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

    /// Kalah's move: sow counter-clockwise through the mover's store but not the opponent's,
    /// the origin included; a last seed in the store gives another move; a last seed in an
    /// empty pit of the mover's row takes it and the facing pit's seeds; when a row is empty,
    /// each side puts the seeds of its row in its store and the game is over.
    fn make_kalah_move(&mut self, origin: Pit, observer: &mut impl MoveObserver) {
        /// The mover's row, its store, the opponent's row: the places a sowing passes by.
        const LAP: usize = 2 * ROW + 1;
        let mover = self.to_move;
        let mut seeds = std::mem::take(&mut self.pits[origin.index()]);
        let mut place = origin.offset();
        while seeds > 0 {
            seeds -= 1;
            place = (place + 1) % LAP;
            if place == ROW {
                self.score[mover] += 1;
            } else {
                let pit = match place.checked_sub(ROW + 1) {
                    None => Pit::in_row(mover, place),
                    Some(offset) => Pit::in_row(mover.other(), offset),
                };
                self.pits[pit.index()] += 1;
                observer.sow_seed(pit);
            }
        }
        if place != ROW {
            self.to_move = mover.other();
        }
        let last = (place < ROW).then(|| Pit::in_row(mover, place));
        if let Some(last) = last.filter(|last| self.pits[last.index()] == 1) {
            for pit in [last, last.facing()] {
                let taken = std::mem::take(&mut self.pits[pit.index()]);
                if taken > 0 {
                    observer.capture(pit, taken);
                    self.score[mover] += taken;
                }
            }
        }
        if self.row_is_empty(Side::South) || self.row_is_empty(Side::North) {
            for side in Side::ALL {
                let seeds = self.row_seeds(side);
                if seeds > 0 {
                    observer.sweep(Sweep { side, seeds });
                }
            }
            self.collect_rows();
        }
    }
}

/// Watches a trial move for a grand slam, and for nothing else.
struct GrandSlamWatch(bool);

impl MoveObserver for GrandSlamWatch {
    fn grand_slam(&mut self) {
        self.0 = true;
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
    /// The move would take every seed of the opponent's row, and another move takes something
    /// (`grand-slam=forbidden`).
    GrandSlam,
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalReason::GameOver => "the game is over",
            IllegalReason::NotYourPit => "that pit belongs to the other side",
            IllegalReason::EmptyPit => "that pit is empty",
            IllegalReason::MustFeed => "the opponent has no seeds: the move must feed them",
            IllegalReason::GrandSlam => {
                "the move would take all the opponent's seeds, and another move is possible"
            }
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
