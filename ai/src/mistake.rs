//! How much a move cost, by the engine's own account: the value of the position before the move
//! (the best the mover could get) against the value after it (what the move kept), both for the
//! mover and in seeds of the final margin. A move that lost 2 seeds or more is an
//! *inaccuracy*, 4 or more a *mistake*, 8 or more — or a proven win turned into a draw or a
//! loss — a *blunder*.

use kawu_engine::{Outcome, Position, Side};

use crate::Analysis;

/// How bad a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mistake {
    /// It lost [`INACCURACY`] seeds or more.
    Inaccuracy,
    /// It lost [`MISTAKE`] seeds or more.
    Mistake,
    /// It lost [`BLUNDER`] seeds or more, or turned a proven win into a draw or a loss.
    Blunder,
}

/// Seeds lost that make an inaccuracy.
pub const INACCURACY: i32 = 2;
/// Seeds lost that make a mistake.
pub const MISTAKE: i32 = 4;
/// Seeds lost that make a blunder.
pub const BLUNDER: i32 = 8;

impl Mistake {
    /// All of them, the mildest first.
    pub const ALL: [Mistake; 3] = [Mistake::Inaccuracy, Mistake::Mistake, Mistake::Blunder];

    /// Its name in the page's hooks: `inaccuracy`, `mistake`, `blunder`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Mistake::Inaccuracy => "inaccuracy",
            Mistake::Mistake => "mistake",
            Mistake::Blunder => "blunder",
        }
    }
}

/// What a position is worth to one side, by the engine: the final margin in seeds it expects
/// (its captured seeds less the other's at the end), and whether that is proven.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Value {
    /// The expected final margin, in seeds.
    pub seeds: i32,
    /// Proven (the end of the game, the endgame table, or a search that saw who wins), not an
    /// estimate.
    pub decided: bool,
}

impl Value {
    /// The value of `position` for `side` by its `analysis` (the analysis is for the side to
    /// move): the table's exact final margin where it has one, else the search's.
    #[must_use]
    pub fn of(analysis: &Analysis, position: &Position, side: Side) -> Value {
        let (seeds, decided) = match analysis.exact_score(position) {
            Some(score) => (
                i32::from(score[side]) - i32::from(score[side.other()]),
                true,
            ),
            None if position.to_move() == side => (analysis.score, analysis.decided),
            None => (-analysis.score, analysis.decided),
        };
        Value { seeds, decided }
    }

    /// The value for `side` of a game that ended with `outcome`: its final margin, proven (none
    /// for a stuck draw, drawn whatever the score).
    #[must_use]
    pub fn end(outcome: &Outcome, side: Side) -> Value {
        Value {
            seeds: outcome.margin(side),
            decided: true,
        }
    }

    /// Whether it is a proven win.
    #[must_use]
    pub fn is_won(self) -> bool {
        self.decided && self.seeds > 0
    }
}

/// What a move cost the mover: `best`, the value of the position before it (the best the mover
/// could get), against `kept`, the value of the position it led to, both for the mover. `None`
/// when it lost less than [`INACCURACY`] seeds and did not give up a proven win.
#[must_use]
pub fn classify(best: Value, kept: Value) -> Option<Mistake> {
    let lost = best.seeds - kept.seeds;
    if best.is_won() && kept.seeds <= 0 || lost >= BLUNDER {
        Some(Mistake::Blunder)
    } else if lost >= MISTAKE {
        Some(Mistake::Mistake)
    } else if lost >= INACCURACY {
        Some(Mistake::Inaccuracy)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn estimate(seeds: i32) -> Value {
        Value {
            seeds,
            decided: false,
        }
    }

    #[test]
    fn the_seeds_lost_grade_the_move() {
        assert_eq!(classify(estimate(3), estimate(2)), None);
        assert_eq!(
            classify(estimate(3), estimate(4)),
            None,
            "a gain is no mistake"
        );
        assert_eq!(
            classify(estimate(3), estimate(1)),
            Some(Mistake::Inaccuracy)
        );
        assert_eq!(classify(estimate(3), estimate(-1)), Some(Mistake::Mistake));
        assert_eq!(classify(estimate(3), estimate(-4)), Some(Mistake::Mistake));
        assert_eq!(classify(estimate(3), estimate(-5)), Some(Mistake::Blunder));
        assert_eq!(
            classify(estimate(-2), estimate(-12)),
            Some(Mistake::Blunder)
        );
    }

    #[test]
    fn a_proven_win_given_up_is_a_blunder_whatever_the_seeds() {
        let won = Value {
            seeds: 2,
            decided: true,
        };
        assert_eq!(classify(won, estimate(0)), Some(Mistake::Blunder));
        assert_eq!(classify(won, estimate(1)), None, "still ahead");
        assert_eq!(
            classify(estimate(2), estimate(0)),
            Some(Mistake::Inaccuracy),
            "an estimated lead lost by 2 is an inaccuracy only"
        );
    }

    #[test]
    fn a_stuck_draw_is_worth_nothing_whatever_the_score() {
        // RULES.md: under `pat`, North cannot feed after F: drawn at 24–22.
        let mut game = kawu_engine::Game::from_position(
            "0-0-0-0-0-1-1-0-0-0-0-0-24-22-S pat"
                .parse()
                .expect("a position"),
        );
        game.play(kawu_engine::Pit::from_letter('F').expect("a pit"))
            .expect("legal");
        let outcome = game.outcome().expect("over");
        for side in Side::ALL {
            assert_eq!(Value::end(&outcome, side).seeds, 0);
        }
        let won = Value {
            seeds: 2,
            decided: true,
        };
        assert_eq!(
            classify(won, Value::end(&outcome, Side::South)),
            Some(Mistake::Blunder)
        );
    }

    #[test]
    fn a_value_is_read_for_either_side() {
        let position: Position = "1-1-0-1-1-1-1-0-1-3-2-0-18-18-S"
            .parse()
            .expect("a position");
        let analysis = Analysis {
            score: 3,
            decided: false,
            depth: 8,
            pv: Vec::new(),
            exact: None,
        };
        assert_eq!(Value::of(&analysis, &position, Side::South), estimate(3));
        assert_eq!(Value::of(&analysis, &position, Side::North), estimate(-3));
        let exact = Analysis {
            exact: Some(4),
            ..analysis
        };
        let south = Value::of(&exact, &position, Side::South);
        assert_eq!(
            (south.seeds, south.decided),
            (4, true),
            "18+15 against 18+11"
        );
        assert_eq!(Value::of(&exact, &position, Side::North).seeds, -4);
        assert_eq!(Mistake::ALL.map(Mistake::name)[2], "blunder");
    }
}
