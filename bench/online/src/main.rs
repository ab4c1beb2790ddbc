//! Load on kawu-server over real sockets on loopback (bounded in count and time):
//!
//! ```text
//! kawu-online-bench --nodes http://127.0.0.1:8080[,http://127.0.0.1:8081] --games 5000 \
//!     --rate 1000 --seconds 60 [--pids 1234,1235]
//! ```
//!
//! Creates the games (each creator on the first node, each friend on the next one, round robin),
//! opens the 2N sockets, then plays legal moves at `--rate` a second in all, each game in turn.
//! The relay time of a move is from its player's send to the opponent's receipt of the event.
//! Prints moves a second, relay p50/p99/max, errors, and the servers' CPU and memory from /proc.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use kawu_engine::Rules;
use kawu_online::wire::{self, ClientMessage, Color, CreateGame, Created, ServerMessage};
use kawu_online::{Command, Input, Table, TimeControl};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::{mpsc, Mutex};
use tokio_tungstenite::tungstenite::Message;

struct Args {
    nodes: Vec<String>,
    games: usize,
    rate: f64,
    seconds: u64,
    pids: Vec<u32>,
}

fn args() -> Args {
    let mut args = Args {
        nodes: vec!["http://127.0.0.1:8080".to_owned()],
        games: 100,
        rate: 100.0,
        seconds: 30,
        pids: Vec::new(),
    };
    let mut words = std::env::args().skip(1);
    while let Some(flag) = words.next() {
        let value = words
            .next()
            .unwrap_or_else(|| panic!("{flag} needs a value"));
        match flag.as_str() {
            "--nodes" => args.nodes = value.split(',').map(str::to_owned).collect(),
            "--games" => args.games = value.parse().expect("a number of games"),
            "--rate" => args.rate = value.parse().expect("moves a second"),
            "--seconds" => args.seconds = value.parse().expect("seconds"),
            "--pids" => {
                args.pids = value
                    .split(',')
                    .map(|pid| pid.parse().expect("a pid"))
                    .collect()
            }
            _ => panic!("unknown flag {flag}"),
        }
    }
    args
}

/// A move sent, waiting for the opponent to see it.
struct Sent {
    ply: usize,
    at: Instant,
}

/// One game: its log as the players see it, and the move in flight.
struct Game {
    /// The game as South's socket sees it, once welcomed.
    table: Option<Table>,
    sockets: [mpsc::UnboundedSender<String>; 2],
    in_flight: Option<Sent>,
    /// The ply of the next move (South's log must have reached it).
    next_ply: usize,
}

#[derive(Default)]
struct Figures {
    relay_us: Vec<u64>,
    errors: u64,
    finished: u64,
}

async fn post(node: &str, body: &str) -> String {
    let host = node.trim_start_matches("http://").trim_end_matches('/');
    let mut stream = TcpStream::connect(host).await.expect("the node answers");
    let request = format!(
        "POST /api/games HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.expect("an answer");
    answer
        .split_once("\r\n\r\n")
        .map(|(_, body)| body.to_owned())
        .unwrap_or_default()
}

/// Opens a socket, says hello, and forwards what it reads to the game's handler.
async fn connect(
    node: &str,
    hello: ClientMessage,
    index: usize,
    seat: usize,
    inbox: mpsc::UnboundedSender<(usize, usize, ServerMessage, Instant)>,
) -> mpsc::UnboundedSender<String> {
    let url = format!(
        "{}/api/socket",
        node.replace("http://", "ws://").trim_end_matches('/')
    );
    let (socket, _) = tokio_tungstenite::connect_async(url)
        .await
        .expect("the socket opens");
    let (mut sink, mut stream) = socket.split();
    let (out, mut outbox) = mpsc::unbounded_channel::<String>();
    sink.send(Message::text(wire::text(&hello)))
        .await
        .expect("hello");
    let pong = out.clone();
    tokio::spawn(async move {
        while let Some(text) = outbox.recv().await {
            if sink.send(Message::text(text)).await.is_err() {
                break;
            }
        }
    });
    tokio::spawn(async move {
        while let Some(Ok(frame)) = stream.next().await {
            let Message::Text(text) = frame else { continue };
            let received = Instant::now();
            let Ok(message) = ServerMessage::parse(&text) else {
                continue;
            };
            if let ServerMessage::Ping { n, .. } = message {
                let _ = pong.send(wire::text(&ClientMessage::Pong { n }));
                continue;
            }
            if inbox.send((index, seat, message, received)).is_err() {
                break;
            }
        }
    });
    out
}

fn proc_figures(pid: u32) -> (f64, u64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0)
    };
    let cpu_s = (ticks(11) + ticks(12)) as f64 / 100.0;
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let rss_kb = status
        .lines()
        .find(|line| line.starts_with("VmRSS:"))
        .and_then(|line| line.split_whitespace().nth(1))
        .and_then(|kb| kb.parse().ok())
        .unwrap_or(0);
    (cpu_s, rss_kb)
}

#[tokio::main]
async fn main() {
    let args = args();
    let before: Vec<(f64, u64)> = args.pids.iter().map(|pid| proc_figures(*pid)).collect();
    let (inbox, mut received) = mpsc::unbounded_channel();
    let games: Arc<Mutex<Vec<Game>>> = Arc::new(Mutex::new(Vec::new()));
    let request = wire::text(&CreateGame {
        clock: wire::clock(TimeControl::Unlimited),
        color: Color::South,
        name: None,
        rules: Rules::ABAPA,
    });
    let opening = Instant::now();
    for index in 0..args.games {
        let creator_node = &args.nodes[index % args.nodes.len()];
        let friend_node = &args.nodes[(index + 1) % args.nodes.len()];
        let created: Created = serde_json::from_str(&post(creator_node, &request).await)
            .expect("a game (raise the node's --rate-scale)");
        let south = connect(
            creator_node,
            ClientMessage::Hello {
                game: created.game.clone(),
                secret: Some(created.secret),
                invite: None,
                name: None,
                after: None,
            },
            index,
            0,
            inbox.clone(),
        )
        .await;
        let north = connect(
            friend_node,
            ClientMessage::Hello {
                game: created.game.clone(),
                secret: None,
                invite: Some(created.invite),
                name: None,
                after: None,
            },
            index,
            1,
            inbox.clone(),
        )
        .await;
        games.lock().await.push(Game {
            table: None,
            sockets: [south, north],
            in_flight: None,
            next_ply: 0,
        });
    }
    let opened = opening.elapsed();
    let idle: Vec<(f64, u64)> = args.pids.iter().map(|pid| proc_figures(*pid)).collect();
    println!(
        "opened {} games, {} sockets in {:.1} s",
        args.games,
        args.games * 2,
        opened.as_secs_f64()
    );
    for ((pid, (_, rss_before)), (_, rss_idle)) in args.pids.iter().zip(&before).zip(&idle) {
        println!(
            "node {pid}: memory {} MB with the games open ({:.1} KB a game held, its sockets included)",
            rss_idle / 1024,
            (*rss_idle as f64 - *rss_before as f64) / (args.games as f64).max(1.0)
        );
    }

    // The receiver: keeps each game's log, and times the moves' relay.
    let figures = Arc::new(Mutex::new(Figures::default()));
    let (games_rx, figures_rx) = (Arc::clone(&games), Arc::clone(&figures));
    tokio::spawn(async move {
        while let Some((index, seat, message, at)) = received.recv().await {
            let mut games = games_rx.lock().await;
            let game = &mut games[index];
            match message {
                ServerMessage::Welcome {
                    game: info, events, ..
                } if seat == 0 => {
                    game.table = Table::replay(TimeControl::Unlimited, Rules::ABAPA, info.created, &events).ok();
                }
                ServerMessage::Events { events, .. } => {
                    // The mover's opponent received the move: its relay is done.
                    let relayed = game.in_flight.as_ref().filter(|sent| {
                        seat != sent.ply % 2
                            && events.iter().any(|event| {
                                matches!(event.input, Input::Command { ply, command: Command::Play(_), .. } if ply == sent.ply)
                            })
                    });
                    if let Some(sent) = relayed {
                        let micros = at.duration_since(sent.at).as_micros() as u64;
                        figures_rx.lock().await.relay_us.push(micros);
                        game.in_flight = None;
                    }
                    if seat == 0 {
                        if let Some(table) = game.table.as_mut() {
                            for event in &events {
                                let _ = table.apply(&event.input, event.at);
                            }
                        }
                    }
                }
                ServerMessage::Refused { .. } | ServerMessage::Error { .. } => {
                    figures_rx.lock().await.errors += 1;
                    game.in_flight = None;
                }
                _ => {}
            }
        }
    });

    // The players: every 1/rate seconds, the next game with no move in flight moves.
    let period = Duration::from_secs_f64(1.0 / args.rate);
    let mut ticks = tokio::time::interval(period);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
    let start = Instant::now();
    let start_cpu: Vec<(f64, u64)> = args.pids.iter().map(|pid| proc_figures(*pid)).collect();
    let mut order: VecDeque<usize> = (0..args.games).collect();
    let mut sent = 0u64;
    while start.elapsed() < Duration::from_secs(args.seconds) {
        ticks.tick().await;
        let mut games = games.lock().await;
        for _ in 0..order.len() {
            let index = order.pop_front().expect("games");
            order.push_back(index);
            let game = &mut games[index];
            if game.in_flight.is_some() {
                continue;
            }
            let Some(table) = game.table.as_ref() else {
                continue;
            };
            if table.state().is_over() {
                continue;
            }
            if table.state() != kawu_online::State::Playing {
                continue;
            }
            let ply = table.game().plies().len();
            if ply < game.next_ply {
                continue; // South's socket has not seen the last move yet
            }
            let legal = table.game().legal_moves();
            let pit = legal[(ply * 7 + index) % legal.len()];
            let mover = table.game().to_move().index();
            let _ = game.sockets[mover]
                .send(wire::text(&ClientMessage::command(ply, Command::Play(pit))));
            game.in_flight = Some(Sent {
                ply,
                at: Instant::now(),
            });
            game.next_ply = ply + 1;
            sent += 1;
            break;
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    tokio::time::sleep(Duration::from_secs(1)).await;
    let mut figures = figures.lock().await;
    figures.finished = games
        .lock()
        .await
        .iter()
        .filter(|game| {
            game.table
                .as_ref()
                .is_some_and(|table| table.state().is_over())
        })
        .count() as u64;
    figures.relay_us.sort_unstable();
    let quantile = |q: f64| {
        let relay = &figures.relay_us;
        relay
            .get(((relay.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or(0) as f64
            / 1000.0
    };
    println!(
        "moves sent {sent} in {elapsed:.1} s: {:.0} a second; relayed {}; errors {}; games over {}",
        sent as f64 / elapsed,
        figures.relay_us.len(),
        figures.errors,
        figures.finished
    );
    println!(
        "relay ms: p50 {:.1}  p99 {:.1}  max {:.1}",
        quantile(0.5),
        quantile(0.99),
        quantile(1.0)
    );
    for ((pid, (cpu0, _)), (cpu1, rss)) in args
        .pids
        .iter()
        .zip(&start_cpu)
        .zip(args.pids.iter().map(|pid| proc_figures(*pid)))
    {
        println!(
            "node {pid}: CPU {:.0}% of a core while playing; memory {} MB",
            (cpu1 - cpu0) / elapsed * 100.0,
            rss / 1024
        );
    }
}
