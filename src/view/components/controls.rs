//! The buttons under the board: new game, undo, redo, hint, set up, game (records), review,
//! settings. (Help sits in the header, beside the title.)

use yew::prelude::*;

use crate::components::flag;
use crate::i18n;
use crate::settings::Lang;

/// Which buttons can be used, and what they do.
#[derive(Properties, PartialEq, Clone)]
pub struct ControlsProps {
    /// Language.
    pub lang: Lang,
    /// A hint can be asked now.
    pub can_hint: bool,
    /// A hint is being computed.
    pub hint_pending: bool,
    /// A move can be taken back.
    pub can_undo: bool,
    /// A move can be played again.
    pub can_redo: bool,
    /// The game is under review (the review button shows pressed).
    pub reviewing: bool,
    /// Pressed: the `data-action` word of the button.
    pub on_action: Callback<&'static str>,
}

/// The row of buttons.
#[component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let texts = i18n::texts(props.lang);
    let button = |action: &'static str, label: &'static str, enabled: bool, icon: &'static str| {
        let on_action = props.on_action.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_action.emit(action));
        // Only the review button is a toggle.
        let pressed = (action == "review").then_some(flag(props.reviewing));
        html! {
            <button type="button" class="control" data-action={action} disabled={!enabled}
                aria-pressed={pressed} {onclick}>
                <span class="icon" aria-hidden="true">{ icon }</span>
                <span class="label">{ label }</span>
            </button>
        }
    };
    html! {
        <nav class="controls">
            { button("new-game", texts.new_game, true, "↻") }
            { button("undo", texts.undo, props.can_undo, "↶") }
            { button("redo", texts.redo, props.can_redo, "↷") }
            // While the hint is computed, its star turns to an ellipsis.
            { button("hint", texts.hint, props.can_hint && !props.hint_pending,
                if props.hint_pending { "…" } else { "★" }) }
            { button("game", i18n::records::texts(props.lang).game, true, "⇅") }
            { button("setup", i18n::editor::texts(props.lang).open, true, "✎") }
            { button("review", i18n::review::texts(props.lang).review, true, "⇆") }
            { button("settings", texts.settings, true, "⚙") }
        </nav>
    }
}
