//! The view: everything the player sees and touches in the browser. [`components`] (one Yew
//! component per file, the board among them), [`hooks`] (the side effects: the worker, timers,
//! storage, sound, listeners), [`boot`] (what happens before the first render: the panic hook,
//! the browser's language, the saved game, a shared link) and [`browser`] (the browser's I/O:
//! storage, files, clipboard, address bar). [`room`] is the rooms' module: the lessons, the
//! editor, the game panel and My games, loaded by the page on first use
//! (`components::RoomHost`).
//!
//! May import every room but `worker`, which it reaches only through [`kawu_protocol`]
//! messages. A decision belongs in `model`; the view carries it out.

pub mod boot;
pub mod browser;
pub mod components;
pub mod hooks;
pub mod room;

pub use boot::{install_panic_hook, take_over_first_paint};
pub use components::App;
