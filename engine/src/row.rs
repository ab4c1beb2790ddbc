//! One row of six pits, read as a word so that the move generator's checks are a few
//! arithmetic operations instead of six-step loops (the hot path of search and perft).
//!
//! A row's six counts go in the low six bytes of a `u64` (pit offset 0 in the lowest byte). A
//! count is at most 48, so adding up to 127 to every byte never carries into the next one, and
//! the top bit of each byte then tells whether that count reached a threshold.

use crate::{Side, PITS, ROW};

/// The top bit of each of the six bytes of a row word.
const TOP_BITS: u64 = 0x8080_8080_8080;
/// Added to a row word, sets a byte's top bit when that pit holds at least one seed.
const AT_LEAST_ONE: u64 = 0x7F7F_7F7F_7F7F;
/// Added to a row word, sets a byte's top bit when that pit reaches the next row: a pit at
/// offset `o` needs `6 - o` seeds, so byte `o` gets `128 - (6 - o)`.
const REACHES_NEXT_ROW: u64 = 0x7F7E_7D7C_7B7A;

/// The six pits of `side`'s row, from the owner's left.
#[inline(always)]
pub(crate) fn row(pits: &[u8; PITS], side: Side) -> &[u8; ROW] {
    let (south, north) = pits.split_first_chunk::<ROW>().expect("12 pits");
    match side {
        Side::South => south,
        Side::North => north.first_chunk::<ROW>().expect("12 pits"),
    }
}

/// The six pits of `side`'s row, to change them.
#[inline(always)]
pub(crate) fn row_mut(pits: &mut [u8; PITS], side: Side) -> &mut [u8; ROW] {
    let (south, north) = pits.split_first_chunk_mut::<ROW>().expect("12 pits");
    match side {
        Side::South => south,
        Side::North => north.first_chunk_mut::<ROW>().expect("12 pits"),
    }
}

/// The seeds in a row word.
#[inline(always)]
pub(crate) const fn total(word: u64) -> u8 {
    // The multiply adds every byte into the top one; 48 seeds at most, so nothing carries.
    (word.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8
}

/// `side`'s row as a word: pit offset `o` in byte `o`.
#[inline(always)]
pub(crate) fn row_word(pits: &[u8; PITS], side: Side) -> u64 {
    // One 8-byte load: South's row is the low six bytes of pits 0–7, North's the high six
    // bytes of pits 4–11.
    match side {
        Side::South => {
            let word = pits.first_chunk::<8>().expect("12 pits");
            u64::from_le_bytes(*word) & 0xFFFF_FFFF_FFFF
        }
        Side::North => {
            let word = pits.last_chunk::<8>().expect("12 pits");
            u64::from_le_bytes(*word) >> 16
        }
    }
}

/// The pits of a row word that hold seeds: the top bit of their byte is set.
#[inline(always)]
pub(crate) const fn sowable(word: u64) -> u64 {
    (word + AT_LEAST_ONE) & TOP_BITS
}

/// The pits of a row word whose seeds reach the next row: the top bit of their byte is set.
#[inline(always)]
pub(crate) const fn feeding(word: u64) -> u64 {
    (word + REACHES_NEXT_ROW) & TOP_BITS
}

/// Whether some pit of `side` holds enough seeds to reach the opponent's row.
#[inline(always)]
pub(crate) fn can_feed(pits: &[u8; PITS], side: Side) -> bool {
    feeding(row_word(pits, side)) != 0
}

/// How many pits a pit set holds.
#[inline(always)]
pub(crate) const fn count(set: u64) -> u32 {
    // Each byte becomes 0 or 1; the multiply adds them all into the top byte. (Faster than
    // `count_ones` on x86-64 without the POPCNT instruction.)
    ((set >> 7).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// The offset (0–5) of the pit of the lowest set top bit of a non-zero pit set, which is then
/// removed from the set.
#[inline(always)]
pub(crate) fn pop_offset(set: &mut u64) -> usize {
    let offset = set.trailing_zeros() as usize / 8;
    *set &= *set - 1;
    offset
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_word_checks_agree_with_counting_pit_by_pit() {
        for seeds in 0..=48u8 {
            for offset in 0..ROW {
                let mut pits = [0; PITS];
                pits[ROW + offset] = seeds;
                let word = row_word(&pits, Side::North);
                let top = 0x80u64 << (8 * offset);
                assert_eq!(sowable(word) == top, seeds > 0);
                assert_eq!(feeding(word) == top, usize::from(seeds) >= ROW - offset);
                assert_eq!(row_word(&pits, Side::South), 0);
            }
        }
    }

    #[test]
    fn total_adds_the_six_pits_of_a_row() {
        let mut pits = [0; PITS];
        pits[..ROW].copy_from_slice(&[1, 2, 3, 4, 5, 6]);
        pits[ROW..].copy_from_slice(&[27, 0, 0, 0, 0, 0]);
        assert_eq!(total(row_word(&pits, Side::South)), 21);
        assert_eq!(total(row_word(&pits, Side::North)), 27);
        row_mut(&mut pits, Side::North)[5] = 9;
        assert_eq!(pits[11], 9);
    }

    #[test]
    fn pop_offset_walks_the_set_pits_in_order() {
        let mut set = sowable(u64::from_le_bytes([3, 0, 1, 0, 0, 9, 0, 0]));
        let offsets: Vec<usize> =
            std::iter::from_fn(|| (set != 0).then(|| pop_offset(&mut set))).collect();
        assert_eq!(offsets, vec![0, 2, 5]);
        for word in [0, 0x0101_0101_0101, 0x3000_0000_0001, 0x0001_0000_0100] {
            assert_eq!(count(sowable(word)), sowable(word).count_ones());
        }
    }
}
