//! Whether the screen is narrow (a phone held upright), kept up to date as it turns.

use gloo_events::EventListenerOptions;
use web_sys::MediaQueryList;
use yew::prelude::*;

use crate::view::hooks::{listen, use_listeners};

/// Screens where the board is compact: its stores give way to score chips.
const NARROW_QUERY: &str = "(max-width: 640px)";

fn query() -> Option<MediaQueryList> {
    web_sys::window()?.match_media(NARROW_QUERY).ok().flatten()
}

/// True while the board should be compact.
#[hook]
pub fn use_narrow() -> bool {
    let narrow = use_state(|| query().is_some_and(|list| list.matches()));
    {
        let narrow = narrow.clone();
        use_listeners((), move |()| {
            let list = query();
            let on_change = {
                let list = list.clone();
                move |_: &web_sys::Event| {
                    narrow.set(list.as_ref().is_some_and(MediaQueryList::matches));
                }
            };
            let options = EventListenerOptions::default();
            listen(list.as_ref(), "change", options, on_change)
                .into_iter()
                .collect()
        });
    }
    *narrow
}
