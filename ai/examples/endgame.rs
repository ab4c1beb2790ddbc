//! Figures of the endgame table: build time, size, probe cost, and how many values are exact;
//! then the build time of the table of every other rule set that has one.
//!
//! `cargo run --release -p kawu-ai --example endgame`

use std::time::Instant;

use kawu_ai::endgame::{Table, BOARDS, MAX_SEEDS};
use kawu_engine::{BySide, Position, Rules, Setup, Side, PITS};

fn main() {
    for seeds in [8, 10, MAX_SEEDS] {
        let start = Instant::now();
        let table = Table::build_up_to(seeds);
        println!(
            "build up to {seeds} seeds: {:.2} s",
            start.elapsed().as_secs_f64()
        );
        if seeds == MAX_SEEDS {
            report(&table);
        }
    }
    for spec in [
        "grand-slam=forbidden",
        "indetermination=yes",
        "awale",
        "kalah",
    ] {
        let rules: Rules = spec.parse().expect("a rules spec");
        let start = Instant::now();
        let table = Table::build_for(rules, MAX_SEEDS).expect("a table for these rules");
        println!(
            "{spec}: build up to {MAX_SEEDS} seeds: {:.2} s, {} bytes",
            start.elapsed().as_secs_f64(),
            table.size_in_bytes()
        );
    }
}

fn report(table: &Table) {
    println!(
        "boards (South to move): {BOARDS}, bytes in memory: {}",
        table.size_in_bytes()
    );
    let positions = positions(1_000_000);
    let (mut exact, mut sum) = (0usize, 0i64);
    let start = Instant::now();
    for p in &positions {
        sum += i64::from(table.probe(p).unwrap_or(0));
    }
    let per_probe = start.elapsed().as_secs_f64() * 1e9 / positions.len() as f64;
    for p in &positions {
        let (lo, hi) = table.bounds(p).expect("at most 12 seeds");
        exact += usize::from(lo == hi);
    }
    println!("probe: {per_probe:.1} ns (checksum {sum})");
    println!(
        "exact (bounds meet) on {:.1}% of {} random positions of 1–12 seeds",
        100.0 * exact as f64 / positions.len() as f64,
        positions.len()
    );
}

/// Random reachable positions with 1–12 seeds, either side to move (a fixed generator).
fn positions(count: usize) -> Vec<Position> {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize
    };
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let seeds = 1 + next() % MAX_SEEDS;
        let mut pits = [0; PITS];
        for _ in 0..seeds {
            pits[next() % PITS] += 1;
        }
        let behind = 24 - seeds as u8;
        let setup = Setup {
            pits,
            score: BySide::new(behind, 24),
            to_move: if next() % 2 == 0 {
                Side::South
            } else {
                Side::North
            },
        };
        out.extend(Position::from_setup(setup).ok());
    }
    out
}
