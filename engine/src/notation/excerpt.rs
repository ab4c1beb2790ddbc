//! The piece of a bad input that an error message quotes: its first characters only, so that a
//! message about a 1 MB field is still one short line (and no error holds the whole field).

/// The most characters of its input an error message quotes (an ellipsis follows when cut).
pub const EXCERPT_CHARS: usize = 40;

/// `text` as an error message quotes it: whole when it is at most [`EXCERPT_CHARS`] characters
/// long, else cut on a character boundary before that and followed by `…`. Characters are
/// counted as a message quotes them (`{:?}`): a control character, written `\u{10}`, counts
/// for 6, so that the quote stays short too. The work is bounded by the excerpt, not by the
/// length of `text`.
///
/// ```
/// use kawu_engine::{excerpt, EXCERPT_CHARS};
///
/// assert_eq!(excerpt("4-4-x"), "4-4-x");
/// let long = "é".repeat(1_000_000);
/// let cut = excerpt(&long);
/// assert_eq!(cut.chars().count(), EXCERPT_CHARS + 1);
/// assert!(cut.ends_with("é…"));
/// assert!(format!("{:?}", excerpt(&"\u{10}".repeat(1000))).len() <= EXCERPT_CHARS + 5);
/// ```
#[must_use]
pub fn excerpt(text: &str) -> String {
    let mut quoted = 0;
    for (end, c) in text.char_indices() {
        quoted += c.escape_debug().len();
        if quoted > EXCERPT_CHARS {
            return format!("{}…", &text[..end]);
        }
    }
    text.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_text_is_quoted_whole() {
        assert_eq!(excerpt(""), "");
        let forty = "x".repeat(EXCERPT_CHARS);
        assert_eq!(excerpt(&forty), forty);
    }

    #[test]
    fn a_long_text_is_cut_on_a_character_with_an_ellipsis() {
        let long = format!("{}é€🌱", "x".repeat(EXCERPT_CHARS - 1));
        assert_eq!(
            excerpt(&long),
            format!("{}é…", "x".repeat(EXCERPT_CHARS - 1))
        );
        let controls = "\u{10}".repeat(EXCERPT_CHARS);
        assert_eq!(excerpt(&controls), format!("{}…", &controls[..6]));
        let seeds = "🌱".repeat(EXCERPT_CHARS + 1);
        assert_eq!(excerpt(&seeds), format!("{}…", "🌱".repeat(EXCERPT_CHARS)));
    }
}
