//! A server on a loopback port with a temporary database, run on a runtime
//! of its own (so that stopping it kills every task, like `kill -9`), and
//! clients for it.

#![allow(dead_code)]

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use engine::Seat;
use engine::contract::Contract;
use engine::rules::Rules;
use engine::table::{Action, Phase};
use futures_util::{SinkExt as _, StreamExt as _};
use server::game::View;
use server::protocol::ServerMessage;
use server::store::Store;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest as _;

/// How long any one wait may last.
pub const WAIT: Duration = Duration::from_secs(20);

/// Wraps a server's store in one of a test's own.
pub type Wrap = Box<dyn FnOnce(Arc<dyn Store>) -> Arc<dyn Store> + Send>;

/// A running server.
pub struct TestServer {
    pub addr: SocketAddr,
    /// `false`: stop at once (killed); `true`: stop as SIGTERM does (the
    /// tables handed over first).
    stop: Option<std::sync::mpsc::Sender<bool>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl TestServer {
    /// Starts a server on `db` (a file path), its clients' message limits
    /// raised for clients that play at machine speed.
    pub fn start(db: &Path) -> Self {
        Self::start_with(
            db,
            server::protocol::Limits {
                rate: 1e6,
                burst: 1e6,
                flood_close: 50,
            },
        )
    }

    /// Starts a server on `db` with these message limits.
    pub fn start_with(db: &Path, limits: server::protocol::Limits) -> Self {
        Self::start_full(db, limits, server::Grace::default())
    }

    /// Starts a server on `db` with raised message limits and these grace
    /// periods.
    pub fn start_grace(db: &Path, grace: server::Grace) -> Self {
        Self::start_full(
            db,
            server::protocol::Limits {
                rate: 1e6,
                burst: 1e6,
                flood_close: 50,
            },
            grace,
        )
    }

    /// Starts a server on `db` with these message limits and grace periods.
    pub fn start_full(db: &Path, limits: server::protocol::Limits, grace: server::Grace) -> Self {
        Self::start_at(&format!("sqlite://{}", db.display()), limits, grace)
    }

    /// Starts a server on the database at `url` (SQLite or PostgreSQL),
    /// its clients' message limits raised.
    pub fn start_url(url: &str) -> Self {
        Self::start_at(
            url,
            server::protocol::Limits {
                rate: 1e6,
                burst: 1e6,
                flood_close: 50,
            },
            server::Grace::default(),
        )
    }

    /// Starts a server on the database at `url` with these message limits
    /// and grace periods.
    pub fn start_at(url: &str, limits: server::protocol::Limits, grace: server::Grace) -> Self {
        Self::start_instance(url, None, limits, grace, Box::new(|store| store))
    }

    /// Starts a server on the database at `url` whose store is wrapped by
    /// `wrap` (a store that fails as a test asks), its clients' message
    /// limits raised.
    pub fn start_wrapped(url: &str, wrap: Wrap) -> Self {
        Self::start_instance(
            url,
            None,
            server::protocol::Limits {
                rate: 1e6,
                burst: 1e6,
                flood_close: 50,
            },
            server::Grace::default(),
            wrap,
        )
    }

    /// Starts one instance of several on the PostgreSQL database at `url`
    /// and the NATS server at `nats`, its clients' message limits raised.
    pub fn start_cluster(url: &str, nats: &str) -> Self {
        Self::start_instance(
            url,
            Some(nats.to_string()),
            server::protocol::Limits {
                rate: 1e6,
                burst: 1e6,
                flood_close: 50,
            },
            server::Grace::default(),
            Box::new(|store| store),
        )
    }

    fn start_instance(
        url: &str,
        nats: Option<String>,
        limits: server::protocol::Limits,
        grace: server::Grace,
        wrap: Wrap,
    ) -> Self {
        let url = url.to_string();
        let (addr_tx, addr_rx) = std::sync::mpsc::channel();
        let (stop_tx, stop_rx) = std::sync::mpsc::channel::<bool>();
        let thread = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("a runtime");
            let app = rt.block_on(async {
                let app = match &nats {
                    Some(nats) => server::App::clustered(&url, nats, limits, grace)
                        .await
                        .expect("an instance"),
                    None => {
                        let store = wrap(server::open_store(&url).await.expect("the store"));
                        server::App::configured(store, limits, grace)
                            .await
                            .expect("the tables rebuilt")
                    }
                };
                let serving = app.clone();
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                    .await
                    .expect("a port");
                addr_tx
                    .send(listener.local_addr().expect("an address"))
                    .expect("sent");
                tokio::spawn(async move {
                    let _ = server::serve(listener, serving, None, std::future::pending()).await;
                });
                app
            });
            // Until told to stop; then every task dies where it stands
            // (after handing the tables over, when asked to).
            if stop_rx.recv() == Ok(true) {
                rt.block_on(app.shut_down());
            }
            rt.shutdown_background();
        });
        let addr = addr_rx.recv_timeout(WAIT).expect("the server started");
        Self {
            addr,
            stop: Some(stop_tx),
            thread: Some(thread),
        }
    }

    /// Stops the server at once.
    pub fn kill(mut self) {
        self.stop_now();
    }

    /// Stops the server as SIGTERM does: its tables handed over first.
    pub fn terminate(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(true);
        }
        self.stop_now();
    }

    fn stop_now(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(false);
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }

    /// An HTTP request: the status and the body.
    pub async fn http(&self, method: &str, path: &str, body: &str) -> (u16, String) {
        http(self.addr, method, path, body).await
    }

    /// A counter or gauge of its metrics (`GET /metrics`) by its name.
    pub async fn metric(&self, name: &str) -> u64 {
        let (status, metrics) = self.http("GET", "/metrics", "").await;
        assert_eq!(status, 200);
        metrics
            .lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
            .unwrap_or_else(|| panic!("{name} in {metrics}"))
    }

    /// The records of table `id`'s boards over (`GET …/records`, 200).
    pub async fn records(&self, id: &str) -> Vec<engine::table::TableRecord> {
        let (status, body) = self
            .http("GET", &format!("/api/tables/{id}/records"), "")
            .await;
        assert_eq!(status, 200, "{body}");
        serde_json::from_str(&body).expect("records")
    }

    /// Creates a table; returns its id and the tokens of the human seats.
    pub async fn create(&self, body: &str) -> (String, Vec<(Seat, String)>) {
        let (id, seats, _) = self.create_full(body).await;
        (id, seats)
    }

    /// Creates a table; returns its id, the tokens of the human seats and
    /// the whole answer.
    pub async fn create_full(
        &self,
        body: &str,
    ) -> (String, Vec<(Seat, String)>, serde_json::Value) {
        let (status, text) = self.http("POST", "/api/tables", body).await;
        assert_eq!(status, 201, "{text}");
        let v: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let id = v["id"].as_str().expect("an id").to_string();
        let mut seats = Vec::new();
        for (name, seat) in [
            ("N", Seat::North),
            ("E", Seat::East),
            ("S", Seat::South),
            ("W", Seat::West),
        ] {
            if let Some(url) = v["seats"][name].as_str() {
                let token = url.split("token=").nth(1).expect("a token").to_string();
                assert!(token.len() >= 32, "128 bits at least");
                seats.push((seat, token));
            }
        }
        (id, seats, v)
    }

    /// Creates tables from `body` until one's dealt board has a declarer
    /// that `wanted` accepts (read from the public view, as a spectator
    /// would); returns that table's id and tokens. MiniBridge names its
    /// declarer from the deal, so a test that needs a person (or a robot)
    /// to declare asks for a new deal rather than hoping. At most 40 tables.
    pub async fn create_where(
        &self,
        body: &str,
        wanted: impl Fn(Seat) -> bool,
    ) -> (String, Vec<(Seat, String)>) {
        for _ in 0..40 {
            let (id, seats) = self.create(body).await;
            let (_, text) = self.http("GET", &format!("/api/tables/{id}"), "").await;
            let public: serde_json::Value = serde_json::from_str(&text).expect("JSON");
            let declarer: Option<Seat> = serde_json::from_value(public["view"]["declarer"].clone())
                .ok()
                .flatten();
            if declarer.is_some_and(&wanted) {
                return (id, seats);
            }
        }
        panic!("no declarer as wanted in 40 deals of {body}");
    }

    /// The WebSocket address of a table.
    pub fn ws_url(&self, id: &str, token: Option<&str>, last_seq: Option<u64>) -> String {
        let mut url = format!("ws://{}/ws/tables/{id}", self.addr);
        let mut sep = '?';
        if let Some(t) = token {
            url.push_str(&format!("{sep}token={t}"));
            sep = '&';
        }
        if let Some(s) = last_seq {
            url.push_str(&format!("{sep}last_seq={s}"));
        }
        url
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        self.stop_now();
    }
}

/// Whether `text` carries no seed: every `"seed"` key (a Closed Room's
/// board in a view) is `null`.
pub fn no_seed(text: &str) -> bool {
    text.match_indices("seed")
        .all(|(i, _)| text[i..].starts_with("seed\":null"))
}

/// A temporary database path (the directory lives as long as the guard).
pub fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("tables.db");
    (dir, path)
}

/// A minimal HTTP/1.1 client.
pub async fn http(addr: SocketAddr, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut stream = tokio::time::timeout(WAIT, tokio::net::TcpStream::connect(addr))
        .await
        .expect("in time")
        .expect("connects");
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("written");
    let mut response = Vec::new();
    tokio::time::timeout(WAIT, stream.read_to_end(&mut response))
        .await
        .expect("in time")
        .expect("read");
    let text = String::from_utf8_lossy(&response).to_string();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    let body = text
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A seat's (or a spectator's) client, keeping every frame it received.
pub struct Client {
    pub seat: Option<Seat>,
    socket: Socket,
    pub frames: Vec<String>,
    pub last_seq: u64,
    /// The messages [`Client::next`] passed over (seats, chat, invite…),
    /// in order.
    pub others: Vec<ServerMessage>,
    /// The latest view received.
    pub view: Option<View>,
}

/// The view a server message carries, if any.
pub fn view_of(m: &ServerMessage) -> Option<&View> {
    match m {
        ServerMessage::State { view, .. }
        | ServerMessage::Acted { view, .. }
        | ServerMessage::Rooms { view, .. } => view.bridge(),
        _ => None,
    }
}

/// A message's sequence number.
pub fn seq_of(m: &ServerMessage) -> u64 {
    match m {
        ServerMessage::State { seq, .. }
        | ServerMessage::Acted { seq, .. }
        | ServerMessage::Error { seq, .. }
        | ServerMessage::Seats { seq, .. }
        | ServerMessage::Chat { seq, .. }
        | ServerMessage::Invite { seq, .. }
        | ServerMessage::Claimed { seq, .. }
        | ServerMessage::Refused { seq, .. }
        | ServerMessage::ClaimAccepted { seq, .. }
        | ServerMessage::UndoAsked { seq, .. }
        | ServerMessage::Undone { seq, .. }
        | ServerMessage::Rooms { seq, .. } => *seq,
    }
}

impl Client {
    /// Connects, with an optional `Origin`.
    pub async fn connect(url: &str, seat: Option<Seat>, origin: Option<&str>) -> Result<Self, u16> {
        let mut request = url.into_client_request().expect("a request");
        if let Some(o) = origin {
            request
                .headers_mut()
                .insert("Origin", o.parse().expect("a header"));
        }
        match tokio::time::timeout(
            WAIT,
            tokio_tungstenite::connect_async_with_config(request, None, true),
        )
        .await
        .expect("in time")
        {
            Ok((socket, _)) => Ok(Self {
                seat,
                socket,
                frames: Vec::new(),
                last_seq: 0,
                others: Vec::new(),
                view: None,
            }),
            Err(tokio_tungstenite::tungstenite::Error::Http(r)) => Err(r.status().as_u16()),
            Err(e) => panic!("connect: {e}"),
        }
    }

    /// The next state, action or error (`None`: the connection closed);
    /// the other messages on the way are kept in `others`.
    pub async fn next(&mut self) -> Option<ServerMessage> {
        loop {
            let m = self.next_any().await?;
            if matches!(
                m,
                ServerMessage::State { .. }
                    | ServerMessage::Acted { .. }
                    | ServerMessage::Error { .. }
            ) {
                return Some(m);
            }
            self.others.push(m);
        }
    }

    /// The next message whatever it is, until `wanted` (`None`: the
    /// connection closed first); the ones passed over are dropped.
    pub async fn until(
        &mut self,
        wanted: impl Fn(&ServerMessage) -> bool,
    ) -> Option<ServerMessage> {
        loop {
            let m = self.next_any().await?;
            if wanted(&m) {
                return Some(m);
            }
        }
    }

    /// The next server message of any type (`None`: the connection closed).
    pub async fn next_any(&mut self) -> Option<ServerMessage> {
        loop {
            let msg = tokio::time::timeout(WAIT, self.socket.next())
                .await
                .expect("a message in time");
            match msg {
                Some(Ok(Message::Text(t))) => {
                    self.frames.push(t.to_string());
                    let m: ServerMessage =
                        serde_json::from_str(t.as_str()).expect("a server message");
                    if !matches!(m, ServerMessage::Error { .. }) {
                        self.last_seq = seq_of(&m);
                    }
                    if let Some(v) = view_of(&m) {
                        self.view = Some(v.clone());
                    }
                    return Some(m);
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                Some(Ok(Message::Close(_)) | Err(_)) | None => return None,
                Some(Ok(other)) => panic!("unexpected frame {other:?}"),
            }
        }
    }

    /// Sends a text message.
    pub async fn send_text(&mut self, text: &str) -> bool {
        self.socket.send(Message::Text(text.into())).await.is_ok()
    }

    /// Sends a binary message.
    pub async fn send_binary(&mut self, bytes: Vec<u8>) -> bool {
        self.socket
            .send(Message::Binary(bytes.into()))
            .await
            .is_ok()
    }

    /// Sends an action.
    pub async fn act(&mut self, action: Action) -> bool {
        let text = serde_json::json!({"type": "act", "action": action}).to_string();
        self.send_text(&text).await
    }

    /// Whether any action by `seat` was received.
    pub fn saw_act_of(&self, seat: Seat) -> bool {
        self.frames.iter().any(|t| {
            matches!(serde_json::from_str(t), Ok(ServerMessage::Acted { seat: s, .. }) if s == seat)
        })
    }

    /// Sends a message built as JSON.
    pub async fn send_json(&mut self, value: serde_json::Value) -> bool {
        self.send_text(&value.to_string()).await
    }

    /// Closes the connection (a lost connection, as the server sees it).
    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}

/// A simple legal action for the seat due in `view`: the dealer opens
/// the cheapest bid and the others pass; the first contract of the game;
/// the first legal card.
pub fn simple_action(view: &View) -> Action {
    match view.phase {
        Phase::Auction => {
            let legal = engine::auction::legal_calls(&view.calls);
            let call = if view.calls.is_empty() {
                legal
                    .iter()
                    .copied()
                    .find(|c| matches!(c, contract_bridge::auction::Call::Bid(_)))
                    .expect("a bid")
            } else {
                contract_bridge::auction::Call::Pass
            };
            Action::Call(call)
        }
        Phase::Contract => Action::Contract(
            Contract::all(Rules::of(view.game))
                .into_iter()
                .next()
                .expect("a contract"),
        ),
        _ => Action::Play(
            view.legal
                .expect("legal cards for the seat due")
                .iter()
                .next()
                .expect("a card"),
        ),
    }
}
