//! `kawu bench`: the hard level's search to a fixed depth over a fixed set of positions; prints
//! the nodes, the time and the nodes per second. The positions are `ai/data/bench.txt`.
//! With `--movetime`, each search runs to that deadline instead: the depth reached and how far
//! the time used strays from the budget.

use std::io::Write;
use std::process::ExitCode;

use kawu_ai::{choose_move, Clock, Level, Request, SystemClock};
use kawu_engine::{Game, Position};

/// The bench positions: one position string a line, `#` comments.
const POSITIONS: &str = include_str!("../../ai/data/bench.txt");

/// Search a fixed set of positions to a fixed depth; print nodes, time and nodes per second.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The depth of every search, in plies.
    #[arg(long, default_value_t = 16)]
    depth: u32,
    /// Search each position for this many milliseconds instead of to a fixed depth.
    #[arg(long, value_name = "MS")]
    movetime: Option<u64>,
}

/// Runs `kawu bench`.
pub fn run(args: Args) -> ExitCode {
    let positions = match positions() {
        Ok(positions) => positions,
        Err(err) => return crate::bad_input(err),
    };
    let clock = SystemClock::new();
    let mut out = std::io::stdout().lock();
    // Built once per process; built here so that no search below pays for it.
    let started = clock.now_ms();
    kawu_ai::prepare_endgame();
    let built = format!("endgame table built in {:.0} ms", clock.now_ms() - started);
    if let Err(err) = writeln!(out, "{built}") {
        return crate::write_failed(&err);
    }
    let (mut nodes, mut time_ms, mut worst_overrun) = (0, 0.0, 0.0_f64);
    let request = Request {
        movetime_ms: args.movetime.unwrap_or(u64::MAX / 4),
        max_depth: args.movetime.is_none().then_some(args.depth),
        // The bench measures the search: no book move in its place.
        book: false,
        ..Request::new(Level::Hard, 0)
    };
    for position in &positions {
        let started = clock.now_ms();
        let choice = choose_move(&Game::from_position(*position), &request, &clock);
        let elapsed = clock.now_ms() - started;
        let Some(choice) = choice else { continue };
        nodes += choice.nodes;
        time_ms += elapsed;
        if let Some(budget) = args.movetime {
            worst_overrun = worst_overrun.max((elapsed - budget as f64).abs());
        }
        let line = format!(
            "{position:<34} depth {:>2} best {} score {:>3} nodes {:>10} time {:>7.1} ms",
            choice.depth, choice.pit, choice.score, choice.nodes, elapsed
        );
        if let Err(err) = writeln!(out, "{line}") {
            return crate::write_failed(&err);
        }
    }
    let nps = nodes as f64 / (time_ms / 1000.0).max(1e-9);
    let mut total = format!("total nodes {nodes} time {time_ms:.0} ms nodes/s {nps:.0}");
    if args.movetime.is_some() {
        total += &format!(" largest gap from the budget {worst_overrun:.1} ms");
    }
    match writeln!(out, "{total}") {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => crate::write_failed(&err),
    }
}

/// The bench positions, or the first line that is not a position string.
fn positions() -> Result<Vec<Position>, String> {
    POSITIONS
        .lines()
        .map(|line| line.split('#').next().unwrap_or("").trim())
        .filter(|line| !line.is_empty())
        .map(|line| {
            line.parse()
                .map_err(|err| format!("bench position {line:?}: {err}"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bench_position_is_valid_and_playable() {
        let positions = positions().unwrap();
        assert!(positions.len() >= 10);
        assert!(positions.iter().all(|p| !p.legal_moves().is_empty()));
    }
}
