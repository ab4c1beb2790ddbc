//! Plain, unvalidated board data: anyone may build one, only a valid one becomes a [`Position`].

use std::fmt;

use crate::row::can_feed;
use crate::{BySide, Pit, Position, Rules, Side, PITS};

/// The raw contents of a board: seeds per pit, captured seeds per side, side to move.
///
/// Nothing is checked here; [`Setup::validate`] (or [`Position::from_setup`]) turns it into a
/// [`Position`] or says every reason it cannot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Seeds in each pit, in pit order 0–11.
    pub pits: [u8; PITS],
    /// Seeds captured by each side.
    pub score: BySide<u8>,
    /// The side whose turn it is.
    pub to_move: Side,
}

impl Default for Setup {
    fn default() -> Self {
        Setup::start()
    }
}

impl Setup {
    /// The start of a game of Awalé: 4 seeds in every pit, no captures, South to move.
    #[must_use]
    pub const fn start() -> Setup {
        Setup {
            pits: [4; PITS],
            score: BySide::new(0, 0),
            to_move: Side::South,
        }
    }

    /// Seeds in `side`'s row.
    #[must_use]
    pub fn row_seeds(&self, side: Side) -> u32 {
        Pit::row(side)
            .map(|p| u32::from(self.pits[p.index()]))
            .sum()
    }

    /// The same setup seen from the other side: rows swapped, scores swapped, other side to move.
    #[must_use]
    pub fn mirrored(&self) -> Setup {
        let mut pits = [0; PITS];
        for pit in Pit::ALL {
            pits[pit.mirror().index()] = self.pits[pit.index()];
        }
        Setup {
            pits,
            score: self.score.swapped(),
            to_move: self.to_move.other(),
        }
    }

    /// Checks every rule a playable position of abapa must meet.
    ///
    /// # Errors
    /// [`InvalidPosition`] listing every reason that applies.
    pub fn validate(self) -> Result<Position, InvalidPosition> {
        self.validate_under(Rules::ABAPA)
    }

    /// Checks every rule a playable position must meet under `rules`: their seeds in all, no
    /// game already won at 25 (when 25 wins) or drawn 24–24, seeds to sow for the side to
    /// move, a feeding move when the opponent's row is empty (in Kalah: no empty row).
    ///
    /// # Errors
    /// [`InvalidPosition`] listing every reason that applies.
    pub fn validate_under(self, rules: Rules) -> Result<Position, InvalidPosition> {
        let mut reasons = Vec::new();
        let board: u32 = self.pits.iter().map(|&s| u32::from(s)).sum();
        let total = board + u32::from(self.score.south) + u32::from(self.score.north);
        if total != u32::from(rules.seeds()) {
            reasons.push(if rules.is_kalah() {
                Invalid::KalahSeedTotal(total)
            } else {
                Invalid::SeedTotal(total)
            });
        }
        for side in Side::ALL {
            if rules.win_at_25() && self.score[side] >= 25 {
                reasons.push(Invalid::AlreadyWon(side));
            }
        }
        if !rules.is_kalah() && self.score.south == 24 && self.score.north == 24 {
            reasons.push(Invalid::AlreadyDrawn);
        }
        let mover = self.to_move;
        let starved = self.row_seeds(mover.other()) == 0;
        if self.row_seeds(mover) == 0 {
            reasons.push(Invalid::NothingToSow(mover));
        } else if starved && rules.is_kalah() {
            reasons.push(Invalid::RowEmpty(mover.other()));
        } else if starved && !can_feed(&self.pits, mover) {
            reasons.push(Invalid::CannotFeed(mover));
        }
        if reasons.is_empty() {
            Ok(Position::from_valid_setup(self, rules))
        } else {
            Err(InvalidPosition { reasons })
        }
    }
}

/// One reason a [`Setup`] is not a playable position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Invalid {
    /// Pits and scores add up to this instead of 48.
    SeedTotal(u32),
    /// This side already has 25 or more seeds: the game is over.
    AlreadyWon(Side),
    /// Both sides have 24: the game is over, drawn.
    AlreadyDrawn,
    /// The side to move has no seed in its row.
    NothingToSow(Side),
    /// The side to move must feed the opponent and no move can: the game is over.
    CannotFeed(Side),
    /// Kalah: pits and stores add up to this instead of 72.
    KalahSeedTotal(u32),
    /// Kalah: this side's row is empty, so the game is over.
    RowEmpty(Side),
}

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invalid::SeedTotal(n) => write!(f, "there are {n} seeds in all instead of 48"),
            Invalid::AlreadyWon(side) => write!(f, "{side} already has 25 or more seeds"),
            Invalid::AlreadyDrawn => f.write_str("the score is 24–24: the game is already drawn"),
            Invalid::NothingToSow(side) => write!(f, "{side} is to move but has no seeds"),
            Invalid::CannotFeed(side) => {
                write!(f, "{side} must feed the opponent but no move can")
            }
            Invalid::KalahSeedTotal(n) => {
                write!(f, "there are {n} seeds in all instead of Kalah's 72")
            }
            Invalid::RowEmpty(side) => write!(f, "{side}'s row is empty: the game is over"),
        }
    }
}

/// A [`Setup`] refused as a position, with every reason that applies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvalidPosition {
    /// Every reason, never empty.
    pub reasons: Vec<Invalid>,
}

impl fmt::Display for InvalidPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid position: ")?;
        for (i, reason) in self.reasons.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{reason}")?;
        }
        Ok(())
    }
}

impl std::error::Error for InvalidPosition {}
