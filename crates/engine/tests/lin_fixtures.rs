//! The LIN files of `tests/fixtures/real/` (see its README): every deal,
//! board number, call and card is read, and survives LIN → PBN → LIN.

use engine::formats::lin::{self, LinFile, LinGame};
use engine::formats::pbn;
use engine::table::{Phase, Table};
use std::path::PathBuf;

fn fixture(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/real")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Calls and cards of every table, in file order.
fn counts(games: &[LinGame]) -> (usize, usize) {
    let tables = || {
        games
            .iter()
            .flat_map(|g| g.open.iter().chain(g.closed.iter()))
    };
    (
        tables().map(|t| t.record.calls.len()).sum(),
        tables().map(|t| t.record.plays.len()).sum(),
    )
}

/// Reads a file cleanly, and checks that its deals, auctions and play come
/// back the same through PBN and through LIN.
fn read_clean(name: &str) -> LinFile {
    let file = lin::read_games(&fixture(name));
    assert!(file.problems.is_empty(), "{name}: {:?}", file.problems);
    assert_eq!(file.rejected, 0, "{name}");
    let pbn_games: Vec<_> = file.games.iter().map(LinGame::to_pbn).collect();
    let back = pbn::read_games(pbn::write(&pbn_games).as_bytes());
    assert!(
        back.problems.is_empty(),
        "{name} as PBN: {:?}",
        back.problems
    );
    assert_eq!(back.games, pbn_games, "{name}: LIN → PBN");
    let again: Vec<LinGame> = back.games.iter().map(LinGame::from_pbn).collect();
    let relin = lin::read_games(lin::write(&again).as_bytes());
    assert!(relin.problems.is_empty(), "{name}: {:?}", relin.problems);
    assert_eq!(
        relin.games.iter().map(LinGame::to_pbn).collect::<Vec<_>>(),
        pbn_games,
        "{name}: LIN → PBN → LIN"
    );
    // And LIN → LIN keeps the names, notes and claims too.
    assert_eq!(
        lin::read_games(lin::write(&file.games).as_bytes()).games,
        file.games,
        "{name}: LIN → LIN"
    );
    file
}

/// How often `key|` occurs in a file.
fn occurrences(bytes: &[u8], key: &str) -> usize {
    bytes
        .windows(key.len())
        .filter(|w| *w == key.as_bytes())
        .count()
}

#[test]
fn endplay_example_a_bbo_multi_board_file_with_explanations_and_claims() {
    let bytes = fixture("endplay-example1.lin");
    let file = read_clean("endplay-example1.lin");
    let numbers: Vec<u8> = file.games.iter().map(|g| g.board.number.get()).collect();
    assert_eq!(numbers, [1, 2, 3, 4, 5, 6, 7, 8]);
    assert!(
        file.games
            .iter()
            .all(|g| g.open.is_some() && g.closed.is_none())
    );
    let tables: Vec<&lin::LinTable> = file.games.iter().filter_map(|g| g.open.as_ref()).collect();
    // Every call is kept, with every explanation and alert.
    let calls: usize = tables.iter().map(|t| t.record.calls.len()).sum();
    assert_eq!(calls, occurrences(&bytes, "mb|"));
    let explained = tables
        .iter()
        .flat_map(|t| &t.notes)
        .filter(|n| n.explanation.is_some())
        .count();
    assert_eq!(explained, occurrences(&bytes, "an|"));
    let alerted = tables
        .iter()
        .flat_map(|t| &t.notes)
        .filter(|n| n.alert)
        .count();
    assert_eq!(alerted, occurrences(&bytes, "!|"));
    assert_eq!(tables[0].names[engine::Seat::South as usize], "domtp");
    // Every card played is kept; the two claimed boards are played out to
    // the claimed tricks.
    let before_claims: usize = tables
        .iter()
        .map(|t| t.claim.map_or(t.record.plays.len(), |c| c.after))
        .sum();
    assert_eq!(before_claims, occurrences(&bytes, "pc|"));
    let claims: Vec<_> = tables.iter().filter_map(|t| t.claim).collect();
    assert_eq!(claims.len(), occurrences(&bytes, "mc|"));
    for t in &tables {
        let table = Table::replay(&t.record).unwrap();
        assert_eq!(table.phase(), Phase::Finished);
        if let Some(c) = t.claim {
            assert_eq!(table.declarer_tricks(), Some(c.tricks));
        }
    }
}

#[test]
fn synthetic_vugraph_rooms_chat_lowercase_cards_and_a_claim() {
    let file = read_clean("synthetic-vugraph.lin");
    let numbers: Vec<u8> = file.games.iter().map(|g| g.board.number.get()).collect();
    assert_eq!(numbers, [1, 2, 3]);
    assert!(
        file.games
            .iter()
            .all(|g| g.open.is_some() && g.closed.is_some())
    );
    // Five of six tables are played to the end; the last is claimed after
    // five tricks and played out to the claimed eleven.
    assert_eq!(counts(&file.games), (9 + 9 + 6 + 6 + 7 + 7, 52 * 6));
    let last = file.games[2].closed.as_ref().unwrap();
    assert_eq!(
        last.claim,
        Some(lin::LinClaim {
            tricks: 11,
            after: 20
        })
    );
    assert_eq!(
        Table::replay(&last.record).unwrap().declarer_tricks(),
        Some(11)
    );
    let c = file.games[0].closed.as_ref().unwrap();
    assert_eq!(c.names[engine::Seat::South as usize], "Ed");
    assert!(
        c.notes.is_empty(),
        "commentary before the auction is no call's note"
    );
}

#[test]
fn synthetic_bbo_lines_latin1_three_hands_claim_and_passed_out() {
    let file = read_clean("synthetic-bbo-latin1.lin");
    assert_eq!(file.games.len(), 3);
    let t = |k: usize| file.games[k].open.as_ref().unwrap();
    assert_eq!(t(0).names[engine::Seat::South as usize], "José");
    assert_eq!(t(0).names[engine::Seat::North as usize], "Müller");
    assert_eq!(
        t(1).claim,
        Some(lin::LinClaim {
            tricks: 10,
            after: 8
        })
    );
    assert_eq!(
        Table::replay(&t(1).record).unwrap().declarer_tricks(),
        Some(10)
    );
    assert_eq!(
        Table::replay(&t(2).record).unwrap().phase(),
        Phase::PassedOut
    );
}
