//! The clock sweep: every node looks for games whose flag has fallen, or whose invitation
//! expired, and ends them — also when nobody is connected. When two nodes sweep a game at once,
//! the log takes the first one's event only (it is written only where the log ended); the other
//! reads it, and the table refuses a second flag: each game is ended exactly once.

use std::sync::Arc;
use std::time::Duration;

use kawu_online::{Input, State};
use tokio::time::{interval, MissedTickBehavior};

use crate::games::Change;
use crate::{drained, now_ms, App};

/// How often the sweep looks.
const EVERY: Duration = Duration::from_millis(200);
/// At most this many games a look.
const BATCH: i64 = 64;

/// Sweeps until the node drains.
pub async fn run(app: Arc<App>) {
    let mut ticks = interval(EVERY);
    ticks.set_missed_tick_behavior(MissedTickBehavior::Delay);
    let mut drain = app.drain.clone();
    loop {
        tokio::select! {
            _ = ticks.tick() => {}
            () = drained(&mut drain) => return,
        }
        let now = now_ms();
        let due = match app.games.store().due(now, BATCH).await {
            Ok(due) => due,
            Err(error) => {
                tracing::warn!(%error, "the sweep cannot read the games due");
                continue;
            }
        };
        for id in due {
            if let Err(error) = sweep(&app, &id, now).await {
                tracing::warn!(%error, game = %id, "sweeping a game");
            }
        }
        app.limits.forget();
    }
}

/// Ends game `id` on time, or calls it off if nobody joined.
async fn sweep(app: &App, id: &str, now: u64) -> Result<(), crate::store::StoreError> {
    let Some(hub) = app.games.attach(id).await? else {
        return Ok(());
    };
    let (table, _) = hub.table().await;
    let input = if table.state() == State::Waiting {
        Input::Expire
    } else {
        Input::Tick
    };
    let changed = app.games.change(&hub, Change::Input(input), now).await;
    app.games.detach(&hub);
    changed.map(drop)
}
