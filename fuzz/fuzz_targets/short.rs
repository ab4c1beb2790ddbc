//! What every target checks of a refusal: its message is short, whatever the input's size.

/// The longest message a refusal may give (its quotes are excerpts of at most 40 characters).
const SHORT: usize = 300;

/// Panics (a crash for libFuzzer) when `message` is not short.
pub fn assert_short(message: &str) {
    let length = message.chars().count();
    assert!(
        length < SHORT,
        "a message of {length} characters: {message}"
    );
}
