//! Whole online games against a real `kawu-server`, on SQLite and on PostgreSQL: an invitation,
//! a spectator, moves checked by the referee, a resent move applied once, a server killed with
//! `kill -9` that loses no acknowledged move, two nodes sharing PostgreSQL, flags that fall.

mod support;

use kawu_engine::{Pit, Rules, Side};
use kawu_online::wire::{
    self, ClientMessage, Color, CreateGame, Created, ErrorCode, Seat, ServerMessage,
};
use kawu_online::{Command, Ending, Event, Input, State, Table, TimeControl};
use support::{back, join, Client, Database, Scratch, Server};

fn unlimited() -> CreateGame {
    CreateGame {
        clock: None,
        color: Color::South,
        name: Some("Ama".to_owned()),
        rules: Rules::ABAPA,
    }
}

/// The table a client's events describe.
fn table(created: u64, clock: Option<wire::Clock>, events: &[Event]) -> Table {
    Table::replay(wire::control(clock), Rules::ABAPA, created, events)
        .expect("a valid time control")
}

fn welcome_seat(message: &ServerMessage) -> (Seat, Option<String>, u64) {
    match message {
        ServerMessage::Welcome {
            seat, secret, game, ..
        } => (*seat, secret.clone(), game.created),
        other => panic!("not a welcome: {other:?}"),
    }
}

/// Both players of a new game, seated, with the game's creation time.
async fn seated(server: &Server, request: &CreateGame) -> (Created, Client, Client, String, u64) {
    seated_on(server, server, request).await
}

/// Both players of a new game, its creator on node `one` and the friend on node `two`, seated;
/// the friend's new secret and the game's creation time.
async fn seated_on(
    one: &Server,
    two: &Server,
    request: &CreateGame,
) -> (Created, Client, Client, String, u64) {
    let created = one.create(request).await;
    let (mut south, welcome) = Client::hello(one, back(&created.game, &created.secret, None)).await;
    let (seat, _, at) = welcome_seat(&welcome);
    assert_eq!(seat, created.seat);
    let (north, welcome) = Client::hello(two, join(&created.game, &created.invite, "Kofi")).await;
    let (seat, secret, _) = welcome_seat(&welcome);
    assert_eq!(
        Some(seat),
        created.seat.side().map(|side| Seat::from(side.other()))
    );
    let secret = secret.expect("a new seat's secret");
    let seq = north.seq();
    south.until_seq(seq).await;
    (created, south, north, secret, at)
}

/// Sends `pit` at `ply` for `client` and waits until the server says it is done.
async fn play_at(client: &mut Client, ply: usize, pit: Pit) {
    client
        .send(&ClientMessage::command(ply, Command::Play(pit)))
        .await;
    let answer = client
        .until(|message| {
            matches!(
                message,
                ServerMessage::Done { .. } | ServerMessage::Refused { .. }
            )
        })
        .await;
    assert_eq!(
        answer,
        ServerMessage::Done {
            ply,
            command: "play".to_owned()
        }
    );
}

/// Plays the move `pick` chooses for whoever is to move; returns the ply played.
async fn play_one(players: &mut [Client; 2], created: u64, pick: usize) -> usize {
    let now = table(created, None, &players[0].events);
    let ply = now.game().plies().len();
    let mover = now.game().to_move().index();
    let legal = now.game().legal_moves();
    let pit = legal[pick % legal.len()];
    play_at(&mut players[mover], ply, pit).await;
    let seq = players[mover].seq();
    players[1 - mover].until_seq(seq).await;
    ply
}

async fn a_whole_game_through_an_invitation(database: Database, scratch: &Scratch) {
    let server = Server::start(&scratch.dist(), database.url());
    let (created, south, north, _, at) = seated(&server, &unlimited()).await;
    let (mut watcher, welcome) =
        Client::hello(&server, join(&created.game, &created.invite, "Late")).await;
    assert_eq!(
        welcome_seat(&welcome).0,
        Seat::Spectator,
        "a used invitation shows the game"
    );
    let mut players = [south, north];
    let mut pick = 7;
    while !table(at, None, &players[0].events).state().is_over() {
        play_one(&mut players, at, pick).await;
        pick = (pick * 31 + 17) % 1_009;
        let (south, north) = (&players[0], &players[1]);
        assert_eq!(
            table(at, None, &south.events).snapshot(0),
            table(at, None, &north.events).snapshot(0),
            "both boards agree after every move"
        );
    }
    let seq = players[0].seq();
    watcher.until_seq(seq).await;
    assert_eq!(
        watcher.events, players[0].events,
        "the spectator saw every event"
    );
    assert!(matches!(
        table(at, None, &watcher.events).state(),
        State::Over {
            ending: Ending::Seeds(_),
            ..
        }
    ));
    watcher.send(&ClientMessage::Resign { ply: 0 }).await;
    let refused = watcher
        .until(|message| matches!(message, ServerMessage::Error { .. }))
        .await;
    assert!(matches!(
        refused,
        ServerMessage::Error {
            code: ErrorCode::NotSeated,
            ..
        }
    ));
}

async fn a_resent_move_is_applied_once_and_bad_plies_are_refused(
    database: Database,
    scratch: &Scratch,
) {
    let server = Server::start(&scratch.dist(), database.url());
    let (_, mut south, mut north, _, _) = seated(&server, &unlimited()).await;
    let c = ClientMessage::Play { ply: 0, pit: 'C' };
    for _ in 0..2 {
        south.send(&c).await;
        let done = south
            .until(|message| matches!(message, ServerMessage::Done { .. }))
            .await;
        assert_eq!(
            done,
            ServerMessage::Done {
                ply: 0,
                command: "play".to_owned()
            }
        );
    }
    let plays = |events: &[Event]| {
        events
            .iter()
            .filter(|event| {
                matches!(
                    event.input,
                    Input::Command {
                        command: Command::Play(_),
                        ..
                    }
                )
            })
            .count()
    };
    assert_eq!(plays(&south.events), 1, "played once");
    for (message, code) in [
        (ClientMessage::Play { ply: 0, pit: 'D' }, "stale"),
        (ClientMessage::Play { ply: 5, pit: 'c' }, "future"),
        (ClientMessage::Play { ply: 1, pit: 'C' }, "illegal"),
        (ClientMessage::OfferDraw { ply: 0 }, "past"),
    ] {
        north.send(&message).await;
        match north
            .until(|message| matches!(message, ServerMessage::Refused { .. }))
            .await
        {
            ServerMessage::Refused {
                code: said,
                message: words,
                ..
            } => {
                assert_eq!(said, code, "{words}");
                assert!(!words.is_empty());
            }
            other => panic!("{other:?}"),
        }
    }
    south.send(&ClientMessage::Play { ply: 1, pit: 'D' }).await;
    match south
        .until(|message| matches!(message, ServerMessage::Refused { .. }))
        .await
    {
        ServerMessage::Refused { code, .. } => assert_eq!(code, "not-your-turn"),
        other => panic!("{other:?}"),
    }
    north.send(&ClientMessage::Play { ply: 1, pit: 'c' }).await;
    north
        .until(|message| matches!(message, ServerMessage::Done { .. }))
        .await;
    south.until_seq(north.seq()).await;
    assert_eq!(plays(&south.events), 2);
}

async fn a_killed_server_loses_no_acknowledged_move(database: Database, scratch: &Scratch) {
    let mut server = Server::start(&scratch.dist(), database.url());
    let (created, south, north, north_secret, at) = seated(&server, &unlimited()).await;
    let mut players = [south, north];
    for pick in 0..6 {
        play_one(&mut players, at, pick).await;
    }
    let acknowledged = table(at, None, &players[0].events).game().plies().len();
    server.kill();
    server.restart();
    let [south, north] = players;
    let (mut south_again, welcome) = Client::hello(
        &server,
        back(&created.game, &created.secret, Some(south.seq())),
    )
    .await;
    assert!(matches!(
        welcome,
        ServerMessage::Welcome { full: false, .. }
    ));
    south_again.events = south.events;
    let (mut north_again, _) = Client::hello(
        &server,
        back(&created.game, &north_secret, Some(north.seq())),
    )
    .await;
    north_again.events = north.events;
    let mut players = [south_again, north_again];
    assert_eq!(
        table(at, None, &players[1].events).game().plies().len(),
        acknowledged,
        "every acknowledged move is still there"
    );
    for pick in 0..4 {
        play_one(&mut players, at, pick).await;
    }
    // A client far behind gets the whole log, which has every move.
    let (whole, welcome) = Client::hello(&server, back(&created.game, &created.secret, None)).await;
    assert!(matches!(welcome, ServerMessage::Welcome { full: true, .. }));
    assert_eq!(
        table(at, None, &whole.events).game().plies().len(),
        acknowledged + 4
    );
    if matches!(database, Database::Sqlite(_)) {
        // A node alone on its database starts with nobody there: the killed node's sockets are
        // recorded as gone, so that an opponent who never comes back can be claimed against.
        let gone = whole
            .events
            .iter()
            .filter(|event| {
                matches!(
                    event.input,
                    Input::Presence {
                        connected: false,
                        ..
                    }
                )
            })
            .count();
        assert!(gone >= 2, "both seats recorded as gone after the restart");
    }
}

async fn a_flag_falls_with_nobody_moving(database: Database, scratch: &Scratch, nodes: usize) {
    let servers: Vec<Server> = (0..nodes)
        .map(|_| Server::start(&scratch.dist(), database.url()))
        .collect();
    let request = CreateGame {
        clock: Some(wire::Clock {
            initial_ms: 15_000,
            increment_ms: 0,
        }),
        color: Color::South,
        name: None,
        rules: Rules::ABAPA,
    };
    let (_, south, north, _, at) = seated(&servers[0], &request).await;
    let mut players = [south, north];
    play_one(&mut players, at, 0).await;
    play_one(&mut players, at, 0).await;
    // South's clock runs; nobody moves. The sweep of one node ends the game.
    let [mut south, _] = players;
    let clock = Some(wire::Clock {
        initial_ms: 15_000,
        increment_ms: 0,
    });
    while !table(at, clock, &south.events).state().is_over() {
        south.next().await.expect("the socket stays open");
    }
    assert_eq!(
        table(at, clock, &south.events).state(),
        State::Over {
            result: Some(kawu_online::GameResult::Win(Side::North)),
            ending: Ending::Time
        }
    );
    let ticks = south
        .events
        .iter()
        .filter(|event| event.input == Input::Tick)
        .count();
    assert_eq!(ticks, 1, "ended once, by one node");
}

async fn two_nodes_play_one_game(database: Database, scratch: &Scratch) {
    let one = Server::start(&scratch.dist(), database.url());
    let mut two = Server::start(&scratch.dist(), database.url());
    let (created, south, north, north_secret, at) = seated_on(&one, &two, &unlimited()).await;
    let mut players = [south, north];
    for pick in 0..10 {
        play_one(&mut players, at, pick).await;
    }
    // Node two drains: its player is told, and finishes the game on node one.
    assert!(two.terminate(), "a drained node ends well");
    let [south, mut north] = players;
    let bye = north
        .until(|message| matches!(message, ServerMessage::Bye { .. }))
        .await;
    assert!(matches!(bye, ServerMessage::Bye { .. }));
    let (mut north_again, _) =
        Client::hello(&one, back(&created.game, &north_secret, Some(north.seq()))).await;
    north_again.events = north.events;
    let mut players = [south, north_again];
    let mut pick = 3;
    while !table(at, None, &players[0].events).state().is_over() {
        play_one(&mut players, at, pick).await;
        pick = (pick * 7 + 5) % 1_009;
    }
}

async fn a_node_that_lost_its_listener_catches_up(database: Database, scratch: &Scratch) {
    let one = Server::start(&scratch.dist(), database.url());
    let two = Server::start(&scratch.dist(), database.url());
    let (_, south, north, _, at) = seated_on(&one, &two, &unlimited()).await;
    let mut players = [south, north];
    play_one(&mut players, at, 0).await;
    // Cut every listener off: the nodes listen again and read what they missed.
    let killed = {
        use sqlx::Connection;
        let mut admin = sqlx::PgConnection::connect(database.url())
            .await
            .expect("PostgreSQL");
        sqlx::query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE query LIKE 'LISTEN%' AND datname = current_database()",
        )
        .fetch_all(&mut admin)
        .await
        .expect("the listeners")
        .len()
    };
    assert_eq!(killed, 2, "one listener a node");
    for pick in 1..8 {
        play_one(&mut players, at, pick).await;
    }
}

async fn a_dead_node_s_player_is_gone_after_its_lease(database: Database, scratch: &Scratch) {
    let lease = ["--lease-seconds", "1"];
    let mut one = Server::start_with(&scratch.dist(), database.url(), &lease);
    let two = Server::start_with(&scratch.dist(), database.url(), &lease);
    let (created, south, north, _, at) = seated_on(&one, &two, &unlimited()).await;
    let mut players = [south, north];
    play_one(&mut players, at, 0).await;
    let [_, mut north] = players;
    let south = created.seat.side().expect("the creator's seat");
    let present = |north: &Client| table(at, None, &north.events).present(south);
    assert!(present(&north), "the creator is connected");
    // Node one dies with its player, who does not come back: once its lease has ended, node two
    // records the player gone.
    one.kill();
    while present(&north) {
        north.next().await.expect("the socket stays open");
    }
    let gone = Input::Presence {
        side: south,
        connected: false,
    };
    let recorded = north.events.iter().filter(|event| event.input == gone);
    assert_eq!(recorded.count(), 1, "recorded once");
}

async fn one_move_sent_on_two_nodes_at_once_is_played_once(database: Database, scratch: &Scratch) {
    let one = Server::start(&scratch.dist(), database.url());
    let two = Server::start(&scratch.dist(), database.url());
    let (created, south, north, north_secret, at) = seated_on(&one, &two, &unlimited()).await;
    let mut players = [south, north];
    for round in 0..6 {
        // The player to move has a second tab, on the other node, and both tabs send the same
        // move at once: whichever node writes second reads the first one's event, and answers
        // `done` without playing it again.
        let now = table(at, None, &players[0].events);
        let ply = now.game().plies().len();
        let mover = now.game().to_move().index();
        let node = if mover == 0 { &two } else { &one };
        let secret = if mover == 0 {
            created.secret.clone()
        } else {
            north_secret.clone()
        };
        let (mut tab, _) = Client::hello(node, back(&created.game, &secret, None)).await;
        let legal = now.game().legal_moves();
        let play = ClientMessage::command(ply, Command::Play(legal[round % legal.len()]));
        tokio::join!(players[mover].send(&play), tab.send(&play));
        let done = ServerMessage::Done {
            ply,
            command: "play".to_owned(),
        };
        let is_answer = |message: &ServerMessage| {
            matches!(
                message,
                ServerMessage::Done { .. } | ServerMessage::Refused { .. }
            )
        };
        assert_eq!(players[mover].until(is_answer).await, done);
        assert_eq!(tab.until(is_answer).await, done);
        let seq = players[mover].seq().max(tab.seq());
        players[1 - mover].until_seq(seq).await;
        players[mover].until_seq(seq).await;
    }
    for player in &players {
        let plies = table(at, None, &player.events).game().plies().len();
        assert_eq!(plies, 6, "each move played once");
    }
}

#[tokio::test]
async fn postgres_one_move_sent_on_two_nodes_at_once_is_played_once() {
    let scratch = Scratch::new("pg-race");
    if let Some(database) = Database::postgres().await {
        one_move_sent_on_two_nodes_at_once_is_played_once(database, &scratch).await;
    }
}

#[tokio::test]
async fn postgres_a_dead_node_s_player_is_gone_after_its_lease() {
    let scratch = Scratch::new("pg-lease");
    if let Some(database) = Database::postgres().await {
        a_dead_node_s_player_is_gone_after_its_lease(database, &scratch).await;
    }
}

#[tokio::test]
async fn postgres_a_node_that_lost_its_listener_catches_up() {
    let scratch = Scratch::new("pg-listener");
    if let Some(database) = Database::postgres().await {
        a_node_that_lost_its_listener_catches_up(database, &scratch).await;
    }
}

async fn a_game_of_kalah_is_played_under_its_rules(database: Database, scratch: &Scratch) {
    let server = Server::start(&scratch.dist(), database.url());
    let request = CreateGame {
        rules: Rules::KALAH,
        ..unlimited()
    };
    let created = server.create(&request).await;
    let (mut south, _) = Client::hello(&server, back(&created.game, &created.secret, None)).await;
    let (north, welcome) =
        Client::hello(&server, join(&created.game, &created.invite, "Kofi")).await;
    let ServerMessage::Welcome { game, .. } = &welcome else {
        panic!("not a welcome: {welcome:?}");
    };
    assert_eq!(game.rules, Rules::KALAH, "both see the rules");
    south.until_seq(north.seq()).await;
    // A's six seeds end in South's store: South moves again, and the referee agrees.
    for (ply, letter) in [(0, 'A'), (1, 'B')] {
        play_at(&mut south, ply, Pit::from_letter(letter).expect("a pit")).await;
    }
    let table = Table::replay(
        TimeControl::Unlimited,
        Rules::KALAH,
        game.created,
        &south.events,
    )
    .expect("unlimited");
    assert_eq!(table.game().plies().len(), 2);
    assert_eq!(table.game().position().to_string(), {
        let mut kalah = kawu_engine::Game::from_position(Rules::KALAH.start());
        for letter in ['A', 'B'] {
            kalah
                .play(Pit::from_letter(letter).expect("a pit"))
                .expect("legal");
        }
        kalah.position().to_string()
    });
}

#[tokio::test]
async fn sqlite_a_game_of_kalah_is_played_under_its_rules() {
    let scratch = Scratch::new("kalah");
    a_game_of_kalah_is_played_under_its_rules(Database::sqlite(&scratch), &scratch).await;
}

#[tokio::test]
async fn postgres_a_game_of_kalah_is_played_under_its_rules() {
    let scratch = Scratch::new("pg-kalah");
    if let Some(database) = Database::postgres().await {
        a_game_of_kalah_is_played_under_its_rules(database, &scratch).await;
    }
}

#[tokio::test]
async fn sqlite_a_whole_game_through_an_invitation() {
    let scratch = Scratch::new("game");
    a_whole_game_through_an_invitation(Database::sqlite(&scratch), &scratch).await;
}

#[tokio::test]
async fn postgres_a_whole_game_through_an_invitation() {
    let scratch = Scratch::new("pg-game");
    if let Some(database) = Database::postgres().await {
        a_whole_game_through_an_invitation(database, &scratch).await;
    }
}

#[tokio::test]
async fn sqlite_a_resent_move_is_applied_once_and_bad_plies_are_refused() {
    let scratch = Scratch::new("resent");
    a_resent_move_is_applied_once_and_bad_plies_are_refused(Database::sqlite(&scratch), &scratch)
        .await;
}

#[tokio::test]
async fn postgres_a_resent_move_is_applied_once_and_bad_plies_are_refused() {
    let scratch = Scratch::new("pg-resent");
    if let Some(database) = Database::postgres().await {
        a_resent_move_is_applied_once_and_bad_plies_are_refused(database, &scratch).await;
    }
}

#[tokio::test]
async fn sqlite_a_killed_server_loses_no_acknowledged_move() {
    let scratch = Scratch::new("kill");
    a_killed_server_loses_no_acknowledged_move(Database::sqlite(&scratch), &scratch).await;
}

#[tokio::test]
async fn postgres_a_killed_server_loses_no_acknowledged_move() {
    let scratch = Scratch::new("pg-kill");
    if let Some(database) = Database::postgres().await {
        a_killed_server_loses_no_acknowledged_move(database, &scratch).await;
    }
}

#[tokio::test]
async fn sqlite_a_flag_falls_with_nobody_moving() {
    let scratch = Scratch::new("flag");
    a_flag_falls_with_nobody_moving(Database::sqlite(&scratch), &scratch, 1).await;
}

#[tokio::test]
async fn postgres_a_flag_falls_once_with_two_nodes_sweeping() {
    let scratch = Scratch::new("pg-flag");
    if let Some(database) = Database::postgres().await {
        a_flag_falls_with_nobody_moving(database, &scratch, 2).await;
    }
}

#[tokio::test]
async fn postgres_two_nodes_play_one_game() {
    let scratch = Scratch::new("pg-nodes");
    if let Some(database) = Database::postgres().await {
        two_nodes_play_one_game(database, &scratch).await;
    }
}

#[tokio::test]
async fn an_invitation_nobody_used_expires() {
    let scratch = Scratch::new("expire");
    let database = Database::sqlite(&scratch);
    let server = Server::start(&scratch.dist(), database.url());
    let created = server.create(&unlimited()).await;
    let (mut south, _) = Client::hello(&server, back(&created.game, &created.secret, None)).await;
    // A day later, as far as the sweep can tell.
    {
        use sqlx::Connection;
        let mut file = sqlx::SqliteConnection::connect(database.url())
            .await
            .expect("the server's file");
        sqlx::query("UPDATE games SET due = 0 WHERE id = $1")
            .bind(&created.game)
            .execute(&mut file)
            .await
            .expect("an update");
    }
    while !south
        .events
        .iter()
        .any(|event| event.input == Input::Expire)
    {
        south.next().await.expect("the socket stays open");
    }
    let at = south.events[0].at;
    assert_eq!(
        table(at, None, &south.events).state(),
        State::Over {
            result: None,
            ending: Ending::Aborted
        }
    );
    let (_, welcome) = Client::hello(&server, join(&created.game, &created.invite, "Late")).await;
    assert_eq!(
        welcome_seat(&welcome).0,
        Seat::Spectator,
        "an expired invitation seats nobody"
    );
}

#[test]
fn presets_are_valid_wire_clocks() {
    for control in TimeControl::PRESETS {
        assert_eq!(wire::control(wire::clock(control)).checked(), Ok(control));
    }
}
