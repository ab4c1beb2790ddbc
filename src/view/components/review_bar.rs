//! The review bar: step through the game, the engine's evaluation of the position shown, and
//! the ways out (play on from here, back to the game).

use kawu_engine::{Outcome, Position};
use yew::prelude::*;

use crate::view::browser::transfer;
use kawu_model::review::{Eval, ReviewAction};
use kawu_model::settings::Lang;

/// What the review bar shows.
#[derive(Properties, PartialEq, Clone)]
pub struct ReviewBarProps {
    /// Plies shown (0: the start).
    pub cursor: usize,
    /// Plies in the game.
    pub total: usize,
    /// The moves after the position shown, that playing on from it drops.
    pub later: usize,
    /// The position shown.
    pub position: Position,
    /// The end of the game, when the position shown is its end.
    pub outcome: Option<Outcome>,
    /// The engine's evaluation of it.
    pub eval: Eval,
    /// Language.
    pub lang: Lang,
    /// A review action.
    pub on_action: Callback<ReviewAction>,
}

/// The engine's part: thinking, its verdict and best line, or the result of a finished game.
fn evaluation(props: &ReviewBarProps) -> Html {
    let texts = kawu_i18n::review::texts(props.lang);
    match (&props.eval, &props.outcome) {
        (_, Some(outcome)) => html! {
            <div class="review-eval" data-eval="over">
                <p class="review-verdict">{ kawu_i18n::outcome(props.lang, outcome, props.position.to_move()) }</p>
            </div>
        },
        (Eval::Pending { .. }, None) | (Eval::None, None) => html! {
            <div class="review-eval" data-eval="pending">
                <p class="review-verdict thinking-text">{ texts.thinking }</p>
            </div>
        },
        (Eval::Shown { analysis, .. }, None) => {
            let line = kawu_i18n::review::line(&analysis.pv);
            let letters: String = analysis.pv.iter().map(|pit| pit.letter()).collect();
            html! {
                <div class="review-eval" data-eval="shown" data-exact={analysis.exact.is_some().to_string()}
                    data-depth={analysis.depth.to_string()} data-line={letters}>
                    <p class="review-verdict">{ kawu_i18n::review::evaluation(props.lang, &props.position, analysis) }</p>
                    if !line.is_empty() {
                        <p class="review-line">{ texts.line }{ " " }<span class="letters">{ line }</span></p>
                    }
                </div>
            }
        }
    }
}

/// The review bar.
#[component(ReviewBar)]
pub fn review_bar(props: &ReviewBarProps) -> Html {
    let texts = kawu_i18n::review::texts(props.lang);
    let button = |action: &'static str,
                  step: ReviewAction,
                  label: &'static str,
                  icon: &'static str,
                  enabled: bool| {
        let on_action = props.on_action.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_action.emit(step.clone()));
        html! {
            <button type="button" class="review-step" data-action={action} aria-label={label}
                title={label} disabled={!enabled} {onclick}>{ icon }</button>
        }
    };
    let at_start = props.cursor == 0;
    let at_end = props.cursor >= props.total;
    let later = props.later;
    let on_resume = {
        let (on_action, lang) = (props.on_action.clone(), props.lang);
        Callback::from(move |_: MouseEvent| {
            if later == 0 || transfer::confirm(&kawu_i18n::review::confirm_resume(lang, later)) {
                on_action.emit(ReviewAction::Resume);
            }
        })
    };
    let on_deeper = {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(ReviewAction::Deeper))
    };
    let on_exit = {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(ReviewAction::Exit))
    };
    // Nothing is deeper than the table's exact value.
    let can_deepen = match &props.eval {
        Eval::Shown { analysis, deep } => !deep && analysis.exact.is_none(),
        Eval::Pending { deep, .. } => !deep,
        Eval::None => false,
    } && props.outcome.is_none();
    html! {
        <section class="review-bar" aria-label={texts.bar} data-cursor={props.cursor.to_string()}>
            <div class="review-nav">
                { button("review-first", ReviewAction::First, texts.first, "«", !at_start) }
                { button("review-back", ReviewAction::Back, texts.back, "‹", !at_start) }
                <span class="review-where" aria-live="polite">{ kawu_i18n::review::ply(props.lang, props.cursor, props.total) }</span>
                { button("review-forward", ReviewAction::Forward, texts.forward, "›", !at_end) }
                { button("review-last", ReviewAction::Last, texts.last, "»", !at_end) }
            </div>
            { evaluation(props) }
            <div class="review-actions">
                <button type="button" data-action="review-eval" disabled={!can_deepen} onclick={on_deeper}>{ texts.deeper }</button>
                <button type="button" data-action="review-resume" disabled={props.outcome.is_some()} onclick={on_resume}>{ texts.resume }</button>
                <button type="button" data-action="review-exit" onclick={on_exit}>{ texts.exit }</button>
            </div>
        </section>
    }
}
