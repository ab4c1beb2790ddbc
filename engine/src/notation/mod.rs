//! Text forms: the position string and OGN game records.

mod position_string;

pub use position_string::ParsePositionError;
