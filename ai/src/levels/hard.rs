//! **Hard**: the full engine, and the hint.
//!
//! Policy: iterative deepening to the request's deadline (1 s by default) with the full
//! evaluation, the transposition table and the endgame table when one is loaded; no noise.

use kawu_engine::Game;

use super::limits;
use crate::eval::Weights;
use crate::score::MAX_PLY;
use crate::search::{Oracle, Searcher};
use crate::{Choice, Clock, Request};

/// Buckets of the transposition table, as a power of two (two 12-byte entries each: 24 MB).
pub const TABLE_BITS: u32 = 20;

/// The hard level's move (the game must not be over); `report` sees each completed depth.
pub fn choose(
    game: &Game,
    request: &Request,
    clock: &dyn Clock,
    report: &mut dyn FnMut(&Choice),
) -> Option<Choice> {
    let limits = limits(request, clock, MAX_PLY as u32);
    Searcher::new(game, Weights::DEFAULT, TABLE_BITS, clock, limits)
        .with_oracle(endgame())
        .think(report)
}

/// The endgame table the search consults for positions of 12 seeds or fewer, once one is
/// loaded.
fn endgame() -> Option<&'static dyn Oracle> {
    None
}
