//! `kawu uci`: the engine protocol of Aualé's Aalina engine on stdin/stdout, so kawu plugs into
//! the same tools (Aualé itself among them).
//!
//! Commands: `uci`, `isready`, `ucinewgame`, `setoption name Level value easy|medium|hard`,
//! `setoption name OwnBook value true|false` (the opening book, on by default),
//! `setoption name Hash value <MB>` (the transposition table, 1 to 4096 MB rounded down to a
//! power of two, 16 by default), `setoption name Rules value <rules>` (a preset or switches as
//! a rules spec writes them, `abapa` by default: the positions that follow are played under
//! them), `position startpos [moves FfEa…]`, `position fen <position string> [moves …]`,
//! `go [movetime <ms>] [depth <n>] [wtime <ms>] [btime <ms>] [winc <ms>] [binc <ms>]
//! [movestogo <n>] [infinite] [ponder]` (in any order; the time rule is in [`go`]),
//! `ponderhit`, `stop`, `quit`. A search runs on its own thread so that `stop`, `ponderhit`,
//! `isready` and `quit` are answered while it thinks (any other command waits for it to end,
//! so a script piped in plays every `go`; a pondering or infinite search is stopped instead);
//! it prints one `info depth … score cp … nodes … time … pv …` line per completed depth, then
//! `bestmove <letter> [ponder <letter>]`: exactly one `bestmove` per `go`, never while
//! pondering (see [`search`]). A `stop` when no search runs is ignored, as is a `ponderhit`
//! when none ponders.
//!
//! A malformed command, or a line that is not UTF-8, gets `info string error: …` (quoting at
//! most an excerpt of it) and the engine goes on; a `go` refuses its unknown or malformed
//! parameters that way and searches with the rest. The end of the input stops any search and
//! ends the session at once.
//!
//! The endgame table holds every board of up to `--endgame-seeds` seeds (by default the most
//! it can, 22: 548.4 M boards, 1.65 GB, where the machine has the memory to build it, see
//! [`table::default_seeds`]). A thread makes it ready from the start, while the engine
//! waits for its first ending ([`table`]): read back from the file it is kept in (1–3
//! seconds), or built in two steps, the web app's 12 seeds (about 3 s), which the search uses as
//! soon as it is there, then the levels above it (about 22 minutes more, 10.1 GB at the peak),
//! which every search started after that uses, and then written to that file for the next
//! session. So no move pays for more than the first step, and only if the game starts with the
//! end near.

mod command;
mod go;
mod memory;
mod search;
mod table;

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use kawu_ai::{Level, Request};
use kawu_engine::{excerpt, Game, Rules};

pub use command::{parse, Command, Setting};
pub use go::Limits;
use search::{AtPonderhit, Search};

/// Speak the engine protocol of Aualé's Aalina engine on stdin and stdout.
///
/// Commands: uci, isready, ucinewgame, setoption name Level value easy|medium|hard,
/// setoption name OwnBook value true|false (the opening book, on by default),
/// setoption name Hash value <MB> (the transposition table, 1 to 4096, 16 by default),
/// setoption name Rules value <rules> (abapa, awale, pat, kalah or switches such as
/// grand-slam=forbidden,stuck=draw; abapa by default), position startpos|fen <position>
/// [moves FfEa…] (under the Rules option), go [movetime <ms>] [depth <n>]
/// [wtime <ms>] [btime <ms>] [winc <ms>] [binc <ms>] [movestogo <n>] [infinite] [ponder]
/// (in any order), ponderhit, stop, quit. With a clock, a move gets remaining / movestogo (30
/// if not given) + increment · 0.8, keeping a tenth of the remaining time; movetime is capped
/// at one hour. The end of the input stops any search and ends the session.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Seeds on the board up to which the endgame table holds every board: made ready on a
    /// thread of its own from the start, read back from --endgame-file or built, 12 seeds first
    /// (about 3 s), then the rest (22: about 22 minutes more, 1.65 GB, 10.1 GB at the peak;
    /// 20: about 8 minutes, 677 MB, 4.4 GB; 18: about 3 minutes, 260 MB, 1.8 GB; 16: about
    /// 40 s, 91 MB, 650 MB) [default: the biggest whose build takes at most two thirds of the
    /// memory available, 22 with 15.2 GB, 20 with 6.7 GB; 18 where the system does not say]
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=kawu_ai::endgame::CAPACITY as i64))]
    endgame_seeds: Option<u8>,
    /// The file a table of over 12 seeds is kept in between sessions: read back if it holds
    /// the table (checked whole and of this build), else written once the table is built
    /// [default: $XDG_CACHE_HOME/kawu/endgame-<seeds>.bin, or ~/.cache/kawu/endgame-<seeds>.bin]
    #[arg(long, value_name = "FILE")]
    endgame_file: Option<PathBuf>,
    /// Keep the endgame table in no file: build it in every session
    #[arg(long, conflicts_with = "endgame_file")]
    no_endgame_file: bool,
}

/// Runs `kawu uci` until `quit` or the end of the input.
pub fn run(args: Args) -> ExitCode {
    let seeds = args.endgame_seeds.map_or_else(
        || {
            let seeds = table::default_seeds(memory::available());
            if seeds < kawu_ai::endgame::CAPACITY {
                eprintln!(
                    "kawu: the endgame table holds {seeds} seeds, not {}, for the memory \
                     available (--endgame-seeds sets it)",
                    kawu_ai::endgame::CAPACITY
                );
            }
            seeds
        },
        usize::from,
    );
    let file = if args.no_endgame_file {
        None
    } else {
        args.endgame_file.or_else(|| table::default_file(seeds))
    };
    std::thread::spawn(move || table::prepare(seeds, file.as_deref()));
    serve(
        &mut std::io::stdin().lock(),
        &mut Engine::new(std::io::stdout()),
    );
    ExitCode::SUCCESS
}

/// Feeds `engine` the lines of `input` until `quit` or the end of the input (or a read
/// error), then stops any search still running.
pub fn serve(input: &mut impl BufRead, engine: &mut Engine) {
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        if engine.line(&line) == Flow::Quit {
            break;
        }
    }
    engine.stop();
}

/// Whether to read on after a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// Read the next command.
    Continue,
    /// `quit` was read.
    Quit,
}

/// Where the engine writes: shared with the search thread, one whole line at a time.
type Output = Arc<Mutex<dyn Write + Send>>;

/// The engine's state between commands.
pub struct Engine {
    out: Output,
    level: Level,
    book: bool,
    tt_bits: u32,
    rules: Rules,
    game: Game,
    searches: u64,
    search: Option<Search>,
}

impl Engine {
    /// An engine at the hard level, at the start position, writing to `out`.
    pub fn new(out: impl Write + Send + 'static) -> Engine {
        Engine {
            out: Arc::new(Mutex::new(out)),
            level: Level::Hard,
            book: true,
            tt_bits: kawu_ai::levels::hard::TABLE_BITS,
            rules: Rules::ABAPA,
            game: Game::new(),
            searches: 0,
            search: None,
        }
    }

    /// Handles one line of input as read, its end of line included: refused when it is not
    /// UTF-8.
    pub fn line(&mut self, bytes: &[u8]) -> Flow {
        match std::str::from_utf8(bytes) {
            Ok(line) => self.command(line),
            Err(err) => {
                let text = String::from_utf8_lossy(bytes);
                let why = format!(
                    "the line is not UTF-8 (byte {}): {:?}",
                    err.valid_up_to() + 1,
                    excerpt(text.trim_end())
                );
                say(&self.out, &format!("info string error: {why}"));
                Flow::Continue
            }
        }
    }

    /// Handles one line of input.
    pub fn command(&mut self, line: &str) -> Flow {
        match parse(line, self.rules) {
            Some(Ok(command)) => self.run(command),
            Some(Err(why)) => {
                say(&self.out, &format!("info string error: {why}"));
                Flow::Continue
            }
            None => Flow::Continue,
        }
    }

    /// Carries out a command.
    fn run(&mut self, command: Command) -> Flow {
        match command {
            Command::Uci => self.identify(),
            Command::IsReady => say(&self.out, "readyok"),
            Command::NewGame => {
                self.finish();
                kawu_ai::forget_searches();
                self.game = Game::from_position(self.rules.start());
            }
            Command::SetOption(Setting::Level(level)) => self.level = level,
            Command::SetOption(Setting::OwnBook(on)) => self.book = on,
            Command::SetOption(Setting::Hash { bits }) => {
                self.finish();
                self.tt_bits = bits;
            }
            Command::SetOption(Setting::Rules(rules)) => {
                self.finish();
                self.rules = rules;
                self.game = Game::from_position(rules.start());
            }
            Command::Position(game) => {
                self.finish();
                self.game = game;
            }
            Command::Go { limits, refused } => {
                for why in refused {
                    say(&self.out, &format!("info string error: {why}"));
                }
                self.go(&limits);
            }
            Command::PonderHit => {
                if let Some(search) = &self.search {
                    search.ponderhit();
                }
            }
            Command::Stop => self.stop(),
            Command::Quit => {
                self.stop();
                return Flow::Quit;
            }
        }
        Flow::Continue
    }

    /// Stops the running search, if any, and waits for its `bestmove`.
    pub fn stop(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop();
        }
    }

    /// Lets a bounded search finish and print its `bestmove`; stops an infinite or pondering
    /// one.
    pub fn finish(&mut self) {
        if let Some(search) = self.search.take() {
            search.finish();
        }
    }

    fn identify(&self) {
        let names: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
        say(&self.out, "id name kawu");
        say(&self.out, "id author the kawu developers");
        say(
            &self.out,
            &format!(
                "option name Level type combo default {} var {}",
                Level::Hard,
                names.join(" var ")
            ),
        );
        say(&self.out, "option name OwnBook type check default true");
        say(
            &self.out,
            &format!(
                "option name Hash type spin default {} min {} max {}",
                command::HASH_DEFAULT_MB,
                command::HASH_MB.start(),
                command::HASH_MB.end()
            ),
        );
        say(
            &self.out,
            &format!("option name Rules type string default {}", Rules::ABAPA),
        );
        say(&self.out, "uciok");
    }

    /// Starts a search within `limits` on its own thread.
    fn go(&mut self, limits: &Limits) {
        self.finish();
        let budget = limits.budget_ms(self.game.to_move());
        let mut request = Request::new(self.level, self.searches);
        request.movetime_ms = budget.unwrap_or(request.movetime_ms);
        request.max_depth = limits.max_depth;
        request.book = self.book;
        request.tt_bits = self.tt_bits;
        let ponder = limits.ponder.then_some(match budget {
            Some(_) => AtPonderhit::Continue,
            None => AtPonderhit::Stop,
        });
        self.searches += 1;
        self.search = Some(Search::start(
            self.game.clone(),
            request,
            limits.infinite,
            ponder,
            Arc::clone(&self.out),
        ));
    }
}

/// Writes one line and flushes it (a closed output is not an error worth stopping for: the
/// reader is gone).
fn say(out: &Output, line: &str) {
    let mut out = out
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use kawu_engine::{Pit, Position};

    use super::*;

    /// An output the test can read back.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl Shared {
        /// Every line written so far.
        fn lines(&self) -> Vec<String> {
            let bytes = self.0.lock().unwrap().clone();
            String::from_utf8(bytes)
                .unwrap()
                .lines()
                .map(str::to_string)
                .collect()
        }

        /// The `bestmove` lines written so far.
        fn bestmoves(&self) -> Vec<String> {
            let lines = self.lines();
            lines
                .into_iter()
                .filter(|l| l.starts_with("bestmove "))
                .collect()
        }

        /// Waits (generously: the machine may be loaded) until a line starts with `prefix`.
        fn wait_for(&self, prefix: &str) {
            let started = Instant::now();
            while !self.lines().iter().any(|l| l.starts_with(prefix)) {
                assert!(
                    started.elapsed() < Duration::from_secs(30),
                    "no {prefix:?} in {:?}",
                    self.lines()
                );
                std::thread::sleep(Duration::from_millis(5));
            }
        }
    }

    /// An engine writing to an output the test reads.
    fn engine() -> (Engine, Shared) {
        let out = Shared::default();
        (Engine::new(out.clone()), out)
    }

    /// Runs `script` (one command a line), lets the last search finish, and returns every line
    /// written.
    fn session(script: &str) -> Vec<String> {
        let (mut engine, out) = engine();
        for line in script.lines() {
            if engine.command(line) == Flow::Quit {
                break;
            }
        }
        engine.finish();
        out.lines()
    }

    /// The pit of a `bestmove` line, and the pit of its `ponder` reply if any.
    fn best_and_ponder(line: &str) -> (Pit, Option<Pit>) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let pit = |word: &str| Pit::from_letter(word.chars().next().unwrap()).unwrap();
        match words[..] {
            ["bestmove", best] => (pit(best), None),
            ["bestmove", best, "ponder", reply] => (pit(best), Some(pit(reply))),
            _ => panic!("not a bestmove: {line}"),
        }
    }

    #[test]
    fn handshake_names_the_engine_and_its_options() {
        let lines = session("uci\nisready\nquit");
        assert_eq!(lines[0], "id name kawu");
        assert!(lines[1].starts_with("id author "));
        assert_eq!(
            lines[2],
            "option name Level type combo default hard var easy var medium var hard"
        );
        assert_eq!(lines[3], "option name OwnBook type check default true");
        assert_eq!(
            lines[4],
            "option name Hash type spin default 16 min 1 max 4096"
        );
        assert_eq!(lines[5], "option name Rules type string default abapa");
        assert_eq!(lines[6..], ["uciok", "readyok"]);
    }

    #[test]
    fn the_opening_book_answers_at_once_unless_switched_off() {
        let book = kawu_ai::book::Book::shipped();
        let first_info = |script: &str| {
            session(script)
                .into_iter()
                .find(|line| line.starts_with("info depth"))
                .unwrap()
        };
        let booked = first_info("position startpos moves Dd\ngo movetime 5000\nisready");
        assert!(
            booked.starts_with(&format!("info depth {} ", book.depth()))
                && booked.contains(" nodes 0 "),
            "{booked}"
        );
        let searched = first_info(
            "setoption name OwnBook value false\nposition startpos moves Dd\ngo movetime 50\nisready",
        );
        assert!(searched.starts_with("info depth 1 "), "{searched}");
        let refused = session("setoption name OwnBook value maybe");
        assert!(refused[0].contains("true or false"), "{refused:?}");
    }

    #[test]
    fn a_hash_size_is_taken_and_the_search_goes_on_with_it() {
        for mb in [1, 64] {
            let lines = session(&format!(
                "setoption name Hash value {mb}\nsetoption name OwnBook value false\n\
                 position startpos moves Dd\ngo movetime 50\nisready"
            ));
            assert!(
                lines.iter().all(|l| !l.starts_with("info string")),
                "{lines:?}"
            );
            assert!(
                lines.iter().any(|l| l.starts_with("bestmove ")),
                "{lines:?}"
            );
        }
    }

    #[test]
    fn go_depth_reports_each_depth_then_a_legal_best_move_and_reply() {
        let lines = session("position startpos moves FfEa\ngo depth 5\nisready");
        let infos: Vec<&String> = lines
            .iter()
            .filter(|l| l.starts_with("info depth"))
            .collect();
        assert_eq!(infos.len(), 5, "{lines:?}");
        assert!(infos[4].starts_with("info depth 5 score cp "));
        assert!(infos[4].contains(" nodes ") && infos[4].contains(" pv "));
        let best = lines.iter().find(|l| l.starts_with("bestmove ")).unwrap();
        let (pit, reply) = best_and_ponder(best);
        let mut game = Game::new();
        for letter in "FfEa".chars() {
            game.play(Pit::from_letter(letter).unwrap()).unwrap();
        }
        assert!(game.legal_moves().contains(&pit), "{best}");
        game.play(pit).unwrap();
        let reply = reply.expect("a five-ply line has a reply");
        assert!(game.legal_moves().contains(&reply), "{best}");
    }

    #[test]
    fn a_fen_position_and_each_level_give_a_legal_move() {
        let fen = "0-6-6-5-5-0-0-7-6-6-1-6-0-0-S";
        let legal = fen.parse::<Position>().unwrap().legal_moves();
        for level in ["easy", "medium", "hard"] {
            let lines = session(&format!(
                "setoption name Level value {level}\nposition fen {fen}\ngo depth 3"
            ));
            let (pit, _) = best_and_ponder(lines.last().unwrap());
            assert!(legal.contains(&pit), "{level}: {lines:?}");
        }
    }

    #[test]
    fn stop_ends_an_infinite_search_with_a_best_move() {
        let lines = session("go infinite\nstop\nquit");
        assert!(lines.last().unwrap().starts_with("bestmove "), "{lines:?}");
    }

    #[test]
    fn malformed_commands_get_an_error_line_and_the_engine_goes_on() {
        let lines = session(
            "bogus\nsetoption name Level value expert\nsetoption name Hash value 0\n\
             position fen 4-4-4\nposition startpos moves FF\nposition startpos moves Fx\n\
             setoption name Rules value oware\nisready",
        );
        let errors = lines
            .iter()
            .filter(|l| l.starts_with("info string error: "))
            .count();
        assert_eq!(errors, 7, "{lines:?}");
        assert_eq!(lines.last().unwrap(), "readyok");
    }

    #[test]
    fn a_search_under_the_rules_option_answers_a_move_legal_under_them() {
        for (rules, moves) in [(Rules::AWALE, "CdFa"), (Rules::KALAH, "ABa")] {
            let lines = session(&format!(
                "setoption name Rules value {rules}\nsetoption name OwnBook value false\n\
                 position startpos moves {moves}\ngo depth 3"
            ));
            let best = lines.iter().find(|l| l.starts_with("bestmove ")).unwrap();
            let pits: Vec<Pit> = moves
                .chars()
                .map(|c| Pit::from_letter(c).unwrap())
                .collect();
            let game = Game::replay(rules.start(), &pits).unwrap();
            let (pit, _) = best_and_ponder(best);
            assert!(game.legal_moves().contains(&pit), "{rules}: {lines:?}");
        }
    }

    #[test]
    fn a_line_that_is_not_utf8_is_refused_and_the_session_goes_on() {
        let (mut engine, out) = engine();
        let mut input: &[u8] = b"isready\n\xff\xfe go\r\nisready\nposition startpos moves \xc3\n";
        serve(&mut input, &mut engine);
        let lines = out.lines();
        assert_eq!(lines.len(), 4, "{lines:?}");
        assert_eq!(lines[0], "readyok");
        assert_eq!(
            lines[1],
            "info string error: the line is not UTF-8 (byte 1): \"\u{fffd}\u{fffd} go\""
        );
        assert_eq!(lines[2], "readyok");
        assert!(lines[3].starts_with("info string error: the line is not UTF-8 (byte 25)"));
    }

    #[test]
    fn a_refused_go_parameter_is_reported_and_the_search_goes_on() {
        let huge = "x".repeat(1 << 20);
        let lines = session(&format!("go movetime soon depth 2 sideways {huge} nodes 5"));
        let errors: Vec<&String> = lines
            .iter()
            .filter(|l| l.starts_with("info string error: "))
            .collect();
        assert_eq!(errors.len(), 5, "{lines:?}");
        assert!(errors.iter().all(|l| l.len() < 120), "{errors:?}");
        assert_eq!(
            errors[0],
            "info string error: movetime: \"soon\" is not a number"
        );
        assert!(lines.last().unwrap().starts_with("bestmove "), "{lines:?}");
    }

    #[test]
    fn movetime_and_depth_in_either_order_end_the_search_on_time() {
        for go in ["go movetime 100 depth 60", "go depth 60 movetime 100"] {
            let (mut engine, out) = engine();
            engine.command(go);
            // Not stopped: the search ends by itself, long before a depth of 60.
            out.wait_for("bestmove ");
            let deepest = out
                .lines()
                .iter()
                .filter(|l| l.starts_with("info depth"))
                .count();
            assert!(deepest < 60, "{go}: {:?}", out.lines());
        }
    }

    #[test]
    fn a_ponder_search_waits_for_ponderhit_then_searches_within_its_limits() {
        for (go, after) in [
            // Depth 2 is searched at once, but no bestmove comes before ponderhit.
            ("go ponder depth 2", "ponderhit"),
            ("go ponder depth 2", "stop"),
            // No limit: ponderhit answers at once.
            ("go ponder", "ponderhit"),
            // The budget counts from ponderhit.
            ("go ponder movetime 50", "ponderhit"),
            ("go ponder wtime 1000 btime 1000", "ponderhit"),
            ("go infinite ponder", "stop"),
        ] {
            let (mut engine, out) = engine();
            engine.command("position startpos moves FfEa");
            engine.command(go);
            out.wait_for("info depth 2");
            std::thread::sleep(Duration::from_millis(20));
            assert!(out.bestmoves().is_empty(), "{go}: {:?}", out.lines());
            engine.command("isready");
            engine.command(after);
            out.wait_for("bestmove ");
            // A stop after the search ended adds nothing: one bestmove per go.
            engine.command("stop");
            assert_eq!(out.bestmoves().len(), 1, "{go}, {after}: {:?}", out.lines());
        }
    }

    #[test]
    fn stop_and_ponderhit_with_no_search_are_ignored() {
        let lines = session("stop\nponderhit\ngo depth 1\nisready\nstop\nponderhit\nisready");
        assert_eq!(
            lines.iter().filter(|l| l.starts_with("bestmove ")).count(),
            1
        );
        assert_eq!(lines.iter().filter(|l| *l == "readyok").count(), 2);
        assert!(
            !lines.iter().any(|l| l.starts_with("info string")),
            "{lines:?}"
        );
    }

    #[test]
    fn the_end_of_the_input_stops_a_long_search_at_once() {
        for go in [
            "go movetime 1000000000000000",
            "go infinite",
            "go ponder",
            "go depth 99",
        ] {
            let (mut engine, out) = engine();
            let started = Instant::now();
            serve(&mut format!("{go}\n").as_bytes(), &mut engine);
            assert_eq!(out.bestmoves().len(), 1, "{go}: {:?}", out.lines());
            assert!(started.elapsed() < Duration::from_secs(20), "{go}");
        }
    }

    /// The commands Aualé sends to its engine, in its order, as its client writes them
    /// (joansalasoler/auale: `src/auale/uci/client.py`, driven by
    /// `src/auale/gui/services/game_loop.py`): `uci` (waits for `uciok`), `setoption name
    /// OwnBook value …` (from `Engine.set_playing_strength`, `src/auale/uci/engine.py`), then
    /// for a new match `ucinewgame` and `isready` (waits for `readyok`); for each move
    /// `position startpos|fen … [moves …]` and `go depth <d> movetime <ms>` (`go movetime <ms>`
    /// at the expert strength, which has no depth; waits for `bestmove`); after its move, at
    /// the strengths that ponder, the position with the expected reply appended and
    /// `go ponder`; when the opponent has moved, `stop` (waits for `bestmove`) and the next
    /// `position` and `go`; at the end `quit` (waits for the process to end). It never sends
    /// `ponderhit`. The depths and times are Aualé's easy strength (`strength.py`), to keep
    /// the test short.
    #[test]
    fn the_command_sequence_of_aualé_is_answered_as_it_waits() {
        let (mut engine, out) = engine();
        let send =
            |engine: &mut Engine, line: &str| assert_eq!(engine.command(line), Flow::Continue);
        send(&mut engine, "uci");
        out.wait_for("uciok");
        send(&mut engine, "setoption name OwnBook value false");
        send(&mut engine, "ucinewgame");
        send(&mut engine, "isready");
        out.wait_for("readyok");
        send(&mut engine, "position startpos");
        send(&mut engine, "go depth 2 movetime 600");
        out.wait_for("bestmove ");
        let (first, reply) = best_and_ponder(&out.bestmoves()[0]);
        let reply = reply.expect("a two-ply line has a reply");
        let ours = format!("{first}{reply}");
        send(&mut engine, &format!("position startpos moves {ours}"));
        send(&mut engine, "go ponder");
        // The human played another move than the one pondered on.
        send(&mut engine, "stop");
        assert_eq!(out.bestmoves().len(), 2, "{:?}", out.lines());
        let mut game = Game::new();
        game.play(first).unwrap();
        let other = game
            .legal_moves()
            .iter()
            .copied()
            .find(|&pit| pit != reply)
            .unwrap();
        send(
            &mut engine,
            &format!("position startpos moves {first}{other}"),
        );
        send(&mut engine, "go movetime 50");
        assert_eq!(engine.command("quit"), Flow::Quit);
        let lines = out.lines();
        let bestmoves = out.bestmoves();
        assert_eq!(bestmoves.len(), 3, "{lines:?}");
        game.play(other).unwrap();
        let (last, _) = best_and_ponder(&bestmoves[2]);
        assert!(game.legal_moves().contains(&last), "{lines:?}");
        // Every command is understood: no error line (Aualé reads every other line as a report).
        let errors: Vec<&String> = lines
            .iter()
            .filter(|l| l.starts_with("info string"))
            .collect();
        assert!(errors.is_empty(), "{lines:?}");
    }

    #[test]
    fn a_finished_game_has_no_best_move() {
        let lines = session("position fen 0-0-8-0-0-1-1-1-1-1-2-3-15-15-S moves C\ngo depth 2");
        assert_eq!(lines.last().unwrap(), "bestmove (none)");
    }
}
