//! The puzzles: the engine's set (fetched from the build the first time they open, then kept
//! for offline play by the service worker), one at a time in rising difficulty, with a theme
//! filter, the puzzle of the day and the player's record; or the player's own costly moves
//! ("learn from your mistakes"), one after the other. The live region says the goal and each
//! verdict.

use kawu_ai::puzzle::Theme;
use yew::prelude::*;

use crate::view::browser::puzzles;
use crate::view::components::{choice_group, PuzzleBoard};
use crate::view::hooks::{use_machine, use_puzzles};
use kawu_i18n::puzzles as words;
use kawu_model::geometry::Geometry;
use kawu_model::puzzle::browse::{Browsing, Set, Shown, Step};
use kawu_model::puzzle::{Retry, Task};
use kawu_model::settings::{Lang, Sound, Speed};

/// What the puzzles need from the page.
#[derive(Properties, PartialEq, Clone)]
pub struct PuzzlesProps {
    /// Language.
    pub lang: Lang,
    /// The animation speed.
    pub speed: Speed,
    /// Sounds on or muted.
    pub sound: Sound,
    /// With stores, or compact.
    pub geometry: Geometry,
    /// The player's own costly moves, if the room opened on them.
    pub retries: Vec<Retry>,
    /// Back to the game.
    pub on_leave: Callback<()>,
}

/// The theme filter: every theme, or one.
fn theme_filter(lang: Lang, theme: Option<Theme>, on_theme: &Callback<Option<Theme>>) -> Html {
    let texts = words::texts(lang);
    let options: Vec<(Option<Theme>, &'static str, &'static str)> =
        std::iter::once((None, "all", texts.all))
            .chain(
                Theme::ALL
                    .into_iter()
                    .map(|theme| (Some(theme), theme.name(), words::theme(lang, theme))),
            )
            .collect();
    choice_group(texts.theme, "puzzle-theme", &options, theme, on_theme)
}

/// The line under the title: the puzzle's difficulty and themes (the day's said first), or the
/// rank of the costly move.
fn about(lang: Lang, browsing: &Browsing, task: Option<&Task>) -> String {
    match (task, browsing.shown) {
        (Some(Task::Set(puzzle)), _) => {
            let mut about = vec![words::difficulty(lang, puzzle.moves())];
            about.extend(
                puzzle
                    .themes
                    .iter()
                    .map(|&theme| words::theme(lang, theme).to_owned()),
            );
            if browsing.daily() {
                about.insert(0, words::texts(lang).daily.to_owned());
            }
            about.join(" · ")
        }
        (Some(Task::Retry(_)), Shown::Retry(rank)) => {
            words::retry_count(lang, rank + 1, browsing.retries.len())
        }
        _ => String::new(),
    }
}

/// The puzzles: every decision is the room's state machine's ([`Browsing`]); this component
/// shows it and sends it the player's clicks.
#[component(Puzzles)]
pub fn puzzles_view(props: &PuzzlesProps) -> Html {
    let lang = props.lang;
    let texts = words::texts(lang);
    let browsing = use_machine({
        let retries = props.retries.clone();
        move || {
            let (record, lost) = puzzles::load();
            Browsing::new(retries, record, lost)
        }
    });
    let dispatch = {
        let dispatcher = browsing.dispatcher();
        Callback::from(move |step: Step| dispatcher.dispatch(step))
    };
    use_puzzles(&browsing, dispatch.clone());
    let task = browsing.task();
    let on_next = dispatch.reform(|()| Step::Next);
    let on_theme = dispatch.reform(Step::Theme);
    let on_daily = browsing
        .day()
        .map(|_| dispatch.reform(|_: MouseEvent| Step::Daily));
    let on_mine =
        (!browsing.retries.is_empty()).then(|| dispatch.reform(|_: MouseEvent| Step::Mistakes));
    let on_decided = dispatch.reform(Step::Decided);
    let on_announce = dispatch.reform(Step::Say);
    let leave = props.on_leave.reform(|_: MouseEvent| ());
    let id = match &task {
        Some(Task::Set(puzzle)) => Some(puzzle.id.clone()),
        _ => None,
    };
    let about = about(lang, &browsing, task.as_ref());
    let key = format!("{}-{}", id.clone().unwrap_or_default(), browsing.opened);
    let status = match &browsing.set {
        Set::Loading if task.is_none() => {
            html! { <p class="puzzle-loading" role="status">{ texts.loading }</p> }
        }
        Set::Failed(why) if task.is_none() => html! {
            <p class="notice" role="alert" data-said="refused">{ words::load_failed(lang, why) }</p>
        },
        _ => html! {},
    };
    let record = &browsing.record;
    html! {
        <div class="lessons-page puzzles-page">
            <section class="lessons puzzles" aria-label={words::title(lang)} data-puzzle-id={id}>
                <div class="lesson-bar">
                    <h2>{ words::title(lang) }</h2>
                    <button type="button" class="round-text" data-action="leave-puzzles" onclick={leave}>
                        { texts.back_to_game }
                    </button>
                </div>
                if browsing.lost {
                    <p class="notice" role="note" data-notice="">{ texts.record_lost }</p>
                }
                <p class="puzzle-record" data-solved={record.solved().to_string()}
                    data-failed={record.failed().to_string()} data-streak={record.streak.to_string()}>
                    { words::record(lang, record.solved(), record.failed(), record.streak, record.best) }
                </p>
                <div class="puzzle-picks">
                    if let Some(on_daily) = on_daily {
                        <button type="button" data-action="daily" onclick={on_daily}>{ texts.daily }</button>
                    }
                    if let Some(on_mine) = on_mine {
                        <button type="button" data-action="mistakes" onclick={on_mine}>{ texts.mistakes }</button>
                    }
                </div>
                { status }
                if !about.is_empty() {
                    <p class="puzzle-about">{ about }</p>
                }
                if let Some(task) = task {
                    <PuzzleBoard key={key} {task} {lang} speed={props.speed} sound={props.sound}
                        geometry={props.geometry} {on_decided} {on_next} {on_announce} />
                }
                if browsing.puzzles().is_some() {
                    { theme_filter(lang, browsing.theme, &on_theme) }
                }
            </section>
            <p class="visually-hidden" aria-live="polite">{ browsing.said.clone() }</p>
        </div>
    }
}
