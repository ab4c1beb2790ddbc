//! OGN game records: reading what kawu and Aualé write, writing strictly, round trips, and
//! errors that say where and why.

use kawu_engine::{
    BySide, EndReason, Game, IllegalReason, OgnErrorKind, Pit, Position, Record, RecordedMove, Side,
};

const AUALE_STYLE: &str = include_str!("data/ogn/auale-style.ogn");
const RELAXED: &str = include_str!("data/ogn/relaxed.ogn");
const FROM_POSITION: &str = include_str!("data/ogn/from-position.ogn");

fn read(text: &str) -> Record {
    text.parse()
        .unwrap_or_else(|e| panic!("the record should read: {e}"))
}

fn letters(record: &Record) -> String {
    record.moves.iter().map(|m| m.pit.letter()).collect()
}

#[test]
fn a_record_as_auale_writes_it_reads_and_replays_to_its_result() {
    let record = read(AUALE_STYLE);
    let names: Vec<&str> = record.tags.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(
        names,
        ["Event", "Site", "Date", "Round", "South", "North"],
        "tags in order, without Variant and Result"
    );
    assert_eq!(record.tag("South"), Some("Ama \"the quick\" Mensah"));
    assert_eq!(record.start, Position::start());
    assert_eq!(record.moves.len(), 56);
    assert_eq!(
        record.moves[10],
        RecordedMove {
            pit: Pit::from_letter('C').unwrap(),
            captured: 3
        }
    );
    assert_eq!(record.result, Some(BySide::new(6, 26)));
    let game = record.to_game().expect("the record replays");
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.reason, EndReason::TwentyFive);
    assert_eq!(outcome.winner(), Some(Side::North));
}

#[test]
fn comments_variations_numbers_and_missing_marks_are_read_the_same() {
    let strict = read(AUALE_STYLE);
    let relaxed = read(RELAXED);
    assert_eq!(letters(&relaxed), letters(&strict));
    assert_eq!(
        relaxed.moves, strict.moves,
        "the capture marks left out are filled in from the replay"
    );
    assert_eq!(
        relaxed.result, strict.result,
        "the result comes from the replay"
    );
    assert_eq!(relaxed.tag("North"), Some("Kofi"));
}

#[test]
fn writing_is_strict_and_reads_back_the_same_record() {
    let record = read(RELAXED);
    let written = record.to_string();
    assert_eq!(written, include_str!("data/ogn/relaxed.written.ogn"));
    assert!(written.lines().all(|line| line.len() < 80), "{written}");
    assert!(
        !written.contains("FEN"),
        "no FEN tag from the initial position"
    );
    assert_eq!(read(&written), record);
}

#[test]
fn a_game_from_another_position_has_a_fen_tag_and_starts_with_north() {
    let record = read(FROM_POSITION);
    assert_eq!(record.start.to_move(), Side::North);
    assert_eq!(
        record.to_string(),
        FROM_POSITION,
        "kawu writes exactly this"
    );
}

#[test]
fn from_game_and_to_game_round_trip() {
    let mut game = Game::new();
    for letter in "DbCfCdAeBcCf".chars() {
        game.play(Pit::from_letter(letter).unwrap()).unwrap();
    }
    let tags = vec![("Event".to_string(), "Test".to_string())];
    let record = Record::from_game(&game, tags);
    assert_eq!(record.result, None, "the game goes on");
    assert!(record.to_string().contains("[Result \"*\"]"));
    assert!(record.to_string().contains("6. C+3 f\n"));
    assert_eq!(record.to_game().unwrap(), game);
    assert_eq!(read(&record.to_string()), record);
}

#[test]
fn a_record_with_no_moves_writes_only_its_tags() {
    let record = Record::from_game(&Game::new(), Vec::new());
    assert_eq!(
        record.to_string(),
        "[Variant \"Oware Abapa\"]\n[Result \"*\"]\n"
    );
    assert_eq!(read(&record.to_string()), record);
    assert_eq!(read(""), record, "an empty text is a game not started");
}

/// The error for `text`: its line, column, and message.
fn refused(text: &str) -> (usize, usize, OgnErrorKind, String) {
    let err = text
        .parse::<Record>()
        .expect_err("the record should be refused");
    let at = err.at.expect("an error read from text says where");
    (at.line, at.column, err.kind.clone(), err.to_string())
}

#[test]
fn an_illegal_move_is_refused_with_its_number_place_and_reason() {
    let (line, column, kind, message) = refused("[Event \"x\"]\n\n1. C d 2. C");
    assert_eq!((line, column), (3, 11));
    assert_eq!(
        kind,
        OgnErrorKind::IllegalMove {
            ply: 3,
            pit: Pit::from_letter('C').unwrap(),
            reason: IllegalReason::EmptyPit
        }
    );
    assert!(
        message.contains("line 3, column 11: illegal move 3 (C): that pit is empty"),
        "{message}"
    );
}

#[test]
fn a_wrong_capture_mark_is_refused() {
    let (line, column, _, message) = refused("1. D b 2. C f 3. C d 4. A e 5. B c 6. C+2 f");
    assert_eq!((line, column), (1, 39));
    assert!(
        message.contains("move 11 (C) is marked +2 but captures 3"),
        "{message}"
    );
    let (_, _, _, message) = refused("1. C+1 d");
    assert!(message.contains("marked +1 but captures 0"), "{message}");
}

#[test]
fn a_result_that_the_game_does_not_reach_is_refused() {
    let text = AUALE_STYLE.replace("6-26", "26-6");
    let (_, _, kind, _) = refused(&text);
    assert!(
        matches!(kind, OgnErrorKind::ResultMismatch { .. }),
        "{kind:?}"
    );
    let text = AUALE_STYLE.replace("[Result \"6-26\"]", "[Result \"7-26\"]");
    let (line, _, kind, _) = refused(&text);
    assert_eq!(
        line, 13,
        "the result after the moves disagrees with the tag"
    );
    assert!(
        matches!(kind, OgnErrorKind::ResultsDisagree { .. }),
        "{kind:?}"
    );
}

#[test]
fn near_misses_are_refused_with_the_place_and_the_problem() {
    let cases: &[(&str, (usize, usize), &str)] = &[
        (
            "[Event \"x\"",
            (1, 11),
            "expected ']' to close the tag Event",
        ),
        (
            "[Event x]",
            (1, 9),
            "expected '\"' to open the value of Event",
        ),
        ("[ \"x\"]", (1, 3), "expected a tag name"),
        (
            "[Event \"x]\n1. C",
            (2, 5),
            "the value of Event is never closed",
        ),
        ("[Variant \"Kalah\"]", (1, 1), "unknown variant \"Kalah\""),
        (
            "[FEN \"4-4-4\"]",
            (1, 1),
            "bad FEN tag: bad position string",
        ),
        (
            "[FEN \"4-4-4-4-4-4-4-4-4-4-4-4-1-0-S\"]",
            (1, 1),
            "49 seeds",
        ),
        ("[Result \"25:20\"]", (1, 1), "bad result \"25:20\""),
        (
            "[Event \"a\"]\n[Event \"b\"]",
            (2, 1),
            "the tag Event is given twice",
        ),
        ("1. C d\n[Event \"late\"]", (2, 1), "tags come first"),
        ("1. C { never closed", (1, 6), "comment '{' is never closed"),
        (
            "1. C ( 1... d { x } ",
            (1, 6),
            "variation '(' is never closed",
        ),
        ("1. C G", (1, 6), "unexpected \"G\""),
        ("1. C d x", (1, 8), "unexpected \"x\""),
        ("1. C+ d", (1, 5), "bad capture mark \"+\""),
        ("1. C+99 d", (1, 5), "bad capture mark \"+99\""),
        ("1x C", (1, 1), "unexpected \"1x\""),
        ("1. C 3-", (1, 6), "bad result \"3-\""),
        ("1. C 0-0 d", (1, 10), "unexpected \"d\""),
        ("1. C)", (1, 5), "unexpected \")\""),
        (
            "1. a",
            (1, 4),
            "illegal move 1 (a): that pit belongs to the other side",
        ),
    ];
    for &(text, place, why) in cases {
        let (line, column, _, message) = refused(text);
        assert_eq!((line, column), place, "{text:?}: {message}");
        assert!(
            message.contains(why),
            "{text:?}: {message} should say {why:?}"
        );
    }
}

#[test]
fn a_record_built_in_code_is_checked_when_replayed() {
    let mut record = read(FROM_POSITION);
    record.moves[1].captured = 11;
    let err = record.to_game().expect_err("the mark is wrong");
    assert_eq!(err.at, None, "no place: the record was not read from text");
    assert!(err.to_string().contains("marked +11 but captures 12"));
    record.moves.push(record.moves[0]);
    record.moves[1].captured = 12;
    let err = record.to_game().expect_err("the game is over");
    assert!(err
        .to_string()
        .contains("illegal move 3 (a): the game is over"));
}
