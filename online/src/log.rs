//! A game as the list of what happened at its table: every input that changed it, numbered and
//! timed. The server keeps this log; replaying it gives the table back, on any node and in the
//! page, since a [`Table`] is a pure function of its inputs.

use kawu_engine::{Rules, Side};

use crate::{Applied, Command, Refusal, Table, TimeControl};

/// Something that happened at a table.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Input {
    /// A player sat down, under this name.
    Seat {
        /// The seat taken.
        side: Side,
        /// The player's name, checked by [`crate::wire::check_name`].
        name: String,
    },
    /// A seat's connection came or went.
    Presence {
        /// The seat.
        side: Side,
        /// Whether it is connected now.
        connected: bool,
    },
    /// A seated player's command, at a ply, with the network lag the server measured.
    Command {
        /// Who sent it.
        side: Side,
        /// The ply it was sent at.
        ply: usize,
        /// What it asks.
        command: Command,
        /// The lag, in milliseconds.
        lag_ms: u64,
    },
    /// The server looked at the clocks (and found the side to move out of time).
    Tick,
    /// Nobody took the second seat in time: the game is called off.
    Expire,
}

/// One numbered entry of a game's log.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Event {
    /// Its number: 1 for the first, one more for each next.
    pub seq: u64,
    /// When it happened, in milliseconds since the epoch (the server's time).
    pub at: u64,
    /// What happened.
    pub input: Input,
}

impl Table {
    /// Applies `input` at `at`.
    ///
    /// The server records an input in the log when it changed the table (compare the table
    /// before and after): a move, but also a late move that lost on time.
    ///
    /// # Errors
    /// A [`Refusal`] when the rules refuse it ([`Input::Tick`] when no flag fell is
    /// [`Refusal::NotOutOfTime`]).
    pub fn apply(&mut self, input: &Input, at: u64) -> Result<Applied, Refusal> {
        match input {
            Input::Seat { side, .. } => self.take_seat(*side, at).map(|()| Applied::Played),
            Input::Presence { side, connected } => {
                self.connected(*side, *connected, at);
                Ok(Applied::Played)
            }
            Input::Command {
                side,
                ply,
                command,
                lag_ms,
            } => self.command(*side, *ply, *command, at, *lag_ms),
            Input::Tick => {
                if self.tick(at) {
                    Ok(Applied::Played)
                } else {
                    Err(Refusal::NotOutOfTime)
                }
            }
            Input::Expire => {
                if self.state() == crate::State::Waiting {
                    self.abort(at).map(|()| Applied::Played)
                } else {
                    Err(Refusal::NotWaiting)
                }
            }
        }
    }

    /// The table a log describes: a game of `control` under `rules` created at `created`, with
    /// `events` applied in order.
    ///
    /// # Errors
    /// [`Refusal::TimeControl`] if the time control is out of bounds. Inputs are replayed as
    /// they were recorded: one that is refused now was refused then, and changes nothing.
    pub fn replay<'a>(
        control: TimeControl,
        rules: Rules,
        created: u64,
        events: impl IntoIterator<Item = &'a Event>,
    ) -> Result<Table, Refusal> {
        let mut table = Table::new(control, rules, created)?;
        for event in events {
            // A refused input left the table as it was when it was recorded, and does now.
            let _ = table.apply(&event.input, event.at);
        }
        Ok(table)
    }
}

#[cfg(test)]
mod tests {
    use kawu_engine::Pit;

    use super::*;
    use crate::{Ending, GameResult, State};

    fn event(seq: u64, at: u64, input: Input) -> Event {
        Event { seq, at, input }
    }

    fn seat(side: Side) -> Input {
        Input::Seat {
            side,
            name: "Ama".to_owned(),
        }
    }

    fn play(side: Side, ply: usize, letter: char) -> Input {
        Input::Command {
            side,
            ply,
            command: Command::Play(Pit::from_letter(letter).expect("a pit")),
            lag_ms: 0,
        }
    }

    #[test]
    fn a_replayed_log_gives_the_same_table() {
        let control = TimeControl::PRESETS[0];
        let inputs = [
            (0, seat(Side::South)),
            (5, seat(Side::North)),
            (10, play(Side::South, 0, 'C')),
            (2_000, play(Side::North, 1, 'c')),
            (3_000, play(Side::South, 2, 'D')),
            (
                4_000,
                Input::Presence {
                    side: Side::North,
                    connected: false,
                },
            ),
        ];
        let mut live = Table::new(control, Rules::ABAPA, 0).expect("a preset");
        let mut log = Vec::new();
        for (at, input) in inputs {
            let before = live.clone();
            live.apply(&input, at).expect("allowed");
            assert_ne!(live, before);
            log.push(event(log.len() as u64 + 1, at, input));
        }
        assert_eq!(Table::replay(control, Rules::ABAPA, 0, &log), Ok(live));
    }

    #[test]
    fn a_tick_is_recorded_only_when_a_flag_falls() {
        let control = TimeControl::custom(15_000, 0).expect("in bounds");
        let mut table = Table::new(control, Rules::ABAPA, 0).expect("in bounds");
        table.apply(&seat(Side::South), 0).expect("free");
        table.apply(&seat(Side::North), 0).expect("free");
        table.apply(&play(Side::South, 0, 'C'), 0).expect("legal");
        table.apply(&play(Side::North, 1, 'c'), 0).expect("legal");
        assert_eq!(
            table.apply(&Input::Tick, 14_999),
            Err(Refusal::NotOutOfTime)
        );
        assert_eq!(table.apply(&Input::Tick, 15_000), Ok(Applied::Played));
        assert_eq!(
            table.state(),
            State::Over {
                result: Some(GameResult::Win(Side::North)),
                ending: Ending::Time
            }
        );
    }

    #[test]
    fn a_game_nobody_joined_expires_and_a_started_one_does_not() {
        let mut table = Table::new(TimeControl::Unlimited, Rules::ABAPA, 0).expect("unlimited");
        table.apply(&seat(Side::North), 0).expect("free");
        let mut started = table.clone();
        assert_eq!(table.apply(&Input::Expire, 9), Ok(Applied::Played));
        assert_eq!(
            table.state(),
            State::Over {
                result: None,
                ending: Ending::Aborted
            }
        );
        started.apply(&seat(Side::South), 1).expect("free");
        assert_eq!(started.apply(&Input::Expire, 9), Err(Refusal::NotWaiting));
    }
}
