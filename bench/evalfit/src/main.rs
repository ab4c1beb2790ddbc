//! `evalfit <depth> <log>…`: for the quiet positions of the games in match logs (lines of
//! `bench/aalina/match.py --log`), prints the evaluation's terms and the value a search of
//! `<depth>` plies gives, one position a line, for `ols.py` to fit.
//!
//! A position is kept when its board holds 17 to 30 seeds (above the endgame table, below the
//! opening), it is not over, and no move of the side to move captures: there the evaluation is
//! what the search stands on. Every fourth such position of a game is kept, so that one long
//! game does not weigh as many. Each is searched without the game's history (no repetition
//! ahead of it counts), as the evaluation sees it.
//!
//! Each line: board seeds, the search's value, then for the side to move minus the opponent:
//! captured seeds, kroos (12 seeds or more), empty pits, pits of 1 or 2 seeds; then the threat
//! (the most seeds the opponent's next sowing could capture from the side to move's row, were
//! it the opponent's turn). Values and captured seeds are in seeds.
//!
//! `evalfit outcomes <log>…` prints, instead of a search's value, each game's result, for
//! `outcomes.py` to fit the terms to what wins games (see [`outcomes`]).
//!
//! `evalfit verdicts <table file> <log>…` reads the endgame table on the way to each repetition
//! ending instead (see [`verdicts`]); `evalfit margins <table file> <log>…` scores each game
//! by the table where its board first comes down to the table's size (see [`margins`]).

use std::fs::File;
use std::io::BufReader;
use std::process::ExitCode;

use kawu_ai::endgame::{Table, CAPACITY};
use kawu_ai::{choose_move, Level, Request, SystemClock, Terms};
use kawu_engine::{Game, Pit, Position, Side};

mod margins;
mod verdicts;

/// Every how many quiet positions of a game one is kept.
const EVERY: usize = 4;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("outcomes") => return outcomes(&args[1..]),
        Some("verdicts") => return verdicts::run(&args[1..]),
        Some("margins") => return margins::run(&args[1..]),
        _ => {}
    }
    let Some((depth, logs)) = args.split_first() else {
        eprintln!("usage: evalfit <depth> <match log>…");
        return ExitCode::FAILURE;
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("evalfit: the depth must be a number of plies, not {depth:?}");
        return ExitCode::FAILURE;
    };
    let request = Request {
        movetime_ms: u64::MAX / 4,
        max_depth: Some(depth),
        book: false,
        ..Request::new(Level::Hard, 0)
    };
    let clock = SystemClock::default();
    for log in logs {
        let Some(text) = read_log(log) else {
            return ExitCode::FAILURE;
        };
        for (_, game) in games(log, &text) {
            for position in quiet_positions(&game).step_by(EVERY) {
                let Some(choice) = choose_move(&Game::from_position(position), &request, &clock)
                else {
                    continue;
                };
                println!(
                    "{} {} {}",
                    position.board_seeds(),
                    choice.score,
                    terms(&position)
                );
            }
        }
    }
    ExitCode::SUCCESS
}

/// The arguments of `evalfit <command> <table file> <log>…`: the table read from its file, and
/// the logs; `None` after saying on stderr what is wrong.
fn table_and_logs<'a>(command: &str, args: &'a [String]) -> Option<(Table, &'a [String])> {
    let Some((file, logs)) = args.split_first() else {
        eprintln!("usage: evalfit {command} <table file> <match log>…");
        return None;
    };
    Some((open_table(file)?, logs))
}

/// The table kept by `kawu uci` in `file`, or `None` after saying on stderr why it cannot be
/// read or is not whole.
fn open_table(file: &str) -> Option<Table> {
    match File::open(file).map(|opened| Table::read_kept(BufReader::new(opened))) {
        Ok(Ok(table)) => Some(table),
        Ok(Err(refused)) => {
            eprintln!("evalfit: {file}: not a whole kept table: {refused:?}");
            None
        }
        Err(error) => {
            eprintln!("evalfit: cannot read {file}: {error}");
            None
        }
    }
}

/// kawu's side in the game of a match log's line.
fn kawu_side(line: &str) -> Side {
    if line.contains("kawu=South") {
        Side::South
    } else {
        Side::North
    }
}

/// The text of the match log `log`, or `None` after saying on stderr why it cannot be read.
fn read_log(log: &str) -> Option<String> {
    std::fs::read_to_string(log)
        .map_err(|error| eprintln!("evalfit: cannot read {log}: {error}"))
        .ok()
}

/// `evalfit outcomes <log>…`: for every quiet position (see [`is_quiet`]) with more seeds on
/// the board than the endgame table holds (there the evaluation is what the search stands on),
/// prints its board seeds, the game's result for its side to move (1, 0.5, 0), the terms as
/// above and the row (the seeds in its side to move's row minus the opponent's): for
/// `outcomes.py` to fit the terms to the results (a logistic fit).
fn outcomes(logs: &[String]) -> ExitCode {
    for log in logs {
        let Some(text) = read_log(log) else {
            return ExitCode::FAILURE;
        };
        for (_, game) in games(log, &text) {
            let Some(outcome) = game.outcome() else {
                continue;
            };
            for position in game.plies().iter().map(|ply| ply.after) {
                if usize::from(position.board_seeds()) <= CAPACITY || !is_quiet(&position) {
                    continue;
                }
                let result = match outcome.winner() {
                    Some(side) if side == position.to_move() => "1",
                    Some(_) => "0",
                    None => "0.5",
                };
                let me = position.to_move();
                let row =
                    i32::from(position.row_seeds(me)) - i32::from(position.row_seeds(me.other()));
                println!(
                    "{} {result} {} {row}",
                    position.board_seeds(),
                    terms(&position)
                );
            }
        }
    }
    ExitCode::SUCCESS
}

/// The games of the log `log` whose text is `text`, a line each, with their line; a line that
/// is not a game is said on stderr and skipped.
fn games<'a>(log: &'a str, text: &'a str) -> impl Iterator<Item = (&'a str, Game)> + 'a {
    text.lines().enumerate().filter_map(move |(number, line)| {
        let game = replay(line);
        if game.is_none() {
            eprintln!("evalfit: {log}:{}: not a game, skipped", number + 1);
        }
        game.map(|game| (line, game))
    })
}

/// The game of one log line: its last field is the moves, one pit letter each.
fn replay(line: &str) -> Option<Game> {
    let moves = line.split_whitespace().last()?;
    let mut game = Game::from_position(Position::start());
    for letter in moves.chars() {
        game.play(Pit::from_letter(letter)?).ok()?;
    }
    Some(game)
}

/// The positions of `game` the evaluation is fitted on (see the module's documentation).
fn quiet_positions(game: &Game) -> impl Iterator<Item = Position> + '_ {
    game.plies()
        .iter()
        .map(|ply| ply.after)
        .filter(|position| (17..=30).contains(&position.board_seeds()) && is_quiet(position))
}

/// Whether `position` is not over and no move of its side to move captures.
fn is_quiet(position: &Position) -> bool {
    !position.is_over()
        && position.legal_moves().iter().all(|&pit| {
            let mut next = *position;
            next.play_unchecked(pit) == 0
        })
}

/// The evaluation's terms of `position`, for its side to move, as printed.
fn terms(position: &Position) -> String {
    let terms = Terms::of(position);
    format!(
        "{} {} {} {} {}",
        terms.captured,
        terms.kroos,
        terms.empty,
        terms.exposed,
        threat(position)
    )
}

/// The most seeds the opponent could capture from the row of the side to move of `position`
/// with one sowing, were it the opponent's turn (a grand slam takes nothing).
fn threat(position: &Position) -> u8 {
    let mut setup = position.setup();
    setup.to_move = setup.to_move.other();
    let Ok(turned) = Position::from_setup(setup) else {
        return 0;
    };
    // A move the rules refuse there feeds nothing, so it leaves nothing to capture.
    Pit::row(turned.to_move())
        .filter_map(|pit| turned.play(pit).ok())
        .map(|(_, trace)| trace.seeds_captured)
        .max()
        .unwrap_or(0)
}
