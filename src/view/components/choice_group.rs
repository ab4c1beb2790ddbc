//! A group of choices (a setting, an option of the editor): a fieldset of `.choice` buttons, the
//! chosen one pressed, each with `data-setting` and `data-value` for tests.

use yew::prelude::*;

use crate::view::components::flag;

/// The group `key` under `legend`: a button per option `(value, word, label)`, `word` in
/// `data-value`, the `chosen` value pressed; a tap emits its value.
pub fn choice_group<T: Copy + PartialEq + 'static>(
    legend: &'static str,
    key: &'static str,
    options: &[(T, &'static str, &'static str)],
    chosen: T,
    on_choose: &Callback<T>,
) -> Html {
    html! {
        <fieldset class="setting-group">
            <legend>{ legend }</legend>
            { for options.iter().map(|&(value, word, label)| {
                let on = value == chosen;
                let onclick = on_choose.reform(move |_: MouseEvent| value);
                html! {
                    <button type="button" class={classes!("choice", on.then_some("chosen"))}
                        data-setting={key} data-value={word} aria-pressed={flag(on)} {onclick}>
                        { label }
                    </button>
                }
            }) }
        </fieldset>
    }
}
