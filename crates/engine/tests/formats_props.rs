//! Property tests of the file formats and deal links: no input makes a
//! reader panic, and every board (and played table) round-trips.

use contract_bridge::AbsoluteVulnerability;
use engine::Seat;
use engine::board::Board;
use engine::contract::Contract;
use engine::formats::hnd;
use engine::formats::link::{self, DealLink};
use engine::formats::pbn::{self, PbnGame};
use engine::rules::Rules;
use engine::table::{Table, TableRecord};
use proptest::prelude::*;

const RULES: [Rules; 3] = [
    Rules::MINIBRIDGE,
    Rules {
        undertrick: engine::rules::Undertrick::Hundred,
        ..Rules::MINIBRIDGE
    },
    Rules::HALFBRIDGE,
];
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
        ..Board::from_seed(number, seed)
    })
}

/// A table played for `cards` cards with the `pick`-th contract, always the
/// `lead`-th legal card (mod the number of legal cards).
fn played(board: Board, rules: Rules, pick: usize, cards: usize, choice: usize) -> TableRecord {
    let mut table = Table::new(board, rules);
    if let Some(declarer) = table.declarer() {
        let all = Contract::all(rules);
        let _ = table.name_contract(declarer, all[pick % all.len()]);
        while table.plays().len() < cards {
            let Some(seat) = table.to_act() else { break };
            let legal: Vec<_> = table.legal_cards(seat).iter().collect();
            let card = legal[(choice + table.plays().len()) % legal.len()];
            table.play(seat, card).unwrap();
        }
    }
    table.record()
}

/// Byte soup made of the pieces a `.HND` reader looks at.
fn hnd_soup() -> impl Strategy<Value = Vec<u8>> {
    let pieces: Vec<&'static [u8]> = vec![
        b" ",
        b"        ",
        b"\t",
        b"*",
        b"\r\n",
        b"\n",
        b"1",
        b"10",
        b"64",
        b"65",
        b"AKQJ",
        b"T98",
        b"765432",
        b"-",
        b"NONE",
        b"NS",
        b"EW",
        b"BOTH",
        b"N",
        b"S",
        b"E",
        b"W",
        b"\x83n",
        b"\xff",
        b"\x1a",
        b"z",
        b"0",
    ];
    prop::collection::vec(prop::sample::select(pieces), 0..200).prop_map(|v| v.concat())
}

/// Text soup made of the pieces a PBN reader looks at.
fn pbn_soup() -> impl Strategy<Value = Vec<u8>> {
    let pieces: Vec<&'static str> = vec![
        "[Board \"",
        "[Deal \"",
        "[Dealer \"",
        "[Vulnerable \"",
        "[Room \"Closed\"]",
        "[Scoring \"MiniBridge\"]",
        "[MiniBridgeContract \"",
        "[Contract \"",
        "[Declarer \"",
        "[Play \"",
        "\"]",
        "]",
        "\"",
        "N:",
        "E:",
        "AKQ",
        "JT98",
        "765432",
        ".",
        " ",
        "-",
        "\n",
        "\r\n",
        "\n\n",
        "#",
        "3NT",
        "game:NT",
        "part:S",
        "1X",
        "4SX",
        "SA",
        "H10",
        "*",
        "{",
        "}",
        ";",
        "%",
        "é",
        "\\",
        "N",
        "All",
        "99999999999",
        // PBN 2.1's import format: notes, padded and continued auctions,
        // irregularities, hands not given, end positions, tags over lines.
        "[Note \"1:alert\"]",
        "[Auction \"",
        "[Scoring \"IMP\"]",
        "=1=",
        "W",
        "- - ",
        "Pass",
        "AP",
        "+",
        "^I",
        "^R",
        " - ",
        "N:- ",
        "KQ.J.T.9 ",
        "\n[",
        "\n\"",
        "\u{FEFF}",
    ];
    // A byte that is not UTF-8 makes the file ISO 8859-1.
    let latin1 = prop_oneof![Just(None), any::<u8>().prop_map(Some)];
    (
        prop::collection::vec(prop::sample::select(pieces), 0..150),
        latin1,
    )
        .prop_map(|(v, byte)| {
            let mut bytes = v.concat().into_bytes();
            if let Some(b) = byte {
                let at = usize::from(b) % (bytes.len() + 1);
                bytes.insert(at, b | 0x80);
            }
            bytes
        })
}

proptest! {
    #[test]
    fn hnd_read_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..1000)) {
        let _ = hnd::read(&bytes);
    }

    #[test]
    fn hnd_read_never_panics_on_near_misses(bytes in hnd_soup()) {
        let file = hnd::read(&bytes);
        for p in &file.problems {
            prop_assert!(p.line >= 1 && p.column >= 1);
        }
    }

    #[test]
    fn hnd_read_never_panics_on_mutated_files(boards in prop::collection::vec(board(), 1..4), edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6)) {
        let mut bytes = hnd::write(&boards)[0].clone().into_bytes();
        for (at, b) in edits {
            let i = at.index(bytes.len());
            bytes[i] = b;
        }
        let file = hnd::read(&bytes);
        prop_assert!(file.boards.len() + file.rejected <= boards.len() + 2);
    }

    #[test]
    fn pbn_read_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..1000)) {
        let _ = pbn::read_games(&bytes);
    }

    #[test]
    fn pbn_read_never_panics_on_near_misses(bytes in pbn_soup()) {
        let _ = pbn::read_games(&bytes);
    }

    #[test]
    fn pbn_read_never_panics_on_mutated_files(b in board(), rules in 0..3usize, cards in 0..=52usize, edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6)) {
        let rules = RULES[rules];
        let game = PbnGame { board: b, rules, open: Some(played(b, rules, 3, cards, 1)), closed: None };
        let mut bytes = pbn::write(&[game]).into_bytes();
        for (at, byte) in edits {
            let i = at.index(bytes.len());
            bytes[i] = byte;
        }
        let _ = pbn::read_games(&bytes);
    }

    #[test]
    fn link_decode_never_panics(text in any::<String>()) {
        let _ = link::decode(&text);
    }

    #[test]
    fn link_decode_never_panics_on_base64_noise(text in "#?(d=)?[A-Za-z0-9_-]{0,100}") {
        let _ = link::decode(&text);
    }

    #[test]
    fn boards_round_trip_through_all_three(b in board(), rules in 0..3usize) {
        let rules = RULES[rules];
        // HND: no seed in the file.
        let files = hnd::write(&[b]);
        let back = hnd::read(files[0].as_bytes());
        prop_assert_eq!(back.problems, vec![]);
        prop_assert_eq!(back.boards, vec![Board { seed: None, ..b }]);
        // PBN: exact, seed included.
        let back = pbn::read_games(pbn::write_boards(&[b], rules).as_bytes());
        prop_assert_eq!(back.problems, vec![]);
        prop_assert_eq!(back.games, vec![PbnGame::new(b, rules)]);
        // Link: exact.
        let l = DealLink { board: b, rules, shared: None };
        prop_assert_eq!(link::decode(&link::encode(&l)), Ok(l));
    }

    #[test]
    fn played_tables_round_trip_through_pbn_and_links(b in board(), rules in 0..3usize, pick in 0..35usize, cards in 0..=52usize, choice in 0..13usize) {
        let rules = RULES[rules];
        let open = played(b, rules, pick, cards, choice);
        let closed = played(b, rules, pick + 1, 52, choice + 1);
        let game = PbnGame { board: b, rules, open: Some(open.clone()), closed: Some(closed) };
        let back = pbn::read_games(pbn::write(std::slice::from_ref(&game)).as_bytes());
        prop_assert_eq!(back.problems, vec![]);
        prop_assert_eq!(back.games, vec![game]);
        let l = DealLink { board: b, rules, shared: Some(open) };
        let code = link::encode(&l);
        prop_assert!(code.len() <= 90);
        prop_assert_eq!(link::decode(&format!("#d={code}")), Ok(l));
    }
}
