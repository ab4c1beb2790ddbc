//! The computer, through the Web Worker: asks for a move when the computer is to move (once the
//! sowing animation is over), for a hint when the player wants one, and for the evaluation of
//! the position shown in review. Answers come back as actions tagged with the game version (or
//! the review's evaluation id); the reducer drops stale ones. A search no longer wanted is
//! stopped by ending the worker, and a fresh one starts for the next request; only a quick
//! evaluation is let finish when another evaluation follows it, which then waits its turn, so
//! that stepping through a game does not throw away the endgame table the worker built.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

use crate::protocol::{Reply, Request, Task};
use crate::review::{ReviewAction, QUICK_EVAL_MS};
use crate::state::{Action, AppState, Hint};

/// The script that starts the worker (`static/worker-start.js`): it loads Trunk's `worker.js`
/// and `worker_bg.wasm`.
const WORKER_URL: &str = "./worker-start.js";

/// The shortest time between a request and the computer's move, so that a quick answer does not
/// feel abrupt.
const THINKING_PAUSE_MS: f64 = 450.0;

/// A request sent and not yet answered.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Asked {
    id: u64,
    task: Task,
    at_ms: f64,
}

impl Asked {
    fn of(request: &Request) -> Asked {
        Asked {
            id: request.id,
            task: request.task,
            at_ms: now_ms(),
        }
    }

    /// Whether `request` is this one: the same id for the same kind of answer (a move or
    /// hint is tagged with the game version, an evaluation with the review's own ids).
    fn is(&self, request: &Request) -> bool {
        self.id == request.id && is_eval(self.task) == is_eval(request.task)
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

/// The worker and what it was asked.
#[derive(Default)]
struct Link {
    worker: Option<Worker>,
    on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
    on_error: Option<Closure<dyn FnMut(web_sys::Event)>>,
    ready: bool,
    /// What the worker is computing.
    working: Option<Asked>,
    /// The request to post once the worker is ready and idle.
    queued: Option<Request>,
    /// The request whose answer the page waits for.
    asked: Option<Asked>,
    pause: Option<Timeout>,
}

type Shared = Rc<RefCell<Link>>;

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or_else(js_sys::Date::now, |performance| performance.now())
}

/// Posts a request to a ready worker, stamped with the wall-clock time: the worker takes the
/// time it kept the request waiting out of the search (the worker's own loading is not counted).
fn post(worker: &Worker, request: &Request) -> Result<(), String> {
    let stamped = Request {
        sent_ms: Some(js_sys::Date::now() as u64),
        ..request.clone()
    };
    worker
        .post_message(&JsValue::from_str(&stamped.to_string()))
        .map_err(|error| format!("{error:?}"))
}

impl Link {
    /// Ends the worker and forgets everything it was asked.
    fn stop(&mut self) {
        if let Some(worker) = self.worker.take() {
            worker.terminate();
        }
        self.on_message = None;
        self.on_error = None;
        self.ready = false;
        self.working = None;
        self.queued = None;
        self.asked = None;
        self.pause = None;
    }

    /// Posts the queued request if the worker is ready and idle.
    fn post_queued(&mut self) -> Result<(), String> {
        if !self.ready || self.working.is_some() {
            return Ok(());
        }
        let (Some(worker), Some(request)) = (&self.worker, self.queued.take()) else {
            return Ok(());
        };
        self.working = Some(Asked::of(&request));
        post(worker, &request)
    }

    /// Sends a request, starting a worker when there is none.
    fn send(shared: &Shared, request: &Request, dispatch: &Callback<Action>) -> Result<(), String> {
        let mut link = shared.borrow_mut();
        if link.worker.is_none() {
            link.start(shared, dispatch)?;
        }
        link.asked = Some(Asked::of(request));
        link.queued = Some(request.clone());
        link.post_queued()
    }

    fn start(&mut self, shared: &Shared, dispatch: &Callback<Action>) -> Result<(), String> {
        let worker = Worker::new(WORKER_URL).map_err(|error| format!("{error:?}"))?;
        let on_message = {
            let (shared, dispatch) = (Rc::downgrade(shared), dispatch.clone());
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                if let Some(shared) = shared.upgrade() {
                    receive(&shared, event.data().as_string(), &dispatch);
                }
            })
        };
        let on_error = {
            let dispatch = dispatch.clone();
            Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
                fail(&dispatch, "worker error");
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.worker = Some(worker);
        self.on_message = Some(on_message);
        self.on_error = Some(on_error);
        self.ready = false;
        Ok(())
    }
}

/// Tells the player the computer failed, and the console why.
fn fail(dispatch: &Callback<Action>, why: impl std::fmt::Display) {
    web_sys::console::error_1(&format!("kawu: the computer failed: {why}").into());
    dispatch.emit(Action::WorkerFailed);
}

/// Handles one message from the worker.
fn receive(shared: &Shared, text: Option<String>, dispatch: &Callback<Action>) {
    let reply = match text.as_deref().map(str::parse::<Reply>) {
        Some(Ok(reply)) => reply,
        Some(Err(error)) => return fail(dispatch, error),
        None => return fail(dispatch, "not a text message"),
    };
    let mut link = shared.borrow_mut();
    match reply {
        Reply::Ready => link.ready = true,
        _ => link.working = None,
    }
    if let Err(error) = link.post_queued() {
        drop(link);
        return fail(dispatch, error);
    }
    let awaited = |link: &Link, id: u64, eval: bool| {
        link.asked
            .filter(|asked| asked.id == id && is_eval(asked.task) == eval)
    };
    match reply {
        Reply::Ready => {}
        Reply::Eval { id, analysis } => {
            if awaited(&link, id, true).is_some() {
                link.asked = None;
                drop(link);
                dispatch.emit(Action::Review(ReviewAction::Evaluated { id, analysis }));
            }
        }
        Reply::Move { id, pit } => {
            let Some(asked) = awaited(&link, id, false) else {
                return;
            };
            link.asked = None;
            if asked.task == Task::Hint {
                drop(link);
                return dispatch.emit(Action::HintReady { id, pit });
            }
            let Some(pit) = pit else { return };
            let wait = (THINKING_PAUSE_MS - (now_ms() - asked.at_ms)).max(0.0);
            let dispatch = dispatch.clone();
            // Whole milliseconds are enough for a pause; the value is small and positive.
            let wait = wait as u32;
            link.pause = Some(Timeout::new(wait, move || {
                dispatch.emit(Action::ComputerMove { id, pit });
            }));
        }
        Reply::Error { message, .. } => {
            link.asked = None;
            drop(link);
            fail(dispatch, message);
        }
    }
}

/// What the worker should be computing for `state`, if anything: the computer's move once the
/// sowing on screen is over, else a hint that was asked for this version of the game.
fn wanted(state: &AppState, animating: bool, seed: u64) -> Option<Task> {
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
fn request(state: &AppState, animating: bool, seed: u64) -> Option<Request> {
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

/// What the worker's task depends on; the request is looked at again whenever it changes:
/// the game's version, whether the computer may move, a hint pending, the review (entering it
/// ends any search, so leaving it must ask again for the move or hint still wanted) and the
/// evaluation it waits for.
fn task_key(state: &AppState, animating: bool) -> (u64, bool, bool, bool, Option<u64>) {
    (
        state.version,
        state.computer_to_move() && !animating,
        matches!(state.hint, Hint::Pending(_)),
        state.review.is_some(),
        state.review.as_ref().and_then(|review| review.pending()),
    )
}

/// Drives the worker for `state`: returns nothing, dispatches the answers.
#[hook]
pub fn use_ai(state: &UseReducerHandle<AppState>, animating: bool, dispatch: Callback<Action>) {
    let shared: Shared = use_mut_ref(Link::default);
    let deps = task_key(state, animating);
    // The handle is an `Rc`: the request is built from it only when the effect runs.
    let state = state.clone();
    use_effect_with(deps, move |_| {
        // Any 52-bit value will do: the seed only varies the weaker levels' play.
        let seed = (js_sys::Math::random() * 2f64.powi(52)) as u64;
        let request = request(&state, animating, seed);
        let awaited = shared.borrow().asked;
        let already =
            matches!((awaited, &request), (Some(asked), Some(request)) if asked.is(request));
        if !already {
            let working = shared.borrow().working;
            if working.is_some_and(|working| !working.lets_finish_before(request.as_ref())) {
                // The search under way is no longer wanted: end it rather than wait.
                shared.borrow_mut().stop();
            }
            let mut link = shared.borrow_mut();
            link.pause = None;
            link.asked = None;
            link.queued = None;
            drop(link);
            if let Some(request) = request {
                if let Err(error) = Link::send(&shared, &request, &dispatch) {
                    shared.borrow_mut().stop();
                    fail(&dispatch, error);
                }
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Mode;
    use crate::state::{Action, Setting};
    use crate::test_util::{pit, vs_computer};
    use kawu_ai::Level;

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

    /// What the link records of a request (without the browser's clock).
    fn asked_at_zero(request: &Request) -> Asked {
        Asked {
            id: request.id,
            task: request.task,
            at_ms: 0.0,
        }
    }

    #[test]
    fn under_review_the_worker_evaluates_the_position_shown_instead_of_moving() {
        let state = vs_computer().apply(Action::Sow(pit('C')));
        assert!(request(&state, false, 7).is_some_and(|r| !is_eval(r.task)));
        let review = state.apply(Action::Review(ReviewAction::Go(0)));
        let asked = request(&review, false, 7).expect("an evaluation");
        assert!(is_eval(asked.task));
        assert_eq!(asked.moves, Vec::new());
        let quick = asked_at_zero(&asked);
        let next = review.apply(Action::Review(ReviewAction::Forward));
        let next = request(&next, false, 7).expect("the next evaluation");
        assert!(!quick.is(&next));
        assert!(quick.lets_finish_before(Some(&next)));
        assert!(!quick.lets_finish_before(None));
        let deep = review.apply(Action::Review(ReviewAction::Deeper));
        let deep = asked_at_zero(&request(&deep, false, 7).expect("a deeper evaluation"));
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
        let evaluated = reviewing
            .review
            .as_ref()
            .and_then(crate::review::Review::pending)
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
}
