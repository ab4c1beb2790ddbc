//! What a move did, seed by seed: the page animates it and circles it.

use crate::{Pit, Side};

/// The record of one move: where the seeds went and what was taken.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MoveTrace {
    /// The side that moved.
    pub side: Side,
    /// The pit that was emptied and sown.
    pub origin: Pit,
    /// Every pit that received a seed, in the order they received it (one entry per seed).
    pub sown: Vec<Pit>,
    /// The pits captured, from the last pit sown backwards.
    pub captured: Vec<Pit>,
    /// Seeds taken by the capture.
    pub seeds_captured: u8,
    /// True when the captures would have taken every seed of the opponent's row, so none were.
    pub grand_slam: bool,
    /// Set when the move ended the game because the opponent could not feed the mover:
    /// the opponent then took every seed left on the board.
    pub sweep: Option<Sweep>,
}

impl MoveTrace {
    /// The pit where the last seed fell.
    #[must_use]
    pub fn last(&self) -> Pit {
        *self
            .sown
            .last()
            .expect("a legal move sows at least one seed")
    }
}

/// The end of a game where a player could not feed: they took the seeds left on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Sweep {
    /// The player who could not feed and took the seeds.
    pub side: Side,
    /// How many seeds they took.
    pub seeds: u8,
}

/// Receives the events of a move as it is made. The search uses a no-op, the trace records.
pub(crate) trait MoveObserver {
    /// `seeds` seeds are sown from `origin`, skipping it on every lap.
    fn sow(&mut self, origin: Pit, seeds: u8);
    fn capture(&mut self, pit: Pit, seeds: u8);
    fn grand_slam(&mut self);
    fn sweep(&mut self, sweep: Sweep);
}

/// Ignores everything: the fast path.
impl MoveObserver for () {
    #[inline(always)]
    fn sow(&mut self, _: Pit, _: u8) {}
    #[inline(always)]
    fn capture(&mut self, _: Pit, _: u8) {}
    #[inline(always)]
    fn grand_slam(&mut self) {}
    #[inline(always)]
    fn sweep(&mut self, _: Sweep) {}
}

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
