//! The choice when another tab went on with this game differently: take the game over here (the
//! other tab is told in turn), or keep this tab's game apart in My games and follow the other.

use yew::prelude::*;

use kawu_i18n::library::texts;
use kawu_model::settings::Lang;
use kawu_model::state::Action;

/// The language and where the choice goes.
#[derive(Properties, PartialEq, Clone)]
pub struct OtherTabProps {
    /// Language.
    pub lang: Lang,
    /// [`Action::TakeOver`] or [`Action::KeepApart`].
    pub on_choice: Callback<Action>,
}

/// The two buttons under the notice "This game goes on in another tab".
#[component(OtherTab)]
pub fn other_tab(props: &OtherTabProps) -> Html {
    let [take_over, keep_apart] = texts(props.lang).other_tab;
    let choose = |action: Action| props.on_choice.reform(move |_: MouseEvent| action.clone());
    html! {
        <div class="other-tab" role="group">
            <button type="button" data-action="take-over" onclick={choose(Action::TakeOver)}>{ take_over }</button>
            <button type="button" data-action="keep-apart" onclick={choose(Action::KeepApart)}>{ keep_apart }</button>
        </div>
    }
}
