//! Several instances of `halfbridge serve` on one PostgreSQL and one NATS
//! (`--nats`): any instance accepts any client, exactly one runs each table.
//!
//! - **Who runs a table**: the instance holding its lease in PostgreSQL
//!   (`leases`, [`PostgresStore::take_lease`]): taken by compare-and-set,
//!   renewed every [`RENEW`] for [`LEASE_MS`], and every append is fenced by
//!   it ([`PostgresStore::fenced`]), so an instance that lost a table can
//!   no longer write to its log.
//! - **A client at another instance**: that instance relays ([`Relay`]). It
//!   asks the owner who the token's seat is (`hb.t.{id}.ask`, a request),
//!   sends the client's messages to `hb.t.{id}.in`, and the owner sends the
//!   seat's frames to `hb.c.{instance}.{n}`, the relay's own subject (an
//!   empty message closes the connection). The API's reads go the same way
//!   (`ask`). Each seat's frames are made by the owner for that seat alone:
//!   a relay forwards text it cannot see into.
//! - **A table moves** when its lease was released (a stopping instance
//!   hands its tables over: `hb.handover`) or expired (its instance died):
//!   another instance takes the lease, rebuilds the table from the log and
//!   says so on `hb.t.{id}.moved`; the relays of that table close their
//!   connections, and the clients connect again (to any instance) with
//!   their last sequence number.
//!
//! NATS core is at most once: a frame lost on the way is a client behind,
//! which the next frame's sequence number or a reconnection repairs.
//! Nothing durable goes through NATS: the log in PostgreSQL is the truth.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_nats::Client;
use axum::http::StatusCode;
use engine::Seat;
use futures_util::StreamExt as _;
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;

use crate::protocol::ErrorCode;
use crate::store::{LEASE_MS, PostgresStore, Store as _};
use crate::table::{Command, Frame};
use crate::{Answer, App, Conn, Handle, Located, TableQuery, error_answer};

/// How often an instance renews its leases and looks for free tables.
pub const RENEW: Duration = Duration::from_secs(1);

/// How long a relay waits for the owner's answer.
const ASK_TIMEOUT: Duration = Duration::from_secs(3);

/// The free tables taken at most in one look.
const TAKE_AT_ONCE: i64 = 500;

/// The takeovers in progress at once (the database pool has 16
/// connections; the appends of the tables running need some).
const TAKEOVERS_AT_ONCE: usize = 8;

/// This instance among several: its name, NATS, the leases.
pub struct Cluster {
    /// This instance's name (random, new at each start): the leases' owner.
    pub instance: String,
    nats: Client,
    leases: PostgresStore,
    /// The relays open here: their number → their table and where their
    /// frames go.
    relays: Mutex<HashMap<u64, (String, mpsc::UnboundedSender<Frame>)>>,
    next_relay: AtomicU64,
    /// Set when this instance stops: it takes no table from then on (the
    /// tables it hands over go to the others).
    stopping: AtomicBool,
    /// The tables being taken over here (lease taken, not yet running).
    starting: Mutex<std::collections::HashSet<String>>,
}

/// A client's message relayed to the table's owner (`hb.t.{id}.in`).
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum ToOwner {
    /// A connection joins; `from` is where its frames go.
    Join {
        from: String,
        seat: Option<Seat>,
        last_seq: Option<u64>,
        token_hash: Option<String>,
        base: String,
    },
    /// A client's text message.
    Text { from: String, text: String },
    /// A message refused by the relay (a flood, not text).
    Refused {
        from: String,
        code: ErrorCode,
        message: String,
    },
    /// The connection has gone.
    Leave { from: String },
}

/// A request to the table's owner (`hb.t.{id}.ask`).
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Ask {
    /// The seat of a token's hash (`None`: a spectator).
    Who { token_hash: Option<String> },
    /// An API read.
    Query { query: TableQuery },
}

/// The owner's answer to [`Ask::Who`].
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Who {
    Seat(Option<Seat>),
    BadToken,
}

/// The owner's answer to [`Ask::Query`].
#[derive(Debug, Serialize, Deserialize)]
struct QueryAnswer {
    status: u16,
    body: String,
}

fn table_subject(id: &str, what: &str) -> String {
    format!("hb.t.{id}.{what}")
}

/// Whether a table id can be part of a subject (ids are hex; anything else
/// is no table).
fn subject_safe(id: &str) -> bool {
    !id.is_empty() && id.len() <= 64 && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

impl Cluster {
    /// Connects to NATS at `nats_url` as instance `instance`, with `leases`
    /// (fenced for `instance`).
    ///
    /// # Errors
    /// NATS cannot be reached.
    pub async fn connect(
        nats_url: &str,
        instance: String,
        leases: PostgresStore,
    ) -> Result<Self, String> {
        let nats = async_nats::ConnectOptions::new()
            .name(format!("halfbridge {instance}"))
            .retry_on_initial_connect()
            .connect(nats_url)
            .await
            .map_err(|e| format!("NATS {nats_url}: {e}"))?;
        Ok(Self {
            instance,
            nats,
            leases,
            relays: Mutex::default(),
            next_relay: AtomicU64::new(1),
            stopping: AtomicBool::new(false),
            starting: Mutex::default(),
        })
    }

    /// Starts this instance's part: its relays' inbox, the tables moved and
    /// handed over, and the lease loop (renew, take the free tables).
    ///
    /// # Errors
    /// NATS refused a subscription.
    pub async fn start(self: &Arc<Self>, app: &App) -> Result<(), String> {
        let fail = |e: async_nats::SubscribeError| e.to_string();
        let mut inbox = self
            .nats
            .subscribe(format!("hb.c.{}.*", self.instance))
            .await
            .map_err(fail)?;
        let cluster = self.clone();
        tokio::spawn(async move {
            while let Some(m) = inbox.next().await {
                let Some(n) = m.subject.rsplit('.').next().and_then(|n| n.parse().ok()) else {
                    continue;
                };
                let Ok(mut relays) = cluster.relays.lock() else {
                    return;
                };
                if m.payload.is_empty() {
                    // The owner closed it: dropping the sender closes the socket.
                    relays.remove(&n);
                } else if let Some((_, tx)) = relays.get(&n)
                    && let Ok(text) = std::str::from_utf8(&m.payload)
                {
                    let _ = tx.send(text.into());
                }
            }
        });
        let mut moved = self.nats.subscribe("hb.t.*.moved").await.map_err(fail)?;
        let cluster = self.clone();
        tokio::spawn(async move {
            while let Some(m) = moved.next().await {
                let id = m.subject.split('.').nth(2).unwrap_or_default();
                if let Ok(mut relays) = cluster.relays.lock() {
                    relays.retain(|_, (table, _)| table != id);
                }
            }
        });
        let mut handover = self.nats.subscribe("hb.handover").await.map_err(fail)?;
        let a = app.clone();
        tokio::spawn(async move {
            while let Some(m) = handover.next().await {
                let ids: Vec<String> = serde_json::from_slice(&m.payload).unwrap_or_default();
                a.take_over_all(ids).await;
            }
        });
        let a = app.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(RENEW);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                a.keep_leases().await;
            }
        });
        Ok(())
    }

    /// The leases' store.
    pub(crate) const fn leases(&self) -> &PostgresStore {
        &self.leases
    }

    /// Says on NATS that table `id` runs here now (relays elsewhere close
    /// their connections to it; the clients come back).
    pub(crate) async fn moved(&self, id: &str) {
        let _ = self
            .nats
            .publish(table_subject(id, "moved"), bytes::Bytes::new())
            .await;
    }

    /// Tells the other instances that `ids` were released: take them now.
    pub(crate) async fn hand_over(&self, ids: &[String]) {
        if let Ok(body) = serde_json::to_vec(ids) {
            let _ = self.nats.publish("hb.handover", body.into()).await;
        }
        let _ = self.nats.flush().await;
    }

    /// Closes every relay open here (this instance stops).
    pub(crate) fn close_relays(&self) {
        if let Ok(mut relays) = self.relays.lock() {
            relays.clear();
        }
    }

    /// Serves table `id` (running here, `handle`) to the other instances:
    /// their relays' messages and their requests, until the table stops.
    ///
    /// # Errors
    /// NATS refused the subscription.
    pub(crate) async fn serve_table(
        self: &Arc<Self>,
        app: &App,
        id: &str,
        handle: Handle,
    ) -> Result<(), String> {
        let mut sub = self
            .nats
            .subscribe(table_subject(id, "*"))
            .await
            .map_err(|e| e.to_string())?;
        let (cluster, app, id) = (self.clone(), app.clone(), id.to_string());
        tokio::spawn(async move {
            // The relays joined: their subject → connection number, seat, base.
            let mut joined: HashMap<String, Conn> = HashMap::new();
            loop {
                let m = tokio::select! {
                    m = sub.next() => match m { Some(m) => m, None => break },
                    () = handle.tx.closed() => break,
                };
                if m.subject.ends_with(".ask") {
                    let Some(reply) = m.reply.clone() else {
                        continue;
                    };
                    let answer = match serde_json::from_slice::<Ask>(&m.payload) {
                        Ok(Ask::Who { token_hash }) => {
                            let who = match token_hash {
                                None => Who::Seat(None),
                                Some(h) => crate::seat_of_token(&handle, &h)
                                    .map_or(Who::BadToken, |s| Who::Seat(Some(s))),
                            };
                            serde_json::to_vec(&who).unwrap_or_default()
                        }
                        Ok(Ask::Query { query }) => {
                            let (status, body) =
                                crate::answer_here(&app, &id, &handle, query).await;
                            serde_json::to_vec(&QueryAnswer {
                                status: status.as_u16(),
                                body,
                            })
                            .unwrap_or_default()
                        }
                        Err(_) => continue,
                    };
                    let _ = cluster.nats.publish(reply, answer.into()).await;
                } else if m.subject.ends_with(".in") {
                    let Ok(message) = serde_json::from_slice::<ToOwner>(&m.payload) else {
                        continue;
                    };
                    let command = match message {
                        ToOwner::Join {
                            from,
                            seat,
                            last_seq,
                            token_hash,
                            base,
                        } => {
                            let conn = app.conns.fetch_add(1, Ordering::Relaxed);
                            let (tx, rx) = mpsc::unbounded_channel::<Frame>();
                            cluster.forward(rx, from.clone());
                            joined.insert(
                                from,
                                Conn {
                                    table: handle.tx.clone(),
                                    conn,
                                    seat,
                                    base,
                                },
                            );
                            Command::Join {
                                conn,
                                seat,
                                last_seq,
                                tx,
                                token_hash,
                            }
                        }
                        ToOwner::Text { from, text } => match joined.get(&from) {
                            Some(c) => c.command(crate::protocol::decode(&text)),
                            None => continue,
                        },
                        ToOwner::Refused {
                            from,
                            code,
                            message,
                        } => match joined.get(&from) {
                            Some(c) => Command::Reject {
                                conn: c.conn,
                                code,
                                message,
                            },
                            None => continue,
                        },
                        ToOwner::Leave { from } => match joined.remove(&from) {
                            Some(c) => Command::Leave { conn: c.conn },
                            None => continue,
                        },
                    };
                    if handle.tx.send(command).await.is_err() {
                        break;
                    }
                }
            }
        });
        Ok(())
    }

    /// Sends the frames of `rx` to the relay at `subject`, then an empty
    /// message when the table closes the connection.
    fn forward(&self, mut rx: mpsc::UnboundedReceiver<Frame>, subject: String) {
        let nats = self.nats.clone();
        tokio::spawn(async move {
            while let Some(frame) = rx.recv().await {
                let bytes = bytes::Bytes::copy_from_slice(frame.as_bytes());
                if nats.publish(subject.clone(), bytes).await.is_err() {
                    return;
                }
            }
            let _ = nats.publish(subject, bytes::Bytes::new()).await;
        });
    }

    /// Asks table `id`'s owner.
    async fn ask(&self, id: &str, ask: &Ask) -> Result<bytes::Bytes, Answer> {
        let moving = || {
            error_answer(
                StatusCode::SERVICE_UNAVAILABLE,
                "moving",
                "the table is moving to another server: ask again in a moment",
            )
        };
        let body = serde_json::to_vec(ask).map_err(|_| moving())?;
        match tokio::time::timeout(
            ASK_TIMEOUT,
            self.nats.request(table_subject(id, "ask"), body.into()),
        )
        .await
        {
            Ok(Ok(m)) => Ok(m.payload),
            // No responders (its owner died or is stopping), or late.
            _ => Err(moving()),
        }
    }

    /// `query`'s answer from table `id`'s owner.
    pub(crate) async fn ask_owner(&self, id: &str, query: TableQuery) -> Answer {
        match self.ask(id, &Ask::Query { query }).await {
            Ok(payload) => match serde_json::from_slice::<QueryAnswer>(&payload) {
                Ok(a) => (
                    StatusCode::from_u16(a.status).unwrap_or(StatusCode::BAD_GATEWAY),
                    a.body,
                ),
                Err(e) => error_answer(StatusCode::BAD_GATEWAY, "moving", e.to_string()),
            },
            Err(answer) => answer,
        }
    }

    /// A relay to table `id` run by another instance, for a client with the
    /// token hashing to `token_hash`; the API's answer when the owner
    /// refuses the token or does not answer.
    pub(crate) async fn relay(
        self: &Arc<Self>,
        id: &str,
        token_hash: Option<String>,
        base: String,
    ) -> Result<Relay, Answer> {
        let payload = self
            .ask(
                id,
                &Ask::Who {
                    token_hash: token_hash.clone(),
                },
            )
            .await?;
        let seat = match serde_json::from_slice::<Who>(&payload) {
            Ok(Who::Seat(seat)) => seat,
            Ok(Who::BadToken) => {
                return Err(error_answer(
                    StatusCode::UNAUTHORIZED,
                    "bad_token",
                    "wrong seat token",
                ));
            }
            Err(e) => {
                return Err(error_answer(
                    StatusCode::BAD_GATEWAY,
                    "moving",
                    e.to_string(),
                ));
            }
        };
        let n = self.next_relay.fetch_add(1, Ordering::Relaxed);
        Ok(Relay {
            cluster: self.clone(),
            table: id.to_string(),
            n,
            from: format!("hb.c.{}.{n}", self.instance),
            seat,
            base,
        })
    }
}

/// A connection here to a table another instance runs.
pub(crate) struct Relay {
    cluster: Arc<Cluster>,
    table: String,
    n: u64,
    /// The subject its frames come to.
    from: String,
    seat: Option<Seat>,
    base: String,
}

impl Relay {
    async fn send(&self, message: &ToOwner) -> bool {
        let Ok(body) = serde_json::to_vec(message) else {
            return false;
        };
        self.cluster
            .nats
            .publish(table_subject(&self.table, "in"), body.into())
            .await
            .is_ok()
    }

    /// Joins the table; where its frames come.
    pub(crate) async fn join(
        &self,
        last_seq: Option<u64>,
        token_hash: Option<String>,
    ) -> Option<mpsc::UnboundedReceiver<Frame>> {
        let (tx, rx) = mpsc::unbounded_channel();
        self.cluster
            .relays
            .lock()
            .ok()?
            .insert(self.n, (self.table.clone(), tx));
        let joined = self
            .send(&ToOwner::Join {
                from: self.from.clone(),
                seat: self.seat,
                last_seq,
                token_hash,
                base: self.base.clone(),
            })
            .await;
        joined.then_some(rx)
    }

    /// A client's text message.
    pub(crate) async fn text(&self, text: &str) -> bool {
        self.send(&ToOwner::Text {
            from: self.from.clone(),
            text: text.into(),
        })
        .await
    }

    /// A message refused here.
    pub(crate) async fn refuse(&self, code: ErrorCode, message: &str) -> bool {
        self.send(&ToOwner::Refused {
            from: self.from.clone(),
            code,
            message: message.into(),
        })
        .await
    }

    /// The connection has gone.
    pub(crate) async fn leave(&self) {
        if let Ok(mut relays) = self.cluster.relays.lock() {
            relays.remove(&self.n);
        }
        self.send(&ToOwner::Leave {
            from: self.from.clone(),
        })
        .await;
    }
}

impl App {
    /// Where table `id` runs: here, at another instance, moving between
    /// instances, or nowhere. A table nobody holds is taken here.
    pub(crate) async fn locate(&self, id: &str) -> Located {
        if let Some(handle) = self.handle(id) {
            return Located::Here(handle);
        }
        let Some(cluster) = &self.cluster else {
            return Located::Missing;
        };
        if !subject_safe(id) {
            return Located::Missing;
        }
        if cluster.stopping.load(Ordering::Relaxed) {
            // Handing its tables over: the client connects to another.
            return Located::Moving;
        }
        match cluster.leases().holder(id).await {
            Err(_) => Located::Moving,
            Ok(None) => Located::Missing,
            Ok(Some(None)) => {
                self.take_over(id).await;
                self.handle(id).map_or(Located::Moving, Located::Here)
            }
            Ok(Some(Some(owner))) if owner == cluster.instance => Located::Moving,
            Ok(Some(Some(_))) => Located::Elsewhere,
        }
    }

    /// Takes table `id` over when nobody holds its lease: rebuilt from its
    /// log, served, and said on NATS.
    pub(crate) async fn take_over(&self, id: &str) {
        let Some(cluster) = &self.cluster else { return };
        if self.handle(id).is_some()
            || !subject_safe(id)
            || cluster.stopping.load(Ordering::Relaxed)
        {
            return;
        }
        let fresh = cluster
            .starting
            .lock()
            .is_ok_and(|mut s| s.insert(id.to_string()));
        if !fresh {
            return;
        }
        self.take_lease_and_run(cluster, id).await;
        if let Ok(mut s) = cluster.starting.lock() {
            s.remove(id);
        }
    }

    async fn take_lease_and_run(&self, cluster: &Cluster, id: &str) {
        if !matches!(
            cluster.leases().take_lease(id, &cluster.instance).await,
            Ok(true)
        ) {
            return;
        }
        let rebuilt = match cluster.leases().load(id).await {
            Ok(Some(stored)) => crate::rebuild(&stored).map_err(|e| e.to_string()),
            Ok(None) => Err("gone".into()),
            Err(e) => Err(e.to_string()),
        };
        match rebuilt {
            Ok(rebuilt) => {
                if self.run_table(id.to_string(), rebuilt).await.is_ok() {
                    self.metrics.took_over();
                }
            }
            Err(e) => {
                eprintln!("halfbridge serve: table {id}: not taken over: {e}");
                let _ = cluster
                    .leases()
                    .release_leases(&cluster.instance, &[id.to_string()])
                    .await;
            }
        }
    }

    /// Renews this instance's leases and stops the tables it lost; takes
    /// the tables nobody holds.
    async fn keep_leases(&self) {
        let Some(cluster) = &self.cluster else { return };
        let Ok(held) = cluster.leases().renew_leases(&cluster.instance).await else {
            // The database is away: nothing can be stored, nothing is lost.
            return;
        };
        let held: std::collections::HashSet<String> = held.into_iter().collect();
        let running: Vec<String> = self
            .tables
            .lock()
            .map(|t| {
                t.iter()
                    .filter(|(_, h)| !h.tx.is_closed())
                    .map(|(id, _)| id.clone())
                    .collect()
            })
            .unwrap_or_default();
        for id in running.iter().filter(|id| !held.contains(*id)) {
            eprintln!("halfbridge serve: table {id}: its lease was taken: stopped here");
            self.stop_table(id).await;
        }
        // Held but not running (its task stopped when an append was fenced
        // off, the lease having expired meanwhile, say): released, so that
        // it is taken again (here or elsewhere) and rebuilt from the log.
        let starting = cluster
            .starting
            .lock()
            .map(|s| s.clone())
            .unwrap_or_default();
        let orphans: Vec<String> = held
            .into_iter()
            .filter(|id| !running.contains(id) && !starting.contains(id))
            .collect();
        if !orphans.is_empty() {
            for id in &orphans {
                self.stop_table(id).await;
            }
            let _ = cluster
                .leases()
                .release_leases(&cluster.instance, &orphans)
                .await;
        }
        if let Ok(free) = cluster.leases().free_tables(TAKE_AT_ONCE).await {
            self.take_over_all(free).await;
        }
    }

    /// Takes over the tables `ids` that nobody holds, several at once (each
    /// is a few queries and a replay: one after the other, hundreds of
    /// tables would wait seconds).
    async fn take_over_all(&self, ids: Vec<String>) {
        futures_util::stream::iter(ids)
            .for_each_concurrent(
                TAKEOVERS_AT_ONCE,
                |id| async move { self.take_over(&id).await },
            )
            .await;
    }

    /// Stops table `id` here: once its task says nothing more will be
    /// stored, its connections are closed.
    pub async fn stop_table(&self, id: &str) {
        let handle = self.tables.lock().ok().and_then(|mut t| t.remove(id));
        // Its reviews go with it (the instance running it keeps them).
        if let Ok(mut reviews) = self.reviews.lock() {
            reviews.retain(|(table, _), _| table != id);
        }
        if let Some(handle) = handle {
            let (tx, rx) = tokio::sync::oneshot::channel();
            if handle.tx.send(Command::Stop(tx)).await.is_ok() {
                let _ = tokio::time::timeout(Duration::from_secs(5), rx).await;
            }
        }
    }

    /// Stops every table run here (Ctrl-C, SIGTERM): nothing more is
    /// stored, the connections close. One instance of several hands them
    /// over: their leases released, the others told at once, so the
    /// clients connecting again find them running elsewhere.
    pub async fn shut_down(&self) {
        if let Some(cluster) = &self.cluster {
            cluster.stopping.store(true, Ordering::Relaxed);
        }
        let ids: Vec<String> = self
            .tables
            .lock()
            .map(|t| t.keys().cloned().collect())
            .unwrap_or_default();
        for id in &ids {
            self.stop_table(id).await;
        }
        if let Some(cluster) = &self.cluster {
            let _ = cluster
                .leases()
                .release_leases(&cluster.instance, &ids)
                .await;
            cluster.hand_over(&ids).await;
            cluster.close_relays();
            eprintln!("halfbridge serve: handed over {} tables", ids.len());
        }
    }
}

/// How long a lease lasts, for the docs and tests.
pub const LEASE: Duration = Duration::from_millis(LEASE_MS.unsigned_abs());
