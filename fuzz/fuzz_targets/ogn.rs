//! OGN records: any text is read or refused with a place and a short message; a record that
//! reads replays, and its written text reads back to the same record (its notes aside: what
//! the reader was told, the written tags now say).
#![no_main]

mod short;

use kawu_engine::Record;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    match text.parse::<Record>() {
        Ok(record) => {
            let game = record.to_game().expect("a record that reads replays");
            assert_eq!(game.plies().len(), record.moves.len());
            let written = record.to_string();
            let told = Record {
                notes: Vec::new(),
                ..record
            };
            assert_eq!(written.parse::<Record>(), Ok(told), "{written}");
        }
        Err(error) => {
            assert!(
                error.at.is_some(),
                "an error in a text has a place: {error}"
            );
            short::assert_short(&error.to_string());
        }
    }
});
