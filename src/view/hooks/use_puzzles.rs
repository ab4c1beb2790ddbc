//! The puzzles' room's errands in the browser: the set fetched once (with the index of the day's
//! puzzle by the browser's date), and the player's record kept each time it changes.

use std::rc::Rc;

use kawu_ai::puzzle::of_the_day;
use yew::prelude::*;

use crate::view::browser::puzzles;
use kawu_model::puzzle::browse::{Browsing, Step};

/// Today's puzzle among `count`, by the browser's date.
fn today(count: usize) -> usize {
    let now = js_sys::Date::new_0();
    of_the_day(
        now.get_full_year() as i32,
        now.get_month() + 1,
        now.get_date(),
        count,
    )
}

/// Fetches the set when the room opens and sends it (or why not) as a [`Step`]; writes the
/// record to `localStorage` each time [`Browsing::kept`] moves (a refusal is only logged: the
/// record lives on for this visit).
#[hook]
pub fn use_puzzles(browsing: &Browsing, dispatch: Callback<Step>) {
    use_effect_with((), move |()| {
        wasm_bindgen_futures::spawn_local(async move {
            dispatch.emit(match puzzles::fetch().await {
                Ok(set) => Step::Loaded {
                    day: today(set.len()),
                    puzzles: Rc::new(set),
                },
                Err(why) => Step::Failed(why),
            });
        });
    });
    let record = browsing.record.clone();
    use_effect_with(browsing.kept, move |&kept| {
        if kept == 0 {
            return;
        }
        if let Err(why) = puzzles::save(&record) {
            web_sys::console::warn_1(
                &format!("kawu: the puzzles' record is not kept: {why}").into(),
            );
        }
    });
}
