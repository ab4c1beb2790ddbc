//! The rule sets besides abapa (RULES.md, "Rule sets"): their worked positions, perft from the
//! start counted by the engine and by a plain implementation written apart (`plain/`), random
//! games played by both, the end by indetermination against an exhaustive search on small
//! boards, and position strings that carry their rules.

mod plain;

use std::collections::HashMap;

use kawu_engine::{
    perft, BySide, EndReason, Game, IllegalReason, Pit, Position, Rules, Setup, Side, Switch,
};
use plain::{Board, Switches};
use proptest::prelude::*;

fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).expect("a pit letter")
}

/// How a game ended, as `kawu replay` and the test data name it; `-` while it goes on.
fn end_name(game: &Game) -> &'static str {
    match game.outcome().map(|outcome| outcome.reason) {
        None => "-",
        Some(EndReason::TwentyFive) => "25",
        Some(EndReason::NoFeeding) => "no-feeding",
        Some(EndReason::Repetition) => "repetition",
        Some(EndReason::HundredPlies) => "100-plies",
        Some(EndReason::StuckDraw) => "stuck-draw",
        Some(EndReason::Indetermination) => "indetermination",
        Some(EndReason::RowEmpty) => "row-empty",
    }
}

/// One line of `data/rule-sets.txt`.
struct Worked {
    start: String,
    moves: String,
    after: String,
    end: String,
    what: String,
}

fn worked_examples() -> Vec<Worked> {
    include_str!("data/rule-sets.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split(" | ").collect();
            assert_eq!(fields.len(), 5, "{line}");
            Worked {
                start: fields[0].to_string(),
                moves: fields[1].to_string(),
                after: fields[2].to_string(),
                end: fields[3].to_string(),
                what: fields[4].to_string(),
            }
        })
        .collect()
}

#[test]
fn worked_positions_of_the_rule_sets_play_as_rules_md_says() {
    let examples = worked_examples();
    assert_eq!(examples.len(), 20);
    for ex in examples {
        let start: Position = ex.start.parse().expect(&ex.what);
        let mut game = Game::from_position(start);
        let letters: Vec<Pit> = ex.moves.chars().map(pit).collect();
        let (&last, before) = letters.split_last().expect("a move");
        for &pit in before {
            game.play(pit).expect(&ex.what);
        }
        if ex.after == "refused" {
            let refused = game.play(last).expect_err(&ex.what);
            assert_eq!(ex.end, "grand-slam", "{}", ex.what);
            assert_eq!(refused.reason, IllegalReason::GrandSlam, "{}", ex.what);
        } else {
            game.play(last).expect(&ex.what);
            assert_eq!(game.position().to_string(), ex.after, "{}", ex.what);
            assert_eq!(end_name(&game), ex.end, "{}", ex.what);
        }
    }
}

#[test]
fn rules_md_shows_every_worked_position_of_the_data() {
    let rules_md = include_str!("../../docs/RULES.md");
    for ex in worked_examples() {
        let shown = rules_md.lines().any(|line| {
            line.contains(&format!("`{}`", ex.start))
                && line.contains(&format!("`{}`", ex.moves))
                && (line.contains(&format!("`{}`", ex.after)) || ex.after == "refused")
        });
        assert!(shown, "RULES.md shows {} | {}", ex.start, ex.moves);
    }
    for name in ["perft-awale.txt", "perft-kalah.txt"] {
        assert!(rules_md.contains(name), "RULES.md names {name}");
    }
}

#[test]
fn a_forbidden_grand_slam_is_refused_unless_every_move_is_one() {
    let slam: Position = "1-0-9-0-0-1-1-0-0-0-0-0-18-18-S grand-slam=forbidden"
        .parse()
        .unwrap();
    assert_eq!(&*slam.legal_moves(), &[pit('A'), pit('C')]);
    assert_eq!(slam.illegality(pit('F')), Some(IllegalReason::GrandSlam));
    let refused = slam.play(pit('F')).unwrap_err();
    assert!(refused.to_string().contains("take all"), "{refused}");
    let only: Position = "0-0-0-0-2-0-1-0-0-0-0-0-22-23-S grand-slam=forbidden"
        .parse()
        .unwrap();
    assert_eq!(&*only.legal_moves(), &[pit('E')]);
    let (after, trace) = only.play(pit('E')).unwrap();
    assert!(trace.grand_slam && trace.captured.is_empty());
    assert_eq!(after.seeds(pit('a')), 2);
}

#[test]
fn a_stuck_draw_is_drawn_whatever_the_score() {
    let mut game = Game::from_position("0-0-0-0-0-1-1-0-0-0-0-0-24-22-S pat".parse().unwrap());
    let ply = game.play(pit('F')).unwrap();
    assert_eq!(ply.trace.sweep, None, "the seeds stay where they are");
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::StuckDraw);
    assert_eq!(outcome.winner(), None);
    assert_eq!((outcome.score.south, outcome.score.north), (24, 22));
    assert!(game.legal_moves().is_empty() && game.position().is_over());
    assert_eq!(game.position().outcome(), Some(outcome));
}

#[test]
fn without_25_the_game_is_played_to_its_end_and_24_24_is_a_draw() {
    let rules: Rules = "win-at-25=no".parse().unwrap();
    let start = Position::from_setup_under(
        "0-0-8-0-0-1-1-1-1-1-2-3-15-15-S".parse::<Setup>().unwrap(),
        rules,
    )
    .unwrap();
    let (after, _) = start.play(pit('C')).unwrap();
    assert_eq!(after.score().south, 26);
    assert!(!after.is_over() && after.outcome().is_none());
    // 26 seeds are a legal score to start from when 25 does not win.
    assert!("0-0-0-1-1-2-0-0-0-0-0-3-26-15-N win-at-25=no"
        .parse::<Position>()
        .is_ok());
    assert!("0-0-0-1-1-2-0-0-0-0-0-3-26-15-N"
        .parse::<Position>()
        .is_err());
}

#[test]
fn kalah_gives_another_move_takes_across_and_ends_when_a_row_is_empty() {
    let start = Rules::KALAH.start();
    assert_eq!(start.to_string(), "6-6-6-6-6-6-6-6-6-6-6-6-0-0-S kalah");
    let (again, trace) = start.play(pit('A')).unwrap();
    assert_eq!(again.to_move(), Side::South, "a last seed in the store");
    assert_eq!(trace.sown.len(), 5, "the store's seed is not a pit");
    assert_eq!(again.score().south, 1);
    // A lap: 13 seeds pass the store and North's row, skip North's store, end in A.
    let lap: Position = "13-1-1-1-1-1-2-2-2-2-2-2-20-22-S kalah".parse().unwrap();
    let (after, trace) = lap.play(pit('A')).unwrap();
    assert_eq!(trace.sown.len(), 12);
    assert_eq!(trace.last(), pit('A'), "the origin is not skipped");
    assert_eq!(trace.captured, vec![pit('A'), pit('f')]);
    assert_eq!(after.to_move(), Side::North);
    let mut game = Game::from_position("0-0-0-0-0-1-1-1-1-1-1-1-35-30-S kalah".parse().unwrap());
    game.play(pit('F')).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::RowEmpty);
    assert_eq!(outcome.winner(), None, "36-36");
}

#[test]
fn a_move_into_the_store_starts_kalah_s_quiet_count_again() {
    let mut game = Game::from_position(Rules::KALAH.start());
    game.play(pit('A')).unwrap();
    assert_eq!(game.quiet_plies(), 0, "a seed went into the store");
    game.play(pit('B')).unwrap();
    game.play(pit('a')).unwrap();
    assert_eq!(game.quiet_plies(), 0);
}

/// `(depth, count)` lines of a perft table.
fn table(text: &str) -> Vec<(u32, u64)> {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let (depth, count) = line.split_once(' ').expect("depth count");
            (depth.parse().unwrap(), count.parse().unwrap())
        })
        .collect()
}

const TABLES: [(&str, &str); 2] = [
    ("awale", include_str!("data/perft-awale.txt")),
    ("kalah", include_str!("data/perft-kalah.txt")),
];

/// Checks the perft tables to `deepest` plies, by the engine and by the plain rules.
fn check_tables(deepest: u32) {
    for (spec, text) in TABLES {
        let rules: Rules = spec.parse().unwrap();
        let switches = Switches::of(spec);
        for (depth, count) in table(text) {
            if depth <= deepest {
                assert_eq!(perft(&rules.start(), depth), count, "{spec} {depth}");
                let plain = plain::perft(&Board::start(switches), switches, depth);
                assert_eq!(plain, count, "{spec} {depth}, plain");
            }
        }
    }
}

#[test]
fn perft_tables_of_awale_and_kalah_by_the_engine_and_the_plain_rules() {
    check_tables(7);
}

#[test]
#[ignore = "slow (minutes): run with --release --ignored"]
fn whole_perft_tables_of_awale_and_kalah() {
    check_tables(u32::MAX);
}

/// Rule set number `which`: 0–31 Awalé's switches as bits, 32 Kalah.
fn rule_set(which: u8) -> Rules {
    if which >= 32 {
        return Rules::KALAH;
    }
    Switch::ALL
        .into_iter()
        .enumerate()
        .fold(Rules::ABAPA, |rules, (i, switch)| {
            let value = switch.values()[usize::from(which >> i & 1)];
            rules.with(switch, value).expect("a value of the switch")
        })
}

/// The plain board of `position`.
fn board(position: &Position) -> Board {
    Board {
        pits: *position.pits(),
        score: [position.score().south, position.score().north],
        to_move: position.to_move().index(),
        over: position.is_over(),
    }
}

/// Plays a game from `start` with the engine and with the plain rules side by side, each move
/// picked among the legal ones by the next choice, and checks at every step that both agree
/// (legal moves, the position after, the seeds gained, the end), that the mirrored position
/// gives the mirrored result, and that the position string reads back.
fn lockstep(start: Position, choices: &[u8]) -> Result<(), TestCaseError> {
    let switches = Switches::of(&start.rules().to_string());
    let mut position = start;
    let mut plain = board(&start);
    for &choice in choices {
        let legal: Vec<usize> = position.legal_moves().iter().map(|p| p.index()).collect();
        prop_assert_eq!(&legal, &plain.moves(switches), "{}", position);
        for pit in Pit::ALL {
            prop_assert_eq!(position.play(pit).is_ok(), legal.contains(&pit.index()));
        }
        let text = position.to_string();
        prop_assert_eq!(text.contains(' '), position.rules() != Rules::ABAPA);
        if legal.is_empty() {
            prop_assert!(position.is_over());
            break;
        }
        prop_assert_eq!(text.parse::<Position>(), Ok(position));
        let pit = Pit::ALL[legal[usize::from(choice) % legal.len()]];
        let (after, _) = position.play(pit).expect("legal");
        let (next, gained) = plain.play(pit.index(), switches);
        prop_assert_eq!(board(&after), next, "{} then {}", position, pit);
        let mut fast = position;
        prop_assert_eq!(fast.play_unchecked(pit), gained);
        prop_assert_eq!(fast, after);
        let (mirrored, _) = position
            .mirrored()
            .play(pit.mirror())
            .expect("legal mirrored");
        prop_assert_eq!(mirrored, after.mirrored());
        position = after;
        plain = next;
    }
    Ok(())
}

/// A position of `rules` with these few seeds on the board and the rest shared in the scores,
/// if it is a valid one.
fn few_seeds(rules: Rules, pits: &[u8], to_move: Side) -> Option<Position> {
    let pits: [u8; 12] = pits.try_into().ok()?;
    let board: u8 = pits.iter().sum();
    let rest = rules.seeds() - board;
    let score = BySide::new(rest / 2, rest - rest / 2);
    Position::from_setup_under(
        Setup {
            pits,
            score,
            to_move,
        },
        rules,
    )
    .ok()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn the_engine_and_the_plain_rules_play_the_same_games(
        which in 0u8..33,
        choices in prop::collection::vec(any::<u8>(), 0..300),
    ) {
        lockstep(rule_set(which).start(), &choices)?;
    }

    #[test]
    fn the_engine_and_the_plain_rules_play_the_same_endgames(
        which in 0u8..33,
        pits in prop::collection::vec(0u8..4, 12),
        north in any::<bool>(),
        choices in prop::collection::vec(any::<u8>(), 0..100),
    ) {
        let to_move = if north { Side::North } else { Side::South };
        let start = few_seeds(rule_set(which), &pits, to_move);
        prop_assume!(start.is_some());
        lockstep(start.expect("valid"), &choices)?;
    }
}

/// Every board of `seeds` seeds.
fn boards(seeds: u8) -> Vec<[u8; 12]> {
    fn fill(left: u8, pit: usize, pits: &mut [u8; 12], all: &mut Vec<[u8; 12]>) {
        if pit == 11 {
            pits[11] = left;
            all.push(*pits);
            return;
        }
        for seeds in 0..=left {
            pits[pit] = seeds;
            fill(left - seeds, pit + 1, pits, all);
        }
    }
    let mut all = Vec::new();
    fill(seeds, 0, &mut [0; 12], &mut all);
    all
}

/// For every plain board of `seeds` seeds on the board (either side to move), whether some
/// sequence of legal moves makes a capture: the least fixed point of "a move captures, or
/// leads to a board where the game goes on and a capture can be made", over all of them at
/// once.
fn capture_reachable_everywhere(seeds: u8, switches: Switches) -> HashMap<Board, bool> {
    let rest = 48 - seeds;
    let all: Vec<Board> = boards(seeds)
        .into_iter()
        .flat_map(|pits| {
            [0, 1].map(|to_move| Board {
                pits,
                score: [rest / 2, rest - rest / 2],
                to_move,
                over: false,
            })
        })
        .collect();
    let mut reachable: HashMap<Board, bool> = all.iter().map(|&b| (b, false)).collect();
    loop {
        let mut changed = false;
        for board in &all {
            if reachable[board] {
                continue;
            }
            let captures = board.moves(switches).into_iter().any(|pit| {
                let (next, captured) = board.play(pit, switches);
                captured > 0 || (!next.over && reachable[&next])
            });
            if captures {
                reachable.insert(*board, true);
                changed = true;
            }
        }
        if !changed {
            return reachable;
        }
    }
}

#[test]
fn indetermination_is_decided_exactly_on_every_small_board() {
    let specs = [
        "indetermination=yes",
        "awale",
        "stuck=draw,indetermination=yes",
        "grand-slam=forbidden,stuck=draw,indetermination=yes",
    ];
    for spec in specs {
        let rules: Rules = spec.parse().unwrap();
        let switches = Switches::of(spec);
        let (mut positions, mut without) = (0, 0);
        for seeds in 1..=6 {
            for (board, reachable) in capture_reachable_everywhere(seeds, switches) {
                let to_move = Side::from_index(board.to_move).expect("a side");
                let Some(position) = few_seeds(rules, &board.pits, to_move) else {
                    continue;
                };
                assert_eq!(position.capture_reachable(), reachable, "{position}");
                positions += 1;
                without += usize::from(!reachable);
            }
        }
        assert!(
            positions > 30_000 && without > 500,
            "{spec}: {positions}, {without}"
        );
    }
}

#[test]
fn position_strings_carry_their_rules() {
    let abapa = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S";
    assert_eq!(Position::start().to_string(), abapa);
    for (name, rules) in Rules::PRESETS {
        let text = rules.start().to_string();
        if rules == Rules::ABAPA {
            assert_eq!(text, abapa);
        } else {
            assert!(text.ends_with(&format!("-S {name}")), "{text}");
        }
        assert_eq!(text.parse::<Position>(), Ok(rules.start()));
        assert_eq!(format!("  {text}\n").parse::<Position>(), Ok(rules.start()));
    }
    let custom = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S grand-slam=forbidden,stuck=draw";
    let position: Position = custom.parse().unwrap();
    assert_eq!(position.to_string(), custom);
    let spaced: Position = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S  stuck=draw , grand-slam=forbidden"
        .parse()
        .unwrap();
    assert_eq!(spaced, position);
    // Under a rule set named by the caller when the string names none.
    let awale = Position::parse_under(abapa, Rules::AWALE).unwrap();
    assert_eq!(awale, Rules::AWALE.start());
    let pat = Position::parse_under(&format!("{abapa} pat"), Rules::AWALE).unwrap();
    assert_eq!(pat.rules(), Rules::PAT);
    // Kalah's pits hold up to 72 seeds; Awalé's up to 48.
    let heap = "60-1-1-1-1-1-1-1-1-1-1-1-1-0-S";
    assert!(format!("{heap} kalah").parse::<Position>().is_ok());
    let refused = heap.parse::<Position>().unwrap_err().to_string();
    assert!(refused.contains("pit 0 is \"60\""), "{refused}");
}

#[test]
fn a_bad_rules_suffix_or_a_position_its_rules_refuse_say_why() {
    let error = |text: &str| text.parse::<Position>().unwrap_err().to_string();
    let bad = error("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S grand-slam=maybe");
    assert!(bad.contains("grand-slam is \"maybe\""), "{bad}");
    let kalah = error("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S kalah");
    assert!(
        kalah.contains("48 seeds in all instead of Kalah's 72"),
        "{kalah}"
    );
    let empty = error("6-6-6-6-6-6-0-0-0-0-0-0-36-0-S kalah");
    assert!(empty.contains("North's row is empty"), "{empty}");
    let stuck = error("1-0-0-0-0-0-0-0-0-0-0-0-23-24-S pat");
    assert!(stuck.contains("must feed"), "{stuck}");
}
