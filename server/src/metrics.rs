//! What the server measures, exported in Prometheus' text format at `/metrics`.

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

/// Games created.
pub const GAMES_CREATED: &str = "kawu_games_created_total";
/// Games this node holds in memory.
pub const GAMES_LOADED: &str = "kawu_games_loaded";
/// Open sockets.
pub const SOCKETS: &str = "kawu_sockets";
/// Moves played (rate them for moves per second).
pub const MOVES: &str = "kawu_moves_total";
/// Seconds from a move's arrival to its event sent to the game's sockets.
pub const RELAY: &str = "kawu_move_relay_seconds";
/// Seconds a change spends in the database (its whole transaction).
pub const DATABASE: &str = "kawu_database_seconds";
/// Messages refused or sockets closed for breaking the protocol or the limits.
pub const REFUSED: &str = "kawu_refused_total";

/// Installs the recorder and gives the handle that renders the metrics.
///
/// # Errors
/// A recorder is already installed.
pub fn install() -> Result<PrometheusHandle, String> {
    let buckets = [
        0.000_5, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0,
    ];
    PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("_seconds".to_owned()), &buckets)
        .map_err(|error| error.to_string())?
        .install_recorder()
        .map_err(|error| error.to_string())
}
