//! What a puzzle is about, read from what its solution does. Each rule, for the player (the
//! side to move of the puzzle) and the moves of the solution: the line (both sides), then the
//! opponent's last answer inside the horizon when there is one (the judge's `Solved` reply):
//!
//! - [`Theme::Chain`]: a move of the player captures two pits or more;
//! - [`Theme::GrandSlam`]: a move of the line is a grand slam (it would take every seed of the
//!   row, so it takes none), or one of the player's other legal first moves is;
//! - [`Theme::Feeding`]: the player moves while the opponent's row is empty (the move must
//!   feed);
//! - [`Theme::Kroo`]: the player sows a pit of 12 seeds or more;
//! - [`Theme::Starving`]: a move of the solution ends the game by a sweep: it leaves its own
//!   row empty and the other side cannot feed it, so the seeds left go to that side;
//! - [`Theme::Defence`]: the first move captures nothing;
//! - [`Theme::Endgame`]: at most 12 seeds on the board (the endgame table's boards), or the
//!   goal is the game.

use crate::endgame::MAX_SEEDS;

use super::judge::{judge, Judged};
use super::{Goal, Puzzle, Theme};

/// The themes of `puzzle` by the rules above, in [`Theme::ALL`] order (the line must be legal,
/// as it is in any puzzle read or found; an illegal move ends the reading).
#[must_use]
pub fn themes(puzzle: &Puzzle) -> Vec<Theme> {
    let mut found = Vec::new();
    let mut at = puzzle.position;
    let last = match judge(puzzle, &puzzle.line) {
        Ok(Judged::Solved { reply }) => reply,
        _ => None,
    };
    for (ply, &pit) in puzzle.line.iter().chain(&last).enumerate() {
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

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_engine::Pit;

    fn themed(position: &str, line: &str, goal: Goal) -> Vec<Theme> {
        themes(&Puzzle {
            id: "000000".into(),
            position: position.parse().expect("a position string"),
            goal,
            line: line.chars().filter_map(Pit::from_letter).collect(),
            themes: Vec::new(),
            depth: 2,
        })
    }

    #[test]
    fn each_rule_reads_the_line() {
        // C takes e d c b: a chain; 17 seeds on the board.
        let chain = themed("0-0-8-0-0-1-3-1-1-1-2-0-15-16-S", "C", Goal::Seeds(9));
        assert_eq!(chain, [Theme::Chain]);
        // F would take North's whole row: the refuted grand slam; 12 seeds on the board.
        let slam = themed("1-0-9-0-0-1-1-0-0-0-0-0-18-18-S", "C", Goal::Game);
        assert_eq!(slam, [Theme::GrandSlam, Theme::Defence, Theme::Endgame]);
        // North's row is empty: F must feed.
        let feed = themed("1-0-0-0-0-1-0-0-0-0-0-0-23-23-S", "F", Goal::Seeds(2));
        assert_eq!(feed, [Theme::Feeding, Theme::Defence, Theme::Endgame]);
        // A sows 23 seeds: a kroo.
        let kroo = themed("23-2-2-2-1-1-1-1-1-2-1-1-5-5-S", "A", Goal::Seeds(2));
        assert_eq!(kroo, [Theme::Kroo, Theme::Defence]);
        // F is a grand slam that empties South's row: North cannot feed and takes the rest.
        let starve = themed("0-0-0-0-0-1-1-0-0-0-0-0-23-23-S", "F", Goal::Game);
        assert_eq!(
            starve,
            [
                Theme::GrandSlam,
                Theme::Starving,
                Theme::Defence,
                Theme::Endgame
            ]
        );
    }
}
