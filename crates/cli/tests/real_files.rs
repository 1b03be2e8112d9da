//! The corpus of real PBN files (`tests/fixtures/real/`, see its README):
//! each is read with the number of deals and the board numbers it holds,
//! every played card survives PBN → PBN through `halfbridge convert`, and
//! where a file carries double-dummy tricks (`DoubleDummyTricks`) or a par
//! score (`OptimumScore`), `halfbridge analyse` agrees with them.

use engine::formats::pbn;
use serde_json::Value;
use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn real(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/real")
        .join(name)
}

/// The value of every `[Name "value"]` line of a game's text.
fn tag<'a>(game: &'a str, name: &str) -> Option<&'a str> {
    let head = format!("[{name} \"");
    game.lines()
        .find_map(|l| l.trim().strip_prefix(head.as_str()))
        .and_then(|rest| rest.strip_suffix("\"]"))
}

/// The games of a file as text: split at blank lines (what these files do).
fn games(text: &str) -> Vec<&str> {
    text.split("\n\n")
        .flat_map(|g| g.split("\r\n\r\n"))
        .filter(|g| g.contains('['))
        .collect()
}

/// The cards of each game's `Play` section counted from the text alone:
/// the card tokens before `*` (the count: 9,867 in the RealBridge
/// file).
fn written_cards(game: &str) -> usize {
    let Some(start) = game.find("[Play \"") else {
        return 0;
    };
    let section = game[start..]
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with('['));
    section
        .flat_map(str::split_whitespace)
        .take_while(|&t| t != "*")
        .filter(|t| {
            t.len() == 2 && t.starts_with(['S', 'H', 'D', 'C']) && "AKQJT98765432".contains(&t[1..])
        })
        .count()
}

fn played(games: &[pbn::PbnGame]) -> usize {
    games
        .iter()
        .flat_map(|g| [&g.open, &g.closed])
        .flatten()
        .map(|r| r.plays.len())
        .sum()
}

/// (file, deals, the board numbers of its deals in file order, results left
/// out with a problem).
const CORPUS: [(&str, usize, &[u8], usize); 5] = [
    ("eyc-1998-endplay.pbn", 1, &[1], 0),
    ("realbridge-2021-qual.pbn", 299, &[11, 11, 11], 0),
    ("rpbridge-comments.pbn", 1, &[1], 1),
    ("endplay-sample.pbn", 2, &[17, 11], 0),
    (
        "tournament-latin1.pbn",
        12,
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        0,
    ),
];

#[test]
fn every_real_file_keeps_its_deals_board_numbers_and_cards() {
    let dir = std::env::temp_dir().join(format!("halfbridge-real-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, deals, numbers, left_out) in CORPUS {
        let bytes = std::fs::read(real(name)).unwrap();
        let file = pbn::read_games(&bytes);
        assert_eq!(file.rejected, 0, "{name}");
        assert_eq!(file.problems.len(), left_out, "{name}: {:?}", file.problems);
        assert!(file.problems.iter().all(|p| p.result_left_out), "{name}");
        assert_eq!(file.games.len(), deals, "{name}");
        let got: Vec<u8> = file.games.iter().map(|g| g.board.number.get()).collect();
        assert_eq!(&got[..numbers.len()], numbers, "{name}");
        // Every card written is read, but those of a result left out.
        let text = String::from_utf8_lossy(&bytes).replace("\r\n", "\n");
        let written: usize = games(&text).iter().map(|g| written_cards(g)).sum();
        if left_out == 0 {
            assert_eq!(played(&file.games), written, "{name}");
        }
        if name.starts_with("realbridge") {
            assert_eq!(written, 9867);
        }
        // Through `convert`, PBN → PBN: the same deals and every card.
        let out = dir.join(name);
        let o = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
            .args([
                "convert",
                real(name).to_str().unwrap(),
                out.to_str().unwrap(),
            ])
            .output()
            .unwrap();
        assert_eq!(
            o.status.code(),
            Some(0),
            "{name}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let again = pbn::read_games(&std::fs::read(&out).unwrap());
        assert_eq!(again.problems, vec![], "{name}");
        assert_eq!(again.games, file.games, "{name}");
        assert_eq!(played(&again.games), played(&file.games), "{name}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs `analyse - --rules contract` on `text`.
fn analyse(text: &str) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .args(["analyse", "-", "--rules", "contract"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn analyse_agrees_with_the_double_dummy_and_par_tags() {
    // Each deal once, with its tags: Deal → (Dealer, Vulnerable, tricks, par).
    let mut deals: BTreeMap<String, (String, String, Option<String>, Option<i64>)> =
        BTreeMap::new();
    for (name, ..) in CORPUS {
        let text =
            String::from_utf8_lossy(&std::fs::read(real(name)).unwrap()).replace("\r\n", "\n");
        for game in games(&text) {
            let (Some(deal), Some(dealer), Some(vul)) = (
                tag(game, "Deal"),
                tag(game, "Dealer"),
                tag(game, "Vulnerable"),
            ) else {
                continue;
            };
            let tricks = tag(game, "DoubleDummyTricks").map(str::to_string);
            let par = tag(game, "OptimumScore")
                .and_then(|s| s.strip_prefix("NS "))
                .and_then(|s| s.trim_start_matches('+').parse().ok());
            if tricks.is_some() || par.is_some() {
                deals.insert(deal.to_string(), (dealer.into(), vul.into(), tricks, par));
            }
        }
    }
    assert!(deals.len() >= 5, "{}", deals.len());
    let text: String = deals
        .iter()
        .map(|(deal, (dealer, vul, ..))| {
            format!("[Dealer \"{dealer}\"]\n[Vulnerable \"{vul}\"]\n[Deal \"{deal}\"]\n\n")
        })
        .collect();
    let lines = analyse(&text);
    assert_eq!(lines.len(), deals.len());
    let (mut values, mut pars) = (0, 0);
    // DoubleDummyTricks: declarers N S E W, each NT S H D C, one hex digit
    // each; analyse's `dd` is declarers N E S W, each NT S H D C.
    for (line, (deal, (_, _, tricks, par))) in lines.iter().zip(&deals) {
        if let Some(tricks) = tricks {
            let digits: Vec<u64> = tricks
                .chars()
                .map(|c| c.to_digit(16).unwrap().into())
                .collect();
            assert_eq!(digits.len(), 20, "{deal}");
            for (k, seat) in [0usize, 2, 1, 3].into_iter().enumerate() {
                for strain in 0..5 {
                    assert_eq!(
                        line["dd"][seat][strain],
                        digits[k * 5 + strain],
                        "{deal} {seat} {strain}"
                    );
                    values += 1;
                }
            }
        }
        if let Some(par) = par {
            assert_eq!(line["deal_par"]["score"].as_i64(), Some(*par), "{deal}");
            pars += 1;
        }
    }
    assert!(values >= 100 && pars >= 5, "{values} {pars}");
}
