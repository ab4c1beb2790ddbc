//! The rooms' module as the page sees it: the second wasm (`src/bin/rooms.rs`, the lessons,
//! the editor, the game panel and My games), loaded once, the first time a room opens, from
//! this page's build ([`super::build::rooms_urls`]); then a room opened in it, updated, closed.
//! Every refusal of the browser or of the module is an error value, never a panic: the game
//! goes on whatever happens to its rooms.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::Element;

use crate::view::browser::build;
use crate::view::browser::storage::describe;

#[wasm_bindgen(inline_js = r#"
let loading = null;
const url = (path) => new URL(path, document.baseURI).href;
/** The rooms' module, started: imported and its wasm instantiated once (tried again after a failure). */
export function load_rooms(script, wasm) {
  if (!loading) {
    loading = import(url(script)).then(async (module) => {
      await module.default({ module_or_path: url(wasm) });
      return module;
    });
    loading.catch(() => { loading = null; });
  }
  return loading;
}
export function open_room(module, root, request, answer) { return module.open_room(root, request, answer); }
export function update_room(handle, request) { handle.update(request); }
export function close_room(handle) { handle.close(); }
"#)]
extern "C" {
    fn load_rooms(script: &str, wasm: &str) -> js_sys::Promise;
    #[wasm_bindgen(catch)]
    fn open_room(
        module: &JsValue,
        root: &Element,
        request: &str,
        answer: &js_sys::Function,
    ) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    fn update_room(handle: &JsValue, request: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(catch)]
    fn close_room(handle: &JsValue) -> Result<(), JsValue>;
}

thread_local! {
    /// The module once it has started.
    static MODULE: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// The rooms' module if it has already started: a room then opens at once.
#[must_use]
pub fn started() -> Option<JsValue> {
    MODULE.with(|module| module.borrow().clone())
}

/// Loads and starts the rooms' module (once for the page; a failed load is tried again).
///
/// # Errors
/// Why it could not load: no network and no copy, a broken file.
pub async fn start() -> Result<JsValue, String> {
    if let Some(module) = started() {
        return Ok(module);
    }
    let [script, wasm] = build::rooms_urls();
    let module = JsFuture::from(load_rooms(&script, &wasm))
        .await
        .map_err(|error| describe(&error))?;
    MODULE.with(|kept| *kept.borrow_mut() = Some(module.clone()));
    Ok(module)
}

/// The element a room draws into, beside the page's own root: `#kawu-dialog` for a dialog,
/// `#kawu-room` for the lessons (so that the help can open over them); added at the end of the
/// body if the page has none.
fn room_root(dialog: bool) -> Option<Element> {
    let id = if dialog { "kawu-dialog" } else { "kawu-room" };
    let document = web_sys::window()?.document()?;
    if let Some(root) = document.get_element_by_id(id) {
        return Some(root);
    }
    let root = document.create_element("div").ok()?;
    root.set_id(id);
    document.body()?.append_child(&root).ok()?;
    Some(root)
}

/// A room open in the rooms' module; closed when dropped.
pub struct OpenRoom {
    handle: JsValue,
    /// Called by the room with each answer's text; kept as long as the room is open.
    _answer: Closure<dyn FnMut(String)>,
}

impl OpenRoom {
    /// Opens the room of `request` (a [`kawu_model::room::RoomRequest`]'s text) in `module`,
    /// in the dialogs' place or the lessons' (`dialog`); each answer's text goes to `on_answer`.
    ///
    /// # Errors
    /// Why the room did not open (the module refused the request, or failed).
    pub fn open(
        module: &JsValue,
        request: &str,
        dialog: bool,
        on_answer: impl FnMut(String) + 'static,
    ) -> Result<OpenRoom, String> {
        let root = room_root(dialog).ok_or_else(|| "no document to draw the room in".to_owned())?;
        let answer = Closure::<dyn FnMut(String)>::new(on_answer);
        let handle = open_room(module, &root, request, answer.as_ref().unchecked_ref())
            .map_err(|error| describe(&error))?;
        Ok(OpenRoom {
            handle,
            _answer: answer,
        })
    }

    /// Shows the room with new inputs (the same room, its own state kept).
    pub fn update(&self, request: &str) {
        if let Err(error) = update_room(&self.handle, request) {
            web_sys::console::warn_1(
                &format!("kawu: a room refused an update: {}", describe(&error)).into(),
            );
        }
    }
}

impl Drop for OpenRoom {
    fn drop(&mut self) {
        if let Err(error) = close_room(&self.handle) {
            web_sys::console::warn_1(
                &format!("kawu: a room did not close: {}", describe(&error)).into(),
            );
        }
    }
}
