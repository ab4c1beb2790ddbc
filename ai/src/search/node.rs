//! A position in the search, and its children with every ending rule applied.

use kawu_engine::{Pit, Position, QUIET_PLY_LIMIT, ROW};

use super::path::Path;
use super::{Ending, Estimate, Oracle};
use crate::memory;
use crate::score::{captured_margin, game_result};
use crate::zobrist::{after_move, hash};

/// Board seeds at or below which the endgame table is asked (the biggest table's; a smaller
/// one answers `None` above its own).
const ORACLE_SEEDS: u8 = crate::endgame::CAPACITY as u8;

/// A position reached in the search.
#[derive(Debug, Clone, Copy)]
pub struct Node {
    /// The position.
    pub position: Position,
    /// Its hash.
    pub key: u64,
    /// Plies in a row without a capture that led here.
    pub quiet: u16,
    /// The endgame table's final margins for the side to move, where it knows the board but
    /// who wins depends on the cycles: asked once, when the move here is played, and taken
    /// at the horizon in place of the evaluation ([`Estimate::cautious`]).
    pub estimate: Option<Estimate>,
}

/// How a child position stands once the move to it is played.
#[derive(Debug, Clone, Copy)]
pub enum Status {
    /// The game goes on: search it.
    Open,
    /// The game is over, or the endgame table knows who wins: the side to move there ends
    /// this many seeds ahead.
    Over(i32),
}

/// A move from a node and where it leads.
#[derive(Debug, Clone, Copy)]
pub struct Child {
    /// The pit sown.
    pub pit: Pit,
    /// Seeds the move captured.
    pub captured: u8,
    /// The position after it.
    pub node: Node,
    /// Whether the game ends there.
    pub status: Status,
    /// Move ordering key: higher is searched first.
    pub order: i32,
}

impl Child {
    /// The value of this child for the side that moved into it, `ply` plies from the root, if
    /// it needs no search.
    #[inline]
    #[must_use]
    pub fn settled_value(&self, ply: usize) -> Option<i32> {
        match self.status {
            Status::Open => None,
            Status::Over(margin) => Some(-game_result(margin, ply + 1)),
        }
    }
}

impl Node {
    /// The root of a search.
    #[must_use]
    pub fn root(position: Position, quiet: u16) -> Node {
        Node {
            position,
            key: hash(&position),
            quiet,
            estimate: None,
        }
    }

    /// Plays `pit` (legal here) and applies the ending rules, in RULES.md's order: 25 seeds or no
    /// feeding, then repetition since the last capture, then 100 quiet plies.
    #[inline]
    #[must_use]
    pub fn child(&self, pit: Pit, path: &Path, oracle: Option<&dyn Oracle>) -> Child {
        let mut position = self.position;
        let captured = position.play_unchecked(pit);
        self.reached(pit, position, captured, path, oracle)
    }

    /// Every legal move's child, in pit order, written to the front of `children`; returns how
    /// many. Where the processor can prefetch, all the moves are sown and their endgame-table
    /// entries asked of the memory before any is read, so that the misses of a node's probes
    /// overlap instead of following one another.
    #[inline]
    pub fn children(
        &self,
        path: &Path,
        oracle: Option<&dyn Oracle>,
        children: &mut [Child; ROW],
    ) -> usize {
        if !memory::PREFETCHES {
            let moves = self.position.legal_moves();
            for (child, &pit) in children.iter_mut().zip(moves.iter()) {
                *child = self.child(pit, path, oracle);
            }
            return moves.len();
        }
        let mut sown = [(Pit::ALL[0], self.position, 0); ROW];
        let mut count = 0;
        for &pit in self.position.legal_moves().iter() {
            let mut position = self.position;
            let captured = position.play_unchecked(pit);
            if let Some(oracle) = oracle.filter(|_| position.board_seeds() <= ORACLE_SEEDS) {
                oracle.prefetch(&position);
            }
            sown[count] = (pit, position, captured);
            count += 1;
        }
        for (child, &(pit, position, captured)) in children.iter_mut().zip(&sown[..count]) {
            *child = self.reached(pit, position, captured, path, oracle);
        }
        count
    }

    /// Like [`Node::child`], for a move that captures: `None`, before any hashing or ending
    /// rule, when `pit` captures nothing (the search past the horizon skips those moves).
    #[inline]
    #[must_use]
    pub fn capture(&self, pit: Pit, path: &Path, oracle: Option<&dyn Oracle>) -> Option<Child> {
        let mut position = self.position;
        let captured = position.play_unchecked(pit);
        (captured > 0).then(|| self.reached(pit, position, captured, path, oracle))
    }

    /// The child reached by `pit`, which left `position` and captured `captured` seeds, with
    /// the ending rules applied.
    #[inline]
    fn reached(
        &self,
        pit: Pit,
        position: Position,
        captured: u8,
        path: &Path,
        oracle: Option<&dyn Oracle>,
    ) -> Child {
        let quiet = if captured > 0 { 0 } else { self.quiet + 1 };
        let key = after_move(self.key, &self.position, pit, &position);
        let mut estimate = None;
        let status = if position.is_over() {
            Status::Over(margin(&position, false))
        } else if (quiet > 0 && path.contains(key)) || quiet >= QUIET_PLY_LIMIT {
            Status::Over(margin(&position, true))
        } else {
            match known_ending(oracle, &position) {
                Some(Ending::Decided(margin)) => Status::Over(margin),
                // Who wins depends on the cycles: search on, with the repetition rule.
                Some(Ending::Estimated(margins)) => {
                    estimate = Some(margins);
                    Status::Open
                }
                None => Status::Open,
            }
        };
        Child {
            pit,
            captured,
            node: Node {
                position,
                key,
                quiet,
                estimate,
            },
            status,
            order: 0,
        }
    }
}

/// What `oracle` knows of `position`, asked only where the board is small enough for it.
#[inline]
fn known_ending(oracle: Option<&dyn Oracle>, position: &Position) -> Option<Ending> {
    oracle
        .filter(|_| position.board_seeds() <= ORACLE_SEEDS)
        .and_then(|oracle| oracle.probe(position))
}

/// Final margin of the side to move; `collect_rows` when each side takes its own row
/// (repetition, 100 plies).
fn margin(position: &Position, collect_rows: bool) -> i32 {
    let me = position.to_move();
    let rows = if collect_rows {
        i32::from(position.row_seeds(me)) - i32::from(position.row_seeds(me.other()))
    } else {
        0
    };
    captured_margin(position) + rows
}
