//! Counting move paths: the standard test of a move generator.

use crate::mover::{Mover, NorthToMove, SouthToMove};
use crate::row::{count, pop_offset};
use crate::{Pit, Position, Side};

/// The number of move sequences of exactly `depth` plies from `position`; a position where the
/// game is over counts as one leaf and is not expanded.
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    match position.to_move() {
        Side::South => perft_by::<SouthToMove>(position, depth),
        Side::North => perft_by::<NorthToMove>(position, depth),
    }
}

/// [`perft`] when `M` is the side to move.
fn perft_by<M: Mover>(position: &Position, depth: u32) -> u64 {
    let mut moves = position.legal_set_by::<M>();
    if depth == 0 || moves == 0 {
        return 1;
    }
    if depth == 1 {
        return u64::from(count(moves));
    }
    let mut leaves = 0;
    while moves != 0 {
        let mut next = *position;
        next.play_by::<M>(Pit::in_row(M::SIDE, pop_offset(&mut moves)));
        leaves += perft_by::<M::Other>(&next, depth - 1);
    }
    leaves
}
