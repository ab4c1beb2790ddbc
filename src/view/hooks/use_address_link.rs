//! The online game of the address's `#online/…` fragment, followed as it changes: online play
//! reads its links from the address itself (the page only notices that one is there).

use gloo_events::EventListenerOptions;
use yew::prelude::*;

use crate::view::hooks::{listen, use_listeners};
use kawu_model::online::{parse_link, OnlineLink};

/// The link in the address now.
fn in_address() -> Option<OnlineLink> {
    parse_link(&web_sys::window()?.location().hash().ok()?)
}

/// The online link of the address, if any; a link opened later (the fragment changes) takes
/// its place. A fragment the page rewrites itself (`history.replaceState`) is not followed.
#[hook]
pub fn use_address_link() -> Option<OnlineLink> {
    let link = use_state_eq(in_address);
    {
        let link = link.setter();
        use_listeners((), move |()| {
            let window = web_sys::window();
            let options = EventListenerOptions::default();
            listen(window.as_ref(), "hashchange", options, move |_| {
                if let Some(opened) = in_address() {
                    link.set(Some(opened));
                }
            })
            .into_iter()
            .collect()
        });
    }
    (*link).clone()
}
