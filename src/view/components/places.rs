//! The navigation of places (Play, Learn, Puzzles, My games, Set up; Settings and Help), apart
//! from the game's controls: a `<nav>` landmark named in the player's language, one button a
//! place ([`Control::PLACES`]) with its `data-action` word, the place shown marked
//! `aria-current="page"`. The rooms of the game are tabs (a bar along the bottom of a phone,
//! the header's middle on a desktop), the tools round buttons in the header's corner.

use yew::prelude::*;

use crate::view::components::icon;
use kawu_model::controls::Control;
use kawu_model::settings::Lang;

/// The navigation in `lang`, `current` the place shown ([`Control::place`]); a choice goes to
/// `on_place`.
pub fn places(lang: Lang, current: Control, on_place: &Callback<Control>) -> Html {
    let place = |control: Control| {
        let label = kawu_i18n::control(lang, control);
        let current = (control == current).then_some("page");
        // A tool shows its icon alone: its label is its tooltip.
        let tip = control.is_tool().then_some(label);
        let onclick = on_place.reform(move |_: MouseEvent| control);
        html! {
            <li>
                <button type="button" class="place" data-action={control.word()} aria-current={current}
                    title={tip} {onclick}>
                    <span class="icon" aria-hidden="true">{ icon(control) }</span>
                    <span class="label">{ label }</span>
                </button>
            </li>
        }
    };
    let places = Control::PLACES.into_iter();
    html! {
        <nav class="places" aria-label={kawu_i18n::texts(lang).places}>
            <ul class="tabs">{ for places.clone().filter(|c| !c.is_tool()).map(place) }</ul>
            <ul class="tools">{ for places.filter(|c| c.is_tool()).map(place) }</ul>
        </nav>
    }
}
