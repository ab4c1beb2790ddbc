//! The database: games and their logs, on SQLite or PostgreSQL through one pool of sqlx's `Any`
//! driver and one portable SQL text (placeholders `$1`, which both read).
//!
//! Every change to a game is one transaction ([`GameTx`]): lock the game's row, read what other
//! nodes appended, append the new event, update the row, and on PostgreSQL notify the other
//! nodes, inside the transaction, so that they hear of it exactly when it is committed.

use std::str::FromStr;

use kawu_online::{wire, Event};
use sqlx::any::{AnyConnectOptions, AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Executor, Row, Transaction};

/// The channel of PostgreSQL's `NOTIFY` on which nodes announce new events (`game seq`).
pub const CHANNEL: &str = "kawu_events";

/// Which database the server runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// One embedded file: one node.
    Sqlite,
    /// A shared server: any number of nodes.
    Postgres,
}

/// The games' store.
#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    url: String,
}

/// A game's row, as the server needs it to load the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    /// The game's id.
    pub id: String,
    /// When it was created.
    pub created: u64,
    /// The time control.
    pub clock: Option<wire::Clock>,
    /// The hash of the unused invitation.
    pub invite: Option<String>,
    /// The hashes of the seats' secrets, South's then North's.
    pub secrets: [Option<String>; 2],
}

/// What the row of a game says after a change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// `waiting`, `playing` or `over`.
    pub state: &'static str,
    /// `south`, `north` or `draw` once over with a result.
    pub result: Option<&'static str>,
    /// How it ended, once over.
    pub ending: Option<&'static str>,
    /// When the sweep must look at it.
    pub due: Option<u64>,
}

/// The columns of a [`GameRow`], of the game `$1`.
const GAME_ROW: &str = "SELECT id, created, initial_ms, increment_ms, invite, south_secret, \
                        north_secret FROM games WHERE id = $1";

/// A failure of the database, said in words by its `Display`.
pub type StoreError = sqlx::Error;

impl Store {
    /// Opens the database at `url` (`sqlite://path` or `postgres://…`), creating an SQLite file
    /// if there is none, and brings its schema up to date.
    ///
    /// # Errors
    /// The database cannot be reached, or is not one of the two.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Backend::Postgres
        } else {
            return Err(sqlx::Error::Configuration(
                format!("the database must be sqlite://… or postgres://…, not {url:?}").into(),
            ));
        };
        let options = AnyConnectOptions::from_str(&with_create(url, backend))?;
        let pool = AnyPoolOptions::new()
            // SQLite has one writer: one connection serializes the transactions, without the
            // busy errors of two deferred transactions that both want to write.
            .max_connections(match backend {
                Backend::Sqlite => 1,
                Backend::Postgres => 16,
            })
            .after_connect(move |connection, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // WAL with NORMAL sync keeps every commit through a killed process.
                        connection
                            .execute(
                                "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                                 PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
                            )
                            .await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Store {
            pool,
            backend,
            url: url.to_owned(),
        })
    }

    /// Which database this is.
    #[must_use]
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The database's URL (for PostgreSQL's listener).
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Whether the database answers.
    ///
    /// # Errors
    /// It does not.
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await.map(drop)
    }

    /// Stores a new game, with its first event (the creator's seat), in one transaction.
    ///
    /// # Errors
    /// The database failed; nothing is stored.
    pub async fn create(
        &self,
        row: &GameRow,
        first: &Event,
        summary: &Summary,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO games (id, created, initial_ms, increment_ms, invite, south_secret, \
             north_secret, seq, state, due, updated) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $2)",
        )
        .bind(&row.id)
        .bind(to_sql(row.created))
        .bind(row.clock.map(|clock| to_sql(clock.initial_ms)))
        .bind(row.clock.map(|clock| to_sql(clock.increment_ms)))
        .bind(&row.invite)
        .bind(&row.secrets[0])
        .bind(&row.secrets[1])
        .bind(summary.state)
        .bind(summary.due.map(to_sql))
        .execute(&mut *tx)
        .await?;
        let mut tx = GameTx {
            tx,
            backend: self.backend,
            game: row.id.clone(),
        };
        tx.append(first, summary).await?;
        tx.commit().await
    }

    /// A game's row, if there is one.
    ///
    /// # Errors
    /// The database failed.
    pub async fn game(&self, id: &str) -> Result<Option<GameRow>, StoreError> {
        sqlx::query(GAME_ROW)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .map(|row| game_row(&row))
            .transpose()
    }

    /// A game's events after number `after`, in order.
    ///
    /// # Errors
    /// The database failed, or holds an event it cannot read.
    pub async fn events_after(&self, game: &str, after: u64) -> Result<Vec<Event>, StoreError> {
        events_after(&self.pool, game, after).await
    }

    /// The games the sweep must look at by `now`: the most overdue first, at most `limit`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn due(&self, now: u64, limit: i64) -> Result<Vec<String>, StoreError> {
        sqlx::query("SELECT id FROM games WHERE due <= $1 ORDER BY due LIMIT $2")
            .bind(to_sql(now))
            .bind(limit)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|row| row.try_get::<String, _>(0))
            .collect()
    }

    /// The games being played.
    ///
    /// # Errors
    /// The database failed.
    pub async fn playing(&self) -> Result<Vec<String>, StoreError> {
        sqlx::query("SELECT id FROM games WHERE state = 'playing'")
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|row| row.try_get::<String, _>(0))
            .collect()
    }

    /// Begins a change to game `id`: locks its row and says where its log ends, or `None` when
    /// there is no such game, or when `skip_locked` and another node holds it (PostgreSQL).
    ///
    /// # Errors
    /// The database failed.
    pub async fn begin(
        &self,
        id: &str,
        skip_locked: bool,
    ) -> Result<Option<(GameTx, u64)>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let lock = match (self.backend, skip_locked) {
            (Backend::Sqlite, _) => "",
            (Backend::Postgres, false) => " FOR UPDATE",
            (Backend::Postgres, true) => " FOR UPDATE SKIP LOCKED",
        };
        let seq = sqlx::query(&format!("SELECT seq FROM games WHERE id = $1{lock}"))
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?
            .map(|row| row.try_get::<i64, _>(0).map(from_sql))
            .transpose()?;
        Ok(seq.map(|seq| {
            (
                GameTx {
                    tx,
                    backend: self.backend,
                    game: id.to_owned(),
                },
                seq,
            )
        }))
    }
}

/// One change to a game, in a transaction that holds the game's row.
pub struct GameTx {
    tx: Transaction<'static, sqlx::Any>,
    backend: Backend,
    game: String,
}

impl GameTx {
    /// The game's events after number `after` (appended by another node).
    ///
    /// # Errors
    /// The database failed.
    pub async fn events_after(&mut self, after: u64) -> Result<Vec<Event>, StoreError> {
        events_after(&mut *self.tx, &self.game, after).await
    }

    /// Appends `event` to the log and records the game's `summary`.
    ///
    /// # Errors
    /// The database failed (or the event's number is taken: another node appended first).
    pub async fn append(&mut self, event: &Event, summary: &Summary) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO events (game, seq, at, body) VALUES ($1, $2, $3, $4)")
            .bind(&self.game)
            .bind(to_sql(event.seq))
            .bind(to_sql(event.at))
            .bind(wire::text(event))
            .execute(&mut *self.tx)
            .await?;
        sqlx::query(
            "UPDATE games SET seq = $2, state = $3, result = $4, ending = $5, due = $6, \
             updated = $7 WHERE id = $1",
        )
        .bind(&self.game)
        .bind(to_sql(event.seq))
        .bind(summary.state)
        .bind(summary.result)
        .bind(summary.ending)
        .bind(summary.due.map(to_sql))
        .bind(to_sql(event.at))
        .execute(&mut *self.tx)
        .await?;
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(format!("{} {}", self.game, event.seq))
                .execute(&mut *self.tx)
                .await?;
        }
        Ok(())
    }

    /// Takes the free `seat` (0 South, 1 North) with the hash of its new secret and the name,
    /// and uses up the invitation.
    ///
    /// # Errors
    /// The database failed.
    pub async fn seat(&mut self, seat: usize, secret: &str, name: &str) -> Result<(), StoreError> {
        let sql = if seat == 0 {
            "UPDATE games SET south_secret = $2, south_name = $3, invite = NULL WHERE id = $1"
        } else {
            "UPDATE games SET north_secret = $2, north_name = $3, invite = NULL WHERE id = $1"
        };
        sqlx::query(sql)
            .bind(&self.game)
            .bind(secret)
            .bind(name)
            .execute(&mut *self.tx)
            .await
            .map(drop)
    }

    /// The game's row as this transaction sees it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn row(&mut self) -> Result<Option<GameRow>, StoreError> {
        sqlx::query(GAME_ROW)
            .bind(&self.game)
            .fetch_optional(&mut *self.tx)
            .await?
            .map(|row| game_row(&row))
            .transpose()
    }

    /// Commits the change.
    ///
    /// # Errors
    /// The database failed: nothing of the change is kept.
    pub async fn commit(self) -> Result<(), StoreError> {
        self.tx.commit().await
    }
}

async fn events_after<'e, E>(executor: E, game: &str, after: u64) -> Result<Vec<Event>, StoreError>
where
    E: Executor<'e, Database = sqlx::Any>,
{
    sqlx::query("SELECT body FROM events WHERE game = $1 AND seq > $2 ORDER BY seq")
        .bind(game)
        .bind(to_sql(after))
        .fetch_all(executor)
        .await?
        .iter()
        .map(|row| {
            let body: String = row.try_get(0)?;
            serde_json::from_str(&body).map_err(|error| sqlx::Error::Decode(error.into()))
        })
        .collect()
}

fn game_row(row: &AnyRow) -> Result<GameRow, StoreError> {
    let initial: Option<i64> = row.try_get(2)?;
    let increment: Option<i64> = row.try_get(3)?;
    Ok(GameRow {
        id: row.try_get(0)?,
        created: from_sql(row.try_get(1)?),
        clock: initial
            .zip(increment)
            .map(|(initial, increment)| wire::Clock {
                initial_ms: from_sql(initial),
                increment_ms: from_sql(increment),
            }),
        invite: row.try_get(4)?,
        secrets: [row.try_get(5)?, row.try_get(6)?],
    })
}

/// A SQLite URL that creates its file when missing.
fn with_create(url: &str, backend: Backend) -> String {
    if backend == Backend::Sqlite && !url.contains("mode=") {
        let join = if url.contains('?') { '&' } else { '?' };
        format!("{url}{join}mode=rwc")
    } else {
        url.to_owned()
    }
}

/// Times and numbers are stored as SQL's BIGINT.
fn to_sql(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

fn from_sql(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}
