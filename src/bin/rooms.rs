//! The rooms' module: the views not needed to play (`kawu_model::room::Room` lists them), loaded
//! by the page the first time one opens (`view::browser::rooms`). Only exports their opening.

use wasm_bindgen::prelude::*;

/// A room open on the page.
#[wasm_bindgen]
pub struct RoomHandle(Option<kawu::RoomApp>);

#[wasm_bindgen]
impl RoomHandle {
    /// Shows the room with new inputs: a request's text (`kawu_model::room`).
    ///
    /// # Errors
    /// Why the request could not be read; the room stays as it was.
    pub fn update(&mut self, request: &str) -> Result<(), JsError> {
        match &mut self.0 {
            Some(room) => room.update(request).map_err(|why| JsError::new(&why)),
            None => Ok(()),
        }
    }

    /// Closes the room (again: nothing happens).
    pub fn close(&mut self) {
        if let Some(room) = self.0.take() {
            room.close();
        }
    }
}

/// Opens the room of `request` (a request's text, `kawu_model::room`) in `root`; each answer's text
/// is passed to `answer`.
///
/// # Errors
/// Why the request could not be read.
#[wasm_bindgen]
pub fn open_room(
    root: web_sys::Element,
    request: &str,
    answer: js_sys::Function,
) -> Result<RoomHandle, JsError> {
    kawu::open_room(root, request, answer)
        .map(|room| RoomHandle(Some(room)))
        .map_err(|why| JsError::new(&why))
}

fn main() {
    kawu::install_rooms_panic_hook();
}
