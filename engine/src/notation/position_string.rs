//! The position string, compatible with Aualé's `FEN` tag: `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`.
//!
//! The 12 pit counts in pit order, South's score, North's score and the side to move, joined by
//! `-`; then, under rules other than abapa, a space and the rules spec (see [`Rules`]):
//! `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S awale`, `6-6-6-6-6-6-6-6-6-6-6-6-0-0-S kalah`. Reading
//! accepts surrounding spaces; writing prints exactly this form.

use std::fmt;
use std::str::FromStr;

use super::excerpt;
use crate::{BySide, InvalidPosition, Position, Rules, Setup, Side, PITS};

/// Why a position string was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParsePositionError {
    /// The text is not 15 fields of the right kind, or its rules spec is wrong; says what is
    /// wrong, quoting at most an [`excerpt()`] of a bad field.
    Syntax(String),
    /// The text reads, but is not a playable position.
    Invalid(InvalidPosition),
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePositionError::Syntax(why) => write!(f, "bad position string: {why}"),
            ParsePositionError::Invalid(invalid) => write!(f, "{invalid}"),
        }
    }
}

impl std::error::Error for ParsePositionError {}

impl FromStr for Setup {
    type Err = ParsePositionError;

    /// Reads the fields of abapa's position string (no rules spec) without checking the rules
    /// (see [`Position`]'s `FromStr` for that).
    fn from_str(text: &str) -> Result<Setup, ParsePositionError> {
        read_setup(text.trim(), Rules::ABAPA)
    }
}

/// The fields of `text`, a position string without its rules spec, each count at most the seeds
/// in play under `rules`.
fn read_setup(text: &str, rules: Rules) -> Result<Setup, ParsePositionError> {
    let seeds = rules.seeds();
    let syntax = |why: String| ParsePositionError::Syntax(why);
    let fields: Vec<&str> = text.split('-').collect();
    if fields.len() != PITS + 3 {
        return Err(syntax(format!(
            "expected 15 fields joined by '-' (12 pits, 2 scores, side to move), found {}",
            fields.len()
        )));
    }
    let mut counts = [0u8; PITS + 2];
    for (i, (field, count)) in fields.iter().zip(counts.iter_mut()).enumerate() {
        // Digits only: `u8` alone would also take a `+` sign.
        *count = Some(field)
            .filter(|f| f.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|f| f.parse::<u8>().ok())
            .filter(|&n| n <= seeds)
            .ok_or_else(|| {
                let what = match i {
                    PITS => "South's score".to_string(),
                    13 => "North's score".to_string(),
                    _ => format!("pit {i}"),
                };
                let field = excerpt(field);
                syntax(format!(
                    "{what} is {field:?}, not a number of seeds from 0 to {seeds}"
                ))
            })?;
    }
    let side = fields[PITS + 2];
    let mut letters = side.chars();
    let to_move = match (letters.next(), letters.next()) {
        (Some(letter), None) => Side::from_letter(letter),
        _ => None,
    }
    .ok_or_else(|| {
        let side = excerpt(side);
        syntax(format!("side to move is {side:?}, not S or N"))
    })?;
    let mut pits = [0; PITS];
    pits.copy_from_slice(&counts[..PITS]);
    Ok(Setup {
        pits,
        score: BySide::new(counts[PITS], counts[PITS + 1]),
        to_move,
    })
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for seeds in self.pits {
            write!(f, "{seeds}-")?;
        }
        write!(
            f,
            "{}-{}-{}",
            self.score.south,
            self.score.north,
            self.to_move.letter()
        )
    }
}

impl Position {
    /// Reads a position string and checks that it is a playable position under its rules:
    /// those its spec names, else `rules` (`FromStr` takes abapa's).
    ///
    /// # Errors
    /// [`ParsePositionError`] saying what is wrong.
    pub fn parse_under(text: &str, rules: Rules) -> Result<Position, ParsePositionError> {
        let text = text.trim();
        // The spec follows the side to move: the first space after the fourteenth `-`.
        let bytes = text.as_bytes();
        let side = (0..bytes.len())
            .filter(|&at| bytes[at] == b'-')
            .nth(PITS + 1)
            .map_or(text.len(), |at| at + 1);
        let (board, spec) = match bytes[side..].iter().position(u8::is_ascii_whitespace) {
            Some(at) => (&text[..side + at], Some(&text[side + at..])),
            None => (text, None),
        };
        let rules = match spec.map(str::parse::<Rules>) {
            None => rules,
            Some(Ok(rules)) => rules,
            Some(Err(error)) => return Err(ParsePositionError::Syntax(error.to_string())),
        };
        read_setup(board, rules)?
            .validate_under(rules)
            .map_err(ParsePositionError::Invalid)
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads a position string and checks that it is a playable position under its rules
    /// (abapa's when it names none).
    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        Position::parse_under(text, Rules::ABAPA)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.setup().fmt(f)?;
        if self.rules() != Rules::ABAPA {
            write!(f, " {}", self.rules())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Invalid;

    #[test]
    fn start_position_round_trips() {
        let text = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S";
        let position: Position = text.parse().unwrap();
        assert_eq!(position, Position::start());
        assert_eq!(position.to_string(), text);
        assert_eq!(format!("  {text}\n").parse::<Position>().unwrap(), position);
    }

    #[test]
    fn syntax_errors_name_the_field() {
        let err = |t: &str| t.parse::<Position>().unwrap_err().to_string();
        assert!(err("4-4-4").contains("found 3"));
        assert!(err("4-4-4-4-4-4-4-4-4-4-4-x-0-0-S").contains("pit 11"));
        assert!(err("4-4-4-4-4-4-4-4-4-4-4-4-0-99-S").contains("North's score"));
        assert!(err("4-4-4-4-4-4-4-4-4-4-4-4-0-0-W").contains("side to move"));
        assert!(err("4-4-4-4-4-4-4-4-4-4-4-4-0--1-S").contains("found 16"));
        assert!(err("").contains("found 1"));
    }

    #[test]
    fn a_long_field_is_quoted_cut() {
        let seeds = "4".repeat(10_000);
        let err = |t: String| t.parse::<Position>().unwrap_err().to_string();
        let pit = err(format!("{seeds}-4-4-4-4-4-4-4-4-4-4-4-0-0-S"));
        assert!(pit.contains(&format!("\"{}…\"", "4".repeat(40))), "{pit}");
        let side = err(format!("4-4-4-4-4-4-4-4-4-4-4-4-0-0-{seeds}"));
        assert!(side.len() < 120, "{side}");
    }

    #[test]
    fn every_reason_is_listed() {
        let reasons = |t: &str| match t.parse::<Position>().unwrap_err() {
            ParsePositionError::Invalid(invalid) => invalid.reasons,
            other => panic!("expected an invalid position, got {other}"),
        };
        assert_eq!(
            reasons("0-0-0-0-0-0-1-0-0-0-0-0-25-25-S"),
            vec![
                Invalid::SeedTotal(51),
                Invalid::AlreadyWon(Side::South),
                Invalid::AlreadyWon(Side::North),
                Invalid::NothingToSow(Side::South),
            ]
        );
        assert_eq!(
            reasons("0-0-0-0-0-0-0-0-0-0-0-0-24-24-S"),
            vec![Invalid::AlreadyDrawn, Invalid::NothingToSow(Side::South)]
        );
        assert_eq!(
            reasons("1-0-0-0-0-0-0-0-0-0-0-0-23-24-S"),
            vec![Invalid::CannotFeed(Side::South)]
        );
    }
}
