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
//! - [`metrics`]: counters for `/metrics` (Prometheus' text format).
//! - [`protocol`]: the WebSocket messages and their decoder.
//! - [`seating`]: who sits where (names, connections, grace periods,
//!   stand-in robots, the host), in memory.
//! - this module: the HTTP API, the WebSocket upgrade, [`router`] and [`run`].

pub mod claims;
pub mod game;
pub mod metrics;
pub mod protocol;
pub mod seating;
pub mod store;
pub mod table;

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

/// A running table as the HTTP side knows it.
#[derive(Clone)]
struct Handle {
    tx: mpsc::Sender<Command>,
    /// The seats' token hashes (empty: no token), as the table's task
    /// keeps them (the host may change them).
    token_hashes: Arc<RwLock<[String; 4]>>,
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
        let app = Self {
            store: store.clone(),
            tables: Arc::default(),
            conns: Arc::default(),
            limits,
            grace: Arc::new(RwLock::new(grace)),
            closed_gate: Arc::new(tokio::sync::Semaphore::new(closed_rooms_at_once())),
            metrics: Arc::default(),
            reviews: Arc::default(),
            review_gate: Arc::new(tokio::sync::Semaphore::new(closed_rooms_at_once())),
        };
        for stored in store.load_all().await? {
            // A table that does not rebuild is left in the database, not
            // served, and the others start.
            match rebuild(&stored) {
                Ok(rebuilt) => app.start(stored.id.clone(), rebuilt),
                Err(e) => eprintln!("halfbridge serve: {e}"),
            }
        }
        Ok(app)
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

    fn start(&self, id: String, rebuilt: Rebuilt) {
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
        if let Ok(mut tables) = self.tables.lock() {
            tables.insert(id, Handle { tx, token_hashes });
        }
    }

    fn handle(&self, id: &str) -> Option<Handle> {
        self.tables.lock().ok()?.get(id).cloned()
    }
}

/// A table as its task starts: rebuilt, or new.
struct Rebuilt {
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
fn rebuild(stored: &Stored) -> Result<Rebuilt, StartError> {
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
    let tables = app.tables.lock().map_or(0, |t| t.len());
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")],
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
    if let Err(e) = app.store.create_table(&id, &spec_json).await {
        return error(StatusCode::SERVICE_UNAVAILABLE, "storage", e.to_string());
    }
    app.start(
        id.clone(),
        Rebuilt {
            stored,
            game: Match::new(spec),
            seq: 0,
            undoable: claims::Undoable::default(),
            moved: 0,
        },
    );
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

async fn public(State(app): State<App>, Path(id): Path<String>) -> Response {
    let Some(handle) = app.handle(&id) else {
        return error(StatusCode::NOT_FOUND, "no_table", "no such table");
    };
    match ask(&handle, Command::Public).await {
        Some(p) => Json(p).into_response(),
        None => error(StatusCode::SERVICE_UNAVAILABLE, "gone", "the table stopped"),
    }
}

async fn records(State(app): State<App>, Path(id): Path<String>) -> Response {
    let Some(handle) = app.handle(&id) else {
        return error(StatusCode::NOT_FOUND, "no_table", "no such table");
    };
    match ask(&handle, Command::Records).await {
        Some(r) => Json(r).into_response(),
        None => error(StatusCode::SERVICE_UNAVAILABLE, "gone", "the table stopped"),
    }
}

async fn closed(State(app): State<App>, Path(id): Path<String>) -> Response {
    let Some(handle) = app.handle(&id) else {
        return error(StatusCode::NOT_FOUND, "no_table", "no such table");
    };
    match ask(&handle, Command::Closed).await {
        Some(r) => Json(r).into_response(),
        None => error(StatusCode::SERVICE_UNAVAILABLE, "gone", "the table stopped"),
    }
}

/// Board `board`'s double-dummy review (`engine::review::review_board` of
/// the Open Room's record against the Closed Room's), once the board is
/// over at the table and its Closed Room stored; computed once on a thread
/// of its own (the solver's large stack), then kept.
async fn review(State(app): State<App>, Path((id, board)): Path<(String, String)>) -> Response {
    let Some(handle) = app.handle(&id) else {
        return error(StatusCode::NOT_FOUND, "no_table", "no such table");
    };
    let Ok(board) = board.parse::<u8>() else {
        return error(StatusCode::NOT_FOUND, "no_board", format!("no board {board:?}"));
    };
    let cell = {
        let Ok(mut reviews) = app.reviews.lock() else {
            return error(StatusCode::INTERNAL_SERVER_ERROR, "gone", "the reviews");
        };
        reviews.entry((id, board)).or_default().clone()
    };
    if let Some(done) = cell.get() {
        return Json(&**done).into_response();
    }
    let (open, closed) = match ask(&handle, |reply| Command::Review { board, reply }).await {
        None => return error(StatusCode::SERVICE_UNAVAILABLE, "gone", "the table stopped"),
        Some(Err(refusal)) => {
            let (status, code) = match refusal {
                ReviewRefusal::Gbridge => (StatusCode::NOT_FOUND, "no_review"),
                ReviewRefusal::NoBoard(_) => (StatusCode::NOT_FOUND, "no_board"),
                ReviewRefusal::NotOver(_) => (StatusCode::CONFLICT, "not_over"),
                ReviewRefusal::ClosedPending(_) => (StatusCode::CONFLICT, "closed_pending"),
            };
            return error(status, code, refusal.to_string());
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
        Ok(done) => Json(&**done).into_response(),
        Err(()) => error(
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
    let Some(handle) = app.handle(&id) else {
        return error(StatusCode::NOT_FOUND, "no_table", "no such table");
    };
    let (seat, hash) = match &query.token {
        None => (None, None),
        Some(token) => {
            let hash = token_hash(token);
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
            match found {
                Some(s) => (Some(s), Some(hash)),
                None => return error(StatusCode::UNAUTHORIZED, "bad_token", "wrong seat token"),
            }
        }
    };
    let conn = Conn {
        table: handle.tx,
        conn: app.conns.fetch_add(1, Ordering::Relaxed),
        seat,
        limits: app.limits,
        base: format!(
            "http://{}/",
            headers
                .get(header::HOST)
                .and_then(|h| h.to_str().ok())
                .unwrap_or("127.0.0.1")
        ),
    };
    let last_seq = query.last_seq;
    ws.max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| async move {
            app.metrics.connected();
            connection(socket, conn, last_seq, hash).await;
            app.metrics.disconnected();
        })
}

/// One WebSocket connection as its task knows it.
struct Conn {
    table: mpsc::Sender<Command>,
    conn: u64,
    seat: Option<Seat>,
    limits: Limits,
    /// `http://HOST/`, for the invite links the host asks for.
    base: String,
}

impl Conn {
    /// What the table is asked for a client's message.
    fn command(&self, message: Result<ClientMessage, (ErrorCode, String)>) -> Command {
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

async fn connection(
    mut socket: WebSocket,
    c: Conn,
    last_seq: Option<u64>,
    token_hash: Option<String>,
) {
    let (table, conn, limits) = (c.table.clone(), c.conn, c.limits);
    let (tx, mut rx) = mpsc::unbounded_channel::<Frame>();
    if table
        .send(Command::Join {
            conn,
            seat: c.seat,
            last_seq,
            tx,
            token_hash,
        })
        .await
        .is_err()
    {
        return;
    }
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
                // away by the host, or the table stopped.
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
                let command = if allowance < 1.0 {
                    dropped += 1;
                    if dropped > limits.flood_close {
                        let close = axum::extract::ws::CloseFrame {
                            code: axum::extract::ws::close_code::POLICY,
                            reason: "too many messages".into(),
                        };
                        let _ = socket.send(Message::Close(Some(close))).await;
                        break;
                    }
                    Command::Reject { conn, code: ErrorCode::Flood, message: "too many messages".into() }
                } else {
                    allowance -= 1.0;
                    match incoming {
                        Message::Text(text) => c.command(protocol::decode(text.as_str())),
                        _ => Command::Reject {
                            conn, code: ErrorCode::Binary, message: "messages are JSON text".into(),
                        },
                    }
                };
                if table.send(command).await.is_err() {
                    break;
                }
            }
        }
    }
    let _ = table.send(Command::Leave { conn }).await;
}

/// Where `halfbridge serve` listens, its database and the page it serves.
#[derive(Debug, Clone)]
pub struct Config {
    /// The address to listen on.
    pub addr: SocketAddr,
    /// The database URL (`sqlite://PATH`).
    pub database: String,
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

/// Serves `config` until Ctrl-C, on a runtime of its own.
///
/// # Errors
/// The database, a stored table, or the address.
pub fn run(config: Config) -> Result<(), StartError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let store = open_store(&config.database).await?;
        let app = App::new(store).await?;
        let listener = tokio::net::TcpListener::bind(config.addr).await?;
        // One write: stderr is unbuffered, and `eprintln!` with arguments
        // writes piece by piece; a reader must never see a cut address.
        let line = format!(
            "halfbridge serve: http://{} (database {})\n",
            listener.local_addr()?,
            config.database
        );
        std::io::Write::write_all(&mut std::io::stderr().lock(), line.as_bytes())?;
        serve(listener, app, config.dist, async {
            let _ = tokio::signal::ctrl_c().await;
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
