//! `kawu uci`: the engine protocol of Aualé's Aalina engine on stdin/stdout, so kawu plugs into
//! the same tools.
//!
//! Commands: `uci`, `isready`, `ucinewgame`, `setoption name Level value easy|medium|hard`,
//! `position startpos [moves FfEa…]`, `position fen <position string> [moves …]`,
//! `go [movetime <ms>] [depth <n>] [infinite]`, `stop`, `quit`. A search runs on its own thread
//! so that `stop`, `isready` and `quit` are answered while it thinks (any other command waits
//! for it to end, so a script piped in plays every `go`); it prints one
//! `info depth … score cp … nodes … time … pv …` line per completed depth, then `bestmove <letter>`.
//! A malformed command gets `info string error: …` and the engine goes on.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use kawu_ai::{choose_move_reporting, Choice, Clock, Level, Request, SystemClock};
use kawu_engine::{excerpt, Game, Pit, Position};

/// Speak the engine protocol of Aualé's Aalina engine on stdin and stdout.
///
/// Commands: uci, isready, ucinewgame, setoption name Level value easy|medium|hard,
/// position startpos|fen <position> [moves FfEa…], go [movetime <ms>] [depth <n>] [infinite],
/// stop, quit.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `kawu uci` until `quit` or the end of the input.
pub fn run(_args: Args) -> ExitCode {
    let mut engine = Engine::new(std::io::stdout());
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if engine.command(&line) == Flow::Quit {
            break;
        }
    }
    engine.finish();
    ExitCode::SUCCESS
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
    game: Game,
    searches: u64,
    search: Option<Search>,
}

/// A search running on its own thread.
struct Search {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
    /// Started by `go infinite`: it ends only when stopped.
    infinite: bool,
}

impl Engine {
    /// An engine at the hard level, at the start position, writing to `out`.
    pub fn new(out: impl Write + Send + 'static) -> Engine {
        Engine {
            out: Arc::new(Mutex::new(out)),
            level: Level::Hard,
            game: Game::new(),
            searches: 0,
            search: None,
        }
    }

    /// Handles one line of input.
    pub fn command(&mut self, line: &str) -> Flow {
        match parse(line) {
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
                self.game = Game::new();
            }
            Command::SetLevel(level) => self.level = level,
            Command::Position(game) => {
                self.finish();
                self.game = game;
            }
            Command::Go(limits) => self.go(limits),
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
            search.stop.store(true, Ordering::Relaxed);
            // A search thread that panicked has nothing more to say.
            let _ = search.thread.join();
        }
    }

    /// At the end of the input: lets a bounded search finish and print its `bestmove`, stops
    /// an infinite one.
    pub fn finish(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop.store(search.infinite, Ordering::Relaxed);
            let _ = search.thread.join();
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
        say(&self.out, "uciok");
    }

    /// Starts a search within `limits` on its own thread.
    fn go(&mut self, limits: Limits) {
        let mut request = Request::new(self.level, self.searches);
        request.movetime_ms = limits.movetime_ms.unwrap_or(request.movetime_ms);
        request.max_depth = limits.max_depth;
        self.finish();
        self.searches += 1;
        let stop = Arc::new(AtomicBool::new(false));
        let clock = StoppableClock {
            system: SystemClock::new(),
            stop: Arc::clone(&stop),
        };
        let (game, out) = (self.game.clone(), Arc::clone(&self.out));
        let thread = std::thread::spawn(move || think(&game, &request, &clock, &out));
        self.search = Some(Search {
            stop,
            thread,
            infinite: limits.infinite,
        });
    }
}

/// A command of the protocol, as read from one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `uci`: name the engine and its option.
    Uci,
    /// `isready`: answer `readyok`.
    IsReady,
    /// `ucinewgame`: back to the initial position.
    NewGame,
    /// `setoption name Level value easy|medium|hard`.
    SetLevel(Level),
    /// `position …`: the game to think on, every move replayed.
    Position(Game),
    /// `go …`: search within these limits.
    Go(Limits),
    /// `stop`: end the search now, with its best move.
    Stop,
    /// `quit`.
    Quit,
}

/// The limits of a `go`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limits {
    /// The time budget; `None` for the level's own.
    pub movetime_ms: Option<u64>,
    /// The deepest depth to search, if any.
    pub max_depth: Option<u32>,
    /// `go infinite`: the search ends only when stopped.
    pub infinite: bool,
}

/// Reads one line of input: `None` for a blank line, else the command.
///
/// # Errors
/// Why the command is malformed, quoting at most an [`excerpt`] of the input.
pub fn parse(line: &str) -> Option<Result<Command, String>> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let (&name, rest) = words.split_first()?;
    Some(match name {
        "uci" => Ok(Command::Uci),
        "isready" => Ok(Command::IsReady),
        "ucinewgame" => Ok(Command::NewGame),
        "setoption" => parse_option(rest).map(Command::SetLevel),
        "position" => parse_position(rest).map(Command::Position),
        "go" => parse_go(rest).map(Command::Go),
        "stop" => Ok(Command::Stop),
        "quit" => Ok(Command::Quit),
        _ => Err(format!("unknown command {:?}", excerpt(name))),
    })
}

/// `setoption name Level value easy|medium|hard`, after `setoption`.
fn parse_option(words: &[&str]) -> Result<Level, String> {
    let (name, value) = match words {
        [key, name, value_key, value @ ..]
            if key.eq_ignore_ascii_case("name") && value_key.eq_ignore_ascii_case("value") =>
        {
            (*name, value.join(" "))
        }
        _ => return Err("expected: setoption name Level value easy|medium|hard".into()),
    };
    if !name.eq_ignore_ascii_case("level") {
        let name = excerpt(name);
        return Err(format!("unknown option {name:?}: the only option is Level"));
    }
    // A level's name is a short word: its excerpt reads the same, and the error quotes no more.
    excerpt(&value).parse().map_err(|err| format!("{err}"))
}

/// `position startpos [moves …]` or `position fen <position string> [moves …]`, after
/// `position`.
fn parse_position(words: &[&str]) -> Result<Game, String> {
    let (start, rest) = match words {
        ["startpos", rest @ ..] => (Position::start(), rest),
        ["fen", text, rest @ ..] => (
            text.parse::<Position>().map_err(|err| format!("{err}"))?,
            rest,
        ),
        _ => return Err("expected: position startpos|fen <position> [moves …]".into()),
    };
    let letters: String = match rest {
        [] => String::new(),
        ["moves", moves @ ..] => moves.concat(),
        [found, ..] => return Err(format!("expected \"moves\", found {:?}", excerpt(found))),
    };
    let mut game = Game::from_position(start);
    for (index, letter) in letters.chars().enumerate() {
        let pit = Pit::from_letter(letter)
            .ok_or_else(|| format!("move {}: {letter:?} is not a pit letter", index + 1))?;
        game.play(pit)
            .map_err(|err| format!("move {}: {err}", index + 1))?;
    }
    Ok(game)
}

/// `go [movetime <ms>] [depth <n>] [infinite]`, after `go`.
fn parse_go(words: &[&str]) -> Result<Limits, String> {
    let mut limits = Limits::default();
    let mut words = words.iter();
    while let Some(&word) = words.next() {
        let mut number = || -> Result<u64, String> {
            let text = words
                .next()
                .ok_or_else(|| format!("{word} needs a number"))?;
            text.parse()
                .map_err(|_| format!("{word}: {:?} is not a number", excerpt(text)))
        };
        match word {
            "movetime" => limits.movetime_ms = Some(number()?),
            "depth" => {
                let depth = number()?;
                limits.max_depth = Some(u32::try_from(depth).unwrap_or(u32::MAX).max(1));
                limits.movetime_ms = Some(UNLIMITED_MS);
            }
            "infinite" => {
                limits.movetime_ms = Some(UNLIMITED_MS);
                limits.infinite = true;
            }
            _ => return Err(format!("unknown go parameter {:?}", excerpt(word))),
        }
    }
    Ok(limits)
}

/// A time budget no game reaches: `go infinite` and `go depth` run until done or stopped.
const UNLIMITED_MS: u64 = 1 << 40;

/// Searches and prints the `info` lines and the `bestmove`.
fn think(game: &Game, request: &Request, clock: &StoppableClock, out: &Output) {
    let started = clock.now_ms();
    let choice = choose_move_reporting(game, request, clock, &mut |choice| {
        say(out, &info(choice, clock.system.now_ms() - started));
    });
    match choice {
        Some(choice) => say(out, &format!("bestmove {}", choice.pit)),
        None => {
            say(out, "info string error: the game is over");
            say(out, "bestmove (none)");
        }
    }
}

/// One `info` line for a completed depth.
fn info(choice: &Choice, elapsed_ms: f64) -> String {
    let pv: String = choice.pv.iter().map(|pit| pit.letter()).collect();
    let nps = (choice.nodes as f64 / (elapsed_ms.max(1.0) / 1000.0)) as u64;
    format!(
        "info depth {} score cp {} nodes {} nps {nps} time {} pv {pv}",
        choice.depth,
        choice.score * 100,
        choice.nodes,
        elapsed_ms as u64
    )
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

/// The system clock, read as "past every deadline" once `stop` is set: this is how `stop`
/// reaches a search that only knows about time.
struct StoppableClock {
    system: SystemClock,
    stop: Arc<AtomicBool>,
}

impl Clock for StoppableClock {
    fn now_ms(&self) -> f64 {
        if self.stop.load(Ordering::Relaxed) {
            f64::INFINITY
        } else {
            self.system.now_ms()
        }
    }
}

#[cfg(test)]
mod tests {
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

    /// Runs `script` (one command a line) and returns every line written.
    fn session(script: &str) -> Vec<String> {
        let out = Shared::default();
        let mut engine = Engine::new(out.clone());
        for line in script.lines() {
            if engine.command(line) == Flow::Quit {
                break;
            }
        }
        engine.finish();
        let bytes = out.0.lock().unwrap().clone();
        String::from_utf8(bytes)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn handshake_names_the_engine_and_its_level_option() {
        let lines = session("uci\nisready\nquit");
        assert_eq!(lines[0], "id name kawu");
        assert!(lines[1].starts_with("id author "));
        assert_eq!(
            lines[2],
            "option name Level type combo default hard var easy var medium var hard"
        );
        assert_eq!(lines[3..], ["uciok", "readyok"]);
    }

    #[test]
    fn go_depth_reports_each_depth_then_a_legal_best_move() {
        let lines = session("position startpos moves FfEa\ngo depth 5\nisready");
        let infos: Vec<&String> = lines
            .iter()
            .filter(|l| l.starts_with("info depth"))
            .collect();
        assert_eq!(infos.len(), 5, "{lines:?}");
        assert!(infos[4].starts_with("info depth 5 score cp "));
        assert!(infos[4].contains(" nodes ") && infos[4].contains(" pv "));
        let best = lines
            .iter()
            .find_map(|l| l.strip_prefix("bestmove "))
            .unwrap();
        let mut game = Game::new();
        for letter in "FfEa".chars() {
            game.play(Pit::from_letter(letter).unwrap()).unwrap();
        }
        let pit = Pit::from_letter(best.chars().next().unwrap()).unwrap();
        assert!(game.legal_moves().contains(&pit), "{best}");
    }

    #[test]
    fn a_fen_position_and_each_level_give_a_legal_move() {
        let fen = "0-6-6-5-5-0-0-7-6-6-1-6-0-0-S";
        let legal = fen.parse::<Position>().unwrap().legal_moves();
        for level in ["easy", "medium", "hard"] {
            let lines = session(&format!(
                "setoption name Level value {level}\nposition fen {fen}\ngo depth 3"
            ));
            let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
            let pit = Pit::from_letter(best.chars().next().unwrap()).unwrap();
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
            "bogus\nsetoption name Level value expert\nsetoption name Hash value 1\n\
             position fen 4-4-4\nposition startpos moves FF\nposition startpos moves Fx\n\
             go movetime soon\ngo sideways\nisready",
        );
        let errors = lines
            .iter()
            .filter(|l| l.starts_with("info string error: "))
            .count();
        assert_eq!(errors, 8, "{lines:?}");
        assert_eq!(lines.last().unwrap(), "readyok");
    }

    #[test]
    fn go_limits_apply_in_the_order_given() {
        let go = |line: &str| match parse(line) {
            Some(Ok(Command::Go(limits))) => limits,
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(go("go"), Limits::default());
        assert_eq!(
            go("go depth 0 movetime 50"),
            Limits {
                movetime_ms: Some(50),
                max_depth: Some(1),
                infinite: false
            }
        );
        assert_eq!(go("go movetime 50 depth 3").movetime_ms, Some(UNLIMITED_MS));
        assert!(go("go infinite").infinite);
        assert_eq!(parse("  \t"), None);
    }

    #[test]
    fn huge_commands_are_read_or_refused_in_one_short_line() {
        let huge = "x".repeat(1 << 20);
        let letters: String = "FfEa".chars().cycle().take(100_000).collect();
        for line in [
            huge.clone(),
            format!("setoption name {huge} value hard"),
            format!("setoption name Level value {huge}"),
            format!("position fen {huge}"),
            format!("position startpos {huge}"),
            format!("position startpos moves {letters}"),
            format!("position startpos moves F{huge}"),
            format!("go movetime {huge}"),
            format!("go {huge}"),
        ] {
            let started = std::time::Instant::now();
            let why = parse(&line).expect("a command").unwrap_err();
            eprintln!(
                "size: a command of {} bytes refused in {:?}",
                line.len(),
                started.elapsed()
            );
            assert!(why.len() < 200, "{why}");
        }
    }

    #[test]
    fn a_finished_game_has_no_best_move() {
        let lines = session("position fen 0-0-8-0-0-1-1-1-1-1-2-3-15-15-S moves C\ngo depth 2");
        assert_eq!(lines.last().unwrap(), "bestmove (none)");
    }
}
