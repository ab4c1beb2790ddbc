//! "Learn from your mistakes": a costly move of the player's game, from the analysis of it
//! (`kawu_model::story`), replayed as a puzzle — find a better move than the one played. The
//! engine's best move is right and the move of the game is wrong; any other move is judged by a
//! short search of the engine, as good when it loses less than an inaccuracy against the best.
//!
//! A retry travels to the puzzles' room as one line of text:
//!
//! ```text
//! <ply> <position> <played> <best line> <refutation|-> <seeds lost> <mistake>
//! 12 3-0-2-1-4-0-2-1-0-3-2-2-14-14-S C FeB d 5 mistake
//! ```

use std::fmt;
use std::str::FromStr;

use kawu_ai::mistake::{Mistake, Value, INACCURACY};
use kawu_ai::{choose_move, Clock, Level, Request};
use kawu_engine::{Game, MoveLetters, Pit, Position, Side};

use super::{Miss, Verdict};
use crate::story::Story;

/// How deep the engine looks at a move that is neither the best nor the game's, in plies: a
/// few milliseconds on the page's main thread.
const DEPTH: u32 = 6;

/// The longest line shown after a move, in plies.
const SHOWN: usize = 3;

/// A costly move of the player's game, to find better.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Retry {
    /// The move's number in the game (1 for the first).
    pub ply: usize,
    /// The position before it.
    pub position: Position,
    /// The move played in the game.
    pub played: Pit,
    /// The engine's best line from the position (never empty).
    pub best: Vec<Pit>,
    /// The engine's line after the move played (its refutation).
    pub refutation: Vec<Pit>,
    /// Seeds the move lost, by the analysis.
    pub lost: i32,
    /// How bad it was.
    pub mistake: Mistake,
}

/// A clock that never runs out: the searches here stop at their depth.
struct Unhurried;

impl Clock for Unhurried {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// The value for the mover of `position` after `pit`, by a search of [`DEPTH`] plies, with the
/// engine's line from there.
fn after(position: Position, pit: Pit) -> Option<(i32, Vec<Pit>)> {
    let mover = position.to_move();
    let mut game = Game::from_position(position);
    game.play(pit).ok()?;
    if let Some(outcome) = game.outcome() {
        return Some((Value::end(&outcome, mover).seeds, Vec::new()));
    }
    let request = Request {
        max_depth: Some(DEPTH),
        movetime_ms: u64::MAX,
        endgame_table: false,
        book: false,
        ..Request::new(Level::Hard, 0)
    };
    let choice = choose_move(&game, &request, &Unhurried)?;
    Some((-choice.score, choice.pv))
}

impl Retry {
    /// The judgement of `pit` (a legal move of the position) and the moves that show it.
    #[must_use]
    pub fn judge(&self, pit: Pit) -> (Verdict, Vec<Pit>) {
        let shown = |line: &[Pit]| line.iter().take(SHOWN).copied().collect();
        if Some(&pit) == self.best.first() {
            return (
                Verdict::Solved,
                self.best.get(1).copied().into_iter().collect(),
            );
        }
        if pit == self.played {
            let miss = Miss::Again { lost: self.lost };
            return (Verdict::Failed(miss), shown(&self.refutation));
        }
        let (Some((best, _)), Some((value, line))) = (
            after(self.position, self.best[0]),
            after(self.position, pit),
        ) else {
            return (Verdict::Failed(Miss::Worse { lost: 0 }), Vec::new());
        };
        if best - value < INACCURACY {
            (Verdict::Solved, line.first().copied().into_iter().collect())
        } else {
            let miss = Miss::Worse { lost: best - value };
            (Verdict::Failed(miss), shown(&line))
        }
    }
}

/// The costly moves of `game` by its analysis `story`, of `player` only (`None`: both sides'),
/// as retries, in the order of the game.
#[must_use]
pub fn retries(story: &Story, game: &Game, player: Option<Side>) -> Vec<Retry> {
    story
        .flaws(game)
        .filter(|(_, flaw)| player.is_none_or(|side| side == flaw.side))
        .map(|(ply, flaw)| Retry {
            ply,
            position: match ply - 1 {
                0 => game.start(),
                before => game.plies()[before - 1].after,
            },
            played: flaw.played,
            refutation: story
                .point(ply)
                .map(|point| point.line.clone())
                .unwrap_or_default(),
            best: flaw.line,
            lost: flaw.lost,
            mistake: flaw.mistake,
        })
        .collect()
}

/// Letters, or `-` for none.
fn letters(line: &[Pit]) -> String {
    if line.is_empty() {
        "-".to_owned()
    } else {
        MoveLetters(line.to_vec()).to_string()
    }
}

impl fmt::Display for Retry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {} {} {} {} {}",
            self.ply,
            self.position,
            self.played.letter(),
            letters(&self.best),
            letters(&self.refutation),
            self.lost,
            self.mistake.name()
        )
    }
}

/// A retry's line that could not be read: which field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadRetry(pub &'static str);

impl fmt::Display for BadRetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad retry: its {}", self.0)
    }
}

impl FromStr for Retry {
    type Err = BadRetry;

    fn from_str(text: &str) -> Result<Retry, BadRetry> {
        let mut fields = text.split_whitespace();
        let mut field = |name: &'static str| fields.next().ok_or(BadRetry(name));
        let ply = field("ply")?.parse().map_err(|_| BadRetry("ply"))?;
        let position: Position = field("position")?
            .parse()
            .map_err(|_| BadRetry("position"))?;
        let played = field("move")?;
        let played = played
            .chars()
            .next()
            .and_then(Pit::from_letter)
            .filter(|_| played.chars().count() == 1)
            .ok_or(BadRetry("move"))?;
        let line = |text: &str, name| match text {
            "-" => Ok(Vec::new()),
            _ => text
                .parse::<MoveLetters>()
                .map(|moves| moves.0)
                .map_err(|_| BadRetry(name)),
        };
        let best = line(field("best line")?, "best line")?;
        let refutation = line(field("refutation")?, "refutation")?;
        let lost = field("seeds lost")?
            .parse()
            .map_err(|_| BadRetry("seeds lost"))?;
        let mistake = field("mistake")?;
        let mistake = Mistake::ALL
            .into_iter()
            .find(|kind| kind.name() == mistake)
            .ok_or(BadRetry("mistake"))?;
        let legal = |pit: &Pit| position.legal_moves().contains(pit);
        if !legal(&played) {
            return Err(BadRetry("move"));
        }
        if !best.first().is_some_and(legal) || best[0] == played {
            return Err(BadRetry("best line"));
        }
        Ok(Retry {
            ply,
            position,
            played,
            best,
            refutation,
            lost,
            mistake,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{pit, retry};

    #[test]
    fn the_best_solves_the_game_s_move_fails_and_both_show_what_follows() {
        let retry = retry();
        assert_eq!(retry.judge(pit('F')), (Verdict::Solved, vec![pit('b')]));
        assert_eq!(
            retry.judge(pit('A')),
            (
                Verdict::Failed(Miss::Again { lost: 3 }),
                vec![pit('b'), pit('C'), pit('a')]
            )
        );
    }

    #[test]
    fn another_move_is_judged_against_the_best_by_the_engine() {
        let retry = retry();
        for other in [pit('C'), pit('D'), pit('E')] {
            let (verdict, line) = retry.judge(other);
            let (best, _) = after(retry.position, pit('F')).expect("legal");
            let (value, _) = after(retry.position, other).expect("legal");
            match verdict {
                Verdict::Solved => assert!(best - value < INACCURACY),
                Verdict::Failed(Miss::Worse { lost }) => assert_eq!(lost, best - value),
                other => panic!("unexpected {other:?}"),
            }
            assert!(line.len() <= SHOWN);
        }
    }

    #[test]
    fn a_retry_reads_back_its_line_and_bad_lines_are_refused() {
        let retry = retry();
        let text = retry.to_string();
        assert_eq!(
            text,
            "3 3-0-2-1-4-1-1-1-0-3-2-2-14-14-S A Fb bCa 3 inaccuracy"
        );
        assert_eq!(text.parse::<Retry>(), Ok(retry));
        for (bad, field) in [
            ("", "ply"),
            (
                "x 3-0-2-1-4-1-1-1-0-3-2-2-14-14-S A F - 3 inaccuracy",
                "ply",
            ),
            ("3 nonsense A F - 3 inaccuracy", "position"),
            (
                "3 3-0-2-1-4-1-1-1-0-3-2-2-14-14-S B F - 3 inaccuracy",
                "move",
            ),
            (
                "3 3-0-2-1-4-1-1-1-0-3-2-2-14-14-S A A - 3 inaccuracy",
                "best line",
            ),
            (
                "3 3-0-2-1-4-1-1-1-0-3-2-2-14-14-S A - - 3 inaccuracy",
                "best line",
            ),
            ("3 3-0-2-1-4-1-1-1-0-3-2-2-14-14-S A F - 3 awful", "mistake"),
            ("3 3-0-2-1-4-1-1-1-0-3-2-2-14-14-S A F -", "seeds lost"),
        ] {
            assert_eq!(bad.parse::<Retry>(), Err(BadRetry(field)), "{bad:?}");
        }
    }
}
