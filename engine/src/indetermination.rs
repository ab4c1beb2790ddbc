//! Whether a capture can still happen: the end "by indetermination" (`indetermination=yes`),
//! decided exactly by a search over every position the legal moves can still reach.

use std::collections::HashSet;

use crate::{Position, ROW};

impl Position {
    /// True when some sequence of legal moves from here makes a capture (the repetition and
    /// 100-ply endings aside). When it is false, a game under `indetermination=yes` ends here
    /// and each side takes its own row.
    ///
    /// Until a capture the scores do not change and the seeds on the board stay the same, so the
    /// positions reached are finitely many: a breadth-first search visits each once, looking at
    /// every move of a position for a capture before going further, so that a capture one
    /// move away is found at once and a near one soon. A position where the game is over (a
    /// player who cannot feed) is not gone past. In the worst case the search visits every
    /// arrangement of the board's seeds with either side to move: with `n` seeds, at most
    /// 2 × C(n + 11, 11) positions, and in practice far fewer (RULES.md, "indetermination").
    ///
    /// ```
    /// use kawu_engine::Position;
    ///
    /// assert!(Position::start().capture_reachable());
    /// // One seed each, walking round the board: never 2 or 3 in a pit.
    /// let walk: Position = "0-0-0-0-1-0-0-0-0-0-1-0-23-23-S".parse()?;
    /// assert!(!walk.capture_reachable());
    /// # Ok::<(), kawu_engine::ParsePositionError>(())
    /// ```
    #[must_use]
    pub fn capture_reachable(&self) -> bool {
        // Every position seen, in the order seen: those from `next` on wait to be looked at.
        let mut queue = vec![*self];
        let mut seen = HashSet::from([*self]);
        let mut next = 0;
        while let Some(&position) = queue.get(next) {
            next += 1;
            let moves = position.legal_moves();
            let mut children = [position; ROW];
            for (child, &pit) in children.iter_mut().zip(moves.iter()) {
                if child.play_unchecked(pit) > 0 {
                    return true;
                }
            }
            for child in &children[..moves.len()] {
                if !child.is_over() && seen.insert(*child) {
                    queue.push(*child);
                }
            }
        }
        false
    }
}
