//! The one way the page listens to the browser: [`use_listeners`] keeps the listeners a closure
//! makes while its dependencies hold, and removes them (gloo's `EventListener` removes itself
//! when dropped) on unmount or before listening anew; [`listen`] makes one.

use gloo_events::{EventListener, EventListenerOptions};
use web_sys::{Event, EventTarget};
use yew::prelude::*;

/// A listener for `event` on `target`, if there is a target, with gloo's `options` (passive in
/// the bubble phase by default); removed when dropped.
#[must_use]
pub fn listen<T: AsRef<EventTarget>>(
    target: Option<&T>,
    event: &'static str,
    options: EventListenerOptions,
    handler: impl FnMut(&Event) + 'static,
) -> Option<EventListener> {
    Some(EventListener::new_with_options(
        target?.as_ref(),
        event,
        options,
        handler,
    ))
}

/// Keeps the listeners `make` returns for `deps` until `deps` change (then `make` runs again)
/// or the component goes away.
#[hook]
pub fn use_listeners<D, F>(deps: D, make: F)
where
    D: PartialEq + 'static,
    F: FnOnce(&D) -> Vec<EventListener> + 'static,
{
    use_effect_with(deps, move |deps| {
        let listeners = make(deps);
        move || drop(listeners)
    });
}
