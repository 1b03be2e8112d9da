//! A match's deals in and out of files and links: which reader a file
//! needs, the deals and games of a match to write, and the match a link
//! opens. The formats themselves are [`hnd`], [`pbn`] and
//! [`link`](super::link).

use super::link::DealLink;
use super::pbn::{self, PbnGame};
use super::{HandFile, hnd, lin};
use crate::board::Board;
use crate::table::{Phase, Table};
use crate::team_match::{Source, TeamMatch};

/// Reads a hand file by its name's extension (`.pbn` is PBN, `.lin` BBO's
/// LIN, anything else Micro Bridge `.HND`; a file whose name says none of
/// them but holds PBN tags is read as PBN, one that holds a LIN deal
/// `md|` as LIN). Never fails: problems are in the result.
#[must_use]
pub fn read_hand_file(name: &str, bytes: &[u8]) -> HandFile {
    let lower = name.to_ascii_lowercase();
    let known = lower.ends_with(".hnd") || lower.ends_with(".pbn");
    let looks_lin = lower.ends_with(".lin")
        || (!known && bytes.windows(3).any(|w| w == b"md|") && !bytes.contains(&b'['));
    if looks_lin {
        return lin::read(bytes);
    }
    let looks_pbn = lower.ends_with(".pbn")
        || (!lower.ends_with(".hnd") && bytes.windows(6).any(|w| w == b"[Deal "));
    if looks_pbn {
        pbn::read(bytes)
    } else {
        hnd::read(bytes)
    }
}

/// Every deal of the match: those dealt so far, then, for a match from a
/// file, the ones still to come.
#[must_use]
pub fn match_boards(m: &TeamMatch) -> Vec<Board> {
    let mut boards: Vec<Board> = m.boards.iter().map(|b| *b.open.board()).collect();
    if let Source::Given(list) = &m.source {
        boards.extend(list.iter().skip(boards.len()).copied());
    }
    boards
}

/// The match as PBN games: every deal, with both rooms' tables where a
/// contract was named.
#[must_use]
pub fn match_games(m: &TeamMatch) -> Vec<PbnGame> {
    let played =
        |t: &Table| (t.contract().is_some() || t.phase() == Phase::ThrownIn).then(|| t.record());
    match_boards(m)
        .into_iter()
        .enumerate()
        .map(|(i, board)| {
            let mut game = PbnGame::new(board, m.rules);
            if let Some(b) = m.boards.get(i) {
                game.open = played(&b.open);
                game.closed = if b.shared { None } else { played(&b.closed) };
            }
            game
        })
        .collect()
}

/// The one-board match a link opens. With the sharer's result, that result
/// stands where the Closed Room would, for the comparison.
#[must_use]
pub fn match_from_link(link: &DealLink) -> TeamMatch {
    let mut m = TeamMatch::from_boards(link.rules, vec![link.board]);
    let mut n = link.board.seed.unwrap_or(0);
    m.start_next(|| {
        n = n.wrapping_add(0x9E37_79B9_7F4A_7C15);
        n
    });
    // Only a finished table is a result to compare with.
    if let (Some(record), Some(b)) = (&link.shared, m.current_mut())
        && let Some(table) = Table::replay(record).ok().filter(Table::is_over)
    {
        b.closed = table;
        b.shared = true;
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::{self, Level};
    use crate::formats::link;
    use crate::rules::Rules;

    #[test]
    fn the_reader_follows_the_name() {
        let pbn = b"[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64\"]\n";
        assert_eq!(read_hand_file("x.PBN", pbn).boards.len(), 1);
        assert_eq!(read_hand_file("deals.txt", pbn).boards.len(), 1);
        let hnd = hnd::write(&[Board::from_seed(3, 9)]).concat();
        assert_eq!(read_hand_file("X.HND", hnd.as_bytes()).boards.len(), 1);
        let lin = b"st||md|3S9TAH2D234JC3689A,S23467H4DQKC27TJQ,SQH679JKD5678TAC5,|sv|o|";
        assert_eq!(read_hand_file("x.LIN", lin).boards.len(), 1);
        assert_eq!(read_hand_file("bbo.txt", lin).boards.len(), 1);
        assert!(
            read_hand_file("x.hnd", b"\xff\xfe garbage")
                .boards
                .is_empty()
        );
    }

    #[test]
    fn a_match_writes_and_reads_back() {
        let boards: Vec<Board> = (1..=3).map(|n| Board::from_seed(n, u64::from(n))).collect();
        let mut m = TeamMatch::from_boards(Rules::MINIBRIDGE, boards.clone());
        let mut s = 0;
        m.start_next(|| {
            s += 1;
            s
        });
        let b = m.current_mut().unwrap();
        bot::play_out(&mut b.open, Level::Beginner, 1);
        bot::play_out(&mut b.closed, Level::Beginner, 2);
        assert_eq!(match_boards(&m).len(), 3);
        let text = hnd::write(&match_boards(&m)).concat();
        let back = read_hand_file("m.hnd", text.as_bytes());
        assert_eq!(
            back.boards.iter().map(|b| b.deal).collect::<Vec<_>>(),
            boards.iter().map(|b| b.deal).collect::<Vec<_>>()
        );
        let games = match_games(&m);
        assert!(games[0].open.is_some() && games[0].closed.is_some());
        let pbn = pbn::write(&games);
        let read = pbn::read_games(pbn.as_bytes());
        assert!(read.problems.is_empty(), "{:?}", read.problems);
        assert_eq!(read.games[0].open, games[0].open);
    }

    #[test]
    fn a_link_opens_a_one_board_match_with_the_sharers_result() {
        let mut table = Table::new(Board::from_seed(5, 77), Rules::HALFBRIDGE);
        bot::play_out(&mut table, Level::Beginner, 1);
        let code = link::encode(&DealLink {
            board: *table.board(),
            rules: Rules::HALFBRIDGE,
            shared: Some(table.record()),
        });
        let m = match_from_link(&link::decode(&code).unwrap());
        assert_eq!(m.length, 1);
        let b = m.current().unwrap();
        assert_eq!(b.open.board().deal, table.board().deal);
        assert!(b.shared);
        assert_eq!(b.closed, table);
    }

    #[test]
    fn a_contract_bridge_link_opens_with_its_auction_and_result() {
        let mut table = Table::new(Board::from_seed(6, 41), Rules::CONTRACT);
        bot::play_out(&mut table, Level::Beginner, 2);
        assert!(table.is_over() && !table.calls().is_empty());
        let code = link::encode(&DealLink {
            board: *table.board(),
            rules: Rules::CONTRACT,
            shared: Some(table.record()),
        });
        let link = link::decode(&code).unwrap();
        assert_eq!(link.calls(), table.calls());
        let m = match_from_link(&link);
        assert_eq!(m.rules, Rules::CONTRACT);
        let b = m.current().unwrap();
        assert!(
            b.open.rules().has_auction() && b.open.calls().is_empty(),
            "the person's table starts at the auction"
        );
        assert!(b.shared);
        assert_eq!(b.closed, table);
    }
}
