//! `halfbridge analyse`, run as a real process: its double-dummy tables
//! match the team's DDS reference, and its per-card results add up.

use halfbridge::board::Board;
use halfbridge::bot::dd::{reference_deals, strain_index};
use halfbridge::bot::{self, Level};
use halfbridge::review::STRAINS;
use halfbridge::rules::Rules;
use halfbridge::table::Table;
use halfbridge::{FullDeal, Seat};
use serde_json::Value;
use std::io::Write as _;
use std::process::{Command, Stdio};

fn analyse(args: &[&str], stdin: Option<&str>) -> (i32, Vec<Value>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .arg("analyse")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    drop(input);
    let out = child.wait_with_output().unwrap();
    let lines = String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).expect("one JSON object a line")).collect();
    (out.status.code().unwrap_or(-1), lines, String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn analyse_matches_the_reference_trick_tables() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/dd-reference-100.pbn");
    let reference = reference_deals(include_str!("fixtures/dd-reference-100.pbn"));
    assert_eq!(reference.len(), 100);
    let (code, lines, err) = analyse(&[path], None);
    assert_eq!(code, 0, "{err}");
    assert_eq!(lines.len(), 100);
    for (line, (deal, want)) in lines.iter().zip(&reference) {
        let got: FullDeal = line["deal"].as_str().unwrap().parse().unwrap();
        assert_eq!(got, *deal);
        for seat in Seat::ALL {
            for (column, strain) in STRAINS.into_iter().enumerate() {
                assert_eq!(
                    line["dd"][seat as usize][column].as_u64(),
                    Some(u64::from(want[strain_index(strain)][seat as usize])),
                    "deal {deal}, {seat} in {strain}"
                );
            }
        }
        // No Scoring tag: HalfBridge boards, 35 contracts for the declarer.
        let contracts = line["contracts"].as_array().unwrap();
        assert_eq!(contracts.len(), if line["declarer"].is_null() { 0 } else { 35 });
    }
}

#[test]
fn analyse_reads_a_table_record_and_gives_each_card_its_result() {
    let mut t = Table::new(Board::from_seed(4, 77), Rules::MINIBRIDGE);
    bot::play_out(&mut t, Level::Beginner, 77);
    let record = serde_json::to_string(&t.record()).unwrap();
    let (code, lines, err) = analyse(&["-"], Some(&record));
    assert_eq!(code, 0, "{err}");
    let [line] = lines.as_slice() else { panic!("one line: {lines:?}") };
    assert_eq!(line["contracts"].as_array().unwrap().len(), 10, "MiniBridge: part score and game in five strains");
    let room = &line["rooms"][0];
    let plays = room["plays"].as_array().unwrap();
    assert_eq!(plays.len(), 52);
    assert_eq!(plays[51]["tricks"], room["taken"]);
    assert_eq!(room["taken"].as_u64(), t.declarer_tricks().map(u64::from));
    assert_eq!(plays[0]["tricks"], room["after_lead"]);
}

#[test]
fn analyse_refuses_bad_input_in_one_line() {
    for (args, input) in [(&[][..], ""), (&["-"][..], "nothing"), (&["-", "--rules", "chess"][..], "")] {
        let (code, lines, err) = analyse(args, Some(input));
        assert_eq!(code, 2, "{args:?}");
        assert!(lines.is_empty());
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
}
