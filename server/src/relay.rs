//! Many nodes on one PostgreSQL: each listens on [`CHANNEL`] (a line `game seq` for each event a
//! transaction committed) and, told that a game it holds has a new event, reads it from the database and sends it to its sockets. A node that lost its
//! listener reads what every game it holds missed.

use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::PgListener;

use crate::store::CHANNEL;
use crate::{drained, App};

/// Listens until the node drains.
pub async fn run(app: Arc<App>) {
    let mut drain = app.drain.clone();
    tokio::select! {
        () = listen(&app) => {}
        () = drained(&mut drain) => {}
    }
}

async fn listen(app: &App) {
    loop {
        let listener = async {
            let mut listener = PgListener::connect(app.games.store().url()).await?;
            listener.listen(CHANNEL).await?;
            Ok::<_, sqlx::Error>(listener)
        };
        let mut listener = match listener.await {
            Ok(listener) => listener,
            Err(error) => {
                tracing::warn!(%error, "cannot listen to the other nodes; trying again");
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        // Whatever was said while nobody listened.
        catch_up_all(app).await;
        loop {
            match listener.try_recv().await {
                Ok(Some(notification)) => {
                    for (game, seq) in notification.payload().lines().map(parse) {
                        if let Err(error) = app.games.refresh(game, seq).await {
                            tracing::warn!(%error, "reading another node's event");
                        }
                    }
                }
                // The connection dropped and was made again: something may be missed.
                Ok(None) => catch_up_all(app).await,
                Err(error) => {
                    tracing::warn!(%error, "the listener failed; listening again");
                    break;
                }
            }
        }
    }
}

async fn catch_up_all(app: &App) {
    for game in app.games.ids() {
        if let Err(error) = app.games.refresh(&game, None).await {
            tracing::warn!(%error, "catching up a game");
        }
    }
}

/// A line `game seq` → the game and the event's number.
fn parse(payload: &str) -> (&str, Option<u64>) {
    match payload.split_once(' ') {
        Some((game, seq)) => (game, seq.parse().ok()),
        None => (payload, None),
    }
}
