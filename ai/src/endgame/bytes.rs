//! The table as bytes, to keep it between runs (the worker stores it in the browser): the
//! boards in index order, 3 bytes each (value, low bound, high bound, as `i8`), checked on the
//! way back against [`DIGEST`], the digest of the whole table as the native build gives it.

use super::{Entry, Table, BOARDS, MAX_SEEDS};

/// Bytes of the whole table: 3 a board.
pub const BYTES: usize = 3 * BOARDS;

/// The digest ([`digest`]) of the bytes of the whole table, as [`Table::build`] makes it. A
/// native test checks it against a fresh build: a change of the rules or of the solver changes
/// it there, and every copy kept of an older table is then refused and rebuilt.
pub const DIGEST: u64 = 0x2897_59d7_c1f4_3870;

/// Why bytes are not the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// Not [`BYTES`] bytes long (a truncated copy).
    Length(usize),
    /// The right length, another digest (a damaged copy, or another table's).
    Digest(u64),
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::Length(got) => write!(f, "{got} bytes, not {BYTES}"),
            Refused::Digest(got) => write!(f, "digest {got:016x}, not {DIGEST:016x}"),
        }
    }
}

impl std::error::Error for Refused {}

/// A 64-bit digest of `bytes`, eight at a time (FNV-1a's step on little-endian words, then a
/// rotation): each step is one-to-one in the digest so far, so a copy that differs from the
/// table in one word, or in its length, never has its digest.
#[must_use]
pub fn digest(bytes: &[u8]) -> u64 {
    let words = bytes.chunks(8).map(|word| {
        let mut full = [0; 8];
        full[..word.len()].copy_from_slice(word);
        u64::from_le_bytes(full)
    });
    let start = 0xcbf2_9ce4_8422_2325 ^ bytes.len() as u64;
    words.fold(start, |hash, word| {
        (hash ^ word)
            .wrapping_mul(0x0000_0100_0000_01b3)
            .rotate_left(29)
    })
}

impl Table {
    /// The table as bytes (see [`crate::endgame::bytes`]); [`BYTES`] of them for the whole table.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        self.entries
            .iter()
            .flat_map(|entry| [entry.value, entry.lo, entry.hi].map(|v| v as u8))
            .collect()
    }

    /// The whole table from the bytes of [`Table::to_bytes`], if they are exactly those of
    /// [`Table::build`] (length and [`DIGEST`]).
    ///
    /// # Errors
    /// What is wrong with them: never a table from a truncated or damaged copy.
    pub fn from_bytes(bytes: &[u8]) -> Result<Table, Refused> {
        if bytes.len() != BYTES {
            return Err(Refused::Length(bytes.len()));
        }
        let got = digest(bytes);
        if got != DIGEST {
            return Err(Refused::Digest(got));
        }
        let mut entries = Vec::with_capacity(BOARDS);
        entries.extend(bytes.chunks_exact(3).map(|entry| Entry {
            value: entry[0] as i8,
            lo: entry[1] as i8,
            hi: entry[2] as i8,
        }));
        Ok(Table {
            entries,
            solved: MAX_SEEDS,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_sees_one_byte_changed() {
        assert_ne!(digest(&[0, 1, 2]), digest(&[0, 1, 3]));
        assert_ne!(digest(&[0, 1, 2]), digest(&[0, 1]));
        assert_ne!(digest(&[0; 9]), digest(&[0; 10]));
    }

    #[test]
    fn a_small_table_is_not_the_table() {
        let bytes = Table::build_up_to(4).to_bytes();
        assert_eq!(Table::from_bytes(&bytes), Err(Refused::Length(bytes.len())));
    }
}
