//! A game: the moves played from a start, the endings that need history (repetition, 100 plies)
//! or a search (indetermination), undo and redo.

use crate::{EndReason, IllegalMove, IllegalReason, MoveTrace, Outcome, Pit, Position, Side};

/// Plies in a row without a capture that end the game (unless `100-plies=no`).
pub const QUIET_PLY_LIMIT: u16 = 100;

/// One move played in a game, with what it did and where it led.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ply {
    /// What the move did.
    pub trace: MoveTrace,
    /// The position after it (with the end-of-game accounting applied if it ended the game).
    pub after: Position,
    /// Plies in a row without a capture, this one included (in Kalah: without a seed into a
    /// store).
    pub quiet: u16,
    /// How the game ended, if this move ended it.
    pub outcome: Option<Outcome>,
}

/// A game from a start position, under the start's rules: every rule of RULES.md, including
/// repetition, the 100-ply limit and indetermination, with undo and redo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    start: Position,
    plies: Vec<Ply>,
    undone: Vec<Pit>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A game of abapa from the start position (under other rules:
    /// `Game::from_position(rules.start())`).
    #[must_use]
    pub fn new() -> Game {
        Game::from_position(Position::start())
    }

    /// A game from any valid position, under its rules.
    #[must_use]
    pub fn from_position(start: Position) -> Game {
        Game {
            start,
            plies: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// The game of `moves` played from `start`.
    ///
    /// # Errors
    /// The first move refused.
    pub fn replay(start: Position, moves: &[Pit]) -> Result<Game, IllegalMove> {
        let mut game = Game::from_position(start);
        for &pit in moves {
            game.play(pit)?;
        }
        Ok(game)
    }

    /// The position the game started from.
    #[must_use]
    pub fn start(&self) -> Position {
        self.start
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> Position {
        self.plies.last().map_or(self.start, |ply| ply.after)
    }

    /// The moves played so far, with their traces.
    #[must_use]
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The moves played so far, as pits.
    pub fn moves(&self) -> impl Iterator<Item = Pit> + '_ {
        self.plies.iter().map(|ply| ply.trace.origin)
    }

    /// The trace of the last move, if any.
    #[must_use]
    pub fn last_trace(&self) -> Option<&MoveTrace> {
        self.plies.last().map(|ply| &ply.trace)
    }

    /// How the game ended, or `None` while it goes on.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.plies.last().and_then(|ply| ply.outcome)
    }

    /// Plies in a row without a capture up to now.
    #[must_use]
    pub fn quiet_plies(&self) -> u16 {
        self.plies.last().map_or(0, |ply| ply.quiet)
    }

    /// The legal moves now; empty once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> crate::MoveList {
        if self.outcome().is_some() {
            crate::MoveList::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a move, applying every end-of-game rule, and forgets the undone moves.
    ///
    /// # Errors
    /// [`IllegalMove`] if the move is refused (including once the game is over); the game is
    /// unchanged.
    pub fn play(&mut self, pit: Pit) -> Result<&Ply, IllegalMove> {
        let ply = self.next_ply(pit)?;
        self.undone.clear();
        self.plies.push(ply);
        Ok(self.plies.last().expect("just pushed"))
    }

    /// Takes back the last move. Returns false if there is none.
    pub fn undo(&mut self) -> bool {
        match self.plies.pop() {
            Some(ply) => {
                self.undone.push(ply.trace.origin);
                true
            }
            None => false,
        }
    }

    /// Plays again the last move taken back. Returns false if there is none.
    pub fn redo(&mut self) -> bool {
        let Some(pit) = self.undone.pop() else {
            return false;
        };
        let ply = self
            .next_ply(pit)
            .expect("a move taken back is legal again in the same position");
        self.plies.push(ply);
        true
    }

    /// True when there is a move to take back.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.plies.is_empty()
    }

    /// True when there is a move taken back to play again.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    fn next_ply(&self, pit: Pit) -> Result<Ply, IllegalMove> {
        let before = self.position();
        if self.outcome().is_some() {
            return Err(IllegalMove {
                position: before,
                pit,
                reason: IllegalReason::GameOver,
            });
        }
        let (mut after, trace) = before.play(pit)?;
        let rules = after.rules();
        // A capture, and in Kalah any seed into the mover's store, starts the count again.
        let mover = trace.side;
        let stored = rules.is_kalah() && after.score()[mover] > before.score()[mover];
        let quiet = if trace.seeds_captured > 0 || stored {
            0
        } else {
            self.quiet_plies() + 1
        };
        let mut outcome = after.outcome();
        if outcome.is_none() {
            let reason = if quiet > 0 && self.seen_since_capture(&after) {
                Some(EndReason::Repetition)
            } else if quiet >= QUIET_PLY_LIMIT && rules.hundred_plies() {
                Some(EndReason::HundredPlies)
            } else if rules.indetermination() && !after.capture_reachable() {
                Some(EndReason::Indetermination)
            } else {
                None
            };
            if let Some(reason) = reason {
                after.collect_rows();
                outcome = Some(Outcome {
                    reason,
                    score: after.score(),
                });
            }
        }
        Ok(Ply {
            trace,
            after,
            quiet,
            outcome,
        })
    }

    /// Whether the pits and side to move of `position` were seen since the last capture.
    fn seen_since_capture(&self, position: &Position) -> bool {
        let same = |p: &Position| p.pits() == position.pits() && p.to_move() == position.to_move();
        let quiet_run = usize::from(self.quiet_plies());
        let earlier = self.plies.len() - quiet_run;
        let before_run = earlier
            .checked_sub(1)
            .map_or(self.start, |i| self.plies[i].after);
        same(&before_run) || self.plies[earlier..].iter().any(|ply| same(&ply.after))
    }

    /// The side to move now (also once over: the side that would move next).
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.position().to_move()
    }
}
