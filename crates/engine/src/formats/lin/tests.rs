use super::*;
use crate::bot::{self, Level};
use crate::formats::pbn;

/// North deals. The auction: North 1H, East pass, South 2H, West pass,
/// North 4H (alerted, explained), pass, pass, West doubles, three passes:
/// 4H doubled by North.
const DEAL: &str = "md|3S9TAH2D234JC3689A,S23467H4DQKC27TJQ,SQH679JKD5678TAC5,|";
const AUCTION: &str = "mb|1H|mb|p|mb|2H|mb|p|mb|4H!|an|to play|mb|p|mb|p|mb|d|mb|p|mb|p|mb|p|pg||";

fn hand(text: &str) -> Hand {
    let mut h = Hand::EMPTY;
    let mut suit = Suit::Spades;
    for b in text.bytes() {
        match b {
            b'S' => suit = Suit::Spades,
            b'H' => suit = Suit::Hearts,
            b'D' => suit = Suit::Diamonds,
            b'C' => suit = Suit::Clubs,
            _ => {
                h.insert(Card {
                    suit,
                    rank: rank_of(b).unwrap(),
                });
            }
        }
    }
    h
}

/// The first `n` legal cards (the lowest each time) after the auction, as
/// `pc|` pairs, and the table they make.
fn play_text(board: Board, n: usize) -> (String, Table) {
    let mut table = Table::new(board, Rules::CONTRACT);
    for call in ["1H", "P", "2H", "P", "4H", "P", "P", "X", "P", "P", "P"] {
        let seat = table.to_act().unwrap();
        table.call(seat, call.parse().unwrap()).unwrap();
    }
    let mut text = String::new();
    for _ in 0..n {
        let seat = table.to_act().unwrap();
        let card = table.legal_cards(seat).iter().next().unwrap();
        table.play(seat, card).unwrap();
        text.push_str(&format!("pc|{}{}|", card.suit.letter(), card.rank.letter()));
    }
    (text, table)
}

#[test]
fn reads_a_bbo_board_with_three_hands_alerts_play_and_names() {
    let head = format!("pn|Sue,Walt,Nora,Ed|st||{DEAL}rh||ah|Board 7|sv|n|{AUCTION}");
    let probe = read_games(head.as_bytes());
    assert!(probe.problems.is_empty(), "{:?}", probe.problems);
    let (cards, expected) = play_text(probe.games[0].board, 9);
    let file = read_games(format!("{head}{cards}").as_bytes());
    assert!(file.problems.is_empty(), "{:?}", file.problems);
    assert_eq!(file.games.len(), 1);
    let game = &file.games[0];
    let b = game.board;
    assert_eq!(b.number.get(), 7);
    assert_eq!(b.dealer, Seat::North);
    assert_eq!(b.vulnerability, AbsoluteVulnerability::NS);
    assert_eq!(b.deal[Seat::South], hand("S9TAH2D234JC3689A"));
    assert_eq!(b.deal[Seat::West], hand("S23467H4DQKC27TJQ"));
    assert_eq!(b.deal[Seat::North], hand("SQH679JKD5678TAC5"));
    assert_eq!(b.deal[Seat::East].len(), 13, "the fourth hand is the rest");
    let t = game.open.as_ref().unwrap();
    assert_eq!(t.record, expected.record());
    assert_eq!(t.record.calls.len(), 11);
    assert_eq!(t.record.plays.len(), 9);
    assert_eq!(t.names[Seat::South as usize], "Sue");
    assert_eq!(t.names[Seat::West as usize], "Walt");
    assert_eq!(t.names[Seat::North as usize], "Nora");
    assert_eq!(t.names[Seat::East as usize], "Ed");
    assert_eq!(
        t.notes,
        vec![CallNote {
            call: 4,
            alert: true,
            explanation: Some("to play".into())
        }]
    );
    let table = Table::replay(&t.record).unwrap();
    assert_eq!(table.declarer(), Some(Seat::North));
    assert_eq!(table.calls().len(), 11);
}

#[test]
fn a_claim_is_played_out_to_the_claimed_tricks_and_written_back() {
    let board = read(DEAL.as_bytes()).boards[0];
    let (cards, table) = play_text(board, 14);
    let declarer = table.declarer().unwrap();
    let won = table.tricks_won(declarer);
    let tricks = (won..=13)
        .find(|&t| claim::play_out_to(&table, t - won).is_some())
        .unwrap();
    let text = format!("{DEAL}{AUCTION}{cards}mc|{tricks}|");
    let file = read_games(text.as_bytes());
    assert!(file.problems.is_empty(), "{:?}", file.problems);
    let t = file.games[0].open.as_ref().unwrap();
    assert_eq!(t.claim, Some(LinClaim { tricks, after: 14 }));
    let done = Table::replay(&t.record).unwrap();
    assert_eq!(done.phase(), Phase::Finished);
    assert_eq!(done.declarer_tricks(), Some(tricks));
    // Written back as the same cards and claim, not the played-out ones.
    let out = write(&file.games);
    assert_eq!(out.matches("pc|").count(), 14);
    assert!(out.contains(&format!("mc|{tricks}|")), "{out}");
    assert_eq!(read_games(out.as_bytes()).games, file.games);
    // A claim beyond what the cards allow drops the table, keeps the deal.
    let bad = read_games(format!("{DEAL}{AUCTION}{cards}mc|14|").as_bytes());
    assert_eq!(bad.games.len(), 1);
    assert!(bad.games[0].open.is_none());
    assert!(matches!(
        bad.problems.as_slice(),
        [Problem {
            kind: ProblemKind::LinClaim { .. },
            result_left_out: true,
            ..
        }]
    ));
}

#[test]
fn reads_a_multi_board_file_one_board_a_line() {
    let boards: Vec<Board> = (1..=5)
        .map(|n| Board {
            seed: None,
            ..Board::from_seed(n, u64::from(n) * 7)
        })
        .collect();
    let mut games = Vec::new();
    for (k, &board) in boards.iter().enumerate() {
        let mut table = Table::new(board, Rules::CONTRACT);
        bot::play_out(&mut table, Level::Beginner, k as u64);
        let mut t = LinTable::new(table.record());
        t.names = ["n".into(), "e".into(), "s".into(), format!("w{k}")];
        games.push(LinGame {
            board,
            open: Some(t),
            closed: None,
        });
    }
    let text = write(&games);
    assert_eq!(text.lines().count(), 5);
    let back = read_games(text.as_bytes());
    assert!(back.problems.is_empty(), "{:?}", back.problems);
    assert_eq!(back.games, games);
    // Without `ah|`, the boards are numbered on from the first.
    let bare: String = text
        .lines()
        .map(|l| {
            let start = l.find("rh||").unwrap();
            let end = l.find("sv|").unwrap();
            format!("{}{}\n", &l[..start], &l[end..])
        })
        .collect();
    let numbers: Vec<u8> = read(bare.as_bytes())
        .boards
        .iter()
        .map(|b| b.number.get())
        .collect();
    assert_eq!(numbers, [1, 2, 3, 4, 5]);
}

#[test]
fn reads_vugraph_rooms_into_one_game_per_deal() {
    let b1 = Board {
        seed: None,
        ..Board::from_seed(1, 11)
    };
    let b2 = Board {
        seed: None,
        ..Board::from_seed(2, 22)
    };
    let played = |b: Board, seed: u64| {
        let mut t = Table::new(b, Rules::CONTRACT);
        bot::play_out(&mut t, Level::Beginner, seed);
        t
    };
    let games = vec![
        LinGame {
            board: b1,
            open: Some(LinTable::new(played(b1, 1).record())),
            closed: Some(LinTable::new(played(b1, 2).record())),
        },
        LinGame {
            board: b2,
            open: Some(LinTable::new(played(b2, 3).record())),
            closed: Some(LinTable::new(played(b2, 4).record())),
        },
    ];
    let body = write(&games);
    let header = "vg|Final,Segment 1,I,1,2,Aces,0,Kings,0|\nrs|3NN=,4SE-1,,|\npn|a1,a2,a3,a4,b1,b2,b3,b4|pg||\n";
    // VuGraph files name the players once, in the header.
    let body: String = body
        .lines()
        .map(|l| l.to_string() + "\n")
        .collect::<String>();
    let file = read_games(format!("{header}{body}nt|well played|").as_bytes());
    assert!(file.problems.is_empty(), "{:?}", file.problems);
    assert_eq!(file.games.len(), 2);
    assert_eq!(
        file.games.iter().map(|g| g.board).collect::<Vec<_>>(),
        [games[0].board, games[1].board]
    );
    for (read, written) in file.games.iter().zip(&games) {
        let r = |t: &Option<LinTable>| t.as_ref().map(|t| t.record.clone());
        assert_eq!(r(&read.open), r(&written.open));
        assert_eq!(r(&read.closed), r(&written.closed));
    }
    let open = file.games[0].open.as_ref().unwrap();
    let closed = file.games[0].closed.as_ref().unwrap();
    assert_eq!(open.names[Seat::South as usize], "a1");
    assert_eq!(open.names[Seat::East as usize], "a4");
    assert_eq!(closed.names[Seat::South as usize], "b1");
    assert_eq!(closed.names[Seat::East as usize], "b4");
    // A Closed Room with no `md|` takes its Open Room's deal.
    let cut = format!("{DEAL}rh||ah|Board 3|{AUCTION}qx|c3|mb|p|mb|p|mb|p|mb|p|");
    let f = read_games(cut.as_bytes());
    assert!(f.problems.is_empty(), "{:?}", f.problems);
    assert_eq!(f.games.len(), 1);
    let closed = Table::replay(&f.games[0].closed.as_ref().unwrap().record).unwrap();
    assert_eq!(closed.phase(), Phase::PassedOut);
}

#[test]
fn lin_to_pbn_to_lin_keeps_deals_auctions_and_play() {
    let (cards, _) = play_text(read(DEAL.as_bytes()).boards[0], 52);
    let text = format!(
        "{DEAL}rh||ah|Board 9|sv|b|{AUCTION}{cards}\n{DEAL}rh||ah|Board 10|sv|o|mb|p|mb|p|mb|p|mb|p|"
    );
    let lin = read_games(text.as_bytes());
    assert!(lin.problems.is_empty(), "{:?}", lin.problems);
    let pbn_games: Vec<PbnGame> = lin.games.iter().map(LinGame::to_pbn).collect();
    let pbn_text = pbn::write(&pbn_games);
    let back = pbn::read_games(pbn_text.as_bytes());
    assert!(back.problems.is_empty(), "{:?}", back.problems);
    let again: Vec<LinGame> = back.games.iter().map(LinGame::from_pbn).collect();
    let out = read_games(write(&again).as_bytes());
    assert!(out.problems.is_empty(), "{:?}", out.problems);
    assert_eq!(out.games.len(), 2);
    for (a, b) in lin.games.iter().zip(&out.games) {
        assert_eq!(a.board, b.board);
        let rec = |g: &LinGame| g.open.as_ref().map(|t| t.record.clone());
        assert_eq!(rec(a), rec(b));
    }
    assert_eq!(out.games[0].open.as_ref().unwrap().record.plays.len(), 52);
}

#[test]
fn problems_have_places_and_drop_only_what_they_must() {
    let at = |text: &str| {
        let f = read_games(text.as_bytes());
        (
            f.problems
                .iter()
                .map(|p| (p.line, p.column, p.kind.clone()))
                .collect::<Vec<_>>(),
            f,
        )
    };
    // A dealer digit out of range: the board is rejected.
    let (p, f) = at("md|7SA,,,|");
    assert_eq!(
        p,
        [(1, 4, ProblemKind::LinUnknownDealer { text: "7".into() })]
    );
    assert_eq!((f.games.len(), f.rejected), (0, 1));
    // A stray character, on the second line.
    let (p, _) = at("pn|a,b,c,d|\nmd|1SAXK,,,|");
    assert_eq!(
        p,
        [(
            2,
            7,
            ProblemKind::PbnUnknownCharacter {
                found: Byte(b'X'),
                seat: Seat::South
            }
        )]
    );
    // Two hands only.
    let (p, _) = at("md|1S23456789TJQKA,H23456789TJQKA,,|");
    assert_eq!(p, [(1, 4, ProblemKind::DealTooFewHands { hands: 2 })]);
    // A card held twice.
    let twice = DEAL.replace("C3689A,", "C3689A,SA");
    let (p, _) = at(&twice);
    assert!(
        p.iter()
            .any(|(_, _, k)| matches!(k, ProblemKind::CardHeldTwice { .. })),
        "{p:?}"
    );
    // An illegal call keeps the deal, drops the table.
    let (p, f) = at(&format!("{DEAL}mb|1H|mb|1C|"));
    assert_eq!(f.games.len(), 1);
    assert!(f.games[0].open.is_none());
    assert!(
        matches!(p.as_slice(), [(1, _, ProblemKind::Table(_))]),
        "{p:?}"
    );
    // Not a call, not a card.
    let (p, _) = at(&format!("{DEAL}mb|9Z|"));
    assert!(matches!(
        p.as_slice(),
        [(_, _, ProblemKind::NotACall { .. })]
    ));
    let (p, _) = at(&format!("{DEAL}{AUCTION}pc|Z9|"));
    assert!(matches!(
        p.as_slice(),
        [(_, _, ProblemKind::NotACard { .. })]
    ));
    // A card before the auction ends.
    let (p, _) = at(&format!("{DEAL}mb|1H|pc|SA|"));
    assert!(matches!(
        p.as_slice(),
        [(_, _, ProblemKind::PlayWithoutContract)]
    ));
    // A vulnerability unknown: warned, nobody vulnerable, the deal kept.
    let (p, f) = at(&format!("{DEAL}sv|q|"));
    assert!(matches!(
        p.as_slice(),
        [(1, _, ProblemKind::LinUnknownVulnerability { .. })]
    ));
    assert_eq!(f.games[0].board.vulnerability, AbsoluteVulnerability::NONE);
    // Calls with no deal.
    let (p, f) = at("ah|Board 1|mb|1H|mb|p|");
    assert_eq!(p, [(1, 1, ProblemKind::LinNoDeal)]);
    assert_eq!(f.rejected, 1);
    // A value never closed.
    let (p, _) = at(&format!("{DEAL}mb|1H"));
    assert_eq!(
        p,
        [(
            1,
            DEAL.len() + 1,
            ProblemKind::LinUnclosed { key: "mb".into() }
        )]
    );
    // Problems in file order, the unclosed end last.
    let (p, _) = at(&format!("md|7SA,,,|\n{DEAL}sv|q|\nmb|1H"));
    let kinds: Vec<_> = p.iter().map(|(line, _, k)| (*line, k.clone())).collect();
    assert!(
        matches!(
            kinds.as_slice(),
            [
                (1, ProblemKind::LinUnknownDealer { .. }),
                (2, ProblemKind::LinUnknownVulnerability { .. }),
                (3, ProblemKind::LinUnclosed { .. })
            ]
        ),
        "{kinds:?}"
    );
    // Text that is no LIN: no board, one problem, no panic.
    let (p, f) = at("hello");
    assert_eq!(p.len(), 1);
    assert!(f.games.is_empty());
}

#[test]
fn reads_latin1_and_utf8_names_and_a_bom() {
    let mut text = b"\xEF\xBB\xBFpn|Jos\xC3\xA9,b,c,d|".to_vec();
    text.extend_from_slice(DEAL.as_bytes());
    text.extend_from_slice(b"mb|1H|");
    let f = read_games(&text);
    assert!(f.problems.is_empty(), "{:?}", f.problems);
    assert_eq!(
        f.games[0].open.as_ref().unwrap().names[Seat::South as usize],
        "José"
    );
    let mut text = b"pn|Jos\xE9,b,c,d|".to_vec();
    text.extend_from_slice(DEAL.as_bytes());
    text.extend_from_slice(b"mb|1H|");
    let f = read_games(&text);
    assert_eq!(
        f.games[0].open.as_ref().unwrap().names[Seat::South as usize],
        "José"
    );
}

#[test]
fn handviewer_links_round_trip_and_read_as_bbo_writes_them() {
    let board = Board {
        seed: None,
        ..Board::from_seed(13, 5)
    };
    let mut table = Table::new(board, Rules::CONTRACT);
    bot::play_out(&mut table, Level::Beginner, 3);
    let mut t = LinTable::new(table.record());
    t.names[Seat::North as usize] = "Ann & Bo|b".into();
    t.notes.push(CallNote {
        call: 0,
        alert: true,
        explanation: Some("12-14, 2+ clubs; 50%".into()),
    });
    let game = LinGame {
        board,
        open: Some(t),
        closed: None,
    };
    let url = handviewer_link(&game);
    assert!(url.starts_with("https://www.bridgebase.com/tools/handviewer.html?lin="));
    assert!(!url.contains('|') && !url.contains(' ') && !url.contains('&'));
    assert!(is_handviewer_link(&url));
    let back = read_handviewer(&url);
    assert!(back.problems.is_empty(), "{:?}", back.problems);
    let g = &back.games[0];
    assert_eq!(g.board, game.board);
    let bt = g.open.as_ref().unwrap();
    assert_eq!(bt.record, game.open.as_ref().unwrap().record);
    assert_eq!(bt.names[Seat::North as usize], "Ann & Bo/b");
    assert_eq!(
        bt.notes[0].explanation.as_deref(),
        Some("12-14, 2+ clubs; 50%")
    );
    // As people paste them: `|` raw, `%2C` for commas, `+` for spaces,
    // other parameters around it.
    let pasted = format!(
        "  http://www.bridgebase.com/tools/handviewer.html?bbo=y&lin=pn|a,b,c,d|st||{}rh||ah|Board+4|sv|o|mb|1H|an|5%2B+hearts|mb|p|&v=1 ",
        DEAL.replace(',', "%2C")
    );
    let f = read_handviewer(&pasted);
    assert!(f.problems.is_empty(), "{:?}", f.problems);
    assert_eq!(f.games[0].board.number.get(), 4);
    let t = f.games[0].open.as_ref().unwrap();
    assert_eq!(t.record.calls.len(), 2);
    assert_eq!(t.notes[0].explanation.as_deref(), Some("5+ hearts"));
    // No `lin=`: a problem, no board.
    let none = read_handviewer("https://www.bridgebase.com/tools/handviewer.html?n=SAK");
    assert_eq!(none.problems.len(), 1);
    assert_eq!(none.problems[0].kind, ProblemKind::HandviewerWithoutLin);
    assert!(none.games.is_empty());
    assert!(!is_handviewer_link("hello lin=x"));
    // Broken escapes are kept as they are, never a panic.
    let _ = read_handviewer("https://x/?lin=md|%E|%|%zz|%");
}

#[test]
fn writes_hands_low_to_high_from_south_and_every_deal_reads_back() {
    for seed in 0..64u64 {
        let board = Board {
            seed: None,
            ..Board::from_seed((seed % 64) as u8 + 1, seed)
        };
        let game = LinGame {
            board,
            open: None,
            closed: None,
        };
        let text = write(std::slice::from_ref(&game));
        let back = read_games(text.as_bytes());
        assert!(back.problems.is_empty(), "{:?}", back.problems);
        assert_eq!(back.games, [game]);
    }
    let board = read(DEAL.as_bytes()).boards[0];
    let text = write(&[LinGame {
        board,
        open: None,
        closed: None,
    }]);
    assert!(
        text.starts_with(
            "st||md|3S9TAH2D234JC3689A,S23467H4DQKC27TJQ,SQH679JKD5678TAC5,S58JKH358TQAD9C4K|"
        ),
        "{text}"
    );
}
