//! Pits: the twelve holes of the board, numbered in sowing order.

use std::fmt;

use crate::Side;

/// Number of pits on the board.
pub const PITS: usize = 12;
/// Number of pits in one row.
pub const ROW: usize = 6;
/// Seeds on the board at the start (4 in each pit).
pub const SEEDS: u8 = 48;

/// One of the twelve pits, 0–11 in sowing order (counter-clockwise).
///
/// South owns 0–5 (`A`–`F`), North owns 6–11 (`a`–`f`); pit 6 faces pit 5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pit(u8);

impl Pit {
    /// Every pit in sowing order.
    pub const ALL: [Pit; PITS] = {
        let mut all = [Pit(0); PITS];
        let mut i = 0;
        while i < PITS {
            all[i] = Pit(i as u8);
            i += 1;
        }
        all
    };

    /// The pit with this index, if it is 0–11.
    #[must_use]
    pub const fn new(index: usize) -> Option<Pit> {
        if index < PITS {
            Some(Pit(index as u8))
        } else {
            None
        }
    }

    /// The pit at `offset` (0–5, from the owner's left) in `side`'s row.
    ///
    /// # Panics
    /// If `offset` is 6 or more.
    #[must_use]
    pub const fn in_row(side: Side, offset: usize) -> Pit {
        assert!(offset < ROW, "a row has 6 pits");
        Pit((side.index() * ROW + offset) as u8)
    }

    /// The index 0–11.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The owner of this pit.
    #[must_use]
    pub const fn side(self) -> Side {
        if self.0 < ROW as u8 {
            Side::South
        } else {
            Side::North
        }
    }

    /// Position in the owner's row, 0–5 from the owner's left.
    #[must_use]
    pub const fn offset(self) -> usize {
        self.0 as usize % ROW
    }

    /// The next pit in sowing order (11 wraps to 0).
    #[must_use]
    pub const fn next(self) -> Pit {
        Pit((self.0 + 1) % PITS as u8)
    }

    /// The previous pit in sowing order (0 wraps to 11).
    #[must_use]
    pub const fn prev(self) -> Pit {
        Pit((self.0 + PITS as u8 - 1) % PITS as u8)
    }

    /// The pit at the same place in the other row (`A` ↔ `a`).
    #[must_use]
    pub const fn mirror(self) -> Pit {
        Pit((self.0 + ROW as u8) % PITS as u8)
    }

    /// The pit facing it across the board (`A` ↔ `f`, pit `i` ↔ `11 − i`): where Kalah's capture
    /// takes from.
    #[must_use]
    pub const fn facing(self) -> Pit {
        Pit(PITS as u8 - 1 - self.0)
    }

    /// Its letter: `A`–`F` for South, `a`–`f` for North.
    #[must_use]
    pub const fn letter(self) -> char {
        let base = match self.side() {
            Side::South => b'A',
            Side::North => b'a',
        };
        (base + self.offset() as u8) as char
    }

    /// The pit named by a letter (`A`–`F`, `a`–`f`), if any.
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Pit> {
        match letter {
            'A'..='F' => Some(Pit(letter as u8 - b'A')),
            'a'..='f' => Some(Pit(letter as u8 - b'a' + ROW as u8)),
            _ => None,
        }
    }

    /// The six pits of `side`'s row, from the owner's left.
    pub fn row(side: Side) -> impl DoubleEndedIterator<Item = Pit> + ExactSizeIterator {
        let first = side.index() * ROW;
        Pit::ALL[first..first + ROW].iter().copied()
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip_and_follow_the_rules_layout() {
        let letters: String = Pit::ALL.iter().map(|p| p.letter()).collect();
        assert_eq!(letters, "ABCDEFabcdef");
        for pit in Pit::ALL {
            assert_eq!(Pit::from_letter(pit.letter()), Some(pit));
        }
        assert_eq!(Pit::from_letter('G'), None);
        assert_eq!(Pit::from_letter('g'), None);
    }

    #[test]
    fn sowing_order_wraps_and_rows_belong_to_their_side() {
        assert_eq!(Pit::new(11).unwrap().next(), Pit::new(0).unwrap());
        assert_eq!(Pit::new(0).unwrap().prev(), Pit::new(11).unwrap());
        assert!(Pit::row(Side::South).all(|p| p.side() == Side::South));
        assert!(Pit::row(Side::North).all(|p| p.side() == Side::North));
        assert_eq!(Pit::in_row(Side::North, 0).letter(), 'a');
        assert_eq!(Pit::new(12), None);
    }

    #[test]
    fn mirror_swaps_rows_and_keeps_offset() {
        for pit in Pit::ALL {
            assert_eq!(pit.mirror().mirror(), pit);
            assert_eq!(pit.mirror().offset(), pit.offset());
            assert_eq!(pit.mirror().side(), pit.side().other());
        }
    }
}
