//! The position string: `Setup` and `Position` read any text or refuse it with a short
//! message, and what reads is written back to the same value.
#![no_main]

mod short;

use kawu_engine::{Position, Setup};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    match text.parse::<Setup>() {
        Ok(setup) => assert_eq!(setup.to_string().parse::<Setup>(), Ok(setup)),
        Err(error) => short::assert_short(&error.to_string()),
    }
    match text.parse::<Position>() {
        Ok(position) => assert_eq!(position.to_string().parse::<Position>(), Ok(position)),
        Err(error) => short::assert_short(&error.to_string()),
    }
});
