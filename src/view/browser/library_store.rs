//! My games in IndexedDB (through the `idb` crate): one object store, each game's text
//! ([`crate::model::library`]) under its key. Every refusal of the browser (storage blocked,
//! full, or no IndexedDB at all) comes back as a sentence, never a panic.

use idb::{
    Database, DatabaseEvent, Factory, ObjectStore, ObjectStoreParams, Transaction, TransactionMode,
};
use wasm_bindgen::JsValue;

/// The database and its one store.
const DATABASE: &str = "kawu";
const STORE: &str = "games";
const VERSION: u32 = 1;

/// The browser's words for a refusal.
fn why(error: impl std::fmt::Display) -> String {
    error.to_string()
}

/// Opens the database, making its store the first time.
async fn open() -> Result<Database, String> {
    let factory = Factory::new().map_err(why)?;
    let mut request = factory.open(DATABASE, Some(VERSION)).map_err(why)?;
    request.on_upgrade_needed(|event| {
        if let Ok(database) = event.database() {
            if !database.store_names().iter().any(|name| name == STORE) {
                let _ = database.create_object_store(STORE, ObjectStoreParams::new());
            }
        }
    });
    request.await.map_err(why)
}

/// The one store, in a transaction of `mode`.
fn store(database: &Database, mode: TransactionMode) -> Result<(Transaction, ObjectStore), String> {
    let transaction = database.transaction(&[STORE], mode).map_err(why)?;
    let store = transaction.object_store(STORE).map_err(why)?;
    Ok((transaction, store))
}

/// Keeps `text` under `key`, in place of what was there.
///
/// # Errors
/// What the browser said, when it refuses (quota, blocked storage).
pub async fn put(key: &str, text: &str) -> Result<(), String> {
    let database = open().await?;
    let (transaction, store) = store(&database, TransactionMode::ReadWrite)?;
    let key = JsValue::from_str(key);
    store
        .put(&JsValue::from_str(text), Some(&key))
        .map_err(why)?
        .await
        .map_err(why)?;
    transaction.commit().map_err(why)?.await.map_err(why)?;
    database.close();
    Ok(())
}

/// Forgets what is kept under `key`.
///
/// # Errors
/// What the browser said, when it refuses.
pub async fn delete(key: &str) -> Result<(), String> {
    let database = open().await?;
    let (transaction, store) = store(&database, TransactionMode::ReadWrite)?;
    store
        .delete(JsValue::from_str(key))
        .map_err(why)?
        .await
        .map_err(why)?;
    transaction.commit().map_err(why)?.await.map_err(why)?;
    database.close();
    Ok(())
}

/// Every key with its text (a value that is not text is skipped).
///
/// # Errors
/// What the browser said, when it refuses.
pub async fn all() -> Result<Vec<(String, String)>, String> {
    let database = open().await?;
    let (_transaction, store) = store(&database, TransactionMode::ReadOnly)?;
    let keys = store
        .get_all_keys(None, None)
        .map_err(why)?
        .await
        .map_err(why)?;
    let texts = store.get_all(None, None).map_err(why)?.await.map_err(why)?;
    database.close();
    Ok(keys
        .iter()
        .zip(texts.iter())
        .filter_map(|(key, text)| Some((key.as_string()?, text.as_string()?)))
        .collect())
}
