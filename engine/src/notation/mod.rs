//! Text forms: the position string, pit letters and OGN game records.

mod ogn;
mod pit_letter;
mod position_string;

pub use ogn::{Location, OgnError, OgnErrorKind, Record, RecordedMove, VARIANT};
pub use pit_letter::ParsePitError;
pub use position_string::ParsePositionError;
