//! The transposition table: what earlier searches found about a position, by its hash.
//!
//! Buckets of two entries: the first keeps the deepest search of the positions that land there,
//! the second always takes the newest one.

use kawu_engine::Pit;

/// What a stored value says about the true value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The true value.
    Exact,
    /// The true value is at least this (the search failed high).
    Lower,
    /// The true value is at most this (the search failed low).
    Upper,
}

/// One stored search result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    check: u32,
    /// Value relative to the node (see [`crate::score::to_table`]).
    pub value: i32,
    /// Remaining depth of the search that found it.
    pub depth: u8,
    /// How `value` relates to the true value.
    pub bound: Bound,
    /// The best move found, if any.
    pub pit: Option<Pit>,
}

const EMPTY: Entry = Entry {
    check: 0,
    value: 0,
    depth: 0,
    bound: Bound::Upper,
    pit: None,
};

/// A fixed-size table of search results.
#[derive(Debug, Clone)]
pub struct Table {
    buckets: Vec<[Entry; 2]>,
    mask: u64,
}

impl Table {
    /// A table of `2^bits` buckets (two entries each).
    #[must_use]
    pub fn new(bits: u32) -> Table {
        Table {
            buckets: vec![[EMPTY; 2]; 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    /// The entry stored for `key`, if any.
    #[inline]
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let check = check_of(key);
        self.buckets[self.index(key)]
            .iter()
            .find(|entry| entry.check == check && entry.depth > 0)
            .copied()
    }

    /// Stores a result for `key` (`depth` ≥ 1).
    #[inline]
    pub fn store(&mut self, key: u64, depth: u8, value: i32, bound: Bound, pit: Option<Pit>) {
        let check = check_of(key);
        let index = self.index(key);
        let bucket = &mut self.buckets[index];
        let entry = Entry {
            check,
            value,
            depth: depth.max(1),
            bound,
            pit,
        };
        let slot = if bucket[0].check == check || entry.depth >= bucket[0].depth {
            0
        } else {
            1
        };
        // A shallower result of the same position keeps the known best move.
        let keep_pit = bucket[slot].check == check && pit.is_none();
        let old_pit = bucket[slot].pit;
        bucket[slot] = entry;
        if keep_pit {
            bucket[slot].pit = old_pit;
        }
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key & self.mask) as usize
    }
}

/// The high half of the key checks a hit; the low bits choose the bucket.
#[inline]
fn check_of(key: u64) -> u32 {
    (key >> 32) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_by_key_and_misses_other_keys() {
        let mut table = Table::new(4);
        let pit = Pit::new(3);
        table.store(0xABCD_0000_0000_0005, 7, -250, Bound::Lower, pit);
        let entry = table.probe(0xABCD_0000_0000_0005).unwrap();
        assert_eq!(
            (entry.value, entry.depth, entry.bound, entry.pit),
            (-250, 7, Bound::Lower, pit)
        );
        assert_eq!(table.probe(0xABCE_0000_0000_0005), None);
        assert_eq!(table.probe(0xABCD_0000_0000_0006), None);
    }

    #[test]
    fn a_deep_entry_survives_a_shallow_one_of_another_position() {
        let mut table = Table::new(2);
        let (deep, shallow, newest) = (
            0x1111_0000_0000_0001,
            0x2222_0000_0000_0001,
            0x3333_0000_0000_0001,
        );
        table.store(deep, 12, 5, Bound::Exact, None);
        table.store(shallow, 2, 6, Bound::Exact, None);
        table.store(newest, 1, 7, Bound::Exact, None);
        assert_eq!(table.probe(deep).map(|e| e.value), Some(5));
        assert_eq!(table.probe(newest).map(|e| e.value), Some(7));
        assert_eq!(table.probe(shallow), None);
    }

    #[test]
    fn a_result_without_a_move_keeps_the_known_best_move() {
        let mut table = Table::new(2);
        let key = 0x4444_0000_0000_0002;
        table.store(key, 5, 0, Bound::Exact, Pit::new(2));
        table.store(key, 6, 10, Bound::Upper, None);
        assert_eq!(table.probe(key).unwrap().pit, Pit::new(2));
        assert_eq!(table.probe(key).unwrap().depth, 6);
    }
}
