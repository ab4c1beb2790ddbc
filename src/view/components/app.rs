//! The app: owns the reducer and the side-effect hooks, and lays out the page.

use kawu_engine::{Game, Pit, PITS};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::{
    Board, Controls, GamePanel, Header, Help, MoveList, ReviewBar, SettingsPanel, SetupEditor,
    Status,
};
use crate::geometry::Geometry;
use crate::hooks::{
    use_ai, use_narrow, use_preview, use_review_keys, use_service_worker, use_shared_link,
    use_sound, use_sowing_animation, use_storage,
};
use crate::i18n;
use crate::keyboard::{command, KeyCommand};
use crate::review::ReviewAction;
use crate::scene::scene;
use crate::settings::{Lang, Settings};
use crate::state::{self, Action, AppState, Hint, Notice, Setting};
use crate::storage;
use crate::transfer;

/// Logs a panic to the console and shows a plain message instead of a frozen page.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("kawu: {info}").into());
        let Some(document) = web_sys::window().and_then(|window| window.document()) else {
            return;
        };
        if let (Ok(message), Some(body)) = (document.create_element("div"), document.body()) {
            message.set_class_name("crash");
            message.set_text_content(Some(
                "Oups, le jeu s'est arrêté. Rechargez la page. — Sorry, the game stopped. Please reload the page.",
            ));
            let _ = body.append_child(&message);
        }
    }));
}

/// The browser's language, English when unknown.
fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|window| window.navigator().language())
        .map_or(Lang::En, |tag| Lang::from_tag(&tag))
}

/// The game of a shared link if the page was opened by one (the player is asked first when it
/// would take the place of a saved game going on), else the saved game; the saved settings
/// either way.
fn initial_state() -> AppState {
    let saved = saved_state();
    let keep = state::worth_keeping(&saved.game);
    match transfer::take_link_over(keep, saved.settings.lang) {
        Some(opened) => saved.apply(Action::OpenLink(opened)),
        None => saved,
    }
}

/// The saved game, or a fresh one (with a notice when the save was unreadable).
fn saved_state() -> AppState {
    let defaults = Settings::new(browser_lang());
    match storage::load_text() {
        None => AppState::new(defaults),
        Some(text) => match storage::decode(&text, defaults) {
            Ok((game, settings)) => AppState::resume(game, settings, None),
            Err(error) => {
                web_sys::console::info_1(&format!("kawu: saved game discarded: {error}").into());
                AppState::resume(Game::new(), defaults, Some(Notice::SaveDiscarded))
            }
        },
    }
}

/// Which panel is open over the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Open {
    Nothing,
    Settings,
    Help,
    /// The position editor.
    Editor,
    /// The game panel: save, load, copy, share.
    Game,
}

impl Open {
    /// The panel open after its button is pressed: it opens, or closes when it was open.
    fn toggled(self, panel: Open) -> Open {
        if self == panel {
            Open::Nothing
        } else {
            panel
        }
    }
}

/// The pits the player may sow now: none while the computer is to move or once over.
fn playable(state: &AppState) -> [bool; PITS] {
    let mut playable = [false; PITS];
    if !state.computer_to_move() {
        for pit in state.game.legal_moves().iter() {
            playable[pit.index()] = true;
        }
    }
    playable
}

/// The moves in letter notation, `+N` after a capture.
fn move_texts(game: &Game) -> Vec<AttrValue> {
    game.plies()
        .iter()
        .map(|ply| {
            let letter = ply.trace.origin.letter();
            match ply.trace.seeds_captured {
                0 => AttrValue::from(letter.to_string()),
                n => AttrValue::from(format!("{letter}+{n}")),
            }
        })
        .collect()
}

/// What the live region says: the notice, else the result, else the last move once sown.
fn announcement(lang: Lang, notice: Option<&AttrValue>, game: &Game, animating: bool) -> String {
    match (notice, game.outcome(), game.last_trace()) {
        (Some(notice), _, _) => notice.to_string(),
        (None, Some(outcome), _) => i18n::outcome(lang, &outcome, game.to_move()),
        (None, None, Some(trace)) if !animating => i18n::move_done(lang, trace),
        _ => String::new(),
    }
}

/// Gives the keyboard focus to a pit's element.
fn focus_pit(pit: Pit) {
    let element = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| {
            document
                .query_selector(&format!("[data-pit=\"{}\"]", pit.index()))
                .ok()
                .flatten()
        })
        .and_then(|element| element.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}

/// Keeps the document's language and title in step with the settings.
#[hook]
fn use_document_lang(lang: Lang) {
    use_effect_with(lang, |&lang| {
        if let Some(document) = web_sys::window().and_then(|window| window.document()) {
            document.set_title(i18n::texts(lang).title);
            if let Some(root) = document.document_element() {
                let _ = root.set_attribute("lang", lang.word());
            }
        }
    });
}

/// The whole page.
#[component(App)]
pub fn app() -> Html {
    let state = use_reducer(initial_state);
    let panel = use_state(|| Open::Nothing);
    let focus = use_state(|| None::<Pit>);
    let dispatch = {
        let state = state.clone();
        Callback::from(move |action: Action| state.dispatch(action))
    };
    let sowing = use_sowing_animation(&state);
    use_ai(&state, sowing.animating, dispatch.clone());
    use_storage(&state);
    let (preview, on_preview) = use_preview(&state, sowing.animating);
    use_shared_link(&state, dispatch.clone());
    use_sound(&state, &sowing);
    use_service_worker();
    let lang = state.settings.lang;
    use_document_lang(lang);
    let on_review = {
        let dispatch = dispatch.clone();
        Callback::from(move |action| dispatch.emit(Action::Review(action)))
    };
    use_review_keys(state.review.is_some(), on_review.clone());
    let geometry = Geometry {
        compact: use_narrow(),
    };

    let game = &state.game;
    let outcome = game.outcome();
    let human_to_move = !state.computer_to_move() && outcome.is_none();
    // A board turned toward the player turns once the sowing is over, not under the seeds.
    let bottom = match game.last_trace() {
        Some(trace) if sowing.animating => state.settings.bottom_side(trace.side),
        _ => state.bottom_side(),
    };
    let hint = match state.hint {
        Hint::Shown(pit) => Some(pit),
        _ => None,
    };
    let on_sow = {
        let (dispatch, focus) = (dispatch.clone(), focus.clone());
        Callback::from(move |pit: Pit| {
            // A tap is not keyboard play: drop the keyboard's focus ring.
            focus.set(None);
            dispatch.emit(Action::Sow(pit));
        })
    };
    let on_key = {
        let (dispatch, focus, skip) = (dispatch.clone(), focus.clone(), sowing.skip.clone());
        let (mover, animating) = (game.to_move(), sowing.animating);
        let reviewing = state.review.is_some();
        Callback::from(move |event: KeyboardEvent| {
            // Under review the page's keys step through the game (`use_review_keys`).
            if reviewing {
                return;
            }
            let key = event.key();
            match command(&key, *focus, mover, bottom) {
                Some(KeyCommand::Focus(pit)) => {
                    focus.set(Some(pit));
                    focus_pit(pit);
                }
                Some(KeyCommand::Sow(pit)) => {
                    if animating {
                        skip.emit(());
                    }
                    dispatch.emit(Action::Sow(pit));
                }
                None => return,
            }
            event.prevent_default();
        })
    };
    let on_action = {
        let (dispatch, panel) = (dispatch.clone(), panel.clone());
        // The review button enters the review, or leaves it when pressed again.
        let review = if state.review.is_some() {
            ReviewAction::Exit
        } else {
            ReviewAction::Enter
        };
        Callback::from(move |action: &'static str| match action {
            "new-game" => dispatch.emit(Action::NewGame),
            "undo" => dispatch.emit(Action::Undo),
            "redo" => dispatch.emit(Action::Redo),
            "hint" => dispatch.emit(Action::AskHint),
            "review" => dispatch.emit(Action::Review(review.clone())),
            "settings" => panel.set(panel.toggled(Open::Settings)),
            "help" => panel.set(panel.toggled(Open::Help)),
            "setup" => panel.set(panel.toggled(Open::Editor)),
            "game" => panel.set(panel.toggled(Open::Game)),
            _ => {}
        })
    };
    let on_help = on_action.reform(|()| "help");
    let close = {
        let panel = panel.clone();
        Callback::from(move |()| panel.set(Open::Nothing))
    };
    let on_set = {
        let dispatch = dispatch.clone();
        Callback::from(move |setting| dispatch.emit(Action::Set(setting)))
    };
    let on_setup = {
        let (dispatch, panel, mode) = (dispatch.clone(), panel.clone(), state.settings.mode);
        Callback::from(move |(position, opponent)| {
            if opponent != mode {
                dispatch.emit(Action::Set(Setting::Mode(opponent)));
            }
            dispatch.emit(Action::Setup(position));
            panel.set(Open::Nothing);
        })
    };
    let on_load = {
        let (dispatch, panel) = (dispatch.clone(), panel.clone());
        Callback::from(move |loaded| {
            panel.set(Open::Nothing);
            dispatch.emit(Action::LoadRecord(loaded));
        })
    };
    let on_sound = {
        let dispatch = dispatch.clone();
        Callback::from(move |sound| dispatch.emit(Action::Set(Setting::Sound(sound))))
    };
    let notice = state
        .notice
        .as_ref()
        .map(|notice| AttrValue::from(i18n::notice(lang, notice)));
    // Under review the bar says where the player is; the live game is not announced meanwhile.
    let announce = match &state.review {
        Some(_) => notice.as_ref().map(ToString::to_string).unwrap_or_default(),
        None => announcement(lang, notice.as_ref(), game, sowing.animating),
    };
    let sown = game
        .last_trace()
        .filter(|_| sowing.animating)
        .map(|trace| (trace.side, trace.origin));
    // Under review the board shows the position at the cursor, with the move that led there.
    let shown = scene(&state, sowing.frame, sowing.animating);
    let live = shown.live;
    // Nothing is sown under review: the board shows another position.
    let playable = if live {
        playable(&state)
    } else {
        [false; PITS]
    };
    let review_bar = state.review.as_ref().map(|review| {
        html! {
            <ReviewBar cursor={review.at(game)} total={game.plies().len()} later={review.later_moves(game)} position={review.position(game)}
                outcome={review.outcome(game)} eval={review.eval.clone()} {lang}
                on_action={on_review.clone()} />
        }
    });
    let on_select = {
        let on_review = on_review.clone();
        Callback::from(move |ply| on_review.emit(ReviewAction::Go(ply)))
    };
    let current = state.review.as_ref().map(|review| review.at(game));
    // The editor starts from the position on the board: the one under review, if any.
    let shown_position = state
        .review
        .as_ref()
        .map_or(game.position(), |review| review.position(game));

    html! {
        <main class="app">
            <Header {lang} sound={state.settings.sound} {on_help} {on_sound} />
            <Status to_move={shown.to_move} outcome={shown.outcome} computer={state.settings.computer_side()}
                thinking={state.computer_to_move()} sowing={sown.filter(|_| live)} notice={notice.clone()}
                announce={AttrValue::from(announce)} {lang} />
            <div class="board-wrap">
                <Board pits={shown.frame.pits} score={shown.frame.score} {playable} marks={shown.marks}
                    hand={shown.frame.hand.filter(|_| live)} hint={hint.filter(|_| live)} {bottom} {geometry}
                    animating={sowing.animating && live}
                    focus={focus.filter(|pit| pit.side() == game.to_move() && live)} {lang} {on_sow}
                    on_skip={sowing.skip.clone()} {on_key} preview={preview.filter(|_| live)} {on_preview} />
            </div>
            { for review_bar }
            <Controls {lang} can_hint={human_to_move && live}
                hint_pending={matches!(state.hint, Hint::Pending(_))}
                can_undo={game.can_undo() && live} can_redo={game.can_redo() && live} reviewing={!live} {on_action} />
            if *panel == Open::Settings {
                <SettingsPanel settings={state.settings} {on_set} on_close={close.clone()} />
            }
            if *panel == Open::Editor {
                <SetupEditor start={shown_position} settings={state.settings} {geometry}
                    bottom={state.bottom_side()} on_play={on_setup} on_cancel={close.clone()} />
            }
            if *panel == Open::Help {
                <Help {lang} on_close={close.clone()} />
            }
            if *panel == Open::Game {
                <GamePanel game={game.clone()} settings={state.settings} {on_load} on_close={close} />
            }
            <MoveList moves={move_texts(game)} {lang} {current} {on_select} />
        </main>
    }
}
