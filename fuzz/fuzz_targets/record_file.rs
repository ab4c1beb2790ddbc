//! A record file as the page reads it: any bytes are decoded (UTF-8 only) and read, or refused
//! with a reason; never a panic.
#![no_main]

mod short;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    if let Ok(text) = kawu_model::record::decode_file(bytes) {
        assert!(text.len() <= bytes.len());
        if let Err(error) = kawu_model::record::read(&text) {
            short::assert_short(&format!("{error:?}"));
        }
    }
});
