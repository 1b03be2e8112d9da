//! Helpers of the online tests: a blocking HTTP/1.1 client, tables created
//! on a server, `halfbridge play` processes and their logs, all bounded in
//! time.

#![allow(dead_code)]

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

/// How long a whole test may wait for anything.
pub const WAIT: Duration = Duration::from_secs(180);

/// An HTTP request to `addr`: the status and the body.
pub fn http(addr: &str, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut stream = std::net::TcpStream::connect(addr).expect("connects");
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .expect("a timeout");
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("sent");
    let mut response = String::new();
    stream.read_to_string(&mut response).expect("read");
    let status = response
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// Creates a table: its id and each human seat's invite link, N E S W order.
pub fn create(addr: &str, body: &str) -> (String, Vec<(String, String)>) {
    let (status, text) = http(addr, "POST", "/api/tables", body);
    assert_eq!(status, 201, "{text}");
    let v: Value = serde_json::from_str(&text).expect("JSON");
    let id = v["id"].as_str().expect("an id").to_string();
    let invites = ["N", "E", "S", "W"]
        .iter()
        .filter_map(|s| Some((s.to_string(), v["seats"][s].as_str()?.to_string())))
        .collect();
    (id, invites)
}

/// `halfbridge play` on `invite`, logging to `log`, with more `args`.
pub fn play(invite: &str, log: &Path, args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .args(["play", "--invite", invite, "--log"])
        .arg(log)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts")
}

/// Waits for every child to end, killing all of them past `deadline`
/// (and then failing).
pub fn wait_all(children: Vec<Child>, deadline: Instant) -> Vec<Output> {
    let mut children: Vec<Option<Child>> = children.into_iter().map(Some).collect();
    loop {
        let done = children.iter_mut().all(|c| {
            c.as_mut()
                .is_none_or(|c| matches!(c.try_wait(), Ok(Some(_))))
        });
        if done {
            break;
        }
        if Instant::now() > deadline {
            for c in children.iter_mut().flatten() {
                let _ = c.kill();
            }
            let outputs: Vec<String> = children
                .into_iter()
                .flatten()
                .filter_map(|c| c.wait_with_output().ok())
                .map(|o| String::from_utf8_lossy(&o.stderr).to_string())
                .collect();
            panic!("the clients did not finish in time: {outputs:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    children
        .into_iter()
        .flatten()
        .map(|c| c.wait_with_output().expect("its output"))
        .collect()
}

/// The messages of a `--log` file (a line being written is left out).
pub fn read_log(path: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.split_inclusive('\n')
        .filter(|l| l.ends_with('\n'))
        .map(|l| serde_json::from_str(l).expect("each line one JSON message"))
        .collect()
}

/// The table records of the boards over.
pub fn records(addr: &str, id: &str) -> Vec<Value> {
    let (status, body) = http(addr, "GET", &format!("/api/tables/{id}/records"), "");
    assert_eq!(status, 200, "{body}");
    serde_json::from_str(&body).expect("records")
}

/// North–South's score by `halfbridge replay` of a record.
pub fn replay_score(record: &Value) -> i32 {
    let mut child = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .args(["replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(record.to_string().as_bytes())
        .expect("written");
    let out = child.wait_with_output().expect("ends");
    assert!(out.status.success(), "{out:?}");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .last()
        .and_then(|l| l.trim().parse().ok())
        .expect("the score, last")
}

/// Every `acted` frame of some logs: (seq, seat, action), by seq, each once
/// (the logs must agree).
pub fn acted(logs: &[Vec<Value>]) -> Vec<(u64, Value, Value)> {
    let mut all = std::collections::BTreeMap::new();
    for log in logs {
        for m in log.iter().filter(|m| m["type"] == "acted") {
            let seq = m["seq"].as_u64().expect("a seq");
            let entry = (m["seat"].clone(), m["action"].clone());
            if let Some(before) = all.insert(seq, entry.clone()) {
                assert_eq!(before, entry, "two clients were told two actions at {seq}");
            }
        }
    }
    all.into_iter().map(|(s, (a, b))| (s, a, b)).collect()
}

/// The actions of records, in order, as the engine serialises them: the
/// calls, the contract (named in MiniBridge and HalfBridge), the cards.
pub fn record_actions(records: &[Value]) -> Vec<Value> {
    use engine::table::{Action, TableRecord};
    let mut out = Vec::new();
    for r in records {
        let r: TableRecord = serde_json::from_value(r.clone()).expect("a record");
        let mut actions: Vec<Action> = r.calls.iter().map(|&c| Action::Call(c)).collect();
        if !r.rules.has_auction() {
            actions.extend(r.contract.map(Action::Contract));
        }
        actions.extend(r.plays.iter().map(|&c| Action::Play(c)));
        out.extend(
            actions
                .iter()
                .map(|a| serde_json::to_value(a).expect("JSON")),
        );
    }
    out
}

/// A process killed (SIGKILL) and reaped when dropped.
pub struct Killed(pub Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `halfbridge serve` on `addr` and `db`: the process and the address it
/// says it listens on (its stderr is drained by a thread).
pub fn serve(addr: &str, db: &Path) -> (Killed, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .args(["serve", "--addr", addr, "--database"])
        .arg(format!("sqlite://{}", db.display()))
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts");
    let mut lines = BufReader::new(child.stderr.take().expect("stderr")).lines();
    let first = lines.next().expect("a line").expect("text");
    let bound = first
        .strip_prefix("halfbridge serve: http://")
        .and_then(|s| s.split_whitespace().next())
        .unwrap_or_else(|| panic!("the address line: {first}"))
        .to_string();
    std::thread::spawn(move || {
        for line in lines.map_while(Result::ok) {
            eprintln!("[serve] {line}");
        }
    });
    (Killed(child), bound)
}

/// A fresh folder for test `name` (this process's own, emptied first).
pub fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("halfbridge-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temp dir");
    dir
}
