//! My games in IndexedDB: one object store, each game's text ([`kawu_model::library`]) under
//! its key. The browser's calls are made by a few lines of JavaScript of our own (below) rather
//! than by an IndexedDB crate: the page wasm has a size budget, and the `idb` crate cost it
//! 13.5 KB gzip for three calls. Every refusal of the browser (storage
//! blocked, full, or no IndexedDB at all) comes back as a sentence, never a panic.

use js_sys::{Array, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use crate::view::browser::storage::describe;

#[wasm_bindgen(inline_js = r#"
const DATABASE = 'kawu';
const STORE = 'games';
const VERSION = 1;

/** A request's result, or its error. */
function settled(request) {
  return new Promise((done, refused) => {
    request.onsuccess = () => done(request.result);
    request.onerror = () => refused(request.error);
  });
}

/** The database, its store made the first time. */
function open() {
  const opening = indexedDB.open(DATABASE, VERSION);
  opening.onupgradeneeded = () => {
    if (!opening.result.objectStoreNames.contains(STORE)) opening.result.createObjectStore(STORE);
  };
  return settled(opening);
}

/** `work` on the store in one transaction of `mode`; resolves once the transaction is over. */
async function withStore(mode, work) {
  const database = await open();
  try {
    const transaction = database.transaction(STORE, mode);
    const over = new Promise((done, refused) => {
      transaction.oncomplete = () => done();
      transaction.onerror = () => refused(transaction.error);
      transaction.onabort = () => refused(transaction.error ?? new Error('the transaction was aborted'));
    });
    const result = await work(transaction.objectStore(STORE));
    await over;
    return result;
  } finally {
    database.close();
  }
}

/** Keeps `text` under `key`, in place of what was there. */
export async function put(key, text) {
  await withStore('readwrite', (store) => settled(store.put(text, key)));
}

/** Forgets what is kept under `key`. */
export async function remove(key) {
  await withStore('readwrite', (store) => settled(store.delete(key)));
}

/** Every [key, text] kept (a value that is not text is skipped). */
export function all() {
  return withStore('readonly', async (store) => {
    const [keys, texts] = await Promise.all([settled(store.getAllKeys()), settled(store.getAll())]);
    return keys
      .map((key, i) => [key, texts[i]])
      .filter(([key, text]) => typeof key === 'string' && typeof text === 'string');
  });
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = put)]
    fn put_text(key: &str, text: &str) -> Promise;
    #[wasm_bindgen(js_name = remove)]
    fn remove_text(key: &str) -> Promise;
    #[wasm_bindgen(js_name = all)]
    fn all_texts() -> Promise;
}

/// What a promise of the store gave, or the browser's words for its refusal.
async fn settled(promise: Promise) -> Result<JsValue, String> {
    JsFuture::from(promise)
        .await
        .map_err(|error| describe(&error))
}

/// Keeps `text` under `key`, in place of what was there.
///
/// # Errors
/// What the browser said, when it refuses (quota, blocked storage).
pub async fn put(key: &str, text: &str) -> Result<(), String> {
    settled(put_text(key, text)).await.map(drop)
}

/// Forgets what is kept under `key`.
///
/// # Errors
/// What the browser said, when it refuses.
pub async fn delete(key: &str) -> Result<(), String> {
    settled(remove_text(key)).await.map(drop)
}

/// Every key with its text (a value that is not text is skipped).
///
/// # Errors
/// What the browser said, when it refuses.
pub async fn all() -> Result<Vec<(String, String)>, String> {
    let found = settled(all_texts()).await?;
    Ok(Array::from(&found)
        .iter()
        .filter_map(|pair| {
            let pair = Array::from(&pair);
            Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
        })
        .collect())
}
