//! What happens before the first render: the panic hook, the browser's language, and the state
//! the page opens on (a shared link's game, else the saved game, else a fresh one).

use kawu_engine::Game;
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::platform::spawn_local;

use crate::view::browser::{library_store, storage, transfer};
use kawu_model::save::{self, Saved};
use kawu_model::settings::{Lang, Settings};
use kawu_model::state::{worth_keeping, Action, AppState, Notice, Study};
use kawu_model::Machine;

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

/// Removes the first paint (the picture of the page that index.html shows until the wasm has
/// run, written by `scripts/first-paint.mjs`). Called just before the first render, which
/// happens in the same frame: the player never sees both, nor an empty page between them.
pub fn take_over_first_paint() {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if let Some(picture) = document.get_element_by_id("first-paint") {
        picture.remove();
    }
    if let Ok(templates) = document.query_selector_all("template[id^='first-paint-']") {
        for i in 0..templates.length() {
            if let Some(template) = templates.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                template.remove();
            }
        }
    }
}

/// The browser's language, English when unknown.
fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|window| window.navigator().language())
        .map_or(Lang::En, |tag| Lang::from_tag(&tag))
}

/// The game of a shared link if the page was opened by one (the player is asked first when it
/// would take the place of a saved game going on), else the saved game; the saved settings
/// either way. An online game's link opens online play, the saved game waiting.
#[must_use]
pub fn initial_state() -> AppState {
    let saved = saved_state();
    if transfer::opens_online() {
        return saved.apply(Action::Learn(Some(Study::Online)));
    }
    let keep = worth_keeping(&saved.game);
    match transfer::take_link_over(keep, saved.settings.lang) {
        Some(opened) => saved.apply(Action::OpenLink(opened)),
        None => saved,
    }
}

/// The saved game, or a fresh one. A save whose game cannot be read is set aside (in
/// `localStorage` under a key of its own, and in My games as unreadable), never overwritten; a
/// setting that could not be read is named in a notice.
fn saved_state() -> AppState {
    let defaults = Settings::new(browser_lang());
    let seed = storage::id_seed();
    let Some(text) = storage::load_text() else {
        return AppState::new(defaults).identified(None, seed);
    };
    match save::decode(&text, defaults) {
        Ok(Saved {
            game,
            id,
            settings,
            reset,
        }) => {
            let notice = (!reset.is_empty()).then_some(Notice::SettingsReset(reset));
            AppState::resume(game, settings, notice).identified(id, seed)
        }
        Err(error) => {
            web_sys::console::info_1(&format!("kawu: saved game set aside: {error}").into());
            keep_unreadable(text);
            AppState::resume(Game::new(), defaults, Some(Notice::SaveDiscarded))
                .identified(None, seed)
        }
    }
}

/// Keeps an unreadable save where it cannot be overwritten: beside the save, and in My games.
fn keep_unreadable(text: String) {
    let now = js_sys::Date::now() as u64;
    if let Err(why) = storage::set_aside(&text, now) {
        web_sys::console::warn_1(&format!("kawu: cannot set the save aside: {why}").into());
    }
    let key = format!("unreadable-{now}");
    spawn_local(async move {
        if let Err(why) = library_store::put(&key, &text).await {
            web_sys::console::warn_1(&format!("kawu: cannot keep the save: {why}").into());
        }
    });
}
