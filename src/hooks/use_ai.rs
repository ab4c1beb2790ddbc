//! The computer, through the Web Worker: asks for a move when the computer is to move (once the
//! sowing animation is over) and for a hint when the player wants one. Answers come back as
//! actions tagged with the game version; the reducer drops stale ones. A search no longer wanted
//! is stopped by ending the worker; a fresh one starts for the next request.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

use crate::protocol::{Reply, Request, Task};
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
    hint: bool,
    at_ms: f64,
}

/// The worker and what it was asked.
#[derive(Default)]
struct Link {
    worker: Option<Worker>,
    on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
    on_error: Option<Closure<dyn FnMut(web_sys::Event)>>,
    ready: bool,
    queued: Option<Request>,
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
        self.queued = None;
        self.asked = None;
        self.pause = None;
    }

    /// Sends a request, starting a worker when there is none.
    fn send(shared: &Shared, request: &Request, dispatch: &Callback<Action>) -> Result<(), String> {
        let mut link = shared.borrow_mut();
        if link.worker.is_none() {
            link.start(shared, dispatch)?;
        }
        link.asked = Some(Asked {
            id: request.id,
            hint: request.task == Task::Hint,
            at_ms: now_ms(),
        });
        match (&link.worker, link.ready) {
            (Some(worker), true) => post(worker, request),
            _ => {
                link.queued = Some(request.clone());
                Ok(())
            }
        }
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
        Reply::Ready => {
            link.ready = true;
            let queued = link.queued.take();
            if let (Some(worker), Some(request)) = (&link.worker, queued) {
                if let Err(error) = post(worker, &request) {
                    drop(link);
                    fail(dispatch, error);
                }
            }
        }
        Reply::Move { id, pit } => {
            let Some(asked) = link.asked.filter(|asked| asked.id == id) else {
                return;
            };
            link.asked = None;
            if asked.hint {
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

/// Drives the worker for `state`: returns nothing, dispatches the answers.
#[hook]
pub fn use_ai(state: &AppState, animating: bool, dispatch: Callback<Action>) {
    let shared: Shared = use_mut_ref(Link::default);
    let hint_pending = matches!(state.hint, Hint::Pending(_));
    let deps = (
        state.version,
        state.computer_to_move() && !animating,
        hint_pending,
    );
    let request_of = {
        let game = state.game.clone();
        // Any 52-bit value will do: the seed only varies the weaker levels' play.
        let seed = (js_sys::Math::random() * 2f64.powi(52)) as u64;
        let task = wanted(state, animating, seed);
        let id = state.version;
        move || {
            task.map(|task| Request {
                id,
                task,
                start: game.start(),
                moves: game.moves().collect(),
                sent_ms: None,
            })
        }
    };
    use_effect_with(deps, move |_| {
        let request = request_of();
        let busy = shared.borrow().asked;
        let already =
            matches!((busy, &request), (Some(asked), Some(request)) if asked.id == request.id);
        if !already {
            if busy.is_some() {
                // The search under way is no longer wanted: end it rather than wait.
                shared.borrow_mut().stop();
            }
            shared.borrow_mut().pause = None;
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
}
