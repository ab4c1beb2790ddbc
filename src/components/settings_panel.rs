//! The settings: opponent, level, side, language, orientation, animation speed. Each choice is a
//! button with `data-setting` and `data-value`.

use kawu_ai::Level;
use kawu_engine::Side;
use yew::prelude::*;

use crate::components::Panel;
use crate::i18n;
use crate::settings::{side_word, Lang, Mode, Orientation, Settings, Speed};
use crate::state::Setting;

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

/// One choice of a group.
struct Choice {
    value: &'static str,
    label: &'static str,
    chosen: bool,
    setting: Setting,
}

fn group(
    name: &'static str,
    key: &'static str,
    choices: Vec<Choice>,
    on_set: &Callback<Setting>,
) -> Html {
    html! {
        <fieldset class="setting-group">
            <legend>{ name }</legend>
            { for choices.into_iter().map(|choice| {
                let on_set = on_set.clone();
                let setting = choice.setting;
                let onclick = Callback::from(move |_: MouseEvent| on_set.emit(setting));
                html! {
                    <button type="button" class={classes!("choice", choice.chosen.then_some("chosen"))}
                        data-setting={key} data-value={choice.value}
                        aria-pressed={if choice.chosen { "true" } else { "false" }} {onclick}>
                        { choice.label }
                    </button>
                }
            }) }
        </fieldset>
    }
}

/// The settings panel.
#[component(SettingsPanel)]
pub fn settings_panel(props: &SettingsPanelProps) -> Html {
    let s = props.settings;
    let lang = s.lang;
    let texts = i18n::texts(lang);
    let modes = [Mode::Computer, Mode::TwoPlayers].map(|mode| Choice {
        value: mode.word(),
        label: i18n::mode(lang, mode),
        chosen: s.mode == mode,
        setting: Setting::Mode(mode),
    });
    let levels = Level::ALL.map(|level| Choice {
        value: level.name(),
        label: i18n::level(lang, level),
        chosen: s.level == level,
        setting: Setting::Level(level),
    });
    let sides = Side::ALL.map(|side| Choice {
        value: side_word(side),
        label: i18n::side_name(lang, side),
        chosen: s.side == side,
        setting: Setting::Side(side),
    });
    let langs = [Lang::Fr, Lang::En].map(|l| Choice {
        value: l.word(),
        label: i18n::language(l),
        chosen: lang == l,
        setting: Setting::Lang(l),
    });
    let orientations = [Orientation::Fixed, Orientation::TurnToPlayer].map(|o| Choice {
        value: o.word(),
        label: i18n::orientation(lang, o),
        chosen: s.orientation == o,
        setting: Setting::Orientation(o),
    });
    let speeds = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Off].map(|speed| Choice {
        value: speed.word(),
        label: i18n::speed(lang, speed),
        chosen: s.speed == speed,
        setting: Setting::Speed(speed),
    });
    let on_set = &props.on_set;
    html! {
        <Panel class="settings" label={texts.settings} close={texts.close} on_close={props.on_close.clone()}>
            { group(texts.groups[0], "mode", modes.into(), on_set) }
            { group(texts.groups[1], "level", levels.into(), on_set) }
            { group(texts.groups[2], "side", sides.into(), on_set) }
            { group(texts.groups[4], "orientation", orientations.into(), on_set) }
            { group(texts.groups[3], "lang", langs.into(), on_set) }
            { group(texts.groups[5], "speed", speeds.into(), on_set) }
        </Panel>
    }
}
