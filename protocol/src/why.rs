//! The reason of a hint on the wire, after the word `why` of a `move` reply: a word for the kind
//! of [`Reason`], then its values (pits by letter).
//!
//! ```text
//! only [feeds]                OnlyMove { feeds }
//! takes <seeds> <first> <last> Takes
//! feeds                       Feeds
//! saves <pit> <by> <seeds>    Saves
//! safe <others lose>          Safe
//! kroo <pit> <seeds>          Kroo
//! facing <seeds> <last> <facing> TakesFacing (Kalah)
//! again                       Again (Kalah)
//! best <depth>                Best
//! ```

use std::fmt;

use super::{DecodeError, Fields};
use kawu_ai::explain::Reason;

/// A [`Reason`] written as its code.
pub(super) struct Code(pub(super) Reason);

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Reason::OnlyMove { feeds: false } => write!(f, "only"),
            Reason::OnlyMove { feeds: true } => write!(f, "only feeds"),
            Reason::Takes { seeds, first, last } => write!(f, "takes {seeds} {first} {last}"),
            Reason::Feeds => write!(f, "feeds"),
            Reason::Saves { pit, by, seeds } => write!(f, "saves {pit} {by} {seeds}"),
            Reason::Safe { others_lose } => write!(f, "safe {others_lose}"),
            Reason::Kroo { pit, seeds } => write!(f, "kroo {pit} {seeds}"),
            Reason::TakesFacing {
                seeds,
                last,
                facing,
            } => write!(f, "facing {seeds} {last} {facing}"),
            Reason::Again => write!(f, "again"),
            Reason::Best { depth } => write!(f, "best {depth}"),
        }
    }
}

/// Reads the code of a reason from the fields after `why`.
///
/// # Errors
/// [`DecodeError`] naming the field missing or unreadable (`why` for an unknown kind).
pub(super) fn read(mut fields: Fields<'_>) -> Result<Reason, DecodeError> {
    Ok(match fields.text("why")? {
        "only" => match fields.0.next() {
            None => Reason::OnlyMove { feeds: false },
            Some("feeds") => Reason::OnlyMove { feeds: true },
            Some(other) => return Err(DecodeError::field("why", other)),
        },
        "takes" => Reason::Takes {
            seeds: fields.parse("seeds")?,
            first: fields.parse("pit")?,
            last: fields.parse("pit")?,
        },
        "feeds" => Reason::Feeds,
        "saves" => Reason::Saves {
            pit: fields.parse("pit")?,
            by: fields.parse("pit")?,
            seeds: fields.parse("seeds")?,
        },
        "safe" => Reason::Safe {
            others_lose: fields.parse("seeds")?,
        },
        "kroo" => Reason::Kroo {
            pit: fields.parse("pit")?,
            seeds: fields.parse("seeds")?,
        },
        "facing" => Reason::TakesFacing {
            seeds: fields.parse("seeds")?,
            last: fields.parse("pit")?,
            facing: fields.parse("pit")?,
        },
        "again" => Reason::Again,
        "best" => Reason::Best {
            depth: fields.parse("depth")?,
        },
        other => return Err(DecodeError::field("why", other)),
    })
}
