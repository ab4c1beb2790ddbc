//! Puzzles on the board: one made by the engine (`kawu_ai::puzzle`, from the shipped file), or
//! one of the player's own costly moves replayed ("learn from your mistakes"), solved as a pure
//! state machine, [`Solving`]: sow, let the opponent answer, judge, retry, show the solution.
//! The view only shows it and sends it [`Step`]s; what plays by itself (the opponent's answer,
//! a refutation, the solution's moves) waits in a queue the view advances once the board is
//! still. The player's record ([`record`]), the choice of the next puzzle ([`pick`]) and going
//! from puzzle to puzzle in the room ([`browse`]) are here too.

pub mod browse;
pub mod pick;
pub mod record;
pub mod retry;

use std::collections::VecDeque;

use kawu_ai::puzzle::{judge, Forced, Judged, Puzzle};
use kawu_engine::{Game, IllegalReason, Pit, Position, Side, PITS};

pub use retry::Retry;

/// What is solved: a puzzle of the set, or a move of the player's own game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Task {
    /// A puzzle made by the engine.
    Set(Puzzle),
    /// A costly move of the player's game, to find better.
    Retry(Retry),
}

impl Task {
    /// Where it starts.
    #[must_use]
    pub fn position(&self) -> Position {
        match self {
            Task::Set(puzzle) => puzzle.position,
            Task::Retry(retry) => retry.position,
        }
    }

    /// The solution the player is shown: the puzzle's line, or the engine's best line.
    #[must_use]
    pub fn solution(&self) -> &[Pit] {
        match self {
            Task::Set(puzzle) => &puzzle.line,
            Task::Retry(retry) => retry.best.get(..1).unwrap_or_default(),
        }
    }
}

/// Why a move was wrong, in facts the page says in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Miss {
    /// A puzzle's goal is no longer forced: the opponent's answer takes back `takes_back`
    /// seeds, and the move forces `forces` instead.
    Goal {
        /// The seeds the opponent's answer captures.
        takes_back: u8,
        /// What the move forces instead of the goal.
        forces: Forced,
    },
    /// The costly move of the game, played again: it lost `lost` seeds.
    Again {
        /// Seeds lost against the engine's best.
        lost: i32,
    },
    /// Another move, that loses `lost` seeds against the engine's best.
    Worse {
        /// Seeds lost against the engine's best.
        lost: i32,
    },
}

/// The judgement of the player's latest move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Right so far: the opponent answers, and the player goes on.
    Continue,
    /// Solved.
    Solved,
    /// Wrong: the refutation plays, and why.
    Failed(Miss),
}

impl Verdict {
    /// Its word in the page's hook `data-puzzle-result`: `continue`, `solved`, `failed`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Verdict::Continue => "continue",
            Verdict::Solved => "solved",
            Verdict::Failed(_) => "failed",
        }
    }
}

/// What the player (or the view's timer) does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The player sows a pit.
    Sow(Pit),
    /// The next move waiting plays now (see [`Solving::pending`]).
    Advance,
    /// From the start again.
    Retry,
    /// Play the solution from the start.
    Solution,
}

/// A puzzle being solved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solving {
    /// What is solved.
    pub task: Task,
    /// The game from its start.
    pub game: Game,
    /// Bumped on every change of the board: the animation follows it.
    pub version: u64,
    /// The last change was a move to animate.
    pub animate: bool,
    /// The judgement of the player's latest move, once made.
    pub verdict: Option<Verdict>,
    /// The solution is being (or was) shown.
    pub showing: bool,
    /// A tap the rules refused, and why.
    pub notice: Option<(Pit, IllegalReason)>,
    /// The first try's result, once known: solved, or not (failed, or the solution asked for
    /// first). Retrying does not change it.
    pub first_try: Option<bool>,
    /// The opponent's answer to the player's latest move, once judged (the first move of a
    /// refutation), if it has one.
    pub answer: Option<Pit>,
    /// The moves to play by themselves, in order.
    queue: VecDeque<Pit>,
}

impl Solving {
    /// `task` from its start.
    #[must_use]
    pub fn new(task: Task) -> Solving {
        Solving::of(task, 0)
    }

    fn of(task: Task, version: u64) -> Solving {
        Solving {
            game: Game::from_position(task.position()),
            task,
            version,
            animate: false,
            verdict: None,
            showing: false,
            notice: None,
            first_try: None,
            answer: None,
            queue: VecDeque::new(),
        }
    }

    /// The player's side: the side to move at the start.
    #[must_use]
    pub fn player(&self) -> Side {
        self.task.position().to_move()
    }

    /// True while the player may sow: nothing plays by itself and nothing is decided.
    #[must_use]
    pub fn open(&self) -> bool {
        self.queue.is_empty()
            && !self.showing
            && matches!(self.verdict, None | Some(Verdict::Continue))
            && self.game.to_move() == self.player()
            && self.game.outcome().is_none()
    }

    /// The pits the player may sow now: the legal moves while [`Solving::open`], else none.
    #[must_use]
    pub fn playable(&self) -> [bool; PITS] {
        let mut playable = [false; PITS];
        if self.open() {
            for pit in self.game.legal_moves().iter() {
                playable[pit.index()] = true;
            }
        }
        playable
    }

    /// The move that plays by itself next, if any: the view sends [`Step::Advance`] once the
    /// board is still.
    #[must_use]
    pub fn pending(&self) -> Option<Pit> {
        self.queue.front().copied()
    }

    /// Whether it is over: solved, failed, or the solution shown to its end.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.queue.is_empty()
            && (self.showing || matches!(self.verdict, Some(Verdict::Solved | Verdict::Failed(_))))
    }

    /// Plays `pit` on the board; false when the rules refuse it.
    fn play(&mut self, pit: Pit) -> bool {
        match self.game.play(pit) {
            Ok(_) => {
                self.version += 1;
                self.animate = true;
                self.notice = None;
                true
            }
            Err(illegal) => {
                self.notice = Some((pit, illegal.reason));
                false
            }
        }
    }

    /// The player's move, then its judgement and what plays next.
    fn sow(&mut self, pit: Pit) {
        if !self.play(pit) {
            return;
        }
        let played: Vec<Pit> = self.game.moves().collect();
        let (verdict, then) = match &self.task {
            Task::Set(puzzle) => judged(judge(puzzle, &played)),
            Task::Retry(retry) => retry.judge(pit),
        };
        self.verdict = Some(verdict);
        self.first_try = self.first_try.or(match verdict {
            Verdict::Continue => None,
            Verdict::Solved => Some(true),
            Verdict::Failed(_) => Some(false),
        });
        self.answer = then.first().copied();
        self.queue = then.into();
    }
}

/// The verdict of the set's judge and the moves that show it (the answer, the refutation). A
/// move the judge cannot read (it never happens with moves the board took) fails, showing
/// nothing.
fn judged(judged: Result<Judged, kawu_ai::puzzle::JudgeError>) -> (Verdict, Vec<Pit>) {
    match judged {
        Ok(Judged::Continue { reply }) => (Verdict::Continue, vec![reply]),
        Ok(Judged::Solved { reply }) => (Verdict::Solved, reply.into_iter().collect()),
        Ok(Judged::Failed {
            refutation,
            takes_back,
            forces,
        }) => (
            Verdict::Failed(Miss::Goal { takes_back, forces }),
            refutation,
        ),
        Err(_) => (
            Verdict::Failed(Miss::Goal {
                takes_back: 0,
                forces: Forced::NoWin,
            }),
            Vec::new(),
        ),
    }
}

impl crate::Machine for Solving {
    type Step = Step;

    fn apply(&self, step: Step) -> Solving {
        let mut next = self.clone();
        match step {
            Step::Retry => {
                let mut again = Solving::of(self.task.clone(), self.version + 1);
                again.first_try = self.first_try;
                return again;
            }
            Step::Solution => {
                let mut shown = Solving::of(self.task.clone(), self.version + 1);
                shown.first_try = Some(self.first_try.unwrap_or(false));
                shown.showing = true;
                shown.queue = self.task.solution().iter().copied().collect();
                return shown;
            }
            Step::Sow(pit) if self.open() => next.sow(pit),
            Step::Sow(_) => {}
            Step::Advance => {
                if let Some(pit) = next.queue.pop_front() {
                    if !next.play(pit) {
                        next.queue.clear();
                    }
                }
            }
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::shipped;
    use crate::Machine;

    /// Plays every pending move.
    fn settle(mut solving: Solving) -> Solving {
        while solving.pending().is_some() {
            solving = solving.apply(Step::Advance);
        }
        solving
    }

    #[test]
    fn the_line_solves_its_puzzle_with_the_opponent_answering_between() {
        let puzzle = shipped()
            .into_iter()
            .find(|puzzle| puzzle.line.len() >= 3)
            .expect("a puzzle of two moves or more");
        let mut solving = Solving::new(Task::Set(puzzle.clone()));
        for (i, &pit) in puzzle.line.iter().enumerate().step_by(2) {
            assert!(solving.open(), "the player's turn at move {i}");
            solving = solving.apply(Step::Sow(pit));
            let last = i + 1 >= puzzle.line.len();
            let want = if last {
                Verdict::Solved
            } else {
                Verdict::Continue
            };
            assert_eq!(solving.verdict, Some(want), "after move {i}");
            solving = settle(solving);
        }
        assert!(solving.is_over());
        assert!(!solving.open());
        assert_eq!(solving.first_try, Some(true));
    }

    #[test]
    fn a_wrong_first_move_fails_and_its_refutation_plays() {
        for puzzle in shipped().into_iter().take(20) {
            let solving = Solving::new(Task::Set(puzzle.clone()));
            let wrong = solving
                .game
                .legal_moves()
                .iter()
                .copied()
                .find(|&pit| pit != puzzle.line[0]);
            let Some(wrong) = wrong else { continue };
            let failed = solving.apply(Step::Sow(wrong));
            assert!(
                matches!(failed.verdict, Some(Verdict::Failed(Miss::Goal { .. }))),
                "{} fails in {}",
                wrong.letter(),
                puzzle.id
            );
            assert!(!failed.open(), "no more moves once failed");
            let shown = settle(failed);
            assert!(shown.is_over());
            let retried = shown.apply(Step::Retry);
            assert_eq!(retried.game.position(), puzzle.position);
            assert!(retried.open() && retried.version > shown.version);
            assert_eq!(
                retried.first_try,
                Some(false),
                "a retry keeps the first try"
            );
            let solved = retried.apply(Step::Sow(puzzle.line[0]));
            assert_eq!(solved.first_try, Some(false));
        }
    }

    #[test]
    fn the_solution_plays_the_line_and_an_illegal_tap_is_told() {
        let puzzle = shipped().remove(0);
        let solving = Solving::new(Task::Set(puzzle.clone()));
        let empty =
            Pit::row(solving.player()).find(|&pit| puzzle.position.pits()[pit.index()] == 0);
        if let Some(empty) = empty {
            let refused = solving.apply(Step::Sow(empty));
            assert_eq!(refused.notice.map(|(pit, _)| pit), Some(empty));
            assert_eq!(refused.verdict, None);
            assert!(refused.open());
        }
        let shown = settle(solving.apply(Step::Solution));
        assert!(shown.showing && shown.is_over());
        assert_eq!(
            shown.first_try,
            Some(false),
            "asking for the solution first is a failure"
        );
        assert_eq!(shown.game.moves().collect::<Vec<_>>(), puzzle.line);
    }
}
