//! SQLite through sqlx: the default store, one file beside the server.

use std::str::FromStr as _;
use std::time::Duration;

use sqlx::Row as _;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

use super::{BoxFuture, Store, StoreError, Stored, seq_of, seq_to};

/// SQLite through sqlx: one file, WAL, synchronous FULL (an acknowledged
/// action survives `kill -9` and a power cut).
#[derive(Debug, Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
}

impl SqliteStore {
    /// Opens (creating when missing) the database at `url`
    /// (`sqlite://PATH` or `sqlite::memory:`) and brings its schema up to
    /// date (`migrations/sqlite`; a database from before the migrations
    /// were versioned is adopted by the first one).
    ///
    /// # Errors
    /// A bad URL, a database that cannot be opened, or a failed migration.
    pub async fn open(url: &str) -> Result<Self, StoreError> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5));
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await?;
        sqlx::migrate!("migrations/sqlite").run(&pool).await?;
        Ok(Self { pool })
    }

    /// Closes the pool (every connection).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

impl Store for SqliteStore {
    fn create_table<'a>(&'a self, id: &'a str, spec: &'a str) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            sqlx::query("INSERT INTO tables (id, spec) VALUES (?, ?)")
                .bind(id)
                .bind(spec)
                .execute(&self.pool)
                .await?;
            Ok(())
        })
    }

    fn update_spec<'a>(&'a self, id: &'a str, spec: &'a str) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            let done = sqlx::query("UPDATE tables SET spec = ? WHERE id = ?")
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
            sqlx::query("INSERT INTO events (table_id, seq, event) VALUES (?, ?, ?)")
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
                "SELECT seq, event FROM events WHERE table_id = ? AND seq > ? ORDER BY seq",
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
            sqlx::query("INSERT OR REPLACE INTO snapshots (table_id, seq, state) VALUES (?, ?, ?)")
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
                    "SELECT seq, state FROM snapshots WHERE table_id = ? ORDER BY seq DESC LIMIT 1",
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

    async fn open(dir: &tempfile::TempDir) -> SqliteStore {
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        SqliteStore::open(&url).await.expect("opens")
    }

    #[tokio::test]
    async fn keeps_the_store_contract() {
        let dir = tempfile::tempdir().expect("a temp dir");
        super::super::contract::check(&open(&dir).await).await;
    }

    /// A database made before the migrations were versioned (the schema
    /// as the first server wrote it, no `_sqlx_migrations`) is adopted on
    /// start, its tables kept.
    #[tokio::test]
    async fn adopts_a_database_from_before_versioned_migrations() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        {
            let options = SqliteConnectOptions::from_str(&url)
                .expect("a url")
                .create_if_missing(true);
            let pool = SqlitePool::connect_with(options).await.expect("opens");
            for statement in [
                "CREATE TABLE tables (id TEXT PRIMARY KEY, spec TEXT NOT NULL, created INTEGER NOT NULL DEFAULT (unixepoch()))",
                "CREATE TABLE events (table_id TEXT NOT NULL REFERENCES tables(id), seq INTEGER NOT NULL, event TEXT NOT NULL, PRIMARY KEY (table_id, seq))",
                "CREATE TABLE snapshots (table_id TEXT NOT NULL REFERENCES tables(id), seq INTEGER NOT NULL, state TEXT NOT NULL, PRIMARY KEY (table_id, seq))",
                "INSERT INTO tables (id, spec) VALUES ('old', '{}')",
                "INSERT INTO events (table_id, seq, event) VALUES ('old', 1, 'e1')",
            ] {
                sqlx::query(statement).execute(&pool).await.expect("old schema");
            }
            pool.close().await;
        }
        let store = open(&dir).await;
        let all = store.load_all().await.expect("loads");
        assert_eq!(all.len(), 1);
        assert_eq!(all[0].events, vec![(1, "e1".into())]);
        let applied: i64 = sqlx::query_scalar("SELECT count(*) FROM _sqlx_migrations")
            .fetch_one(&store.pool)
            .await
            .expect("the migrations table");
        assert_eq!(applied, 1);
    }
}
