//! The page in a real browser (wasm-bindgen-test in Chromium): the board's hooks, a saved
//! two-player game restored from `localStorage`, a tap that sows, an illegal tap explained.
#![cfg(target_arch = "wasm32")]

use kawu::{App, SAVE_KEY};
use kawu_engine::{Game, Pit};
use kawu_model::library::GameId;
use kawu_model::save;
use kawu_model::settings::{Lang, Mode, Settings, Speed};
use wasm_bindgen_test::*;
use web_sys::{Element, MouseEvent, MouseEventInit};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|window| window.document())
        .expect("a document")
}

fn pit(root: &Element, index: usize) -> Element {
    root.query_selector(&format!("[data-pit=\"{index}\"]"))
        .ok()
        .flatten()
        .expect("the pit is drawn")
}

fn tap(element: &Element) {
    let init = MouseEventInit::new();
    init.set_bubbles(true);
    let event = MouseEvent::new_with_mouse_event_init_dict("click", &init).expect("an event");
    element.dispatch_event(&event).expect("dispatched");
}

/// Waits until Yew has drawn everything it was asked to (renders and their effects): the page
/// then shows the answer to what the test did, and nothing more is on its way.
async fn settle() {
    yew::scheduler::flush().await;
}

/// Mounts the app over a saved two-player game with the animation off.
async fn mount_two_player_game(moves: &str) -> Element {
    let mut game = Game::new();
    for letter in moves.chars() {
        game.play(Pit::from_letter(letter).expect("a pit"))
            .expect("a legal move");
    }
    let mut settings = Settings::new(Lang::Fr);
    settings.mode = Mode::TwoPlayers;
    settings.speed = Speed::Off;
    let storage = web_sys::window()
        .and_then(|window| window.local_storage().ok().flatten())
        .expect("localStorage");
    storage
        .set_item(SAVE_KEY, &save::encode(GameId(7), &game, &settings))
        .expect("saved");
    let root = document().create_element("div").expect("a div");
    document()
        .body()
        .expect("a body")
        .append_child(&root)
        .expect("mounted");
    yew::Renderer::<App>::with_root(root.clone()).render();
    settle().await;
    root
}

#[wasm_bindgen_test]
async fn every_pit_carries_its_hooks() {
    let root = mount_two_player_game("").await;
    for index in 0..12 {
        let element = pit(&root, index);
        assert_eq!(element.get_attribute("data-seeds").as_deref(), Some("4"));
        assert_eq!(element.get_attribute("role").as_deref(), Some("button"));
        let disabled = if index < 6 { "false" } else { "true" };
        assert_eq!(
            element.get_attribute("aria-disabled").as_deref(),
            Some(disabled)
        );
    }
    let label = pit(&root, 2).get_attribute("aria-label");
    assert_eq!(label.as_deref(), Some("C, 4 graines"));
    let status = root
        .query_selector("[data-turn]")
        .ok()
        .flatten()
        .expect("status");
    assert_eq!(status.get_attribute("data-turn").as_deref(), Some("south"));
}

#[wasm_bindgen_test]
async fn a_restored_game_continues_and_a_tap_sows() {
    let root = mount_two_player_game("Cd").await;
    assert_eq!(
        pit(&root, 2).get_attribute("data-seeds").as_deref(),
        Some("0")
    );
    tap(&pit(&root, 5));
    settle().await;
    assert_eq!(
        pit(&root, 5).get_attribute("data-seeds").as_deref(),
        Some("0")
    );
    assert!(pit(&root, 5).has_attribute("data-origin"));
    assert!(pit(&root, 6).has_attribute("data-sown"));
    let status = root
        .query_selector("[data-turn]")
        .ok()
        .flatten()
        .expect("status");
    assert_eq!(status.get_attribute("data-turn").as_deref(), Some("north"));
    let moves = root
        .query_selector(".move-list")
        .ok()
        .flatten()
        .and_then(|list| list.text_content())
        .unwrap_or_default();
    assert!(moves.contains("C") && moves.contains("F"), "{moves}");
}

#[wasm_bindgen_test]
async fn an_illegal_tap_is_explained() {
    let root = mount_two_player_game("").await;
    tap(&pit(&root, 8));
    settle().await;
    let notice = root
        .query_selector(".notice")
        .ok()
        .flatten()
        .and_then(|notice| notice.text_content())
        .unwrap_or_default();
    assert!(notice.contains("adversaire"), "{notice}");
    assert_eq!(
        pit(&root, 8).get_attribute("data-seeds").as_deref(),
        Some("4")
    );
}
