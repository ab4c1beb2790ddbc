//! The HTTP side: the built page, the online API, health and metrics, behind the headers that
//! lock the page down.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, DefaultBodyLimit, State};
use axum::http::header::{self, HeaderName, HeaderValue};
use axum::http::{HeaderMap, Request, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use kawu_online::wire::{self, CreateGame};
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::metrics::GAMES_CREATED;
use crate::{now_ms, socket, App};

/// Each socket's read buffer (tungstenite's default is 128 KiB, for large messages).
const SOCKET_BUFFER_BYTES: usize = 8 * 1024;

/// The router of a node.
pub fn router(app: Arc<App>, dist: &Path) -> Router {
    let api = Router::new()
        .route("/api/info", get(info))
        .route("/api/games", post(create))
        .route("/api/socket", get(open))
        .route("/healthz", get(health))
        .route("/metrics", get(metrics))
        .layer(DefaultBodyLimit::max(wire::MAX_MESSAGE_BYTES));
    let page = ServeDir::new(dist);
    Router::new()
        .merge(api)
        .fallback_service(page)
        .layer(CompressionLayer::new())
        .layer(middleware::from_fn_with_state(Arc::clone(&app), lock_down))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ))
        .with_state(app)
}

/// The page's Content-Security-Policy as a header too, its `connect-src` naming this host's
/// WebSocket, and `frame-ancestors 'none'` (which a `<meta>` cannot say).
async fn lock_down(
    State(app): State<Arc<App>>,
    request: Request<axum::body::Body>,
    next: Next,
) -> Response {
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|host| host.to_str().ok())
        .filter(|host| {
            host.chars()
                .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
        })
        .map(str::to_owned);
    let mut response = next.run(request).await;
    let sockets = host.map_or_else(String::new, |host| format!(" ws://{host} wss://{host}"));
    let policy = app.csp.replace(
        "connect-src 'self'",
        &format!("connect-src 'self'{sockets}"),
    );
    if let Ok(value) = HeaderValue::from_str(&format!("{policy}; frame-ancestors 'none'")) {
        response
            .headers_mut()
            .insert(header::CONTENT_SECURITY_POLICY, value);
    }
    response
}

async fn info() -> impl IntoResponse {
    Json(serde_json::json!({ "protocol": wire::VERSION }))
}

/// An error answer, in words.
fn refuse(status: StatusCode, words: &str) -> Response {
    (status, Json(serde_json::json!({ "error": words }))).into_response()
}

async fn create(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Response {
    if !app.limits.create(app.proxies.client(peer.ip(), &headers)) {
        return refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "too many games created from this address: wait a minute",
        );
    }
    let request: CreateGame = match serde_json::from_slice(&body) {
        Ok(request) => request,
        Err(error) => return refuse(StatusCode::BAD_REQUEST, &format!("not a new game: {error}")),
    };
    if let Err(error) = wire::control(request.clock).checked() {
        return refuse(StatusCode::BAD_REQUEST, &error.to_string());
    }
    let name = match request.name.as_deref().map(wire::check_name) {
        Some(Ok(name)) => name,
        Some(Err(error)) => return refuse(StatusCode::BAD_REQUEST, &error.to_string()),
        None => crate::guest_name(),
    };
    match app.games.create(&request, name, now_ms()).await {
        Ok(created) => {
            metrics::counter!(GAMES_CREATED).increment(1);
            (StatusCode::CREATED, Json(created)).into_response()
        }
        Err(error) => {
            tracing::warn!(%error, "creating a game");
            refuse(
                StatusCode::SERVICE_UNAVAILABLE,
                "the database did not answer: try again",
            )
        }
    }
}

async fn open(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    if !same_origin(&headers) {
        return refuse(StatusCode::FORBIDDEN, "a socket from another site");
    }
    let client = app.proxies.client(peer.ip(), &headers);
    if !app.limits.open(client) {
        return refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "too many sockets opened from this address: wait a minute",
        );
    }
    if *app.drain.borrow() {
        return refuse(StatusCode::SERVICE_UNAVAILABLE, "the server is restarting");
    }
    // Small buffers: the messages are small, and a node holds thousands of sockets.
    upgrade
        .read_buffer_size(SOCKET_BUFFER_BYTES)
        .write_buffer_size(0)
        .max_message_size(wire::MAX_MESSAGE_BYTES)
        .max_frame_size(wire::MAX_MESSAGE_BYTES)
        .on_upgrade(move |ws| socket::serve(ws, app, client))
}

/// A browser names the page that opens a socket: it must be this host's. A client that is not a
/// browser names none.
fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let host = headers
        .get(header::HOST)
        .and_then(|host| host.to_str().ok());
    let origin_host = origin
        .to_str()
        .ok()
        .and_then(|origin| origin.split_once("://"))
        .map(|(_, host)| host);
    matches!((origin_host, host), (Some(origin), Some(host)) if origin == host)
}

async fn health(State(app): State<Arc<App>>) -> Response {
    match app.games.store().ping().await {
        Ok(()) => (StatusCode::OK, "ok\n").into_response(),
        Err(error) => {
            tracing::warn!(%error, "health check");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                "the database does not answer\n",
            )
                .into_response()
        }
    }
}

async fn metrics(State(app): State<Arc<App>>) -> Response {
    metrics::gauge!(crate::metrics::GAMES_LOADED).set(app.games.loaded() as f64);
    (
        [(
            HeaderName::from_static("content-type"),
            HeaderValue::from_static("text/plain; version=0.0.4"),
        )],
        app.metrics.render(),
    )
        .into_response()
}
