//! # kawu-engine
//!
//! The rules of Awalé (Oware, *abapa*, and the other rule sets of its villages, and Kalah) exactly
//! as the rules contract, `docs/RULES.md`, states them, with no dependency:
//! the page, the Web Worker, the search and the native `kawu` tool all play through this crate.
//!
//! - Vocabulary: [`Side`], [`Pit`], [`BySide`].
//! - Data: [`Setup`] is plain and unchecked; [`Position`] is only made valid, and
//!   [`Position::play`] sows, captures and checks feeding, returning a [`MoveTrace`].
//! - Rules: [`Rules`] is abapa by default, or another rule set of Awalé (five [`Switch`]es,
//!   the presets `awale` and `pat`) or Kalah; every position carries its own.
//! - History: [`Game`] adds repetition, the 100-ply limit, indetermination, undo and redo.
//! - Text: the position string (`Display`/`FromStr` on [`Position`]), move letters
//!   ([`MoveLetters`]) and OGN records ([`Record`]).
//!
//! # Examples
//!
//! Playing a move: the position sows, captures and says what it did.
//!
//! ```
//! use kawu_engine::{IllegalReason, Pit, Position, Side};
//!
//! let c = Pit::from_letter('C').expect("a pit letter");
//! let (after, trace) = Position::start().play(c)?;
//! assert_eq!(after.to_move(), Side::North);
//! assert_eq!(after.seeds(c), 0);
//! assert_eq!(trace.sown.len(), 4);
//! assert_eq!(trace.seeds_captured, 0);
//! // A move the rules refuse says why, and hands the position back.
//! let refused = after.play(c).unwrap_err();
//! assert_eq!(refused.reason, IllegalReason::NotYourPit);
//! assert_eq!(refused.position, after);
//! # Ok::<(), kawu_engine::IllegalMove>(())
//! ```
//!
//! Reading a position string (twelve pits from `A`, the two stores, the side to move); a
//! position that breaks the rules is refused with every reason.
//!
//! ```
//! use kawu_engine::{Pit, Position};
//!
//! let ending: Position = "0-0-0-0-0-1-1-0-0-0-0-0-22-24-S".parse()?;
//! assert_eq!(ending.board_seeds(), 2);
//! assert_eq!(ending.legal_moves().iter().copied().collect::<Vec<Pit>>(), [Pit::new(5).unwrap()]);
//! assert!("5-4-4-4-4-4-4-4-4-4-4-4-0-0-S".parse::<Position>().is_err(), "49 seeds");
//! # Ok::<(), kawu_engine::ParsePositionError>(())
//! ```
//!
//! Another rule set: the position carries it, and its string names it.
//!
//! ```
//! use kawu_engine::{EndReason, Game, Pit, Position, Rules, Side};
//!
//! let kalah = Rules::KALAH.start();
//! assert_eq!(kalah.to_string(), "6-6-6-6-6-6-6-6-6-6-6-6-0-0-S kalah");
//! // The last seed of A falls in South's store: South moves again.
//! let (again, _) = kalah.play(Pit::from_letter('A').expect("a pit letter"))?;
//! assert_eq!(again.to_move(), Side::South);
//! // Under `pat`, a player who cannot feed ends the game drawn.
//! let stuck: Position = "0-0-0-0-0-1-1-0-0-0-0-0-24-22-S pat".parse().expect("a position");
//! let mut game = Game::from_position(stuck);
//! game.play(Pit::from_letter('F').expect("a pit letter"))?;
//! let outcome = game.outcome().expect("over");
//! assert_eq!((outcome.reason, outcome.winner()), (EndReason::StuckDraw, None));
//! # Ok::<(), kawu_engine::IllegalMove>(())
//! ```
//!
//! Reading an OGN record replays every move; the game comes back with its history.
//!
//! ```
//! use kawu_engine::{Game, Record};
//!
//! let record: Record = "[Event \"club night\"]\n\n1. C d 2. F a *".parse()?;
//! assert_eq!(record.tag("Event"), Some("club night"));
//! let game: Game = record.to_game()?;
//! assert_eq!(game.plies().len(), 4);
//! assert!(game.outcome().is_none());
//! # Ok::<(), kawu_engine::OgnError>(())
//! ```

mod game;
mod indetermination;
mod movelist;
mod mover;
mod notation;
mod outcome;
mod perft;
mod pit;
mod position;
mod row;
mod rules;
mod setup;
mod side;
mod sowing;
mod trace;

pub use game::{Game, Ply, QUIET_PLY_LIMIT};
pub use movelist::MoveList;
pub use notation::{
    excerpt, variant, Location, MoveLetters, OgnError, OgnErrorKind, OgnNote, ParseMovesError,
    ParsePitError, ParsePositionError, ParseRulesError, Record, RecordedMove, EXCERPT_CHARS,
    OTHER_VARIANT, VARIANT,
};
pub use outcome::{EndReason, Outcome};
pub use perft::perft;
pub use pit::{Pit, PITS, ROW, SEEDS};
pub use position::{IllegalMove, IllegalReason, Position};
pub use rules::{Rules, Switch};
pub use setup::{Invalid, InvalidPosition, Setup};
pub use side::{BySide, Side};
pub use trace::{MoveTrace, Sweep};
