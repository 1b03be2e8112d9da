//! PostgreSQL through sqlx: the store for several server instances on one
//! database. The same tables and the same contract as SQLite
//! (`migrations/postgres`); each call is one statement, committed before
//! it returns.

use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgPool, PgPoolOptions};

use super::{StoreError, seq_to};

/// PostgreSQL through sqlx, a pool of connections.
#[derive(Debug, Clone)]
pub struct PostgresStore {
    pool: PgPool,
    /// The instance whose lease an append must hold (several instances,
    /// [`PostgresStore::fenced`]); `None`: one instance, no leases.
    owner: Option<Arc<str>>,
}

/// How long a lease lasts unless renewed, in milliseconds.
pub const LEASE_MS: i64 = 4_000;

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
        Ok(Self { pool, owner: None })
    }

    /// The same database for instance `owner` among several: each append
    /// is stored only while `owner` holds the table's lease (a fence: an
    /// instance that lost a table, paused or cut off, cannot write to it
    /// once another has taken it).
    #[must_use]
    pub fn fenced(mut self, owner: &str) -> Self {
        self.owner = Some(owner.into());
        self
    }

    /// Takes the lease of table `id` for `owner` when nobody holds it (never
    /// taken, released, or expired): compare-and-set in one statement.
    /// Whether it was taken.
    ///
    /// # Errors
    /// The database.
    pub async fn take_lease(&self, id: &str, owner: &str) -> Result<bool, StoreError> {
        let taken = sqlx::query(
            "INSERT INTO leases (table_id, owner, epoch, expires_at) \
             VALUES ($1, $2, 1, now() + $3 * interval '1 millisecond') \
             ON CONFLICT (table_id) DO UPDATE \
             SET owner = excluded.owner, epoch = leases.epoch + 1, expires_at = excluded.expires_at \
             WHERE leases.owner IS NULL OR leases.expires_at < now() \
             RETURNING epoch",
        )
        .bind(id)
        .bind(owner)
        .bind(LEASE_MS)
        .fetch_optional(&self.pool)
        .await?;
        Ok(taken.is_some())
    }

    /// Renews every lease `owner` holds; the tables it still holds (a
    /// table missing was taken by another instance after the lease
    /// expired: its owner must stop it).
    ///
    /// # Errors
    /// The database.
    pub async fn renew_leases(&self, owner: &str) -> Result<Vec<String>, StoreError> {
        use sqlx::Row as _;
        let rows = sqlx::query(
            "UPDATE leases SET expires_at = now() + $2 * interval '1 millisecond' \
             WHERE owner = $1 RETURNING table_id",
        )
        .bind(owner)
        .bind(LEASE_MS)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
    }

    /// Releases the leases of `ids` that `owner` holds (handed over: any
    /// instance may take them at once).
    ///
    /// # Errors
    /// The database.
    pub async fn release_leases(&self, owner: &str, ids: &[String]) -> Result<(), StoreError> {
        sqlx::query("UPDATE leases SET owner = NULL WHERE owner = $1 AND table_id = ANY($2)")
            .bind(owner)
            .bind(ids)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Up to `limit` tables nobody holds: never leased, released, or whose
    /// lease expired (its owner died or lost the database).
    ///
    /// # Errors
    /// The database.
    pub async fn free_tables(&self, limit: i64) -> Result<Vec<String>, StoreError> {
        use sqlx::Row as _;
        let rows = sqlx::query(
            "SELECT t.id FROM tables t LEFT JOIN leases l ON l.table_id = t.id \
             WHERE l.table_id IS NULL OR l.owner IS NULL OR l.expires_at < now() \
             ORDER BY t.created LIMIT $1",
        )
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
    }

    /// Tests: table `id`'s lease expired in the hands of an instance that
    /// no longer exists (as when its holder was cut off for too long).
    ///
    /// # Panics
    /// The database.
    #[doc(hidden)]
    pub async fn expire_lease_for_tests(&self, id: &str) {
        sqlx::query(
            "UPDATE leases SET owner = 'ghost', expires_at = now() - interval '1 second' WHERE table_id = $1",
        )
        .bind(id)
        .execute(&self.pool)
        .await
        .expect("the lease expired");
    }

    /// The instance holding table `id`'s lease now (`None`: nobody; the
    /// outer `None`: no such table).
    ///
    /// # Errors
    /// The database.
    pub async fn holder(&self, id: &str) -> Result<Option<Option<String>>, StoreError> {
        use sqlx::Row as _;
        let row = sqlx::query(
            "SELECT CASE WHEN l.expires_at >= now() THEN l.owner END \
             FROM tables t LEFT JOIN leases l ON l.table_id = t.id WHERE t.id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| r.try_get(0)).transpose().map_err(Into::into)
    }

    /// Closes the pool (every connection).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

impl PostgresStore {
    /// Creates table `id`; fenced ([`PostgresStore::fenced`]), with its
    /// lease held by the owner, in the same transaction (no other instance
    /// can find it free in between).
    async fn create(&self, id: &str, spec: &str) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("INSERT INTO tables (id, spec) VALUES ($1, $2)")
            .bind(id)
            .bind(spec)
            .execute(&mut *tx)
            .await?;
        if let Some(owner) = &self.owner {
            sqlx::query(
                "INSERT INTO leases (table_id, owner, epoch, expires_at) \
                 VALUES ($1, $2, 1, now() + $3 * interval '1 millisecond')",
            )
            .bind(id)
            .bind(&**owner)
            .bind(LEASE_MS)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Replaces table `id`'s spec: one statement, committed.
    async fn update(&self, id: &str, spec: &str) -> Result<(), StoreError> {
        let done = sqlx::query("UPDATE tables SET spec = $1 WHERE id = $2")
            .bind(spec)
            .bind(id)
            .execute(&self.pool)
            .await?;
        if done.rows_affected() == 1 {
            Ok(())
        } else {
            Err(StoreError::NoTable(id.to_string()))
        }
    }

    /// Stores table `id`'s snapshot after `seq` (replacing one there).
    async fn save_snapshot(&self, id: &str, seq: u64, state: &str) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO snapshots (table_id, seq, state) VALUES ($1, $2, $3) \
             ON CONFLICT (table_id, seq) DO UPDATE SET state = excluded.state",
        )
        .bind(id)
        .bind(seq_to(seq))
        .bind(state)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Appends event `seq` of table `id`: one statement, committed. Fenced
    /// ([`PostgresStore::fenced`]): only while the owner's lease holds, read
    /// under a share lock, so a takeover's compare-and-set waits for an
    /// append in flight and an append after it finds the new owner.
    async fn append_event(&self, id: &str, seq: u64, event: &str) -> Result<(), StoreError> {
        let Some(owner) = &self.owner else {
            sqlx::query("INSERT INTO events (table_id, seq, event) VALUES ($1, $2, $3)")
                .bind(id)
                .bind(seq_to(seq))
                .bind(event)
                .execute(&self.pool)
                .await?;
            return Ok(());
        };
        let done = sqlx::query(
            "INSERT INTO events (table_id, seq, event) \
             SELECT $1, $2, $3 FROM leases \
             WHERE table_id = $1 AND owner = $4 AND expires_at >= now() FOR SHARE",
        )
        .bind(id)
        .bind(seq_to(seq))
        .bind(event)
        .bind(&**owner)
        .execute(&self.pool)
        .await?;
        if done.rows_affected() == 1 {
            Ok(())
        } else {
            Err(StoreError::lease_lost(id))
        }
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

    /// One owner at a time: a lease is taken by compare-and-set, renewed
    /// by its owner, free again when released; a fenced append needs it.
    #[tokio::test]
    async fn a_lease_has_one_owner_and_fences_the_log() {
        let pg = TestPostgres::start();
        let store = PostgresStore::open(&pg.url).await.expect("connects");
        store.create_table("t", "{}").await.expect("created");
        let (a, b) = (store.clone().fenced("a"), store.clone().fenced("b"));
        b.create_table("made-by-b", "{}").await.expect("created");
        assert!(
            !a.take_lease("made-by-b", "a").await.expect("asks"),
            "made with b's lease"
        );
        assert_eq!(
            store.free_tables(10).await.expect("free"),
            vec!["t".to_string()]
        );
        assert!(a.append("t", 1, "x").await.is_err(), "no lease, no append");
        assert!(a.take_lease("t", "a").await.expect("takes"));
        assert!(!b.take_lease("t", "b").await.expect("asks"), "held by a");
        assert_eq!(
            store.holder("t").await.expect("holder"),
            Some(Some("a".into()))
        );
        assert_eq!(store.holder("none").await.expect("holder"), None);
        assert!(store.free_tables(10).await.expect("free").is_empty());
        a.append("t", 1, "x").await.expect("a appends");
        assert!(b.append("t", 2, "y").await.is_err(), "b is fenced off");
        assert_eq!(
            a.renew_leases("a").await.expect("renews"),
            vec!["t".to_string()]
        );
        a.release_leases("a", &["t".into()])
            .await
            .expect("released");
        assert_eq!(store.holder("t").await.expect("holder"), Some(None));
        assert!(
            a.append("t", 2, "y").await.is_err(),
            "released: a is fenced off too"
        );
        assert!(b.take_lease("t", "b").await.expect("takes"));
        assert!(
            a.renew_leases("a").await.expect("renews").is_empty(),
            "a learns it lost t"
        );
        b.append("t", 2, "y").await.expect("b appends");
        assert_eq!(
            store.events_since("t", 0).await.expect("events"),
            vec![(1, "x".into()), (2, "y".into())]
        );
        store.close().await;
    }
}
