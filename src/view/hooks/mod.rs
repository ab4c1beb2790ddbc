//! Side effects of the page, each in its own hook: the worker, the sowing timers, storage, sound,
//! the puzzles' file, an online game's socket, the screen's width, the document's language, and the listeners every other
//! hook goes through ([`use_listeners`]). A hook carries out what the model decided; it decides
//! nothing itself.

mod use_address_link;
mod use_ai;
mod use_auto_play;
mod use_document_lang;
mod use_library;
mod use_listeners;
mod use_machine;
mod use_narrow;
mod use_online;
mod use_other_tabs;
mod use_preview;
mod use_puzzles;
mod use_review_keys;
mod use_service_worker;
mod use_shared_link;
mod use_sound;
mod use_sowing_animation;
mod use_storage;
mod use_ticker;

pub use use_address_link::use_address_link;
pub use use_ai::use_ai;
pub use use_auto_play::use_auto_play;
pub use use_document_lang::use_document_lang;
pub use use_library::use_library;
pub use use_listeners::{listen, use_listeners};
pub use use_machine::{use_machine, Handle};
pub use use_narrow::use_narrow;
pub use use_online::use_online;
pub use use_other_tabs::use_other_tabs;
pub use use_preview::use_preview;
pub use use_puzzles::use_puzzles;
pub use use_review_keys::use_review_keys;
pub use use_service_worker::use_service_worker;
pub use use_shared_link::use_shared_link;
pub use use_sound::{use_sound, use_sound_of, Heard};
pub use use_sowing_animation::{use_sowing, use_sowing_animation, Sowing};
pub use use_storage::use_storage;
pub use use_ticker::use_ticker;
