//! The player's record in the puzzles: each puzzle's first try (solved or failed: a retry
//! after a failure does not make it solved), the streak of puzzles solved at the first try
//! in a row and the best streak, with its text codec (kept in the browser under a key of its
//! own).
//!
//! ```text
//! kawu-puzzles-record 1
//! streak 2 best 5
//! 166n3c solved
//! 22a7x8 failed
//! ```
//!
//! An id the set no longer has is kept as it is. Anything else (another first line, a line
//! that is not an id and a word) makes the whole text unreadable: the record then starts
//! afresh, and the page says so.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// The first line of the text.
const HEADER: &str = "kawu-puzzles-record 1";

/// The player's record.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Record {
    /// Each puzzle tried, by id: solved at the first try.
    tried: BTreeMap<String, bool>,
    /// Solved at the first try in a row, to now.
    pub streak: u32,
    /// The longest streak.
    pub best: u32,
}

impl Record {
    /// The first try of puzzle `id`, if any: solved (`true`) or failed.
    #[must_use]
    pub fn first_try(&self, id: &str) -> Option<bool> {
        self.tried.get(id).copied()
    }

    /// Puzzles solved at the first try.
    #[must_use]
    pub fn solved(&self) -> usize {
        self.tried.values().filter(|&&solved| solved).count()
    }

    /// Puzzles failed at the first try.
    #[must_use]
    pub fn failed(&self) -> usize {
        self.tried.len() - self.solved()
    }

    /// The result of a try at `id`: only the first counts, and moves the streak.
    pub fn tried(&mut self, id: &str, solved: bool) {
        if self.tried.contains_key(id) {
            return;
        }
        self.tried.insert(id.to_owned(), solved);
        self.streak = if solved { self.streak + 1 } else { 0 };
        self.best = self.best.max(self.streak);
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{HEADER}")?;
        writeln!(f, "streak {} best {}", self.streak, self.best)?;
        for (id, &solved) in &self.tried {
            writeln!(f, "{id} {}", if solved { "solved" } else { "failed" })?;
        }
        Ok(())
    }
}

/// A record's text that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadRecord;

impl FromStr for Record {
    type Err = BadRecord;

    fn from_str(text: &str) -> Result<Record, BadRecord> {
        let mut lines = text.lines();
        if lines.next().map(str::trim_end) != Some(HEADER) {
            return Err(BadRecord);
        }
        let streaks: Vec<&str> = lines.next().ok_or(BadRecord)?.split_whitespace().collect();
        let (streak, best) = match streaks[..] {
            ["streak", streak, "best", best] => (
                streak.parse().map_err(|_| BadRecord)?,
                best.parse().map_err(|_| BadRecord)?,
            ),
            _ => return Err(BadRecord),
        };
        let mut record = Record {
            tried: BTreeMap::new(),
            streak,
            best,
        };
        for line in lines.filter(|line| !line.trim().is_empty()) {
            let solved = match line.split_whitespace().collect::<Vec<_>>()[..] {
                [id, "solved"] => (id, true),
                [id, "failed"] => (id, false),
                _ => return Err(BadRecord),
            };
            record.tried.insert(solved.0.to_owned(), solved.1);
        }
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_first_try_counts_and_a_failure_ends_the_streak() {
        let mut record = Record::default();
        record.tried("a", true);
        record.tried("b", true);
        record.tried("a", false);
        assert_eq!((record.streak, record.best), (2, 2));
        record.tried("c", false);
        record.tried("c", true);
        assert_eq!((record.streak, record.best), (0, 2));
        assert_eq!((record.solved(), record.failed()), (2, 1));
        assert_eq!(record.first_try("c"), Some(false));
        assert_eq!(record.first_try("z"), None);
    }

    #[test]
    fn the_text_reads_back_and_anything_else_is_refused() {
        let mut record = Record::default();
        record.tried("166n3c", true);
        record.tried("22a7x8", false);
        let text = record.to_string();
        assert_eq!(
            text,
            "kawu-puzzles-record 1\nstreak 0 best 1\n166n3c solved\n22a7x8 failed\n"
        );
        assert_eq!(text.parse(), Ok(record));
        for bad in [
            "",
            "kawu-lessons 1\n",
            "kawu-puzzles-record 1\n",
            "kawu-puzzles-record 1\nstreak x best 1\n",
            "kawu-puzzles-record 1\nstreak 1 best 1\n166n3c won\n",
            "kawu-puzzles-record 1\nstreak 1 best 1\n166n3c\n",
        ] {
            assert_eq!(bad.parse::<Record>(), Err(BadRecord), "{bad:?}");
        }
    }
}
