//! `kawu perft N [--fen <position>]`: the move-path counts of RULES.md, one line per depth.

use std::io::Write;
use std::process::ExitCode;

use kawu_engine::{perft, Position};

/// Count the move paths of exactly d plies, for d = 1..N, from the start or a given position.
///
/// Prints one line `d count` per depth. A position where the game is over counts as one leaf and
/// is not expanded.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The deepest depth to count (plies).
    #[arg(value_name = "N")]
    depth: u32,
    /// Count from this position string instead of the start (e.g. `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`).
    #[arg(long, value_name = "POSITION", allow_hyphen_values = true)]
    fen: Option<String>,
}

/// Runs `kawu perft`.
pub fn run(args: Args) -> ExitCode {
    let start = match args.fen.as_deref().map(str::parse::<Position>) {
        None => Position::start(),
        Some(Ok(position)) => position,
        Some(Err(err)) => return crate::bad_input(err),
    };
    let mut out = std::io::stdout().lock();
    for depth in 1..=args.depth {
        if let Err(err) = writeln!(out, "{depth} {}", perft(&start, depth)) {
            return crate::write_failed(&err);
        }
    }
    ExitCode::SUCCESS
}
