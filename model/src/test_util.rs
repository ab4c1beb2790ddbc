//! Helpers shared by the unit tests of the model and the texts.

use kawu_ai::mistake::Mistake;
use kawu_engine::{Game, Pit};

use crate::puzzle::Retry;
use crate::settings::{Lang, Settings};
use crate::state::AppState;

/// The pit of a letter the test knows is valid.
pub fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).expect("a pit letter")
}

/// A costly move of ply 3: South can take 2 in a with F, or sow A for nothing.
pub fn retry() -> Retry {
    Retry {
        ply: 3,
        position: "3-0-2-1-4-1-1-1-0-3-2-2-14-14-S"
            .parse()
            .expect("a position"),
        played: pit('A'),
        best: vec![pit('F'), pit('b')],
        refutation: vec![pit('b'), pit('C'), pit('a')],
        lost: 3,
        mistake: Mistake::Inaccuracy,
    }
}

/// A game of up to `plies` random legal moves, drawn from `seed`; from a position reached
/// by a few random moves when `seed` is odd (a set-up start).
pub fn random_game(seed: u64, plies: usize) -> Game {
    let mut state = seed | 1;
    let mut next = move || {
        // xorshift64: enough to pick moves.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut game = Game::new();
    let mut play = |game: &mut Game, plies: usize| {
        for _ in 0..plies {
            let moves = game.legal_moves();
            let Some(&pit) = moves.get(next() as usize % moves.len().max(1)) else {
                return;
            };
            game.play(pit).expect("a legal move");
        }
    };
    if seed % 2 == 1 {
        play(&mut game, 7);
        if game.outcome().is_none() {
            game = Game::from_position(game.position());
        }
    }
    play(&mut game, plies);
    game
}

/// The puzzles the page ships (`static/puzzles.txt`).
pub fn shipped() -> Vec<kawu_ai::puzzle::Puzzle> {
    kawu_ai::puzzle::parse_file(include_str!("../../static/puzzles.txt"))
        .expect("the shipped file reads")
}

/// A fresh game against the computer, with the default settings (English).
pub fn vs_computer() -> AppState {
    AppState::new(Settings::new(Lang::En))
}
