//! Each level's policy, through the public API.

use std::collections::HashSet;

use kawu_ai::{choose_move, Level, Request, Rng, SystemClock};
use kawu_engine::{Game, Pit, Position};

mod common;

use common::at_depth;

fn choose(game: &Game, request: &Request) -> Pit {
    choose_move(game, request, &SystemClock::new()).unwrap().pit
}

/// Seeds the opponent's best reply captures, less what `pit` captured (computed here from the
/// rules engine alone, not from the AI's own helper).
fn gift(position: &Position, pit: Pit) -> u8 {
    let (after, trace) = position.play(pit).unwrap();
    let reply = after
        .legal_moves()
        .iter()
        .map(|&reply| after.play(reply).unwrap().1.seeds_captured)
        .max()
        .unwrap_or(0);
    reply.saturating_sub(trace.seeds_captured)
}

/// Positions along random games.
fn positions(games: u64) -> Vec<Game> {
    let mut all = Vec::new();
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut game = Game::new();
        while game.outcome().is_none() {
            all.push(game.clone());
            let moves = game.legal_moves();
            game.play(rng.pick(&moves)).unwrap();
        }
    }
    all
}

#[test]
fn easy_never_gives_away_four_seeds_when_a_safe_move_exists() {
    let mut guarded = 0;
    for (index, game) in positions(20).iter().enumerate() {
        let position = game.position();
        let moves = game.legal_moves();
        if !moves.iter().any(|&pit| gift(&position, pit) < 4) {
            continue;
        }
        if moves.iter().any(|&pit| gift(&position, pit) >= 4) {
            guarded += 1;
        }
        let request = Request::new(Level::Easy, index as u64);
        let pit = choose(game, &request);
        assert!(gift(&position, pit) < 4, "{position}: {pit}");
    }
    assert!(
        guarded > 20,
        "only {guarded} positions had a big gift to avoid"
    );
}

#[test]
fn easy_varies_among_near_best_moves() {
    let game = Game::new();
    let moves: HashSet<Pit> = (0..40)
        .map(|seed| choose(&game, &Request::new(Level::Easy, seed)))
        .collect();
    assert!(moves.len() >= 3, "{moves:?}");
}

#[test]
fn medium_varies_less_than_easy() {
    let games = positions(2);
    let changed = |level: Level| {
        games
            .iter()
            .filter(|game| {
                let first = choose(game, &at_depth(level, 6, 1));
                (2..5).any(|seed| choose(game, &at_depth(level, 6, seed)) != first)
            })
            .count()
    };
    assert!(changed(Level::Medium) < changed(Level::Easy));
}

#[test]
fn the_same_seed_gives_the_same_move() {
    for game in positions(1).iter().step_by(7) {
        for level in Level::ALL {
            let request = at_depth(level, 5, 42);
            assert_eq!(choose(game, &request), choose(game, &request), "{level}");
        }
    }
}
