//! `halfbridge score --rules gbridge` and `halfbridge bench --game gbridge`
//! run as real processes.

use std::process::Command;

fn halfbridge(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn score_prints_the_round_score_last() {
    for (bid, tricks, want) in [
        ("0", "0", "10"),
        ("3", "3", "19"),
        ("13", "13", "179"),
        ("2", "5", "-9"),
        ("4", "3", "-1"),
        ("0", "2", "-4"),
    ] {
        let (code, out, err) = halfbridge(&[
            "score", "--rules", "gbridge", "--bid", bid, "--tricks", tricks,
        ]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().last(), Some(want), "bid {bid} tricks {tricks}");
    }
}

#[test]
fn score_refuses_bad_arguments_with_one_line() {
    for args in [
        &["score", "--rules", "gbridge", "--bid", "3"][..],
        &["score", "--rules", "gbridge", "--tricks", "3"],
        &[
            "score", "--rules", "gbridge", "--bid", "14", "--tricks", "3",
        ],
        &["score", "--rules", "gbridge", "--bid", "1", "--tricks", "x"],
        &[
            "score",
            "--rules",
            "gbridge",
            "--bid",
            "1",
            "--tricks",
            "1",
            "--contract",
            "3NT",
        ],
    ] {
        let (code, _, err) = halfbridge(args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
}

#[test]
fn bench_prints_a_table_and_a_json_summary_last() {
    let (code, out, err) = halfbridge(&[
        "bench", "--game", "gbridge", "--games", "2", "--rounds", "3", "--a", "standard", "--b",
        "beginner", "--seed", "4",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("mean/round"), "{out}");
    let json: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(json["game"], "gbridge");
    assert_eq!(json["rounds"], 6);
    assert_eq!(json["a"], "standard");
    for key in [
        "mean_score",
        "mean_stderr",
        "exact_rate",
        "p50_ms",
        "p95_ms",
        "max_ms",
        "decisions",
    ] {
        assert!(
            json[key].get("a").is_some() && json[key].get("b").is_some(),
            "{key} per level"
        );
    }
    assert!(json.get("diff_per_round").is_some() && json.get("diff_stderr").is_some());
    // The same level in every seat: the two halves of the table mirror
    // each other over a pair of games, so the difference is 0.
    let (_, same, _) = halfbridge(&[
        "bench", "--game", "gbridge", "--games", "2", "--rounds", "2", "--a", "beginner", "--b",
        "beginner",
    ]);
    let json: serde_json::Value = serde_json::from_str(same.lines().last().unwrap()).unwrap();
    assert_eq!(json["diff_per_round"], 0.0);
}

#[test]
fn bench_refuses_bad_arguments_with_one_line() {
    let (code, _, err) = halfbridge(&["bench", "--game", "gbridge", "--rounds", "27"]);
    assert_eq!(code, 2);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
}
