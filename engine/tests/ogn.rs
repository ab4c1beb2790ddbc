//! OGN game records: reading what kawu and Aualé write, writing strictly, round trips, and
//! errors that say where and why.

use kawu_engine::{
    BySide, EndReason, Game, IllegalReason, OgnErrorKind, OgnNote, Pit, Position, Record,
    RecordedMove, Rules, Side,
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

/// Each record of `cases` refused at its (line, column), its message saying its words.
fn expect_refused(cases: &[(&str, (usize, usize), &str)]) {
    for &(text, place, why) in cases {
        let (line, column, _, message) = refused(text);
        assert_eq!((line, column), place, "{text:?}: {message}");
        assert!(
            message.contains(why),
            "{text:?}: {message} should say {why:?}"
        );
    }
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
        ("[Variant \"Bao\"]", (1, 1), "unknown variant \"Bao\""),
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
    expect_refused(cases);
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

/// A game of `plies` random moves at most from the start of `rules` (a small generator, seeded).
fn random_game(rules: Rules, seed: u64, plies: usize) -> Game {
    let mut state = seed.wrapping_mul(6_364_136_223_846_793_005) | 1;
    let mut game = Game::from_position(rules.start());
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let pit = moves[(state % moves.len() as u64) as usize];
        game.play(pit).expect("a legal move");
    }
    game
}

/// Every preset and a few rule sets that are none.
fn rule_sets() -> Vec<Rules> {
    let custom = [
        "stuck=draw,100-plies=no",
        "grand-slam=forbidden",
        "win-at-25=no,indetermination=yes",
        "100-plies=no",
    ];
    let presets = Rules::PRESETS.iter().map(|&(_, rules)| rules);
    presets
        .chain(custom.iter().map(|spec| spec.parse().expect("a spec")))
        .collect()
}

#[test]
fn a_record_under_any_rules_names_them_and_round_trips() {
    for rules in rule_sets() {
        for seed in 0..20 {
            let game = random_game(rules, seed, 40 + 20 * seed as usize);
            let record = Record::from_game(&game, vec![("Event".into(), "x".into())]);
            let text = record.to_string();
            let variant = kawu_engine::variant(rules);
            assert!(
                text.starts_with(&format!("[Variant \"{variant}\"]\n")),
                "{text}"
            );
            let named = text.contains(&format!("[Rules \"{rules}\"]\n"));
            assert_eq!(named, rules.preset().is_none(), "{text}");
            assert!(!text.contains("FEN"), "the start of the rules: {text}");
            let again = read(&text);
            assert_eq!(again, record, "{text}");
            assert_eq!(again.rules(), rules);
            assert_eq!(again.to_game().expect("replays"), game);
        }
    }
}

#[test]
fn the_variants_kawu_writes() {
    let written = |rules: Rules| Record::from_game(&Game::from_position(rules.start()), Vec::new());
    assert_eq!(
        written(Rules::AWALE).to_string(),
        "[Variant \"Awale\"]\n[Result \"*\"]\n"
    );
    assert_eq!(
        written(Rules::KALAH).to_string(),
        "[Variant \"Kalah\"]\n[Result \"*\"]\n"
    );
    assert_eq!(
        written("stuck=draw,grand-slam=forbidden".parse().unwrap()).to_string(),
        "[Variant \"Oware\"]\n[Rules \"grand-slam=forbidden,stuck=draw\"]\n[Result \"*\"]\n"
    );
    let read_rules = |text: &str| read(text).rules();
    assert_eq!(read_rules("[Variant \"pat\"]"), Rules::PAT);
    assert_eq!(read_rules("[Variant \"OWARE ABAPA\"]"), Rules::ABAPA);
    assert_eq!(read_rules("[Variant \"Oware\"]"), Rules::ABAPA);
    assert_eq!(read_rules("[Rules \"kalah\"]"), Rules::KALAH);
    assert_eq!(
        read_rules("[Rules \"awale\"]\n[Variant \"Awale\"]"),
        Rules::AWALE,
        "a Rules tag may agree with the Variant in any order"
    );
    assert_eq!(
        read_rules("[FEN \"0-0-0-0-0-1-1-0-0-0-0-0-24-22-S pat\"]"),
        Rules::PAT,
        "a FEN with rules and no tag that names any"
    );
}

#[test]
fn kalah_numbers_a_sides_moves_in_a_row_under_one_number() {
    // A's last seed falls in South's store: South moves again.
    let pits: Vec<Pit> = "ABa"
        .chars()
        .map(|c| Pit::from_letter(c).unwrap())
        .collect();
    let game = Game::replay(Rules::KALAH.start(), &pits).expect("legal");
    let record = Record::from_game(&game, Vec::new());
    let text = record.to_string();
    assert!(text.ends_with("\n\n1. A B a\n"), "{text}");
    assert_eq!(read(&text), record);
    let from_north: Position = "6-6-6-6-6-6-6-6-6-6-6-6-0-0-N kalah".parse().unwrap();
    let pits: Vec<Pit> = "abA"
        .chars()
        .map(|c| Pit::from_letter(c).unwrap())
        .collect();
    let game = Game::replay(from_north, &pits).expect("legal");
    let text = Record::from_game(&game, Vec::new()).to_string();
    assert!(
        text.contains("[FEN \"6-6-6-6-6-6-6-6-6-6-6-6-0-0-N\"]\n\n1... a b 2. A\n"),
        "the FEN is the position string without its rules: {text}"
    );
    assert_eq!(read(&text).to_game().expect("replays"), game);
}

#[test]
fn rules_tags_that_do_not_fit_are_refused_in_words() {
    let cases: &[(&str, (usize, usize), &str)] = &[
        (
            "[Variant \"Awale\"]\n[Rules \"pat\"]",
            (2, 1),
            "the Variant tag names the rules awale but the Rules tag pat",
        ),
        (
            "[Variant \"Oware\"]\n[Rules \"stuck=maybe\"]",
            (2, 1),
            "bad Rules tag: bad rules: stuck is \"maybe\": it is takes or draw",
        ),
        (
            "[Variant \"Kalah\"]\n[FEN \"0-0-0-0-0-1-1-0-0-0-0-0-24-22-S pat\"]",
            (2, 1),
            "the FEN tag names the rules pat but the record's tags kalah",
        ),
        (
            "[Variant \"Oware Bapa\"]",
            (1, 1),
            "unknown variant \"Oware Bapa\": kawu reads \"Oware Abapa\", \"Awale\", \"Pat\", \
             \"Kalah\", and \"Oware\" with a Rules tag",
        ),
        (
            "[Variant \"Kalah\"]\n1. A+73",
            (2, 5),
            "N seeds from 0 to 72",
        ),
        ("[Result \"49-0\"]", (1, 1), "bad result \"49-0\""),
    ];
    expect_refused(cases);
    assert_eq!(
        read("[Variant \"Kalah\"]\n[Result \"50-22\"]").result,
        Some(BySide::new(50, 22)),
        "Kalah's 72 seeds"
    );
}

const SWEEP_MARK: &str = include_str!("data/auale/game-012.ogn");
const PAST_HUNDRED_PLIES: &str = include_str!("data/auale/game-272.ogn");

#[test]
fn a_last_move_marked_with_what_the_end_gives_its_player_reads() {
    let record = read(SWEEP_MARK);
    let last = record.moves.last().expect("moves");
    assert!(record.notes.is_empty());
    assert_eq!((last.pit.letter(), last.captured), ('B', 0));
    assert!(
        SWEEP_MARK.ends_with(" B+2 25-23\n"),
        "Aualé marks the 2 seeds of South's row the end gives South"
    );
    let written = record.to_string();
    assert_eq!(read(&written).to_game(), record.to_game(), "{written}");
    // Another mark on the last move is still refused, and so is the end's on another move.
    let (_, _, kind, _) = refused(&SWEEP_MARK.replace("B+2 25-23", "B+3 25-23"));
    assert!(
        matches!(kind, OgnErrorKind::CaptureMismatch { .. }),
        "{kind:?}"
    );
}

#[test]
fn a_record_of_auales_past_100_plies_without_capture_is_read_without_the_limit_and_says_so() {
    let record = read(PAST_HUNDRED_PLIES);
    assert_eq!(record.notes, [OgnNote::HundredPliesOff { ply: 161 }]);
    assert_eq!(record.rules().to_string(), "100-plies=no");
    let note = record.notes[0].to_string();
    assert!(
        note.starts_with("move 161 is played after 100 plies without a capture"),
        "{note}"
    );
    let written = record.to_string();
    assert!(written.starts_with("[Variant \"Oware\"]\n[Rules \"100-plies=no\"]\n"));
    let again = read(&written);
    assert!(again.notes.is_empty(), "kawu's record names its rules");
    assert_eq!(again.to_game(), record.to_game());
    // The rules a Rules tag states are the rules: past 100 plies the game is over.
    let text = PAST_HUNDRED_PLIES.replace("[Variant \"Oware Abapa\"]", "[Rules \"abapa\"]");
    let (_, _, kind, _) = refused(&text);
    assert!(
        matches!(
            kind,
            OgnErrorKind::IllegalMove {
                ply: 161,
                reason: IllegalReason::GameOver,
                ..
            }
        ),
        "{kind:?}"
    );
}
