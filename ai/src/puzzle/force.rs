//! "By force": an exact minimax over a fixed number of plies, alpha-beta, on what the rules
//! count and nothing else (no evaluation, no clock).
//!
//! A line is scored for the side to move at its start, over the plies it looks at:
//! - [`Scoring::Seeds`]: the seeds it captures less those its opponent captures (a sweep counts
//!   for whoever takes the seeds, as [`Position::play`] counts it);
//! - [`Scoring::Game`]: 1 when the game ends inside the horizon and it has won, -1 when it has
//!   lost, 0 otherwise (a draw, or a game still going on).
//!
//! A game that ends inside the horizon ends as RULES.md says: 25 seeds (the seeds left stay on
//! the board), no feeding possible (the engine's sweep), or a position repeated since the last
//! capture, where each side takes its own row. The search knows the positions of its own path
//! and those it is given as the history since the last capture; the 100-ply limit cannot be
//! reached in a puzzle's few plies, which start afresh.

use kawu_engine::{Pit, Position};

/// What a line is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scoring {
    /// Net seeds captured.
    Seeds,
    /// Whether the game is won inside the horizon.
    Game,
}

/// Above every value of either scoring.
const INFINITY: i32 = 1_000;

/// What `before`'s side to move gained by the move to `after`: its seeds less the other's.
pub(crate) fn gain(before: &Position, after: &Position) -> i32 {
    let mover = before.to_move();
    let (was, now) = (before.score(), after.score());
    i32::from(now[mover] - was[mover]) - i32::from(now[mover.other()] - was[mover.other()])
}

/// The exact search, counting the positions it visits.
#[derive(Debug, Clone)]
pub(crate) struct Force {
    scoring: Scoring,
    /// The positions of the history and of the path to the current node, oldest first.
    path: Vec<Position>,
    /// Where the positions since the last capture begin in `path`: the current node is checked
    /// against those for a repetition.
    since: usize,
    /// Positions visited so far.
    pub(crate) nodes: u64,
}

impl Force {
    /// A search scoring with `scoring`, whose root follows `history` (the positions since the
    /// last capture, the root excluded).
    pub(crate) fn new(scoring: Scoring, history: &[Position]) -> Force {
        Force {
            scoring,
            path: history.to_vec(),
            since: 0,
            nodes: 0,
        }
    }

    /// The exact value of the best move of `position` over `plies` plies (at least 1) and every
    /// move worth at least that less `slack`, in pit order; no move, and the value of the end,
    /// when the game ends here.
    pub(crate) fn contenders(
        &mut self,
        position: &Position,
        plies: u8,
        slack: i32,
    ) -> (i32, Vec<Pit>) {
        self.nodes += 1;
        if let Some(end) = self.ended(position) {
            return (end, Vec::new());
        }
        let mut best = -INFINITY;
        let mut found: Vec<(Pit, i32)> = Vec::new();
        for (pit, child, gain) in self.children(position) {
            // Exact when above `floor`: that is all a contender needs.
            let floor = best - slack - 1;
            let value = gain - self.child(position, &child, plies, -INFINITY, gain - floor);
            if value > floor {
                best = best.max(value);
                found.push((pit, value));
            }
        }
        let mut pits: Vec<Pit> = found
            .into_iter()
            .filter(|&(_, value)| value >= best - slack)
            .map(|(pit, _)| pit)
            .collect();
        pits.sort_by_key(|pit| pit.index());
        (best, pits)
    }

    /// The best line from `position` over `plies` plies, at most `length` moves, stopping where
    /// the game ends: each move the first in pit order among the best, or `prefer` when it is
    /// among them at its ply.
    pub(crate) fn line(
        &mut self,
        position: &Position,
        plies: u8,
        length: usize,
        prefer: &[Pit],
    ) -> Vec<Pit> {
        let mut line = Vec::new();
        let mut at = *position;
        let saved = (self.path.len(), self.since);
        for ply in 0..length.min(usize::from(plies)) {
            let left = plies - ply as u8;
            let (_, best) = self.contenders(&at, left, 0);
            if best.is_empty() {
                break;
            }
            let pit = prefer
                .get(ply)
                .copied()
                .filter(|pit| best.contains(pit))
                .unwrap_or(best[0]);
            let mut next = at;
            next.play_unchecked(pit);
            self.enter(&at, &next);
            line.push(pit);
            at = next;
        }
        self.path.truncate(saved.0);
        self.since = saved.1;
        line
    }

    /// The value of the end of the game at `position` for its side to move, if it ends here.
    fn ended(&self, position: &Position) -> Option<i32> {
        let me = position.to_move();
        let margin = |collect: bool| {
            let row = |side| if collect { position.row_seeds(side) } else { 0 };
            let score = position.score();
            let mine = i32::from(score[me]) + i32::from(row(me));
            let theirs = i32::from(score[me.other()]) + i32::from(row(me.other()));
            (
                mine - theirs,
                i32::from(row(me)) - i32::from(row(me.other())),
            )
        };
        let (margin, rows) = if position.is_over() {
            margin(false)
        } else if self.path[self.since..].contains(position) {
            margin(true)
        } else {
            return None;
        };
        Some(match self.scoring {
            Scoring::Seeds => rows,
            Scoring::Game => margin.signum(),
        })
    }

    /// The moves of `position` with the position each leads to and its gain, captures first.
    fn children(&self, position: &Position) -> Vec<(Pit, Position, i32)> {
        let mut children: Vec<(Pit, Position, i32)> = position
            .legal_moves()
            .iter()
            .map(|&pit| {
                let mut child = *position;
                child.play_unchecked(pit);
                let gain = match self.scoring {
                    Scoring::Seeds => gain(position, &child),
                    Scoring::Game => 0,
                };
                (pit, child, gain)
            })
            .collect();
        children.sort_by_key(|&(_, child, _)| -gain(position, &child));
        children
    }

    /// Steps from `parent` to `child` on the path: a capture starts the repetition afresh.
    fn enter(&mut self, parent: &Position, child: &Position) {
        self.path.push(*parent);
        if parent.score() != child.score() {
            self.since = self.path.len();
        }
    }

    /// The value of `child` (reached from `parent`) for its side to move over `plies - 1`.
    fn child(
        &mut self,
        parent: &Position,
        child: &Position,
        plies: u8,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let since = self.since;
        self.enter(parent, child);
        let value = self.search(child, plies - 1, alpha, beta);
        self.path.pop();
        self.since = since;
        value
    }

    /// Negamax with alpha-beta: exact inside `alpha..beta`, a bound outside.
    fn search(&mut self, position: &Position, plies: u8, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if let Some(end) = self.ended(position) {
            return end;
        }
        if plies == 0 {
            return 0;
        }
        let mut best = -INFINITY;
        for (_, child, gain) in self.children(position) {
            let value = gain - self.child(position, &child, plies, gain - beta, gain - alpha);
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Position {
        text.parse().expect("a position string")
    }

    /// The plain minimax, no pruning: what alpha-beta must equal.
    fn minimax(position: &Position, plies: u8) -> i32 {
        let moves = position.legal_moves();
        if plies == 0 || moves.is_empty() {
            return 0;
        }
        moves
            .iter()
            .map(|&pit| {
                let mut next = *position;
                next.play_unchecked(pit);
                gain(position, &next) - minimax(&next, plies - 1)
            })
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn alpha_beta_equals_the_plain_minimax() {
        // Middle-game positions where no repetition fits in four plies.
        for text in [
            "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
            "1-4-4-4-4-4-4-4-4-3-4-4-3-1-N",
            "0-0-8-0-0-1-3-1-1-1-2-0-15-16-S",
            "2-0-3-1-5-6-1-2-0-3-4-1-10-10-N",
        ] {
            let position = at(text);
            for plies in 1..=4 {
                let mut force = Force::new(Scoring::Seeds, &[]);
                assert_eq!(
                    force.contenders(&position, plies, 0).0,
                    minimax(&position, plies),
                    "{text} {plies}"
                );
            }
        }
    }

    #[test]
    fn contenders_are_the_moves_within_the_slack() {
        let position = at("0-0-8-0-0-1-3-1-1-1-2-0-15-16-S");
        let mut force = Force::new(Scoring::Seeds, &[]);
        let (best, pits) = force.contenders(&position, 1, 0);
        assert_eq!(best, 9);
        assert_eq!(pits, [Pit::from_letter('C').expect("a pit")]);
    }

    #[test]
    fn a_won_game_scores_one_for_the_winner() {
        // C captures 11 seeds: South reaches 26 and wins at once.
        let position = at("0-0-8-0-0-1-1-1-1-1-2-3-15-15-S");
        let mut force = Force::new(Scoring::Game, &[]);
        assert_eq!(force.contenders(&position, 1, 0).0, 1);
    }

    #[test]
    fn a_repetition_ends_the_game_with_the_rows_collected() {
        let position = at("1-0-0-0-0-0-0-0-0-0-0-1-23-23-S");
        // The same position already on the path: the game ends here, 1–1 from the rows.
        let mut force = Force::new(Scoring::Seeds, &[position]);
        assert_eq!(force.contenders(&position, 4, 0).0, 0);
        let mut force = Force::new(Scoring::Game, &[position]);
        assert_eq!(force.contenders(&position, 4, 0).0, 0);
    }
}
