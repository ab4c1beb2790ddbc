//! One WebSocket: a player's or a spectator's connection to a game.
//!
//! The first message says which game and as whom ([`ClientMessage::Hello`]); the socket then
//! gets the log (all of it, or what came after the last event the client saw, from the
//! database) and every event from then on, in order, without a gap. A seated player's commands
//! are applied through [`Games::change`] and acknowledged once committed. The server pings;
//! the pongs measure the lag the clocks forgive, and a socket silent too long is closed.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use governor::DefaultDirectRateLimiter;
use kawu_online::wire::{self, ClientMessage, ErrorCode, Seat, ServerMessage};
use kawu_online::{Event, Input};
use tokio::sync::broadcast::error::RecvError;
use tokio::time::{interval, timeout, MissedTickBehavior};

use crate::games::{seat_of, Change, Changed, Hub};
use crate::metrics::{MOVES, REFUSED, RELAY, SOCKETS};
use crate::{drained, now_ms, App};

/// How long a new socket may take to say hello.
const HELLO_WAIT: Duration = Duration::from_secs(10);
/// How often the server pings.
const PING_EVERY: Duration = Duration::from_secs(5);
/// How long a socket may stay silent (no pong, nothing) before it is taken for dead.
const SILENCE: Duration = Duration::from_secs(20);
/// How long a closing socket waits for the client's answer to its close.
const CLOSE_WAIT: Duration = Duration::from_secs(2);
/// Messages refused (malformed or too fast) before the socket is closed as hostile.
const STRIKES: u32 = 50;
/// At most this many events are sent as what came after: further behind, the whole log.
const RESYNC_EVENTS: u64 = 500;

/// WebSocket close codes (RFC 6455).
const POLICY: u16 = 1008;
const TOO_BIG: u16 = 1009;
const INVALID: u16 = 1007;
const RESTART: u16 = 1012;
const NORMAL: u16 = 1000;

/// Serves one socket from `address` until it closes.
pub async fn serve(socket: WebSocket, app: Arc<App>, address: IpAddr) {
    metrics::gauge!(SOCKETS).increment(1.0);
    let mut session = Session {
        socket,
        app,
        address,
        messages: None,
        strikes: 0,
        lag_ms: 0,
        sent: 0,
    };
    session.messages = Some(session.app.limits.messages());
    let close = session.run().await;
    session.close(close).await;
    metrics::gauge!(SOCKETS).decrement(1.0);
}

struct Session {
    socket: WebSocket,
    app: Arc<App>,
    address: IpAddr,
    messages: Option<DefaultDirectRateLimiter>,
    strikes: u32,
    /// The lag the clocks forgive this socket, in milliseconds (half the round trip).
    lag_ms: u64,
    /// The number of the last event sent.
    sent: u64,
}

/// What a socket read.
enum Read {
    Message(ClientMessage),
    /// A message refused; the socket stays open.
    Refused,
    /// The socket must close, and why.
    Close(CloseFrame),
}

impl Session {
    async fn run(&mut self) -> CloseFrame {
        let hello = match timeout(HELLO_WAIT, self.read()).await {
            Err(_) => return close(POLICY, "no hello in time"),
            Ok(Read::Close(frame)) => return frame,
            Ok(Read::Refused) => return close(POLICY, "the first message must be a hello"),
            Ok(Read::Message(message)) => message,
        };
        let ClientMessage::Hello {
            game,
            secret,
            invite,
            name,
            after,
        } = hello
        else {
            self.error(ErrorCode::HelloFirst, "the first message must be a hello")
                .await;
            return close(POLICY, "the first message must be a hello");
        };
        if game.len() > wire::MAX_TOKEN_BYTES {
            self.error(ErrorCode::UnknownGame, "no game has this id")
                .await;
            return close(POLICY, "unknown game");
        }
        let hub = match self.app.games.attach(&game).await {
            Ok(Some(hub)) => hub,
            Ok(None) => {
                self.error(ErrorCode::UnknownGame, "no game has this id")
                    .await;
                return close(POLICY, "unknown game");
            }
            Err(error) => {
                tracing::warn!(%error, "loading a game");
                self.error(ErrorCode::Busy, "the database did not answer: try again")
                    .await;
                return close(RESTART, "the database did not answer");
            }
        };
        let close = self.at_game(&hub, secret, invite, name, after).await;
        self.app.games.detach(&hub);
        close
    }

    /// Seats the socket, sends the log, and serves it at the game until it closes.
    async fn at_game(
        &mut self,
        hub: &Arc<Hub>,
        secret: Option<String>,
        invite: Option<String>,
        name: Option<String>,
        after: Option<u64>,
    ) -> CloseFrame {
        let mut events = hub.subscribe();
        let (seat, new_secret) = match self.seat(hub, secret, invite, name).await {
            Ok(seated) => seated,
            Err(frame) => return frame,
        };
        if let Err(frame) = self.welcome(hub, seat, new_secret, after).await {
            return frame;
        }
        if let Some(side) = seat.side() {
            if let Err(error) = self.app.games.arrive(hub, side, now_ms()).await {
                tracing::warn!(%error, "recording a player's arrival");
            }
        }
        let frame = self.serve_game(hub, seat, &mut events).await;
        if let Some(side) = seat.side() {
            let draining = *self.app.drain.borrow();
            if let Err(error) = self.app.games.leave(hub, side, now_ms(), draining).await {
                tracing::warn!(%error, "recording a player's departure");
            }
        }
        frame
    }

    /// Where the hello puts this socket: a seat (and the secret of a seat just taken), or a
    /// spectator's place.
    async fn seat(
        &mut self,
        hub: &Hub,
        secret: Option<String>,
        invite: Option<String>,
        name: Option<String>,
    ) -> Result<(Seat, Option<String>), CloseFrame> {
        if let Some(secret) = secret.filter(|secret| secret.len() <= wire::MAX_TOKEN_BYTES) {
            let row = self.app.games.store().game(&hub.info.id).await;
            return match row {
                Ok(Some(row)) => match seat_of(&row, &secret) {
                    Some(seat) => Ok((seat, None)),
                    None => {
                        self.error(ErrorCode::BadSecret, "this seat's secret is wrong")
                            .await;
                        Err(close(POLICY, "wrong seat secret"))
                    }
                },
                Ok(None) | Err(_) => Err(self.busy().await),
            };
        }
        let Some(invite) = invite.filter(|invite| invite.len() <= wire::MAX_TOKEN_BYTES) else {
            return Ok((Seat::Spectator, None));
        };
        let name = match name.as_deref().map(wire::check_name) {
            Some(Ok(name)) => name,
            Some(Err(error)) => {
                self.error(ErrorCode::Malformed, &error.to_string()).await;
                return Err(close(POLICY, "a name the rules refuse"));
            }
            None => crate::guest_name(),
        };
        let secret = crate::token::secret();
        let join = Change::Join {
            invite: crate::token::hash(&invite),
            secret: crate::token::hash(&secret),
            name,
        };
        match self.app.games.change(hub, join, now_ms()).await {
            Ok(Changed::Seated(side)) => Ok((side.into(), Some(secret))),
            // A used (or wrong) invitation shows the game.
            Ok(_) => Ok((Seat::Spectator, None)),
            Err(error) => {
                tracing::warn!(%error, "seating a player");
                Err(self.busy().await)
            }
        }
    }

    /// Sends the welcome: the game and its log, whole or after `after`.
    async fn welcome(
        &mut self,
        hub: &Hub,
        seat: Seat,
        secret: Option<String>,
        after: Option<u64>,
    ) -> Result<(), CloseFrame> {
        let seq = hub.seq().await;
        let from = after.filter(|after| *after <= seq && seq - after <= RESYNC_EVENTS);
        let events = match self
            .app
            .games
            .store()
            .events_after(&hub.info.id, from.unwrap_or(0))
            .await
        {
            Ok(events) => events,
            Err(error) => {
                tracing::warn!(%error, "reading a log");
                return Err(self.busy().await);
            }
        };
        self.sent = events.last().map_or(from.unwrap_or(0), |event| event.seq);
        let welcome = ServerMessage::Welcome {
            seat,
            secret,
            game: hub.info.clone(),
            full: from.is_none(),
            events,
            now: now_ms(),
        };
        self.send(&welcome)
            .await
            .map_err(|()| close(NORMAL, "gone"))
    }

    /// Serves the socket at the game: its messages, the game's events, pings, the drain.
    async fn serve_game(
        &mut self,
        hub: &Arc<Hub>,
        seat: Seat,
        events: &mut tokio::sync::broadcast::Receiver<Event>,
    ) -> CloseFrame {
        let mut pings = interval(PING_EVERY);
        pings.set_missed_tick_behavior(MissedTickBehavior::Delay);
        let mut ping: (u64, Instant) = (0, Instant::now());
        let mut heard = Instant::now();
        let mut drain = self.app.drain.clone();
        loop {
            tokio::select! {
                read = self.read() => {
                    heard = Instant::now();
                    match read {
                        Read::Close(frame) => return frame,
                        Read::Refused => {}
                        Read::Message(ClientMessage::Pong { n }) if n == ping.0 => {
                            let round_trip = ping.1.elapsed().as_millis();
                            self.lag_ms = u64::try_from(round_trip / 2).unwrap_or(u64::MAX);
                        }
                        Read::Message(ClientMessage::Pong { .. }) => {}
                        Read::Message(message) => {
                            if let Err(frame) = self.command(hub, seat, &message, events).await {
                                return frame;
                            }
                        }
                    }
                }
                event = events.recv() => {
                    let sent = match event {
                        Ok(event) => self.forward(hub, vec![event]).await,
                        Err(RecvError::Lagged(_)) => self.forward(hub, Vec::new()).await,
                        Err(RecvError::Closed) => return close(RESTART, "the game closed"),
                    };
                    if sent.is_err() {
                        return close(NORMAL, "gone");
                    }
                }
                _ = pings.tick() => {
                    if heard.elapsed() > SILENCE {
                        return close(POLICY, "no answer to pings");
                    }
                    ping = (ping.0 + 1, Instant::now());
                    if self.send(&ServerMessage::Ping { n: ping.0, now: now_ms() }).await.is_err() {
                        return close(NORMAL, "gone");
                    }
                }
                () = drained(&mut drain) => {
                    let _ = self.send(&ServerMessage::Bye {
                        reason: "the server is restarting: reconnect".to_owned(),
                    }).await;
                    return close(RESTART, "the server is restarting");
                }
            }
        }
    }

    /// Applies a seated player's command and answers it, after the events it made.
    async fn command(
        &mut self,
        hub: &Arc<Hub>,
        seat: Seat,
        message: &ClientMessage,
        events: &mut tokio::sync::broadcast::Receiver<Event>,
    ) -> Result<(), CloseFrame> {
        let arrived = Instant::now();
        let (ply, command) = match message.as_command() {
            Ok(Some(command)) => command,
            Ok(None) => {
                self.error(ErrorCode::HelloFirst, "hello is only the first message")
                    .await;
                return self.strike();
            }
            Err(error) => {
                self.error(ErrorCode::Malformed, &error.to_string()).await;
                return self.strike();
            }
        };
        let Some(side) = seat.side() else {
            self.error(ErrorCode::NotSeated, "a spectator cannot play")
                .await;
            return self.strike();
        };
        let input = Input::Command {
            side,
            ply,
            command,
            lag_ms: self.lag_ms,
        };
        let changed = self
            .app
            .games
            .change(hub, Change::Input(input), now_ms())
            .await;
        // The events the change made go out before its answer.
        let mut made = Vec::new();
        while let Ok(event) = events.try_recv() {
            made.push(event);
        }
        self.forward(hub, made)
            .await
            .map_err(|()| close(NORMAL, "gone"))?;
        let word = command.word().to_owned();
        let answer = match changed {
            Ok(Changed::Applied(_)) => {
                if matches!(command, kawu_online::Command::Play(_)) {
                    metrics::counter!(MOVES).increment(1);
                    metrics::histogram!(RELAY).record(arrived.elapsed().as_secs_f64());
                }
                ServerMessage::Done { ply, command: word }
            }
            Ok(Changed::Refused(refusal)) => ServerMessage::Refused {
                ply,
                command: word,
                code: refusal.code().to_owned(),
                message: refusal.to_string(),
            },
            Ok(_) => unreachable!("a command is no join"),
            Err(error) => {
                tracing::warn!(%error, "applying a command");
                ServerMessage::Error {
                    code: ErrorCode::Busy,
                    message: "the database did not answer: send it again".to_owned(),
                }
            }
        };
        self.send(&answer).await.map_err(|()| close(NORMAL, "gone"))
    }

    /// Sends `events` after the last one sent, reading any gap from the database.
    async fn forward(&mut self, hub: &Hub, mut events: Vec<Event>) -> Result<(), ()> {
        events.retain(|event| event.seq > self.sent);
        let gap = match events.first() {
            Some(first) => first.seq > self.sent + 1,
            None => hub.seq().await > self.sent,
        };
        if gap {
            events = self
                .app
                .games
                .store()
                .events_after(&hub.info.id, self.sent)
                .await
                .map_err(|error| tracing::warn!(%error, "reading a gap"))?;
        }
        let Some(last) = events.last() else {
            return Ok(());
        };
        self.sent = last.seq;
        self.send(&ServerMessage::Events {
            events,
            now: now_ms(),
        })
        .await
    }

    /// Reads the next message, checking its size, its rate and its form.
    async fn read(&mut self) -> Read {
        loop {
            let text = match self.socket.recv().await {
                None => return Read::Close(close(NORMAL, "gone")),
                Some(Err(error)) => return Read::Close(broken(&error.to_string())),
                Some(Ok(Message::Text(text))) => text,
                Some(Ok(Message::Binary(_))) => {
                    self.error(ErrorCode::Malformed, "messages are text (JSON)")
                        .await;
                    if let Err(frame) = self.strike() {
                        return Read::Close(frame);
                    }
                    return Read::Refused;
                }
                Some(Ok(Message::Close(_))) => return Read::Close(close(NORMAL, "bye")),
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            };
            if self
                .messages
                .as_ref()
                .is_some_and(|limit| limit.check().is_err())
            {
                self.error(ErrorCode::TooFast, "too many messages: slow down")
                    .await;
                return match self.strike() {
                    Err(frame) => Read::Close(frame),
                    Ok(()) => Read::Refused,
                };
            }
            return match ClientMessage::parse(&text) {
                Ok(message) => Read::Message(message),
                Err(error) => {
                    self.error(ErrorCode::Malformed, &error.to_string()).await;
                    match self.strike() {
                        Err(frame) => Read::Close(frame),
                        Ok(()) => Read::Refused,
                    }
                }
            };
        }
    }

    /// Counts a refused message; too many close the socket.
    fn strike(&mut self) -> Result<(), CloseFrame> {
        metrics::counter!(REFUSED).increment(1);
        self.strikes += 1;
        if self.strikes >= STRIKES {
            tracing::info!(address = %self.address, "closed a socket that broke the protocol");
            Err(close(POLICY, "too many refused messages"))
        } else {
            Ok(())
        }
    }

    async fn error(&mut self, code: ErrorCode, message: &str) {
        let _ = self
            .send(&ServerMessage::Error {
                code,
                message: message.to_owned(),
            })
            .await;
    }

    async fn busy(&mut self) -> CloseFrame {
        self.error(ErrorCode::Busy, "the database did not answer: try again")
            .await;
        close(RESTART, "the database did not answer")
    }

    /// Closes with a reason, then reads (and drops) what the client still sends until it
    /// answers the close: a socket closed with unread data would be reset, and the client
    /// would never read the reason. A frame that could not be read to its end (too long,
    /// broken) ends the reading with its rest unread: then the socket is kept a moment, for the
    /// reason to reach the client before the reset.
    async fn close(&mut self, frame: CloseFrame) {
        if self.socket.send(Message::Close(Some(frame))).await.is_err() {
            return;
        }
        let answered = timeout(CLOSE_WAIT, async {
            while let Some(Ok(message)) = self.socket.recv().await {
                if matches!(message, Message::Close(_)) {
                    return true;
                }
            }
            false
        })
        .await;
        if answered == Ok(false) {
            tokio::time::sleep(CLOSE_WAIT).await;
        }
    }

    async fn send(&mut self, message: &ServerMessage) -> Result<(), ()> {
        self.socket
            .send(Message::Text(wire::text(message).into()))
            .await
            .map_err(drop)
    }
}

fn close(code: u16, reason: &'static str) -> CloseFrame {
    CloseFrame {
        code,
        reason: Utf8Bytes::from_static(reason),
    }
}

/// The close for a socket whose frames broke the protocol.
fn broken(error: &str) -> CloseFrame {
    if error.contains("too long") || error.contains("Space limit") {
        close(TOO_BIG, "a message longer than 4 KiB")
    } else if error.contains("UTF-8") || error.contains("utf-8") {
        close(INVALID, "text that is not UTF-8")
    } else {
        close(POLICY, "a broken frame")
    }
}
