//! SQLite through sqlx: the default store, one file beside the server.
//!
//! Appends are committed in groups: SQLite has one writer, and a commit
//! with `synchronous=FULL` waits for the disk, so one transaction per
//! action made every table queue behind every other's fsync (p99 1.5 s at
//! 1,000 tables, docs/BENCHMARKS.md). One writer task takes the appends
//! waiting, inserts them in one transaction and answers each after the
//! commit: an action is still durable before anyone is told of it.

use std::str::FromStr as _;
use std::time::Duration;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

use super::{StoreError, seq_to};

/// SQLite through sqlx: one file, WAL, synchronous FULL (an acknowledged
/// action survives `kill -9` and a power cut).
#[derive(Debug, Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
    /// To the writer task that commits appends in groups.
    appends: tokio::sync::mpsc::UnboundedSender<Append>,
}

/// An event to append, and where to answer once it is committed.
#[derive(Debug)]
struct Append {
    id: String,
    seq: i64,
    event: String,
    done: tokio::sync::oneshot::Sender<Result<(), StoreError>>,
}

/// The most appends one transaction takes.
const GROUP: usize = 512;

const INSERT_EVENT: &str = "INSERT INTO events (table_id, seq, event) VALUES ($1, $2, $3)";

/// The writer: waits for an append, takes every other one already waiting
/// (up to [`GROUP`]), commits them together (one `INSERT` of many rows)
/// and answers each. When the group's statement fails (one append's seq already stored, or its
/// table unknown), each is tried alone, so each gets its own answer.
async fn write_appends(pool: SqlitePool, mut rx: tokio::sync::mpsc::UnboundedReceiver<Append>) {
    while let Some(first) = rx.recv().await {
        let mut group = vec![first];
        while group.len() < GROUP {
            match rx.try_recv() {
                Ok(more) => group.push(more),
                Err(_) => break,
            }
        }
        // One statement for the group: atomic by itself, and one trip to
        // sqlx's connection thread instead of one per append.
        let mut insert =
            sqlx::QueryBuilder::<sqlx::Sqlite>::new("INSERT INTO events (table_id, seq, event) ");
        insert.push_values(&group, |mut row, a| {
            row.push_bind(&a.id).push_bind(a.seq).push_bind(&a.event);
        });
        let together = async { insert.build().execute(&pool).await.map(|_| ()) };
        match together.await {
            Ok(()) => {
                for a in group {
                    let _ = a.done.send(Ok(()));
                }
            }
            Err(e) if group.len() == 1 => {
                let error = StoreError::from(e);
                for a in group {
                    let _ = a.done.send(Err(StoreError(error.0.clone())));
                }
            }
            Err(_) => {
                for a in group {
                    let alone = sqlx::query(INSERT_EVENT)
                        .bind(&a.id)
                        .bind(a.seq)
                        .bind(&a.event)
                        .execute(&pool)
                        .await;
                    let _ = a.done.send(alone.map(|_| ()).map_err(StoreError::from));
                }
            }
        }
    }
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
        // One connection: SQLite has one writer, and writers on several
        // connections wait for each other in SQLite's busy handler, which
        // sleeps (up to 100 ms a try): the group commit, a seat taken and a
        // board's snapshot at once made the slowest actions wait a second
        // and more at 1,000 tables. On one connection they queue in order.
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options)
            .await?;
        sqlx::migrate!("migrations/sqlite").run(&pool).await?;
        let (appends, rx) = tokio::sync::mpsc::unbounded_channel();
        tokio::spawn(write_appends(pool.clone(), rx));
        Ok(Self { pool, appends })
    }

    /// Closes the pool (every connection).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

impl SqliteStore {
    /// Creates table `id`: one statement, committed.
    async fn create(&self, id: &str, spec: &str) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO tables (id, spec) VALUES ($1, $2)")
            .bind(id)
            .bind(spec)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Appends event `seq` of table `id` through the writer task, which
    /// answers once the group it went into is committed.
    async fn append_event(&self, id: &str, seq: u64, event: &str) -> Result<(), StoreError> {
        let (done, answer) = tokio::sync::oneshot::channel();
        let append = Append {
            id: id.to_string(),
            seq: seq_to(seq),
            event: event.to_string(),
            done,
        };
        self.appends
            .send(append)
            .map_err(|_| StoreError("the store's writer has stopped".into()))?;
        answer
            .await
            .map_err(|_| StoreError("the store's writer has stopped".into()))?
    }
}

super::sql_store!(SqliteStore);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store as _;

    async fn open(dir: &tempfile::TempDir) -> SqliteStore {
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        SqliteStore::open(&url).await.expect("opens")
    }

    #[tokio::test]
    async fn keeps_the_store_contract() {
        let dir = tempfile::tempdir().expect("a temp dir");
        super::super::contract::check(&open(&dir).await).await;
    }

    /// Appends from many tables at once are committed in groups, and each
    /// still gets its own answer: a seq stored twice fails alone, an
    /// unknown table's append fails alone, every other one is stored.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn appends_at_once_each_get_their_own_answer() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let store = std::sync::Arc::new(open(&dir).await);
        for t in 0..10 {
            store.create_table(&format!("t{t}"), "{}").await.expect("created");
        }
        let mut tasks = tokio::task::JoinSet::new();
        for t in 0..10 {
            for seq in 1..=20u64 {
                let store = store.clone();
                tasks.spawn(async move {
                    let id = format!("t{t}");
                    // seq 5 of each table twice; table t9's seq 20 to an unknown table.
                    let id = if t == 9 && seq == 20 { "none".to_string() } else { id };
                    let first = store.append(&id, seq, &format!("{id}:{seq}")).await.is_ok();
                    let again = if seq == 5 {
                        Some(store.append(&id, seq, "again").await.is_ok())
                    } else {
                        None
                    };
                    (id, seq, first, again)
                });
            }
        }
        let mut stored = 0;
        while let Some(r) = tasks.join_next().await {
            let (id, _seq, first, again) = r.expect("joined");
            assert_eq!(first, id != "none", "{id}");
            stored += usize::from(first);
            assert_ne!(again, Some(true), "a seq is stored once");
        }
        assert_eq!(stored, 199);
        let all = store.load_all().await.expect("loads");
        assert_eq!(all.iter().map(|t| t.events.len()).sum::<usize>(), 199);
        for t in &all {
            let seqs: Vec<u64> = t.events.iter().map(|e| e.0).collect();
            assert!(seqs.windows(2).all(|w| w[0] < w[1]));
            assert!(t.events.iter().all(|(seq, e)| e == &format!("{}:{seq}", t.id)));
        }
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
