//! The endgame table against an independent brute-force solver: a plain recursive minimax
//! (alpha-beta) that keeps the positions seen since the last capture and ends the game on a
//! repetition, each side taking its own row, exactly as RULES.md says.
//!
//! The table's bounds must hold the brute-force value, and where they meet (the value does
//! not depend on cycles) the table's value must equal it. Where the bounds differ the table's
//! value is a documented estimate: the test prints how often it equals the brute-force value.
//!
//! The brute force explores every simple path of the quiet moves, so its cost explodes with
//! the seeds: every position of up to 3 seeds is checked by default; sampled positions of 4–12
//! seeds, each under a node budget, by the ignored tests (`cargo test --release -p kawu-ai
//! --test endgame_brute -- --ignored`).

use std::collections::HashMap;

use kawu_ai::endgame::Table;
use kawu_engine::{BySide, Position, Setup, Side, PITS};

/// A board and the side to move: what the repetition rule compares.
type Node = ([u8; PITS], Side);

/// A position for `node`, with scores that keep the 25-seed stop out of reach for one move.
fn position(node: Node) -> Option<Position> {
    let (pits, to_move) = node;
    let seeds: u8 = pits.iter().sum();
    let behind = 24u8.checked_sub(seeds)?;
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

fn seeds(pits: &[u8; PITS]) -> i32 {
    pits.iter().map(|&s| i32::from(s)).sum()
}

/// Own row minus the other row for `side`.
fn own_row_margin(pits: &[u8; PITS], side: Side) -> i32 {
    let south = seeds(pits) - pits[6..].iter().map(|&s| i32::from(s)).sum::<i32>();
    let north = seeds(pits) - south;
    match side {
        Side::South => south - north,
        Side::North => north - south,
    }
}

/// Minimax over the path; the value of a position right after a capture (no history) is
/// remembered, since nothing before the capture matters to it.
struct Brute {
    fresh: HashMap<Node, i32>,
    nodes: u64,
    budget: u64,
}

impl Brute {
    fn new(budget: u64) -> Brute {
        Brute {
            fresh: HashMap::new(),
            nodes: 0,
            budget,
        }
    }

    /// The margin for the side to move of `node` with no history, or `None` over budget.
    fn value(&mut self, node: Node) -> Option<i32> {
        if let Some(&v) = self.fresh.get(&node) {
            return Some(v);
        }
        let n = seeds(&node.0);
        let v = self.search(node, &mut vec![node], -n - 1, n + 1)?;
        self.fresh.insert(node, v);
        Some(v)
    }

    /// The margin for the side to move of `node` (the last of `path`, the positions since the
    /// last capture), within the window `alpha..beta`.
    fn search(&mut self, node: Node, path: &mut Vec<Node>, alpha: i32, beta: i32) -> Option<i32> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let here = position(node).expect("a reachable position");
        let mover = node.1;
        let mut best = i32::MIN;
        for &pit in &here.legal_moves() {
            let (next, trace) = here.play(pit).expect("a legal move");
            let child: Node = (*next.pits(), mover.other());
            let value = if let Some(sweep) = trace.sweep {
                let captured = i32::from(trace.seeds_captured);
                let swept = i32::from(sweep.seeds);
                if sweep.side == mover {
                    captured + swept
                } else {
                    captured - swept
                }
            } else if trace.seeds_captured > 0 {
                i32::from(trace.seeds_captured) - self.value(child)?
            } else if path.contains(&child) {
                -own_row_margin(&child.0, child.1)
            } else {
                path.push(child);
                let v = self.search(child, path, -beta, -alpha.max(best));
                path.pop();
                -v?
            };
            best = best.max(value);
            if best >= beta {
                break;
            }
        }
        Some(best)
    }
}

/// Every board of `n` seeds with South to move that a game can reach.
fn south_positions(n: u8) -> Vec<Position> {
    fn fill(pits: &mut [u8; PITS], at: usize, left: u8, out: &mut Vec<Position>) {
        if at == PITS - 1 {
            pits[at] = left;
            out.extend(position((*pits, Side::South)));
            return;
        }
        for s in 0..=left {
            pits[at] = s;
            fill(pits, at + 1, left - s, out);
        }
    }
    let mut out = Vec::new();
    fill(&mut [0; PITS], 0, n, &mut out);
    out
}

/// What a comparison found.
#[derive(Debug, Default)]
struct Tally {
    checked: usize,
    over_budget: usize,
    exact: usize,
    same_value: usize,
}

/// Checks `positions` against the brute force; panics on the first disagreement.
fn check(table: &Table, positions: &[Position], budget: u64) -> Tally {
    let mut tally = Tally::default();
    for p in positions {
        let mut brute = Brute::new(budget);
        let Some(truth) = brute.value((*p.pits(), p.to_move())) else {
            tally.over_budget += 1;
            continue;
        };
        let (lo, hi) = table.bounds(p).expect("within the table");
        let value = table.probe(p).expect("within the table");
        let (lo, hi, value) = (i32::from(lo), i32::from(hi), i32::from(value));
        assert!(
            (lo..=hi).contains(&truth),
            "{p}: brute force {truth} outside the bounds {lo}..={hi}"
        );
        if lo == hi {
            assert_eq!(value, truth, "{p}: exact value");
            tally.exact += 1;
        }
        tally.same_value += usize::from(value == truth);
        tally.checked += 1;
    }
    tally
}

#[test]
fn every_position_up_to_three_seeds() {
    let table = Table::build_up_to(3);
    for n in 1..=3 {
        let positions = south_positions(n);
        let tally = check(&table, &positions, u64::MAX);
        println!("{n} seeds: {tally:?}");
        assert_eq!(tally.checked, positions.len());
    }
}

/// A small deterministic generator for the samples.
fn sample(positions: Vec<Position>, count: usize, seed: u64) -> Vec<Position> {
    let mut state = seed;
    (0..count.min(positions.len()))
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            positions[(state >> 33) as usize % positions.len()]
        })
        .collect()
}

/// Random boards of `n` seeds: each seed dropped in a random pit, kept when South can move.
fn random_positions(n: u8, count: usize, seed: u64) -> Vec<Position> {
    let mut state = seed;
    let mut out = Vec::new();
    while out.len() < count {
        let mut pits = [0; PITS];
        for _ in 0..n {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            pits[(state >> 33) as usize % PITS] += 1;
        }
        out.extend(position((pits, Side::South)));
    }
    out
}

#[test]
#[ignore = "minutes: the brute force explodes with the seeds; run in release mode"]
fn sampled_positions_of_four_to_twelve_seeds() {
    let table = Table::build();
    for n in 4..=12 {
        let positions = if n <= 6 {
            sample(south_positions(n), 100, u64::from(n))
        } else {
            random_positions(n, 100, u64::from(n))
        };
        let tally = check(&table, &positions, 300_000);
        println!("{n} seeds: {tally:?}");
    }
}
