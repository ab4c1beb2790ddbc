//! The lessons: the list (each lesson with its stars, done or not, and its levels once opened)
//! and the level being played. The progress is read from the browser when the lessons open and
//! kept after each level passed; the live region says the goal, each move and each result.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::view::browser::progress;
use crate::view::components::{flag, LessonLevel};
use kawu_i18n::lessons::{self as words, text};
use kawu_model::geometry::Geometry;
use kawu_model::lesson::progress::{Progress, MAX_STARS};
use kawu_model::lesson::{lessons, At, Lesson, Run};
use kawu_model::settings::{Lang, Sound, Speed};

/// What the lessons need from the page.
#[derive(Properties, PartialEq, Clone)]
pub struct LessonsProps {
    /// Language.
    pub lang: Lang,
    /// The animation speed.
    pub speed: Speed,
    /// Sounds on or muted.
    pub sound: Sound,
    /// With stores, or compact.
    pub geometry: Geometry,
    /// Back to the game.
    pub on_leave: Callback<()>,
}

/// The first lesson not done yet (the last one once all are).
fn first_open(kept: &Progress, lessons: &[Lesson]) -> usize {
    (0..lessons.len())
        .find(|&lesson| !kept.standing(lessons, lesson).done)
        .unwrap_or(lessons.len().saturating_sub(1))
}

/// One lesson of the list: its button (which opens it), and its levels once open.
fn lesson_item(
    lang: Lang,
    rank: usize,
    kept: &Progress,
    open: &UseStateHandle<usize>,
    on_play: &Callback<At>,
) -> Html {
    let lessons = lessons();
    let lesson = &lessons[rank];
    let standing = kept.standing(lessons, rank);
    let expanded = **open == rank;
    let onclick = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(rank))
    };
    let level = |level: usize| {
        let at = At {
            lesson: rank,
            level,
        };
        let key = at.key(lessons);
        let stars = kept.stars(&key);
        let label = format!(
            "{}: {}",
            words::level_name(lang, lesson, level),
            words::stars(lang, u32::from(stars), u32::from(MAX_STARS))
        );
        let onclick = on_play.reform(move |_: MouseEvent| at);
        html! {
            <li>
                <button type="button" class={classes!("level", (stars > 0).then_some("passed"))}
                    data-level={key} data-stars={stars.to_string()} aria-label={label} {onclick}>
                    <span class="level-rank">{ level + 1 }</span>
                    <span class="level-stars" aria-hidden="true">{ words::star_marks(stars) }</span>
                </button>
            </li>
        }
    };
    html! {
        <li class={classes!("lesson", expanded.then_some("open"), standing.done.then_some("done"))}>
            <button type="button" class="lesson-head" data-lesson={lesson.id}
                data-stars={standing.won.to_string()} data-done={flag(standing.done)}
                aria-expanded={flag(expanded)} {onclick}>
                <span class="lesson-rank" aria-hidden="true">{ rank + 1 }</span>
                <span class="lesson-title">{ text(lang, lesson.title) }</span>
                <span class="lesson-standing">{ words::standing(lang, standing) }</span>
            </button>
            if expanded {
                <p class="lesson-summary">{ text(lang, lesson.summary) }</p>
                <ol class="levels">{ for (0..lesson.levels.len()).map(level) }</ol>
            }
        </li>
    }
}

/// The first visit's offer, under the game's buttons: open the lessons, or dismiss it.
pub fn learn_offer(lang: Lang, on_learn: Callback<()>, on_dismiss: Callback<()>) -> Html {
    let texts = words::texts(lang);
    html! {
        <aside class="learn-offer" aria-label={texts.learn}>
            <button type="button" class="learn-offer-go" data-action="learn"
                onclick={on_learn.reform(|_: MouseEvent| ())}>{ texts.offer }</button>
            <button type="button" class="learn-offer-dismiss" data-action="dismiss-offer"
                onclick={on_dismiss.reform(|_: MouseEvent| ())}>{ texts.offer_dismiss }</button>
        </aside>
    }
}

/// The lessons: the list, or the level being played.
#[component(Lessons)]
pub fn lessons_view(props: &LessonsProps) -> Html {
    let lang = props.lang;
    let loaded = use_memo((), |()| progress::load());
    let stars = use_state(|| loaded.0.clone());
    let open = use_state(|| first_open(&loaded.0, lessons()));
    let playing = use_state(|| None::<At>);
    let said = use_state_eq(String::new);
    let on_play = {
        let playing = playing.clone();
        Callback::from(move |at: At| playing.set(Some(at)))
    };
    let on_go = {
        let (playing, open) = (playing.clone(), open.clone());
        Callback::from(move |at: Option<At>| {
            if let Some(shown) = at.or(*playing) {
                open.set(shown.lesson);
            }
            playing.set(at);
        })
    };
    let on_passed = {
        let stars = stars.clone();
        Callback::from(move |(at, won): (At, u8)| {
            let mut kept = (*stars).clone();
            if kept.record(at.key(lessons()), won) {
                if let Err(why) = progress::save(&kept) {
                    web_sys::console::warn_1(
                        &format!("kawu: the stars are not kept: {why}").into(),
                    );
                }
                stars.set(kept);
            }
        })
    };
    let on_announce = {
        let said = said.clone();
        Callback::from(move |text: String| said.set(text))
    };
    // The list takes the keyboard focus on its open lesson, when the lessons open and when a
    // level is left for the list.
    use_effect_with(playing.is_none(), |&listed| {
        let head = listed
            .then(|| {
                web_sys::window()?
                    .document()?
                    .query_selector(".lesson.open .lesson-head")
                    .ok()?
            })
            .flatten()
            .and_then(|head| head.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(head) = head {
            let _ = head.focus();
        }
    });
    let texts = words::texts(lang);
    let level = (*playing).and_then(|at| Some((Run::start(lessons(), at)?, at.key(lessons()))));
    let leave = props.on_leave.reform(|_: MouseEvent| ());
    html! {
        <div class="lessons-page">
            if let Some((start, key)) = level {
                <LessonLevel {key} {start} {lang} speed={props.speed}
                    sound={props.sound} geometry={props.geometry} {on_passed} {on_go}
                    on_leave={props.on_leave.clone()} {on_announce} />
            } else {
                <section class="lessons" aria-label={texts.title}>
                    <div class="lesson-bar">
                        <h2>{ texts.title }</h2>
                        <button type="button" class="round-text" data-action="leave-lesson" onclick={leave}>
                            { texts.back_to_game }
                        </button>
                    </div>
                    <p class="lessons-intro">{ texts.intro }</p>
                    if loaded.1 {
                        <p class="notice" role="note" data-notice="">{ texts.progress_reset }</p>
                    }
                    <ol class="lesson-list">
                        { for (0..lessons().len()).map(|rank| lesson_item(lang, rank, &stars, &open, &on_play)) }
                    </ol>
                </section>
            }
            <p class="visually-hidden" aria-live="polite">{ (*said).clone() }</p>
        </div>
    }
}
