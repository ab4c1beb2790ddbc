//! Play a friend online: the page's side of `kawu-online`. The rules of the game at the table
//! are `kawu_online`'s ([`kawu_online::Table`]), replayed from the server's events; this module
//! holds what the page decides around them.
//!
//! - [`Client`]: the game as the page knows it, as a state machine ([`crate::Machine`]): the
//!   events, the seat, the connection and its reconnections, the command that waits.
//! - [`Form`]: the form that creates a game ([`TimeChoice`], the sides, the name).
//! - [`OnlineLink`]: the invitation and the game's own link, in the address's fragment.
//! - [`Seats`]: the device's seats (their secrets) and what My games shows of them.
//! - [`Finish`]: how a game ended, in the words of the page's hooks.
//! - [`service`] and [`created`]: the server's HTTP answers read.

mod client;
mod finish;
mod form;
mod http;
mod link;
mod seats;

pub use client::{
    backoff_ms, Cause, Client, Connection, Credentials, Effect, Outage, Pending, Said, Step,
    BYE_RETRY_MS, FIRST_RETRY_MS, LONG_OUTAGE_MS, MAX_RETRY_MS, SILENCE_MS,
};
pub use finish::{Finish, Reason};
pub use form::{clock_word, Form, FormError, TimeChoice, COLORS};
pub use http::{created, service, CreateError, Service};
pub use link::{parse as parse_link, OnlineLink, LINK_PREFIX};
pub use seats::{online_id, Seated, Seats};
