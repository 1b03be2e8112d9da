//! The PBN reader: from the tokenizer's tags to boards, rules and tables.
//! `#` values are inherited from the previous game, Closed Room games are
//! merged into their deal, and a problem with a result drops only that
//! result.

use super::super::{
    Byte, HandFile, Place, Problem, ProblemKind, Vulnerable, check_deal, fold_board_number,
    parse_card, rank_of,
};
use super::tokens::{Tag, Token, find, tokenize};
use super::{PbnFile, PbnGame};
use crate::board::{self, Board, BoardNumber};
use crate::contract::{Contract, Goal, game_tricks};
use crate::rules::{Rules, Variant};
use crate::table::{Phase, Table, TableRecord};
use contract_bridge::auction::Call;
use contract_bridge::{
    AbsoluteVulnerability, Bid, Card, FullDeal, Hand, Penalty, Rank, Seat, Suit,
};
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

/// Why a game gave no board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dropped {
    /// A problem with its deal: the game is rejected.
    Rejected,
    /// A game the format allows without a whole deal (no `Deal` tag, an end
    /// position, a partial deal): skipped, with a problem that says so.
    Skipped,
}

/// Parses a Deal tag value, reporting problems at their columns. A hand
/// written `-` is not given (PBN 2.1 §3.4.11): one such hand is the cards
/// the other three do not hold; with two or more the game is skipped, as
/// is an end position (§3.10: no hand has 13 cards).
fn parse_deal(tag: &Tag, problems: &mut Vec<Problem>) -> Result<FullDeal, Dropped> {
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
                ProblemKind::DealWithoutFirstSeat,
            ));
            return Err(Dropped::Rejected);
        }
    };
    let mut hands = [Hand::EMPTY; 4];
    let mut not_given: Vec<Seat> = Vec::new();
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
                ProblemKind::DealTooManyHands,
            ));
            break;
        }
        let mut suit_index = 0usize;
        let hand_start = i;
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
                            ProblemKind::HandTooManySuits { seat },
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
                        problems.push(Problem::new(
                            tag.line,
                            col(i),
                            ProblemKind::PbnUnknownCharacter {
                                found: Byte(b),
                                seat,
                            },
                        ));
                    }
                    (Some(_), None) => {}
                },
            }
            i += 1;
        }
        if bytes.get(hand_start..i) == Some(b"-") {
            not_given.push(seat);
        }
        if suit_index != 3 && !(suit_index == 0 && hands[seat as usize].is_empty()) {
            problems.push(Problem::new(
                tag.line,
                col(i.saturating_sub(1)),
                ProblemKind::HandSuits { seat },
            ));
        }
        seat = seat.lho();
    }
    if count < 4 && problems.len() == before {
        problems.push(Problem::new(
            tag.line,
            col(bytes.len()),
            ProblemKind::DealTooFewHands { hands: count },
        ));
    }
    if problems.len() > before {
        return Err(Dropped::Rejected);
    }
    let skip = |kind: ProblemKind, problems: &mut Vec<Problem>| {
        problems.push(Problem::new(tag.line, tag.column, kind));
        Err(Dropped::Skipped)
    };
    if not_given.len() >= 2 {
        let hands = 4 - not_given.len();
        return skip(ProblemKind::PartialDeal { hands }, problems);
    }
    let most = hands.into_iter().map(Hand::len).max().unwrap_or(0);
    if (1..13).contains(&most) {
        return skip(ProblemKind::EndPosition { cards: most }, problems);
    }
    if let [seat] = not_given[..] {
        // The hand not given holds every card the others do not.
        let held = hands.iter().fold(Hand::EMPTY, |all, h| all | *h);
        hands[seat as usize] = Hand::ALL & !held;
        for card in hands[seat as usize] {
            places.push((
                card,
                seat,
                Place {
                    line: tag.line,
                    column: tag.column,
                },
            ));
        }
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
    check_deal(hands, &holders, &suit_place, &hand_place, problems).ok_or(Dropped::Rejected)
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

/// The board of one game, or why it has none (with problems).
fn read_board(tags: &[Tag], index: usize, problems: &mut Vec<Problem>) -> Result<Board, Dropped> {
    let before = problems.len();
    let number = match find(tags, "Board") {
        None => fold_board_number(u32::try_from(index + 1).unwrap_or(1)),
        Some(t) => match t.value.trim().parse::<u32>() {
            Ok(n) if n >= 1 => fold_board_number(n),
            _ => {
                problems.push(Problem::new(
                    t.line,
                    t.column,
                    ProblemKind::BoardNumber {
                        text: t.value.clone(),
                    },
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
                ProblemKind::PbnUnknownDealer {
                    text: t.value.clone(),
                },
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
                    ProblemKind::PbnUnknownVulnerability {
                        text: t.value.clone(),
                    },
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
            problems.push(Problem::new(line, column, ProblemKind::NoDealTag));
            Err(Dropped::Skipped)
        }
    };
    let deal = deal?;
    if problems.len() > before {
        return Err(Dropped::Rejected);
    }
    let seed = find(tags, "HalfBridgeSeed")
        .and_then(|t| t.value.trim().parse::<u64>().ok())
        .filter(|&s| board::deal_from_seed(s) == deal);
    Ok(Board {
        number: BoardNumber::folded(number.into()),
        dealer,
        vulnerability,
        deal,
        seed,
    })
}

/// Whether a game without an `Auction` names a contract bridge result: a
/// `Contract` of `Pass`, or a contract (`4S`, `3NTX`) with its `Declarer`.
fn names_bridge_result(tags: &[Tag]) -> bool {
    let Some(contract) = find(tags, "Contract") else {
        return false;
    };
    let value = contract.value.trim();
    value.eq_ignore_ascii_case("pass")
        || (value.is_ascii()
            && value.parse::<Contract>().is_ok_and(|c| c.bid().is_some())
            && find(tags, "Declarer").is_some_and(|t| parse_seat(&t.value).is_some()))
}

/// The rules a game names with `Scoring`: `Some` for `MiniBridge` or
/// `HalfBridge` (one of its `;`-separated items), contract bridge for
/// `ContractBridge`, a game with an `Auction` (its result is then read
/// from the auction) or one naming a bridge result without an auction,
/// `None` for anything else (its deals are read as HalfBridge boards, its
/// results are not ours and are not read).
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
    let auction = find(tags, "Auction").is_some_and(|t| !t.value.trim().is_empty());
    if has("ContractBridge") || (!has("MiniBridge") && (auction || names_bridge_result(tags))) {
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
                ProblemKind::Undertrick {
                    text: t.value.clone(),
                },
            )),
        }
    }
    Some(rules)
}

/// The contract of a game, `Ok(None)` for none named (or passed out).
fn read_contract(tags: &[Tag], rules: Rules) -> Result<Option<Contract>, Problem> {
    if rules.variant == Variant::MiniBridge
        && let Some(t) = find(tags, "MiniBridgeContract").filter(|t| !t.value.trim().is_empty())
    {
        let unknown = || {
            Problem::new(
                t.line,
                t.column,
                ProblemKind::UnknownContract {
                    text: t.value.clone(),
                },
            )
        };
        if !t.value.is_ascii() {
            return Err(unknown());
        }
        let c: Contract = t.value.parse().map_err(|_| unknown())?;
        return Ok(Some(c));
    }
    let Some(t) = find(tags, "Contract") else {
        return Ok(None);
    };
    let value = t.value.trim().to_ascii_uppercase();
    if value.is_empty() || value == "PASS" {
        return Ok(None);
    }
    let err = |kind: ProblemKind| Problem::new(t.line, t.column, kind);
    let text = || t.value.clone();
    if !value.is_ascii() || value.len() < 2 {
        return Err(err(ProblemKind::UnknownContract { text: text() }));
    }
    if rules.variant == Variant::Contract {
        let c: Contract = value
            .parse()
            .map_err(|_| err(ProblemKind::UnknownContract { text: text() }))?;
        return Ok(Some(c.in_game(rules)));
    }
    if value.ends_with('X') {
        return Err(err(ProblemKind::Doubled { text: text() }));
    }
    let bid: Bid = value
        .parse()
        .map_err(|_| err(ProblemKind::UnknownContract { text: text() }))?;
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
                Err(err(ProblemKind::NotMiniBridge { text: text() }))
            }
        }
    }
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
        Err(problem) => {
            problems.push(problem.leaving_out_result());
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
            let kind = ProblemKind::DeclarerByPoints {
                text: t.value.clone(),
                actual: table.declarer(),
            };
            problems.push(Problem::new(t.line, t.column, kind).leaving_out_result());
            return None;
        }
    }
    if let Some(c) = contract {
        let Some(declarer) = table.declarer() else {
            let (line, column) = find(tags, "Contract").map_or((1, 1), |t| (t.line, t.column));
            problems.push(
                Problem::new(line, column, ProblemKind::ContractThrownIn).leaving_out_result(),
            );
            return None;
        };
        if let Err(e) = table.name_contract(declarer, c) {
            let (line, column) = find(tags, "Contract").map_or((1, 1), |t| (t.line, t.column));
            problems.push(Problem::new(line, column, ProblemKind::Table(e)).leaving_out_result());
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
        problems.push(p.leaving_out_result());
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
    let auction = find(tags, "Auction").filter(|t| !t.value.trim().is_empty());
    if let Some(auction) = auction
        && let Err(p) = read_auction(auction, &mut table)
    {
        problems.push(p.leaving_out_result());
        return None;
    }
    if auction.is_none()
        && let Err(p) = stand_in_auction(tags, &mut table, contract)
    {
        problems.push(p.leaving_out_result());
        return None;
    }
    // A passed-out board may still name a seat (its dealer, say) as
    // declarer: the result (passed out) stands.
    let passed_out = table.phase() != Phase::Auction && table.declarer().is_none();
    if let Some(t) = find(tags, "Declarer").filter(|t| !t.value.trim().is_empty())
        && table.phase() != Phase::Auction
        && !(passed_out && contract.is_none())
        && parse_seat(&t.value) != table.declarer()
    {
        let kind = ProblemKind::DeclarerByAuction {
            text: t.value.clone(),
            actual: table.declarer(),
        };
        problems.push(Problem::new(t.line, t.column, kind).leaving_out_result());
        return None;
    }
    if let Some(c) = contract
        && table.phase() != Phase::Auction
        && Some(c) != table.contract()
    {
        let (line, column) = find(tags, "Contract").map_or((1, 1), |t| (t.line, t.column));
        let kind = ProblemKind::ContractByAuction {
            named: c,
            reached: table.contract(),
        };
        problems.push(Problem::new(line, column, kind).leaving_out_result());
        return None;
    }
    with_play(tags, table, problems)
}

/// A game with a `Contract` (and its `Declarer`) but no `Auction` (PBN
/// allows one): the shortest auction that reaches that contract is made on
/// `table` (passes to the declarer, the bid, then the double and redouble
/// the contract names, then passes), so its `Play` can be read. `Contract`
/// `Pass` is a passed-out auction.
fn stand_in_auction(
    tags: &[Tag],
    table: &mut Table,
    contract: Option<Contract>,
) -> Result<(), Problem> {
    let Some(t) = find(tags, "Contract") else {
        return Ok(());
    };
    let at = |e| Problem::new(t.line, t.column, ProblemKind::Table(e));
    let mut calls = Vec::new();
    match contract {
        None if t.value.trim().eq_ignore_ascii_case("pass") => calls.extend([Call::Pass; 4]),
        None => return Ok(()),
        Some(c) => {
            let (Some(bid), Some(declarer)) = (
                c.bid(),
                find(tags, "Declarer").and_then(|d| parse_seat(&d.value)),
            ) else {
                return Ok(());
            };
            let dealer = table.board().dealer;
            let passes = (declarer as usize + 4 - dealer as usize) % 4;
            calls.extend(std::iter::repeat_n(Call::Pass, passes));
            calls.push(Call::Bid(bid));
            match c.penalty() {
                Penalty::Doubled => calls.push(Call::Double),
                Penalty::Redoubled => calls.extend([Call::Double, Call::Redouble]),
                Penalty::Undoubled => {}
            }
            calls.extend([Call::Pass; 3]);
        }
    }
    for call in calls {
        let Some(seat) = table.to_act().filter(|_| table.phase() == Phase::Auction) else {
            break;
        };
        table.call(seat, call).map_err(at)?;
    }
    Ok(())
}

/// Makes the calls of an `Auction` section on `table`: the tag names the
/// seat of the first column, the dealer or a seat before it whose turns
/// are padded with `-` (PBN 2.1 §3.5: a table with West's column first);
/// calls are `Pass`, `X`, `XX`, `1C` … `7NT`; `AP` is all pass (to the
/// end); notes (`=1=`), annotations (`$1`, `!`, `?`) and irregularity
/// marks (`^I`) are skipped; `*` ends an unfinished auction, as does `+`
/// (the next call, still to be made).
fn read_auction(tag: &Tag, table: &mut Table) -> Result<(), Problem> {
    if tag.value.trim().is_empty() && tag.section.is_empty() {
        return Ok(());
    }
    let dealer = parse_seat(&tag.value).ok_or_else(|| {
        Problem::new(
            tag.line,
            tag.column,
            ProblemKind::AuctionUnknownDealer {
                text: tag.value.clone(),
            },
        )
    })?;
    // The seats before the dealer in the first line: each a `-`.
    let padding = (table.board().dealer as usize + 4 - dealer as usize) % 4;
    let mut tokens = tag.section.iter().peekable();
    for _ in 0..padding {
        if tokens.next_if(|t| t.text == "-").is_none() {
            return Err(Problem::new(
                tag.line,
                tag.column,
                ProblemKind::AuctionDealer {
                    named: dealer,
                    dealer: table.board().dealer,
                },
            ));
        }
    }
    for token in tokens {
        let text = token.text.trim_end_matches(['!', '?']);
        if text.starts_with(['$', '=', '^']) || text.is_empty() || text == "-" {
            continue;
        }
        if text == "*" || text == "+" {
            break;
        }
        let at = |kind: ProblemKind| Problem::new(token.line, token.column, kind);
        if text.eq_ignore_ascii_case("AP") {
            while let Some(seat) = table.to_act().filter(|_| table.phase() == Phase::Auction) {
                table
                    .call(seat, Call::Pass)
                    .map_err(|e| at(ProblemKind::Table(e)))?;
            }
            break;
        }
        let call: Call = text.parse().map_err(|_| {
            at(ProblemKind::NotACall {
                text: token.text.clone(),
            })
        })?;
        let seat = table
            .to_act()
            .filter(|_| table.phase() == Phase::Auction)
            .ok_or_else(|| at(ProblemKind::CallAfterEnd))?;
        table
            .call(seat, call)
            .map_err(|e| at(ProblemKind::Table(e)))?;
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
            ProblemKind::UnknownLeader {
                text: play.value.clone(),
            },
        )
    })?;
    if table.phase() != Phase::Play {
        return Err(Problem::new(
            play.line,
            play.column,
            ProblemKind::PlayWithoutContract,
        ));
    }
    let expected = table.to_act();
    if expected != Some(leader) {
        return Err(Problem::new(
            play.line,
            play.column,
            ProblemKind::WrongLeader {
                expected,
                text: play.value.clone(),
            },
        ));
    }
    let mut cards: Vec<Option<(Card, &Token)>> = Vec::new();
    for token in &play.section {
        let text = token.text.trim_end_matches(['!', '?', '+']);
        if text.starts_with(['$', '=', '^']) || text.is_empty() {
            continue; // annotations, notes and irregularity marks
        }
        if text == "*" {
            break;
        }
        if text == "-" || token.text == "+" {
            // No card, or (`+`) the next card, still to be played.
            cards.push(None);
            continue;
        }
        let card = parse_card(text).ok_or_else(|| {
            Problem::new(
                token.line,
                token.column,
                ProblemKind::NotACard {
                    text: token.text.clone(),
                },
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
                .map_err(|e| Problem::new(token.line, token.column, ProblemKind::Table(e)))?;
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
        // A repeated tag is ignored (PBN 2.1 §3.4): the first one counts.
        previous = tags
            .iter()
            .rev()
            .map(|t| (t.name.to_ascii_lowercase(), t.value.clone()))
            .collect();
        let board = match read_board(&tags, index, &mut file.problems) {
            Ok(board) => board,
            Err(Dropped::Rejected) => {
                file.rejected += 1;
                continue;
            }
            Err(Dropped::Skipped) => continue,
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
    // In file order: the tokenizer's problems came first.
    file.problems.sort_by_key(|p| (p.line, p.column));
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
