//! Every parser on random bytes and near-miss strings: never a panic, always an error that names
//! the problem (and, for a record, where it is).

use kawu_engine::{Pit, Position, Record, Setup};
use proptest::prelude::*;

const START: &str = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S";
const RECORD: &str = include_str!("data/ogn/auale-style.ogn");

/// Text from arbitrary bytes, invalid UTF-8 replaced.
fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(any::<u8>(), 0..200)
        .prop_map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
}

/// `valid` with one edit: a character deleted, replaced or inserted at `at`.
fn near_miss(valid: &'static str) -> impl Strategy<Value = String> {
    (0..valid.chars().count(), 0..3u8, any::<char>()).prop_map(move |(at, edit, c)| {
        let mut chars: Vec<char> = valid.chars().collect();
        match edit {
            0 => {
                chars.remove(at);
            }
            1 => chars[at] = c,
            _ => chars.insert(at, c),
        }
        chars.into_iter().collect()
    })
}

fn assert_position_error_named(text: &str) -> Result<(), TestCaseError> {
    if let Err(err) = text.parse::<Position>() {
        let message = err.to_string();
        prop_assert!(
            message.starts_with("bad position string: ")
                || message.starts_with("invalid position: "),
            "{:?} gives {:?}",
            text,
            message
        );
        prop_assert!(message.len() > "invalid position: ".len());
    }
    if let Ok(setup) = text.parse::<Setup>() {
        prop_assert_eq!(setup.to_string().parse::<Setup>(), Ok(setup));
    }
    Ok(())
}

fn assert_record_error_placed(text: &str) -> Result<(), TestCaseError> {
    if let Err(err) = text.parse::<Record>() {
        let at = err.at.expect("an error in a text has a place");
        let lines = text.split('\n').count();
        prop_assert!(
            at.line >= 1 && at.line <= lines,
            "line {} of {}",
            at.line,
            lines
        );
        prop_assert!(at.column >= 1);
        let message = err.to_string();
        prop_assert!(
            message.starts_with(&format!(
                "bad OGN record, line {}, column {}: ",
                at.line, at.column
            )),
            "{}",
            message
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn random_bytes_never_panic_a_parser(text in text()) {
        assert_position_error_named(&text)?;
        assert_record_error_placed(&text)?;
        if let Err(err) = text.parse::<Pit>() {
            prop_assert!(err.to_string().contains("expected one letter"));
        }
    }

    #[test]
    fn near_miss_position_strings_are_refused_with_a_reason(text in near_miss(START)) {
        assert_position_error_named(&text)?;
    }

    #[test]
    fn near_miss_records_are_refused_with_a_place(text in near_miss(RECORD)) {
        assert_record_error_placed(&text)?;
    }

    #[test]
    fn random_fields_in_a_position_string_are_refused_with_a_reason(
        fields in prop::collection::vec("[0-9]{1,3}|-?[0-9]+|[SNsnx ]|", 0..18),
    ) {
        assert_position_error_named(&fields.join("-"))?;
    }

    #[test]
    fn random_movetext_never_panics(moves in "([1-9][0-9]?\\.{1,3} ?)?([A-Fa-f](\\+[0-9]{1,2})? ?|\\{[^}]*\\}|\\([^)]*\\) ?|[*0-9-]{1,5}|\\s){0,60}") {
        assert_record_error_placed(&moves)?;
    }
}

#[test]
fn near_misses_of_the_position_string_say_what_is_wrong() {
    let cases = [
        ("4-4-4-4-4-4-4-4-4-4-4-4-0-0", "found 14"),
        ("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S-", "found 16"),
        ("4-4-4-4-4-4-4-4-4-4-4-4-0-0-X", "side to move is \"X\""),
        ("4-4-4-4-4-4-4-4-4-4-4-4-0-0-SN", "side to move is \"SN\""),
        ("4-4-4-4-4-4-4-4-4-4-4-+4-0-0-S", "pit 11 is \"+4\""),
        ("4-4-4-4-4-4-4-4-4-4-4-49-0-0-S", "pit 11 is \"49\""),
        (
            "4-4-4-4-4-4-4-4-4-4-4-4-0-256-S",
            "North's score is \"256\"",
        ),
        ("4-4-4-4-4-4-4-4-4-4-4- 4-0-0-S", "pit 11 is \" 4\""),
        ("4-4-4-4-4-4-4-4-4-4-4-4-0-0-s\u{0}", "side to move"),
        (
            "3-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
            "47 seeds in all instead of 48",
        ),
        (
            "0-0-0-0-0-0-4-4-4-4-4-4-12-12-S",
            "South is to move but has no seeds",
        ),
    ];
    for (text, why) in cases {
        let message = text.parse::<Position>().unwrap_err().to_string();
        assert!(
            message.contains(why),
            "{text:?}: {message} should say {why:?}"
        );
    }
}
