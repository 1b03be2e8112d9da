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
    /// To the writer task that commits the writes in groups.
    writes: tokio::sync::mpsc::UnboundedSender<Pending>,
}

/// A write the writer task makes, and where to answer once it is
/// committed.
#[derive(Debug)]
struct Pending {
    write: Write,
    done: tokio::sync::oneshot::Sender<Result<(), StoreError>>,
}

/// What the writer task writes: every write of a running server (the
/// tables' creation aside) goes through it, so none waits for another in
/// SQLite's busy handler and a burst (4,000 seats taken, 1,000 boards over
/// at once) is a few transactions, not thousands.
#[derive(Debug)]
enum Write {
    /// Event `seq` of table `id`.
    Append { id: String, seq: i64, event: String },
    /// Table `id`'s new spec.
    Spec { id: String, spec: String },
    /// Table `id`'s snapshot after event `seq`.
    Snapshot { id: String, seq: i64, state: String },
}

/// The most writes one transaction takes.
const GROUP: usize = 512;

const INSERT_EVENT: &str = "INSERT INTO events (table_id, seq, event) VALUES ($1, $2, $3)";
const UPDATE_SPEC: &str = "UPDATE tables SET spec = $1 WHERE id = $2";
const UPSERT_SNAPSHOT: &str = "INSERT INTO snapshots (table_id, seq, state) VALUES ($1, $2, $3) \
     ON CONFLICT (table_id, seq) DO UPDATE SET state = excluded.state";

/// One write alone, committed (a spec's table must exist).
async fn write_one<'c, E: sqlx::SqliteExecutor<'c>>(
    executor: E,
    write: &Write,
) -> Result<(), StoreError> {
    match write {
        Write::Append { id, seq, event } => {
            sqlx::query(INSERT_EVENT)
                .bind(id)
                .bind(seq)
                .bind(event)
                .execute(executor)
                .await?;
        }
        Write::Spec { id, spec } => {
            let done = sqlx::query(UPDATE_SPEC)
                .bind(spec)
                .bind(id)
                .execute(executor)
                .await?;
            if done.rows_affected() != 1 {
                return Err(StoreError::NoTable(id.clone()));
            }
        }
        Write::Snapshot { id, seq, state } => {
            sqlx::query(UPSERT_SNAPSHOT)
                .bind(id)
                .bind(seq)
                .bind(state)
                .execute(executor)
                .await?;
        }
    }
    Ok(())
}

/// A group's writes in one transaction: its appends as one `INSERT` of
/// many rows (one trip to sqlx's connection thread), then the others. The
/// answers, in order, when the transaction committed; a spec whose table
/// is unknown is that write's own error, not the group's.
async fn write_group(
    pool: &SqlitePool,
    group: &[Pending],
) -> Result<Vec<Result<(), StoreError>>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let appends: Vec<(&String, &i64, &String)> = group
        .iter()
        .filter_map(|p| match &p.write {
            Write::Append { id, seq, event } => Some((id, seq, event)),
            _ => None,
        })
        .collect();
    if !appends.is_empty() {
        let mut insert =
            sqlx::QueryBuilder::<sqlx::Sqlite>::new("INSERT INTO events (table_id, seq, event) ");
        insert.push_values(&appends, |mut row, (id, seq, event)| {
            row.push_bind(*id).push_bind(**seq).push_bind(*event);
        });
        insert.build().execute(&mut *tx).await?;
    }
    let mut answers = Vec::with_capacity(group.len());
    for p in group {
        answers.push(match &p.write {
            Write::Append { .. } => Ok(()),
            Write::Spec { id, spec } => {
                let done = sqlx::query(UPDATE_SPEC)
                    .bind(spec)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                if done.rows_affected() == 1 {
                    Ok(())
                } else {
                    Err(StoreError::NoTable(id.clone()))
                }
            }
            w @ Write::Snapshot { .. } => {
                write_one(&mut *tx, w)
                    .await
                    .map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
                Ok(())
            }
        });
    }
    tx.commit().await?;
    Ok(answers)
}

/// The writer: waits for a write, takes every other one already waiting
/// (up to [`GROUP`]), commits them together ([`write_group`]) and answers
/// each. When the group's transaction fails (one append's seq already
/// stored, or its table unknown), each is tried alone, so each gets its
/// own answer.
async fn write_appends(pool: SqlitePool, mut rx: tokio::sync::mpsc::UnboundedReceiver<Pending>) {
    while let Some(first) = rx.recv().await {
        let mut group = vec![first];
        while group.len() < GROUP {
            match rx.try_recv() {
                Ok(more) => group.push(more),
                Err(_) => break,
            }
        }
        match write_group(&pool, &group).await {
            Ok(answers) => {
                for (p, answer) in group.into_iter().zip(answers) {
                    let _ = p.done.send(answer);
                }
            }
            Err(e) if group.len() == 1 => {
                let error = StoreError::from(e);
                for p in group {
                    let _ = p.done.send(Err(error.clone()));
                }
            }
            Err(_) => {
                for p in group {
                    let alone = write_one(&pool, &p.write).await;
                    let _ = p.done.send(alone);
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
        let (writes, rx) = tokio::sync::mpsc::unbounded_channel();
        tokio::spawn(write_appends(pool.clone(), rx));
        Ok(Self { pool, writes })
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

    /// Hands `write` to the writer task; its answer once the group it
    /// went into is committed.
    async fn write(&self, write: Write) -> Result<(), StoreError> {
        let (done, answer) = tokio::sync::oneshot::channel();
        self.writes
            .send(Pending { write, done })
            .map_err(|_| StoreError::Database("the store's writer has stopped".into()))?;
        answer
            .await
            .map_err(|_| StoreError::Database("the store's writer has stopped".into()))?
    }

    /// Appends event `seq` of table `id` through the writer task.
    async fn append_event(&self, id: &str, seq: u64, event: &str) -> Result<(), StoreError> {
        self.write(Write::Append {
            id: id.to_string(),
            seq: seq_to(seq),
            event: event.to_string(),
        })
        .await
    }

    /// Replaces table `id`'s spec through the writer task.
    async fn update(&self, id: &str, spec: &str) -> Result<(), StoreError> {
        self.write(Write::Spec {
            id: id.to_string(),
            spec: spec.to_string(),
        })
        .await
    }

    /// Stores table `id`'s snapshot after `seq` through the writer task.
    async fn save_snapshot(&self, id: &str, seq: u64, state: &str) -> Result<(), StoreError> {
        self.write(Write::Snapshot {
            id: id.to_string(),
            seq: seq_to(seq),
            state: state.to_string(),
        })
        .await
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
            store
                .create_table(&format!("t{t}"), "{}")
                .await
                .expect("created");
        }
        let mut tasks = tokio::task::JoinSet::new();
        for t in 0..10 {
            for seq in 1..=20u64 {
                let store = store.clone();
                tasks.spawn(async move {
                    let id = format!("t{t}");
                    // seq 5 of each table twice; table t9's seq 20 to an unknown table.
                    let id = if t == 9 && seq == 20 {
                        "none".to_string()
                    } else {
                        id
                    };
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
            assert!(
                t.events
                    .iter()
                    .all(|(seq, e)| e == &format!("{}:{seq}", t.id))
            );
        }
    }

    /// Specs and snapshots go through the writer with the appends: taken
    /// together, each still gets its own answer (an unknown table's spec
    /// fails alone), and each is stored.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn specs_and_snapshots_at_once_each_get_their_own_answer() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let store = std::sync::Arc::new(open(&dir).await);
        for t in 0..20 {
            store
                .create_table(&format!("t{t}"), "{}")
                .await
                .expect("created");
        }
        let mut tasks = tokio::task::JoinSet::new();
        for t in 0..21 {
            let store = store.clone();
            tasks.spawn(async move {
                let id = format!("t{t}");
                let spec = store
                    .update_spec(&id, &format!("{{\"n\":{t}}}"))
                    .await
                    .is_ok();
                let append = store.append(&id, 1, "e1").await.is_ok();
                let snapshot = store.snapshot(&id, 1, &format!("s{t}")).await.is_ok();
                (t, spec, append, snapshot)
            });
        }
        while let Some(r) = tasks.join_next().await {
            let (t, spec, append, snapshot) = r.expect("joined");
            // t20 is no table: its spec and append fail; a snapshot of it
            // fails on the foreign key.
            assert_eq!((spec, append, snapshot), (t < 20, t < 20, t < 20), "t{t}");
        }
        let all = store.load_all().await.expect("loads");
        assert_eq!(all.len(), 20);
        for t in &all {
            let n: usize = t.id[1..].parse().expect("a number");
            assert_eq!(t.spec, format!("{{\"n\":{n}}}"));
            assert_eq!(t.snapshot, Some((1, format!("s{n}"))));
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
                sqlx::query(statement)
                    .execute(&pool)
                    .await
                    .expect("old schema");
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
