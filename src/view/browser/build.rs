//! The build this page belongs to: the version that `scripts/precache.mjs` writes into
//! index.html (`<meta name="kawu-build" content="…">`), so that the page starts the computer's
//! worker of its own build (`worker-start.js?v=<version>`) and loads its own rooms
//! (`rooms.js?v=<version>`, `rooms_bg.wasm?v=<version>`), never those of another deploy.

/// The script that starts the worker (`static/worker-start.js`): it loads Trunk's `worker.js`
/// and `worker_bg.wasm` with the query it was started with.
const WORKER_START: &str = "./worker-start.js";

/// The build's version as index.html names it, if it has one.
fn version() -> Option<String> {
    web_sys::window()?
        .document()?
        .query_selector(r#"meta[name="kawu-build"]"#)
        .ok()??
        .get_attribute("content")
}

/// Whether `version` may go into a URL as it is: 1 to 64 letters, digits, `-` or `_`.
fn plain(version: &str) -> bool {
    (1..=64).contains(&version.len())
        && version
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || b'_' == byte)
}

/// The rooms' module (Trunk's ES module for the `rooms` binary) and its wasm.
const ROOMS: [&str; 2] = ["./rooms.js", "./rooms_bg.wasm"];

/// The puzzles' file (`static/puzzles.txt`).
const PUZZLES: &str = "./puzzles.txt";

/// The file at `path` of build `version`: versioned when it is plain, else unversioned.
fn versioned(path: &str, version: Option<&str>) -> String {
    match version {
        Some(version) if plain(version) => format!("{path}?v={version}"),
        _ => path.to_owned(),
    }
}

/// The worker's start script for `version`: versioned when it is plain, else unversioned.
#[must_use]
pub fn worker_url_for(version: Option<&str>) -> String {
    versioned(WORKER_START, version)
}

/// The URL the page starts its worker with: the start script of this page's build (unversioned
/// when the page has no version, e.g. an index.html not written by the build).
#[must_use]
pub fn worker_url() -> String {
    worker_url_for(version().as_deref())
}

/// The URLs the page loads its rooms from: the module and its wasm, of this page's build.
#[must_use]
pub fn rooms_urls() -> [String; 2] {
    let version = version();
    ROOMS.map(|path| versioned(path, version.as_deref()))
}

/// The URL of the puzzles' file of this page's build.
#[must_use]
pub fn puzzles_url() -> String {
    versioned(PUZZLES, version().as_deref())
}

#[cfg(test)]
mod tests {
    use super::{versioned, worker_url_for, ROOMS};

    #[test]
    fn the_worker_carries_the_build_version() {
        assert_eq!(
            worker_url_for(Some("32653caa3d7d7a1b")),
            "./worker-start.js?v=32653caa3d7d7a1b"
        );
    }

    #[test]
    fn no_version_or_a_strange_one_starts_the_unversioned_worker() {
        for version in [
            None,
            Some(""),
            Some("a b"),
            Some("a&b=c"),
            Some(&*"x".repeat(65)),
        ] {
            assert_eq!(worker_url_for(version), "./worker-start.js", "{version:?}");
        }
    }

    #[test]
    fn the_rooms_carry_the_build_version_too() {
        assert_eq!(
            ROOMS.map(|path| versioned(path, Some("32653caa3d7d7a1b"))),
            [
                "./rooms.js?v=32653caa3d7d7a1b",
                "./rooms_bg.wasm?v=32653caa3d7d7a1b"
            ]
        );
        assert_eq!(ROOMS.map(|path| versioned(path, Some("a&b"))), ROOMS);
    }
}
