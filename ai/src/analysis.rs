//! The engine's judgement of a position, for the review of a game: the hard level's search (its
//! value, depth and best line), and the endgame table's margin where that margin is exact.

use kawu_engine::{BySide, Game, Pit, Position};

use crate::endgame::{Table, MAX_SEEDS};
use crate::levels::hard::table_for;
use crate::score::captured_margin;
use crate::{hint, Clock};

/// What the engine makes of the position of a game, for its side to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The hard level's value in seeds, positive when the side to move is ahead.
    pub score: i32,
    /// Whether the search proved who wins (`score` is then a final margin), not an estimate.
    pub decided: bool,
    /// The deepest search completed, in plies.
    pub depth: u32,
    /// The best line found, starting with the move to play.
    pub pv: Vec<Pit>,
    /// The endgame table's exact margin over the seeds on the board for the side to move,
    /// where it is exact (see [`exact_margin`]).
    pub exact: Option<i8>,
}

impl Analysis {
    /// The final score (South, North) under perfect play from `position` (the one analysed),
    /// where the table's margin is exact: each side's captured seeds plus its share of the
    /// seeds on the board. The score of the game played out, as the table counts it.
    #[must_use]
    pub fn exact_score(&self, position: &Position) -> Option<BySide<u8>> {
        let margin = i16::from(self.exact?);
        let board = i16::from(position.board_seeds());
        // The margin has the parity of the board: the shares are whole and within it.
        let share = |sign: i16| u8::try_from(((board + sign * margin) / 2).clamp(0, board)).ok();
        let mover = position.to_move();
        let mut score = position.score();
        score[mover] += share(1)?;
        score[mover.other()] += share(-1)?;
        Some(score)
    }
}

/// The analysis of the position of `game` within `movetime_ms` (the hard level's search, which
/// builds the endgame table first when the end is near), `None` once the game is over.
#[must_use]
pub fn analyse(game: &Game, movetime_ms: u64, clock: &dyn Clock) -> Option<Analysis> {
    let choice = hint(game, movetime_ms, clock)?;
    let exact = exact_margin(game);
    let mut pv = choice.pv;
    if let Some(table) = exact.and_then(|_| table_for(game.position().rules(), true)) {
        // The search stops where the table answers: the table tells the rest of the line.
        extend_with_table(game, &mut pv, table);
    }
    Some(Analysis {
        score: choice.score,
        decided: choice.decided,
        depth: choice.depth,
        pv,
        exact,
    })
}

/// Longest line of play an analysis gives, in plies.
pub const LINE_PLIES: usize = 16;

/// Plays on `line` (legal moves from `game`) with the table's best move at each step, up to
/// [`LINE_PLIES`] plies or the end of the game: the move whose final margin, by the table's
/// value of the position it leads to (or the end of the game it makes), is the best.
fn extend_with_table(game: &Game, line: &mut Vec<Pit>, table: &Table) {
    let moves: Vec<Pit> = game.moves().chain(line.iter().copied()).collect();
    let Ok(mut game) = Game::replay(game.start(), &moves) else {
        return;
    };
    while line.len() < LINE_PLIES {
        let best = game
            .legal_moves()
            .iter()
            .filter_map(|&pit| {
                let mut next = game.clone();
                next.play(pit).ok()?;
                Some((pit, -final_margin(&next, table)?))
            })
            .max_by_key(|&(_, margin)| margin);
        let Some((pit, _)) = best else { return };
        if game.play(pit).is_err() {
            return;
        }
        line.push(pit);
    }
}

/// The final margin of the side to move in `game` (the game's own once over), by the table.
fn final_margin(game: &Game, table: &Table) -> Option<i32> {
    let position = game.position();
    match game.outcome() {
        Some(outcome) => {
            let me = position.to_move();
            Some(i32::from(outcome.score[me]) - i32::from(outcome.score[me.other()]))
        }
        None => Some(captured_margin(&position) + i32::from(table.probe(&position)?)),
    }
}

/// The final margin the side to move gets from the seeds on the board under perfect play, where
/// the endgame table knows it exactly: the board holds at most [`MAX_SEEDS`] seeds, the table's
/// bounds meet ([`crate::endgame::Table::bounds`]), and the game has no history that a repetition
/// could come back to (its last move captured, or it has no move since its start), since the
/// table's values are those of a game starting afresh. Builds the table of the game's rules on
/// first use; none under `stuck=draw` ([`Table::rules_for`]). Like the table, it does not count
/// the 100-ply limit; the margin is that of the game played out (see [`crate::endgame`]: a
/// player reaching 25 stops the real game sooner, with the same winner). Under
/// `indetermination=yes` the table values a board from which no capture can happen as the end
/// a move to it makes: a game that starts on one is not exact here.
#[must_use]
pub fn exact_margin(game: &Game) -> Option<i8> {
    let position = game.position();
    let rules = position.rules();
    if game.outcome().is_some()
        || game.quiet_plies() > 0
        || usize::from(position.board_seeds()) > MAX_SEEDS
        || (rules.indetermination() && !position.capture_reachable())
    {
        return None;
    }
    let (lo, hi) = table_for(rules, true)?.bounds(&position)?;
    (lo == hi).then_some(lo)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::levels::hard::prepare_endgame;
    use crate::SystemClock;
    use kawu_engine::{Position, Side};

    fn game(start: &str, moves: &str) -> Game {
        let start: Position = start.parse().unwrap();
        let moves: Vec<Pit> = moves.chars().filter_map(Pit::from_letter).collect();
        Game::replay(start, &moves).unwrap()
    }

    #[test]
    fn a_known_ending_is_exact_and_agrees_with_the_table() {
        // RULES.md's last example: F is South's only move, a grand slam that captures nothing;
        // North then cannot feed South and takes its two seeds: North wins 25–23.
        let ending = game("0-0-0-0-0-1-1-0-0-0-0-0-23-23-S", "");
        let analysis = analyse(&ending, 200, &SystemClock::new()).unwrap();
        assert_eq!(analysis.exact, Some(-2));
        assert_eq!(analysis.pv.first(), Pit::from_letter('F').as_ref());
        assert!(analysis.decided);
        assert_eq!(analysis.score, -2);
    }

    #[test]
    fn twelve_seeds_right_after_a_capture_are_exact_as_the_table_says() {
        // 12 seeds on the board, South to move, no move played: no history. South ends 26–22.
        let start = "1-1-0-1-1-1-1-0-1-3-2-0-18-18-S";
        let fresh = game(start, "");
        let table = prepare_endgame();
        let position = fresh.position();
        assert_eq!(position.board_seeds(), 12);
        let (lo, hi) = table.bounds(&position).unwrap();
        assert_eq!(exact_margin(&fresh), (lo == hi).then_some(lo));
        let analysis = analyse(&fresh, 300, &SystemClock::new()).unwrap();
        assert_eq!(analysis.exact, exact_margin(&fresh));
        assert_eq!(
            analysis.exact,
            Some(4),
            "the bounds of this board meet at {lo}"
        );
        // The search, which sees the table's boards one move on, finds the same winner.
        assert_eq!(analysis.score.signum(), i32::from(lo).signum());
        let mut line = fresh.clone();
        for &pit in &analysis.pv {
            assert!(
                line.legal_moves().contains(&pit),
                "{pit} in {:?}",
                analysis.pv
            );
            line.play(pit).unwrap();
        }
        assert!(
            analysis.pv.len() > 1,
            "the table plays the line on: {:?}",
            analysis.pv
        );
        // Along the line South keeps the margin the table promised.
        let south = if line.to_move() == Side::South { 1 } else { -1 };
        assert_eq!(final_margin(&line, table).map(|m| south * m), Some(4));
    }

    #[test]
    fn a_history_since_the_last_capture_or_a_big_board_is_not_exact() {
        let table_board = "0-0-0-0-0-3-0-0-0-0-0-1-22-22-S";
        assert!(exact_margin(&game(table_board, "")).is_some());
        // One quiet move each: the position may come back, the table's value no longer holds.
        let with_history = game(table_board, "Ff");
        assert_eq!(with_history.quiet_plies(), 2);
        assert_eq!(exact_margin(&with_history), None);
        let opening = analyse(&Game::new(), 200, &SystemClock::new()).unwrap();
        assert_eq!(opening.exact, None);
        assert!(!opening.decided);
        assert!(opening.depth >= 4, "depth {}", opening.depth);
        assert!(Game::new().legal_moves().contains(&opening.pv[0]));
    }

    #[test]
    fn a_finished_game_has_no_analysis() {
        let over = game("0-0-8-0-0-1-1-1-1-1-2-3-15-15-S", "C");
        assert_eq!(analyse(&over, 50, &SystemClock::new()), None);
        assert_eq!(exact_margin(&over), None);
    }

    #[test]
    fn the_exact_score_adds_the_seeds_on_the_board_to_the_captured_ones() {
        let position: Position = "1-1-0-1-1-1-1-0-1-3-2-0-18-18-S".parse().expect("position");
        let exact = Analysis {
            score: 4,
            decided: true,
            depth: 1,
            pv: Vec::new(),
            exact: Some(4),
        };
        assert_eq!(exact.exact_score(&position), Some(BySide::new(26, 22)));
        assert_eq!(
            exact.exact_score(&position.mirrored()),
            Some(BySide::new(22, 26))
        );
        let estimate = Analysis {
            exact: None,
            ..exact
        };
        assert_eq!(estimate.exact_score(&position), None);
    }
}
