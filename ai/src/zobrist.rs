//! Zobrist hashing of a whole position: pits, South's captured seeds and the side to move.
//!
//! The hash is computed from scratch (14 table reads and XORs) rather than updated while
//! sowing: `play_unchecked` reports no trace, and a sowing of 12 seeds or more touches every pit
//! anyway. Measured with `perf` on the hard level from the start position, computing it takes
//! about 5% of the search time, so an incremental hash could save at most that.
//!
//! South's score is part of the key, so two positions with the same pits but a different
//! split of the captured seeds never share an entry. North's score follows from the 48 seeds.

use kawu_engine::{Position, Side, PITS, SEEDS};

use crate::rng::split_mix;

const COUNTS: usize = SEEDS as usize + 1;

struct Keys {
    pits: [[u64; COUNTS]; PITS],
    south_score: [u64; COUNTS],
    north_to_move: u64,
}

const fn build_keys() -> Keys {
    let mut keys = Keys {
        pits: [[0; COUNTS]; PITS],
        south_score: [0; COUNTS],
        north_to_move: 0,
    };
    let mut state = 0x6b61_7775_6f77_6172; // "kawuowar"
    let mut pit = 0;
    while pit < PITS {
        let mut count = 0;
        while count < COUNTS {
            let (next, value) = split_mix(state);
            state = next;
            keys.pits[pit][count] = value;
            count += 1;
        }
        pit += 1;
    }
    let mut score = 0;
    while score < COUNTS {
        let (next, value) = split_mix(state);
        state = next;
        keys.south_score[score] = value;
        score += 1;
    }
    keys.north_to_move = split_mix(state).1;
    keys
}

static KEYS: Keys = build_keys();

/// The 64-bit key of `position`.
#[inline]
#[must_use]
pub fn hash(position: &Position) -> u64 {
    let pits = position.pits();
    let mut key = KEYS.south_score[usize::from(position.score().south)];
    for (pit, keys) in pits.iter().zip(KEYS.pits.iter()) {
        key ^= keys[usize::from(*pit)];
    }
    if position.to_move() == Side::North {
        key ^= KEYS.north_to_move;
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_engine::{BySide, Setup};

    #[test]
    fn every_key_is_distinct() {
        let mut all: Vec<u64> = KEYS.pits.iter().flatten().copied().collect();
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
