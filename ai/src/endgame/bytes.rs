//! The table as bytes, to keep it between runs: the boards in index order, 3 bytes each (value,
//! low bound, high bound, as `i8`).
//!
//! - The web app's worker stores the 12-seed table in the browser ([`Table::to_bytes`]), checked
//!   on the way back against [`DIGEST`], the digest of the whole table as the native build
//!   gives it.
//! - The native tool keeps its bigger table in a file ([`Table::to_kept`]): a first line
//!   `kawu-endgame 1 seeds <n> digest <16 hex digits>`, then the bytes. On the way back the
//!   bytes are checked against the digest of that line (a truncated or damaged file), and their
//!   first 12 seeds against [`DIGEST`] (a table of another build, whose rules or solver differ).

use super::index::level_start;
use super::{Entry, Table, BOARDS, CAPACITY, MAX_SEEDS};

/// Bytes of the whole table: 3 a board.
pub const BYTES: usize = 3 * BOARDS;

/// The digest ([`digest`]) of the bytes of the whole table, as [`Table::build`] makes it. A
/// native test checks it against a fresh build: a change of the rules or of the solver changes
/// it there, and every copy kept of an older table is then refused and rebuilt.
pub const DIGEST: u64 = 0x2897_59d7_c1f4_3870;

/// The first words of a kept table's first line ([`Table::to_kept`]).
const KEPT: &str = "kawu-endgame 1";

/// Why bytes are not the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// Not a kept table: no first line `kawu-endgame 1 seeds <n> digest <hex>`, with `n` from 12
    /// to [`CAPACITY`].
    Header,
    /// Not the length the table needs (a truncated copy).
    Length {
        /// Bytes there are.
        got: usize,
        /// Bytes the table needs.
        needs: usize,
    },
    /// The right length, another digest (a damaged copy, or another table's).
    Digest {
        /// The digest of the bytes there are.
        got: u64,
        /// The digest they need.
        needs: u64,
    },
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::Header => write!(f, "no first line \"{KEPT} seeds <n> digest <hex>\""),
            Refused::Length { got, needs } => write!(f, "{got} bytes, not {needs}"),
            Refused::Digest { got, needs } => write!(f, "digest {got:016x}, not {needs:016x}"),
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
        self.bytes().collect()
    }

    /// The bytes of [`Table::to_bytes`], one after the other.
    fn bytes(&self) -> impl Iterator<Item = u8> + '_ {
        self.entries
            .iter()
            .flat_map(|entry| [entry.value, entry.lo, entry.hi].map(|v| v as u8))
    }

    /// The whole table from the bytes of [`Table::to_bytes`], if they are exactly those of
    /// [`Table::build`] (length and [`DIGEST`]).
    ///
    /// # Errors
    /// What is wrong with them: never a table from a truncated or damaged copy.
    pub fn from_bytes(bytes: &[u8]) -> Result<Table, Refused> {
        check(bytes, BYTES, DIGEST)?;
        Ok(Table::of_bytes(bytes, MAX_SEEDS))
    }

    /// The table as the native tool keeps it in a file (see [`crate::endgame::bytes`]): a
    /// first line naming its seeds and the digest of its bytes, then the bytes.
    #[must_use]
    pub fn to_kept(&self) -> Vec<u8> {
        // The bytes go straight after the line, whose digest is filled in once they are there
        // (always 16 digits, so the line keeps its length): no second copy of a 677 MB table.
        let line = |digest: u64| {
            format!("{KEPT} seeds {} digest {digest:016x}\n", self.solved).into_bytes()
        };
        let mut kept = line(0);
        let start = kept.len();
        kept.reserve_exact(3 * self.entries.len());
        kept.extend(self.bytes());
        let whole = digest(&kept[start..]);
        kept[..start].copy_from_slice(&line(whole));
        kept
    }

    /// The table kept by [`Table::to_kept`] (12 to [`CAPACITY`] seeds), if it is whole (the
    /// length its seeds need, the digest its first line names) and of this build (its first 12
    /// seeds are [`Table::build`]'s).
    ///
    /// # Errors
    /// What is wrong with them: never a table from a truncated or damaged file, or another
    /// build's.
    pub fn from_kept(kept: &[u8]) -> Result<Table, Refused> {
        let end = kept
            .iter()
            .position(|&b| b == b'\n')
            .ok_or(Refused::Header)?;
        let header = std::str::from_utf8(&kept[..end]).map_err(|_| Refused::Header)?;
        let (seeds, wanted) = read_header(header).ok_or(Refused::Header)?;
        let bytes = &kept[end + 1..];
        check(bytes, 3 * level_start(seeds + 1), wanted)?;
        check(&bytes[..BYTES], BYTES, DIGEST)?;
        Ok(Table::of_bytes(bytes, seeds))
    }

    /// The table of `seeds` seeds whose bytes are `bytes`, checked.
    fn of_bytes(bytes: &[u8], seeds: usize) -> Table {
        let entries = bytes
            .chunks_exact(3)
            .map(|entry| Entry {
                value: entry[0] as i8,
                lo: entry[1] as i8,
                hi: entry[2] as i8,
            })
            .collect();
        Table {
            entries,
            solved: seeds,
        }
    }
}

/// Whether `bytes` has the length and the digest a table needs.
fn check(bytes: &[u8], length: usize, wanted: u64) -> Result<(), Refused> {
    if bytes.len() != length {
        return Err(Refused::Length {
            got: bytes.len(),
            needs: length,
        });
    }
    let got = digest(bytes);
    if got != wanted {
        return Err(Refused::Digest { got, needs: wanted });
    }
    Ok(())
}

/// The seeds and the digest a kept table's first line names, if it is one.
fn read_header(line: &str) -> Option<(usize, u64)> {
    let rest = line.strip_prefix(KEPT)?;
    let words: Vec<&str> = rest.split_whitespace().collect();
    let ["seeds", seeds, "digest", digest] = words[..] else {
        return None;
    };
    let seeds: usize = seeds.parse().ok()?;
    let digest = u64::from_str_radix(digest, 16).ok()?;
    (MAX_SEEDS..=CAPACITY)
        .contains(&seeds)
        .then_some((seeds, digest))
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
        let small = Table::build_up_to(4);
        let bytes = small.to_bytes();
        assert_eq!(
            Table::from_bytes(&bytes),
            Err(Refused::Length {
                got: bytes.len(),
                needs: BYTES
            })
        );
        // Nor is it a table the native tool keeps: those hold 12 seeds or more.
        assert_eq!(Table::from_kept(&small.to_kept()), Err(Refused::Header));
    }

    #[test]
    fn a_kept_table_needs_its_first_line() {
        for line in [
            "",
            "kawu-endgame 1 seeds 12",
            "kawu-endgame 2 seeds 12 digest 00",
            "kawu-endgame 1 seeds 99 digest 00",
            "kawu-endgame 1 seeds 12 digest xyz",
        ] {
            let kept = format!("{line}\n\u{1}\u{2}\u{3}");
            assert_eq!(
                Table::from_kept(kept.as_bytes()),
                Err(Refused::Header),
                "{line}"
            );
        }
        assert_eq!(Table::from_kept(b"no line at all"), Err(Refused::Header));
        assert_eq!(
            read_header("kawu-endgame 1 seeds 18 digest 00000000000000ff"),
            Some((18, 255))
        );
    }
}
