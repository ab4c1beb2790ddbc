use proptest::prelude::*;

use super::*;
use crate::Refusal;
use kawu_engine::Rules;

fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).expect("a pit")
}

fn every_client_message() -> Vec<ClientMessage> {
    let mut messages = vec![
        ClientMessage::Hello {
            game: "g1".to_owned(),
            secret: Some("s".to_owned()),
            invite: None,
            name: None,
            after: Some(12),
        },
        ClientMessage::Hello {
            game: "g1".to_owned(),
            secret: None,
            invite: Some("i".to_owned()),
            name: Some("Ama".to_owned()),
            after: None,
        },
        ClientMessage::Pong { n: 7 },
    ];
    messages.push(ClientMessage::command(3, Command::Play(pit('d'))));
    messages.extend(
        Command::WORDS
            .iter()
            .map(|(_, command)| ClientMessage::command(4, *command)),
    );
    messages
}

#[test]
fn client_messages_round_trip_and_carry_their_command() {
    for message in every_client_message() {
        let text = text(&message);
        assert_eq!(ClientMessage::parse(&text), Ok(message.clone()), "{text}");
        if let Ok(Some((ply, command))) = message.as_command() {
            assert_eq!(ClientMessage::command(ply, command), message);
            assert!(
                text.contains(&format!("\"t\":\"{}\"", command.word())),
                "{text}"
            );
        }
    }
}

#[test]
fn the_wire_reads_what_the_protocol_documents() {
    assert_eq!(
        ClientMessage::parse(r#"{"t":"play","ply":12,"pit":"C"}"#),
        Ok(ClientMessage::Play { ply: 12, pit: 'C' })
    );
    assert_eq!(
        ClientMessage::parse(r#"{"t":"claim-win","ply":40}"#),
        Ok(ClientMessage::ClaimWin { ply: 40 })
    );
    assert_eq!(
        ClientMessage::parse(r#"{"t":"hello","game":"abc"}"#),
        Ok(ClientMessage::Hello {
            game: "abc".to_owned(),
            secret: None,
            invite: None,
            name: None,
            after: None
        })
    );
}

fn every_event() -> Vec<Event> {
    let inputs = [
        Input::Seat {
            side: Side::South,
            name: "Ama \"Kofi\"".to_owned(),
        },
        Input::Presence {
            side: Side::North,
            connected: false,
        },
        Input::Command {
            side: Side::South,
            ply: 0,
            command: Command::Play(pit('C')),
            lag_ms: 40,
        },
        Input::Tick,
        Input::Expire,
    ];
    let commands = Command::WORDS.iter().map(|(_, command)| Input::Command {
        side: Side::North,
        ply: 9,
        command: *command,
        lag_ms: 0,
    });
    inputs
        .into_iter()
        .chain(commands)
        .enumerate()
        .map(|(index, input)| Event {
            seq: index as u64 + 1,
            at: 1_700_000_000_000 + index as u64,
            input,
        })
        .collect()
}

#[test]
fn server_messages_round_trip_with_every_kind_of_event() {
    let events = every_event();
    let messages = [
        ServerMessage::Welcome {
            seat: Seat::Spectator,
            secret: None,
            game: GameInfo {
                id: "g1".to_owned(),
                clock: clock(TimeControl::PRESETS[0]),
                created: 5,
                rules: Rules::KALAH,
            },
            full: true,
            events: events.clone(),
            now: 9,
        },
        ServerMessage::Events { events, now: 10 },
        ServerMessage::Done {
            ply: 3,
            command: "play".to_owned(),
        },
        ServerMessage::Refused {
            ply: 3,
            command: "play".to_owned(),
            code: Refusal::NotYourTurn.code().to_owned(),
            message: Refusal::NotYourTurn.to_string(),
        },
        ServerMessage::Error {
            code: ErrorCode::HelloFirst,
            message: "say hello first".to_owned(),
        },
        ServerMessage::Ping { n: 1, now: 2 },
        ServerMessage::Bye {
            reason: "restart".to_owned(),
        },
    ];
    for message in messages {
        let text = text(&message);
        assert_eq!(ServerMessage::parse(&text), Ok(message), "{text}");
    }
}

#[test]
fn an_event_travels_flat() {
    let play = &every_event()[2];
    assert_eq!(
        text(play),
        r#"{"seq":3,"at":1700000000002,"kind":"play","side":"south","ply":0,"pit":"C","lag":40}"#
    );
}

#[test]
fn every_error_says_what_is_wrong() {
    let long = format!(
        r#"{{"t":"pong","n":1,"pad":"{}"}}"#,
        "x".repeat(MAX_MESSAGE_BYTES)
    );
    assert_eq!(
        ClientMessage::parse(&long),
        Err(WireError::TooLarge(long.len()))
    );
    for (text, says) in [
        ("", "EOF"),
        ("{", "EOF"),
        ("[1,2]", "invalid type"),
        (r#"{"t":"castle","ply":1}"#, "unknown variant `castle`"),
        (r#"{"t":"play","ply":-1,"pit":"C"}"#, "invalid value"),
        (r#"{"t":"play","pit":"C"}"#, "missing field `ply`"),
        (r#"{"t":"play","ply":1,"pit":"CC"}"#, "invalid value"),
        (r#"{"ply":1}"#, "missing field `t`"),
    ] {
        match ClientMessage::parse(text) {
            Err(WireError::Malformed(why)) => assert!(why.contains(says), "{text}: {why}"),
            other => panic!("{text}: {other:?}"),
        }
    }
    let bad_pit = ClientMessage::parse(r#"{"t":"play","ply":1,"pit":"G"}"#).expect("parses");
    assert_eq!(bad_pit.as_command(), Err(WireError::Pit('G')));
    assert!(WireError::Pit('G').to_string().contains("names no pit"));
    for (event, says) in [
        (
            r#"{"seq":1,"at":1,"kind":"seat","side":"south"}"#,
            "needs a name",
        ),
        (
            r#"{"seq":1,"at":1,"kind":"play","side":"south","ply":0}"#,
            "needs a pit",
        ),
        (
            r#"{"seq":1,"at":1,"kind":"play","side":"south","ply":0,"pit":"z"}"#,
            "names no pit",
        ),
        (
            r#"{"seq":1,"at":1,"kind":"resign","side":"spectator","ply":0}"#,
            "needs a side",
        ),
        (
            r#"{"seq":1,"at":1,"kind":"castle"}"#,
            "no event is a \"castle\"",
        ),
    ] {
        let message = format!(r#"{{"t":"events","now":1,"events":[{event}]}}"#);
        match ServerMessage::parse(&message) {
            Err(WireError::Malformed(why)) => assert!(why.contains(says), "{event}: {why}"),
            other => panic!("{event}: {other:?}"),
        }
    }
}

#[test]
fn a_game_s_rules_travel_as_their_spec_abapa_when_absent() {
    let created: CreateGame =
        serde_json::from_str(r#"{"color":"south"}"#).expect("an old client's request");
    assert_eq!(created.rules, Rules::ABAPA);
    for rules in [
        Rules::AWALE,
        Rules::KALAH,
        "stuck=draw,100-plies=no".parse().expect("a spec"),
    ] {
        let request = CreateGame {
            rules,
            ..created.clone()
        };
        let text = serde_json::to_string(&request).expect("serializes");
        assert!(text.contains(&format!(r#""rules":"{rules}""#)), "{text}");
        assert_eq!(
            serde_json::from_str::<CreateGame>(&text).expect("reads"),
            request
        );
    }
    let refused = serde_json::from_str::<CreateGame>(r#"{"color":"south","rules":"chess"}"#)
        .expect_err("no such rules");
    assert!(refused.to_string().contains("chess"), "{refused}");
}

#[test]
fn names_are_trimmed_and_bounded() {
    assert_eq!(check_name("  Ama  "), Ok("Ama".to_owned()));
    assert_eq!(
        check_name("Ɛsi Nyamekye-Ablɔ"),
        Ok("Ɛsi Nyamekye-Ablɔ".to_owned())
    );
    assert_eq!(check_name(&"é".repeat(20)), Ok("é".repeat(20)));
    assert_eq!(check_name(&"é".repeat(21)), Err(NameError::TooLong));
    assert_eq!(check_name("   "), Err(NameError::Empty));
    assert_eq!(check_name("a\u{7}b"), Err(NameError::Control));
    assert_eq!(check_name("a\nb"), Err(NameError::Control));
}

#[test]
fn a_seat_knows_its_side_and_time_controls_travel_both_ways() {
    assert_eq!(Seat::from(Side::North).side(), Some(Side::North));
    assert_eq!(Seat::Spectator.side(), None);
    for control in TimeControl::PRESETS
        .into_iter()
        .chain([TimeControl::Unlimited])
    {
        assert_eq!(super::control(clock(control)), control);
    }
}

proptest! {
    #[test]
    fn parsing_any_text_never_panics(text in ".{0,300}") {
        let _ = ClientMessage::parse(&text);
        let _ = ServerMessage::parse(&text);
    }

    #[test]
    fn parsing_near_misses_never_panics(ply in any::<u64>(), pit in any::<char>(), t in "[a-z-]{0,12}") {
        let text = format!(r#"{{"t":"{t}","ply":{ply},"pit":"{pit}"}}"#);
        if let Ok(message) = ClientMessage::parse(&text) {
            let _ = message.as_command();
        }
    }
}
