//! What happens before the first render: the panic hook, the browser's language, and the state
//! the page opens on (a shared link's game, else the saved game, else a fresh one).

use kawu_engine::Game;

use crate::model::save;
use crate::model::settings::{Lang, Settings};
use crate::model::state::{worth_keeping, Action, AppState, Notice};
use crate::view::browser::{storage, transfer};

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
#[must_use]
pub fn initial_state() -> AppState {
    let saved = saved_state();
    let keep = worth_keeping(&saved.game);
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
        Some(text) => match save::decode(&text, defaults) {
            Ok((game, settings)) => AppState::resume(game, settings, None),
            Err(error) => {
                web_sys::console::info_1(&format!("kawu: saved game discarded: {error}").into());
                AppState::resume(Game::new(), defaults, Some(Notice::SaveDiscarded))
            }
        },
    }
}
