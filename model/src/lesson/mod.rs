//! Learn Awalé: the lessons (their data, [`data`]), and a level played on the board as a pure
//! state machine, [`Run`]: start a level, sow, let the opponent reply (`kawu_ai::lesson`), judge
//! ([`judge`]), retry, show the solution, and the stars won. The view only shows a run and sends
//! it [`Step`]s; when something plays by itself (the opponent's reply, the next move of "Show
//! me"), the run says so ([`Run::pending`]) and the view sends [`Step::Advance`] once the sowing
//! on screen is over.
//!
//! Every level is proven by the native tests of `proofs.rs`: its goal is reachable within its
//! par, "Show me" passes, and a plausible wrong move fails.

pub mod data;
pub mod facts;
pub mod judge;
pub mod progress;

#[cfg(test)]
mod proofs;

use kawu_ai::lesson::reply;
use kawu_engine::{Game, IllegalReason, Pit, Side, PITS};

pub use data::{lessons, Goal, Lesson, Level, Text};
pub use facts::Facts;
pub use judge::{Failure, Judged};

/// Where a level is in the lessons: its lesson and its rank there, both from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct At {
    /// The lesson's rank.
    pub lesson: usize,
    /// The level's rank in its lesson.
    pub level: usize,
}

impl At {
    /// The level's hook and progress key: `<lesson id>/<n>`, n from 1.
    #[must_use]
    pub fn key(self, lessons: &[Lesson]) -> String {
        let id = lessons.get(self.lesson).map_or("", |lesson| lesson.id);
        format!("{id}/{}", self.level + 1)
    }

    /// The level after this one: the next of its lesson, else the first of the next lesson.
    #[must_use]
    pub fn next(self, lessons: &[Lesson]) -> Option<At> {
        let count = lessons.get(self.lesson)?.levels.len();
        if self.level + 1 < count {
            Some(At {
                level: self.level + 1,
                ..self
            })
        } else {
            (self.lesson + 1 < lessons.len()).then_some(At {
                lesson: self.lesson + 1,
                level: 0,
            })
        }
    }
}

/// How a level ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Passed in `moves` moves of the player, winning `stars` (none when "Show me" played it).
    Pass {
        /// The player's moves.
        moves: u8,
        /// Stars won: 1 to 3, 0 when shown.
        stars: u8,
    },
    /// Failed, and what happened.
    Fail(Failure),
}

/// What the player (or the view's timer) does to a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The player tapped (or chose by keyboard) a pit.
    Sow(Pit),
    /// What plays by itself plays now (see [`Run::pending`]).
    Advance,
    /// Start the level again.
    Retry,
    /// Play the solution, move by move.
    ShowMe,
}

/// What plays by itself next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Auto {
    /// The opponent's reply.
    Reply,
    /// The opponent's reply that takes what the player left (after a failed "safe" move).
    Threat(Pit),
    /// The next move of the solution.
    Show,
}

/// A level being played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// Which level.
    pub at: At,
    /// The level.
    pub level: &'static Level,
    /// The game from the level's start.
    pub game: Game,
    /// Bumped on every change of the board (a move, a retry): the animation follows it.
    pub version: u64,
    /// True when the last change was a move to animate.
    pub animate: bool,
    /// The pit tapped as a prediction, in a prediction level.
    pub guess: Option<Pit>,
    /// How the level ended, once it did.
    pub verdict: Option<Verdict>,
    /// True while (and after) "Show me" plays the solution.
    pub showing: bool,
    /// What plays by itself next, if anything.
    next: Option<Auto>,
    /// A tap the rules refused, and why.
    pub notice: Option<(Pit, IllegalReason)>,
    /// The sentence of "Show me" for the move just shown.
    pub told: Option<Text>,
}

impl Run {
    /// Level `at` of `lessons`, from its start (`None` if there is no such level).
    #[must_use]
    pub fn start(lessons: &'static [Lesson], at: At) -> Option<Run> {
        let level = lessons.get(at.lesson)?.levels.get(at.level)?;
        Some(Run::of(at, level, 0))
    }

    fn of(at: At, level: &'static Level, version: u64) -> Run {
        Run {
            at,
            level,
            game: Game::from_position(level.start),
            version,
            animate: false,
            guess: None,
            verdict: None,
            showing: false,
            next: None,
            notice: None,
            told: None,
        }
    }

    /// The player's side (the side to move at the level's start).
    #[must_use]
    pub fn player(&self) -> Side {
        self.level.start.to_move()
    }

    /// The player's moves so far.
    #[must_use]
    pub fn moves(&self) -> u8 {
        let player = self.player();
        let count = self
            .game
            .plies()
            .iter()
            .filter(|ply| ply.trace.side == player)
            .count();
        u8::try_from(count).unwrap_or(u8::MAX)
    }

    /// True while the player may tap a pit: the level goes on, nothing plays by itself.
    #[must_use]
    pub fn open(&self) -> bool {
        self.verdict.is_none() && self.next.is_none() && !self.showing
    }

    /// What plays by itself next: the view sends [`Step::Advance`] once the board is still.
    #[must_use]
    pub fn pending(&self) -> Option<Auto> {
        self.next
    }

    /// The pits the player may tap now: the legal moves, or every pit for a prediction.
    #[must_use]
    pub fn playable(&self) -> [bool; PITS] {
        let mut playable = [false; PITS];
        if !self.open() {
            return playable;
        }
        if matches!(self.level.goal, Goal::Predict(_)) {
            return [true; PITS];
        }
        for pit in self.game.legal_moves().iter() {
            playable[pit.index()] = true;
        }
        playable
    }

    /// The pits marked on the board: the goal's target, the level's marks, the pit guessed.
    #[must_use]
    pub fn targets(&self) -> [bool; PITS] {
        let mut targets = [false; PITS];
        let goal = match self.level.goal {
            Goal::Land(pit) => Some(pit),
            _ => None,
        };
        for pit in self
            .level
            .marks
            .iter()
            .copied()
            .chain(goal)
            .chain(self.guess)
        {
            targets[pit.index()] = true;
        }
        targets
    }

    /// The facts the goal's sentence may name.
    #[must_use]
    pub fn goal_facts(&self) -> Facts {
        Facts::of_goal(self.level)
    }

    /// The facts of the player's last move, which the sentences after it name (why it worked,
    /// the sentence of "Show me").
    #[must_use]
    pub fn last_facts(&self) -> Option<Facts> {
        let player = self.player();
        let plies = self.game.plies();
        let at = plies.iter().rposition(|ply| ply.trace.side == player)?;
        let before = at
            .checked_sub(1)
            .map_or(self.game.start(), |i| plies[i].after);
        Some(Facts::of_move(self.level, &before, &plies[at].trace))
    }

    /// The player's tap: a prediction, or a move.
    fn tap(&mut self, pit: Pit) {
        self.notice = None;
        if let Goal::Predict(origin) = self.level.goal {
            self.guess = Some(pit);
            return self.play(origin);
        }
        self.play(pit);
    }

    fn advance(&mut self) {
        match self.next.take() {
            Some(Auto::Reply) => {
                if let Some(pit) = reply(&self.game.position()) {
                    self.play(pit);
                }
            }
            Some(Auto::Threat(pit)) => {
                self.play(pit);
                // The level is over: the threat only shows what the move left.
                self.next = None;
            }
            Some(Auto::Show) => {
                let solution = &self.level.solution;
                let Some(&pit) = solution.get(usize::from(self.moves())) else {
                    return;
                };
                self.told = self.level.show.get(usize::from(self.moves())).copied();
                self.tap(pit);
            }
            None => {}
        }
    }

    /// Plays `pit` (the player's or the opponent's), then judges.
    fn play(&mut self, pit: Pit) {
        match self.game.play(pit) {
            Ok(_) => {
                self.version += 1;
                self.animate = true;
                self.notice = None;
                self.settle();
            }
            Err(illegal) => {
                self.guess = None;
                self.notice = Some((pit, illegal.reason));
            }
        }
    }

    /// Judges the level after a ply, and says what plays next.
    fn settle(&mut self) {
        let players_turn = self.game.to_move() == self.player();
        match judge::judge(self.level, &self.game, self.guess) {
            Judged::Pass => {
                let moves = self.moves();
                let stars = if self.showing {
                    0
                } else {
                    judge::stars(self.level.par, moves)
                };
                self.verdict = Some(Verdict::Pass { moves, stars });
                self.next = None;
            }
            Judged::Fail(failure) => {
                self.verdict = Some(Verdict::Fail(failure));
                self.next = match failure {
                    Failure::Lost { reply, .. } if !players_turn => Some(Auto::Threat(reply)),
                    _ => None,
                };
            }
            Judged::Open if self.game.outcome().is_some() => self.next = None,
            Judged::Open if !players_turn => self.next = Some(Auto::Reply),
            Judged::Open => self.next = self.showing.then_some(Auto::Show),
        }
    }
}

impl crate::Machine for Run {
    type Step = Step;

    fn apply(&self, step: Step) -> Run {
        let mut next = self.clone();
        match step {
            Step::Retry => return Run::of(self.at, self.level, self.version + 1),
            Step::ShowMe => {
                let mut shown = Run::of(self.at, self.level, self.version + 1);
                shown.showing = true;
                shown.next = Some(Auto::Show);
                return shown;
            }
            Step::Sow(pit) if self.open() => next.tap(pit),
            Step::Sow(_) => {}
            Step::Advance => next.advance(),
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Machine;
    use kawu_engine::Position;

    fn pit(letter: char) -> Pit {
        Pit::from_letter(letter).expect("a pit letter")
    }

    /// A level of its own, for the state machine's tests.
    fn level(start: &str, goal: Goal, par: u8, limit: u8, solution: &str) -> &'static Level {
        let text = Text { en: "-", fr: "-" };
        Box::leak(Box::new(Level {
            start: start.parse::<Position>().expect("a position"),
            goal,
            par,
            limit,
            solution: solution.chars().map(pit).collect(),
            wrong: vec![],
            marks: vec![],
            claims: vec![],
            preview: false,
            goal_text: text,
            why: text,
            show: solution.chars().map(|_| text).collect(),
        }))
    }

    fn run(level: &'static Level) -> Run {
        Run::of(
            At {
                lesson: 0,
                level: 0,
            },
            level,
            0,
        )
    }

    /// Plays by itself until nothing is pending.
    fn settle(mut run: Run) -> Run {
        while run.pending().is_some() {
            run = run.apply(Step::Advance);
        }
        run
    }

    #[test]
    fn a_land_level_passes_on_the_target_and_fails_elsewhere_with_where_it_fell() {
        let level = level(
            "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
            Goal::Land(pit('a')),
            1,
            1,
            "C",
        );
        let start = run(level);
        assert!(start.targets()[pit('a').index()]);
        assert_eq!(
            start.playable(),
            [true, true, true, true, true, true, false, false, false, false, false, false]
        );
        let passed = start.apply(Step::Sow(pit('C')));
        assert_eq!(passed.verdict, Some(Verdict::Pass { moves: 1, stars: 3 }));
        assert!(passed.animate && passed.version > start.version);
        assert_eq!(
            passed.playable(),
            [false; PITS],
            "a level passed takes no more taps"
        );
        let failed = start.apply(Step::Sow(pit('B')));
        assert_eq!(
            failed.verdict,
            Some(Verdict::Fail(Failure::Landed {
                last: pit('F'),
                target: pit('a')
            }))
        );
        let again = failed.apply(Step::Retry);
        assert_eq!(
            (again.game.clone(), again.verdict),
            (start.game.clone(), None)
        );
        assert!(again.version > failed.version && !again.animate);
    }

    #[test]
    fn a_refused_tap_is_a_notice_and_not_a_move() {
        let start = run(level(
            "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
            Goal::Land(pit('a')),
            1,
            1,
            "C",
        ));
        let refused = start.apply(Step::Sow(pit('c')));
        assert_eq!(refused.notice, Some((pit('c'), IllegalReason::NotYourPit)));
        assert_eq!((refused.verdict, refused.version), (None, start.version));
    }

    #[test]
    fn the_opponent_replies_by_itself_and_a_capture_over_two_moves_counts_both() {
        // Only the machine here: the real levels are proven in `proofs.rs`.
        let start = run(level(
            "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
            Goal::Capture(2),
            2,
            3,
            "CC",
        ));
        let moved = start.apply(Step::Sow(pit('C')));
        assert_eq!(moved.verdict, None);
        assert_eq!(moved.pending(), Some(Auto::Reply));
        assert_eq!(
            moved.playable(),
            [false; PITS],
            "no tap while the opponent is to move"
        );
        let replied = moved.apply(Step::Advance);
        assert_eq!(replied.game.to_move(), Side::South);
        assert_eq!(replied.pending(), None);
        assert!(replied.version > moved.version);
    }

    #[test]
    fn show_me_plays_the_solution_with_its_sentences_and_wins_no_star() {
        let start = run(level(
            "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
            Goal::Land(pit('a')),
            1,
            1,
            "C",
        ));
        let showing = start.apply(Step::ShowMe);
        assert_eq!(showing.pending(), Some(Auto::Show));
        assert_eq!(showing.playable(), [false; PITS]);
        assert_eq!(
            showing.apply(Step::Sow(pit('B'))).game,
            showing.game,
            "no tap while shown"
        );
        let shown = settle(showing);
        assert_eq!(shown.verdict, Some(Verdict::Pass { moves: 1, stars: 0 }));
        assert!(shown.told.is_some());
        assert_eq!(shown.game.moves().collect::<Vec<_>>(), vec![pit('C')]);
    }

    #[test]
    fn a_prediction_taps_any_pit_then_sows_the_level_s_pit() {
        let start = run(level(
            "4-4-4-4-4-12-0-0-4-4-4-4-0-0-S",
            Goal::Predict(pit('F')),
            1,
            1,
            "a",
        ));
        assert_eq!(start.playable(), [true; PITS]);
        // F's 12 seeds: a to f, A to E, F skipped, and the twelfth in a.
        let right = start.apply(Step::Sow(pit('a')));
        assert_eq!(right.verdict, Some(Verdict::Pass { moves: 1, stars: 3 }));
        assert_eq!(right.game.moves().collect::<Vec<_>>(), vec![pit('F')]);
        assert!(right.targets()[pit('a').index()], "the guess is marked");
        let wrong = start.apply(Step::Sow(pit('F')));
        assert_eq!(
            wrong.verdict,
            Some(Verdict::Fail(Failure::Predicted {
                guess: pit('F'),
                last: pit('a')
            }))
        );
    }

    #[test]
    fn levels_follow_one_another_across_lessons() {
        let lessons = lessons();
        let first = At {
            lesson: 0,
            level: 0,
        };
        assert_eq!(first.key(lessons), format!("{}/1", lessons[0].id));
        let last_of_first = At {
            lesson: 0,
            level: lessons[0].levels.len() - 1,
        };
        assert_eq!(
            last_of_first.next(lessons),
            Some(At {
                lesson: 1,
                level: 0
            })
        );
        let very_last = At {
            lesson: lessons.len() - 1,
            level: lessons[lessons.len() - 1].levels.len() - 1,
        };
        assert_eq!(very_last.next(lessons), None);
        assert!(Run::start(lessons, very_last).is_some());
        assert!(Run::start(
            lessons,
            At {
                lesson: 99,
                level: 0
            }
        )
        .is_none());
    }
}
