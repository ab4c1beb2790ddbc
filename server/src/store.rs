//! The database: games and their logs, on SQLite or PostgreSQL through one pool of sqlx's `Any`
//! driver and one portable SQL text (placeholders `$1`, which both read).
//!
//! Every change to a game is an [`Append`]: its event is written only if the game's log still ends
//! where the node saw it end, in a transaction that on PostgreSQL notifies the other nodes, so
//! that they hear of it exactly when it is committed. The changes of many games share a
//! transaction ([`batch`]).

mod batch;
mod nodes;

pub use batch::{Append, Seating};

use std::str::FromStr;

use kawu_engine::{ParseRulesError, Rules};
use kawu_online::{wire, Event};
use sqlx::any::{AnyConnectOptions, AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Executor, Row};
use tokio::sync::mpsc;

use batch::Job;

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
    writer: mpsc::Sender<Job>,
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
    /// The rules the game is played under.
    pub rules: Rules,
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
                        north_secret, rules FROM games WHERE id = $1";

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
            writer: batch::spawn(pool.clone(), backend),
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
             north_secret, seq, state, due, updated, rules) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $2, $11)",
        )
        .bind(&row.id)
        .bind(to_sql(row.created))
        .bind(row.clock.map(|clock| to_sql(clock.initial_ms)))
        .bind(row.clock.map(|clock| to_sql(clock.increment_ms)))
        .bind(&row.invite)
        .bind(&row.secrets[0])
        .bind(&row.secrets[1])
        .bind(to_sql(first.seq))
        .bind(summary.state)
        .bind(summary.due.map(to_sql))
        .bind(row.rules.to_string())
        .execute(&mut *tx)
        .await?;
        batch::insert_event(&mut *tx, &row.id, first).await?;
        tx.commit().await
    }

    /// Writes `append` once the log of its game is committed; `false` if the log no longer
    /// ended where the node saw it end (another node appended first), or the invitation of a
    /// seating was not the game's or its seat was taken: then nothing is written.
    ///
    /// # Errors
    /// The database failed: nothing is written.
    pub async fn append(&self, append: Append) -> Result<bool, StoreError> {
        let (job, answered) = Job::new(append);
        self.writer
            .send(job)
            .await
            .map_err(|_| sqlx::Error::PoolClosed)?;
        answered.await.map_err(|_| sqlx::Error::PoolClosed)?
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
        rules: row
            .try_get::<String, _>(7)?
            .parse()
            .map_err(|error: ParseRulesError| sqlx::Error::Decode(error.into()))?,
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
