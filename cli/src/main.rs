//! `kawu`: the rules engine and the computer opponent on the command line.

use std::process::ExitCode;

use kawu_engine::{perft, Position};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("perft") => {
            let Some(depth) = args.get(1).and_then(|d| d.parse::<u32>().ok()) else {
                eprintln!("usage: kawu perft N");
                return ExitCode::from(2);
            };
            for d in 1..=depth {
                println!("{d} {}", perft(&Position::start(), d));
            }
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("usage: kawu perft N");
            ExitCode::from(2)
        }
    }
}
