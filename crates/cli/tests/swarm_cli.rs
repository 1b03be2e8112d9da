//! `halfbridge swarm` against a real `halfbridge serve` process (loopback,
//! a temporary database): every table finishes, nothing is lost,
//! duplicated or leaked, and the summary's last line is JSON with the
//! issue's fields.

mod common;

use std::process::Command;

use common::serve;
use serde_json::Value;

fn swarm(addr: &str, args: &[&str]) -> (bool, Value, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .args(["swarm", "--servers", &format!("http://{addr}")])
        .args(args)
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let last = stdout.lines().last().unwrap_or_default().to_string();
    let summary = serde_json::from_str(&last).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    (
        out.status.success(),
        summary,
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

#[test]
fn a_swarm_plays_every_table_to_the_end_and_loses_nothing() {
    let dir = common::temp_dir("swarm");
    let (_server, addr) = serve("127.0.0.1:0", &dir.join("t.db"));
    // At the pace (100 ms): no faster than the server's rate limit
    // for a person (10 a second), so nothing is refused.
    let (ok, s, said) = swarm(
        &addr,
        &["--tables", "6", "--seconds", "120", "--pace-ms", "100"],
    );
    assert!(ok, "{s} {said}");
    assert_eq!(s["tables"], 6);
    assert_eq!(s["finished"], 6);
    assert_eq!(s["clients"], 24);
    // A MiniBridge board: the contract and 52 cards.
    assert_eq!(s["actions"], 6 * 53, "{s}");
    for zero in [
        "lost_actions",
        "duplicated_actions",
        "leaked_cards",
        "errors",
        "reconnects",
    ] {
        assert_eq!(s[zero], 0, "{zero}: {s}");
    }
    for q in ["p50", "p95", "p99"] {
        assert!(s["latency_ms"][q].as_f64().is_some_and(|v| v > 0.0), "{s}");
    }
    assert!(s["actions_per_s"].as_f64().is_some_and(|v| v > 0.0), "{s}");

    // Robots in three seats of each contract bridge table: one client
    // each, the tables arriving over 900 ms (the third at 600 ms).
    let (ok, s, said) = swarm(
        &addr,
        &[
            "--tables",
            "3",
            "--seconds",
            "120",
            "--robots-per-table",
            "3",
            "--game",
            "contract",
            "--ramp-ms",
            "900",
        ],
    );
    assert!(ok, "{s} {said}");
    assert_eq!(
        (s["finished"].clone(), s["clients"].clone()),
        (3.into(), 3.into()),
        "{s}"
    );
    assert_eq!(s["lost_actions"], 0, "{s}");
    assert!(
        s["seconds"].as_f64().is_some_and(|v| v >= 0.6),
        "the last table came 600 ms in: {s}"
    );
}

#[test]
fn a_swarm_that_runs_out_of_time_says_so_and_fails() {
    let dir = common::temp_dir("swarm-short");
    let (_server, addr) = serve("127.0.0.1:0", &dir.join("t.db"));
    // One second for boards that take far longer at this pace.
    let (ok, s, _) = swarm(
        &addr,
        &["--tables", "2", "--seconds", "1", "--pace-ms", "200"],
    );
    assert!(!ok, "{s}");
    assert_eq!(s["finished"], 0, "{s}");
}

#[test]
fn a_swarm_talks_to_loopback_only() {
    let out = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .args([
            "swarm",
            "--servers",
            "http://192.0.2.7:8080",
            "--tables",
            "1",
        ])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("loopback"));
}
