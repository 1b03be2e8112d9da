//! The tables' durable storage: an append-only event log per table, a
//! snapshot per board, behind [`Store`]: SQLite ([`SqliteStore`], the
//! default, one file) or PostgreSQL ([`PostgresStore`], for several server
//! instances on one database). [`open`] picks one by the URL's scheme.
//!
//! Everything is stored as JSON text: the [`crate::game::Spec`] once, each
//! [`crate::game::Event`] under its sequence number (1, 2, …; the pair
//! (table, seq) is the primary key, so an action is stored at most once), and
//! [`crate::game::Snapshot`]s under the sequence number they follow.
//!
//! Schemas are versioned sqlx migrations (`migrations/sqlite`,
//! `migrations/postgres`), embedded in the binary and applied on open: an
//! old database is upgraded when a new server starts on it.

/// `impl Store` for a store with a `pool` field (sqlx, SQLite or
/// PostgreSQL) and a `create`, `append_event`, `update` and `save_snapshot`
/// of its own: the other methods' SQL
/// reads the same in both databases (`$1` placeholders, `ON CONFLICT … DO
/// UPDATE`), so it is written once here.
macro_rules! sql_store {
    ($store:ty) => {
        impl $crate::store::Store for $store {
            fn create_table<'a>(
                &'a self,
                id: &'a str,
                spec: &'a str,
            ) -> $crate::store::BoxFuture<'a, ()> {
                Box::pin(self.create(id, spec))
            }

            fn update_spec<'a>(
                &'a self,
                id: &'a str,
                spec: &'a str,
            ) -> $crate::store::BoxFuture<'a, ()> {
                Box::pin(self.update(id, spec))
            }

            fn append<'a>(
                &'a self,
                id: &'a str,
                seq: u64,
                event: &'a str,
            ) -> $crate::store::BoxFuture<'a, ()> {
                Box::pin(self.append_event(id, seq, event))
            }

            fn events_since<'a>(
                &'a self,
                id: &'a str,
                seq: u64,
            ) -> $crate::store::BoxFuture<'a, Vec<(u64, String)>> {
                use sqlx::Row as _;
                Box::pin(async move {
                    let rows = sqlx::query(
                        "SELECT seq, event FROM events WHERE table_id = $1 AND seq > $2 ORDER BY seq",
                    )
                    .bind(id)
                    .bind($crate::store::seq_to(seq))
                    .fetch_all(&self.pool)
                    .await?;
                    rows.iter()
                        .map(|r| Ok(($crate::store::seq_of(r.try_get(0)?), r.try_get(1)?)))
                        .collect()
                })
            }

            fn snapshot<'a>(
                &'a self,
                id: &'a str,
                seq: u64,
                state: &'a str,
            ) -> $crate::store::BoxFuture<'a, ()> {
                Box::pin(self.save_snapshot(id, seq, state))
            }

            fn ping(&self) -> $crate::store::BoxFuture<'_, ()> {
                Box::pin(async move {
                    sqlx::query("SELECT 1").execute(&self.pool).await?;
                    Ok(())
                })
            }

            fn load_all(&self) -> $crate::store::BoxFuture<'_, Vec<$crate::store::Stored>> {
                use sqlx::Row as _;
                Box::pin(async move {
                    let tables = sqlx::query("SELECT id FROM tables ORDER BY created, id")
                        .fetch_all(&self.pool)
                        .await?;
                    let mut out = Vec::with_capacity(tables.len());
                    for row in tables {
                        let id: String = row.try_get(0)?;
                        if let Some(stored) = self.load(&id).await? {
                            out.push(stored);
                        }
                    }
                    Ok(out)
                })
            }

            fn load<'a>(
                &'a self,
                id: &'a str,
            ) -> $crate::store::BoxFuture<'a, Option<$crate::store::Stored>> {
                use sqlx::Row as _;
                Box::pin(async move {
                    let Some(row) = sqlx::query("SELECT spec FROM tables WHERE id = $1")
                        .bind(id)
                        .fetch_optional(&self.pool)
                        .await?
                    else {
                        return Ok(None);
                    };
                    let id = id.to_string();
                    {
                        let spec: String = row.try_get(0)?;
                        let snapshot = sqlx::query(
                            "SELECT seq, state FROM snapshots WHERE table_id = $1 ORDER BY seq DESC LIMIT 1",
                        )
                        .bind(&id)
                        .fetch_optional(&self.pool)
                        .await?
                        .map(|r| -> Result<(u64, String), sqlx::Error> {
                            Ok(($crate::store::seq_of(r.try_get(0)?), r.try_get(1)?))
                        })
                        .transpose()?;
                        let since = snapshot.as_ref().map_or(0, |s| s.0);
                        let events = self.events_since(&id, since).await?;
                        Ok(Some($crate::store::Stored {
                            id,
                            spec,
                            snapshot,
                            events,
                        }))
                    }
                })
            }
        }
    };
}
use sql_store;

mod postgres;
mod sqlite;
pub mod test_postgres;

pub use postgres::{LEASE_MS, PostgresStore};
pub use sqlite::SqliteStore;

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// Why a store's call failed. Its text is what a refused client is told
/// (`storage: …`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// The database failed or did not answer (its message). An append that
    /// failed so may still have been stored, its answer lost: the table
    /// reads its log again before it goes on.
    #[error("storage: {0}")]
    Database(String),
    /// A fenced append refused: this instance no longer holds the lease of
    /// the table (the id): another instance runs it now, or may at any
    /// moment (the lease expired). The table stops here, so that its
    /// clients find the instance that runs it.
    #[error("storage: table {0}: this instance no longer holds its lease")]
    LeaseLost(String),
    /// No table with this id.
    #[error("storage: no table {0}")]
    NoTable(String),
    /// A database URL of no known scheme.
    #[error("storage: unknown database {0:?}: sqlite://PATH or postgres://…")]
    UnknownDatabase(String),
}

impl StoreError {
    /// A fenced append refused for table `id` ([`StoreError::LeaseLost`]).
    #[must_use]
    pub fn lease_lost(id: &str) -> Self {
        Self::LeaseLost(id.to_string())
    }

    /// Whether the table is no longer this instance's to run.
    #[must_use]
    pub const fn is_lease_lost(&self) -> bool {
        matches!(self, Self::LeaseLost(_))
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        Self::Database(e.to_string())
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(e: sqlx::migrate::MigrateError) -> Self {
        Self::Database(format!("migration: {e}"))
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
///
/// Invariant: a call that returns `Ok` has been made durable by the
/// database (SQLite's synchronous FULL, PostgreSQL's commit); the server
/// tells nobody of an action before `append` returned `Ok` for it.
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
    /// Table `id` with its latest snapshot and the events after it (`None`:
    /// no such table).
    fn load<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Option<Stored>>;
    /// Whether the database answers now (readiness).
    fn ping(&self) -> BoxFuture<'_, ()>;
}

/// Opens the store at `url`: `sqlite://PATH` (or `sqlite::memory:`), or
/// `postgres://…` / `postgresql://…`.
///
/// # Errors
/// An unknown scheme, a database that cannot be reached, or a failed
/// migration.
pub async fn open(url: &str) -> Result<Arc<dyn Store>, StoreError> {
    if url.starts_with("sqlite:") {
        Ok(Arc::new(SqliteStore::open(url).await?))
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(Arc::new(PostgresStore::open(url).await?))
    } else {
        Err(StoreError::UnknownDatabase(url.to_string()))
    }
}

/// A stored sequence number as the database holds it (a signed 64-bit
/// integer in both).
pub(crate) fn seq_to(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

/// A sequence number read back; a negative one (never written) reads as 0.
pub(crate) fn seq_of(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

/// What every [`Store`] must do, checked the same way on each database.
#[cfg(test)]
pub(crate) mod contract {
    use super::Store;

    /// Runs the contract on an empty `store`.
    pub(crate) async fn check(store: &dyn Store) {
        store.ping().await.expect("the database answers");
        store.create_table("t", "{}").await.expect("created");
        assert!(
            store.create_table("t", "{}").await.is_err(),
            "an id is taken once"
        );
        store.append("t", 1, "a").await.expect("1");
        store.append("t", 2, "b").await.expect("2");
        assert!(
            store.append("t", 2, "again").await.is_err(),
            "a seq is stored once"
        );
        assert!(
            store.append("none", 1, "x").await.is_err(),
            "no events without a table"
        );
        store.update_spec("t", "{\"v\":2}").await.expect("updated");
        assert!(store.update_spec("none", "{}").await.is_err());
        store.snapshot("t", 1, "s1").await.expect("snapshot");
        store
            .snapshot("t", 1, "s1 again")
            .await
            .expect("a snapshot replaced");
        assert_eq!(
            store.events_since("t", 0).await.expect("events"),
            vec![(1, "a".into()), (2, "b".into())]
        );
        store
            .create_table("u", "{\"u\":1}")
            .await
            .expect("a second table");
        store.append("u", 1, "u1").await.expect("its first event");
        let all = store.load_all().await.expect("loads");
        assert_eq!(all.len(), 2);
        assert_eq!(all[0].id, "t", "tables in the order they were made");
        assert_eq!(all[0].snapshot, Some((1, "s1 again".into())));
        assert_eq!(all[0].events, vec![(2, "b".into())]);
        assert_eq!(all[0].spec, "{\"v\":2}");
        assert_eq!(all[1].snapshot, None);
        assert_eq!(all[1].events, vec![(1, "u1".into())]);
        assert_eq!(
            store.load("u").await.expect("loads one").as_ref(),
            Some(&all[1])
        );
        assert_eq!(store.load("none").await.expect("loads none"), None);
        // Text as it is: quotes, newlines, non-ASCII (names, suit symbols).
        let odd = "{\"name\":\"O'Brien \\\"Sue\\\"\",\"card\":\"♥A\"}\n";
        store.append("t", 3, odd).await.expect("3");
        assert_eq!(
            store.events_since("t", 2).await.expect("events"),
            vec![(3, odd.into())]
        );
    }
}
