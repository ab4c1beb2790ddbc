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
//!
//! The link supervises the worker: a worker that does not say it is ready in time, says it could
//! not start, breaks, or leaves a request unanswered past its budget and a margin, is ended, and
//! the request is tried once more in a fresh worker; if that fails too, the player is told (and
//! can play on against a friend).

use crate::review::{ReviewAction, QUICK_EVAL_MS};
use crate::state::{Action, AppState, Hint, Tabs};
use kawu_protocol::{Reply, Request, Task};

/// The shortest time between a request and the computer's move, in milliseconds, so that a
/// quick answer does not feel abrupt.
pub const THINKING_PAUSE_MS: f64 = 450.0;

/// How long a fresh worker may take to load and say it is ready, in milliseconds.
pub const START_LIMIT_MS: f64 = 30_000.0;

/// How much longer than its search budget a request may take before the worker is taken for
/// hung, in milliseconds. Generous: the worker may be building the endgame table when the
/// request arrives (2.4–3.5 s of wasm on a desktop, several times that on a slow phone or a
/// busy machine), and a worker ended by mistake must build it again.
pub const ANSWER_MARGIN_MS: f64 = 15_000.0;

/// Whether this tab asks for the computer's move now: the computer is to move, the sowing on
/// screen is over, and the move that led here was not another tab's (that tab asks, and this
/// one follows it).
fn asks_for_move(state: &AppState, animating: bool) -> bool {
    state.computer_to_move() && !animating && state.tabs != Tabs::Following
}

/// What the worker should be computing for `state`, if anything: the computer's move once the
/// sowing on screen is over, else a hint that was asked for this version of the game.
#[must_use]
pub fn wanted(state: &AppState, animating: bool, seed: u64) -> Option<Task> {
    if asks_for_move(state, animating) {
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
        computer_moves: asks_for_move(state, animating),
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
    /// Call [`Link::check`] after this many milliseconds (a later one replaces it): the worker
    /// must have answered by then.
    Deadline(u32),
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
    /// The whole request awaited, to ask it again of a fresh worker.
    awaited: Option<Request>,
    /// The request awaited was already given a fresh worker once.
    retried: bool,
    /// When the worker must have said it is ready or answered, on the page's clock.
    deadline: Option<f64>,
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
        self.awaited = None;
        self.queued = None;
        self.retried = false;
        let Some(request) = request else {
            return commands;
        };
        self.asked = Some(Asked::of(&request, now_ms));
        self.awaited = Some(request.clone());
        self.queued = Some(request);
        commands.extend(self.start(now_ms));
        commands.extend(self.post_queued(now_ms));
        commands
    }

    /// Starts a worker if there is none, with its deadline to be ready.
    fn start(&mut self, now_ms: f64) -> Vec<Command> {
        if self.started {
            return Vec::new();
        }
        self.started = true;
        self.ready = false;
        let mut commands = vec![Command::Start];
        commands.push(self.set_deadline(now_ms, START_LIMIT_MS));
        commands
    }

    /// The worker must answer (or be ready) `within_ms` from `now_ms`.
    fn set_deadline(&mut self, now_ms: f64, within_ms: f64) -> Command {
        self.deadline = Some(now_ms + within_ms);
        // Whole milliseconds; the limits are small and positive.
        Command::Deadline(within_ms as u32)
    }

    /// The deadline set last has passed (the page's timer fired at `now_ms`): a worker that did
    /// not answer by then is taken for hung.
    #[must_use]
    pub fn check(&mut self, now_ms: f64) -> Vec<Command> {
        match self.deadline {
            Some(deadline) if now_ms >= deadline && (self.working.is_some() || !self.ready) => {
                let what = if self.ready { "answer" } else { "start" };
                self.broke(format!("the worker did not {what} in time"), now_ms)
            }
            _ => Vec::new(),
        }
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
            // The worker could not start (its files did not load): it is not a reply to a
            // request, and a fresh worker may do better.
            Reply::Error { id: None, message } if !self.ready => {
                return self.broke(message, now_ms);
            }
            _ => self.working = None,
        }
        self.deadline = None;
        let posted = self.post_queued(now_ms);
        posted
            .into_iter()
            .chain(self.answer(reply, now_ms))
            .collect()
    }

    /// The worker broke (an error event, a message that could not be posted, a worker that
    /// could not start or did not answer in time) at `now_ms`: it is ended, and the request
    /// awaited is asked once more of a fresh worker; when that was done already, the player is
    /// told. A worker that breaks while nothing is awaited is only ended.
    #[must_use]
    pub fn broke(&mut self, why: String, now_ms: f64) -> Vec<Command> {
        let (awaited, retried, asked) = (self.awaited.clone(), self.retried, self.asked);
        let mut commands: Vec<Command> = self.stop().into_iter().collect();
        commands.push(Command::CancelPause);
        // An idle worker that broke is only ended: the next request starts a fresh one.
        let Some(request) = awaited else {
            return commands;
        };
        if retried {
            commands.push(Command::Fail(why));
            return commands;
        }
        self.asked = asked;
        self.awaited = Some(request.clone());
        self.queued = Some(request);
        self.retried = true;
        commands.extend(self.start(now_ms));
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
            Reply::Move { id, pit, why } => {
                let asked = self.take_asked(id, false)?;
                if asked.task == Task::Hint {
                    let action = Action::HintReady { id, pit, why };
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
            // An error answers the request of its id, like any reply; one without an id (a
            // message the worker could not read) fails what the page waits for, if anything.
            Reply::Error { id, message } => {
                let asked = self.asked?;
                if id.is_some_and(|id| id != asked.id) {
                    return None;
                }
                self.asked = None;
                self.awaited = None;
                Some(Command::Fail(message))
            }
        }
    }

    /// The request awaited, if an answer with `id` (an evaluation or not) is its answer; it is
    /// then no longer awaited.
    fn take_asked(&mut self, id: u64, eval: bool) -> Option<Asked> {
        let asked = self.asked.filter(|asked| asked.answers(id, eval))?;
        self.asked = None;
        self.awaited = None;
        Some(asked)
    }

    /// Posts the queued request if the worker is ready and idle, with its deadline.
    fn post_queued(&mut self, now_ms: f64) -> Vec<Command> {
        if !self.ready || self.working.is_some() {
            return Vec::new();
        }
        let Some(request) = self.queued.take() else {
            return Vec::new();
        };
        let at_ms = self.asked.map_or(now_ms, |asked| asked.at_ms);
        self.working = Some(Asked::of(&request, at_ms));
        // The budget is whole milliseconds of search, well within an f64.
        let within = request.task.budget_ms() as f64 + ANSWER_MARGIN_MS;
        let mut commands = vec![Command::Post(request)];
        commands.push(self.set_deadline(now_ms, within));
        commands
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
    use crate::review::Review;
    use crate::settings::Mode;
    use crate::settings::Setting;
    use crate::test_util::pit;
    use crate::test_util::vs_computer;
    use crate::Machine;
    use kawu_ai::explain::Reason;
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
    fn a_tab_following_another_leaves_the_computer_to_it() {
        let here = vs_computer().identified(None, 3);
        let there = here.apply(Action::Sow(pit('C')));
        let following = here.apply(Action::OtherTab {
            id: here.game_id,
            game: there.game.clone(),
        });
        assert!(following.computer_to_move());
        assert_eq!(wanted(&following, false, 7), None, "the other tab asks");
        assert!(wanted(&there, false, 7).is_some());
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

    /// The deadline of a request once posted.
    fn answer_deadline(request: &Request) -> Command {
        Command::Deadline((request.task.budget_ms() as f64 + ANSWER_MARGIN_MS) as u32)
    }

    const START: Command = Command::Deadline(START_LIMIT_MS as u32);

    /// A link whose worker is ready and computing `request`.
    fn working_on(request: &Request) -> Link {
        let mut link = Link::default();
        let _ = link.want(Some(request.clone()), 0.0);
        let _ = link.receive(Some(&reply(&Reply::Ready)), 1.0);
        link
    }

    #[test]
    fn a_first_request_starts_the_worker_and_is_posted_once_it_is_ready() {
        let mut link = Link::default();
        let asked = move_request();
        assert_eq!(
            link.want(Some(asked.clone()), 0.0),
            [Command::CancelPause, Command::Start, START]
        );
        assert_eq!(link.want(Some(asked.clone()), 5.0), [], "asked already");
        assert_eq!(
            link.receive(Some(&reply(&Reply::Ready)), 10.0),
            [Command::Post(asked.clone()), answer_deadline(&asked)]
        );
        let answer = Reply::Move {
            id: asked.id,
            pit: Some(pit('d')),
            why: None,
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
        assert_eq!(link.check(1e9), [], "nothing is awaited: no deadline");
    }

    #[test]
    fn a_search_no_longer_wanted_ends_the_worker_and_a_fresh_one_takes_the_next() {
        let first = move_request();
        let mut link = working_on(&first);
        assert_eq!(
            link.want(None, 2.0),
            [Command::Terminate, Command::CancelPause]
        );
        let late = Reply::Move {
            id: first.id,
            pit: Some(pit('d')),
            why: None,
        };
        assert_eq!(link.receive(Some(&reply(&late)), 3.0), [], "a late answer");
        assert_eq!(
            link.want(Some(first), 4.0),
            [Command::CancelPause, Command::Start, START]
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
        let mut link = working_on(&quick);
        assert_eq!(link.want(Some(next.clone()), 2.0), [Command::CancelPause]);
        let stale = Reply::Eval {
            id: quick.id,
            analysis: None,
        };
        assert_eq!(
            link.receive(Some(&reply(&stale)), 3.0),
            [Command::Post(next.clone()), answer_deadline(&next)],
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
        let mut link = working_on(&hint);
        let (id, pit) = (hint.id, Pit::from_letter('F'));
        let why = Some(Reason::Best { depth: 12 });
        assert_eq!(
            link.receive(Some(&reply(&Reply::Move { id, pit, why })), 2.0),
            [Command::Dispatch {
                action: Action::HintReady { id, pit, why },
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
    }

    #[test]
    fn a_hung_request_is_asked_again_of_a_fresh_worker_then_the_player_is_told() {
        let asked = move_request();
        let mut link = working_on(&asked);
        assert_eq!(link.check(1_000.0), [], "within its budget");
        let due = asked.task.budget_ms() as f64 + ANSWER_MARGIN_MS + 1.0;
        assert_eq!(
            link.check(due + 1.0),
            [
                Command::Terminate,
                Command::CancelPause,
                Command::Start,
                START
            ],
            "a fresh worker for the same request"
        );
        assert_eq!(
            link.receive(Some(&reply(&Reply::Ready)), due + 2.0),
            [Command::Post(asked.clone()), answer_deadline(&asked)]
        );
        let failed = link.check(2.0 * due + 10.0);
        assert!(
            matches!(failed.as_slice(), [Command::Terminate, Command::CancelPause, Command::Fail(why)] if why.contains("did not answer")),
            "{failed:?}"
        );
    }

    #[test]
    fn a_worker_that_cannot_start_is_tried_once_more_then_the_player_is_told() {
        let asked = move_request();
        let mut link = Link::default();
        let _ = link.want(Some(asked.clone()), 0.0);
        let cannot = reply(&Reply::Error {
            id: None,
            message: "the worker could not start: 404".to_owned(),
        });
        assert_eq!(
            link.receive(Some(&cannot), 50.0),
            [
                Command::Terminate,
                Command::CancelPause,
                Command::Start,
                START
            ]
        );
        assert_eq!(
            link.receive(Some(&cannot), 90.0),
            [
                Command::Terminate,
                Command::CancelPause,
                Command::Fail("the worker could not start: 404".to_owned())
            ]
        );
        // A worker that never says anything is taken for hung at its start deadline.
        let mut silent = Link::default();
        let _ = silent.want(Some(asked), 0.0);
        assert_eq!(silent.check(START_LIMIT_MS - 1.0), []);
        assert_eq!(
            silent.check(START_LIMIT_MS),
            [
                Command::Terminate,
                Command::CancelPause,
                Command::Start,
                START
            ]
        );
    }

    #[test]
    fn an_error_reply_answers_only_its_own_request() {
        let asked = move_request();
        let mut link = working_on(&asked);
        let stale = reply(&Reply::Error {
            id: Some(asked.id + 7),
            message: "illegal move".to_owned(),
        });
        assert_eq!(link.receive(Some(&stale), 5.0), [], "not this request's");
        let own = reply(&Reply::Error {
            id: Some(asked.id),
            message: "illegal move".to_owned(),
        });
        assert_eq!(
            link.receive(Some(&own), 6.0),
            [Command::Fail("illegal move".to_owned())]
        );
        assert_eq!(link.check(1e9), [], "nothing awaited any more");
    }

    #[test]
    fn a_broken_worker_is_replaced_once_for_the_request_awaited() {
        let asked = move_request();
        let mut link = working_on(&asked);
        assert_eq!(
            link.broke("worker error".to_owned(), 10.0),
            [
                Command::Terminate,
                Command::CancelPause,
                Command::Start,
                START
            ]
        );
        let mut idle = working_on(&asked);
        let answer = reply(&Reply::Move {
            id: asked.id,
            pit: Some(pit('d')),
            why: None,
        });
        let _ = idle.receive(Some(&answer), 5.0);
        assert_eq!(
            idle.broke("worker error".to_owned(), 10.0),
            [Command::Terminate, Command::CancelPause],
            "nothing awaited: no notice"
        );
    }
}
