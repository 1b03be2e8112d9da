//! PostgreSQL through sqlx: the store for several server instances on one
//! database. The same tables and the same contract as SQLite
//! (`migrations/postgres`); each call is one statement, committed before
//! it returns.

use std::time::Duration;

use sqlx::postgres::{PgPool, PgPoolOptions};

use super::{StoreError, seq_to};

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

impl PostgresStore {
    /// Appends event `seq` of table `id`: one statement, committed.
    async fn append_event(&self, id: &str, seq: u64, event: &str) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO events (table_id, seq, event) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(seq_to(seq))
            .bind(event)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

super::sql_store!(PostgresStore);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store as _;
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
