//! The app: owns the reducer, the side-effect hooks and the open panel, and lays out the page.
//! What it shows is decided in `model` (the scene, the buttons) and said by `i18n`.

use kawu_ai::mistake::Mistake;
use kawu_engine::{Game, Rules, Side};
use yew::prelude::*;

use crate::view::boot::initial_state;
use crate::view::browser::{progress, storage};
use crate::view::components::{
    header, learn_offer, on_board_key, Board, Controls, MoveList, OtherTab, ReviewBar, RoomHost,
    Status, StoryPanel,
};
use crate::view::hooks::{
    use_ai, use_document_lang, use_library, use_machine, use_narrow, use_other_tabs, use_preview,
    use_review_keys, use_service_worker, use_shared_link, use_sound, use_sowing_animation,
    use_storage,
};
use kawu_model::controls::{press, Control, Panel, Press};
use kawu_model::geometry::Geometry;
use kawu_model::keyboard::command;
use kawu_model::record::move_list;
use kawu_model::review::{Review, ReviewAction};
use kawu_model::room::{RoomAnswer, RoomRequest};
use kawu_model::scene::scene;
use kawu_model::settings::{Setting, Settings};
use kawu_model::state::{Action, Hint, Study};

/// What a room's answer does: the editor's Play sets the opponent chosen there, then the
/// position as a new game; a file read in the game panel is loaded or refused; a game of My
/// games takes the board. The room closes first, whatever it said.
fn on_room_answer(
    dispatch: &Callback<Action>,
    close: &Callback<()>,
    settings: Settings,
) -> Callback<RoomAnswer> {
    let (dispatch, close) = (dispatch.clone(), close.clone());
    Callback::from(move |answer| {
        // A setting changes with the settings left open; every other answer closes the room.
        if let RoomAnswer::Set(setting) = answer {
            dispatch.emit(Action::Set(setting));
            return;
        }
        close.emit(());
        match answer {
            RoomAnswer::Close | RoomAnswer::Set(_) => {}
            RoomAnswer::Play { position, opponent } => {
                if opponent != settings.mode {
                    dispatch.emit(Action::Set(Setting::Mode(opponent)));
                }
                dispatch.emit(Action::Setup(position));
            }
            RoomAnswer::Loaded(loaded) => dispatch.emit(Action::LoadRecord(loaded)),
            RoomAnswer::Open { entry, review } => {
                dispatch.emit(Action::OpenKept { entry, review });
            }
        }
    })
}

/// The moves the review's analysis marked, by ply.
fn marks(review: Option<&Review>, game: &Game) -> Vec<(usize, Mistake)> {
    let Some(story) = review.and_then(|review| review.story.as_ref()) else {
        return Vec::new();
    };
    story
        .flaws(game)
        .map(|(ply, flaw)| (ply, flaw.mistake))
        .collect()
}

/// The whole page.
#[component(App)]
pub fn app() -> Html {
    let state = use_machine(initial_state);
    let panel = use_state(|| Panel::Nothing);
    let dispatch = {
        let state = state.clone();
        Callback::from(move |action: Action| state.dispatch(action))
    };
    let sowing = use_sowing_animation(&state);
    use_ai(&state, sowing.animating, dispatch.clone());
    use_storage(&state, dispatch.clone());
    use_library(&state, dispatch.clone());
    use_other_tabs(state.settings, dispatch.clone());
    let (preview, on_preview) = use_preview(&state, sowing.animating);
    use_shared_link(&state, dispatch.clone());
    use_sound(&state, &sowing);
    use_service_worker();
    let (lang, settings, game) = (state.settings.lang, state.settings, &state.game);
    use_document_lang(lang);
    let on_review = dispatch.reform(Action::Review);
    use_review_keys(
        state.review.is_some() && state.learning.is_none(),
        on_review.clone(),
    );
    // A first visit (no saved game) offers the lessons, until the offer is dismissed or taken.
    let offer = use_state(|| storage::load_text().is_none() && !progress::offer_dismissed());
    let on_dismiss = {
        let offer = offer.clone();
        Callback::from(move |()| {
            offer.set(false);
            progress::dismiss_offer();
        })
    };
    {
        let (offer, on_dismiss) = (*offer, on_dismiss.clone());
        use_effect_with(state.learning.is_some(), move |&learning| {
            if learning && offer {
                on_dismiss.emit(());
            }
        });
    }
    let narrow = use_narrow();
    let geometry = Geometry::of_board(narrow, game.start().rules());

    // Under review the board shows the position at the cursor, with the move that led there.
    let shown = scene(&state, sowing.frame, sowing.animating);
    let (live, animating) = (shown.live, sowing.animating && shown.live);
    // A board turned toward the player turns once the sowing is over, not under the seeds.
    let bottom = match game.last_trace() {
        Some(trace) if sowing.animating => settings.bottom_side(trace.side),
        _ => state.bottom_side(),
    };
    let (hint, why) = match state.hint {
        Hint::Shown(pit, why) if live => (
            Some(pit),
            why.map(|why| kawu_i18n::hint::why(lang, pit, why)),
        ),
        _ => (None, None),
    };
    let on_sow = dispatch.reform(Action::Sow);
    let on_key = {
        // Under review the page's keys step through the game instead (`use_review_keys`).
        let (mover, reviewing) = (game.to_move(), !live);
        let keys =
            move |key: &str, focus| command(key, focus, mover, bottom).filter(|_| !reviewing);
        on_board_key(keys, sowing.animating, &sowing.skip, &on_sow)
    };
    let on_action = {
        let (dispatch, panel, reviewing) = (dispatch.clone(), panel.clone(), !live);
        Callback::from(move |control: Control| match press(control, reviewing) {
            Press::Act(action) => dispatch.emit(action),
            Press::Toggle(wanted) => panel.set(panel.toggled(wanted)),
        })
    };
    let close = {
        let panel = panel.clone();
        Callback::from(move |()| panel.set(Panel::Nothing))
    };
    let on_answer = on_room_answer(&dispatch, &close, settings);
    let notice = state
        .notice
        .as_ref()
        .map(|n| AttrValue::from(kawu_i18n::notice(lang, n)));
    let announce = AttrValue::from(kawu_i18n::announce::announcement(&state, sowing.animating));
    let again = shown.outcome.is_none()
        && shown
            .marks
            .as_ref()
            .is_some_and(|m| m.side == shown.to_move);
    let rules_line = kawu_i18n::rules::board_line(lang, game.start().rules());
    let sown = game
        .last_trace()
        .filter(|_| animating)
        .map(|t| (t.side, t.origin));
    // The editor starts from the position on the board: the one under review, if any.
    let review = state.review.as_ref();
    let on_board = review.map_or(game.position(), |review| review.position(game));
    let room = |request| html! { <RoomHost {request} on_answer={on_answer.clone()} /> };
    let header = header(
        lang,
        settings.sound,
        Control::place(*panel, state.learning.as_ref()),
        &on_action,
        dispatch.reform(|sound| Action::Set(Setting::Sound(sound))),
    );
    // The panels open over the game, the lessons and the puzzles alike.
    let panels = match *panel {
        Panel::Nothing => html! {},
        Panel::Settings => room(RoomRequest::Settings { settings }),
        // It sets up a position of the board's rules (a Kalah game's editor is Kalah's).
        Panel::Editor => room(RoomRequest::Editor {
            start: on_board.setup(),
            settings: Settings {
                rules: on_board.rules(),
                ..settings
            },
            compact: narrow,
            bottom: state.bottom_side(),
        }),
        Panel::Help => room(RoomRequest::Help { lang }),
        Panel::Game => room(RoomRequest::Game {
            game: game.clone(),
            settings,
        }),
        Panel::Library => room(RoomRequest::Library {
            settings,
            current: state.game_id,
        }),
    };
    // In the lessons and the puzzles the game waits as it is, and its board is not drawn: the
    // page keeps its header, and the room is the main content under it.
    if let Some(study) = &state.learning {
        // Their one answer is to leave them.
        let on_leave = dispatch.reform(|_: RoomAnswer| Action::Learn(None));
        let (speed, sound, compact) = (settings.speed, settings.sound, narrow);
        // Lessons and puzzles are abapa's: said when the player chose other rules.
        let abapa_note = (settings.rules != Rules::ABAPA && !matches!(study, Study::Online))
            .then(|| kawu_i18n::rules::study_note(lang));
        let request = match study {
            Study::Lessons => RoomRequest::Lessons {
                lang,
                speed,
                sound,
                compact,
            },
            Study::Puzzles(retries) => RoomRequest::Puzzles {
                lang,
                speed,
                sound,
                compact,
                retries: retries.clone(),
            },
            Study::Online => RoomRequest::Online {
                lang,
                speed,
                sound,
                compact,
                rules: settings.rules,
            },
        };
        return html! {
            <>
                { header }
                // One child in the place of the game's `<main>`: Yew matches a list's children
                // from its end, and the header must stay the same element (it has the focus).
                <>
                    if let Some(note) = abapa_note {
                        <p class="rules-line study" data-rules-abapa="">{ note }</p>
                    }
                    <RoomHost {request} on_answer={on_leave} />
                </>
                { panels }
            </>
        };
    }

    html! {
        <>
            { header }
            <main class="app">
                <Status to_move={shown.to_move} outcome={shown.outcome} computer={settings.computer_side()}
                    thinking={state.thinking()} sowing={sown} notice={notice} {again}
                    why={why.map(AttrValue::from)} {announce} {lang}
                    on_analyse={(live && game.outcome().is_some()).then(|| on_review.reform(|()| ReviewAction::Analyse))} />
                if !state.may_save() {
                    <OtherTab {lang} on_choice={dispatch.clone()} />
                }
                <div class="board-wrap">
                    <Board pits={shown.frame.pits} score={shown.frame.score} playable={shown.playable}
                        marks={shown.marks} hand={shown.frame.hand.filter(|_| live)} {hint} {bottom}
                        {geometry} {animating} {lang} {on_sow} on_skip={sowing.skip.clone()} {on_key}
                        preview={preview.filter(|_| live)} {on_preview} />
                </div>
                if let Some(line) = rules_line {
                    <p class="rules-line" data-rules={game.start().rules().to_string()}>{ line }</p>
                }
                if let Some(review) = review {
                    <ReviewBar cursor={review.at(game)} total={game.plies().len()}
                        later={review.later_moves(game)} position={review.position(game)}
                        outcome={review.outcome(game)} eval={review.eval.clone()} {lang}
                        on_action={on_review.clone()} />
                    <StoryPanel game={game.clone()} story={review.story.clone()} cursor={review.at(game)}
                        {lang} player={settings.computer_side().map(Side::other)} on_action={on_review.clone()}
                        on_learn={dispatch.reform(|retries| Action::Learn(Some(Study::Puzzles(retries))))} />
                }
                <Controls {lang} can_hint={!state.computer_to_move() && game.outcome().is_none() && live}
                    hint_pending={matches!(state.hint, Hint::Pending(_))}
                    can_undo={game.can_undo() && live} can_redo={game.can_redo() && live}
                    reviewing={!live} {on_action} />
                if *offer {
                    { learn_offer(lang, dispatch.reform(|()| Action::Learn(Some(Study::Lessons))), on_dismiss) }
                }
                <MoveList moves={move_list(game)} {lang} current={review.map(|r| r.at(game))}
                    marks={marks(review, game)} on_select={on_review.reform(ReviewAction::Go)} />
            </main>
            { panels }
        </>
    }
}
