//! The game's own controls, under the board: new game, undo, redo, hint, game (records) and
//! review. Each emits its [`Control`]. (Where to go is the header's navigation, `places`.)

use yew::prelude::*;

use crate::view::components::{control_button, flag, icon, Face};
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
