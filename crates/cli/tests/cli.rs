//! The `halfbridge` command line, run as a real process.

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

fn last_line(s: &str) -> &str {
    s.lines().last().unwrap_or("")
}

#[test]
fn score_prints_the_signed_score_last() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "--rules",
                "minibridge",
                "--contract",
                "part:NT",
                "--tricks",
                "9",
            ],
            "150",
        ),
        (
            &[
                "--rules",
                "minibridge",
                "--contract",
                "game:NT",
                "--tricks",
                "9",
            ],
            "400",
        ),
        (
            &[
                "--rules",
                "minibridge",
                "--contract",
                "game:S",
                "--tricks",
                "9",
            ],
            "-50",
        ),
        (
            &[
                "--rules",
                "minibridge",
                "--undertrick",
                "100",
                "--contract",
                "game:S",
                "--tricks",
                "9",
            ],
            "-100",
        ),
        (
            &[
                "--rules",
                "minibridge",
                "--contract",
                "game:H",
                "--tricks",
                "11",
            ],
            "450",
        ),
        (
            &[
                "--rules",
                "minibridge",
                "--contract",
                "part:C",
                "--tricks",
                "10",
            ],
            "130",
        ),
        (
            &[
                "--rules",
                "halfbridge",
                "--contract",
                "3NT",
                "--tricks",
                "9",
            ],
            "400",
        ),
        (
            &[
                "--rules",
                "halfbridge",
                "--vul",
                "--contract",
                "3NT",
                "--tricks",
                "10",
            ],
            "630",
        ),
        (
            &[
                "--rules",
                "halfbridge",
                "--vul",
                "--contract",
                "4S",
                "--tricks",
                "8",
            ],
            "-200",
        ),
        (
            &["--rules", "halfbridge", "--contract", "2S", "--tricks", "9"],
            "140",
        ),
        (
            &["--rules", "contract", "--contract", "4S", "--tricks", "10"],
            "420",
        ),
        (
            &[
                "--rules",
                "contract",
                "--vul",
                "--contract",
                "3NTX",
                "--tricks",
                "8",
            ],
            "-200",
        ),
        (
            &["--rules", "contract", "--contract", "3NTX", "--tricks", "6"],
            "-500",
        ),
        (
            &[
                "--rules",
                "contract",
                "--vul",
                "--contract",
                "6HXX",
                "--tricks",
                "12",
            ],
            "2070",
        ),
        (
            &["--rules", "contract", "--contract", "2HX", "--tricks", "9"],
            "570",
        ),
        (
            &[
                "--rules",
                "contract",
                "--contract",
                "7NTXX",
                "--tricks",
                "9",
            ],
            "-1600",
        ),
    ];
    for (args, want) in cases {
        let mut full = vec!["score"];
        full.extend_from_slice(args);
        let (code, out, err) = halfbridge(&full);
        assert_eq!(code, 0, "{full:?}: {err}");
        assert_eq!(last_line(&out), *want, "{full:?}");
    }
}

#[test]
fn bad_arguments_get_one_line_and_status_2() {
    let bad: &[&[&str]] = &[
        &[],
        &["frobnicate"],
        &["score"],
        &[
            "score",
            "--rules",
            "chess",
            "--contract",
            "3NT",
            "--tricks",
            "9",
        ],
        &[
            "score",
            "--rules",
            "minibridge",
            "--contract",
            "3NT",
            "--tricks",
            "9",
        ],
        &[
            "score",
            "--rules",
            "halfbridge",
            "--contract",
            "game:S",
            "--tricks",
            "9",
        ],
        &[
            "score",
            "--rules",
            "halfbridge",
            "--contract",
            "8NT",
            "--tricks",
            "9",
        ],
        &[
            "score",
            "--rules",
            "halfbridge",
            "--contract",
            "3NTX",
            "--tricks",
            "9",
        ],
        &[
            "score",
            "--rules",
            "contract",
            "--contract",
            "game:S",
            "--tricks",
            "9",
        ],
        &[
            "score",
            "--rules",
            "contract",
            "--contract",
            "4SXXX",
            "--tricks",
            "9",
        ],
        &[
            "score",
            "--rules",
            "halfbridge",
            "--contract",
            "3NT",
            "--tricks",
            "14",
        ],
        &[
            "score",
            "--rules",
            "minibridge",
            "--undertrick",
            "70",
            "--contract",
            "game:S",
            "--tricks",
            "9",
        ],
        &["score", "--rules"],
        &["deal"],
        &["deal", "--seed", "x"],
        &["deal", "--seed", "1", "--board", "65"],
        &["replay"],
    ];
    for args in bad {
        let (code, out, err) = halfbridge(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?} printed {out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn deal_prints_pbn_announcements_and_declarer() {
    let (code, out, _) = halfbridge(&["deal", "--seed", "1", "--board", "3"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.contains(&"[Dealer \"S\"]"));
    let deal = lines
        .iter()
        .find(|l| l.starts_with("[Deal \"S:"))
        .expect("a [Deal] line");
    assert!(deal.parse::<String>().is_ok());
    // Dealer South announces first, then clockwise.
    let order: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.split_once(' '))
        .filter(|(s, n)| s.len() == 1 && n.parse::<u8>().is_ok())
        .map(|(s, _)| s)
        .collect();
    assert_eq!(order, ["S", "W", "N", "E"]);
    assert!(
        lines.last().unwrap().starts_with("declarer ")
            || lines.last().unwrap().starts_with("thrown in")
    );
    // The same seed gives the same deal.
    assert_eq!(halfbridge(&["deal", "--seed", "1", "--board", "3"]).1, out);
}

#[test]
fn bid_prints_the_robots_auction_one_call_a_line() {
    // Textbook: North's 1NT (15-17 balanced), South's Stayman with four
    // hearts and 10 HCP, North shows spades, South bids 3NT.
    let deal = "N:AKQ52.KJ4.A32.54 J43.Q82.KQ54.KJ3 T96.A963.J9.AQ76 87.T75.T876.T982";
    let (code, out, err) = halfbridge(&["bid", "--deal", deal, "--dealer", "N", "--vul", "None"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    let calls: Vec<&str> = lines
        .iter()
        .map(|l| l.split_whitespace().next().unwrap_or(""))
        .collect();
    assert_eq!(
        calls,
        [
            "1NT", "Pass", "2C", "Pass", "2S", "Pass", "3NT", "Pass", "Pass", "Pass"
        ],
        "{out}"
    );
    assert!(
        lines[0].contains("15-17 HCP") && lines[0].contains("balanced"),
        "{out}"
    );
    assert!(lines[2].contains("Stayman"), "{out}");
    // A Jacoby transfer, dealer South: South's 1NT, North's 2♥ shows spades,
    // South completes it and North, with six spades and 11 HCP, bids game.
    let deal = "N:KJ8542.A4.43.K32 T7.J752.QJ52.A54 AQ6.KQ8.A96.JT76 93.T963.KT87.Q98";
    let (code, out, err) = halfbridge(&["bid", "--deal", deal, "--dealer", "S", "--vul", "All"]);
    assert_eq!(code, 0, "{err}");
    let calls: Vec<&str> = out
        .lines()
        .map(|l| l.split_whitespace().next().unwrap_or(""))
        .collect();
    assert_eq!(
        calls,
        [
            "1NT", "Pass", "2H", "Pass", "2S", "Pass", "4S", "Pass", "Pass", "Pass"
        ],
        "{out}"
    );
    assert!(
        out.lines()
            .nth(2)
            .is_some_and(|l| l.contains("transfer to spades")),
        "{out}"
    );
    // The Beginner knows no Stayman.
    let deal = "N:AKQ52.KJ4.A32.54 J43.Q82.KQ54.KJ3 T96.A963.J9.AQ76 87.T75.T876.T982";
    let (code, out, _) = halfbridge(&[
        "bid", "--deal", deal, "--dealer", "N", "--level", "beginner",
    ]);
    assert_eq!(code, 0);
    assert!(!out.contains("Stayman"), "{out}");
    // Bad arguments: one line, status 2.
    for bad in [
        &["bid", "--deal", deal][..],
        &["bid", "--dealer", "N"],
        &["bid", "--deal", "N:AK", "--dealer", "N"],
        &["bid", "--deal", deal, "--dealer", "Q"],
    ] {
        let (code, out, err) = halfbridge(bad);
        assert_eq!(code, 2, "{bad:?}");
        assert!(out.is_empty() && err.lines().count() == 1, "{bad:?}: {err}");
    }
}

/// Output piped to a reader that has gone (`halfbridge deal … | head`):
/// the process ends by SIGPIPE, quietly, as Unix tools do, not by a panic.
#[test]
fn a_reader_gone_ends_the_output_quietly() {
    use std::os::unix::process::ExitStatusExt as _;
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .args(["deal", "--seed", "1"])
        .stdout(writer)
        .stderr(std::process::Stdio::piped())
        .output()
        .expect("runs");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!said.contains("panicked"), "{said}");
    assert_eq!(out.status.signal(), Some(13), "SIGPIPE: {:?}", out.status);
}
