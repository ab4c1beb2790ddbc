//! The story of a game: the engine's value of every position of it, asked of the worker one
//! position at a time (the review's own evaluation of the position shown goes first), and what
//! the values tell — South's expected margin at each ply, for the graph, and the moves that
//! lost seeds against the engine's best, with that best and its line. Pure: the review drives
//! it and the page draws it.

use kawu_ai::mistake::{classify, Mistake, Value};
use kawu_ai::Analysis;
use kawu_engine::{Game, Pit, Position, Side};

/// Search time of each position, in milliseconds: a 60-ply game is valued in about 15 s.
pub const STORY_EVAL_MS: u64 = 250;

/// The engine's value of one position of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Point {
    /// South's expected final margin, in seeds (negative when North is ahead).
    pub south: i32,
    /// Proven, not an estimate.
    pub decided: bool,
    /// The engine's line from there (empty at the end of the game).
    pub line: Vec<Pit>,
}

impl Point {
    /// The value of this position for `side`.
    #[must_use]
    pub fn value(&self, side: Side) -> Value {
        let seeds = match side {
            Side::South => self.south,
            Side::North => -self.south,
        };
        Value {
            seeds,
            decided: self.decided,
        }
    }
}

/// A move that lost seeds against the engine's best.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flaw {
    /// How bad it was.
    pub mistake: Mistake,
    /// Who played it.
    pub side: Side,
    /// The move played.
    pub played: Pit,
    /// The engine's best move instead, and its line from there.
    pub line: Vec<Pit>,
    /// The seeds it lost by the engine's values (0 or more).
    pub lost: i32,
}

impl Flaw {
    /// The engine's best move instead of the one played.
    #[must_use]
    pub fn best(&self) -> Pit {
        self.line[0]
    }
}

/// The analysis of a whole game under way, or done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Story {
    /// One value per position: after 0, 1, … plies (the start first).
    points: Vec<Option<Point>>,
    /// The position asked of the worker and the id of that request.
    asked: Option<(u64, usize)>,
    /// Stopped by the player before the end.
    stopped: bool,
}

impl Story {
    /// The story of `game`, nothing valued yet but its end, if it is over.
    #[must_use]
    pub fn new(game: &Game) -> Story {
        let mut points = vec![None; game.plies().len() + 1];
        if let Some(outcome) = game.outcome() {
            let value = Value::end(&outcome, Side::South);
            points[game.plies().len()] = Some(Point {
                south: value.seeds,
                decided: true,
                line: Vec::new(),
            });
        }
        Story {
            points,
            asked: None,
            stopped: false,
        }
    }

    /// Positions valued.
    #[must_use]
    pub fn done(&self) -> usize {
        self.points.iter().flatten().count()
    }

    /// Positions of the game: its plies and its start.
    #[must_use]
    pub fn total(&self) -> usize {
        self.points.len()
    }

    /// Every position is valued.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.done() == self.total()
    }

    /// Still asking the worker: neither complete nor stopped.
    #[must_use]
    pub fn is_running(&self) -> bool {
        !self.stopped && !self.is_complete()
    }

    /// Stops asking; what is valued stays.
    pub fn stop(&mut self) {
        self.stopped = true;
        self.asked = None;
    }

    /// Forgets the request awaited (its answer will be dropped): the story is kept apart from
    /// the review that asked, and the next review asks again with ids of its own.
    pub fn detach(&mut self) {
        self.asked = None;
    }

    /// Asks again for what is not valued yet.
    pub fn go_on(&mut self) {
        self.stopped = false;
    }

    /// The value of the position after `plies` plies, once known.
    #[must_use]
    pub fn point(&self, plies: usize) -> Option<&Point> {
        self.points.get(plies)?.as_ref()
    }

    /// The positions valued: (plies, value), in the order of the game.
    pub fn points(&self) -> impl Iterator<Item = (usize, &Point)> {
        self.points
            .iter()
            .enumerate()
            .filter_map(|(plies, point)| Some((plies, point.as_ref()?)))
    }

    /// The position awaited (its plies) and the id of its request, if any.
    #[must_use]
    pub fn asked(&self) -> Option<(u64, usize)> {
        self.asked
    }

    /// The next position to ask for, as request `id`, unless one is asked or nothing is left.
    /// Returns whether it asked.
    pub fn ask(&mut self, id: u64) -> bool {
        if self.asked.is_some() || self.stopped {
            return false;
        }
        let Some(plies) = self.points.iter().position(Option::is_none) else {
            return false;
        };
        self.asked = Some((id, plies));
        true
    }

    /// The worker's answer to request `id`, about `game`: recorded if it is the one awaited.
    /// Returns whether it was.
    pub fn answer(&mut self, game: &Game, id: u64, analysis: Option<&Analysis>) -> bool {
        let Some((_, plies)) = self.asked.filter(|&(asked, _)| asked == id) else {
            return false;
        };
        self.asked = None;
        self.points[plies] = Some(point(game, plies, analysis));
        true
    }

    /// The review's own evaluation of the position after `plies` plies, kept if that position is
    /// not valued yet (and not the one asked for, whose answer is on its way).
    pub fn fill(&mut self, game: &Game, plies: usize, analysis: Option<&Analysis>) {
        let asked = self.asked.is_some_and(|(_, asked)| asked == plies);
        if let Some(slot @ None) = self.points.get_mut(plies).filter(|_| !asked) {
            *slot = Some(point(game, plies, analysis));
        }
    }

    /// What the move of ply `ply` (1 for the first move) cost its player, once both positions
    /// around it are valued: `None` if it lost less than an inaccuracy or was the engine's best.
    #[must_use]
    pub fn flaw(&self, game: &Game, ply: usize) -> Option<Flaw> {
        let before = self.point(ply.checked_sub(1)?)?;
        let after = self.point(ply)?;
        let played = game.moves().nth(ply - 1)?;
        let side = position_at(game, ply - 1).to_move();
        if before.line.first().is_none_or(|&best| best == played) {
            return None;
        }
        let (best, kept) = (before.value(side), after.value(side));
        Some(Flaw {
            mistake: classify(best, kept)?,
            side,
            played,
            line: before.line.clone(),
            lost: best.seeds - kept.seeds,
        })
    }

    /// Every flaw of the game, by ply.
    pub fn flaws<'a>(&'a self, game: &'a Game) -> impl Iterator<Item = (usize, Flaw)> + 'a {
        (1..self.total()).filter_map(|ply| Some((ply, self.flaw(game, ply)?)))
    }
}

/// The value of the position after `plies` plies of `game` by the worker's `analysis` (`None`:
/// the game is over there).
fn point(game: &Game, plies: usize, analysis: Option<&Analysis>) -> Point {
    let position = position_at(game, plies);
    match analysis {
        Some(analysis) => {
            let value = Value::of(analysis, &position, Side::South);
            Point {
                south: value.seeds,
                decided: value.decided,
                line: analysis.pv.clone(),
            }
        }
        None => Point {
            south: i32::from(position.score().south) - i32::from(position.score().north),
            decided: true,
            line: Vec::new(),
        },
    }
}

/// The position of `game` after `plies` plies.
fn position_at(game: &Game, plies: usize) -> Position {
    match plies.checked_sub(1) {
        None => game.start(),
        Some(ply) => game.plies()[ply].after,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::pit;

    fn game(letters: &str) -> Game {
        let moves: Vec<Pit> = letters.chars().map(pit).collect();
        Game::replay(Position::start(), &moves).expect("legal moves")
    }

    fn analysis(score: i32, line: &str) -> Analysis {
        Analysis {
            score,
            decided: false,
            depth: 8,
            pv: line.chars().map(pit).collect(),
            exact: None,
        }
    }

    /// Values every position of `game` with the scores given for the side to move.
    fn valued(game: &Game, scores: &[(i32, &str)]) -> Story {
        let mut story = Story::new(game);
        for (id, &(score, line)) in (1..).zip(scores) {
            assert!(story.ask(id));
            assert!(!story.ask(id + 100), "one position asked at a time");
            let analysis = analysis(score, line);
            assert!(story.answer(game, id, Some(&analysis)));
        }
        story
    }

    #[test]
    fn each_position_is_asked_once_in_order_and_stale_answers_are_dropped() {
        let game = game("CdF");
        let mut story = Story::new(&game);
        assert_eq!((story.done(), story.total()), (0, 4));
        assert!(story.ask(7));
        assert_eq!(story.asked(), Some((7, 0)));
        assert!(!story.answer(&game, 6, Some(&analysis(0, "C"))), "stale");
        assert!(story.answer(&game, 7, Some(&analysis(0, "C"))));
        assert!(story.ask(8));
        assert_eq!(story.asked(), Some((8, 1)));
        story.stop();
        assert!(!story.is_running());
        assert!(!story.ask(9), "stopped");
        story.go_on();
        assert!(story.ask(9));
        assert_eq!(story.asked(), Some((9, 1)), "the same position again");
    }

    #[test]
    fn margins_are_south_s_whoever_is_to_move() {
        let game = game("Cd");
        let story = valued(&game, &[(1, "C"), (3, "d"), (-2, "A")]);
        assert!(story.is_complete() && !story.is_running());
        let south: Vec<i32> = story.points().map(|(_, point)| point.south).collect();
        assert_eq!(south, vec![1, -3, -2], "North was to move after C");
    }

    #[test]
    fn a_move_that_lost_seeds_is_a_flaw_with_the_best_move_and_its_line() {
        let game = game("Cd");
        // South stood at +1; after C North is to move and worth +3 to itself: South lost 4.
        let story = valued(&game, &[(1, "FeD"), (3, "d"), (-3, "A")]);
        let flaw = story.flaw(&game, 1).expect("C lost 4 seeds");
        assert_eq!(flaw.mistake, Mistake::Mistake);
        assert_eq!(
            (flaw.side, flaw.played, flaw.best()),
            (Side::South, pit('C'), pit('F'))
        );
        assert_eq!(flaw.lost, 4);
        assert_eq!(story.flaw(&game, 2), None, "d was the engine's move");
        assert_eq!(story.flaws(&game).count(), 1);
    }

    #[test]
    fn the_engine_s_own_move_is_never_a_flaw_and_an_unvalued_one_is_not_judged() {
        let game = game("Cd");
        let story = valued(&game, &[(5, "C"), (3, "d")]);
        assert_eq!(
            story.flaw(&game, 1),
            None,
            "C was the best, whatever the noise"
        );
        assert_eq!(
            story.flaw(&game, 2),
            None,
            "the last position is not valued yet"
        );
    }

    #[test]
    fn a_finished_game_knows_its_end_at_once() {
        let start: Position = "0-0-0-0-0-1-1-1-0-0-0-0-23-22-S"
            .parse()
            .expect("a position");
        let mut game = Game::from_position(start);
        game.play(pit('F')).expect("legal");
        let outcome = game.outcome().expect("F takes a: 25 seeds");
        assert_eq!(outcome.winner(), Some(Side::South));
        let margin = i32::from(outcome.score.south) - i32::from(outcome.score.north);
        let mut story = Story::new(&game);
        assert_eq!((story.done(), story.total()), (1, 2));
        assert_eq!(
            story.point(1).map(|end| (end.south, end.decided)),
            Some((margin, true))
        );
        assert!(story.ask(1));
        assert_eq!(story.asked(), Some((1, 0)), "the start is what is left");
    }
}
