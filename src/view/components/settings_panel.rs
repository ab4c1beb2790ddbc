//! The settings: opponent, level, side, language, orientation, animation speed, the rules of a
//! new game (a preset, or custom and its five switches). Each choice is a button with
//! `data-setting` and `data-value`.

use kawu_ai::Level;
use kawu_engine::{Rules, Side, Switch};
use yew::prelude::*;

use crate::view::components::{choice_group, Panel};
use kawu_model::settings::Setting;
use kawu_model::settings::{side_word, Lang, Mode, Orientation, RulesChoice, Settings, Speed};

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
    // Custom stays chosen once picked, even when its switches happen to make a preset.
    let custom = use_state(|| RulesChoice::of(s.rules) == RulesChoice::Custom);
    let chosen = if *custom {
        RulesChoice::Custom
    } else {
        RulesChoice::of(s.rules)
    };
    let choices = RulesChoice::ALL.map(|choice| {
        (
            choice,
            choice.word(),
            kawu_i18n::rules::choice_name(lang, choice),
        )
    });
    let on_choice = {
        let (custom, on_set, now) = (custom.clone(), on_set.clone(), s.rules);
        Callback::from(move |choice: RulesChoice| {
            custom.set(choice == RulesChoice::Custom);
            on_set.emit(Setting::Rules(choice.rules(now)));
        })
    };
    html! {
        <Panel class="settings" label={texts.settings} close={texts.close} on_close={props.on_close.clone()}>
            { choice_group(texts.groups[0], "mode", &modes, s.mode, &on_set.reform(Setting::Mode)) }
            { choice_group(texts.groups[1], "level", &levels, s.level, &on_set.reform(Setting::Level)) }
            { choice_group(texts.groups[2], "side", &sides, s.side, &on_set.reform(Setting::Side)) }
            { choice_group(texts.groups[4], "orientation", &orientations, s.orientation,
                &on_set.reform(Setting::Orientation)) }
            { choice_group(texts.groups[3], "lang", &langs, lang, &on_set.reform(Setting::Lang)) }
            { choice_group(texts.groups[5], "speed", &speeds, s.speed, &on_set.reform(Setting::Speed)) }
            { choice_group(kawu_i18n::rules::legend(lang), "rules", &choices, chosen, &on_choice) }
            <p class="setting-note" data-rules-note="">{ kawu_i18n::rules::choice_sentence(lang, chosen) }</p>
            if chosen == RulesChoice::Custom {
                { for Switch::ALL.iter().map(|&switch| switches(lang, switch, s.rules, on_set)) }
            }
        </Panel>
    }
}

/// The group of one switch of custom rules: its two values, the one of `rules` chosen.
fn switches(lang: Lang, switch: Switch, rules: Rules, on_set: &Callback<Setting>) -> Html {
    let words = switch.values();
    let options = [0, 1].map(|index| {
        let label = kawu_i18n::rules::switch_value(lang, switch, index);
        (index, words[index], label)
    });
    let chosen = usize::from(rules.value(switch) == words[1]);
    let on_choose = on_set.reform(move |index: usize| {
        Setting::Rules(rules.with(switch, words[index]).unwrap_or(rules))
    });
    let legend = kawu_i18n::rules::switch_name(lang, switch);
    choice_group(legend, switch.name(), &options, chosen, &on_choose)
}
