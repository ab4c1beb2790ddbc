//! The moves of the game in letter notation, numbered by pairs, `+N` after a capture.

use yew::prelude::*;

use crate::i18n;
use crate::settings::Lang;

/// The moves to list.
#[derive(Properties, PartialEq, Clone)]
pub struct MoveListProps {
    /// Each move as text: its letter, then `+N` when it captured.
    pub moves: Vec<AttrValue>,
    /// Language.
    pub lang: Lang,
}

/// The move list.
#[component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let pairs = props.moves.chunks(2).enumerate().map(|(i, pair)| {
        html! {
            <li>
                <span class="number">{ format!("{}.", i + 1) }</span>
                { for pair.iter().map(|text| html! { <span class="move">{ text.clone() }</span> }) }
            </li>
        }
    });
    html! {
        <section class="move-list" aria-label={i18n::texts(props.lang).moves}>
            <h2>{ i18n::texts(props.lang).moves }</h2>
            <ol>{ for pairs }</ol>
        </section>
    }
}
