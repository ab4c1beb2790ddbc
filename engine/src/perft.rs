//! Counting move paths: the standard test of a move generator.

use crate::row::pop_offset;
use crate::{Pit, Position, ROW};

/// The number of move sequences of exactly `depth` plies from `position`; a position where the
/// game is over counts as one leaf and is not expanded.
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    let mut moves = position.legal_set();
    if depth == 0 || moves == 0 {
        return 1;
    }
    if depth == 1 {
        return u64::from(moves.count_ones());
    }
    let first = position.to_move().index() * ROW;
    let mut leaves = 0;
    while moves != 0 {
        let mut next = *position;
        next.play_unchecked(Pit::ALL[first + pop_offset(&mut moves)]);
        leaves += perft(&next, depth - 1);
    }
    leaves
}
