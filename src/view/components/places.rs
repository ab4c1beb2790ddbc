//! The navigation of places (Play, Learn, Puzzles, My games, Set up; Settings and Help), apart
//! from the game's controls: a `<nav>` landmark named in the player's language, one button a
//! place ([`Control::PLACES`]) with its `data-action` word, the place shown marked
//! `aria-current="page"`. The rooms of the game are tabs (a bar along the bottom of a phone,
//! the header's middle on a desktop), the tools round buttons in the header's corner.

use yew::prelude::*;

use crate::view::components::{control_button, icon, Face};
use kawu_model::controls::Control;
use kawu_model::settings::Lang;

/// The navigation in `lang`, `current` the place shown ([`Control::place`]); a choice goes to
/// `on_place`.
pub fn places(lang: Lang, current: Control, on_place: &Callback<Control>) -> Html {
    let place = |control: Control| {
        let face = Face {
            icon: icon(control),
            enabled: true,
            pressed: None,
            current: (control == current).then_some("page"),
            // A tool shows its icon alone: its label is its tooltip too.
            tip: control.is_tool().then(|| kawu_i18n::control(lang, control)),
        };
        html! { <li>{ control_button(lang, control, face, "place", on_place) }</li> }
    };
    let (mut tabs, mut tools) = (Vec::new(), Vec::new());
    for control in Control::PLACES {
        let list = if control.is_tool() {
            &mut tools
        } else {
            &mut tabs
        };
        list.push(place(control));
    }
    html! {
        <nav class="places" aria-label={kawu_i18n::texts(lang).places}>
            <ul class="tabs">{ tabs }</ul>
            <ul class="tools">{ tools }</ul>
        </nav>
    }
}
