//! `halfbridge convert` run as a program on real files.

use engine::board::Board;
use engine::formats::{hnd, pbn};
use std::path::PathBuf;
use std::process::{Command, Output};

/// The help's sample hand file, verbatim.
const SAMPLE: &str = include_str!("../../../tests/fixtures/sample.hnd");

/// A fresh empty directory for one test.
fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("halfbridge-convert-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn convert(args: &[&std::path::Path]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .arg("convert")
        .args(args)
        .output()
        .unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn hnd_to_pbn_and_back() {
    let d = dir("roundtrip");
    let (hnd_in, pbn_out, hnd_out) = (
        d.join("sample.HND"),
        d.join("sample.pbn"),
        d.join("again.hnd"),
    );
    std::fs::write(&hnd_in, SAMPLE.replace('\n', "\r\n")).unwrap();
    let o = convert(&[&hnd_in, &pbn_out]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    let pbn_text = std::fs::read(&pbn_out).unwrap();
    let from_pbn = pbn::read(&pbn_text);
    assert_eq!(from_pbn.problems, vec![]);
    assert_eq!(from_pbn.boards.len(), 2);
    assert_eq!(from_pbn.boards[0].dealer, engine::Seat::West);
    let o = convert(&[&pbn_out, &hnd_out]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let again = hnd::read(&std::fs::read(&hnd_out).unwrap());
    assert_eq!(again.boards, hnd::read(SAMPLE.as_bytes()).boards);
}

#[test]
fn problems_are_reported_and_valid_deals_still_written() {
    let d = dir("problems");
    let (bad, out) = (d.join("bad.hnd"), d.join("out.pbn"));
    // Deal 1 has East's club 2 missing; deal 2 is fine.
    std::fs::write(&bad, SAMPLE.replace("1072", "107 ")).unwrap();
    let o = convert(&[&bad, &out]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    // In file order.
    let lines: Vec<&str> = err.lines().take(2).collect();
    assert_eq!(
        lines,
        [
            format!("{}:8:57: East has 12 cards: a hand has 13", bad.display()),
            format!("{}:11:9: ♣2 is missing: nobody holds it", bad.display()),
        ]
    );
    let written = pbn::read(&std::fs::read(&out).unwrap());
    assert_eq!(written.boards.len(), 1);
    assert_eq!(written.boards[0].number, 2);
}

#[test]
fn more_than_32_deals_are_split_into_several_hnd_files() {
    let d = dir("split");
    let (pbn_in, hnd_out) = (d.join("many.pbn"), d.join("many.hnd"));
    let boards: Vec<Board> = (1..=40u8)
        .map(|n| Board::from_seed(n, u64::from(n)))
        .collect();
    std::fs::write(
        &pbn_in,
        pbn::write_boards(&boards, engine::rules::Rules::MINIBRIDGE),
    )
    .unwrap();
    let o = convert(&[&pbn_in, &hnd_out]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let one = hnd::read(&std::fs::read(&hnd_out).unwrap());
    let two = hnd::read(&std::fs::read(d.join("many-2.hnd")).unwrap());
    assert_eq!((one.boards.len(), two.boards.len()), (32, 8));
    assert!(one.problems.is_empty() && two.problems.is_empty());
    let all: Vec<Board> = one.boards.into_iter().chain(two.boards).collect();
    assert_eq!(
        all,
        boards
            .iter()
            .map(|b| Board { seed: None, ..*b })
            .collect::<Vec<_>>()
    );
}

#[test]
fn the_fixture_converts_cleanly() {
    let d = dir("fixture");
    let fixture =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/dd-reference-100.pbn");
    let o = convert(&[&fixture, &d.join("dd.hnd")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(d.join("dd-4.hnd").exists() && !d.join("dd-5.hnd").exists());
}

#[test]
fn bad_arguments_exit_2_with_one_line() {
    let d = dir("args");
    let exists = d.join("a.hnd");
    std::fs::write(&exists, SAMPLE).unwrap();
    for args in [
        vec![],
        vec![exists.clone()],
        vec![exists.clone(), d.join("b.txt")],
        vec![d.join("missing.hnd"), d.join("b.pbn")],
    ] {
        let refs: Vec<&std::path::Path> = args.iter().map(PathBuf::as_path).collect();
        let o = convert(&refs);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&o).lines().count(), 1, "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn a_bbo_multi_board_lin_file_converts_with_every_deal_auction_and_play() {
    let d = dir("lin");
    let fixture = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/real/endplay-example1.lin");
    let (pbn_out, lin_out, lin_again) = (d.join("bbo.pbn"), d.join("bbo.LIN"), d.join("again.lin"));
    let o = convert(&[&fixture, &pbn_out]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("8 deals written"));
    let read = pbn::read_games(&std::fs::read(&pbn_out).unwrap());
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.games.len(), 8);
    let tables: Vec<_> = read.games.iter().filter_map(|g| g.open.as_ref()).collect();
    assert_eq!(tables.len(), 8);
    let text = std::fs::read(&fixture).unwrap();
    let count = |key: &[u8]| text.windows(key.len()).filter(|w| *w == key).count();
    assert_eq!(
        tables.iter().map(|t| t.calls.len()).sum::<usize>(),
        count(b"mb|")
    );
    // Claimed boards are played out: every board has its 52 cards.
    assert_eq!(tables.iter().map(|t| t.plays.len()).sum::<usize>(), 8 * 52);
    // LIN to LIN keeps the explanations and claims; PBN to LIN the play.
    let o = convert(&[&fixture, &lin_out]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let written = std::fs::read_to_string(&lin_out).unwrap();
    assert_eq!(written.matches("an|").count(), count(b"an|"));
    assert_eq!(written.matches("mc|").count(), count(b"mc|"));
    let o = convert(&[&pbn_out, &lin_again]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let again = engine::formats::lin::read_games(&std::fs::read(&lin_again).unwrap());
    assert!(again.problems.is_empty(), "{:?}", again.problems);
    let records: Vec<_> = again
        .games
        .iter()
        .map(|g| g.open.as_ref().unwrap().record.clone())
        .collect();
    assert_eq!(records.iter().collect::<Vec<_>>(), tables);
}

const DEAL: &str = "N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T842";

#[test]
fn a_file_without_a_deal_has_its_own_status_and_message() {
    let d = dir("nodeal");
    let (lin, out) = (d.join("board.pbn"), d.join("out.pbn"));
    // A LIN file renamed: no PBN game at all.
    std::fs::write(&lin, "pn|a,b,c,d|md|3SAKHAKDAKCAKQJT98,,,|sv|0|pg||\n").unwrap();
    let o = convert(&[&lin, &out]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(
        stderr(&o).ends_with(&format!(
            "halfbridge convert: {} holds no deal (is it a .pbn, .hnd or .lin file?); nothing written\n",
            lin.display()
        )),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists());
    // Games the format allows without a deal are skipped, not rejected.
    let ok = d.join("verifier.pbn");
    std::fs::write(
        &ok,
        format!("[Event \"Only an event\"]\n\n[Board \"2\"]\n[Deal \"{DEAL}\"]\n\n[Board \"3\"]\n[Deal \"N:AK... Q... - -\"]\n"),
    )
    .unwrap();
    let o = convert(&[&ok, &out]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("halfbridge convert: 2 games of"),
        "{}",
        stderr(&o)
    );
    assert_eq!(pbn::read(&std::fs::read(&out).unwrap()).boards.len(), 1);
}

#[test]
fn a_repeated_problem_is_shown_twice_then_counted() {
    let d = dir("repeats");
    let (bad, out) = (d.join("bad.pbn"), d.join("out.pbn"));
    let text: String = (1..=40)
        .map(|n| format!("[Board \"{n}\"]\n[Dealer \"Q\"]\n[Deal \"{DEAL}\"]\n\n"))
        .collect();
    std::fs::write(&bad, text).unwrap();
    let o = convert(&[&bad, &out]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    let lines: Vec<&str> = err.lines().collect();
    let name = bad.display();
    assert_eq!(
        lines,
        [
            format!("{name}:2:10: unknown dealer \"Q\": N, E, S or W"),
            format!("{name}:6:10: unknown dealer \"Q\": N, E, S or W"),
            format!("{name}: … and 38 more like this (lines 10, 14, 18, 22, 26, …)"),
            format!(
                "halfbridge convert: 40 deals of {name} rejected (see above) and none read; nothing written"
            ),
        ]
    );
    // A hand with every card: one line, not forty.
    std::fs::write(
        &bad,
        "[Board \"1\"]\n[Deal \"N:AKQJT98765432... ... ... ...\"]\n",
    )
    .unwrap();
    let o = convert(&[&bad, &out]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o).lines().next(),
        Some(format!("{name}:2:8: East, South and West hold no cards (39 cards missing)").as_str())
    );
}
