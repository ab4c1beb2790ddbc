//! # kawu-online
//!
//! The rules of an online game between two people, refereed by a server: who sits where, the
//! clocks, resignation, draw offers, abort, and claims when an opponent is gone. The rules of the
//! board itself are [`kawu_engine`]'s.
//!
//! Pure: no I/O, no async, no clock of its own. Every transition takes the time `now` in
//! milliseconds since the epoch from the caller, and a command that breaks the rules is refused
//! with a [`Refusal`] that says why in words.
//!
//! - [`TimeControl`]: unlimited, or a clock with an increment; [`ClockView`] what the clocks
//!   show ([`LAG_ALLOWANCE_MS`] says how the clocks run).
//! - [`Table`]: the game at a table, from `Waiting` to `Over`; every command returns
//!   a [`Refusal`] when the rules refuse it, and [`Table::snapshot`] gives a [`Snapshot`].
//! - [`State`], [`GameResult`], [`Ending`]: where the game stands and how it ended.
//! - [`Command`]: what a seat asks, at a ply ([`Table::command`]); [`Input`] and [`Event`]: the
//!   game's numbered log, which [`Table::replay`] turns back into the table.
//! - [`wire`]: the protocol between the page and the server, and the rules of names.
//!
//! ```
//! use kawu_engine::{Pit, Rules, Side};
//! use kawu_online::{Applied, Ending, GameResult, State, Table, TimeControl};
//!
//! let mut table = Table::new(TimeControl::PRESETS[0], Rules::ABAPA, 0)?;
//! table.take_seat(Side::South, 0)?;
//! table.take_seat(Side::North, 0)?;
//! let c = Pit::from_letter('C').expect("a pit letter");
//! assert_eq!(table.play(Side::South, 0, c, 1_000, 0)?, Applied::Played);
//! // The same move sent again is acknowledged, not played twice.
//! assert_eq!(table.play(Side::South, 0, c, 1_100, 0)?, Applied::Resent);
//! table.resign(Side::North, 2_000)?;
//! assert_eq!(
//!     table.state(),
//!     State::Over { result: Some(GameResult::Win(Side::South)), ending: Ending::Resign }
//! );
//! # Ok::<(), kawu_online::Refusal>(())
//! ```

#![warn(missing_docs)]

mod clock;
mod command;
mod log;
mod refusal;
mod result;
mod snapshot;
mod table;
pub mod wire;

pub use clock::{
    ClockView, TimeControl, TimeControlError, LAG_ALLOWANCE_MS, MAX_INCREMENT_MS, MAX_INITIAL_MS,
    MIN_INITIAL_MS,
};
pub use command::Command;
pub use log::{Event, Input};
pub use refusal::Refusal;
pub use result::{Ending, GameResult, State};
pub use snapshot::Snapshot;
pub use table::{Applied, Table, ABANDON_MS};
