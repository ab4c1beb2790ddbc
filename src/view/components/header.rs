//! The header: the title between the help button and the mute switch.

use yew::prelude::*;

use crate::view::components::MuteSwitch;
use kawu_model::controls::Control;
use kawu_model::settings::{Lang, Sound};

/// The language, the sound setting and what the two buttons do.
#[derive(Properties, PartialEq, Clone)]
pub struct HeaderProps {
    /// Language of the labels.
    pub lang: Lang,
    /// Sounds on or muted.
    pub sound: Sound,
    /// The help button was pressed.
    pub on_help: Callback<()>,
    /// The mute switch was pressed: the sound state wanted.
    pub on_sound: Callback<Sound>,
}

/// The page's header.
#[component(Header)]
pub fn header(props: &HeaderProps) -> Html {
    let help = kawu_i18n::texts(props.lang).help;
    let onclick = props.on_help.reform(|_: MouseEvent| ());
    html! {
        <header class="top">
            <button type="button" class="round help-button" data-action={Control::Help.word()}
                aria-label={help} title={help} {onclick}>{ "?" }</button>
            <h1>{ "Awalé" }</h1>
            <MuteSwitch lang={props.lang} sound={props.sound} on_change={props.on_sound.clone()} />
        </header>
    }
}
