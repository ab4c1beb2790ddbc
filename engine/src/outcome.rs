//! How a game ends.

use std::fmt;

use crate::{BySide, Side};

/// Why a game ended (RULES.md, "End of the game").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A player reached 25 captured seeds.
    TwentyFive,
    /// The player to move had to feed and could not: they took the seeds left.
    NoFeeding,
    /// A position repeated since the last capture: each side took its own row.
    Repetition,
    /// 100 plies without a capture: each side took its own row.
    HundredPlies,
    /// `stuck=draw`: the player to move had to feed and could not; the game is drawn whatever
    /// the score, the seeds left where they are.
    StuckDraw,
    /// `indetermination=yes`: no capture could happen any more; each side took its own row.
    Indetermination,
    /// Kalah: a row was empty; each side put the seeds of its row in its store.
    RowEmpty,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::TwentyFive => "25 seeds captured",
            EndReason::NoFeeding => "no feeding possible",
            EndReason::Repetition => "position repeated",
            EndReason::HundredPlies => "100 plies without capture",
            EndReason::StuckDraw => "no feeding possible: drawn",
            EndReason::Indetermination => "no capture possible any more",
            EndReason::RowEmpty => "a row is empty",
        })
    }
}

/// The end of a game: why, and the final score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Why the game ended.
    pub reason: EndReason,
    /// The final count of each side, after any end-of-game accounting.
    pub score: BySide<u8>,
}

impl Outcome {
    /// The winner, or `None` for a draw (24–24, or equal counts, or a stuck draw whatever the
    /// score).
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        use std::cmp::Ordering;
        if self.reason == EndReason::StuckDraw {
            return None;
        }
        match self.score.south.cmp(&self.score.north) {
            Ordering::Greater => Some(Side::South),
            Ordering::Less => Some(Side::North),
            Ordering::Equal => None,
        }
    }

    /// The seeds `side` won by (negative when it lost): none in a stuck draw, drawn whatever
    /// the score.
    #[must_use]
    pub fn margin(&self, side: Side) -> i32 {
        if self.reason == EndReason::StuckDraw {
            return 0;
        }
        i32::from(self.score[side]) - i32::from(self.score[side.other()])
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (s, n) = (self.score.south, self.score.north);
        match self.winner() {
            Some(side) => write!(f, "{side} wins {s}–{n} ({})", self.reason),
            None => write!(f, "draw {s}–{n} ({})", self.reason),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_margin_is_the_score_s_difference_but_nothing_in_a_stuck_draw() {
        let won = Outcome {
            reason: EndReason::TwentyFive,
            score: BySide::new(26, 20),
        };
        assert_eq!((won.margin(Side::South), won.margin(Side::North)), (6, -6));
        let stuck = Outcome {
            reason: EndReason::StuckDraw,
            score: BySide::new(22, 26),
        };
        assert_eq!((stuck.margin(Side::South), stuck.winner()), (0, None));
    }
}
