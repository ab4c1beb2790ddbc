//! The Web Worker: answers each request of the page with `kawu-ai`, timed by `performance.now()`.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use kawu_ai::Clock;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Performance};

use crate::worker::keep::{self, Kept};
use kawu_protocol::Reply;
use kawu_worker::read;

/// The worker's clock: `performance.now()`, or the date when it is missing.
pub struct PerformanceClock(Option<Performance>);

impl PerformanceClock {
    /// The clock of the current global scope.
    #[must_use]
    pub fn new() -> PerformanceClock {
        let scope = js_sys::global()
            .dyn_into::<web_sys::WorkerGlobalScope>()
            .ok();
        PerformanceClock(scope.and_then(|scope| scope.performance()))
    }
}

impl Default for PerformanceClock {
    fn default() -> Self {
        PerformanceClock::new()
    }
}

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        self.0
            .as_ref()
            .map_or_else(js_sys::Date::now, Performance::now)
    }
}

/// How long the worker waits, idle, after a reply before it builds the endgame table (about
/// 2.4 s in wasm, and nothing can interrupt it): just long enough for a request already queued
/// to come first. Any later is lost time: right after the computer's reply the page animates
/// its sowing and the player thinks, which is when the build costs nobody anything.
const IDLE_MS: u32 = 20;

/// The worker's state between messages.
struct Shell {
    scope: DedicatedWorkerGlobalScope,
    clock: PerformanceClock,
    /// The table's build waiting for the worker to be idle; a new request cancels it.
    pending_build: Option<Timeout>,
    /// The stored copy of the table (see [`keep`]).
    kept: Kept,
    /// Requests that came while the stored table was read back, in order.
    waiting: VecDeque<String>,
}

impl Shell {
    /// Stores the table once it is built here, if no good copy is stored.
    fn keep_built(&mut self) {
        if self.kept == Kept::Missing {
            if let Some(table) = kawu_ai::endgame_if_ready() {
                keep::save(table);
                self.kept = Kept::Stored;
            }
        }
    }
}

/// Installs the message handler in the worker's global scope and tells the page it is ready.
/// Outside a worker it logs the problem and does nothing.
pub fn register() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        web_sys::console::error_1(&"kawu worker: not in a dedicated worker".into());
        return;
    };
    let shell = Rc::new(RefCell::new(Shell {
        scope: scope.clone(),
        clock: PerformanceClock::new(),
        pending_build: None,
        kept: Kept::Untried,
        waiting: VecDeque::new(),
    }));
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        receive(&shell, event.data().as_string());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &Reply::Ready);
}

/// Answers one message (`None` if it was not text), or keeps it for later while the stored
/// table is read back: the first request that may use the table waits for that.
fn receive(shell: &Rc<RefCell<Shell>>, text: Option<String>) {
    let mut state = shell.borrow_mut();
    drop(state.pending_build.take());
    let Some(text) = text else {
        let message = "a request must be text".to_owned();
        return post(&state.scope, &Reply::Error { id: None, message });
    };
    if state.kept == Kept::Loading {
        return state.waiting.push_back(text);
    }
    let asked = match read(&text) {
        Ok(asked) => asked,
        Err(reply) => return post(&state.scope, &reply),
    };
    if state.kept == Kept::Untried && asked.wants_table() {
        state.kept = Kept::Loading;
        state.waiting.push_back(text);
        wasm_bindgen_futures::spawn_local(read_back(Rc::clone(shell)));
        return;
    }
    let handled = asked.answer(&state.clock, js_sys::Date::now());
    post(&state.scope, &handled.reply);
    state.keep_built();
    if handled.prepare_table && kawu_ai::endgame_if_ready().is_none() {
        let later = Rc::downgrade(shell);
        state.pending_build = Some(Timeout::new(IDLE_MS, move || {
            kawu_ai::prepare_endgame();
            if let Some(shell) = later.upgrade() {
                shell.borrow_mut().keep_built();
            }
        }));
    }
}

/// Reads the stored table back (installed if good), then answers the requests that waited.
async fn read_back(shell: Rc<RefCell<Shell>>) {
    let kept = match keep::load().await {
        Some(table) => {
            kawu_ai::install_endgame(table);
            Kept::Stored
        }
        None => Kept::Missing,
    };
    shell.borrow_mut().kept = kept;
    loop {
        let next = shell.borrow_mut().waiting.pop_front();
        let Some(text) = next else { break };
        receive(&shell, Some(text));
    }
}

fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
    if let Err(error) = scope.post_message(&JsValue::from_str(&reply.to_string())) {
        web_sys::console::error_2(&"kawu worker: cannot answer".into(), &error);
    }
}
