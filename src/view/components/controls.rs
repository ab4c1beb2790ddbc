//! The buttons under the board: new game, undo, redo, hint, game (records), my games, learn,
//! puzzles, online, set up, review, settings. (Help sits in the header, beside the title.) Each emits its
//! [`Control`].

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

/// The label, icon and whether it can be pressed, of one button.
fn face(props: &ControlsProps, control: Control) -> (&'static str, &'static str, bool) {
    let (texts, lang) = (kawu_i18n::texts(props.lang), props.lang);
    match control {
        Control::NewGame => (texts.new_game, "↻", true),
        Control::Undo => (texts.undo, "↶", props.can_undo),
        Control::Redo => (texts.redo, "↷", props.can_redo),
        // While the hint is computed, its star turns to an ellipsis.
        Control::Hint => (
            texts.hint,
            if props.hint_pending { "…" } else { "★" },
            props.can_hint && !props.hint_pending,
        ),
        Control::Game => (kawu_i18n::records::texts(lang).game, "⇅", true),
        Control::Library => (kawu_i18n::library::texts(lang).title, "▤", true),
        Control::Learn => (kawu_i18n::lessons::texts(lang).learn, "✦", true),
        Control::Puzzles => (kawu_i18n::puzzles::title(lang), "◆", true),
        Control::Online => (kawu_i18n::online::title(lang), "◎", true),
        Control::Setup => (kawu_i18n::editor::texts(lang).open, "✎", true),
        Control::Review => (kawu_i18n::review::texts(lang).review, "⇆", true),
        Control::Settings => (texts.settings, "⚙", true),
        Control::Help => (texts.help, "?", true),
    }
}

/// The row of buttons.
#[component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let button = |control: Control| {
        let (label, icon, enabled) = face(props, control);
        let onclick = props.on_action.reform(move |_: MouseEvent| control);
        // Only the review button is a toggle.
        let pressed = (control == Control::Review).then_some(flag(props.reviewing));
        html! {
            <button type="button" class="control" data-action={control.word()} disabled={!enabled}
                aria-pressed={pressed} {onclick}>
                <span class="icon" aria-hidden="true">{ icon }</span>
                <span class="label">{ label }</span>
            </button>
        }
    };
    html! {
        <nav class="controls">
            { for Control::ROW.into_iter().map(button) }
        </nav>
    }
}
