//! Every ending, every refusal, and the clocks of a table.

use kawu_engine::{IllegalReason, Pit, Rules, Side};
use kawu_online::{
    Applied, Ending, GameResult, Refusal, State, Table, TimeControl, TimeControlError, ABANDON_MS,
    LAG_ALLOWANCE_MS,
};

const SOUTH: Side = Side::South;
const NORTH: Side = Side::North;
/// 3 minutes + 2 seconds a move.
const BLITZ: TimeControl = TimeControl::PRESETS[0];

fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).expect("a pit letter")
}

/// A table with both seats taken at 0.
fn seated(control: TimeControl) -> Table {
    let mut table = Table::new(control, Rules::ABAPA, 0).expect("a valid control");
    table.take_seat(SOUTH, 0).expect("South sits");
    table.take_seat(NORTH, 0).expect("North sits");
    table
}

/// A timed table where each side has made its first move at 0: South's clock runs from 0.
fn opened() -> Table {
    let mut table = seated(BLITZ);
    assert_eq!(table.play(SOUTH, 0, pit('C'), 0, 0), Ok(Applied::Played));
    assert_eq!(table.play(NORTH, 1, pit('d'), 0, 0), Ok(Applied::Played));
    table
}

fn over(result: Option<GameResult>, ending: Ending) -> State {
    State::Over { result, ending }
}

#[test]
fn presets_and_custom_bounds() {
    let minutes = |m: u64| m * 60_000;
    assert_eq!(
        TimeControl::PRESETS.map(|control| match control {
            TimeControl::Timed {
                initial_ms,
                increment_ms,
            } => (initial_ms, increment_ms),
            TimeControl::Unlimited => (0, 0),
        }),
        [
            (minutes(3), 2_000),
            (minutes(5), 5_000),
            (minutes(10), 5_000),
            (minutes(15), 5_000)
        ]
    );
    assert!(TimeControl::custom(15_000, 0).is_ok());
    assert!(TimeControl::custom(minutes(180), 60_000).is_ok());
    assert_eq!(
        TimeControl::custom(14_999, 0),
        Err(TimeControlError::TooShort)
    );
    assert_eq!(
        TimeControl::custom(minutes(180) + 1, 0),
        Err(TimeControlError::TooLong)
    );
    assert_eq!(
        TimeControl::custom(minutes(5), 60_001),
        Err(TimeControlError::IncrementTooLong)
    );
    let refused = Table::new(
        TimeControl::Timed {
            initial_ms: 0,
            increment_ms: 0,
        },
        Rules::ABAPA,
        0,
    );
    assert_eq!(
        refused,
        Err(Refusal::TimeControl(TimeControlError::TooShort))
    );
    assert!(refused.unwrap_err().to_string().contains("15 seconds"));
}

#[test]
fn the_game_waits_for_both_seats() {
    let mut table = Table::new(TimeControl::Unlimited, Rules::ABAPA, 0).unwrap();
    assert_eq!(table.take_seat(SOUTH, 0), Ok(()));
    assert_eq!(table.take_seat(SOUTH, 1), Err(Refusal::SeatTaken(SOUTH)));
    assert_eq!(table.state(), State::Waiting);
    assert_eq!(
        table.play(SOUTH, 0, pit('C'), 1, 0),
        Err(Refusal::NotStarted)
    );
    assert_eq!(table.resign(SOUTH, 1), Err(Refusal::NotStarted));
    assert_eq!(table.take_seat(NORTH, 2), Ok(()));
    assert_eq!(table.state(), State::Playing);
    assert_eq!(table.take_seat(NORTH, 3), Err(Refusal::NotWaiting));
}

#[test]
fn an_expired_invitation_is_aborted() {
    let mut table = Table::new(BLITZ, Rules::ABAPA, 0).unwrap();
    table.take_seat(SOUTH, 0).unwrap();
    assert_eq!(table.abort(86_400_000), Ok(()));
    assert_eq!(table.state(), over(None, Ending::Aborted));
    assert_eq!(table.take_seat(NORTH, 86_400_001), Err(Refusal::NotWaiting));
}

#[test]
fn the_rules_end_the_game_with_the_engine_outcome() {
    let mut table = seated(TimeControl::Unlimited);
    let mut now = 0;
    while table.state() == State::Playing {
        let side = table.game().to_move();
        let pit = table.game().legal_moves().iter().copied().next().unwrap();
        let ply = table.game().plies().len();
        assert_eq!(table.play(side, ply, pit, now, 0), Ok(Applied::Played));
        now += 86_400_000; // days between moves: an unlimited game waits
        assert!(!table.tick(now));
    }
    let outcome = table.game().outcome().expect("the rules ended it");
    let result = match outcome.winner() {
        Some(side) => GameResult::Win(side),
        None => GameResult::Draw,
    };
    assert_eq!(table.state(), over(Some(result), Ending::Seeds(outcome)));
    assert_eq!(table.remaining(SOUTH, now), None);
    let ply = table.game().plies().len();
    let side = table.game().to_move();
    assert_eq!(table.play(side, ply, pit('A'), now, 0), Err(Refusal::Over));
}

#[test]
fn resign_gives_the_other_side_the_game() {
    let mut table = seated(BLITZ);
    assert_eq!(table.resign(SOUTH, 5), Ok(()));
    assert_eq!(
        table.state(),
        over(Some(GameResult::Win(NORTH)), Ending::Resign)
    );
    assert_eq!(table.resign(NORTH, 6), Err(Refusal::Over));
}

#[test]
fn moves_carry_their_ply() {
    let mut table = seated(TimeControl::Unlimited);
    assert_eq!(
        table.play(SOUTH, 1, pit('C'), 0, 0),
        Err(Refusal::Future { ply: 1, next: 0 })
    );
    assert_eq!(
        table.play(NORTH, 0, pit('d'), 0, 0),
        Err(Refusal::NotYourTurn)
    );
    assert_eq!(table.play(SOUTH, 0, pit('C'), 0, 0), Ok(Applied::Played));
    // Resent: acknowledged again, played once.
    assert_eq!(table.play(SOUTH, 0, pit('C'), 1, 0), Ok(Applied::Resent));
    assert_eq!(table.play(SOUTH, 0, pit('C'), 2, 0), Ok(Applied::Resent));
    assert_eq!(table.game().plies().len(), 1);
    assert_eq!(table.game().to_move(), NORTH);
    // A different move for a ply played is stale.
    let stale = table.play(SOUTH, 0, pit('D'), 3, 0);
    assert_eq!(
        stale,
        Err(Refusal::Stale {
            ply: 0,
            played: pit('C')
        })
    );
    assert!(stale.unwrap_err().to_string().contains("already played"));
    // The same pit from the other seat is no resend.
    assert!(matches!(
        table.play(NORTH, 0, pit('C'), 3, 0),
        Err(Refusal::Stale { .. })
    ));
    assert_eq!(
        table.play(NORTH, 2, pit('d'), 3, 0),
        Err(Refusal::Future { ply: 2, next: 1 })
    );
    assert_eq!(
        table.play(SOUTH, 1, pit('D'), 3, 0),
        Err(Refusal::NotYourTurn)
    );
}

#[test]
fn an_illegal_move_says_the_engines_reason() {
    let mut table = seated(TimeControl::Unlimited);
    let refused = table.play(SOUTH, 0, pit('a'), 0, 0);
    assert_eq!(refused, Err(Refusal::Illegal(IllegalReason::NotYourPit)));
    assert!(refused
        .unwrap_err()
        .to_string()
        .contains("belongs to the other side"));
    table.play(SOUTH, 0, pit('C'), 0, 0).unwrap();
    table.play(NORTH, 1, pit('d'), 0, 0).unwrap();
    assert_eq!(
        table.play(SOUTH, 2, pit('C'), 0, 0),
        Err(Refusal::Illegal(IllegalReason::EmptyPit))
    );
    assert_eq!(table.game().plies().len(), 2);
}

#[test]
fn the_clocks_start_after_each_side_has_moved() {
    let mut table = seated(BLITZ);
    assert_eq!(table.clocks(0).unwrap().running, None);
    table.play(SOUTH, 0, pit('C'), 10_000, 0).unwrap();
    assert_eq!(table.remaining(SOUTH, 10_000), Some(180_000));
    assert_eq!(table.remaining(NORTH, 50_000), Some(180_000));
    assert!(!table.tick(10_000_000), "no clock runs yet");
    table.play(NORTH, 1, pit('d'), 20_000, 0).unwrap();
    assert_eq!(
        table.remaining(NORTH, 20_000),
        Some(180_000),
        "first moves earn no increment"
    );
    assert_eq!(table.clocks(20_000).unwrap().running, Some(SOUTH));
    assert_eq!(table.remaining(SOUTH, 25_000), Some(175_000));
}

#[test]
fn a_move_costs_its_time_less_the_lag_up_to_the_allowance_plus_the_increment() {
    let mut table = opened();
    // 10 s, 200 ms of lag credited, 2 s added.
    table.play(SOUTH, 2, pit('F'), 10_000, 200).unwrap();
    assert_eq!(
        table.remaining(SOUTH, 99_999),
        Some(180_000 - 9_800 + 2_000)
    );
    assert_eq!(table.clocks(10_000).unwrap().running, Some(NORTH));
    // 10 s, 5 s of lag claimed: only the allowance is credited.
    table.play(NORTH, 3, pit('a'), 20_000, 5_000).unwrap();
    assert_eq!(
        table.remaining(NORTH, 20_000),
        Some(180_000 - (10_000 - LAG_ALLOWANCE_MS) + 2_000)
    );
    // Lag beyond the time spent is no gain.
    let before = table.remaining(SOUTH, 20_000).unwrap();
    let moves = table.game().legal_moves();
    let next = moves.iter().copied().next().unwrap();
    table.play(SOUTH, 4, next, 20_100, 400).unwrap();
    assert_eq!(table.remaining(SOUTH, 20_100), Some(before + 2_000));
}

#[test]
fn tick_ends_the_game_on_time_with_nobody_moving() {
    let mut table = opened();
    assert!(!table.tick(179_999));
    assert_eq!(table.state(), State::Playing);
    assert!(table.tick(180_000));
    assert_eq!(
        table.state(),
        over(Some(GameResult::Win(NORTH)), Ending::Time)
    );
    assert_eq!(table.remaining(SOUTH, 500_000), Some(0));
    assert!(!table.tick(500_000), "an ended game is not ended twice");
    assert_eq!(
        table.play(SOUTH, 2, pit('F'), 180_001, 0),
        Err(Refusal::Over)
    );
}

#[test]
fn a_move_arriving_after_the_flag_loses_on_time_unless_lag_covers_it() {
    let mut late = opened();
    assert_eq!(
        late.play(SOUTH, 2, pit('F'), 180_100, 0),
        Err(Refusal::OutOfTime)
    );
    assert_eq!(
        late.state(),
        over(Some(GameResult::Win(NORTH)), Ending::Time)
    );
    assert_eq!(late.game().plies().len(), 2);

    let mut laggy = opened();
    assert_eq!(
        laggy.play(SOUTH, 2, pit('F'), 180_400, 500),
        Ok(Applied::Played)
    );
    assert_eq!(laggy.remaining(SOUTH, 180_400), Some(100 + 2_000));
}

#[test]
fn an_illegal_move_costs_no_time() {
    let mut table = opened();
    assert!(table.play(SOUTH, 2, pit('C'), 30_000, 0).is_err());
    assert_eq!(table.clocks(30_000).unwrap().running, Some(SOUTH));
    assert_eq!(table.remaining(SOUTH, 30_000), Some(150_000));
}

#[test]
fn a_draw_by_agreement() {
    let mut table = opened();
    assert_eq!(table.accept_draw(NORTH, 1), Err(Refusal::NoOffer));
    assert_eq!(table.offer_draw(SOUTH, 1), Ok(()));
    assert_eq!(table.offer_draw(SOUTH, 2), Err(Refusal::AlreadyOffered));
    assert_eq!(table.accept_draw(SOUTH, 2), Err(Refusal::OwnOffer));
    assert_eq!(table.decline_draw(SOUTH), Err(Refusal::OwnOffer));
    assert_eq!(table.snapshot(2).draw_offer, Some(SOUTH));
    assert_eq!(table.accept_draw(NORTH, 3), Ok(()));
    assert_eq!(
        table.state(),
        over(Some(GameResult::Draw), Ending::Agreement)
    );
    assert_eq!(table.draw_offer(), None);
    assert_eq!(table.offer_draw(NORTH, 4), Err(Refusal::Over));
}

#[test]
fn a_draw_offer_declined_or_lapsed() {
    let mut table = opened();
    table.offer_draw(NORTH, 1).unwrap();
    assert_eq!(table.decline_draw(SOUTH), Ok(()));
    assert_eq!(table.accept_draw(SOUTH, 2), Err(Refusal::NoOffer));
    // The offerer's own move keeps the offer; the opponent's move lets it lapse.
    table.offer_draw(SOUTH, 2).unwrap();
    table.play(SOUTH, 2, pit('F'), 3, 0).unwrap();
    assert_eq!(table.draw_offer(), Some(SOUTH));
    table.play(NORTH, 3, pit('a'), 4, 0).unwrap();
    assert_eq!(table.draw_offer(), None);
    assert_eq!(table.accept_draw(NORTH, 5), Err(Refusal::NoOffer));
    // Offers both ways are an agreement.
    table.offer_draw(NORTH, 6).unwrap();
    assert_eq!(table.offer_draw(SOUTH, 7), Ok(()));
    assert_eq!(
        table.state(),
        over(Some(GameResult::Draw), Ending::Agreement)
    );
}

#[test]
fn abort_until_each_side_has_moved() {
    let mut before_any = seated(BLITZ);
    assert_eq!(before_any.abort(5), Ok(()));
    assert_eq!(before_any.state(), over(None, Ending::Aborted));
    assert_eq!(before_any.abort(6), Err(Refusal::Over));

    let mut after_one = seated(BLITZ);
    after_one.play(SOUTH, 0, pit('C'), 1, 0).unwrap();
    assert_eq!(after_one.abort(5), Ok(()));
    assert_eq!(after_one.state(), over(None, Ending::Aborted));

    let mut after_both = opened();
    let refused = after_both.abort(5);
    assert_eq!(refused, Err(Refusal::TooLateToAbort));
    assert!(refused.unwrap_err().to_string().contains("no longer"));
    assert_eq!(after_both.state(), State::Playing);
}

#[test]
fn a_win_claimed_when_the_opponent_is_gone() {
    let mut table = opened();
    table.connected(NORTH, false, 1_000);
    assert!(!table.snapshot(1_000).present.north);
    let soon = table.claim_win(SOUTH, 1_000 + ABANDON_MS - 1);
    assert_eq!(soon, Err(Refusal::TooSoon { wait_ms: 1 }));
    assert!(soon.unwrap_err().to_string().contains("1 s more"));
    // Back and gone again: the wait starts over.
    table.connected(NORTH, true, 30_000);
    assert_eq!(
        table.claim_win(SOUTH, 30_000),
        Err(Refusal::OpponentPresent)
    );
    table.connected(NORTH, false, 40_000);
    assert!(matches!(
        table.claim_win(SOUTH, 1_000 + ABANDON_MS),
        Err(Refusal::TooSoon { .. })
    ));
    assert_eq!(table.claim_win(SOUTH, 40_000 + ABANDON_MS), Ok(()));
    assert_eq!(
        table.state(),
        over(Some(GameResult::Win(SOUTH)), Ending::Abandoned)
    );
}

#[test]
fn a_draw_claimed_when_the_opponent_is_gone() {
    let mut table = opened();
    table.connected(SOUTH, false, 0);
    assert_eq!(table.claim_draw(NORTH, ABANDON_MS), Ok(()));
    assert_eq!(
        table.state(),
        over(Some(GameResult::Draw), Ending::Abandoned)
    );
}

#[test]
fn no_claims_without_a_clock_or_before_each_side_has_moved() {
    let mut unlimited = seated(TimeControl::Unlimited);
    unlimited.play(SOUTH, 0, pit('C'), 0, 0).unwrap();
    unlimited.play(NORTH, 1, pit('d'), 0, 0).unwrap();
    unlimited.connected(NORTH, false, 0);
    let refused = unlimited.claim_win(SOUTH, 10 * ABANDON_MS);
    assert_eq!(refused, Err(Refusal::NoClaims));
    assert!(refused.unwrap_err().to_string().contains("without a clock"));
    assert_eq!(
        unlimited.claim_draw(SOUTH, 10 * ABANDON_MS),
        Err(Refusal::NoClaims)
    );

    let mut early = seated(BLITZ);
    early.connected(NORTH, false, 0);
    assert_eq!(
        early.claim_win(SOUTH, 10 * ABANDON_MS),
        Err(Refusal::StillAbortable)
    );
}

#[test]
fn the_snapshot_shows_the_table() {
    let mut table = opened();
    table.connected(NORTH, false, 1_000);
    table.offer_draw(SOUTH, 1_000).unwrap();
    let snapshot = table.snapshot(3_000);
    assert_eq!(snapshot.control, BLITZ);
    assert_eq!(snapshot.moves, [pit('C'), pit('d')]);
    assert!(snapshot.seats.south && snapshot.seats.north);
    assert!(snapshot.present.south && !snapshot.present.north);
    assert_eq!(snapshot.state, State::Playing);
    let clocks = snapshot.clocks.unwrap();
    assert_eq!(clocks.running, Some(SOUTH));
    assert_eq!(clocks.remaining.south, 177_000);
    assert_eq!(clocks.remaining.north, 180_000);
    assert_eq!(snapshot.draw_offer, Some(SOUTH));
}

#[test]
fn a_finished_game_stops_the_clock() {
    let mut table = opened();
    table.resign(NORTH, 30_000).unwrap();
    assert_eq!(table.clocks(90_000).unwrap().running, None);
    assert_eq!(table.remaining(SOUTH, 90_000), Some(150_000));
}

#[test]
fn kalah_s_extra_move_keeps_the_turn_and_the_clock() {
    let mut table = Table::new(BLITZ, Rules::KALAH, 0).expect("a preset");
    table.take_seat(SOUTH, 0).expect("South sits");
    table.take_seat(NORTH, 0).expect("North sits");
    // A's six seeds end in South's store: South moves again.
    assert_eq!(table.play(SOUTH, 0, pit('A'), 0, 0), Ok(Applied::Played));
    assert_eq!(table.game().to_move(), SOUTH);
    assert_eq!(
        table.play(NORTH, 1, pit('a'), 0, 0),
        Err(Refusal::NotYourTurn)
    );
    assert_eq!(table.play(SOUTH, 1, pit('B'), 0, 0), Ok(Applied::Played));
    // North has not moved: no clock runs yet.
    assert_eq!(table.clocks(1_000).and_then(|clocks| clocks.running), None);
    let (mut now, mut kept) = (0, 0);
    while table.state() == State::Playing {
        now += 1_000;
        let mover = table.game().to_move();
        let ply = table.game().plies().len();
        let pit = table.game().legal_moves()[ply % table.game().legal_moves().len()];
        assert_eq!(table.play(mover, ply, pit, now, 0), Ok(Applied::Played));
        if table.state() != State::Playing {
            break;
        }
        let to_move = table.game().to_move();
        let running = table.clocks(now).and_then(|clocks| clocks.running);
        assert_eq!(running, Some(to_move), "the clock of the side to move runs");
        kept += usize::from(to_move == mover);
    }
    assert!(
        kept > 0,
        "an extra move after the opening kept the clock with its mover"
    );
}
