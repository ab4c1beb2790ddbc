//! Time controls, and the two clocks of a timed game (how they run: [`LAG_ALLOWANCE_MS`]).

use std::fmt;

use kawu_engine::{BySide, Side};

/// The most network lag credited back to a mover on one move, in milliseconds (in the spirit of
/// lichess's lag compensation: a slow line is not a lost clock, but lag is no free time either).
///
/// The clocks start only once each side has made its first move: those two moves cost no time
/// and earn no increment. From then on the clock of the side to move runs from the moment its
/// turn began; a move costs the time since then, less the mover's measured lag up to this
/// allowance, and then the increment is added.
pub const LAG_ALLOWANCE_MS: u64 = 500;

/// The least time a custom control may give each side: a quarter of a minute.
pub const MIN_INITIAL_MS: u64 = 15_000;
/// The most time a custom control may give each side: 180 minutes.
pub const MAX_INITIAL_MS: u64 = 180 * 60_000;
/// The largest increment a custom control may add per move: 60 seconds.
pub const MAX_INCREMENT_MS: u64 = 60_000;

/// How much time each side has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// No clock: the game waits for a move as long as it takes, never ends on time, and has no
    /// claims for an absent opponent.
    Unlimited,
    /// A clock for each side: `initial_ms` to start, `increment_ms` added after each move.
    Timed {
        /// The time each side starts with, in milliseconds.
        initial_ms: u64,
        /// The time added to a side's clock after each of its moves, in milliseconds.
        increment_ms: u64,
    },
}

/// Why a custom time control is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeControlError {
    /// Less than a quarter of a minute each.
    TooShort,
    /// More than 180 minutes each.
    TooLong,
    /// More than 60 seconds a move.
    IncrementTooLong,
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TimeControlError::TooShort => {
                "the time each side starts with must be at least 15 seconds"
            }
            TimeControlError::TooLong => {
                "the time each side starts with must be at most 180 minutes"
            }
            TimeControlError::IncrementTooLong => "the increment must be at most 60 seconds a move",
        })
    }
}

impl std::error::Error for TimeControlError {}

impl TimeControl {
    /// The presets offered: 3+2, 5+5, 10+5 and 15+5 (minutes each, seconds added per move).
    pub const PRESETS: [TimeControl; 4] = [
        TimeControl::preset(3, 2),
        TimeControl::preset(5, 5),
        TimeControl::preset(10, 5),
        TimeControl::preset(15, 5),
    ];

    const fn preset(minutes: u64, increment_s: u64) -> TimeControl {
        TimeControl::Timed {
            initial_ms: minutes * 60_000,
            increment_ms: increment_s * 1_000,
        }
    }

    /// A custom clock: from a quarter of a minute to 180 minutes each, and an increment of 0 to
    /// 60 seconds a move.
    ///
    /// # Errors
    /// [`TimeControlError`] if either is out of bounds.
    pub fn custom(initial_ms: u64, increment_ms: u64) -> Result<TimeControl, TimeControlError> {
        TimeControl::Timed {
            initial_ms,
            increment_ms,
        }
        .checked()
    }

    /// This control if it is within the bounds of [`TimeControl::custom`].
    ///
    /// # Errors
    /// [`TimeControlError`] if it is not.
    pub fn checked(self) -> Result<TimeControl, TimeControlError> {
        match self {
            TimeControl::Unlimited => Ok(self),
            TimeControl::Timed { initial_ms, .. } if initial_ms < MIN_INITIAL_MS => {
                Err(TimeControlError::TooShort)
            }
            TimeControl::Timed { initial_ms, .. } if initial_ms > MAX_INITIAL_MS => {
                Err(TimeControlError::TooLong)
            }
            TimeControl::Timed { increment_ms, .. } if increment_ms > MAX_INCREMENT_MS => {
                Err(TimeControlError::IncrementTooLong)
            }
            TimeControl::Timed { .. } => Ok(self),
        }
    }
}

/// What the clocks show at a moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClockView {
    /// The time each side has left, in milliseconds.
    pub remaining: BySide<u64>,
    /// The side whose clock runs, if one does.
    pub running: Option<Side>,
}

/// The two clocks of a timed game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Clock {
    /// Each side's time left when its clock last stopped.
    left: BySide<u64>,
    increment: u64,
    /// The side whose clock runs, and since when.
    running: Option<(Side, u64)>,
}

impl Clock {
    pub(crate) fn new(initial_ms: u64, increment_ms: u64) -> Clock {
        Clock {
            left: BySide::new(initial_ms, initial_ms),
            increment: increment_ms,
            running: None,
        }
    }

    /// The side whose clock runs.
    pub(crate) fn running(&self) -> Option<Side> {
        self.running.map(|(side, _)| side)
    }

    /// The time `side` has left at `now`.
    pub(crate) fn remaining(&self, side: Side, now: u64) -> u64 {
        match self.running {
            Some((runs, since)) if runs == side => {
                self.left[side].saturating_sub(now.saturating_sub(since))
            }
            _ => self.left[side],
        }
    }

    /// What `side`'s clock will show after a move sent at `now` with `lag_ms` of network lag,
    /// increment added, or `None` if its time ran out first. A stopped clock costs nothing.
    pub(crate) fn after_move(&self, side: Side, now: u64, lag_ms: u64) -> Option<u64> {
        match self.running {
            Some((runs, since)) if runs == side => {
                let elapsed = now.saturating_sub(since);
                let spent = elapsed - lag_ms.min(LAG_ALLOWANCE_MS).min(elapsed);
                let left = self.left[side];
                (spent < left).then(|| (left - spent).saturating_add(self.increment))
            }
            _ => Some(self.left[side]),
        }
    }

    /// Sets `side`'s time left to `left` and runs `next`'s clock from `now` (or none).
    pub(crate) fn pass(&mut self, side: Side, left: u64, next: Option<Side>, now: u64) {
        self.left[side] = left;
        self.running = next.map(|next| (next, now));
    }

    /// Stops the running clock at `now`, charging its side the time spent.
    pub(crate) fn stop(&mut self, now: u64) {
        if let Some((side, _)) = self.running {
            self.left[side] = self.remaining(side, now);
            self.running = None;
        }
    }

    /// What the clocks show at `now`.
    pub(crate) fn view(&self, now: u64) -> ClockView {
        ClockView {
            remaining: BySide::new(
                self.remaining(Side::South, now),
                self.remaining(Side::North, now),
            ),
            running: self.running(),
        }
    }
}
