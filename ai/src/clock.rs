//! Time, passed in by the caller: `std::time::Instant` does not exist in the browser.

/// A monotonic clock in milliseconds.
pub trait Clock {
    /// Milliseconds since some fixed origin.
    fn now_ms(&self) -> f64;
}

/// The native clock, from `std::time::Instant`.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Clone, Copy)]
pub struct SystemClock {
    origin: std::time::Instant,
}

#[cfg(not(target_arch = "wasm32"))]
impl SystemClock {
    /// A clock whose origin is now.
    #[must_use]
    pub fn new() -> SystemClock {
        SystemClock {
            origin: std::time::Instant::now(),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> Self {
        SystemClock::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.origin.elapsed().as_secs_f64() * 1000.0
    }
}

/// A clock that never moves: a search to a fixed depth never runs out of time on it, however
/// busy the machine.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Unhurried;

impl Clock for Unhurried {
    fn now_ms(&self) -> f64 {
        0.0
    }
}
