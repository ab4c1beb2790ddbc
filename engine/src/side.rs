//! The two players and per-side data.

use std::fmt;
use std::ops::{Index, IndexMut};

/// One of the two players. South owns pits `A`–`F` (0–5) and moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Owns pits 0–5 (`A`–`F`), drawn at the bottom; moves first.
    South,
    /// Owns pits 6–11 (`a`–`f`), drawn at the top.
    North,
}

impl Side {
    /// Both sides, South first.
    pub const ALL: [Side; 2] = [Side::South, Side::North];

    /// The opponent.
    #[must_use]
    pub const fn other(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// 0 for South, 1 for North.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Side::South => 0,
            Side::North => 1,
        }
    }

    /// The side with this index (0 South, 1 North), if any.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Side> {
        match index {
            0 => Some(Side::South),
            1 => Some(Side::North),
            _ => None,
        }
    }

    /// The letter used in position strings: `S` or `N`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }

    /// The side named by a position-string letter (`S`/`N`, either case).
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Side> {
        match letter {
            'S' | 's' => Some(Side::South),
            'N' | 'n' => Some(Side::North),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::South => "South",
            Side::North => "North",
        })
    }
}

/// A value for each side, indexed by [`Side`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BySide<T> {
    /// South's value.
    pub south: T,
    /// North's value.
    pub north: T,
}

impl<T> BySide<T> {
    /// Builds the pair from South's and North's values.
    pub const fn new(south: T, north: T) -> Self {
        BySide { south, north }
    }

    /// The pair with the two values swapped.
    #[must_use]
    pub fn swapped(self) -> Self {
        BySide {
            south: self.north,
            north: self.south,
        }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        match side {
            Side::South => &self.south,
            Side::North => &self.north,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::South => &mut self.south,
            Side::North => &mut self.north,
        }
    }
}
