//! Why an OGN record was refused, and where.

use std::fmt;

use crate::{
    BySide, IllegalReason, ParsePositionError, ParseRulesError, Pit, Rules, QUIET_PLY_LIMIT,
};

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
    /// The `Variant` tag names a game kawu does not play: the name given.
    UnknownVariant(String),
    /// The `Rules` tag is not a rules spec.
    BadRules(ParseRulesError),
    /// The `Variant` tag names a preset and the `Rules` tag other rules.
    RulesDisagree {
        /// The rules of the `Variant` tag.
        variant: Rules,
        /// The rules of the `Rules` tag.
        rules: Rules,
    },
    /// The `FEN` tag names other rules than the `Variant` and `Rules` tags.
    FenRulesDisagree {
        /// The rules the `FEN` tag names.
        fen: Rules,
        /// The rules of the record's tags.
        record: Rules,
    },
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
    /// A capture mark that is not `+N` with N from 0 to the seeds in play.
    BadCaptureMark {
        /// The mark as written.
        mark: String,
        /// The seeds in play under the record's rules: 48, or 72 in Kalah.
        seeds: u8,
    },
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
            OgnErrorKind::UnknownVariant(name) => write!(
                f,
                "unknown variant {name:?}: kawu reads \"Oware Abapa\", \"Awale\", \"Pat\", \
                 \"Kalah\", and \"Oware\" with a Rules tag"
            ),
            OgnErrorKind::BadRules(error) => write!(f, "bad Rules tag: {error}"),
            OgnErrorKind::RulesDisagree { variant, rules } => write!(
                f,
                "the Variant tag names the rules {variant} but the Rules tag {rules}"
            ),
            OgnErrorKind::FenRulesDisagree { fen, record } => write!(
                f,
                "the FEN tag names the rules {fen} but the record's tags {record}"
            ),
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
            OgnErrorKind::BadCaptureMark { mark, seeds } => write!(
                f,
                "bad capture mark {mark:?}: expected +N after the move, N seeds from 0 to {seeds}"
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

/// Something a record was read with that its reader should be told: it was read, but not
/// quite under the rules it names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OgnNote {
    /// A record of abapa that plays on past the 100 plies without capture that end a game of
    /// abapa was read under `100-plies=no`, as Aualé plays (only a repetition ends a long game
    /// without capture).
    HundredPliesOff {
        /// The first move played past the limit, from 1 (plies, both sides counted).
        ply: usize,
    },
}

impl fmt::Display for OgnNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OgnNote::HundredPliesOff { ply } => write!(
                f,
                "move {ply} is played after {QUIET_PLY_LIMIT} plies without a capture, which end \
                 a game of abapa: the game is read as Aualé plays it, where only a repetition \
                 ends a long game (100-plies=no)"
            ),
        }
    }
}
