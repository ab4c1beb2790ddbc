//! The rooms: the views a player opens now and then (each a [`kawu_model::room::Room`]), built
//! into a second wasm module (`src/bin/rooms.rs`) that the page
//! loads the first time one of them opens, so that the page itself stays small.
//!
//! The page and its rooms are two Yew apps, never nested (each brands its DOM nodes and events
//! with its own counters): the page draws into `#kawu-app`, a room into its sibling `#kawu-room`.
//! They speak in text ([`kawu_model::room`]): the page sends a request, [`open`] mounts the
//! room's component ([`root::RoomRoot`]) with it, and every answer of the player goes back as
//! text to the function the page gave.

mod root;

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::JsValue;
use web_sys::Element;
use yew::{AppHandle, Callback};

use kawu_model::room::{RoomAnswer, RoomRequest};
use root::{RoomRoot, RoomRootProps};

/// A room open in `#kawu-room`.
pub struct RoomApp {
    app: AppHandle<RoomRoot>,
    answer: Callback<RoomAnswer>,
    /// Cleared when the room closes: an answer still on its way (a file being read) is dropped.
    open: Rc<Cell<bool>>,
}

/// Opens the room of `request` (a [`RoomRequest`]'s text) in `root`; each answer's text is
/// passed to `answer`.
///
/// # Errors
/// Why the request could not be read.
pub fn open(root: Element, request: &str, answer: js_sys::Function) -> Result<RoomApp, String> {
    let request: RoomRequest = request.parse().map_err(|why| format!("{why}"))?;
    let open = Rc::new(Cell::new(true));
    let answer = {
        let open = open.clone();
        Callback::from(move |said: RoomAnswer| {
            if !open.get() {
                return;
            }
            let text = JsValue::from_str(&said.to_string());
            if let Err(error) = answer.call1(&JsValue::NULL, &text) {
                web_sys::console::warn_2(&"kawu: the page refused a room's answer".into(), &error);
            }
        })
    };
    let props = RoomRootProps {
        request,
        answer: answer.clone(),
    };
    let app = yew::Renderer::<RoomRoot>::with_root_and_props(root, props).render();
    Ok(RoomApp { app, answer, open })
}

impl RoomApp {
    /// Shows the room with new inputs (a setting or the game changed); its own state is kept.
    ///
    /// # Errors
    /// Why the request could not be read (the room is left as it was).
    pub fn update(&mut self, request: &str) -> Result<(), String> {
        let request: RoomRequest = request.parse().map_err(|why| format!("{why}"))?;
        self.app.update(RoomRootProps {
            request,
            answer: self.answer.clone(),
        });
        Ok(())
    }

    /// Closes the room: its view goes, and nothing more is answered.
    pub fn close(self) {
        self.open.set(false);
        self.app.destroy();
    }
}

/// Logs a panic of the rooms' module to the console: the page and its game go on.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("kawu (rooms): {info}").into());
    }));
}
