//! Real `kawu-server` processes over real sockets, on a real SQLite file or a real PostgreSQL
//! database, and clients that speak the protocol.
//!
//! PostgreSQL comes from `KAWU_TEST_POSTGRES_URL` (a role that may create databases; each test
//! gets a database of its own). When it is not set the PostgreSQL tests say so and return —
//! except under CI (`CI` set), where `.ci/run` starts PostgreSQL and its absence is a failure.

#![allow(dead_code)] // each test file uses its own part of the support

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use kawu_online::wire::{self, ClientMessage, CreateGame, Created, ServerMessage};
use kawu_online::Event;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for anything the server should say (a quarter-minute flag included).
pub const WAIT: Duration = Duration::from_secs(30);

static NEXT: AtomicU32 = AtomicU32::new(0);

/// A scratch directory, removed when dropped.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!(
            "kawu-server-test-{name}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("dist")).expect("a scratch directory");
        std::fs::write(
            dir.join("dist/index.html"),
            "<!doctype html><meta http-equiv=\"Content-Security-Policy\" \
             content=\"default-src 'self'; connect-src 'self'; object-src 'none'\"><p>kawu</p>",
        )
        .expect("a page");
        Scratch(dir)
    }

    pub fn dist(&self) -> PathBuf {
        self.0.join("dist")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A database for a test.
pub enum Database {
    Sqlite(String),
    Postgres {
        url: String,
        admin: String,
        name: String,
    },
}

impl Database {
    /// An SQLite file in `scratch`.
    pub fn sqlite(scratch: &Scratch) -> Database {
        Database::Sqlite(format!("sqlite://{}", scratch.0.join("kawu.db").display()))
    }

    /// A fresh PostgreSQL database, or `None` (said) when there is no PostgreSQL outside CI.
    pub async fn postgres() -> Option<Database> {
        let Ok(admin) = std::env::var("KAWU_TEST_POSTGRES_URL") else {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI must provide PostgreSQL: KAWU_TEST_POSTGRES_URL is not set (.ci/run sets it)"
            );
            eprintln!("no PostgreSQL: set KAWU_TEST_POSTGRES_URL to run this test");
            return None;
        };
        let name = format!(
            "kawu_test_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        );
        let mut connection = sqlx_connect(&admin).await;
        use sqlx::Executor;
        connection
            .execute(format!("DROP DATABASE IF EXISTS {name}").as_str())
            .await
            .expect("drop an old test database");
        connection
            .execute(format!("CREATE DATABASE {name}").as_str())
            .await
            .unwrap_or_else(|error| panic!("cannot create a test database on PostgreSQL: {error}"));
        let url = match admin.rsplit_once('/') {
            Some((server, _)) => format!("{server}/{name}"),
            None => panic!("KAWU_TEST_POSTGRES_URL must end with /DATABASE"),
        };
        Some(Database::Postgres { url, admin, name })
    }

    pub fn url(&self) -> &str {
        match self {
            Database::Sqlite(url) | Database::Postgres { url, .. } => url,
        }
    }
}

async fn sqlx_connect(url: &str) -> sqlx::postgres::PgConnection {
    use sqlx::Connection;
    sqlx::postgres::PgConnection::connect(url)
        .await
        .unwrap_or_else(|error| panic!("KAWU_TEST_POSTGRES_URL does not answer: {error}"))
}

impl Drop for Database {
    fn drop(&mut self) {
        if let Database::Postgres { admin, name, .. } = self {
            // A runtime of its own: drop may run outside one, or inside a busy one.
            let (admin, name) = (admin.clone(), name.clone());
            let _ = std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .expect("a runtime");
                runtime.block_on(async {
                    use sqlx::Executor;
                    let mut connection = sqlx_connect(&admin).await;
                    let _ = connection
                        .execute(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str())
                        .await;
                });
            })
            .join();
        }
    }
}

/// A running `kawu-server` process.
pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT`
    pub base: String,
    listen: String,
    dist: PathBuf,
    database: String,
    flags: Vec<String>,
}

impl Server {
    /// Starts a node on a free port; waits for its `kawu: serving` line.
    pub fn start(dist: &Path, database: &str) -> Server {
        Server::start_with(dist, database, &[])
    }

    /// Starts a node on a free port with more `flags`.
    pub fn start_with(dist: &Path, database: &str, flags: &[&str]) -> Server {
        let flags = flags.iter().map(|flag| (*flag).to_owned()).collect();
        Server::start_on("127.0.0.1:0", dist, database, flags)
    }

    fn start_on(listen: &str, dist: &Path, database: &str, flags: Vec<String>) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kawu-server"))
            .args(["--listen", listen, "--dist"])
            .arg(dist)
            .args(["--database", database])
            .args(&flags)
            .env("KAWU_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server starts");
        let stdout = child.stdout.take().expect("its output");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the server says where it serves");
        let url = line
            .trim()
            .strip_prefix("kawu: serving ")
            .unwrap_or_else(|| panic!("not the serving line: {line:?}"))
            .trim_end_matches('/')
            .to_owned();
        let listen = url.trim_start_matches("http://").to_owned();
        Server {
            child,
            base: url,
            listen,
            dist: dist.to_owned(),
            database: database.to_owned(),
            flags,
        }
    }

    /// Kills the process at once (`kill -9`).
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Sends `SIGTERM` and waits for the process to end; returns whether it ended well.
    pub fn terminate(&mut self) -> bool {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        self.child.wait().is_ok_and(|status| status.success())
    }

    /// The same server started again on the same port and database.
    pub fn restart(&mut self) {
        self.kill();
        let flags = std::mem::take(&mut self.flags);
        let again = Server::start_on(&self.listen, &self.dist, &self.database, flags);
        *self = again;
    }

    /// `ws://127.0.0.1:PORT/api/socket`
    pub fn socket_url(&self) -> String {
        format!("{}/api/socket", self.base.replace("http://", "ws://"))
    }

    /// Creates a game.
    pub async fn create(&self, request: &CreateGame) -> Created {
        let (status, body) = self.post("/api/games", &wire::text(request)).await;
        assert_eq!(status, 201, "{body}");
        serde_json::from_str(body_of(&body)).expect("a created game")
    }

    /// A POST; its status and body.
    pub async fn post(&self, path: &str, body: &str) -> (u16, String) {
        self.post_with(path, body, &[]).await
    }

    /// A POST with extra headers; its status, headers and body in one text.
    pub async fn post_with(
        &self,
        path: &str,
        body: &str,
        headers: &[(&str, &str)],
    ) -> (u16, String) {
        http(&self.listen, "POST", path, body, headers).await
    }

    /// A GET with extra headers; its status, headers and body in one text.
    pub async fn get(&self, path: &str, headers: &[(&str, &str)]) -> (u16, String) {
        http(&self.listen, "GET", path, "", headers).await
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The body of an answer.
pub fn body_of(answer: &str) -> &str {
    answer.split_once("\r\n\r\n").map_or("", |(_, body)| body)
}

/// A bare HTTP/1.1 request over a real socket: status, and headers with body as one text.
async fn http(
    host: &str,
    method: &str,
    path: &str,
    body: &str,
    headers: &[(&str, &str)],
) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = TcpStream::connect(host).await.expect("the server answers");
    let extra: String = headers
        .iter()
        .map(|(name, value)| format!("{name}: {value}\r\n"))
        .collect();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n{extra}\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.expect("an answer");
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("not HTTP: {answer:?}"));
    (status, answer)
}

/// A client of the protocol over a real WebSocket.
pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every event received, in order.
    pub events: Vec<Event>,
}

impl Client {
    /// Opens a socket to `server`.
    pub async fn open(server: &Server) -> Client {
        let (socket, _) = tokio_tungstenite::connect_async(server.socket_url())
            .await
            .expect("the socket opens");
        Client {
            socket,
            events: Vec::new(),
        }
    }

    /// Opens a socket and says hello; returns the client and the welcome.
    pub async fn hello(server: &Server, hello: ClientMessage) -> (Client, ServerMessage) {
        let mut client = Client::open(server).await;
        client.send(&hello).await;
        let welcome = client.next().await.expect("a welcome");
        (client, welcome)
    }

    pub async fn send(&mut self, message: &ClientMessage) {
        self.send_raw(Message::text(wire::text(message))).await;
    }

    pub async fn send_raw(&mut self, message: Message) {
        self.try_send_raw(message).await.expect("sent");
    }

    /// Sends, and says whether the socket took it (a closed socket does not).
    pub async fn try_send_raw(
        &mut self,
        message: Message,
    ) -> Result<(), tokio_tungstenite::tungstenite::Error> {
        self.socket.send(message).await
    }

    /// Sends a message, and says whether the socket took it.
    pub async fn try_send(
        &mut self,
        message: &ClientMessage,
    ) -> Result<(), tokio_tungstenite::tungstenite::Error> {
        self.try_send_raw(Message::text(wire::text(message))).await
    }

    /// The next message that is not a ping (pings are answered), within [`WAIT`]; its events are
    /// kept. `None` when the socket closes.
    pub async fn next(&mut self) -> Option<ServerMessage> {
        // Pings do not count: the message must come within `WAIT`.
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let frame = tokio::time::timeout_at(deadline, self.socket.next())
                .await
                .expect("the server answers in time");
            let text = match frame {
                Some(Ok(Message::Text(text))) => text,
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => continue,
            };
            let message = ServerMessage::parse(&text).expect("the server speaks the protocol");
            match &message {
                ServerMessage::Ping { n, .. } => {
                    let n = *n;
                    // A socket the server is closing may not take it.
                    let _ = self.try_send(&ClientMessage::Pong { n }).await;
                    continue;
                }
                ServerMessage::Welcome { events, full, .. } => {
                    if *full {
                        self.events.clear();
                    }
                    self.events.extend(events.iter().cloned());
                }
                ServerMessage::Events { events, .. } => self.events.extend(events.iter().cloned()),
                _ => {}
            }
            return Some(message);
        }
    }

    /// Reads until a message matches; returns it.
    pub async fn until(&mut self, wanted: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
        loop {
            let message = self.next().await.expect("the socket stays open");
            if wanted(&message) {
                return message;
            }
        }
    }

    /// Reads until the event numbered `seq` arrived.
    pub async fn until_seq(&mut self, seq: u64) {
        while self.events.last().map_or(0, |event| event.seq) < seq {
            self.next().await.expect("the socket stays open");
        }
    }

    /// Reads until the socket closes; returns the close frame's code and reason.
    pub async fn closed(&mut self) -> Option<(u16, String)> {
        closed(&mut self.socket).await
    }

    /// Sends `message` while reading, until the socket closes; returns the close frame's code
    /// and reason. A server that refuses a message before reading it all (too long) closes
    /// while it is still being sent.
    pub async fn send_until_closed(self, message: Message) -> Option<(u16, String)> {
        let (mut sink, mut stream) = self.socket.split();
        let sending = async move {
            // The server stops reading it: the end of the send fails.
            let _ = sink.send(message).await;
        };
        tokio::join!(sending, closed(&mut stream)).1
    }

    /// The number of the last event received.
    pub fn seq(&self) -> u64 {
        self.events.last().map_or(0, |event| event.seq)
    }
}

/// A hello for the seat of `secret`.
pub fn back(game: &str, secret: &str, after: Option<u64>) -> ClientMessage {
    ClientMessage::Hello {
        game: game.to_owned(),
        secret: Some(secret.to_owned()),
        invite: None,
        name: None,
        after,
    }
}

/// A hello bringing an invitation.
pub fn join(game: &str, invite: &str, name: &str) -> ClientMessage {
    ClientMessage::Hello {
        game: game.to_owned(),
        secret: None,
        invite: Some(invite.to_owned()),
        name: Some(name.to_owned()),
        after: None,
    }
}

/// Reads `socket` until it closes; the close frame's code and reason.
async fn closed<S>(socket: &mut S) -> Option<(u16, String)>
where
    S: futures_util::Stream<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin,
{
    loop {
        let frame = tokio::time::timeout(WAIT, socket.next())
            .await
            .expect("the server closes in time");
        match frame {
            Some(Ok(Message::Close(Some(frame)))) => {
                return Some((frame.code.into(), frame.reason.to_string()))
            }
            Some(Ok(Message::Close(None))) | None | Some(Err(_)) => return None,
            Some(Ok(_)) => {}
        }
    }
}
