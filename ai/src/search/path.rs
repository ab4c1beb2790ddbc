//! The line from the last capture to the node being searched: the game's own moves since its
//! last capture, then the search's. A quiet move that comes back to a position on this path
//! ends the game by repetition.
//!
//! Positions before the last capture need no special care: a capture takes seeds off the board
//! for good, so no later position can have the same pits.
//!
//! Under `indetermination=yes` the path also remembers, for the positions the search met,
//! whether a capture can still happen from them (the end of the game by indetermination): the
//! search meets the same positions again and again, from one iteration to the next.

use std::cell::Cell;

use kawu_engine::Game;

use crate::zobrist::hash;

const FILTER_BITS: u32 = 12;

/// Positions whose answer to "can a capture still happen" is remembered, as a power of two.
const REACH_BITS: u32 = 16;

/// The hashes of the positions on the line, with a small counting filter so that the common
/// case, a position not on the line, costs one lookup.
#[derive(Debug, Clone)]
pub struct Path {
    keys: Vec<u64>,
    filter: Box<[u8; 1 << FILTER_BITS]>,
    /// Under `indetermination=yes`, by key (one slot per low bits of the key, the newest answer
    /// kept): whether a capture can still happen. Empty under other rules.
    reach: Box<[Reach]>,
}

/// A remembered answer: the key of a position and whether a capture can still happen from it.
type Reach = Cell<Option<(u64, bool)>>;

impl Path {
    /// The positions of `game` since its last capture (or its start), the current one last.
    #[must_use]
    pub fn of_game(game: &Game) -> Path {
        let slots = if game.position().rules().indetermination() {
            1 << REACH_BITS
        } else {
            0
        };
        let mut path = Path {
            keys: Vec::with_capacity(256),
            filter: Box::new([0; 1 << FILTER_BITS]),
            reach: vec![Cell::new(None); slots].into_boxed_slice(),
        };
        let plies = game.plies();
        let run_start = plies.len() - usize::from(game.quiet_plies());
        let before_run = run_start
            .checked_sub(1)
            .map_or(game.start(), |i| plies[i].after);
        path.push(hash(&before_run));
        for ply in &plies[run_start..] {
            path.push(hash(&ply.after));
        }
        path
    }

    /// Whether a position with this key is on the line.
    #[inline]
    #[must_use]
    pub fn contains(&self, key: u64) -> bool {
        self.filter[slot(key)] > 0 && self.keys.iter().rev().any(|&k| k == key)
    }

    /// Adds a position at the end of the line.
    #[inline]
    pub fn push(&mut self, key: u64) {
        self.keys.push(key);
        let count = &mut self.filter[slot(key)];
        *count = count.saturating_add(1);
    }

    /// Whether a capture can still happen from the position with this key, if remembered.
    #[inline]
    #[must_use]
    pub fn capture_reachable(&self, key: u64) -> Option<bool> {
        let slot = self.reach.get(self.reach_slot(key))?.get();
        slot.filter(|&(known, _)| known == key)
            .map(|(_, reachable)| reachable)
    }

    /// Remembers whether a capture can still happen from the position with this key (under
    /// `indetermination=yes`; nothing otherwise).
    #[inline]
    pub fn remember_capture_reachable(&self, key: u64, reachable: bool) {
        if let Some(slot) = self.reach.get(self.reach_slot(key)) {
            slot.set(Some((key, reachable)));
        }
    }

    #[inline]
    fn reach_slot(&self, key: u64) -> usize {
        key as usize & (self.reach.len().max(1) - 1)
    }

    /// Takes the last position off the line.
    #[inline]
    pub fn pop(&mut self) {
        if let Some(key) = self.keys.pop() {
            self.filter[slot(key)] -= 1;
        }
    }
}

#[inline]
fn slot(key: u64) -> usize {
    (key >> (64 - FILTER_BITS)) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_engine::{Pit, Position};

    #[test]
    fn holds_the_game_since_its_last_capture() {
        let mut game = Game::new();
        for letter in "FaBd".chars() {
            game.play(Pit::from_letter(letter).unwrap()).unwrap();
        }
        let path = Path::of_game(&game);
        assert_eq!(path.keys.len(), usize::from(game.quiet_plies()) + 1);
        assert!(path.contains(hash(&game.position())));
        assert!(!path.contains(hash(&Position::start().mirrored())));
    }

    #[test]
    fn push_and_pop_keep_the_filter_in_step() {
        let mut path = Path::of_game(&Game::new());
        let key = 0xDEAD_BEEF_0000_0001;
        assert!(!path.contains(key));
        path.push(key);
        path.push(key);
        assert!(path.contains(key));
        path.pop();
        assert!(path.contains(key));
        path.pop();
        assert!(!path.contains(key));
    }
}
