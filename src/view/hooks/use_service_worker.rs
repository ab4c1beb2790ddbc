//! Registers the service worker (`sw.js`, written into each build by scripts/precache.mjs) so the
//! game starts with no network after the first visit. Where it cannot be registered (an insecure
//! context, a browser without service workers, a network error), the console says why and the
//! game goes on as before: the player is never told.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::ServiceWorkerContainer;
use yew::prelude::*;

/// The worker's script, next to index.html; its scope is the page's folder.
const SCRIPT_URL: &str = "./sw.js";

fn log(why: &JsValue) {
    web_sys::console::warn_2(&"kawu: no offline play:".into(), why);
}

/// The page's service worker container, if this browser gives one here.
fn container() -> Option<ServiceWorkerContainer> {
    let window = web_sys::window()?;
    if !window.is_secure_context() {
        return None;
    }
    // `navigator.serviceWorker` is undefined where unsupported: read it without trusting it.
    js_sys::Reflect::get(&window.navigator(), &"serviceWorker".into())
        .ok()?
        .dyn_into::<ServiceWorkerContainer>()
        .ok()
}

/// Registers the worker; returns the closure that logs a failure, to keep while the page lives.
fn register() -> Option<Closure<dyn FnMut(JsValue)>> {
    let Some(container) = container() else {
        log(&"service workers are unavailable here".into());
        return None;
    };
    let on_error = Closure::<dyn FnMut(JsValue)>::new(|error: JsValue| log(&error));
    // The promise's rejection goes to the log; nothing waits for its success.
    let _ = container.register(SCRIPT_URL).catch(&on_error);
    Some(on_error)
}

/// Registers the service worker once, after the page's first render.
#[hook]
pub fn use_service_worker() {
    use_effect_with((), |()| {
        let on_error = register();
        move || drop(on_error)
    });
}
