//! The saved game: any text is read or refused with a short message; a save that reads is
//! written back and reads to the same game and settings.
#![no_main]

mod short;

use kawu_model::save;
use kawu_model::settings::{Lang, Settings};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let defaults = Settings::new(Lang::En);
    match save::decode(text, defaults) {
        Ok(saved) => {
            if let Some(id) = saved.id {
                let written = save::encode(id, &saved.game, &saved.settings);
                let again = save::decode(&written, defaults).expect("a written save reads");
                assert_eq!((again.game, again.id), (saved.game, saved.id));
                assert_eq!(again.settings, saved.settings);
            }
        }
        Err(error) => short::assert_short(&error.to_string()),
    }
});
