//! The side to move as a type, so that the hot paths (move generation, sowing, perft, search)
//! are compiled once per side with every row offset and score index a constant.

use crate::Side;

/// A side known at compile time.
pub(crate) trait Mover {
    /// The side.
    const SIDE: Side;
    /// The opponent, who moves next.
    type Other: Mover;
}

/// South to move.
pub(crate) struct SouthToMove;

/// North to move.
pub(crate) struct NorthToMove;

impl Mover for SouthToMove {
    const SIDE: Side = Side::South;
    type Other = NorthToMove;
}

impl Mover for NorthToMove {
    const SIDE: Side = Side::North;
    type Other = SouthToMove;
}
