//! What the endgame checks share: every board of a number of seeds, and a position for a board
//! and a side to move.

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

/// Every board of `seeds` seeds: each way to lay them in the twelve pits.
pub fn boards(seeds: u8) -> Vec<[u8; PITS]> {
    fn fill(pits: &mut [u8; PITS], at: usize, left: u8, out: &mut Vec<[u8; PITS]>) {
        if at == PITS - 1 {
            pits[at] = left;
            out.push(*pits);
            return;
        }
        for s in 0..=left {
            pits[at] = s;
            fill(pits, at + 1, left - s, out);
        }
    }
    let mut out = Vec::new();
    fill(&mut [0; PITS], 0, seeds, &mut out);
    out
}
