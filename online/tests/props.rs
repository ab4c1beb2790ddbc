//! Random commands at a table never panic, and keep its invariants.

use kawu_engine::{Pit, Rules, Side, PITS};
use kawu_online::{Applied, Ending, Refusal, State, Table, TimeControl};
use proptest::prelude::*;

/// A command to a table; times are steps forward from the last one, or any time at all.
#[derive(Debug, Clone)]
enum Command {
    TakeSeat(Side),
    Connected(Side, bool),
    /// A move by `seat` (or the side to move) for the ply `next + ply_offset - 2`; `legal`
    /// picks among the legal moves by `pit`.
    Play {
        seat: Option<Side>,
        ply_offset: usize,
        pit: usize,
        legal: bool,
        lag_ms: u64,
    },
    Tick,
    Resign(Side),
    OfferDraw(Side),
    AcceptDraw(Side),
    DeclineDraw(Side),
    Abort,
    ClaimWin(Side),
    ClaimDraw(Side),
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::South), Just(Side::North)]
}

fn command() -> impl Strategy<Value = Command> {
    let play = (
        prop_oneof![4 => Just(None), 1 => side().prop_map(Some)],
        prop_oneof![4 => Just(2usize), 1 => 0..5usize],
        0..PITS,
        prop::bool::weighted(0.8),
        prop_oneof![0..1_000u64, any::<u64>()],
    )
        .prop_map(|(seat, ply_offset, pit, legal, lag_ms)| Command::Play {
            seat,
            ply_offset,
            pit,
            legal,
            lag_ms,
        });
    prop_oneof![
        1 => side().prop_map(Command::TakeSeat),
        1 => (side(), any::<bool>()).prop_map(|(s, c)| Command::Connected(s, c)),
        60 => play,
        1 => Just(Command::Tick),
        1 => side().prop_map(Command::Resign),
        1 => side().prop_map(Command::OfferDraw),
        1 => side().prop_map(Command::AcceptDraw),
        1 => side().prop_map(Command::DeclineDraw),
        1 => Just(Command::Abort),
        1 => side().prop_map(Command::ClaimWin),
        1 => side().prop_map(Command::ClaimDraw),
    ]
}

/// The time of a command: mostly a step forward, sometimes any time (even backwards).
fn when() -> impl Strategy<Value = Option<u64>> {
    prop_oneof![
        8 => (0..90_000u64).prop_map(Some),
        1 => Just(None),
    ]
}

fn control() -> impl Strategy<Value = TimeControl> {
    prop_oneof![
        Just(TimeControl::Unlimited),
        (0..TimeControl::PRESETS.len()).prop_map(|i| TimeControl::PRESETS[i]),
        (any::<u64>(), any::<u64>()).prop_map(|(initial_ms, increment_ms)| TimeControl::Timed {
            initial_ms: initial_ms % 20_000_000,
            increment_ms: increment_ms % 100_000,
        }),
    ]
}

/// Runs a command, checking that a refusal has words.
fn run(table: &mut Table, command: &Command, now: u64) -> Result<(), Refusal> {
    let result = match *command {
        Command::TakeSeat(seat) => table.take_seat(seat, now),
        Command::Connected(seat, connected) => {
            table.connected(seat, connected, now);
            Ok(())
        }
        Command::Play {
            seat,
            ply_offset,
            pit,
            legal,
            lag_ms,
        } => {
            let seat = seat.unwrap_or_else(|| table.game().to_move());
            let next = table.game().plies().len();
            let ply = (next + ply_offset).saturating_sub(2);
            let moves = table.game().legal_moves();
            let pit = if legal && !moves.is_empty() {
                moves.iter().copied().nth(pit % moves.len()).unwrap()
            } else {
                Pit::new(pit).unwrap()
            };
            match table.play(seat, ply, pit, now, lag_ms) {
                Ok(Applied::Played) => {
                    assert_eq!(ply, next);
                    assert_eq!(table.game().plies().len(), next + 1);
                    Ok(())
                }
                Ok(Applied::Resent) => {
                    assert_eq!(table.game().moves().nth(ply), Some(pit));
                    assert_eq!(table.game().plies().len(), next);
                    Ok(())
                }
                Err(refusal) => Err(refusal),
            }
        }
        Command::Tick => {
            table.tick(now);
            Ok(())
        }
        Command::Resign(seat) => table.resign(seat, now),
        Command::OfferDraw(seat) => table.offer_draw(seat, now),
        Command::AcceptDraw(seat) => table.accept_draw(seat, now),
        Command::DeclineDraw(seat) => table.decline_draw(seat),
        Command::Abort => table.abort(now),
        Command::ClaimWin(seat) => table.claim_win(seat, now),
        Command::ClaimDraw(seat) => table.claim_draw(seat, now),
    };
    if let Err(refusal) = &result {
        assert!(!refusal.to_string().is_empty());
    }
    result
}

proptest! {
    #[test]
    fn random_commands_keep_the_invariants(
        control in control(),
        start in any::<u64>(),
        seated in prop::bool::weighted(0.9),
        commands in prop::collection::vec((command(), when()), 0..300),
        anytime in any::<u64>(),
    ) {
        let Ok(mut table) = Table::new(control, Rules::ABAPA, start % (1 << 50)) else {
            prop_assert!(control.checked().is_err());
            return Ok(());
        };
        let mut now = start % (1 << 50);
        if seated {
            for seat in Side::ALL {
                prop_assert_eq!(table.take_seat(seat, now), Ok(()));
            }
        }
        for (command, step) in &commands {
            now = match step {
                Some(step) => now.saturating_add(*step),
                None => anytime ^ now,
            };
            let before = table.clone();
            let _ = run(&mut table, command, now);
            let plies = table.game().plies().len();
            let plies_before = before.game().plies().len();
            prop_assert!(plies >= plies_before, "plies never shrink");
            if before.state() != State::Playing {
                prop_assert_eq!(plies, plies_before, "plies only grow while playing");
            }
            if before.state().is_over() {
                prop_assert_eq!(table.state(), before.state(), "an Over game never changes");
                prop_assert_eq!(table.draw_offer(), None);
                prop_assert_eq!(table.clocks(now), before.clocks(now));
            }
            if let State::Over { result, ending } = table.state() {
                prop_assert_eq!(result.is_none(), ending == Ending::Aborted);
                prop_assert_eq!(table.clocks(now).and_then(|c| c.running), None);
                if let Ending::Seeds(outcome) = ending {
                    prop_assert_eq!(table.game().outcome(), Some(outcome));
                }
                if ending == Ending::Aborted && before.state() == State::Playing {
                    prop_assert!(plies < 2, "abort only before each side has moved");
                }
            }
            if table.state() == State::Playing {
                prop_assert!(table.game().outcome().is_none());
            }
            if table.control() == TimeControl::Unlimited {
                prop_assert!(table.clocks(now).is_none());
                let clock_ending = matches!(
                    table.state(),
                    State::Over { ending: Ending::Time | Ending::Abandoned, .. }
                );
                prop_assert!(!clock_ending, "no time or claims without a clock");
            }
        }
    }
}
