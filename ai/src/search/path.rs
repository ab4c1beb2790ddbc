//! The line from the last capture to the node being searched: the game's own moves since its
//! last capture, then the search's. A quiet move that comes back to a position on this path
//! ends the game by repetition.
//!
//! Positions before the last capture need no special care: a capture takes seeds off the board
//! for good, so no later position can have the same pits.
//!
//! A return to a position on the line ends the game with each side taking its own row, so the
//! line also keeps how its positions split the board (see [`Path::rows_range`]).

use kawu_engine::{Game, Side};

use super::node::Node;

const FILTER_BITS: u32 = 12;

/// The hashes of the positions on the line, with a small counting filter so that the common
/// case, a position not on the line, costs one lookup.
#[derive(Debug, Clone)]
pub struct Path {
    keys: Vec<u64>,
    /// For each position on the line, the least and the most seeds South's row held beyond
    /// North's, over it and the positions with the same side to move before it since the last
    /// capture.
    rows: Vec<(i8, i8)>,
    /// Positions on the line from the game itself (the search's come after).
    played: usize,
    filter: Box<[u8; 1 << FILTER_BITS]>,
}

impl Path {
    /// The positions of `game` since its last capture (or its start), the current one last.
    #[must_use]
    pub fn of_game(game: &Game) -> Path {
        let mut path = Path {
            keys: Vec::with_capacity(256),
            rows: Vec::with_capacity(256),
            played: 0,
            filter: Box::new([0; 1 << FILTER_BITS]),
        };
        let plies = game.plies();
        let run_start = plies.len() - usize::from(game.quiet_plies());
        let before_run = run_start
            .checked_sub(1)
            .map_or(game.start(), |i| plies[i].after);
        path.push(&Node::root(before_run, 0));
        for (quiet, ply) in (1..).zip(&plies[run_start..]) {
            path.push(&Node::root(ply.after, quiet));
        }
        path.played = path.keys.len();
        path
    }

    /// Whether a position with this key is on the line.
    #[inline]
    #[must_use]
    pub fn contains(&self, key: u64) -> bool {
        self.filter[slot(key)] > 0 && self.keys.iter().rev().any(|&k| k == key)
    }

    /// Plies the search has added to the game's line: how deep its last position is.
    #[inline]
    #[must_use]
    pub fn searched_plies(&self) -> usize {
        self.keys.len() - self.played
    }

    /// The least and the most seeds South's row holds beyond North's in the positions on the
    /// line that a move from its last position could come back to (those with the same side to
    /// move as the position after it, since the last capture), for a move that leaves `quiet`
    /// quiet plies; `None` if there are none.
    #[inline]
    #[must_use]
    pub fn rows_range(&self, quiet: u16) -> Option<(i8, i8)> {
        (quiet >= 2)
            .then(|| self.rows.len().checked_sub(2))
            .flatten()
            .map(|at| self.rows[at])
    }

    /// Adds a position at the end of the line.
    #[inline]
    pub fn push(&mut self, node: &Node) {
        let key = node.key;
        let position = &node.position;
        let rows = position.row_seeds(Side::South) as i8 - position.row_seeds(Side::North) as i8;
        let range = match self.rows_range(node.quiet) {
            Some((least, most)) => (least.min(rows), most.max(rows)),
            None => (rows, rows),
        };
        self.rows.push(range);
        self.keys.push(key);
        let count = &mut self.filter[slot(key)];
        *count = count.saturating_add(1);
    }

    /// Takes the last position off the line.
    #[inline]
    pub fn pop(&mut self) {
        self.rows.pop();
        if let Some(key) = self.keys.pop() {
            self.filter[slot(key)] -= 1;
        }
    }
}

#[inline]
fn slot(key: u64) -> usize {
    (key >> (64 - FILTER_BITS)) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::zobrist::hash;
    use kawu_engine::{BySide, Pit, Position, Setup};

    #[test]
    fn holds_the_game_since_its_last_capture() {
        let mut game = Game::new();
        for letter in "FaBd".chars() {
            game.play(Pit::from_letter(letter).unwrap()).unwrap();
        }
        let path = Path::of_game(&game);
        assert_eq!(path.keys.len(), usize::from(game.quiet_plies()) + 1);
        assert_eq!(path.searched_plies(), 0);
        assert!(path.contains(hash(&game.position())));
        assert!(!path.contains(hash(&Position::start().mirrored())));
    }

    #[test]
    fn push_and_pop_keep_the_filter_in_step() {
        let mut path = Path::of_game(&Game::new());
        let node = Node {
            key: 0xDEAD_BEEF_0000_0001,
            ..Node::root(Position::start(), 1)
        };
        assert!(!path.contains(node.key));
        path.push(&node);
        path.push(&node);
        assert_eq!(path.searched_plies(), 2);
        assert!(path.contains(node.key));
        path.pop();
        assert!(path.contains(node.key));
        path.pop();
        assert!(!path.contains(node.key));
    }

    #[test]
    fn rows_range_spans_the_positions_a_move_could_come_back_to() {
        let board = |pits: [u8; 12], quiet| {
            let on_board: u8 = pits.iter().sum();
            let setup = Setup {
                pits,
                score: BySide::new(48 - on_board, 0),
                to_move: if quiet % 2 == 0 {
                    Side::South
                } else {
                    Side::North
                },
            };
            Node::root(Position::from_setup(setup).unwrap(), quiet)
        };
        let mut path = Path::of_game(&Game::new());
        // A capture: the line starts again here (South's row 4 seeds ahead).
        path.push(&board([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0], 0));
        assert_eq!(path.rows_range(1), None);
        path.push(&board([4, 4, 4, 4, 4, 0, 5, 5, 5, 5, 5, 0], 1));
        assert_eq!(path.rows_range(2), Some((4, 4)));
        path.push(&board([0, 5, 5, 5, 5, 0, 5, 5, 5, 5, 5, 1], 2));
        assert_eq!(path.rows_range(3), Some((-5, -5)));
        path.push(&board([0, 5, 5, 5, 5, 0, 0, 6, 6, 6, 6, 2], 3));
        assert_eq!(path.rows_range(4), Some((-6, 4)));
        path.pop();
        assert_eq!(path.rows_range(3), Some((-5, -5)));
        // Right after a capture no earlier position counts.
        assert_eq!(path.rows_range(1), None);
    }
}
