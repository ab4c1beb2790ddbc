//! The recursive search below the root: negamax alpha-beta with principal-variation search.

use kawu_engine::{Position, ROW};

use super::{Child, Node, Searcher, Status};
use crate::score::{from_table, to_table, INFINITY, MAX_PLY};
use crate::tt::Bound;

/// Nodes this close to the leaves skip the table: a probe there is a likely cache miss that
/// costs more than the few leaves it could save.
const TABLE_DEPTH: i32 = 2;

/// Late-move reduction: from the fourth child on (by the move ordering), a quiet move that is
/// no killer is first searched one ply shallower with a null window, at nodes with at least
/// [`REDUCE_FROM`] plies to go; only if that beats alpha is it searched at full depth. At
/// 100 ms per move this scored 54.3% (50.5/93) against the same search without it; reducing
/// from the third child, 53.6% (51.5/96). Reducing the fifth and sixth children by two plies
/// where six or more are left, on top of this, scored 50.5% in 314 games: not kept.
const LATE_MOVE: usize = 3;
/// The least remaining depth at which late moves are reduced.
const REDUCE_FROM: i32 = 3;
/// Plies of captures searched past the horizon (see [`Searcher::quiesce`]). At 100 ms per
/// move this scored 54.5% (363 games) against the same search that stops at the horizon.
const QUIESCE_PLIES: u32 = 4;

impl Searcher<'_> {
    /// The value of a node at the horizon: the endgame table's estimate, where it knows the
    /// board (who wins depends on the cycles there), taken with caution, else the evaluation.
    fn leaf_value(&self, node: &Node) -> i32 {
        match node.estimate {
            Some(estimate) => {
                estimate.cautious(node.position.to_move() == self.root.position.to_move())
            }
            None => self.weights.evaluate(&node.position),
        }
    }

    /// The value of a node at the horizon, looking `plies` plies further at captures only: the
    /// side to move may stand on the evaluation (a quiet move is assumed to hold it) or capture,
    /// and a capture may be answered by a capture. A capture that ends the game is scored as
    /// the end. No table: these nodes are many, small and rarely met twice.
    fn quiesce(&mut self, node: &Node, ply: usize, mut alpha: i32, beta: i32, plies: u32) -> i32 {
        let stand = self.leaf_value(node);
        if plies == 0 || stand >= beta || ply >= MAX_PLY - 1 {
            return stand;
        }
        let mut best = stand;
        alpha = alpha.max(stand);
        for &pit in node.position.legal_moves().iter() {
            let Some(child) = node.capture(pit, &self.path, self.oracle) else {
                continue;
            };
            let value = match child.settled_value(ply) {
                Some(value) => value,
                None => {
                    self.tick();
                    if self.stopped {
                        return 0;
                    }
                    // A capture starts the repetition rule afresh: the path is not consulted
                    // below, so it is not extended. Kalah's extra move keeps the side and the sign.
                    if child.again {
                        self.quiesce(&child.node, ply + 1, alpha, beta, plies - 1)
                    } else {
                        -self.quiesce(&child.node, ply + 1, -beta, -alpha, plies - 1)
                    }
                }
            };
            if self.stopped {
                return 0;
            }
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// The value of `child` for the side that moved into it, searched `depth` plies deep, `ply`
    /// plies from the root, within that side's window (`alpha`, `beta`): negated with the
    /// window turned round, unless Kalah's extra move gives the same side the move again.
    #[inline(always)]
    pub(super) fn searched(
        &mut self,
        child: &Child,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if child.again {
            self.alphabeta(&child.node, depth, ply, alpha, beta)
        } else {
            -self.alphabeta(&child.node, depth, ply, -beta, -alpha)
        }
    }

    /// The value of `node` for its side to move, searched `depth` plies deep, `ply` plies from
    /// the root, within the window (`alpha`, `beta`). Returns 0 once the deadline has passed;
    /// callers check [`Searcher::stopped`] before using a value.
    pub(super) fn alphabeta(
        &mut self,
        node: &Node,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.tick();
        if self.stopped {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return self.leaf_value(node);
        }
        if depth <= 0 {
            return self.quiesce(node, ply, alpha, beta, QUIESCE_PLIES);
        }
        let entry = if depth >= TABLE_DEPTH {
            self.table.probe(node.key)
        } else {
            None
        };
        if let Some(entry) = entry {
            if i32::from(entry.depth) >= depth {
                let value = from_table(entry.value, ply);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => value >= beta,
                    Bound::Upper => value <= alpha,
                };
                if usable {
                    return value;
                }
            }
        }

        let mut children = [PLACEHOLDER; ROW];
        let count = node.children(&self.path, self.oracle, &mut children);
        let children = &mut children[..count];
        let order = self
            .ordering
            .sort(children, ply, entry.and_then(|entry| entry.pit));

        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_pit = None;
        for (index, &at) in order[..count].iter().enumerate() {
            let child = &children[usize::from(at)];
            let value = match child.settled_value(ply) {
                Some(value) => value,
                None => {
                    self.path.push(child.node.key);
                    let value = if index == 0 {
                        self.searched(child, depth - 1, ply + 1, alpha, beta)
                    } else {
                        // A late quiet move that fails low one ply shallower is taken as
                        // failing low: no search at full depth.
                        let reduced = index >= LATE_MOVE
                            && depth >= REDUCE_FROM
                            && child.captured == 0
                            && child.order < super::ordering::KILLER
                            && self.searched(child, depth - 2, ply + 1, alpha, alpha + 1) <= alpha;
                        let probe = if reduced {
                            alpha
                        } else {
                            self.searched(child, depth - 1, ply + 1, alpha, alpha + 1)
                        };
                        if probe > alpha && probe < beta {
                            self.searched(child, depth - 1, ply + 1, alpha, beta)
                        } else {
                            probe
                        }
                    };
                    self.path.pop();
                    value
                }
            };
            if self.stopped {
                return 0;
            }
            if value > best {
                best = value;
                best_pit = Some(child.pit);
                if value > alpha {
                    alpha = value;
                    if alpha >= beta {
                        if child.captured == 0 && matches!(child.status, Status::Open) {
                            self.ordering.refuted(child.pit, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let pit = if bound == Bound::Upper {
            None
        } else {
            best_pit
        };
        // Exact results are rare and carry the principal variation: always kept.
        if depth >= TABLE_DEPTH || bound == Bound::Exact {
            self.table
                .store(node.key, depth as u8, to_table(best, ply), bound, pit);
        }
        best
    }
}

/// Fills the unused slots of the fixed child array; never searched.
const PLACEHOLDER: Child = Child {
    pit: kawu_engine::Pit::ALL[0],
    captured: 0,
    again: false,
    node: Node {
        position: Position::start(),
        key: 0,
        quiet: 0,
        estimate: None,
    },
    status: Status::Open,
    order: 0,
};
