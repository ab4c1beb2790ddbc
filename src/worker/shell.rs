//! The Web Worker: answers each request of the page with `kawu-ai`, timed by `performance.now()`.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use kawu_ai::Clock;
use kawu_engine::Rules;
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
    /// The stored copy of each rule set's table looked for so far (see [`keep`]): the rules of
    /// the table ([`kawu_ai::endgame::Table::rules_for`]) and where it stands.
    kept: Vec<(Rules, Kept)>,
    /// Requests that came while the stored table was read back, in order.
    waiting: VecDeque<String>,
}

impl Shell {
    /// Where the stored copy of the table of `rules` stands.
    fn kept(&self, rules: Rules) -> Kept {
        self.kept
            .iter()
            .find(|&&(of, _)| of == rules)
            .map_or(Kept::Untried, |&(_, kept)| kept)
    }

    /// Says where the stored copy of the table of `rules` stands now.
    fn set_kept(&mut self, rules: Rules, kept: Kept) {
        self.kept.retain(|&(of, _)| of != rules);
        self.kept.push((rules, kept));
    }

    /// Stores each table once it is built here, if no good copy of it is stored.
    fn keep_built(&mut self) {
        for (rules, kept) in &mut self.kept {
            if *kept == Kept::Missing {
                if let Some(table) = kawu_ai::endgame_ready_for(*rules) {
                    keep::save(table);
                    *kept = Kept::Stored;
                }
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
        kept: Vec::new(),
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
    if state.kept.iter().any(|&(_, kept)| kept == Kept::Loading) {
        return state.waiting.push_back(text);
    }
    let asked = match read(&text) {
        Ok(asked) => asked,
        Err(reply) => return post(&state.scope, &reply),
    };
    let table = asked.table_rules();
    if let Some(rules) = table.filter(|&rules| state.kept(rules) == Kept::Untried) {
        state.set_kept(rules, Kept::Loading);
        state.waiting.push_back(text);
        wasm_bindgen_futures::spawn_local(read_back(Rc::clone(shell), rules));
        return;
    }
    let handled = asked.answer(&state.clock, js_sys::Date::now());
    post(&state.scope, &handled.reply);
    state.keep_built();
    let unbuilt = table.filter(|&rules| kawu_ai::endgame_ready_for(rules).is_none());
    if let Some(rules) = unbuilt.filter(|_| handled.prepare_table) {
        let later = Rc::downgrade(shell);
        state.pending_build = Some(Timeout::new(IDLE_MS, move || {
            kawu_ai::prepare_endgame_for(rules);
            if let Some(shell) = later.upgrade() {
                shell.borrow_mut().keep_built();
            }
        }));
    }
}

/// Reads the stored table of `rules` back (installed if good), then answers the requests that
/// waited.
async fn read_back(shell: Rc<RefCell<Shell>>, rules: Rules) {
    let kept = match keep::load(rules).await {
        Some(table) => {
            kawu_ai::install_endgame(table);
            Kept::Stored
        }
        None => Kept::Missing,
    };
    shell.borrow_mut().set_kept(rules, kept);
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
