//! Shared links: any address (its query before the first `#`, its fragment after) opens a game
//! or is refused with a short reason; the link of a game that opens opens the same game.
#![no_main]

mod short;

use libfuzzer_sys::fuzz_target;

/// The page the links are on.
const BASE: &str = "https://kawu.example/";

fuzz_target!(|address: &str| {
    let (search, hash) = address.split_once('#').unwrap_or((address, ""));
    match kawu_model::link::parse(search, hash) {
        Some(Ok(game)) => {
            let link = kawu_model::link::build(BASE, &game);
            let after = &link[BASE.len()..];
            let (search, hash) = after.split_once('#').unwrap_or((after, ""));
            assert_eq!(kawu_model::link::parse(search, hash), Some(Ok(game)), "{link}");
        }
        Some(Err(error)) => short::assert_short(&format!("{error:?}")),
        None => {}
    }
});
