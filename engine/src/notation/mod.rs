//! Text forms: the position string and OGN game records.

mod ogn;
mod position_string;

pub use ogn::{Location, OgnError, OgnErrorKind, Record, RecordedMove, VARIANT};
pub use position_string::ParsePositionError;
