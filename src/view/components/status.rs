//! The status line (whose turn, thinking, the result) and the polite live region.

use kawu_engine::{Outcome, Pit, Side};
use yew::prelude::*;

use crate::view::components::flag;
use kawu_model::settings::{side_word, Lang};

/// What the status says.
#[derive(Properties, PartialEq, Clone)]
pub struct StatusProps {
    /// The side to move.
    pub to_move: Side,
    /// The end of the game, once over.
    pub outcome: Option<Outcome>,
    /// The computer's side, against the computer.
    pub computer: Option<Side>,
    /// The computer is thinking.
    pub thinking: bool,
    /// The move being animated, side and pit: the status names it until the seeds are down
    /// (and a tap skips it: the notice says so when there is nothing else to say).
    pub sowing: Option<(Side, Pit)>,
    /// A notice for the player, if any.
    pub notice: Option<AttrValue>,
    /// Why the hint shown, if any (said where the notice goes, when there is none).
    pub why: Option<AttrValue>,
    /// What the live region announces (last move, capture, result).
    pub announce: AttrValue,
    /// The side to move moved last: its last seed fell in its store (Kalah), it plays again.
    #[prop_or_default]
    pub again: bool,
    /// Language.
    pub lang: Lang,
    /// Once the game is over: analyse it.
    #[prop_or_default]
    pub on_analyse: Option<Callback<()>>,
}

/// Whose turn, or the result; with the notice, or why the hint, under it. The attributes follow the game at once
/// (`data-turn` is the side to move, `data-result` is set once over); the words name the move
/// being sown until its animation ends.
#[component(Status)]
pub fn status(props: &StatusProps) -> Html {
    let lang = props.lang;
    let (turn, result) = match &props.outcome {
        Some(outcome) => (None, Some(outcome.winner().map_or("draw", side_word))),
        None => (Some(side_word(props.to_move)), None),
    };
    let text = match (props.sowing, &props.outcome) {
        (Some((side, pit)), _) => kawu_i18n::sowing(lang, side, pit),
        (None, Some(outcome)) => kawu_i18n::outcome(lang, outcome, props.to_move),
        (None, None) if props.again => format!(
            "{} — {}",
            kawu_i18n::rules::play_again(lang),
            kawu_i18n::turn(lang, props.to_move, props.computer)
        ),
        (None, None) => kawu_i18n::turn(lang, props.to_move, props.computer),
    };
    let again = props.again && props.sowing.is_none() && props.outcome.is_none();
    let over = result.is_some() && props.sowing.is_none();
    let thinking = props.thinking && props.outcome.is_none();
    html! {
        <div class="status-area">
            <p class={classes!("status", over.then_some("over"))} data-turn={turn} data-result={result}
                data-thinking={flag(thinking)} data-play-again={again.then_some("")}>
                <span class="status-text">{ text }</span>
                if thinking {
                    <span class="thinking"><span class="dot" /><span class="dot" /><span class="dot" />
                        <span class="visually-hidden">{ kawu_i18n::texts(lang).thinking }</span></span>
                }
            </p>
            if let Some(notice) = props.notice.clone() {
                <p class="notice" role="note" data-notice="">{ notice }</p>
            } else if let Some(why) = props.why.clone() {
                <p class="notice why" role="note" data-hint-why="">{ why }</p>
            } else if props.sowing.is_some() {
                <p class="notice tip">{ kawu_i18n::texts(lang).skip }</p>
            } else {
                <p class="notice" role="note" />
            }
            if let Some(on_analyse) = props.on_analyse.clone() {
                <button type="button" class="analyse" data-action="analyse"
                    onclick={on_analyse.reform(|_: MouseEvent| ())}>{ kawu_i18n::story::texts(lang).analyse }</button>
            }
            <p class="visually-hidden" aria-live="polite">{ props.announce.clone() }</p>
        </div>
    }
}
