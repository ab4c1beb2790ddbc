//! The search: iterative deepening principal-variation search with a transposition table,
//! move ordering (table move, game ends, captures, killers, history), aspiration windows,
//! late-move reductions, a few plies of captures past the horizon, and a deadline checked every
//! few thousand nodes. The repetition, 100-ply and indetermination endings are played inside
//! the search, as the engine's `Game` plays them under the game's rules (see [`path`] and
//! [`node`]). Kalah's extra move keeps the side to move: its value is not negated.

mod alphabeta;
mod node;
mod ordering;
pub(crate) mod path;

use kawu_engine::{Game, Pit, Position};

use crate::eval::Weights;
use crate::score::{in_seeds, is_decided, INFINITY, MAX_PLY, SEED};
use crate::tt::Table;
use crate::{Choice, Clock};
pub(crate) use node::{Child, Node, Status};
use ordering::Ordering;
use path::Path;

/// Knowledge of small endings (the endgame table): the search stops where it decides who
/// wins; where the winner depends on the cycles, the search goes on (the repetition rule is
/// applied on its own path) and takes the oracle's estimate at its horizon, with caution
/// ([`Estimate::cautious`]).
pub trait Oracle {
    /// How the game from `position` ends under best play, for its side to move, if known.
    fn probe(&self, position: &Position) -> Option<Ending>;

    /// Starts fetching what [`Oracle::probe`] will read for `position`, without waiting for
    /// it: a hint, so that the probes of a node's children overlap their memory misses.
    fn prefetch(&self, _position: &Position) {}
}

/// What an [`Oracle`] knows of a position: the final margin of its side to move, in seeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// Who wins (or that it is a draw) is certain for a game that starts afresh here (right
    /// after a capture). With positions seen since the last capture a return to one of them can
    /// end the game sooner; the search takes the verdict as the end all the same (trusting it
    /// only after a capture, or only where every such return gives the same winner, did not pay:
    /// `bench/aalina/README.md`).
    Decided(i32),
    /// The best estimate, where the winner depends on the positions already seen.
    Estimated(Estimate),
}

/// What an [`Oracle`] knows of a position whose winner depends on the positions already seen:
/// final margins of its side to move, in seeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Estimate {
    /// The best single guess (the endgame table's value, its cycles scored by convention).
    pub value: i32,
    /// The least the side to move can force.
    pub lo: i32,
    /// The most the side to move can hope for: what the opponent can hold it to.
    pub hi: i32,
}

/// How far a leaf's [`Estimate`] is moved from its value towards the bound that is worse for
/// the side the search plays, per seed, in centi-seeds (100 would take the bound itself).
///
/// The endgame table scores a cycle as if the repetition came back to the board where it
/// starts; in a game the repetition comes back wherever the players steer it, and the side
/// that knows it better picks the row split. Searched with the table's value alone, kawu kept
/// seeing a draw at 20 seeds in games it lost by one pair at 8 (`bench/aalina/README.md`,
/// session 29): the search now counts on the row split of a cycle only part of the way.
/// Against Aalina from 122 positions of 30 seeds (`bench/aalina/middle.py`), both colours,
/// 100 ms a move: 25 scored 73.0% of 244 games (the repetition endings 55.3% of 85), 50 scored
/// 71.1% (49.4% of 86), where the table's value alone scored 68.2% (42.5% of 100).
pub const CAUTION: i32 = 25;

impl Estimate {
    /// The value in centi-seeds of a leaf with this estimate, for its side to move:
    /// [`CAUTION`] of the way to its lower bound when that side is the one the search plays
    /// (`own`), to its upper bound (the opponent's lower one) when it is the opponent.
    #[inline]
    #[must_use]
    pub fn cautious(self, own: bool) -> i32 {
        let bound = if own { self.lo } else { self.hi };
        self.value * SEED + CAUTION * (bound - self.value)
    }
}

/// Nodes between two looks at the clock.
const CHECK_EVERY: u64 = 4096;
/// Half-width of the first aspiration window, in centi-seeds.
const ASPIRATION: i32 = 60;

/// How long and how deep a search may go.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Limits {
    /// Stop once the clock reads this.
    pub deadline_ms: f64,
    /// Deepest iteration, in plies.
    pub max_depth: u32,
}

/// One search from the current position of a game.
pub struct Searcher<'a> {
    root: Node,
    weights: Weights,
    table: Table,
    path: Path,
    ordering: Ordering,
    oracle: Option<&'a dyn Oracle>,
    clock: &'a dyn Clock,
    limits: Limits,
    nodes: u64,
    next_check: u64,
    stopped: bool,
    may_stop: bool,
}

impl<'a> Searcher<'a> {
    /// A search of the current position of `game` (which must not be over), with a
    /// transposition table of `2^table_bits` buckets.
    #[must_use]
    pub fn new(
        game: &Game,
        weights: Weights,
        table_bits: u32,
        clock: &'a dyn Clock,
        limits: Limits,
    ) -> Searcher<'a> {
        Searcher::with_table(game, weights, Table::new(table_bits), clock, limits)
    }

    /// A search of the current position of `game` (which must not be over) that starts from
    /// what `table` holds, e.g. the table of the search before (see [`Searcher::into_table`]).
    #[must_use]
    pub fn with_table(
        game: &Game,
        weights: Weights,
        table: Table,
        clock: &'a dyn Clock,
        limits: Limits,
    ) -> Searcher<'a> {
        Searcher {
            root: Node::root(game.position(), game.quiet_plies()),
            weights,
            table,
            path: Path::of_game(game),
            ordering: Ordering::new(),
            oracle: None,
            clock,
            limits,
            nodes: 0,
            next_check: CHECK_EVERY,
            stopped: false,
            may_stop: false,
        }
    }

    /// Uses `oracle` for exact values of small endings.
    #[must_use]
    pub fn with_oracle(mut self, oracle: Option<&'a dyn Oracle>) -> Searcher<'a> {
        self.oracle = oracle;
        self
    }

    /// Iterative deepening to the deadline or the depth limit. After each completed iteration
    /// `report` sees the choice so far. `None` only when the root has no legal move.
    pub fn think(&mut self, report: &mut dyn FnMut(&Choice)) -> Option<Choice> {
        let mut moves = self.root_moves();
        let first = moves.first()?.pit;
        let mut best: Option<Choice> = None;
        let mut previous = 0;
        let mut decided_twice = 0;
        for depth in 1..=self.max_depth() {
            let (value, pit) = self.aspiration(&mut moves, depth, previous);
            if self.stopped {
                // The unfinished iteration's move is trusted only if it beat the last choice.
                if let (Some(pit), Some(choice)) = (pit, best.as_mut()) {
                    if pit != choice.pit {
                        choice.pit = pit;
                        choice.pv = self.principal_variation(pit);
                    }
                }
                break;
            }
            let pit = pit.unwrap_or(first);
            let choice = self.choice(pit, value, depth);
            report(&choice);
            best = Some(choice);
            self.may_stop = true;
            decided_twice = if is_decided(value) && value == previous {
                decided_twice + 1
            } else {
                0
            };
            previous = value;
            if moves.len() == 1
                || decided_twice >= 2
                || self.clock.now_ms() >= self.limits.deadline_ms
            {
                break;
            }
        }
        best
    }

    /// The transposition table, with what this search found, for the next search.
    #[must_use]
    pub fn into_table(self) -> Table {
        self.table
    }

    /// The exact value of every root move at `depth`, best first, for the levels that choose
    /// among near-best moves; `None` if the deadline passed first.
    pub fn rank(&mut self, depth: u32) -> Option<Vec<(Pit, i32)>> {
        let moves = self.root_moves();
        let mut ranked = Vec::with_capacity(moves.len());
        for child in &moves {
            let value = match child.settled_value(0) {
                Some(value) => value,
                None => {
                    self.path.push(child.node.key);
                    let value = self.searched(child, depth as i32 - 1, 1, -INFINITY, INFINITY);
                    self.path.pop();
                    value
                }
            };
            if self.stopped {
                return None;
            }
            ranked.push((child.pit, value));
        }
        self.may_stop = true;
        ranked.sort_by_key(|&(_, value)| -value);
        Some(ranked)
    }

    /// The choice of `pit` with `value` after a search of `depth` plies.
    #[must_use]
    pub fn choice(&self, pit: Pit, value: i32, depth: u32) -> Choice {
        Choice {
            pit,
            score: in_seeds(value),
            decided: is_decided(value),
            depth,
            nodes: self.nodes,
            pv: self.principal_variation(pit),
        }
    }

    fn max_depth(&self) -> u32 {
        self.limits.max_depth.clamp(1, MAX_PLY as u32 - 8)
    }

    fn root_moves(&self) -> Vec<Child> {
        let root = self.root;
        root.position
            .legal_moves()
            .iter()
            .map(|&pit| root.child(pit, &self.path, self.oracle))
            .collect()
    }

    /// One iteration, in a narrow window around the last value, widened when it fails.
    fn aspiration(&mut self, moves: &mut [Child], depth: u32, previous: i32) -> (i32, Option<Pit>) {
        let (mut alpha, mut beta) = if depth >= 5 && !is_decided(previous) {
            (previous - ASPIRATION, previous + ASPIRATION)
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let (value, pit) = self.search_root(moves, depth, alpha, beta);
            if self.stopped {
                return (value, pit);
            }
            if value <= alpha {
                alpha = -INFINITY;
            } else if value >= beta {
                beta = INFINITY;
            } else {
                return (value, pit);
            }
        }
    }

    /// The root of one iteration: the best move so far is searched first with the full window,
    /// the others with a null window. Returns the value and the best move, which is `None` when
    /// no move beat `alpha` (a fail low). When the deadline cuts the iteration short, the move is
    /// one whose value was fully searched, or proven better than it.
    fn search_root(
        &mut self,
        moves: &mut [Child],
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> (i32, Option<Pit>) {
        let mut best = -INFINITY;
        let mut best_index = None;
        let mut floor = alpha;
        for (index, child) in moves.iter().enumerate() {
            let value = match child.settled_value(0) {
                Some(value) => Some(value),
                None => self.search_child(child, depth, floor, beta, index == 0),
            };
            let Some(value) = value else { break };
            if value > best {
                best = value;
                if value > alpha {
                    best_index = Some(index);
                }
                floor = floor.max(value);
            }
            if best >= beta || self.stopped {
                break;
            }
        }
        let pit = best_index.map(|index| moves[index].pit);
        if let Some(index) = best_index {
            moves[..=index].rotate_right(1);
        }
        (best, pit)
    }

    /// A root move: full window for the first, null window (and a re-search if it beats alpha)
    /// for the others. `None` when the deadline passed before a value could be trusted.
    fn search_child(
        &mut self,
        child: &Child,
        depth: u32,
        alpha: i32,
        beta: i32,
        first: bool,
    ) -> Option<i32> {
        let depth = depth as i32 - 1;
        self.path.push(child.node.key);
        let value = if first {
            let value = self.searched(child, depth, 1, alpha, beta);
            (!self.stopped).then_some(value)
        } else {
            let probe = self.searched(child, depth, 1, alpha, alpha + 1);
            if self.stopped {
                None
            } else if probe > alpha && probe < beta {
                let full = self.searched(child, depth, 1, alpha, beta);
                // Cut short, the re-search still leaves the null-window proof: better than alpha.
                Some(if self.stopped { probe } else { full })
            } else {
                Some(probe)
            }
        };
        self.path.pop();
        value
    }

    /// The expected line from the root, starting with `pit`, read from the table.
    fn principal_variation(&self, pit: Pit) -> Vec<Pit> {
        let mut line = vec![pit];
        let mut node = self.root.child(pit, &self.path, None);
        let mut seen = vec![self.root.key];
        while matches!(node.status, Status::Open) && line.len() < MAX_PLY {
            seen.push(node.node.key);
            let Some(next) = self.table.probe(node.node.key).and_then(|entry| entry.pit) else {
                break;
            };
            if node.node.position.illegality(next).is_some() {
                break;
            }
            line.push(next);
            node = node.node.child(next, &self.path, None);
            if seen.contains(&node.node.key) {
                break;
            }
        }
        line
    }

    /// Looks at the clock every [`CHECK_EVERY`] nodes; the first iteration always completes.
    #[inline]
    fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + CHECK_EVERY;
            if self.may_stop && self.clock.now_ms() >= self.limits.deadline_ms {
                self.stopped = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::game_result;
    use crate::SystemClock;
    use kawu_engine::{EndReason, Position};

    #[test]
    fn an_estimate_leans_to_the_bound_worse_for_the_side_searched() {
        let estimate = Estimate {
            value: 0,
            lo: -4,
            hi: 2,
        };
        // The side searched to move: part of the way down to what it can force.
        assert_eq!(estimate.cautious(true), -4 * CAUTION);
        // The opponent to move: part of the way up to what it cannot be held below.
        assert_eq!(estimate.cautious(false), 2 * CAUTION);
        let exact = Estimate {
            value: 3,
            lo: 3,
            hi: 3,
        };
        assert_eq!(exact.cautious(true), 3 * SEED);
        assert_eq!(exact.cautious(false), 3 * SEED);
    }

    /// A game from `start` with `moves` (letters) played.
    fn game(start: &str, moves: &str) -> Game {
        let mut game = Game::from_position(start.parse().unwrap());
        for letter in moves.chars() {
            game.play(Pit::from_letter(letter).unwrap()).unwrap();
        }
        game
    }

    fn rank_at_depth_one(game: &Game) -> Vec<(Pit, i32)> {
        let clock = SystemClock::new();
        let limits = Limits {
            deadline_ms: f64::INFINITY,
            max_depth: 1,
        };
        Searcher::new(game, Weights::DEFAULT, 10, &clock, limits)
            .rank(1)
            .unwrap()
    }

    #[test]
    fn a_move_back_to_a_position_seen_since_the_last_capture_ends_the_game_in_the_search() {
        // Two seeds of South's and one of North's go round the board without a capture; South's
        // A then repeats a position, and each side takes its row: North wins 25–23.
        let start = "0-0-0-0-0-3-0-0-0-0-0-1-22-22-S";
        let before = game(start, "FfAaBcCdDeEfAbFdBaCcDeEbFf");
        let mut ended = before.clone();
        let a = Pit::from_letter('A').unwrap();
        ended.play(a).unwrap();
        assert_eq!(
            ended.outcome().map(|o| o.reason),
            Some(EndReason::Repetition)
        );

        let value_of_a = |game: &Game| {
            rank_at_depth_one(game)
                .into_iter()
                .find(|&(pit, _)| pit == a)
                .unwrap()
                .1
        };
        assert_eq!(value_of_a(&before), game_result(-2, 1));
        // Without the history the same position is no repetition.
        let fresh = Game::from_position(before.position());
        assert!(!is_decided(value_of_a(&fresh)));
    }

    #[test]
    fn past_the_horizon_the_search_sees_the_capture_that_answers_a_capture() {
        // South's F takes North's a (2 seeds); North's only answer, f, sows A–D into 2s and
        // takes 8 back. A search that stopped at the horizon would count F as 2 seeds won.
        let before = game("1-1-1-1-3-1-1-0-0-0-0-4-20-15-S", "");
        let f = Pit::from_letter('F').unwrap();
        let mut after = before.clone();
        after.play(f).unwrap();
        let horizon = -Weights::DEFAULT.evaluate(&after.position());
        let mut answered = after.clone();
        answered.play(Pit::from_letter('f').unwrap()).unwrap();
        let exchange = Weights::DEFAULT.evaluate(&answered.position());

        let value_of_f = rank_at_depth_one(&before)
            .into_iter()
            .find(|&(pit, _)| pit == f)
            .unwrap()
            .1;
        assert_eq!(value_of_f, exchange);
        assert!(
            value_of_f <= horizon - 6 * crate::score::SEED,
            "{value_of_f} {horizon}"
        );
    }

    #[test]
    fn the_hundredth_quiet_ply_ends_the_game_in_the_search() {
        // Seeds go round without capture until the 100-ply limit is one move away.
        let start: Position = "0-0-0-0-0-3-0-0-0-0-0-1-22-22-S".parse().unwrap();
        let mut rng = crate::Rng::new(5);
        let almost = loop {
            let mut game = Game::from_position(start);
            while game.outcome().is_none() && game.quiet_plies() < 99 {
                let moves = game.legal_moves();
                game.play(rng.pick(&moves)).unwrap();
            }
            if game.outcome().is_none() {
                break game;
            }
        };
        let mut endings = 0;
        for (pit, value) in rank_at_depth_one(&almost) {
            let mut next = almost.clone();
            next.play(pit).unwrap();
            // A capture starts a new quiet run; every other move ends the game.
            let Some(outcome) = next.outcome() else {
                continue;
            };
            let me = almost.to_move();
            let margin = i32::from(outcome.score[me]) - i32::from(outcome.score[me.other()]);
            assert_eq!(value, game_result(margin, 1), "{pit}");
            endings += 1;
        }
        assert!(endings > 0);
    }
}
