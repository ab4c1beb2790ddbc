use kawu_engine::Rules;
use kawu_online::wire::{text, Clock};
use kawu_online::{GameResult, TimeControl, ABANDON_MS};
use proptest::prelude::*;

use super::*;
use crate::test_util::pit;
use crate::Machine;

/// A server in miniature: the rules' table, the numbered log of what changed it, and the
/// messages the real server would send. What the client sees of it is text.
struct Server {
    control: TimeControl,
    table: Table,
    log: Vec<Event>,
    now: u64,
}

impl Server {
    /// A game of `control` created at 1,000 with both seats taken (South "Ama", North "Kofi").
    fn seated(control: TimeControl) -> Server {
        let mut server = Server::waiting(control);
        server.record(Input::Seat {
            side: Side::North,
            name: "Kofi".to_owned(),
        });
        server
    }

    /// A game with South seated ("Ama") and North free.
    fn waiting(control: TimeControl) -> Server {
        let mut server = Server {
            control,
            table: Table::new(control, Rules::ABAPA, 1_000).expect("in bounds"),
            log: Vec::new(),
            now: 1_000,
        };
        server.record(Input::Seat {
            side: Side::South,
            name: "Ama".to_owned(),
        });
        server
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: "g1".to_owned(),
            clock: wire::clock(self.control),
            created: 1_000,
            rules: Rules::ABAPA,
        }
    }

    /// Applies `input` now; logs it if it changed the table. Whether it was applied.
    fn record(&mut self, input: Input) -> Option<kawu_online::Applied> {
        let before = self.table.clone();
        let applied = self.table.apply(&input, self.now).ok();
        if self.table != before {
            let seq = self.log.len() as u64 + 1;
            self.log.push(Event {
                seq,
                at: self.now,
                input,
            });
        }
        applied
    }

    fn welcome(&self, seat: Seat, after: Option<u64>) -> String {
        let after = after.unwrap_or(0);
        text(&ServerMessage::Welcome {
            seat,
            secret: None,
            game: self.info(),
            full: after == 0,
            events: self.since(after),
            now: self.now,
        })
    }

    fn since(&self, after: u64) -> Vec<Event> {
        self.log.iter().filter(|e| e.seq > after).cloned().collect()
    }

    /// The events after `after`, as a message.
    fn events(&self, after: u64) -> String {
        text(&ServerMessage::Events {
            events: self.since(after),
            now: self.now,
        })
    }

    /// What the server answers `side`'s message: the events it made, then done or refused.
    fn handle(&mut self, side: Side, message: &ClientMessage) -> Vec<String> {
        let Ok(Some((ply, command))) = message.as_command() else {
            return Vec::new();
        };
        let last = self.log.len() as u64;
        let input = Input::Command {
            side,
            ply,
            command,
            lag_ms: 0,
        };
        let before = self.table.clone();
        let answer = match before.clone().apply(&input, self.now) {
            Ok(_) => {
                self.record(input);
                ServerMessage::Done {
                    ply,
                    command: command.word().to_owned(),
                }
            }
            Err(refusal) => ServerMessage::Refused {
                ply,
                command: command.word().to_owned(),
                code: refusal.code().to_owned(),
                message: refusal.to_string(),
            },
        };
        let mut said = Vec::new();
        if self.log.len() as u64 > last {
            said.push(self.events(last));
        }
        said.push(text(&answer));
        said
    }
}

fn received(text: String) -> Step {
    Step::Received {
        text,
        now: 1_000.0,
        jitter: 0.5,
    }
}

fn act(command: Command) -> Step {
    Step::Act {
        command,
        now: 1_000.0,
    }
}

fn play(letter: char) -> Command {
    Command::Play(pit(letter))
}

fn closed() -> Step {
    Step::Closed {
        now: 5_000.0,
        jitter: 0.0,
    }
}

fn south() -> Credentials {
    Credentials {
        secret: Some("south-secret".to_owned()),
        ..Credentials::default()
    }
}

/// The messages among `effects`.
fn sent(effects: &[Effect]) -> Vec<ClientMessage> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send(message) => Some(message.clone()),
            _ => None,
        })
        .collect()
}

/// South's client, welcomed into `server`'s game.
fn welcomed(server: &Server) -> Client {
    Client::new("g1".to_owned(), south())
        .apply(Step::Opened)
        .apply(received(server.welcome(Seat::South, None)))
}

#[test]
fn it_connects_says_hello_and_replays_the_welcome() {
    let client = Client::new("g1".to_owned(), south());
    assert_eq!(client.effects, [Effect::Connect]);
    assert_eq!(client.connection.word(), "reconnecting");
    let opened = client.apply(Step::Opened);
    assert_eq!(
        opened.effects,
        [
            Effect::Send(ClientMessage::Hello {
                game: "g1".to_owned(),
                secret: Some("south-secret".to_owned()),
                invite: None,
                name: None,
                after: None,
            }),
            Effect::Watch(SILENCE_MS),
        ]
    );
    let server = Server::seated(TimeControl::PRESETS[0]);
    let client = opened.apply(received(server.welcome(Seat::South, None)));
    assert_eq!(client.connection, Connection::Open);
    assert_eq!(client.connection.word(), "open");
    assert_eq!(client.side(), Some(Side::South));
    assert_eq!(client.state(), State::Playing);
    assert_eq!(client.table(), Some(&server.table));
    assert_eq!(
        client.names(),
        &BySide::new(Some("Ama".to_owned()), Some("Kofi".to_owned()))
    );
    assert_eq!(client.last_seq(), 2);
    assert!(client.effects.contains(&Effect::Keep), "a seat to keep");
    let seated = client.seated().expect("seated");
    assert_eq!(
        (
            seated.seat,
            seated.secret.as_str(),
            seated.opponent.as_deref()
        ),
        (Side::South, "south-secret", Some("Kofi"))
    );
    assert_eq!(client.entry(7), None, "no move yet: nothing for My games");
}

#[test]
fn a_move_is_shown_at_once_sent_with_its_ply_and_settled_by_its_event() {
    let mut server = Server::seated(TimeControl::PRESETS[1]);
    let client = welcomed(&server);
    let version = client.version;
    let playable: Vec<_> = (0..PITS).filter(|&i| client.playable()[i]).collect();
    assert_eq!(playable, (0..6).collect::<Vec<_>>(), "South's six pits");
    let moved = client.apply(act(play('C')));
    assert_eq!(moved.playable(), [false; PITS], "waiting for the server");
    assert_eq!(
        sent(&moved.effects),
        [ClientMessage::Play { ply: 0, pit: 'C' }]
    );
    assert_eq!(moved.board().map(|g| g.plies().len()), Some(1));
    assert_eq!((moved.version, moved.animate), (version + 1, true));
    assert!(moved.pending.is_some());
    let answers = server.handle(Side::South, &sent(&moved.effects)[0]);
    // Were the done to come first, the move would stay on the board until its event.
    let done = moved.apply(received(answers[1].clone()));
    assert_eq!(done.board(), moved.board());
    assert!(done.pending.is_some());
    let settled = done.apply(received(answers[0].clone()));
    assert_eq!(settled.pending, None);
    assert_eq!(settled.table(), Some(&server.table));
    assert_eq!(settled.version, moved.version, "no second animation");
    assert!(settled.effects.contains(&Effect::Keep));
    assert_eq!(
        settled.entry(9).map(|e| (e.id, e.plies())),
        Some((online_id("g1"), 1))
    );
}

#[test]
fn the_opponents_move_is_animated_and_a_repeated_event_is_skipped() {
    let mut server = Server::seated(TimeControl::Unlimited);
    server.record(Input::Command {
        side: Side::South,
        ply: 0,
        command: play('C'),
        lag_ms: 0,
    });
    let client = welcomed(&server);
    let version = client.version;
    server.handle(Side::North, &ClientMessage::Play { ply: 1, pit: 'c' });
    let moved = client.apply(received(server.events(2)));
    assert_eq!(moved.table(), Some(&server.table));
    assert_eq!((moved.version, moved.animate), (version + 1, true));
    let again = moved.apply(received(server.events(2)));
    assert_eq!(again.table(), moved.table());
    assert_eq!(again.version, moved.version);
}

#[test]
fn a_move_made_offline_is_sent_once_back_online_and_again_at_its_ply_after_another_drop() {
    let mut server = Server::seated(TimeControl::PRESETS[1]);
    let client = welcomed(&server);
    let lost = client.apply(closed());
    assert_eq!(lost.connection, Connection::Waiting { attempt: 1 });
    assert_eq!(lost.effects, [Effect::RetryIn(backoff_ms(1, 0.0))]);
    assert_eq!(
        lost.outage,
        Some(Outage {
            since: 5_000.0,
            cause: Cause::Network
        })
    );
    let offline = lost.apply(act(play('D')));
    assert!(sent(&offline.effects).is_empty(), "nothing to send it on");
    assert_eq!(
        offline.board().map(|g| g.plies().len()),
        Some(1),
        "shown pending"
    );
    let retried = offline.apply(Step::Retry);
    assert_eq!(retried.effects, [Effect::Connect]);
    let hello = retried.apply(Step::Opened);
    assert!(matches!(
        &sent(&hello.effects)[..],
        [ClientMessage::Hello { after: Some(2), .. }]
    ));
    let back = hello.apply(received(server.welcome(Seat::South, Some(2))));
    let play_d = ClientMessage::Play { ply: 0, pit: 'D' };
    assert_eq!(sent(&back.effects), std::slice::from_ref(&play_d));
    assert_eq!(back.outage, None);
    // A ping on the same socket sends the move no more.
    let ping = text(&ServerMessage::Ping { n: 3, now: 1_100 });
    assert_eq!(
        sent(&back.apply(received(ping)).effects),
        [ClientMessage::Pong { n: 3 }]
    );
    // The server commits it, but the socket dies before its answers arrive.
    let answers = server.handle(Side::South, &play_d);
    assert_eq!(answers.len(), 2);
    let dropped = back.apply(Step::Silent {
        now: 9_000.0,
        jitter: 1.0,
    });
    assert_eq!(
        dropped.effects,
        [Effect::Drop, Effect::RetryIn(backoff_ms(1, 1.0))]
    );
    // Back again: the log has it now, so it is not sent again.
    let back = dropped
        .apply(Step::Retry)
        .apply(Step::Opened)
        .apply(received(server.welcome(Seat::South, Some(2))));
    assert!(sent(&back.effects).is_empty(), "{:?}", back.effects);
    assert_eq!(back.pending, None);
    assert_eq!(back.table(), Some(&server.table));
    // The server's answer to the resend would be a done, and nothing changes.
    let again = server.handle(Side::South, &play_d);
    assert_eq!(
        again,
        [text(&ServerMessage::Done {
            ply: 0,
            command: "play".to_owned()
        })]
    );
    assert_eq!(back.apply(received(again[0].clone())).table(), back.table());
}

#[test]
fn a_move_sent_before_a_drop_is_sent_again_with_the_same_ply() {
    let server = Server::seated(TimeControl::PRESETS[1]);
    let sent_once = welcomed(&server).apply(act(play('E')));
    assert_eq!(
        sent(&sent_once.effects),
        [ClientMessage::Play { ply: 0, pit: 'E' }]
    );
    let back = sent_once
        .apply(closed())
        .apply(Step::Retry)
        .apply(Step::Opened)
        .apply(received(server.welcome(Seat::South, Some(2))));
    assert_eq!(
        sent(&back.effects),
        [ClientMessage::Play { ply: 0, pit: 'E' }]
    );
}

#[test]
fn a_move_kept_offline_that_the_game_no_longer_allows_is_dropped_and_said() {
    let mut server = Server::seated(TimeControl::PRESETS[1]);
    let offline = welcomed(&server).apply(closed()).apply(act(play('C')));
    server.handle(Side::North, &ClientMessage::Resign { ply: 0 });
    let back = offline
        .apply(Step::Retry)
        .apply(Step::Opened)
        .apply(received(server.welcome(Seat::South, Some(2))));
    assert!(sent(&back.effects).is_empty());
    assert_eq!(back.pending, None);
    assert_eq!(back.said, Some(Said::Dropped(play('C'))));
    assert_eq!(
        back.state(),
        State::Over {
            result: Some(GameResult::Win(Side::South)),
            ending: kawu_online::Ending::Resign
        }
    );
    let finish = back.seated().and_then(|s| s.finish).expect("over");
    assert_eq!(finish.reason, crate::online::Reason::Resign);
}

#[test]
fn a_gap_in_the_events_reconnects_asking_for_what_follows_the_last_seen() {
    let mut server = Server::seated(TimeControl::Unlimited);
    let client = welcomed(&server);
    server.handle(Side::South, &ClientMessage::Play { ply: 0, pit: 'C' });
    server.handle(Side::North, &ClientMessage::Play { ply: 1, pit: 'c' });
    let gap = client.apply(received(server.events(3)));
    assert_eq!(gap.last_seq(), 2, "nothing after the gap is taken");
    assert!(gap.effects.contains(&Effect::Connect));
    let hello = gap.apply(Step::Opened);
    assert!(matches!(
        &sent(&hello.effects)[..],
        [ClientMessage::Hello { after: Some(2), .. }]
    ));
    let back = hello.apply(received(server.welcome(Seat::South, Some(2))));
    assert_eq!(back.table(), Some(&server.table));
    assert_eq!(back.last_seq(), 4);
}

#[test]
fn a_refusal_forgets_the_command_and_is_said() {
    let server = Server::seated(TimeControl::PRESETS[1]);
    let client = welcomed(&server).apply(act(play('C')));
    let refused = text(&ServerMessage::Refused {
        ply: 0,
        command: "play".to_owned(),
        code: "out-of-time".to_owned(),
        message: "the time ran out before the move arrived".to_owned(),
    });
    let client = client.apply(received(refused));
    assert_eq!(client.pending, None);
    assert!(matches!(&client.said, Some(Said::Refused { code, .. }) if code == "out-of-time"));
    assert_eq!(client.board().map(|g| g.plies().len()), Some(0));
}

#[test]
fn moves_the_rules_refuse_are_said_and_never_sent() {
    let server = Server::seated(TimeControl::PRESETS[1]);
    let client = welcomed(&server);
    let theirs = client.apply(act(play('c')));
    assert_eq!(
        theirs.said,
        Some(Said::Illegal(pit('c'), IllegalReason::NotYourPit))
    );
    assert!(sent(&theirs.effects).is_empty());
    let busy = client.apply(act(play('C'))).apply(act(play('D')));
    assert_eq!(busy.said, Some(Said::Busy));
    assert_eq!(sent(&busy.effects), []);
    let north = Client::new("g1".to_owned(), Credentials::default())
        .apply(Step::Opened)
        .apply(received(server.welcome(Seat::North, None)));
    let early = north.apply(act(play('c')));
    assert_eq!(early.said, Some(Said::NotYourTurn));
    let spectator = Client::new("g1".to_owned(), Credentials::default())
        .apply(Step::Opened)
        .apply(received(server.welcome(Seat::Spectator, None)));
    assert_eq!(spectator.side(), None);
    let watched = spectator.apply(act(play('C')));
    assert!(watched.effects.is_empty() && watched.pending.is_none());
    assert!(!spectator.can(Command::Resign, 1_000.0));
    assert!(!spectator.effects.contains(&Effect::Keep), "nothing kept");
}

#[test]
fn commands_are_offered_only_when_the_rules_allow_them() {
    let mut server = Server::seated(TimeControl::PRESETS[1]);
    let client = welcomed(&server);
    assert!(client.can(Command::Abort, 1_000.0));
    assert!(client.can(Command::Resign, 1_000.0));
    assert!(client.can(Command::OfferDraw, 1_000.0));
    assert!(!client.can(Command::AcceptDraw, 1_000.0));
    assert!(!client.can(Command::ClaimWin, 1_000.0));
    server.handle(Side::South, &ClientMessage::Play { ply: 0, pit: 'C' });
    server.handle(Side::North, &ClientMessage::Play { ply: 1, pit: 'c' });
    server.handle(Side::North, &ClientMessage::OfferDraw { ply: 2 });
    server.record(Input::Presence {
        side: Side::North,
        connected: false,
    });
    let client = client.apply(received(server.events(2)));
    assert!(!client.can(Command::Abort, 1_000.0), "each side has moved");
    assert!(client.can(Command::AcceptDraw, 1_000.0));
    assert!(client.can(Command::DeclineDraw, 1_000.0));
    assert!(!client.present(1_000.0).north);
    assert!(!client.can(Command::ClaimWin, 1_000.0), "gone only now");
    let later = 1_000.0 + ABANDON_MS as f64;
    assert!(client.can(Command::ClaimWin, later));
    assert!(client.can(Command::ClaimDraw, later));
    let claimed = client.apply(Step::Act {
        command: Command::ClaimWin,
        now: later,
    });
    assert_eq!(sent(&claimed.effects), [ClientMessage::ClaimWin { ply: 2 }]);
    assert!(
        !claimed.can(Command::Resign, later),
        "one command at a time"
    );
    // Unlimited: no claims, however long the opponent is gone.
    let mut unlimited = Server::seated(TimeControl::Unlimited);
    unlimited.handle(Side::South, &ClientMessage::Play { ply: 0, pit: 'C' });
    unlimited.handle(Side::North, &ClientMessage::Play { ply: 1, pit: 'c' });
    unlimited.record(Input::Presence {
        side: Side::North,
        connected: false,
    });
    let client = welcomed(&unlimited);
    assert!(!client.can(Command::ClaimWin, 1e12));
}

#[test]
fn the_clocks_run_on_the_servers_time() {
    let mut server = Server::seated(TimeControl::custom(60_000, 0).expect("in bounds"));
    server.handle(Side::South, &ClientMessage::Play { ply: 0, pit: 'C' });
    server.handle(Side::North, &ClientMessage::Play { ply: 1, pit: 'c' });
    server.now = 31_000;
    // The page's clock is 30,000 ms behind the server's.
    let client = welcomed(&server);
    let clocks = client.clocks(1_000.0).expect("timed");
    assert_eq!(clocks.running, Some(Side::South));
    assert_eq!(clocks.remaining.north, 60_000);
    assert_eq!(clocks.remaining.south, 30_000);
    let later = client.clocks(11_000.0).expect("timed");
    assert_eq!(later.remaining.south, clocks.remaining.south - 10_000);
    assert_eq!(
        welcomed(&Server::seated(TimeControl::Unlimited)).clocks(0.0),
        None
    );
}

#[test]
fn reconnections_back_off_with_jitter_and_the_outage_is_remembered() {
    assert_eq!(backoff_ms(1, 0.0), 250);
    assert_eq!(backoff_ms(1, 1.0), 500);
    assert_eq!(backoff_ms(2, 0.5), 750);
    assert_eq!(backoff_ms(5, 1.0), 8_000);
    assert_eq!(backoff_ms(6, 1.0), 15_000);
    assert_eq!(backoff_ms(u32::MAX, 0.0), 7_500);
    assert_eq!(backoff_ms(3, 7.0), backoff_ms(3, 1.0), "jitter is clamped");
    let server = Server::seated(TimeControl::Unlimited);
    let mut client = welcomed(&server).apply(closed());
    for attempt in 2..6 {
        client = client.apply(Step::Retry).apply(Step::Closed {
            now: 60_000.0,
            jitter: 0.25,
        });
        assert_eq!(client.connection, Connection::Waiting { attempt });
        assert_eq!(client.effects, [Effect::RetryIn(backoff_ms(attempt, 0.25))]);
    }
    assert_eq!(
        client.outage.map(|o| o.since),
        Some(5_000.0),
        "since the first"
    );
    // A retry before the pause is over (the browser is back online) connects at once.
    assert_eq!(client.apply(Step::Retry).effects, [Effect::Connect]);
    assert_eq!(
        client.apply(Step::Opened).effects,
        [],
        "no socket asked for"
    );
    let back = client
        .apply(Step::Retry)
        .apply(Step::Opened)
        .apply(received(server.welcome(Seat::South, Some(2))));
    assert_eq!((back.connection, back.outage), (Connection::Open, None));
}

#[test]
fn the_server_going_away_is_a_reconnection_at_once() {
    let server = Server::seated(TimeControl::Unlimited);
    let bye = text(&ServerMessage::Bye {
        reason: "the server restarts".to_owned(),
    });
    let client = welcomed(&server).apply(Step::Received {
        text: bye,
        now: 2_000.0,
        jitter: 0.3,
    });
    assert_eq!(
        client.effects,
        [
            Effect::Watch(SILENCE_MS),
            Effect::Drop,
            Effect::RetryIn(300)
        ]
    );
    assert_eq!(client.outage.map(|o| o.cause), Some(Cause::Bye));
}

#[test]
fn a_refusal_for_good_stops_the_attempts() {
    let error = text(&ServerMessage::Error {
        code: ErrorCode::UnknownGame,
        message: "no game has this id".to_owned(),
    });
    let client = Client::new("g1".to_owned(), south())
        .apply(Step::Opened)
        .apply(received(error));
    assert_eq!(
        client.connection,
        Connection::Refused(ErrorCode::UnknownGame)
    );
    assert_eq!(client.connection.word(), "closed");
    assert_eq!(client.effects, [Effect::Drop]);
    for step in [closed(), Step::Retry, Step::Opened] {
        assert_eq!(client.apply(step).effects, []);
    }
    let busy = text(&ServerMessage::Error {
        code: ErrorCode::TooFast,
        message: "slow down".to_owned(),
    });
    let server = Server::seated(TimeControl::Unlimited);
    let slowed = welcomed(&server).apply(received(busy));
    assert_eq!(slowed.connection, Connection::Open);
    assert!(matches!(
        slowed.said,
        Some(Said::Error {
            code: ErrorCode::TooFast,
            ..
        })
    ));
}

#[test]
fn an_unreadable_message_is_said_and_changes_nothing_else() {
    let server = Server::seated(TimeControl::Unlimited);
    let client = welcomed(&server);
    for garbage in ["", "{", r#"{"t":"teleport"}"#, &"x".repeat(5_000)] {
        let after = client.apply(received(garbage.to_owned()));
        assert_eq!(after.said, Some(Said::Unreadable));
        assert_eq!(after.table(), client.table());
        assert_eq!(after.connection, Connection::Open);
    }
}

#[test]
fn a_friend_watches_then_takes_the_free_seat_with_the_invitation() {
    let mut server = Server::waiting(TimeControl::PRESETS[0]);
    let credentials = Credentials {
        invite: Some("inv".to_owned()),
        ..Credentials::default()
    };
    let hello = Client::new("g1".to_owned(), credentials).apply(Step::Opened);
    assert!(
        matches!(
            &sent(&hello.effects)[..],
            [ClientMessage::Hello {
                secret: None,
                invite: None,
                ..
            }]
        ),
        "watching first: the invitation is not spent"
    );
    let watching = hello.apply(received(server.welcome(Seat::Spectator, None)));
    assert!(watching.can_join());
    assert_eq!(watching.state(), State::Waiting);
    let joining = watching.apply(Step::Join(Some("Kofi".to_owned())));
    assert_eq!(joining.effects, [Effect::Connect]);
    assert!(!joining.can_join());
    let hello = joining.apply(Step::Opened);
    assert!(matches!(
        &sent(&hello.effects)[..],
        [ClientMessage::Hello { invite: Some(i), name: Some(n), after: None, .. }]
            if i == "inv" && n == "Kofi"
    ));
    server.record(Input::Seat {
        side: Side::North,
        name: "Kofi".to_owned(),
    });
    let welcome = text(&ServerMessage::Welcome {
        seat: Seat::North,
        secret: Some("north-secret".to_owned()),
        game: server.info(),
        full: true,
        events: server.since(0),
        now: 1_000,
    });
    let seated = hello.apply(received(welcome));
    assert_eq!(seated.side(), Some(Side::North));
    assert_eq!(seated.state(), State::Playing);
    assert!(seated.effects.contains(&Effect::Keep));
    assert_eq!(
        seated.seated().map(|s| (s.secret, s.opponent)),
        Some(("north-secret".to_owned(), Some("Ama".to_owned())))
    );
    // The next hello brings the secret, not the spent invitation.
    let again = seated
        .apply(closed())
        .apply(Step::Retry)
        .apply(Step::Opened);
    assert!(matches!(
        &sent(&again.effects)[..],
        [ClientMessage::Hello { secret: Some(s), invite: None, name: None, after: Some(2), .. }]
            if s == "north-secret"
    ));
    // A link already used: watching, and nothing to join.
    let used = Client::new(
        "g1".to_owned(),
        Credentials {
            invite: Some("inv".to_owned()),
            ..Credentials::default()
        },
    )
    .apply(Step::Opened)
    .apply(received(server.welcome(Seat::Spectator, None)));
    assert!(!used.can_join());
    assert_eq!(used.apply(Step::Join(None)).effects, []);
}

#[test]
fn a_welcome_with_a_clock_out_of_bounds_is_unreadable() {
    let welcome = text(&ServerMessage::Welcome {
        seat: Seat::South,
        secret: None,
        game: GameInfo {
            id: "g1".to_owned(),
            clock: Some(Clock {
                initial_ms: 1,
                increment_ms: 0,
            }),
            created: 0,
            rules: Rules::ABAPA,
        },
        full: true,
        events: Vec::new(),
        now: 0,
    });
    let client = Client::new("g1".to_owned(), south())
        .apply(Step::Opened)
        .apply(received(welcome));
    assert_eq!(client.said, Some(Said::Unreadable));
    assert_eq!(client.table(), None);
}

/// What the network does in a random run.
#[derive(Debug, Clone)]
enum Weather {
    /// The socket drops.
    Drop,
    /// The socket goes silent.
    Silence,
    /// The player taps a pit (by its index among the legal moves).
    Tap(usize),
    /// The opponent moves (by index among the legal moves).
    Opponent(usize),
    /// Messages in flight arrive.
    Deliver,
}

fn weather() -> impl Strategy<Value = Weather> {
    prop_oneof![
        1 => Just(Weather::Drop),
        1 => Just(Weather::Silence),
        3 => (0..6_usize).prop_map(Weather::Tap),
        3 => (0..6_usize).prop_map(Weather::Opponent),
        4 => Just(Weather::Deliver),
    ]
}

proptest! {
    /// However the connection drops, every move the player made is played once, at its ply,
    /// and the page ends with the server's game.
    #[test]
    fn drops_never_lose_or_double_a_move(run in prop::collection::vec(weather(), 1..80)) {
        let mut server = Server::seated(TimeControl::Unlimited);
        let mut client = Client::new("g1".to_owned(), south());
        // The new client asked for a socket.
        let mut socket = client.effects == [Effect::Connect];
        let mut inbox: Vec<String> = Vec::new();
        let step = |client: &mut Client, step: Step, socket: &mut bool, inbox: &mut Vec<String>, server: &mut Server| {
            *client = client.apply(step);
            for effect in client.effects.clone() {
                match effect {
                    Effect::Connect => { *socket = true; inbox.clear(); }
                    Effect::Drop => { *socket = false; inbox.clear(); }
                    Effect::Send(message) => {
                        prop_assert!(*socket, "sent on no socket");
                        if let ClientMessage::Hello { after, .. } = message {
                            inbox.push(server.welcome(Seat::South, after));
                        } else {
                            inbox.extend(server.handle(Side::South, &message));
                        }
                    }
                    Effect::RetryIn(_) | Effect::Watch(_) | Effect::Keep => {}
                }
            }
            Ok(())
        };
        step(&mut client, Step::Opened, &mut socket, &mut inbox, &mut server)?;
        for weather in run {
            match weather {
                Weather::Drop | Weather::Silence if socket => {
                    socket = false;
                    inbox.clear();
                    let lost = if matches!(weather, Weather::Drop) {
                        Step::Closed { now: 0.0, jitter: 0.5 }
                    } else {
                        Step::Silent { now: 0.0, jitter: 0.5 }
                    };
                    step(&mut client, lost, &mut socket, &mut inbox, &mut server)?;
                }
                Weather::Drop | Weather::Silence => {
                    step(&mut client, Step::Retry, &mut socket, &mut inbox, &mut server)?;
                    if socket {
                        step(&mut client, Step::Opened, &mut socket, &mut inbox, &mut server)?;
                    }
                }
                Weather::Tap(index) => {
                    if let Some(game) = client.board() {
                        let moves = game.legal_moves();
                        if let Some(&tapped) = moves.get(index % moves.len().max(1)) {
                            step(&mut client, act(Command::Play(tapped)), &mut socket, &mut inbox, &mut server)?;
                        }
                    }
                }
                Weather::Opponent(index) => {
                    let game = server.table.game().clone();
                    if game.to_move() == Side::North && server.table.state() == State::Playing {
                        let moves = game.legal_moves();
                        let ply = game.plies().len();
                        let pit = moves[index % moves.len()];
                        let last = server.log.len() as u64;
                        server.handle(Side::North, &ClientMessage::Play { ply, pit: pit.letter() });
                        if socket {
                            inbox.push(server.events(last));
                        }
                    }
                }
                Weather::Deliver => {
                    for text in std::mem::take(&mut inbox) {
                        step(&mut client, received(text), &mut socket, &mut inbox, &mut server)?;
                    }
                }
            }
        }
        // The weather clears: connect and let everything arrive.
        for _ in 0..4 {
            if !socket {
                step(&mut client, Step::Retry, &mut socket, &mut inbox, &mut server)?;
                step(&mut client, Step::Opened, &mut socket, &mut inbox, &mut server)?;
            }
            while !inbox.is_empty() {
                for text in std::mem::take(&mut inbox) {
                    step(&mut client, received(text), &mut socket, &mut inbox, &mut server)?;
                }
            }
        }
        prop_assert_eq!(client.connection, Connection::Open);
        prop_assert_eq!(client.pending, None);
        prop_assert_eq!(client.table(), Some(&server.table));
        // Every ply of the log is there once: the server refuses a second move at a ply.
        let plies: Vec<usize> = server.log.iter().filter_map(|event| match event.input {
            Input::Command { ply, command: Command::Play(_), .. } => Some(ply),
            _ => None,
        }).collect();
        prop_assert_eq!(plies.clone(), (0..plies.len()).collect::<Vec<_>>());
    }
}
