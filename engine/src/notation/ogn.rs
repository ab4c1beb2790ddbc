//! OGN game records, shaped like PGN, as Aualé writes them:
//!
//! ```text
//! [Variant "Oware Abapa"]
//! [Event "Club night"]
//! [Date "2026.11.30"]
//! [South "Ama"]
//! [North "Kofi"]
//! [Result "25-20"]
//! [FEN "…"]                    (only when the game did not start from the initial position)
//!
//! 1. C d 2. F+3 a … 25-20
//! ```
//!
//! A move is its pit letter, followed by `+N` when it captured N seeds. Reading is relaxed:
//! comments `{…}` and variations `(…)` are skipped, move numbers may be `1.` or `1...`, the
//! capture marks may be left out (when present they are checked), spaces and line breaks may
//! go anywhere between tokens. Reading replays every move with the engine, so a record that
//! reads is a legal game. Writing is strict: the tags above in that order, moves numbered, capture
//! marks always, lines under 80 columns.

mod error;
mod read;

use std::fmt::{self, Write};
use std::str::FromStr;

use crate::{BySide, Game, Pit, Position};

pub use error::{Location, OgnError, OgnErrorKind};

/// The `Variant` tag kawu writes and reads.
pub const VARIANT: &str = "Oware Abapa";

/// Tags that have their own field in [`Record`] and are never kept in [`Record::tags`].
const OWN_FIELDS: [&str; 3] = ["Variant", "Result", "FEN"];

/// A game record: tag pairs, start position, moves with what they captured, result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// Tag pairs in order (`Event`, `Date`, `South`, `North`, …), without `Variant`, `Result`
    /// and `FEN`, which are written from the other fields (a pair with one of those names here
    /// is not written).
    pub tags: Vec<(String, String)>,
    /// The position the game started from (the `FEN` tag, when not the initial position).
    pub start: Position,
    /// The moves played, in order.
    pub moves: Vec<RecordedMove>,
    /// The final score (South, North) once the game is over, `None` (`*`) while it goes on.
    pub result: Option<BySide<u8>>,
}

/// One move of a record: the pit sown and the seeds it captured.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RecordedMove {
    /// The pit sown.
    pub pit: Pit,
    /// Seeds captured by the move (written `+N` when not zero).
    pub captured: u8,
}

impl Record {
    /// The record of `game` with these tag pairs (in the order given; see [`Record::tags`]).
    #[must_use]
    pub fn from_game(game: &Game, tags: Vec<(String, String)>) -> Record {
        Record {
            tags,
            start: game.start(),
            moves: game
                .plies()
                .iter()
                .map(|ply| RecordedMove {
                    pit: ply.trace.origin,
                    captured: ply.trace.seeds_captured,
                })
                .collect(),
            result: game.outcome().map(|outcome| outcome.score),
        }
    }

    /// The value of the first tag pair named `name` (case-sensitive), if any.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }

    /// Replays the record with the engine.
    ///
    /// # Errors
    /// [`OgnError`] if a move is illegal, a capture count is not what the move captured, or the
    /// game ended with another score than [`Record::result`].
    pub fn to_game(&self) -> Result<Game, OgnError> {
        let moves = self.moves.iter().map(|m| (m.pit, Some(m.captured), None));
        replay(self.start, moves, self.result.map(|r| (r, None)))
    }
}

/// Plays `moves` from `start`, checking each capture mark that is given and the result, if given
/// and the game is over. Each move and the result may carry where they were read, for errors.
fn replay(
    start: Position,
    moves: impl Iterator<Item = (Pit, Option<u8>, Option<error::Location>)>,
    result: Option<(BySide<u8>, Option<error::Location>)>,
) -> Result<Game, OgnError> {
    let mut game = Game::from_position(start);
    for (index, (pit, mark, at)) in moves.enumerate() {
        let ply = index + 1;
        let captured = match game.play(pit) {
            Ok(played) => played.trace.seeds_captured,
            Err(illegal) => {
                let reason = illegal.reason;
                return Err(OgnError::new(
                    OgnErrorKind::IllegalMove { ply, pit, reason },
                    at,
                ));
            }
        };
        if let Some(written) = mark.filter(|&written| written != captured) {
            let kind = OgnErrorKind::CaptureMismatch {
                ply,
                pit,
                written,
                captured,
            };
            return Err(OgnError::new(kind, at));
        }
    }
    if let (Some((written, at)), Some(outcome)) = (result, game.outcome()) {
        if written != outcome.score {
            let kind = OgnErrorKind::ResultMismatch {
                written,
                actual: outcome.score,
            };
            return Err(OgnError::new(kind, at));
        }
    }
    Ok(game)
}

impl FromStr for Record {
    type Err = OgnError;

    /// Reads a record (relaxed, see the module documentation) and replays it.
    fn from_str(text: &str) -> Result<Record, OgnError> {
        let parsed = read::parse(text)?;
        let moves = parsed.moves.iter().map(|m| (m.pit, m.captured, Some(m.at)));
        let game = replay(parsed.start, moves, parsed.result)?;
        let mut record = Record::from_game(&game, parsed.tags);
        // A game that goes on keeps the result its record gives (an agreed or resigned game).
        record.result = record.result.or(parsed.result.map(|(result, _)| result));
        Ok(record)
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_tag(f, "Variant", VARIANT)?;
        for (name, value) in &self.tags {
            if !OWN_FIELDS.contains(&name.as_str()) {
                write_tag(f, name, value)?;
            }
        }
        write_tag(f, "Result", &result_text(self.result))?;
        if self.start != Position::start() {
            write_tag(f, "FEN", &self.start.to_string())?;
        }
        let tokens = self.move_tokens();
        if tokens.is_empty() {
            return Ok(());
        }
        f.write_char('\n')?;
        let mut line = String::new();
        for token in tokens {
            if !line.is_empty() && line.len() + 1 + token.len() >= 80 {
                writeln!(f, "{line}")?;
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&token);
        }
        writeln!(f, "{line}")
    }
}

impl Record {
    /// The movetext, token by token: each move (after its number when it has one), the result.
    fn move_tokens(&self) -> Vec<String> {
        let mut tokens = Vec::new();
        // A record from a North-to-move position starts with `1...`.
        let north_first = usize::from(self.start.to_move() == crate::Side::North);
        for (index, m) in self.moves.iter().enumerate() {
            let ply = index + north_first;
            let number = if index == 0 && north_first == 1 {
                "1... ".to_string()
            } else if ply % 2 == 0 {
                format!("{}. ", ply / 2 + 1)
            } else {
                String::new()
            };
            tokens.push(match m.captured {
                0 => format!("{number}{}", m.pit),
                seeds => format!("{number}{}+{seeds}", m.pit),
            });
        }
        if self.result.is_some() && !tokens.is_empty() {
            tokens.push(result_text(self.result));
        }
        tokens
    }
}

/// `25-20`, or `*` when the game goes on.
fn result_text(result: Option<BySide<u8>>) -> String {
    result.map_or_else(|| "*".to_string(), |r| format!("{}-{}", r.south, r.north))
}

/// Writes `[Name "value"]` and a newline, escaping `\` and `"` in the value.
fn write_tag(f: &mut fmt::Formatter<'_>, name: &str, value: &str) -> fmt::Result {
    write!(f, "[{name} \"")?;
    for c in value.chars() {
        if matches!(c, '"' | '\\') {
            f.write_char('\\')?;
        }
        f.write_char(c)?;
    }
    f.write_str("\"]\n")
}
