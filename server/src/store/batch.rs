//! Group commit: the changes of many games, written in one transaction with one `NOTIFY`.
//!
//! Each change is an [`Append`]: one event for a game whose log must still end where the node saw
//! it end — a compare-and-set on the row's `seq`, which takes the row's lock for the rest of the
//! transaction. One task per node takes every change waiting, writes them in one transaction in
//! the order of their games (two nodes' batches lock rows in the same order: no deadlock), and
//! answers each once it is committed. A database that flushes each commit to disk then pays one
//! flush for many moves, and PostgreSQL's notification queue — locked from a transaction's
//! `NOTIFY` to the end of its commit, for every database of the server — is taken once a batch.

use std::fmt::Write as _;

use kawu_engine::Side;
use kawu_online::{wire, Event};
use sqlx::{AnyPool, Executor, Transaction};
use tokio::sync::{mpsc, oneshot};

use super::{to_sql, Backend, StoreError, Summary, CHANNEL};

/// At most this many changes a transaction: the notification, a line of about 25 bytes for each,
/// stays well under PostgreSQL's 8,000 bytes.
const MOST: usize = 128;

/// How many changes may wait for the writer before the next one waits to be taken.
const WAITING: usize = 4 * MOST;

/// One event to append to a game's log.
#[derive(Debug, Clone)]
pub struct Append {
    /// The game.
    pub game: String,
    /// The event, numbered one after the end of the log as the node saw it.
    pub event: Event,
    /// What the game's row says after it.
    pub summary: Summary,
    /// For a player taking a free seat with an invitation: the seat and its credentials.
    pub seating: Option<Seating>,
}

/// A free seat taken with an invitation.
#[derive(Debug, Clone)]
pub struct Seating {
    /// The seat.
    pub side: Side,
    /// The hash of the invitation brought; the seat is taken only if it is the game's.
    pub invite: String,
    /// The hash of the seat's new secret.
    pub secret: String,
    /// The player's name.
    pub name: String,
}

/// An append waiting for the writer, and where its answer goes.
pub(super) struct Job {
    append: Append,
    answer: oneshot::Sender<Result<bool, StoreError>>,
}

impl Job {
    /// `append`, and the receiver of its answer.
    pub(super) fn new(append: Append) -> (Job, oneshot::Receiver<Result<bool, StoreError>>) {
        let (answer, answered) = oneshot::channel();
        (Job { append, answer }, answered)
    }
}

/// Starts the writer of `pool`; it stops when every sender is dropped.
pub(super) fn spawn(pool: AnyPool, backend: Backend) -> mpsc::Sender<Job> {
    let (jobs, waiting) = mpsc::channel(WAITING);
    tokio::spawn(run(pool, backend, waiting));
    jobs
}

async fn run(pool: AnyPool, backend: Backend, mut waiting: mpsc::Receiver<Job>) {
    let mut batch = Vec::with_capacity(MOST);
    while waiting.recv_many(&mut batch, MOST).await > 0 {
        batch.sort_by(|one, other| one.append.game.cmp(&other.append.game));
        match write(&pool, backend, &batch).await {
            Ok(written) => {
                for (job, written) in batch.drain(..).zip(written) {
                    let _ = job.answer.send(Ok(written));
                }
            }
            // One change the database refuses must not fail the others: each alone.
            Err(_) if batch.len() > 1 => {
                for job in batch.drain(..) {
                    let alone = write(&pool, backend, std::slice::from_ref(&job)).await;
                    let _ = job.answer.send(alone.map(|written| written[0]));
                }
            }
            Err(error) => {
                // One append: its own error.
                if let Some(job) = batch.pop() {
                    let _ = job.answer.send(Err(error));
                }
            }
        }
    }
}

/// Writes `batch` in one transaction; says of each append whether the log still ended where its
/// node saw it (written) or had moved on (nothing written).
async fn write(pool: &AnyPool, backend: Backend, batch: &[Job]) -> Result<Vec<bool>, StoreError> {
    let mut tx = pool.begin().await?;
    let mut written = Vec::with_capacity(batch.len());
    let mut news = String::new();
    for job in batch {
        let append = &job.append;
        let done = write_one(&mut tx, append).await?;
        if done {
            let _ = writeln!(news, "{} {}", append.game, append.event.seq);
        }
        written.push(done);
    }
    if backend == Backend::Postgres && !news.is_empty() {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(news.trim_end())
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(written)
}

/// The row's update: the log's new end and the game's summary, only if the log ends at `$8`.
macro_rules! update {
    ($seat:literal, $free:literal) => {
        concat!(
            "UPDATE games SET seq = $2, state = $3, result = $4, ending = $5, due = $6, ",
            "updated = $7",
            $seat,
            " WHERE id = $1 AND seq = $8",
            $free
        )
    };
}

const MOVE: &str = update!("", "");
const SEAT_SOUTH: &str = update!(
    ", south_secret = $9, south_name = $10, invite = NULL",
    " AND invite = $11 AND south_secret IS NULL"
);
const SEAT_NORTH: &str = update!(
    ", north_secret = $9, north_name = $10, invite = NULL",
    " AND invite = $11 AND north_secret IS NULL"
);

async fn write_one(
    tx: &mut Transaction<'static, sqlx::Any>,
    append: &Append,
) -> Result<bool, StoreError> {
    let (event, summary) = (&append.event, &append.summary);
    let sql = match append.seating.as_ref().map(|seating| seating.side) {
        None => MOVE,
        Some(Side::South) => SEAT_SOUTH,
        Some(Side::North) => SEAT_NORTH,
    };
    let mut update = sqlx::query(sql)
        .bind(&append.game)
        .bind(to_sql(event.seq))
        .bind(summary.state)
        .bind(summary.result)
        .bind(summary.ending)
        .bind(summary.due.map(to_sql))
        .bind(to_sql(event.at))
        .bind(to_sql(event.seq.saturating_sub(1)));
    if let Some(seating) = &append.seating {
        update = update
            .bind(&seating.secret)
            .bind(&seating.name)
            .bind(&seating.invite);
    }
    if update.execute(&mut **tx).await?.rows_affected() == 0 {
        return Ok(false);
    }
    insert_event(&mut **tx, &append.game, event).await?;
    Ok(true)
}

/// Appends `event` to the log of `game`.
pub(super) async fn insert_event<'e, E>(
    executor: E,
    game: &str,
    event: &Event,
) -> Result<(), StoreError>
where
    E: Executor<'e, Database = sqlx::Any>,
{
    sqlx::query("INSERT INTO events (game, seq, at, body) VALUES ($1, $2, $3, $4)")
        .bind(game)
        .bind(to_sql(event.seq))
        .bind(to_sql(event.at))
        .bind(wire::text(event))
        .execute(executor)
        .await
        .map(drop)
}
