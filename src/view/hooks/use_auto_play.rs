//! What plays by itself on a board of the rooms (a lesson's opponent, a puzzle's answer, the
//! moves of a solution shown): once the board is still, after a pause, the view is told to
//! advance.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// The pause before what plays by itself, once the board is still, in milliseconds.
pub const PAUSE_MS: u32 = 600;

/// Calls `advance` [`PAUSE_MS`] after the board at `version` is still (`animating` false), when
/// something is `waiting` to play; a change of either first cancels the pause.
#[hook]
pub fn use_auto_play(version: u64, waiting: bool, animating: bool, advance: Callback<()>) {
    use_effect_with(
        (version, waiting, animating),
        move |&(_, waiting, animating)| {
            let timer =
                (waiting && !animating).then(|| Timeout::new(PAUSE_MS, move || advance.emit(())));
            move || drop(timer)
        },
    );
}
