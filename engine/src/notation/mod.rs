//! Text forms: the position string, pit letters, move letters, rules specs and OGN game records.

mod excerpt;
mod move_letters;
mod ogn;
mod pit_letter;
mod position_string;
mod rules_spec;

pub use excerpt::{excerpt, EXCERPT_CHARS};
pub use move_letters::{MoveLetters, ParseMovesError};
pub use ogn::{
    variant, Location, OgnError, OgnErrorKind, OgnNote, Record, RecordedMove, OTHER_VARIANT,
    VARIANT,
};
pub use pit_letter::ParsePitError;
pub use position_string::ParsePositionError;
pub use rules_spec::ParseRulesError;
