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
    let first = err.lines().next().unwrap();
    assert_eq!(
        first,
        format!("{}:11:9: ♣2 is missing: nobody holds it", bad.display())
    );
    assert!(
        err.contains(&format!(
            "{}:8:57: East has 12 cards: a hand has 13",
            bad.display()
        )),
        "{err}"
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
