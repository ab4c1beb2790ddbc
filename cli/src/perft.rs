//! `kawu perft N [--fen <position>] [--rules <spec>]`: the move-path counts of RULES.md, one
//! line per depth.

use std::io::Write;
use std::process::ExitCode;

use kawu_engine::{perft, Rules};

/// Count the move paths of exactly d plies, for d = 1..N, from the start or a given position.
///
/// Prints one line `d count` per depth. A position where the game is over counts as one leaf and
/// is not expanded; the endings that need the game (repetition, 100 plies, indetermination) are
/// not applied.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The deepest depth to count (plies).
    #[arg(value_name = "N")]
    depth: u32,
    /// Count from this position string instead of the start (e.g. `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`).
    #[arg(long, value_name = "POSITION", allow_hyphen_values = true)]
    fen: Option<String>,
    /// The rules: a preset (abapa, awale, pat, kalah) or switches such as
    /// `grand-slam=forbidden,stuck=draw`; without --fen, count from their start.
    #[arg(long, value_name = "SPEC")]
    rules: Option<Rules>,
}

/// Runs `kawu perft`.
pub fn run(args: Args) -> ExitCode {
    let start = match args.fen.as_deref() {
        None => args.rules.unwrap_or_default().start(),
        Some(text) => match crate::read_position(text, args.rules) {
            Ok(position) => position,
            Err(err) => return crate::bad_input(err),
        },
    };
    let mut out = std::io::stdout().lock();
    for depth in 1..=args.depth {
        if let Err(err) = writeln!(out, "{depth} {}", perft(&start, depth)) {
            return crate::write_failed(&err);
        }
    }
    ExitCode::SUCCESS
}
