//! The shipped puzzle set, `static/puzzles.txt`: it reads, its ids are unique, a sample is
//! proven again on every run (all of them with the ignored test), and the judge stays cheap.

use std::time::Instant;

use kawu_ai::puzzle::{judge, judge_cost, parse_file, prove, Puzzle, MAX_JUDGE_NODES};

/// The shipped set.
const SHIPPED: &str = include_str!("../../static/puzzles.txt");

/// Every how many puzzles one is proven again in the default tests.
const SAMPLE_EVERY: usize = 20;

fn shipped() -> Vec<Puzzle> {
    parse_file(SHIPPED).unwrap_or_else(|err| panic!("static/puzzles.txt: {err}"))
}

fn proven(puzzles: impl Iterator<Item = Puzzle>) {
    for puzzle in puzzles {
        if let Err(err) = prove(&puzzle) {
            panic!("{puzzle}: {err}");
        }
    }
}

#[test]
fn the_shipped_set_reads_with_at_least_300_puzzles() {
    let puzzles = shipped();
    assert!(puzzles.len() >= 300, "{} puzzles", puzzles.len());
    let depths: Vec<u8> = puzzles.iter().map(|puzzle| puzzle.depth).collect();
    assert!(
        depths.windows(2).all(|pair| pair[0] <= pair[1]),
        "easiest first"
    );
}

#[test]
fn a_sample_of_the_shipped_set_proves() {
    proven(shipped().into_iter().step_by(SAMPLE_EVERY));
}

#[test]
#[ignore = "proves every shipped puzzle: a minute or more"]
fn every_shipped_puzzle_proves() {
    proven(shipped().into_iter());
}

#[test]
fn the_judge_stays_within_its_budget_on_the_shipped_set() {
    let puzzles = shipped();
    let (worst, puzzle) = puzzles
        .iter()
        .map(|puzzle| (judge_cost(puzzle), puzzle))
        .max_by_key(|&(cost, _)| cost)
        .expect("puzzles");
    assert!(worst <= MAX_JUDGE_NODES, "{puzzle}: {worst}");
    // The time of that puzzle's first-move calls, the most expensive ones.
    let slowest = puzzle
        .position
        .legal_moves()
        .iter()
        .map(|&pit| {
            let started = Instant::now();
            judge(puzzle, &[pit]).expect("a legal move");
            started.elapsed()
        })
        .max()
        .unwrap_or_default();
    println!(
        "judge worst case on static/puzzles.txt: {worst} positions ({puzzle}); \
         its slowest first move here: {} µs",
        slowest.as_micros()
    );
}
