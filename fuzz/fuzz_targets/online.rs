//! The online protocol (`kawu_online::wire`), as the server reads the page's messages and the
//! page the server's: any text is a message or an error, never a panic, and a message that
//! reads is written back to the same message.
#![no_main]

use kawu_online::wire::{self, ClientMessage, ServerMessage};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(message) = ClientMessage::parse(text) {
        let _ = message.as_command();
        assert_eq!(ClientMessage::parse(&wire::text(&message)), Ok(message));
    }
    if let Ok(message) = ServerMessage::parse(text) {
        assert_eq!(ServerMessage::parse(&wire::text(&message)), Ok(message));
    }
});
