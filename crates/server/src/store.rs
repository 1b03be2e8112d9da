//! The tables' durable storage: an append-only event log per table, a
//! snapshot per board, behind [`Store`] (SQLite today through sqlx; the
//! next issue adds PostgreSQL behind the same trait).
//!
//! Everything is stored as JSON text: the [`crate::game::Spec`] once, each
//! [`crate::game::Event`] under its sequence number (1, 2, …; the pair
//! (table, seq) is the primary key, so an action is stored at most once), and
//! [`crate::game::Snapshot`]s under the sequence number they follow.

use std::future::Future;
use std::pin::Pin;
use std::str::FromStr as _;
use std::time::Duration;

use sqlx::Row as _;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

/// A storage error (the database's message).
#[derive(Debug, thiserror::Error)]
#[error("storage: {0}")]
pub struct StoreError(pub String);

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        Self(e.to_string())
    }
}

/// A boxed future, so that [`Store`] can be used as `dyn Store`.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

/// A table as stored: its spec, its latest snapshot, the events after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stored {
    /// The table's id.
    pub id: String,
    /// The spec's JSON.
    pub spec: String,
    /// The latest snapshot: its sequence number and JSON.
    pub snapshot: Option<(u64, String)>,
    /// The events after the snapshot: sequence number and JSON, in order.
    pub events: Vec<(u64, String)>,
}

/// Durable storage of tables.
pub trait Store: Send + Sync + 'static {
    /// Creates a table (fails when the id is taken).
    fn create_table<'a>(&'a self, id: &'a str, spec: &'a str) -> BoxFuture<'a, ()>;
    /// Replaces the spec of table `id` (the host gave a seat to a robot or
    /// opened it with a new token).
    fn update_spec<'a>(&'a self, id: &'a str, spec: &'a str) -> BoxFuture<'a, ()>;
    /// Appends event `seq` of table `id`; fails when `seq` is already stored.
    fn append<'a>(&'a self, id: &'a str, seq: u64, event: &'a str) -> BoxFuture<'a, ()>;
    /// The events of table `id` after `seq`, in order.
    fn events_since<'a>(&'a self, id: &'a str, seq: u64) -> BoxFuture<'a, Vec<(u64, String)>>;
    /// Stores a snapshot of table `id` as it is after event `seq`.
    fn snapshot<'a>(&'a self, id: &'a str, seq: u64, state: &'a str) -> BoxFuture<'a, ()>;
    /// Every stored table with its latest snapshot and the events after it.
    fn load_all(&self) -> BoxFuture<'_, Vec<Stored>>;
}

/// SQLite through sqlx: one file, WAL, synchronous FULL (an acknowledged
/// action survives `kill -9` and a power cut).
#[derive(Debug, Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
}

const SCHEMA: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, spec TEXT NOT NULL, created INTEGER NOT NULL DEFAULT (unixepoch()))",
    "CREATE TABLE IF NOT EXISTS events (table_id TEXT NOT NULL REFERENCES tables(id), seq INTEGER NOT NULL, event TEXT NOT NULL, PRIMARY KEY (table_id, seq))",
    "CREATE TABLE IF NOT EXISTS snapshots (table_id TEXT NOT NULL REFERENCES tables(id), seq INTEGER NOT NULL, state TEXT NOT NULL, PRIMARY KEY (table_id, seq))",
];

impl SqliteStore {
    /// Opens (creating when missing) the database at `url`
    /// (`sqlite://PATH` or `sqlite::memory:`), and its schema.
    ///
    /// # Errors
    /// A bad URL, or a database that cannot be opened.
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
        for &statement in SCHEMA {
            sqlx::query(statement).execute(&pool).await?;
        }
        Ok(Self { pool })
    }

    /// Closes the pool (every connection).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

fn seq_of(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

fn seq_to(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
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

    #[tokio::test]
    async fn events_are_stored_once_and_read_back_after_the_snapshot() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        let store = SqliteStore::open(&url).await.expect("opens");
        store.create_table("t", "{}").await.expect("created");
        assert!(store.create_table("t", "{}").await.is_err());
        store.append("t", 1, "a").await.expect("1");
        store.append("t", 2, "b").await.expect("2");
        assert!(store.append("t", 2, "again").await.is_err());
        store.update_spec("t", "{\"v\":2}").await.expect("updated");
        assert!(store.update_spec("none", "{}").await.is_err());
        store.snapshot("t", 1, "s1").await.expect("snapshot");
        let all = store.load_all().await.expect("loads");
        assert_eq!(all.len(), 1);
        assert_eq!(all[0].snapshot, Some((1, "s1".into())));
        assert_eq!(all[0].events, vec![(2, "b".into())]);
        assert_eq!(all[0].spec, "{\"v\":2}");
    }
}
