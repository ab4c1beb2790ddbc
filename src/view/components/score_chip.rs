//! A score chip beside a compact board: a side's name and its captured seeds, on the side of the
//! board where that player's store would be (each player's right).

use kawu_engine::Side;
use yew::prelude::*;

use kawu_model::settings::{side_word, Lang};

/// Whose captures and where.
#[derive(Properties, PartialEq, Clone)]
pub struct ScoreChipProps {
    /// The side whose captures these are.
    pub side: Side,
    /// Seeds captured.
    pub seeds: u8,
    /// The language of the side's name.
    pub lang: Lang,
    /// True above the board (the top player's right is the screen's left).
    pub top: bool,
}

/// The captured seeds of one side, as a chip.
#[component(ScoreChip)]
pub fn score_chip(props: &ScoreChipProps) -> Html {
    html! {
        <p class={classes!("score-chip", if props.top { "top" } else { "bottom" })}>
            <span class="chip-name">{ kawu_i18n::side_name(props.lang, props.side) }</span>
            <span class="chip-pebble" aria-hidden="true" />
            <span class="chip-score" data-score={side_word(props.side)}>{ props.seeds }</span>
        </p>
    }
}
