//! `kawu replay`: games in as JSON lines, their states out, one line for one line.
//!
//! ```text
//! in:  {"start": "<position string>", "moves": [2, 9, 5]}        ("start" optional)
//! out: {"states": [{"board": [...12], "score": [s, n], "to_move": 0|1,
//!                   "over": bool, "winner": 0|1|null,
//!                   "reason": "25"|"no-feeding"|"repetition"|"100-plies" once over}, ...]}
//!      + "error": "<why>", "ply": <index> when a move is refused
//! out: {"error": "<why>"} for a line that cannot be read
//! ```

use std::io::{BufRead, Write};
use std::process::ExitCode;

use kawu_engine::{EndReason, Game, Pit, Position, PITS};
use serde::{Deserialize, Serialize};

/// Replay games read as JSON lines on stdin with the full rules (repetition and the 100-ply
/// limit included); write exactly one JSON line per input line on stdout.
///
/// Input line: {"start": "<position string>", "moves": [pits 0-11]}, "start" optional (the
/// initial position).
///
/// Output line: {"states": [...]}, one state per move played, each
/// {"board": [12 counts], "score": [south, north], "to_move": 0|1, "over": bool,
/// "winner": 0|1|null, and once the game is over "reason": "25", "no-feeding", "repetition"
/// or "100-plies"}. When a move is refused, the states played so far plus
/// "error": "<why>" and "ply": <index of the refused move>. A line that cannot be read gets
/// {"error": "<why>"}; the next line is then read as usual.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// One input line.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    start: Option<String>,
    moves: Vec<i64>,
}

/// One output line.
#[derive(Debug, Default, Serialize)]
struct Reply {
    #[serde(skip_serializing_if = "Option::is_none")]
    states: Option<Vec<State>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ply: Option<usize>,
}

/// The game after one move.
#[derive(Debug, Serialize)]
struct State {
    board: [u8; PITS],
    score: [u8; 2],
    to_move: usize,
    over: bool,
    winner: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'static str>,
}

impl State {
    fn of(game: &Game) -> State {
        let position = game.position();
        let score = position.score();
        let outcome = game.outcome();
        State {
            board: *position.pits(),
            score: [score.south, score.north],
            to_move: game.to_move().index(),
            over: outcome.is_some(),
            winner: outcome.and_then(|o| o.winner()).map(|side| side.index()),
            reason: outcome.map(|o| match o.reason {
                EndReason::TwentyFive => "25",
                EndReason::NoFeeding => "no-feeding",
                EndReason::Repetition => "repetition",
                EndReason::HundredPlies => "100-plies",
                EndReason::StuckDraw => "stuck-draw",
                EndReason::Indetermination => "indetermination",
                EndReason::RowEmpty => "row-empty",
            }),
        }
    }
}

/// Runs `kawu replay`.
pub fn run(_: Args) -> ExitCode {
    let mut input = std::io::stdin().lock();
    let mut out = std::io::stdout().lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => return ExitCode::SUCCESS,
            Ok(_) => {}
            Err(err) => return crate::bad_input(format!("cannot read stdin: {err}")),
        }
        let reply = reply_to(&line);
        let json = serde_json::to_string(&reply).expect("a reply is always valid JSON");
        if let Err(err) = writeln!(out, "{json}").and_then(|()| out.flush()) {
            return crate::write_failed(&err);
        }
    }
}

/// The reply to one input line (with or without its newline).
fn reply_to(line: &[u8]) -> Reply {
    let failed = |why: String| Reply {
        error: Some(why),
        ..Reply::default()
    };
    let request: Request = match serde_json::from_slice(line) {
        Ok(request) => request,
        Err(err) => return failed(format!("malformed line: {err}")),
    };
    let start = match request.start.as_deref().map(str::parse::<Position>) {
        None => Position::start(),
        Some(Ok(position)) => position,
        Some(Err(err)) => return failed(format!("bad start: {err}")),
    };
    replay(Game::from_position(start), &request.moves)
}

/// Plays `moves` in `game`, one state per move, stopping at the first refused move.
fn replay(mut game: Game, moves: &[i64]) -> Reply {
    let mut states = Vec::with_capacity(moves.len());
    for (ply, &index) in moves.iter().enumerate() {
        let played = usize::try_from(index)
            .ok()
            .and_then(Pit::new)
            .ok_or_else(|| format!("there is no pit {index}: pits are numbered 0 to 11"))
            .and_then(|pit| game.play(pit).map(|_| ()).map_err(|e| e.to_string()));
        if let Err(why) = played {
            return Reply {
                states: Some(states),
                error: Some(why),
                ply: Some(ply),
            };
        }
        states.push(State::of(&game));
    }
    Reply {
        states: Some(states),
        ..Reply::default()
    }
}
