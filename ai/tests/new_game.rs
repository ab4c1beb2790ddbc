//! A new game owes nothing to the last one: after [`kawu_ai::forget_searches`] the hard level
//! searches as the first search of the process did. (A test binary of its own: the kept table
//! is the process's, and other tests' searches would change it meanwhile.)

use std::cell::Cell;

use kawu_ai::{choose_move, Clock, Level, Request};
use kawu_engine::{Game, Pit};

/// A clock that moves one millisecond each time it is read: a search against it stops after the
/// same nodes on every machine, so two searches can be compared exactly.
struct Ticking(Cell<f64>);

impl Clock for Ticking {
    fn now_ms(&self) -> f64 {
        let now = self.0.get();
        self.0.set(now + 1.0);
        now
    }
}

#[test]
fn a_forgotten_search_leaves_the_next_one_as_the_first() {
    let mut game = Game::new();
    for letter in "CdFaBe".chars() {
        game.play(Pit::from_letter(letter).unwrap()).unwrap();
    }
    let request = Request {
        movetime_ms: 40,
        book: false,
        endgame_table: false,
        ..Request::new(Level::Hard, 0)
    };
    let search = || choose_move(&game, &request, &Ticking(Cell::new(0.0))).unwrap();
    let first = search();
    let again = search();
    assert_ne!(
        (again.depth, again.nodes),
        (first.depth, first.nodes),
        "the table kept from the first search changes the second"
    );
    kawu_ai::forget_searches();
    assert_eq!(search(), first, "forgotten, the search starts afresh");
}
