//! Finding a puzzle in a position, and proving one: the claims of the module documentation,
//! made by one function ([`claim`]) so that finding and proving cannot disagree.

use std::fmt;

use kawu_engine::{Game, Pit, Position};

use super::force::{Force, Scoring};
use super::judge::{judge, judge_cost, Judged, MAX_JUDGE_NODES};
use super::text::id_of;
use super::themes::themes;
use super::{Goal, Puzzle, Theme, MAX_DEPTH};
use crate::clock::Unhurried;
use crate::endgame::MAX_SEEDS;
use crate::{choose_move, prepare_endgame, Level, Request};

/// The depth of the hard level's search that must play a puzzle's first move, in plies.
pub const AGREEMENT_DEPTH: u32 = 10;

/// The puzzle of `position` if it has one: the goal forced at the smallest horizon of 1 to 4
/// moves (the game before seeds at the same horizon), with the engine's agreement and a judge
/// within its budget; `None` otherwise. Deterministic: the same position gives the same puzzle.
#[must_use]
pub fn find(position: &Position) -> Option<Puzzle> {
    let (moves, goal, line) =
        (1..=MAX_DEPTH / 2).find_map(|moves| claim(position, moves).map(|(g, l)| (moves, g, l)))?;
    let mut puzzle = Puzzle {
        id: id_of(position),
        position: *position,
        goal,
        line,
        themes: Vec::new(),
        depth: 2 * moves,
    };
    puzzle.themes = themes(&puzzle);
    let agrees = engine_move(position) == puzzle.line.first().copied();
    (agrees && judge_cost(&puzzle) <= MAX_JUDGE_NODES).then_some(puzzle)
}

/// A claim of a puzzle that does not hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProofError {
    /// The id is not the position's: the right one.
    Id(String),
    /// The depth is not an even number of plies from 2 to 8.
    Depth(u8),
    /// The puzzle already holds with fewer plies: that many.
    Easier(u8),
    /// The goal and line proven at the puzzle's depth, or `None` when nothing is forced.
    Claim(Option<(Goal, Vec<Pit>)>),
    /// The themes of the line are these.
    Themes(Vec<Theme>),
    /// The hard level plays another first move (or none).
    Engine(Option<Pit>),
    /// A judge call may visit this many positions, over [`MAX_JUDGE_NODES`].
    Cost(u64),
    /// The judge does not follow the line: its answer after this many moves.
    Judge(usize),
}

impl fmt::Display for ProofError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProofError::Id(id) => write!(f, "the position's id is {id}"),
            ProofError::Depth(depth) => write!(f, "depth {depth} is not 2, 4, 6 or 8"),
            ProofError::Easier(depth) => write!(f, "it is already forced in {depth} plies"),
            ProofError::Claim(None) => f.write_str("nothing is forced by one move at this depth"),
            ProofError::Claim(Some((goal, line))) => write!(
                f,
                "what is forced is {goal} by {}",
                kawu_engine::MoveLetters(line.clone())
            ),
            ProofError::Themes(themes) => write!(f, "the line's themes are {themes:?}"),
            ProofError::Engine(pit) => write!(f, "the hard level plays {pit:?}"),
            ProofError::Cost(nodes) => {
                write!(
                    f,
                    "a judge call visits {nodes} positions (at most {MAX_JUDGE_NODES})"
                )
            }
            ProofError::Judge(moves) => write!(f, "the judge leaves the line after {moves} moves"),
        }
    }
}

impl std::error::Error for ProofError {}

/// Re-checks every claim of `puzzle` (see the module documentation): its id, that nothing is
/// forced at a smaller depth, that its goal and line are what is forced at its depth (the
/// first move the only one), its themes, the hard level's move, the judge's cost, and that the
/// judge answers the line with the line's replies and ends it solved.
///
/// # Errors
/// The first claim that fails.
pub fn prove(puzzle: &Puzzle) -> Result<(), ProofError> {
    let position = &puzzle.position;
    if puzzle.id != id_of(position) {
        return Err(ProofError::Id(id_of(position)));
    }
    if !puzzle.depth.is_multiple_of(2) || !(2..=MAX_DEPTH).contains(&puzzle.depth) {
        return Err(ProofError::Depth(puzzle.depth));
    }
    if let Some(moves) = (1..puzzle.moves()).find(|&moves| claim(position, moves).is_some()) {
        return Err(ProofError::Easier(2 * moves));
    }
    let claimed = claim(position, puzzle.moves());
    if claimed.as_ref() != Some(&(puzzle.goal, puzzle.line.clone())) {
        return Err(ProofError::Claim(claimed));
    }
    let found = themes(puzzle);
    if found != puzzle.themes {
        return Err(ProofError::Themes(found));
    }
    let engine = engine_move(position);
    if engine != puzzle.line.first().copied() {
        return Err(ProofError::Engine(engine));
    }
    let cost = judge_cost(puzzle);
    if cost > MAX_JUDGE_NODES {
        return Err(ProofError::Cost(cost));
    }
    follows_line(puzzle)
}

/// The judge answers each move of the line with the line's next one and solves it at its end.
fn follows_line(puzzle: &Puzzle) -> Result<(), ProofError> {
    let line = &puzzle.line;
    for played in (1..=line.len()).step_by(2) {
        let expected = match line.get(played) {
            Some(&reply) => Judged::Continue { reply },
            None => Judged::Solved { reply: None },
        };
        match judge(puzzle, &line[..played]) {
            Ok(judged) if judged == expected => {}
            Ok(Judged::Solved { .. }) if played == line.len() => {}
            _ => return Err(ProofError::Judge(played)),
        }
    }
    Ok(())
}

/// What `position`'s side to move forces with `moves` moves, if one first move forces it: the
/// game (with at most 12 seeds on the board), else a net gain of seeds; and the line.
fn claim(position: &Position, moves: u8) -> Option<(Goal, Vec<Pit>)> {
    let plies = 2 * moves;
    let game = usize::from(position.board_seeds()) <= MAX_SEEDS;
    if game {
        let mut force = Force::new(Scoring::Game, &[]);
        let (value, best) = force.contenders(position, plies, 0);
        if value == 1 && best.len() == 1 && others_cannot_win(position, best[0]) {
            return Some((Goal::Game, line(&mut force, position, plies)));
        }
    }
    let mut force = Force::new(Scoring::Seeds, &[]);
    let (value, best) = force.contenders(position, plies, 1);
    (value >= 2 && best.len() == 1).then(|| {
        let seeds = u8::try_from(value).expect("at most 48 seeds");
        (Goal::Seeds(seeds), line(&mut force, position, plies))
    })
}

/// The line of a claim: the best line to the horizon, ending with the player's last move.
fn line(force: &mut Force, position: &Position, plies: u8) -> Vec<Pit> {
    let mut line = force.line(position, plies, usize::from(plies) - 1, &[]);
    if line.len().is_multiple_of(2) {
        // The game ended on the opponent's move: the judge shows it as its last reply.
        line.pop();
    }
    line
}

/// True when after every first move but `best` the opponent can force at least a draw with any
/// play at all, by the bounds of the endgame table (with no history, as they are defined).
fn others_cannot_win(position: &Position, best: Pit) -> bool {
    let player = position.to_move();
    let table = prepare_endgame();
    position
        .legal_moves()
        .iter()
        .filter(|&&pit| pit != best)
        .all(|&pit| {
            let mut after = *position;
            after.play_unchecked(pit);
            if let Some(outcome) = after.outcome() {
                return outcome.winner() != Some(player);
            }
            let score = after.score();
            let behind = i32::from(score[player.other()]) - i32::from(score[player]);
            table
                .bounds(&after)
                .is_some_and(|(lo, _)| behind + i32::from(lo) >= 0)
        })
}

/// The hard level's move in `position` searching [`AGREEMENT_DEPTH`] plies with the endgame
/// table, `None` once the game is over.
fn engine_move(position: &Position) -> Option<Pit> {
    let request = Request {
        max_depth: Some(AGREEMENT_DEPTH),
        movetime_ms: 1,
        book: false,
        ..Request::new(Level::Hard, 0)
    };
    choose_move(&Game::from_position(*position), &request, &Unhurried).map(|choice| choice.pit)
}
