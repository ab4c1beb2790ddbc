//! The game's own controls, under the board: new game, undo, redo, hint, game (records) and
//! review. Each emits its [`Control`]. (Where to go is the header's navigation, `places`, whose
//! buttons are drawn by the same [`control_button`].)

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

/// How a button shows now.
pub struct Face {
    /// Its picture, beside its label.
    pub icon: &'static str,
    /// It can be pressed.
    pub enabled: bool,
    /// A toggle's `aria-pressed`.
    pub pressed: Option<&'static str>,
    /// A place's `aria-current`.
    pub current: Option<&'static str>,
    /// Its tooltip, when its label is not shown.
    pub tip: Option<&'static str>,
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

/// The button of `control` in `lang`, of the CSS `class`, with its `data-action` word; a press
/// emits it to `on_press`.
pub fn control_button(
    lang: Lang,
    control: Control,
    face: Face,
    class: &'static str,
    on_press: &Callback<Control>,
) -> Html {
    let onclick = on_press.reform(move |_: MouseEvent| control);
    html! {
        <button type="button" {class} data-action={control.word()} disabled={!face.enabled}
            aria-pressed={face.pressed} aria-current={face.current} title={face.tip} {onclick}>
            <span class="icon" aria-hidden="true">{ face.icon }</span>
            <span class="label">{ kawu_i18n::control(lang, control) }</span>
        </button>
    }
}

/// How the button of `control` shows now.
fn face(props: &ControlsProps, control: Control) -> Face {
    let (icon, enabled) = match control {
        Control::Undo => (icon(control), props.can_undo),
        Control::Redo => (icon(control), props.can_redo),
        // While the hint is computed, its star turns to an ellipsis.
        Control::Hint if props.hint_pending => ("…", false),
        Control::Hint => (icon(control), props.can_hint),
        _ => (icon(control), true),
    };
    Face {
        icon,
        enabled,
        // Only the review button is a toggle.
        pressed: (control == Control::Review).then_some(flag(props.reviewing)),
        current: None,
        tip: None,
    }
}

/// The row of buttons.
#[component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let button = |control| {
        control_button(
            props.lang,
            control,
            face(props, control),
            "control",
            &props.on_action,
        )
    };
    html! {
        <div class="controls">
            { for Control::ROW.into_iter().map(button) }
        </div>
    }
}
