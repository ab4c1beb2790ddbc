//! Counting move paths: the standard test of a move generator.

use crate::Position;

/// The number of move sequences of exactly `depth` plies from `position`; a position where the
/// game is over counts as one leaf and is not expanded.
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    let moves = position.legal_moves();
    if depth == 0 || moves.is_empty() {
        return 1;
    }
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&pit| {
            let mut next = *position;
            next.play_unchecked(pit);
            perft(&next, depth - 1)
        })
        .sum()
}
