//! The WebAssembly exports: the host writes a position string into memory from [`alloc`] and
//! passes it to [`search`], then reads the choice back. The search's clock is the host's
//! `env.now_ms` (`performance.now()` in Node).

use std::sync::Mutex;

use kawu_ai::{Choice, Clock};

#[link(wasm_import_module = "env")]
extern "C" {
    /// Milliseconds from the host's monotonic clock.
    #[link_name = "now_ms"]
    fn host_now_ms() -> f64;
}

/// The host's clock.
struct HostClock;

impl Clock for HostClock {
    fn now_ms(&self) -> f64 {
        // SAFETY: an import with no arguments and no memory access.
        unsafe { host_now_ms() }
    }
}

/// The last search's choice, read back by [`last_depth`], [`last_pit`] and [`last_score`].
static LAST: Mutex<Option<Choice>> = Mutex::new(None);

/// Builds the endgame table now, as `kawu bench` does before its first search.
#[no_mangle]
pub extern "C" fn prepare_endgame() {
    kawu_ai::prepare_endgame();
}

/// `len` bytes of memory for the host to write a position string into; [`search`] frees them.
#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    let mut bytes = std::mem::ManuallyDrop::new(Vec::<u8>::with_capacity(len));
    bytes.as_mut_ptr()
}

/// Searches the position string at `ptr` (`len` bytes from [`alloc`]) to `depth` plies, as
/// `kawu bench` does. Returns the nodes searched, or −1 when the bytes are not a position
/// string, −2 when the game there is over.
///
/// # Safety
/// `ptr` and `len` must come from one call of [`alloc`], with `len` bytes written.
#[no_mangle]
pub unsafe extern "C" fn search(ptr: *mut u8, len: usize, depth: u32) -> f64 {
    // SAFETY: the caller passes back what `alloc` gave, filled.
    let bytes = unsafe { Vec::from_raw_parts(ptr, len, len) };
    let Ok(text) = std::str::from_utf8(&bytes) else {
        return -1.0;
    };
    let (nodes, choice) = match crate::search(text, depth, &HostClock) {
        Ok(choice) => (choice.nodes as f64, Some(choice)),
        Err(crate::BenchError::BadPosition(_)) => (-1.0, None),
        Err(crate::BenchError::Over) => (-2.0, None),
    };
    *LAST
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner) = choice;
    nodes
}

/// Reads one field of the last search's choice, or `missing` when there was none.
fn last<T>(field: impl Fn(&Choice) -> T, missing: T) -> T {
    LAST.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .as_ref()
        .map_or(missing, field)
}

/// The depth the last search completed.
#[no_mangle]
pub extern "C" fn last_depth() -> u32 {
    last(|choice| choice.depth, 0)
}

/// The last search's move, as the character code of its letter (0 when there was none).
#[no_mangle]
pub extern "C" fn last_pit() -> u32 {
    last(|choice| u32::from(choice.pit.to_string().as_bytes()[0]), 0)
}

/// The last search's score, in seeds for the side to move.
#[no_mangle]
pub extern "C" fn last_score() -> i32 {
    last(|choice| choice.score, 0)
}
