//! The game panel: save the game as an OGN file, load one, copy the record as text, share a link.
//! What each button did is said in the panel; when the clipboard refuses, the text is shown
//! selected so the player can copy it by hand.

use kawu_engine::Game;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlInputElement, HtmlTextAreaElement};
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::view::browser::transfer;
use crate::view::components::Panel;
use kawu_i18n::{records::players, records::texts};
use kawu_model::link;
use kawu_model::record::{self, Loaded, RecordError};
use kawu_model::settings::{Lang, Settings};
use kawu_model::state;

/// The game to save or share, and where a loaded one goes.
#[derive(Properties, PartialEq, Clone)]
pub struct GamePanelProps {
    /// The game as it stands.
    pub game: Game,
    /// The settings (language, who plays: the record's tags).
    pub settings: Settings,
    /// A file was read and its game is to take the board (a refused file is told in the panel).
    pub on_load: Callback<Loaded>,
    /// Close the panel.
    pub on_close: Callback<()>,
}

/// What the panel says after a button.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Shown {
    Nothing,
    /// The record was offered for download under this name.
    Saved(String),
    /// The record is in the clipboard.
    Copied,
    /// The record, shown to be copied by hand, and what refused it.
    RecordByHand(String, Refused),
    /// The file chosen was refused, and why.
    Refused(RecordError),
    /// The link, and whether the clipboard took it.
    Link {
        url: String,
        copied: bool,
    },
}

/// What refused the record, so that it is shown to be copied by hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Refused {
    Clipboard,
    Download,
}

/// Selects the text of the record's or the link's box, so that it can be copied by hand.
fn select_text(node: &NodeRef) {
    if let Some(area) = node.cast::<HtmlTextAreaElement>() {
        let _ = area.focus();
        area.select();
    } else if let Some(input) = node.cast::<HtmlInputElement>() {
        let _ = input.focus();
        input.select();
    }
}

/// Reads the file chosen in `input`, if any, and hands over its game (asking first when that
/// would drop a game going on), or says in the panel why it is refused.
fn load_chosen(
    input: &HtmlInputElement,
    game: &Game,
    lang: Lang,
    on_load: Callback<Loaded>,
    shown: UseStateHandle<Shown>,
) {
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    // Choosing the same file again must fire `change` again.
    input.set_value("");
    let keep = state::worth_keeping(game);
    spawn_local(async move {
        let loaded = match transfer::read_file(file).await {
            Ok(text) => record::read(&text),
            Err(error) => Err(error),
        };
        if !transfer::may_replace(keep, &loaded, texts(lang).confirm_replace) {
            return;
        }
        match loaded {
            Ok(loaded) => on_load.emit(loaded),
            Err(error) => shown.set(Shown::Refused(error)),
        }
    });
}

/// The game panel.
#[component(GamePanel)]
pub fn game_panel(props: &GamePanelProps) -> Html {
    let lang = props.settings.lang;
    let words = texts(lang);
    let shown = use_state(|| Shown::Nothing);
    let file_input = use_node_ref();
    let text_box = use_node_ref();
    {
        let text_box = text_box.clone();
        use_effect_with((*shown).clone(), move |shown| {
            if matches!(
                shown,
                Shown::RecordByHand(..) | Shown::Link { copied: false, .. }
            ) {
                select_text(&text_box);
            }
        });
    }
    let on_save = {
        let (game, settings, shown) = (props.game.clone(), props.settings, shown.clone());
        Callback::from(move |_: MouseEvent| {
            let day = transfer::today();
            let name = day.file_name();
            let text = record::write(&game, players(&settings), day);
            match transfer::download(&name, &text) {
                Ok(()) => shown.set(Shown::Saved(name)),
                Err(error) => {
                    web_sys::console::warn_2(&"kawu: download refused".into(), &error);
                    shown.set(Shown::RecordByHand(text, Refused::Download));
                }
            }
        })
    };
    let on_pick = {
        let file_input = file_input.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(input) = file_input.cast::<HtmlElement>() {
                input.click();
            }
        })
    };
    let on_change = {
        let (game, on_load, shown) = (props.game.clone(), props.on_load.clone(), shown.clone());
        Callback::from(move |event: Event| {
            if let Some(input) = event
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            {
                load_chosen(&input, &game, lang, on_load.clone(), shown.clone());
            }
        })
    };
    let on_copy = {
        let (game, settings, shown) = (props.game.clone(), props.settings, shown.clone());
        Callback::from(move |_: MouseEvent| {
            let text = record::write(&game, players(&settings), transfer::today());
            let shown = shown.clone();
            spawn_local(async move {
                shown.set(if transfer::copy_to_clipboard(&text).await {
                    Shown::Copied
                } else {
                    Shown::RecordByHand(text, Refused::Clipboard)
                });
            });
        })
    };
    let on_share = {
        let (game, shown) = (props.game.clone(), shown.clone());
        Callback::from(move |_: MouseEvent| {
            let url = link::build(&transfer::page_address().unwrap_or_default(), &game);
            let shown = shown.clone();
            spawn_local(async move {
                let copied = transfer::copy_to_clipboard(&url).await;
                shown.set(Shown::Link { url, copied });
            });
        })
    };
    let button = |action: &'static str,
                  (label, hint): (&'static str, &'static str),
                  icon: &'static str,
                  onclick: Callback<MouseEvent>| {
        html! {
            <button type="button" class="record-action" data-action={action} {onclick}>
                <span class="icon" aria-hidden="true">{ icon }</span>
                <span class="label">{ label }</span>
                <span class="hint">{ hint }</span>
            </button>
        }
    };
    let [save, load, copy, share] = words.buttons;
    html! {
        <Panel class="game-panel" label={words.game} close={kawu_i18n::texts(lang).close} on_close={props.on_close.clone()}>
            <div class="record-actions">
                { button("save", save, "↓", on_save) }
                { button("load", load, "↑", on_pick) }
                { button("copy", copy, "❐", on_copy) }
                { button("share", share, "↗", on_share) }
            </div>
            <input type="file" class="visually-hidden" tabindex="-1" aria-hidden="true"
                accept=".ogn,.txt,text/plain" data-file="record" ref={file_input} onchange={on_change} />
            { feedback(&shown, lang, text_box) }
        </Panel>
    }
}

/// What the last button did: a line of text, and the record or the link in a read-only box.
fn feedback(shown: &Shown, lang: Lang, text_box: NodeRef) -> Html {
    let words = texts(lang);
    let said = |hook: &'static str, text: String| {
        html! { <p class="record-said" role="status" data-said={hook}>{ text }</p> }
    };
    match shown {
        Shown::Nothing => html! { <p class="record-said" role="status" /> },
        Shown::Saved(name) => said("saved", kawu_i18n::records::saved(lang, name)),
        Shown::Copied => said("copied", words.copied.to_owned()),
        Shown::Refused(error) => html! {
            <p class="record-said refused" role="alert" data-said="refused">
                { kawu_i18n::records::bad_record(lang, error) }
            </p>
        },
        Shown::RecordByHand(text, refused) => {
            let (hook, why) = match refused {
                Refused::Clipboard => ("copy-by-hand", words.copy_by_hand),
                Refused::Download => ("save-by-hand", words.save_by_hand),
            };
            html! {
                <>
                    { said(hook, why.to_owned()) }
                    <textarea class="record-text" readonly=true rows="10" aria-label={words.record_label}
                        data-record="" ref={text_box} value={text.clone()} />
                </>
            }
        }
        Shown::Link { url, copied } => html! {
            <>
                { said(if *copied { "link-copied" } else { "link-by-hand" },
                    (if *copied { words.link_copied } else { words.link_by_hand }).to_owned()) }
                <input class="record-link" type="text" readonly=true aria-label={words.link_label}
                    data-link="" ref={text_box} value={url.clone()} />
            </>
        },
    }
}
