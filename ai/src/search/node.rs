//! A position in the search, and its children with every ending rule applied.

use kawu_engine::{Pit, Position, QUIET_PLY_LIMIT, ROW};

use super::path::Path;
use super::{Ending, Estimate, Oracle};
use crate::memory;
use crate::score::{captured_margin, game_result};
use crate::zobrist::{after_move, hash};

/// Board seeds at or below which the endgame table is asked (the biggest table's; a smaller
/// one answers `None` above its own).
const ORACLE_SEEDS: u8 = crate::endgame::CAPACITY as u8;

/// A position reached in the search.
#[derive(Debug, Clone, Copy)]
pub struct Node {
    /// The position.
    pub position: Position,
    /// Its hash.
    pub key: u64,
    /// Plies in a row without a capture that led here.
    pub quiet: u16,
    /// The endgame table's final margins for the side to move, where it knows the board but
    /// who wins depends on the cycles: asked once, when the move here is played, and taken
    /// at the horizon in place of the evaluation ([`Estimate::cautious`]).
    pub estimate: Option<Estimate>,
}

/// How a child position stands once the move to it is played.
#[derive(Debug, Clone, Copy)]
pub enum Status {
    /// The game goes on: search it.
    Open,
    /// The game is over, or the endgame table knows who wins: the side to move there ends
    /// this many seeds ahead.
    Over(i32),
}

/// A move from a node and where it leads.
#[derive(Debug, Clone, Copy)]
pub struct Child {
    /// The pit sown.
    pub pit: Pit,
    /// Seeds the move captured (in Kalah, every seed it put in the mover's store).
    pub captured: u8,
    /// Kalah's extra move: the last seed fell in the mover's store, and the mover moves again.
    pub again: bool,
    /// The position after it.
    pub node: Node,
    /// Whether the game ends there.
    pub status: Status,
    /// Move ordering key: higher is searched first.
    pub order: i32,
}

impl Child {
    /// The value of this child for the side that moved into it, `ply` plies from the root, if
    /// it needs no search.
    #[inline]
    #[must_use]
    pub fn settled_value(&self, ply: usize) -> Option<i32> {
        match self.status {
            Status::Open => None,
            Status::Over(margin) => Some(self.for_mover(game_result(margin, ply + 1))),
        }
    }

    /// `value`, a value for the side to move in this child, for the side that moved into it:
    /// the same side after Kalah's extra move, else the opponent.
    #[inline(always)]
    #[must_use]
    pub fn for_mover(&self, value: i32) -> i32 {
        if self.again {
            value
        } else {
            -value
        }
    }
}

impl Node {
    /// The root of a search.
    #[must_use]
    pub fn root(position: Position, quiet: u16) -> Node {
        Node {
            position,
            key: hash(&position),
            quiet,
            estimate: None,
        }
    }

    /// Plays `pit` (legal here) and applies the ending rules in the order of the engine's
    /// `Game` (RULES.md): the position's own end (25 seeds when they win, a player who cannot
    /// feed, Kalah's empty row), then repetition since the last capture, 100 quiet plies (when
    /// `100-plies=yes`) and indetermination (when `indetermination=yes`).
    #[inline]
    #[must_use]
    pub fn child(&self, pit: Pit, path: &Path, oracle: Option<&dyn Oracle>) -> Child {
        let mut position = self.position;
        let captured = position.play_unchecked(pit);
        self.reached(pit, position, captured, path, oracle)
    }

    /// Every legal move's child, in pit order, written to the front of `children`; returns how
    /// many. Where the processor can prefetch, all the moves are sown and their endgame-table
    /// entries asked of the memory before any is read, so that the misses of a node's probes
    /// overlap instead of following one another.
    #[inline]
    pub fn children(
        &self,
        path: &Path,
        oracle: Option<&dyn Oracle>,
        children: &mut [Child; ROW],
    ) -> usize {
        if !memory::PREFETCHES {
            let moves = self.position.legal_moves();
            for (child, &pit) in children.iter_mut().zip(moves.iter()) {
                *child = self.child(pit, path, oracle);
            }
            return moves.len();
        }
        let mut sown = [(Pit::ALL[0], self.position, 0); ROW];
        let mut count = 0;
        for &pit in self.position.legal_moves().iter() {
            let mut position = self.position;
            let captured = position.play_unchecked(pit);
            if let Some(oracle) = oracle.filter(|_| position.board_seeds() <= ORACLE_SEEDS) {
                oracle.prefetch(&position);
            }
            sown[count] = (pit, position, captured);
            count += 1;
        }
        for (child, &(pit, position, captured)) in children.iter_mut().zip(&sown[..count]) {
            *child = self.reached(pit, position, captured, path, oracle);
        }
        count
    }

    /// Like [`Node::child`], for a move that captures: `None`, before any hashing or ending
    /// rule, when `pit` captures nothing (the search past the horizon skips those moves).
    #[inline]
    #[must_use]
    pub fn capture(&self, pit: Pit, path: &Path, oracle: Option<&dyn Oracle>) -> Option<Child> {
        let mut position = self.position;
        let captured = position.play_unchecked(pit);
        (captured > 0).then(|| self.reached(pit, position, captured, path, oracle))
    }

    /// The child reached by `pit`, which left `position` and captured `captured` seeds, with
    /// the ending rules applied.
    #[inline]
    fn reached(
        &self,
        pit: Pit,
        position: Position,
        captured: u8,
        path: &Path,
        oracle: Option<&dyn Oracle>,
    ) -> Child {
        let quiet = if captured > 0 { 0 } else { self.quiet + 1 };
        let key = after_move(self.key, &self.position, pit, &position);
        let mut estimate = None;
        let rules = position.rules();
        let status = if position.is_over() {
            Status::Over(end_margin(&position))
        } else if (quiet > 0 && path.contains(key))
            || (quiet >= QUIET_PLY_LIMIT && rules.hundred_plies())
            || (rules.indetermination() && !capture_reachable(&position, key, path))
        {
            Status::Over(margin(&position, true))
        } else {
            match known_ending(oracle, &position) {
                Some(Ending::Decided(margin)) => Status::Over(margin),
                // Who wins depends on the cycles: search on, with the repetition rule.
                Some(Ending::Estimated(margins)) => {
                    estimate = Some(margins);
                    Status::Open
                }
                None => Status::Open,
            }
        };
        Child {
            pit,
            captured,
            again: position.to_move() == self.position.to_move(),
            node: Node {
                position,
                key,
                quiet,
                estimate,
            },
            status,
            order: 0,
        }
    }
}

/// Plies within which [`capture_reachable`] looks for a capture before it asks the engine.
const NEAR_PLIES: u32 = 4;

/// Whether a capture can still happen from `position` (whose key is `key`), as the engine's
/// `Position::capture_reachable` says: remembered per position on `path`, and looked for first
/// among the next [`NEAR_PLIES`] plies by a search that allocates nothing, nearest first; nearly
/// every position has a capture that near, and the engine's exhaustive search answers for the
/// rest. With the engine's search alone, the search of `awale` visited its nodes 15–20 times
/// slower than abapa's (`kawu bench`'s positions at 14 plies); with this, about 4 times. Kept out
/// of line: abapa's search never calls it.
#[cold]
#[inline(never)]
fn capture_reachable(position: &Position, key: u64, path: &Path) -> bool {
    if let Some(known) = path.capture_reachable(key) {
        return known;
    }
    let reachable = (1..=NEAR_PLIES).any(|plies| capture_within(position, plies))
        || position.capture_reachable();
    path.remember_capture_reachable(key, reachable);
    reachable
}

/// Whether some sequence of at most `plies` legal moves from `position` makes a capture (a
/// position where the game is over is not gone past).
fn capture_within(position: &Position, plies: u32) -> bool {
    position.legal_moves().iter().any(|&pit| {
        let mut next = *position;
        next.play_unchecked(pit) > 0
            || (plies > 1 && !next.is_over() && capture_within(&next, plies - 1))
    })
}

/// What `oracle` knows of `position`, asked only where the board is small enough for it.
#[inline]
fn known_ending(oracle: Option<&dyn Oracle>, position: &Position) -> Option<Ending> {
    oracle
        .filter(|_| position.board_seeds() <= ORACLE_SEEDS)
        .and_then(|oracle| oracle.probe(position))
}

/// Final margin of the side to move in `position`, over by itself: none in a stuck draw, drawn
/// whatever the score (the only end by itself the scores do not tell).
fn end_margin(position: &Position) -> i32 {
    let outcome = position.rules().stuck_draw().then(|| position.outcome());
    match outcome.flatten() {
        Some(outcome) => outcome.margin(position.to_move()),
        None => margin(position, false),
    }
}

/// Final margin of the side to move; `collect_rows` when each side takes its own row
/// (repetition, 100 plies, indetermination).
fn margin(position: &Position, collect_rows: bool) -> i32 {
    let me = position.to_move();
    let rows = if collect_rows {
        i32::from(position.row_seeds(me)) - i32::from(position.row_seeds(me.other()))
    } else {
        0
    };
    captured_margin(position) + rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;
    use kawu_engine::{Game, Rules};

    /// Every move of `game` ends the game in the search exactly where it ends it in the
    /// engine's `Game`, with the same final margin, and passes the move as `Game` does.
    fn agrees_with_the_game(game: &Game) {
        let node = Node::root(game.position(), game.quiet_plies());
        let path = Path::of_game(game);
        for &pit in game.legal_moves().iter() {
            let child = node.child(pit, &path, None);
            let mut next = game.clone();
            next.play(pit).unwrap();
            let after = next.position();
            assert_eq!(child.again, after.to_move() == game.to_move());
            assert_eq!(child.node.quiet, next.quiet_plies(), "{after}");
            match (child.status, next.outcome()) {
                // The long-game endings aside, which give each side its row, the same position.
                (Status::Open, None) => assert_eq!(child.node.position, after),
                (Status::Over(margin), Some(outcome)) => {
                    assert_eq!(margin, outcome.margin(after.to_move()), "{after}");
                }
                (status, outcome) => {
                    panic!(
                        "{} {pit}: search {status:?}, game {outcome:?}",
                        game.position()
                    )
                }
            }
        }
    }

    #[test]
    fn every_rule_set_ends_a_game_in_the_search_where_the_game_ends_it() {
        let specs = [
            "abapa",
            "awale",
            "pat",
            "kalah",
            "indetermination=yes",
            "stuck=draw,win-at-25=no,100-plies=no",
        ];
        for spec in specs {
            let rules: Rules = spec.parse().unwrap();
            let mut rng = Rng::new(11);
            let mut endings = std::collections::HashSet::new();
            for _ in 0..40 {
                let mut game = Game::from_position(rules.start());
                while game.outcome().is_none() {
                    agrees_with_the_game(&game);
                    let moves = game.legal_moves();
                    game.play(rng.pick(&moves)).unwrap();
                }
                endings.insert(game.outcome().unwrap().reason);
            }
            eprintln!("{spec}: endings {endings:?}");
        }
    }

    #[test]
    fn without_the_100_ply_limit_the_hundredth_quiet_ply_goes_on_in_the_search() {
        // RULES.md's 100 plies from the start without a capture.
        let line = "AaBaCaDaEaAbAaBbCcAaBbCcDaEdAaBbAdBcAdBeAaBbCaEbFaAbBcAdAaBbCaDaAbBcCdAeAaBbCcDaEaAbBcCdAeAfAaCaDaAb";
        let moves: Vec<Pit> = line.chars().map(|c| Pit::from_letter(c).unwrap()).collect();
        let (played, last) = moves.split_at(99);
        for (spec, ends) in [("abapa", true), ("100-plies=no", false)] {
            let rules: Rules = spec.parse().unwrap();
            let game = Game::replay(rules.start(), played).unwrap();
            assert_eq!(game.quiet_plies(), 99);
            agrees_with_the_game(&game);
            let node = Node::root(game.position(), game.quiet_plies());
            let child = node.child(last[0], &Path::of_game(&game), None);
            assert_eq!(matches!(child.status, Status::Over(_)), ends, "{spec}");
        }
    }

    #[test]
    fn a_stuck_draw_is_a_draw_in_the_search_whatever_the_score() {
        // RULES.md: under `pat`, South's F leaves North unable to feed: drawn at 24–22.
        let game = Game::from_position("0-0-0-0-0-1-1-0-0-0-0-0-24-22-S pat".parse().unwrap());
        agrees_with_the_game(&game);
        let node = Node::root(game.position(), 0);
        let child = node.child(Pit::from_letter('F').unwrap(), &Path::of_game(&game), None);
        assert!(matches!(child.status, Status::Over(0)));
        assert_eq!(child.settled_value(0), Some(0));
    }

    #[test]
    fn indetermination_ends_the_game_in_the_search_with_each_row_to_its_side() {
        // RULES.md: after E no capture can happen any more; after F one still can.
        let game = Game::from_position("0-0-0-0-1-1-0-1-0-0-0-0-22-23-S awale".parse().unwrap());
        agrees_with_the_game(&game);
        let node = Node::root(game.position(), 0);
        let path = Path::of_game(&game);
        let after_e = node.child(Pit::from_letter('E').unwrap(), &path, None);
        // 24–24: a draw.
        assert!(matches!(after_e.status, Status::Over(0)));
        let after_f = node.child(Pit::from_letter('F').unwrap(), &path, None);
        assert!(matches!(after_f.status, Status::Open));
    }
}
