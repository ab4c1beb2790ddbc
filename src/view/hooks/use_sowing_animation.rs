//! Steps through the sowing plan of the last move with `gloo-timers`: one seed per tick, skipped
//! by a tap, instant under `prefers-reduced-motion` or with the animation off. The game's board
//! and a lesson's board both go through [`use_sowing`].

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use kawu_engine::Game;
use yew::prelude::*;

use kawu_model::animation::{Frame, Plan};
use kawu_model::settings::Speed;
use kawu_model::state::AppState;

/// What the board shows now.
#[derive(Debug, Clone, PartialEq)]
pub struct Sowing {
    /// The picture of the board.
    pub frame: Frame,
    /// True while a sowing is being animated.
    pub animating: bool,
    /// Jumps to the end of the animation.
    pub skip: Callback<()>,
}

/// The plan of the last move of `game`, if it has one.
fn last_plan(game: &Game) -> Option<Plan> {
    let plies = game.plies();
    let last = plies.last()?;
    let before = plies
        .len()
        .checked_sub(2)
        .map_or(game.start(), |i| plies[i].after);
    Some(Plan::new(&before, &last.trace, &last.after))
}

/// True when the player asked the system for reduced motion.
fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|window| window.match_media("(prefers-reduced-motion: reduce)").ok())
        .flatten()
        .is_some_and(|query| query.matches())
}

/// The board to show for `state`, animated after each move.
#[hook]
pub fn use_sowing_animation(state: &AppState) -> Sowing {
    use_sowing(
        &state.game,
        state.version,
        state.animate,
        state.settings.speed,
    )
}

/// The board to show for `game`, whose changes are numbered by `version`: its last move is
/// animated at `speed` when `animate` says the last change was a move.
#[hook]
pub fn use_sowing(game: &Game, version: u64, animate: bool, speed: Speed) -> Sowing {
    let reduced = *use_memo((), |()| prefers_reduced_motion());
    let tick = speed.seed_ms().filter(|_| !reduced);
    let plan: Rc<Option<Plan>> = {
        let game = game.clone();
        let animate = animate && tick.is_some();
        // Turning the animation off mid-sowing drops the plan: the board shows the result.
        use_memo((version, animate), move |_| {
            animate.then(|| last_plan(&game)).flatten()
        })
    };
    // The step belongs to a version: a new move starts again at 0 without a stale frame.
    let progress = use_state(|| (version, 0_usize));
    let step = if progress.0 == version { progress.1 } else { 0 };
    let animating = plan
        .as_ref()
        .as_ref()
        .is_some_and(|plan| !plan.is_done(step));
    {
        let progress = progress.clone();
        use_effect_with(
            (version, step, animating, tick),
            move |&(version, step, animating, tick)| {
                // Dropping the handle cancels the timer: on a new move, undo or skip.
                let timer = match (animating, tick) {
                    (true, Some(ms)) => {
                        Some(Timeout::new(ms, move || progress.set((version, step + 1))))
                    }
                    _ => None,
                };
                move || drop(timer)
            },
        );
    }
    let frame = match plan.as_ref() {
        Some(plan) if animating => plan.frame(step).copied(),
        _ => None,
    }
    .unwrap_or_else(|| Frame::of(&game.position()));
    let skip = Callback::from(move |()| progress.set((version, usize::MAX)));
    Sowing {
        frame,
        animating,
        skip,
    }
}
