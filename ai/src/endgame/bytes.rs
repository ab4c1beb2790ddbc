//! The table as bytes, to keep it between runs: the boards in index order, 3 bytes each (value,
//! low bound, high bound, as `i8`).
//!
//! - The web app's worker stores the 12-seed table of each rule set it plays in the browser
//!   ([`Table::to_bytes`]), checked on the way back against the digest of that rule set's
//!   table as the native build gives it ([`digest_for`]; abapa's is [`DIGEST`]).
//! - The native tool keeps its bigger table in a file ([`Table::to_kept`]): a first line
//!   `kawu-endgame 1 seeds <n> digest <16 hex digits>`, then the bytes. On the way back the
//!   bytes are checked against the digest of that line (a truncated or damaged file), and their
//!   first 12 seeds against [`DIGEST`] (a table of another build, whose rules or solver differ).

use std::io::{BufRead, ErrorKind, Read};

use kawu_engine::Rules;

use super::index::level_start;
use super::{Entry, Table, BOARDS, CAPACITY, MAX_SEEDS};

/// Bytes of the whole table: 3 a board.
pub const BYTES: usize = 3 * BOARDS;

/// The digest ([`digest`]) of the bytes of the whole table, as [`Table::build`] makes it. A
/// native test checks it against a fresh build: a change of the rules or of the solver changes
/// it there, and every copy kept of an older table is then refused and rebuilt.
pub const DIGEST: u64 = 0x2897_59d7_c1f4_3870;

/// The digests of the other rule sets' tables ([`Table::rules_for`]), as
/// [`Table::build_for`] makes them, by the rules' spec; a native test checks them as [`DIGEST`].
const OTHER_DIGESTS: [(&str, u64); 4] = [
    ("grand-slam=forbidden", 0x7073_d5df_db80_fdc3),
    ("indetermination=yes", 0xc0a5_9cce_dbe9_41be),
    (
        "grand-slam=forbidden,indetermination=yes",
        0x4363_d624_9a1d_db40,
    ),
    ("kalah", 0x6b96_553d_01de_11b5),
];

/// The digest of the whole 12-seed table that answers for a game under `rules`, as the native
/// build makes it, or `None` when no table does (`stuck=draw`).
#[must_use]
pub fn digest_for(rules: Rules) -> Option<u64> {
    let rules = Table::rules_for(rules)?;
    if rules == Rules::ABAPA {
        return Some(DIGEST);
    }
    let spec = rules.to_string();
    OTHER_DIGESTS
        .iter()
        .find(|&&(name, _)| name == spec)
        .map(|&(_, digest)| digest)
}

/// The digests of every rule set's table: abapa's, then the others'.
pub fn digests() -> impl Iterator<Item = u64> {
    std::iter::once(DIGEST).chain(OTHER_DIGESTS.iter().map(|&(_, digest)| digest))
}

/// The first words of a kept table's first line ([`Table::to_kept`]).
const KEPT: &str = "kawu-endgame 1";

/// The longest first line a kept table may have.
const LINE_MOST: u64 = 64;

/// Bytes of a kept table read at a time: whole boards (3 bytes) and whole words of the digest
/// (8).
const CHUNK: usize = 3 * 8 * 65_536;

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
    /// The bytes could not be read to their end.
    Unreadable(ErrorKind),
    /// No table answers for the rules asked (`stuck=draw`).
    NoTable,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::Header => write!(f, "no first line \"{KEPT} seeds <n> digest <hex>\""),
            Refused::Length { got, needs } => write!(f, "{got} bytes, not {needs}"),
            Refused::Digest { got, needs } => write!(f, "digest {got:016x}, not {needs:016x}"),
            Refused::Unreadable(why) => write!(f, "not read to its end: {why}"),
            Refused::NoTable => write!(f, "no endgame table for these rules"),
        }
    }
}

impl std::error::Error for Refused {}

/// A 64-bit digest of `bytes`, eight at a time (FNV-1a's step on little-endian words, then a
/// rotation): each step is one-to-one in the digest so far, so a copy that differs from the
/// table in one word, or in its length, never has its digest.
#[must_use]
pub fn digest(bytes: &[u8]) -> u64 {
    let mut digest = Digest::of_length(bytes.len());
    digest.add(bytes);
    digest.0
}

/// The [`digest`] of bytes taken a piece at a time, their length known from the start.
struct Digest(u64);

impl Digest {
    fn of_length(length: usize) -> Digest {
        Digest(0xcbf2_9ce4_8422_2325 ^ length as u64)
    }

    /// Takes in the next `bytes`: whole words of 8, but in the last piece.
    fn add(&mut self, bytes: &[u8]) {
        for word in bytes.chunks(8) {
            let mut full = [0; 8];
            full[..word.len()].copy_from_slice(word);
            self.0 = (self.0 ^ u64::from_le_bytes(full))
                .wrapping_mul(0x0000_0100_0000_01b3)
                .rotate_left(29);
        }
    }
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

    /// The whole table for a game under `rules` from the bytes of [`Table::to_bytes`], if they
    /// are exactly those of [`Table::build_for`] (length and [`digest_for`]).
    ///
    /// # Errors
    /// What is wrong with them: never a table from a truncated or damaged copy, or another rule
    /// set's.
    pub fn from_bytes(bytes: &[u8], rules: Rules) -> Result<Table, Refused> {
        let digest = digest_for(rules).ok_or(Refused::NoTable)?;
        check(bytes, BYTES, digest)?;
        Ok(Table {
            entries: bytes.chunks_exact(3).map(entry_of).collect(),
            solved: MAX_SEEDS,
            rules: Table::rules_for(rules).ok_or(Refused::NoTable)?,
        })
    }

    /// The table as the native tool keeps it in a file (see [`crate::endgame::bytes`]): a
    /// first line naming its seeds and the digest of its bytes, then the bytes.
    #[must_use]
    pub fn to_kept(&self) -> Vec<u8> {
        // The bytes go straight after the line, whose digest is filled in once they are there
        // (always 16 digits, so the line keeps its length): no second copy of a 1.65 GB table.
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

    /// The table kept by [`Table::to_kept`] (12 to [`CAPACITY`] seeds), read from `kept` a
    /// piece at a time (no second copy of the table in memory; a buffered file's big reads
    /// skip its buffer), if it is whole (the length its seeds need, the digest its first line
    /// names) and of this build (its first 12 seeds are [`Table::build`]'s).
    ///
    /// # Errors
    /// What is wrong with them: never a table from a truncated or damaged file, or another
    /// build's.
    pub fn read_kept(mut kept: impl BufRead) -> Result<Table, Refused> {
        let (seeds, wanted) = read_first_line(&mut kept)?;
        let needs = 3 * level_start(seeds + 1);
        let unreadable = |error: std::io::Error| Refused::Unreadable(error.kind());
        let mut entries = Vec::with_capacity(needs / 3);
        crate::memory::advise_huge(&entries);
        let mut whole = Digest::of_length(needs);
        let mut first = Vec::with_capacity(BYTES);
        let mut chunk = Vec::with_capacity(CHUNK);
        let mut got = 0;
        while got < needs {
            chunk.clear();
            let want = CHUNK.min(needs - got);
            kept.by_ref()
                .take(want as u64)
                .read_to_end(&mut chunk)
                .map_err(unreadable)?;
            got += chunk.len();
            if chunk.len() < want {
                return Err(Refused::Length { got, needs });
            }
            whole.add(&chunk);
            first.extend_from_slice(&chunk[..chunk.len().min(BYTES - first.len())]);
            entries.extend(chunk.chunks_exact(3).map(entry_of));
        }
        let more = std::io::copy(&mut kept, &mut std::io::sink()).map_err(unreadable)?;
        if more > 0 {
            return Err(Refused::Length {
                got: needs + more as usize,
                needs,
            });
        }
        if whole.0 != wanted {
            return Err(Refused::Digest {
                got: whole.0,
                needs: wanted,
            });
        }
        check(&first, BYTES, DIGEST)?;
        Ok(Table {
            entries,
            solved: seeds,
            rules: Rules::ABAPA,
        })
    }
}

/// The board whose 3 bytes are `bytes`.
fn entry_of(bytes: &[u8]) -> Entry {
    Entry {
        value: bytes[0] as i8,
        lo: bytes[1] as i8,
        hi: bytes[2] as i8,
    }
}

/// The seeds and the digest named by the first line of a kept table, read up to its end.
fn read_first_line(kept: &mut impl BufRead) -> Result<(usize, u64), Refused> {
    let mut line = Vec::new();
    kept.by_ref()
        .take(LINE_MOST)
        .read_until(b'\n', &mut line)
        .map_err(|error| Refused::Unreadable(error.kind()))?;
    let line = line.strip_suffix(b"\n").ok_or(Refused::Header)?;
    let line = std::str::from_utf8(line).map_err(|_| Refused::Header)?;
    read_header(line).ok_or(Refused::Header)
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
            Table::from_bytes(&bytes, Rules::ABAPA),
            Err(Refused::Length {
                got: bytes.len(),
                needs: BYTES
            })
        );
        // Nor is it a table the native tool keeps: those hold 12 seeds or more.
        assert_eq!(
            Table::read_kept(small.to_kept().as_slice()),
            Err(Refused::Header)
        );
    }

    #[test]
    fn a_kept_table_that_cannot_be_read_to_its_end_is_refused() {
        /// A file whose disk goes away.
        struct Gone;
        impl Read for Gone {
            fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
                Err(std::io::Error::other("the disk went away"))
            }
        }
        let line = format!("{KEPT} seeds 12 digest {DIGEST:016x}\n");
        let kept = std::io::BufReader::new(line.as_bytes().chain(&[1, 2, 3][..]).chain(Gone));
        let refused = Table::read_kept(kept);
        assert_eq!(refused, Err(Refused::Unreadable(ErrorKind::Other)));
        assert_eq!(
            refused.unwrap_err().to_string(),
            "not read to its end: other error"
        );
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
                Table::read_kept(kept.as_bytes()),
                Err(Refused::Header),
                "{line}"
            );
        }
        assert_eq!(
            Table::read_kept(&b"no line at all"[..]),
            Err(Refused::Header)
        );
        assert_eq!(
            read_header("kawu-endgame 1 seeds 18 digest 00000000000000ff"),
            Some((18, 255))
        );
    }
}
