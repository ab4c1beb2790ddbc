//! The games this node is serving: each one's table, rebuilt from its log, and the channel on
//! which its events go out to the sockets here.
//!
//! A change goes through [`Games::change`]: under the game's lock on this node, the change is
//! applied to the table, and if it changed the table its event is appended to the log — written
//! only if the log still ends where this node saw it end, and committed — and only then sent out
//! and acknowledged. When another node appended first, its events are read and applied, and the
//! change is tried again on the table as it now is.

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use kawu_engine::Side;
use kawu_online::wire::{self, CreateGame, Created, GameInfo, Seat};
use kawu_online::{Applied, Ending, Event, GameResult, Input, Refusal, State, Table};
use tokio::sync::broadcast;

use crate::metrics::DATABASE;
use crate::store::{Append, Backend, GameRow, Seating, Store, StoreError, Summary};
use crate::token;

/// How long an invitation nobody used keeps its game waiting: a day.
pub const INVITE_TTL_MS: u64 = 24 * 60 * 60 * 1_000;

/// How many events a socket may fall behind before it reads them from the database.
const CHANNEL_EVENTS: usize = 256;

/// How many times a change is tried while other nodes keep appending first.
const ATTEMPTS: usize = 8;

/// The games this node serves.
pub struct Games {
    store: Store,
    /// This node's id, for the seats it holds.
    node: String,
    hubs: Mutex<HashMap<String, Arc<Hub>>>,
}

/// One game on this node.
pub struct Hub {
    /// What the server tells of the game on arrival.
    pub info: GameInfo,
    live: tokio::sync::Mutex<Live>,
    events: broadcast::Sender<Event>,
    /// The sockets here attached to the game.
    sockets: AtomicUsize,
    /// The sockets here of each seat, South's then North's.
    seated: [AtomicUsize; 2],
}

struct Live {
    table: Table,
    seq: u64,
}

/// What a change asks.
#[derive(Debug, Clone)]
pub enum Change {
    /// Apply an input to the table.
    Input(Input),
    /// Take the free seat with an invitation (its hash), a new secret (its hash) and a name.
    Join {
        /// The hash of the invitation brought.
        invite: String,
        /// The hash of the new seat's secret.
        secret: String,
        /// The player's name.
        name: String,
    },
}

/// What became of a change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Changed {
    /// Applied (and its event committed when it changed the table).
    Applied(Applied),
    /// The rules refuse it; nothing changed, except a late move lost on time (committed).
    Refused(Refusal),
    /// A join whose invitation is wrong or used.
    NoSeat,
    /// A join that took this seat.
    Seated(Side),
}

impl Games {
    /// The games of `store`, none loaded yet, on a node with a new id.
    #[must_use]
    pub fn new(store: Store) -> Games {
        Games {
            store,
            node: token::id(),
            hubs: Mutex::new(HashMap::new()),
        }
    }

    /// The store.
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// How many games this node holds in memory.
    #[must_use]
    pub fn loaded(&self) -> usize {
        self.hubs.lock().map_or(0, |hubs| hubs.len())
    }

    /// Creates a game as `request` asks, at `now`; the name was checked by the caller.
    ///
    /// # Errors
    /// The database failed.
    pub async fn create(
        &self,
        request: &CreateGame,
        name: String,
        now: u64,
    ) -> Result<Created, StoreError> {
        let side = match request.color {
            wire::Color::South => Side::South,
            wire::Color::North => Side::North,
            wire::Color::Random if token::below(2) == 0 => Side::South,
            wire::Color::Random => Side::North,
        };
        let (secret, invite) = (token::secret(), token::secret());
        let mut secrets = [None, None];
        secrets[side.index()] = Some(token::hash(&secret));
        let row = GameRow {
            id: token::id(),
            created: now,
            clock: request.clock,
            invite: Some(token::hash(&invite)),
            secrets,
            rules: request.rules,
        };
        let first = Event {
            seq: 1,
            at: now,
            input: Input::Seat { side, name },
        };
        let mut table = Table::new(wire::control(request.clock), request.rules, now)
            .unwrap_or_else(|refusal| unreachable!("the caller checks the clock: {refusal}"));
        let _ = table.apply(&first.input, now);
        self.store
            .create(&row, &first, &summary(&table, now, now))
            .await?;
        Ok(Created {
            game: row.id,
            seat: side.into(),
            secret,
            invite,
        })
    }

    /// The game `id`, loaded from the database if this node does not hold it yet; `None` if
    /// there is no such game. Each [`Games::attach`] must be matched by a [`Games::detach`].
    ///
    /// # Errors
    /// The database failed, or holds a log it cannot read.
    pub async fn attach(&self, id: &str) -> Result<Option<Arc<Hub>>, StoreError> {
        if let Some(hub) = self.held(id, true) {
            return Ok(Some(hub));
        }
        let Some(row) = self.store.game(id).await? else {
            return Ok(None);
        };
        let events = self.store.events_after(id, 0).await?;
        let table = Table::replay(wire::control(row.clock), row.rules, row.created, &events)
            .map_err(|refusal| sqlx::Error::Protocol(refusal.to_string()))?;
        let hub = Arc::new(Hub {
            info: GameInfo {
                id: row.id,
                clock: row.clock,
                created: row.created,
                rules: row.rules,
            },
            live: tokio::sync::Mutex::new(Live {
                table,
                seq: events.last().map_or(0, |event| event.seq),
            }),
            events: broadcast::channel(CHANNEL_EVENTS).0,
            sockets: AtomicUsize::new(1),
            seated: [AtomicUsize::new(0), AtomicUsize::new(0)],
        });
        let mut hubs = self
            .hubs
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // Another socket may have loaded it meanwhile: keep the first.
        Ok(Some(match hubs.entry(id.to_owned()) {
            Entry::Occupied(held) => {
                held.get().sockets.fetch_add(1, Ordering::SeqCst);
                Arc::clone(held.get())
            }
            Entry::Vacant(free) => Arc::clone(free.insert(hub)),
        }))
    }

    /// A socket leaves the game; the node forgets a game nobody here is attached to.
    pub fn detach(&self, hub: &Hub) {
        let mut hubs = self
            .hubs
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if hub.sockets.fetch_sub(1, Ordering::SeqCst) == 1 {
            hubs.remove(&hub.info.id);
        }
    }

    /// The game `id` if this node holds it; with `attach`, counted as one more socket.
    fn held(&self, id: &str, attach: bool) -> Option<Arc<Hub>> {
        let hubs = self
            .hubs
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let hub = hubs.get(id)?;
        if attach {
            hub.sockets.fetch_add(1, Ordering::SeqCst);
        }
        Some(Arc::clone(hub))
    }

    /// Applies `change` to the game at `now`, as described in the module's doc. A change the
    /// table refuses or that changes nothing is first checked against the log: on a table behind
    /// it (another node's event on its way here) it is tried again on the table caught up.
    ///
    /// # Errors
    /// The database failed: nothing changed.
    pub async fn change(&self, hub: &Hub, change: Change, now: u64) -> Result<Changed, StoreError> {
        let mut live = hub.live.lock().await;
        let began = Instant::now();
        for _ in 0..ATTEMPTS {
            let Some((input, seating)) = input_of(&change, &live.table, now) else {
                if self.caught_up(hub, &mut live).await? {
                    continue;
                }
                return Ok(Changed::NoSeat);
            };
            let before = live.table.clone();
            let applied = live.table.apply(&input, now);
            if live.table == before {
                if self.caught_up(hub, &mut live).await? {
                    continue;
                }
                return Ok(match applied {
                    Ok(applied) => Changed::Applied(applied),
                    Err(refusal) => Changed::Refused(refusal),
                });
            }
            let event = Event {
                seq: live.seq + 1,
                at: now,
                input,
            };
            let seat = seating.as_ref().map(|seating| seating.side);
            let append = Append {
                game: hub.info.id.clone(),
                event: event.clone(),
                summary: summary(&live.table, hub.info.created, now),
                seating,
            };
            let written = self.store.append(append).await;
            if !matches!(written, Ok(true)) {
                live.table = before;
            }
            if written? {
                metrics::histogram!(DATABASE).record(began.elapsed().as_secs_f64());
                live.seq = event.seq;
                let _ = hub.events.send(event);
                return Ok(match (seat, applied) {
                    (Some(side), _) => Changed::Seated(side),
                    (None, Ok(applied)) => Changed::Applied(applied),
                    (None, Err(refusal)) => Changed::Refused(refusal),
                });
            }
            if !self.caught_up(hub, &mut live).await? {
                // The log had not moved: the invitation was not the game's.
                return match seat {
                    Some(_) => Ok(Changed::NoSeat),
                    None => Err(sqlx::Error::Protocol(
                        "the game's row and its log disagree".to_owned(),
                    )),
                };
            }
        }
        Err(sqlx::Error::Protocol(
            "the game kept changing on other nodes: try again".to_owned(),
        ))
    }

    /// Applies the events other nodes appended to the game since `live`, and sends them out;
    /// says whether there were any. On SQLite this node is the only one: there are none.
    async fn caught_up(&self, hub: &Hub, live: &mut Live) -> Result<bool, StoreError> {
        if self.store.backend() == Backend::Sqlite {
            return Ok(false);
        }
        let missed = self.store.events_after(&hub.info.id, live.seq).await?;
        live.catch_up(&missed, &hub.events);
        Ok(!missed.is_empty())
    }

    /// Reads what other nodes appended to game `id`, if this node holds it and has not yet
    /// event number `seq`, and sends it out.
    ///
    /// # Errors
    /// The database failed.
    pub async fn refresh(&self, id: &str, seq: Option<u64>) -> Result<(), StoreError> {
        let Some(hub) = self.held(id, false) else {
            return Ok(());
        };
        let mut live = hub.live.lock().await;
        if seq.is_some_and(|seq| seq <= live.seq) {
            return Ok(());
        }
        self.caught_up(&hub, &mut live).await.map(drop)
    }

    /// A socket of `side` arrives at the game on this node: the first one records that the node
    /// holds the seat, and the seat present.
    ///
    /// # Errors
    /// The database failed.
    pub async fn arrive(&self, hub: &Hub, side: Side, now: u64) -> Result<(), StoreError> {
        if !hub.seated(side, true) {
            return Ok(());
        }
        self.store.hold_seat(&self.node, &hub.info.id, side).await?;
        self.presence(hub, side, true, now).await
    }

    /// A socket of `side` leaves the game on this node: after the last one the seat is gone,
    /// unless another node has a socket of it. A draining node keeps its seats: its players come
    /// back on another node, and the ones who do not are recorded gone when its lease ends.
    ///
    /// # Errors
    /// The database failed.
    pub async fn leave(
        &self,
        hub: &Hub,
        side: Side,
        now: u64,
        draining: bool,
    ) -> Result<(), StoreError> {
        if !hub.seated(side, false) || draining {
            return Ok(());
        }
        if self.store.free_seat(&self.node, &hub.info.id, side).await? {
            return Ok(());
        }
        self.presence(hub, side, false, now).await
    }

    /// Says this node is alive at `now`, and records as gone the seats of the nodes silent since
    /// `before` that no other node has a socket of.
    ///
    /// # Errors
    /// The database failed.
    pub async fn lease(&self, now: u64, before: u64) -> Result<(), StoreError> {
        self.store.alive(&self.node, now).await?;
        for node in self.store.silent(&self.node, before).await? {
            tracing::info!(%node, "a node fell silent: its players are gone");
            for (game, side) in self.store.seats_of(&node).await? {
                if self.store.free_seat(&node, &game, side).await? {
                    continue;
                }
                let Some(hub) = self.attach(&game).await? else {
                    continue;
                };
                let gone = self.presence(&hub, side, false, now).await;
                self.detach(&hub);
                gone?;
            }
            self.store.forget_node(&node).await?;
        }
        Ok(())
    }

    /// Records `side` as `connected` unless the table already says so.
    async fn presence(
        &self,
        hub: &Hub,
        side: Side,
        connected: bool,
        now: u64,
    ) -> Result<(), StoreError> {
        if hub.present(side).await == connected {
            return Ok(());
        }
        let input = Input::Presence { side, connected };
        self.change(hub, Change::Input(input), now).await.map(drop)
    }

    /// The ids of the games this node holds.
    #[must_use]
    pub fn ids(&self) -> Vec<String> {
        let hubs = self
            .hubs
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        hubs.keys().cloned().collect()
    }
}

impl Hub {
    /// A receiver of the game's events from now on.
    #[must_use]
    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.events.subscribe()
    }

    /// The table as this node has it, and the number of its last event.
    pub async fn table(&self) -> (Table, u64) {
        let live = self.live.lock().await;
        (live.table.clone(), live.seq)
    }

    /// Whether `seat` is connected, as this node has the game.
    pub async fn present(&self, seat: Side) -> bool {
        self.live.lock().await.table.present(seat)
    }

    /// The number of the last event this node has of the game.
    pub async fn seq(&self) -> u64 {
        self.live.lock().await.seq
    }

    /// Counts a socket of `seat` arriving (`true`) or leaving; says whether it was the seat's
    /// first to arrive or last to leave on this node.
    pub fn seated(&self, seat: Side, arriving: bool) -> bool {
        let count = &self.seated[seat.index()];
        if arriving {
            count.fetch_add(1, Ordering::SeqCst) == 0
        } else {
            count.fetch_sub(1, Ordering::SeqCst) == 1
        }
    }
}

impl Live {
    /// Applies events appended elsewhere and sends them out.
    fn catch_up(&mut self, missed: &[Event], events: &broadcast::Sender<Event>) {
        for event in missed {
            if event.seq <= self.seq {
                continue;
            }
            let _ = self.table.apply(&event.input, event.at);
            self.seq = event.seq;
            let _ = events.send(event.clone());
        }
    }
}

/// The input `change` makes on `table` at `now`, and for a join the seat it takes; `None` for a
/// join with no free seat.
fn input_of(change: &Change, table: &Table, now: u64) -> Option<(Input, Option<Seating>)> {
    match change {
        Change::Input(input) => Some((input.clone(), None)),
        Change::Join {
            invite,
            secret,
            name,
        } => {
            let seats = table.snapshot(now).seats;
            let side = [Side::South, Side::North]
                .into_iter()
                .find(|side| !seats[*side])?;
            let seating = Seating {
                side,
                invite: invite.clone(),
                secret: secret.clone(),
                name: name.clone(),
            };
            let name = name.clone();
            Some((Input::Seat { side, name }, Some(seating)))
        }
    }
}

/// What the games row says of `table`, created at `created`, at `now`.
fn summary(table: &Table, created: u64, now: u64) -> Summary {
    let (state, result, ending) = match table.state() {
        State::Waiting => ("waiting", None, None),
        State::Playing => ("playing", None, None),
        State::Over { result, ending } => (
            "over",
            result.map(|result| match result {
                GameResult::Win(Side::South) => "south",
                GameResult::Win(Side::North) => "north",
                GameResult::Draw => "draw",
            }),
            Some(match ending {
                Ending::Seeds(_) => "seeds",
                Ending::Resign => "resign",
                Ending::Time => "time",
                Ending::Agreement => "agreement",
                Ending::Abandoned => "abandoned",
                Ending::Aborted => "aborted",
            }),
        ),
    };
    let due = match table.state() {
        State::Waiting => Some(created.saturating_add(INVITE_TTL_MS)),
        State::Playing => table.clocks(now).and_then(|clocks| {
            clocks
                .running
                .map(|side| now.saturating_add(clocks.remaining[side]))
        }),
        State::Over { .. } => None,
    };
    Summary {
        state,
        result,
        ending,
        due,
    }
}

/// Where a seat secret's hash matches one of the game's seats.
#[must_use]
pub fn seat_of(row: &GameRow, secret: &str) -> Option<Seat> {
    let hash = token::hash(secret);
    [Side::South, Side::North]
        .into_iter()
        .find(|side| row.secrets[side.index()].as_deref() == Some(hash.as_str()))
        .map(Seat::from)
}
