//! What a move did, seed by seed: the page animates it and circles it.

use crate::{Pit, Side};

/// The record of one move: where the seeds went and what was taken.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MoveTrace {
    /// The side that moved.
    pub side: Side,
    /// The pit that was emptied and sown.
    pub origin: Pit,
    /// Every pit that received a seed, in the order they received it (one entry per seed). In
    /// Kalah the seeds sown into the mover's store are not listed: one falls there after each
    /// seed into the mover's last pit (`F` or `f`; first of all when the move starts from it)
    /// but the last seed of the move, and after that one too when the mover plays again.
    pub sown: Vec<Pit>,
    /// The pits captured, from the last pit sown backwards (in Kalah: the last pit, then the
    /// facing pit when it held seeds).
    pub captured: Vec<Pit>,
    /// Seeds taken by the capture.
    pub seeds_captured: u8,
    /// True when the captures would have taken every seed of the opponent's row, so none were.
    pub grand_slam: bool,
    /// Set when the move ended the game because the opponent could not feed the mover:
    /// the opponent then took every seed left on the board (in Kalah: a row emptied, and the
    /// side whose row still held seeds put them in its store).
    pub sweep: Option<Sweep>,
}

impl MoveTrace {
    /// The last pit that got a seed: where the last seed fell, unless it fell in Kalah's store.
    ///
    /// # Panics
    /// When no seed fell in a pit: a move of Kalah whose one seed went into the store.
    #[must_use]
    pub fn last(&self) -> Pit {
        *self
            .sown
            .last()
            .expect("a move sows at least one seed in a pit")
    }
}

/// The end of a game where a player could not feed: they took the seeds left on the board (in
/// Kalah: a row emptied, and the other side put the seeds of its row in its store).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Sweep {
    /// The player who could not feed and took the seeds.
    pub side: Side,
    /// How many seeds they took.
    pub seeds: u8,
}

/// Receives the events of a move as it is made; every event is ignored unless said otherwise.
/// The search uses a no-op, the trace records.
pub(crate) trait MoveObserver {
    /// `seeds` seeds are sown from `origin`, skipping it on every lap (Awalé).
    #[inline(always)]
    fn sow(&mut self, _origin: Pit, _seeds: u8) {}
    /// One seed falls in `pit` (Kalah, seed by seed).
    #[inline(always)]
    fn sow_seed(&mut self, _pit: Pit) {}
    #[inline(always)]
    fn capture(&mut self, _pit: Pit, _seeds: u8) {}
    #[inline(always)]
    fn grand_slam(&mut self) {}
    #[inline(always)]
    fn sweep(&mut self, _sweep: Sweep) {}
}

/// Ignores everything: the fast path.
impl MoveObserver for () {}

impl MoveObserver for MoveTrace {
    fn sow(&mut self, origin: Pit, seeds: u8) {
        let mut pit = origin;
        while self.sown.len() < usize::from(seeds) {
            pit = pit.next();
            if pit != origin {
                self.sown.push(pit);
            }
        }
    }
    fn sow_seed(&mut self, pit: Pit) {
        self.sown.push(pit);
    }
    fn capture(&mut self, pit: Pit, seeds: u8) {
        self.captured.push(pit);
        self.seeds_captured += seeds;
    }
    fn grand_slam(&mut self) {
        self.grand_slam = true;
    }
    fn sweep(&mut self, sweep: Sweep) {
        self.sweep = Some(sweep);
    }
}
