//! A level of a lesson on the real board: its goal, the `Board` with the level's marked pits,
//! the sowing animation and sounds of the game, the result once a move decided it, and the
//! buttons retry, show me and next level. Every decision is the lesson's state machine's
//! ([`Run`]); this component shows it, sends it the player's taps and keys, and lets what plays
//! by itself (the opponent's reply, the moves of "Show me") play once the board is still.

use kawu_engine::{BySide, Pit, Side, PITS};
use yew::prelude::*;

use crate::view::components::roving::focus_tab_stop;
use crate::view::components::{flag, on_board_key, Board};
use crate::view::hooks::{use_auto_play, use_machine, use_sound_of, use_sowing, Handle, Heard};
use kawu_i18n::lessons as words;
use kawu_model::geometry::Geometry;
use kawu_model::keyboard::{command, KeyCommand};
use kawu_model::lesson::{lessons, At, Goal, Run, Step, Verdict};
use kawu_model::preview::preview;
use kawu_model::settings::{Lang, Sound, Speed};

/// What a level needs.
#[derive(Properties, PartialEq, Clone)]
pub struct LessonLevelProps {
    /// The level's run at its start.
    pub start: Run,
    /// Language.
    pub lang: Lang,
    /// The animation speed.
    pub speed: Speed,
    /// Sounds on or muted.
    pub sound: Sound,
    /// With stores, or compact.
    pub geometry: Geometry,
    /// The level was passed by the player with these stars.
    pub on_passed: Callback<(At, u8)>,
    /// Go to this level, or back to the list (`None`).
    pub on_go: Callback<Option<At>>,
    /// Back to the game.
    pub on_leave: Callback<()>,
    /// What the live region should say now.
    pub on_announce: Callback<String>,
}

/// The key's command on a level's board: as in the game, and in a prediction, where any pit may
/// be tapped, ↑/↓ cross to the other row and a letter names its pit exactly (`c` is North's).
fn key_command(key: &str, focus: Option<Pit>, run: &Run) -> Option<KeyCommand> {
    let player = run.player();
    if !matches!(run.level.goal, Goal::Predict(_)) {
        return command(key, focus, player, player);
    }
    let row = focus.map_or(player, Pit::side);
    match key {
        // The pit facing this one across the board.
        "ArrowUp" | "ArrowDown" => focus
            .and_then(|pit| Pit::new(PITS - 1 - pit.index()))
            .map(KeyCommand::Focus),
        "Enter" | " " => focus.map(KeyCommand::Sow),
        _ if key.chars().count() == 1 => key
            .chars()
            .next()
            .and_then(Pit::from_letter)
            .map(KeyCommand::Sow),
        _ => command(key, focus, row, player),
    }
}

/// Seeds captured since the level's start, as the stores show them.
fn captured_here(score: BySide<u8>, run: &Run) -> BySide<u8> {
    let start = run.level.start.score();
    BySide::new(
        score.south.saturating_sub(start.south),
        score.north.saturating_sub(start.north),
    )
}

/// A button's click that sends `step` to the run.
fn send(run: &Handle<Run>, step: Step) -> Callback<MouseEvent> {
    let dispatcher = run.dispatcher();
    Callback::from(move |_: MouseEvent| dispatcher.dispatch(step))
}

/// The buttons under the board.
fn buttons(props: &LessonLevelProps, run: &Handle<Run>) -> Html {
    let texts = words::texts(props.lang);
    let lessons = lessons();
    let retry = send(run, Step::Retry);
    let show_me = send(run, Step::ShowMe);
    let next = run.at.next(lessons);
    let on_next = props.on_go.reform(move |_: MouseEvent| next);
    let passed = matches!(run.verdict, Some(Verdict::Pass { .. }));
    html! {
        <nav class="lesson-buttons">
            <button type="button" class="control" data-action="retry" onclick={retry}>
                <span class="icon" aria-hidden="true">{ "↺" }</span>
                <span class="label">{ texts.retry }</span>
            </button>
            <button type="button" class="control" data-action="show-me" onclick={show_me}
                disabled={run.showing && run.verdict.is_none()}>
                <span class="icon" aria-hidden="true">{ "▶" }</span>
                <span class="label">{ texts.show_me }</span>
            </button>
            <button type="button" class={classes!("control", passed.then_some("go"))}
                data-action="next-level" onclick={on_next}>
                <span class="icon" aria-hidden="true">{ "→" }</span>
                <span class="label">{ texts.next_level }</span>
            </button>
        </nav>
    }
}

/// The result of the level once decided: `data-level-result` is "pass" or "fail".
fn result(lang: Lang, run: &Run, animating: bool) -> Html {
    let Some(verdict) = run.verdict.filter(|_| !animating) else {
        return html! {};
    };
    let (word, stars) = match verdict {
        Verdict::Pass { stars, .. } => ("pass", Some(stars)),
        Verdict::Fail(_) => ("fail", None),
    };
    html! {
        <div class={classes!("lesson-result", word)} data-level-result={word}
            data-shown={flag(run.showing)}>
            if let Some(stars) = stars.filter(|&stars| stars > 0) {
                <span class="lesson-stars" aria-hidden="true">{ words::star_marks(stars) }</span>
            }
            <p>{ words::verdict(lang, run).unwrap_or_default() }</p>
        </div>
    }
}

/// A level of a lesson.
#[component(LessonLevel)]
pub fn lesson_level(props: &LessonLevelProps) -> Html {
    let run = use_machine({
        let start = props.start.clone();
        move || start
    });
    let lang = props.lang;
    let sowing = use_sowing(&run.game, run.version, run.animate, props.speed);
    let heard = Heard {
        sound: props.sound,
        game: &run.game,
        version: run.version,
        animate: run.animate,
        quiet: false,
        computer: Some(run.player().other()),
    };
    use_sound_of(heard, &sowing);
    let advance = {
        let dispatcher = run.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(Step::Advance))
    };
    use_auto_play(
        run.version,
        run.pending().is_some(),
        sowing.animating,
        advance,
    );
    let pointed = use_state_eq(|| None::<(Pit, u64)>);
    {
        // Stars are kept once the level is passed by the player (none for "Show me").
        let (at, on_passed) = (run.at, props.on_passed.clone());
        use_effect_with(run.verdict, move |verdict| {
            if let Some(Verdict::Pass { stars, .. }) = *verdict {
                if stars > 0 {
                    on_passed.emit((at, stars));
                }
            }
        });
    }
    {
        let said = words::announcement(lang, &run, sowing.animating);
        let on_announce = props.on_announce.clone();
        use_effect_with(said, move |said| on_announce.emit(said.clone()));
    }
    // The board's tab stop takes the keyboard focus, so that keys play at once.
    use_effect_with((), |()| focus_tab_stop());
    let animating = sowing.animating;
    let lessons = lessons();
    let lesson = &lessons[run.at.lesson];
    let on_sow = {
        let run = run.clone();
        Callback::from(move |pit: Pit| run.dispatch(Step::Sow(pit)))
    };
    let on_key = {
        let keys_run = run.clone();
        let keys = move |key: &str, focus| key_command(key, focus, &keys_run);
        on_board_key(keys, animating, &sowing.skip, &on_sow)
    };
    let shown_preview = (*pointed)
        .filter(|&(_, at)| run.level.preview && run.open() && !animating && at == run.version)
        .and_then(|(pit, _)| preview(run.game.position(), pit));
    let on_preview = {
        let version = run.version;
        Callback::from(move |pit: Option<Pit>| pointed.set(pit.map(|pit| (pit, version))))
    };
    let marks = run.game.last_trace().filter(|_| !animating).cloned();
    let told = run
        .told
        .filter(|_| run.showing && !animating)
        .zip(run.last_facts())
        .map(|(told, facts)| words::say(lang, told, &facts));
    let texts = words::texts(lang);
    let to_list = props.on_go.reform(|_: MouseEvent| None);
    let leave = props.on_leave.reform(|_: MouseEvent| ());
    html! {
        <section class="lesson-level" data-lesson-level={run.at.key(lessons)}
            data-start={run.level.start.to_string()}>
            <div class="lesson-bar">
                <button type="button" class="round-text" data-action="lesson-list" onclick={to_list}>
                    { format!("← {}", texts.lessons) }
                </button>
                <h2>{ words::level_name(lang, lesson, run.at.level) }</h2>
                <button type="button" class="round-text" data-action="leave-lesson" onclick={leave}>
                    { texts.back_to_game }
                </button>
            </div>
            <p class="lesson-goal" data-goal="">
                { words::say(lang, run.level.goal_text, &run.goal_facts()) }
            </p>
            <div class="board-wrap">
                <Board pits={sowing.frame.pits} score={captured_here(sowing.frame.score, &run)}
                    playable={if animating { [false; PITS] } else { run.playable() }}
                    {marks} hand={sowing.frame.hand} hint={None::<Pit>} bottom={Side::South}
                    geometry={props.geometry} {animating} {lang} {on_sow}
                    on_skip={sowing.skip.clone()} {on_key} preview={shown_preview} {on_preview}
                    targets={run.targets()} />
            </div>
            <div class="lesson-status">
                if let Some((pit, reason)) = run.notice {
                    <p class="notice" role="note" data-notice="">{ kawu_i18n::illegal(lang, pit, reason) }</p>
                }
                if let Some(told) = told {
                    <p class="lesson-told">{ told }</p>
                }
                { result(lang, &run, animating) }
            </div>
            { buttons(props, &run) }
        </section>
    }
}
