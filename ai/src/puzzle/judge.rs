//! The judge of the page: is the player's latest move still on the way to the goal, and what
//! does the opponent answer? Pure and bounded: at most [`MAX_JUDGE_NODES`] positions a call.

use std::fmt;

use kawu_engine::{IllegalReason, Pit, Position};

use super::force::{gain, Force, Scoring};
use super::{Goal, Puzzle};

/// The most positions one [`judge`] call of a shipped puzzle may visit ([`judge_cost`]).
pub const MAX_JUDGE_NODES: u64 = 50_000;

/// The longest refutation shown, in plies.
const REFUTATION_PLIES: usize = 5;

/// The judge's answer to the player's latest move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judged {
    /// Right so far: the opponent answers `reply` (its best defence, the line's own reply when
    /// that is among the best), and the player moves again.
    Continue {
        /// The opponent's move.
        reply: Pit,
    },
    /// The goal is forced and the player has no move left to make: solved. `reply` is the
    /// opponent's best answer to show (its recapture, or the move that ends the game), `None`
    /// when the game is already over.
    Solved {
        /// The opponent's last move, if the game goes on.
        reply: Option<Pit>,
    },
    /// The move no longer forces the goal.
    Failed {
        /// The opponent's best line against it (its reply first, at most five plies, to the
        /// puzzle's horizon or the end of the game).
        refutation: Vec<Pit>,
        /// The seeds the refutation's first move captures.
        takes_back: u8,
        /// What the move forces instead.
        forces: Forced,
    },
}

/// What a wrong move forces instead of the goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forced {
    /// For [`Goal::Seeds`]: the net seeds the player can still force over the puzzle's plies,
    /// counted from the puzzle's position (less than the goal, maybe negative).
    Seeds(i32),
    /// For [`Goal::Game`]: the win is no longer forced inside the puzzle's plies.
    NoWin,
}

/// Moves the judge cannot judge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JudgeError {
    /// The moves do not end with the player's move: their count is even (or zero).
    NotPlayersMove(usize),
    /// More moves than the puzzle allows: its line can be at most this long.
    TooLong(usize),
    /// A move is illegal: its number from 1 and why.
    Illegal(usize, IllegalReason),
}

impl fmt::Display for JudgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JudgeError::NotPlayersMove(n) => {
                write!(f, "{n} moves do not end with the player's move")
            }
            JudgeError::TooLong(n) => write!(f, "this puzzle takes at most {n} moves"),
            JudgeError::Illegal(ply, reason) => write!(f, "move {ply} is illegal: {reason}"),
        }
    }
}

impl std::error::Error for JudgeError {}

/// Judges the player's latest move: `played` holds every move from the puzzle's position
/// (player, opponent, player, …), ending with that move. At any step, any move that still
/// forces the goal over what is left of the puzzle's plies is right, not only the line's.
///
/// # Errors
/// [`JudgeError`] for moves that do not end with the player's, too many, or an illegal one.
pub fn judge(puzzle: &Puzzle, played: &[Pit]) -> Result<Judged, JudgeError> {
    judging(puzzle, played).map(|(judged, _)| judged)
}

/// The solution of a puzzle: its line.
#[must_use]
pub fn solution(puzzle: &Puzzle) -> Vec<Pit> {
    puzzle.line.clone()
}

/// The most positions a [`judge`] call of `puzzle` visits, over every legal move of the player
/// at every step the judge lets it reach (the opponent answering as the judge does).
#[must_use]
pub fn judge_cost(puzzle: &Puzzle) -> u64 {
    worst(puzzle, &mut Vec::new())
}

/// [`judge_cost`] from the moves `played` (ending with the opponent's, or none).
fn worst(puzzle: &Puzzle, played: &mut Vec<Pit>) -> u64 {
    let Ok(at) = replay(puzzle, played) else {
        return 0;
    };
    let mut most = 0;
    for pit in at.0.legal_moves().iter().copied() {
        played.push(pit);
        if let Ok((judged, nodes)) = judging(puzzle, played) {
            most = most.max(nodes);
            if let Judged::Continue { reply } = judged {
                played.push(reply);
                most = most.max(worst(puzzle, played));
                played.pop();
            }
        }
        played.pop();
    }
    most
}

/// The position after `played` from the puzzle's, and the positions since the last capture
/// before it.
fn replay(puzzle: &Puzzle, played: &[Pit]) -> Result<(Position, Vec<Position>), JudgeError> {
    let mut at = puzzle.position;
    let mut history = Vec::new();
    for (ply, &pit) in played.iter().enumerate() {
        let (next, trace) = at
            .play(pit)
            .map_err(|refused| JudgeError::Illegal(ply + 1, refused.reason))?;
        if trace.seeds_captured > 0 {
            history.clear();
        } else {
            history.push(at);
        }
        at = next;
    }
    Ok((at, history))
}

/// [`judge`], with the positions it visited.
fn judging(puzzle: &Puzzle, played: &[Pit]) -> Result<(Judged, u64), JudgeError> {
    if played.len().is_multiple_of(2) {
        return Err(JudgeError::NotPlayersMove(played.len()));
    }
    let longest = usize::from(puzzle.depth.saturating_sub(1));
    if played.len() > longest {
        return Err(JudgeError::TooLong(longest));
    }
    let (at, history) = replay(puzzle, played)?;
    let plies = puzzle.depth - played.len() as u8;
    let scoring = match puzzle.goal {
        Goal::Seeds(_) => Scoring::Seeds,
        Goal::Game => Scoring::Game,
    };
    let net = gain(&puzzle.position, &at);
    let mut force = Force::new(scoring, &history);
    let (defence, best) = force.contenders(&at, plies, 0);
    let (met, forces) = match puzzle.goal {
        Goal::Seeds(goal) => (
            net - defence >= i32::from(goal),
            Forced::Seeds(net - defence),
        ),
        Goal::Game => (defence == -1, Forced::NoWin),
    };
    let judged = if !met {
        let refutation = force.line(&at, plies, REFUTATION_PLIES, &[]);
        let mut after = at;
        let takes_back = refutation
            .first()
            .map_or(0, |&pit| after.play_unchecked(pit));
        Judged::Failed {
            refutation,
            takes_back,
            forces,
        }
    } else if best.is_empty() {
        Judged::Solved { reply: None }
    } else {
        // The line's own reply while the player follows the line, when it is among the best.
        let reply = puzzle
            .line
            .get(played.len())
            .filter(|pit| puzzle.line.starts_with(played) && best.contains(pit))
            .copied()
            .unwrap_or(best[0]);
        let mut after = at;
        after.play_unchecked(reply);
        if plies == 1 || after.is_over() {
            Judged::Solved { reply: Some(reply) }
        } else {
            Judged::Continue { reply }
        }
    };
    Ok((judged, force.nodes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::find;

    /// South's B (18 seeds, a kroo) forces 3 seeds in two moves; its second move may be A or F.
    const KROO: &str = "wlvpjy 0-18-0-1-0-1-0-2-1-0-1-0-18-6-S 3 BaA kroo 4";

    fn pits(letters: &str) -> Vec<Pit> {
        letters
            .chars()
            .map(|letter| Pit::from_letter(letter).expect("a pit letter"))
            .collect()
    }

    fn puzzle() -> Puzzle {
        KROO.parse().expect("a puzzle")
    }

    #[test]
    fn the_engine_finds_this_puzzle() {
        let puzzle = puzzle();
        assert_eq!(find(&puzzle.position), Some(puzzle));
    }

    /// `moves` are legal, one after the other, from `position`.
    fn legal(position: Position, moves: &[Pit]) -> bool {
        moves
            .iter()
            .try_fold(position, |at, &pit| at.play(pit).map(|(next, _)| next))
            .is_ok()
    }

    #[test]
    fn the_right_first_move_gets_a_legal_reply() {
        let puzzle = puzzle();
        let judged = judge(&puzzle, &pits("B"));
        assert_eq!(
            judged,
            Ok(Judged::Continue {
                reply: pits("a")[0]
            })
        );
        assert_eq!(solution(&puzzle), pits("BaA"));
    }

    #[test]
    fn the_whole_line_is_solved() {
        let puzzle = puzzle();
        let judged = judge(&puzzle, &puzzle.line).expect("legal moves");
        let Judged::Solved { reply: Some(reply) } = judged else {
            panic!("{judged:?}");
        };
        let mut line = puzzle.line.clone();
        line.push(reply);
        assert!(legal(puzzle.position, &line));
    }

    #[test]
    fn another_second_move_that_still_forces_the_goal_is_right() {
        let puzzle = puzzle();
        let judged = judge(&puzzle, &pits("BaF"));
        assert!(matches!(judged, Ok(Judged::Solved { .. })), "{judged:?}");
        let judged = judge(&puzzle, &pits("BaC"));
        assert!(matches!(judged, Ok(Judged::Failed { .. })), "{judged:?}");
    }

    #[test]
    fn a_wrong_move_fails_with_a_legal_refutation() {
        let puzzle = puzzle();
        let judged = judge(&puzzle, &pits("D")).expect("a legal move");
        let Judged::Failed {
            refutation,
            forces: Forced::Seeds(forced),
            ..
        } = judged
        else {
            panic!("{judged:?}");
        };
        assert!(forced < 3, "short of the goal: {forced}");
        assert!(!refutation.is_empty() && refutation.len() <= REFUTATION_PLIES);
        let mut moves = pits("D");
        moves.extend(&refutation);
        assert!(legal(puzzle.position, &moves), "{refutation:?}");
    }

    #[test]
    fn moves_it_cannot_judge_are_errors() {
        let puzzle = puzzle();
        assert_eq!(
            judge(&puzzle, &pits("C")),
            Err(JudgeError::Illegal(1, IllegalReason::EmptyPit))
        );
        assert_eq!(
            judge(&puzzle, &pits("Bb")),
            Err(JudgeError::NotPlayersMove(2))
        );
        assert_eq!(judge(&puzzle, &[]), Err(JudgeError::NotPlayersMove(0)));
        assert_eq!(judge(&puzzle, &pits("BaAbC")), Err(JudgeError::TooLong(3)));
        assert_eq!(
            judge(&puzzle, &pits("Bf")),
            Err(JudgeError::NotPlayersMove(2))
        );
        assert_eq!(
            judge(&puzzle, &pits("BAA")),
            Err(JudgeError::Illegal(2, IllegalReason::NotYourPit))
        );
    }

    #[test]
    fn the_judge_is_cheap() {
        let cost = judge_cost(&puzzle());
        assert!(cost > 0 && cost <= MAX_JUDGE_NODES, "{cost}");
    }
}
