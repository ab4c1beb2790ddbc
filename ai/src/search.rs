//! First search: iterative deepening negamax with alpha-beta on the captured-seed difference.
//! (Issue 4 replaces the internals; the interface stays.)

use kawu_engine::{Game, Pit, Position};

use crate::{Clock, Request};

/// The move the computer chose, and what the search saw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The pit to sow.
    pub pit: Pit,
    /// The score for the side to move, in seeds (positive is good for it).
    pub score: i32,
    /// The deepest search completed, in plies.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The expected line, starting with `pit`.
    pub pv: Vec<Pit>,
}

/// Picks a move for the side to move of `game`, or `None` when the game is over.
#[must_use]
pub fn choose_move(game: &Game, request: &Request, clock: &dyn Clock) -> Option<Choice> {
    let root = game.position();
    let moves = game.legal_moves();
    let first = *moves.first()?;
    let deadline = clock.now_ms() + request.movetime_ms as f64;
    let max_depth = request.max_depth.unwrap_or(64);
    let mut best = Choice {
        pit: first,
        score: 0,
        depth: 0,
        nodes: 0,
        pv: vec![first],
    };
    let mut nodes = 0;
    for depth in 1..=max_depth {
        let mut alpha = -i32::MAX;
        let mut chosen = first;
        for &pit in moves.iter() {
            let mut next = root;
            next.play_unchecked(pit);
            let score = -negamax(&next, depth - 1, -i32::MAX, -alpha, &mut nodes);
            if score > alpha {
                alpha = score;
                chosen = pit;
            }
        }
        best = Choice {
            pit: chosen,
            score: alpha,
            depth,
            nodes,
            pv: vec![chosen],
        };
        if clock.now_ms() >= deadline {
            break;
        }
    }
    Some(best)
}

fn negamax(position: &Position, depth: u32, mut alpha: i32, beta: i32, nodes: &mut u64) -> i32 {
    *nodes += 1;
    let moves = position.legal_moves();
    if depth == 0 || moves.is_empty() {
        let score = position.score();
        let mine = position.to_move();
        return i32::from(score[mine]) - i32::from(score[mine.other()]);
    }
    for &pit in moves.iter() {
        let mut next = *position;
        next.play_unchecked(pit);
        let score = -negamax(&next, depth - 1, -beta, -alpha, nodes);
        if score >= beta {
            return score;
        }
        alpha = alpha.max(score);
    }
    alpha
}
