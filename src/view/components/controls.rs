//! The game's own controls, under the board: new game, undo, redo, hint, game (records) and
//! review. Each emits its [`Control`]. (Where to go is the header's navigation: `Places`.)

use yew::prelude::*;

use crate::view::components::flag;
use kawu_model::controls::Control;
use kawu_model::settings::Lang;

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
    /// A button was pressed.
    pub on_action: Callback<Control>,
}

/// The picture of a button, a character beside its label: the controls' and the places'.
#[must_use]
pub const fn icon(control: Control) -> &'static str {
    match control {
        Control::Play => "◉",
        Control::NewGame => "↻",
        Control::Undo => "↶",
        Control::Redo => "↷",
        Control::Hint => "★",
        Control::Game => "⇅",
        Control::Library => "▤",
        Control::Learn => "✦",
        Control::Puzzles => "◆",
        Control::Setup => "✎",
        Control::Review => "⇆",
        Control::Settings => "⚙",
        Control::Help => "?",
    }
}

/// The icon and whether it can be pressed, of one button.
fn face(props: &ControlsProps, control: Control) -> (&'static str, bool) {
    match control {
        Control::Undo => (icon(control), props.can_undo),
        Control::Redo => (icon(control), props.can_redo),
        // While the hint is computed, its star turns to an ellipsis.
        Control::Hint if props.hint_pending => ("…", false),
        Control::Hint => (icon(control), props.can_hint),
        _ => (icon(control), true),
    }
}

/// The row of buttons.
#[component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let button = |control: Control| {
        let (icon, enabled) = face(props, control);
        let onclick = props.on_action.reform(move |_: MouseEvent| control);
        // Only the review button is a toggle.
        let pressed = (control == Control::Review).then_some(flag(props.reviewing));
        html! {
            <button type="button" class="control" data-action={control.word()} disabled={!enabled}
                aria-pressed={pressed} {onclick}>
                <span class="icon" aria-hidden="true">{ icon }</span>
                <span class="label">{ kawu_i18n::control(props.lang, control) }</span>
            </button>
        }
    };
    html! {
        <div class="controls">
            { for Control::ROW.into_iter().map(button) }
        </div>
    }
}
