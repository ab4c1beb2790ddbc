//! The online protocol, `kawu-online 1`: JSON text between the page and the server.
//!
//! A game is created over HTTP (`POST /api/games`, a [`CreateGame`] answered by a
//! [`Created`]); then each player, and each spectator, opens a WebSocket (`/api/socket`) whose
//! first message is a [`ClientMessage::Hello`]. The server answers with
//! [`ServerMessage::Welcome`]: the game and its log (all of it, or what came after the last
//! event the client saw). From then on every change is an [`Event`] sent to everyone at the
//! game, in order and numbered; a command is answered [`ServerMessage::Done`] once it is
//! committed to the database, or [`ServerMessage::Refused`] with the reason.
//!
//! ```text
//! page → server  {"t":"hello","game":"…","secret":"…","after":12}   (secret, invite, name,
//!                {"t":"play","ply":12,"pit":"C"}                    after: each may be absent)
//!                {"t":"resign","ply":12}  also offer-draw, accept-draw, decline-draw, abort,
//!                                          claim-win, claim-draw
//!                {"t":"pong","n":7}
//! server → page  {"t":"welcome","seat":"south","game":{…},"full":false,"events":[…],"now":…}
//!                {"t":"events","events":[…],"now":…}
//!                {"t":"done","ply":12,"command":"play"}
//!                {"t":"refused","ply":12,"command":"play","code":"not-your-turn","message":"…"}
//!                {"t":"error","code":"malformed","message":"…"}
//!                {"t":"ping","n":7,"now":…}
//!                {"t":"bye","reason":"…"}
//! an event       {"seq":13,"at":…,"kind":"play","side":"south","ply":12,"pit":"C","lag":40}
//!                kinds: seat (name), presence (connected), play (ply, pit, lag), the other
//!                commands' words (ply, lag), tick, expire
//! ```
//!
//! Parsing never panics; text longer than [`MAX_MESSAGE_BYTES`] is refused unread.

use std::fmt;

use kawu_engine::{Pit, Rules, Side};
use serde::{Deserialize, Serialize};

use crate::{Command, Event, Input, TimeControl};

/// The protocol's name and version, sent by the server in `/api/info`.
pub const VERSION: &str = "kawu-online 1";

/// The longest message either side may send, in bytes.
pub const MAX_MESSAGE_BYTES: usize = 4_096;

/// The longest name, in characters.
pub const MAX_NAME_CHARS: usize = 20;

/// The longest game id, seat secret or invitation, in bytes.
pub const MAX_TOKEN_BYTES: usize = 64;

/// A seat, or a spectator's place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// South's seat.
    South,
    /// North's seat.
    North,
    /// Watching.
    Spectator,
}

impl Seat {
    /// The side this seat plays, if it plays.
    #[must_use]
    pub fn side(self) -> Option<Side> {
        match self {
            Seat::South => Some(Side::South),
            Seat::North => Some(Side::North),
            Seat::Spectator => None,
        }
    }
}

impl From<Side> for Seat {
    fn from(side: Side) -> Seat {
        match side {
            Side::South => Seat::South,
            Side::North => Seat::North,
        }
    }
}

/// The side the creator of a game asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    /// South, who moves first.
    South,
    /// North.
    North,
    /// Either, drawn by the server.
    Random,
}

/// A time control on the wire: absent for unlimited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Clock {
    /// Each side's time at the start, in milliseconds.
    pub initial_ms: u64,
    /// Added after each move, in milliseconds.
    pub increment_ms: u64,
}

/// The time control a wire clock describes (not yet checked: [`TimeControl::checked`]).
#[must_use]
pub fn control(clock: Option<Clock>) -> TimeControl {
    clock.map_or(TimeControl::Unlimited, |clock| TimeControl::Timed {
        initial_ms: clock.initial_ms,
        increment_ms: clock.increment_ms,
    })
}

/// The wire clock of a time control.
#[must_use]
pub fn clock(control: TimeControl) -> Option<Clock> {
    match control {
        TimeControl::Unlimited => None,
        TimeControl::Timed {
            initial_ms,
            increment_ms,
        } => Some(Clock {
            initial_ms,
            increment_ms,
        }),
    }
}

/// `POST /api/games`: a new game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreateGame {
    /// The time control; absent or `null` for unlimited.
    #[serde(default)]
    pub clock: Option<Clock>,
    /// The creator's side.
    pub color: Color,
    /// The creator's name; the server picks one when absent.
    #[serde(default)]
    pub name: Option<String>,
    /// The rules, as a rules spec (`"awale"`, `"grand-slam=forbidden"`); abapa when absent.
    #[serde(default, with = "rules_spec")]
    pub rules: Rules,
}

/// The answer to [`CreateGame`]: where the creator sits, with the seat's secret, and the
/// invitation for the other seat. Both secrets go in no URL but a link's `#fragment`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Created {
    /// The game's id.
    pub game: String,
    /// The creator's side.
    pub seat: Seat,
    /// The creator's seat secret.
    pub secret: String,
    /// The invitation: whoever brings it first takes the other seat.
    pub invite: String,
}

/// What the server says about a game when a client arrives.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    /// The game's id.
    pub id: String,
    /// The time control; `null` for unlimited.
    pub clock: Option<Clock>,
    /// When it was created, in milliseconds since the epoch.
    pub created: u64,
    /// The rules it is played under, as a rules spec; abapa when absent.
    #[serde(default, with = "rules_spec")]
    pub rules: Rules,
}

/// Rules travel as their spec, the way `kawu` writes them: a preset's name or the switches.
mod rules_spec {
    use std::borrow::Cow;

    use kawu_engine::Rules;
    use serde::{de, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(rules: &Rules, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(rules)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
        let spec = Cow::<str>::deserialize(deserializer)?;
        spec.parse().map_err(de::Error::custom)
    }
}

/// A message from the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "kebab-case")]
pub enum ClientMessage {
    /// The first message of a socket: which game, as whom, and from where in its log.
    Hello {
        /// The game's id.
        game: String,
        /// The seat secret of a player coming back.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        secret: Option<String>,
        /// The invitation of a player taking the free seat.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        invite: Option<String>,
        /// The name of a player taking the free seat.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        /// The number of the last event the client has; absent for the whole game.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        after: Option<u64>,
    },
    /// Sow a pit at a ply.
    Play {
        /// The ply the move is for.
        ply: usize,
        /// The pit, by its letter.
        pit: char,
    },
    /// Resign.
    Resign {
        /// The ply it was sent at.
        ply: usize,
    },
    /// Offer a draw.
    OfferDraw {
        /// The ply it was sent at.
        ply: usize,
    },
    /// Accept the opponent's draw offer.
    AcceptDraw {
        /// The ply it was sent at.
        ply: usize,
    },
    /// Decline the opponent's draw offer.
    DeclineDraw {
        /// The ply it was sent at.
        ply: usize,
    },
    /// Abort the game.
    Abort {
        /// The ply it was sent at.
        ply: usize,
    },
    /// Claim the win.
    ClaimWin {
        /// The ply it was sent at.
        ply: usize,
    },
    /// Claim a draw.
    ClaimDraw {
        /// The ply it was sent at.
        ply: usize,
    },
    /// The answer to a ping.
    Pong {
        /// The ping's number.
        n: u64,
    },
}

impl ClientMessage {
    /// Reads a message from the page.
    ///
    /// # Errors
    /// A [`WireError`] saying what is wrong; never panics.
    pub fn parse(text: &str) -> Result<ClientMessage, WireError> {
        parse(text)
    }

    /// The message of a command at a ply.
    #[must_use]
    pub fn command(ply: usize, command: Command) -> ClientMessage {
        match command {
            Command::Play(pit) => ClientMessage::Play {
                ply,
                pit: pit.letter(),
            },
            Command::Resign => ClientMessage::Resign { ply },
            Command::OfferDraw => ClientMessage::OfferDraw { ply },
            Command::AcceptDraw => ClientMessage::AcceptDraw { ply },
            Command::DeclineDraw => ClientMessage::DeclineDraw { ply },
            Command::Abort => ClientMessage::Abort { ply },
            Command::ClaimWin => ClientMessage::ClaimWin { ply },
            Command::ClaimDraw => ClientMessage::ClaimDraw { ply },
        }
    }

    /// The command this message carries and its ply, if it carries one.
    ///
    /// # Errors
    /// [`WireError::Pit`] for a move to a letter that names no pit.
    pub fn as_command(&self) -> Result<Option<(usize, Command)>, WireError> {
        Ok(Some(match *self {
            ClientMessage::Play { ply, pit } => (
                ply,
                Command::Play(Pit::from_letter(pit).ok_or(WireError::Pit(pit))?),
            ),
            ClientMessage::Resign { ply } => (ply, Command::Resign),
            ClientMessage::OfferDraw { ply } => (ply, Command::OfferDraw),
            ClientMessage::AcceptDraw { ply } => (ply, Command::AcceptDraw),
            ClientMessage::DeclineDraw { ply } => (ply, Command::DeclineDraw),
            ClientMessage::Abort { ply } => (ply, Command::Abort),
            ClientMessage::ClaimWin { ply } => (ply, Command::ClaimWin),
            ClientMessage::ClaimDraw { ply } => (ply, Command::ClaimDraw),
            ClientMessage::Hello { .. } | ClientMessage::Pong { .. } => return Ok(None),
        }))
    }
}

/// Why the server closes a socket or refuses a message that is not a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorCode {
    /// The message is not one of the protocol's.
    Malformed,
    /// The message is longer than [`MAX_MESSAGE_BYTES`].
    TooLarge,
    /// The first message must be a hello, and only the first.
    HelloFirst,
    /// No game has this id.
    UnknownGame,
    /// The seat secret or invitation is wrong.
    BadSecret,
    /// Only a seated player may send commands.
    NotSeated,
    /// Too many messages too fast.
    TooFast,
    /// The server is busy: try again.
    Busy,
}

/// A message from the server.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "kebab-case")]
pub enum ServerMessage {
    /// The answer to a hello.
    Welcome {
        /// Where the client sits.
        seat: Seat,
        /// The seat secret of a player who just took the free seat by an invitation: the page
        /// keeps it to come back.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        secret: Option<String>,
        /// The game.
        game: GameInfo,
        /// Whether `events` is the whole log (else what came after the hello's `after`).
        full: bool,
        /// The events.
        events: Vec<Event>,
        /// The server's time.
        now: u64,
    },
    /// What happened since the last events sent.
    Events {
        /// The events, in order.
        events: Vec<Event>,
        /// The server's time.
        now: u64,
    },
    /// The command at this ply is committed (or was already).
    Done {
        /// The ply it was sent at.
        ply: usize,
        /// Its word ([`Command::word`]).
        command: String,
    },
    /// The command at this ply is refused; the game is as it was.
    Refused {
        /// The ply it was sent at.
        ply: usize,
        /// Its word ([`Command::word`]).
        command: String,
        /// [`crate::Refusal::code`].
        code: String,
        /// Why, in words.
        message: String,
    },
    /// A message was not understood or not allowed.
    Error {
        /// What kind of error.
        code: ErrorCode,
        /// What happened, in words.
        message: String,
    },
    /// Answer with a pong: the server measures the lag, and sees the socket is alive.
    Ping {
        /// The ping's number.
        n: u64,
        /// The server's time.
        now: u64,
    },
    /// The server is going away: reconnect (another node will answer).
    Bye {
        /// Why, in words.
        reason: String,
    },
}

impl ServerMessage {
    /// Reads a message from the server.
    ///
    /// # Errors
    /// A [`WireError`] saying what is wrong; never panics.
    pub fn parse(text: &str) -> Result<ServerMessage, WireError> {
        parse(text)
    }
}

/// Writes a message as its text.
#[must_use]
pub fn text<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap_or_else(|_| unreachable!("plain data serializes"))
}

fn parse<'a, T: Deserialize<'a>>(text: &'a str) -> Result<T, WireError> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(WireError::TooLarge(text.len()));
    }
    serde_json::from_str(text).map_err(|error| WireError::Malformed(error.to_string()))
}

/// Why a message cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WireError {
    /// Longer than [`MAX_MESSAGE_BYTES`]: its length.
    TooLarge(usize),
    /// Not a message of the protocol: what the reader said.
    Malformed(String),
    /// A move to a letter that names no pit.
    Pit(char),
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::TooLarge(bytes) => write!(
                f,
                "a message of {bytes} bytes is longer than the {MAX_MESSAGE_BYTES} allowed"
            ),
            WireError::Malformed(why) => write!(f, "not a message of {VERSION}: {why}"),
            WireError::Pit(letter) => write!(f, "{letter:?} names no pit (A–F, a–f)"),
        }
    }
}

impl std::error::Error for WireError {}

/// Why a name is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NameError {
    /// Nothing but spaces.
    Empty,
    /// Longer than [`MAX_NAME_CHARS`].
    TooLong,
    /// A control character.
    Control,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => f.write_str("a name needs at least one character"),
            NameError::TooLong => write!(f, "a name has at most {MAX_NAME_CHARS} characters"),
            NameError::Control => f.write_str("a name cannot hold control characters"),
        }
    }
}

impl std::error::Error for NameError {}

/// A player's name, trimmed: 1 to [`MAX_NAME_CHARS`] characters, none a control character.
///
/// # Errors
/// A [`NameError`].
pub fn check_name(name: &str) -> Result<String, NameError> {
    let name = name.trim();
    if name.is_empty() {
        Err(NameError::Empty)
    } else if name.chars().count() > MAX_NAME_CHARS {
        Err(NameError::TooLong)
    } else if name.chars().any(char::is_control) {
        Err(NameError::Control)
    } else {
        Ok(name.to_owned())
    }
}

/// An event as it travels: flat, its fields present as its kind needs them.
#[derive(Serialize, Deserialize)]
struct FlatEvent {
    seq: u64,
    at: u64,
    kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    side: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    connected: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ply: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pit: Option<char>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    lag: Option<u64>,
}

impl Serialize for Event {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut flat = FlatEvent {
            seq: self.seq,
            at: self.at,
            kind: String::new(),
            side: None,
            name: None,
            connected: None,
            ply: None,
            pit: None,
            lag: None,
        };
        flat.kind = match &self.input {
            Input::Seat { side, name } => {
                flat.side = Some((*side).into());
                flat.name = Some(name.clone());
                "seat"
            }
            Input::Presence { side, connected } => {
                flat.side = Some((*side).into());
                flat.connected = Some(*connected);
                "presence"
            }
            Input::Command {
                side,
                ply,
                command,
                lag_ms,
            } => {
                flat.side = Some((*side).into());
                flat.ply = Some(*ply);
                flat.lag = Some(*lag_ms);
                if let Command::Play(pit) = command {
                    flat.pit = Some(pit.letter());
                }
                command.word()
            }
            Input::Tick => "tick",
            Input::Expire => "expire",
        }
        .to_owned();
        flat.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Event {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Event, D::Error> {
        use serde::de::Error;
        let flat = FlatEvent::deserialize(deserializer)?;
        let missing =
            |field: &str| D::Error::custom(format!("a {} event needs {field}", flat.kind));
        let side = || {
            flat.side
                .and_then(Seat::side)
                .ok_or_else(|| missing("a side"))
        };
        let input = match flat.kind.as_str() {
            "seat" => Input::Seat {
                side: side()?,
                name: flat.name.clone().ok_or_else(|| missing("a name"))?,
            },
            "presence" => Input::Presence {
                side: side()?,
                connected: flat.connected.ok_or_else(|| missing("connected"))?,
            },
            "tick" => Input::Tick,
            "expire" => Input::Expire,
            word => {
                let command = if word == "play" {
                    let letter = flat.pit.ok_or_else(|| missing("a pit"))?;
                    Command::Play(
                        Pit::from_letter(letter)
                            .ok_or_else(|| D::Error::custom(WireError::Pit(letter)))?,
                    )
                } else {
                    Command::WORDS
                        .iter()
                        .find(|(known, _)| *known == word)
                        .map(|(_, command)| *command)
                        .ok_or_else(|| D::Error::custom(format!("no event is a {word:?}")))?
                };
                Input::Command {
                    side: side()?,
                    ply: flat.ply.ok_or_else(|| missing("a ply"))?,
                    command,
                    lag_ms: flat.lag.unwrap_or(0),
                }
            }
        };
        Ok(Event {
            seq: flat.seq,
            at: flat.at,
            input,
        })
    }
}

#[cfg(test)]
mod tests;
