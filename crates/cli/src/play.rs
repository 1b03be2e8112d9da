//! `halfbridge play --invite URL [--level beginner|standard|expert]
//! [--log FILE] [--name NAME] [--delay MS]`: takes the seat of an invite
//! link of `halfbridge serve` and plays it as a computer player until the
//! match is over (docs/PROTOCOL.md, "The robot client").
//!
//! The client is told what its seat may see and nothing more: it decides
//! with the server's own robots ([`server::game::RobotView::decide`]: the
//! bridge games' Monte Carlo or GBridge's robots) over the engine's view
//! built from its frame ([`server::game::TableView::robot_view`]).
//! A dropped connection is opened again with `last_seq` (a bounded number
//! of times without progress); every action carries the `seq` it was chosen
//! at, so none is taken twice.
//!
//! Exit status: 0 when the match is over; 1 when the seat cannot be taken
//! (a wrong token, no such table, the server gone for good); 2 on bad
//! arguments.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use engine::Seat;
use engine::bot::Level;
use futures_util::{FutureExt as _, SinkExt as _, StreamExt as _};
use serde_json::{Value, json};
use server::game::{Move, RobotView, TableView};
use tokio_tungstenite::tungstenite::{self, Message};

use super::{options, usage_error};

/// Connections opened in a row without the table moving on before the
/// client gives up.
pub const MAX_RETRIES: u32 = 20;

/// The longest wait between two attempts to connect.
const MAX_BACKOFF: Duration = Duration::from_secs(2);

/// How long an action sent may wait for the table's answer before the
/// connection is opened again (the page waits as long).
const ANSWER_WAIT: Duration = Duration::from_secs(8);

/// The stack of a decision's thread (the double-dummy solver recurses
/// deeply), as on the server.
const DECISION_STACK: usize = 32 * 1024 * 1024;

/// The seat an invite link gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invite {
    /// `host:port` of the server.
    pub host: String,
    /// The table's id.
    pub table: String,
    /// The seat's token.
    pub token: String,
}

/// Why the client stopped before the match was over.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The invite is not a `http://HOST/?table=ID&seat=S&token=T` link.
    #[error("not an invite link ({0}): expected http://HOST/?table=ID&seat=S&token=TOKEN")]
    BadInvite(String),
    /// The server refused the seat's token.
    #[error(
        "the server refused the seat's token (bad_token): the invite is wrong or the seat was given away"
    )]
    BadToken,
    /// The server has no such table.
    #[error("the server has no table {0} (no_table)")]
    NoTable(String),
    /// The server refused the connection otherwise.
    #[error("the server refused the connection: HTTP {0}: {1}")]
    Refused(u16, String),
    /// The server could not be reached again.
    #[error("the connection to the server was lost and could not be opened again: {0}")]
    Lost(String),
    /// The server refused an action of this client's robot.
    #[error("the server refused the robot's action: {0}")]
    Refusal(String),
    /// The log file.
    #[error("the log file: {0}")]
    Log(#[from] std::io::Error),
}

/// How to play a seat.
#[derive(Debug, Clone)]
pub struct PlayOptions {
    /// The seat's invite link.
    pub invite: Invite,
    /// The robot's level.
    pub level: Level,
    /// The display name sent to the table.
    pub name: String,
    /// Where to write each message received, one JSON line each.
    pub log: Option<PathBuf>,
    /// A pause before each action (to watch a table, or to test a server).
    pub delay: Duration,
}

/// What the client saw of the match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The seat played.
    pub seat: Option<Seat>,
    /// The last sequence number seen.
    pub last_seq: u64,
    /// North–South's score on each board, as the last view told it
    /// (GBridge: the four totals, N E S W).
    pub scores: Vec<i32>,
    /// The actions this client sent that the table acknowledged.
    pub acted: usize,
}

impl Invite {
    /// Reads an invite link: `http://HOST/?table=ID&seat=S&token=TOKEN`
    /// (the order of the query's parts is free; `seat` is not needed).
    ///
    /// # Errors
    /// Anything else, named.
    pub fn parse(url: &str) -> Result<Self, PlayError> {
        let bad = |why: &str| PlayError::BadInvite(why.to_string());
        let rest = if let Some(r) = url.strip_prefix("http://") {
            r
        } else if url.starts_with("https://") {
            return Err(bad(
                "https is not spoken by halfbridge play; use the server's http:// address",
            ));
        } else {
            return Err(bad("not an http:// address"));
        };
        let (host, query) = rest.split_once('?').ok_or_else(|| bad("no query"))?;
        let host = host.split('/').next().unwrap_or_default();
        if host.is_empty() {
            return Err(bad("no host"));
        }
        let query = query.split('#').next().unwrap_or_default();
        let field = |name: &str| {
            query.split('&').find_map(|kv| {
                kv.split_once('=')
                    .filter(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            })
        };
        let plain = |v: &String| !v.is_empty() && v.chars().all(|c| c.is_ascii_alphanumeric());
        let table = field("table")
            .filter(plain)
            .ok_or_else(|| bad("no table"))?;
        let token = field("token")
            .filter(plain)
            .ok_or_else(|| bad("no token: a spectator's link cannot be played"))?;
        Ok(Self {
            host: host.to_string(),
            table,
            token,
        })
    }

    /// The table's WebSocket address for this seat, coming back after
    /// `last_seq` when given.
    #[must_use]
    pub fn ws_url(&self, last_seq: Option<u64>) -> String {
        let mut url = format!(
            "ws://{}/ws/tables/{}?token={}",
            self.host, self.table, self.token
        );
        if let Some(s) = last_seq {
            url.push_str(&format!("&last_seq={s}"));
        }
        url
    }
}

/// The name a robot of `level` gives itself: `Robot (Standard)`.
#[must_use]
pub fn robot_name(level: Level) -> String {
    let name = match level {
        Level::Beginner => "Beginner",
        Level::Standard => "Standard",
        Level::Expert => "Expert",
    };
    format!("Robot ({name})")
}

/// Runs `play`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    let opts = match options(args, &["invite", "level", "log", "name", "delay"], &[]) {
        Ok(o) => o,
        Err(e) => return usage_error(&format!("halfbridge play: {e}")),
    };
    let value = |name: &str| {
        opts.iter()
            .rev()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.clone())
    };
    let Some(invite) = value("invite") else {
        return usage_error(
            "halfbridge play: --invite URL is needed (a seat's link from POST /api/tables)",
        );
    };
    let invite = match Invite::parse(&invite) {
        Ok(i) => i,
        Err(e) => return usage_error(&format!("halfbridge play: {e}")),
    };
    let level: Level = match value("level").as_deref().map(str::parse).transpose() {
        Ok(l) => l.unwrap_or_default(),
        Err(e) => return usage_error(&format!("halfbridge play: --level: {e}")),
    };
    let delay = match value("delay").as_deref().map(str::parse::<u64>).transpose() {
        Ok(d) => Duration::from_millis(d.unwrap_or(0)),
        Err(e) => return usage_error(&format!("halfbridge play: --delay: {e}")),
    };
    let options = PlayOptions {
        invite,
        level,
        name: value("name").unwrap_or_else(|| robot_name(level)),
        log: value("log").map(PathBuf::from),
        delay,
    };
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("halfbridge play: {e}");
            return ExitCode::from(1);
        }
    };
    match runtime.block_on(play(&options)) {
        Ok(outcome) => {
            eprintln!(
                "halfbridge play: the match is over (seq {}, North–South {:?})",
                outcome.last_seq, outcome.scores
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("halfbridge play: {e}");
            ExitCode::from(1)
        }
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Where a session ended.
enum End {
    /// The match is over.
    Over,
    /// The connection dropped: open it again.
    Dropped(String),
}

/// The client's memory across connections.
struct Seen {
    seat: Option<Seat>,
    last_seq: Option<u64>,
    view: Option<TableView>,
    /// The sequence number the last action was sent at.
    sent_at: Option<u64>,
    /// An action is on its way and the table has not answered it yet (an
    /// event of the board, or an error). A Closed Room's frame (`rooms`)
    /// moves `seq` but not the board: the robot does not decide again on
    /// it, or its second action would be refused as stale.
    in_flight: bool,
    /// When the action on its way was sent (for [`ANSWER_WAIT`]).
    sent_when: Option<tokio::time::Instant>,
    acted: usize,
    refusals: u32,
    /// Messages to send back (answers to claims).
    replies: Vec<String>,
}

/// Plays the invite's seat until the match is over.
///
/// # Errors
/// The seat cannot be taken, the server is gone for good, or the server
/// keeps refusing the robot's action.
pub async fn play(options: &PlayOptions) -> Result<Outcome, PlayError> {
    let mut log = match &options.log {
        Some(path) => Some(std::fs::File::create(path)?),
        None => None,
    };
    let mut seen = Seen {
        seat: None,
        last_seq: None,
        view: None,
        sent_at: None,
        in_flight: false,
        sent_when: None,
        acted: 0,
        refusals: 0,
        replies: Vec::new(),
    };
    let mut failures = 0;
    let mut backoff = Duration::from_millis(50);
    loop {
        let before = seen.last_seq;
        let url = options.invite.ws_url(seen.last_seq);
        let why = match tokio_tungstenite::connect_async(url.as_str()).await {
            Ok((socket, _)) => match session(socket, options, &mut seen, &mut log).await? {
                End::Over => {
                    let view = seen.view.as_ref();
                    return Ok(Outcome {
                        seat: seen.seat,
                        last_seq: seen.last_seq.unwrap_or(0),
                        scores: match view {
                            Some(TableView::Bridge(v)) => v.scores.clone(),
                            Some(TableView::Gbridge(v)) => v.totals.to_vec(),
                            None => Vec::new(),
                        },
                        acted: seen.acted,
                    });
                }
                End::Dropped(why) => why,
            },
            Err(tungstenite::Error::Http(response)) => {
                let status = response.status().as_u16();
                let body = response
                    .body()
                    .as_deref()
                    .map(|b| String::from_utf8_lossy(b).to_string())
                    .unwrap_or_default();
                return Err(match status {
                    401 => PlayError::BadToken,
                    404 => PlayError::NoTable(options.invite.table.clone()),
                    _ => PlayError::Refused(status, body),
                });
            }
            Err(e) => e.to_string(),
        };
        // Progress (the table moved on) forgives the failures before it.
        if seen.last_seq > before {
            failures = 0;
            backoff = Duration::from_millis(50);
        }
        failures += 1;
        if failures > MAX_RETRIES {
            return Err(PlayError::Lost(why));
        }
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

/// One connection: the name, then frames until the match is over or the
/// connection drops.
async fn session(
    mut socket: Socket,
    options: &PlayOptions,
    seen: &mut Seen,
    log: &mut Option<std::fs::File>,
) -> Result<End, PlayError> {
    // An action sent on the connection before may have been lost with it
    // (unstored): chosen again if the table still waits for it.
    seen.sent_at = None;
    seen.in_flight = false;
    let name = json!({"type": "name", "name": options.name}).to_string();
    if let Err(e) = socket.send(Message::text(name)).await {
        return Ok(End::Dropped(e.to_string()));
    }
    loop {
        // One frame (waiting), then every frame already there: the robot
        // decides on the newest state only. With an action on its way,
        // the wait is bounded: an action lost unstored (a relay between a
        // cluster's instances) is chosen again on a new connection.
        let answer_by = seen.sent_when.filter(|_| seen.in_flight);
        let mut next = if let Some(sent) = answer_by {
            match tokio::time::timeout_at(sent + ANSWER_WAIT, socket.next()).await {
                Ok(next) => next,
                Err(_) => return Ok(End::Dropped("no answer to the action sent".into())),
            }
        } else {
            socket.next().await
        };
        loop {
            let text = match next {
                Some(Ok(Message::Text(t))) => t.to_string(),
                Some(Ok(Message::Close(_))) | None => {
                    return Ok(End::Dropped("closed by the server".into()));
                }
                Some(Ok(_)) => String::new(),
                Some(Err(e)) => return Ok(End::Dropped(e.to_string())),
            };
            if !text.is_empty() {
                if let Some(file) = log.as_mut() {
                    file.write_all(text.as_bytes())?;
                    file.write_all(b"\n")?;
                }
                if let Some(end) = read(&text, seen).await? {
                    let _ = socket.close(None).await;
                    return Ok(end);
                }
                for reply in std::mem::take(&mut seen.replies) {
                    if let Err(e) = socket.send(Message::text(reply)).await {
                        return Ok(End::Dropped(e.to_string()));
                    }
                }
            }
            match socket.next().now_or_never() {
                Some(n) => next = n,
                None => break,
            }
        }
        let Some(view) = seen.view.clone() else {
            continue;
        };
        let Some(seq) = seen.last_seq else { continue };
        if seen.sent_at == Some(seq) || seen.in_flight {
            continue;
        }
        let Some(seat_view) = view.robot_view() else {
            continue;
        };
        if !options.delay.is_zero() {
            tokio::time::sleep(options.delay).await;
        }
        let Some(action) = decide(seat_view, options.level, seq).await else {
            continue;
        };
        let act = json!({"type": "act", "action": action, "seq": seq}).to_string();
        if let Err(e) = socket.send(Message::text(act)).await {
            return Ok(End::Dropped(e.to_string()));
        }
        seen.sent_at = Some(seq);
        seen.in_flight = true;
        seen.sent_when = Some(tokio::time::Instant::now());
    }
}

/// Takes in one frame. Returns how the session ends, when it does.
async fn read(text: &str, seen: &mut Seen) -> Result<Option<End>, PlayError> {
    let Ok(message) = serde_json::from_str::<Value>(text) else {
        return Ok(None);
    };
    if let Some(view) = message.get("view") {
        let seq = message.get("seq").and_then(Value::as_u64);
        let Ok(view) = serde_json::from_value::<TableView>(view.clone()) else {
            return Ok(None);
        };
        if seq < seen.last_seq {
            return Ok(None);
        }
        let kind = message.get("type").and_then(Value::as_str);
        // This seat's action while one is on its way is that action (a
        // Closed Room's frame may have come between: its seq is not
        // `sent_at + 1` then).
        if kind == Some("acted")
            && seen.in_flight
            && message
                .get("seat")
                .and_then(|s| serde_json::from_value::<Seat>(s.clone()).ok())
                == view.seat()
        {
            seen.acted += 1;
            seen.refusals = 0;
        }
        if kind != Some("rooms") {
            seen.in_flight = false;
        }
        seen.seat = seen.seat.or(view.seat());
        seen.last_seq = seq.or(seen.last_seq);
        let over = view.over();
        seen.view = Some(view);
        return Ok(over.then_some(End::Over));
    }
    let kind = message.get("type").and_then(Value::as_str);
    if kind == Some("claimed") {
        // A claim this seat must answer: the client cannot check it (it
        // does not see the declarer's cards), so it declines and plays on.
        let mine = seen
            .seat
            .and_then(|s| serde_json::to_value(s).ok())
            .is_some_and(|me| {
                message
                    .get("waiting")
                    .and_then(Value::as_array)
                    .is_some_and(|w| w.contains(&me))
            });
        if mine {
            seen.replies
                .push(json!({"type": "answer", "accept": false}).to_string());
        }
        return Ok(None);
    }
    if kind != Some("error") {
        // Seats, chat…: nothing the robot needs.
        return Ok(None);
    }
    let code = message.get("code").and_then(Value::as_str).unwrap_or("");
    let said = message.get("message").and_then(Value::as_str).unwrap_or("");
    // The table answered the action on its way (an error is its answer).
    seen.in_flight = false;
    match code {
        // A server that does not know `name` yet, or a name refused: the
        // robot plays on without one.
        "unknown_type" | "malformed" | "bad_name" if seen.sent_at.is_none() => Ok(None),
        "over" => Ok(Some(End::Over)),
        // The table moved on: the newer state is on its way.
        "stale" | "not_your_turn" => Ok(None),
        // Not stored, or too fast: chosen again a moment later.
        "storage" | "flood" => {
            seen.refusals += 1;
            if seen.refusals > MAX_RETRIES {
                return Err(PlayError::Refusal(format!("{code}: {said}")));
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
            seen.sent_at = None;
            Ok(None)
        }
        "illegal" => Err(PlayError::Refusal(format!("{code}: {said}"))),
        _ => Ok(None),
    }
}

/// The robot's action, decided on a thread of its own (the solver's deep
/// stack) while the connection waits.
async fn decide(view: RobotView, level: Level, seq: u64) -> Option<Move> {
    use std::hash::{BuildHasher as _, Hasher as _};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(seq);
    let seed = h.finish();
    let (tx, rx) = tokio::sync::oneshot::channel();
    std::thread::Builder::new()
        .name("decision".into())
        .stack_size(DECISION_STACK)
        .spawn(move || {
            let _ = tx.send(view.decide(level, seed));
        })
        .ok()?;
    rx.await.ok().flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invite_link_is_read_and_bad_ones_are_named() {
        let i = Invite::parse("http://127.0.0.1:8080/?table=5d57&seat=N&token=0ad5").unwrap();
        assert_eq!(
            i,
            Invite {
                host: "127.0.0.1:8080".into(),
                table: "5d57".into(),
                token: "0ad5".into()
            }
        );
        assert_eq!(
            i.ws_url(Some(7)),
            "ws://127.0.0.1:8080/ws/tables/5d57?token=0ad5&last_seq=7"
        );
        assert_eq!(
            i.ws_url(None),
            "ws://127.0.0.1:8080/ws/tables/5d57?token=0ad5"
        );
        for bad in [
            "https://h/?table=a&token=b",
            "ftp://h/?table=a&token=b",
            "http://h/?table=a",
            "http://h/?token=b",
            "http://h/",
            "http:///?table=a&token=b",
            "http://h/?table=a&token=b&c",
            "http://h/?table=a/../x&token=b",
        ] {
            let r = Invite::parse(bad);
            if bad.ends_with("&c") {
                assert!(r.is_ok(), "extra parts are ignored: {bad}");
            } else {
                assert!(matches!(r, Err(PlayError::BadInvite(_))), "{bad}: {r:?}");
            }
        }
    }

    #[test]
    fn a_robot_names_itself_by_its_level() {
        assert_eq!(robot_name(Level::Standard), "Robot (Standard)");
        assert!(robot_name(Level::Beginner).chars().count() <= 24);
    }

    fn seen(seat: Option<Seat>) -> Seen {
        Seen {
            seat,
            last_seq: Some(3),
            view: None,
            sent_at: None,
            in_flight: false,
            sent_when: None,
            acted: 0,
            refusals: 0,
            replies: Vec::new(),
        }
    }

    fn read_now(text: &str, seen: &mut Seen) -> Result<Option<End>, PlayError> {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime")
            .block_on(read(text, seen))
    }

    #[test]
    fn a_claim_asked_of_this_seat_is_declined_and_others_are_let_be() {
        let claim =
            r#"{"type":"claimed","seq":3,"seat":"South","tricks":4,"waiting":["West","East"]}"#;
        let mut west = seen(Some(Seat::West));
        assert!(read_now(claim, &mut west).expect("read").is_none());
        assert_eq!(
            west.replies,
            vec![r#"{"accept":false,"type":"answer"}"#.to_string()]
        );
        let mut north = seen(Some(Seat::North));
        read_now(claim, &mut north).expect("read");
        assert!(north.replies.is_empty());
        for other in [
            r#"{"type":"chat","seq":3,"seat":"South","name":"A","text":"hi"}"#,
            r#"{"type":"seats","seq":3,"host":"South","seats":[]}"#,
            "not JSON",
        ] {
            assert!(read_now(other, &mut north).expect("read").is_none());
            assert!(north.replies.is_empty());
        }
    }

    #[test]
    fn errors_are_sorted_between_going_on_and_stopping() {
        let error =
            |code: &str| format!(r#"{{"type":"error","seq":3,"code":"{code}","message":"m"}}"#);
        let mut s = seen(Some(Seat::West));
        // Before any action: a server that does not know `name`.
        assert!(
            read_now(&error("unknown_type"), &mut s)
                .expect("goes on")
                .is_none()
        );
        s.sent_at = Some(3);
        assert!(
            read_now(&error("stale"), &mut s)
                .expect("goes on")
                .is_none()
        );
        assert!(
            read_now(&error("not_your_turn"), &mut s)
                .expect("goes on")
                .is_none()
        );
        assert!(matches!(
            read_now(&error("over"), &mut s),
            Ok(Some(End::Over))
        ));
        assert!(matches!(
            read_now(&error("illegal"), &mut s),
            Err(PlayError::Refusal(_))
        ));
    }

    /// A Closed Room's frame between the robot's action and the table's
    /// answer: the robot does not decide again on it, and the answer,
    /// two seq further on, is counted as its action.
    #[test]
    fn a_closed_rooms_frame_while_an_action_is_on_its_way_moves_nothing() {
        let spec = server::game::Spec {
            variant: engine::rules::Variant::MiniBridge,
            gbridge: None,
            boards: 1,
            level: Level::Beginner,
            robots: [false; 4],
            seed: 7,
            token_hashes: Default::default(),
        };
        let m = server::game::Match::new(spec);
        let view = serde_json::to_value(m.view(Some(Seat::West))).expect("JSON");
        let frame = |kind: &str, seq: u64, seat: &str| {
            json!({"type": kind, "seq": seq, "seat": seat, "board": 1, "view": view}).to_string()
        };
        let mut s = seen(Some(Seat::West));
        s.sent_at = Some(3);
        s.in_flight = true;
        assert!(
            read_now(&frame("rooms", 4, "West"), &mut s)
                .expect("read")
                .is_none()
        );
        assert_eq!(s.last_seq, Some(4));
        assert!(s.in_flight, "a Closed Room's frame is not the answer");
        read_now(&frame("acted", 5, "West"), &mut s).expect("read");
        assert_eq!(s.acted, 1, "this seat's action, though at sent_at + 2");
        assert!(!s.in_flight);
        // Another seat's action answers nothing of this seat's and is not
        // counted; any board event ends the wait all the same.
        s.in_flight = true;
        read_now(&frame("acted", 6, "North"), &mut s).expect("read");
        assert_eq!(s.acted, 1);
        assert!(!s.in_flight);
        // An error is the table's answer too.
        s.in_flight = true;
        read_now(
            r#"{"type":"error","seq":6,"code":"stale","message":"m"}"#,
            &mut s,
        )
        .expect("goes on");
        assert!(!s.in_flight);
    }
}
