//! The move preview: the pit pointed at or focused, and what sowing it would do.

use kawu_engine::Pit;
use yew::prelude::*;

use crate::preview::{preview, Preview};
use crate::state::AppState;

/// The preview to draw, and the callback the pits report hover and focus to. There is none
/// while a sowing is animated or when it is not the player's turn; every change of the game
/// (a tap, a key, undo, a new game, the computer's move) clears it until the next hover or focus.
#[hook]
pub fn use_preview(state: &AppState, animating: bool) -> (Option<Preview>, Callback<Option<Pit>>) {
    let pointed = use_state_eq(|| None::<Pit>);
    {
        let pointed = pointed.clone();
        use_effect_with(state.version, move |_| pointed.set(None));
    }
    let players_turn = !animating && !state.computer_to_move() && state.game.outcome().is_none();
    let shown = (*pointed)
        .filter(|_| players_turn)
        .and_then(|pit| preview(state.game.position(), pit));
    let on_preview = Callback::from(move |pit| pointed.set(pit));
    (shown, on_preview)
}
