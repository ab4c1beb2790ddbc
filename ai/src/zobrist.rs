//! Zobrist hashing of a whole position (pits, South's captured seeds, side to move), with the
//! random keys **added** rather than XOR-ed: a pit holding `c` seeds adds its key `c` times.
//!
//! Adding makes the key of a sowing cheap to update, with no loop over the pits it reaches:
//! `n` seeds leave the origin (`n` times its key) and fall on the 11 other pits in `n / 11`
//! whole laps (a precomputed sum) and `n % 11` pits after the origin (a precomputed prefix).
//! The search updates the key that way move by move ([`after_move`]); a capture or the end of
//! a game, rarer, hash from scratch ([`hash`], 12 multiplications), as does a search's root.
//! Two different boards share a key only if the differences of their counts, at most 48 in
//! size (72 in Kalah), weigh the random keys to a multiple of 2⁶⁴: a chance of at most 2⁻⁵⁸ for any pair
//! (2⁻⁶⁴ with XOR-ed keys), far below what a search of millions of positions could meet.
//!
//! South's score is part of the key, so two positions with the same pits but a different
//! split of the captured seeds never share an entry. North's score follows from the seeds in
//! play (48, Kalah's 72). The rules are not: a search, and the table kept between searches,
//! hold the positions of one game, under one rule set (`levels::hard`).

use kawu_engine::{Pit, Position, Rules, Side, PITS, SEEDS};

use crate::rng::split_mix;

/// Scores of Awalé, 0–48: their keys come first, as they always did.
const COUNTS: usize = SEEDS as usize + 1;
/// Every score a store of Kalah can hold, 0–72.
const KALAH_COUNTS: usize = Rules::KALAH.seeds() as usize + 1;

/// The other pits, the ones a sowing feeds.
const OTHERS: usize = PITS - 1;

struct Keys {
    /// One key per pit, added once per seed in it.
    pits: [u64; PITS],
    /// The sum of the keys of the 11 other pits: one lap of a sowing from each pit.
    lap: [u64; PITS],
    /// `after[o][r]`: the sum of the keys of the `r` pits after pit `o` (`r` < 11).
    after: [[u64; OTHERS]; PITS],
    /// One key per South score (in Kalah, South's store).
    south_score: [u64; KALAH_COUNTS],
    north_to_move: u64,
}

const fn build_keys() -> Keys {
    let mut keys = Keys {
        pits: [0; PITS],
        lap: [0; PITS],
        after: [[0; OTHERS]; PITS],
        south_score: [0; KALAH_COUNTS],
        north_to_move: 0,
    };
    let mut state = 0x6b61_7775_6f77_6172; // "kawuowar"
    let mut pit = 0;
    while pit < PITS {
        let (next, value) = split_mix(state);
        state = next;
        keys.pits[pit] = value;
        pit += 1;
    }
    let mut origin = 0;
    while origin < PITS {
        let mut sum = 0u64;
        let mut r = 0;
        while r < OTHERS {
            keys.after[origin][r] = sum;
            sum = sum.wrapping_add(keys.pits[(origin + r + 1) % PITS]);
            r += 1;
        }
        keys.lap[origin] = sum;
        origin += 1;
    }
    let mut score = 0;
    while score < COUNTS {
        let (next, value) = split_mix(state);
        state = next;
        keys.south_score[score] = value;
        score += 1;
    }
    let (mut state, value) = split_mix(state);
    keys.north_to_move = value;
    // Kalah's scores past 48 draw their keys last, so that Awalé's keys stay as they were.
    while score < KALAH_COUNTS {
        let (next, value) = split_mix(state);
        state = next;
        keys.south_score[score] = value;
        score += 1;
    }
    keys
}

static KEYS: Keys = build_keys();

/// The 64-bit key of `position`, from scratch.
#[inline]
#[must_use]
pub fn hash(position: &Position) -> u64 {
    let pits = position.pits();
    let mut key = KEYS.south_score[usize::from(position.score().south)];
    for (&seeds, &pit_key) in pits.iter().zip(KEYS.pits.iter()) {
        key = key.wrapping_add(u64::from(seeds).wrapping_mul(pit_key));
    }
    if position.to_move() == Side::North {
        key = key.wrapping_add(KEYS.north_to_move);
    }
    key
}

/// The key of `after`, the position `pit` leads to from `before` (whose key is `key`): updated
/// for the sowing and the side to move when the move captured nothing and the game goes on,
/// else hashed from scratch. In Kalah a move that leaves the scores as they were sows fewer
/// seeds than the pits up to the store, within the mover's row, and passes the turn: the same
/// update.
#[inline]
#[must_use]
pub fn after_move(key: u64, before: &Position, pit: Pit, after: &Position) -> u64 {
    if after.score() != before.score() || after.is_over() {
        return hash(after);
    }
    let origin = pit.index();
    let seeds = usize::from(before.pits()[origin]);
    let laps = (seeds / OTHERS) as u64;
    let sown = laps
        .wrapping_mul(KEYS.lap[origin])
        .wrapping_add(KEYS.after[origin][seeds % OTHERS]);
    let turn = match before.to_move() {
        Side::South => KEYS.north_to_move,
        Side::North => KEYS.north_to_move.wrapping_neg(),
    };
    key.wrapping_sub((seeds as u64).wrapping_mul(KEYS.pits[origin]))
        .wrapping_add(sown)
        .wrapping_add(turn)
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_engine::{BySide, Setup};

    #[test]
    fn every_key_is_distinct() {
        let mut all: Vec<u64> = KEYS.pits.to_vec();
        all.extend(KEYS.south_score);
        all.push(KEYS.north_to_move);
        let count = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), count);
    }

    #[test]
    fn hash_tells_apart_side_score_and_pits() {
        let start = Position::start();
        let mut north = Setup::start();
        north.to_move = Side::North;
        let north = Position::from_setup(north).unwrap();
        assert_ne!(hash(&start), hash(&north));

        let mut a = Setup::start();
        a.pits[0] = 0;
        a.pits[1] = 0;
        a.score = BySide::new(8, 0);
        let mut b = a;
        b.score = BySide::new(0, 8);
        let (a, b) = (
            Position::from_setup(a).unwrap(),
            Position::from_setup(b).unwrap(),
        );
        assert_ne!(hash(&a), hash(&b));
    }

    /// Walks every line of `depth` plies from each of `positions`, checking that the key
    /// updated move by move is the key from scratch at each position; how many were checked.
    fn keys_checked(positions: &[&str], depth: u32) -> usize {
        fn walk(position: Position, key: u64, depth: u32, checked: &mut usize) {
            assert_eq!(key, hash(&position), "{position}");
            *checked += 1;
            if depth == 0 || position.is_over() {
                return;
            }
            for &pit in position.legal_moves().iter() {
                let mut next = position;
                next.play_unchecked(pit);
                let next_key = after_move(key, &position, pit, &next);
                walk(next, next_key, depth - 1, checked);
            }
        }
        let mut checked = 0;
        for text in positions {
            let position: Position = text.parse().unwrap();
            walk(position, hash(&position), depth, &mut checked);
        }
        checked
    }

    #[test]
    fn the_key_updated_move_by_move_is_the_key_from_scratch() {
        // Captures, laps of 11 seeds and more, grand slams, sweeps and wins at 25.
        let positions = [
            "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
            "0-0-8-0-0-1-1-1-1-1-2-3-15-15-S",
            "0-0-0-0-0-17-1-0-1-0-1-6-11-11-S",
            "23-2-2-2-1-1-1-1-1-2-1-1-5-5-S",
            "1-0-9-0-0-1-1-0-0-0-0-0-18-18-S",
            "0-0-0-0-0-1-1-0-0-0-0-0-23-23-S",
            "11-1-0-2-0-12-1-2-0-3-1-2-6-7-N",
        ];
        let checked = keys_checked(&positions, 5);
        assert!(checked > 10_000, "{checked} positions");
    }

    #[test]
    fn kalahs_keys_updated_move_by_move_are_the_keys_from_scratch() {
        // The start, a lap through the store, and stores past 48.
        let positions = [
            "6-6-6-6-6-6-6-6-6-6-6-6-0-0-S kalah",
            "13-1-1-1-1-1-2-2-2-2-2-2-20-22-S kalah",
            "0-1-0-2-1-3-1-1-0-2-0-1-50-10-N kalah",
        ];
        let checked = keys_checked(&positions, 5);
        assert!(checked > 5_000, "{checked} positions");
    }

    #[test]
    fn distinct_positions_get_distinct_keys_and_equal_ones_equal_keys() {
        use std::collections::HashMap;
        fn walk(position: Position, depth: u32, seen: &mut HashMap<u64, Position>) {
            if let Some(earlier) = seen.insert(hash(&position), position) {
                assert_eq!(earlier, position, "two positions share a key");
            }
            if depth == 0 {
                return;
            }
            for &pit in position.legal_moves().iter() {
                let mut next = position;
                next.play_unchecked(pit);
                walk(next, depth - 1, seen);
            }
        }
        let mut seen = HashMap::new();
        walk(Position::start(), 6, &mut seen);
        // Transpositions exist: far fewer distinct positions than paths.
        assert!(seen.len() < 1 + 6 + 36 + 190 + 1014 + 5219 + 27332);
    }
}
