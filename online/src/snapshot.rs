//! What the server and the page show of a table at a moment.

use kawu_engine::{BySide, Pit, Side};

use crate::{ClockView, State, TimeControl};

/// The state of a table at a moment, for the server and the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    /// The time control.
    pub control: TimeControl,
    /// The moves played, as pits, in order.
    pub moves: Vec<Pit>,
    /// Which seats are taken.
    pub seats: BySide<bool>,
    /// Which seats are connected.
    pub present: BySide<bool>,
    /// Where the game stands.
    pub state: State,
    /// The clocks, in a timed game.
    pub clocks: Option<ClockView>,
    /// The side whose draw offer waits for an answer.
    pub draw_offer: Option<Side>,
}
