//! Leases: every node says it is alive a few times a lease, and records as gone the seats of a
//! node silent for a whole lease (killed, cut off, or drained) that no other node has a socket
//! of — so that a player whose node died and who does not come back can be claimed against.

use std::sync::Arc;
use std::time::Duration;

use tokio::time::{interval, MissedTickBehavior};

use crate::{drained, now_ms, App};

/// Renews the node's lease until it drains.
pub async fn run(app: Arc<App>, lease: Duration) {
    let mut ticks = interval(lease / 3);
    ticks.set_missed_tick_behavior(MissedTickBehavior::Delay);
    let mut drain = app.drain.clone();
    let lease_ms = u64::try_from(lease.as_millis()).unwrap_or(u64::MAX);
    loop {
        tokio::select! {
            _ = ticks.tick() => {}
            () = drained(&mut drain) => return,
        }
        let now = now_ms();
        if let Err(error) = app.games.lease(now, now.saturating_sub(lease_ms)).await {
            tracing::warn!(%error, "renewing the node's lease");
        }
    }
}
