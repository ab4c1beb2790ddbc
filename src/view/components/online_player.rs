//! One side of an online game beside the board: whether its player is connected, their name
//! (as text, whatever they typed), the side, and its clock in a timed game.

use kawu_engine::Side;
use yew::prelude::*;

use crate::view::components::flag;
use kawu_i18n::online::{clock_label, clock_time, texts};
use kawu_i18n::side_name;
use kawu_model::settings::Lang;

/// What a side shows.
#[derive(Properties, PartialEq, Clone)]
pub struct OnlinePlayerProps {
    /// Language.
    pub lang: Lang,
    /// The side.
    pub side: Side,
    /// The player's name, once seated.
    pub name: Option<AttrValue>,
    /// The player is connected.
    pub present: bool,
    /// The time left and whether it runs, in a timed game.
    pub clock: Option<(u64, bool)>,
    /// This side is the page's own.
    pub mine: bool,
}

/// A side's strip.
#[component(OnlinePlayer)]
pub fn online_player(props: &OnlinePlayerProps) -> Html {
    let (lang, side) = (props.lang, props.side);
    let words = texts(lang);
    let side_word = kawu_model::settings::side_word(side);
    let presence = if props.present {
        words.present
    } else {
        words.absent
    };
    let name = props
        .name
        .clone()
        .unwrap_or_else(|| AttrValue::from(words.free_seat));
    let side_text = match (props.mine, lang) {
        (true, Lang::Fr) => format!("{}, vous", side_name(lang, side)),
        (true, Lang::En) => format!("{}, you", side_name(lang, side)),
        (false, _) => side_name(lang, side).to_owned(),
    };
    let running = props.clock.is_some_and(|(_, running)| running);
    html! {
        <div class={classes!("online-player", props.mine.then_some("mine"), running.then_some("running"))}>
            <span class={classes!("presence", props.present.then_some("here"))} role="img"
                aria-label={presence} title={presence} data-presence={side_word}
                data-connected={flag(props.present)}></span>
            <span class="player-name" data-player-name={side_word}>{ name }</span>
            <span class="player-side">{ side_text }</span>
            if let Some((ms, running)) = props.clock {
                <span class="player-clock" role="timer" aria-label={clock_label(lang, side, ms)}
                    data-clock={side_word} data-ms={ms.to_string()} data-running={flag(running)}>
                    { clock_time(ms) }
                </span>
            }
        </div>
    }
}
