//! `kawu match A B [--rules SPEC]`: two players against each other from varied openings, colours
//! swapped, with every ending rule of the engine's `Game` under the rules chosen (abapa by
//! default); prints each game, then wins/draws/losses and the score of A.

use std::fmt;
use std::io::Write;
use std::process::ExitCode;
use std::str::FromStr;

use kawu_ai::{choose_move, Level, Request, Rng, SystemClock};
use kawu_engine::{Game, MoveLetters, Pit, Rules, Side};

/// Play two players against each other and print A's wins, draws, losses and score.
///
/// A player is a level (`easy`, `medium`, `hard`), a level with its own time per move
/// (`hard@200` for 200 ms), `random` (any legal move) or `greedy` (the biggest capture now,
/// ties at random; in Kalah, the most seeds into its store now). Each opening (a few random
/// plies from the start) is played twice, A as South then A as North.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Player A: easy, medium, hard, a level with its own time per move (hard@200 is 200 ms),
    /// random (any legal move) or greedy (the biggest capture now). Its score is printed.
    a: Player,
    /// Player B, named the same way.
    b: Player,
    /// Openings to play (two games each).
    #[arg(long, default_value_t = 10)]
    openings: u32,
    /// Random plies that make an opening.
    #[arg(long, default_value_t = 4)]
    opening_plies: u32,
    /// Seed of the openings and of the players' noise.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The rules: a preset (abapa, awale, pat, kalah) or switches such as
    /// `grand-slam=forbidden,stuck=draw`.
    #[arg(long, value_name = "SPEC", default_value_t = Rules::ABAPA)]
    rules: Rules,
}

/// Runs `kawu match`.
pub fn run(args: Args) -> ExitCode {
    let mut rng = Rng::new(args.seed);
    let mut tally = Tally::default();
    let mut out = std::io::stdout().lock();
    for opening_index in 0..args.openings {
        let opening = opening_from(args.rules.start(), &mut rng, args.opening_plies);
        for a_side in Side::ALL {
            let game = play(&opening, &args.a, &args.b, a_side, &mut rng);
            let Some(outcome) = game.outcome() else {
                continue;
            };
            let result = match outcome.winner() {
                Some(side) if side == a_side => GameResult::Win,
                Some(_) => GameResult::Loss,
                None => GameResult::Draw,
            };
            tally.add(result);
            let moves = MoveLetters::of(game.moves());
            let line = format!(
                "opening {} A={} as {a_side}: {outcome} in {} plies, {moves}",
                opening_index + 1,
                args.a,
                game.plies().len()
            );
            if let Err(err) = writeln!(out, "{line}") {
                return crate::write_failed(&err);
            }
        }
    }
    let rules = match args.rules {
        Rules::ABAPA => String::new(),
        rules => format!(" ({rules})"),
    };
    match writeln!(out, "{} vs {}{rules}: {tally}", args.a, args.b) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => crate::write_failed(&err),
    }
}

/// One side of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    /// A level of the computer, with its own time per move or the level's default.
    Level(Level, Option<u64>),
    /// Any legal move, uniformly.
    Random,
    /// The move that captures most right now, ties at random (in Kalah: that puts the most
    /// seeds in its store).
    Greedy,
}

impl FromStr for Player {
    type Err = String;
    fn from_str(text: &str) -> Result<Player, String> {
        match text.trim() {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            text => {
                let (level, time) = match text.split_once('@') {
                    Some((level, ms)) => {
                        let ms = ms
                            .parse()
                            .map_err(|_| format!("{ms:?} is not a time in milliseconds"))?;
                        (level, Some(ms))
                    }
                    None => (text, None),
                };
                let level = level.parse().map_err(|_| {
                    format!("unknown player {text:?}: expected easy, medium, hard (with @ms), random or greedy")
                })?;
                Ok(Player::Level(level, time))
            }
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Level(level, None) => write!(f, "{level}"),
            Player::Level(level, Some(ms)) => write!(f, "{level}@{ms}"),
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
        }
    }
}

impl Player {
    /// This player's move in `game` (not over).
    fn choose(&self, game: &Game, rng: &mut Rng) -> Pit {
        let moves = game.legal_moves();
        match *self {
            Player::Random => rng.pick(&moves),
            Player::Greedy => {
                let position = game.position();
                let captured = |pit: Pit| {
                    let mut after = position;
                    after.play_unchecked(pit)
                };
                let most = moves.iter().map(|&pit| captured(pit)).max().unwrap_or(0);
                let best: Vec<Pit> = moves
                    .iter()
                    .copied()
                    .filter(|&p| captured(p) == most)
                    .collect();
                rng.pick(&best)
            }
            Player::Level(level, time) => {
                let mut request = Request::new(level, rng.next_u64());
                if let Some(ms) = time {
                    request.movetime_ms = ms;
                }
                choose_move(game, &request, &SystemClock::new())
                    .map_or(moves[0], |choice| choice.pit)
            }
        }
    }
}

/// A few random plies from the start of abapa (fewer if the game would end).
pub(crate) fn opening(rng: &mut Rng, plies: u32) -> Game {
    opening_from(Rules::ABAPA.start(), rng, plies)
}

/// A few random plies from `start` (fewer if the game would end).
fn opening_from(start: kawu_engine::Position, rng: &mut Rng, plies: u32) -> Game {
    let mut game = Game::from_position(start);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let pit = rng.pick(&moves);
        let _ = game.play(pit);
    }
    game
}

/// Plays `opening` to the end, `a` on `a_side`: a game of its own, owing nothing to the searches
/// of the game before.
pub(crate) fn play(opening: &Game, a: &Player, b: &Player, a_side: Side, rng: &mut Rng) -> Game {
    kawu_ai::forget_searches();
    let mut game = opening.clone();
    while game.outcome().is_none() && !game.legal_moves().is_empty() {
        let player = if game.to_move() == a_side { a } else { b };
        let pit = player.choose(&game, rng);
        if game.play(pit).is_err() {
            break;
        }
    }
    game
}

/// A game's result for player A.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum GameResult {
    Win,
    Draw,
    Loss,
}

/// Player A's results so far.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
}

impl Tally {
    fn add(&mut self, result: GameResult) {
        match result {
            GameResult::Win => self.wins += 1,
            GameResult::Draw => self.draws += 1,
            GameResult::Loss => self.losses += 1,
        }
    }

    /// A's score in percent: a win counts 1, a draw ½.
    fn percent(&self) -> f64 {
        let games = self.wins + self.draws + self.losses;
        if games == 0 {
            return 0.0;
        }
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) * 100.0 / f64::from(games)
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} wins, {} draws, {} losses: score {:.1}%",
            self.wins,
            self.draws,
            self.losses,
            self.percent()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_parse_and_print_back() {
        for text in ["easy", "medium", "hard", "hard@200", "random", "greedy"] {
            assert_eq!(text.parse::<Player>().unwrap().to_string(), text);
        }
        assert!("expert".parse::<Player>().is_err());
        assert!("hard@soon".parse::<Player>().is_err());
    }

    #[test]
    fn greedy_takes_the_biggest_capture() {
        let game = Game::from_position("0-0-8-0-0-1-1-1-1-1-2-3-15-15-S".parse().unwrap());
        let pit = Player::Greedy.choose(&game, &mut Rng::new(0));
        assert_eq!(pit, Pit::from_letter('C').unwrap());
    }

    #[test]
    fn greedy_in_kalah_puts_the_most_seeds_in_its_store() {
        // Only F's seed reaches the store; nothing is captured.
        let game = Game::from_position("0-0-1-2-1-1-1-0-0-1-1-1-31-32-S kalah".parse().unwrap());
        let pit = Player::Greedy.choose(&game, &mut Rng::new(0));
        assert_eq!(pit, Pit::from_letter('F').unwrap());
    }

    #[test]
    fn a_game_is_played_to_its_end_with_legal_moves() {
        let mut rng = Rng::new(3);
        let game = play(
            &opening(&mut rng, 4),
            &Player::Random,
            &Player::Greedy,
            Side::North,
            &mut rng,
        );
        assert!(game.outcome().is_some());
    }

    #[test]
    fn the_score_counts_a_draw_as_half() {
        let mut tally = Tally::default();
        for result in [
            GameResult::Win,
            GameResult::Draw,
            GameResult::Loss,
            GameResult::Win,
        ] {
            tally.add(result);
        }
        assert_eq!(tally.percent(), 62.5);
        assert_eq!(tally.to_string(), "2 wins, 1 draws, 1 losses: score 62.5%");
    }
}
