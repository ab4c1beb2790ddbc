//! Keeps the game on the board in My games (IndexedDB) after every change, and a game set apart
//! from another tab's: so that a new game, a set-up position, a loaded file or an opened link
//! never destroys the game going on. Writes go one after the other, the newest text of each
//! game last; the first refusal of the browser is told once, and play goes on.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use kawu_engine::Game;
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::view::browser::library_store;
use kawu_model::library::{encode, worth_keeping, Entry, GameId, Opponent};
use kawu_model::settings::Settings;
use kawu_model::state::{Action, AppState};

/// The texts waiting to be written, in order, and whether a writer is running.
#[derive(Default)]
struct Queue {
    waiting: VecDeque<(String, String)>,
    writing: bool,
    told: bool,
}

type Shared = Rc<RefCell<Queue>>;

/// Queues `entry` for writing (replacing an older text of the same game still waiting), and
/// starts the writer if none runs.
fn keep(queue: &Shared, entry: &Entry, dispatch: &Callback<Action>) {
    let key = entry.id.key();
    {
        let mut waiting = queue.borrow_mut();
        waiting
            .waiting
            .retain(|(waiting_key, _)| *waiting_key != key);
        waiting.waiting.push_back((key, encode(entry)));
        if std::mem::replace(&mut waiting.writing, true) {
            return;
        }
    }
    let (queue, dispatch) = (queue.clone(), dispatch.clone());
    spawn_local(async move {
        loop {
            let next = queue.borrow_mut().waiting.pop_front();
            let Some((key, text)) = next else { break };
            if let Err(why) = library_store::put(&key, &text).await {
                web_sys::console::warn_1(&format!("kawu: game not kept: {why}").into());
                if !std::mem::replace(&mut queue.borrow_mut().told, true) {
                    dispatch.emit(Action::StorageFailed(why));
                }
            }
        }
        queue.borrow_mut().writing = false;
    });
}

/// The library's entry of game `id` as it stands now.
fn entry(id: GameId, game: &Game, settings: &Settings) -> Entry {
    Entry {
        id,
        saved_ms: js_sys::Date::now() as u64,
        opponent: Opponent::of(settings),
        game: game.clone(),
    }
}

/// Keeps the game on the board, and any game set apart, in My games.
#[hook]
pub fn use_library(state: &AppState, dispatch: Callback<Action>) {
    let queue: Shared = use_mut_ref(Queue::default);
    {
        let (queue, dispatch) = (queue.clone(), dispatch.clone());
        let (id, game, settings) = (state.game_id, state.game.clone(), state.settings);
        let keeps = worth_keeping(&game) && state.may_save();
        let deps = (id, state.version, Opponent::of(&settings), keeps);
        use_effect_with(deps, move |_| {
            if keeps {
                keep(&queue, &entry(id, &game, &settings), &dispatch);
            }
        });
    }
    let settings = state.settings;
    use_effect_with(state.set_aside.clone(), move |set_aside| {
        if let Some((id, game)) = set_aside {
            keep(&queue, &entry(*id, game, &settings), &dispatch);
        }
    });
}
