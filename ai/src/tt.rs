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
    /// Value relative to the node (see [`crate::score::to_table`]).
    pub value: i32,
    /// Remaining depth of the search that found it.
    pub depth: u8,
    /// How `value` relates to the true value.
    pub bound: Bound,
    /// The best move found, if any.
    pub pit: Option<Pit>,
}

/// A fixed-size table of search results.
///
/// Each entry is packed in one word, all zeros when empty, so a new table is zeroed memory
/// that the system hands out lazily instead of 16 MB written at the start of every move:
///
/// | bits | 63–32 | 30–13 | 12–6 | 5–4 | 3–0 |
/// |---|---|---|---|---|---|
/// | | key check | value + 2^17 | depth (0 = empty) | bound | pit + 1 (0 = none) |
#[derive(Debug, Clone)]
pub struct Table {
    buckets: Vec<[u64; 2]>,
    mask: u64,
}

const VALUE_OFFSET: i32 = 1 << 17;
const DEPTH_MAX: u8 = 127;

impl Table {
    /// A table of `2^bits` buckets (two entries of 8 bytes each).
    #[must_use]
    pub fn new(bits: u32) -> Table {
        Table {
            buckets: vec![[0; 2]; 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    /// Its size: `2^bits` buckets.
    #[must_use]
    pub fn bits(&self) -> u32 {
        self.buckets.len().trailing_zeros()
    }

    /// The entry stored for `key`, if any.
    #[inline]
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let check = check_of(key);
        self.buckets[self.index(key)]
            .iter()
            .find(|&&word| word >> 32 == check && depth_of(word) > 0)
            .map(|&word| unpack(word))
    }

    /// Stores a result for `key` (a depth of 0 is stored as 1).
    #[inline]
    pub fn store(&mut self, key: u64, depth: u8, value: i32, bound: Bound, pit: Option<Pit>) {
        let check = check_of(key);
        let index = self.index(key);
        let bucket = &mut self.buckets[index];
        let depth = depth.clamp(1, DEPTH_MAX);
        let slot = usize::from(bucket[0] >> 32 != check && depth < depth_of(bucket[0]));
        // A result without a move keeps the best move known for the same position.
        let old = bucket[slot];
        let pit = match pit {
            None if old >> 32 == check && depth_of(old) > 0 => unpack(old).pit,
            pit => pit,
        };
        bucket[slot] = pack(check, value, depth, bound, pit);
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key & self.mask) as usize
    }
}

/// The high half of the key checks a hit; the low bits choose the bucket.
#[inline]
fn check_of(key: u64) -> u64 {
    key >> 32
}

#[inline]
fn depth_of(word: u64) -> u8 {
    ((word >> 6) & 0x7F) as u8
}

#[inline]
fn pack(check: u64, value: i32, depth: u8, bound: Bound, pit: Option<Pit>) -> u64 {
    debug_assert!(value.abs() < VALUE_OFFSET, "value {value} does not fit");
    let value = u64::from((value + VALUE_OFFSET) as u32) & 0x3_FFFF;
    let bound = match bound {
        Bound::Exact => 0,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    let pit = pit.map_or(0, |pit| pit.index() as u64 + 1);
    check << 32 | value << 13 | u64::from(depth) << 6 | bound << 4 | pit
}

#[inline]
fn unpack(word: u64) -> Entry {
    Entry {
        value: ((word >> 13) & 0x3_FFFF) as i32 - VALUE_OFFSET,
        depth: depth_of(word),
        bound: match (word >> 4) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        },
        pit: ((word & 0xF) as usize).checked_sub(1).and_then(Pit::new),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_knows_its_size() {
        assert_eq!(Table::new(4).bits(), 4);
        assert_eq!(Table::new(12).bits(), 12);
    }

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
    fn every_field_survives_packing() {
        for value in [-104_800, -1, 0, 1, 250, 104_896] {
            for bound in [Bound::Exact, Bound::Lower, Bound::Upper] {
                for pit in [None, Pit::new(0), Pit::new(11)] {
                    let word = pack(0xFFFF_FFFF, value, 90, bound, pit);
                    let entry = unpack(word);
                    assert_eq!(
                        (entry.value, entry.depth, entry.bound, entry.pit),
                        (value, 90, bound, pit)
                    );
                    assert_eq!(word >> 32, 0xFFFF_FFFF);
                }
            }
        }
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
