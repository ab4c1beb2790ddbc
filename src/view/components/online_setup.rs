//! The form that creates an online game: the time control (a preset, unlimited, or custom
//! minutes and increment), the side, the rules, an optional name, then Create. The server answers with
//! the game, the creator's seat and its secret (kept on the device, with the invitation) or why
//! not, said in the form.

use yew::platform::spawn_local;
use yew::prelude::*;

use crate::view::browser::online;
use crate::view::components::{choice_group, Hook};
use kawu_engine::Rules;
use kawu_i18n::online::{self as words, texts};
use kawu_model::online::{Form, Seated, TimeChoice, COLORS};
use kawu_model::settings::{Lang, RulesChoice};
use kawu_online::wire::Created;

/// What the form needs.
#[derive(Properties, PartialEq, Clone)]
pub struct OnlineSetupProps {
    /// Language.
    pub lang: Lang,
    /// The name chosen last, offered again.
    pub name: Option<AttrValue>,
    /// The rules chosen in the settings, offered first.
    pub rules: Rules,
    /// The game created (its seat already kept).
    pub on_created: Callback<Created>,
}

/// Where the form stands.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Sending {
    /// Being filled in.
    Idle,
    /// Sent: waiting for the server.
    Busy,
    /// Refused: why, in words.
    Refused(String),
}

/// A field of the form: its label, the input, and a word of help.
fn field(label: &'static str, input: Html, help: Option<&'static str>) -> Html {
    html! {
        <label class="online-field">
            <span class="online-label">{ label }</span>
            { input }
            if let Some(help) = help {
                <span class="online-help">{ help }</span>
            }
        </label>
    }
}

/// A choice of the form that changes it with `change`.
fn choose<T: 'static>(form: &UseStateHandle<Form>, change: fn(&mut Form, T)) -> Callback<T> {
    let form = form.clone();
    Callback::from(move |value| {
        let mut next = (*form).clone();
        change(&mut next, value);
        form.set(next);
    })
}

/// Keeps the creator's seat on the device, and the name chosen for the next time.
fn keep_created(created: &Created, form: &Form) {
    let Some(seat) = created.seat.side() else {
        return;
    };
    let seated = Seated {
        game: created.game.clone(),
        seat,
        secret: created.secret.clone(),
        control: form
            .control()
            .unwrap_or(kawu_online::TimeControl::Unlimited),
        finish: None,
        invite: Some(created.invite.clone()),
        opponent: None,
    };
    let name = form.checked_name().ok().flatten();
    let kept = online::keep_seats(|seats| {
        seats.keep(seated);
        if name.is_some() {
            seats.name = name;
        }
    });
    if let Err(why) = kept {
        web_sys::console::warn_1(&format!("kawu: the online seat is not kept: {why}").into());
    }
}

/// The form.
#[component(OnlineSetup)]
pub fn online_setup(props: &OnlineSetupProps) -> Html {
    let lang = props.lang;
    let words = texts(lang);
    let form = use_state(|| Form {
        rules: props.rules,
        ..Form::new(props.name.as_ref().map(ToString::to_string))
    });
    let sending = use_state(|| Sending::Idle);
    let edit = |change: fn(&mut Form, String)| {
        let form = form.clone();
        Callback::from(move |event: InputEvent| {
            let field: web_sys::HtmlInputElement = event.target_unchecked_into();
            let mut next = (*form).clone();
            change(&mut next, field.value());
            form.set(next);
        })
    };
    let onsubmit = {
        let (form, sending, on_created) = (form.clone(), sending.clone(), props.on_created.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            if *sending == Sending::Busy {
                return;
            }
            let request = match form.request() {
                Ok(request) => request,
                Err(error) => return sending.set(Sending::Refused(words::form_error(lang, error))),
            };
            sending.set(Sending::Busy);
            let (form, sending, on_created) =
                ((*form).clone(), sending.clone(), on_created.clone());
            spawn_local(async move {
                match online::create(&request).await {
                    Ok(created) => {
                        keep_created(&created, &form);
                        sending.set(Sending::Idle);
                        on_created.emit(created);
                    }
                    Err(error) => sending.set(Sending::Refused(words::create_error(lang, &error))),
                }
            });
        })
    };
    let times: Vec<(TimeChoice, String, String)> = TimeChoice::ALL
        .into_iter()
        .map(|choice| (choice, choice.word(), words::time_choice(lang, choice)))
        .collect();
    let colors = COLORS.map(|(color, word)| (color, word, words::color(lang, color)));
    // The presets, and the settings' own switches when they are no preset.
    let rules: Vec<(Rules, String, String)> = Rules::PRESETS
        .iter()
        .map(|&(_, rules)| rules)
        .chain((RulesChoice::of(props.rules) == RulesChoice::Custom).then_some(props.rules))
        .map(|rules| {
            let choice = RulesChoice::of(rules);
            let name = kawu_i18n::rules::choice_name(lang, choice).to_owned();
            (rules, rules.to_string(), name)
        })
        .collect();
    let busy = *sending == Sending::Busy;
    let custom = form.time == TimeChoice::Custom;
    html! {
        <form class="online-setup" {onsubmit} novalidate=true>
            <p class="online-help">{ words.intro }</p>
            { choice_group(words.time, Hook::Attribute("data-online-time"), &times, form.time,
                &choose(&form, |form, time| form.time = time)) }
            if custom {
                <div class="online-custom">
                    { field(words.minutes, html! {
                        <input type="number" inputmode="decimal" min="0.25" max="180" step="any"
                            data-online-minutes="" value={form.minutes.clone()}
                            oninput={edit(|form, text| form.minutes = text)} />
                    }, None) }
                    { field(words.increment, html! {
                        <input type="number" inputmode="numeric" min="0" max="60" step="1"
                            data-online-increment="" value={form.increment.clone()}
                            oninput={edit(|form, text| form.increment = text)} />
                    }, None) }
                </div>
            }
            { choice_group(words.color, Hook::Attribute("data-online-color"), &colors, form.color,
                &choose(&form, |form, color| form.color = color)) }
            { choice_group(kawu_i18n::rules::legend(lang), Hook::Attribute("data-online-rules"),
                &rules, form.rules, &choose(&form, |form, rules| form.rules = rules)) }
            { field(words.name, html! {
                <input type="text" maxlength="20" autocomplete="nickname" data-online-name=""
                    value={form.name.clone()} oninput={edit(|form, text| form.name = text)} />
            }, Some(words.name_help)) }
            if let Sending::Refused(why) = &*sending {
                <p class="notice" role="alert" data-notice="">{ why.clone() }</p>
            }
            <div class="online-buttons">
                <button type="submit" class="control go" data-action="create-online" disabled={busy}>
                    { if busy { words.creating } else { words.create } }
                </button>
            </div>
        </form>
    }
}
