//! The position editor: place seeds in the pits and stores, choose the side to move and the
//! opponent, then play the position. The engine validates it; every reason it gives is listed
//! and Play stays disabled until there is none.

use kawu_engine::{Position, Setup, Side};
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::view::components::{choice_group, flag, EditorBoard, Panel};
use kawu_model::editor::{parse_count, Edit, Editor};
use kawu_model::geometry::Geometry;
use kawu_model::settings::{side_word, Lang, Mode, Settings};

/// Where the editor starts and where its result goes.
#[derive(Properties, PartialEq, Clone)]
pub struct SetupEditorProps {
    /// The position the editor opens on (the game's, perhaps its end).
    pub start: Setup,
    /// The settings: language, the opponent chosen first, and the rules of the position to set
    /// up (the board's).
    pub settings: Settings,
    /// With stores, or compact.
    pub geometry: Geometry,
    /// The side drawn at the bottom.
    pub bottom: Side,
    /// Play this position against this opponent: a new game.
    pub on_play: Callback<(Position, Mode)>,
    /// Back to the game, unchanged.
    pub on_cancel: Callback<()>,
}

/// The − / + steppers and the typed count of the selected place, with the total.
fn stepper(
    lang: Lang,
    editor: &Editor,
    draft: Option<&str>,
    edit: &Callback<Edit>,
    on_type: Callback<InputEvent>,
) -> Html {
    let texts = kawu_i18n::editor::texts(lang);
    let seeds = editor.seeds(editor.selected);
    let value = draft.map_or_else(|| seeds.to_string(), str::to_owned);
    let total = editor.total();
    html! {
        <div class="editor-stepper">
            <label class="editor-place" for="editor-count">{ kawu_i18n::editor::place(lang, editor.selected) }</label>
            <div class="editor-steps">
                <button type="button" class="step" data-action="setup-less" aria-label={texts.less}
                    disabled={seeds == 0} onclick={edit.reform(|_: MouseEvent| Edit::Step(-1))}>{ "−" }</button>
                <input id="editor-count" class="editor-count" type="text" inputmode="numeric"
                    autocomplete="off" maxlength="2" data-edit-count="" {value}
                    aria-invalid={flag(draft.is_some())} oninput={on_type} />
                <button type="button" class="step" data-action="setup-more" aria-label={texts.more}
                    disabled={seeds >= editor.most()} onclick={edit.reform(|_: MouseEvent| Edit::Step(1))}>{ "+" }</button>
            </div>
            <p class={classes!("editor-total", (total != u32::from(editor.most())).then_some("off"))} data-setup-total="">
                { texts.total }{ " " }<b>{ format!("{total} / {}", editor.most()) }</b>
            </p>
        </div>
    }
}

/// The position editor, in a dialog over the game.
#[component(SetupEditor)]
pub fn setup_editor(props: &SetupEditorProps) -> Html {
    let lang = props.settings.lang;
    let texts = kawu_i18n::editor::texts(lang);
    let editor = use_state(|| Editor::new(props.start, props.settings.rules));
    // Text typed that is not a count of seeds: shown as typed, with a message.
    let draft = use_state(|| None::<String>);
    let mode = use_state(|| props.settings.mode);
    let edit = {
        let (editor, draft) = (editor.clone(), draft.clone());
        Callback::from(move |edit: Edit| {
            draft.set(None);
            editor.set(editor.apply(edit));
        })
    };
    let on_type = {
        let (editor, draft) = (editor.clone(), draft.clone());
        Callback::from(move |event: InputEvent| {
            let Some(input) = event
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            else {
                return;
            };
            let text = input.value();
            match parse_count(&text, editor.most()) {
                Ok(seeds) => {
                    draft.set(None);
                    editor.set(editor.apply(Edit::Set(seeds)));
                }
                Err(_) => draft.set(Some(text)),
            }
        })
    };
    let problems = editor.position().err().unwrap_or_default();
    let playable = problems.is_empty() && draft.is_none();
    let on_play = {
        let (editor, mode, on_play) = (editor.clone(), mode.clone(), props.on_play.clone());
        Callback::from(move |_: MouseEvent| {
            if let Ok(position) = editor.position() {
                on_play.emit((position, *mode));
            }
        })
    };
    let on_mode = {
        let mode = mode.clone();
        Callback::from(move |m: Mode| mode.set(m))
    };
    let is_empty_preset = editor.setup == editor.apply(Edit::Empty).setup;
    let sides = Side::ALL.map(|side| (side, side_word(side), kawu_i18n::side_name(lang, side)));
    let modes = [Mode::Computer, Mode::TwoPlayers].map(|m| (m, m.word(), kawu_i18n::mode(lang, m)));
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <Panel class="editor" label={texts.title} close={kawu_i18n::texts(lang).close} on_close={props.on_cancel.clone()}>
            <p class="editor-how">{ texts.how }</p>
            if let Some(line) = kawu_i18n::rules::board_line(lang, editor.rules) {
                <p class="rules-line" data-rules={editor.rules.to_string()}>{ line }</p>
            }
            <EditorBoard editor={*editor} geometry={props.geometry} bottom={props.bottom} {lang}
                on_select={edit.reform(Edit::Select)} />
            { stepper(lang, &editor, draft.as_deref(), &edit, on_type) }
            if draft.is_some() {
                <p class="editor-bad" role="alert">{ kawu_i18n::editor::bad_count(lang, editor.most()) }</p>
            }
            <div class="editor-options">
                { choice_group(texts.to_move, "to-move", &sides, editor.setup.to_move, &edit.reform(Edit::ToMove)) }
                { choice_group(texts.opponent, "setup-mode", &modes, *mode, &on_mode) }
            </div>
            <div class="editor-presets">
                <button type="button" data-action="setup-start" onclick={edit.reform(|_: MouseEvent| Edit::Start)}>{ texts.start }</button>
                <button type="button" data-action="setup-empty" onclick={edit.reform(|_: MouseEvent| Edit::Empty)}>{ texts.empty }</button>
            </div>
            if is_empty_preset {
                <p class="editor-note">{ kawu_i18n::editor::empty_note(lang, editor.rules) }</p>
            }
            <ul class="editor-problems" data-setup-errors="" aria-live="polite">
                { for problems.iter().map(|&reason| html! { <li>{ kawu_i18n::editor::invalid(lang, reason) }</li> }) }
            </ul>
            if problems.is_empty() {
                <p class="editor-ready">{ texts.ready }</p>
            }
            <div class="editor-actions">
                <button type="button" data-action="setup-cancel" onclick={on_cancel}>{ texts.cancel }</button>
                <button type="button" class="primary" data-action="setup-play" disabled={!playable} onclick={on_play}>{ texts.play }</button>
            </div>
        </Panel>
    }
}
