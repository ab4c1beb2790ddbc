//! The command line, the environment, and what the node reads from the built page.

use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Parser;

/// kawu's server: serves the built page and referees online games.
#[derive(Debug, Clone, Parser)]
#[command(name = "kawu-server", version)]
pub struct Config {
    /// The address to listen on; `0.0.0.0:8080` lets other devices of the network in.
    #[arg(long, env = "KAWU_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: String,
    /// The built page (`trunk build --release` makes it).
    #[arg(long, env = "KAWU_DIST", default_value = "dist")]
    pub dist: PathBuf,
    /// The database: `sqlite://kawu.db` (one node) or `postgres://…` (any number of nodes).
    #[arg(long, env = "KAWU_DATABASE_URL", default_value = "sqlite://kawu.db")]
    pub database: String,
    /// Multiplies every rate limit (by address and by socket): for load tests on one address.
    #[arg(long, env = "KAWU_RATE_SCALE", default_value_t = 1)]
    pub rate_scale: u32,
    /// How long a node that stops answering (killed, cut off) keeps its players present, in
    /// seconds; then another node records them gone, and their opponents may claim.
    #[arg(long, env = "KAWU_LEASE_SECONDS", default_value_t = 30,
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub lease_seconds: u64,
    /// The proxies in front of the node (a load balancer, the proxy that ends TLS), by address,
    /// comma-separated: behind them the rate limits count the client their `X-Forwarded-For`
    /// names. Nobody else's header is believed.
    #[arg(long, env = "KAWU_TRUSTED_PROXIES", value_delimiter = ',')]
    pub trusted_proxies: Vec<IpAddr>,
}

impl Config {
    /// A node's lease.
    #[must_use]
    pub fn lease(&self) -> Duration {
        Duration::from_secs(self.lease_seconds)
    }
}

/// The page's Content-Security-Policy, from its `<meta>` in `dist/index.html`.
///
/// # Errors
/// There is no built page, or it has no policy.
pub fn page_policy(dist: &Path) -> Result<String, String> {
    let index = dist.join("index.html");
    let page = std::fs::read_to_string(&index).map_err(|error| {
        format!(
            "no built page at {} ({error}): run `trunk build --release` first",
            index.display()
        )
    })?;
    let marker = "http-equiv=\"Content-Security-Policy\" content=\"";
    page.split_once(marker)
        .and_then(|(_, rest)| rest.split_once('"'))
        .map(|(policy, _)| policy.to_owned())
        .filter(|policy| !policy.is_empty())
        .ok_or_else(|| format!("{} has no Content-Security-Policy", index.display()))
}

/// The URL a listening address serves at (an unspecified address on this machine's loopback).
#[must_use]
pub fn url(address: SocketAddr) -> String {
    let mut shown = address;
    if address.ip().is_unspecified() {
        shown.set_ip(std::net::Ipv4Addr::LOCALHOST.into());
    }
    format!("http://{shown}/")
}

/// Waits for `SIGTERM` or `SIGINT` (Ctrl-C).
pub async fn stop_signal() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut terminate =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(terminate) => terminate,
                Err(_) => return std::future::pending().await,
            };
        tokio::select! {
            _ = interrupt => {}
            _ = terminate.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = interrupt.await;
}
