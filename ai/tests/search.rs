//! The search through the public API: it finds captures and wins, and never plays an illegal
//! move.

use kawu_ai::{choose_move, Choice, Clock, Level, Request, SystemClock};
use kawu_engine::{Game, Pit, Position};
use proptest::prelude::*;

mod common;

use common::at_depth;

fn choose(game: &Game, request: &Request) -> Option<Choice> {
    choose_move(game, request, &SystemClock::new())
}

fn position(text: &str) -> Position {
    text.parse().unwrap()
}

#[test]
fn takes_the_capture_that_wins_at_once() {
    // C captures e d c b a: 26 seeds.
    let game = Game::from_position(position("0-0-8-0-0-1-1-1-1-1-2-3-15-15-S"));
    for level in Level::ALL {
        for seed in 0..5 {
            let choice = choose(&game, &at_depth(level, 4, seed)).unwrap();
            assert_eq!(choice.pit, Pit::from_letter('C').unwrap(), "{level}");
            assert_eq!(choice.score, 26 - 15);
        }
    }
}

#[test]
fn plays_the_only_move_and_sees_the_loss_it_leads_to() {
    // Only F feeds North; then South cannot be fed and North takes its 2 seeds: 23–25.
    let game = Game::from_position(position("0-0-0-0-0-1-1-0-0-0-0-0-23-23-S"));
    let choice = choose(&game, &at_depth(Level::Hard, 6, 0)).unwrap();
    assert_eq!(choice.pit, Pit::from_letter('F').unwrap());
    assert_eq!(choice.score, -2);
}

#[test]
fn no_move_once_the_game_is_over() {
    let mut game = Game::from_position(position("0-0-8-0-0-1-1-1-1-1-2-3-15-15-S"));
    game.play(Pit::from_letter('C').unwrap()).unwrap();
    for level in Level::ALL {
        assert_eq!(choose(&game, &at_depth(level, 3, 0)), None);
    }
}

#[test]
fn the_hint_is_the_hard_move() {
    let mut game = Game::new();
    game.play(Pit::from_letter('C').unwrap()).unwrap();
    let clock = SystemClock::new();
    let hint = kawu_ai::hint(&game, 50, &clock).unwrap();
    assert!(game.legal_moves().contains(&hint.pit));
    assert_eq!(hint.pv.first(), Some(&hint.pit));
}

/// A clock that stands still until it has been read `reads` times, then jumps past any
/// deadline: the search must stop and still answer with a legal move from a finished depth.
struct StoppingClock {
    reads: std::cell::Cell<u32>,
}

impl Clock for StoppingClock {
    fn now_ms(&self) -> f64 {
        let reads = self.reads.get();
        self.reads.set(reads.saturating_sub(1));
        if reads == 0 {
            f64::INFINITY
        } else {
            0.0
        }
    }
}

#[test]
fn a_passed_deadline_still_gives_a_legal_move_from_a_finished_depth() {
    let game = Game::new();
    let clock = StoppingClock {
        reads: std::cell::Cell::new(30),
    };
    let request = Request {
        movetime_ms: 1000,
        ..Request::new(Level::Hard, 0)
    };
    let choice = choose_move(&game, &request, &clock).unwrap();
    assert!(game.legal_moves().contains(&choice.pit));
    assert!(choice.depth >= 1);
}

/// Plays `plies` random moves (drawn from `seed`) from the start, stopping if the game ends.
fn random_game(plies: usize, seed: u64) -> Game {
    let mut rng = kawu_ai::Rng::new(seed);
    let mut game = Game::new();
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(rng.pick(&moves)).unwrap();
    }
    game
}

/// Whether the side to move can force a win within `plies` plies (game results only).
fn forced_win(position: &Position, plies: u32) -> bool {
    plies > 0
        && position.legal_moves().iter().any(|&pit| {
            let next = position.play(pit).unwrap().0;
            match next.outcome() {
                Some(outcome) => outcome.winner() == Some(position.to_move()),
                None => forced_loss(&next, plies - 1),
            }
        })
}

/// Whether every move of the side to move loses by force within `plies` plies.
fn forced_loss(position: &Position, plies: u32) -> bool {
    plies > 0
        && position.legal_moves().iter().all(|&pit| {
            let next = position.play(pit).unwrap().0;
            match next.outcome() {
                Some(outcome) => outcome.winner() == Some(position.to_move().other()),
                None => forced_win(&next, plies - 1),
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_level_plays_a_legal_move_until_the_game_ends(plies in 0usize..200, seed: u64) {
        let game = random_game(plies, seed);
        for level in Level::ALL {
            let choice = choose(&game, &at_depth(level, 4, seed));
            match choice {
                Some(choice) => {
                    prop_assert!(game.legal_moves().contains(&choice.pit));
                    prop_assert_eq!(choice.pv.first(), Some(&choice.pit));
                }
                None => prop_assert!(game.outcome().is_some()),
            }
        }
    }
}

#[test]
fn every_win_forced_within_three_plies_is_found() {
    let mut found = 0;
    for seed in 0..60 {
        let game = random_game(400, seed);
        for ply in game.plies() {
            let position = ply.after;
            if ply.outcome.is_some() || !forced_win(&position, 3) {
                continue;
            }
            found += 1;
            let game = Game::from_position(position);
            let choice = choose(&game, &at_depth(Level::Hard, 3, seed)).unwrap();
            let after = position.play(choice.pit).unwrap().0;
            let wins_at_once = after
                .outcome()
                .is_some_and(|o| o.winner() == Some(position.to_move()));
            assert!(
                wins_at_once || forced_loss(&after, 2),
                "{position}: {}",
                choice.pit
            );
            assert!(choice.score > 0);
        }
    }
    assert!(found >= 10, "only {found} positions with a forced win");
}
