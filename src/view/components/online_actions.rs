//! The commands of an online game besides the moves, each shown only when the rules allow it
//! now: the opponent's draw offer to accept or decline, the claims once the opponent has been
//! gone long enough, and resign (asked twice), offer a draw, abort.

use kawu_online::Command;
use yew::prelude::*;

use kawu_i18n::online::texts;
use kawu_model::settings::Lang;

/// What the player may do, and where it goes.
#[derive(Properties, PartialEq, Clone)]
pub struct OnlineActionsProps {
    /// Language.
    pub lang: Lang,
    /// The commands the rules allow now.
    pub allowed: Vec<Command>,
    /// The player's own draw offer waits for an answer.
    pub offered: bool,
    /// A command chosen.
    pub on_command: Callback<Command>,
}

/// A button sending `command`, if allowed.
fn button(
    props: &OnlineActionsProps,
    command: Command,
    label: &'static str,
    go: bool,
) -> Option<Html> {
    props.allowed.contains(&command).then(|| {
        let onclick = props.on_command.reform(move |_: MouseEvent| command);
        html! {
            <button type="button" class={classes!("control", go.then_some("go"))}
                data-action={command.word()} {onclick}>
                { label }
            </button>
        }
    })
}

/// The commands.
#[component(OnlineActions)]
pub fn online_actions(props: &OnlineActionsProps) -> Html {
    let words = texts(props.lang);
    let confirming = use_state(|| false);
    let can = |command| props.allowed.contains(&command);
    // Asked again only while resigning is still allowed.
    let asking = *confirming && can(Command::Resign);
    let [resign, confirm, keep_playing] = words.resign;
    let ask = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(true))
    };
    let cancel = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(false))
    };
    let confirmed = {
        let on_command = props.on_command.clone();
        Callback::from(move |_: MouseEvent| {
            confirming.set(false);
            on_command.emit(Command::Resign);
        })
    };
    html! {
        <div class="online-actions">
            if can(Command::AcceptDraw) {
                <div class="online-question" role="group" aria-label={words.draw_offer}>
                    <p>{ words.draw_offer }</p>
                    { for button(props, Command::AcceptDraw, words.answer_draw[0], true) }
                    { for button(props, Command::DeclineDraw, words.answer_draw[1], false) }
                </div>
            }
            if can(Command::ClaimWin) || can(Command::ClaimDraw) {
                <div class="online-question" role="group" aria-label={words.opponent_gone}>
                    <p>{ words.opponent_gone }</p>
                    { for button(props, Command::ClaimWin, words.claim[0], true) }
                    { for button(props, Command::ClaimDraw, words.claim[1], false) }
                </div>
            }
            if props.offered {
                <p class="online-said">{ words.draw_offered }</p>
            }
            if asking {
                <div class="online-question" role="group" aria-label={words.resign_question}>
                    <p>{ words.resign_question }</p>
                    <button type="button" class="control go" data-action="confirm-resign" onclick={confirmed}>
                        { confirm }
                    </button>
                    <button type="button" class="control" data-action="cancel-resign" onclick={cancel}>
                        { keep_playing }
                    </button>
                </div>
            } else {
                <div class="online-buttons">
                    if can(Command::Resign) {
                        <button type="button" class="control" data-action="resign" onclick={ask}>
                            { resign }
                        </button>
                    }
                    // Offering while the opponent's offer waits would agree to it: Accept says so.
                    if !can(Command::AcceptDraw) {
                        { for button(props, Command::OfferDraw, words.offer_draw, false) }
                    }
                    { for button(props, Command::Abort, words.abort, false) }
                </div>
            }
        </div>
    }
}
