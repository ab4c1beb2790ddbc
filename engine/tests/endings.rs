//! The endings that need the game's history: 100 quiet plies and a repeated position, each
//! reached by a real game found by a small search, with the accounting of RULES.md (each side
//! adds the seeds of its own row).

use kawu_engine::{EndReason, Game, Pit, Position, Side, QUIET_PLY_LIMIT};

/// Depth-first search for a line of moves without capture from `game` that reaches `goal`;
/// moves are tried in pit order, a line that ends the game some other way is dropped.
fn quiet_line(game: &mut Game, goal: &dyn Fn(&Game) -> bool, budget: &mut u32) -> bool {
    if goal(game) {
        return true;
    }
    if game.outcome().is_some() || *budget == 0 {
        return false;
    }
    *budget -= 1;
    for pit in game.legal_moves().iter().copied() {
        let captured = game.play(pit).expect("legal").trace.seeds_captured;
        if captured == 0 && quiet_line(game, goal, budget) {
            return true;
        }
        game.undo();
    }
    false
}

fn find(start: &str, goal: &dyn Fn(&Game) -> bool) -> Game {
    let start: Position = start.parse().expect("a valid start");
    let mut game = Game::from_position(start);
    let mut budget = 200_000;
    assert!(
        quiet_line(&mut game, goal, &mut budget),
        "no line found from {start}"
    );
    game
}

/// The position the last move led to before the end-of-game accounting.
fn before_accounting(game: &Game) -> Position {
    let plies = game.plies();
    let previous = plies
        .len()
        .checked_sub(2)
        .map_or(game.start(), |i| plies[i].after);
    let last = plies.last().expect("a move was played").trace.origin;
    previous.play(last).expect("the last move was legal").0
}

/// Each side's final score is its captures plus the seeds of its own row.
fn assert_each_side_took_its_row(game: &Game) {
    let before = before_accounting(game);
    let outcome = game.outcome().expect("the game is over");
    for side in Side::ALL {
        assert_eq!(
            outcome.score[side],
            before.score()[side] + before.row_seeds(side),
            "{side} adds its own row"
        );
    }
    assert!(game.position().pits().iter().all(|&s| s == 0));
    assert_eq!(game.position().score(), outcome.score);
}

#[test]
fn one_hundred_plies_without_capture_end_the_game() {
    let ended_by_limit = |g: &Game| g.outcome().map(|o| o.reason) == Some(EndReason::HundredPlies);
    let game = find("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", &ended_by_limit);
    assert_eq!(game.plies().len(), usize::from(QUIET_PLY_LIMIT));
    assert_eq!(game.quiet_plies(), QUIET_PLY_LIMIT);
    let quiet: Vec<u16> = game.plies().iter().map(|ply| ply.quiet).collect();
    assert_eq!(quiet, (1..=QUIET_PLY_LIMIT).collect::<Vec<_>>());
    assert!(
        game.plies()[..99].iter().all(|ply| ply.outcome.is_none()),
        "not over before the 100th quiet ply"
    );
    let before = before_accounting(&game);
    assert!(
        before.row_seeds(Side::South) != before.row_seeds(Side::North),
        "the rows differ, so the accounting shows whose row went where"
    );
    assert_each_side_took_its_row(&game);
}

#[test]
fn the_quiet_count_starts_again_after_a_capture() {
    let mut game = Game::new();
    for letter in "DbCfCdAeBcC".chars() {
        game.play(Pit::from_letter(letter).unwrap()).unwrap();
    }
    assert_eq!(game.plies()[9].quiet, 10);
    assert_eq!(game.last_trace().unwrap().seeds_captured, 3);
    assert_eq!(game.quiet_plies(), 0);
}

#[test]
fn a_repeated_position_ends_the_game_and_each_side_takes_its_own_row() {
    let repeated = |g: &Game| g.outcome().map(|o| o.reason) == Some(EndReason::Repetition);
    // Few seeds, spread out: they travel round without making 2 or 3 in the opponent's row.
    let game = find("1-0-2-0-0-0-1-0-0-0-0-0-22-22-S", &repeated);
    let before = before_accounting(&game);
    assert!(
        before.row_seeds(Side::South) != before.row_seeds(Side::North),
        "the rows differ at the end: {before}"
    );
    assert_each_side_took_its_row(&game);
    let repeats = game.plies()[..game.plies().len() - 1]
        .iter()
        .map(|ply| ply.after)
        .chain(std::iter::once(game.start()))
        .any(|p| p.pits() == before.pits() && p.to_move() == before.to_move());
    assert!(repeats, "the last position was seen before");
}

#[test]
fn undo_takes_back_a_repetition_ending_and_redo_plays_it_again() {
    // One seed each walking round the board: after 12 plies the start position comes back.
    let mut game = Game::from_position("0-0-0-0-1-0-0-0-0-0-1-0-23-23-S".parse().unwrap());
    for pit in [4, 10, 5, 11, 0, 6, 1, 7, 2, 8, 3] {
        game.play(Pit::new(pit).unwrap()).unwrap();
        assert!(game.outcome().is_none());
    }
    game.play(Pit::new(9).unwrap()).unwrap();
    let ended = game.clone();
    assert_eq!(game.outcome().unwrap().reason, EndReason::Repetition);
    assert_each_side_took_its_row(&game);
    assert!(game.undo());
    assert!(game.outcome().is_none(), "undo takes back the end too");
    assert_eq!(game.position().row_seeds(Side::North), 1);
    assert!(game.redo());
    assert_eq!(game, ended);
}
