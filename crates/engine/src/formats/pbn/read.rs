//! The PBN reader: from the tokenizer's tags to boards, rules and tables.
//! `#` values are inherited from the previous game, Closed Room games are
//! merged into their deal, and a problem with a result drops only that
//! result.

use super::super::{
    HandFile, Place, Problem, Vulnerable, check_deal, fold_board_number, rank_of, seat_name,
};
use super::tokens::{Tag, Token, find, tokenize};
use super::{PbnFile, PbnGame};
use crate::board::{self, Board, BoardNumber};
use crate::contract::{Contract, Goal, game_tricks};
use crate::rules::{Rules, Variant};
use crate::table::{Phase, Table, TableRecord};
use contract_bridge::auction::Call;
use contract_bridge::{AbsoluteVulnerability, Bid, Card, FullDeal, Hand, Rank, Seat, Suit};
use std::collections::HashMap;

fn parse_vulnerable(s: &str) -> Option<AbsoluteVulnerability> {
    if s.eq_ignore_ascii_case("love") || s == "-" {
        return Some(AbsoluteVulnerability::NONE);
    }
    Vulnerable::from_name(s).map(Vulnerable::absolute)
}

fn parse_seat(s: &str) -> Option<Seat> {
    if !s.is_ascii() {
        return None;
    }
    s.trim().parse().ok()
}

/// Parses a Deal tag value, reporting problems at their columns.
fn parse_deal(tag: &Tag, problems: &mut Vec<Problem>) -> Option<FullDeal> {
    let before = problems.len();
    let bytes = tag.value.as_bytes();
    let col = |i: usize| tag.column + i;
    let first = match (bytes.first().map(u8::to_ascii_uppercase), bytes.get(1)) {
        (Some(b'N'), Some(b':')) => Seat::North,
        (Some(b'E'), Some(b':')) => Seat::East,
        (Some(b'S'), Some(b':')) => Seat::South,
        (Some(b'W'), Some(b':')) => Seat::West,
        _ => {
            problems.push(Problem::new(
                tag.line,
                col(0),
                "a Deal starts with the first hand's seat and a colon, like \"N:\"",
            ));
            return None;
        }
    };
    let mut hands = [Hand::EMPTY; 4];
    let mut places: Vec<(Card, Seat, Place)> = Vec::new();
    let mut seat = first;
    let mut count = 0;
    let mut i = 2;
    loop {
        while bytes.get(i).is_some_and(u8::is_ascii_whitespace) {
            i += 1;
        }
        if i >= bytes.len() {
            break;
        }
        count += 1;
        if count > 4 {
            problems.push(Problem::new(
                tag.line,
                col(i),
                "a Deal has four hands, not more",
            ));
            break;
        }
        let mut suit_index = 0usize;
        while let Some(&b) = bytes.get(i) {
            if b.is_ascii_whitespace() {
                break;
            }
            let suit = Suit::DESC.get(suit_index).copied();
            match b {
                b'.' => {
                    suit_index += 1;
                    if suit_index > 3 {
                        problems.push(Problem::new(
                            tag.line,
                            col(i),
                            format!("{}'s hand has more than four suits", seat_name(seat)),
                        ));
                    }
                }
                b'-' if suit_index == 0 => {}
                b'1' if bytes.get(i + 1) == Some(&b'0') => {
                    if let Some(suit) = suit {
                        let card = Card {
                            suit,
                            rank: Rank::T,
                        };
                        hands[seat as usize].insert(card);
                        places.push((
                            card,
                            seat,
                            Place {
                                line: tag.line,
                                column: col(i),
                            },
                        ));
                    }
                    i += 1;
                }
                _ => match (rank_of(b), suit) {
                    (Some(rank), Some(suit)) => {
                        let card = Card { suit, rank };
                        hands[seat as usize].insert(card);
                        places.push((
                            card,
                            seat,
                            Place {
                                line: tag.line,
                                column: col(i),
                            },
                        ));
                    }
                    (None, _) => {
                        let shown = if b.is_ascii_graphic() {
                            format!("'{}'", char::from(b))
                        } else {
                            format!("byte 0x{b:02X}")
                        };
                        problems.push(Problem::new(
                            tag.line,
                            col(i),
                            format!("unknown character {shown} in {}'s hand", seat_name(seat)),
                        ));
                    }
                    (Some(_), None) => {}
                },
            }
            i += 1;
        }
        if suit_index != 3 && !(suit_index == 0 && hands[seat as usize].is_empty()) {
            problems.push(Problem::new(
                tag.line,
                col(i.saturating_sub(1)),
                format!(
                    "{}'s hand must have four suits separated by '.'",
                    seat_name(seat)
                ),
            ));
        }
        seat = seat.lho();
    }
    if count < 4 && problems.len() == before {
        problems.push(Problem::new(
            tag.line,
            col(bytes.len()),
            format!("a Deal has four hands; this one has {count}"),
        ));
    }
    if problems.len() > before {
        return None;
    }
    let holders = |card: Card| {
        places
            .iter()
            .filter(|(c, _, _)| *c == card)
            .map(|(_, s, p)| (*s, *p))
            .collect()
    };
    let suit_place = |_| Place {
        line: tag.line,
        column: tag.column,
    };
    let hand_place = |seat: Seat| {
        let first_card = places
            .iter()
            .find(|(_, s, _)| *s == seat)
            .map(|(_, _, p)| *p);
        first_card.unwrap_or(Place {
            line: tag.line,
            column: tag.column,
        })
    };
    check_deal(hands, &holders, &suit_place, &hand_place, problems)
}

/// The tags of a game after `#` inheritance from the previous game.
fn inherit(tags: &mut [Tag], previous: &HashMap<String, String>) {
    for tag in tags {
        if tag.value == "#"
            && let Some(v) = previous.get(&tag.name.to_ascii_lowercase())
        {
            tag.value.clone_from(v);
        }
    }
}

/// The board of one game, or `None` (with problems) if it has none.
fn read_board(tags: &[Tag], index: usize, problems: &mut Vec<Problem>) -> Option<Board> {
    let before = problems.len();
    let number = match find(tags, "Board") {
        None => fold_board_number(u32::try_from(index + 1).unwrap_or(1)),
        Some(t) => match t.value.trim().parse::<u32>() {
            Ok(n) if n >= 1 => fold_board_number(n),
            _ => {
                problems.push(Problem::new(
                    t.line,
                    t.column,
                    format!("board number {:?} is not a number from 1", t.value),
                ));
                1
            }
        },
    };
    let dealer = match find(tags, "Dealer") {
        Some(t) if !t.value.trim().is_empty() => parse_seat(&t.value).unwrap_or_else(|| {
            problems.push(Problem::new(
                t.line,
                t.column,
                format!("unknown dealer {:?}: N, E, S or W", t.value),
            ));
            Seat::North
        }),
        _ => board::standard_dealer(number),
    };
    let vulnerability = match find(tags, "Vulnerable") {
        Some(t) if !t.value.trim().is_empty() => {
            parse_vulnerable(t.value.trim()).unwrap_or_else(|| {
                problems.push(Problem::new(
                    t.line,
                    t.column,
                    format!("unknown vulnerability {:?}: None, NS, EW or All", t.value),
                ));
                AbsoluteVulnerability::NONE
            })
        }
        _ => board::standard_vulnerability(number),
    };
    let deal = match find(tags, "Deal") {
        Some(t) => parse_deal(t, problems),
        None => {
            let (line, column) = tags.first().map_or((1, 1), |t| (t.line, 1));
            problems.push(Problem::new(
                line,
                column,
                "this game has no Deal tag, so no cards",
            ));
            None
        }
    };
    let deal = deal.filter(|_| problems.len() == before)?;
    let seed = find(tags, "HalfBridgeSeed")
        .and_then(|t| t.value.trim().parse::<u64>().ok())
        .filter(|&s| board::deal_from_seed(s) == deal);
    Some(Board {
        number: BoardNumber::folded(number.into()),
        dealer,
        vulnerability,
        deal,
        seed,
    })
}

/// The rules a game names with `Scoring`: `Some` for `MiniBridge` or
/// `HalfBridge` (one of its `;`-separated items), contract bridge for
/// `ContractBridge` or a game with an `Auction` (its result is then read
/// from the auction), `None` for anything else (its deals are read as
/// HalfBridge boards, its results are not ours and are not read).
fn read_rules(tags: &[Tag], problems: &mut Vec<Problem>) -> Option<Rules> {
    let scoring = find(tags, "Scoring")
        .map(|t| t.value.clone())
        .unwrap_or_default();
    let has = |name: &str| {
        scoring
            .split(';')
            .any(|s| s.trim().eq_ignore_ascii_case(name))
    };
    if has("HalfBridge") {
        return Some(Rules::HALFBRIDGE);
    }
    if has("ContractBridge")
        || (!has("MiniBridge") && find(tags, "Auction").is_some_and(|t| !t.value.trim().is_empty()))
    {
        return Some(Rules::CONTRACT);
    }
    if !has("MiniBridge") {
        return None;
    }
    let mut rules = Rules::MINIBRIDGE;
    if let Some(t) = find(tags, "MiniBridgeUndertrick") {
        match t.value.parse::<crate::rules::Undertrick>() {
            Ok(v) => rules.undertrick = v,
            _ => problems.push(Problem::new(
                t.line,
                t.column,
                format!(
                    "MiniBridgeUndertrick must be 50 or 100, not {:?}; 50 is used",
                    t.value
                ),
            )),
        }
    }
    Some(rules)
}

/// The contract of a game, `Ok(None)` for none named (or passed out).
fn read_contract(tags: &[Tag], rules: Rules) -> Result<Option<Contract>, (usize, usize, String)> {
    if rules.variant == Variant::MiniBridge
        && let Some(t) = find(tags, "MiniBridgeContract").filter(|t| !t.value.trim().is_empty())
    {
        if !t.value.is_ascii() {
            return Err((
                t.line,
                t.column,
                format!("unknown MiniBridge contract {:?}", t.value),
            ));
        }
        let c: Contract = t
            .value
            .parse()
            .map_err(|e: crate::contract::ParseContractError| (t.line, t.column, e.to_string()))?;
        return Ok(Some(c));
    }
    let Some(t) = find(tags, "Contract") else {
        return Ok(None);
    };
    let value = t.value.trim().to_ascii_uppercase();
    if value.is_empty() || value == "PASS" {
        return Ok(None);
    }
    let err = |m: String| (t.line, t.column, m);
    if !value.is_ascii() || value.len() < 2 {
        return Err(err(format!("unknown contract {:?}", t.value)));
    }
    if rules.variant == Variant::Contract {
        let c: Contract = value
            .parse()
            .map_err(|_| err(format!("unknown contract {:?}", t.value)))?;
        return Ok(Some(c.in_game(rules)));
    }
    if value.ends_with('X') {
        return Err(err(format!(
            "{:?} is doubled: doubles are not part of these games",
            t.value
        )));
    }
    let bid: Bid = value
        .parse()
        .map_err(|_| err(format!("unknown contract {:?}", t.value)))?;
    match rules.variant {
        Variant::HalfBridge | Variant::Contract => Ok(Some(Contract::Half(bid).in_game(rules))),
        Variant::MiniBridge => {
            let strain = bid.strain;
            let level = bid.level.get();
            if level == 1 {
                Ok(Some(Contract::Mini {
                    goal: Goal::PartScore,
                    strain,
                }))
            } else if level + 6 == game_tricks(strain) {
                Ok(Some(Contract::Mini {
                    goal: Goal::Game,
                    strain,
                }))
            } else {
                Err(err(format!(
                    "{:?} is not a MiniBridge contract (1 of a strain for a part score; 3NT, 4S, 4H, 5D, 5C for a game)",
                    t.value
                )))
            }
        }
    }
}

/// Parses a card token like `SA`, `H10`, `dt`.
fn parse_card(text: &str) -> Option<Card> {
    let bytes = text.as_bytes();
    let suit = match bytes.first()?.to_ascii_uppercase() {
        b'S' => Suit::Spades,
        b'H' => Suit::Hearts,
        b'D' => Suit::Diamonds,
        b'C' => Suit::Clubs,
        _ => return None,
    };
    let rank = match bytes.get(1..)? {
        [r] => rank_of(*r)?,
        [b'1', b'0'] => Rank::T,
        _ => return None,
    };
    Some(Card { suit, rank })
}

/// The table of one game, if it has a result; problems drop only the result.
fn read_record(
    tags: &[Tag],
    board: Board,
    rules: Rules,
    problems: &mut Vec<Problem>,
) -> Option<TableRecord> {
    let has_record = ["Room", "Contract", "Play", "MiniBridgeContract", "Auction"]
        .iter()
        .any(|n| find(tags, n).is_some());
    if !has_record {
        return None;
    }
    let contract = match read_contract(tags, rules) {
        Ok(c) => c,
        Err((line, column, message)) => {
            problems.push(Problem::new(
                line,
                column,
                format!("{message}; the result is left out"),
            ));
            return None;
        }
    };
    let mut table = Table::new(board, rules);
    if rules.has_auction() {
        return read_auction_record(tags, table, contract, problems);
    }
    if let Some(t) = find(tags, "Declarer").filter(|t| !t.value.trim().is_empty()) {
        let named = parse_seat(&t.value);
        if named != table.declarer() {
            let actual = table
                .declarer()
                .map_or("nobody (the board is thrown in)", seat_name);
            problems.push(Problem::new(t.line, t.column, format!("declarer {:?}, but by the points announced it is {actual}; the result is left out", t.value)));
            return None;
        }
    }
    if let Some(c) = contract {
        let Some(declarer) = table.declarer() else {
            let (line, column) = find(tags, "Contract").map_or((1, 1), |t| (t.line, t.column));
            problems.push(Problem::new(
                line,
                column,
                "a contract on a thrown-in board (20-20); the result is left out",
            ));
            return None;
        };
        if let Err(e) = table.name_contract(declarer, c) {
            let (line, column) = find(tags, "Contract").map_or((1, 1), |t| (t.line, t.column));
            problems.push(Problem::new(
                line,
                column,
                format!("{e}; the result is left out"),
            ));
            return None;
        }
    }
    with_play(tags, table, problems)
}

/// The record of `table` once its `Play` section (if any) is played on it;
/// `None`, with the problem, when a card cannot be played.
fn with_play(tags: &[Tag], mut table: Table, problems: &mut Vec<Problem>) -> Option<TableRecord> {
    if let Some(play) = find(tags, "Play")
        && let Err(p) = read_play(play, &mut table)
    {
        problems.push(Problem::new(
            p.line,
            p.column,
            format!("{}; the result is left out", p.message),
        ));
        return None;
    }
    Some(table.record())
}

/// Contract bridge: the table of a game from its `Auction` section, checked
/// against its `Declarer` and `Contract` tags, then its `Play`.
fn read_auction_record(
    tags: &[Tag],
    mut table: Table,
    contract: Option<Contract>,
    problems: &mut Vec<Problem>,
) -> Option<TableRecord> {
    if let Some(auction) = find(tags, "Auction")
        && let Err(p) = read_auction(auction, &mut table)
    {
        problems.push(Problem::new(
            p.line,
            p.column,
            format!("{}; the result is left out", p.message),
        ));
        return None;
    }
    if let Some(t) = find(tags, "Declarer").filter(|t| !t.value.trim().is_empty())
        && table.phase() != Phase::Auction
        && parse_seat(&t.value) != table.declarer()
    {
        let actual = table
            .declarer()
            .map_or("nobody (the board is passed out)", seat_name);
        problems.push(Problem::new(
            t.line,
            t.column,
            format!(
                "declarer {:?}, but by the auction it is {actual}; the result is left out",
                t.value
            ),
        ));
        return None;
    }
    if let Some(c) = contract
        && table.phase() != Phase::Auction
        && Some(c) != table.contract()
    {
        let (line, column) = find(tags, "Contract").map_or((1, 1), |t| (t.line, t.column));
        let reached = table
            .contract()
            .map_or_else(|| "none (passed out)".to_string(), |c| c.to_string());
        problems.push(Problem::new(
            line,
            column,
            format!("contract {c}, but the auction reached {reached}; the result is left out"),
        ));
        return None;
    }
    with_play(tags, table, problems)
}

/// Makes the calls of an `Auction` section on `table`: the tag names the
/// dealer (the board's); calls are `Pass`, `X`, `XX`, `1C` … `7NT`; `AP`
/// is all pass (to the end); `-` is no call; notes (`=1=`), annotations
/// (`$1`, `!`, `?`) are skipped; `*` ends an unfinished auction.
fn read_auction(tag: &Tag, table: &mut Table) -> Result<(), Problem> {
    if tag.value.trim().is_empty() && tag.section.is_empty() {
        return Ok(());
    }
    let dealer = parse_seat(&tag.value).ok_or_else(|| {
        Problem::new(
            tag.line,
            tag.column,
            format!("unknown dealer {:?} in Auction", tag.value),
        )
    })?;
    if dealer != table.board().dealer {
        return Err(Problem::new(
            tag.line,
            tag.column,
            format!(
                "the auction starts with {}, but the dealer is {}",
                seat_name(dealer),
                seat_name(table.board().dealer)
            ),
        ));
    }
    for token in &tag.section {
        let text = token.text.trim_end_matches(['!', '?']);
        if text.starts_with('$') || text.starts_with('=') || text.is_empty() || text == "-" {
            continue;
        }
        if text == "*" {
            break;
        }
        let at = |message: String| Problem::new(token.line, token.column, message);
        if text.eq_ignore_ascii_case("AP") {
            while let Some(seat) = table.to_act().filter(|_| table.phase() == Phase::Auction) {
                table
                    .call(seat, Call::Pass)
                    .map_err(|e| at(e.to_string()))?;
            }
            break;
        }
        let call: Call = text.parse().map_err(|_| {
            at(format!(
                "{:?} is not a call (Pass, X, XX, 1C … 7NT)",
                token.text
            ))
        })?;
        let seat = table
            .to_act()
            .filter(|_| table.phase() == Phase::Auction)
            .ok_or_else(|| at("a call after the end of the auction".to_string()))?;
        table.call(seat, call).map_err(|e| at(e.to_string()))?;
    }
    Ok(())
}

/// Plays a `Play` section on `table`: rows of four cards in seat columns
/// starting from the opening leader; `-` for no card, `*` ends it.
fn read_play(play: &Tag, table: &mut Table) -> Result<(), Problem> {
    if play.value.trim().is_empty() && play.section.is_empty() {
        return Ok(());
    }
    let leader = parse_seat(&play.value).ok_or_else(|| {
        Problem::new(
            play.line,
            play.column,
            format!("unknown opening leader {:?}", play.value),
        )
    })?;
    if table.phase() != Phase::Play {
        return Err(Problem::new(
            play.line,
            play.column,
            "cards are played but no contract is named",
        ));
    }
    let expected = table.to_act();
    if expected != Some(leader) {
        return Err(Problem::new(
            play.line,
            play.column,
            format!(
                "the opening lead is {}'s, not {:?}'s",
                expected.map_or("nobody", seat_name),
                play.value
            ),
        ));
    }
    let mut cards: Vec<Option<(Card, &Token)>> = Vec::new();
    for token in &play.section {
        let text = token.text.trim_end_matches(['!', '?', '+']);
        if text.starts_with('$') || text.starts_with('=') || text.is_empty() {
            continue; // annotations and notes
        }
        if text == "*" {
            break;
        }
        if text == "-" {
            cards.push(None);
            continue;
        }
        let card = parse_card(text).ok_or_else(|| {
            Problem::new(
                token.line,
                token.column,
                format!("{:?} is not a card (like SA, H10, DT)", token.text),
            )
        })?;
        cards.push(Some((card, token)));
    }
    for row in cards.chunks(4) {
        for _ in 0..row.len() {
            let Some(seat) = table.to_act() else {
                return Ok(());
            };
            let column = (seat as usize + 4 - leader as usize) % 4;
            let Some(Some((card, token))) = row.get(column) else {
                return Ok(());
            };
            table
                .play(seat, *card)
                .map_err(|e| Problem::new(token.line, token.column, e.to_string()))?;
        }
    }
    Ok(())
}

/// Reads every game of a PBN file: boards, rules and results.
#[must_use]
pub fn read_games(bytes: &[u8]) -> PbnFile {
    let mut file = PbnFile::default();
    let games = tokenize(bytes, &mut file.problems);
    let mut previous: HashMap<String, String> = HashMap::new();
    for (index, mut tags) in games.into_iter().enumerate() {
        inherit(&mut tags, &previous);
        previous = tags
            .iter()
            .map(|t| (t.name.to_ascii_lowercase(), t.value.clone()))
            .collect();
        let Some(board) = read_board(&tags, index, &mut file.problems) else {
            file.rejected += 1;
            continue;
        };
        let named_rules = read_rules(&tags, &mut file.problems);
        let rules = named_rules.unwrap_or(Rules::HALFBRIDGE);
        let record =
            named_rules.and_then(|rules| read_record(&tags, board, rules, &mut file.problems));
        let closed =
            find(&tags, "Room").is_some_and(|t| t.value.trim().eq_ignore_ascii_case("closed"));
        if closed {
            let same = file.games.iter_mut().rev().find(|g| {
                g.closed.is_none() && g.board.number == board.number && g.board.deal == board.deal
            });
            if let Some(game) = same {
                game.closed = record;
                continue;
            }
        }
        let mut game = PbnGame::new(board, rules);
        if closed {
            game.closed = record;
        } else {
            game.open = record;
        }
        file.games.push(game);
    }
    file
}

/// Reads the deals of a PBN file (one board per deal; Closed Room games of
/// an earlier deal are merged into it).
#[must_use]
pub fn read(bytes: &[u8]) -> HandFile {
    let file = read_games(bytes);
    HandFile {
        boards: file.games.iter().map(|g| g.board).collect(),
        problems: file.problems,
        rejected: file.rejected,
    }
}
