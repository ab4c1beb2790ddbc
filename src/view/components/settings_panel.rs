//! The settings: opponent, level, side, language, orientation, animation speed. Each choice is a
//! button with `data-setting` and `data-value`.

use kawu_ai::Level;
use kawu_engine::Side;
use yew::prelude::*;

use crate::view::components::{choice_group, Panel};
use kawu_model::settings::Setting;
use kawu_model::settings::{side_word, Lang, Mode, Orientation, Settings, Speed};

/// The current settings and where to send a change.
#[derive(Properties, PartialEq, Clone)]
pub struct SettingsPanelProps {
    /// The settings now.
    pub settings: Settings,
    /// A choice was made.
    pub on_set: Callback<Setting>,
    /// Close the panel.
    pub on_close: Callback<()>,
}

/// The settings panel.
#[component(SettingsPanel)]
pub fn settings_panel(props: &SettingsPanelProps) -> Html {
    let s = props.settings;
    let lang = s.lang;
    let texts = kawu_i18n::texts(lang);
    let modes = [Mode::Computer, Mode::TwoPlayers]
        .map(|mode| (mode, mode.word(), kawu_i18n::mode(lang, mode)));
    let levels = Level::ALL.map(|level| (level, level.name(), kawu_i18n::level(lang, level)));
    let sides = Side::ALL.map(|side| (side, side_word(side), kawu_i18n::side_name(lang, side)));
    let langs = [Lang::Fr, Lang::En].map(|l| (l, l.word(), kawu_i18n::language(l)));
    let orientations = [Orientation::Fixed, Orientation::TurnToPlayer]
        .map(|o| (o, o.word(), kawu_i18n::orientation(lang, o)));
    let speeds = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Off]
        .map(|speed| (speed, speed.word(), kawu_i18n::speed(lang, speed)));
    let on_set = &props.on_set;
    html! {
        <Panel class="settings" label={texts.settings} close={texts.close} on_close={props.on_close.clone()}>
            { choice_group(texts.groups[0], "mode", &modes, s.mode, &on_set.reform(Setting::Mode)) }
            { choice_group(texts.groups[1], "level", &levels, s.level, &on_set.reform(Setting::Level)) }
            { choice_group(texts.groups[2], "side", &sides, s.side, &on_set.reform(Setting::Side)) }
            { choice_group(texts.groups[4], "orientation", &orientations, s.orientation,
                &on_set.reform(Setting::Orientation)) }
            { choice_group(texts.groups[3], "lang", &langs, lang, &on_set.reform(Setting::Lang)) }
            { choice_group(texts.groups[5], "speed", &speeds, s.speed, &on_set.reform(Setting::Speed)) }
        </Panel>
    }
}
