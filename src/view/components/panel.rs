//! A dialog over the page (settings, help): modal, with a close button; Escape or a tap outside
//! closes it too. The keyboard focus moves into it when it opens, Tab and Shift+Tab cycle
//! through its controls without leaving it, and the focus goes back where it was when it closes.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

/// What the dialog holds and how it closes.
#[derive(Properties, PartialEq, Clone)]
pub struct PanelProps {
    /// An extra class for the dialog's own styling.
    pub class: &'static str,
    /// The dialog's title, also its accessible name.
    pub label: &'static str,
    /// The close button's text.
    pub close: &'static str,
    /// Closes the dialog.
    pub on_close: Callback<()>,
    /// The content.
    pub children: Html,
}

/// The element that has the keyboard focus now, if it can take it back later.
fn focused_element() -> Option<HtmlElement> {
    web_sys::window()?
        .document()?
        .active_element()?
        .dyn_into::<HtmlElement>()
        .ok()
}

/// Moves the focus onto the close button while the dialog is open, and gives it back after.
#[hook]
fn use_focus_inside(close_button: NodeRef) {
    use_effect_with((), move |()| {
        let before = focused_element();
        if let Some(button) = close_button.cast::<HtmlElement>() {
            let _ = button.focus();
        }
        move || {
            if let Some(element) = before {
                let _ = element.focus();
            }
        }
    });
}

/// What can take the keyboard focus inside a dialog.
const FOCUSABLE: &str =
    "button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), \
     textarea:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";

/// The controls of `dialog` that Tab reaches, first and last.
fn focus_ends(dialog: &HtmlElement) -> Option<(HtmlElement, HtmlElement)> {
    let found = dialog.query_selector_all(FOCUSABLE).ok()?;
    let at = |i: u32| found.item(i)?.dyn_into::<HtmlElement>().ok();
    Some((at(0)?, at(found.length().checked_sub(1)?)?))
}

/// Keeps Tab inside the dialog: from its last control to its first, and Shift+Tab back.
fn trap_tab(dialog: &HtmlElement, event: &KeyboardEvent) {
    let Some((first, last)) = focus_ends(dialog) else {
        return;
    };
    // Any element with the focus, HTML or SVG (a pit of the editor's board).
    let active = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.active_element());
    let (leaving, wrap_to) = if event.shift_key() {
        (&first, &last)
    } else {
        (&last, &first)
    };
    if active.as_ref() == Some(leaving.as_ref())
        || active.is_none_or(|element| !dialog.contains(Some(&element)))
    {
        event.prevent_default();
        let _ = wrap_to.focus();
    }
}

/// A closable modal dialog.
#[component(Panel)]
pub fn panel(props: &PanelProps) -> Html {
    let close_button = use_node_ref();
    let dialog = use_node_ref();
    use_focus_inside(close_button.clone());
    let onclick = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    let on_backdrop = {
        let on_close = props.on_close.clone();
        Callback::from(move |event: MouseEvent| {
            // Only a tap on the backdrop itself, not one inside the dialog.
            if event.target() == event.current_target() {
                on_close.emit(());
            }
        })
    };
    let onkeydown = {
        let (on_close, dialog) = (props.on_close.clone(), dialog.clone());
        Callback::from(move |event: KeyboardEvent| match event.key().as_str() {
            "Escape" => {
                event.prevent_default();
                on_close.emit(());
            }
            "Tab" => {
                if let Some(dialog) = dialog.cast::<HtmlElement>() {
                    trap_tab(&dialog, &event);
                }
            }
            _ => {}
        })
    };
    html! {
        <div class="backdrop" onclick={on_backdrop} {onkeydown}>
            <section class={classes!("panel", props.class)} role="dialog" aria-modal="true"
                aria-label={props.label} ref={dialog}>
                <button type="button" class="close" data-action="close" ref={close_button} {onclick}>
                    { props.close }
                </button>
                <h1 class="panel-title">{ props.label }</h1>
                { props.children.clone() }
            </section>
        </div>
    }
}
