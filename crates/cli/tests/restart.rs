//! The real-process restart test (issue 22): `halfbridge serve` killed with
//! SIGKILL in the middle of a trick, started again on the same database;
//! four `halfbridge play` clients come back with `last_seq` and finish, and
//! the records hold every action the clients were told of, once, at its
//! number.

mod common;

use std::path::PathBuf;
use std::process::Child;
use std::time::{Duration, Instant};

use common::{
    WAIT, acted, create, play, read_log, record_actions, records, replay_score, serve, wait_all,
};
use serde_json::Value;

/// A process killed when dropped (a failed test leaves no server behind).
/// The frames with a view in `logs`, newest last by `seq`.
fn newest_view(logs: &[PathBuf]) -> Option<Value> {
    logs.iter()
        .flat_map(|l| read_log(l))
        .filter(|m| m.get("view").is_some())
        .max_by_key(|m| m["seq"].as_u64().unwrap_or(0))
}

fn mid_trick(view: &Value) -> bool {
    let cards = view["current"]["cards"].as_array().map_or(0, Vec::len);
    view["phase"] == "Play" && (1..4).contains(&cards)
}

#[test]
fn a_server_killed_mid_trick_comes_back_and_the_records_hold_each_acknowledged_action_once() {
    let dir = std::env::temp_dir().join(format!("halfbridge-restart-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let db = dir.join("tables.db");
    let deadline = Instant::now() + WAIT;

    let (mut server, addr) = serve("127.0.0.1:0", &db);
    assert!(!addr.ends_with(":0"), "the bound port is printed: {addr}");
    let (id, invites) = create(
        &addr,
        r#"{"game":"minibridge","boards":1,"level":"beginner"}"#,
    );
    assert_eq!(invites.len(), 4, "four people's seats");
    let logs: Vec<PathBuf> = invites
        .iter()
        .map(|(s, _)| dir.join(format!("{s}.jsonl")))
        .collect();
    // A pause before each action leaves time to strike in the middle of a trick.
    let clients: Vec<Child> = invites
        .iter()
        .zip(&logs)
        .map(|((_, url), log)| play(url, log, &["--level", "beginner", "--delay", "150"]))
        .collect();

    // Wait for the second trick to be under way, then kill -9.
    loop {
        assert!(Instant::now() < deadline, "the table never reached trick 2");
        if let Some(v) = newest_view(&logs)
            && mid_trick(&v["view"])
            && !v["view"]["tricks"].as_array().is_none_or(Vec::is_empty)
        {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    server.0.kill().expect("SIGKILL");
    server.0.wait().expect("gone");
    let before = newest_view(&logs).expect("frames before the kill");
    assert!(
        mid_trick(&before["view"]),
        "killed in the middle of a trick: {}",
        before["view"]["current"]
    );
    let acknowledged_before = acted(&logs.iter().map(|l| read_log(l)).collect::<Vec<_>>());

    // The same database, the same address: the clients come back by themselves.
    let (server, again) = serve(&addr, &db);
    assert_eq!(again, addr);
    let outputs = wait_all(clients, deadline);
    for out in &outputs {
        assert!(out.status.success(), "{out:?}");
    }

    let logs: Vec<Vec<Value>> = logs.iter().map(|l| read_log(l)).collect();
    let stored = records(&addr, &id);
    drop(server);
    assert_eq!(stored.len(), 1);
    let in_records = record_actions(&stored);
    let last_seq = logs
        .iter()
        .filter_map(|l| l.last())
        .map(|m| m["seq"].as_u64().expect("a seq"))
        .max()
        .expect("a last frame");
    assert_eq!(
        in_records.len() as u64,
        last_seq,
        "one stored action per number"
    );
    // Each action the clients were told of, before the kill and after, is
    // in the records once, at its number.
    let told = acted(&logs);
    assert!(told.len() >= acknowledged_before.len());
    for (seq, _, action) in told.iter().chain(&acknowledged_before) {
        assert_eq!(&in_records[*seq as usize - 1], action, "action {seq}");
    }
    // Each client came back after the kill: some frame of each follows a
    // frame from before it.
    let killed_at = before["seq"].as_u64().expect("a seq");
    for log in &logs {
        assert!(log.iter().any(|m| m["seq"].as_u64() > Some(killed_at)));
        assert_eq!(log.last().expect("a frame")["view"]["over"], true);
    }
    let score = replay_score(&stored[0]);
    for log in &logs {
        assert_eq!(log.last().expect("a frame")["view"]["scores"][0], score);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
