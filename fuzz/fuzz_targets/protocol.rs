//! The page ↔ worker messages: any text is a request, a reply, or a short decode error; what
//! reads is written back to the same message.
#![no_main]

mod short;

use kawu_protocol::{Reply, Request};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    match text.parse::<Request>() {
        Ok(request) => assert_eq!(request.to_string().parse(), Ok(request)),
        Err(error) => short::assert_short(&error.to_string()),
    }
    match text.parse::<Reply>() {
        Ok(reply) => assert_eq!(reply.to_string().parse(), Ok(reply)),
        Err(error) => short::assert_short(&error.to_string()),
    }
});
