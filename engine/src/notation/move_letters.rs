//! Moves written as their pit letters one after the other, `CdFa`: the compact form of a game's
//! moves in the page's messages, its save and its shared links, and in the tool's match logs.
//!
//! Strict to write: the letters, or `-` for no move (so the text is never empty and stays one
//! field between spaces). Relaxed to read: `-` or nothing for no move, spaces between letters
//! ignored.

use std::fmt;
use std::str::FromStr;

use crate::Pit;

/// A list of moves in letter notation.
///
/// ```
/// use kawu_engine::{MoveLetters, Pit};
///
/// let moves: MoveLetters = "Cd Fa".parse()?;
/// assert_eq!(moves.0.len(), 4);
/// assert_eq!(moves.to_string(), "CdFa");
/// assert_eq!(MoveLetters(Vec::new()).to_string(), "-");
/// # Ok::<(), kawu_engine::ParseMovesError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MoveLetters(pub Vec<Pit>);

impl MoveLetters {
    /// The letters of `moves`, in order.
    pub fn of(moves: impl IntoIterator<Item = Pit>) -> MoveLetters {
        MoveLetters(moves.into_iter().collect())
    }
}

/// Why a text is not a list of move letters: the first character that is not a pit letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParseMovesError {
    /// The move's number, from 1 (spaces are not counted).
    pub ply: usize,
    /// What was found in its place.
    pub found: char,
}

impl fmt::Display for ParseMovesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "move {}: {:?} is not a pit letter (A-F for South, a-f for North)",
            self.ply, self.found
        )
    }
}

impl std::error::Error for ParseMovesError {}

impl fmt::Display for MoveLetters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("-");
        }
        self.0.iter().try_for_each(|pit| write!(f, "{pit}"))
    }
}

impl FromStr for MoveLetters {
    type Err = ParseMovesError;

    /// Reads the letters; `-` (alone) or an empty text is no move, and spaces are ignored.
    fn from_str(text: &str) -> Result<MoveLetters, ParseMovesError> {
        if text.trim() == "-" {
            return Ok(MoveLetters::default());
        }
        text.chars()
            .filter(|c| !c.is_whitespace())
            .enumerate()
            .map(|(index, found)| {
                Pit::from_letter(found).ok_or(ParseMovesError {
                    ply: index + 1,
                    found,
                })
            })
            .collect::<Result<_, _>>()
            .map(MoveLetters)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip_and_no_move_is_a_dash() {
        let every = MoveLetters(Pit::ALL.to_vec());
        assert_eq!(every.to_string(), "ABCDEFabcdef");
        assert_eq!(every.to_string().parse(), Ok(every));
        assert_eq!("-".parse(), Ok(MoveLetters::default()));
        assert_eq!("".parse(), Ok(MoveLetters::default()));
        assert_eq!(MoveLetters::default().to_string(), "-");
    }

    #[test]
    fn spaces_are_skipped_and_a_stranger_is_named_with_its_move() {
        assert_eq!(
            " C d\tF ".parse::<MoveLetters>().map(|m| m.to_string()),
            Ok("CdF".to_owned())
        );
        assert_eq!(
            "C dx".parse::<MoveLetters>(),
            Err(ParseMovesError { ply: 3, found: 'x' })
        );
        assert_eq!(
            "--".parse::<MoveLetters>(),
            Err(ParseMovesError { ply: 1, found: '-' })
        );
        let error = "Cé".parse::<MoveLetters>().unwrap_err();
        assert!(error.to_string().contains("move 2"), "{error}");
    }
}
