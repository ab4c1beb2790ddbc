//! The endgame tables kept in the browser for every later worker, one per rule set played: each
//! built once on a device (a few seconds of wasm), stored in Cache Storage by
//! `static/endgame-store.js` (loaded by `worker-start.js`), and read back by a fresh worker in a
//! fraction of that. A copy read back is checked by [`Table::from_bytes`] (length, and the
//! digest of the native build of that rule set's table): a truncated or damaged one is told in
//! the console as info and built again, never trusted.

use js_sys::{Promise, Uint8Array};
use kawu_ai::endgame::bytes::{digest_for, digests};
use kawu_ai::endgame::Table;
use kawu_engine::Rules;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    /// The stored bytes under `key` (a `Uint8Array`), or `null`.
    #[wasm_bindgen(catch, js_namespace = kawuEndgameStore, js_name = load)]
    fn load_stored(key: &str) -> Result<Promise, JsValue>;

    /// Stores `bytes` under `key`, dropping every stored table whose key is not in `keys` (the
    /// keys of this build's tables, separated by spaces).
    #[wasm_bindgen(catch, js_namespace = kawuEndgameStore, js_name = save)]
    fn save_stored(key: &str, bytes: &[u8], keys: &str) -> Result<Promise, JsValue>;
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

/// The key of the table of `rules` in this build: its digest, so that another table is never
/// read back; `None` when no table answers for these rules.
fn key(rules: Rules) -> Option<String> {
    digest_for(rules).map(word)
}

/// A table's key: its digest in hexadecimal.
fn word(digest: u64) -> String {
    format!("{digest:016x}")
}

/// The keys of every table of this build (abapa's, the other rule sets'), separated by spaces.
fn keys() -> String {
    let keys: Vec<String> = digests().map(word).collect();
    keys.join(" ")
}

fn info(text: &str) {
    web_sys::console::info_1(&format!("kawu worker: {text}").into());
}

/// The stored table of `rules`, if there is one and it is the table; what is wrong with a bad
/// copy is told.
pub async fn load(rules: Rules) -> Option<Table> {
    let stored = match load_stored(&key(rules)?) {
        Ok(promise) => JsFuture::from(promise).await.ok()?,
        Err(_) => return None,
    };
    let bytes = stored.dyn_into::<Uint8Array>().ok()?.to_vec();
    match Table::from_bytes(&bytes, rules) {
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
    let Some(key) = key(table.rules()) else {
        return;
    };
    match save_stored(&key, &table.to_bytes(), &keys()) {
        Ok(promise) => wasm_bindgen_futures::spawn_local(async {
            if JsFuture::from(promise).await.is_err() {
                info("the endgame table could not be stored");
            }
        }),
        Err(_) => info("no store for the endgame table"),
    }
}
