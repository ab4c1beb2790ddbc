//! The help page: the rules in a player's words, the FAQ and strategy advice.

use yew::prelude::*;

use crate::view::components::Panel;
use kawu_model::settings::Lang;

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
            <h2>{ page.headings[1] }</h2>
            <dl>
                { for page.faq.iter().map(|(q, a)| html! { <><dt>{ *q }</dt><dd>{ *a }</dd></> }) }
            </dl>
            <h2>{ page.headings[2] }</h2>
            <ul>{ for page.strategy.iter().map(|p| html! { <li>{ *p }</li> }) }</ul>
        </Panel>
    }
}
