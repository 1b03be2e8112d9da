//! `halfbridge analyse`, run as a real process: its double-dummy tables
//! match the team's DDS reference, and its per-card results add up.

use engine::board::Board;
use engine::bot::dd::{reference_deals, strain_index};
use engine::bot::{self, Level};
use engine::review::STRAINS;
use engine::rules::Rules;
use engine::table::Table;
use engine::{FullDeal, Seat};
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
    let lines = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect();
    (
        out.status.code().unwrap_or(-1),
        lines,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The first boards of the reference file: the solver itself is checked
/// on all 100 in `engine`'s `tests/dd_reference.rs`; here the command's
/// reading of a PBN file and its lines, each with every strain's column.
const REFERENCE_BOARDS: usize = 12;

#[test]
fn analyse_matches_the_reference_trick_tables() {
    let text = include_str!("../../../tests/fixtures/dd-reference-100.pbn");
    let reference = reference_deals(text);
    assert_eq!(reference.len(), 100);
    let cut = text
        .match_indices("[Board ")
        .nth(REFERENCE_BOARDS)
        .map(|(at, _)| at)
        .expect("more boards than that");
    let (code, lines, err) = analyse(&["-"], Some(&text[..cut]));
    assert_eq!(code, 0, "{err}");
    assert_eq!(lines.len(), REFERENCE_BOARDS);
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
        assert_eq!(
            contracts.len(),
            if line["declarer"].is_null() { 0 } else { 35 }
        );
    }
}

#[test]
fn analyse_reads_a_table_record_and_gives_each_card_its_result() {
    let mut t = Table::new(Board::from_seed(4, 77), Rules::MINIBRIDGE);
    bot::play_out(&mut t, Level::Beginner, 77);
    let record = serde_json::to_string(&t.record()).unwrap();
    let (code, lines, err) = analyse(&["-"], Some(&record));
    assert_eq!(code, 0, "{err}");
    let [line] = lines.as_slice() else {
        panic!("one line: {lines:?}")
    };
    assert_eq!(
        line["contracts"].as_array().unwrap().len(),
        10,
        "MiniBridge: part score and game in five strains"
    );
    let room = &line["rooms"][0];
    let plays = room["plays"].as_array().unwrap();
    assert_eq!(plays.len(), 52);
    assert_eq!(plays[51]["tricks"], room["taken"]);
    assert_eq!(room["taken"].as_u64(), t.declarer_tricks().map(u64::from));
    assert_eq!(plays[0]["tricks"], room["after_lead"]);
}

#[test]
fn analyse_refuses_bad_input_in_one_line() {
    // Bad arguments: 2; a file without a deal: 3.
    for (args, input, status) in [
        (&[][..], "", 2),
        (&["-"][..], "nothing", 3),
        (&["-", "--rules", "chess"][..], "", 2),
    ] {
        let (code, lines, err) = analyse(args, Some(input));
        assert_eq!(code, status, "{args:?}");
        assert!(lines.is_empty());
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
}

/// A contract bridge PBN file: board 1 bid to 4♠ and played in part,
/// board 2 passed out.
const CONTRACT_PBN: &str = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"NS\"]\n\
    [Deal \"N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T842\"]\n\
    [Contract \"4S\"]\n[Auction \"N\"]\n1S Pass 4S AP\n[Play \"E\"]\nCA C6 C2 C3\n*\n\n\
    [Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"None\"]\n\
    [Deal \"N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T842\"]\n\
    [Auction \"E\"]\nAP\n";

#[test]
fn analyse_reviews_a_contract_bridge_file_with_its_auction() {
    let (code, lines, err) = analyse(&["-"], Some(CONTRACT_PBN));
    assert_eq!(code, 0, "{err}");
    let [bid, passed] = lines.as_slice() else {
        panic!("two lines: {lines:?}")
    };
    assert_eq!(bid["rules"], "contract");
    // The auction's declarer, vulnerable from the board; every bid scored.
    assert_eq!(
        (bid["declarer"].as_str(), bid["vulnerable"].as_bool()),
        (Some("N"), Some(true))
    );
    let contracts = bid["contracts"].as_array().unwrap();
    assert_eq!(contracts.len(), 35);
    let spades = contracts.iter().find(|c| c["contract"] == "4S").unwrap();
    assert_eq!(spades["tricks"], bid["dd"][0][1]);
    let best = contracts
        .iter()
        .map(|c| c["score"].as_i64().unwrap())
        .max()
        .unwrap();
    assert_eq!(bid["par"]["score"].as_i64(), Some(best));
    // The auction against the deal's par; the IMPs are North–South's.
    let par = bid["deal_par"]["score"].as_i64().unwrap();
    let [auction] = bid["auctions"].as_array().unwrap().as_slice() else {
        panic!("the open room's auction")
    };
    assert_eq!(
        (
            auction["room"].as_str(),
            auction["contract"].as_str(),
            auction["declarer"].as_str()
        ),
        (Some("open"), Some("4S"), Some("N"))
    );
    let score = auction["score"].as_i64().unwrap();
    assert_eq!(
        score,
        spades["score"].as_i64().unwrap(),
        "undoubled, as the list scores it"
    );
    assert_eq!(
        auction["imps"].as_i64(),
        Some(i64::from(engine::team::imps((score - par) as i32)))
    );
    assert_eq!(bid["rooms"][0]["contract"], "4S");
    assert_eq!(
        bid["rooms"][0]["plays"].as_array().unwrap().len(),
        4,
        "the trick played"
    );
    assert_eq!(bid["rooms"][0]["before_lead"], spades["tricks"]);
    // Passed out: no declarer, no contracts, the score 0 against par.
    assert_eq!(
        (
            passed["declarer"].is_null(),
            passed["contracts"].as_array().map(Vec::len),
            passed["par"].is_null()
        ),
        (true, Some(0), true)
    );
    assert_eq!(passed["rooms"].as_array().map(Vec::len), Some(0));
    let [out] = passed["auctions"].as_array().unwrap().as_slice() else {
        panic!("the passed-out auction")
    };
    assert!(out["contract"].is_null() && out["declarer"].is_null());
    assert_eq!(out["score"], 0);
    let par = passed["deal_par"]["score"].as_i64().unwrap();
    assert_eq!(
        out["imps"].as_i64(),
        Some(i64::from(engine::team::imps(-par as i32)))
    );
    assert!(par > 0, "North–South own the deal");
}

#[test]
fn iso_8859_1_files_are_read_and_a_file_without_a_deal_says_so() {
    let deal = "N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T842";
    let dir = std::env::temp_dir().join(format!("halfbridge-analyse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let latin = dir.join("latin.pbn");
    let mut bytes = b"[Event \"Caf\xE9\"]\n[North \"M\xFCller\"]\n".to_vec();
    bytes.extend_from_slice(format!("[Board \"1\"]\n[Deal \"{deal}\"]\n").as_bytes());
    assert!(std::str::from_utf8(&bytes).is_err());
    std::fs::write(&latin, &bytes).unwrap();
    let (code, lines, err) = analyse(&[latin.to_str().unwrap()], None);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["deal"], deal);
    // No deal at all: status 3 and why.
    let (code, lines, err) = analyse(&["-"], Some("pn|a,b,c,d|md|3SAK|\n"));
    assert_eq!(code, 3, "{err}");
    assert!(lines.is_empty());
    assert!(err.contains("no deal in that file"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
