//! The story of the game under review: the button that analyses it, the progress while the
//! worker values each position, then the graph of South's margin at every ply (a column per
//! position: a click shows it), the moves that lost seeds marked on it, the graph told in words,
//! and what the move shown cost.

use kawu_engine::{Game, Side};
use yew::prelude::*;

use kawu_model::puzzle::retry::{retries, Retry};
use kawu_model::review::ReviewAction;
use kawu_model::settings::Lang;
use kawu_model::story::Story;

/// What the story panel shows.
#[derive(Properties, PartialEq, Clone)]
pub struct StoryPanelProps {
    /// The game under review.
    pub game: Game,
    /// Its analysis, once asked for.
    pub story: Option<Story>,
    /// Plies shown (0: the start).
    pub cursor: usize,
    /// Language.
    pub lang: Lang,
    /// Whose mistakes are the player's: the side not the computer's (`None`: both).
    pub player: Option<Side>,
    /// A review action: analyse, stop, show a position.
    pub on_action: Callback<ReviewAction>,
    /// Replay the player's costly moves as puzzles.
    pub on_learn: Callback<Vec<Retry>>,
}

/// Width of a ply on the graph, in its units.
const PLY: i32 = 10;
/// Height of the graph: South's margin up, North's down.
const HEIGHT: i32 = 100;
/// The smallest margin the graph's height spans each way, in seeds, so that a close game
/// looks close.
const SPAN: i32 = 6;
/// The largest: beyond 24 seeds the game is won.
const MOST: i32 = 24;

/// The graph's height for South's `margin` when it spans `span` seeds each way: the middle for
/// even, up for South.
fn y(margin: i32, span: i32) -> i32 {
    HEIGHT / 2 - margin.clamp(-span, span) * (HEIGHT / 2) / span
}

/// The graph: the margin as an area and a line, the flaws and the cursor as upright lines, and
/// a column per position valued that shows it when clicked.
fn graph(props: &StoryPanelProps, story: &Story) -> Html {
    let width = PLY * (story.total() as i32 - 1).max(1);
    let widest = story.points().map(|(_, point)| point.south.abs()).max();
    let span = widest.unwrap_or(0).clamp(SPAN, MOST);
    let points: Vec<String> = story
        .points()
        .map(|(plies, point)| format!("{},{}", plies as i32 * PLY, y(point.south, span)))
        .collect();
    let first = story
        .points()
        .next()
        .map_or(0, |(plies, _)| plies as i32 * PLY);
    let last = story
        .points()
        .last()
        .map_or(0, |(plies, _)| plies as i32 * PLY);
    let area = format!("{first},50 {} {last},50", points.join(" "));
    let upright = |plies: usize, class: Classes| {
        let x = (plies as i32 * PLY).to_string();
        html! { <line {class} x1={x.clone()} x2={x} y1="0" y2={HEIGHT.to_string()} /> }
    };
    // Each costly move, judged once: (ply, its grade's name).
    let marked: Vec<(usize, &str)> = story
        .flaws(&props.game)
        .map(|(ply, flaw)| (ply, flaw.mistake.name()))
        .collect();
    let flaws = marked
        .iter()
        .map(|&(ply, name)| upright(ply, classes!("flaw", name)));
    let columns = story.points().map(|(plies, point)| {
        let on_action = props.on_action.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_action.emit(ReviewAction::Go(plies)));
        let mistake = marked
            .iter()
            .find(|&&(ply, _)| ply == plies)
            .map(|&(_, name)| name);
        let current = (plies == props.cursor).then_some("current");
        html! {
            <rect class={classes!("ply", current)} data-eval-ply={plies.to_string()}
                data-margin={point.south.to_string()} data-mistake={mistake}
                x={(plies as i32 * PLY - PLY / 2).to_string()} y="0" width={PLY.to_string()}
                height={HEIGHT.to_string()} {onclick} />
        }
    });
    html! {
        <div class="story-graph">
            <svg data-eval-graph="" viewBox={format!("0 0 {width} {HEIGHT}")}
                preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <line class="even" x1="0" x2={width.to_string()} y1="50" y2="50" />
                <polygon class="margin" points={area} />
                <polyline class="margin" points={points.join(" ")} />
                { for flaws }
                { upright(props.cursor, classes!("cursor")) }
                { for columns }
            </svg>
            <span class="story-side south" aria-hidden="true">{ kawu_i18n::side_name(props.lang, kawu_engine::Side::South) }</span>
            <span class="story-side north" aria-hidden="true">{ kawu_i18n::side_name(props.lang, kawu_engine::Side::North) }</span>
        </div>
    }
}

/// The story panel.
#[component(StoryPanel)]
pub fn story_panel(props: &StoryPanelProps) -> Html {
    let (lang, texts) = (props.lang, kawu_i18n::story::texts(props.lang));
    let act = |action: ReviewAction| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    let Some(story) = &props.story else {
        return html! {
            <section class="story" aria-label={texts.graph}>
                <button type="button" data-action="analyse" onclick={act(ReviewAction::Analyse)}>{ texts.analyse }</button>
            </section>
        };
    };
    let (done, total) = (story.done(), story.total());
    let margins: Vec<(usize, i32)> = story
        .points()
        .map(|(plies, point)| (plies, point.south))
        .collect();
    let flaw = story.flaw(&props.game, props.cursor);
    let own = if story.is_complete() {
        retries(story, &props.game, props.player)
    } else {
        Vec::new()
    };
    let count = own.len();
    let on_learn = props.on_learn.reform(move |_: MouseEvent| own.clone());
    html! {
        <section class="story" aria-label={texts.graph}>
            if !story.is_complete() {
                <div class="story-progress">
                    <progress data-analysis-progress="" data-done={done.to_string()} data-total={total.to_string()}
                        max={total.to_string()} value={done.to_string()} aria-label={texts.progress} />
                    <span>{ kawu_i18n::story::progress(done, total) }</span>
                    if story.is_running() {
                        <button type="button" data-action="stop-analysis" onclick={act(ReviewAction::StopAnalysis)}>{ texts.stop }</button>
                    } else {
                        <button type="button" data-action="analyse" onclick={act(ReviewAction::Analyse)}>{ texts.go_on }</button>
                    }
                </div>
            }
            if done > 0 {
                { graph(props, story) }
                <p class="story-summary">{ kawu_i18n::story::summary(lang, &margins) }</p>
            }
            if let Some(flaw) = flaw {
                <p class="story-flaw" data-flaw={flaw.mistake.name()} data-best={flaw.best().letter().to_string()}>
                    { kawu_i18n::story::flaw(lang, &flaw) }</p>
            }
            if count > 0 {
                <button type="button" data-action="learn-mistakes" onclick={on_learn}>
                    { kawu_i18n::story::learn(lang, count) }</button>
            }
        </section>
    }
}
