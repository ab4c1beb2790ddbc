//! `go` and its limits: the parameters, read in any order, and the time they give a move.
//!
//! The time a move may take, from the first of these that `go` gives:
//! - `infinite`: no limit, until `stop`;
//! - `movetime <ms>`: that long, at most [`MAX_MOVETIME_MS`];
//! - the clock of the side to move (`wtime`/`winc` for South, who moves first like White;
//!   `btime`/`binc` for North): `remaining / movestogo + increment · 0.8`, with `movestogo`
//!   [`MOVES_TO_GO`] when not given, never more than the remaining time less a safety margin
//!   (a tenth of it, at least [`SAFETY_MS`]) nor more than [`MAX_MOVETIME_MS`];
//! - `depth <n>` alone: no time limit, until that depth is searched;
//! - nothing: the level's own time (a `go ponder` with no limit stops at `ponderhit`).
//!
//! `depth` caps the search whichever time it gets.

use kawu_engine::{excerpt, BySide, Side};

/// The longest a move may take, whatever `go` asks: one hour.
pub const MAX_MOVETIME_MS: u64 = 60 * 60 * 1000;

/// A time budget no game reaches: `go infinite` and `go depth` run until done or stopped.
pub const UNLIMITED_MS: u64 = 1 << 40;

/// The moves a clock's remaining time is shared over when `movestogo` is not given.
pub const MOVES_TO_GO: u64 = 30;

/// The least time a move leaves on its clock.
pub const SAFETY_MS: u64 = 50;

/// One player's clock, as `go` gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PlayerClock {
    /// `wtime`/`btime`: the time left on the clock, if given.
    pub remaining_ms: Option<u64>,
    /// `winc`/`binc`: the time added after each move.
    pub increment_ms: u64,
}

/// The limits of a `go`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limits {
    /// `movetime`: the time budget, if given.
    pub movetime_ms: Option<u64>,
    /// `depth`: the deepest depth to search (at least 1), if given.
    pub max_depth: Option<u32>,
    /// `infinite`: the search ends only when stopped.
    pub infinite: bool,
    /// `ponder`: search until `ponderhit` or `stop` before the limits count.
    pub ponder: bool,
    /// `wtime`, `winc` (South) and `btime`, `binc` (North).
    pub clocks: BySide<PlayerClock>,
    /// `movestogo`: the moves left until the clocks get more time, if given.
    pub moves_to_go: Option<u64>,
}

impl Limits {
    /// The time the search may take when `to_move` is to move (the rule in the module's
    /// documentation), or `None` when `go` gave no limit of any kind.
    #[must_use]
    pub fn budget_ms(&self, to_move: Side) -> Option<u64> {
        if self.infinite {
            Some(UNLIMITED_MS)
        } else if let Some(movetime) = self.movetime_ms {
            Some(movetime.min(MAX_MOVETIME_MS))
        } else if let Some(budget) = self.clock_budget_ms(to_move) {
            Some(budget)
        } else {
            self.max_depth.map(|_| UNLIMITED_MS)
        }
    }

    /// The share of `to_move`'s clock this move gets, if its clock was given.
    fn clock_budget_ms(&self, to_move: Side) -> Option<u64> {
        let clock = self.clocks[to_move];
        let remaining = clock.remaining_ms?;
        let moves = self.moves_to_go.unwrap_or(MOVES_TO_GO).max(1);
        let share = (remaining / moves).saturating_add(clock.increment_ms.saturating_mul(4) / 5);
        let margin = SAFETY_MS.max(remaining / 10);
        Some(
            share
                .min(remaining.saturating_sub(margin))
                .min(MAX_MOVETIME_MS),
        )
    }
}

/// Reads the parameters of `go` (the words after it), in any order. Returns the limits and
/// one error for each token refused, which is left out (the rest still applies). Errors quote
/// at most an [`excerpt`] of the input.
#[must_use]
pub fn parse(words: &[&str]) -> (Limits, Vec<String>) {
    let mut limits = Limits::default();
    let mut refused = Vec::new();
    let mut words = words.iter().copied();
    while let Some(word) = words.next() {
        match word {
            "infinite" => limits.infinite = true,
            "ponder" => limits.ponder = true,
            _ => match Numeric::named(word) {
                Some(parameter) => match number(words.next()) {
                    Ok(value) => parameter.set(&mut limits, value),
                    Err(why) => refused.push(format!("{word}: {why}")),
                },
                None => refused.push(format!("unknown go parameter {:?}", excerpt(word))),
            },
        }
    }
    (limits, refused)
}

/// A parameter of `go` followed by a number.
#[derive(Debug, Clone, Copy)]
enum Numeric {
    MoveTime,
    Depth,
    Time(Side),
    Increment(Side),
    MovesToGo,
}

impl Numeric {
    /// The parameter spelled `word`, if any.
    fn named(word: &str) -> Option<Numeric> {
        Some(match word {
            "movetime" => Numeric::MoveTime,
            "depth" => Numeric::Depth,
            "wtime" => Numeric::Time(Side::South),
            "btime" => Numeric::Time(Side::North),
            "winc" => Numeric::Increment(Side::South),
            "binc" => Numeric::Increment(Side::North),
            "movestogo" => Numeric::MovesToGo,
            _ => return None,
        })
    }

    /// Records `value` for this parameter in `limits`.
    fn set(self, limits: &mut Limits, value: u64) {
        match self {
            Numeric::MoveTime => limits.movetime_ms = Some(value),
            Numeric::Depth => {
                limits.max_depth = Some(u32::try_from(value).unwrap_or(u32::MAX).max(1));
            }
            Numeric::Time(side) => limits.clocks[side].remaining_ms = Some(value),
            Numeric::Increment(side) => limits.clocks[side].increment_ms = value,
            Numeric::MovesToGo => limits.moves_to_go = Some(value),
        }
    }
}

/// The number a parameter is given: a whole number, read as `u64::MAX` when larger and as 0
/// when negative (a GUI may send a clock gone below zero).
fn number(text: Option<&str>) -> Result<u64, String> {
    let text = text.ok_or("needs a number")?;
    let (negative, digits) = match text.strip_prefix('-') {
        Some(digits) => (true, digits),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return Err(format!("{:?} is not a number", excerpt(text)));
    }
    Ok(if negative {
        0
    } else {
        digits.parse().unwrap_or(u64::MAX)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The limits of `words`, which must all be accepted.
    fn limits(words: &str) -> Limits {
        let words: Vec<&str> = words.split_whitespace().collect();
        let (limits, refused) = parse(&words);
        assert!(refused.is_empty(), "{refused:?}");
        limits
    }

    #[test]
    fn parameters_combine_in_any_order() {
        assert_eq!(limits(""), Limits::default());
        assert_eq!(limits("").budget_ms(Side::South), None);
        let a = limits("movetime 200 depth 60");
        assert_eq!(a, limits("depth 60 movetime 200"));
        assert_eq!((a.movetime_ms, a.max_depth), (Some(200), Some(60)));
        assert_eq!(a.budget_ms(Side::North), Some(200));
        assert_eq!(limits("depth 0").max_depth, Some(1));
        assert_eq!(limits("depth 7").budget_ms(Side::South), Some(UNLIMITED_MS));
        let b = limits("ponder wtime 100 infinite movestogo 3 binc 7");
        assert!(b.ponder && b.infinite);
        assert_eq!(b.budget_ms(Side::South), Some(UNLIMITED_MS));
        assert_eq!(b.clocks.north.increment_ms, 7);
    }

    #[test]
    fn unknown_or_malformed_tokens_are_refused_and_the_rest_kept() {
        let (limits, refused) = parse(&["nodes", "depth", "3", "movetime", "-", "wtime"]);
        assert_eq!(limits.max_depth, Some(3));
        assert_eq!(
            refused,
            [
                "unknown go parameter \"nodes\"",
                "movetime: \"-\" is not a number",
                "wtime: needs a number",
            ]
        );
    }

    #[test]
    fn an_absurd_movetime_is_capped_at_an_hour() {
        for huge in ["1000000000000000", "99999999999999999999999999"] {
            let limits = limits(&format!("movetime {huge}"));
            assert_eq!(limits.budget_ms(Side::South), Some(MAX_MOVETIME_MS));
        }
        assert_eq!(limits("movetime -5").budget_ms(Side::South), Some(0));
    }

    #[test]
    fn the_clock_of_the_side_to_move_gives_its_share() {
        let clocks = limits("wtime 60000 btime 3000 winc 1000 binc 0");
        // 60000 / 30 + 1000 · 0.8.
        assert_eq!(clocks.budget_ms(Side::South), Some(2800));
        assert_eq!(clocks.budget_ms(Side::North), Some(100));
        // The last move before the time control keeps a tenth.
        let last = limits("wtime 10000 movestogo 1");
        assert_eq!(last.budget_ms(Side::South), Some(9000));
        // Almost no time left: the safety margin, then nothing (the first depth still runs).
        assert_eq!(limits("btime 20 binc 10").budget_ms(Side::North), Some(0));
        assert_eq!(limits("wtime -30").budget_ms(Side::South), Some(0));
        // A huge clock is capped too; a missing one falls back to the depth, then to nothing.
        assert_eq!(
            limits("wtime 1000000000000").budget_ms(Side::South),
            Some(MAX_MOVETIME_MS)
        );
        assert_eq!(
            limits("wtime 5000 depth 3").budget_ms(Side::North),
            Some(UNLIMITED_MS)
        );
        assert_eq!(
            limits("movestogo 0 wtime 900").budget_ms(Side::South),
            Some(810)
        );
        assert_eq!(limits("wtime 5000").budget_ms(Side::North), None);
    }
}
