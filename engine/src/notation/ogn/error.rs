//! Why an OGN record was refused, and where.

use std::fmt;

use crate::{BySide, IllegalReason, ParsePositionError, Pit};

/// A place in the text: line and column, both from 1 (columns count characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Location {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1, in characters.
    pub column: usize,
}

/// A refused record: what is wrong and, when it was read from text, where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OgnError {
    /// What is wrong.
    pub kind: OgnErrorKind,
    /// Where in the text (`None` for a record built in code, see [`super::Record::to_game`]).
    pub at: Option<Location>,
}

impl OgnError {
    pub(super) fn new(kind: OgnErrorKind, at: Option<Location>) -> OgnError {
        OgnError { kind, at }
    }

    /// The line of the problem, from 1, when the record was read from text.
    #[must_use]
    pub fn line(&self) -> Option<usize> {
        self.at.map(|at| at.line)
    }
}

/// What is wrong with a record. The text a kind quotes from the record is its
/// [`excerpt`](crate::excerpt): a few dozen characters at most, however long the record's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OgnErrorKind {
    /// A tag pair is not `[Name "value"]`; says what was expected.
    TagSyntax(String),
    /// The same tag is given twice: its name.
    DuplicateTag(String),
    /// The `Variant` tag names another game than Oware Abapa: the name given.
    UnknownVariant(String),
    /// The `FEN` tag is not a playable position string.
    BadFen(ParsePositionError),
    /// The result (tag or end of the moves) is not `S-N` or `*`.
    BadResult(String),
    /// The `Result` tag and the result after the moves differ.
    ResultsDisagree {
        /// The `Result` tag.
        tag: String,
        /// The result after the moves.
        movetext: String,
    },
    /// Something in the moves that is not a move number, a move, a comment, a variation or the
    /// result.
    UnexpectedText(String),
    /// A capture mark that is not `+N` with N from 0 to 48.
    BadCaptureMark(String),
    /// A `{` comment with no closing `}`.
    UnterminatedComment,
    /// A `(` variation with no closing `)`.
    UnterminatedVariation,
    /// A move the rules refuse.
    IllegalMove {
        /// Its number in the record, from 1 (plies, both sides counted).
        ply: usize,
        /// The pit tried.
        pit: Pit,
        /// Why the rules refuse it.
        reason: IllegalReason,
    },
    /// A `+N` mark that is not what the move captured.
    CaptureMismatch {
        /// The move's number in the record, from 1 (plies).
        ply: usize,
        /// The pit sown.
        pit: Pit,
        /// Seeds the mark says.
        written: u8,
        /// Seeds the move captured.
        captured: u8,
    },
    /// The game ends with another score than the record's result.
    ResultMismatch {
        /// The record's result.
        written: BySide<u8>,
        /// The score the game ended with.
        actual: BySide<u8>,
    },
}

impl fmt::Display for OgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OgnErrorKind::TagSyntax(why) => write!(f, "bad tag pair: {why}"),
            OgnErrorKind::DuplicateTag(name) => write!(f, "the tag {name} is given twice"),
            OgnErrorKind::UnknownVariant(name) => {
                write!(f, "unknown variant {name:?}: kawu reads \"Oware Abapa\"")
            }
            OgnErrorKind::BadFen(err) => write!(f, "bad FEN tag: {err}"),
            OgnErrorKind::BadResult(text) => {
                write!(
                    f,
                    "bad result {text:?}: expected South-North seeds like 25-20, or *"
                )
            }
            OgnErrorKind::ResultsDisagree { tag, movetext } => write!(
                f,
                "the Result tag says {tag} but the moves end with {movetext}"
            ),
            OgnErrorKind::UnexpectedText(text) => write!(
                f,
                "unexpected {text:?} in the moves: expected a move number, a pit letter \
                 (A-F, a-f) with an optional +N, a {{comment}}, a (variation) or the result"
            ),
            OgnErrorKind::BadCaptureMark(text) => write!(
                f,
                "bad capture mark {text:?}: expected +N after the move, N seeds from 0 to 48"
            ),
            OgnErrorKind::UnterminatedComment => f.write_str("a comment '{' is never closed"),
            OgnErrorKind::UnterminatedVariation => f.write_str("a variation '(' is never closed"),
            OgnErrorKind::IllegalMove { ply, pit, reason } => {
                write!(f, "illegal move {ply} ({pit}): {reason}")
            }
            OgnErrorKind::CaptureMismatch {
                ply,
                pit,
                written,
                captured,
            } => write!(
                f,
                "move {ply} ({pit}) is marked +{written} but captures {captured}"
            ),
            OgnErrorKind::ResultMismatch { written, actual } => write!(
                f,
                "the result says {}-{} but the game ends {}-{}",
                written.south, written.north, actual.south, actual.north
            ),
        }
    }
}

impl fmt::Display for OgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some(at) => write!(
                f,
                "bad OGN record, line {}, column {}: {}",
                at.line, at.column, self.kind
            ),
            None => write!(f, "bad OGN record: {}", self.kind),
        }
    }
}

impl std::error::Error for OgnError {}
