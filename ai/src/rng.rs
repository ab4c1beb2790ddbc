//! A small seeded random generator (SplitMix64): the levels' noise and the tools' random players.
//!
//! The search must not use a global generator (none exists in the browser's worker and results
//! must be reproducible from [`crate::Request::seed`]).

/// SplitMix64: fast, 64 bits of state, good enough for noise and random openings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator started from `seed`; the same seed always gives the same sequence.
    #[must_use]
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let (state, value) = split_mix(self.state);
        self.state = state;
        value
    }

    /// A number in `0..bound` (`bound` must be positive).
    ///
    /// # Panics
    /// If `bound` is 0.
    pub fn below(&mut self, bound: u64) -> u64 {
        assert!(bound > 0, "an empty range has no random member");
        // Multiply-shift: unbiased enough for small bounds, and no division.
        ((u128::from(self.next_u64()) * u128::from(bound)) >> 64) as u64
    }

    /// One of `items`, each as likely.
    ///
    /// # Panics
    /// If `items` is empty.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }

    /// A number in `-spread..=spread`.
    pub fn spread(&mut self, spread: i32) -> i32 {
        let width = u64::from(spread.unsigned_abs()) * 2 + 1;
        self.below(width) as i32 - spread.abs()
    }
}

/// One SplitMix64 step: the next state and its output. `const` so the hash keys are built at
/// compile time.
pub(crate) const fn split_mix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence_and_values_stay_in_range() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..1000 {
            let x = a.below(6);
            assert_eq!(x, b.below(6));
            assert!(x < 6);
            let s = a.spread(3);
            assert_eq!(s, b.spread(3));
            assert!((-3..=3).contains(&s));
        }
    }

    #[test]
    fn every_value_of_a_small_range_comes_up() {
        let mut rng = Rng::new(1);
        let mut seen = [false; 6];
        for _ in 0..200 {
            seen[rng.below(6) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }
}
