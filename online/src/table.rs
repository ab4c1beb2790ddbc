//! A game between two people at a table: seats, moves by ply, clocks, and every way it ends.

use kawu_engine::{BySide, Game, Pit, Rules, Side};

use crate::clock::Clock;
use crate::{ClockView, Ending, GameResult, Refusal, Snapshot, State, TimeControl};

/// How long, in milliseconds, an opponent must have been gone (disconnected while the game is
/// on) before a seat may claim the game.
pub const ABANDON_MS: u64 = 60_000;

/// What became of a move the table accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Applied {
    /// The move is played.
    Played,
    /// The same move was already played at that ply: acknowledged again, not played twice.
    Resent,
}

/// A seat's connection: whether it is there, and since when it is gone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Presence {
    connected: bool,
    since: u64,
}

/// A game between two people: who sits where, the moves, the clocks and how it ended.
///
/// South moves first. Every command takes the time `now` (milliseconds since the epoch) and is
/// either applied or refused with a [`Refusal`]. A finished game never changes again: its moves,
/// result and clocks stay (only the seats' presence is still recorded).
///
/// Choices:
/// - the clocks start once each side has moved once; until then a seat may abort;
/// - a draw offer lapses when the opponent moves instead of answering it; an offer made while
///   the opponent's offer waits is an agreement;
/// - claims (in timed games only) wait until each side has moved, and for the opponent to be
///   gone [`ABANDON_MS`] while the game is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    control: TimeControl,
    game: Game,
    seats: BySide<bool>,
    presence: BySide<Presence>,
    state: State,
    /// When the game began (both seats taken).
    started: u64,
    clock: Option<Clock>,
    draw_offer: Option<Side>,
}

impl Table {
    /// A table for a game under `rules`, with both seats free, created at `now`.
    ///
    /// # Errors
    /// [`Refusal::TimeControl`] if the time control is out of bounds.
    pub fn new(control: TimeControl, rules: Rules, now: u64) -> Result<Table, Refusal> {
        let control = control.checked()?;
        let clock = match control {
            TimeControl::Unlimited => None,
            TimeControl::Timed {
                initial_ms,
                increment_ms,
            } => Some(Clock::new(initial_ms, increment_ms)),
        };
        let away = Presence {
            connected: false,
            since: now,
        };
        Ok(Table {
            control,
            game: Game::from_position(rules.start()),
            seats: BySide::new(false, false),
            presence: BySide::new(away, away),
            state: State::Waiting,
            started: now,
            clock,
            draw_offer: None,
        })
    }

    /// The time control.
    #[must_use]
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Where the game stands.
    #[must_use]
    pub fn state(&self) -> State {
        self.state
    }

    /// The game on the board, with its moves.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The side whose draw offer waits for an answer.
    #[must_use]
    pub fn draw_offer(&self) -> Option<Side> {
        self.draw_offer
    }

    /// The time `seat` has left at `now`, or `None` in a game without a clock.
    #[must_use]
    pub fn remaining(&self, seat: Side, now: u64) -> Option<u64> {
        self.clock.map(|clock| clock.remaining(seat, now))
    }

    /// What the clocks show at `now`, or `None` in a game without a clock.
    #[must_use]
    pub fn clocks(&self, now: u64) -> Option<ClockView> {
        self.clock.map(|clock| clock.view(now))
    }

    /// Whether `seat` is connected.
    #[must_use]
    pub fn present(&self, seat: Side) -> bool {
        self.presence[seat].connected
    }

    /// The table at `now`, for the server and the page.
    #[must_use]
    pub fn snapshot(&self, now: u64) -> Snapshot {
        Snapshot {
            control: self.control,
            moves: self.game.moves().collect(),
            seats: self.seats,
            present: BySide::new(self.presence.south.connected, self.presence.north.connected),
            state: self.state,
            clocks: self.clocks(now),
            draw_offer: self.draw_offer,
        }
    }

    /// A player sits at `seat` (and is connected); once both seats are taken the game is on.
    ///
    /// # Errors
    /// [`Refusal::NotWaiting`] once the game began, [`Refusal::SeatTaken`] if someone sits there.
    pub fn take_seat(&mut self, seat: Side, now: u64) -> Result<(), Refusal> {
        if self.state != State::Waiting {
            return Err(Refusal::NotWaiting);
        }
        if self.seats[seat] {
            return Err(Refusal::SeatTaken(seat));
        }
        self.seats[seat] = true;
        self.connected(seat, true, now);
        if self.seats.south && self.seats.north {
            self.state = State::Playing;
            self.started = now;
        }
        Ok(())
    }

    /// The caller tells that `seat` connected or disconnected at `now`. Always recorded.
    pub fn connected(&mut self, seat: Side, connected: bool, now: u64) {
        if self.presence[seat].connected != connected {
            self.presence[seat] = Presence {
                connected,
                since: now,
            };
        }
    }

    /// `seat` sows `pit` as the move of ply `ply` (0 is South's first move), sent at `now` with
    /// `lag_ms` of network lag as the caller measured it.
    ///
    /// The move played at a ply already played, sent again by the same seat, is
    /// [`Applied::Resent`], even once the game is over: the caller acknowledges it again.
    ///
    /// # Errors
    /// A [`Refusal`]; the move is not played. [`Refusal::OutOfTime`] also ends the game on time.
    pub fn play(
        &mut self,
        seat: Side,
        ply: usize,
        pit: Pit,
        now: u64,
        lag_ms: u64,
    ) -> Result<Applied, Refusal> {
        let next = self.game.plies().len();
        if let Some(played) = self.game.plies().get(ply) {
            let played = played.trace.origin;
            return if played == pit && pit.side() == seat {
                Ok(Applied::Resent)
            } else {
                Err(Refusal::Stale { ply, played })
            };
        }
        if ply > next {
            return Err(Refusal::Future { ply, next });
        }
        self.playing()?;
        if seat != self.game.to_move() {
            return Err(Refusal::NotYourTurn);
        }
        let left = match self.clock.map(|clock| clock.after_move(seat, now, lag_ms)) {
            Some(None) => {
                self.flag(seat, now);
                return Err(Refusal::OutOfTime);
            }
            Some(Some(left)) => Some(left),
            None => None,
        };
        let outcome = self
            .game
            .play(pit)
            .map_err(|illegal| Refusal::Illegal(illegal.reason))?
            .outcome;
        // Kalah's extra move keeps the clock with the mover.
        let next = self.both_moved().then(|| self.game.to_move());
        if let (Some(clock), Some(left)) = (self.clock.as_mut(), left) {
            clock.pass(seat, left, next, now);
        }
        if self.draw_offer == Some(seat.other()) {
            self.draw_offer = None;
        }
        if let Some(outcome) = outcome {
            let result = outcome.winner().map_or(GameResult::Draw, GameResult::Win);
            self.finish(Some(result), Ending::Seeds(outcome), now);
        }
        Ok(Applied::Played)
    }

    /// Ends the game on time at `now` if the side to move has run out; the server calls it by
    /// itself, also when nobody is connected. Returns whether it ended the game.
    pub fn tick(&mut self, now: u64) -> bool {
        let to_move = self.game.to_move();
        let flagged = self.state == State::Playing
            && self.remaining(to_move, now) == Some(0)
            && self
                .clock
                .is_some_and(|clock| clock.running() == Some(to_move));
        if flagged {
            self.flag(to_move, now);
        }
        flagged
    }

    /// `seat` ran out of time at `now`: the other side wins.
    fn flag(&mut self, seat: Side, now: u64) {
        self.finish(Some(GameResult::Win(seat.other())), Ending::Time, now);
    }

    /// `seat` resigns: the other side wins.
    ///
    /// # Errors
    /// [`Refusal::NotStarted`] or [`Refusal::Over`] if the game is not on.
    pub fn resign(&mut self, seat: Side, now: u64) -> Result<(), Refusal> {
        self.playing()?;
        self.finish(Some(GameResult::Win(seat.other())), Ending::Resign, now);
        Ok(())
    }

    /// `seat` offers a draw; if the opponent's offer already waits, the game is drawn.
    ///
    /// # Errors
    /// [`Refusal::NotStarted`], [`Refusal::Over`], or [`Refusal::AlreadyOffered`].
    pub fn offer_draw(&mut self, seat: Side, now: u64) -> Result<(), Refusal> {
        self.playing()?;
        match self.draw_offer {
            Some(offerer) if offerer == seat => Err(Refusal::AlreadyOffered),
            Some(_) => self.accept_draw(seat, now),
            None => {
                self.draw_offer = Some(seat);
                Ok(())
            }
        }
    }

    /// `seat` accepts the opponent's draw offer: the game is drawn by agreement.
    ///
    /// # Errors
    /// [`Refusal::NotStarted`], [`Refusal::Over`], [`Refusal::NoOffer`] or [`Refusal::OwnOffer`].
    pub fn accept_draw(&mut self, seat: Side, now: u64) -> Result<(), Refusal> {
        self.answerable_offer(seat)?;
        self.finish(Some(GameResult::Draw), Ending::Agreement, now);
        Ok(())
    }

    /// `seat` declines the opponent's draw offer: the game goes on.
    ///
    /// # Errors
    /// [`Refusal::NotStarted`], [`Refusal::Over`], [`Refusal::NoOffer`] or [`Refusal::OwnOffer`].
    pub fn decline_draw(&mut self, seat: Side) -> Result<(), Refusal> {
        self.answerable_offer(seat)?;
        self.draw_offer = None;
        Ok(())
    }

    /// Calls the game off, with no result: while it waits for a player (the seat that waits, or
    /// the caller when the invitation expires), or until each side has made its first move.
    ///
    /// # Errors
    /// [`Refusal::Over`], or [`Refusal::TooLateToAbort`] once each side has moved.
    pub fn abort(&mut self, now: u64) -> Result<(), Refusal> {
        match self.state {
            State::Over { .. } => return Err(Refusal::Over),
            State::Playing if self.both_moved() => return Err(Refusal::TooLateToAbort),
            State::Waiting | State::Playing => {}
        }
        self.finish(None, Ending::Aborted, now);
        Ok(())
    }

    /// `seat` claims the win: its opponent has been gone [`ABANDON_MS`] (timed games only).
    ///
    /// # Errors
    /// Why the claim is refused (see [`Table::claim_draw`]).
    pub fn claim_win(&mut self, seat: Side, now: u64) -> Result<(), Refusal> {
        self.claimable(seat, now)?;
        self.finish(Some(GameResult::Win(seat)), Ending::Abandoned, now);
        Ok(())
    }

    /// `seat` claims a draw: its opponent has been gone [`ABANDON_MS`] (timed games only).
    ///
    /// # Errors
    /// [`Refusal::NotStarted`], [`Refusal::Over`], [`Refusal::NoClaims`] in a game without a
    /// clock, [`Refusal::StillAbortable`] before each side has moved,
    /// [`Refusal::OpponentPresent`], or [`Refusal::TooSoon`].
    pub fn claim_draw(&mut self, seat: Side, now: u64) -> Result<(), Refusal> {
        self.claimable(seat, now)?;
        self.finish(Some(GameResult::Draw), Ending::Abandoned, now);
        Ok(())
    }

    fn playing(&self) -> Result<(), Refusal> {
        match self.state {
            State::Waiting => Err(Refusal::NotStarted),
            State::Playing => Ok(()),
            State::Over { .. } => Err(Refusal::Over),
        }
    }

    /// Whether each side has made a move (Kalah's first player may have made several).
    fn both_moved(&self) -> bool {
        let moved = |side| {
            self.game
                .plies()
                .iter()
                .any(|ply| ply.trace.origin.side() == side)
        };
        moved(Side::South) && moved(Side::North)
    }

    fn answerable_offer(&self, seat: Side) -> Result<(), Refusal> {
        self.playing()?;
        match self.draw_offer {
            None => Err(Refusal::NoOffer),
            Some(offerer) if offerer == seat => Err(Refusal::OwnOffer),
            Some(_) => Ok(()),
        }
    }

    fn claimable(&self, seat: Side, now: u64) -> Result<(), Refusal> {
        self.playing()?;
        if self.control == TimeControl::Unlimited {
            return Err(Refusal::NoClaims);
        }
        if !self.both_moved() {
            return Err(Refusal::StillAbortable);
        }
        let opponent = self.presence[seat.other()];
        if opponent.connected {
            return Err(Refusal::OpponentPresent);
        }
        let gone = now.saturating_sub(opponent.since.max(self.started));
        if gone < ABANDON_MS {
            return Err(Refusal::TooSoon {
                wait_ms: ABANDON_MS - gone,
            });
        }
        Ok(())
    }

    fn finish(&mut self, result: Option<GameResult>, ending: Ending, now: u64) {
        if let Some(clock) = self.clock.as_mut() {
            clock.stop(now);
        }
        self.draw_offer = None;
        self.state = State::Over { result, ending };
    }
}
