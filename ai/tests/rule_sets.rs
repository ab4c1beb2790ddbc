//! The computer under every rule set: Kalah's extra move in the search, awale's forbidden grand
//! slam, the book kept to abapa, and the endgame table of each rule set against a plain search
//! written here with the engine's `Game` (every ending rule of the rules chosen) or, for Kalah,
//! its `Position` (no quiet move of Kalah comes back to a board: no history to keep).

use std::collections::HashMap;

use kawu_ai::endgame::Table;
use kawu_ai::explain::{explain, Reason};
use kawu_ai::{analyse, choose_move, Level, Request, Rng, SystemClock};
use kawu_engine::{BySide, Game, Pit, Position, Rules, Setup, Side};

mod common;
// The endgame checks' shared module: this file takes its `boards` only.
#[allow(dead_code)]
mod setup;

use common::at_depth;
use setup::boards;

fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).expect("a pit letter")
}

#[test]
fn in_kalah_the_search_finds_the_only_win_through_an_extra_move() {
    // F's one seed falls in South's store and South moves again: the only move that wins (by 2
    // seeds, found by a plain search below); C, D and E lose.
    let position: Position = "0-0-1-2-1-1-1-0-0-1-1-1-31-32-S kalah".parse().unwrap();
    let (after, _) = position.play(pit('F')).unwrap();
    assert_eq!(after.to_move(), Side::South, "F gives another move");
    let mut memo = HashMap::new();
    for &move_ in position.legal_moves().iter() {
        let mut next = position;
        next.play_unchecked(move_);
        let value = kalah_value(next, Side::South, &mut memo);
        assert_eq!(value > 0, move_ == pit('F'), "{move_}: {value}");
    }
    let game = Game::from_position(position);
    for level in [Level::Medium, Level::Hard] {
        let choice = choose_move(&game, &at_depth(level, 10, 1), &SystemClock::new()).unwrap();
        assert_eq!(choice.pit, pit('F'), "{level}");
        assert_eq!((choice.score, choice.decided), (2, true), "{level}");
        assert_eq!(choice.pv[..2], [pit('F'), choice.pv[1]]);
        assert_eq!(choice.pv[1].side(), Side::South, "South plays again");
    }
}

#[test]
fn under_awale_a_forbidden_grand_slam_is_never_chosen() {
    // RULES.md: F would take all of North's seeds; A and C are legal.
    let slam: Position = "1-0-9-0-0-1-1-0-0-0-0-0-18-18-S grand-slam=forbidden"
        .parse()
        .unwrap();
    let game = Game::from_position(slam);
    for level in Level::ALL {
        let choice = choose_move(&game, &at_depth(level, 6, 3), &SystemClock::new()).unwrap();
        assert_ne!(choice.pit, pit('F'), "{level}");
    }
    // Along random games of awale, wherever a grand slam is refused, no level plays it.
    let mut refused = 0;
    for seed in 0..40 {
        let mut rng = Rng::new(seed);
        let mut game = Game::from_position(Rules::AWALE.start());
        while game.outcome().is_none() {
            let position = game.position();
            let slams: Vec<Pit> = Pit::row(position.to_move())
                .filter(|&p| position.illegality(p) == Some(kawu_engine::IllegalReason::GrandSlam))
                .collect();
            if !slams.is_empty() {
                refused += 1;
                for level in Level::ALL {
                    let request = at_depth(level, 4, seed);
                    let choice = choose_move(&game, &request, &SystemClock::new()).unwrap();
                    assert!(!slams.contains(&choice.pit), "{position}: {level}");
                }
            }
            let moves = game.legal_moves();
            game.play(rng.pick(&moves)).unwrap();
        }
    }
    assert!(refused > 0, "no grand slam refused in 40 games");
}

#[test]
fn the_book_is_abapas_and_other_rules_search_from_the_first_move() {
    let clock = SystemClock::new();
    let request = Request {
        movetime_ms: 50,
        ..Request::new(Level::Hard, 0)
    };
    let booked = choose_move(&Game::new(), &request, &clock).unwrap();
    assert_eq!(booked.nodes, 0, "abapa's start is in the book");
    for rules in [Rules::AWALE, Rules::PAT, Rules::KALAH] {
        let game = Game::from_position(rules.start());
        let request = Request {
            max_depth: Some(4),
            ..request
        };
        let searched = choose_move(&game, &request, &clock).unwrap();
        assert!(searched.nodes > 0, "{rules}");
        assert!(game.legal_moves().contains(&searched.pit));
    }
}

/// Kalah's exact final margin for `side` from `position`, by a plain search over the engine's
/// moves (the side to move plays again after a last seed in its store).
fn kalah_value(position: Position, side: Side, memo: &mut HashMap<Position, i32>) -> i32 {
    if let Some(outcome) = position.outcome() {
        return outcome.margin(side);
    }
    if let Some(&value) = memo.get(&position) {
        return value;
    }
    let moves = position.legal_moves();
    let values = moves.iter().map(|&move_| {
        let mut next = position;
        next.play_unchecked(move_);
        kalah_value(next, side, memo)
    });
    let value = if position.to_move() == side {
        values.max()
    } else {
        values.min()
    }
    .expect("a position that is not over has a move");
    memo.insert(position, value);
    value
}

/// A plain minimax (alpha-beta) over the engine's `Game`: every ending rule of the game's rules,
/// the positions seen since the last capture included. A game right after a capture owes
/// nothing to its history: its value is kept.
#[derive(Default)]
struct GameSearch {
    fresh: HashMap<Position, i32>,
}

impl GameSearch {
    /// The final margin for the side to move of `game` under best play, if within
    /// (`alpha`, `beta`); else a bound beyond the window on the side it fails.
    fn value(&mut self, game: &Game, alpha: i32, beta: i32) -> i32 {
        let me = game.to_move();
        if let Some(outcome) = game.outcome() {
            return outcome.margin(me);
        }
        let fresh = game.quiet_plies() == 0;
        if fresh {
            if let Some(&value) = self.fresh.get(&game.position()) {
                return value;
            }
        }
        let (mut alpha, beta) = if fresh { (-99, 99) } else { (alpha, beta) };
        let mut best = -99;
        for &move_ in game.legal_moves().iter() {
            let mut next = game.clone();
            next.play(move_).unwrap();
            let value = if next.outcome().is_none() && next.to_move() == me {
                self.value(&next, alpha, beta)
            } else if let Some(outcome) = next.outcome() {
                outcome.margin(me)
            } else {
                -self.value(&next, -beta, -alpha)
            };
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        if fresh {
            self.fresh.insert(game.position(), best);
        }
        best
    }
}

/// The positions of `seeds` seeds on the board with South to move under `rules`, the stores
/// sharing the rest evenly (South one behind when they cannot).
fn positions(seeds: u8, rules: Rules) -> Vec<Position> {
    let rest = rules.seeds() - seeds;
    let score = BySide::new(rest / 2, rest - rest / 2);
    boards(seeds)
        .into_iter()
        .filter_map(|pits| {
            let setup = Setup {
                pits,
                score,
                to_move: Side::South,
            };
            Position::from_setup_under(setup, rules).ok()
        })
        .collect()
}

/// The table's margin over the board for `position`'s side to move, against `exact` (the final
/// margin less the captured one): its bounds hold it, and where they meet its value is it.
fn agrees(table: &Table, position: &Position, exact: i32) -> bool {
    let value = i32::from(table.probe(position).unwrap());
    let (lo, hi) = table.bounds(position).unwrap();
    let (lo, hi) = (i32::from(lo), i32::from(hi));
    lo <= exact && exact <= hi && (lo != hi || value == exact)
}

#[test]
fn kalahs_table_is_exact_and_agrees_with_a_plain_search() {
    let table = Table::build_for(Rules::KALAH, 6).unwrap();
    assert_eq!(table.rules(), Rules::KALAH);
    let mut memo = HashMap::new();
    let mut checked = 0;
    for seeds in 1..=6 {
        for position in positions(seeds, Rules::KALAH) {
            let captured = i32::from(position.score().south) - i32::from(position.score().north);
            let exact = kalah_value(position, Side::South, &mut memo) - captured;
            assert_eq!(table.bounds(&position), Some((exact as i8, exact as i8)));
            assert!(agrees(&table, &position, exact), "{position}");
            // North to move: the mirror.
            let mirrored = position.mirrored();
            assert_eq!(table.probe(&mirrored), Some(exact as i8), "{mirrored}");
            checked += 1;
        }
    }
    assert!(checked > 10_000, "{checked} positions");
}

/// Each Awalé table but abapa's (checked on its own by `endgame_brute.rs`) against
/// [`GameSearch`] on the boards of up to 3 seeds, one in `every`: its bounds hold the value of
/// the game, and where they meet its value is it.
fn tables_agree_with_the_game(every: usize) {
    // Played out (no 25), so that the final margins are the table's.
    for spec in [
        "awale",
        "grand-slam=forbidden,win-at-25=no",
        "indetermination=yes,win-at-25=no",
    ] {
        let rules: Rules = spec.parse().unwrap();
        let table = Table::build_for(rules, 3).unwrap();
        let mut search = GameSearch::default();
        let mut exact_values = 0;
        for seeds in 1..=3 {
            for position in positions(seeds, rules).into_iter().step_by(every) {
                // Under indetermination the table values such a board as the end a move to it
                // makes; a game that starts on one is not what it values.
                if rules.indetermination() && !position.capture_reachable() {
                    continue;
                }
                let captured =
                    i32::from(position.score().south) - i32::from(position.score().north);
                let game = Game::from_position(position);
                let exact = search.value(&game, -99, 99) - captured;
                assert!(agrees(&table, &position, exact), "{spec}: {position}");
                exact_values += usize::from(table.bounds(&position).unwrap().0 as i32 == exact);
            }
        }
        assert!(exact_values > 100 / every, "{spec}: {exact_values}");
    }
}

#[test]
fn each_awale_table_agrees_with_a_plain_search_of_the_game() {
    tables_agree_with_the_game(16);
}

/// The same on every board of up to 3 seeds: about two minutes in release mode.
#[test]
#[ignore = "slow: every board of 3 seeds"]
fn each_awale_table_agrees_with_a_plain_search_of_the_game_on_every_small_board() {
    tables_agree_with_the_game(1);
}

#[test]
fn the_tables_differ_where_the_rules_do_and_stuck_draw_has_none() {
    let abapa = Table::build_up_to(4);
    let awale = Table::build_for(Rules::AWALE, 4).unwrap();
    // Win at 25 and 100 plies do not change the table.
    let spec: Rules = "win-at-25=no,100-plies=no".parse().unwrap();
    assert_eq!(Table::rules_for(spec), Some(Rules::ABAPA));
    assert_eq!(Table::build_for(spec, 4).as_ref(), Some(&abapa));
    assert_eq!(Table::rules_for(Rules::PAT), None);
    assert!(Table::build_for(Rules::PAT, 4).is_none());
    // Two seeds: no capture can ever happen (it would be a grand slam); under awale each side
    // takes its row.
    let apart: Position = "0-0-0-0-0-1-0-0-0-0-0-1-23-23-S awale".parse().unwrap();
    assert!(!apart.capture_reachable());
    assert_eq!(awale.probe(&apart), Some(0));
    assert_ne!(awale, abapa);
}

#[test]
fn analysis_under_kalah_is_exact_near_the_end_and_under_pat_has_no_table() {
    let clock = SystemClock::new();
    let kalah: Position = "0-0-1-2-1-1-1-0-0-1-1-1-31-32-S kalah".parse().unwrap();
    let analysis = analyse(&Game::from_position(kalah), 200, &clock).unwrap();
    // South ends 2 seeds ahead: 33 more on the board than North's store less South's.
    assert_eq!(analysis.exact, Some(3));
    assert_eq!(analysis.pv.first(), Some(&pit('F')));
    assert_eq!(
        analysis
            .exact_score(&kalah)
            .map(|s| i32::from(s.south) - i32::from(s.north)),
        Some(2)
    );
    let pat: Position = "0-0-0-0-2-1-1-0-1-0-0-0-21-22-S pat".parse().unwrap();
    assert_eq!(
        analyse(&Game::from_position(pat), 100, &clock)
            .unwrap()
            .exact,
        None
    );
}

#[test]
fn in_kalah_whatever_the_hint_says_of_a_move_is_true() {
    let mut rng = Rng::new(4);
    let mut said = [0_u32; 4];
    for _ in 0..60 {
        let mut game = Game::from_position(Rules::KALAH.start());
        while game.outcome().is_none() {
            let legal = game.legal_moves();
            for &move_ in legal.iter() {
                let before = game.position();
                let (after, trace) = before.play(move_).unwrap();
                let reason = explain(&game, move_, 3);
                let kind = match reason {
                    Reason::OnlyMove { feeds } => {
                        assert!(legal.len() == 1 && !feeds);
                        0
                    }
                    Reason::TakesFacing {
                        seeds,
                        last,
                        facing,
                    } => {
                        // The last seed fell in an empty pit (the origin, after a lap).
                        assert_eq!(last.side(), before.to_move());
                        assert!(before.seeds(last) == 0 || last == move_, "{before} {move_}");
                        assert_eq!(facing, last.facing());
                        assert_eq!(trace.captured.first(), Some(&last));
                        assert_eq!((after.seeds(last), after.seeds(facing)), (0, 0));
                        assert!(seeds >= 1 && trace.seeds_captured == seeds);
                        1
                    }
                    Reason::Again => {
                        assert_eq!(after.to_move(), before.to_move());
                        assert!(!after.is_over(), "{before} {move_}");
                        2
                    }
                    Reason::Best { depth } => {
                        assert_eq!(depth, 3);
                        assert!(trace.seeds_captured == 0 || legal.len() == 1);
                        3
                    }
                    other => panic!("{before} {move_}: {other:?} is Awalé's"),
                };
                said[kind] += 1;
            }
            game.play(rng.pick(&legal)).unwrap();
        }
    }
    assert!(said.iter().all(|&count| count > 0), "{said:?}");
}
