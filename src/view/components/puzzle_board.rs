//! One puzzle on the real board: its goal, the `Board` (the player's row at the bottom), the
//! sowing animation and sounds of the game, the verdict of each move in one sentence, and the
//! buttons retry, solution and next puzzle. Every decision is the puzzle's state machine's
//! ([`Solving`]); this component shows it, sends it the player's taps and keys, and lets what
//! plays by itself (the opponent's answer, a refutation, the solution) play once the board is
//! still.

use kawu_engine::{Pit, PITS};
use yew::prelude::*;

use crate::view::components::roving::focus_tab_stop;
use crate::view::components::{flag, on_board_key, Board};
use crate::view::hooks::{use_auto_play, use_machine, use_sound_of, use_sowing, Handle, Heard};
use kawu_i18n::puzzles as words;
use kawu_model::geometry::Geometry;
use kawu_model::keyboard::command;
use kawu_model::puzzle::{Solving, Step, Task, Verdict};
use kawu_model::settings::{Lang, Sound, Speed};

/// What a puzzle on the board needs.
#[derive(Properties, PartialEq, Clone)]
pub struct PuzzleBoardProps {
    /// What is solved.
    pub task: Task,
    /// Language.
    pub lang: Lang,
    /// The animation speed.
    pub speed: Speed,
    /// Sounds on or muted.
    pub sound: Sound,
    /// With stores, or compact.
    pub geometry: Geometry,
    /// The first try's result, once known: solved or not (see [`Solving::first_try`]).
    pub on_decided: Callback<bool>,
    /// The next puzzle.
    pub on_next: Callback<()>,
    /// What the live region should say now.
    pub on_announce: Callback<String>,
}

/// A button's click that sends `step`.
fn send(solving: &Handle<Solving>, step: Step) -> Callback<MouseEvent> {
    let dispatcher = solving.dispatcher();
    Callback::from(move |_: MouseEvent| dispatcher.dispatch(step))
}

/// The verdict of the player's latest move, once the board is still: `data-puzzle-result` is
/// `continue`, `solved` or `failed`; the solution shown says so and gives its line.
fn verdict(lang: Lang, solving: &Solving, animating: bool) -> Option<String> {
    if animating {
        return None;
    }
    if solving.showing {
        return solving
            .is_over()
            .then(|| words::solution(lang, solving.task.solution()));
    }
    let verdict = solving.verdict?;
    Some(words::verdict(
        lang,
        solving.player().other(),
        verdict,
        solving.answer,
    ))
}

/// A puzzle on the board.
#[component(PuzzleBoard)]
pub fn puzzle_board(props: &PuzzleBoardProps) -> Html {
    let solving = use_machine({
        let task = props.task.clone();
        move || Solving::new(task)
    });
    let lang = props.lang;
    let sowing = use_sowing(&solving.game, solving.version, solving.animate, props.speed);
    let heard = Heard {
        sound: props.sound,
        game: &solving.game,
        version: solving.version,
        animate: solving.animate,
        quiet: false,
        computer: Some(solving.player().other()),
    };
    use_sound_of(heard, &sowing);
    let advance = {
        let dispatcher = solving.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(Step::Advance))
    };
    let animating = sowing.animating;
    use_auto_play(
        solving.version,
        solving.pending().is_some(),
        animating,
        advance,
    );
    {
        let on_decided = props.on_decided.clone();
        use_effect_with(solving.first_try, move |decided| {
            if let Some(solved) = *decided {
                on_decided.emit(solved);
            }
        });
    }
    let said = verdict(lang, &solving, animating);
    {
        let announce = said.clone().unwrap_or_default();
        let on_announce = props.on_announce.clone();
        use_effect_with(announce, move |said| on_announce.emit(said.clone()));
    }
    use_effect_with((), |()| focus_tab_stop());
    let on_sow = {
        let solving = solving.clone();
        Callback::from(move |pit: Pit| solving.dispatch(Step::Sow(pit)))
    };
    let player = solving.player();
    let on_key = on_board_key(
        move |key: &str, focus| command(key, focus, player, player),
        animating,
        &sowing.skip,
        &on_sow,
    );
    let playable = if animating {
        [false; PITS]
    } else {
        solving.playable()
    };
    let marks = solving.game.last_trace().filter(|_| !animating).cloned();
    let texts = words::texts(lang);
    let result = solving
        .verdict
        .filter(|_| !animating && !solving.showing)
        .map(Verdict::word);
    let on_next = props.on_next.reform(|_: MouseEvent| ());
    let solved = matches!(solving.verdict, Some(Verdict::Solved));
    html! {
        <section class="puzzle-play" data-start={solving.task.position().to_string()}>
            <p class="lesson-goal" data-puzzle-goal="">{ words::task_goal(lang, &solving.task) }</p>
            <div class="board-wrap">
                <Board pits={sowing.frame.pits} score={sowing.frame.score} {playable}
                    {marks} hand={sowing.frame.hand} hint={None::<Pit>} bottom={player}
                    geometry={props.geometry} {animating} {lang} {on_sow}
                    on_skip={sowing.skip.clone()} {on_key} />
            </div>
            <div class="lesson-status">
                if let Some((pit, reason)) = solving.notice {
                    <p class="notice" role="note" data-notice="">{ kawu_i18n::illegal(lang, pit, reason) }</p>
                }
                if let Some(said) = said {
                    <div class={classes!("lesson-result", result)} data-puzzle-result={result}
                        data-shown={flag(solving.showing)}>
                        <p>{ said }</p>
                    </div>
                }
            </div>
            <nav class="lesson-buttons">
                <button type="button" class="control" data-action="retry" onclick={send(&solving, Step::Retry)}>
                    <span class="icon" aria-hidden="true">{ "↺" }</span>
                    <span class="label">{ texts.retry }</span>
                </button>
                <button type="button" class="control" data-action="solution" onclick={send(&solving, Step::Solution)}
                    disabled={solving.showing && !solving.is_over()}>
                    <span class="icon" aria-hidden="true">{ "▶" }</span>
                    <span class="label">{ texts.solution }</span>
                </button>
                <button type="button" class={classes!("control", solved.then_some("go"))}
                    data-action="next-puzzle" onclick={on_next}>
                    <span class="icon" aria-hidden="true">{ "→" }</span>
                    <span class="label">{ texts.next }</span>
                </button>
            </nav>
        </section>
    }
}
