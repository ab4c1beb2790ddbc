//! The help page: the rules in a player's words, the FAQ and strategy advice.

use yew::prelude::*;

use crate::i18n;
use crate::settings::Lang;

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
    let texts = i18n::texts(props.lang);
    let page = texts.help_page;
    let on_close = props.on_close.clone();
    let onclick = Callback::from(move |_: MouseEvent| on_close.emit(()));
    html! {
        <section class="panel help" role="dialog" aria-label={texts.help}>
            <button type="button" class="close" data-action="close" {onclick}>{ texts.close }</button>
            <h2>{ page.headings[0] }</h2>
            { for page.rules.iter().map(|p| html! { <p>{ *p }</p> }) }
            <h2>{ page.headings[1] }</h2>
            <dl>
                { for page.faq.iter().map(|(q, a)| html! { <><dt>{ *q }</dt><dd>{ *a }</dd></> }) }
            </dl>
            <h2>{ page.headings[2] }</h2>
            <ul>{ for page.strategy.iter().map(|p| html! { <li>{ *p }</li> }) }</ul>
        </section>
    }
}
