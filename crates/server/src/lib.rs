//! `halfbridge serve`: online tables of four on the engine, robots in the
//! empty seats (docs/PROTOCOL.md for the API and the messages).
//!
//! - [`claims`]: claims between people and the log's entries.
//! - [`game`]: a table's match of boards and what each seat may see (plain
//!   Rust over the engine's `Table`).
//! - [`table`]: one tokio task per table owns its match; every action is
//!   checked by the engine and stored before anyone is told.
//! - [`store`]: the event log and snapshots (`Store`; SQLite or
//!   PostgreSQL via sqlx).
//! - [`cluster`]: several instances on one PostgreSQL and one NATS: the
//!   table's lease, relays to the instance running a table, takeovers.
//! - [`metrics`]: counters for `/metrics` (Prometheus' text format).
//! - [`protocol`]: the WebSocket messages and their decoder.
//! - [`seating`]: who sits where (names, connections, grace periods,
//!   stand-in robots, the host), in memory.
//! - this module: the HTTP API, the WebSocket upgrade, [`router`] and [`run`].

pub mod claims;
pub mod cluster;
pub mod game;
pub mod metrics;
pub mod protocol;
pub mod seating;
pub mod store;
pub mod table;
pub mod test_nats;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};

use axum::body::Bytes;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use engine::Seat;
use engine::bot::Level;
use engine::review::BoardReview;
use engine::rules::Variant;
use engine::table::TableRecord;
use serde::Deserialize;
use serde_json::json;
use sha2::{Digest as _, Sha256};
use subtle::ConstantTimeEq as _;
use tokio::sync::{mpsc, oneshot};

use crate::game::{MAX_BOARDS, Match, ReviewRefusal, Snapshot, Spec};
use crate::protocol::{ClientMessage, ErrorCode, Limits, MAX_MESSAGE};
use crate::seating::TableSpec;
use crate::store::{Store, StoreError, Stored};
use crate::table::{Command, Frame, Setup, TableTask};

pub use crate::seating::Grace;

/// A WebSocket's read buffer (a client's messages are under
/// [`MAX_MESSAGE`]; a longer one is read in several pieces).
const READ_BUFFER: usize = 4 * 1024;

/// A running table as the HTTP side knows it.
#[derive(Clone)]
pub(crate) struct Handle {
    pub(crate) tx: mpsc::Sender<Command>,
    /// The seats' token hashes (empty: no token), as the table's task
    /// keeps them (the host may change them).
    pub(crate) token_hashes: Arc<RwLock<[String; 4]>>,
}

/// The server's shared state.
#[derive(Clone)]
pub struct App {
    store: Arc<dyn Store>,
    tables: Arc<Mutex<HashMap<String, Handle>>>,
    conns: Arc<AtomicU64>,
    limits: Limits,
    grace: Arc<RwLock<Grace>>,
    /// The Closed Rooms played at once, over every table.
    closed_gate: Arc<tokio::sync::Semaphore>,
    metrics: Arc<metrics::Metrics>,
    /// The reviews of boards over (deterministic: computed once each),
    /// by table and board.
    reviews: Arc<Mutex<HashMap<(String, u8), ReviewCell>>>,
    /// The reviews computed at once, over every table.
    review_gate: Arc<tokio::sync::Semaphore>,
    /// This instance among several (`--nats`); `None`: the only one.
    cluster: Option<Arc<cluster::Cluster>>,
}

/// Where a table runs, as an instance finds it.
pub(crate) enum Located {
    /// Here.
    Here(Handle),
    /// At another instance (several instances).
    Elsewhere,
    /// Between two instances: ask again in a moment.
    Moving,
    /// No such table.
    Missing,
}

/// One board's review, computed once (the first request computes it, the
/// others wait for it).
type ReviewCell = Arc<tokio::sync::OnceCell<Arc<BoardReview>>>;

/// How many Closed Rooms the server plays at once: half its cores, at
/// least one (the tables' own robots and the claims need the others).
#[must_use]
pub fn closed_rooms_at_once() -> usize {
    std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1))
}

/// A failure to start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The database.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A stored table that does not rebuild.
    #[error("table {0}: {1}")]
    Table(String, String),
    /// The network or the runtime.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// NATS (several instances).
    #[error("{0}")]
    Nats(String),
}

fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    // Without the system's randomness there are no safe tokens: stop.
    getrandom::fill(&mut buf).expect("the system's random source");
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

fn random_u64() -> u64 {
    let mut buf = [0u8; 8];
    getrandom::fill(&mut buf).expect("the system's random source");
    u64::from_le_bytes(buf)
}

/// SHA-256 of a token, hex.
#[must_use]
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

impl App {
    /// The server on `store`: every stored table rebuilt from its snapshot
    /// and events (replayed by the engine) and its task started (one that
    /// does not rebuild is reported and left out).
    ///
    /// # Errors
    /// The database.
    pub async fn new(store: Arc<dyn Store>) -> Result<Self, StartError> {
        Self::configured(store, Limits::default(), Grace::default()).await
    }

    /// [`App::new`] with these message limits and grace periods from the
    /// start (the rebuilt tables' countdowns included).
    ///
    /// # Errors
    /// The database.
    pub async fn configured(
        store: Arc<dyn Store>,
        limits: Limits,
        grace: Grace,
    ) -> Result<Self, StartError> {
        let app = Self::bare(store.clone(), limits, grace, None);
        for stored in store.load_all().await? {
            // A table that does not rebuild is left in the database, not
            // served, and the others start.
            match rebuild(&stored) {
                Ok(rebuilt) => {
                    app.start(stored.id.clone(), rebuilt);
                }
                Err(e) => eprintln!("halfbridge serve: {e}"),
            }
        }
        Ok(app)
    }

    /// A server on `store` running no table yet.
    fn bare(
        store: Arc<dyn Store>,
        limits: Limits,
        grace: Grace,
        cluster: Option<Arc<cluster::Cluster>>,
    ) -> Self {
        Self {
            store,
            tables: Arc::default(),
            conns: Arc::default(),
            limits,
            grace: Arc::new(RwLock::new(grace)),
            closed_gate: Arc::new(tokio::sync::Semaphore::new(closed_rooms_at_once())),
            metrics: Arc::default(),
            reviews: Arc::default(),
            review_gate: Arc::new(tokio::sync::Semaphore::new(closed_rooms_at_once())),
            cluster,
        }
    }

    /// Instance of several on the PostgreSQL database at `database` and
    /// the NATS server at `nats`: it runs no table at first; each second it
    /// renews its leases and takes the tables nobody holds
    /// ([`cluster`]).
    ///
    /// # Errors
    /// The database or NATS.
    pub async fn clustered(
        database: &str,
        nats: &str,
        limits: Limits,
        grace: Grace,
    ) -> Result<Self, StartError> {
        let instance = random_hex(6);
        let pg = store::PostgresStore::open(database)
            .await?
            .fenced(&instance);
        let cluster = cluster::Cluster::connect(nats, instance, pg.clone())
            .await
            .map_err(StartError::Nats)?;
        let cluster = Arc::new(cluster);
        let app = Self::bare(Arc::new(pg), limits, grace, Some(cluster.clone()));
        cluster.start(&app).await.map_err(StartError::Nats)?;
        Ok(app)
    }

    /// This instance's name among several (`None`: the only one).
    #[must_use]
    pub fn instance(&self) -> Option<&str> {
        self.cluster.as_deref().map(|c| c.instance.as_str())
    }

    /// Runs table `id` here: its task, and with several instances its
    /// NATS subscription, then says it moved here.
    pub(crate) async fn run_table(&self, id: String, rebuilt: Rebuilt) -> Result<(), String> {
        let handle = self.start(id.clone(), rebuilt);
        if let Some(cluster) = &self.cluster {
            if let Err(e) = cluster.serve_table(self, &id, handle).await {
                self.stop_table(&id).await;
                return Err(e);
            }
            cluster.moved(&id).await;
        }
        Ok(())
    }

    /// The same server with other message limits (tests play at machine
    /// speed).
    #[must_use]
    pub const fn with_limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// The same server with other grace periods (tests wait less), for
    /// every countdown started from now on (a rebuilt table's first
    /// countdowns may have started: [`App::configured`] sets them before).
    #[must_use]
    pub fn with_grace(self, grace: Grace) -> Self {
        if let Ok(mut g) = self.grace.write() {
            *g = grace;
        }
        self
    }

    fn start(&self, id: String, rebuilt: Rebuilt) -> Handle {
        let Rebuilt {
            stored,
            game,
            seq,
            undoable,
            moved,
        } = rebuilt;
        let token_hashes = Arc::new(RwLock::new(stored.spec.token_hashes.clone()));
        let setup = Setup {
            stored,
            tokens: token_hashes.clone(),
            grace: self.grace.clone(),
            undoable,
            moved,
            closed_gate: self.closed_gate.clone(),
            metrics: self.metrics.clone(),
        };
        let tx = TableTask::spawn(id.clone(), self.store.clone(), game, seq, setup);
        let handle = Handle { tx, token_hashes };
        if let Ok(mut tables) = self.tables.lock() {
            tables.insert(id, handle.clone());
        }
        handle
    }

    /// The table `id` running here (a task that ended, its lease lost, is
    /// forgotten).
    fn handle(&self, id: &str) -> Option<Handle> {
        let mut tables = self.tables.lock().ok()?;
        let handle = tables.get(id).cloned()?;
        if handle.tx.is_closed() {
            tables.remove(id);
            return None;
        }
        Some(handle)
    }
}

/// A table as its task starts: rebuilt, or new.
pub(crate) struct Rebuilt {
    stored: TableSpec,
    game: Match,
    /// The last event's sequence number.
    seq: u64,
    /// The actions of the board in play that may be taken back.
    undoable: claims::Undoable,
    /// The last event that changed the board in play (not a Closed Room).
    moved: u64,
}

/// A stored table's spec, match, sequence number and the actions of its
/// board that may be taken back: its latest snapshot and the events after
/// it, replayed by the engine (a Closed Room stored is not played again).
pub(crate) fn rebuild(stored: &Stored) -> Result<Rebuilt, StartError> {
    let bad = |e: String| StartError::Table(stored.id.clone(), e);
    let table_spec: TableSpec =
        serde_json::from_str(&stored.spec).map_err(|e| bad(e.to_string()))?;
    let spec = table_spec.spec.clone();
    let (mut game, mut seq) = match &stored.snapshot {
        Some((seq, text)) => {
            let snap: Snapshot = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
            let game = Match::from_snapshot(spec, &snap).map_err(|e| bad(e.to_string()))?;
            (game, *seq)
        }
        None => (Match::new(spec), 0),
    };
    let mut undoable = claims::Undoable::default();
    let mut moved = seq;
    for (n, text) in &stored.events {
        let entry: claims::LogEntry = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
        if *n != seq + 1 {
            return Err(bad(format!("event {n} follows {seq}")));
        }
        claims::apply_entry(&mut game, &mut undoable, *n, &entry).map_err(bad)?;
        seq = *n;
        if !matches!(entry, claims::LogEntry::Closed { .. }) {
            moved = seq;
        }
    }
    Ok(Rebuilt {
        stored: table_spec,
        game,
        seq,
        undoable,
        moved,
    })
}

fn error(status: StatusCode, code: &str, message: impl Into<String>) -> Response {
    (
        status,
        Json(json!({"error": code, "message": message.into()})),
    )
        .into_response()
}

/// The API and the WebSocket, with `dist` (the built page) served at `/`
/// when given.
pub fn router(app: App, dist: Option<PathBuf>) -> Router {
    let api = Router::new()
        .route("/api/health", get(health))
        .route("/api/ready", get(ready))
        .route("/metrics", get(metrics_text))
        .route("/api/tables", post(create))
        .route("/api/tables/{id}", get(public))
        .route("/api/tables/{id}/records", get(records))
        .route("/api/tables/{id}/closed", get(closed))
        .route("/api/tables/{id}/review/{board}", get(review))
        .route("/ws/tables/{id}", get(upgrade))
        .layer(DefaultBodyLimit::max(MAX_MESSAGE))
        .with_state(app);
    match dist {
        Some(dir) => api.fallback_service(tower_http::services::ServeDir::new(dir)),
        None => api,
    }
}

async fn health() -> Response {
    Json(json!({"ok": true, "server": "halfbridge", "version": env!("CARGO_PKG_VERSION")}))
        .into_response()
}

/// Readiness, for a load balancer: 200 when the database answers, 503
/// when it does not (`/api/health` only says the process is up).
async fn ready(State(app): State<App>) -> Response {
    // A balancer asks often and waits little: two seconds, then not ready.
    match tokio::time::timeout(std::time::Duration::from_secs(2), app.store.ping()).await {
        Ok(Ok(())) => Json(json!({"ready": true})).into_response(),
        Ok(Err(e)) => error(StatusCode::SERVICE_UNAVAILABLE, "storage", e.to_string()),
        Err(_) => error(
            StatusCode::SERVICE_UNAVAILABLE,
            "storage",
            "the database did not answer within 2 s",
        ),
    }
}

/// The counters in Prometheus' text format.
async fn metrics_text(State(app): State<App>) -> Response {
    // The tables running here (a task that ended, its lease lost, is not).
    let tables = app
        .tables
        .lock()
        .map_or(0, |t| t.values().filter(|h| !h.tx.is_closed()).count());
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        app.metrics.render(tables),
    )
        .into_response()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateRequest {
    game: String,
    #[serde(default)]
    boards: Option<u8>,
    #[serde(default)]
    level: Option<String>,
    #[serde(default)]
    robots: Vec<String>,
    #[serde(default)]
    host: Option<String>,
}

fn seat_of(name: &str) -> Option<Seat> {
    match name {
        "N" => Some(Seat::North),
        "E" => Some(Seat::East),
        "S" => Some(Seat::South),
        "W" => Some(Seat::West),
        _ => None,
    }
}

const SEAT_NAMES: [&str; 4] = ["N", "E", "S", "W"];

async fn create(State(app): State<App>, headers: HeaderMap, body: Bytes) -> Response {
    let request: CreateRequest = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => return error(StatusCode::BAD_REQUEST, "malformed", e.to_string()),
    };
    // GBridge: `boards` counts its rounds (1 to 26, the climb of 13 by default).
    let (variant, gbridge) = match request.game.as_str() {
        "gbridge" => match engine::gbridge::GameLength::new(request.boards.unwrap_or(13)) {
            Ok(length) => (
                Variant::MiniBridge,
                Some(engine::gbridge::GameRules {
                    length,
                    ..Default::default()
                }),
            ),
            Err(e) => return error(StatusCode::BAD_REQUEST, "bad_boards", e.to_string()),
        },
        other => match other.parse::<Variant>() {
            Ok(v) => (v, None),
            Err(e) => return error(StatusCode::BAD_REQUEST, "unknown_game", format!("{e}")),
        },
    };
    let boards = gbridge.map_or(request.boards.unwrap_or(1), |r| r.length.get());
    if !(1..=MAX_BOARDS).contains(&boards) {
        return error(
            StatusCode::BAD_REQUEST,
            "bad_boards",
            format!("boards: 1 to {MAX_BOARDS}"),
        );
    }
    let level: Level = match request.level.as_deref().map(str::parse).transpose() {
        Ok(l) => l.unwrap_or_default(),
        Err(e) => return error(StatusCode::BAD_REQUEST, "unknown_level", format!("{e}")),
    };
    let mut robots = [false; 4];
    for name in &request.robots {
        match seat_of(name) {
            Some(s) => robots[s as usize] = true,
            None => {
                return error(
                    StatusCode::BAD_REQUEST,
                    "unknown_seat",
                    format!("robots: seats are N, E, S, W, not {name:?}"),
                );
            }
        }
    }
    // The host: the seat given, a person's; else the first person's seat
    // in the order S, N, E, W.
    let host = match request.host.as_deref().map(|h| seat_of(h).ok_or(h)) {
        Some(Ok(seat)) if !robots[seat as usize] => Some(seat),
        Some(Ok(_) | Err(_)) => {
            return error(
                StatusCode::BAD_REQUEST,
                "unknown_seat",
                "host: a person's seat, N, E, S or W",
            );
        }
        None => [Seat::South, Seat::North, Seat::East, Seat::West]
            .into_iter()
            .find(|&s| !robots[s as usize]),
    };
    let id = random_hex(8);
    // 128 bits each; only their hashes are kept.
    let tokens: [String; 4] = std::array::from_fn(|_| random_hex(16));
    let token_hashes = std::array::from_fn(|i| {
        if robots[i] {
            String::new()
        } else {
            token_hash(&tokens[i])
        }
    });
    let spec = Spec {
        variant,
        gbridge,
        boards,
        level,
        robots,
        seed: random_u64(),
        token_hashes,
    };
    let stored = TableSpec {
        spec: spec.clone(),
        host,
        taken: [false; 4],
    };
    let Ok(spec_json) = serde_json::to_string(&stored) else {
        return error(StatusCode::INTERNAL_SERVER_ERROR, "storage", "spec");
    };
    // Several instances: made with this instance's lease (a fenced store).
    if let Err(e) = app.store.create_table(&id, &spec_json).await {
        return error(StatusCode::SERVICE_UNAVAILABLE, "storage", e.to_string());
    }
    let started = app
        .run_table(
            id.clone(),
            Rebuilt {
                stored,
                game: Match::new(spec),
                seq: 0,
                undoable: claims::Undoable::default(),
                moved: 0,
            },
        )
        .await;
    if let Err(e) = started {
        return error(StatusCode::SERVICE_UNAVAILABLE, "storage", e);
    }
    let authority = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("127.0.0.1");
    let base = format!("http://{authority}/");
    let seats: serde_json::Map<String, serde_json::Value> = (0..4)
        .filter(|&i| !robots[i])
        .map(|i| {
            (
                SEAT_NAMES[i].to_string(),
                json!(format!(
                    "{base}?table={id}&seat={}&token={}",
                    SEAT_NAMES[i], tokens[i]
                )),
            )
        })
        .collect();
    (
        StatusCode::CREATED,
        Json(json!({
            "id": id,
            "seats": seats,
            "watch": format!("{base}?table={id}"),
            "host": host.map(|s| SEAT_NAMES[s as usize]),
        })),
    )
        .into_response()
}

async fn ask<T>(handle: &Handle, make: impl FnOnce(oneshot::Sender<T>) -> Command) -> Option<T> {
    let (tx, rx) = oneshot::channel();
    handle.tx.send(make(tx)).await.ok()?;
    rx.await.ok()
}

/// What the HTTP API asks a table for (a table another instance runs is
/// asked through NATS, [`cluster`]).
#[derive(Debug, Clone, Copy, serde::Serialize, Deserialize)]
#[serde(tag = "what", content = "board", rename_all = "snake_case")]
pub(crate) enum TableQuery {
    /// `GET /api/tables/{id}`.
    Public,
    /// `GET /api/tables/{id}/records`.
    Records,
    /// `GET /api/tables/{id}/closed`.
    Closed,
    /// `GET /api/tables/{id}/review/{board}`.
    Review(u8),
}

/// An answer of the API: its status and JSON body.
pub(crate) type Answer = (StatusCode, String);

fn error_answer(status: StatusCode, code: &str, message: impl Into<String>) -> Answer {
    (
        status,
        json!({"error": code, "message": message.into()}).to_string(),
    )
}

fn json_answer(value: &impl serde::Serialize) -> Answer {
    match serde_json::to_string(value) {
        Ok(body) => (StatusCode::OK, body),
        Err(e) => error_answer(StatusCode::INTERNAL_SERVER_ERROR, "gone", e.to_string()),
    }
}

fn respond((status, body): Answer) -> Response {
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

const GONE: &str = "the table stopped";

/// `query`'s answer from table `id`: here when this instance runs it, else
/// from the instance that does.
async fn ask_table(app: &App, id: &str, query: TableQuery) -> Answer {
    match app.locate(id).await {
        Located::Here(handle) => answer_here(app, id, &handle, query).await,
        Located::Elsewhere => match &app.cluster {
            Some(cluster) => cluster.ask_owner(id, query).await,
            None => error_answer(StatusCode::NOT_FOUND, "no_table", "no such table"),
        },
        Located::Moving => error_answer(
            StatusCode::SERVICE_UNAVAILABLE,
            "moving",
            "the table is moving to another server: ask again in a moment",
        ),
        Located::Missing => error_answer(StatusCode::NOT_FOUND, "no_table", "no such table"),
    }
}

/// `query`'s answer from a table this instance runs.
pub(crate) async fn answer_here(app: &App, id: &str, handle: &Handle, query: TableQuery) -> Answer {
    let gone = || error_answer(StatusCode::SERVICE_UNAVAILABLE, "gone", GONE);
    match query {
        TableQuery::Public => ask(handle, Command::Public)
            .await
            .map_or_else(gone, |p| json_answer(&p)),
        TableQuery::Records => ask(handle, Command::Records)
            .await
            .map_or_else(gone, |r| json_answer(&r)),
        TableQuery::Closed => ask(handle, Command::Closed)
            .await
            .map_or_else(gone, |r| json_answer(&r)),
        TableQuery::Review(board) => review_here(app, id, handle, board).await,
    }
}

async fn public(State(app): State<App>, Path(id): Path<String>) -> Response {
    respond(ask_table(&app, &id, TableQuery::Public).await)
}

async fn records(State(app): State<App>, Path(id): Path<String>) -> Response {
    respond(ask_table(&app, &id, TableQuery::Records).await)
}

async fn closed(State(app): State<App>, Path(id): Path<String>) -> Response {
    respond(ask_table(&app, &id, TableQuery::Closed).await)
}

/// Board `board`'s double-dummy review (`engine::review::review_board` of
/// the Open Room's record against the Closed Room's), once the board is
/// over at the table and its Closed Room stored; computed once on a thread
/// of its own (the solver's large stack), then kept.
async fn review(State(app): State<App>, Path((id, board)): Path<(String, String)>) -> Response {
    let Ok(board) = board.parse::<u8>() else {
        return error(
            StatusCode::NOT_FOUND,
            "no_board",
            format!("no board {board:?}"),
        );
    };
    respond(ask_table(&app, &id, TableQuery::Review(board)).await)
}

async fn review_here(app: &App, id: &str, handle: &Handle, board: u8) -> Answer {
    let cell = {
        let Ok(mut reviews) = app.reviews.lock() else {
            return error_answer(StatusCode::INTERNAL_SERVER_ERROR, "gone", "the reviews");
        };
        reviews.entry((id.to_string(), board)).or_default().clone()
    };
    if let Some(done) = cell.get() {
        return json_answer(&**done);
    }
    let (open, closed) = match ask(handle, |reply| Command::Review { board, reply }).await {
        None => return error_answer(StatusCode::SERVICE_UNAVAILABLE, "gone", GONE),
        Some(Err(refusal)) => {
            let (status, code) = match refusal {
                ReviewRefusal::Gbridge => (StatusCode::NOT_FOUND, "no_review"),
                ReviewRefusal::NoBoard(_) => (StatusCode::NOT_FOUND, "no_board"),
                ReviewRefusal::NotOver(_) => (StatusCode::CONFLICT, "not_over"),
                ReviewRefusal::ClosedPending(_) => (StatusCode::CONFLICT, "closed_pending"),
            };
            return error_answer(status, code, refusal.to_string());
        }
        Some(Ok(records)) => records,
    };
    let gate = app.review_gate.clone();
    let done = cell
        .get_or_try_init(|| async move {
            let _permit = gate.acquire_owned().await.map_err(|_| ())?;
            compute_review(open, closed).await.map(Arc::new)
        })
        .await;
    match done {
        Ok(done) => json_answer(&**done),
        Err(()) => error_answer(
            StatusCode::SERVICE_UNAVAILABLE,
            "review_failed",
            "the review could not be computed",
        ),
    }
}

/// The review of two records on a thread of its own with the robots'
/// stack (the double-dummy solver recurses deeply); `Err` when the thread
/// could not start or failed.
async fn compute_review(open: TableRecord, closed: TableRecord) -> Result<BoardReview, ()> {
    let (tx, rx) = oneshot::channel();
    std::thread::Builder::new()
        .name("review".into())
        .stack_size(table::ROBOT_STACK)
        .spawn(move || {
            table::background_priority();
            let review = std::panic::catch_unwind(move || {
                let mut solver = pons_dds::Solver::new(contract_bridge::Strain::Notrump);
                engine::review::review_board(&mut solver, &open, &closed)
            });
            let _ = tx.send(review.ok());
        })
        .map_err(|_| ())?;
    rx.await.ok().flatten().ok_or(())
}

#[derive(Deserialize)]
struct WsQuery {
    token: Option<String>,
    last_seq: Option<u64>,
}

/// Whether a browser's `Origin` is this server's own (no `Origin`: not a
/// browser, accepted).
fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let (Ok(origin), Some(host)) = (
        origin.to_str(),
        headers.get(header::HOST).and_then(|h| h.to_str().ok()),
    ) else {
        return false;
    };
    origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"))
        .is_some_and(|o| o == host)
}

async fn upgrade(
    State(app): State<App>,
    Path(id): Path<String>,
    Query(query): Query<WsQuery>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    if !same_origin(&headers) {
        return error(StatusCode::FORBIDDEN, "foreign_origin", "foreign Origin");
    }
    let hash = query.token.as_deref().map(token_hash);
    let base = format!(
        "http://{}/",
        headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .unwrap_or("127.0.0.1")
    );
    let upstream = match app.locate(&id).await {
        Located::Here(handle) => {
            let seat = match &hash {
                None => None,
                Some(hash) => match seat_of_token(&handle, hash) {
                    Some(s) => Some(s),
                    None => {
                        return error(StatusCode::UNAUTHORIZED, "bad_token", "wrong seat token");
                    }
                },
            };
            Upstream::Here(Conn {
                table: handle.tx,
                conn: app.conns.fetch_add(1, Ordering::Relaxed),
                seat,
                base,
            })
        }
        Located::Elsewhere => {
            let Some(cluster) = app.cluster.clone() else {
                return error(StatusCode::NOT_FOUND, "no_table", "no such table");
            };
            match cluster.relay(&id, hash.clone(), base).await {
                Ok(relay) => Upstream::Elsewhere(relay),
                Err((status, body)) => return respond((status, body)),
            }
        }
        Located::Moving => {
            return error(
                StatusCode::SERVICE_UNAVAILABLE,
                "moving",
                "the table is moving to another server: connect again in a moment",
            );
        }
        Located::Missing => return error(StatusCode::NOT_FOUND, "no_table", "no such table"),
    };
    let last_seq = query.last_seq;
    let limits = app.limits;
    // A read buffer of 4 KiB, not tungstenite's 128 KiB: it zeroes the
    // buffer's free space before each read, and a client's messages are
    // small (a card, a call); with thousands of connections the default's
    // memset took a fifth of the server's CPU (docs/BENCHMARKS.md).
    ws.max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| async move {
            app.metrics.connected();
            if let Some(frames) = upstream.join(last_seq, hash).await {
                connection(socket, &upstream, frames, limits).await;
            }
            upstream.leave().await;
            app.metrics.disconnected();
        })
}

/// The seat whose token hashes to `hash` at the table of `handle`.
pub(crate) fn seat_of_token(handle: &Handle, hash: &str) -> Option<Seat> {
    let hashes = handle
        .token_hashes
        .read()
        .map(|h| h.clone())
        .unwrap_or_default();
    let mut found = None;
    for (i, stored) in hashes.iter().enumerate() {
        if !stored.is_empty() && bool::from(stored.as_bytes().ct_eq(hash.as_bytes())) {
            found = Seat::ALL.get(i).copied();
        }
    }
    found
}

/// One WebSocket connection as its task knows it.
pub(crate) struct Conn {
    pub(crate) table: mpsc::Sender<Command>,
    pub(crate) conn: u64,
    pub(crate) seat: Option<Seat>,
    /// `http://HOST/`, for the invite links the host asks for.
    pub(crate) base: String,
}

impl Conn {
    /// What the table is asked for a client's message.
    pub(crate) fn command(&self, message: Result<ClientMessage, (ErrorCode, String)>) -> Command {
        let conn = self.conn;
        let reject = |code, message: &str| Command::Reject {
            conn,
            code,
            message: message.into(),
        };
        let message = match message {
            Ok(m) => m,
            Err((code, message)) => {
                return Command::Reject {
                    conn,
                    code,
                    message,
                };
            }
        };
        let Some(seat) = self.seat else {
            return reject(ErrorCode::Spectator, "a spectator only watches");
        };
        match message {
            ClientMessage::Act { action, seq } => Command::Act {
                conn,
                seat,
                action,
                seq,
            },
            ClientMessage::Name { name } => Command::Name { conn, seat, name },
            ClientMessage::Leave => Command::Leaving { conn },
            ClientMessage::Seat { seat: target, to } => Command::SeatTo {
                conn,
                by: seat,
                seat: target,
                to,
                invite: (to == protocol::SeatTo::Open).then(|| {
                    let token = random_hex(16);
                    let hash = token_hash(&token);
                    (token, hash, self.base.clone())
                }),
            },
            ClientMessage::Chat { text } => Command::Chat { conn, seat, text },
            ClientMessage::Claim { tricks } => Command::Claim { conn, seat, tricks },
            ClientMessage::Answer { accept } => Command::Answer { conn, seat, accept },
            ClientMessage::Undo => Command::Undo { conn, seat },
        }
    }
}

/// Where a connection's messages go: the table's task in this instance, or
/// the instance running the table, through NATS.
enum Upstream {
    Here(Conn),
    Elsewhere(cluster::Relay),
}

impl Upstream {
    /// Joins the table, having seen frames up to `last_seq`; where the
    /// table's frames for this connection come (`None`: the table is gone).
    async fn join(
        &self,
        last_seq: Option<u64>,
        token_hash: Option<String>,
    ) -> Option<mpsc::UnboundedReceiver<Frame>> {
        match self {
            Self::Here(c) => {
                let (tx, rx) = mpsc::unbounded_channel::<Frame>();
                c.table
                    .send(Command::Join {
                        conn: c.conn,
                        seat: c.seat,
                        last_seq,
                        tx,
                        token_hash,
                    })
                    .await
                    .ok()?;
                Some(rx)
            }
            Self::Elsewhere(relay) => relay.join(last_seq, token_hash).await,
        }
    }

    /// A client's text message; false when the table is gone.
    async fn text(&self, text: &str) -> bool {
        match self {
            Self::Here(c) => c
                .table
                .send(c.command(protocol::decode(text)))
                .await
                .is_ok(),
            Self::Elsewhere(relay) => relay.text(text).await,
        }
    }

    /// A client's message refused before reaching the table.
    async fn refuse(&self, code: ErrorCode, message: &str) -> bool {
        match self {
            Self::Here(c) => c
                .table
                .send(Command::Reject {
                    conn: c.conn,
                    code,
                    message: message.into(),
                })
                .await
                .is_ok(),
            Self::Elsewhere(relay) => relay.refuse(code, message).await,
        }
    }

    /// The connection has gone.
    async fn leave(&self) {
        match self {
            Self::Here(c) => {
                let _ = c.table.send(Command::Leave { conn: c.conn }).await;
            }
            Self::Elsewhere(relay) => relay.leave().await,
        }
    }
}

async fn connection(
    mut socket: WebSocket,
    upstream: &Upstream,
    mut rx: mpsc::UnboundedReceiver<Frame>,
    limits: Limits,
) {
    // A token bucket against floods.
    let mut allowance = limits.burst;
    let mut refilled = std::time::Instant::now();
    let mut dropped = 0;
    loop {
        tokio::select! {
            out = rx.recv() => match out {
                Some(f) => {
                    if socket.send(Message::Text(f.as_ref().into())).await.is_err() {
                        break;
                    }
                }
                // Replaced by the seat's newer connection, left, given
                // away by the host, or the table stopped here (it runs
                // elsewhere now: the client connects again).
                None => {
                    let _ = socket.send(Message::Close(None)).await;
                    break;
                }
            },
            incoming = socket.recv() => {
                let incoming = match incoming {
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    // Closed, an error, or a message over the limit: the connection ends.
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                    Some(Ok(m)) => m,
                };
                let now = std::time::Instant::now();
                allowance = (allowance + now.duration_since(refilled).as_secs_f64() * limits.rate)
                    .min(limits.burst);
                refilled = now;
                let sent = if allowance < 1.0 {
                    dropped += 1;
                    if dropped > limits.flood_close {
                        let close = axum::extract::ws::CloseFrame {
                            code: axum::extract::ws::close_code::POLICY,
                            reason: "too many messages".into(),
                        };
                        let _ = socket.send(Message::Close(Some(close))).await;
                        break;
                    }
                    upstream.refuse(ErrorCode::Flood, "too many messages").await
                } else {
                    allowance -= 1.0;
                    match incoming {
                        Message::Text(text) => upstream.text(text.as_str()).await,
                        _ => upstream.refuse(ErrorCode::Binary, "messages are JSON text").await,
                    }
                };
                if !sent {
                    break;
                }
            }
        }
    }
}

/// Where `halfbridge serve` listens, its database and the page it serves.
#[derive(Debug, Clone)]
pub struct Config {
    /// The address to listen on.
    pub addr: SocketAddr,
    /// The database URL (`sqlite://PATH` or `postgres://…`).
    pub database: String,
    /// The NATS server's URL when this is one instance of several (the
    /// database is then PostgreSQL's).
    pub nats: Option<String>,
    /// The built page (`dist/`), when served.
    pub dist: Option<PathBuf>,
}

/// Opens the store at `url`: `sqlite://PATH` or `postgres://…`
/// ([`store::open`]).
///
/// # Errors
/// A database that cannot be opened.
pub async fn open_store(url: &str) -> Result<Arc<dyn Store>, StoreError> {
    store::open(url).await
}

/// Until Ctrl-C or SIGTERM (how a service manager stops a server).
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        if let Ok(mut term) = signal(SignalKind::terminate()) {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            }
            return;
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}

/// Serves `config` until Ctrl-C or SIGTERM, on a runtime of its own. One
/// instance of several hands its tables over first.
///
/// # Errors
/// The database, NATS, a stored table, or the address.
pub fn run(config: Config) -> Result<(), StartError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let app = match &config.nats {
            Some(nats) => {
                if !(config.database.starts_with("postgres://") || config.database.starts_with("postgresql://")) {
                    return Err(StartError::Nats(
                        "--nats: several instances share a PostgreSQL database (--database postgres://…)".into(),
                    ));
                }
                App::clustered(&config.database, nats, Limits::default(), Grace::default()).await?
            }
            None => App::new(open_store(&config.database).await?).await?,
        };
        let listener = tokio::net::TcpListener::bind(config.addr).await?;
        // One write: stderr is unbuffered, and `eprintln!` with arguments
        // writes piece by piece; a reader must never see a cut address.
        let mut line = format!(
            "halfbridge serve: http://{} (database {})\n",
            listener.local_addr()?,
            config.database
        );
        if let (Some(instance), Some(nats)) = (app.instance(), &config.nats) {
            line.push_str(&format!("halfbridge serve: instance {instance} (NATS {nats})\n"));
        }
        std::io::Write::write_all(&mut std::io::stderr().lock(), line.as_bytes())?;
        let (stopped_tx, stopped_rx) = oneshot::channel::<()>();
        let stopping = app.clone();
        tokio::spawn(async move {
            stop_signal().await;
            // Several instances: the tables go to the others before the
            // connections close (the clients come back there).
            stopping.shut_down().await;
            let _ = stopped_tx.send(());
        });
        serve(listener, app, config.dist, async {
            let _ = stopped_rx.await;
        })
        .await?;
        Ok(())
    })
}

/// Serves `app` (and `dist`) on `listener` until `shutdown` completes, each
/// connection without Nagle's delay (a card is a small frame, sent at once).
///
/// # Errors
/// The listener's.
pub async fn serve(
    listener: tokio::net::TcpListener,
    app: App,
    dist: Option<PathBuf>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    use axum::serve::ListenerExt as _;
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(listener, router(app, dist))
        .with_graceful_shutdown(shutdown)
        .await
}
