//! The browser's side of a board's roving tab stop ([`kawu_model::roving`]): which place of
//! the board a key or a focus event happened on, and giving the keyboard focus to another place
//! of the same board.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The value of `attribute` on the place where `event` happened: the closest element, from
/// the event's target up, that has it (`data-pit`, `data-edit-pit`…).
pub(crate) fn event_place(event: &Event, attribute: &str) -> Option<String> {
    let target: web_sys::Element = event.target()?.dyn_into().ok()?;
    target
        .closest(&format!("[{attribute}]"))
        .ok()
        .flatten()?
        .get_attribute(attribute)
}

/// Gives the keyboard focus to the page's board tab stop (the pit with `tabindex="0"`), so
/// that keys play at once on a board just opened.
pub(crate) fn focus_tab_stop() {
    let pit = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| {
            let stop = document.query_selector("svg.board [data-pit][tabindex=\"0\"]");
            stop.ok().flatten()
        })
        .and_then(|pit| pit.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(pit) = pit {
        let _ = pit.focus();
    }
}

/// Gives the keyboard focus to the place matching `selector` on the board (the `svg`) where
/// `event` happened.
pub(crate) fn focus_on_board(event: &Event, selector: &str) {
    let place = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .and_then(|target| target.closest("svg").ok().flatten())
        .and_then(|board| board.query_selector(selector).ok().flatten())
        .and_then(|place| place.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(place) = place {
        let _ = place.focus();
    }
}
