//! `kawu replay`: games in as JSON lines, their states out, one line for one line; or OGN
//! records read from files, one line for each record.
//!
//! ```text
//! in:  {"start": "<position string>", "rules": "<rules>", "moves": [2, 9, 5]}
//!      ("start" and "rules" optional)
//! out: {"states": [{"board": [...12], "score": [s, n], "to_move": 0|1,
//!                   "over": bool, "winner": 0|1|null,
//!                   "reason": "25"|"no-feeding"|"repetition"|"100-plies"|"stuck-draw"
//!                             |"indetermination"|"row-empty" once over}, ...]}
//!      + "error": "<why>", "ply": <index> when a move is refused
//! out: {"error": "<why>"} for a line that cannot be read
//!
//! --ogn FILE…: per record {"file": "<path>", "rules": "<rules>", "states": [...]}
//!      (+ "notes": ["<what the reader is told>"]), or {"file": "<path>", "error": "<why>"};
//!      + "record": <number from 1> when the file holds several
//! ```

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use kawu_engine::{EndReason, Game, Pit, Position, Record, Rules, PITS};
use serde::{Deserialize, Serialize};

/// Replay games read as JSON lines on stdin with the full rules (repetition, the 100-ply limit
/// and the switches of the rules included); write exactly one JSON line per input line on
/// stdout. With --ogn, read OGN records from files instead.
///
/// Input line: {"start": "<position string>", "rules": "<rules>", "moves": [pits 0-11]},
/// "start" optional (the start of the rules), "rules" optional (a preset: abapa, awale, pat,
/// kalah; or switches such as "grand-slam=forbidden,stuck=draw"; abapa by default, or the
/// rules the position string names, which must then agree).
///
/// Output line: {"states": [...]}, one state per move played, each
/// {"board": [12 counts], "score": [south, north], "to_move": 0|1, "over": bool,
/// "winner": 0|1|null, and once the game is over "reason": "25", "no-feeding", "repetition",
/// "100-plies", "stuck-draw", "indetermination" or "row-empty"}. When a move is refused, the
/// states played so far plus "error": "<why>" and "ply": <index of the refused move>. A line
/// that cannot be read gets {"error": "<why>"}; the next line is then read as usual.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Read these OGN files instead of stdin, and print one JSON line per record: {"file":
    /// "<path>", "rules": "<rules>", "states": [...]} (with "notes": [...] when the record was
    /// read under other rules than it names, such as an Aualé record past 100 plies without
    /// capture), or {"file": "<path>", "error": "<why>"}. A file may hold several records, each
    /// starting with its tag pairs: their lines also give "record": <number from 1>.
    #[arg(long, value_name = "FILE", num_args = 1..)]
    ogn: Vec<PathBuf>,
}

/// One input line.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    start: Option<String>,
    rules: Option<String>,
    moves: Vec<i64>,
}

/// One output line.
#[derive(Debug, Default, Serialize)]
struct Reply {
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    record: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    notes: Vec<String>,
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
pub fn run(args: Args) -> ExitCode {
    let mut out = std::io::stdout().lock();
    if !args.ogn.is_empty() {
        for path in &args.ogn {
            for reply in read_file(path) {
                if let Err(err) = write_reply(&mut out, &reply) {
                    return crate::write_failed(&err);
                }
            }
        }
        return ExitCode::SUCCESS;
    }
    let mut input = std::io::stdin().lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => return ExitCode::SUCCESS,
            Ok(_) => {}
            Err(err) => return crate::bad_input(format!("cannot read stdin: {err}")),
        }
        if let Err(err) = write_reply(&mut out, &reply_to(&line)) {
            return crate::write_failed(&err);
        }
    }
}

/// Writes `reply` as one JSON line and flushes it.
fn write_reply(out: &mut impl Write, reply: &Reply) -> std::io::Result<()> {
    let json = serde_json::to_string(reply).expect("a reply is always valid JSON");
    writeln!(out, "{json}")?;
    out.flush()
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
    let rules = match request.rules.as_deref().map(str::parse::<Rules>) {
        None => None,
        Some(Ok(rules)) => Some(rules),
        Some(Err(err)) => return failed(err.to_string()),
    };
    let start = match request.start.as_deref() {
        None => rules.unwrap_or_default().start(),
        Some(text) => match Position::parse_under(text, rules.unwrap_or_default()) {
            Err(err) => return failed(format!("bad start: {err}")),
            Ok(start) => match rules.filter(|&rules| rules != start.rules()) {
                Some(rules) => {
                    return failed(format!(
                        "bad start: the position string is under the rules {}, and \"rules\" \
                         says {rules}",
                        start.rules()
                    ))
                }
                None => start,
            },
        },
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
                ..Reply::default()
            };
        }
        states.push(State::of(&game));
    }
    Reply {
        states: Some(states),
        ..Reply::default()
    }
}

/// The replies for the records of one OGN file: one per record, or one error when the file
/// cannot be read as text.
fn read_file(path: &std::path::Path) -> Vec<Reply> {
    let file = Some(path.display().to_string());
    let text = match std::fs::read(path).map(String::from_utf8) {
        Ok(Ok(text)) => text,
        Ok(Err(err)) => {
            let at = err.utf8_error().valid_up_to();
            let error = Some(format!("not UTF-8 text (byte {at})"));
            return vec![Reply {
                file,
                error,
                ..Reply::default()
            }];
        }
        Err(err) => {
            let error = Some(format!("cannot read the file: {err}"));
            return vec![Reply {
                file,
                error,
                ..Reply::default()
            }];
        }
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let records = records(text);
    let several = records.len() > 1;
    records
        .into_iter()
        .enumerate()
        .map(|(index, record)| Reply {
            file: file.clone(),
            record: several.then_some(index + 1),
            ..reply_to_record(record)
        })
        .collect()
}

/// The reply to the text of one record: its states, or why it is refused.
fn reply_to_record(text: &str) -> Reply {
    let read = text.parse::<Record>().and_then(|record| {
        let game = record.to_game()?;
        Ok((record, game))
    });
    let (record, game) = match read {
        Ok(read) => read,
        Err(err) => {
            return Reply {
                error: Some(err.to_string()),
                ..Reply::default()
            }
        }
    };
    let moves: Vec<i64> = game.moves().map(|pit| pit.index() as i64).collect();
    Reply {
        rules: Some(record.rules().to_string()),
        notes: record.notes.iter().map(ToString::to_string).collect(),
        ..replay(Game::from_position(game.start()), &moves)
    }
}

/// The records of an OGN file, in order: a record starts at a line that opens a tag pair (`[`)
/// after the moves of the one before, or that repeats a tag of its own header. A file with
/// nothing but spaces holds one record, a game not started.
fn records(text: &str) -> Vec<&str> {
    let mut records = Vec::new();
    let mut start = 0;
    let mut tags: Vec<&str> = Vec::new();
    let mut in_moves = false;
    let mut in_comment = false;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if !in_comment && trimmed.starts_with('[') {
            let name = trimmed[1..]
                .trim_start()
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .next()
                .unwrap_or_default();
            if in_moves || tags.contains(&name) {
                records.push(&text[start..at]);
                start = at;
                tags.clear();
                in_moves = false;
            }
            tags.push(name);
        } else if !in_comment && !trimmed.is_empty() && !trimmed.starts_with('{') {
            in_moves = true;
        }
        for c in line.chars() {
            match c {
                '{' => in_comment = true,
                '}' => in_comment = false,
                _ => {}
            }
        }
        at += line.len();
    }
    records.push(&text[start..]);
    records
}

#[cfg(test)]
mod tests {
    use super::records;

    #[test]
    fn a_file_is_cut_into_records_at_the_tags_that_start_one() {
        let one = "[Variant \"Oware Abapa\"]\n[Result \"*\"]\n\n1. C d *\n";
        assert_eq!(records(one), [one]);
        let two_games = format!("{one}\n{one}");
        assert_eq!(records(&two_games), [format!("{one}\n").as_str(), one]);
        let no_moves = "[Variant \"Awale\"]\n[Result \"*\"]\n";
        let both = format!("{no_moves}{no_moves}");
        assert_eq!(records(&both), [no_moves, no_moves], "a tag repeated");
        let comment = "1. C {\n[not a tag]\n} d\n";
        assert_eq!(records(comment), [comment], "a bracket in a comment");
        assert_eq!(records(""), [""]);
    }
}
