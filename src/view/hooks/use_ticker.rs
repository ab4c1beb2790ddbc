//! The page's clock, read again every so often while something on screen runs with it (an
//! online game's clocks, the time a connection has been lost).

use gloo_timers::callback::Interval;
use yew::prelude::*;

/// The page's clock (milliseconds since 1970), re-read every `every_ms` while `active`.
#[hook]
pub fn use_ticker(active: bool, every_ms: u32) -> f64 {
    // Set at each tick: a new state renders the component again.
    let tick = use_state(js_sys::Date::now);
    {
        let now = tick.setter();
        use_effect_with((active, every_ms), move |&(active, every_ms)| {
            // Dropping the interval stops it.
            let ticks =
                active.then(|| Interval::new(every_ms, move || now.set(js_sys::Date::now())));
            move || drop(ticks)
        });
    }
    // Read at each render: a render for another reason shows the time as it is too.
    js_sys::Date::now()
}
