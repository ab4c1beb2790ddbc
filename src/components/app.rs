//! The app: owns the reducer and the side-effect hooks, and lays out the page.

use kawu_engine::{Game, Pit, PITS};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::{Board, Controls, Help, MoveList, MuteSwitch, SettingsPanel, Status};
use crate::geometry::Geometry;
use crate::hooks::{
    use_ai, use_narrow, use_service_worker, use_sound, use_sowing_animation, use_storage,
};
use crate::i18n;
use crate::keyboard::{command, KeyCommand};
use crate::settings::{Lang, Settings};
use crate::state::{Action, AppState, Hint, Notice, Setting};
use crate::storage;

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

/// The saved game, or a fresh one (with a notice when the save was unreadable).
fn initial_state() -> AppState {
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
    use_sound(&state, &sowing);
    use_service_worker();
    let lang = state.settings.lang;
    use_document_lang(lang);
    let geometry = Geometry {
        compact: use_narrow(),
    };

    let game = &state.game;
    let outcome = game.outcome();
    let human_to_move = !state.computer_to_move() && outcome.is_none();
    let playable = playable(&state);
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
        Callback::from(move |event: KeyboardEvent| {
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
        Callback::from(move |action: &'static str| match action {
            "new-game" => dispatch.emit(Action::NewGame),
            "undo" => dispatch.emit(Action::Undo),
            "redo" => dispatch.emit(Action::Redo),
            "hint" => dispatch.emit(Action::AskHint),
            "settings" => panel.set(panel.toggled(Open::Settings)),
            "help" => panel.set(panel.toggled(Open::Help)),
            _ => {}
        })
    };
    let close = {
        let panel = panel.clone();
        Callback::from(move |()| panel.set(Open::Nothing))
    };
    let on_set = {
        let dispatch = dispatch.clone();
        Callback::from(move |setting| dispatch.emit(Action::Set(setting)))
    };
    let on_sound = {
        let dispatch = dispatch.clone();
        Callback::from(move |sound| dispatch.emit(Action::Set(Setting::Sound(sound))))
    };
    let notice = state
        .notice
        .as_ref()
        .map(|notice| AttrValue::from(i18n::notice(lang, notice)));
    let announce = announcement(lang, notice.as_ref(), game, sowing.animating);
    let sown = game
        .last_trace()
        .filter(|_| sowing.animating)
        .map(|trace| (trace.side, trace.origin));
    let marks = (!sowing.animating)
        .then(|| game.last_trace().cloned())
        .flatten();

    html! {
        <main class="app">
            <header class="top">
                <h1>{ "Awalé" }</h1>
                <MuteSwitch {lang} sound={state.settings.sound} on_change={on_sound} />
            </header>
            <Status to_move={game.to_move()} {outcome} computer={state.settings.computer_side()}
                thinking={state.computer_to_move()} sowing={sown} notice={notice.clone()}
                announce={AttrValue::from(announce)} {lang} />
            <div class="board-wrap">
                <Board pits={sowing.frame.pits} score={sowing.frame.score} {playable} {marks}
                    hand={sowing.frame.hand} {hint} {bottom} {geometry} animating={sowing.animating}
                    focus={focus.filter(|pit| pit.side() == game.to_move())} {lang} {on_sow} on_skip={sowing.skip.clone()} {on_key} />
            </div>
            <Controls {lang} can_hint={human_to_move}
                hint_pending={matches!(state.hint, Hint::Pending(_))}
                can_undo={game.can_undo()} can_redo={game.can_redo()} {on_action} />
            if *panel == Open::Settings {
                <SettingsPanel settings={state.settings} {on_set} on_close={close.clone()} />
            }
            if *panel == Open::Help {
                <Help {lang} on_close={close} />
            }
            <MoveList moves={move_texts(game)} {lang} />
        </main>
    }
}
