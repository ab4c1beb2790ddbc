//! Invariants over random legal games (proptest): seeds are conserved, legality is one thing
//! seen three ways, the rules are symmetric between the sides, the fast path agrees with the
//! checked one, and both notations round-trip.

use kawu_engine::{Game, MoveTrace, Pit, Position, Record, Setup, Sweep, SEEDS};
use proptest::prelude::*;

/// A game from `start`, each move picked among the legal ones by the next choice.
fn random_game(start: Position, choices: &[u8]) -> Game {
    let mut game = Game::from_position(start);
    for &choice in choices {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[usize::from(choice) % moves.len()])
            .expect("a legal move is played");
    }
    game
}

/// Every position of `game`, the start included.
fn positions(game: &Game) -> Vec<Position> {
    std::iter::once(game.start())
        .chain(game.plies().iter().map(|ply| ply.after))
        .collect()
}

/// The start, or a position reached from it by a few moves, seen from either side.
fn start() -> impl Strategy<Value = Position> {
    (prop::collection::vec(any::<u8>(), 0..40), any::<bool>()).prop_map(|(choices, mirror)| {
        let position = random_game(Position::start(), &choices).position();
        let position = if position.is_over() {
            Position::start()
        } else {
            position
        };
        if mirror {
            position.mirrored()
        } else {
            position
        }
    })
}

fn mirrored_trace(trace: &MoveTrace) -> MoveTrace {
    let mirror = |pits: &[Pit]| pits.iter().map(|p| p.mirror()).collect::<Vec<_>>();
    MoveTrace {
        side: trace.side.other(),
        origin: trace.origin.mirror(),
        sown: mirror(&trace.sown),
        captured: mirror(&trace.captured),
        seeds_captured: trace.seeds_captured,
        grand_slam: trace.grand_slam,
        sweep: trace.sweep.map(|sweep| Sweep {
            side: sweep.side.other(),
            seeds: sweep.seeds,
        }),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn seeds_are_conserved(start in start(), choices in prop::collection::vec(any::<u8>(), 0..300)) {
        let game = random_game(start, &choices);
        for position in positions(&game) {
            let board: u32 = position.pits().iter().map(|&s| u32::from(s)).sum();
            let score = position.score();
            prop_assert_eq!(board + u32::from(score.south) + u32::from(score.north), u32::from(SEEDS));
        }
        for ply in game.plies() {
            let sown = ply.trace.sown.len();
            prop_assert!(sown > 0 && !ply.trace.sown.contains(&ply.trace.origin));
        }
    }

    #[test]
    fn a_move_is_legal_exactly_when_play_accepts_it(
        start in start(),
        choices in prop::collection::vec(any::<u8>(), 0..300),
    ) {
        let game = random_game(start, &choices);
        for position in positions(&game) {
            let legal = position.legal_moves();
            for pit in Pit::ALL {
                let played = position.play(pit);
                prop_assert_eq!(legal.contains(&pit), played.is_ok(), "{} in {}", pit, position);
                prop_assert_eq!(position.illegality(pit).is_none(), played.is_ok());
                if let Err(refused) = played {
                    prop_assert_eq!(refused.position, position, "handed back unchanged");
                    prop_assert_eq!(Some(refused.reason), position.illegality(pit));
                }
            }
            prop_assert_eq!(legal.is_empty(), position.is_over());
        }
    }

    #[test]
    fn the_mirrored_position_gives_the_mirrored_result(
        start in start(),
        choices in prop::collection::vec(any::<u8>(), 0..300),
    ) {
        let game = random_game(start, &choices);
        for position in positions(&game) {
            let mirror = position.mirrored();
            prop_assert_eq!(mirror.mirrored(), position);
            let legal: Vec<Pit> = position.legal_moves().iter().map(|p| p.mirror()).collect();
            prop_assert_eq!(&*mirror.legal_moves(), &legal[..]);
            for &pit in &*position.legal_moves() {
                let (after, trace) = position.play(pit).expect("legal");
                let (mirror_after, mirror_trace) = mirror.play(pit.mirror()).expect("legal mirrored");
                prop_assert_eq!(mirror_after, after.mirrored());
                prop_assert_eq!(mirror_trace, mirrored_trace(&trace));
            }
        }
    }

    #[test]
    fn the_fast_path_agrees_with_play(
        start in start(),
        choices in prop::collection::vec(any::<u8>(), 0..300),
    ) {
        let game = random_game(start, &choices);
        for position in positions(&game) {
            for &pit in &*position.legal_moves() {
                let (after, trace) = position.play(pit).expect("legal");
                let mut fast = position;
                let captured = fast.play_unchecked(pit);
                prop_assert_eq!(fast, after);
                prop_assert_eq!(captured, trace.seeds_captured);
            }
        }
    }

    #[test]
    fn position_strings_round_trip(
        start in start(),
        choices in prop::collection::vec(any::<u8>(), 0..300),
    ) {
        let game = random_game(start, &choices);
        for position in positions(&game) {
            let text = position.to_string();
            prop_assert_eq!(text.parse::<Setup>(), Ok(position.setup()));
            if position.is_over() {
                prop_assert!(text.parse::<Position>().is_err(), "{} is over", text);
            } else {
                prop_assert_eq!(text.parse::<Position>(), Ok(position));
            }
        }
    }

    #[test]
    fn ogn_records_round_trip(
        start in start(),
        choices in prop::collection::vec(any::<u8>(), 0..300),
        event in "[ -~]{0,30}",
    ) {
        let game = random_game(start, &choices);
        let record = Record::from_game(&game, vec![("Event".to_string(), event)]);
        let text = record.to_string();
        let read: Record = text.parse().map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&read, &record);
        prop_assert_eq!(read.to_game(), Ok(game));
        prop_assert!(text.lines().all(|line| line.chars().count() < 80 || line.starts_with('[')));
    }

    #[test]
    fn a_game_refuses_moves_exactly_when_it_is_over_and_undo_redo_restore_it(
        start in start(),
        choices in prop::collection::vec(any::<u8>(), 0..300),
    ) {
        let game = random_game(start, &choices);
        let over = game.outcome().is_some();
        prop_assert_eq!(game.legal_moves().is_empty(), over);
        for pit in Pit::ALL {
            let mut tried = game.clone();
            let legal = game.legal_moves().contains(&pit);
            prop_assert_eq!(tried.play(pit).is_ok(), legal);
            if !legal {
                prop_assert_eq!(&tried, &game, "a refused move leaves the game unchanged");
            }
        }
        let mut replayed = game.clone();
        let plies = game.plies().len();
        for _ in 0..plies {
            prop_assert!(replayed.undo());
        }
        prop_assert!(!replayed.undo());
        prop_assert_eq!(replayed.position(), game.start());
        for _ in 0..plies {
            prop_assert!(replayed.redo());
        }
        prop_assert_eq!(replayed, game);
    }
}
