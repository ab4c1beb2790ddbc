//! The three levels of the computer opponent ([`Level`]), each its own policy over the one search:
//! - [`easy`]: two plies, wide noise among the moves, but never a big gift;
//! - [`medium`]: six plies, the full evaluation, a little noise;
//! - [`hard`]: the full engine to the deadline.

pub mod easy;
pub mod hard;
pub mod medium;

use std::fmt;
use std::str::FromStr;

use kawu_engine::{Game, Pit};

use crate::eval::Weights;
use crate::rng::Rng;
use crate::search::{Limits, Searcher};
use crate::zobrist::hash;
use crate::{Choice, Clock, Request};

/// Plays `request.level` in `game`; `None` once the game is over. `report` sees the progress of
/// the levels that deepen step by step.
pub fn choose(
    game: &Game,
    request: &Request,
    clock: &dyn Clock,
    report: &mut dyn FnMut(&Choice),
) -> Option<Choice> {
    if game.legal_moves().is_empty() {
        return None;
    }
    match request.level {
        Level::Easy => easy::choose(game, request, clock),
        Level::Medium => medium::choose(game, request, clock),
        Level::Hard => hard::choose(game, request, clock, report),
    }
}

/// The deadline and depth limit of `request`, with `level_depth` as the level's own cap.
fn limits(request: &Request, clock: &dyn Clock, level_depth: u32) -> Limits {
    Limits {
        deadline_ms: clock.now_ms() + request.movetime_ms as f64,
        max_depth: request
            .max_depth
            .map_or(level_depth, |d| d.min(level_depth)),
    }
}

/// How the easy and medium levels play: rank every move with a search of `depth` plies, add
/// noise in ±`noise` to each value and play the best noisy value among the moves `allowed`
/// (among all of them if none is).
struct NoisyRanking {
    weights: Weights,
    table_bits: u32,
    depth: u32,
    noise: i32,
}

impl NoisyRanking {
    fn choose(
        &self,
        game: &Game,
        request: &Request,
        clock: &dyn Clock,
        allowed: &dyn Fn(Pit) -> bool,
    ) -> Option<Choice> {
        let limits = limits(request, clock, self.depth);
        let mut searcher = Searcher::new(game, self.weights, self.table_bits, clock, limits);
        let (ranked, depth) = rank_deepening(&mut searcher, limits.max_depth);
        let kept: Vec<(Pit, i32)> = ranked
            .iter()
            .copied()
            .filter(|&(pit, _)| allowed(pit))
            .collect();
        let candidates = if kept.is_empty() { &ranked } else { &kept };
        let mut rng = noise_for(game, request);
        let (pit, value) = pick_with_noise(candidates, &mut rng, self.noise)?;
        Some(searcher.choice(pit, value, depth))
    }
}

/// Ranks the root moves at depths 1, 2, … up to the limit, keeping the last complete ranking.
/// Returns it with its depth.
fn rank_deepening(searcher: &mut Searcher<'_>, max_depth: u32) -> (Vec<(Pit, i32)>, u32) {
    let mut ranked = (Vec::new(), 0);
    for depth in 1..=max_depth.max(1) {
        match searcher.rank(depth) {
            Some(ranking) => ranked = (ranking, depth),
            None => break,
        }
    }
    ranked
}

/// Picks among `candidates` the best value after adding noise in ±`spread` to each: near-best
/// moves get played sometimes, far worse ones never.
fn pick_with_noise(candidates: &[(Pit, i32)], rng: &mut Rng, spread: i32) -> Option<(Pit, i32)> {
    candidates
        .iter()
        .map(|&(pit, value)| (pit, value, value.saturating_add(rng.spread(spread))))
        .max_by_key(|&(_, _, noisy)| noisy)
        .map(|(pit, value, _)| (pit, value))
}

/// The noise of one move: the request's seed mixed with the position, so that one seed still
/// varies from move to move.
fn noise_for(game: &Game, request: &Request) -> Rng {
    Rng::new(request.seed ^ hash(&game.position()))
}

/// How strong the computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    /// Shallow search with randomness among near-best moves: for beginners and children.
    Easy,
    /// About six plies with the full evaluation and a little noise.
    Medium,
    /// The full engine: as strong as it gets in its time budget.
    Hard,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The name used in settings, messages and the command line: `easy`, `medium`, `hard`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The time budget of one move at this level, in milliseconds.
    #[must_use]
    pub const fn default_movetime_ms(self) -> u64 {
        match self {
            Level::Easy => 100,
            Level::Medium => 300,
            Level::Hard => 1000,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not `easy`, `medium` or `hard`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level {:?}: expected easy, medium or hard",
            self.0
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(text: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| ParseLevelError(text.to_string()))
    }
}
