//! `kawu-server`: see the crate's doc and `kawu-server --help`.

use std::process::ExitCode;

use clap::Parser;
use kawu_server::config::Config;
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_env("KAWU_LOG").unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .with_writer(std::io::stderr)
        .init();
    match kawu_server::run(Config::parse()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("kawu-server: {error}");
            ExitCode::FAILURE
        }
    }
}
