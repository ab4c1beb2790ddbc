//! Where the seeds of a pit fall, worked out once for every origin and seed count: sowing is
//! then one add of twelve counts, the hot path of search and perft.

use crate::{Pit, PITS, SEEDS};

/// Seed counts a pit can hold: 0 to 48.
const COUNTS: usize = SEEDS as usize + 1;

/// How sowing `seeds` from `origin` fills the board: seeds added to each pit (the origin none:
/// it is skipped on every lap), as little-endian words to add to pits 0–7 and 8–11, and the pit
/// that gets the last seed.
#[derive(Clone, Copy)]
pub(crate) struct Sowing {
    /// Seeds added to pits 0–7, pit 0 in the lowest byte.
    pub low: u64,
    /// Seeds added to pits 8–11, pit 8 in the lowest byte.
    pub high: u32,
    /// The pit where the last seed falls (the origin itself when there is no seed).
    pub last: Pit,
}

/// Every sowing, by origin then seed count.
static SOWINGS: [[Sowing; COUNTS]; PITS] = sowings();

/// The sowing of `seeds` (0–48) from `origin`.
#[inline(always)]
pub(crate) fn sowing(origin: Pit, seeds: u8) -> &'static Sowing {
    &SOWINGS[origin.index()][usize::from(seeds)]
}

const fn sowings() -> [[Sowing; COUNTS]; PITS] {
    const EMPTY: Sowing = Sowing {
        low: 0,
        high: 0,
        last: Pit::ALL[0],
    };
    let mut table = [[EMPTY; COUNTS]; PITS];
    let mut origin = 0;
    while origin < PITS {
        let mut added = [0; PITS];
        let mut last = origin;
        table[origin][0].last = Pit::ALL[origin];
        let mut seeds = 1;
        while seeds < COUNTS {
            // One more seed: into the next pit, the origin skipped.
            last = (last + 1) % PITS;
            if last == origin {
                last = (last + 1) % PITS;
            }
            added[last] += 1;
            table[origin][seeds] = Sowing {
                low: u64::from_le_bytes([
                    added[0], added[1], added[2], added[3], added[4], added[5], added[6], added[7],
                ]),
                high: u32::from_le_bytes([added[8], added[9], added[10], added[11]]),
                last: Pit::ALL[last],
            };
            seeds += 1;
        }
        origin += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_agrees_with_sowing_seed_by_seed() {
        for origin in Pit::ALL {
            for seeds in 0..=SEEDS {
                let mut added = [0; PITS];
                let mut pit = origin;
                for _ in 0..seeds {
                    pit = pit.next();
                    if pit == origin {
                        pit = pit.next();
                    }
                    added[pit.index()] += 1;
                }
                let sowing = sowing(origin, seeds);
                let mut words = [0; 12];
                words[..8].copy_from_slice(&sowing.low.to_le_bytes());
                words[8..].copy_from_slice(&sowing.high.to_le_bytes());
                assert_eq!(words, added, "{origin} with {seeds}");
                assert_eq!(sowing.last, pit, "{origin} with {seeds}");
            }
        }
    }
}
