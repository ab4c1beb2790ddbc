//! The evaluation: how good a position looks for the side to move, in centi-seeds.
//!
//! The captured-seed difference dominates. The rest is what oware players look at:
//! - seeds kept in one's own row: they are options now, and each side keeps its own row when
//!   the game ends by repetition or 100 plies;
//! - a big pit (a *kroo*, 12 seeds or more) that laps the board and can end in a large capture;
//! - empty pits, which shrink the choice of moves.
//!
//! The weights were tuned by matches between searches differing only by them (`tuning.rs`, 80
//! to 120 games at depths 8–11 per trial): row seeds 15 (10 and 20 scored 49% and 37–45%
//! against it), kroo 60 (30 and 90 scored 47% and 43%), empty pits 30. A term for pits of 1–2 seeds (capture targets) was tried and
//! lost: with {own −25, opponent's +35} it scored 23% against the same evaluation without it, so
//! it is left to the search, which sees the captures themselves.

use kawu_engine::{Position, Side, ROW};

use crate::score::SEED;

/// The weights of the evaluation, in centi-seeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Weights {
    /// Per seed in one's own row (minus the opponent's).
    pub row_seed: i32,
    /// Per pit of 12 seeds or more (minus the opponent's).
    pub kroo: i32,
    /// Per empty pit of one's own (a penalty, minus the opponent's).
    pub empty_pit: i32,
}

impl Weights {
    /// The weights the levels play with (tuned by `kawu match`).
    pub const DEFAULT: Weights = Weights {
        row_seed: 15,
        kroo: 60,
        empty_pit: 30,
    };

    /// Only the captured-seed difference: the plainest evaluation.
    pub const MATERIAL: Weights = Weights {
        row_seed: 0,
        kroo: 0,
        empty_pit: 0,
    };

    /// The value of `position` for its side to move.
    #[must_use]
    pub fn evaluate(&self, position: &Position) -> i32 {
        let me = position.to_move();
        let score = position.score();
        let material = (i32::from(score[me]) - i32::from(score[me.other()])) * SEED;
        let mine = RowFeatures::of(position, me);
        let theirs = RowFeatures::of(position, me.other());
        material
            + self.row_seed * (mine.seeds - theirs.seeds)
            + self.kroo * (mine.kroos - theirs.kroos)
            - self.empty_pit * (mine.empty - theirs.empty)
    }
}

impl Default for Weights {
    fn default() -> Self {
        Weights::DEFAULT
    }
}

/// What the evaluation counts in one row.
struct RowFeatures {
    seeds: i32,
    kroos: i32,
    empty: i32,
}

impl RowFeatures {
    #[inline]
    fn of(position: &Position, side: Side) -> RowFeatures {
        let first = side.index() * ROW;
        let mut features = RowFeatures {
            seeds: 0,
            kroos: 0,
            empty: 0,
        };
        for &seeds in &position.pits()[first..first + ROW] {
            features.seeds += i32::from(seeds);
            features.kroos += i32::from(seeds >= 12);
            features.empty += i32::from(seeds == 0);
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
        let only = |row_seed, kroo, empty_pit| Weights {
            row_seed,
            kroo,
            empty_pit,
        };
        // South: 14 in F (a kroo), five empty pits; North: 14 seeds, no empty pit.
        let south = position([0, 0, 0, 0, 0, 14, 4, 4, 3, 1, 1, 1], (10, 10), Side::South);
        assert_eq!(only(1, 0, 0).evaluate(&south), 0);
        assert_eq!(only(0, 60, 0).evaluate(&south), 60);
        assert_eq!(only(0, 0, 30).evaluate(&south), -5 * 30);
        assert_eq!(only(0, 60, 0).evaluate(&south.mirrored()), 60);
    }
}
