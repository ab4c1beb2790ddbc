//! A button of the page, a control of the game or a place of the navigation: its icon beside
//! its label, its `data-action` word, and what it says of its state ([`Face`]).

use yew::prelude::*;

use kawu_model::controls::Control;
use kawu_model::settings::Lang;

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
        Control::Online => "⚇",
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
