//! `kawu puzzles`: finds the engine's puzzles (`kawu_ai::puzzle`) in the positions of
//! self-play games and of OGN records, and writes a puzzle file sorted by rising difficulty;
//! prints its figures on stderr.

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use kawu_ai::puzzle::{find, judge_cost, write_file, Goal, Puzzle, Theme};
use kawu_ai::{Level, Rng};
use kawu_engine::{Game, Position, Record, Side};

use crate::matches::{opening, play, Player};

/// Find puzzles ("South to play and win 6 seeds", "… and win the game") in self-play games and
/// OGN records, and write them as a puzzle file (`kawu-puzzles 1`), easiest first.
///
/// Each position of each game is searched: it is kept when one first move forces a net gain
/// of seeds (or the game, with 12 seeds or fewer on the board) in 1 to 4 moves, every other
/// move forcing at least 2 seeds less (or not winning at all), the hard level agrees, and the
/// judge stays within its budget. A position and its mirror image are searched once. The
/// figures (games, positions, puzzles per CPU-minute, themes, difficulties, the judge's worst
/// cost) go to stderr.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Self-play games to play, each side a level drawn at random (easy, medium, or hard at
    /// --movetime), so that mistakes happen.
    #[arg(long, default_value_t = 20)]
    games: u32,
    /// Seed of the openings, of the levels drawn and of their noise.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop once this many puzzles are kept.
    #[arg(long)]
    count: Option<usize>,
    /// Keep at most this many puzzles of each difficulty; beyond it, only a puzzle with a rare
    /// theme (one fewer than 10 kept puzzles have) is kept.
    #[arg(long, value_name = "N")]
    per_depth: Option<usize>,
    /// The hard level's time per move in the self-play games, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 50)]
    movetime: u64,
    /// An OGN file (one game) whose positions are searched too, before the self-play games;
    /// repeat it for several files.
    #[arg(long, value_name = "FILE")]
    ogn: Vec<PathBuf>,
    /// Write the puzzle file there instead of stdout.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

/// Runs `kawu puzzles`.
pub fn run(args: Args) -> ExitCode {
    let started = Cpu::start();
    let mut hunt = Hunt::new(args.count, args.per_depth);
    for path in &args.ogn {
        let game = std::fs::read_to_string(path)
            .map_err(|err| err.to_string())
            .and_then(|text| text.parse::<Record>().map_err(|err| err.to_string()))
            .and_then(|record| record.to_game().map_err(|err| err.to_string()));
        match game {
            Ok(game) => hunt.search(&game),
            Err(err) => return crate::bad_input(format!("{}: {err}", path.display())),
        }
    }
    let mut rng = Rng::new(args.seed);
    let levels = [
        Player::Level(Level::Easy, None),
        Player::Level(Level::Medium, None),
        Player::Level(Level::Hard, Some(args.movetime)),
    ];
    for _ in 0..args.games {
        if hunt.is_full() {
            break;
        }
        let (south, north) = (rng.pick(&levels), rng.pick(&levels));
        let game = play(&opening(&mut rng, 4), &south, &north, Side::South, &mut rng);
        hunt.search(&game);
    }
    let minutes = started.minutes();
    let figures = hunt.figures(minutes);
    let puzzles = hunt.into_puzzles();
    eprintln!("{figures}");
    let text = write_file(&puzzles);
    let written = match &args.out {
        Some(path) => std::fs::write(path, text),
        None => std::io::stdout().lock().write_all(text.as_bytes()),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => crate::write_failed(&err),
    }
}

/// The search so far: the puzzles kept and what was looked at.
struct Hunt {
    puzzles: Vec<Puzzle>,
    /// The positions searched, each with its mirror image.
    seen: HashSet<Position>,
    games: u32,
    examined: u32,
    count: Option<usize>,
    per_depth: Option<usize>,
}

/// A theme is rare while fewer kept puzzles than this have it.
const RARE: usize = 10;

impl Hunt {
    fn new(count: Option<usize>, per_depth: Option<usize>) -> Hunt {
        Hunt {
            puzzles: Vec::new(),
            seen: HashSet::new(),
            games: 0,
            examined: 0,
            count,
            per_depth,
        }
    }

    /// Whether `puzzle` is kept: its difficulty is not full, or it has a rare theme.
    fn wants(&self, puzzle: &Puzzle) -> bool {
        let Some(most) = self.per_depth else {
            return true;
        };
        let count =
            |keep: &dyn Fn(&Puzzle) -> bool| self.puzzles.iter().filter(|p| keep(p)).count();
        count(&|p| p.depth == puzzle.depth) < most
            || puzzle
                .themes
                .iter()
                .any(|theme| count(&|p| p.themes.contains(theme)) < RARE)
    }

    /// True once `--count` puzzles are kept.
    fn is_full(&self) -> bool {
        self.count.is_some_and(|count| self.puzzles.len() >= count)
    }

    /// Searches every position of `game` not seen yet, the start and each one a move reached.
    fn search(&mut self, game: &Game) {
        self.games += 1;
        let positions =
            std::iter::once(game.start()).chain(game.plies().iter().map(|ply| ply.after));
        for position in positions {
            if self.is_full() {
                return;
            }
            if position.is_over() || !self.seen.insert(position) {
                continue;
            }
            self.seen.insert(position.mirrored());
            self.examined += 1;
            if let Some(puzzle) = find(&position).filter(|puzzle| self.wants(puzzle)) {
                self.puzzles.push(puzzle);
            }
        }
    }

    /// The figures of the search, `minutes` of CPU time spent.
    fn figures(&self, minutes: f64) -> String {
        let mut themes: BTreeMap<Theme, usize> = BTreeMap::new();
        let mut depths: BTreeMap<u8, usize> = BTreeMap::new();
        for puzzle in &self.puzzles {
            for &theme in &puzzle.themes {
                *themes.entry(theme).or_default() += 1;
            }
            *depths.entry(puzzle.depth).or_default() += 1;
        }
        let games = self.puzzles.iter().filter(|p| p.goal == Goal::Game).count();
        let worst = self.puzzles.iter().map(judge_cost).max().unwrap_or(0);
        let kept = self.puzzles.len();
        let themes: Vec<String> = Theme::ALL
            .iter()
            .map(|theme| format!("{theme} {}", themes.get(theme).unwrap_or(&0)))
            .collect();
        let depths: Vec<String> = depths
            .iter()
            .map(|(depth, n)| format!("{depth} plies {n}"))
            .collect();
        format!(
            "games {}, positions examined {}, puzzles kept {kept} ({games} to win the game), \
             {:.1} CPU-minutes, {:.1} puzzles per CPU-minute\nthemes: {}\ndifficulty: {}\n\
             judge worst case: {worst} positions",
            self.games,
            self.examined,
            minutes,
            kept as f64 / minutes.max(1e-9),
            themes.join(", "),
            depths.join(", "),
        )
    }

    /// The puzzles kept, easiest first (then by id).
    fn into_puzzles(mut self) -> Vec<Puzzle> {
        self.puzzles
            .sort_by(|a, b| (a.depth, &a.id).cmp(&(b.depth, &b.id)));
        self.puzzles
    }
}

/// The CPU time of this process, read from `/proc/self/stat` (user and system time of every
/// thread, in clock ticks of 1/100 s), or the time on the wall where there is no `/proc`.
struct Cpu {
    wall: Instant,
    ticks: Option<u64>,
}

impl Cpu {
    fn start() -> Cpu {
        Cpu {
            wall: Instant::now(),
            ticks: cpu_ticks(),
        }
    }

    /// Minutes of CPU time since [`Cpu::start`].
    fn minutes(&self) -> f64 {
        match (self.ticks, cpu_ticks()) {
            (Some(then), Some(now)) => (now - then) as f64 / 100.0 / 60.0,
            _ => self.wall.elapsed().as_secs_f64() / 60.0,
        }
    }
}

/// User and system ticks of this process (fields 14 and 15 of `/proc/self/stat`).
fn cpu_ticks() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command name, in parentheses, may hold spaces: count the fields after it.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let tick = |index: usize| fields.get(index)?.parse::<u64>().ok();
    Some(tick(11)? + tick(12)?)
}
