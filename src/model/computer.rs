//! The computer, as the page sees it: what the worker should be computing for the state of the
//! page ([`request`]), and the link to the worker as a state machine ([`Link`]) that turns what
//! the page wants and what the worker says into [`Command`]s. The hook `use_ai` only carries the
//! commands out (start or end a worker, post a message, dispatch an action after a pause), so
//! that every decision is tested here, natively.
//!
//! A search no longer wanted is stopped by ending the worker, and a fresh one starts for the next
//! request; only a quick evaluation is let finish when another evaluation follows it, which then
//! waits its turn, so that stepping through a game does not throw away the endgame table the
//! worker built. Answers come back tagged with the game version (or the review's evaluation id);
//! the link drops those the page no longer waits for, and the reducer drops stale ones.

use crate::model::review::{ReviewAction, QUICK_EVAL_MS};
use crate::model::state::{Action, AppState, Hint};
use crate::protocol::{Reply, Request, Task};

/// The shortest time between a request and the computer's move, in milliseconds, so that a
/// quick answer does not feel abrupt.
pub const THINKING_PAUSE_MS: f64 = 450.0;

/// What the worker should be computing for `state`, if anything: the computer's move once the
/// sowing on screen is over, else a hint that was asked for this version of the game.
#[must_use]
pub fn wanted(state: &AppState, animating: bool, seed: u64) -> Option<Task> {
    if state.computer_to_move() && !animating {
        Some(Task::Move {
            level: state.settings.level,
            seed,
        })
    } else if matches!(state.hint, Hint::Pending(id) if id == state.version) {
        Some(Task::Hint)
    } else {
        None
    }
}

/// The request the worker should be working on for `state`: the evaluation of the position
/// shown in review, else the move or hint of [`wanted`] on the whole game.
#[must_use]
pub fn request(state: &AppState, animating: bool, seed: u64) -> Option<Request> {
    if let Some(review) = &state.review {
        return review.request(&state.game);
    }
    let task = wanted(state, animating, seed)?;
    Some(Request::on_game(
        state.version,
        task,
        &state.game,
        state.game.plies().len(),
    ))
}

/// What the worker's task depends on; the request is looked at again whenever it changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TaskKey {
    /// The game's version.
    version: u64,
    /// Whether the computer may move now.
    computer_moves: bool,
    /// A hint is pending.
    hint: bool,
    /// Under review: entering it ends any search, so leaving it must ask again for the move or
    /// hint still wanted.
    reviewing: bool,
    /// The evaluation the review waits for.
    eval: Option<u64>,
}

/// The [`TaskKey`] of `state`.
#[must_use]
pub fn task_key(state: &AppState, animating: bool) -> TaskKey {
    TaskKey {
        version: state.version,
        computer_moves: state.computer_to_move() && !animating,
        hint: matches!(state.hint, Hint::Pending(_)),
        reviewing: state.review.is_some(),
        eval: state.review.as_ref().and_then(|review| review.pending()),
    }
}

/// Something the page must do for the link.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Start a fresh worker; it says [`Reply::Ready`] once loaded.
    Start,
    /// End the worker, whatever it is computing.
    Terminate,
    /// Post this request to the worker (stamped with the wall-clock time as it is sent).
    Post(Request),
    /// Dispatch this action after a pause of this many milliseconds (0: at once). A later
    /// pause, or [`Command::CancelPause`], replaces it.
    Dispatch {
        /// What to dispatch.
        action: Action,
        /// How long to wait first.
        after_ms: u32,
    },
    /// Forget the action waiting for its pause.
    CancelPause,
    /// The computer failed: tell the player, and the console why.
    Fail(String),
}

/// A request sent and not yet answered.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Asked {
    id: u64,
    task: Task,
    /// When it was asked, on the page's clock (milliseconds).
    at_ms: f64,
}

impl Asked {
    fn of(request: &Request, at_ms: f64) -> Asked {
        Asked {
            id: request.id,
            task: request.task,
            at_ms,
        }
    }

    /// Whether `request` is this one: the same id for the same kind of answer (a move or
    /// hint is tagged with the game version, an evaluation with the review's own ids).
    fn is(&self, request: &Request) -> bool {
        self.answers(request.id, is_eval(request.task))
    }

    /// Whether an answer with `id`, an evaluation or not, is this request's.
    fn answers(&self, id: u64, eval: bool) -> bool {
        self.id == id && is_eval(self.task) == eval
    }

    /// Whether the worker may finish this request before `next`: a quick evaluation followed
    /// by another evaluation.
    fn lets_finish_before(&self, next: Option<&Request>) -> bool {
        matches!(self.task, Task::Eval { movetime_ms } if movetime_ms <= QUICK_EVAL_MS)
            && next.is_some_and(|next| is_eval(next.task))
    }
}

fn is_eval(task: Task) -> bool {
    matches!(task, Task::Eval { .. })
}

/// The page's side of the conversation with the worker.
#[derive(Debug, Default)]
pub struct Link {
    /// A worker was started and not ended since.
    started: bool,
    /// The worker said it is loaded.
    ready: bool,
    /// What the worker is computing.
    working: Option<Asked>,
    /// The request to post once the worker is ready and idle.
    queued: Option<Request>,
    /// The request whose answer the page waits for.
    asked: Option<Asked>,
}

impl Link {
    /// The page now wants `request` computed (`None`: nothing), at `now_ms` on its clock.
    #[must_use]
    pub fn want(&mut self, request: Option<Request>, now_ms: f64) -> Vec<Command> {
        if let (Some(asked), Some(request)) = (self.asked, &request) {
            if asked.is(request) {
                return Vec::new();
            }
        }
        let mut commands = Vec::new();
        if self
            .working
            .is_some_and(|working| !working.lets_finish_before(request.as_ref()))
        {
            // The search under way is no longer wanted: end it rather than wait.
            commands.extend(self.stop());
        }
        commands.push(Command::CancelPause);
        self.asked = None;
        self.queued = None;
        let Some(request) = request else {
            return commands;
        };
        if !self.started {
            self.started = true;
            self.ready = false;
            commands.push(Command::Start);
        }
        self.asked = Some(Asked::of(&request, now_ms));
        self.queued = Some(request);
        commands.extend(self.post_queued());
        commands
    }

    /// One message from the worker (`None` when it was not text), at `now_ms`.
    #[must_use]
    pub fn receive(&mut self, text: Option<&str>, now_ms: f64) -> Vec<Command> {
        let reply = match text.map(str::parse::<Reply>) {
            Some(Ok(reply)) => reply,
            Some(Err(error)) => return vec![Command::Fail(error.to_string())],
            None => return vec![Command::Fail("not a text message".to_owned())],
        };
        match reply {
            Reply::Ready => self.ready = true,
            _ => self.working = None,
        }
        let posted = self.post_queued();
        posted
            .into_iter()
            .chain(self.answer(reply, now_ms))
            .collect()
    }

    /// The worker broke (an error event, a message that could not be posted, a worker that
    /// could not start): it is ended, and the player told.
    #[must_use]
    pub fn broke(&mut self, why: String) -> Vec<Command> {
        let mut commands: Vec<Command> = self.stop().into_iter().collect();
        commands.extend([Command::CancelPause, Command::Fail(why)]);
        commands
    }

    /// What the page does with a reply, once the link has taken it in.
    fn answer(&mut self, reply: Reply, now_ms: f64) -> Option<Command> {
        match reply {
            Reply::Ready => None,
            Reply::Eval { id, analysis } => {
                self.take_asked(id, true)?;
                let action = Action::Review(ReviewAction::Evaluated { id, analysis });
                Some(Command::Dispatch {
                    action,
                    after_ms: 0,
                })
            }
            Reply::Move { id, pit } => {
                let asked = self.take_asked(id, false)?;
                if asked.task == Task::Hint {
                    let action = Action::HintReady { id, pit };
                    return Some(Command::Dispatch {
                        action,
                        after_ms: 0,
                    });
                }
                let pit = pit?;
                // Whole milliseconds are enough for a pause; the value is small and positive.
                let after_ms = (THINKING_PAUSE_MS - (now_ms - asked.at_ms)).max(0.0) as u32;
                Some(Command::Dispatch {
                    action: Action::ComputerMove { id, pit },
                    after_ms,
                })
            }
            Reply::Error { message, .. } => {
                self.asked = None;
                Some(Command::Fail(message))
            }
        }
    }

    /// The request awaited, if an answer with `id` (an evaluation or not) is its answer; it is
    /// then no longer awaited.
    fn take_asked(&mut self, id: u64, eval: bool) -> Option<Asked> {
        let asked = self.asked.filter(|asked| asked.answers(id, eval))?;
        self.asked = None;
        Some(asked)
    }

    /// Posts the queued request if the worker is ready and idle.
    fn post_queued(&mut self) -> Option<Command> {
        if !self.ready || self.working.is_some() {
            return None;
        }
        let request = self.queued.take()?;
        let at_ms = self.asked.map_or(0.0, |asked| asked.at_ms);
        self.working = Some(Asked::of(&request, at_ms));
        Some(Command::Post(request))
    }

    /// Forgets everything the worker was asked; ends it if there is one.
    fn stop(&mut self) -> Option<Command> {
        let ended = std::mem::take(self);
        ended.started.then_some(Command::Terminate)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::review::Review;
    use crate::model::settings::Mode;
    use crate::model::state::vs_computer;
    use crate::model::state::Setting;
    use crate::model::test_util::pit;
    use kawu_ai::Level;
    use kawu_engine::Pit;

    #[test]
    fn the_computer_is_asked_once_the_sowing_is_over() {
        let state = vs_computer().apply(Action::Sow(pit('C')));
        assert_eq!(wanted(&state, true, 7), None);
        let task = Task::Move {
            level: Level::Medium,
            seed: 7,
        };
        assert_eq!(wanted(&state, false, 7), Some(task));
    }

    #[test]
    fn under_review_the_worker_evaluates_the_position_shown_instead_of_moving() {
        let state = vs_computer().apply(Action::Sow(pit('C')));
        assert!(request(&state, false, 7).is_some_and(|r| !is_eval(r.task)));
        let review = state.apply(Action::Review(ReviewAction::Go(0)));
        let asked = request(&review, false, 7).expect("an evaluation");
        assert!(is_eval(asked.task));
        assert_eq!(asked.moves, Vec::new());
        let quick = Asked::of(&asked, 0.0);
        let next = review.apply(Action::Review(ReviewAction::Forward));
        let next = request(&next, false, 7).expect("the next evaluation");
        assert!(!quick.is(&next));
        assert!(quick.lets_finish_before(Some(&next)));
        assert!(!quick.lets_finish_before(None));
        let deep = review.apply(Action::Review(ReviewAction::Deeper));
        let deep = Asked::of(&request(&deep, false, 7).expect("a deeper evaluation"), 0.0);
        assert!(!deep.lets_finish_before(Some(&next)));
    }

    #[test]
    fn a_hint_is_asked_only_for_the_current_version() {
        let state = vs_computer().apply(Action::Set(Setting::Mode(Mode::TwoPlayers)));
        assert_eq!(wanted(&state, false, 0), None);
        let asked = state.apply(Action::AskHint);
        assert_eq!(wanted(&asked, false, 0), Some(Task::Hint));
        let mut stale = asked.clone();
        stale.version += 1;
        assert_eq!(wanted(&stale, false, 0), None);
    }

    #[test]
    fn a_hint_cut_short_by_a_review_is_asked_again_when_the_review_ends() {
        let asked = vs_computer()
            .apply(Action::Set(Setting::Mode(Mode::TwoPlayers)))
            .apply(Action::AskHint);
        let reviewing = asked.apply(Action::Review(ReviewAction::Enter));
        let evaluated =
            reviewing
                .review
                .as_ref()
                .and_then(Review::pending)
                .map_or(reviewing.clone(), |id| {
                    reviewing.apply(Action::Review(ReviewAction::Evaluated {
                        id,
                        analysis: None,
                    }))
                });
        let back = evaluated.apply(Action::Review(ReviewAction::Exit));
        assert_ne!(task_key(&evaluated, false), task_key(&back, false));
        let again = request(&back, false, 0).expect("the hint again");
        assert_eq!(again.task, Task::Hint);
    }

    /// The computer's move request of a game against it after South's C.
    fn move_request() -> Request {
        let state = vs_computer().apply(Action::Sow(pit('C')));
        request(&state, false, 3).expect("the computer's move")
    }

    fn reply(reply: &Reply) -> String {
        reply.to_string()
    }

    #[test]
    fn a_first_request_starts_the_worker_and_is_posted_once_it_is_ready() {
        let mut link = Link::default();
        let asked = move_request();
        assert_eq!(
            link.want(Some(asked.clone()), 0.0),
            [Command::CancelPause, Command::Start]
        );
        assert_eq!(link.want(Some(asked.clone()), 5.0), [], "asked already");
        assert_eq!(
            link.receive(Some(&reply(&Reply::Ready)), 10.0),
            [Command::Post(asked.clone())]
        );
        let answer = Reply::Move {
            id: asked.id,
            pit: Some(pit('d')),
        };
        // Asked at 0 ms, answered at 100 ms: the move waits out the rest of the pause.
        assert_eq!(
            link.receive(Some(&reply(&answer)), 100.0),
            [Command::Dispatch {
                action: Action::ComputerMove {
                    id: asked.id,
                    pit: pit('d')
                },
                after_ms: 350
            }]
        );
        assert_eq!(
            link.receive(Some(&reply(&answer)), 200.0),
            [],
            "answered once"
        );
    }

    #[test]
    fn a_search_no_longer_wanted_ends_the_worker_and_a_fresh_one_takes_the_next() {
        let mut link = Link::default();
        let first = move_request();
        let _ = link.want(Some(first.clone()), 0.0);
        let _ = link.receive(Some(&reply(&Reply::Ready)), 1.0);
        assert_eq!(
            link.want(None, 2.0),
            [Command::Terminate, Command::CancelPause]
        );
        let late = Reply::Move {
            id: first.id,
            pit: Some(pit('d')),
        };
        assert_eq!(link.receive(Some(&reply(&late)), 3.0), [], "a late answer");
        assert_eq!(
            link.want(Some(first), 4.0),
            [Command::CancelPause, Command::Start]
        );
    }

    #[test]
    fn a_quick_evaluation_finishes_before_the_next_one_is_posted() {
        let game =
            kawu_engine::Game::replay(kawu_engine::Position::start(), &[pit('C')]).expect("legal");
        let review = Review::new(&game, 0);
        let quick = review.request(&game).expect("an evaluation");
        let next = Review::new(&game, 0)
            .apply(&game, &ReviewAction::Forward)
            .and_then(|review| review.request(&game))
            .expect("the next evaluation");
        let mut link = Link::default();
        let _ = link.want(Some(quick.clone()), 0.0);
        let _ = link.receive(Some(&reply(&Reply::Ready)), 1.0);
        assert_eq!(link.want(Some(next.clone()), 2.0), [Command::CancelPause]);
        let stale = Reply::Eval {
            id: quick.id,
            analysis: None,
        };
        assert_eq!(
            link.receive(Some(&reply(&stale)), 3.0),
            [Command::Post(next.clone())],
            "the stale answer is dropped and the next evaluation posted"
        );
        let fresh = Reply::Eval {
            id: next.id,
            analysis: None,
        };
        assert_eq!(
            link.receive(Some(&reply(&fresh)), 4.0),
            [Command::Dispatch {
                action: Action::Review(ReviewAction::Evaluated {
                    id: next.id,
                    analysis: None
                }),
                after_ms: 0
            }]
        );
    }

    #[test]
    fn a_hint_is_dispatched_at_once_and_garbage_is_a_failure() {
        let state = vs_computer()
            .apply(Action::Set(Setting::Mode(Mode::TwoPlayers)))
            .apply(Action::AskHint);
        let hint = request(&state, false, 0).expect("a hint");
        let mut link = Link::default();
        let _ = link.want(Some(hint.clone()), 0.0);
        let _ = link.receive(Some(&reply(&Reply::Ready)), 1.0);
        let pit = Pit::from_letter('F');
        assert_eq!(
            link.receive(Some(&reply(&Reply::Move { id: hint.id, pit })), 2.0),
            [Command::Dispatch {
                action: Action::HintReady { id: hint.id, pit },
                after_ms: 0
            }]
        );
        assert!(matches!(
            link.receive(Some("kawu/1 dance"), 3.0).as_slice(),
            [Command::Fail(_)]
        ));
        assert!(matches!(
            link.receive(None, 3.0).as_slice(),
            [Command::Fail(_)]
        ));
        assert_eq!(
            link.broke("worker error".to_owned()),
            [
                Command::Terminate,
                Command::CancelPause,
                Command::Fail("worker error".to_owned())
            ]
        );
    }
}
