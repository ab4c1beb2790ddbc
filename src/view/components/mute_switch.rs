//! The mute switch in the header: a speaker, crossed out while muted.

use yew::prelude::*;

use crate::view::components::flag;
use kawu_model::settings::{Lang, Sound};

/// The sound state and what pressing the switch does.
#[derive(Properties, PartialEq, Clone)]
pub struct MuteSwitchProps {
    /// Language of the label.
    pub lang: Lang,
    /// Sounds on or muted.
    pub sound: Sound,
    /// Pressed: the sound state wanted.
    pub on_change: Callback<Sound>,
}

/// A toggle button, `aria-pressed` while muted.
#[component(MuteSwitch)]
pub fn mute_switch(props: &MuteSwitchProps) -> Html {
    let label = kawu_i18n::sound::texts(props.lang).mute;
    let muted = props.sound == Sound::Off;
    let onclick = {
        let (on_change, sound) = (props.on_change.clone(), props.sound);
        Callback::from(move |_: MouseEvent| on_change.emit(sound.toggled()))
    };
    html! {
        <button type="button" class="round mute" data-action="mute" aria-pressed={flag(muted)}
            aria-label={label} title={label} {onclick}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path class="speaker" d="M3 9h4l5-4v14l-5-4H3z" />
                if muted {
                    <path class="cross" d="M16 9l6 6M22 9l-6 6" />
                } else {
                    <path class="waves" d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
                }
            </svg>
        </button>
    }
}
