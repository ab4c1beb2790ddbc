//! A pit written as its letter: `A`–`F` for South, `a`–`f` for North.

use std::fmt;
use std::str::FromStr;

use super::excerpt;
use crate::Pit;

/// Why a text is not a pit letter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsePitError {
    /// The text that was read, or its [`excerpt()`] when long.
    pub text: String,
}

impl fmt::Display for ParsePitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad pit {:?}: expected one letter, A-F (South) or a-f (North)",
            self.text
        )
    }
}

impl std::error::Error for ParsePitError {}

impl FromStr for Pit {
    type Err = ParsePitError;

    /// Reads one pit letter; surrounding spaces are accepted.
    fn from_str(text: &str) -> Result<Pit, ParsePitError> {
        let mut letters = text.trim().chars();
        match (letters.next(), letters.next()) {
            (Some(letter), None) => Pit::from_letter(letter),
            _ => None,
        }
        .ok_or_else(|| ParsePitError {
            text: excerpt(text),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pit_reads_from_its_letter_only() {
        for pit in Pit::ALL {
            assert_eq!(pit.to_string().parse::<Pit>(), Ok(pit));
        }
        assert_eq!(" d\n".parse::<Pit>().map(Pit::index), Ok(9));
        for bad in ["", "G", "g", "AB", "1", "é"] {
            let err = bad.parse::<Pit>().unwrap_err();
            assert!(err.to_string().contains("expected one letter"), "{err}");
        }
        let long = "A".repeat(1 << 20).parse::<Pit>().unwrap_err();
        assert_eq!(long.text, format!("{}…", "A".repeat(40)));
    }
}
