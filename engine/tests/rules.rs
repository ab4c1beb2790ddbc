//! Every rule and worked example of RULES.md.

use kawu_engine::{perft, EndReason, Game, IllegalReason, Pit, Position, Side, Sweep};

fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).expect("a pit letter")
}

fn position(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("{text} should be valid: {e}"))
}

/// One line of `data/worked.txt`.
struct Worked {
    start: Position,
    pit: Pit,
    pits_after: Vec<u8>,
    score_after: (u8, u8),
    what: String,
}

fn worked_examples() -> Vec<Worked> {
    include_str!("data/worked.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split(" | ").collect();
            let (s, n) = fields[3].split_once('-').expect("score S-N");
            Worked {
                start: position(fields[0]),
                pit: pit(fields[1].chars().next().expect("a move")),
                pits_after: fields[2].split(' ').map(|n| n.parse().unwrap()).collect(),
                score_after: (s.parse().unwrap(), n.parse().unwrap()),
                what: fields[4].to_string(),
            }
        })
        .collect()
}

#[test]
fn worked_examples_give_the_pits_and_score_of_rules_md() {
    let examples = worked_examples();
    assert_eq!(examples.len(), 7);
    for ex in examples {
        let (after, _) = ex.start.play(ex.pit).expect(&ex.what);
        assert_eq!(after.pits().to_vec(), ex.pits_after, "{}", ex.what);
        let score = after.score();
        assert_eq!((score.south, score.north), ex.score_after, "{}", ex.what);
    }
}

#[test]
fn grand_slam_takes_nothing() {
    let (after, trace) = position("1-0-9-0-0-1-1-0-0-0-0-0-18-18-S")
        .play(pit('F'))
        .unwrap();
    assert!(trace.grand_slam);
    assert!(trace.captured.is_empty());
    assert_eq!(trace.seeds_captured, 0);
    assert!(!after.is_over());
}

#[test]
fn a_move_that_does_not_feed_is_illegal_when_the_opponent_is_empty() {
    let start = position("1-0-0-0-0-1-0-0-0-0-0-0-23-23-S");
    assert!(start.must_feed());
    assert_eq!(&*start.legal_moves(), &[pit('F')]);
    let refused = start.play(pit('A')).unwrap_err();
    assert_eq!(refused.reason, IllegalReason::MustFeed);
    assert_eq!(
        refused.position, start,
        "the position is handed back unchanged"
    );
}

#[test]
fn capture_runs_backwards_and_25_wins_at_once_without_sweeping() {
    let (after, trace) = position("0-0-8-0-0-1-1-1-1-1-2-3-15-15-S")
        .play(pit('C'))
        .unwrap();
    let letters: String = trace.captured.iter().map(|p| p.letter()).collect();
    assert_eq!(letters, "edcba");
    assert_eq!(trace.seeds_captured, 11);
    let outcome = after.outcome().expect("South has 26");
    assert_eq!(outcome.reason, EndReason::TwentyFive);
    assert_eq!(outcome.winner(), Some(Side::South));
    assert_eq!(after.seeds(pit('f')), 3, "the board is not swept");
    assert!(after.legal_moves().is_empty());
}

#[test]
fn capture_chain_stops_at_a_pit_outside_two_or_three() {
    let (_, trace) = position("0-0-8-0-0-1-3-1-1-1-2-0-15-16-S")
        .play(pit('C'))
        .unwrap();
    let letters: String = trace.captured.iter().map(|p| p.letter()).collect();
    assert_eq!(letters, "edcb");
    assert_eq!(trace.seeds_captured, 9);
}

#[test]
fn the_origin_pit_is_skipped_on_every_lap() {
    let (_, trace) = position("0-0-0-0-0-17-1-0-1-0-1-6-11-11-S")
        .play(pit('F'))
        .unwrap();
    assert_eq!(trace.sown.len(), 17);
    assert!(!trace.sown.contains(&pit('F')));
    assert_eq!(trace.last(), pit('f'));
    let (after, trace) = position("23-2-2-2-1-1-1-1-1-2-1-1-5-5-S")
        .play(pit('A'))
        .unwrap();
    assert_eq!(after.seeds(pit('A')), 0);
    assert_eq!(trace.last(), pit('B'));
}

#[test]
fn the_player_who_cannot_feed_takes_every_seed_left() {
    let (after, trace) = position("0-0-0-0-0-1-1-0-0-0-0-0-23-23-S")
        .play(pit('F'))
        .unwrap();
    assert!(trace.grand_slam);
    assert_eq!(
        trace.sweep,
        Some(Sweep {
            side: Side::North,
            seeds: 2
        })
    );
    let outcome = after.outcome().expect("North could not feed");
    assert_eq!(outcome.reason, EndReason::NoFeeding);
    assert_eq!(outcome.winner(), Some(Side::North));
    assert_eq!((outcome.score.south, outcome.score.north), (23, 25));
}

#[test]
fn own_row_is_never_captured() {
    // E sows into F (now 2) and a (now 2): a is taken, F is South's own and stays.
    let (after, trace) = position("0-0-0-1-2-1-1-4-4-4-4-4-12-11-S")
        .play(pit('E'))
        .unwrap();
    assert_eq!(trace.captured, vec![pit('a')]);
    assert_eq!(after.seeds(pit('F')), 2);
    assert_eq!(after.score().south, 14);
}

#[test]
fn illegal_moves_say_why() {
    let start = Position::start();
    assert_eq!(
        start.play(pit('a')).unwrap_err().reason,
        IllegalReason::NotYourPit
    );
    let empty = position("0-4-4-4-4-4-4-4-4-4-4-4-4-0-S");
    assert_eq!(
        empty.play(pit('A')).unwrap_err().reason,
        IllegalReason::EmptyPit
    );
}

#[test]
fn perft_matches_rules_md_up_to_depth_8() {
    for line in include_str!("data/perft.txt").lines() {
        if line.starts_with('#') {
            continue;
        }
        let (depth, count) = line.split_once(' ').unwrap();
        let (depth, count): (u32, u64) = (depth.parse().unwrap(), count.parse().unwrap());
        if depth <= 8 {
            assert_eq!(perft(&Position::start(), depth), count, "perft({depth})");
        }
    }
}

#[test]
#[ignore = "slow: run with --ignored or `kawu perft 10`"]
fn perft_matches_rules_md_at_depth_9_and_10() {
    assert_eq!(perft(&Position::start(), 9), 3_592_872);
    assert_eq!(perft(&Position::start(), 10), 18_137_964);
}

/// Plays `moves` (letters) and returns the game.
fn play_all(start: Position, moves: &str) -> Game {
    let mut game = Game::from_position(start);
    for letter in moves.chars() {
        game.play(pit(letter))
            .unwrap_or_else(|e| panic!("{letter}: {e}"));
    }
    game
}

#[test]
fn a_repeated_position_ends_the_game_and_each_side_takes_its_row() {
    // One seed each: they travel round the board without ever making 2 or 3, so the same
    // position comes back long before 100 plies.
    let start = position("0-0-0-0-1-0-0-0-0-0-1-0-23-23-S");
    let mut game = Game::from_position(start);
    let mut plies = 0;
    while game.outcome().is_none() {
        let moves = game.legal_moves();
        game.play(moves[0]).unwrap();
        plies += 1;
        assert!(
            plies < 100,
            "the game should end by repetition well before 100 plies"
        );
    }
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Repetition);
    assert_eq!(outcome.score.south + outcome.score.north, 48);
    assert!(game.position().pits().iter().all(|&s| s == 0));
}

#[test]
fn undo_and_redo_restore_the_game() {
    let mut game = play_all(Position::start(), "Cd");
    let after_two = game.position();
    assert!(game.undo());
    assert_eq!(game.moves().count(), 1);
    assert!(game.can_redo());
    assert!(game.redo());
    assert_eq!(game.position(), after_two);
    assert!(game.undo() && game.undo());
    assert!(!game.undo());
    assert_eq!(game.position(), Position::start());
    game.play(pit('A')).unwrap();
    assert!(!game.can_redo(), "a new move forgets the moves taken back");
}
