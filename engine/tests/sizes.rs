//! Size classes: inputs far larger than any game (1 MiB texts, floods of tags, 10^5 moves) are
//! read or refused in linear time, with a short message that quotes only an excerpt.
//!
//! Each test prints the time it took (`cargo test --test sizes -- --nocapture`): a figure to
//! read, not a timed assertion. The budget is linear time: on the 2-core test machine no case
//! takes more than about 40 ms in the test build; the flood of 88,308 distinct tags reads in
//! about 40 ms, where the quadratic duplicate-tag check it replaced took 14 s (release build).

use std::time::Instant;

use kawu_engine::{Game, MoveLetters, OgnErrorKind, Pit, Position, Record, RecordedMove};

/// One mebibyte: the largest file the page reads as a record.
const MIB: usize = 1 << 20;

/// The longest message a refusal may give: a few lines of a notice, whatever the input's size.
const SHORT: usize = 250;

/// Runs `work`, printing how long it took under the name `what`.
fn timed<T>(what: &str, work: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let done = work();
    eprintln!(
        "sizes: {what}: {:.1} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
    done
}

/// The message of `error`, checked to be short.
fn short_message(error: impl std::fmt::Display) -> String {
    let message = error.to_string();
    let length = message.chars().count();
    assert!(length < SHORT, "{length} characters: {message}");
    message
}

/// Distinct tags `[T0 ""]`, `[T1 ""]`… until the text holds at least `bytes` bytes.
fn tag_flood(bytes: usize) -> String {
    let mut text = String::with_capacity(bytes + 32);
    for tag in 0.. {
        if text.len() >= bytes {
            break;
        }
        text.push_str(&format!("[T{tag} \"\"]\n"));
    }
    text
}

/// A game played to its end by always sowing the first legal pit.
fn whole_game() -> Game {
    let mut game = Game::new();
    while let Some(&pit) = game.legal_moves().iter().next() {
        game.play(pit).expect("a legal move");
    }
    game
}

/// The moves of [`whole_game`], then more of its pits, to `count` moves in all.
fn moves_past_the_end(count: usize) -> Vec<Pit> {
    let played: Vec<Pit> = whole_game().moves().collect();
    played.into_iter().cycle().take(count).collect()
}

#[test]
fn a_mebibyte_of_distinct_tags_is_read() {
    let text = tag_flood(MIB);
    let record: Record = timed("1 MiB of distinct tags, read", || text.parse()).expect("reads");
    assert!(record.tags.len() > 80_000, "{} tags", record.tags.len());
    assert_eq!(record.tag("T7"), Some(""));
}

#[test]
fn a_flood_of_tags_ending_with_a_repeat_is_refused_at_the_repeat() {
    let text = format!("{}[T0 \"again\"]\n", tag_flood(MIB));
    let error = timed("1 MiB of tags and a repeat", || text.parse::<Record>()).unwrap_err();
    assert_eq!(error.kind, OgnErrorKind::DuplicateTag("T0".into()));
    assert_eq!(error.line(), Some(text.lines().count()));
    short_message(error);
}

#[test]
fn a_mebibyte_field_is_read_and_quoted_cut_when_wrong() {
    let field = "x".repeat(MIB);
    let event = format!("[Event \"{field}\"]\n1. C d *");
    let record: Record = timed("a 1 MiB tag value, read", || event.parse()).expect("reads");
    assert_eq!(record.tag("Event").map(str::len), Some(MIB));
    let refused = [
        format!("[Variant \"{field}\"]"),
        format!("[FEN \"{field}\"]"),
        format!("[FEN \"4-4-4-4-4-4-4-4-4-4-4-4-0-0-{field}\"]"),
        format!("[Result \"{field}\"]"),
        format!("[{field} \"x\"]\n[{field} \"y\"]"),
        format!("[{field}"),
        format!("[Event \"{field}"),
        format!("1. C {field}"),
        format!("1. C+{field}"),
        format!("1{field}"),
        format!("{}-1", "2".repeat(MIB)),
    ];
    for text in refused {
        let error = timed("a 1 MiB field, refused", || text.parse::<Record>()).unwrap_err();
        short_message(error);
    }
}

#[test]
fn a_record_of_a_hundred_thousand_moves_is_refused_where_the_game_ends() {
    let game = whole_game();
    let moves = moves_past_the_end(100_000);
    let letters = MoveLetters(moves.clone()).to_string();
    let mut spaced = String::new();
    for letter in letters.chars() {
        spaced.push(letter);
        spaced.push(' ');
    }
    let error = timed("an OGN record of 10^5 moves", || spaced.parse::<Record>()).unwrap_err();
    assert!(
        matches!(error.kind, OgnErrorKind::IllegalMove { ply, .. } if ply == game.plies().len() + 1),
        "{error}"
    );
    short_message(error);
    let parsed: MoveLetters = timed("10^5 move letters", || letters.parse()).expect("letters");
    assert_eq!(parsed.0.len(), 100_000);
    let replayed = timed("10^5 moves replayed", || {
        Game::replay(Position::start(), &parsed.0)
    });
    short_message(replayed.unwrap_err());
    let built = Record {
        tags: Vec::new(),
        start: Position::start(),
        moves: moves
            .iter()
            .map(|&pit| RecordedMove { pit, captured: 0 })
            .collect(),
        result: None,
        notes: Vec::new(),
    };
    let written = timed("a record of 10^5 moves, written", || built.to_string());
    assert!(written.len() > 2 * 100_000);
    short_message(built.to_game().unwrap_err());
}

#[test]
fn a_megabyte_position_string_is_refused_with_a_short_message() {
    let cases = [
        "4-".repeat(MIB / 2),
        "4".repeat(MIB),
        format!("{}-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "4".repeat(MIB)),
        format!("4-4-4-4-4-4-4-4-4-4-4-4-0-0-{}", "S".repeat(MIB)),
        format!("4-4-4-4-4-4-4-4-4-4-4-4-0-{}-S", "é".repeat(MIB / 2)),
    ];
    for text in cases {
        let error = timed("a 1 MB position string", || text.parse::<Position>()).unwrap_err();
        short_message(error);
    }
    let error = timed("a 1 MiB pit letter", || "A".repeat(MIB).parse::<Pit>()).unwrap_err();
    short_message(error);
}

#[test]
fn control_characters_are_quoted_short() {
    // Found by fuzzing (fuzz/run.sh): a quote of 40 control characters, each written `\u{10}`
    // by `{:?}`, made a message of hundreds of characters.
    let controls = |c: char| c.to_string().repeat(80);
    let position = format!("5-4{}2-4-4-4-4-4-4-4-4-4-4-0-0-S", controls('\u{10}'));
    short_message(position.parse::<Position>().unwrap_err());
    let record = format!("{}[Variant \"Oware Abapa\"]", controls('\u{f}'));
    short_message(record.parse::<Record>().unwrap_err());
    let tag = format!("[Variant \"{}\"]", controls('\u{0}'));
    short_message(tag.parse::<Record>().unwrap_err());
}
