//! Values of the search, in centi-seeds for the side to move.
//!
//! A heuristic value stays well inside ±[`WIN`]; a finished game is worth [`WIN`] plus the final
//! margin, less the plies it takes, so any win beats any heuristic value, a bigger margin beats a
//! smaller one, and a sooner win beats a later one.

use kawu_engine::Position;

/// One seed.
pub const SEED: i32 = 100;
/// The base value of a won game.
pub const WIN: i32 = 100_000;
/// Deeper than any line the search follows (plies from the root); keeps the ply adjustment of a
/// game result below one seed.
pub const MAX_PLY: usize = 96;
/// Above every value.
pub const INFINITY: i32 = 1_000_000;

/// The side to move's captured seeds less its opponent's, in whole seeds.
#[must_use]
pub fn captured_margin(position: &Position) -> i32 {
    let me = position.to_move();
    i32::from(position.score()[me]) - i32::from(position.score()[me.other()])
}

/// Smallest magnitude of a finished game's value.
const DECIDED: i32 = WIN - MAX_PLY as i32;

/// The value of a finished game (or an exact endgame-table value) `ply` plies from the root,
/// where the side to move ends `margin` seeds ahead.
#[must_use]
pub fn game_result(margin: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    match margin.signum() {
        1 => WIN + margin * SEED - ply,
        -1 => -WIN + margin * SEED + ply,
        _ => 0,
    }
}

/// True when `value` is a decided game (won or lost), not a heuristic guess.
#[must_use]
pub fn is_decided(value: i32) -> bool {
    value.abs() >= DECIDED
}

/// `value` in whole seeds: the final margin for a decided game, else the heuristic rounded.
#[must_use]
pub fn in_seeds(value: i32) -> i32 {
    if is_decided(value) {
        let beyond = value.abs() - WIN + MAX_PLY as i32 - 1;
        value.signum() * (beyond / SEED)
    } else {
        (value + value.signum() * SEED / 2) / SEED
    }
}

/// A value read from the table at `ply`: results were stored relative to their own node.
#[must_use]
pub fn from_table(value: i32, ply: usize) -> i32 {
    shift(value, -(ply as i32))
}

/// A value stored in the table at `ply`: results relative to the node, not to the root.
#[must_use]
pub fn to_table(value: i32, ply: usize) -> i32 {
    shift(value, ply as i32)
}

fn shift(value: i32, by: i32) -> i32 {
    match value {
        v if v >= DECIDED => v + by,
        v if v <= -DECIDED => v - by,
        v => v,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_order_and_read_back_as_margins() {
        assert!(game_result(1, 40) > 47 * SEED);
        assert!(game_result(5, 3) > game_result(2, 3));
        assert!(game_result(2, 3) > game_result(2, 9));
        assert!(game_result(-1, 40) < -47 * SEED);
        assert_eq!(game_result(0, 10), 0);
        for margin in [-48, -3, -1, 1, 2, 48] {
            for ply in [0, 1, 50, MAX_PLY - 1] {
                let value = game_result(margin, ply);
                assert!(is_decided(value));
                assert_eq!(in_seeds(value), margin);
                assert_eq!(from_table(to_table(value, ply), ply), value);
                assert_eq!(to_table(value, ply), game_result(margin, 0));
            }
        }
        assert_eq!(in_seeds(251), 3);
        assert_eq!(in_seeds(-249), -2);
        assert!(!is_decided(48 * SEED));
    }
}
