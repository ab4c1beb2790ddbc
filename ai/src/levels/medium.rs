//! **Medium**: a fair club player.
//!
//! Policy: rank every move with a 6-ply search and the full evaluation, add noise of up to
//! ±0.3 seed to each value and play the best noisy value: among moves that look equal it
//! varies, it never prefers a move clearly worse.

use kawu_engine::Game;

use super::NoisyRanking;
use crate::eval::Weights;
use crate::score::SEED;
use crate::{Choice, Clock, Request};

/// Plies searched.
pub const DEPTH: u32 = 6;
/// Noise added to each move's value, in centi-seeds (±).
pub const NOISE: i32 = 3 * SEED / 10;

/// Buckets of the transposition table, as a power of two (1 MB).
pub const TABLE_BITS: u32 = 16;

/// The medium level's move (the game must not be over).
pub fn choose(game: &Game, request: &Request, clock: &dyn Clock) -> Option<Choice> {
    let policy = NoisyRanking {
        weights: Weights::DEFAULT,
        table_bits: TABLE_BITS,
        depth: DEPTH,
        noise: NOISE,
    };
    policy.choose(game, request, clock, &|_| true)
}
