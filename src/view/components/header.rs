//! The header, the page's banner: the title, the navigation of places and the mute switch.

use yew::prelude::*;

use crate::view::components::{places, MuteSwitch};
use kawu_model::controls::Control;
use kawu_model::settings::{Lang, Sound};

/// The language, the sound setting, the place shown and what the buttons do.
#[derive(Properties, PartialEq, Clone)]
pub struct HeaderProps {
    /// Language of the labels.
    pub lang: Lang,
    /// Sounds on or muted.
    pub sound: Sound,
    /// The place shown now.
    pub place: Control,
    /// A place was chosen.
    pub on_place: Callback<Control>,
    /// The mute switch was pressed: the sound state wanted.
    pub on_sound: Callback<Sound>,
}

/// The page's header.
#[component(Header)]
pub fn header(props: &HeaderProps) -> Html {
    html! {
        <header class="top">
            <h1>{ "Awalé" }</h1>
            { places(props.lang, props.place, &props.on_place) }
            <MuteSwitch lang={props.lang} sound={props.sound} on_change={props.on_sound.clone()} />
        </header>
    }
}
