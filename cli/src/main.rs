//! `kawu`: the rules engine and the computer opponent on the command line.
//!
//! Each subcommand lives in its own module holding an `Args` struct (clap's derive, its doc
//! comments are the `--help` text) and a `run(Args) -> ExitCode`. Adding a subcommand is one
//! file, one variant of [`Command`] and one arm in [`Command::run`].
//!
//! Exit codes: 0 on success, 2 for bad input (arguments, a position string), 1 when writing the
//! output fails.

mod bench;
mod book;
mod matches;
mod perft;
mod puzzles;
mod replay;
mod show;
mod uci;

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use kawu_engine::{Position, Rules};

/// Awalé (Oware abapa) on the command line: the rules engine of kawu and its computer opponent.
///
/// The rules are exactly those of kawu's rules contract, docs/RULES.md in its repository; `perft`
/// and `show` also take its other rule sets (`--rules`).
#[derive(Debug, Parser)]
#[command(name = "kawu", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The subcommands; each variant's doc comment is its line in `kawu --help`.
#[derive(Debug, Subcommand)]
enum Command {
    /// Count the move paths of 1 to N plies from a position (tests the move generator).
    Perft(perft::Args),
    /// Search a fixed set of positions to a fixed depth: nodes, time and nodes per second.
    Bench(bench::Args),
    /// Build the opening book: every position of the first plies searched to a fixed depth.
    Book(book::Args),
    /// Play two players (levels, time budgets, random, greedy) against each other.
    Match(matches::Args),
    /// Replay games given as JSON lines on stdin, or OGN records (--ogn); one JSON line of
    /// states out per line or record in.
    Replay(replay::Args),
    /// Find the engine's puzzles in self-play games and OGN records; write a puzzle file.
    Puzzles(puzzles::Args),
    /// Draw a position on the terminal: North on top, South at the bottom.
    Show(show::Args),
    /// Speak the engine protocol of Aualé's Aalina engine (uci, position, go, ponderhit, stop…).
    Uci(uci::Args),
}

impl Command {
    fn run(self) -> ExitCode {
        match self {
            Command::Perft(args) => perft::run(args),
            Command::Bench(args) => bench::run(args),
            Command::Book(args) => book::run(args),
            Command::Match(args) => matches::run(args),
            Command::Replay(args) => replay::run(args),
            Command::Puzzles(args) => puzzles::run(args),
            Command::Show(args) => show::run(args),
            Command::Uci(args) => uci::run(args),
        }
    }
}

fn main() -> ExitCode {
    Cli::parse().command.run()
}

/// Reads a position string for `--fen` or a positional argument: `rules` (`--rules`), when
/// given, are the rules of a string that names none, and must be those of a string that does.
fn read_position(text: &str, rules: Option<Rules>) -> Result<Position, String> {
    let position =
        Position::parse_under(text, rules.unwrap_or_default()).map_err(|e| e.to_string())?;
    match rules {
        Some(rules) if position.rules() != rules => Err(format!(
            "the position string is under the rules {}, and --rules says {rules}",
            position.rules()
        )),
        _ => Ok(position),
    }
}

/// Prints an error about the input and returns exit code 2.
fn bad_input(why: impl std::fmt::Display) -> ExitCode {
    eprintln!("kawu: {why}");
    ExitCode::from(2)
}

/// Returns exit code 1 after a failed write (e.g. a closed pipe), saying so on stderr.
fn write_failed(err: &std::io::Error) -> ExitCode {
    eprintln!("kawu: cannot write the output: {err}");
    ExitCode::FAILURE
}
