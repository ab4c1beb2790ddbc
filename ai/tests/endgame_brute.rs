//! The endgame table against an independent brute-force solver: a plain recursive minimax
//! (alpha-beta) that keeps the positions seen since the last capture and ends the game on a
//! repetition, each side taking its own row, exactly as RULES.md says.
//!
//! The table's bounds must hold the brute-force value, and where they meet (the value does not
//! depend on cycles) the table's value must equal it. Where the bounds differ the table scores
//! the cycles by kawu's rule (see `kawu_ai::endgame`, checked on its own by
//! `endgame_solver.rs`), not always the rules' value: the tests print how often they are equal.
//!
//! The brute force explores every simple path of the moves that capture nothing, so its cost
//! explodes with the seeds:
//! - by default, every position of up to 3 seeds is solved exactly (no help from the table),
//!   and 15 random positions per level of 9–12 seeds are checked level by level (below) under
//!   a small node budget: 19 of the 60 fit it;
//! - ignored tests prove the table's bounds (and compare its value) on 100 random positions per
//!   level of 4–12 seeds by null-window searches under a node budget, counting the samples that
//!   ran out of budget. The table only orders the moves there; the verdicts are the search's.
//!   The level-by-level test searches only the moves that capture nothing and values the
//!   positions after a capture by the table's bounds of smaller levels (each level being
//!   checked in turn), which reaches further at 9–12 seeds.
//!
//! `cargo test --release -p kawu-ai --test endgame_brute -- --include-ignored --nocapture`

use std::collections::HashMap;

use kawu_ai::endgame::Table;
use kawu_engine::{MoveTrace, Position, Side, PITS};

mod setup;
use setup::{boards, position, Node};

fn seeds(pits: &[u8]) -> i32 {
    pits.iter().map(|&s| i32::from(s)).sum()
}

/// Own row minus the other row for `side`.
fn own_row_margin(pits: &[u8; PITS], side: Side) -> i32 {
    let margin = seeds(&pits[..6]) - seeds(&pits[6..]);
    match side {
        Side::South => margin,
        Side::North => -margin,
    }
}

/// Minimax over the path, with alpha-beta. What is proven about a position right after a
/// capture (no history: nothing before the capture matters to it) is remembered as bounds.
/// A table, if given, only orders the moves (best first by its values): the verdicts are the
/// search's own.
struct Brute<'t> {
    fresh: HashMap<Node, (i32, i32)>,
    nodes: u64,
    budget: u64,
    order: Option<&'t Table>,
    /// If set, a position after a capture is not searched but valued by the table's bounds,
    /// taking for each mover the end of the bounds worst for this side: the search then
    /// gives a lower bound of this side's margin (of the table's smaller levels being right).
    below: Option<(&'t Table, Side)>,
}

impl<'t> Brute<'t> {
    fn new(budget: u64, order: Option<&'t Table>) -> Brute<'t> {
        Brute {
            fresh: HashMap::new(),
            nodes: 0,
            budget,
            order,
            below: None,
        }
    }

    /// The order of a move (smaller first): by the table's value if there is one, else sweeps,
    /// then captures, then quiet moves.
    fn rank(&self, next: &Position, trace: &MoveTrace) -> (i32, bool, bool) {
        let guess = self
            .order
            .and_then(|table| table.probe(next))
            .map_or(0, |v| {
                let swept = trace.sweep.map_or(0, |s| i32::from(s.seeds));
                i32::from(v) - i32::from(trace.seeds_captured) + swept
            });
        (guess, trace.sweep.is_none(), trace.seeds_captured == 0)
    }

    /// The exact margin for the side to move of `node` with no history, or `None` over budget.
    fn value(&mut self, node: Node) -> Option<i32> {
        let n = seeds(&node.0);
        self.fresh_value(node, -n - 1, n + 1)
    }

    /// Whether the margin of `node` (no history) is at least `x`, or `None` over budget.
    fn at_least(&mut self, node: Node, x: i32) -> Option<bool> {
        Some(self.fresh_value(node, x - 1, x)? >= x)
    }

    /// The margin for the side to move of `node` with no history, fail-soft within
    /// `alpha..beta`: a result at or below `alpha` is an upper bound, at or above `beta` a
    /// lower bound, exact in between.
    fn fresh_value(&mut self, node: Node, alpha: i32, beta: i32) -> Option<i32> {
        let n = seeds(&node.0);
        let (lo, hi) = self.fresh.get(&node).copied().unwrap_or((-n, n));
        if lo == hi || lo >= beta {
            return Some(lo);
        }
        if hi <= alpha {
            return Some(hi);
        }
        let v = self.search(node, &mut vec![node], alpha, beta)?;
        let bounds = if v <= alpha {
            (lo, hi.min(v))
        } else if v >= beta {
            (lo.max(v), hi)
        } else {
            (v, v)
        };
        self.fresh.insert(node, bounds);
        Some(v)
    }

    /// The margin for the side to move of `node` (the last of `path`, the positions since the
    /// last capture), fail-soft within `alpha..beta`.
    fn search(&mut self, node: Node, path: &mut Vec<Node>, alpha: i32, beta: i32) -> Option<i32> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let here = position(node).expect("a reachable position");
        let mover = node.1;
        // Moves that end the game or capture first: they settle the search soonest.
        let mut moves: Vec<_> = here
            .legal_moves()
            .iter()
            .map(|&pit| here.play(pit).expect("a legal move"))
            .collect();
        moves.sort_by_key(|(next, trace)| self.rank(next, trace));
        let mut best = i32::MIN;
        for (next, trace) in moves {
            let child: Node = (*next.pits(), mover.other());
            let captured = i32::from(trace.seeds_captured);
            let floor = alpha.max(best);
            let value = if let Some(sweep) = trace.sweep {
                let swept = i32::from(sweep.seeds);
                if sweep.side == mover {
                    captured + swept
                } else {
                    captured - swept
                }
            } else if let (true, Some((table, side))) = (captured > 0, self.below) {
                let (lo, hi) = table.bounds(&next).expect("fewer seeds");
                captured - i32::from(if mover == side { hi } else { lo })
            } else if captured > 0 {
                captured - self.fresh_value(child, captured - beta, captured - floor)?
            } else if path.contains(&child) {
                -own_row_margin(&child.0, child.1)
            } else {
                path.push(child);
                let v = self.search(child, path, -beta, -floor);
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
    boards(n)
        .into_iter()
        .filter_map(|pits| position((pits, Side::South)))
        .collect()
}

/// Random reachable boards of `n` seeds, South to move: each seed dropped in a random pit.
fn random_positions(n: u8, count: usize, seed: u64) -> Vec<Position> {
    let mut state = seed;
    let mut next = move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize
    };
    let mut out = Vec::new();
    while out.len() < count {
        let mut pits = [0; PITS];
        for _ in 0..n {
            pits[next() % PITS] += 1;
        }
        out.extend(position((pits, Side::South)));
    }
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

/// The table's claims on `p`: its bounds `(lo, hi)` and its value.
fn claims(table: &Table, p: &Position) -> (i32, i32, i32) {
    let (lo, hi) = table.bounds(p).expect("within the table");
    let value = table.probe(p).expect("within the table");
    (i32::from(lo), i32::from(hi), i32::from(value))
}

/// Checks every position of `positions` against the exact brute-force value.
fn check_exactly(table: &Table, positions: &[Position]) -> Tally {
    let mut tally = Tally::default();
    let mut brute = Brute::new(u64::MAX, None);
    for p in positions {
        let truth = brute.value((*p.pits(), p.to_move())).expect("no budget");
        let (lo, hi, value) = claims(table, p);
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

/// Proves the table's claims on `positions` by null-window searches, each position under
/// `budget` nodes: the margin is at least `lo` and not above `hi`; counts whether it equals
/// the value.
fn check_by_proofs(table: &Table, positions: &[Position], budget: u64) -> Tally {
    let mut tally = Tally::default();
    for p in positions {
        let node = (*p.pits(), p.to_move());
        let (lo, hi, value) = claims(table, p);
        let mut brute = Brute::new(budget, Some(table));
        let mut prove = || {
            Some((
                brute.at_least(node, lo)?,
                brute.at_least(node, hi + 1)?,
                brute.at_least(node, value)? && !brute.at_least(node, value + 2)?,
            ))
        };
        let Some((above_lo, above_hi, same)) = prove() else {
            tally.over_budget += 1;
            continue;
        };
        assert!(above_lo, "{p}: the margin is below the lower bound {lo}");
        assert!(!above_hi, "{p}: the margin is above the upper bound {hi}");
        tally.exact += usize::from(lo == hi);
        tally.same_value += usize::from(same);
        tally.checked += 1;
    }
    tally
}

/// Whether the margin of `node` (no history) is at least `x`, by a search of the moves that
/// capture nothing with the repetition rule, the positions after a capture valued by the
/// table's bounds (smaller levels): `Some(true)` proven, `Some(false)` disproven, `None` if
/// the bounds leave it open or the budget ran out.
fn level_at_least(table: &Table, node: Node, x: i32, budget: u64) -> Option<bool> {
    let search = |understated: Side| {
        let mut brute = Brute::new(budget, Some(table));
        brute.below = Some((table, understated));
        brute.at_least(node, x)
    };
    if search(node.1)? {
        return Some(true);
    }
    if !search(node.1.other())? {
        return Some(false);
    }
    None
}

/// Checks the table's bounds on `positions` one level at a time: each claim is searched
/// exhaustively over the moves that capture nothing, with the repetition rule, and the
/// positions after a capture take their (proven, smaller) table bounds.
fn check_level_by_level(table: &Table, positions: &[Position], budget: u64) -> Tally {
    let mut tally = Tally::default();
    for p in positions {
        let node = (*p.pits(), p.to_move());
        let (lo, hi, value) = claims(table, p);
        let above_lo = level_at_least(table, node, lo, budget);
        let above_hi = level_at_least(table, node, hi + 2, budget);
        assert_ne!(
            above_lo,
            Some(false),
            "{p}: the margin is below the lower bound {lo}"
        );
        assert_ne!(
            above_hi,
            Some(true),
            "{p}: the margin is above the upper bound {hi}"
        );
        if above_lo.is_none() || above_hi.is_none() {
            tally.over_budget += 1;
            continue;
        }
        let same = level_at_least(table, node, value, budget) == Some(true)
            && level_at_least(table, node, value + 2, budget) == Some(false);
        tally.exact += usize::from(lo == hi);
        tally.same_value += usize::from(same);
        tally.checked += 1;
    }
    tally
}

#[test]
fn every_position_up_to_three_seeds() {
    let table = Table::build_up_to(3);
    for n in 1..=3 {
        let positions = south_positions(n);
        let tally = check_exactly(&table, &positions);
        println!("{n} seeds: {tally:?}");
        assert_eq!(tally.checked, positions.len());
    }
}

#[test]
fn proofs_agree_with_exact_values() {
    let table = Table::build_up_to(3);
    let positions = south_positions(3);
    let exact = check_exactly(&table, &positions);
    let proven = check_by_proofs(&table, &positions, u64::MAX);
    assert_eq!(proven.checked, positions.len());
    assert_eq!(proven.same_value, exact.same_value);
}

#[test]
#[ignore = "minutes: run in release mode"]
fn every_position_of_four_and_five_seeds_by_proofs() {
    let table = Table::build_up_to(5);
    for n in 4..=5 {
        let positions = south_positions(n);
        let tally = check_by_proofs(&table, &positions, 2_000_000);
        println!("{n} seeds, every position: {tally:?}");
    }
}

#[test]
#[ignore = "minutes: the brute force explodes with the seeds; run in release mode"]
fn sampled_positions_of_four_to_twelve_seeds() {
    let table = Table::build();
    for n in 4..=12 {
        let positions = random_positions(n, 100, u64::from(n));
        let tally = check_by_proofs(&table, &positions, 1_000_000);
        println!("{n} seeds: {tally:?}");
    }
}

#[test]
#[ignore = "minutes: run in release mode"]
fn sampled_positions_of_nine_to_twelve_seeds_level_by_level() {
    let table = Table::build();
    for n in 9..=12 {
        let positions = random_positions(n, 100, 100 + u64::from(n));
        let tally = check_level_by_level(&table, &positions, 1_000_000);
        println!("{n} seeds, level by level: {tally:?}");
    }
}

#[test]
fn sampled_positions_of_nine_to_twelve_seeds_agree_level_by_level() {
    let table = Table::build();
    let mut checked = 0;
    for n in 9..=12 {
        let positions = random_positions(n, 15, 200 + u64::from(n));
        let tally = check_level_by_level(&table, &positions, 200_000);
        println!("{n} seeds, level by level: {tally:?}");
        checked += tally.checked;
    }
    assert!(checked >= 10, "only {checked} samples fit the budget");
}
