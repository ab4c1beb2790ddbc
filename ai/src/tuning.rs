//! Tuning the evaluation by matches: searches that differ only by their weights play each other
//! at a fixed depth from varied openings, colours swapped. Slow, so ignored by default:
//! `cargo test -p kawu-ai --release --lib tuning -- --ignored --nocapture`.

use kawu_engine::{Game, Side};

use crate::eval::Weights;
use crate::rng::Rng;
use crate::search::{Limits, Searcher};
use crate::SystemClock;

/// Plays one game from `opening`, `a` as `a_side`; returns A's points (1, ½ or 0).
fn game(opening: &Game, a: Weights, b: Weights, a_side: Side, depth: u32) -> f64 {
    let clock = SystemClock::new();
    let mut game = opening.clone();
    while game.outcome().is_none() {
        let weights = if game.to_move() == a_side { a } else { b };
        let limits = Limits {
            deadline_ms: f64::INFINITY,
            max_depth: depth,
        };
        let choice = Searcher::new(&game, weights, 16, &clock, limits)
            .think(&mut |_| {})
            .expect("a game not over has a move");
        game.play(choice.pit).expect("the search plays legal moves");
    }
    match game.outcome().and_then(|outcome| outcome.winner()) {
        Some(side) if side == a_side => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// A's score in percent over `openings` openings of 4 random plies drawn from `seed`, both
/// colours each.
fn score(a: Weights, b: Weights, depth: u32, openings: u32, seed: u64) -> f64 {
    let mut rng = Rng::new(seed);
    let mut points = 0.0;
    for _ in 0..openings {
        let mut opening = Game::new();
        for _ in 0..4 {
            let moves = opening.legal_moves();
            opening.play(rng.pick(&moves)).expect("a legal move");
        }
        for side in Side::ALL {
            points += game(&opening, a, b, side, depth);
        }
    }
    points * 100.0 / f64::from(openings * 2)
}

#[test]
#[ignore = "a match of a few minutes: run it in release when tuning"]
fn the_default_weights_beat_the_plain_seed_count() {
    let percent = score(Weights::DEFAULT, Weights::MATERIAL, 8, 20, 11);
    println!("default vs material at depth 8: {percent:.1}%");
    assert!(percent >= 50.0);
}

/// How the default weights were found: a coordinate search from a plain start, each step a
/// match of 200 games at depth 9 that the challenger must win by more than 53%, the steps
/// growing by half each round.
#[test]
#[ignore = "about two minutes in release: run it when tuning"]
fn a_coordinate_search_of_the_weights() {
    let start = Weights {
        kroo: 60,
        empty_pit: 30,
        exposed: 40,
    };
    let mut best = start;
    let mut step = 30;
    for round in 0..4 {
        for term in 0..3 {
            for delta in [step, -step] {
                let mut trial = best;
                let weight = match term {
                    0 => &mut trial.kroo,
                    1 => &mut trial.empty_pit,
                    _ => &mut trial.exposed,
                };
                *weight = (*weight + delta).max(0);
                if trial == best {
                    continue;
                }
                let percent = score(trial, best, 9, 100, 11);
                println!("round {round}: {trial:?} vs {best:?}: {percent:.1}%");
                if percent > 53.0 {
                    best = trial;
                    break;
                }
            }
        }
        step = step * 3 / 2;
    }
    let gain = score(best, start, 9, 100, 12);
    println!("best: {best:?}, {gain:.1}% against the start on other openings");
    assert!(gain > 50.0, "the search ends above where it started");
}
