//! The page's side of an online game, as a state machine: the game as the server's numbered
//! events replayed into a [`Table`] (the rules of `kawu-online`, the one source of truth), the
//! seat, the connection and its reconnections, and the one command the player may have waiting.
//!
//! The page's hook carries out what a step asks ([`Client::effects`]): open or drop the
//! socket, send a message, wait before trying again, watch for silence, keep the seat and the
//! game. Every decision is here, tested natively.
//!
//! - A lost connection is tried again after [`backoff_ms`] (doubling, with jitter); the
//!   server's `bye` at once, after a jitter of up to [`BYE_RETRY_MS`]; a socket silent for
//!   [`SILENCE_MS`] is taken for dead.
//! - A reconnecting client says the last event it has (`after`); a gap in the numbers makes it
//!   reconnect the same way.
//! - A command made while the connection is down is kept ([`Pending`]) and sent once the
//!   server has welcomed the client again, with the ply it was made at; one already in the
//!   server's log is not sent again, and one sent before a drop is sent again at the same ply
//!   (the server applies it once and acknowledges it again).

use kawu_engine::{BySide, Game, IllegalReason, Pit, Side, PITS};
use kawu_online::wire::{ClientMessage, ErrorCode, GameInfo, Seat, ServerMessage};
use kawu_online::{wire, ClockView, Command, Event, Input, State, Table};

use super::seats::{online_id, Seated};
use super::Finish;
use crate::library::{Entry, Opponent};

/// A socket that says nothing for this long (the server pings every few seconds) is dead.
pub const SILENCE_MS: u32 = 15_000;

/// The wait before the first attempt to reconnect, in milliseconds; it doubles each time.
pub const FIRST_RETRY_MS: f64 = 500.0;

/// The longest wait between two attempts, in milliseconds.
pub const MAX_RETRY_MS: f64 = 15_000.0;

/// The most a reconnection waits after the server said `bye`, in milliseconds: at once, but
/// not every client in the same instant.
pub const BYE_RETRY_MS: f64 = 1_000.0;

/// After this long without a connection the page says what happened, not only that it
/// reconnects.
pub const LONG_OUTAGE_MS: f64 = 20_000.0;

/// The wait before reconnection attempt `attempt` (1 for the first), in milliseconds:
/// [`FIRST_RETRY_MS`] doubling up to [`MAX_RETRY_MS`], its upper half drawn by `jitter`
/// (from 0 to 1), so that players dropped together do not all come back in the same instant.
#[must_use]
pub fn backoff_ms(attempt: u32, jitter: f64) -> u32 {
    let doublings = attempt.saturating_sub(1).min(16);
    let ceiling = (FIRST_RETRY_MS * f64::from(1_u32 << doublings)).min(MAX_RETRY_MS);
    (ceiling * (0.5 + 0.5 * jitter.clamp(0.0, 1.0))).round() as u32
}

/// The connection to the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Connection {
    /// A socket is opening, or has said hello and waits for the welcome; `attempt` is 0 the
    /// first time.
    Connecting {
        /// How many attempts failed before this one.
        attempt: u32,
    },
    /// Welcomed: the game's events arrive.
    Open,
    /// Lost: the next attempt, after a pause.
    Waiting {
        /// The attempt that comes next.
        attempt: u32,
    },
    /// The server refuses this game for good (no such game, a wrong secret): no more attempts.
    Refused(ErrorCode),
}

impl Connection {
    /// Its word, as in `data-connection`: `open`, `reconnecting` (until welcomed, and while
    /// lost), or `closed` once refused for good.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Connection::Open => "open",
            Connection::Connecting { .. } | Connection::Waiting { .. } => "reconnecting",
            Connection::Refused(_) => "closed",
        }
    }
}

/// Why the connection was lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// The socket closed or could not open: the network, or no server.
    Network,
    /// Nothing arrived for [`SILENCE_MS`].
    Silence,
    /// The server went away (it said `bye`).
    Bye,
}

/// A connection lost: since when (on the page's clock) and why.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Outage {
    /// When it was lost, in milliseconds on the page's clock.
    pub since: f64,
    /// Why.
    pub cause: Cause,
}

/// The player's command that waits for the server: made while the connection was down, or
/// sent and not yet in the game's log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pending {
    /// The ply it was made at.
    pub ply: usize,
    /// What it asks.
    pub command: Command,
    /// Sent on the socket open now.
    sent: bool,
}

/// What the page tells the player about the latest command or message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// The server refused a command: its word, the refusal's code (said in the player's
    /// language) and the server's own words.
    Refused {
        /// The command's word.
        command: String,
        /// [`kawu_online::Refusal::code`].
        code: String,
        /// What the server said.
        message: String,
    },
    /// The server did not accept a message.
    Error {
        /// What kind.
        code: ErrorCode,
        /// What the server said.
        message: String,
    },
    /// A tapped pit cannot be sown, and why.
    Illegal(Pit, IllegalReason),
    /// The player tapped while the opponent is to move.
    NotYourTurn,
    /// The player's previous command is still on its way.
    Busy,
    /// A command kept while the connection was down that the game no longer allows: dropped.
    Dropped(Command),
    /// A message of the server that could not be read.
    Unreadable,
}

/// Who the page is at the game, as the first message says it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Credentials {
    /// The seat's secret, once the device has one.
    pub secret: Option<String>,
    /// The invitation of the link opened, to take the free seat.
    pub invite: Option<String>,
    /// The name to sit under.
    pub name: Option<String>,
}

/// What the page must do for the client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Open a fresh socket (closing any other); say [`Step::Opened`] once it is open.
    Connect,
    /// Close the socket, without opening another.
    Drop,
    /// Send this message on the open socket.
    Send(ClientMessage),
    /// Say [`Step::Retry`] after this many milliseconds (a later wait replaces it).
    RetryIn(u32),
    /// Say [`Step::Silent`] if nothing arrives within this many milliseconds (each new watch
    /// replaces the last).
    Watch(u32),
    /// The seat or the game changed: keep [`Client::seated`] and [`Client::entry`].
    Keep,
}

/// What moves the client on.
#[derive(Debug, Clone, PartialEq)]
pub enum Step {
    /// The socket opened.
    Opened,
    /// A message arrived, at `now` on the page's clock; `jitter` is drawn from 0 to 1.
    Received {
        /// Its text.
        text: String,
        /// The page's clock, in milliseconds.
        now: f64,
        /// A random draw, from 0 to 1.
        jitter: f64,
    },
    /// The socket closed or failed.
    Closed {
        /// The page's clock, in milliseconds.
        now: f64,
        /// A random draw, from 0 to 1.
        jitter: f64,
    },
    /// Nothing arrived for [`SILENCE_MS`].
    Silent {
        /// The page's clock, in milliseconds.
        now: f64,
        /// A random draw, from 0 to 1.
        jitter: f64,
    },
    /// The pause is over (or the browser is back online): try again now.
    Retry,
    /// The player's command.
    Act {
        /// What the player asks.
        command: Command,
        /// The page's clock, in milliseconds.
        now: f64,
    },
    /// Take the free seat with the link's invitation, under this name (the server picks one
    /// when `None`).
    Join(Option<String>),
}

/// An online game as the page knows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Client {
    /// The game's id.
    pub game: String,
    credentials: Credentials,
    /// The hello brings the invitation: the player asked to take the seat.
    joining: bool,
    /// Where the page sits, once welcomed.
    pub seat: Option<Seat>,
    info: Option<GameInfo>,
    events: Vec<Event>,
    table: Option<Table>,
    names: BySide<Option<String>>,
    /// The connection.
    pub connection: Connection,
    /// Since when, and why, the connection is lost (cleared by a welcome).
    pub outage: Option<Outage>,
    /// The command waiting for the server.
    pub pending: Option<Pending>,
    /// What to tell the player.
    pub said: Option<Said>,
    /// The server's clock less the page's, in milliseconds.
    offset: f64,
    /// Bumped each time the board shows another game.
    pub version: u64,
    /// True when the last change of the board was one more move (to animate).
    pub animate: bool,
    /// What the page must do after the last step.
    pub effects: Vec<Effect>,
}

/// A welcome's parts that the client keeps.
struct Welcome {
    seat: Seat,
    secret: Option<String>,
    game: GameInfo,
    full: bool,
    events: Vec<Event>,
}

/// What keeping the seat and the game depends on.
type KeptKey = (
    Option<Seat>,
    Option<String>,
    usize,
    Option<State>,
    Option<String>,
);

impl Client {
    /// A client of `game` with these credentials; it asks for a socket at once.
    #[must_use]
    pub fn new(game: String, credentials: Credentials) -> Client {
        Client {
            game,
            credentials,
            joining: false,
            seat: None,
            info: None,
            events: Vec::new(),
            table: None,
            names: BySide::new(None, None),
            connection: Connection::Connecting { attempt: 0 },
            outage: None,
            pending: None,
            said: None,
            offset: 0.0,
            version: 0,
            animate: false,
            effects: vec![Effect::Connect],
        }
    }

    /// The side the page plays, if it plays.
    #[must_use]
    pub fn side(&self) -> Option<Side> {
        self.seat.and_then(Seat::side)
    }

    /// The game's table, once welcomed.
    #[must_use]
    pub fn table(&self) -> Option<&Table> {
        self.table.as_ref()
    }

    /// Where the game stands (waiting until welcomed).
    #[must_use]
    pub fn state(&self) -> State {
        self.table.as_ref().map_or(State::Waiting, Table::state)
    }

    /// The players' names, as they sat.
    #[must_use]
    pub fn names(&self) -> &BySide<Option<String>> {
        &self.names
    }

    /// The number of the last event the page has (0 for none).
    #[must_use]
    pub fn last_seq(&self) -> u64 {
        self.events.last().map_or(0, |event| event.seq)
    }

    /// The game the board shows: the server's, with the player's move that waits for it.
    #[must_use]
    pub fn board(&self) -> Option<Game> {
        let mut game = self.table.as_ref()?.game().clone();
        if let Some(Pending {
            ply,
            command: Command::Play(pit),
            ..
        }) = self.pending
        {
            if ply == game.plies().len() {
                // Checked when it was made, against this very game.
                let _ = game.play(pit);
            }
        }
        Some(game)
    }

    /// The pits the player may sow now: their turn in a game going on, no command waiting.
    #[must_use]
    pub fn playable(&self) -> [bool; PITS] {
        let mut playable = [false; PITS];
        let (Some(side), Some(table)) = (self.side(), &self.table) else {
            return playable;
        };
        let game = table.game();
        if self.pending.is_none() && table.state() == State::Playing && game.to_move() == side {
            for pit in &game.legal_moves() {
                playable[pit.index()] = true;
            }
        }
        playable
    }

    /// The server's time at `now` on the page's clock.
    #[must_use]
    pub fn server_now(&self, now: f64) -> u64 {
        (now + self.offset).max(0.0) as u64
    }

    /// What the clocks show at `now` on the page's clock, in a timed game.
    #[must_use]
    pub fn clocks(&self, now: f64) -> Option<ClockView> {
        self.table.as_ref()?.clocks(self.server_now(now))
    }

    /// Whether each seat's player is connected.
    #[must_use]
    pub fn present(&self, now: f64) -> BySide<bool> {
        self.table
            .as_ref()
            .map_or(BySide::new(false, false), |table| {
                table.snapshot(self.server_now(now)).present
            })
    }

    /// Whether the player may send `command` (not a move) at `now`: the rules allow it at this
    /// ply, and no other command waits.
    #[must_use]
    pub fn can(&self, command: Command, now: f64) -> bool {
        let (Some(side), Some(table)) = (self.side(), &self.table) else {
            return false;
        };
        let ply = table.game().plies().len();
        self.pending.is_none()
            && table
                .clone()
                .command(side, ply, command, self.server_now(now), 0)
                .is_ok()
    }

    /// Whether the page may take the free seat with the link's invitation.
    #[must_use]
    pub fn can_join(&self) -> bool {
        self.seat == Some(Seat::Spectator)
            && self.credentials.invite.is_some()
            && !self.joining
            && self.state() == State::Waiting
    }

    /// The invitation to the other seat, if the page has it.
    #[must_use]
    pub fn invite(&self) -> Option<&str> {
        self.credentials.invite.as_deref()
    }

    /// The time control, once welcomed.
    #[must_use]
    pub fn info(&self) -> Option<&GameInfo> {
        self.info.as_ref()
    }

    /// The device's seat at the game, to keep: once seated with a secret.
    #[must_use]
    pub fn seated(&self) -> Option<Seated> {
        let seat = self.side()?;
        Some(Seated {
            game: self.game.clone(),
            seat,
            secret: self.credentials.secret.clone()?,
            control: wire::control(self.info.as_ref()?.clock),
            finish: Finish::of(self.state()),
            invite: self.credentials.invite.clone(),
            opponent: self.names[seat.other()].clone(),
        })
    }

    /// The game as My games keeps it, saved at `saved_ms`: once seated and a move is played.
    #[must_use]
    pub fn entry(&self, saved_ms: u64) -> Option<Entry> {
        self.seated()?;
        let game = self.table.as_ref()?.game();
        (!game.plies().is_empty()).then(|| Entry {
            id: online_id(&self.game),
            saved_ms,
            opponent: Opponent::Friend,
            game: game.clone(),
        })
    }

    fn kept_key(&self) -> KeptKey {
        let plies = self.table.as_ref().map_or(0, |t| t.game().plies().len());
        let opponent = self
            .side()
            .and_then(|seat| self.names[seat.other()].clone());
        let state = self.table.as_ref().map(Table::state);
        (
            self.seat,
            self.credentials.secret.clone(),
            plies,
            state,
            opponent,
        )
    }

    fn board_plies(&self) -> Option<usize> {
        self.board().map(|game| game.plies().len())
    }

    /// The first message on a fresh socket.
    fn hello(&self) -> ClientMessage {
        let invite = self.credentials.secret.is_none() && self.joining;
        ClientMessage::Hello {
            game: self.game.clone(),
            secret: self.credentials.secret.clone(),
            invite: self.credentials.invite.clone().filter(|_| invite),
            name: self.credentials.name.clone().filter(|_| invite),
            after: Some(self.last_seq()).filter(|&seq| seq > 0),
        }
    }

    /// The connection is lost at `now` for `cause`: try again after a pause.
    fn lost(&mut self, now: f64, cause: Cause, wait_ms: impl FnOnce(u32) -> u32) {
        let attempt = match self.connection {
            Connection::Refused(_) | Connection::Waiting { .. } => return,
            Connection::Open => 1,
            Connection::Connecting { attempt } => attempt + 1,
        };
        self.connection = Connection::Waiting { attempt };
        self.outage.get_or_insert(Outage { since: now, cause });
        if let Some(pending) = &mut self.pending {
            pending.sent = false;
        }
        self.effects.push(Effect::RetryIn(wait_ms(attempt)));
    }

    /// Opens a fresh socket now, the log kept (its hello asks for what follows).
    fn reconnect(&mut self) {
        self.connection = Connection::Connecting { attempt: 0 };
        if let Some(pending) = &mut self.pending {
            pending.sent = false;
        }
        self.effects.push(Effect::Connect);
    }

    /// Adds `events` to the log and the table, in order; false at a gap in their numbers.
    fn take(&mut self, events: Vec<Event>) -> bool {
        let Some(table) = &mut self.table else {
            return false;
        };
        for event in events {
            let last = self.events.last().map_or(0, |event| event.seq);
            if event.seq <= last {
                continue;
            }
            if event.seq != last + 1 {
                return false;
            }
            // A refused input changed nothing when it was recorded, and changes nothing now.
            let _ = table.apply(&event.input, event.at);
            if let Input::Seat { side, name } = &event.input {
                self.names[*side] = Some(name.clone());
            }
            self.events.push(event);
        }
        true
    }

    /// Whether the log holds the player's `pending` command.
    fn logged(&self, pending: &Pending) -> bool {
        let side = self.side();
        self.events.iter().rev().any(|event| {
            matches!(&event.input, Input::Command { side: by, ply, command, .. }
                if Some(*by) == side && *ply == pending.ply && *command == pending.command)
        })
    }

    /// Forgets the pending command once the log holds it.
    fn settle(&mut self) {
        if self.pending.is_some_and(|pending| self.logged(&pending)) {
            self.pending = None;
        }
    }

    /// Sends the pending command if the socket is open and it was not sent on it.
    fn send_pending(&mut self) {
        if self.connection != Connection::Open {
            return;
        }
        if let Some(pending) = &mut self.pending {
            if !pending.sent {
                pending.sent = true;
                let message = ClientMessage::command(pending.ply, pending.command);
                self.effects.push(Effect::Send(message));
            }
        }
    }

    /// The server's welcome: the seat, and the whole log (`full`) or what followed `after`.
    fn welcome(&mut self, welcome: Welcome) {
        let Welcome {
            seat,
            secret,
            game,
            full,
            events,
        } = welcome;
        self.connection = Connection::Open;
        self.outage = None;
        self.seat = Some(seat);
        if secret.is_some() {
            self.credentials.secret = secret;
        }
        if full || self.table.is_none() || self.info.as_ref() != Some(&game) {
            match Table::new(wire::control(game.clock), game.rules, game.created) {
                Ok(table) => self.table = Some(table),
                Err(_) => {
                    self.said = Some(Said::Unreadable);
                    return;
                }
            }
            self.events.clear();
            self.names = BySide::new(None, None);
            self.info = Some(game);
        }
        if !self.take(events) {
            // The server left a gap: start again from the whole log.
            self.events.clear();
            self.table = None;
            self.reconnect();
            return;
        }
        self.settle();
        if let Some(pending) = self.pending {
            let table = self
                .table
                .as_ref()
                .map(|t| (t.state(), t.game().plies().len()));
            if table != Some((State::Playing, pending.ply)) {
                self.pending = None;
                self.said = Some(Said::Dropped(pending.command));
            }
        }
        self.send_pending();
    }

    fn receive(&mut self, text: &str, now: f64, jitter: f64) {
        if matches!(self.connection, Connection::Refused(_)) {
            return;
        }
        // Whatever arrives shows the socket is alive.
        self.effects.push(Effect::Watch(SILENCE_MS));
        let Ok(message) = ServerMessage::parse(text) else {
            self.said = Some(Said::Unreadable);
            return;
        };
        match message {
            ServerMessage::Welcome {
                seat,
                secret,
                game,
                full,
                events,
                now: server,
            } => {
                self.offset = server as f64 - now;
                self.welcome(Welcome {
                    seat,
                    secret,
                    game,
                    full,
                    events,
                });
            }
            ServerMessage::Events {
                events,
                now: server,
            } => {
                self.offset = server as f64 - now;
                if self.take(events) {
                    self.settle();
                } else {
                    self.reconnect();
                }
            }
            // Committed: its event, sent first, settled it (or settles it after a drop).
            ServerMessage::Done { .. } => {}
            ServerMessage::Refused {
                ply,
                command,
                code,
                message,
            } => {
                if self
                    .pending
                    .is_some_and(|p| p.ply == ply && p.command.word() == command)
                {
                    self.pending = None;
                }
                self.said = Some(Said::Refused {
                    command,
                    code,
                    message,
                });
            }
            ServerMessage::Error { code, message } => {
                if matches!(code, ErrorCode::UnknownGame | ErrorCode::BadSecret) {
                    self.connection = Connection::Refused(code);
                    self.effects = vec![Effect::Drop];
                }
                self.said = Some(Said::Error { code, message });
            }
            ServerMessage::Ping { n, now: server } => {
                self.offset = server as f64 - now;
                self.effects.push(Effect::Send(ClientMessage::Pong { n }));
            }
            ServerMessage::Bye { .. } => {
                self.effects.push(Effect::Drop);
                self.lost(now, Cause::Bye, |_| {
                    (BYE_RETRY_MS * jitter.clamp(0.0, 1.0)).round() as u32
                });
            }
        }
    }

    fn act(&mut self, command: Command, now: f64) {
        self.said = None;
        let (Some(side), Some(table)) = (self.side(), &self.table) else {
            return;
        };
        if self.pending.is_some() {
            self.said = Some(Said::Busy);
            return;
        }
        let ply = table.game().plies().len();
        if let Command::Play(pit) = command {
            // The clocks are the server's to judge: only the board's rules are checked here.
            if table.state() != State::Playing {
                return;
            }
            if table.game().to_move() != side {
                self.said = Some(Said::NotYourTurn);
                return;
            }
            if let Err(illegal) = table.game().clone().play(pit) {
                self.said = Some(Said::Illegal(pit, illegal.reason));
                return;
            }
        } else if !self.can(command, now) {
            return;
        }
        self.pending = Some(Pending {
            ply,
            command,
            sent: false,
        });
        self.send_pending();
    }
}

impl crate::Machine for Client {
    type Step = Step;

    fn apply(&self, step: Step) -> Client {
        let mut next = self.clone();
        next.effects.clear();
        match step {
            Step::Opened => {
                if matches!(next.connection, Connection::Connecting { .. }) {
                    next.effects.push(Effect::Send(next.hello()));
                    next.effects.push(Effect::Watch(SILENCE_MS));
                }
            }
            Step::Received { text, now, jitter } => next.receive(&text, now, jitter),
            Step::Closed { now, jitter } => {
                next.lost(now, Cause::Network, |attempt| backoff_ms(attempt, jitter));
            }
            Step::Silent { now, jitter } => {
                if matches!(
                    next.connection,
                    Connection::Open | Connection::Connecting { .. }
                ) {
                    next.effects.push(Effect::Drop);
                }
                next.lost(now, Cause::Silence, |attempt| backoff_ms(attempt, jitter));
            }
            Step::Retry => {
                if let Connection::Waiting { attempt } = next.connection {
                    next.connection = Connection::Connecting { attempt };
                    next.effects.push(Effect::Connect);
                }
            }
            Step::Act { command, now } => next.act(command, now),
            Step::Join(name) => {
                if next.can_join() {
                    next.joining = true;
                    next.credentials.name = name;
                    // Seated, the page is told the game again from its start.
                    next.events.clear();
                    next.table = None;
                    next.reconnect();
                }
            }
        }
        if next.board_plies() != self.board_plies() {
            next.version += 1;
            next.animate = next.board_plies() == self.board_plies().map(|plies| plies + 1);
        }
        if next.side().is_some() && next.kept_key() != self.kept_key() {
            next.effects.push(Effect::Keep);
        }
        next
    }
}

#[cfg(test)]
mod tests;
