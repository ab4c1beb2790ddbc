//! The UCI command parser of `kawu uci`: any line is a command or a short error, never a
//! panic. The tool is a binary crate, so the parser's two files are included as they are; only
//! `parse` is used.
#![no_main]

mod short;

/// `kawu uci`'s parser and the `go` limits it reads.
#[allow(dead_code)]
#[path = "../../cli/src/uci"]
mod uci {
    pub mod command;
    pub mod go;
    pub use command::parse;
}

use libfuzzer_sys::fuzz_target;

fuzz_target!(|line: &str| {
    // Under abapa and under Kalah, whose positions hold 72 seeds.
    for rules in [kawu_engine::Rules::ABAPA, kawu_engine::Rules::KALAH] {
        if let Some(Err(why)) = uci::parse(line, rules) {
            short::assert_short(&why);
        }
    }
});
