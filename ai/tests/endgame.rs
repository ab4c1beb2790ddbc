//! The endgame table checked one move deep with the rules engine, and its mirror symmetry.
//!
//! For every position, the best of its moves (captured seeds, seeds swept, and the table's
//! value of the position each move leads to) must lie within the table's bounds, and equal the
//! table's value where the bounds meet. By default every position of up to 8 seeds is checked,
//! with either side to move; the ignored test checks the whole table (run it in release mode:
//! `cargo test --release -p kawu-ai --test endgame -- --ignored`).

use kawu_ai::endgame::Table;
use kawu_engine::{Position, Side};

mod setup;
use setup::{boards, position};

/// Every position a game can reach with `seeds` seeds on the board and `to_move` to move.
fn positions(seeds: u8, to_move: Side) -> Vec<Position> {
    boards(seeds)
        .into_iter()
        .filter_map(|pits| position((pits, to_move)))
        .collect()
}

/// The best margin one move deep: what each move earns now, minus the table's value of the
/// position it leads to (nothing left when a sweep ends the game).
fn one_move_deep(table: &Table, position: &Position) -> i32 {
    let mover = position.to_move();
    position
        .legal_moves()
        .iter()
        .map(|&pit| {
            let (next, trace) = position.play(pit).expect("a legal move");
            let now = i32::from(trace.seeds_captured);
            match trace.sweep {
                Some(sweep) if sweep.side == mover => now + i32::from(sweep.seeds),
                Some(sweep) => now - i32::from(sweep.seeds),
                None => now - i32::from(table.probe(&next).expect("fewer seeds")),
            }
        })
        .max()
        .expect("a position with a legal move")
}

/// Checks every position of `levels` seeds; returns how many, and how many are exact.
fn check_one_move_deep(table: &Table, levels: std::ops::RangeInclusive<u8>) -> (usize, usize) {
    let (mut checked, mut exact) = (0, 0);
    for seeds in levels {
        for to_move in Side::ALL {
            for position in positions(seeds, to_move) {
                let (lo, hi) = table.bounds(&position).expect("within the table");
                let value = table.probe(&position).expect("within the table");
                let best = one_move_deep(table, &position);
                assert!(
                    (i32::from(lo)..=i32::from(hi)).contains(&best),
                    "{position}: one move deep {best}, bounds {lo}..={hi}"
                );
                assert!(
                    lo <= value && value <= hi,
                    "{position}: value outside its bounds"
                );
                assert_eq!(
                    i32::from(value).rem_euclid(2),
                    i32::from(seeds).rem_euclid(2),
                    "{position}: a margin has the parity of the seeds"
                );
                if lo == hi {
                    assert_eq!(i32::from(value), best, "{position}: exact value");
                    exact += 1;
                }
                checked += 1;
            }
        }
    }
    (checked, exact)
}

#[test]
fn every_position_up_to_eight_seeds_one_move_deep() {
    let table = Table::build_up_to(8);
    let (checked, exact) = check_one_move_deep(&table, 1..=8);
    println!("{checked} positions, {exact} exact");
    assert!(
        exact > checked / 2,
        "most small endgames do not depend on cycles"
    );
}

#[test]
#[ignore = "builds the whole table: run in release mode"]
fn every_position_one_move_deep() {
    let table = Table::build();
    let (checked, exact) = check_one_move_deep(&table, 1..=12);
    println!("{checked} positions, {exact} exact");
}

#[test]
#[ignore = "builds the native tool's 14-seed table: run in release mode"]
fn the_bigger_table_one_move_deep() {
    let table = Table::build_up_to(14);
    assert_eq!(table.seeds(), 14);
    let (checked, exact) = check_one_move_deep(&table, 13..=14);
    println!("{checked} positions of 13-14 seeds, {exact} exact");
}

#[test]
fn mirror_image_has_the_same_value() {
    let table = Table::build_up_to(6);
    for seeds in 1..=6 {
        for position in positions(seeds, Side::North) {
            let mirror = position.mirrored();
            assert_eq!(mirror.to_move(), Side::South);
            assert_eq!(table.probe(&position), table.probe(&mirror), "{position}");
            assert_eq!(table.bounds(&position), table.bounds(&mirror), "{position}");
        }
    }
}

#[test]
fn too_many_seeds_has_no_value() {
    let table = Table::build_up_to(4);
    let five: Position = "1-1-1-1-0-1-0-0-0-0-0-0-20-23-S".parse().expect("valid");
    assert_eq!(table.probe(&five), None);
    assert_eq!(table.bounds(&five), None);
    assert_eq!(table.probe(&Position::start()), None);
    let four: Position = "1-1-1-0-0-0-0-0-0-0-0-1-21-23-N".parse().expect("valid");
    assert!(table.probe(&four).is_some());
}

#[test]
fn a_won_ending_is_worth_its_seeds() {
    // South sows F into a (1 → 2): a capture of 2 would take North's whole row (grand slam),
    // so nothing is taken; North must then play a, and so on. Whatever happens, the table
    // value is the margin of the seeds on the board: 2 seeds, so -2, 0 or 2.
    let table = Table::build_up_to(2);
    let position: Position = "0-0-0-0-0-1-1-0-0-0-0-0-23-23-S".parse().expect("valid");
    let value = table.probe(&position).expect("2 seeds");
    assert!([-2, 0, 2].contains(&value));
    // RULES.md's worked example: North then takes its 2 seeds and wins.
    assert_eq!(value, -2);
}

#[test]
fn a_table_extended_is_the_table_built_whole() {
    let small = Table::build_up_to(6);
    let extended = small.extended_to(9);
    assert_eq!(extended.seeds(), 9);
    assert_eq!(
        extended,
        Table::build_up_to(9),
        "levels 7-9 added to a 6-seed table"
    );
    assert_eq!(small.extended_to(4), small, "a table is never cut down");
}
