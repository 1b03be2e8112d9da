//! Deal links: a board, the rules and optionally the sharer's own result,
//! packed into a short URL-safe code for a link like `…/#d=<code>`.
//!
//! The code is unpadded base64url (RFC 4648 §5) of these bytes:
//!
//! | bytes | what |
//! |---|---|
//! | 1 | version: 1, or 2 ([`VERSION`]) for contract bridge |
//! | 1 | board number − 1 (bits 0–5), dealer (bits 6–7: N E S W = 0 1 2 3) |
//! | 1 | vulnerability (bit 0 NS, bit 1 EW), HalfBridge (bit 2), undertrick 100 (bit 3), seed present (bit 4), result present (bit 5), contract bridge (bit 6, version 2 only); bit 7 zero |
//! | 13 | the deal: for each card ♣2 ♣3 … ♣A ♦2 … ♠A, its holder in 2 bits (N E S W = 0 1 2 3), four cards a byte, first card in the high bits |
//! | 8 | the seed the deal came from, big-endian (only if bit 4) |
//! | 2 + ⌈6m/8⌉ | contract bridge's auction (only if bits 5 and 6): the number m of calls (0–319, big-endian), then each call in 6 bits (0 Pass, 1 Double, 2 Redouble, 3–37 the bids 1♣ 1♦ 1♥ 1♠ 1NT 2♣ … 7NT), high bits first |
//! | 1 + 1 + ⌈6n/8⌉ | the sharer's result (only if bit 5): the contract (0 none — always in contract bridge, where the auction gives it —, 1–10 MiniBridge part score ♣ ♦ ♥ ♠ NT then game, 11–45 HalfBridge 1♣ … 7NT), the number n of cards played, then each card's index (as above, 0–51) in 6 bits, high bits first |
//! | 2 | CRC-16/CCITT-FALSE of all the bytes before, big-endian |
//!
//! A board with its rules is 18 bytes (24 characters; 35 with the seed); a
//! whole played board adds at most 41 bytes (90 characters in all), and a
//! contract bridge auction 2 bytes and 6 bits a call. [`encode`] writes
//! version 1 for MiniBridge and HalfBridge (their links read in every
//! build) and version 2 for contract bridge; [`decode`] reads both.
//! [`decode`] checks everything: the checksum, the version, that the deal
//! has 13 cards in each hand, the rules, and the shared result by replaying
//! it with [`Table::replay`]. It never panics.

use super::{BadResult, InvalidDeal, fold_board_number};
use crate::board::{self, Board, BoardNumber};
use crate::cards;
use crate::contract::{Contract, Goal};
use crate::rules::{Rules, Undertrick, Variant};
use crate::table::{Table, TableRecord};
use contract_bridge::auction::Call;
use contract_bridge::{AbsoluteVulnerability, Bid, Card, FullDeal, Hand, Rank, Seat, Strain, Suit};
use thiserror::Error;

/// The newest layout version, which [`encode`] writes for contract bridge
/// (the game and its auction).
pub const VERSION: u8 = 2;

/// The first layout version (MiniBridge and HalfBridge only), which
/// [`encode`] still writes for those games and [`decode`] reads.
pub const VERSION_1: u8 = 1;

/// Most calls a legal auction holds (35 bids, each followed by up to six
/// calls, and three opening passes).
const MAX_CALLS: usize = 319;

/// Longest code [`decode`] looks at (a complete code is at most 90).
const MAX_CODE_LEN: usize = 200;

/// What a deal link carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealLink {
    /// The board (its seed too, when it has one).
    pub board: Board,
    /// The game and its options.
    pub rules: Rules,
    /// The sharer's own table (contract and cards played) to compare with.
    /// Its board and rules are the link's.
    pub shared: Option<TableRecord>,
}

impl DealLink {
    /// The shared table's calls (contract bridge's auction, the dealer's
    /// first); empty when the link shares no result or the game has no
    /// auction.
    #[must_use]
    pub fn calls(&self) -> &[Call] {
        self.shared.as_ref().map_or(&[], |r| r.calls.as_slice())
    }
}

/// Why a link could not be read. The messages are for the person who
/// opened the link.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LinkError {
    /// Nothing after `#d=`.
    #[error("the link has no deal in it")]
    Empty,
    /// Far too long to be a deal link.
    #[error("the link is too long to be a deal link: was something pasted into it?")]
    TooLong,
    /// A character that never appears in a deal link.
    #[error(
        "the link has a character that does not belong in it ({found:?} at position {position}): it may have been cut or changed while copying"
    )]
    BadCharacter {
        /// 1-based position in the code.
        position: usize,
        /// The character.
        found: char,
    },
    /// The code's length is impossible, or its last character is not one
    /// `encode` writes.
    #[error("the link is cut short or has extra characters: copy the whole link again")]
    BadLength,
    /// The checksum does not match.
    #[error("the link is damaged (its check does not match): copy the whole link again")]
    Checksum,
    /// Made by a newer (or unknown) version of the game.
    #[error(
        "this link was made by a newer version of the game (link version {0}); reload the page to update it"
    )]
    UnsupportedVersion(u8),
    /// The checksum matched but the content is impossible.
    #[error("the link does not hold a valid deal: {0}")]
    Invalid(super::InvalidDeal),
    /// The sharer's result cannot be replayed on this deal.
    #[error("the shared result does not fit this deal: {0}")]
    BadResult(super::BadResult),
}

// ------------------------------------------------------------ card indexes

/// Index 0–51: ♣2 … ♣A, ♦2 … ♦A, ♥2 … ♥A, ♠2 … ♠A.
fn card_index(card: Card) -> u8 {
    // At most 3 × 13 + 12 = 51.
    #[allow(clippy::cast_possible_truncation)]
    let suit = cards::suit_index(card.suit) as u8;
    suit * 13 + (card.rank.get() - 2)
}

fn card_at(index: u8) -> Option<Card> {
    let suit = *Suit::ASC.get(usize::from(index / 13))?;
    let rank = Rank::try_new(index % 13 + 2).ok()?;
    Some(Card { suit, rank })
}

fn all_cards() -> impl Iterator<Item = Card> {
    (0..52).filter_map(card_at)
}

/// A bid's place in 0–34: 1♣ 1♦ 1♥ 1♠ 1NT 2♣ … 7NT (the calls' codes and
/// HalfBridge's contracts both count from it).
fn bid_code(bid: Bid) -> u8 {
    // At most 6 × 5 + 4 = 34.
    #[allow(clippy::cast_possible_truncation)]
    let strain = cards::strain_index(bid.strain) as u8;
    (bid.level.get() - 1) * 5 + strain
}

/// The bid at place `code` (0–34) of [`bid_code`].
fn bid_at(code: u8) -> Option<Bid> {
    let level = contract_bridge::Level::try_new(code / 5 + 1).ok()?;
    Some(Bid {
        level,
        strain: *Strain::ASC.get(usize::from(code % 5))?,
    })
}

/// A call in 6 bits: 0 Pass, 1 Double, 2 Redouble, 3–37 1♣ … 7NT.
fn call_code(call: Call) -> u8 {
    match call {
        Call::Pass => 0,
        Call::Double => 1,
        Call::Redouble => 2,
        Call::Bid(bid) => 3 + bid_code(bid),
    }
}

fn call_from_code(code: u8) -> Option<Call> {
    match code {
        0 => Some(Call::Pass),
        1 => Some(Call::Double),
        2 => Some(Call::Redouble),
        3..=37 => bid_at(code - 3).map(Call::Bid),
        _ => None,
    }
}

fn contract_code(contract: Option<Contract>) -> u8 {
    // At most 4.
    #[allow(clippy::cast_possible_truncation)]
    let strain = |s: Strain| cards::strain_index(s) as u8;
    match contract {
        None => 0,
        Some(Contract::Mini { goal, strain: s }) => {
            1 + if goal == Goal::Game { 5 } else { 0 } + strain(s)
        }
        Some(Contract::Half(bid)) => 11 + bid_code(bid),
        // Contract bridge's contract follows from the auction, carried apart.
        Some(Contract::Auction(_)) => 0,
    }
}

fn contract_from_code(code: u8) -> Result<Option<Contract>, LinkError> {
    let strain = |i: u8| {
        Strain::ASC
            .get(usize::from(i % 5))
            .copied()
            .unwrap_or(Strain::Notrump)
    };
    match code {
        0 => Ok(None),
        1..=10 => {
            let goal = if code > 5 {
                Goal::Game
            } else {
                Goal::PartScore
            };
            Ok(Some(Contract::Mini {
                goal,
                strain: strain(code - 1),
            }))
        }
        11..=45 => bid_at(code - 11)
            .map(|bid| Some(Contract::Half(bid)))
            .ok_or(LinkError::BadResult(BadResult::UnknownContract(code))),
        _ => Err(LinkError::BadResult(BadResult::UnknownContract(code))),
    }
}

// ------------------------------------------------------------------ bits

/// CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF (the `crc`
/// catalogue's CRC-16/IBM-3740). Bit by bit (`NoTable`): a code is a few
/// dozen bytes, and the default 512-byte table would add 0.5 KB gzip to the
/// page's module (docs/FORMATS.md).
const CCITT_FALSE: crc::Crc<u16, crc::NoTable> =
    crc::Crc::<u16, crc::NoTable>::new(&crc::CRC_16_IBM_3740);

fn crc16(bytes: &[u8]) -> u16 {
    CCITT_FALSE.checksum(bytes)
}

// Base64url by hand, not with the `base64` crate: its engine would add
// 3.1 KB gzip to the page's module for these two loops (docs/FORMATS.md).
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 2);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for &b in bytes {
        acc = (acc << 8) | u32::from(b);
        bits += 8;
        while bits >= 6 {
            bits -= 6;
            out.push(char::from(ALPHABET[((acc >> bits) & 63) as usize]));
        }
    }
    if bits > 0 {
        out.push(char::from(ALPHABET[((acc << (6 - bits)) & 63) as usize]));
    }
    out
}

fn unbase64url(code: &str) -> Result<Vec<u8>, LinkError> {
    let mut out = Vec::with_capacity(code.len() * 3 / 4);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for (i, ch) in code.chars().enumerate() {
        let value = u8::try_from(ch)
            .ok()
            .and_then(|b| ALPHABET.iter().position(|&a| a == b))
            .ok_or(LinkError::BadCharacter {
                position: i + 1,
                found: ch,
            })?;
        acc = (acc << 6) | value as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(((acc >> bits) & 0xFF) as u8);
        }
        acc &= 0xFF;
    }
    // 6 leftover bits mean a length that encode never gives; leftover bits
    // must be zero.
    if bits >= 6 || acc & ((1 << bits) - 1) != 0 {
        return Err(LinkError::BadLength);
    }
    Ok(out)
}

/// Reads fixed-width fields, high bits first.
struct BitReader<'a> {
    bytes: &'a [u8],
    bit: usize,
}

impl BitReader<'_> {
    fn read(&mut self, width: usize) -> Option<u8> {
        let mut v = 0u8;
        for _ in 0..width {
            let byte = self.bytes.get(self.bit / 8)?;
            v = (v << 1) | ((byte >> (7 - self.bit % 8)) & 1);
            self.bit += 1;
        }
        Some(v)
    }
}

/// Reads `count` values of 6 bits from the start of `bytes` (high bits
/// first, the last byte's padding bits zero, as [`push_bits`] writes them),
/// and what follows them.
fn read_sixes(bytes: &[u8], count: usize) -> Result<(Vec<u8>, &[u8]), LinkError> {
    let len = (count * 6).div_ceil(8);
    let (field, after) = bytes.split_at_checked(len).ok_or(LinkError::BadLength)?;
    let mut reader = BitReader {
        bytes: field,
        bit: 0,
    };
    let values = (0..count)
        .map(|_| reader.read(6))
        .collect::<Option<Vec<u8>>>()
        .ok_or(LinkError::BadLength)?;
    if reader.read(len * 8 - count * 6) != Some(0) {
        return Err(LinkError::BadLength);
    }
    Ok((values, after))
}

fn push_bits(out: &mut Vec<u8>, values: impl Iterator<Item = u8>, width: usize) {
    let mut acc: u32 = 0;
    let mut bits = 0;
    for v in values {
        acc = (acc << width) | u32::from(v);
        bits += width;
        while bits >= 8 {
            bits -= 8;
            out.push(((acc >> bits) & 0xFF) as u8);
        }
        acc &= (1 << bits) - 1;
    }
    if bits > 0 {
        out.push(((acc << (8 - bits)) & 0xFF) as u8);
    }
}

// ---------------------------------------------------------------- encode

/// The code for `link` (without `#d=`). A board number outside 1–64 is
/// folded into range ([`fold_board_number`]).
#[must_use]
pub fn encode(link: &DealLink) -> String {
    let b = &link.board;
    let contract_bridge = link.rules.variant == Variant::Contract;
    let mut bytes = vec![if contract_bridge { VERSION } else { VERSION_1 }];
    let number = fold_board_number(u32::from(b.number)) - 1;
    bytes.push(number | (b.dealer as u8) << 6);
    let mut flags = b.vulnerability.bits() & 3;
    if link.rules.variant == Variant::HalfBridge {
        flags |= 1 << 2;
    }
    if link.rules.undertrick == Undertrick::Hundred {
        flags |= 1 << 3;
    }
    if b.seed.is_some() {
        flags |= 1 << 4;
    }
    if link.shared.is_some() {
        flags |= 1 << 5;
    }
    if contract_bridge {
        flags |= 1 << 6;
    }
    bytes.push(flags);
    let holder = |card: Card| {
        Seat::ALL
            .into_iter()
            .find(|&s| b.deal[s].contains(card))
            .map_or(0, |s| s as u8)
    };
    push_bits(&mut bytes, all_cards().map(holder), 2);
    if let Some(seed) = b.seed {
        bytes.extend_from_slice(&seed.to_be_bytes());
    }
    if let Some(record) = &link.shared {
        if contract_bridge {
            let calls = record.calls.get(..MAX_CALLS).unwrap_or(&record.calls);
            // At most 319.
            #[allow(clippy::cast_possible_truncation)]
            bytes.extend_from_slice(&(calls.len() as u16).to_be_bytes());
            push_bits(&mut bytes, calls.iter().map(|&c| call_code(c)), 6);
        }
        bytes.push(if contract_bridge {
            0
        } else {
            contract_code(record.contract)
        });
        let plays = record.plays.get(..52).unwrap_or(&record.plays);
        bytes.push(plays.len() as u8);
        push_bits(&mut bytes, plays.iter().map(|&c| card_index(c)), 6);
    }
    let crc = crc16(&bytes);
    bytes.extend_from_slice(&crc.to_be_bytes());
    base64url(&bytes)
}

/// The part of a URL to put after the page's address: `#d=<code>`.
#[must_use]
pub fn fragment(link: &DealLink) -> String {
    format!("#d={}", encode(link))
}

// ---------------------------------------------------------------- decode

/// Reads a code, with or without `#d=` (or a whole URL ending in
/// `#d=<code>`).
///
/// # Errors
/// A [`LinkError`] saying what is wrong, for the person.
pub fn decode(text: &str) -> Result<DealLink, LinkError> {
    let mut code = text.trim();
    if let Some(pos) = code.rfind('#') {
        code = code.get(pos + 1..).unwrap_or("");
    }
    code = code.strip_prefix("d=").unwrap_or(code);
    code = code.split('&').next().unwrap_or("");
    code = code.trim_end_matches('=');
    if code.is_empty() {
        return Err(LinkError::Empty);
    }
    if code.len() > MAX_CODE_LEN {
        return Err(LinkError::TooLong);
    }
    let bytes = unbase64url(code)?;
    let Some((body, crc)) = bytes.split_last_chunk::<2>() else {
        return Err(LinkError::BadLength);
    };
    if body.len() < 3 {
        return Err(LinkError::BadLength);
    }
    if crc16(body) != u16::from_be_bytes(*crc) {
        return Err(LinkError::Checksum);
    }
    let (head, rest) = body.split_first_chunk::<3>().ok_or(LinkError::BadLength)?;
    let [version, number_dealer, flags] = *head;
    if version != VERSION && version != VERSION_1 {
        return Err(LinkError::UnsupportedVersion(version));
    }
    let invalid = LinkError::Invalid;
    let reserved = if version == VERSION_1 { 0xC0 } else { 0x80 };
    if flags & reserved != 0 {
        return Err(invalid(InvalidDeal::UnknownOptions));
    }
    let contract_bridge = flags & 64 != 0;
    if contract_bridge && flags & 4 != 0 {
        return Err(invalid(InvalidDeal::TwoGames));
    }
    let number = (number_dealer & 63) + 1;
    let dealer = *Seat::ALL
        .get(usize::from(number_dealer >> 6))
        .ok_or(invalid(InvalidDeal::Dealer))?;
    let vulnerability =
        AbsoluteVulnerability::from_bits(flags & 3).ok_or(invalid(InvalidDeal::Vulnerability))?;
    let rules = Rules {
        variant: if contract_bridge {
            Variant::Contract
        } else if flags & 4 != 0 {
            Variant::HalfBridge
        } else {
            Variant::MiniBridge
        },
        undertrick: if flags & 8 != 0 {
            Undertrick::Hundred
        } else {
            Undertrick::Fifty
        },
    };
    let has_seed = flags & 16 != 0;
    let has_result = flags & 32 != 0;

    let (deal_bytes, mut rest) = rest.split_at_checked(13).ok_or(LinkError::BadLength)?;
    let mut reader = BitReader {
        bytes: deal_bytes,
        bit: 0,
    };
    let mut hands = [Hand::EMPTY; 4];
    for card in all_cards() {
        let seat = reader.read(2).ok_or(LinkError::BadLength)?;
        if let Some(hand) = hands.get_mut(usize::from(seat)) {
            hand.insert(card);
        }
    }
    let deal: FullDeal = cards::full_deal(&hands).ok_or(invalid(InvalidDeal::HandSize))?;

    let mut seed = None;
    if has_seed {
        let (seed_bytes, after) = rest.split_first_chunk::<8>().ok_or(LinkError::BadLength)?;
        let s = u64::from_be_bytes(*seed_bytes);
        // The deal is what counts; the seed is kept only if it still deals
        // it (a future change of the shuffle would otherwise mislabel it).
        seed = (board::deal_from_seed(s) == deal).then_some(s);
        rest = after;
    }
    let board = Board {
        number: BoardNumber::folded(number.into()),
        dealer,
        vulnerability,
        deal,
        seed,
    };

    let mut shared = None;
    if has_result {
        let mut calls = Vec::new();
        if contract_bridge {
            let (head, after) = rest.split_first_chunk::<2>().ok_or(LinkError::BadLength)?;
            let count = usize::from(u16::from_be_bytes(*head));
            if count > MAX_CALLS {
                return Err(LinkError::BadResult(BadResult::TooManyCalls {
                    count,
                    max: MAX_CALLS,
                }));
            }
            let (codes, after) = read_sixes(after, count)?;
            for code in codes {
                calls.push(
                    call_from_code(code)
                        .ok_or(LinkError::BadResult(BadResult::UnknownCall(code)))?,
                );
            }
            rest = after;
        }
        let (head, after) = rest.split_first_chunk::<2>().ok_or(LinkError::BadLength)?;
        let [contract, count] = *head;
        let contract = contract_from_code(contract)?;
        if contract_bridge && contract.is_some() {
            return Err(LinkError::BadResult(BadResult::ContractBesideAuction));
        }
        if count > 52 {
            return Err(LinkError::BadResult(BadResult::TooManyCards(count)));
        }
        let (indexes, after) = read_sixes(after, usize::from(count))?;
        let plays = indexes
            .into_iter()
            .map(|index| card_at(index).ok_or(LinkError::BadResult(BadResult::UnknownCard(index))))
            .collect::<Result<Vec<Card>, LinkError>>()?;
        let mut record = TableRecord {
            board,
            rules,
            calls,
            contract,
            plays,
        };
        let table =
            Table::replay(&record).map_err(|e| LinkError::BadResult(BadResult::Table(e)))?;
        // Contract bridge's contract is the auction's, as the table holds it.
        if contract_bridge {
            record.contract = table.contract();
        }
        shared = Some(record);
        rest = after;
    }
    if !rest.is_empty() {
        return Err(LinkError::BadLength);
    }
    Ok(DealLink {
        board,
        rules,
        shared,
    })
}

#[cfg(test)]
mod tests;
