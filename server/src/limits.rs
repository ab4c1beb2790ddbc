//! Rate limits, by address and by socket (governor's GCRA).

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use governor::clock::DefaultClock;
use governor::state::keyed::DefaultKeyedStateStore;
use governor::{DefaultDirectRateLimiter, Quota, RateLimiter};

/// Games an address may create: a burst of 20, then one every 6 s (10 a minute).
const CREATE: (u32, u32) = (20, 10);
/// Sockets an address may open: a burst of 60, then one a second.
const OPEN: (u32, u32) = (60, 60);
/// Messages a socket may send: a burst of 40, then 20 a second.
const MESSAGES_BURST: u32 = 40;
const MESSAGES_PER_SECOND: u32 = 20;

type Keyed = RateLimiter<IpAddr, DefaultKeyedStateStore<IpAddr>, DefaultClock>;

/// The limits of a node; `scale` multiplies every rate (load tests run at a higher one).
#[derive(Clone)]
pub struct Limits {
    create: Arc<Keyed>,
    open: Arc<Keyed>,
    scale: u32,
}

impl Limits {
    /// The limits, every rate multiplied by `scale` (at least 1).
    #[must_use]
    pub fn new(scale: u32) -> Limits {
        let scale = scale.max(1);
        let per_minute = |(burst, rate): (u32, u32)| {
            Quota::with_period(Duration::from_secs(60) / (rate * scale))
                .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN))
                .allow_burst(nonzero(burst * scale))
        };
        Limits {
            create: Arc::new(RateLimiter::keyed(per_minute(CREATE))),
            open: Arc::new(RateLimiter::keyed(per_minute(OPEN))),
            scale,
        }
    }

    /// Whether `address` may create a game now.
    #[must_use]
    pub fn create(&self, address: IpAddr) -> bool {
        self.create.check_key(&address).is_ok()
    }

    /// Whether `address` may open a socket now.
    #[must_use]
    pub fn open(&self, address: IpAddr) -> bool {
        self.open.check_key(&address).is_ok()
    }

    /// A new socket's message limit.
    #[must_use]
    pub fn messages(&self) -> DefaultDirectRateLimiter {
        RateLimiter::direct(
            Quota::per_second(nonzero(MESSAGES_PER_SECOND * self.scale))
                .allow_burst(nonzero(MESSAGES_BURST * self.scale)),
        )
    }

    /// Forgets addresses not seen for a while (called now and then).
    pub fn forget(&self) {
        self.create.retain_recent();
        self.open.retain_recent();
    }
}

fn nonzero(n: u32) -> NonZeroU32 {
    NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN)
}
