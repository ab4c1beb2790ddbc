//! The UCI command parser of `kawu uci`: any line is a command or a short error, never a
//! panic. The tool is a binary crate, so its module is included as is; only `parse` is used.
#![no_main]

mod short;

#[allow(dead_code)]
#[path = "../../cli/src/uci.rs"]
mod uci;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|line: &str| {
    if let Some(Err(why)) = uci::parse(line) {
        short::assert_short(&why);
    }
});
