//! The help page: the rules in a player's words, the other rule sets the settings offer, the
//! FAQ and strategy advice.

use yew::prelude::*;

use crate::view::components::Panel;
use kawu_engine::Switch;
use kawu_model::settings::{Lang, RulesChoice};

/// Language and how to close it.
#[derive(Properties, PartialEq, Clone)]
pub struct HelpProps {
    /// Language.
    pub lang: Lang,
    /// Close the page.
    pub on_close: Callback<()>,
}

/// The help page.
#[component(Help)]
pub fn help(props: &HelpProps) -> Html {
    let texts = kawu_i18n::texts(props.lang);
    let page = kawu_i18n::help::page(props.lang);
    html! {
        <Panel class="help" label={texts.help} close={texts.close} on_close={props.on_close.clone()}>
            <h2>{ page.headings[0] }</h2>
            { for page.rules.iter().map(|p| html! { <p>{ *p }</p> }) }
            { rule_sets(props.lang) }
            <h2>{ page.headings[1] }</h2>
            <dl>
                { for page.faq.iter().map(|(q, a)| html! { <><dt>{ *q }</dt><dd>{ *a }</dd></> }) }
            </dl>
            <h2>{ page.headings[2] }</h2>
            <ul>{ for page.strategy.iter().map(|p| html! { <li>{ *p }</li> }) }</ul>
        </Panel>
    }
}

/// Each rule set of the settings, named, with what it changes; custom with its five switches.
fn rule_sets(lang: Lang) -> Html {
    use kawu_i18n::rules::{
        choice_name, choice_sentence, colon, help_heading, switch_name, switch_value,
    };
    let switches = Switch::ALL.iter().map(|&switch| {
        let values = [0, 1].map(|index| switch_value(lang, switch, index));
        html! { <li>{ format!("{}{} {} / {}", switch_name(lang, switch), colon(lang), values[0], values[1]) }</li> }
    });
    html! {
        <>
            <h2>{ help_heading(lang) }</h2>
            <dl data-help-rules="">
                { for RulesChoice::ALL.iter().map(|&choice| html! {
                    <><dt>{ choice_name(lang, choice) }</dt><dd>{ choice_sentence(lang, choice) }</dd></>
                }) }
            </dl>
            <ul>{ for switches }</ul>
        </>
    }
}
