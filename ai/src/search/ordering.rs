//! Move ordering: which child to search first. The sooner the best move comes, the more the
//! alpha-beta window cuts.
//!
//! Order: a child that ends the game (its value is known, it costs nothing), the table's move,
//! captures by size, the two killer moves of this ply (they refuted a sibling), then the
//! history score (how often the pit refuted anything, weighted by depth).

use kawu_engine::{Pit, PITS, ROW};

use super::{Child, Status};
use crate::score::MAX_PLY;

const GAME_END: i32 = 1 << 28;
const TABLE_MOVE: i32 = 1 << 27;
const CAPTURE: i32 = 1 << 26;
pub(super) const KILLER: i32 = 1 << 25;
const HISTORY_CAP: u32 = 1 << 24;
/// The low bits of a sort key that hold the child's index (orders stay below 2^29).
const INDEX_BITS: u32 = 3;
const INDEX_MASK: u32 = (1 << INDEX_BITS) - 1;

/// Killer moves per ply and history scores per pit.
#[derive(Debug, Clone)]
pub struct Ordering {
    killers: [[Option<Pit>; 2]; MAX_PLY],
    history: [u32; PITS],
}

impl Ordering {
    /// No knowledge yet.
    #[must_use]
    pub fn new() -> Ordering {
        Ordering {
            killers: [[None; 2]; MAX_PLY],
            history: [0; PITS],
        }
    }

    /// Scores `children` of a node at `ply` (their `order`) and returns their indices, best
    /// candidates first (ties in pit order).
    #[inline]
    pub fn sort(&self, children: &mut [Child], ply: usize, table_move: Option<Pit>) -> [u8; ROW] {
        let killers = self.killers[ply];
        // Each child's key: its order above, its index below (inverted, so that of equal
        // orders the first child comes first). Sorting six words, not six children.
        let mut keys = [0u32; ROW];
        for (index, child) in children.iter_mut().enumerate() {
            child.order = match child.status {
                Status::Over(_) => GAME_END,
                Status::Open if Some(child.pit) == table_move => TABLE_MOVE,
                Status::Open if child.captured > 0 => CAPTURE + i32::from(child.captured),
                Status::Open if Some(child.pit) == killers[0] => KILLER + 1,
                Status::Open if Some(child.pit) == killers[1] => KILLER,
                Status::Open => self.history[child.pit.index()] as i32,
            };
            keys[index] = (child.order as u32) << INDEX_BITS | (INDEX_MASK - index as u32);
        }
        // At most six keys: insertion sort.
        let keys = &mut keys[..children.len()];
        for i in 1..keys.len() {
            let key = keys[i];
            let mut j = i;
            while j > 0 && keys[j - 1] < key {
                keys[j] = keys[j - 1];
                j -= 1;
            }
            keys[j] = key;
        }
        let mut order = [0u8; ROW];
        for (slot, key) in order.iter_mut().zip(keys.iter()) {
            *slot = (INDEX_MASK - (key & INDEX_MASK)) as u8;
        }
        order
    }

    /// Records that the quiet move `pit` refuted its node at `ply` with `depth` plies to go.
    #[inline]
    pub fn refuted(&mut self, pit: Pit, ply: usize, depth: i32) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(pit) {
            killers[1] = killers[0];
            killers[0] = Some(pit);
        }
        let bonus = (depth * depth) as u32;
        let history = &mut self.history[pit.index()];
        *history += bonus;
        if *history >= HISTORY_CAP {
            for value in &mut self.history {
                *value /= 2;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::path::Path;
    use crate::search::Node;
    use kawu_engine::Game;

    #[test]
    fn sorts_game_ends_table_move_captures_killers_then_history_ties_in_pit_order() {
        let game = Game::new();
        let root = Node::root(game.position(), 0);
        let path = Path::of_game(&game);
        let mut children: Vec<Child> = root
            .position
            .legal_moves()
            .iter()
            .map(|&pit| root.child(pit, &path, None))
            .collect();
        // Pits A–F: A quiet, B captures 2, C ends the game, D captures 3, E the killer, F quiet.
        children[1].captured = 2;
        children[2].status = Status::Over(0);
        children[3].captured = 3;
        let mut ordering = Ordering::new();
        ordering.refuted(children[4].pit, 0, 1);
        ordering.history = [0; PITS];
        let order = ordering.sort(&mut children, 0, None);
        assert_eq!(order, [2, 3, 1, 4, 0, 5]);
        // The table's move comes right after the game end; equal orders keep pit order.
        let table_move = Some(children[5].pit);
        let order = ordering.sort(&mut children, 0, table_move);
        assert_eq!(order, [2, 5, 3, 1, 4, 0]);
        assert!(children[0].order < KILLER && children[4].order >= KILLER);
    }
}
