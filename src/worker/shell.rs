//! The Web Worker: answers each request of the page with `kawu-ai`, timed by `performance.now()`.

use std::cell::RefCell;

use gloo_timers::callback::Timeout;
use kawu_ai::Clock;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Performance};

use crate::protocol::Reply;
use crate::worker::think::handle;

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

/// Installs the message handler in the worker's global scope and tells the page it is ready.
/// Outside a worker it logs the problem and does nothing.
pub fn register() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        web_sys::console::error_1(&"kawu worker: not in a dedicated worker".into());
        return;
    };
    let clock = PerformanceClock::new();
    let reply_scope = scope.clone();
    // The table's build waiting for the worker to be idle; a new request cancels it.
    let pending_build = RefCell::new(None::<Timeout>);
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        drop(pending_build.borrow_mut().take());
        let Some(text) = event.data().as_string() else {
            let message = "a request must be text".to_owned();
            return post(&reply_scope, &Reply::Error { id: None, message });
        };
        let handled = handle(&text, &clock, js_sys::Date::now());
        post(&reply_scope, &handled.reply);
        if handled.prepare_table {
            let build = Timeout::new(IDLE_MS, || {
                kawu_ai::prepare_endgame();
            });
            *pending_build.borrow_mut() = Some(build);
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &Reply::Ready);
}

fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
    if let Err(error) = scope.post_message(&JsValue::from_str(&reply.to_string())) {
        web_sys::console::error_2(&"kawu worker: cannot answer".into(), &error);
    }
}
