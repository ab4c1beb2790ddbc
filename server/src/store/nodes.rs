//! The nodes and the seats they hold: a node says it is alive every few seconds, and records the
//! seats it has a socket of, so that another node can record them gone when it stops.

use kawu_engine::Side;
use sqlx::Row;

use super::{to_sql, Store, StoreError};

impl Store {
    /// Says that `node` is alive at `now`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn alive(&self, node: &str, now: u64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO nodes (id, alive) VALUES ($1, $2) \
             ON CONFLICT (id) DO UPDATE SET alive = $2",
        )
        .bind(node)
        .bind(to_sql(now))
        .execute(&self.pool)
        .await
        .map(drop)
    }

    /// The nodes but `node` that last said they were alive before `before`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn silent(&self, node: &str, before: u64) -> Result<Vec<String>, StoreError> {
        sqlx::query("SELECT id FROM nodes WHERE alive < $1 AND id <> $2")
            .bind(to_sql(before))
            .bind(node)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|row| row.try_get::<String, _>(0))
            .collect()
    }

    /// Records that `node` has a socket of `side` in `game`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn hold_seat(&self, node: &str, game: &str, side: Side) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO seated (node, game, side) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        )
        .bind(node)
        .bind(game)
        .bind(side_word(side))
        .execute(&self.pool)
        .await
        .map(drop)
    }

    /// Records that `node` has no socket of `side` in `game` any more; says whether another
    /// node still has one.
    ///
    /// # Errors
    /// The database failed.
    pub async fn free_seat(&self, node: &str, game: &str, side: Side) -> Result<bool, StoreError> {
        sqlx::query("DELETE FROM seated WHERE node = $1 AND game = $2 AND side = $3")
            .bind(node)
            .bind(game)
            .bind(side_word(side))
            .execute(&self.pool)
            .await?;
        let elsewhere = sqlx::query("SELECT node FROM seated WHERE game = $1 AND side = $2")
            .bind(game)
            .bind(side_word(side))
            .fetch_optional(&self.pool)
            .await?;
        Ok(elsewhere.is_some())
    }

    /// The seats `node` holds, as games and sides.
    ///
    /// # Errors
    /// The database failed.
    pub async fn seats_of(&self, node: &str) -> Result<Vec<(String, Side)>, StoreError> {
        let rows = sqlx::query("SELECT game, side FROM seated WHERE node = $1")
            .bind(node)
            .fetch_all(&self.pool)
            .await?;
        let mut seats = Vec::with_capacity(rows.len());
        for row in rows {
            let side: String = row.try_get(1)?;
            let side = if side == "south" {
                Side::South
            } else {
                Side::North
            };
            seats.push((row.try_get(0)?, side));
        }
        Ok(seats)
    }

    /// Forgets `node` and the seats it held.
    ///
    /// # Errors
    /// The database failed.
    pub async fn forget_node(&self, node: &str) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM seated WHERE node = $1")
            .bind(node)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM nodes WHERE id = $1")
            .bind(node)
            .execute(&mut *tx)
            .await?;
        tx.commit().await
    }
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::South => "south",
        Side::North => "north",
    }
}
