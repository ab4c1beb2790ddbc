//! The header, the page's banner: the title, the navigation of places and the mute switch.

use yew::prelude::*;

use crate::view::components::{places, MuteSwitch};
use kawu_model::controls::Control;
use kawu_model::settings::{Lang, Sound};

/// The page's header in `lang`: the navigation shows `place` and sends a choice to `on_place`;
/// the mute switch shows `sound` and sends the state wanted to `on_sound`.
pub fn header(
    lang: Lang,
    sound: Sound,
    place: Control,
    on_place: &Callback<Control>,
    on_sound: Callback<Sound>,
) -> Html {
    html! {
        <header class="top">
            <h1>{ "Awalé" }</h1>
            { places(lang, place, on_place) }
            <MuteSwitch {lang} {sound} on_change={on_sound} />
        </header>
    }
}
