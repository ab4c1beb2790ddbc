//! Counting move paths: the standard test of a move generator.

use crate::mover::{Mover, NorthToMove, SouthToMove};
use crate::row::{count, pop_offset};
use crate::{Pit, Position, Rules, Side};

/// The number of move sequences of exactly `depth` plies from `position`, under its rules; a
/// position where the game is over counts as one leaf and is not expanded. The endings that
/// belong to the game (repetition, 100 plies, indetermination) are not applied.
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    if position.rules() != Rules::ABAPA {
        return perft_under_any_rules(position, depth);
    }
    match position.to_move() {
        Side::South => perft_by::<SouthToMove>(position, depth),
        Side::North => perft_by::<NorthToMove>(position, depth),
    }
}

/// [`perft`] under any rules, the side to move read from each position (in Kalah it does not
/// always alternate).
fn perft_under_any_rules(position: &Position, depth: u32) -> u64 {
    let moves = position.legal_moves();
    match depth {
        _ if moves.is_empty() || depth == 0 => 1,
        1 => moves.len() as u64,
        _ => moves
            .iter()
            .map(|&pit| {
                let mut next = *position;
                next.play_unchecked(pit);
                perft_under_any_rules(&next, depth - 1)
            })
            .sum(),
    }
}

/// [`perft`] under abapa's rules when `M` is the side to move.
fn perft_by<M: Mover>(position: &Position, depth: u32) -> u64 {
    let mut moves = position.legal_set_by::<M>(Rules::ABAPA);
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
