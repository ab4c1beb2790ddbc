//! Why a command at a table is refused.

use std::fmt;

use kawu_engine::{IllegalReason, Pit, Side};

use crate::TimeControlError;

/// A command the table refuses; nothing changed, except for [`Refusal::OutOfTime`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The time control is out of bounds.
    TimeControl(TimeControlError),
    /// The game is waiting for its second player.
    NotStarted,
    /// The game is over.
    Over,
    /// Seats are only taken while the game waits for its players.
    NotWaiting,
    /// This seat is already taken.
    SeatTaken(Side),
    /// It is the other side's turn.
    NotYourTurn,
    /// A move for a ply already played, and not the move played there.
    Stale {
        /// The ply the move was sent for.
        ply: usize,
        /// The move played at that ply.
        played: Pit,
    },
    /// A command other than a move, sent before the last move arrived.
    Past {
        /// The ply the command was sent at.
        ply: usize,
        /// The ply to play now.
        next: usize,
    },
    /// A command for a ply not reached yet.
    Future {
        /// The ply the move was sent for.
        ply: usize,
        /// The ply to play now.
        next: usize,
    },
    /// The rules of the board refuse the move.
    Illegal(IllegalReason),
    /// The mover's time ran out before the move arrived: the game is now lost on time.
    OutOfTime,
    /// Both sides have moved: the game can no longer be aborted.
    TooLateToAbort,
    /// This side's draw offer already waits for an answer.
    AlreadyOffered,
    /// There is no draw offer to answer.
    NoOffer,
    /// A side cannot answer its own draw offer.
    OwnOffer,
    /// A game without a clock has no claims.
    NoClaims,
    /// Claims wait until each side has moved: until then the game can be aborted.
    StillAbortable,
    /// The opponent is connected.
    OpponentPresent,
    /// The side to move still has time: no flag fell.
    NotOutOfTime,
    /// The opponent has not been gone long enough yet.
    TooSoon {
        /// How much longer to wait, in milliseconds.
        wait_ms: u64,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::TimeControl(error) => write!(f, "{error}"),
            Refusal::NotStarted => f.write_str("the game is waiting for its second player"),
            Refusal::Over => f.write_str("the game is over"),
            Refusal::NotWaiting => f.write_str("the seats are already taken"),
            Refusal::SeatTaken(side) => write!(f, "the {side} seat is already taken"),
            Refusal::NotYourTurn => f.write_str("it is the other side's turn"),
            Refusal::Stale { ply, played } => {
                write!(f, "ply {ply} is already played, and it was {played}")
            }
            Refusal::Past { ply, next } => {
                write!(
                    f,
                    "sent at ply {ply}, before the move that made it ply {next}"
                )
            }
            Refusal::Future { ply, next } => {
                write!(f, "ply {ply} is not reached yet: the next ply is {next}")
            }
            Refusal::Illegal(reason) => write!(f, "illegal move: {reason}"),
            Refusal::OutOfTime => f.write_str("the time ran out before the move arrived"),
            Refusal::TooLateToAbort => {
                f.write_str("both sides have moved: the game can no longer be aborted")
            }
            Refusal::AlreadyOffered => f.write_str("the draw offer already waits for an answer"),
            Refusal::NoOffer => f.write_str("there is no draw offer to answer"),
            Refusal::OwnOffer => f.write_str("a side cannot answer its own draw offer"),
            Refusal::NoClaims => f.write_str("a game without a clock has no claims"),
            Refusal::StillAbortable => {
                f.write_str("the opponent has not moved yet: abort the game instead")
            }
            Refusal::OpponentPresent => f.write_str("the opponent is connected"),
            Refusal::NotOutOfTime => f.write_str("the side to move still has time"),
            Refusal::TooSoon { wait_ms } => write!(
                f,
                "the opponent has not been gone long enough: {} s more",
                wait_ms.div_ceil(1_000)
            ),
        }
    }
}

impl Refusal {
    /// A stable word for the refusal, for programs (the page says it in the player's language).
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Refusal::TimeControl(_) => "time-control",
            Refusal::NotStarted => "not-started",
            Refusal::Over => "over",
            Refusal::NotWaiting => "not-waiting",
            Refusal::SeatTaken(_) => "seat-taken",
            Refusal::NotYourTurn => "not-your-turn",
            Refusal::Stale { .. } => "stale",
            Refusal::Past { .. } => "past",
            Refusal::Future { .. } => "future",
            Refusal::Illegal(_) => "illegal",
            Refusal::OutOfTime => "out-of-time",
            Refusal::TooLateToAbort => "too-late-to-abort",
            Refusal::AlreadyOffered => "already-offered",
            Refusal::NoOffer => "no-offer",
            Refusal::OwnOffer => "own-offer",
            Refusal::NoClaims => "no-claims",
            Refusal::StillAbortable => "still-abortable",
            Refusal::OpponentPresent => "opponent-present",
            Refusal::NotOutOfTime => "not-out-of-time",
            Refusal::TooSoon { .. } => "too-soon",
        }
    }
}

impl std::error::Error for Refusal {}

impl From<TimeControlError> for Refusal {
    fn from(error: TimeControlError) -> Refusal {
        Refusal::TimeControl(error)
    }
}
