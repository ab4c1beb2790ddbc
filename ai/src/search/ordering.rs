//! Move ordering: which child to search first. The sooner the best move comes, the more the
//! alpha-beta window cuts.
//!
//! Order: a child that ends the game (its value is known, it costs nothing), the table's move,
//! captures by size, the two killer moves of this ply (they refuted a sibling), then the
//! history score (how often the pit refuted anything, weighted by depth).

use kawu_engine::{Pit, PITS};

use super::{Child, Status};
use crate::score::MAX_PLY;

const GAME_END: i32 = 1 << 28;
const TABLE_MOVE: i32 = 1 << 27;
const CAPTURE: i32 = 1 << 26;
pub(super) const KILLER: i32 = 1 << 25;
const HISTORY_CAP: u32 = 1 << 24;

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

    /// Sorts `children` of a node at `ply`, best candidates first.
    #[inline]
    pub fn sort(&self, children: &mut [Child], ply: usize, table_move: Option<Pit>) {
        let killers = self.killers[ply];
        for child in children.iter_mut() {
            child.order = match child.status {
                Status::Over(_) => GAME_END,
                Status::Open if Some(child.pit) == table_move => TABLE_MOVE,
                Status::Open if child.captured > 0 => CAPTURE + i32::from(child.captured),
                Status::Open if Some(child.pit) == killers[0] => KILLER + 1,
                Status::Open if Some(child.pit) == killers[1] => KILLER,
                Status::Open => self.history[child.pit.index()] as i32,
            };
        }
        // At most six children: insertion sort, stable.
        for i in 1..children.len() {
            let mut j = i;
            while j > 0 && children[j - 1].order < children[j].order {
                children.swap(j - 1, j);
                j -= 1;
            }
        }
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
