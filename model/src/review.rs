//! The review of a game: a cursor over its plies, the position and marks shown there, the
//! engine's evaluation of that position, and resuming play from it. Pure: the reducer applies
//! it and the page draws it.

use kawu_ai::Analysis;
use kawu_engine::{Game, MoveTrace, Outcome, Position};

use crate::story::{Story, STORY_EVAL_MS};
use kawu_protocol::{Request, Task};

/// Search time of the evaluation asked by itself at each position shown, in milliseconds: short,
/// so that stepping on is never kept waiting long.
pub const QUICK_EVAL_MS: u64 = 600;

/// Search time of the evaluation the player asks for ("think longer"), in milliseconds.
pub const DEEP_EVAL_MS: u64 = 5_000;

/// What the player does in review.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviewAction {
    /// Enter review at the live position.
    Enter,
    /// Show the position after this many plies (entering review if needed).
    Go(usize),
    /// The start of the game.
    First,
    /// One ply back.
    Back,
    /// One ply on.
    Forward,
    /// The live position.
    Last,
    /// Ask the engine to think longer on the position shown.
    Deeper,
    /// Analyse the whole game: the engine's value of every position (entering review if
    /// needed), or go on with an analysis stopped.
    Analyse,
    /// Stop the analysis of the game; what is valued stays.
    StopAnalysis,
    /// The worker answered evaluation request `id`.
    Evaluated {
        /// The request answered: dropped unless it is the one pending.
        id: u64,
        /// The engine's analysis, `None` when the position is over.
        analysis: Option<Analysis>,
    },
    /// Play on from the position shown, dropping the later moves.
    Resume,
    /// Back to the live game.
    Exit,
}

/// The engine's evaluation of the position shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Eval {
    /// Nothing to evaluate: the game is over there.
    None,
    /// Asked of the worker as request `id`.
    Pending {
        /// The request id.
        id: u64,
        /// Asked by the player for a longer search.
        deep: bool,
    },
    /// The answer.
    Shown {
        /// What the engine makes of it.
        analysis: Analysis,
        /// From the longer search.
        deep: bool,
    },
}

/// A game under review.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    /// Plies shown: the position after this many plies of the game (0: its start).
    pub cursor: usize,
    /// The engine's evaluation of the position shown.
    pub eval: Eval,
    /// The analysis of the whole game, once asked for.
    pub story: Option<Story>,
    /// The id of the last evaluation asked; every new one gets the next.
    asked: u64,
}

impl Review {
    /// A review of `game` showing the position after `cursor` plies (at most all of them).
    #[must_use]
    pub fn new(game: &Game, cursor: usize) -> Review {
        let mut review = Review {
            cursor: 0,
            eval: Eval::None,
            story: None,
            asked: 0,
        };
        review.show(game, cursor);
        review
    }

    /// The review after `action` on `game`; `None` once it is left (see [`resume`] for the game).
    #[must_use]
    pub fn apply(&self, game: &Game, action: &ReviewAction) -> Option<Review> {
        let mut next = self.clone();
        match *action {
            ReviewAction::Enter => {}
            ReviewAction::Go(cursor) => next.show(game, cursor),
            ReviewAction::First => next.show(game, 0),
            ReviewAction::Back => next.show(game, self.cursor.saturating_sub(1)),
            ReviewAction::Forward => next.show(game, self.cursor + 1),
            ReviewAction::Last => next.show(game, game.plies().len()),
            ReviewAction::Deeper => {
                if !matches!(self.eval, Eval::None) {
                    next.ask(true);
                }
            }
            ReviewAction::Analyse => match &mut next.story {
                Some(story) => story.go_on(),
                None => next.story = Some(Story::new(game)),
            },
            ReviewAction::StopAnalysis => {
                if let Some(story) = &mut next.story {
                    story.stop();
                }
            }
            ReviewAction::Evaluated { id, ref analysis } => {
                if let Some(story) = &mut next.story {
                    story.answer(game, id, analysis.as_ref());
                }
                if let Eval::Pending { id: pending, deep } = self.eval {
                    if pending == id {
                        if let Some(story) = &mut next.story {
                            story.fill(game, self.at(game), analysis.as_ref());
                        }
                        next.eval = analysis
                            .clone()
                            .map_or(Eval::None, |analysis| Eval::Shown { analysis, deep });
                    }
                }
            }
            ReviewAction::Resume | ReviewAction::Exit => return None,
        }
        next.ask_story();
        Some(next)
    }

    /// Asks the story for its next position once the position shown is evaluated.
    fn ask_story(&mut self) {
        if self.pending().is_some() {
            return;
        }
        if let Some(story) = &mut self.story {
            if story.ask(self.asked + 1) {
                self.asked += 1;
            }
        }
    }

    /// Moves the cursor (kept within the game) and asks for the evaluation of a new position.
    fn show(&mut self, game: &Game, cursor: usize) {
        let cursor = cursor.min(game.plies().len());
        if cursor == self.cursor && self.asked > 0 {
            return;
        }
        self.cursor = cursor;
        if self.outcome(game).is_some() {
            self.eval = Eval::None;
        } else {
            self.ask(false);
        }
    }

    fn ask(&mut self, deep: bool) {
        self.asked += 1;
        self.eval = Eval::Pending {
            id: self.asked,
            deep,
        };
    }

    /// The plies shown: the cursor within `game` (a game shortened under the review keeps it in
    /// range).
    #[must_use]
    pub fn at(&self, game: &Game) -> usize {
        self.cursor.min(game.plies().len())
    }

    /// The position shown.
    #[must_use]
    pub fn position(&self, game: &Game) -> Position {
        match self.at(game) {
            0 => game.start(),
            plies => game.plies()[plies - 1].after,
        }
    }

    /// The move that led to the position shown, marked on the board.
    #[must_use]
    pub fn marks<'a>(&self, game: &'a Game) -> Option<&'a MoveTrace> {
        let ply = self.at(game).checked_sub(1)?;
        game.plies().get(ply).map(|ply| &ply.trace)
    }

    /// The end of the game, when the position shown is its end.
    #[must_use]
    pub fn outcome(&self, game: &Game) -> Option<Outcome> {
        let ply = self.at(game).checked_sub(1)?;
        game.plies().get(ply).and_then(|ply| ply.outcome)
    }

    /// The moves after the position shown, that resuming play from it drops.
    #[must_use]
    pub fn later_moves(&self, game: &Game) -> usize {
        game.plies().len() - self.at(game)
    }

    /// The id of the evaluation awaited, if any: the position shown's, else the story's.
    #[must_use]
    pub fn pending(&self) -> Option<u64> {
        match self.eval {
            Eval::Pending { id, .. } => Some(id),
            _ => self.story.as_ref()?.asked().map(|(id, _)| id),
        }
    }

    /// The worker's request for the evaluation awaited: the game up to the position shown, else
    /// up to the position the story asks for.
    #[must_use]
    pub fn request(&self, game: &Game) -> Option<Request> {
        let (id, movetime_ms, plies) = match self.eval {
            Eval::Pending { id, deep } => {
                let movetime_ms = if deep { DEEP_EVAL_MS } else { QUICK_EVAL_MS };
                (id, movetime_ms, self.at(game))
            }
            _ => {
                let (id, plies) = self.story.as_ref()?.asked()?;
                (id, STORY_EVAL_MS, plies)
            }
        };
        Some(Request::on_game(
            id,
            Task::Eval { movetime_ms },
            game,
            plies,
        ))
    }

    /// The game played on from the position shown: the later moves dropped, with no redo of
    /// them.
    #[must_use]
    pub fn resume(&self, game: &Game) -> Game {
        let moves: Vec<_> = game.moves().take(self.at(game)).collect();
        // The moves were legal in this order: the replay cannot refuse them; if it ever did,
        // the game stays as it was.
        Game::replay(game.start(), &moves).unwrap_or_else(|_| game.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::pit;
    use kawu_engine::Pit;

    fn game(letters: &str) -> Game {
        let moves: Vec<Pit> = letters.chars().map(pit).collect();
        Game::replay(Position::start(), &moves).expect("legal moves")
    }

    fn step(review: &Review, game: &Game, action: ReviewAction) -> Review {
        review.apply(game, &action).expect("still reviewing")
    }

    #[test]
    fn the_cursor_steps_within_the_game_and_shows_each_position_with_its_move() {
        let game = game("CdFa");
        let review = Review::new(&game, 4);
        assert_eq!(review.position(&game), game.position());
        assert_eq!(review.marks(&game), game.last_trace());
        let back = step(&review, &game, ReviewAction::Back);
        assert_eq!(back.cursor, 3);
        assert_eq!(back.position(&game), game.plies()[2].after);
        assert_eq!(back.marks(&game).map(|trace| trace.origin), Some(pit('F')));
        let first = step(&back, &game, ReviewAction::First);
        assert_eq!(first.position(&game), Position::start());
        assert_eq!(first.marks(&game), None);
        assert_eq!(step(&first, &game, ReviewAction::Back).cursor, 0);
        let last = step(&first, &game, ReviewAction::Last);
        assert_eq!(last.cursor, 4);
        assert_eq!(step(&last, &game, ReviewAction::Forward).cursor, 4);
        assert_eq!(step(&last, &game, ReviewAction::Go(99)).cursor, 4);
        assert_eq!(last.later_moves(&game), 0);
        assert_eq!(first.later_moves(&game), 4);
    }

    #[test]
    fn each_new_position_asks_a_new_evaluation_and_stale_answers_are_dropped() {
        let game = game("CdFa");
        let review = Review::new(&game, 2);
        let first = review.pending().expect("an evaluation asked");
        let request = review.request(&game).expect("a request");
        assert_eq!(request.moves, vec![pit('C'), pit('d')]);
        assert_eq!(
            request.task,
            Task::Eval {
                movetime_ms: QUICK_EVAL_MS
            }
        );
        let moved = step(&review, &game, ReviewAction::Forward);
        let second = moved.pending().expect("asked again");
        assert_ne!(first, second);
        let analysis = Analysis {
            score: 1,
            decided: false,
            depth: 9,
            pv: vec![pit('B')],
            exact: None,
        };
        let stale = ReviewAction::Evaluated {
            id: first,
            analysis: Some(analysis.clone()),
        };
        assert_eq!(step(&moved, &game, stale), moved);
        let fresh = ReviewAction::Evaluated {
            id: second,
            analysis: Some(analysis.clone()),
        };
        let shown = step(&moved, &game, fresh);
        assert_eq!(
            shown.eval,
            Eval::Shown {
                analysis,
                deep: false
            }
        );
        let deeper = step(&shown, &game, ReviewAction::Deeper);
        let Some(Request {
            task: Task::Eval { movetime_ms },
            ..
        }) = deeper.request(&game)
        else {
            panic!("a deeper evaluation asked");
        };
        assert_eq!(movetime_ms, DEEP_EVAL_MS);
        // Staying put asks nothing new.
        assert_eq!(step(&deeper, &game, ReviewAction::Go(3)), deeper);
    }

    #[test]
    fn the_end_of_a_game_shows_its_outcome_and_asks_nothing() {
        let start: Position = "0-0-8-0-0-1-1-1-1-1-2-3-15-15-S".parse().expect("position");
        let game = Game::replay(start, &[pit('C')]).expect("legal");
        let review = Review::new(&game, 1);
        assert!(review.outcome(&game).is_some());
        assert_eq!(review.eval, Eval::None);
        assert_eq!(review.request(&game), None);
        assert_eq!(step(&review, &game, ReviewAction::Deeper).eval, Eval::None);
        let before = step(&review, &game, ReviewAction::Back);
        assert_eq!(before.outcome(&game), None);
        assert!(before.pending().is_some());
    }

    #[test]
    fn resuming_drops_the_later_moves_and_their_redo() {
        let game = game("CdFaBe");
        let review = Review::new(&game, 2);
        let resumed = review.resume(&game);
        assert_eq!(
            resumed.moves().collect::<Vec<_>>(),
            vec![pit('C'), pit('d')]
        );
        assert!(!resumed.can_redo());
        assert_eq!(review.apply(&game, &ReviewAction::Resume), None);
        assert_eq!(review.apply(&game, &ReviewAction::Exit), None);
        // A game shortened under the review keeps the cursor in range.
        let short = self::game("C");
        assert_eq!(review.position(&short), short.position());
        assert_eq!(review.later_moves(&short), 0);
    }

    #[test]
    fn the_analysis_asks_each_position_after_the_one_shown_and_can_stop_and_go_on() {
        let game = game("CdF");
        let review = Review::new(&game, 1);
        let shown = review.pending().expect("the position shown first");
        let analysing = step(&review, &game, ReviewAction::Analyse);
        assert_eq!(
            analysing.pending(),
            Some(shown),
            "the position shown goes first"
        );
        let analysis = |score| Analysis {
            score,
            decided: false,
            depth: 6,
            pv: vec![pit('A')],
            exact: None,
        };
        let mut next = step(
            &analysing,
            &game,
            ReviewAction::Evaluated {
                id: shown,
                analysis: Some(analysis(0)),
            },
        );
        let mut asked = Vec::new();
        while let Some(request) = next.request(&game) {
            assert_eq!(
                request.task,
                Task::Eval {
                    movetime_ms: STORY_EVAL_MS
                }
            );
            asked.push(request.moves.len());
            let id = next.pending().expect("an id");
            if asked.len() == 2 {
                let stopped = step(&next, &game, ReviewAction::StopAnalysis);
                assert_eq!(stopped.request(&game), None, "stopped");
                next = step(&stopped, &game, ReviewAction::Analyse);
                let again = next.request(&game).map(|request| request.moves.len());
                assert_eq!(
                    again,
                    asked.last().copied(),
                    "the same position asked again"
                );
                continue;
            }
            next = step(
                &next,
                &game,
                ReviewAction::Evaluated {
                    id,
                    analysis: Some(analysis(1)),
                },
            );
        }
        // The position shown (1) is valued by its own evaluation; 2 was asked again.
        assert_eq!(
            asked,
            vec![0, 2, 2, 3],
            "every other position from the start"
        );
        let story = next.story.expect("the story");
        assert!(story.is_complete());
        assert_eq!(story.point(2).map(|point| point.south), Some(1));
    }
}
