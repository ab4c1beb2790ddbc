//! A panel over the page (settings, help): a close button, and Escape closes it too.

use yew::prelude::*;

/// What the panel holds and how it closes.
#[derive(Properties, PartialEq, Clone)]
pub struct PanelProps {
    /// An extra class for the panel's own styling.
    pub class: &'static str,
    /// The accessible name of the panel.
    pub label: &'static str,
    /// The close button's text.
    pub close: &'static str,
    /// Closes the panel.
    pub on_close: Callback<()>,
    /// The content.
    pub children: Html,
}

/// A closable panel.
#[component(Panel)]
pub fn panel(props: &PanelProps) -> Html {
    let onclick = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    let onkeydown = {
        let on_close = props.on_close.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                on_close.emit(());
            }
        })
    };
    html! {
        <section class={classes!("panel", props.class)} aria-label={props.label} {onkeydown}>
            <button type="button" class="close" data-action="close" {onclick}>{ props.close }</button>
            { props.children.clone() }
        </section>
    }
}
