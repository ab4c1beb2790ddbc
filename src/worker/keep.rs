//! The endgame table kept in the browser for every later worker: built once on a device (a few
//! seconds of wasm), stored in Cache Storage by `static/endgame-store.js`
//! (loaded by `worker-start.js`), and read back by a fresh worker in a fraction of that. A copy
//! read back is checked by [`Table::from_bytes`] (length, and the digest of the native build):
//! a truncated or damaged one is told in the console as info and built again, never trusted.

use js_sys::{Promise, Uint8Array};
use kawu_ai::endgame::bytes::DIGEST;
use kawu_ai::endgame::Table;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    /// The stored bytes under `key` (a `Uint8Array`), or `null`.
    #[wasm_bindgen(catch, js_namespace = kawuEndgameStore, js_name = load)]
    fn load_stored(key: &str) -> Result<Promise, JsValue>;

    /// Stores `bytes` under `key` in place of any other table.
    #[wasm_bindgen(catch, js_namespace = kawuEndgameStore, js_name = save)]
    fn save_stored(key: &str, bytes: &[u8]) -> Result<Promise, JsValue>;
}

/// Where the table stands in this worker with respect to the stored copy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// Not looked for yet: the table was not wanted so far.
    Untried,
    /// Being read back; requests wait meanwhile.
    Loading,
    /// No good copy stored: the one built here is to be stored.
    Missing,
    /// The table in use came from the store or went to it.
    Stored,
}

/// The key of the table of this build: its digest, so that another table is never read back.
fn key() -> String {
    format!("{DIGEST:016x}")
}

fn info(text: &str) {
    web_sys::console::info_1(&format!("kawu worker: {text}").into());
}

/// The stored table, if there is one and it is the table; what is wrong with a bad copy is told.
pub async fn load() -> Option<Table> {
    let stored = match load_stored(&key()) {
        Ok(promise) => JsFuture::from(promise).await.ok()?,
        Err(_) => return None,
    };
    let bytes = stored.dyn_into::<Uint8Array>().ok()?.to_vec();
    match Table::from_bytes(&bytes) {
        Ok(table) => {
            web_sys::console::debug_1(&"kawu worker: the endgame table came from the store".into());
            Some(table)
        }
        Err(refused) => {
            info(&format!(
                "the stored endgame table is damaged ({refused}): it is built again"
            ));
            None
        }
    }
}

/// Stores `table` for the workers to come, in the background.
pub fn save(table: &Table) {
    match save_stored(&key(), &table.to_bytes()) {
        Ok(promise) => wasm_bindgen_futures::spawn_local(async {
            if JsFuture::from(promise).await.is_err() {
                info("the endgame table could not be stored");
            }
        }),
        Err(_) => info("no store for the endgame table"),
    }
}
