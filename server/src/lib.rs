//! # kawu-server
//!
//! Serves the built page and referees online games between people: one binary, one origin.
//!
//! ```text
//! kawu-server --listen 127.0.0.1:8080 --dist dist --database sqlite://kawu.db
//! ```
//!
//! - [`store`]: games and their logs in SQLite (one node) or PostgreSQL (many nodes);
//! - [`games`]: the games a node serves, each a [`kawu_online::Table`] rebuilt from its log, and
//!   the one way to change one (a transaction, committed before anyone hears of it);
//! - [`socket`]: a player's or a spectator's WebSocket;
//! - [`http`]: the page, the API, `/healthz` and `/metrics`, and the security headers;
//! - [`sweep`]: flags that fall and invitations that expire, with nobody connected;
//! - [`lease`]: the nodes alive, and the players of a node that died;
//! - [`relay`]: on PostgreSQL, the events of the other nodes (`LISTEN`/`NOTIFY`);
//! - [`limits`]: rates by address and by socket, the address behind trusted proxies
//!   ([`address`]); [`token`]: ids, secrets and their hashes.
//!
//! The rules are [`kawu_online`]'s and [`kawu_engine`]'s, the same crates as the page's.

pub mod address;
pub mod config;
pub mod games;
pub mod http;
pub mod lease;
pub mod limits;
pub mod metrics;
pub mod relay;
pub mod socket;
pub mod store;
pub mod sweep;
pub mod token;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use metrics_exporter_prometheus::PrometheusHandle;
use tokio::sync::watch;

use crate::address::Proxies;
use crate::config::Config;
use crate::games::Games;
use crate::limits::Limits;
use crate::store::{Backend, Store};

/// How long a draining node waits for its sockets to say goodbye.
const DRAIN_WAIT: Duration = Duration::from_secs(5);

/// What every part of a node shares.
pub struct App {
    /// The games.
    pub games: Games,
    /// The rate limits.
    pub limits: Limits,
    /// The proxies whose `X-Forwarded-For` names the client.
    pub proxies: Proxies,
    /// Turns true when the node drains: sockets say goodbye, the sweep stops.
    pub drain: watch::Receiver<bool>,
    /// The page's Content-Security-Policy, read from its `index.html`.
    pub csp: String,
    /// Renders the metrics.
    pub metrics: PrometheusHandle,
}

/// The time now, in milliseconds since the epoch.
#[must_use]
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| {
            u64::try_from(since.as_millis()).unwrap_or(u64::MAX)
        })
}

/// Waits until the node drains.
pub async fn drained(drain: &mut watch::Receiver<bool>) {
    // The guard `wait_for` returns is not `Send`: drop it here.
    let _ = drain.wait_for(|draining| *draining).await.map(drop);
}

/// A name for a player who gave none: "Guest" and four digits.
#[must_use]
pub fn guest_name() -> String {
    format!("Guest{:04}", token::below(10_000))
}

/// Runs a node until `SIGTERM` or `SIGINT`, then drains it.
///
/// # Errors
/// What keeps it from starting, in words.
pub async fn run(config: Config) -> Result<(), String> {
    let csp = config::page_policy(&config.dist)?;
    let store = Store::open(&config.database)
        .await
        .map_err(|error| format!("cannot open the database: {error}"))?;
    let games = Games::new(store.clone());
    // A node alone on its file: whatever node used it before is gone, and so are its players.
    let before = match store.backend() {
        Backend::Sqlite => u64::MAX,
        Backend::Postgres => 0,
    };
    games
        .lease(now_ms(), before)
        .await
        .map_err(|error| format!("cannot record the node: {error}"))?;
    let listener = tokio::net::TcpListener::bind(&config.listen)
        .await
        .map_err(|error| format!("cannot listen on {}: {error}", config.listen))?;
    let address = listener
        .local_addr()
        .map_err(|error| format!("no local address: {error}"))?;
    let (drain, draining) = watch::channel(false);
    let app = Arc::new(App {
        games,
        limits: Limits::new(config.rate_scale),
        proxies: Proxies::new(&config.trusted_proxies),
        drain: draining,
        csp,
        metrics: metrics::install()?,
    });
    tokio::spawn(sweep::run(Arc::clone(&app)));
    tokio::spawn(lease::run(Arc::clone(&app), config.lease()));
    if store.backend() == Backend::Postgres {
        tokio::spawn(relay::run(Arc::clone(&app)));
    }
    let router = http::router(Arc::clone(&app), &config.dist);
    println!("kawu: serving {}", config::url(address));
    tracing::info!(%address, backend = ?store.backend(), "serving");
    let shutdown = async move {
        config::stop_signal().await;
        tracing::info!("draining");
        let _ = drain.send(true);
    };
    axum::serve(
        listener,
        router.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await
    .map_err(|error| format!("the server stopped: {error}"))?;
    // The sockets were told; give them a moment to close.
    let deadline = tokio::time::Instant::now() + DRAIN_WAIT;
    while app.games.loaded() > 0 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Ok(())
}
