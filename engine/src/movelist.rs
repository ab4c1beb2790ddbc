//! A fixed-capacity list of moves: no allocation in the search's hot loop.

use std::ops::Deref;

use crate::{Pit, ROW};

/// The legal moves of a position, at most one per pit of the row, in pit order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveList {
    pits: [Pit; ROW],
    len: u8,
}

impl MoveList {
    /// An empty list.
    #[must_use]
    pub const fn new() -> MoveList {
        MoveList {
            pits: [Pit::ALL[0]; ROW],
            len: 0,
        }
    }

    /// Appends a move.
    ///
    /// # Panics
    /// If the list already holds six moves.
    #[inline]
    pub fn push(&mut self, pit: Pit) {
        self.pits[usize::from(self.len)] = pit;
        self.len += 1;
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Pit];
    #[inline]
    fn deref(&self) -> &[Pit] {
        &self.pits[..usize::from(self.len)]
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Pit;
    type IntoIter = std::slice::Iter<'a, Pit>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
