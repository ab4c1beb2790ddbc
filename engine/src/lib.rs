//! # kawu-engine
//!
//! The rules of Awalé (Oware, *abapa*) exactly as `RULES.md` states them, with no dependency:
//! the page, the Web Worker, the search and the native `kawu` tool all play through this crate.
//!
//! - Vocabulary: [`Side`], [`Pit`], [`BySide`].
//! - Data: [`Setup`] is plain and unchecked; [`Position`] is only made valid, and
//!   [`Position::play`] sows, captures and checks feeding, returning a [`MoveTrace`].
//! - History: [`Game`] adds repetition, the 100-ply limit, undo and redo.
//! - Text: the position string (`Display`/`FromStr` on [`Position`]) and OGN records
//!   ([`Record`]).

mod game;
mod movelist;
mod mover;
mod notation;
mod outcome;
mod perft;
mod pit;
mod position;
mod row;
mod setup;
mod side;
mod sowing;
mod trace;

pub use game::{Game, Ply, QUIET_PLY_LIMIT};
pub use movelist::MoveList;
pub use notation::{
    Location, OgnError, OgnErrorKind, ParsePitError, ParsePositionError, Record, RecordedMove,
    VARIANT,
};
pub use outcome::{EndReason, Outcome};
pub use perft::perft;
pub use pit::{Pit, PITS, ROW, SEEDS};
pub use position::{IllegalMove, IllegalReason, Position};
pub use setup::{Invalid, InvalidPosition, Setup};
pub use side::{BySide, Side};
pub use trace::{MoveTrace, Sweep};
