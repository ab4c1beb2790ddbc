//! Hostile and broken clients against a real `kawu-server`: each gets a clear error (and a
//! close with a reason where it is hostile), and the game is unharmed.

mod support;

use kawu_online::wire::{ClientMessage, Color, CreateGame, ErrorCode, ServerMessage};
use support::{back, body_of, join, Client, Database, Scratch, Server};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::Message;

fn game() -> CreateGame {
    CreateGame {
        clock: None,
        color: Color::South,
        name: None,
        rules: kawu_engine::Rules::ABAPA,
    }
}

fn is_error(code: ErrorCode) -> impl Fn(&ServerMessage) -> bool {
    move |message| matches!(message, ServerMessage::Error { code: said, .. } if *said == code)
}

/// After all the abuse, the creator still plays the first move.
async fn unharmed(server: &Server, game: &str, secret: &str) {
    let (mut south, _) = Client::hello(server, back(game, secret, None)).await;
    south.send(&ClientMessage::Play { ply: 0, pit: 'C' }).await;
    let done = south
        .until(|message| {
            matches!(
                message,
                ServerMessage::Done { .. } | ServerMessage::Refused { .. }
            )
        })
        .await;
    assert!(
        matches!(done, ServerMessage::Done { ply: 0, .. }),
        "{done:?}"
    );
}

#[tokio::test]
async fn wrong_missing_or_foreign_credentials_get_words_and_a_close() {
    let scratch = Scratch::new("credentials");
    let server = Server::start(&scratch.dist(), Database::sqlite(&scratch).url());
    let created = server.create(&game()).await;

    let (mut wrong, said) =
        Client::hello(&server, back(&created.game, "not-the-secret", None)).await;
    assert!(is_error(ErrorCode::BadSecret)(&said), "{said:?}");
    assert_eq!(wrong.closed().await.map(|(code, _)| code), Some(1008));

    let (mut unknown, said) =
        Client::hello(&server, back("no-such-game", &created.secret, None)).await;
    assert!(is_error(ErrorCode::UnknownGame)(&said), "{said:?}");
    assert!(unknown.closed().await.is_some());

    let mut rude = Client::open(&server).await;
    rude.send(&ClientMessage::Play { ply: 0, pit: 'C' }).await;
    let said = rude.next().await.expect("an answer");
    assert!(is_error(ErrorCode::HelloFirst)(&said), "{said:?}");
    assert_eq!(rude.closed().await.map(|(code, _)| code), Some(1008));

    // A stranger with no credentials watches, and cannot act for a seat.
    let hello = ClientMessage::Hello {
        game: created.game.clone(),
        secret: None,
        invite: None,
        name: None,
        after: None,
    };
    let (mut stranger, welcome) = Client::hello(&server, hello).await;
    assert!(matches!(
        welcome,
        ServerMessage::Welcome {
            seat: kawu_online::wire::Seat::Spectator,
            ..
        }
    ));
    for message in [
        ClientMessage::Play { ply: 0, pit: 'C' },
        ClientMessage::Resign { ply: 0 },
        ClientMessage::Abort { ply: 0 },
        ClientMessage::ClaimWin { ply: 0 },
    ] {
        stranger.send(&message).await;
        stranger.until(is_error(ErrorCode::NotSeated)).await;
    }
    // A second hello is refused.
    stranger
        .send(&back(&created.game, &created.secret, None))
        .await;
    stranger.until(is_error(ErrorCode::HelloFirst)).await;

    let (mut north, _) = Client::hello(&server, join(&created.game, &created.invite, "Kofi")).await;
    // North moves in South's turn, and South's pits.
    for message in [
        ClientMessage::Play { ply: 0, pit: 'c' },
        ClientMessage::Play { ply: 0, pit: 'C' },
    ] {
        north.send(&message).await;
        let refused = north
            .until(|message| matches!(message, ServerMessage::Refused { .. }))
            .await;
        assert!(
            matches!(refused, ServerMessage::Refused { ref code, .. } if code == "not-your-turn")
        );
    }
    unharmed(&server, &created.game, &created.secret).await;
}

#[tokio::test]
async fn floods_huge_frames_and_broken_text_are_closed_with_a_reason() {
    let scratch = Scratch::new("floods");
    let server = Server::start(&scratch.dist(), Database::sqlite(&scratch).url());
    let created = server.create(&game()).await;
    let (_north, _) = Client::hello(&server, join(&created.game, &created.invite, "Kofi")).await;

    // 10⁴ messages as fast as they go: told to slow down, then closed.
    let (mut flood, _) = Client::hello(&server, back(&created.game, &created.secret, None)).await;
    for n in 0..10_000 {
        if flood.try_send(&ClientMessage::Pong { n }).await.is_err() {
            break;
        }
    }
    flood.until(is_error(ErrorCode::TooFast)).await;
    assert_eq!(
        flood.closed().await,
        Some((1008, "too many refused messages".to_owned()))
    );

    // A 1 MB frame.
    let (huge, _) = Client::hello(&server, back(&created.game, &created.secret, None)).await;
    let closed = huge
        .send_until_closed(Message::text("x".repeat(1 << 20)))
        .await;
    assert_eq!(closed.map(|(code, _)| code), Some(1009));

    // Text that is not UTF-8.
    let (mut broken, _) = Client::hello(&server, back(&created.game, &created.secret, None)).await;
    let frame = Frame::message(vec![0xff, 0xfe, 0x22], OpCode::Data(Data::Text), true);
    let _ = broken.try_send_raw(Message::Frame(frame)).await;
    assert_eq!(broken.closed().await.map(|(code, _)| code), Some(1007));

    // Binary, malformed and unknown messages: an error in words each, and the socket stays.
    let (mut odd, _) = Client::hello(&server, back(&created.game, &created.secret, None)).await;
    for message in [
        Message::binary(vec![1, 2, 3]),
        Message::text("{"),
        Message::text(r#"{"t":"castle","ply":0}"#),
        Message::text(r#"{"t":"play","ply":0,"pit":"Z"}"#),
    ] {
        odd.send_raw(message).await;
        match odd.until(is_error(ErrorCode::Malformed)).await {
            ServerMessage::Error { message, .. } => assert!(!message.is_empty()),
            other => panic!("{other:?}"),
        }
    }
    drop((flood, broken, odd));
    unharmed(&server, &created.game, &created.secret).await;

    // The metrics counted it all.
    let (_, metrics) = server.get("/metrics", &[]).await;
    for line in [
        "kawu_moves_total 1",
        "# TYPE kawu_refused_total counter",
        "kawu_move_relay_seconds_count 1",
        "# TYPE kawu_database_seconds histogram",
        "# TYPE kawu_sockets gauge",
    ] {
        assert!(metrics.contains(line), "{line}: {metrics}");
    }
}

#[tokio::test]
async fn the_http_side_is_locked_down_and_says_what_is_wrong() {
    let scratch = Scratch::new("http");
    let server = Server::start(&scratch.dist(), Database::sqlite(&scratch).url());
    let (status, info) = server.get("/api/info", &[]).await;
    assert_eq!(status, 200);
    assert_eq!(body_of(&info), r#"{"protocol":"kawu-online 1"}"#);

    let (status, page) = server.get("/", &[]).await;
    assert_eq!(status, 200);
    let lower = page.to_ascii_lowercase();
    let host = server.base.trim_start_matches("http://");
    assert!(lower.contains(&format!("content-security-policy: default-src 'self'; connect-src 'self' ws://{host} wss://{host}; object-src 'none'; frame-ancestors 'none'")), "{page}");
    assert!(lower.contains("x-content-type-options: nosniff"), "{page}");
    assert!(lower.contains("referrer-policy: no-referrer"), "{page}");
    assert!(page.contains("<p>kawu</p>"));

    let (status, health) = server.get("/healthz", &[]).await;
    assert_eq!((status, body_of(&health)), (200, "ok\n"));

    for (body, says) in [
        ("{", "not a new game"),
        (r#"{"color":"east"}"#, "not a new game"),
        (r#"{"color":"south","rules":"chess"}"#, "chess"),
        (r#"{"color":"south","rules":"stuck=maybe"}"#, "maybe"),
        (
            r#"{"color":"south","clock":{"initial_ms":1000,"increment_ms":0}}"#,
            "at least",
        ),
        (
            r#"{"color":"south","name":"   "}"#,
            "at least one character",
        ),
        (
            r#"{"color":"south","name":"a\u0007b"}"#,
            "control characters",
        ),
    ] {
        let (status, answer) = server.post("/api/games", body).await;
        assert_eq!(status, 400, "{body}: {answer}");
        assert!(body_of(&answer).contains(says), "{body}: {answer}");
    }
    let (status, _) = server.post("/api/games", &"x".repeat(8_192)).await;
    assert_eq!(status, 413, "a body larger than the cap");

    // A socket opened by another site's page.
    let mut request = server
        .socket_url()
        .into_client_request()
        .expect("a request");
    request
        .headers_mut()
        .insert("Origin", "https://evil.example".parse().expect("a header"));
    match tokio_tungstenite::connect_async(request).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), 403);
        }
        other => panic!("a foreign page's socket opened: {:?}", other.map(|_| ())),
    }

    // Creating games without end: a burst, then 429 with words, whatever a client claims to be
    // (this node trusts no proxy).
    let refused = create_until_refused(&server, |n| format!("203.0.113.{n}")).await;
    assert!(body_of(&refused).contains("too many games"), "{refused}");

    let (status, metrics) = server.get("/metrics", &[]).await;
    assert_eq!(status, 200);
    for line in [
        "# TYPE kawu_games_created_total counter",
        "kawu_games_loaded 0",
    ] {
        assert!(metrics.contains(line), "{line}: {metrics}");
    }
}

/// Creates games, each from the client `from(n)` names in `X-Forwarded-For`, until refused; the
/// refusal.
async fn create_until_refused(server: &Server, from: impl Fn(usize) -> String) -> String {
    for n in 0..40 {
        let client = from(n);
        let (status, answer) = server
            .post_with(
                "/api/games",
                r#"{"color":"random"}"#,
                &[("X-Forwarded-For", &client)],
            )
            .await;
        if status == 429 {
            return answer;
        }
        assert_eq!(status, 201, "{answer}");
    }
    panic!("the address is not limited");
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_client_has_its_own_limits() {
    let scratch = Scratch::new("proxy");
    let database = Database::sqlite(&scratch);
    let server = Server::start_with(
        &scratch.dist(),
        database.url(),
        &["--trusted-proxies", "10.9.9.9,127.0.0.1"],
    );
    // One client behind the proxy creates games until refused …
    let one = |_| "198.51.100.1, 203.0.113.7".to_owned();
    let refused = create_until_refused(&server, one).await;
    assert!(body_of(&refused).contains("too many games"), "{refused}");
    // … and another one is not refused: the proxy's address is not counted.
    let (status, answer) = server
        .post_with(
            "/api/games",
            r#"{"color":"south"}"#,
            &[("X-Forwarded-For", "203.0.113.8")],
        )
        .await;
    assert_eq!(status, 201, "{answer}");
}
