//! The move preview: the pit pointed at or focused, and what sowing it would do.

use kawu_engine::Pit;
use yew::prelude::*;

use kawu_model::preview::{preview, Preview};
use kawu_model::state::AppState;

/// The preview to draw, and the callback the pits report hover and focus to. There is none
/// while a sowing is animated or when it is not the player's turn, and a pit pointed at before
/// a change of the game (a tap, a key, undo, a new game, the computer's move) shows nothing until
/// it is pointed at or focused again.
#[hook]
pub fn use_preview(state: &AppState, animating: bool) -> (Option<Preview>, Callback<Option<Pit>>) {
    // The pit, with the game version it was pointed at in.
    let pointed = use_state_eq(|| None::<(Pit, u64)>);
    let version = state.version;
    let players_turn = !animating && !state.computer_to_move() && state.game.outcome().is_none();
    let shown = (*pointed)
        .filter(|&(_, at)| players_turn && at == version)
        .and_then(|(pit, _)| preview(state.game.position(), pit));
    let on_preview =
        Callback::from(move |pit: Option<Pit>| pointed.set(pit.map(|pit| (pit, version))));
    (shown, on_preview)
}
