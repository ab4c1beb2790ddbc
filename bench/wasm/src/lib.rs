//! `kawu bench`'s searches, for comparing WebAssembly with native code: the hard level to a
//! fixed depth from a position string, with the same request as `kawu bench`.
//!
//! Built for `wasm32-unknown-unknown` it exports plain `extern "C"` functions (module
//! `exports`, driven by `bench.mjs` under Node); built natively, `src/bin/native.rs` runs the
//! same searches. Both time each search by the wall clock and by the CPU time of their thread.

use kawu_ai::{choose_move, Choice, Clock, Level, Request};
use kawu_engine::{Game, Position};

#[cfg(target_arch = "wasm32")]
mod exports;

/// Why a bench line could not be searched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BenchError {
    /// The line is not a position string; the parser's reason.
    BadPosition(String),
    /// The game is over in that position: there is no move to choose.
    Over,
}

impl std::fmt::Display for BenchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BenchError::BadPosition(why) => write!(f, "not a position string: {why}"),
            BenchError::Over => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for BenchError {}

/// Searches `position` (a position string) to `depth` plies at the hard level, with no time
/// limit, exactly as `kawu bench` does.
///
/// # Errors
/// [`BenchError`] when `position` is not a position string or the game there is over.
pub fn search(position: &str, depth: u32, clock: &dyn Clock) -> Result<Choice, BenchError> {
    let position: Position = position
        .parse()
        .map_err(|err| BenchError::BadPosition(format!("{err}")))?;
    let request = Request {
        movetime_ms: u64::MAX / 4,
        max_depth: Some(depth),
        ..Request::new(Level::Hard, 0)
    };
    choose_move(&Game::from_position(position), &request, clock).ok_or(BenchError::Over)
}

/// The bench positions in a positions file: one position string a line, `#` comments.
pub fn positions(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(|line| line.split('#').next().unwrap_or("").trim())
        .filter(|line| !line.is_empty())
}
