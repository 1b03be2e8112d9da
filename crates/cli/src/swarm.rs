//! `halfbridge swarm --servers URL[,URL…] --tables N --seconds S
//! [--pace-ms P] [--robots-per-table K] [--game G] [--boards B]
//! [--kill-instance-after S2 | --stop-instance-after S2]`: the load test of the online tables (issue
//! 23). It creates N tables, spread over
//! the servers, and plays every person's seat with a Beginner client, as
//! tasks in this one process (the thinking stays cheap, so the server is
//! what is measured). Each client acts `P` ms after its turn comes.
//!
//! It checks as it plays, and prints a JSON summary on its last line:
//! - `latency_ms` (`p50`, `p95`, `p99`): from a client's action sent to
//!   every client at its table having been told of it;
//! - `lost_actions`: actions a client was told of that the table's records
//!   (`GET /api/tables/{id}/records`) lack at the end; `duplicated_actions`:
//!   two different actions told under one sequence number, or a card twice
//!   in a board's record;
//! - `leaked_cards`: cards a seat was sent before the rules showed them
//!   ([`server::game::TableView::shown_too_soon`]);
//! - `errors` (refusals and failures), `reconnects`;
//! - `--kill-instance-after S2`: `S2` seconds in, the process listening at
//!   the first server's address is killed (`kill -9`); its clients connect
//!   again to the next server. `takeovers`: the tables the servers say they
//!   took over (`halfbridge_takeovers_total` of `/metrics`, summed over the
//!   servers alive at the end); `takeover_ms`: from the kill to the last
//!   table that had not finished moving again (every such table has an
//!   action told after the kill). `--stop-instance-after`: the same with
//!   SIGTERM (the server hands its tables over as it stops).
//!
//! It talks only to loopback addresses, raises its open-file limit as far as
//! the system allows, and stops by itself: every table ends, or `S` seconds
//! pass. Exit status 1 when anything was lost, duplicated or leaked, or a
//! table did not finish.

use std::collections::{BTreeMap, HashMap};
use std::net::{IpAddr, SocketAddr};
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use engine::Seat;
use engine::bot::Level;
use engine::table::TableRecord;
use futures_util::{SinkExt as _, StreamExt as _};
use serde_json::{Value, json};
use server::game::{Move, TableView};
use server::protocol::ServerMessage;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio_tungstenite::tungstenite::Message;

use super::{options, usage_error};

/// How the swarm plays.
#[derive(Debug, Clone)]
pub struct SwarmOptions {
    /// The servers, `host:port` each (loopback only).
    pub servers: Vec<SocketAddr>,
    /// Tables to create.
    pub tables: usize,
    /// The longest the run may last.
    pub seconds: u64,
    /// The wait before each action, once the client's turn comes.
    pub pace: Duration,
    /// Seats each table gives to the server's robots (0 to 3).
    pub robots_per_table: usize,
    /// `minibridge`, `halfbridge` or `contract`.
    pub game: String,
    /// Boards a table plays.
    pub boards: u8,
    /// When to kill the first server's process, if at all, and the signal
    /// (`SIGKILL`, or `SIGTERM` to stop it).
    pub kill_after: Option<(Duration, i32)>,
    /// `--by-second`: the latencies second by second on standard error
    /// (where in a run the slow actions are).
    pub by_second: bool,
    /// `--ramp-ms R`: the tables' clients connect spread evenly over the
    /// first R ms (table t of N at t·R/N), as players arrive at a club
    /// night; 0 (the default): every WebSocket opens at once.
    pub ramp: Duration,
}

/// Latency percentiles, in milliseconds.
#[derive(Debug, Clone, Copy, Default, PartialEq, serde::Serialize)]
pub struct Percentiles {
    /// The median.
    pub p50: f64,
    /// The 95th percentile.
    pub p95: f64,
    /// The 99th percentile.
    pub p99: f64,
}

/// The run's summary, printed as one JSON line.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct Summary {
    /// Tables created.
    pub tables: usize,
    /// Tables whose match ended within the time.
    pub finished: usize,
    /// Clients (WebSockets) played.
    pub clients: usize,
    /// Actions the tables took (told to the clients), robots' included.
    pub actions: u64,
    /// `actions` over the run's seconds.
    pub actions_per_s: f64,
    /// From an action sent to every client at its table told of it.
    pub latency_ms: Percentiles,
    /// Actions told that the records lack.
    pub lost_actions: u64,
    /// Actions told twice differently, or stored twice.
    pub duplicated_actions: u64,
    /// Cards sent to a seat before the rules showed them.
    pub leaked_cards: u64,
    /// Refusals and failures.
    pub errors: u64,
    /// Connections opened again after a drop.
    pub reconnects: u64,
    /// Tables taken over by another instance (the servers' count).
    pub takeovers: u64,
    /// From the kill to every table then unfinished moving again, in ms
    /// (0: no kill).
    pub takeover_ms: f64,
    /// The run's length, in seconds.
    pub seconds: f64,
}

/// What the clients of one table saw.
#[derive(Default)]
struct Track {
    /// (seq, seat) an action was sent at, and when.
    sent: HashMap<(u64, Seat), Instant>,
    /// Each event told: its action (as JSON) and how many clients were told.
    told: BTreeMap<u64, (String, usize)>,
    duplicated: u64,
    /// The first action told after the kill.
    moved_after_kill: Option<Instant>,
}

/// The counters every client adds to.
#[derive(Default)]
struct Totals {
    latencies_ms: Vec<f64>,
    /// When each latency was measured (the action told to everyone).
    told_at: Vec<Instant>,
    leaked: u64,
    errors: u64,
    reconnects: u64,
}

/// Adds to the shared counters.
fn add(totals: &Mutex<Totals>, f: impl FnOnce(&mut Totals)) {
    if let Ok(mut t) = totals.lock() {
        f(&mut t);
    }
}

/// Runs `swarm`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    let names = [
        "servers",
        "tables",
        "seconds",
        "pace-ms",
        "robots-per-table",
        "game",
        "boards",
        "kill-instance-after",
        "stop-instance-after",
        "ramp-ms",
    ];
    let opts = match options(args, &names, &["by-second"]) {
        Ok(o) => o,
        Err(e) => return usage_error(&format!("halfbridge swarm: {e}")),
    };
    let value = |name: &str| {
        opts.iter()
            .rev()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.clone())
    };
    let number = |name: &str, default: u64| -> Result<u64, String> {
        value(name).map_or(Ok(default), |v| {
            v.parse().map_err(|e| format!("--{name}: {e}"))
        })
    };
    let parsed = (|| -> Result<SwarmOptions, String> {
        let servers = value("servers").ok_or("--servers URL[,URL…] is needed")?;
        let servers = servers
            .split(',')
            .map(server_addr)
            .collect::<Result<Vec<_>, _>>()?;
        let robots_per_table = usize::try_from(number("robots-per-table", 0)?).unwrap_or(9);
        if robots_per_table > 3 {
            return Err("--robots-per-table: 0 to 3 (a table needs one client)".into());
        }
        let game = value("game").unwrap_or_else(|| "minibridge".into());
        if !["minibridge", "halfbridge", "contract"].contains(&game.as_str()) {
            return Err("--game: minibridge, halfbridge or contract".into());
        }
        Ok(SwarmOptions {
            servers,
            tables: usize::try_from(number("tables", 10)?).unwrap_or(usize::MAX),
            seconds: number("seconds", 60)?,
            pace: Duration::from_millis(number("pace-ms", 0)?),
            robots_per_table,
            game,
            boards: u8::try_from(number("boards", 1)?).map_err(|e| format!("--boards: {e}"))?,
            kill_after: kill_after(&value)?,
            by_second: opts.iter().any(|(n, _)| n == "by-second"),
            ramp: Duration::from_millis(number("ramp-ms", 0)?),
        })
    })();
    let options = match parsed {
        Ok(o) => o,
        Err(e) => return usage_error(&format!("halfbridge swarm: {e}")),
    };
    let limit = raise_open_files();
    eprintln!("halfbridge swarm: open-file limit {limit}");
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("halfbridge swarm: {e}");
            return ExitCode::from(1);
        }
    };
    let summary = runtime.block_on(swarm(&options));
    runtime.shutdown_background();
    println!("{}", serde_json::to_string(&summary).unwrap_or_default());
    let clean = summary.lost_actions == 0
        && summary.duplicated_actions == 0
        && summary.leaked_cards == 0
        && summary.finished == summary.tables;
    if clean {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// `--kill-instance-after S` or `--stop-instance-after S`: when, and the
/// signal.
fn kill_after(value: &dyn Fn(&str) -> Option<String>) -> Result<Option<(Duration, i32)>, String> {
    let mut found = None;
    for (name, signal) in [
        ("kill-instance-after", libc::SIGKILL),
        ("stop-instance-after", libc::SIGTERM),
    ] {
        let Some(v) = value(name) else { continue };
        let s: f64 = v.parse().map_err(|e| format!("--{name}: {e}"))?;
        if !s.is_finite() || s < 0.0 {
            return Err(format!("--{name}: seconds, 0 or more"));
        }
        if found.is_some() {
            return Err("--kill-instance-after or --stop-instance-after, not both".into());
        }
        found = Some((Duration::from_secs_f64(s), signal));
    }
    Ok(found)
}

/// `http://127.0.0.1:8080` (or `127.0.0.1:8080`) as an address; loopback only.
fn server_addr(url: &str) -> Result<SocketAddr, String> {
    let rest = url.strip_prefix("http://").unwrap_or(url);
    let host = rest.split('/').next().unwrap_or_default();
    let addr: SocketAddr = host
        .parse()
        .map_err(|e| format!("--servers: {url:?}: {e} (IP:PORT)"))?;
    let loopback = match addr.ip() {
        IpAddr::V4(ip) => ip.is_loopback(),
        IpAddr::V6(ip) => ip.is_loopback(),
    };
    if loopback {
        Ok(addr)
    } else {
        Err(format!(
            "--servers: {url:?}: the swarm talks to loopback addresses only"
        ))
    }
}

/// Sends `signal` (`SIGKILL`, `SIGTERM`) to the process listening at
/// `addr`, found through `/proc/net/tcp` and the processes' open sockets;
/// its pid.
fn kill_listener(addr: SocketAddr, signal: i32) -> Result<i32, String> {
    let port = format!("{:04X}", addr.port());
    let mut inodes = Vec::new();
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
        let Ok(text) = std::fs::read_to_string(table) else {
            continue;
        };
        for line in text.lines().skip(1) {
            let f: Vec<&str> = line.split_whitespace().collect();
            // local_address is HEXIP:PORT; state 0A is LISTEN; inode is field 9.
            if f.len() > 9 && f[1].ends_with(&format!(":{port}")) && f[3] == "0A" {
                inodes.push(format!("socket:[{}]", f[9]));
            }
        }
    }
    if inodes.is_empty() {
        return Err(format!("nothing listens at {addr}"));
    }
    let procs = std::fs::read_dir("/proc").map_err(|e| e.to_string())?;
    for p in procs.flatten() {
        let Some(pid) = p.file_name().to_str().and_then(|n| n.parse::<i32>().ok()) else {
            continue;
        };
        let Ok(fds) = std::fs::read_dir(p.path().join("fd")) else {
            continue;
        };
        for fd in fds.flatten() {
            let Ok(target) = std::fs::read_link(fd.path()) else {
                continue;
            };
            if inodes.iter().any(|i| target.to_str() == Some(i.as_str())) {
                // SAFETY: kill only sends a signal to a process id.
                if unsafe { libc::kill(pid, signal) } == 0 {
                    return Ok(pid);
                }
                return Err(format!("kill {pid}: {}", std::io::Error::last_os_error()));
            }
        }
    }
    Err(format!("no process found for the socket at {addr}"))
}

/// Raises the soft open-file limit to the hard one; the limit now.
fn raise_open_files() -> u64 {
    // SAFETY: getrlimit/setrlimit only read and write the struct given.
    unsafe {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        if libc::getrlimit(libc::RLIMIT_NOFILE, &raw mut limit) != 0 {
            return 0;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: limit.rlim_max,
                rlim_max: limit.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raw const raised) == 0 {
                limit = raised;
            }
        }
        limit.rlim_cur
    }
}

/// One HTTP/1.1 request with `Connection: close`: the status and the body.
async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: &str,
) -> Result<(u16, String), String> {
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .map_err(|e| e.to_string())?;
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream
        .write_all(request.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut answer = Vec::new();
    stream
        .read_to_end(&mut answer)
        .await
        .map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&answer);
    let (head, body) = text.split_once("\r\n\r\n").ok_or("no HTTP answer")?;
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or("no status")?;
    // axum answers JSON with a Content-Length (no chunks).
    Ok((status, body.to_string()))
}

/// Prints, for each second of the run, the actions told in it and their
/// latencies' p50, p99 and maximum.
fn by_second(start: Instant, totals: &Totals) {
    let mut seconds: BTreeMap<u64, Vec<f64>> = BTreeMap::new();
    for (at, ms) in totals.told_at.iter().zip(&totals.latencies_ms) {
        seconds
            .entry(at.duration_since(start).as_secs())
            .or_default()
            .push(*ms);
    }
    for (second, mut l) in seconds {
        l.sort_by(f64::total_cmp);
        #[allow(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            clippy::cast_precision_loss
        )]
        let at = |q: f64| l[((l.len() as f64 * q).ceil() as usize).clamp(1, l.len()) - 1];
        eprintln!(
            "halfbridge swarm: second {second}: {} actions, p50 {:.1} p99 {:.1} max {:.1} ms",
            l.len(),
            at(0.5),
            at(0.99),
            at(1.0)
        );
    }
}

/// Creates the tables, plays them, checks the records: the summary.
pub async fn swarm(options: &SwarmOptions) -> Summary {
    let start = Instant::now();
    let deadline = start + Duration::from_secs(options.seconds);
    let totals = Arc::new(Mutex::new(Totals::default()));
    let robots: Vec<&str> = ["N", "E", "S", "W"][..options.robots_per_table].to_vec();
    let mut summary = Summary {
        tables: options.tables,
        ..Summary::default()
    };
    let mut tables = Vec::new();
    for n in 0..options.tables {
        let addr = options.servers[n % options.servers.len()];
        let body = json!({"game": options.game, "boards": options.boards, "level": "beginner", "robots": robots}).to_string();
        match http(addr, "POST", "/api/tables", &body).await {
            Ok((201, text)) => {
                let made: Value = serde_json::from_str(&text).unwrap_or_default();
                let id = made["id"].as_str().unwrap_or_default().to_string();
                let tokens: Vec<(Seat, String)> = made["seats"]
                    .as_object()
                    .map(|seats| {
                        seats
                            .iter()
                            .filter_map(|(s, link)| {
                                let seat = match s.as_str() {
                                    "N" => Seat::North,
                                    "E" => Seat::East,
                                    "S" => Seat::South,
                                    _ => Seat::West,
                                };
                                let token = link.as_str()?.split("token=").nth(1)?.to_string();
                                Some((seat, token))
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                tables.push((addr, id, tokens));
            }
            Ok((status, text)) => {
                eprintln!("halfbridge swarm: POST /api/tables: {status}: {text}");
                add(&totals, |t| t.errors += 1);
            }
            Err(e) => {
                eprintln!("halfbridge swarm: POST /api/tables: {e}");
                add(&totals, |t| t.errors += 1);
            }
        }
    }
    let mut tasks = tokio::task::JoinSet::new();
    let mut tracks = Vec::new();
    let killed_at: Arc<std::sync::OnceLock<Instant>> = Arc::default();
    for (t, (addr, id, tokens)) in tables.iter().enumerate() {
        let track = Arc::new(Mutex::new(Track::default()));
        tracks.push(track.clone());
        let clients = tokens.len();
        summary.clients += clients;
        // Its own server first, then the others (a server killed: the next).
        let first = options.servers.iter().position(|s| s == addr).unwrap_or(0);
        let servers: Vec<SocketAddr> = (0..options.servers.len())
            .map(|i| options.servers[(first + i) % options.servers.len()])
            .collect();
        for (seat, token) in tokens {
            let urls: Vec<String> = servers
                .iter()
                .map(|a| format!("ws://{a}/ws/tables/{id}?token={token}"))
                .collect();
            let (track, totals, pace) = (track.clone(), totals.clone(), options.pace);
            let killed_at = killed_at.clone();
            let seat = *seat;
            let arrives = start + options.ramp.mul_f64(t as f64 / tables.len() as f64);
            tasks.spawn(async move {
                tokio::time::sleep_until(arrives.into()).await;
                let at = Table {
                    urls: &urls,
                    clients,
                    track: &track,
                    killed_at: &killed_at,
                };
                let over = client(&at, seat, pace, deadline, &totals).await;
                (t, over)
            });
        }
    }
    if let Some((after, signal)) = options.kill_after {
        let (victim, killed_at) = (options.servers[0], killed_at.clone());
        tokio::spawn(async move {
            tokio::time::sleep(after).await;
            match kill_listener(victim, signal) {
                Ok(pid) => {
                    let _ = killed_at.set(Instant::now());
                    eprintln!(
                        "halfbridge swarm: signal {signal} to the server at {victim} (pid {pid})"
                    );
                }
                Err(e) => eprintln!("halfbridge swarm: --kill-instance-after: {e}"),
            }
        });
    }
    let mut over = vec![0usize; tables.len()];
    loop {
        match tokio::time::timeout_at(deadline.into(), tasks.join_next()).await {
            Ok(Some(Ok((t, true)))) => over[t] += 1,
            Ok(Some(_)) => {}
            Ok(None) | Err(_) => break,
        }
    }
    tasks.abort_all();
    let elapsed = start.elapsed().as_secs_f64();
    let killed = killed_at.get().copied();
    // The servers alive at the end (a killed one answers nothing).
    let mut alive = Vec::new();
    for &addr in &options.servers {
        if let Ok((200, text)) = http(addr, "GET", "/metrics", "").await {
            alive.push(addr);
            summary.takeovers += text
                .lines()
                .find_map(|l| l.strip_prefix("halfbridge_takeovers_total "))
                .and_then(|n| n.trim().parse::<u64>().ok())
                .unwrap_or(0);
        }
    }
    for (t, (_, id, tokens)) in tables.iter().enumerate() {
        let finished = over[t] == tokens.len();
        summary.finished += usize::from(finished);
        let Ok(track) = tracks[t]
            .lock()
            .map(|t| (t.told.clone(), t.duplicated, t.moved_after_kill))
        else {
            continue;
        };
        let (told, duplicated, moved) = track;
        if let (Some(killed), Some(moved)) = (killed, moved) {
            let ms = moved.duration_since(killed).as_secs_f64() * 1000.0;
            summary.takeover_ms = summary.takeover_ms.max((ms * 10.0).round() / 10.0);
        }
        summary.actions += told.len() as u64;
        summary.duplicated_actions += duplicated;
        if !finished {
            // Its last board is in no record yet: counted as unfinished.
            let last = told.keys().next_back().copied().unwrap_or(0);
            eprintln!("halfbridge swarm: table {id}: unfinished, the last action told at {last}");
            continue;
        }
        let mut answer = Err(String::from("no server alive"));
        // Any server alive answers (the table's own, or through NATS); one
        // that says "moving" is asked again a moment later.
        for attempt in 0..40 {
            if alive.is_empty() {
                break;
            }
            let addr = alive[attempt % alive.len()];
            answer = http(addr, "GET", &format!("/api/tables/{id}/records"), "").await;
            if !matches!(answer, Ok((503, _))) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
        match answer {
            Ok((200, text)) => match serde_json::from_str::<Vec<TableRecord>>(&text) {
                Ok(records) => {
                    let (lost, twice) = compare(&told, &records);
                    summary.lost_actions += lost;
                    summary.duplicated_actions += twice;
                }
                Err(_) => add(&totals, |t| t.errors += 1),
            },
            _ => add(&totals, |t| t.errors += 1),
        }
    }
    if let Ok(totals) = totals.lock() {
        if options.by_second {
            by_second(start, &totals);
        }
        let mut l = totals.latencies_ms.clone();
        l.sort_by(f64::total_cmp);
        let at = |q: f64| {
            if l.is_empty() {
                0.0
            } else {
                #[allow(
                    clippy::cast_possible_truncation,
                    clippy::cast_sign_loss,
                    clippy::cast_precision_loss
                )]
                let i = ((l.len() as f64 * q).ceil() as usize).clamp(1, l.len()) - 1;
                (l[i] * 100.0).round() / 100.0
            }
        };
        summary.latency_ms = Percentiles {
            p50: at(0.50),
            p95: at(0.95),
            p99: at(0.99),
        };
        summary.leaked_cards = totals.leaked;
        summary.errors = totals.errors;
        summary.reconnects = totals.reconnects;
    }
    #[allow(clippy::cast_precision_loss)]
    let per_s = summary.actions as f64 / elapsed.max(1e-9);
    summary.actions_per_s = (per_s * 10.0).round() / 10.0;
    summary.seconds = (elapsed * 100.0).round() / 100.0;
    summary
}

/// The cards told against a finished table's records: how many told cards
/// the records lack (counted card by card, so a client that came back with
/// a fresh state and missed some frames loses nothing), and how many cards
/// a board's record holds twice. Only played cards are compared: calls and
/// contracts are checked by the engine's replay of the records.
fn compare(told: &BTreeMap<u64, (String, usize)>, records: &[TableRecord]) -> (u64, u64) {
    let mut count: HashMap<engine::Card, i64> = HashMap::new();
    for (action, _) in told.values() {
        if let Ok(Move::Play(card)) = serde_json::from_str::<Move>(action) {
            *count.entry(card).or_default() += 1;
        }
    }
    let mut twice = 0;
    for r in records {
        let mut seen = std::collections::HashSet::new();
        for &card in &r.plays {
            twice += u64::from(!seen.insert(card));
            *count.entry(card).or_default() -= 1;
        }
    }
    let lost = count
        .values()
        .filter(|&&n| n > 0)
        .map(|&n| n.unsigned_abs())
        .sum();
    (lost, twice)
}

/// One table as its clients share it.
struct Table<'a> {
    /// The seat's WebSocket URL at each server, its table's own first.
    urls: &'a [String],
    /// The clients at the table.
    clients: usize,
    track: &'a Mutex<Track>,
    /// When a server was killed (`--kill-instance-after`).
    killed_at: &'a std::sync::OnceLock<Instant>,
}

/// Connection attempts in a row a client makes before it gives up (at most
/// 500 ms apart: much longer than a takeover).
const ATTEMPTS: u32 = 100;

/// Plays one seat until the match is over (true) or the deadline. A failed
/// connection is tried again at the next server.
async fn client(
    at: &Table<'_>,
    seat: Seat,
    pace: Duration,
    deadline: Instant,
    totals: &Mutex<Totals>,
) -> bool {
    let (clients, track) = (at.clients, at.track);
    let mut last_seq: Option<u64> = None;
    let mut first = true;
    let mut failures = 0;
    let mut server = 0;
    while Instant::now() < deadline {
        let url = &at.urls[server % at.urls.len()];
        let address = match last_seq {
            Some(s) => format!("{url}&last_seq={s}"),
            None => url.clone(),
        };
        // A 16 KiB read buffer, not 128 KiB: tungstenite zeroes the free
        // space before each read (frames are a view, a few KiB).
        let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
            .read_buffer_size(16 * 1024);
        let connected =
            tokio_tungstenite::connect_async_with_config(address.as_str(), Some(config), false)
                .await;
        let Ok((mut socket, _)) = connected else {
            failures += 1;
            if failures > ATTEMPTS {
                add(totals, |t| t.errors += 1);
                return false;
            }
            server += 1;
            // 100, 200, 400, then 500 ms: a takeover takes seconds, and
            // thousands of clients must not hammer the servers meanwhile.
            let wait = 100u64.saturating_mul(1 << (failures - 1).min(3)).min(500);
            tokio::time::sleep(Duration::from_millis(wait)).await;
            continue;
        };
        failures = 0;
        if !first {
            add(totals, |t| t.reconnects += 1);
        }
        first = false;
        let mut sent_at: Option<u64> = None;
        // The last action sent, to send again when it was dropped.
        let mut pending: Option<String> = None;
        loop {
            let frame = match tokio::time::timeout_at(deadline.into(), socket.next()).await {
                Err(_) => return false,
                Ok(Some(Ok(Message::Text(t)))) => t.to_string(),
                Ok(Some(Ok(Message::Close(_))) | None | Some(Err(_))) => break,
                Ok(Some(Ok(_))) => continue,
            };
            let Some(message) = decode(&frame) else {
                continue;
            };
            let (seq, view) = match &message {
                ServerMessage::State { seq, view } => (*seq, view.as_ref()),
                ServerMessage::Acted {
                    seq,
                    seat: by,
                    action,
                    view,
                } => {
                    let now = Instant::now();
                    let told = serde_json::to_string(action).unwrap_or_default();
                    if let Ok(mut t) = track.lock() {
                        if t.moved_after_kill.is_none()
                            && at.killed_at.get().is_some_and(|&k| now > k)
                        {
                            t.moved_after_kill = Some(now);
                        }
                        let entry = t.told.entry(*seq).or_insert_with(|| (told.clone(), 0));
                        let differs = entry.0 != told;
                        entry.1 += 1;
                        let everyone = entry.1 == clients;
                        if differs {
                            t.duplicated += 1;
                        }
                        if everyone && let Some(sent) = t.sent.remove(&(seq - 1, *by)) {
                            let ms = now.duration_since(sent).as_secs_f64() * 1000.0;
                            add(totals, |t| {
                                t.latencies_ms.push(ms);
                                t.told_at.push(now);
                            });
                        }
                    }
                    (*seq, view.as_ref())
                }
                ServerMessage::Error { code, message, .. } => {
                    add(totals, |t| {
                        t.errors += 1;
                        // The first few, said: the kinds behind the count.
                        if t.errors <= 5 {
                            eprintln!("halfbridge swarm: {seat}: refused: {code:?}: {message}");
                        }
                    });
                    use server::protocol::ErrorCode;
                    match code {
                        // The table moved on: the newer state is on its way.
                        ErrorCode::Stale => sent_at = None,
                        // Dropped (faster than a person's rate limit) or not
                        // stored: the same action again, a moment later.
                        ErrorCode::Flood | ErrorCode::Storage => {
                            if let Some(act) = &pending {
                                tokio::time::sleep(Duration::from_millis(150)).await;
                                if socket.send(Message::text(act.clone())).await.is_err() {
                                    break;
                                }
                            }
                        }
                        _ => {}
                    }
                    continue;
                }
                _ => continue,
            };
            last_seq = Some(seq);
            let leaked = view.shown_too_soon() as u64;
            if leaked > 0 {
                add(totals, |t| t.leaked += leaked);
            }
            if view.over() {
                let _ = socket.close(None).await;
                return true;
            }
            if sent_at == Some(seq) {
                continue;
            }
            let Some(decision) = decide(view) else {
                continue;
            };
            if !pace.is_zero() {
                tokio::time::sleep(pace).await;
            }
            let act = json!({"type": "act", "action": decision, "seq": seq}).to_string();
            track
                .lock()
                .map(|mut t| t.sent.insert((seq, seat), Instant::now()))
                .ok();
            if socket.send(Message::text(act.clone())).await.is_err() {
                break;
            }
            pending = Some(act);
            sent_at = Some(seq);
        }
    }
    false
}

/// A frame's fields the swarm reads, in one pass: `ServerMessage` is
/// internally tagged and `TableView` untagged, so serde would buffer each
/// frame whole twice before reading it, and the swarm shares the cores
/// with the server it measures. The swarm plays bridge tables only.
#[derive(serde::Deserialize)]
struct Flat {
    #[serde(rename = "type")]
    kind: String,
    seq: u64,
    seat: Option<Seat>,
    action: Option<Move>,
    view: Option<Box<server::game::View>>,
    code: Option<server::protocol::ErrorCode>,
    message: Option<String>,
}

/// The states, actions and errors of a frame (`None`: another message,
/// or not one the swarm reads).
fn decode(frame: &str) -> Option<ServerMessage> {
    let mut flat: Flat = serde_json::from_str(frame).ok()?;
    // Moved out, not cloned: a view is the largest part of a frame.
    let mut view = || flat.view.take().map(|v| Box::new(TableView::Bridge(*v)));
    match flat.kind.as_str() {
        "state" => Some(ServerMessage::State {
            seq: flat.seq,
            view: view()?,
        }),
        "acted" => Some(ServerMessage::Acted {
            seq: flat.seq,
            seat: flat.seat?,
            action: flat.action?,
            view: view()?,
        }),
        "error" => Some(ServerMessage::Error {
            seq: flat.seq,
            code: flat.code?,
            message: flat.message.unwrap_or_default(),
        }),
        _ => None,
    }
}

/// The Beginner's move for the seat `view` is for, when it is due.
fn decide(view: &TableView) -> Option<Move> {
    let robot = view.robot_view()?;
    robot.decide(Level::Beginner, 0x5eed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Card;

    fn told(cards: &[&str]) -> BTreeMap<u64, (String, usize)> {
        cards
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let card: Card = serde_json::from_value(json!(c)).expect("a card");
                (
                    (i + 1) as u64,
                    (serde_json::to_string(&Move::Play(card)).expect("JSON"), 4),
                )
            })
            .collect()
    }

    fn record(cards: &[&str]) -> TableRecord {
        let mut t = engine::table::Table::new(
            engine::board::Board::from_seed(1, 9),
            engine::rules::Rules::default(),
        )
        .record();
        t.plays = cards
            .iter()
            .map(|c| serde_json::from_value(json!(c)).expect("a card"))
            .collect();
        t
    }

    #[test]
    fn a_told_card_the_records_lack_is_lost_and_a_card_stored_twice_is_counted() {
        let seen = told(&["♠A", "♠K", "♥2"]);
        assert_eq!(compare(&seen, &[record(&["♠A", "♠K", "♥2"])]), (0, 0));
        assert_eq!(compare(&seen, &[record(&["♠A", "♥2"])]), (1, 0));
        assert_eq!(compare(&seen, &[record(&["♠A", "♠K", "♥2", "♠A"])]), (0, 1));
        // A card missed by the clients (a fresh state after a reconnect) is
        // no loss.
        assert_eq!(compare(&told(&["♠A"]), &[record(&["♠A", "♠K"])]), (0, 0));
    }

    /// The one-pass decoder reads states, actions and errors as serde's
    /// `ServerMessage` does, and passes over the other messages.
    #[test]
    fn the_quick_decoder_agrees_with_the_protocol() {
        let spec = server::game::Spec {
            variant: engine::rules::Variant::MiniBridge,
            gbridge: None,
            boards: 1,
            level: Level::Beginner,
            robots: [false; 4],
            seed: 7,
            token_hashes: Default::default(),
        };
        let game = server::game::Match::new(spec);
        let view = Box::new(game.view(Some(Seat::South)));
        let messages = [
            ServerMessage::State {
                seq: 3,
                view: view.clone(),
            },
            ServerMessage::Acted {
                seq: 4,
                seat: Seat::West,
                action: Move::Play(engine::Card {
                    suit: engine::Suit::Hearts,
                    rank: engine::Rank::Q,
                }),
                view: view.clone(),
            },
            ServerMessage::Error {
                seq: 3,
                code: server::protocol::ErrorCode::Stale,
                message: "late".into(),
            },
        ];
        for m in messages {
            let text = serde_json::to_string(&m).expect("JSON");
            assert_eq!(decode(&text), Some(m), "{text}");
        }
        let chat = r#"{"type":"chat","seq":4,"seat":"S","name":null,"text":"hi"}"#;
        assert_eq!(decode(chat), None);
    }

    #[test]
    fn servers_are_loopback_addresses() {
        assert!(server_addr("http://127.0.0.1:8080").is_ok());
        assert!(server_addr("127.0.0.1:8080").is_ok());
        assert!(server_addr("http://[::1]:8080/").is_ok());
        assert!(server_addr("http://10.0.0.1:8080").is_err());
        assert!(server_addr("http://localhost:8080").is_err());
    }
}
