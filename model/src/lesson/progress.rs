//! The player's progress in the lessons: the best stars won on each level, and its text codec
//! (kept in the browser beside the saved game, under a key of its own).
//!
//! ```text
//! kawu-lessons 1
//! sowing/1 3
//! capture/2 1
//! ```
//!
//! A level is named by its key (`<lesson id>/<n>`); a key the lessons no longer have is kept as
//! it is. Anything else (another first line, a line that is not a key and 1–3 stars) makes the
//! whole text unreadable: the progress then starts afresh.

use std::collections::BTreeMap;
use std::fmt;

use kawu_protocol::lines::{after_header, split};

use super::{At, Lesson};

/// The first line of the text.
const HEADER: &str = "kawu-lessons 1";

/// The most stars a level gives.
pub const MAX_STARS: u8 = 3;

/// The best stars won on each level, by key.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    stars: BTreeMap<String, u8>,
}

/// How a lesson stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// Stars won over its levels.
    pub won: u32,
    /// Stars its levels can give.
    pub possible: u32,
    /// Every level is passed.
    pub done: bool,
}

impl Progress {
    /// The best stars won on level `key` (0: not passed).
    #[must_use]
    pub fn stars(&self, key: &str) -> u8 {
        self.stars.get(key).copied().unwrap_or(0)
    }

    /// Keeps `stars` for level `key` if they beat the best so far; true when they did.
    pub fn record(&mut self, key: String, stars: u8) -> bool {
        let stars = stars.min(MAX_STARS);
        if stars <= self.stars(&key) {
            return false;
        }
        self.stars.insert(key, stars);
        true
    }

    /// How lesson `lesson` of `lessons` stands.
    #[must_use]
    pub fn standing(&self, lessons: &[Lesson], lesson: usize) -> Standing {
        let count = lessons.get(lesson).map_or(0, |found| found.levels.len());
        let stars = (0..count).map(|level| self.stars(&At { lesson, level }.key(lessons)));
        let (won, done) = stars.fold((0, true), |(won, done), stars| {
            (won + u32::from(stars), done && stars > 0)
        });
        Standing {
            won,
            possible: u32::from(MAX_STARS) * u32::try_from(count).unwrap_or(0),
            done: done && count > 0,
        }
    }
}

/// The text of `progress`.
#[must_use]
pub fn encode(progress: &Progress) -> String {
    let mut text = format!("{HEADER}\n");
    for (key, stars) in &progress.stars {
        text.push_str(&format!("{key} {stars}\n"));
    }
    text
}

/// Why a progress text cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgressError {
    /// The line, from 1.
    pub line: usize,
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "lesson progress: line {} cannot be read", self.line)
    }
}

/// One line `<lesson id>/<n> <stars>`, read as every `key value` line of kawu's texts
/// ([`kawu_protocol::lines`]).
fn entry(line: &str) -> Option<(String, u8)> {
    let (key, stars) = split(line);
    let (id, rank) = key.split_once('/')?;
    let id_ok = !id.is_empty() && id.chars().all(|c| c.is_ascii_lowercase() || c == '-');
    let rank_ok = rank.parse::<u8>().is_ok_and(|n| n > 0);
    let stars = stars
        .parse::<u8>()
        .ok()
        .filter(|s| (1..=MAX_STARS).contains(s))?;
    (id_ok && rank_ok).then(|| (key.to_owned(), stars))
}

/// Reads a progress text.
///
/// # Errors
/// The first line that cannot be read.
pub fn decode(text: &str) -> Result<Progress, ProgressError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(at, line)| (at + 1, line.trim()));
    if lines
        .next()
        .and_then(|(_, line)| after_header(line, HEADER))
        != Some("")
    {
        return Err(ProgressError { line: 1 });
    }
    let mut progress = Progress::default();
    for (at, line) in lines.filter(|(_, line)| !line.is_empty()) {
        let (key, stars) = entry(line).ok_or(ProgressError { line: at })?;
        progress.record(key, stars);
    }
    Ok(progress)
}

#[cfg(test)]
mod tests {
    use super::super::lessons;
    use super::*;

    #[test]
    fn progress_round_trips_and_keeps_the_best() {
        let mut progress = Progress::default();
        assert!(progress.record("sowing/1".to_owned(), 2));
        assert!(
            !progress.record("sowing/1".to_owned(), 1),
            "a worse try keeps the best"
        );
        assert!(progress.record("sowing/1".to_owned(), 3));
        assert!(progress.record("capture/2".to_owned(), 1));
        let text = encode(&progress);
        assert_eq!(text, "kawu-lessons 1\ncapture/2 1\nsowing/1 3\n");
        assert_eq!(decode(&text), Ok(progress.clone()));
        assert_eq!(decode("kawu-lessons 1\n"), Ok(Progress::default()));
        // Read as every text of kawu's: whitespace around and between the words does not count.
        assert_eq!(
            decode("kawu-lessons  1\r\n  capture/2\t1 \r\nsowing/1   3\n"),
            Ok(progress)
        );
    }

    #[test]
    fn anything_else_is_unreadable_and_named_by_line() {
        for (text, line) in [
            ("", 1),
            ("{\"sowing\": 3}", 1),
            ("kawu-lessons 2\nsowing/1 3", 1),
            ("kawu-lessons 1\nsowing/1 4", 2),
            ("kawu-lessons 1\nsowing/1 3\nsowing 3", 3),
            ("kawu-lessons 1\nsowing/0 3", 2),
            ("kawu-lessons 1\nSowing/1 3", 2),
            ("kawu-lessons 1\nsowing/1 0", 2),
            ("kawu-lessons 1\nsowing/1", 2),
            ("kawu-lessons 1\nsowing/1 3 3", 2),
            ("kawu-lessons 10\nsowing/1 3", 1),
        ] {
            assert_eq!(decode(text), Err(ProgressError { line }), "{text:?}");
        }
    }

    #[test]
    fn a_lesson_is_done_once_each_level_is_passed() {
        let lessons = lessons();
        let mut progress = Progress::default();
        let count = lessons[0].levels.len();
        let standing = progress.standing(lessons, 0);
        assert_eq!((standing.won, standing.done), (0, false));
        assert_eq!(standing.possible, 3 * count as u32);
        for level in 0..count {
            progress.record(At { lesson: 0, level }.key(lessons), 1 + (level % 3) as u8);
        }
        let done = progress.standing(lessons, 0);
        assert!(done.done);
        assert_eq!(
            done.won,
            (0..count).map(|level| 1 + (level % 3) as u32).sum::<u32>()
        );
        assert!(!progress.standing(lessons, 1).done);
    }
}
