//! PostgreSQL through sqlx: the store for several server instances on one
//! database. The same tables and the same contract as SQLite
//! (`migrations/postgres`); each call is one statement, committed before
//! it returns.

use std::time::Duration;

use sqlx::Row as _;
use sqlx::postgres::{PgPool, PgPoolOptions};

use super::{BoxFuture, Store, StoreError, Stored, seq_of, seq_to};

/// PostgreSQL through sqlx, a pool of connections.
#[derive(Debug, Clone)]
pub struct PostgresStore {
    pool: PgPool,
}

impl PostgresStore {
    /// Connects to the database at `url` (`postgres://USER@HOST:PORT/DB`)
    /// and brings its schema up to date (`migrations/postgres`; instances
    /// starting together take the migrator's lock in turn).
    ///
    /// # Errors
    /// A bad URL, a database that cannot be reached, or a failed migration.
    pub async fn open(url: &str) -> Result<Self, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(16)
            .acquire_timeout(Duration::from_secs(10))
            .connect(url)
            .await?;
        sqlx::migrate!("migrations/postgres").run(&pool).await?;
        Ok(Self { pool })
    }

    /// Closes the pool (every connection).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

impl Store for PostgresStore {
    fn create_table<'a>(&'a self, id: &'a str, spec: &'a str) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            sqlx::query("INSERT INTO tables (id, spec) VALUES ($1, $2)")
                .bind(id)
                .bind(spec)
                .execute(&self.pool)
                .await?;
            Ok(())
        })
    }

    fn update_spec<'a>(&'a self, id: &'a str, spec: &'a str) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            let done = sqlx::query("UPDATE tables SET spec = $1 WHERE id = $2")
                .bind(spec)
                .bind(id)
                .execute(&self.pool)
                .await?;
            if done.rows_affected() == 1 {
                Ok(())
            } else {
                Err(StoreError(format!("no table {id}")))
            }
        })
    }

    fn append<'a>(&'a self, id: &'a str, seq: u64, event: &'a str) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            sqlx::query("INSERT INTO events (table_id, seq, event) VALUES ($1, $2, $3)")
                .bind(id)
                .bind(seq_to(seq))
                .bind(event)
                .execute(&self.pool)
                .await?;
            Ok(())
        })
    }

    fn events_since<'a>(&'a self, id: &'a str, seq: u64) -> BoxFuture<'a, Vec<(u64, String)>> {
        Box::pin(async move {
            let rows = sqlx::query(
                "SELECT seq, event FROM events WHERE table_id = $1 AND seq > $2 ORDER BY seq",
            )
            .bind(id)
            .bind(seq_to(seq))
            .fetch_all(&self.pool)
            .await?;
            rows.iter()
                .map(|r| Ok((seq_of(r.try_get(0)?), r.try_get(1)?)))
                .collect()
        })
    }

    fn snapshot<'a>(&'a self, id: &'a str, seq: u64, state: &'a str) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            sqlx::query(
                "INSERT INTO snapshots (table_id, seq, state) VALUES ($1, $2, $3) \
                 ON CONFLICT (table_id, seq) DO UPDATE SET state = EXCLUDED.state",
            )
            .bind(id)
            .bind(seq_to(seq))
            .bind(state)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
    }

    fn ping(&self) -> BoxFuture<'_, ()> {
        Box::pin(async move {
            sqlx::query("SELECT 1").execute(&self.pool).await?;
            Ok(())
        })
    }

    fn load_all(&self) -> BoxFuture<'_, Vec<Stored>> {
        Box::pin(async move {
            let tables = sqlx::query("SELECT id, spec FROM tables ORDER BY created, id")
                .fetch_all(&self.pool)
                .await?;
            let mut out = Vec::with_capacity(tables.len());
            for row in tables {
                let id: String = row.try_get(0)?;
                let spec: String = row.try_get(1)?;
                let snapshot = sqlx::query(
                    "SELECT seq, state FROM snapshots WHERE table_id = $1 ORDER BY seq DESC LIMIT 1",
                )
                .bind(&id)
                .fetch_optional(&self.pool)
                .await?
                .map(|r| -> Result<(u64, String), sqlx::Error> {
                    Ok((seq_of(r.try_get(0)?), r.try_get(1)?))
                })
                .transpose()?;
                let since = snapshot.as_ref().map_or(0, |s| s.0);
                let events = self.events_since(&id, since).await?;
                out.push(Stored {
                    id,
                    spec,
                    snapshot,
                    events,
                });
            }
            Ok(out)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::test_postgres::TestPostgres;

    #[tokio::test]
    async fn keeps_the_store_contract() {
        let pg = TestPostgres::start();
        let store = PostgresStore::open(&pg.url).await.expect("connects");
        super::super::contract::check(&store).await;
        store.close().await;
    }

    /// A second open (another instance, or the next version starting)
    /// finds the schema there and applies nothing again.
    #[tokio::test]
    async fn a_second_open_keeps_the_tables() {
        let pg = TestPostgres::start();
        let first = PostgresStore::open(&pg.url).await.expect("connects");
        first.create_table("t", "{}").await.expect("created");
        first.append("t", 1, "e").await.expect("1");
        let second = PostgresStore::open(&pg.url).await.expect("connects again");
        let all = second.load_all().await.expect("loads");
        assert_eq!(all.len(), 1);
        assert_eq!(all[0].events, vec![(1, "e".into())]);
        first.close().await;
        second.close().await;
    }
}
