//! `halfbridge bench` runs end to end and ends with its JSON summary; bad
//! arguments get a one-line message and status 2.

use std::process::Command;

/// Runs `halfbridge` with `args`, requires success and returns its stdout.
fn halfbridge_ok(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn bench_prints_a_json_summary_last() {
    let stdout = halfbridge_ok(&[
        "bench", "--boards", "2", "--a", "beginner", "--b", "beginner",
    ]);
    let last = stdout.lines().last().unwrap();
    let json: serde_json::Value = serde_json::from_str(last).unwrap();
    for key in [
        "boards",
        "imps_per_board",
        "imps_stderr",
        "declarer_dd_loss",
        "contract_loss",
        "p50_ms",
        "p95_ms",
        "a",
        "b",
        "rules",
    ] {
        assert!(json.get(key).is_some(), "missing {key} in {last}");
    }
    assert_eq!(json["boards"], 2);
    assert_eq!(json["a"], "beginner");
    assert_eq!(json["rules"], "minibridge");
    assert_eq!(
        json["imps_per_board"], 0.0,
        "the same player in both rooms ties every board"
    );
    assert_eq!(json["play_boards"], 2, "{last}");
    assert_eq!(json["play_tricks_per_board"], 0.0, "{last}");
    for key in ["declarer_dd_loss", "contract_loss", "p50_ms", "p95_ms"] {
        assert!(
            json[key].get("a").is_some() && json[key].get("b").is_some(),
            "{key} per config"
        );
    }
}

#[test]
fn bad_arguments_exit_2_with_one_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .args(["bench", "--a", "wizard"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
}

#[test]
fn auctions_bench_bids_only_the_levels_asked_and_prints_the_calls() {
    let auctions = |levels| {
        vec![
            "bench",
            "--rules",
            "contract",
            "--auctions",
            "2",
            "--levels",
            levels,
        ]
    };
    let stdout = halfbridge_ok(&[auctions("standard,beginner"), vec!["--calls"]].concat());
    let last = stdout.lines().last().unwrap();
    let json: serde_json::Value = serde_json::from_str(last).unwrap();
    assert!(json["par_loss_imps"]["standard"].is_number(), "{last}");
    assert!(json["par_loss_imps"]["beginner"].is_number(), "{last}");
    assert!(json["par_loss_imps"]["expert"].is_null(), "{last}");
    assert_eq!(json["expert_call_ms"]["calls"], 0, "the Expert never bid");
    // Each deal's line: the Expert's column not bid, the auction and deal shown.
    let deals: Vec<&str> = stdout.lines().filter(|l| l.contains("not bid")).collect();
    assert_eq!(deals.len(), 2, "{stdout}");
    assert!(deals.iter().all(|l| l.contains(" N:")), "{stdout}");
    assert!(!stdout.contains("expert − standard"), "{stdout}");
    // An unknown level is a usage error.
    let out = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .args(auctions("wizard"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// The table lines of a bench's output (`deal bd | room 1 | room 2 | IMPs`).
fn board_lines(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .filter(|l| l.split('|').count() == 4 && !l.trim_start().starts_with("deal"))
        .map(String::from)
        .collect()
}

#[test]
fn one_deal_is_played_again_and_its_rooms_records_replay_to_its_scores() {
    let match_args = [
        "bench", "--boards", "3", "--a", "beginner", "--b", "beginner", "--seed", "17", "--rules",
        "contract",
    ];
    let all = board_lines(&halfbridge_ok(&match_args));
    assert_eq!(all.len(), 3, "{all:?}");
    let third = &all[2];
    let index: usize = third.split_whitespace().next().unwrap().parse().unwrap();

    let dir = std::env::temp_dir().join(format!("halfbridge-bench-records-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let deal = index.to_string();
    let mut again = match_args.to_vec();
    again.extend(["--deal", &deal, "--records", dir.to_str().unwrap()]);
    let out = halfbridge_ok(&again);
    let one = board_lines(&out);
    assert_eq!(
        one,
        vec![third.clone()],
        "the same deal played the same way: {out}"
    );
    let json: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(json["boards"], 1);

    // Each room's record replays to the North-South score of its column.
    let cells: Vec<&str> = third.split('|').collect();
    for room in 1..=2 {
        let path = dir.join(format!("deal-{index}-room-{room}.json"));
        let replayed = halfbridge_ok(&["replay", path.to_str().unwrap()]);
        let score: i32 = replayed.lines().last().unwrap().trim().parse().unwrap();
        let shown: i32 = cells[room]
            .split_whitespace()
            .last()
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(score, shown, "room {room}: {replayed}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn with_one_level_naming_every_contract_the_rooms_differ_in_the_play_alone() {
    // Standard against the Beginner would often name other contracts (the
    // Beginner names by rules of thumb); with the Beginner naming both
    // rooms' contracts, each board is the same contract by the same
    // declarer in both rooms.
    let stdout = halfbridge_ok(&[
        "bench",
        "--boards",
        "3",
        "--seed",
        "5",
        "--rules",
        "halfbridge",
        "--a",
        "standard",
        "--b",
        "beginner",
        "--bidding",
        "beginner",
        "--deadline-ms",
        "20",
    ]);
    assert!(
        stdout
            .lines()
            .next()
            .unwrap()
            .contains("every contract named as beginner"),
        "{stdout}"
    );
    let lines = board_lines(&stdout);
    assert_eq!(lines.len(), 3, "{stdout}");
    for line in &lines {
        let cells: Vec<&str> = line.split('|').collect();
        let contract = |cell: &str| {
            cell.split_whitespace()
                .take(2)
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(contract(cells[1]), contract(cells[2]), "{line}");
    }
    let json: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(json["auction_imps_per_board"], 0.0, "{json}");
    assert_eq!(
        json["play_boards"], 3,
        "every board is the play alone: {json}"
    );
    assert!(json["play_tricks_per_board"].is_number(), "{json}");
    assert_eq!(json["bidding"], "beginner");
}
