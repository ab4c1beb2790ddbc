//! **Easy**: for beginners and children.
//!
//! Policy: rank every move with a 2-ply search on the captured seeds alone (it sees its own
//! capture and the reply), add noise of up to ±3 seeds to each value, play the best noisy
//! value. So it often misses a capture of 2–3 seeds or leaves a small pit exposed (plausible
//! mistakes), but takes big captures. One guard: it never plays a move that gives away 4 seeds
//! or more (the opponent's best reply captures 4 or more than the move itself took) when a
//! move exists that does not.

use kawu_engine::{Game, Pit, Position};

use super::NoisyRanking;
use crate::eval::Weights;
use crate::score::SEED;
use crate::{Choice, Clock, Request};

/// Plies searched.
pub const DEPTH: u32 = 2;
/// Noise added to each move's value, in centi-seeds (±).
pub const NOISE: i32 = 3 * SEED;
/// Seeds given away that the guard forbids when it can.
pub const BIG_GIFT: u8 = 4;

/// Buckets of the transposition table, as a power of two (a 2-ply search needs few).
pub const TABLE_BITS: u32 = 10;

/// The easy level's move (the game must not be over).
pub fn choose(game: &Game, request: &Request, clock: &dyn Clock) -> Option<Choice> {
    let policy = NoisyRanking {
        weights: Weights::MATERIAL,
        table_bits: TABLE_BITS,
        depth: DEPTH,
        noise: NOISE,
    };
    let position = game.position();
    policy.choose(game, request, clock, &|pit| {
        seeds_given_away(&position, pit) < BIG_GIFT
    })
}

/// How many seeds playing `pit` gives away: the opponent's best capture in reply, less what
/// the move captured itself (0 if the move ends the game or gains more than it loses, or gives
/// Kalah's extra move: no reply then). In Kalah, a capture is every seed a move puts in its
/// store.
#[must_use]
pub fn seeds_given_away(position: &Position, pit: Pit) -> u8 {
    let mut after = *position;
    let taken = after.play_unchecked(pit);
    if after.to_move() == position.to_move() {
        return 0;
    }
    let reply = after
        .legal_moves()
        .iter()
        .map(|&reply| {
            let mut next = after;
            next.play_unchecked(reply)
        })
        .max()
        .unwrap_or(0);
    reply.saturating_sub(taken)
}
