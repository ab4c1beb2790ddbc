//! What the endgame checks share: a position for a board and a side to move.

use kawu_engine::{BySide, Position, Setup, Side, PITS};

/// A board and the side to move: what the repetition rule compares.
pub type Node = ([u8; PITS], Side);

/// A position for `node`, with scores that keep the 25-seed stop out of reach for one move;
/// `None` for a position no game reaches.
pub fn position(node: Node) -> Option<Position> {
    let (pits, to_move) = node;
    let behind = 24u8.checked_sub(pits.iter().sum())?;
    let score = match to_move {
        Side::South => BySide::new(behind, 24),
        Side::North => BySide::new(24, behind),
    };
    Position::from_setup(Setup {
        pits,
        score,
        to_move,
    })
    .ok()
}
