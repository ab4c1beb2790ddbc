//! My games: every game kept on this device but the one on the board, newest first, each with
//! its date, opponent, result and number of moves; resume (an unfinished game), review, export
//! as OGN, delete (with an undo until the next action); export them all in one OGN file. A text
//! that could not be read is listed too, exportable as it was stored. An online game is listed
//! with its opponent's name, its time control and how it ended (from the device's seats); to
//! resume it is to open it online again.

use kawu_engine::BySide;
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::view::browser::{library_store, online, transfer};
use crate::view::components::Panel;
use kawu_i18n::{library::texts, records::players};
use kawu_model::library::{encode, listing, newest_first, Entry, GameId, Kept, Standing};
use kawu_model::online::{OnlineLink, Seated, Seats};
use kawu_model::record;
use kawu_model::settings::{Lang, Settings};
use kawu_model::state::Notice;

/// What the panel needs.
#[derive(Properties, PartialEq, Clone)]
pub struct LibraryPanelProps {
    /// The settings (language, the players' names of an export).
    pub settings: Settings,
    /// The game on the board, left out of the list.
    pub current: GameId,
    /// Put a kept game on the board: to play on (`false`) or to review (`true`).
    pub on_open: Callback<(Entry, bool)>,
    /// Close the panel.
    pub on_close: Callback<()>,
}

/// The list as read from the store.
#[derive(Debug, Clone, PartialEq)]
enum Shelf {
    /// Being read.
    Loading,
    /// Read.
    Read(Vec<Kept>),
    /// The browser refused: why.
    Refused(String),
}

/// The day of wall-clock milliseconds as the player's language writes it: "1 déc. 2026".
fn date_text(ms: u64, lang: Lang) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"medium".into());
    date.to_locale_date_string(lang.word(), &options).into()
}

/// The OGN text of a kept game, its players named as the settings of its opponent would, or for
/// an online game as the device's seat at it tells.
fn record_of(entry: &Entry, settings: Settings, seats: &Seats) -> String {
    let names: BySide<String> = match seats.by_id(entry.id) {
        Some(seated) => kawu_i18n::records::online_players(settings.lang, seated),
        None => players(&entry.opponent.in_settings(settings)),
    };
    record::write(&entry.game, names, transfer::day_at(entry.saved_ms))
}

/// Offers `text` for download as `name`; a refusal goes to the console.
fn offer(name: &str, text: &str) {
    if let Err(error) = transfer::download(name, text) {
        web_sys::console::warn_2(&"kawu: export refused".into(), &error);
    }
}

/// Reads the whole shelf again.
fn reload(shelf: &UseStateHandle<Shelf>) {
    let shelf = shelf.clone();
    spawn_local(async move {
        shelf.set(match library_store::all().await {
            Ok(pairs) => Shelf::Read(
                pairs
                    .iter()
                    .map(|(key, text)| Kept::read(key, text))
                    .collect(),
            ),
            Err(why) => Shelf::Refused(why),
        });
    });
}

/// The panel.
#[component(LibraryPanel)]
pub fn library_panel(props: &LibraryPanelProps) -> Html {
    let (settings, lang) = (props.settings, props.settings.lang);
    let words = texts(lang);
    let shelf = use_state(|| Shelf::Loading);
    let seats = use_memo((), |()| online::seats());
    // The text deleted last, for its undo (until the next action).
    let deleted = use_state(|| None::<(String, String)>);
    {
        let shelf = shelf.clone();
        use_effect_with((), move |()| reload(&shelf));
    }
    let delete = {
        let (shelf, deleted) = (shelf.clone(), deleted.clone());
        Callback::from(move |(key, text): (String, String)| {
            let (shelf, deleted) = (shelf.clone(), deleted.clone());
            spawn_local(async move {
                if library_store::delete(&key).await.is_ok() {
                    deleted.set(Some((key, text)));
                }
                reload(&shelf);
            });
        })
    };
    let undo = {
        let (shelf, deleted) = (shelf.clone(), deleted.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some((key, text)) = (*deleted).clone() {
                let (shelf, deleted) = (shelf.clone(), deleted.clone());
                spawn_local(async move {
                    if library_store::put(&key, &text).await.is_ok() {
                        deleted.set(None);
                    }
                    reload(&shelf);
                });
            }
        })
    };
    let list = match &*shelf {
        Shelf::Loading => html! { <p class="library-said" role="status">{ words.loading }</p> },
        Shelf::Refused(why) => html! {
            <p class="library-said" role="status" data-notice="">
                { kawu_i18n::notice(lang, &Notice::StorageFailed(why.clone())) }
            </p>
        },
        Shelf::Read(kept) => {
            let items = listing(kept.clone(), props.current);
            if items.is_empty() {
                html! { <p class="library-said">{ words.empty }</p> }
            } else {
                let clear = deleted.setter();
                let actions = Actions {
                    open: props.on_open.clone(),
                    close: props.on_close.clone(),
                    delete: delete.clone(),
                    clear,
                };
                let item = |kept: &Kept| game_line(kept, settings, &seats, &actions);
                html! { <ul class="library-games">{ for items.iter().map(item) }</ul> }
            }
        }
    };
    let export_all = {
        let (shelf, deleted) = (shelf.clone(), deleted.clone());
        Callback::from(move |_: MouseEvent| {
            deleted.set(None);
            if let Shelf::Read(kept) = &*shelf {
                let text = every_record(kept, settings, &seats);
                let today = transfer::today();
                offer(
                    &format!("awale-{}-all.ogn", today.tag().replace('.', "-")),
                    &text,
                );
            }
        })
    };
    html! {
        <Panel class="library-panel" label={words.title} close={kawu_i18n::texts(lang).close}
            on_close={props.on_close.clone()}>
            <div class="library-actions">
                <button type="button" data-action="export-all" onclick={export_all}>{ words.export_all }</button>
                if deleted.is_some() {
                    <button type="button" data-action="undo-delete" onclick={undo}>{ words.undo_delete }</button>
                    <span class="library-said" role="status">{ kawu_i18n::library::deleted(lang) }</span>
                }
            </div>
            { list }
        </Panel>
    }
}

/// Every readable kept game as one multi-game OGN file, newest first.
fn every_record(kept: &[Kept], settings: Settings, seats: &Seats) -> String {
    newest_first(kept.to_vec())
        .iter()
        .filter_map(|kept| match kept {
            Kept::Game(entry) => Some(record_of(entry, settings, seats)),
            Kept::Unreadable { .. } => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// What a line's buttons do.
struct Actions {
    /// Puts a kept game on the board, in review or not.
    open: Callback<(Entry, bool)>,
    /// Closes the panel.
    close: Callback<()>,
    /// Deletes a text under its key.
    delete: Callback<(String, String)>,
    /// Forgets the last delete's undo.
    clear: UseStateSetter<Option<(String, String)>>,
}

/// Who a kept game was against, its standing's word and its standing said: an online game's
/// as the device's seat at it tells.
fn described(lang: Lang, entry: &Entry, seated: Option<&Seated>) -> (String, &'static str, String) {
    match seated {
        Some(seated) => {
            let standing = match seated.finish {
                None => Standing::Unfinished.word(),
                Some(finish) => finish.standing().map_or("aborted", Standing::word),
            };
            (
                kawu_i18n::library::online_opponent(lang, seated),
                standing,
                kawu_i18n::library::online_standing(lang, seated.finish, entry.plies()),
            )
        }
        None => (
            kawu_i18n::library::opponent(lang, entry.opponent),
            entry.standing().word(),
            kawu_i18n::library::standing(lang, entry.standing(), entry.plies()),
        ),
    }
}

/// Resuming an online game opens it online again, the panel closed first.
fn resume_online(seated: &Seated, close: &Callback<()>) -> Callback<MouseEvent> {
    let close = close.clone();
    let link = OnlineLink {
        game: seated.game.clone(),
        invite: None,
    };
    Callback::from(move |_: MouseEvent| {
        close.emit(());
        online::open(&link);
    })
}

/// One line of the list: what the game was, and its buttons.
fn game_line(kept: &Kept, settings: Settings, seats: &Seats, actions: &Actions) -> Html {
    let Actions {
        open: on_open,
        close,
        delete,
        clear,
    } = actions;
    let lang = settings.lang;
    let words = texts(lang);
    let [resume, review, export, remove] = words.buttons;
    let button = |action: &'static str, label: &'static str, onclick: Callback<MouseEvent>| {
        html! { <button type="button" data-action={action} {onclick}>{ label }</button> }
    };
    let on_delete = {
        let (delete, key, text) = (delete.clone(), kept.key(), stored_text(kept));
        Callback::from(move |_: MouseEvent| delete.emit((key.clone(), text.clone())))
    };
    match kept {
        Kept::Game(entry) => {
            let open = |review: bool| {
                let (on_open, entry, clear) = (on_open.clone(), entry.clone(), clear.clone());
                Callback::from(move |_: MouseEvent| {
                    clear.set(None);
                    on_open.emit((entry.clone(), review));
                })
            };
            let on_export = {
                let (entry, clear, seats) = (entry.clone(), clear.clone(), seats.clone());
                Callback::from(move |_: MouseEvent| {
                    clear.set(None);
                    let name = format!(
                        "awale-{}-{}.ogn",
                        transfer::day_at(entry.saved_ms).tag().replace('.', "-"),
                        &entry.id.key()[..6]
                    );
                    offer(&name, &record_of(&entry, settings, &seats));
                })
            };
            let seated = seats.by_id(entry.id);
            let (opponent, standing, said) = described(lang, entry, seated);
            let on_resume = match seated {
                Some(seated) => seated
                    .finish
                    .is_none()
                    .then(|| resume_online(seated, close)),
                None => (entry.standing() == Standing::Unfinished).then(|| open(false)),
            };
            let rules = entry.game.start().rules();
            let rules_line = kawu_i18n::rules::board_line(lang, rules);
            html! {
                <li class="library-game" data-library-game={entry.id.key()}
                    data-plies={entry.plies().to_string()} data-result={standing}
                    data-online={seated.map(|_| "")}>
                    <span class="library-date">{ date_text(entry.saved_ms, lang) }</span>
                    <span class="library-opponent">{ opponent }</span>
                    if let Some(line) = rules_line {
                        <span class="library-rules" data-rules={rules.to_string()}>{ line }</span>
                    }
                    <span class="library-standing">{ said }</span>
                    <span class="library-buttons">
                        { for on_resume.map(|onclick| button("resume", resume, onclick)) }
                        { button("review", review, open(true)) }
                        { button("export", export, on_export) }
                        { button("delete", remove, on_delete) }
                    </span>
                </li>
            }
        }
        Kept::Unreadable { key, text } => {
            let on_export = {
                let (key, text, clear) = (key.clone(), text.clone(), clear.clone());
                Callback::from(move |_: MouseEvent| {
                    clear.set(None);
                    offer(&format!("{key}.txt"), &text);
                })
            };
            html! {
                <li class="library-game unreadable" data-library-game={key.clone()} data-result="unreadable">
                    <span class="library-standing">{ words.unreadable }</span>
                    <span class="library-buttons">
                        { button("export", export, on_export) }
                        { button("delete", remove, on_delete) }
                    </span>
                </li>
            }
        }
    }
}

/// The text a kept item was stored as.
fn stored_text(kept: &Kept) -> String {
    match kept {
        Kept::Game(entry) => encode(entry),
        Kept::Unreadable { text, .. } => text.clone(),
    }
}
