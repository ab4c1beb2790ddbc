//! The puzzles: the engine's set (fetched from the build the first time they open, then kept
//! for offline play by the service worker), one at a time in rising difficulty, with a theme
//! filter, the puzzle of the day and the player's record; or the player's own costly moves
//! ("learn from your mistakes"), one after the other. The live region says the goal and each
//! verdict.

use std::rc::Rc;

use kawu_ai::puzzle::{of_the_day, Puzzle, Theme};
use yew::prelude::*;

use crate::view::browser::puzzles;
use crate::view::components::{choice_group, PuzzleBoard};
use kawu_i18n::puzzles as words;
use kawu_model::geometry::Geometry;
use kawu_model::puzzle::pick::next;
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

/// The set as it loads.
#[derive(Debug, Clone, PartialEq)]
enum Set {
    /// Being fetched.
    Loading,
    /// Ready.
    Ready(Rc<Vec<Puzzle>>),
    /// Could not be loaded: why.
    Failed(String),
}

/// What is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shown {
    /// The player's costly move of this rank.
    Retry(usize),
    /// The set's puzzle of this index (`None` until the set is ready).
    Set(Option<usize>),
}

/// Today's puzzle among `count`, by the browser's date.
fn today(count: usize) -> usize {
    let now = js_sys::Date::new_0();
    of_the_day(
        now.get_full_year() as i32,
        now.get_month() + 1,
        now.get_date(),
        count,
    )
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

/// The puzzles.
#[component(Puzzles)]
pub fn puzzles_view(props: &PuzzlesProps) -> Html {
    let lang = props.lang;
    let texts = words::texts(lang);
    let set = use_state(|| Set::Loading);
    let loaded = use_memo((), |()| puzzles::load());
    let record = use_state(|| loaded.0.clone());
    let theme = use_state(|| None::<Theme>);
    let shown = use_state(|| {
        if props.retries.is_empty() {
            Shown::Set(None)
        } else {
            Shown::Retry(0)
        }
    });
    let tries = use_state(|| 0_u64);
    let said = use_state_eq(String::new);
    {
        let (set, shown, record) = (set.clone(), shown.clone(), record.clone());
        use_effect_with((), move |()| {
            wasm_bindgen_futures::spawn_local(async move {
                match puzzles::fetch().await {
                    Ok(puzzles) => {
                        if *shown == Shown::Set(None) {
                            shown.set(Shown::Set(next(&puzzles, &record, None, None)));
                        }
                        set.set(Set::Ready(Rc::new(puzzles)));
                    }
                    Err(why) => set.set(Set::Failed(why)),
                }
            });
        });
    }
    let ready = match &*set {
        Set::Ready(puzzles) => Some(puzzles.clone()),
        _ => None,
    };
    let go = |to: Shown| {
        let (shown, tries) = (shown.clone(), tries.clone());
        Callback::from(move |()| {
            tries.set(*tries + 1);
            shown.set(to);
        })
    };
    let next_set = |theme_now: Option<Theme>, after: Option<usize>| {
        ready
            .as_ref()
            .and_then(|puzzles| next(puzzles, &record, theme_now, after))
    };
    let task = match *shown {
        Shown::Retry(rank) => props.retries.get(rank).cloned().map(Task::Retry),
        Shown::Set(index) => index
            .and_then(|index| ready.as_ref()?.get(index).cloned())
            .map(Task::Set),
    };
    let on_next = match *shown {
        Shown::Retry(rank) if rank + 1 < props.retries.len() => go(Shown::Retry(rank + 1)),
        Shown::Retry(_) => go(Shown::Set(next_set(*theme, None))),
        Shown::Set(index) => go(Shown::Set(next_set(*theme, index))),
    };
    let on_theme = {
        let (theme, ready, record, shown, tries) = (
            theme.clone(),
            ready.clone(),
            record.clone(),
            shown.clone(),
            tries.clone(),
        );
        Callback::from(move |chosen: Option<Theme>| {
            theme.set(chosen);
            if let Some(puzzles) = &ready {
                tries.set(*tries + 1);
                shown.set(Shown::Set(next(puzzles, &record, chosen, None)));
            }
        })
    };
    // The day's puzzle, once the set is ready.
    let day = ready.as_ref().map(|puzzles| today(puzzles.len()));
    let on_daily = day.map(|day| go(Shown::Set(Some(day))).reform(|_: MouseEvent| ()));
    let on_mine =
        (!props.retries.is_empty()).then(|| go(Shown::Retry(0)).reform(|_: MouseEvent| ()));
    let on_decided = {
        let (record, task) = (record.clone(), task.clone());
        Callback::from(move |solved: bool| {
            let Some(Task::Set(puzzle)) = &task else {
                return;
            };
            let mut kept = (*record).clone();
            kept.tried(&puzzle.id, solved);
            if kept != *record {
                if let Err(why) = puzzles::save(&kept) {
                    web_sys::console::warn_1(
                        &format!("kawu: the puzzles' record is not kept: {why}").into(),
                    );
                }
                record.set(kept);
            }
        })
    };
    let on_announce = {
        let said = said.clone();
        Callback::from(move |text: String| said.set(text))
    };
    let leave = props.on_leave.reform(|_: MouseEvent| ());
    let (id, about) = match &task {
        Some(Task::Set(puzzle)) => {
            let themes: Vec<&str> = puzzle
                .themes
                .iter()
                .map(|&theme| words::theme(lang, theme))
                .collect();
            let daily = day.is_some() && *shown == Shown::Set(day);
            let mut about = vec![words::difficulty(lang, puzzle.moves())];
            about.extend(themes.iter().map(|theme| (*theme).to_owned()));
            if daily {
                about.insert(0, texts.daily.to_owned());
            }
            (Some(puzzle.id.clone()), about.join(" · "))
        }
        Some(Task::Retry(_)) => match *shown {
            Shown::Retry(rank) => (
                None,
                words::retry_count(lang, rank + 1, props.retries.len()),
            ),
            Shown::Set(_) => (None, String::new()),
        },
        None => (None, String::new()),
    };
    let key = format!("{}-{}", id.clone().unwrap_or_default(), *tries);
    let status = match &*set {
        Set::Loading if task.is_none() => {
            html! { <p class="puzzle-loading" role="status">{ texts.loading }</p> }
        }
        Set::Failed(why) if task.is_none() => html! {
            <p class="notice" role="alert" data-said="refused">{ words::load_failed(lang, why) }</p>
        },
        _ => html! {},
    };
    html! {
        <div class="lessons-page puzzles-page">
            <section class="lessons puzzles" aria-label={words::title(lang)} data-puzzle-id={id}>
                <div class="lesson-bar">
                    <h2>{ words::title(lang) }</h2>
                    <button type="button" class="round-text" data-action="leave-puzzles" onclick={leave}>
                        { texts.back_to_game }
                    </button>
                </div>
                if loaded.1 {
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
                        geometry={props.geometry} {on_decided} on_next={on_next.clone()} {on_announce} />
                }
                if ready.is_some() {
                    { theme_filter(lang, *theme, &on_theme) }
                }
            </section>
            <p class="visually-hidden" aria-live="polite">{ (*said).clone() }</p>
        </div>
    }
}
