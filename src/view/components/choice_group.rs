//! A group of choices (a setting, an option of the editor or of online play): a fieldset of
//! `.choice` buttons, the chosen one pressed, each with its group's hook ([`Hook`]) and
//! `data-value` for tests.

use yew::prelude::*;
use yew::virtual_dom::VNode;

use crate::view::components::flag;

/// How tests find a group's buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hook {
    /// `data-setting="<key>"`: a setting, an option of the editor or of the puzzles.
    Setting(&'static str),
    /// An attribute of its own, empty (`data-online-time`).
    Attribute(&'static str),
}

impl From<&'static str> for Hook {
    fn from(key: &'static str) -> Hook {
        Hook::Setting(key)
    }
}

/// The group under `legend`, found by `hook`: a button per option `(value, word, label)`,
/// `word` in `data-value`, the `chosen` value pressed; a tap emits its value.
pub fn choice_group<T, W, L>(
    legend: &'static str,
    hook: impl Into<Hook>,
    options: &[(T, W, L)],
    chosen: T,
    on_choose: &Callback<T>,
) -> Html
where
    T: Copy + PartialEq + 'static,
    W: Clone + Into<AttrValue>,
    L: Clone + Into<AttrValue>,
{
    let (name, value) = match hook.into() {
        Hook::Setting(key) => ("data-setting", key),
        Hook::Attribute(name) => (name, ""),
    };
    html! {
        <fieldset class="setting-group">
            <legend>{ legend }</legend>
            { for options.iter().map(|(value_of, word, label)| {
                let (choice, on) = (*value_of, *value_of == chosen);
                let onclick = on_choose.reform(move |_: MouseEvent| choice);
                let label: AttrValue = label.clone().into();
                let mut button = html! {
                    <button type="button" class={classes!("choice", on.then_some("chosen"))}
                        data-value={word.clone().into()} aria-pressed={flag(on)} {onclick}>
                        { label }
                    </button>
                };
                if let VNode::VTag(tag) = &mut button {
                    std::rc::Rc::make_mut(tag).add_attribute(name, value);
                }
                button
            }) }
        </fieldset>
    }
}
