use super::write::card_text;
use super::*;
use crate::contract::Contract;
use crate::table::{Phase, Table, played};
use contract_bridge::auction::Call;
use contract_bridge::{AbsoluteVulnerability, Seat};

const FIXTURE: &str = include_str!("../../../../../tests/fixtures/dd-reference-100.pbn");

fn messages(problems: &[Problem]) -> Vec<String> {
    problems.iter().map(ToString::to_string).collect()
}

fn declaring_board(seed: u64) -> Board {
    (seed..)
        .map(|s| Board::from_seed((s % 64) as u8 + 1, s))
        .find(|b| Table::new(*b, Rules::MINIBRIDGE).declarer().is_some())
        .unwrap()
}

#[test]
fn reads_the_dd_reference_fixture() {
    let file = read(FIXTURE.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
    assert_eq!(file.rejected, 0);
    assert_eq!(file.boards.len(), 100);
    let one = file.boards[0];
    assert_eq!(one.number, 1);
    assert_eq!(one.dealer, Seat::North);
    assert_eq!(one.vulnerability, AbsoluteVulnerability::NONE);
    assert_eq!(
        one.deal.to_string(),
        "N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T842"
    );
    // Boards above 64 are folded into 1-64, keeping dealer and vulnerability.
    let last = file.boards[99];
    assert_eq!(last.number, 36);
    assert_eq!(last.dealer, Seat::West);
    assert_eq!(last.vulnerability, AbsoluteVulnerability::ALL);
}

#[test]
fn boards_round_trip() {
    let boards: Vec<Board> = (1..=70u64)
        .map(|s| Board::from_seed((s % 64) as u8 + 1, s * 31))
        .collect();
    for rules in [Rules::MINIBRIDGE, Rules::HALFBRIDGE] {
        let text = write_boards(&boards, rules);
        let file = read_games(text.as_bytes());
        assert_eq!(file.problems, vec![]);
        assert_eq!(
            file.games.iter().map(|g| g.board).collect::<Vec<_>>(),
            boards
        );
        assert!(
            file.games
                .iter()
                .all(|g| g.rules == rules && g.open.is_none() && g.closed.is_none())
        );
    }
    // Without seeds too.
    let plain: Vec<Board> = boards.iter().map(|b| Board { seed: None, ..*b }).collect();
    assert_eq!(
        read(write_boards(&plain, Rules::MINIBRIDGE).as_bytes()).boards,
        plain
    );
}

#[test]
fn games_with_both_rooms_round_trip() {
    for (i, rules) in [
        Rules::MINIBRIDGE,
        Rules {
            undertrick: crate::rules::Undertrick::Hundred,
            ..Rules::MINIBRIDGE
        },
        Rules::HALFBRIDGE,
    ]
    .into_iter()
    .enumerate()
    {
        let mut games = Vec::new();
        for k in 0..12u64 {
            let board = Board::from_seed((k % 64) as u8 + 1, k * 101 + i as u64);
            let cards = [52, 52, 13, 5, 0, 52][k as usize % 6];
            let open = played(board, rules, k as usize, cards);
            let closed = played(board, rules, k as usize + 3, 52);
            let only_open = k % 4 == 3;
            games.push(PbnGame {
                board,
                rules,
                open: Some(open),
                closed: (!only_open).then_some(closed),
            });
        }
        let text = write(&games);
        let file = read_games(text.as_bytes());
        assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
        assert_eq!(file.games, games, "{text}");
    }
}

#[test]
fn minibridge_contracts_are_written_as_bridge_contracts_plus_a_tag() {
    let board = declaring_board(5);
    let rules = Rules::MINIBRIDGE;
    for (contract, bridge) in [
        ("game:NT", "3NT"),
        ("game:S", "4S"),
        ("game:H", "4H"),
        ("game:D", "5D"),
        ("game:C", "5C"),
        ("part:NT", "1NT"),
        ("part:S", "1S"),
        ("part:C", "1C"),
    ] {
        let c: Contract = contract.parse().unwrap();
        let index = Contract::all(rules).iter().position(|&x| x == c).unwrap();
        let record = played(board, rules, index, 52);
        let text = write(&[PbnGame {
            board,
            rules,
            open: Some(record.clone()),
            closed: None,
        }]);
        assert!(
            text.contains(&format!("[Contract \"{bridge}\"]\r\n")),
            "{text}"
        );
        assert!(
            text.contains(&format!("[MiniBridgeContract \"{contract}\"]\r\n")),
            "{text}"
        );
        assert!(text.contains("[Scoring \"MiniBridge\"]\r\n[MiniBridgeUndertrick \"50\"]\r\n"));
        let table = Table::replay(&record).unwrap();
        assert!(text.contains(&format!(
            "[Result \"{}\"]",
            table.declarer_tricks().unwrap()
        )));
        assert!(text.contains(&format!("[Score \"NS {}\"]", table.ns_score().unwrap())));
        // Without the custom tag, the bridge contract still reads back.
        let stripped: String = text
            .lines()
            .filter(|l| !l.starts_with("[MiniBridgeContract"))
            .map(|l| format!("{l}\n"))
            .collect();
        let file = read_games(stripped.as_bytes());
        assert_eq!(file.problems, vec![]);
        assert_eq!(
            file.games[0].open.as_ref().and_then(|r| r.contract),
            Some(c)
        );
    }
}

#[test]
fn play_section_is_in_pbn_order() {
    let board = declaring_board(9);
    let rules = Rules::HALFBRIDGE;
    let record = played(board, rules, 9, 52);
    let table = Table::replay(&record).unwrap();
    let leader = table.declarer().unwrap().lho();
    let text = write(&[PbnGame {
        board,
        rules,
        open: Some(record),
        closed: None,
    }]);
    let play_at = text.find("[Play ").unwrap();
    let rows: Vec<&str> = text[play_at..]
        .lines()
        .skip(1)
        .take_while(|l| !l.is_empty())
        .collect();
    assert_eq!(rows.len(), 13);
    assert!(text[play_at..].starts_with(&format!("[Play \"{}\"]", leader.letter())));
    for (trick, row) in table.completed_tricks().iter().zip(&rows) {
        let cells: Vec<&str> = row.split(' ').collect();
        for (seat, card) in trick.plays() {
            let column = (seat as usize + 4 - leader as usize) % 4;
            assert_eq!(cells[column], card_text(card));
        }
    }
}

#[test]
fn unfinished_and_thrown_in_tables() {
    let board = declaring_board(3);
    let rules = Rules::MINIBRIDGE;
    let text = write(&[PbnGame {
        board,
        rules,
        open: Some(played(board, rules, 0, 6)),
        closed: Some(played(board, rules, 0, 0)),
    }]);
    assert!(
        text.contains("-\r\n*\r\n") || text.contains("- -\r\n*\r\n"),
        "{text}"
    );
    let mut unnamed = played(board, rules, 0, 0);
    unnamed.contract = None;
    let text = write(&[PbnGame {
        board,
        rules,
        open: Some(unnamed.clone()),
        closed: None,
    }]);
    assert!(text.contains("[Contract \"\"]"));
    assert_eq!(read_games(text.as_bytes()).games[0].open, Some(unnamed));
    for seed in 0..3000u64 {
        let b = Board::from_seed(1, seed);
        if Table::new(b, rules).phase() == Phase::ThrownIn {
            let record = played(b, rules, 0, 52);
            let text = write(&[PbnGame {
                board: b,
                rules,
                open: Some(record.clone()),
                closed: None,
            }]);
            assert!(
                text.contains("[Contract \"Pass\"]") && text.contains("[Score \"NS 0\"]"),
                "{text}"
            );
            assert_eq!(read_games(text.as_bytes()).games[0].open, Some(record));
            return;
        }
    }
}

#[test]
fn closed_room_games_are_merged_and_hash_inherits() {
    let board = Board {
        seed: None,
        ..declaring_board(20)
    };
    let deal = board.deal.display(board.dealer).to_string();
    let d = board.dealer.letter();
    let text = format!(
        "[Board \"{n}\"]\n[Dealer \"{d}\"]\n[Deal \"{deal}\"]\n[Scoring \"MiniBridge\"]\n[Room \"Open\"]\n\n\
         [Board \"#\"]\n[Dealer \"#\"]\n[Deal \"#\"]\n[Scoring \"#\"]\n[Room \"Closed\"]\n\n\
         [Board \"{n}\"]\n[Dealer \"{d}\"]\n[Deal \"{deal}\"]\n",
        n = board.number
    );
    let file = read_games(text.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
    // Open + Closed are one deal; the third game (no room) is a new board.
    assert_eq!(file.games.len(), 2);
    assert!(file.games[0].open.is_some() && file.games[0].closed.is_some());
    assert_eq!(file.games[0].board, board);
}

#[test]
fn vulnerable_spellings() {
    for (v, want) in [
        ("None", AbsoluteVulnerability::NONE),
        ("Love", AbsoluteVulnerability::NONE),
        ("-", AbsoluteVulnerability::NONE),
        ("NS", AbsoluteVulnerability::NS),
        ("EW", AbsoluteVulnerability::EW),
        ("All", AbsoluteVulnerability::ALL),
        ("Both", AbsoluteVulnerability::ALL),
    ] {
        let text = format!(
            "[Board \"1\"]\n[Vulnerable \"{v}\"]\n[Deal \"N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T842\"]\n"
        );
        let file = read(text.as_bytes());
        assert_eq!(file.problems, vec![]);
        assert_eq!(file.boards[0].vulnerability, want, "{v}");
    }
}

const DEAL: &str = "N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T842";

#[test]
fn problems_with_line_and_column() {
    let cases: [(&str, &str); 8] = [
        (
            "[Board \"1\"]\n[Vulnerable \"Sometimes\"]\n[Deal \"DEAL\"]\n",
            "2:14: unknown vulnerability \"Sometimes\": None, NS, EW or All",
        ),
        (
            "[Board \"1\"]\n[Dealer \"X\"]\n[Deal \"DEAL\"]\n",
            "2:10: unknown dealer \"X\": N, E, S or W",
        ),
        (
            "[Board \"1\"]\n",
            "1:1: this game has no Deal tag, so no cards",
        ),
        (
            "[Board \"x\"]\n[Deal \"DEAL\"]\n",
            "1:9: board number \"x\" is not a number from 1",
        ),
        (
            "[Deal \"N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ7Z A.KJT74.K9862.96 65.Q92.A543.T842\"]\n",
            "1:42: unknown character 'Z' in East's hand",
        ),
        (
            "[Deal \"N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T84\"]\n",
            "1:8: ♣2 is missing: nobody holds it",
        ),
        (
            "[Deal \"N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96\"]\n",
            "1:60: a Deal has four hands; this one has 3",
        ),
        (
            "[Board \"1\"\n",
            "1:11: the Board tag is not closed with ']'",
        ),
    ];
    for (text, want) in cases {
        let text = text.replace("DEAL", DEAL);
        let file = read(text.as_bytes());
        assert_eq!(file.boards, vec![], "{text}");
        assert_eq!(
            messages(&file.problems).first().map(String::as_str),
            Some(want),
            "{text}"
        );
    }
    // A card held twice names both seats.
    let text = "[Deal \"N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T8A\"]\n";
    let m = messages(&read(text.as_bytes()).problems);
    assert!(
        m.contains(&"1:75: ♣A is held by both East and West".to_string()),
        "{m:?}"
    );
}

#[test]
fn result_problems_drop_only_the_result() {
    let text = format!(
        "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"{DEAL}\"]\n[Scoring \"HalfBridge\"]\n[Declarer \"N\"]\n[Contract \"4SX\"]\n"
    );
    let file = read_games(text.as_bytes());
    assert_eq!(file.games.len(), 1);
    assert_eq!(file.rejected, 0);
    assert_eq!(file.games[0].open, None);
    assert!(
        file.problems[0].message().contains("doubled"),
        "{:?}",
        messages(&file.problems)
    );
    // The fixture's board 1: N 16? Whoever declares, a wrong declarer is caught.
    let table = Table::new(read(text.as_bytes()).boards[0], Rules::HALFBRIDGE);
    let wrong = Seat::ALL
        .into_iter()
        .find(|&s| Some(s) != table.declarer())
        .unwrap();
    let text = format!(
        "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"{DEAL}\"]\n[Scoring \"HalfBridge\"]\n[Declarer \"{}\"]\n[Contract \"4S\"]\n",
        wrong.letter()
    );
    let file = read_games(text.as_bytes());
    assert_eq!(file.games[0].open, None);
    assert_eq!(file.problems.len(), 1);
    assert_eq!((file.problems[0].line, file.problems[0].column), (5, 12));
    // A MiniBridge game with a contract that is not one.
    let text =
        format!("[Board \"1\"]\n[Deal \"{DEAL}\"]\n[Scoring \"MiniBridge\"]\n[Contract \"2S\"]\n");
    let file = read_games(text.as_bytes());
    assert!(
        file.problems[0]
            .message()
            .contains("not a MiniBridge contract")
    );
    // A card not held, in the play.
    let board = declaring_board(40);
    let record = played(board, Rules::HALFBRIDGE, 4, 52);
    let text = write(&[PbnGame {
        board,
        rules: Rules::HALFBRIDGE,
        open: Some(record),
        closed: None,
    }]);
    let play_at = text.find("[Play ").unwrap();
    let row_start = play_at + text[play_at..].find("\r\n").unwrap() + 2;
    let row_end = row_start + text[row_start..].find("\r\n").unwrap();
    let cells: Vec<&str> = text[row_start..row_end].split(' ').collect();
    let bad_row = format!("{} {} {} {}", cells[2], cells[1], cells[2], cells[3]);
    let bad = format!("{}{}{}", &text[..row_start], bad_row, &text[row_end..]);
    let file = read_games(bad.as_bytes());
    assert_eq!(file.games[0].open, None);
    assert_eq!(file.problems.len(), 1);
    assert!(
        file.problems[0].message().contains("does not hold"),
        "{:?}",
        messages(&file.problems)
    );
    assert_eq!(file.problems[0].column, 1);
}

#[test]
fn comments_escapes_and_crlf() {
    let text = format!(
        "% PBN 2.1\r\n; a comment\r\n{{ a\r\n\r\nlong comment }}\r\n[Event \"a \\\"quoted\\\" name\"]\r\n[Board \"3\"] [Deal \"{DEAL}\"] ; trailing\r\n"
    );
    let file = read(text.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
    assert_eq!(file.boards.len(), 1);
    assert_eq!(file.boards[0].dealer, Seat::South); // standard for board 3
}

#[test]
fn utf8_byte_order_mark_is_ignored() {
    let text = format!("\u{feff}[Board \"1\"]\n[Deal \"{DEAL}\"]\n");
    let file = read(text.as_bytes());
    assert_eq!(file.problems, vec![]);
    assert_eq!(file.boards.len(), 1);
}

#[test]
fn garbage_never_panics() {
    for text in [
        "[",
        "[Deal",
        "[Deal \"",
        "[Deal \"N:\"]",
        "[Deal \"é:\"]",
        "{",
        "[Board \"999999999999\"]",
        "[Deal \"N:1.1.1.1 - - -\"]",
        "[Play \"N\"]\nSA",
        "[Contract \"é1\"][Deal \"x\"]",
        "[MiniBridgeContract \"é\"][Scoring \"MiniBridge\"]",
    ] {
        let _ = read_games(text.as_bytes());
        let _ = read_games(format!("{text}\n[Deal \"{DEAL}\"]").as_bytes());
    }
}

#[test]
fn contract_bridge_files_are_read_with_their_auction() {
    let text = format!(
        "% PBN 2.1\n% EXPORT\n[Event \"Club night\"]\n[Site \"\"]\n[Date \"2024.01.01\"]\n[Board \"1\"]\n\
         [West \"A\"]\n[North \"B\"]\n[East \"C\"]\n[South \"D\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
         [Deal \"{DEAL}\"]\n[Scoring \"IMP\"]\n[Declarer \"N\"]\n[Contract \"4SX\"]\n[Result \"10\"]\n\
         [Auction \"N\"]\n1S Pass 2S =1= Pass\n4S X Pass Pass\nPass\n[Note \"1:constructive\"]\n\
         [Play \"E\"]\nCA C6 C2 C3\nCK C9 C4 S3\nS2 SA S5 SK\n*\n"
    );
    let file = read_games(text.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
    assert_eq!(file.games.len(), 1);
    assert_eq!(file.games[0].rules, Rules::CONTRACT);
    assert_eq!(file.games[0].board.deal.to_string(), DEAL);
    let record = file.games[0]
        .open
        .clone()
        .expect("the auction is the result");
    assert_eq!(record.calls.len(), 9);
    assert_eq!(
        record.contract,
        Some("4SX".parse::<crate::contract::Contract>().unwrap())
    );
    let table = crate::table::Table::replay(&record).unwrap();
    assert_eq!(table.declarer(), Some(contract_bridge::Seat::North));
    // The play: East leads the club ace, North ruffs the second club, then
    // South's ace of spades wins the third trick.
    let cards: Vec<String> = record.plays.iter().map(ToString::to_string).collect();
    assert_eq!(cards.len(), 12, "{cards:?}");
    assert_eq!(table.completed_tricks().len(), 3, "{cards:?}");
    let (ns, ew) = (
        table.tricks_won(contract_bridge::Seat::North),
        table.tricks_won(contract_bridge::Seat::East),
    );
    assert_eq!((ns, ew), (2, 1), "{cards:?}");
    // Written back, it reads the same.
    let again = read_games(write(&file.games).as_bytes());
    assert_eq!(again.problems, vec![], "{:?}", messages(&again.problems));
    assert_eq!(again.games[0].open, Some(record));
    assert_eq!(again.games[0].rules, Rules::CONTRACT);
}

#[test]
fn an_auction_that_disagrees_with_the_contract_or_the_dealer_drops_the_result() {
    let game = |dealer: &str, contract: &str, calls: &str| {
        format!(
            "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"{DEAL}\"]\n[Contract \"{contract}\"]\n[Auction \"{dealer}\"]\n{calls}\n"
        )
    };
    for (text, why) in [
        (game("N", "3NT", "1S Pass 4S AP"), "the auction reached"),
        (game("E", "4S", "1S Pass 4S AP"), "the dealer is"),
        (game("N", "4S", "1S Pass 1H AP"), "not a legal call"),
        (game("N", "4S", "1S Pass Pass Pass Pass"), "after the end"),
        (game("N", "4S", "1S Pass 4Q AP"), "not a call"),
    ] {
        let file = read_games(text.as_bytes());
        assert_eq!(file.games.len(), 1, "{text}");
        assert_eq!(file.games[0].open, None, "{text}");
        assert!(
            messages(&file.problems).iter().any(|m| m.contains(why)),
            "{why}: {:?}",
            messages(&file.problems)
        );
    }
    // Passed out: "AP" from the start; the board scores 0.
    let file = read_games(game("N", "Pass", "AP").as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
    let table = crate::table::Table::replay(file.games[0].open.as_ref().unwrap()).unwrap();
    assert_eq!(
        (table.phase(), table.ns_score()),
        (crate::table::Phase::PassedOut, Some(0))
    );
}

#[test]
fn contract_bridge_files_without_an_auction_give_their_deals_only() {
    let text = format!(
        "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"{DEAL}\"]\n[Scoring \"IMP\"]\n[Contract \"4SX\"]\n"
    );
    let file = read_games(text.as_bytes());
    assert_eq!(file.problems, vec![]);
    assert_eq!(
        (file.games[0].open.as_ref(), file.games[0].rules),
        (None, Rules::HALFBRIDGE)
    );
}

/// `count` contract bridge games, played to the end, written the way a
/// tournament program exports them (a RealBridge-style file): the event
/// and players' names in ISO 8859-1, `Room` written twice, a note
/// reference in each auction and three `Note` tags after it, no blank
/// line missing. Returns the text and the games it holds.
pub(crate) fn tournament_style(count: usize) -> (Vec<u8>, Vec<PbnGame>) {
    let games: Vec<PbnGame> = (0..count)
        .map(|k| {
            let board = Board::from_seed((k % 64) as u8 + 1, k as u64 * 7 + 3);
            let record = played(board, Rules::CONTRACT, k % 35, 52);
            PbnGame {
                board,
                rules: Rules::CONTRACT,
                open: Some(record),
                closed: None,
            }
        })
        .collect();
    let mut out: Vec<u8> = Vec::new();
    let mut in_auction = false;
    for line in write(&games).split("\r\n") {
        if line.starts_with("[Board ") {
            out.extend_from_slice(b"[Event \"Caf\xE9 des Sports\"]\r\n[Site \"Z\xFCrich\"]\r\n");
        }
        if line.starts_with("[Play ") && in_auction {
            out.extend_from_slice(
                b"[Note \"1:Alert\"]\r\n[Note \"2:5+ \xA7\"]\r\n[Note \"3:Transfer\"]\r\n",
            );
        }
        out.extend_from_slice(line.as_bytes());
        if in_auction && !line.starts_with('[') && !line.contains("=1=") {
            // The first call of each auction line refers to note 1.
            out.extend_from_slice(b" =1=");
        }
        out.extend_from_slice(b"\r\n");
        in_auction = line.starts_with("[Auction ") || (in_auction && !line.starts_with('['));
        if line.starts_with("[Room ") {
            out.extend_from_slice(line.as_bytes());
            out.extend_from_slice(b"\r\n[North \"M\xFCller\"]\r\n");
        }
    }
    (out, games)
}

#[test]
fn repeated_tags_and_notes_stay_in_their_game() {
    let (text, games) = tournament_style(299);
    assert!(
        std::str::from_utf8(&text).is_err(),
        "the file is ISO 8859-1"
    );
    assert_eq!(
        text.windows(6).filter(|w| w == b"[Note ").count(),
        3 * 299,
        "every game has notes"
    );
    let file = read_games(&text);
    assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
    assert_eq!(file.rejected, 0);
    assert_eq!(file.games.len(), 299);
    let cards = |g: &[PbnGame]| -> usize {
        g.iter()
            .filter_map(|g| g.open.as_ref())
            .map(|r| r.plays.len())
            .sum()
    };
    assert_eq!(cards(&file.games), cards(&games));
    assert!(cards(&games) > 299 * 40);
    assert_eq!(file.games, games);
    // And written back, every card again.
    let again = read_games(write(&file.games).as_bytes());
    assert_eq!(again.games, games);
}

#[test]
fn a_repeated_tag_is_ignored_not_a_new_game() {
    let text = format!(
        "[Board \"1\"]\n[Room \"Open\"]\n[Room \"Open\"]\n[Deal \"{DEAL}\"]\n[Board \"9\"]\n\n\
         [Board \"2\"]\n[Dealer \"E\"]\n[Dealer \"#\"]\n[Deal \"{DEAL}\"]\n\n\
         [Board \"3\"]\n[Dealer \"#\"]\n[Deal \"#\"]\n"
    );
    let file = read(text.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
    let numbers: Vec<u8> = file.boards.iter().map(|b| b.number.get()).collect();
    assert_eq!(numbers, [1, 2, 3]);
    // `#` takes the previous game's first Dealer, not its ignored repeat.
    assert_eq!(file.boards[2].dealer, Seat::East);
}

#[test]
fn iso_8859_1_and_utf8_values_are_text() {
    use super::tokens::tokenize;
    let latin = b"[Event \"Caf\xE9\"]\n[Deal \"N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T842\"]\n";
    let utf8 = "[Event \"Café\"]\n".as_bytes();
    let bom = [b"\xEF\xBB\xBF".as_slice(), utf8].concat();
    for bytes in [latin.as_slice(), utf8, &bom] {
        let mut problems = Vec::new();
        let games = tokenize(bytes, &mut problems);
        assert_eq!(problems, vec![]);
        assert_eq!(games[0][0].value, "Café", "{bytes:?}");
        assert_eq!((games[0][0].line, games[0][0].column), (1, 9));
    }
    assert_eq!(read(latin).boards.len(), 1);
}

#[test]
fn a_tag_pair_may_span_lines() {
    let text = format!("[Board\n  \"7\"\n]\n[Deal \"{DEAL}\"\n  ] [Dealer\n\"S\"]\n");
    let file = read(text.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
    assert_eq!(file.boards.len(), 1);
    assert_eq!(file.boards[0].number.get(), 7);
    assert_eq!(file.boards[0].dealer, Seat::South);
    // A blank line still ends the game: the tag is not closed.
    let file = read(b"[Board \"1\"\n\n[Deal \"x\"]\n");
    assert_eq!(
        messages(&file.problems).first().map(String::as_str),
        Some("1:11: the Board tag is not closed with ']'")
    );
}

fn contract_game(extra: &str) -> String {
    format!(
        "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n[Scoring \"IMP\"]\n{extra}"
    )
}

#[test]
fn auctions_padded_before_the_dealer_or_continued() {
    // West's column first: West's turn before North, the dealer, is `-`.
    let text = contract_game(
        "[Declarer \"N\"]\n[Contract \"4S\"]\n[Auction \"W\"]\n-    1S   Pass 2S\nPass 4S   Pass Pass\nPass\n",
    );
    let file = read_games(text.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
    let record = file.games[0].open.clone().unwrap();
    assert_eq!(record.calls.len(), 8);
    assert_eq!(
        record.contract,
        Some("4S".parse::<Contract>().unwrap().in_game(Rules::CONTRACT))
    );
    // Named West with no padding: the auction's dealer is wrong.
    let text = contract_game("[Auction \"W\"]\n1S Pass 2S Pass\n");
    let file = read_games(text.as_bytes());
    assert_eq!(
        messages(&file.problems),
        ["6:11: the auction starts with West, but the dealer is North; the result is left out"]
    );
    // `+`: the next call is still to be made.
    let text = contract_game("[Auction \"N\"]\n1S Pass 2S +\n");
    let file = read_games(text.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
    let record = file.games[0].open.clone().unwrap();
    assert_eq!(record.calls.len(), 3);
    assert_eq!(Table::replay(&record).unwrap().phase(), Phase::Auction);
}

#[test]
fn play_without_an_auction_is_read() {
    let text = contract_game(
        "[Declarer \"N\"]\n[Contract \"4SX\"]\n[Result \"10\"]\n[Play \"E\"]\nCA C6 C2 C3\nCK C9 C4 S3\n+ - - -\n",
    );
    let file = read_games(text.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
    assert_eq!(file.games[0].rules, Rules::CONTRACT);
    let record = file.games[0].open.clone().unwrap();
    assert_eq!(record.plays.len(), 8);
    let table = Table::replay(&record).unwrap();
    assert_eq!(table.declarer(), Some(Seat::North));
    assert_eq!(record.contract, Some("4SX".parse::<Contract>().unwrap()));
    // Written back and read again, the same.
    assert_eq!(read_games(write(&file.games).as_bytes()).games, file.games);
    // Any seat may be declarer; a card not held drops only the result.
    let text = contract_game("[Declarer \"W\"]\n[Contract \"3NT\"]\n[Play \"N\"]\nSK\n");
    let file = read_games(text.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file.problems));
    assert_eq!(file.games[0].open.as_ref().map(|r| r.plays.len()), Some(1));
    let text = contract_game("[Declarer \"W\"]\n[Contract \"3NT\"]\n[Play \"N\"]\nSA\n");
    let file = read_games(text.as_bytes());
    assert_eq!((file.games.len(), file.problems.len()), (1, 1));
    assert!(file.games[0].open.is_none());
}

#[test]
fn passed_out_boards_keep_their_result() {
    for extra in [
        "[Declarer \"N\"]\n[Contract \"Pass\"]\n[Result \"\"]\n[Auction \"N\"]\nPass Pass Pass Pass\n",
        "[Declarer \"N\"]\n[Contract \"Pass\"]\n[Auction \"N\"]\nAP\n",
        "[Declarer \"\"]\n[Contract \"Pass\"]\n",
    ] {
        let file = read_games(contract_game(extra).as_bytes());
        assert_eq!(
            file.problems,
            vec![],
            "{extra}: {:?}",
            messages(&file.problems)
        );
        let record = file.games[0].open.clone().expect(extra);
        assert_eq!(record.calls, vec![Call::Pass; 4], "{extra}");
        assert_eq!(Table::replay(&record).unwrap().phase(), Phase::PassedOut);
    }
}

#[test]
fn problems_come_in_file_order() {
    let text = format!(
        "[Board \"1\"]\n[Deal \"{DEAL}\"]\n[Scoring \"IMP\"]\n[Auction \"N\"]\n1S Pass 9Z\n\n\
         [Board \"2\"]\n[Vulnerable \"Sometimes\"]\n[Deal \"{DEAL}\"]\n\n[Board \"3\" x\n"
    );
    let file = read_games(text.as_bytes());
    let lines: Vec<usize> = file.problems.iter().map(|p| p.line).collect();
    assert_eq!(lines, [5, 8, 11], "{:?}", messages(&file.problems));
}

#[test]
fn a_hand_with_every_card_reads_in_one_line() {
    let text = "[Board \"1\"]\n[Deal \"N:AKQJT98765432... ... ... ...\"]\n";
    let file = read(text.as_bytes());
    assert_eq!(
        messages(&file.problems),
        ["2:8: East, South and West hold no cards (39 cards missing)"]
    );
    assert_eq!(file.rejected, 1);
    // Five cards short, no empty hand: one line naming them.
    let short = DEAL.replace("T842", "").replace("JT.3", "JT.");
    let file = read(format!("[Deal \"{short}\"]\n").as_bytes());
    let m = messages(&file.problems);
    assert!(
        m.contains(&"1:8: 5 cards are missing: nobody holds ♣10 ♣8 ♣4 ♣3 ♣2".to_string()),
        "{m:?}"
    );
}

#[test]
fn games_without_a_whole_deal_are_skipped_not_rejected() {
    let text = format!(
        "[Event \"Only a name\"]\n\n\
         [Board \"2\"]\n[Deal \"N:KJT9843.A83.JT.3 - A.KJT74.K9862.96 -\"]\n\n\
         [Board \"3\"]\n[Deal \"N:KJ.A8.. Q7.65.. A.K.K. 6.Q..A\"]\n\n\
         [Board \"4\"]\n[Deal \"N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 - 65.Q92.A543.T842\"]\n\n\
         [Board \"5\"]\n[Deal \"{DEAL}\"]\n"
    );
    let file = read(text.as_bytes());
    assert_eq!(
        messages(&file.problems),
        [
            "1:1: this game has no Deal tag, so no cards",
            "4:8: only 2 of the four hands are given, so this game is skipped",
            "7:8: an end position (at most 4 cards a hand): only whole deals are played, so this game is skipped",
        ]
    );
    assert!(file.problems.iter().all(|p| p.kind.skips_game()));
    assert_eq!(file.rejected, 0);
    // One hand not given is the cards the others do not hold.
    let numbers: Vec<u8> = file.boards.iter().map(|b| b.number.get()).collect();
    assert_eq!(numbers, [4, 5]);
    assert_eq!(file.boards[0].deal.to_string(), DEAL);
}
