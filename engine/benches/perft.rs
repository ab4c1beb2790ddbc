//! Perft from the start position: the speed of the move generator, in leaves per second.
//!
//! `cargo bench -p kawu-engine --bench perft` (optionally followed by `-- <depth>`, default 10).
//! Each depth's count is checked against RULES.md (`tests/data/perft.txt`) before its time is
//! reported; the time is the best of several runs. Run as a test (`cargo test --all-targets`,
//! without cargo bench's `--bench` flag) it only checks depths 1 to 6 once.

use std::hint::black_box;
use std::time::{Duration, Instant};

use kawu_engine::{perft, Position};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let timing = args.iter().any(|arg| arg == "--bench");
    let (default_depth, runs) = if timing { (10, 5) } else { (6, 1) };
    let deepest: u32 = args
        .iter()
        .find_map(|arg| arg.parse().ok())
        .unwrap_or(default_depth);
    let expected = expected_counts();
    let start = Position::start();
    let mut total_leaves = 0;
    let mut total_time = Duration::ZERO;
    for depth in 1..=deepest {
        let mut best = Duration::MAX;
        let mut leaves = 0;
        for _ in 0..runs {
            let clock = Instant::now();
            leaves = perft(black_box(&start), black_box(depth));
            best = best.min(clock.elapsed());
        }
        if let Some(&(_, count)) = expected.iter().find(|(d, _)| *d == depth) {
            assert_eq!(leaves, count, "perft({depth}) differs from RULES.md");
        }
        total_leaves += leaves;
        total_time += best;
        println!(
            "perft {depth:>2}: {leaves:>10} leaves in {:>9.3} ms, {:>7.1} M leaves/s",
            best.as_secs_f64() * 1e3,
            leaves as f64 / best.as_secs_f64() / 1e6
        );
    }
    println!(
        "perft 1..{deepest}: {total_leaves} leaves in {:.1} ms (best of {runs} per depth), {:.1} M leaves/s",
        total_time.as_secs_f64() * 1e3,
        total_leaves as f64 / total_time.as_secs_f64() / 1e6
    );
}

/// `(depth, count)` from the test data.
fn expected_counts() -> Vec<(u32, u64)> {
    include_str!("../tests/data/perft.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let (depth, count) = line.split_once(' ')?;
            Some((depth.parse().ok()?, count.parse().ok()?))
        })
        .collect()
}
