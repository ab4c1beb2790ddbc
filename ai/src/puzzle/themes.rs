//! What a puzzle is about, read from what its line does. Each rule, for the player (the side
//! to move of the puzzle) and the moves of the line (the solution, both sides):
//!
//! - [`Theme::Chain`]: a move of the player captures two pits or more;
//! - [`Theme::GrandSlam`]: a move of the line is a grand slam (it would take every seed of the
//!   row, so it takes none), or one of the player's other legal first moves is;
//! - [`Theme::Feeding`]: the player moves while the opponent's row is empty (the move must
//!   feed);
//! - [`Theme::Kroo`]: the player sows a pit of 12 seeds or more;
//! - [`Theme::Starving`]: a move of the line ends the game by a sweep: the side to move next
//!   cannot be fed, or cannot feed, and the seeds left go as RULES.md says;
//! - [`Theme::Defence`]: the first move captures nothing;
//! - [`Theme::Endgame`]: at most 12 seeds on the board (the endgame table's boards), or the
//!   goal is the game.

use crate::endgame::MAX_SEEDS;

use super::{Goal, Puzzle, Theme};

/// The themes of `puzzle` by the rules above, in [`Theme::ALL`] order (the line must be legal,
/// as it is in any puzzle read or found; an illegal move ends the reading).
#[must_use]
pub fn themes(puzzle: &Puzzle) -> Vec<Theme> {
    let mut found = Vec::new();
    let mut at = puzzle.position;
    for (ply, &pit) in puzzle.line.iter().enumerate() {
        let player = ply % 2 == 0;
        let Ok((next, trace)) = at.play(pit) else {
            break;
        };
        if player && trace.captured.len() >= 2 {
            found.push(Theme::Chain);
        }
        if trace.grand_slam {
            found.push(Theme::GrandSlam);
        }
        if player && at.must_feed() {
            found.push(Theme::Feeding);
        }
        if player && at.seeds(pit) >= 12 {
            found.push(Theme::Kroo);
        }
        if trace.sweep.is_some() {
            found.push(Theme::Starving);
        }
        if ply == 0 && trace.seeds_captured == 0 {
            found.push(Theme::Defence);
        }
        at = next;
    }
    let first = puzzle.line.first();
    let refuted_slam = puzzle
        .position
        .legal_moves()
        .iter()
        .filter(|&pit| Some(pit) != first)
        .any(|&pit| {
            puzzle
                .position
                .play(pit)
                .is_ok_and(|(_, trace)| trace.grand_slam)
        });
    if refuted_slam {
        found.push(Theme::GrandSlam);
    }
    if usize::from(puzzle.position.board_seeds()) <= MAX_SEEDS || puzzle.goal == Goal::Game {
        found.push(Theme::Endgame);
    }
    found.sort();
    found.dedup();
    found
}
