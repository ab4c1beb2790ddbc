//! The endgame table against an independent solver of its definition, on **every position of
//! up to 8 seeds**, both sides to move.
//!
//! `kawu_ai::endgame` documents what the table stores: bounds that hold the value of a game
//! starting afresh, and a value that scores a cycle by the own-row split of the board where it
//! closes, within what each side can force. This solver computes the same definition another
//! way, by brute force:
//! - positions with their side to move as they are (no mirror images), moves played by the
//!   engine's public [`Position::play`] (its trace says what was captured and swept), kept in
//!   hash maps, not in the table's combinatorial index;
//! - the fixed points by plain sweeps over the whole level until nothing changes (no work list);
//! - boards on a cycle by Kosaraju's algorithm (the table uses Tarjan's);
//! - the value of a board on no cycle by sweeps until every such board is known (the table
//!   orders the components).
//!
//! `ai/tests/endgame_brute.rs` checks the definition itself against the rules: a minimax over
//! the path with the repetition rule.

use std::collections::HashMap;

use kawu_ai::endgame::Table;
use kawu_engine::{Side, ROW};

mod setup;
use setup::{boards, position, Node};

/// Beyond every margin: "no bound yet".
const INFINITE: i32 = 100;

/// What the solver finds for one position: the value and the bounds, as the table gives them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Solved {
    value: i32,
    lo: i32,
    hi: i32,
}

/// A move of a level: it leaves the level (its margin by the smaller levels' values, lower and
/// upper bounds), or it captures nothing and leads to another position of the level.
#[derive(Debug, Clone, Copy)]
enum Move {
    Exit(Solved),
    Quiet(usize),
}

/// Every position of `n` seeds a game can reach, both sides to move.
fn level_positions(n: u8) -> Vec<Node> {
    boards(n)
        .into_iter()
        .flat_map(|pits| [(pits, Side::South), (pits, Side::North)])
        .filter(|&node| position(node).is_some())
        .collect()
}

/// The own row minus the other row, for the side to move of `node`.
fn own_row_split(node: &Node) -> i32 {
    let row = |pits: &[u8]| pits.iter().map(|&s| i32::from(s)).sum::<i32>();
    let (south, north) = (row(&node.0[..ROW]), row(&node.0[ROW..]));
    match node.1 {
        Side::South => south - north,
        Side::North => north - south,
    }
}

/// One level (every position of the same number of seeds) and its moves.
struct Level {
    nodes: Vec<Node>,
    moves: Vec<Vec<Move>>,
}

impl Level {
    /// The positions of `n` seeds and their moves, the smaller levels being in `solved`.
    fn new(n: u8, solved: &HashMap<Node, Solved>) -> Level {
        let nodes = level_positions(n);
        let rank: HashMap<Node, usize> = nodes.iter().enumerate().map(|(i, &n)| (n, i)).collect();
        let moves = nodes
            .iter()
            .map(|&node| {
                let here = position(node).expect("a reachable position");
                here.legal_moves()
                    .iter()
                    .map(|&pit| {
                        let (next, trace) = here.play(pit).expect("a legal move");
                        let captured = i32::from(trace.seeds_captured);
                        let child = (*next.pits(), node.1.other());
                        if let Some(sweep) = trace.sweep {
                            let swept = i32::from(sweep.seeds);
                            let margin = if sweep.side == node.1 {
                                captured + swept
                            } else {
                                captured - swept
                            };
                            Move::Exit(Solved {
                                value: margin,
                                lo: margin,
                                hi: margin,
                            })
                        } else if captured > 0 {
                            let later = solved[&child];
                            Move::Exit(Solved {
                                value: captured - later.value,
                                lo: captured - later.hi,
                                hi: captured - later.lo,
                            })
                        } else {
                            Move::Quiet(rank[&child])
                        }
                    })
                    .collect()
            })
            .collect();
        Level { nodes, moves }
    }

    fn quiet(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        self.moves[i].iter().filter_map(|m| match m {
            Move::Quiet(j) => Some(*j),
            Move::Exit(_) => None,
        })
    }

    /// The best exit of position `i` by `margin`, or −∞.
    fn best_exit(&self, i: usize, margin: impl Fn(&Solved) -> i32) -> i32 {
        self.moves[i]
            .iter()
            .filter_map(|m| match m {
                Move::Exit(s) => Some(margin(s)),
                Move::Quiet(_) => None,
            })
            .max()
            .unwrap_or(-INFINITE)
    }

    /// `lo(b) = max(exits, max −hi(b'))` and `hi(b) = max(exits, max −lo(b'))` over the quiet
    /// moves `b → b'`, from `lo = −∞`, `hi = +∞`, by whole sweeps until nothing changes.
    fn fixed_points(&self, exit_lo: &[i32], exit_hi: &[i32]) -> (Vec<i32>, Vec<i32>) {
        let mut lo = vec![-INFINITE; self.nodes.len()];
        let mut hi = vec![INFINITE; self.nodes.len()];
        loop {
            let new_lo: Vec<i32> = (0..self.nodes.len())
                .map(|i| self.quiet(i).fold(exit_lo[i], |best, j| best.max(-hi[j])))
                .collect();
            let new_hi: Vec<i32> = (0..self.nodes.len())
                .map(|i| self.quiet(i).fold(exit_hi[i], |best, j| best.max(-lo[j])))
                .collect();
            if (&new_lo, &new_hi) == (&lo, &hi) {
                return (lo, hi);
            }
            (lo, hi) = (new_lo, new_hi);
        }
    }

    /// Whether each position lies on a cycle of quiet moves (Kosaraju: finishing order on the
    /// moves, then components on the reversed moves).
    fn on_cycle(&self) -> Vec<bool> {
        let len = self.nodes.len();
        let mut finished = Vec::with_capacity(len);
        let mut seen = vec![false; len];
        for root in 0..len {
            if seen[root] {
                continue;
            }
            seen[root] = true;
            let mut stack = vec![(root, self.quiet(root).collect::<Vec<_>>())];
            while let Some((node, next)) = stack.last_mut() {
                if let Some(j) = next.pop() {
                    if !seen[j] {
                        seen[j] = true;
                        stack.push((j, self.quiet(j).collect()));
                    }
                } else {
                    finished.push(*node);
                    stack.pop();
                }
            }
        }
        let mut before = vec![Vec::new(); len];
        for i in 0..len {
            for j in self.quiet(i) {
                before[j].push(i);
            }
        }
        let mut component = vec![usize::MAX; len];
        let mut sizes = Vec::new();
        for &root in finished.iter().rev() {
            if component[root] != usize::MAX {
                continue;
            }
            let id = sizes.len();
            let mut size = 0;
            component[root] = id;
            let mut stack = vec![root];
            while let Some(node) = stack.pop() {
                size += 1;
                for &i in &before[node] {
                    if component[i] == usize::MAX {
                        component[i] = id;
                        stack.push(i);
                    }
                }
            }
            sizes.push(size);
        }
        (0..len)
            .map(|i| sizes[component[i]] > 1 || self.quiet(i).any(|j| j == i))
            .collect()
    }

    /// Solves the level: bounds from the smaller levels' bounds, and values (see the module
    /// documentation of `kawu_ai::endgame`).
    fn solve(&self, n: u8) -> Vec<Solved> {
        let most = i32::from(n);
        let len = self.nodes.len();
        let exits = |margin: fn(&Solved) -> i32| -> Vec<i32> {
            (0..len).map(|i| self.best_exit(i, margin)).collect()
        };
        let (exit_lo, exit_hi, exit_value) = (exits(|s| s.lo), exits(|s| s.hi), exits(|s| s.value));
        let (lo, hi) = self.fixed_points(&exit_lo, &exit_hi);
        let (value_lo, value_hi) = self.fixed_points(&exit_value, &exit_value);
        let cyclic = self.on_cycle();
        let mut value: Vec<Option<i32>> = (0..len)
            .map(|i| {
                let range = (value_lo[i].max(-most), value_hi[i].min(most));
                cyclic[i].then(|| own_row_split(&self.nodes[i]).clamp(range.0, range.1))
            })
            .collect();
        while value.iter().any(Option::is_none) {
            for i in 0..len {
                if value[i].is_none() {
                    let next: Option<Vec<i32>> = self.quiet(i).map(|j| value[j]).collect();
                    value[i] =
                        next.map(|next| next.iter().fold(exit_value[i], |best, &v| best.max(-v)));
                }
            }
        }
        (0..len)
            .map(|i| Solved {
                value: value[i].expect("every value found"),
                lo: lo[i].max(-most),
                hi: hi[i].min(most),
            })
            .collect()
    }
}

#[test]
fn every_position_up_to_eight_seeds_equals_the_solver() {
    const SEEDS: u8 = 8;
    let table = Table::build_up_to(usize::from(SEEDS));
    let mut solved: HashMap<Node, Solved> = HashMap::new();
    for n in 1..=SEEDS {
        let level = Level::new(n, &solved);
        let answers = level.solve(n);
        let mut exact = 0;
        for (node, answer) in level.nodes.iter().zip(&answers) {
            let p = position(*node).expect("a reachable position");
            let (lo, hi) = table.bounds(&p).expect("within the table");
            let value = table.probe(&p).expect("within the table");
            let claims = Solved {
                value: i32::from(value),
                lo: i32::from(lo),
                hi: i32::from(hi),
            };
            assert_eq!(claims, *answer, "{p}: the table against the solver");
            exact += usize::from(answer.lo == answer.hi);
        }
        println!(
            "{n} seeds: {} positions identical, {exact} with exact bounds",
            answers.len()
        );
        solved.extend(level.nodes.iter().copied().zip(answers));
    }
}
