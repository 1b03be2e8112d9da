//! Property tests of the LIN reader and handviewer links, beside
//! `formats_props.rs`'s for the other formats: no input makes them panic,
//! and played contract bridge tables round-trip.

use contract_bridge::AbsoluteVulnerability;
use engine::Seat;
use engine::board::Board;
use engine::formats::lin::{self, LinGame, LinTable};
use engine::rules::Rules;
use engine::table::{Phase, Table, TableRecord};
use proptest::prelude::*;

const VULS: [AbsoluteVulnerability; 4] = [
    AbsoluteVulnerability::NONE,
    AbsoluteVulnerability::NS,
    AbsoluteVulnerability::EW,
    AbsoluteVulnerability::ALL,
];

/// A board from a seed with any number, dealer and vulnerability.
fn board() -> impl Strategy<Value = Board> {
    (any::<u64>(), 1..=64u8, 0..4usize, 0..4usize).prop_map(|(seed, number, dealer, vul)| Board {
        dealer: Seat::ALL[dealer],
        vulnerability: VULS[vul],
        seed: None,
        ..Board::from_seed(number, seed)
    })
}

/// A contract bridge table: the `choice`-th legal call each time (mod the
/// legal calls, passes weighted so that auctions end), then `cards` cards.
fn played(board: Board, choice: usize, cards: usize) -> TableRecord {
    let mut table = Table::new(board, Rules::CONTRACT);
    let mut k = choice;
    while table.phase() == Phase::Auction {
        let Some(seat) = table.to_act() else { break };
        let legal = table.legal_calls();
        k = k.wrapping_mul(31).wrapping_add(7);
        let call = if k.is_multiple_of(3) {
            legal[k % legal.len()]
        } else {
            legal[0]
        };
        table.call(seat, call).unwrap();
    }
    while table.phase() == Phase::Play && table.plays().len() < cards {
        let Some(seat) = table.to_act() else { break };
        let legal: Vec<_> = table.legal_cards(seat).iter().collect();
        table
            .play(seat, legal[(choice + table.plays().len()) % legal.len()])
            .unwrap();
    }
    table.record()
}

/// Text made of the pieces a LIN reader looks at.
fn lin_soup() -> impl Strategy<Value = Vec<u8>> {
    let pieces: Vec<&'static str> = vec![
        "md|",
        "md|1",
        "md|3",
        "md|0",
        "md|9",
        "sv|",
        "ah|Board ",
        "qx|o",
        "qx|c",
        "pn|",
        "mb|",
        "an|",
        "pc|",
        "mc|",
        "pg||",
        "rh||",
        "st||",
        "nt|",
        "vg|",
        "rs|",
        "|",
        ",",
        "S",
        "H",
        "D",
        "C",
        "AKQJ",
        "T98",
        "765432",
        "10",
        "p",
        "d",
        "r",
        "1N",
        "7N",
        "2S",
        "!",
        "13",
        "99",
        "b",
        "o",
        "\n",
        "\r\n",
        " ",
        "é",
        "\u{ff}",
        "%7C",
        "+",
        "lin=",
    ];
    prop::collection::vec(prop::sample::select(pieces), 0..150)
        .prop_map(|v| v.concat().into_bytes())
}

/// A written LIN file of a played board with some bytes changed.
fn mutated() -> impl Strategy<Value = Vec<u8>> {
    (
        board(),
        0..1000usize,
        0..=52usize,
        prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6),
    )
        .prop_map(|(b, choice, cards, edits)| {
            let game = LinGame {
                board: b,
                open: Some(LinTable::new(played(b, choice, cards))),
                closed: None,
            };
            let mut bytes = lin::write(&[game]).into_bytes();
            for (at, byte) in edits {
                let i = at.index(bytes.len());
                bytes[i] = byte;
            }
            bytes
        })
}

/// The properties, `cases` times each.
fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    // Quick in the test run; `--ignored` below runs 10⁵.
    #![proptest_config(config(1_000))]

    #[test]
    fn lin_read_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..1000)) {
        let file = lin::read_games(&bytes);
        for p in &file.problems {
            prop_assert!(p.line >= 1 && p.column >= 1);
        }
    }

    #[test]
    fn lin_read_never_panics_on_near_misses(bytes in lin_soup()) {
        let _ = lin::read_games(&bytes);
    }

    #[test]
    fn lin_read_never_panics_on_mutated_files(bytes in mutated()) {
        let file = lin::read_games(&bytes);
        prop_assert!(file.games.len() + file.rejected <= 3);
    }

    #[test]
    fn handviewer_read_never_panics(text in any::<String>()) {
        let _ = lin::read_handviewer(&text);
    }

    #[test]
    fn handviewer_read_never_panics_on_links(text in "https://www.bridgebase.com/tools/handviewer.html\\?(bbo=y&)?lin=[a-zA-Z0-9|,%+!&=#]{0,200}") {
        let _ = lin::read_handviewer(&text);
    }

    #[test]
    fn played_tables_round_trip_through_lin_and_links(b in board(), choice in 0..1000usize, cards in 0..=52usize, other in 0..1000usize) {
        let game = LinGame {
            board: b,
            open: Some(LinTable::new(played(b, choice, cards))),
            closed: Some(LinTable::new(played(b, other, 52))),
        };
        let back = lin::read_games(lin::write(std::slice::from_ref(&game)).as_bytes());
        prop_assert_eq!(back.problems, vec![]);
        prop_assert_eq!(back.games, vec![game.clone()]);
        let link = lin::read_handviewer(&lin::handviewer_link(&game));
        prop_assert_eq!(link.problems, vec![]);
        prop_assert_eq!(&link.games[0].open, &game.open);
    }
}

proptest! {
    // cargo test -p halfbridge-engine --release --test lin_props -- --ignored
    #![proptest_config(config(100_000))]

    #[test]
    #[ignore = "10^5 cases: run with --release -- --ignored"]
    fn lin_read_never_panics_1e5(bytes in prop::collection::vec(any::<u8>(), 0..1000)) {
        let _ = lin::read_games(&bytes);
    }

    #[test]
    #[ignore = "10^5 cases: run with --release -- --ignored"]
    fn lin_read_never_panics_on_near_misses_1e5(bytes in lin_soup()) {
        let _ = lin::read_games(&bytes);
    }

    #[test]
    #[ignore = "10^5 cases: run with --release -- --ignored"]
    fn lin_read_never_panics_on_mutated_files_1e5(bytes in mutated()) {
        let _ = lin::read_games(&bytes);
    }

    #[test]
    #[ignore = "10^5 cases: run with --release -- --ignored"]
    fn handviewer_read_never_panics_1e5(text in any::<String>()) {
        let _ = lin::read_handviewer(&text);
    }
}
