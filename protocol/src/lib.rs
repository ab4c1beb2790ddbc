//! The messages between the page and the Web Worker: one line of text each, versioned, tagged
//! with an id so that the page can drop stale answers. Decoding never panics: bad text is an error.
//!
//! ```text
//! page → worker   kawu/1 move <id> <level> <seed> <start position> <moves|-> [<sent>]
//!                 kawu/1 hint <id> <start position> <moves|-> [<sent>]
//!                 kawu/1 eval <id> <milliseconds> <start position> <moves|-> [<sent>]
//! worker → page   kawu/1 ready
//!                 kawu/1 move <id> <pit letter|-> [why <reason>]
//!                 kawu/1 eval <id> <score> <estimate|proven> <depth> <exact margin|-> <line|->
//!                 kawu/1 eval <id> -          (the game is over)
//!                 kawu/1 error <id|-> <why>
//! ```
//!
//! `<start position>` is the engine's position string, one field: under rules other than abapa
//! its rules spec follows a `/` instead of a space (`6-6-6-6-6-6-6-6-6-6-6-6-0-0-S/kalah`), so
//! that the worker plays, hints and judges the game under its own rules.
//!
//! `<sent>`, optional, is the wall-clock time (milliseconds since 1970) the page posted the
//! request: the worker takes the time a request waited in its queue out of the search's. Moves
//! and lines are the engine's [`MoveLetters`]. The answer to a hint says why after the word
//! `why`: the code of a [`Reason`] (its words are in `protocol/why.rs`, e.g. `takes 9 b e`,
//! `saves B c 3`); a reply without it is read as one that says nothing.
//!
//! May import `kawu-engine` and `kawu-ai` only: the page (`model`, `view`) and the `worker` both
//! speak it, and neither is seen from here. For the same reason the grammar of kawu's texts of
//! several lines lives here, in [`lines`]: the messages share its header check and its readers of
//! the start position and the moves, and the page's save, My games and the rooms read their
//! `key value` lines with it.

pub mod lines;
mod why;

use std::fmt;
use std::str::FromStr;

use kawu_ai::explain::Reason;
use kawu_ai::{Analysis, Level};
use kawu_engine::{excerpt, Game, MoveLetters, Pit, Position};

/// The version word that starts every message.
pub const VERSION: &str = "kawu/1";

/// What the worker is asked to compute.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Task {
    /// The computer's move at a level, noise drawn from `seed`.
    Move {
        /// How strong to play.
        level: Level,
        /// Seed of the level's noise.
        seed: u64,
    },
    /// The hint: the hard level's move for the side to move.
    Hint,
    /// The engine's analysis of the position (for the review), searched this long.
    Eval {
        /// The search's time budget, in milliseconds.
        movetime_ms: u64,
    },
}

/// Time budget of a hint, in milliseconds: the hard level's own.
pub const HINT_MS: u64 = Level::Hard.default_movetime_ms();

/// Longest analysis the page may ask for, in milliseconds: a bad request cannot hold the
/// worker for long.
pub const EVAL_MAX_MS: u64 = 10_000;

impl Task {
    /// The time the worker may search for this task, in milliseconds: the level's own for a
    /// move, the hard level's for a hint, the analysis's (at most [`EVAL_MAX_MS`]).
    #[must_use]
    pub const fn budget_ms(self) -> u64 {
        match self {
            Task::Move { level, .. } => level.default_movetime_ms(),
            Task::Hint => HINT_MS,
            Task::Eval { movetime_ms } if movetime_ms < EVAL_MAX_MS => movetime_ms,
            Task::Eval { .. } => EVAL_MAX_MS,
        }
    }
}

/// A request from the page: a task on the game given by its start and its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// Tags the answer; the page drops answers whose id is no longer current.
    pub id: u64,
    /// What to compute.
    pub task: Task,
    /// Where the game started.
    pub start: Position,
    /// The moves played since, so the worker knows the history (repetition, 100 plies).
    pub moves: Vec<Pit>,
    /// When the page posted it, in wall-clock milliseconds since 1970, if it says.
    pub sent_ms: Option<u64>,
}

/// A message from the worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// The worker is loaded and listens.
    Ready,
    /// The move chosen for request `id`, `None` when there is none (game over).
    Move {
        /// The request answered.
        id: u64,
        /// The pit to sow.
        pit: Option<Pit>,
        /// Why, for a hint.
        why: Option<Reason>,
    },
    /// The analysis for request `id`, `None` when the game is over.
    Eval {
        /// The request answered.
        id: u64,
        /// What the engine makes of the position.
        analysis: Option<Analysis>,
    },
    /// A request could not be served.
    Error {
        /// The request, when it could be read.
        id: Option<u64>,
        /// Why.
        message: String,
    },
}

/// Why a message could not be read. The text it quotes is an [`excerpt`] of the message's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// The message does not start with [`VERSION`]: its first word.
    Version(String),
    /// The message kind is unknown.
    Kind(String),
    /// A field is missing.
    Missing(&'static str),
    /// A field could not be read.
    Field {
        /// Which field.
        name: &'static str,
        /// Its text.
        text: String,
    },
}

impl DecodeError {
    /// The field `name` could not be read from `text`.
    fn field(name: &'static str, text: &str) -> DecodeError {
        DecodeError::Field {
            name,
            text: excerpt(text),
        }
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Version(v) => write!(f, "expected a {VERSION} message, got {v:?}"),
            DecodeError::Kind(k) => write!(f, "unknown message kind {k:?}"),
            DecodeError::Missing(name) => write!(f, "missing field {name}"),
            DecodeError::Field { name, text } => write!(f, "bad {name}: {text:?}"),
        }
    }
}

impl std::error::Error for DecodeError {}

impl From<lines::FieldError> for DecodeError {
    fn from(error: lines::FieldError) -> DecodeError {
        match error {
            lines::FieldError::Missing(name) => DecodeError::Missing(name),
            lines::FieldError::Bad { key, value } => DecodeError::Field {
                name: key,
                text: value,
            },
            // A message's moves are not replayed here: the worker does.
            lines::FieldError::Illegal(why) => DecodeError::Field {
                name: "moves",
                text: excerpt(&why),
            },
        }
    }
}

/// The fields of a message after its version and kind, read one at a time.
struct Fields<'a>(std::str::SplitWhitespace<'a>);

impl<'a> Fields<'a> {
    /// Splits `text`, checks the version and returns the kind with the remaining fields.
    fn open(text: &'a str) -> Result<(&'a str, Fields<'a>), DecodeError> {
        let rest = lines::after_header(text, VERSION).ok_or_else(|| {
            DecodeError::Version(excerpt(text.split_whitespace().next().unwrap_or("")))
        })?;
        let mut words = rest.split_whitespace();
        let kind = words.next().ok_or(DecodeError::Missing("kind"))?;
        Ok((kind, Fields(words)))
    }

    fn text(&mut self, name: &'static str) -> Result<&'a str, DecodeError> {
        self.0.next().ok_or(DecodeError::Missing(name))
    }

    fn parse<T: FromStr>(&mut self, name: &'static str) -> Result<T, DecodeError> {
        let text = self.text(name)?;
        text.parse().map_err(|_| DecodeError::field(name, text))
    }

    fn rest(self) -> String {
        self.0.collect::<Vec<_>>().join(" ")
    }
}

impl Request {
    /// The request `id` to compute `task` on the position after the first `plies` moves of
    /// `game` (its history with it), not yet stamped with the time it is sent.
    #[must_use]
    pub fn on_game(id: u64, task: Task, game: &Game, plies: usize) -> Request {
        Request {
            id,
            task,
            start: game.start(),
            moves: game.moves().take(plies).collect(),
            sent_ms: None,
        }
    }
}

impl fmt::Display for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let id = self.id;
        // One field: the rules spec, if any, after a `/` (it holds no `/` and no space).
        let start = self.start.to_string().replace(' ', "/");
        let moves = MoveLetters::of(self.moves.iter().copied());
        match self.task {
            Task::Move { level, seed } => {
                write!(f, "{VERSION} move {id} {level} {seed} {start} {moves}")?;
            }
            Task::Hint => write!(f, "{VERSION} hint {id} {start} {moves}")?,
            Task::Eval { movetime_ms } => {
                write!(f, "{VERSION} eval {id} {movetime_ms} {start} {moves}")?;
            }
        }
        match self.sent_ms {
            Some(sent) => write!(f, " {sent}"),
            None => Ok(()),
        }
    }
}

impl FromStr for Request {
    type Err = DecodeError;
    fn from_str(text: &str) -> Result<Request, DecodeError> {
        let (kind, mut fields) = Fields::open(text)?;
        let id = fields.parse("id")?;
        let task = match kind {
            "move" => Task::Move {
                level: fields.parse("level")?,
                seed: fields.parse("seed")?,
            },
            "hint" => Task::Hint,
            "eval" => Task::Eval {
                movetime_ms: fields.parse("milliseconds")?,
            },
            other => return Err(DecodeError::Kind(excerpt(other))),
        };
        let start = lines::read_start(&fields.text("start")?.replace('/', " "))?;
        let moves = lines::read_moves(fields.text("moves")?)?;
        let sent_ms = match fields.0.next() {
            None => None,
            Some(text) => Some(text.parse().map_err(|_| DecodeError::field("sent", text))?),
        };
        Ok(Request {
            id,
            task,
            start,
            moves,
            sent_ms,
        })
    }
}

/// The fields of an analysis after its score: proof, depth, exact margin, line.
fn parse_analysis(score: &str, mut fields: Fields<'_>) -> Result<Analysis, DecodeError> {
    let bad = DecodeError::field;
    let score = score.parse().map_err(|_| bad("score", score))?;
    let decided = match fields.text("proof")? {
        "proven" => true,
        "estimate" => false,
        other => return Err(bad("proof", other)),
    };
    let depth = fields.parse("depth")?;
    let exact = match fields.text("exact")? {
        "-" => None,
        margin => Some(margin.parse().map_err(|_| bad("exact", margin))?),
    };
    let pv = lines::read_moves(fields.text("line")?)?;
    Ok(Analysis {
        score,
        decided,
        depth,
        pv,
        exact,
    })
}

impl fmt::Display for Reply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reply::Ready => write!(f, "{VERSION} ready"),
            Reply::Move { id, pit, why } => {
                let letter = pit.map_or('-', Pit::letter);
                write!(f, "{VERSION} move {id} {letter}")?;
                match why {
                    Some(reason) => write!(f, " why {}", why::Code(*reason)),
                    None => Ok(()),
                }
            }
            Reply::Eval { id, analysis: None } => write!(f, "{VERSION} eval {id} -"),
            Reply::Eval {
                id,
                analysis: Some(analysis),
            } => {
                let proof = if analysis.decided {
                    "proven"
                } else {
                    "estimate"
                };
                let exact = analysis
                    .exact
                    .map_or_else(|| "-".to_owned(), |margin| margin.to_string());
                write!(
                    f,
                    "{VERSION} eval {id} {} {proof} {} {exact} {}",
                    analysis.score,
                    analysis.depth,
                    MoveLetters::of(analysis.pv.iter().copied())
                )
            }
            Reply::Error { id, message } => match id {
                Some(id) => write!(f, "{VERSION} error {id} {message}"),
                None => write!(f, "{VERSION} error - {message}"),
            },
        }
    }
}

impl FromStr for Reply {
    type Err = DecodeError;
    fn from_str(text: &str) -> Result<Reply, DecodeError> {
        let (kind, mut fields) = Fields::open(text)?;
        match kind {
            "ready" => Ok(Reply::Ready),
            "move" => {
                let id = fields.parse("id")?;
                let pit = match fields.text("pit")? {
                    "-" => None,
                    letter => Some(
                        letter
                            .parse()
                            .map_err(|_| DecodeError::field("pit", letter))?,
                    ),
                };
                let why = match fields.0.next() {
                    None => None,
                    Some("why") => Some(why::read(fields)?),
                    Some(other) => return Err(DecodeError::field("why", other)),
                };
                Ok(Reply::Move { id, pit, why })
            }
            "eval" => {
                let id = fields.parse("id")?;
                let analysis = match fields.text("score")? {
                    "-" => None,
                    score => Some(parse_analysis(score, fields)?),
                };
                Ok(Reply::Eval { id, analysis })
            }
            "error" => {
                let id = match fields.text("id")? {
                    "-" => None,
                    text => Some(text.parse().map_err(|_| DecodeError::field("id", text))?),
                };
                Ok(Reply::Error {
                    id,
                    message: fields.rest(),
                })
            }
            other => Err(DecodeError::Kind(excerpt(other))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pits(letters: &str) -> Vec<Pit> {
        letters.chars().filter_map(Pit::from_letter).collect()
    }

    #[test]
    fn requests_round_trip() {
        let start: Position = "1-0-9-0-0-1-1-0-0-0-0-0-18-18-S"
            .parse()
            .expect("valid position");
        for request in [
            Request {
                id: 7,
                task: Task::Move {
                    level: Level::Hard,
                    seed: 42,
                },
                start: Position::start(),
                moves: pits("CdFa"),
                sent_ms: Some(1_790_000_000_000),
            },
            Request {
                id: 12,
                task: Task::Eval { movetime_ms: 400 },
                start: Position::start(),
                moves: pits("Cd"),
                sent_ms: Some(5),
            },
            Request {
                id: 0,
                task: Task::Hint,
                start,
                moves: Vec::new(),
                sent_ms: None,
            },
        ] {
            assert_eq!(request.to_string().parse::<Request>(), Ok(request));
        }
    }

    #[test]
    fn replies_round_trip() {
        for reply in [
            Reply::Ready,
            Reply::Move {
                id: 3,
                pit: pits("e").first().copied(),
                why: None,
            },
            Reply::Move {
                id: 4,
                pit: None,
                why: None,
            },
            Reply::Eval {
                id: 6,
                analysis: Some(Analysis {
                    score: -3,
                    decided: false,
                    depth: 14,
                    pv: pits("FeBa"),
                    exact: None,
                }),
            },
            Reply::Eval {
                id: 7,
                analysis: Some(Analysis {
                    score: 4,
                    decided: true,
                    depth: 30,
                    pv: pits("D"),
                    exact: Some(4),
                }),
            },
            Reply::Eval {
                id: 8,
                analysis: None,
            },
            Reply::Error {
                id: Some(5),
                message: "illegal move C".to_owned(),
            },
            Reply::Error {
                id: None,
                message: "bad message".to_owned(),
            },
        ] {
            assert_eq!(reply.to_string().parse::<Reply>(), Ok(reply));
        }
    }

    #[test]
    fn a_request_carries_the_rules_of_its_start() {
        for text in [
            "6-6-6-6-6-6-6-6-6-6-6-6-0-0-S kalah",
            "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S awale",
            "0-0-0-0-0-1-1-0-0-0-0-0-23-23-S stuck=draw,100-plies=no",
        ] {
            let start: Position = text.parse().expect("a position");
            let request = Request {
                id: 5,
                task: Task::Hint,
                start,
                moves: Vec::new(),
                sent_ms: None,
            };
            let line = request.to_string();
            assert_eq!(
                line,
                format!("{VERSION} hint 5 {} -", text.replace(' ', "/"))
            );
            assert_eq!(line.parse::<Request>(), Ok(request));
        }
        // Abapa's start is written as before.
        let abapa = Request {
            id: 1,
            task: Task::Hint,
            start: Position::start(),
            moves: Vec::new(),
            sent_ms: None,
        };
        assert_eq!(
            abapa.to_string(),
            format!("{VERSION} hint 1 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S -")
        );
    }

    #[test]
    fn a_hint_says_why_and_every_reason_round_trips() {
        let pit = |letter| Pit::from_letter(letter).expect("a pit");
        for why in [
            Reason::OnlyMove { feeds: false },
            Reason::OnlyMove { feeds: true },
            Reason::Takes {
                seeds: 9,
                first: pit('b'),
                last: pit('e'),
            },
            Reason::Feeds,
            Reason::Saves {
                pit: pit('B'),
                by: pit('c'),
                seeds: 3,
            },
            Reason::Safe { others_lose: 4 },
            Reason::Kroo {
                pit: pit('F'),
                seeds: 13,
            },
            Reason::Best { depth: 18 },
        ] {
            let reply = Reply::Move {
                id: 8,
                pit: Some(pit('C')),
                why: Some(why),
            };
            assert_eq!(reply.to_string().parse::<Reply>(), Ok(reply));
        }
        assert_eq!(
            Reply::Move {
                id: 8,
                pit: Some(pit('E')),
                why: Some(Reason::Saves {
                    pit: pit('B'),
                    by: pit('c'),
                    seeds: 3
                }),
            }
            .to_string(),
            "kawu/1 move 8 E why saves B c 3"
        );
        // A reply of a worker that says nothing more is still read.
        assert_eq!(
            "kawu/1 move 8 E".parse::<Reply>(),
            Ok(Reply::Move {
                id: 8,
                pit: Some(pit('E')),
                why: None
            })
        );
    }

    #[test]
    fn kalahs_reasons_round_trip() {
        let pit = |letter| Pit::from_letter(letter).expect("a pit");
        let facing = Reason::TakesFacing {
            seeds: 6,
            last: pit('B'),
            facing: pit('e'),
        };
        for why in [facing, Reason::Again] {
            let reply = Reply::Move {
                id: 3,
                pit: Some(pit('A')),
                why: Some(why),
            };
            assert_eq!(reply.to_string().parse::<Reply>(), Ok(reply));
        }
        let again = Reply::Move {
            id: 3,
            pit: Some(pit('A')),
            why: Some(Reason::Again),
        };
        assert_eq!(again.to_string(), format!("{VERSION} move 3 A why again"));
    }

    #[test]
    fn a_bad_reason_is_an_error() {
        let field = |name, text: &str| DecodeError::Field {
            name,
            text: text.to_owned(),
        };
        let cases = [
            ("kawu/1 move 1 C because", field("why", "because")),
            ("kawu/1 move 1 C why", DecodeError::Missing("why")),
            ("kawu/1 move 1 C why dance", field("why", "dance")),
            ("kawu/1 move 1 C why only hungry", field("why", "hungry")),
            ("kawu/1 move 1 C why takes 9 b", DecodeError::Missing("pit")),
            ("kawu/1 move 1 C why takes 900 b e", field("seeds", "900")),
            ("kawu/1 move 1 C why saves Bc 3", field("pit", "Bc")),
            (
                "kawu/1 move 1 C why saves B c",
                DecodeError::Missing("seeds"),
            ),
            ("kawu/1 move 1 C why kroo G 13", field("pit", "G")),
            ("kawu/1 move 1 C why safe -2", field("seeds", "-2")),
            ("kawu/1 move 1 C why best deep", field("depth", "deep")),
        ];
        for (text, error) in cases {
            assert_eq!(text.parse::<Reply>(), Err(error), "{text:?}");
        }
    }

    #[test]
    fn bad_messages_are_errors() {
        let cases = [
            ("", DecodeError::Version(String::new())),
            ("kawu/0 ready", DecodeError::Version("kawu/0".to_owned())),
            ("kawu/1", DecodeError::Missing("kind")),
            ("kawu/1 dance 1", DecodeError::Kind("dance".to_owned())),
            ("kawu/1 move", DecodeError::Missing("id")),
            (
                "kawu/1 move 1 XY",
                DecodeError::Field {
                    name: "pit",
                    text: "XY".to_owned(),
                },
            ),
            (
                "kawu/1 eval 1 3 maybe 4 - F",
                DecodeError::Field {
                    name: "proof",
                    text: "maybe".to_owned(),
                },
            ),
            ("kawu/1 eval 1 3 proven 4 -", DecodeError::Missing("line")),
            (
                "kawu/1 eval 1 3 proven 4 999 F",
                DecodeError::Field {
                    name: "exact",
                    text: "999".to_owned(),
                },
            ),
            (
                "kawu/1 eval 1 3 proven 4 - Fz",
                DecodeError::Field {
                    name: "moves",
                    text: "Fz".to_owned(),
                },
            ),
        ];
        for (text, error) in cases {
            assert_eq!(text.parse::<Reply>(), Err(error), "{text:?}");
        }
        assert!("kawu/1 move 1 expert 0 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S -"
            .parse::<Request>()
            .is_err());
        assert!("kawu/1 hint 1 nonsense -".parse::<Request>().is_err());
        assert!("kawu/1 eval 1 soon 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S -"
            .parse::<Request>()
            .is_err());
        assert!("kawu/1 hint 1 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S - soon"
            .parse::<Request>()
            .is_err());
        assert!("kawu/1 hint 1 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S Cz"
            .parse::<Request>()
            .is_err());
    }

    #[test]
    fn huge_messages_are_read_or_refused_in_one_short_line() {
        let moves = pits(&"CdFa".repeat(25_000));
        let request = Request {
            id: 1,
            task: Task::Hint,
            start: Position::start(),
            moves,
            sent_ms: None,
        };
        let text = request.to_string();
        let started = std::time::Instant::now();
        assert_eq!(text.parse::<Request>(), Ok(request));
        eprintln!(
            "size: a request of 10^5 moves read in {:?}",
            started.elapsed()
        );
        let huge = "9".repeat(1 << 20);
        let start = Position::start();
        for text in [
            huge.clone(),
            format!("{VERSION} {huge}"),
            format!("{VERSION} hint {huge} {start} -"),
            format!("{VERSION} hint 1 {start} C{huge}"),
            format!("{VERSION} hint 1 {huge}-{start} -"),
            format!("{VERSION} eval 1 3 proven 4 {huge} F"),
        ] {
            let started = std::time::Instant::now();
            let errors = [text.parse::<Request>().err(), text.parse::<Reply>().err()];
            eprintln!(
                "size: a message of 1 MiB refused in {:?}",
                started.elapsed()
            );
            for error in errors {
                let message = error.expect("refused").to_string();
                assert!(message.len() < 200, "{message}");
            }
        }
    }

    #[test]
    fn garbage_never_panics() {
        let mut rng = kawu_ai::Rng::new(11);
        let words = [
            "kawu/1",
            "eval",
            "move",
            "hint",
            "ready",
            "error",
            "-",
            "7",
            "-3",
            "proven",
            "estimate",
            "FeBa",
            "why",
            "takes",
            "saves",
            "only",
            "feeds",
            "C",
            "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
            "99999999999999999999999",
            "é",
        ];
        for _ in 0..20_000 {
            let length = rng.below(9) as usize;
            let text: Vec<&str> = (0..length).map(|_| rng.pick(&words)).collect();
            let text = text.join(" ");
            let _ = text.parse::<Request>();
            let _ = text.parse::<Reply>();
        }
    }
}
