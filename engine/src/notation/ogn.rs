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
//! The `Variant` tag names the rules: `Oware Abapa` (abapa, as Aualé writes it), `Awale`, `Pat`,
//! `Kalah`, or `Oware` for any other rule set of Awalé, whose switches the `Rules` tag then
//! gives in the spelling of a rules spec (`[Rules "grand-slam=forbidden,stuck=draw"]`, see
//! [`Rules`]). The `FEN` tag is the position string without its rules, which the tags give.
//!
//! A move is its pit letter, followed by `+N` when it captured N seeds. A number comes before
//! each move of South that follows a move of North or starts the game, and `1...` before a
//! first move of North: in Kalah, where a side may move again, `1. A B c 2. D …`. Reading is
//! relaxed: comments `{…}` and variations `(…)` are skipped, move numbers may be `1.` or `1...`,
//! the capture marks may be left out (when present they are checked; the mark of the move that
//! ends a game of Awalé may also count the seeds the end gives the mover, as Aualé writes it),
//! spaces and line breaks may go anywhere between tokens, the `Rules` tag may also name a preset
//! and stand without a `Variant`. Reading replays every move with the engine, so a record that
//! reads is a legal game; a record of abapa (the `Variant` Aualé writes, or none) that plays on
//! past the 100 plies without capture that end a game of abapa is read under `100-plies=no`, as
//! Aualé plays, with an [`OgnNote`] saying so. Writing is strict: the tags above in that order
//! (`Rules` after `Variant` when it is needed), moves numbered, capture marks always, lines under
//! 80 columns.

mod error;
mod read;

use std::fmt::{self, Write};
use std::str::FromStr;

use crate::{BySide, EndReason, Game, IllegalReason, Pit, Position, Rules, Side, Switch};

pub use error::{Location, OgnError, OgnErrorKind, OgnNote};

/// The `Variant` tag of abapa, as Aualé writes it.
pub const VARIANT: &str = "Oware Abapa";

/// The `Variant` tag of a rule set of Awalé that is no preset: the `Rules` tag gives its
/// switches.
pub const OTHER_VARIANT: &str = "Oware";

/// The `Variant` tag of each preset.
const VARIANTS: [(&str, Rules); 4] = [
    (VARIANT, Rules::ABAPA),
    ("Awale", Rules::AWALE),
    ("Pat", Rules::PAT),
    ("Kalah", Rules::KALAH),
];

/// The `Variant` tag of `rules`: the preset's name ([`VARIANT`] for abapa), else
/// [`OTHER_VARIANT`].
#[must_use]
pub fn variant(rules: Rules) -> &'static str {
    VARIANTS
        .iter()
        .find(|&&(_, preset)| preset == rules)
        .map_or(OTHER_VARIANT, |&(name, _)| name)
}

/// The rules a `Variant` tag names (in any letter case): a preset's, or `None` for
/// [`OTHER_VARIANT`], whose rules are in the `Rules` tag; `Err` for a variant kawu does not
/// play.
fn named_rules(name: &str) -> Result<Option<Rules>, ()> {
    let name = name.trim();
    if name.eq_ignore_ascii_case(OTHER_VARIANT) {
        return Ok(None);
    }
    VARIANTS
        .iter()
        .find(|(variant, _)| variant.eq_ignore_ascii_case(name))
        .map(|&(_, rules)| Some(rules))
        .ok_or(())
}

/// Tags that have their own field in [`Record`] and are never kept in [`Record::tags`].
const OWN_FIELDS: [&str; 4] = ["Variant", "Rules", "Result", "FEN"];

/// A game record: tag pairs, start position (with the rules), moves with what they captured,
/// result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// Tag pairs in order (`Event`, `Date`, `South`, `North`, …), without `Variant`, `Rules`,
    /// `Result` and `FEN`, which are written from the other fields (a pair with one of those
    /// names here is not written).
    pub tags: Vec<(String, String)>,
    /// The position the game started from (the `FEN` tag, when not the start of the rules),
    /// which carries the rules of the game (the `Variant` and `Rules` tags).
    pub start: Position,
    /// The moves played, in order.
    pub moves: Vec<RecordedMove>,
    /// The final score (South, North) once the game is over, `None` (`*`) while it goes on.
    pub result: Option<BySide<u8>>,
    /// What the reader of a record read from text should be told: where it was not read
    /// quite as written. Empty for a record built from a game, and never written.
    pub notes: Vec<OgnNote>,
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
            notes: Vec::new(),
        }
    }

    /// The rules of the game, which its start carries.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.start.rules()
    }

    /// The value of the first tag pair named `name` (case-sensitive), if any.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }

    /// Replays the record with the engine, under its rules.
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
///
/// The mark of the move that ends a game of Awalé may be what the move captured or all that
/// the mover gained, the seeds the end gave them included (Aualé's marks).
fn replay(
    start: Position,
    moves: impl Iterator<Item = (Pit, Option<u8>, Option<error::Location>)>,
    result: Option<(BySide<u8>, Option<error::Location>)>,
) -> Result<Game, OgnError> {
    let mut game = Game::from_position(start);
    for (index, (pit, mark, at)) in moves.enumerate() {
        let ply = index + 1;
        let before = game.position().score();
        let (captured, gained) = match game.play(pit) {
            Ok(played) => {
                let mover = played.trace.side;
                let ended = played.outcome.is_some() && !played.after.rules().is_kalah();
                let gained = played.after.score()[mover] - before[mover];
                (played.trace.seeds_captured, ended.then_some(gained))
            }
            Err(illegal) => {
                let reason = illegal.reason;
                return Err(OgnError::new(
                    OgnErrorKind::IllegalMove { ply, pit, reason },
                    at,
                ));
            }
        };
        if let Some(written) = mark.filter(|&mark| mark != captured && Some(mark) != gained) {
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

/// When `error` refuses a move because the game had ended at 100 plies without capture: that
/// move's number (from 1).
fn past_hundred_plies(start: Position, pits: &[Pit], error: &OgnError) -> Option<usize> {
    let OgnErrorKind::IllegalMove {
        ply,
        reason: IllegalReason::GameOver,
        ..
    } = error.kind
    else {
        return None;
    };
    let game = Game::replay(start, &pits[..ply - 1]).ok()?;
    let ended = game.outcome()?.reason == EndReason::HundredPlies;
    ended.then_some(ply)
}

impl FromStr for Record {
    type Err = OgnError;

    /// Reads a record (relaxed, see the module documentation) and replays it.
    fn from_str(text: &str) -> Result<Record, OgnError> {
        let parsed = read::parse(text)?;
        let moves = || parsed.moves.iter().map(|m| (m.pit, m.captured, Some(m.at)));
        let mut notes = Vec::new();
        let game = match replay(parsed.start, moves(), parsed.result) {
            Ok(game) => game,
            Err(error) => {
                let pits: Vec<Pit> = parsed.moves.iter().map(|m| m.pit).collect();
                let past = past_hundred_plies(parsed.start, &pits, &error)
                    .filter(|_| parsed.abapa_unstated);
                let Some(ply) = past else {
                    return Err(error);
                };
                notes.push(OgnNote::HundredPliesOff { ply });
                let rules = Rules::ABAPA.with(Switch::HundredPlies, "no");
                let rules = rules.expect("a value of the switch");
                let start = Position::from_valid_setup(parsed.start.setup(), rules);
                replay(start, moves(), parsed.result)?
            }
        };
        let mut record = Record::from_game(&game, parsed.tags);
        record.notes = notes;
        // A game that goes on keeps the result its record gives (an agreed or resigned game).
        record.result = record.result.or(parsed.result.map(|(result, _)| result));
        Ok(record)
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rules = self.rules();
        let variant = variant(rules);
        write_tag(f, "Variant", variant)?;
        if variant == OTHER_VARIANT {
            write_tag(f, "Rules", &rules.to_string())?;
        }
        for (name, value) in &self.tags {
            if !OWN_FIELDS.contains(&name.as_str()) {
                write_tag(f, name, value)?;
            }
        }
        write_tag(f, "Result", &result_text(self.result))?;
        if self.start != rules.start() {
            write_tag(f, "FEN", &self.start.setup().to_string())?;
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
        let mut number = 0;
        let mut last = None;
        for m in &self.moves {
            let side = m.pit.side();
            // A number before each move of South after North's or first, `1...` before a first
            // move of North: each side's moves in a row go under one number (Kalah's).
            let number_text = match (side, last) {
                (Side::South, None | Some(Side::North)) => {
                    number += 1;
                    format!("{number}. ")
                }
                (Side::North, None) => {
                    number += 1;
                    format!("{number}... ")
                }
                _ => String::new(),
            };
            last = Some(side);
            tokens.push(match m.captured {
                0 => format!("{number_text}{}", m.pit),
                seeds => format!("{number_text}{}+{seeds}", m.pit),
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
