//! The evaluation: how good a position looks for the side to move, in centi-seeds.
//!
//! The captured-seed difference dominates. The rest is what oware players look at, counted
//! for the side to move minus the opponent:
//! - a big pit (a *kroo*, 12 seeds or more) that laps the board and can end in a large capture;
//! - empty pits, which shrink the choice of moves and are where the opponent's sowing ends in
//!   a capture one lap later;
//! - pits of 1 or 2 seeds, which a sowing turns into 2 or 3: capture targets (a term the
//!   weights of today leave at 0: see below).
//!
//! The weights are kawu's own, found by a coordinate search of fixed-depth matches
//! (`tuning.rs`: from kroo 60, empty 30, exposed 40, 200 games at depth 9 per step, a step kept
//! when it scores over 53%). The first run, before late-move reductions, ended at kroo 235,
//! empty 105, exposed 10, which scored 53.5% (100 games at 100 ms per move) against the weights
//! of Aalina's positional scorer (112, 216, 144 in these units). Run again with the search of
//! today, it ended at kroo 90, empty 172, exposed 10: timed, they scored 58.5% in 377 games
//! (100 ms per move, 3-ply openings, colours swapped) against 235/105/10. The row term is gone:
//! with these terms it only cost time.
//!
//! Then a step tuned on the clock, not at a fixed depth, to the weights below: empty 215,
//! exposed 0 (a pit of 1 or 2 seeds no longer counts, an empty pit counts more) scored 54.1% in
//! 567 games against 90/172/10 (100 ms per move, 3-ply openings, colours swapped, books off).
//! The step the other way, towards the weights that fits to deep searches and to game results
//! point at (kroo 140, empty 125, exposed 30, `bench/evalfit`), scored 41.2% in 147. A kroo worth
//! up to 60 more as the seeds are captured (150 once 24 are taken) scored 51.4% in 349: no clear
//! gain, not kept.
//!
//! Tried and not kept: a threat term, the most seeds the opponent's next sowing could take from
//! the side to move's row (weight 60, left out at leaves where the rest could not beat alpha).
//! Fitted to 16-ply search values (`bench/evalfit`) its weight came out near 40–60, but in timed
//! self-play (100 ms per move, 3-ply openings, colours swapped) it scored 51.4% in 903 games
//! against this evaluation, no clear gain for the up to six sowings it costs at a leaf.
//!
//! The other rule sets of Awalé are weighed the same way: what they change (a grand slam
//! refused, no win at 25, a stuck draw, indetermination) acts on the moves and the ends of the
//! game, which the search plays with the engine, not on what a pit is worth. Kalah has its own
//! evaluation ([`KALAH_ROW`]): its empty pits are where its captures end, and a kroo has no
//! meaning there.

use kawu_engine::{Position, Side, ROW};

use crate::score::SEED;

/// The weights of the evaluation, in centi-seeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Weights {
    /// Per pit of 12 seeds or more (minus the opponent's).
    pub kroo: i32,
    /// Per empty pit of one's own (a penalty, minus the opponent's).
    pub empty_pit: i32,
    /// Per pit of one's own holding 1 or 2 seeds, a capture target (a penalty, minus the
    /// opponent's).
    pub exposed: i32,
}

impl Weights {
    /// The weights the levels play with (see the module's documentation).
    pub const DEFAULT: Weights = Weights {
        kroo: 90,
        empty_pit: 215,
        exposed: 0,
    };

    /// Only the captured-seed difference: the plainest evaluation.
    pub const MATERIAL: Weights = Weights {
        kroo: 0,
        empty_pit: 0,
        exposed: 0,
    };

    /// The value of `position` for its side to move (in Kalah, [`KALAH_ROW`]'s evaluation,
    /// whatever the weights).
    #[must_use]
    pub fn evaluate(&self, position: &Position) -> i32 {
        if position.rules().is_kalah() {
            return kalah(position);
        }
        let terms = Terms::of(position);
        terms.captured * SEED + self.kroo * terms.kroos
            - self.empty_pit * terms.empty
            - self.exposed * terms.exposed
    }
}

/// Kalah's evaluation: per seed on one's own row (minus the opponent's), in centi-seeds, beside
/// the stores' difference. The seeds of a row go to its owner's store when a row empties, unless
/// a capture takes them first: worth part of a seed.
pub const KALAH_ROW: i32 = 25;

/// The value of a position of Kalah for its side to move: the stores' difference, and
/// [`KALAH_ROW`] per seed of the rows' difference.
fn kalah(position: &Position) -> i32 {
    let me = position.to_move();
    let row = |side| i32::from(position.row_seeds(side));
    crate::score::captured_margin(position) * SEED + KALAH_ROW * (row(me) - row(me.other()))
}

impl Default for Weights {
    fn default() -> Self {
        Weights::DEFAULT
    }
}

/// The terms the evaluation weighs in a position, each for its side to move minus the opponent:
/// for tools that fit the weights (`bench/evalfit`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Terms {
    /// Captured seeds.
    pub captured: i32,
    /// Pits of 12 seeds or more.
    pub kroos: i32,
    /// Empty pits.
    pub empty: i32,
    /// Pits of 1 or 2 seeds.
    pub exposed: i32,
}

impl Terms {
    /// The terms of `position`, as [`Weights::evaluate`] counts them.
    #[inline]
    #[must_use]
    pub fn of(position: &Position) -> Terms {
        let me = position.to_move();
        let score = position.score();
        let mine = RowFeatures::of(position, me);
        let theirs = RowFeatures::of(position, me.other());
        Terms {
            captured: i32::from(score[me]) - i32::from(score[me.other()]),
            kroos: mine.kroos - theirs.kroos,
            empty: mine.empty - theirs.empty,
            exposed: mine.exposed - theirs.exposed,
        }
    }
}

/// What the evaluation counts in one row.
struct RowFeatures {
    kroos: i32,
    empty: i32,
    exposed: i32,
}

impl RowFeatures {
    #[inline]
    fn of(position: &Position, side: Side) -> RowFeatures {
        let first = side.index() * ROW;
        let mut features = RowFeatures {
            kroos: 0,
            empty: 0,
            exposed: 0,
        };
        for &seeds in &position.pits()[first..first + ROW] {
            features.kroos += i32::from(seeds >= 12);
            features.empty += i32::from(seeds == 0);
            features.exposed += i32::from(seeds == 1 || seeds == 2);
        }
        features
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_engine::{BySide, Setup};

    fn position(pits: [u8; 12], score: (u8, u8), to_move: Side) -> Position {
        Position::from_setup(Setup {
            pits,
            score: BySide::new(score.0, score.1),
            to_move,
        })
        .unwrap()
    }

    #[test]
    fn the_terms_weighed_are_the_evaluation() {
        let pits = [1, 0, 13, 2, 5, 3, 2, 6, 1, 0, 4, 5];
        let weights = Weights::DEFAULT;
        for to_move in [Side::South, Side::North] {
            let here = position(pits, (4, 2), to_move);
            let terms = Terms::of(&here);
            assert_eq!(
                weights.evaluate(&here),
                terms.captured * SEED + weights.kroo * terms.kroos
                    - weights.empty_pit * terms.empty
                    - weights.exposed * terms.exposed
            );
        }
        let south = Terms::of(&position(pits, (4, 2), Side::South));
        assert_eq!(
            (south.captured, south.kroos, south.empty, south.exposed),
            (2, 1, 0, 0)
        );
    }

    #[test]
    fn the_start_is_even_and_captured_seeds_dominate() {
        assert_eq!(Weights::DEFAULT.evaluate(&Position::start()), 0);
        let ahead = position([4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 4], (8, 0), Side::South);
        assert!(Weights::DEFAULT.evaluate(&ahead) > 6 * SEED);
        assert_eq!(Weights::MATERIAL.evaluate(&ahead), 8 * SEED);
    }

    #[test]
    fn mirrored_positions_evaluate_the_same() {
        let pits = [1, 0, 13, 2, 5, 3, 2, 6, 1, 0, 4, 5];
        let south = position(pits, (3, 3), Side::South);
        assert_eq!(
            Weights::DEFAULT.evaluate(&south),
            Weights::DEFAULT.evaluate(&south.mirrored())
        );
    }

    #[test]
    fn each_term_counts_for_the_side_to_move() {
        let only = |kroo, empty_pit, exposed| Weights {
            kroo,
            empty_pit,
            exposed,
        };
        // South: 14 in F (a kroo), five empty pits; North: no empty pit, three pits of 1 seed.
        let south = position([0, 0, 0, 0, 0, 14, 4, 4, 3, 1, 1, 1], (10, 10), Side::South);
        assert_eq!(only(60, 0, 0).evaluate(&south), 60);
        assert_eq!(only(0, 30, 0).evaluate(&south), -5 * 30);
        assert_eq!(only(0, 0, 10).evaluate(&south), 3 * 10);
        assert_eq!(only(60, 0, 0).evaluate(&south.mirrored()), 60);
    }
}
