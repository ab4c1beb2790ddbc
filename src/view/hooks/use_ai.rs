//! The computer, through the Web Worker: this hook carries out the commands of the link's state
//! machine ([`kawu_model::computer::Link`], where every decision is made and tested): it starts
//! and ends the worker, posts the requests, and dispatches the answers, the computer's move after
//! its short pause.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsValue;
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

use crate::view::hooks::Handle;

use crate::view::hooks::listen;
use kawu_model::computer::{request, task_key, Command, Link};
use kawu_model::state::{Action, AppState};
use kawu_protocol::Request;

/// The link, and the browser's side of it: the worker, its listeners, the pause before a move.
#[derive(Default)]
struct Shell {
    link: Link,
    worker: Option<Worker>,
    listeners: Vec<EventListener>,
    pause: Option<Timeout>,
    /// The timer of the link's deadline.
    deadline: Option<Timeout>,
}

type Shared = Rc<RefCell<Shell>>;

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or_else(js_sys::Date::now, |performance| performance.now())
}

/// Posts a request to the worker, stamped with the wall-clock time: the worker takes the time it
/// kept the request waiting out of the search (the worker's own loading is not counted).
fn post(worker: &Worker, request: &Request) -> Result<(), String> {
    let stamped = Request {
        sent_ms: Some(js_sys::Date::now() as u64),
        ..request.clone()
    };
    worker
        .post_message(&JsValue::from_str(&stamped.to_string()))
        .map_err(|error| format!("{error:?}"))
}

/// Starts a worker whose messages and errors go back to the link.
fn start(shared: &Shared, dispatch: &Callback<Action>) -> Result<Worker, String> {
    let worker = Worker::new(&crate::view::browser::build::worker_url())
        .map_err(|error| format!("{error:?}"))?;
    let on_message = {
        let (shared, dispatch) = (Rc::downgrade(shared), dispatch.clone());
        move |event: &web_sys::Event| {
            let Some(shared) = shared.upgrade() else {
                return;
            };
            let text = wasm_bindgen::JsCast::dyn_ref::<MessageEvent>(event)
                .and_then(|event| event.data().as_string());
            let commands = shared.borrow_mut().link.receive(text.as_deref(), now_ms());
            run(&shared, commands, &dispatch);
        }
    };
    let on_error = {
        let (shared, dispatch) = (Rc::downgrade(shared), dispatch.clone());
        move |_: &web_sys::Event| {
            if let Some(shared) = shared.upgrade() {
                let commands = shared
                    .borrow_mut()
                    .link
                    .broke("worker error".to_owned(), now_ms());
                run(&shared, commands, &dispatch);
            }
        }
    };
    let options = EventListenerOptions::default();
    let listeners = [
        listen(Some(&worker), "message", options, on_message),
        listen(Some(&worker), "error", options, on_error),
    ];
    shared.borrow_mut().listeners = listeners.into_iter().flatten().collect();
    Ok(worker)
}

/// Carries out the link's commands, in order; a browser refusal is handed back to the link,
/// whose answer is carried out in turn.
fn run(shared: &Shared, commands: Vec<Command>, dispatch: &Callback<Action>) {
    for command in commands {
        let refused = match command {
            Command::Start => match start(shared, dispatch) {
                Ok(worker) => {
                    shared.borrow_mut().worker = Some(worker);
                    None
                }
                Err(error) => Some(error),
            },
            Command::Terminate => {
                let mut shell = shared.borrow_mut();
                if let Some(worker) = shell.worker.take() {
                    worker.terminate();
                }
                shell.listeners.clear();
                None
            }
            Command::Post(request) => {
                let shell = shared.borrow();
                let worker = shell.worker.as_ref().ok_or("no worker to post to");
                worker
                    .map_err(str::to_owned)
                    .and_then(|worker| post(worker, &request))
                    .err()
            }
            Command::Dispatch { action, after_ms } => {
                if after_ms == 0 {
                    dispatch.emit(action);
                } else {
                    let dispatch = dispatch.clone();
                    let pause = Timeout::new(after_ms, move || dispatch.emit(action));
                    shared.borrow_mut().pause = Some(pause);
                }
                None
            }
            Command::CancelPause => {
                shared.borrow_mut().pause = None;
                None
            }
            Command::Deadline(after_ms) => {
                let (weak, dispatch) = (Rc::downgrade(shared), dispatch.clone());
                let timer = Timeout::new(after_ms, move || {
                    if let Some(shared) = weak.upgrade() {
                        let commands = shared.borrow_mut().link.check(now_ms());
                        run(&shared, commands, &dispatch);
                    }
                });
                shared.borrow_mut().deadline = Some(timer);
                None
            }
            Command::Fail(why) => {
                web_sys::console::error_1(&format!("kawu: the computer failed: {why}").into());
                dispatch.emit(Action::WorkerFailed);
                None
            }
        };
        if let Some(why) = refused {
            let commands = shared.borrow_mut().link.broke(why, now_ms());
            return run(shared, commands, dispatch);
        }
    }
}

/// Drives the worker for `state`: returns nothing, dispatches the answers.
#[hook]
pub fn use_ai(state: &Handle<AppState>, animating: bool, dispatch: Callback<Action>) {
    let shared: Shared = use_mut_ref(Shell::default);
    let deps = task_key(state, animating);
    // The handle is an `Rc`: the request is built from it only when the effect runs.
    let state = state.clone();
    use_effect_with(deps, move |_| {
        // Any 52-bit value will do: the seed only varies the weaker levels' play.
        let seed = (js_sys::Math::random() * 2f64.powi(52)) as u64;
        let wanted = request(&state, animating, seed);
        let commands = shared.borrow_mut().link.want(wanted, now_ms());
        run(&shared, commands, &dispatch);
    });
}
