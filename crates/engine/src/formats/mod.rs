//! The file formats and deal links, and what they share.
//!
//! - [`hnd`]: Micro Bridge `.HND` hand files.
//! - [`pbn`]: PBN (Portable Bridge Notation) files: its tokenizer, reader
//!   and writer.
//! - [`lin`]: BBO's LIN files and handviewer links: reader and writer.
//! - [`link`]: deal links, a board packed into a short URL-safe code.
//! - [`matches`](mod@matches): a match's deals in and out of those files and links.
//!
//! This module holds what every format shares: a [`Problem`] at a line and
//! column (its [`ProblemKind`] in `problem.rs`), the [`HandFile`] a reader makes, line splitting, the check that
//! four hands make a deal, seat names for messages, the formats' names of the
//! vulnerability ([`Vulnerable`]) and the folding of board numbers into
//! 1–64. `docs/FORMATS.md` describes the formats.

pub mod hnd;
pub mod lin;
pub mod link;
pub mod matches;
pub mod pbn;
mod problem;

pub use problem::{BadResult, Byte, HndFields, InvalidDeal, ProblemKind};

use crate::board::{Board, BoardNumber};
use crate::cards;
use contract_bridge::{AbsoluteVulnerability, Card, FullDeal, Hand, Rank, Seat, Suit};
use core::fmt;

/// Something wrong in a file, at a 1-based line and column.
///
/// For `.HND` files the column counts after tab expansion (as the format's
/// columns do); for PBN files it is the byte position in the line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub column: usize,
    /// What is wrong, as values: the page words it in its language.
    pub kind: ProblemKind,
    /// Whether the game's result is left out for it (the deal is kept).
    pub result_left_out: bool,
}

impl Problem {
    pub(crate) const fn new(line: usize, column: usize, kind: ProblemKind) -> Self {
        Self {
            line,
            column,
            kind,
            result_left_out: false,
        }
    }

    /// The problem, when the game's result is left out for it.
    pub(crate) const fn leaving_out_result(mut self) -> Self {
        self.result_left_out = true;
        self
    }

    /// What is wrong, in English.
    #[must_use]
    pub fn message(&self) -> String {
        if self.result_left_out {
            format!("{}; the result is left out", self.kind)
        } else {
            self.kind.to_string()
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message())
    }
}

/// What a reader made of a file: the valid deals, in file order, and every
/// problem found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HandFile {
    /// The deals read (their `seed` is `None` unless the file names one).
    pub boards: Vec<Board>,
    /// Every problem, in file order. Some only warn (the deal is kept).
    pub problems: Vec<Problem>,
    /// How many deals were dropped because of a problem.
    pub rejected: usize,
}

/// The card for messages: `♠A`, `♥10`.
pub(crate) fn card_name(card: Card) -> String {
    if card.rank == Rank::T {
        format!("{}10", card.suit)
    } else {
        format!("{}{}", card.suit, card.rank)
    }
}

/// Seat names for messages.
pub(crate) const fn seat_name(seat: Seat) -> &'static str {
    match seat {
        Seat::North => "North",
        Seat::East => "East",
        Seat::South => "South",
        Seat::West => "West",
    }
}

/// A card as both PBN's play section and LIN write it: suit letter first,
/// then the rank (`SA`, `h10`, `DT`; either case; spaces around ignored).
pub(crate) fn parse_card(text: &str) -> Option<Card> {
    let bytes = text.trim().as_bytes();
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

/// A rank from one (ASCII) card character; `1` (of `10`) is handled by the
/// callers.
pub(crate) fn rank_of(byte: u8) -> Option<Rank> {
    match byte.to_ascii_uppercase() {
        b'A' => Some(Rank::A),
        b'K' => Some(Rank::K),
        b'Q' => Some(Rank::Q),
        b'J' => Some(Rank::J),
        b'T' => Some(Rank::T),
        d @ b'2'..=b'9' => Rank::try_new(d - b'0').ok(),
        _ => None,
    }
}

/// A board's vulnerability as one of the four cases the formats (and the
/// page, through the catalog's `i18n::Lang::vulnerability`) name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Vulnerable {
    /// Nobody is vulnerable.
    Neither,
    /// North–South are vulnerable.
    NorthSouth,
    /// East–West are vulnerable.
    EastWest,
    /// Both sides are vulnerable.
    Both,
}

impl Vulnerable {
    /// The four, in PBN's order.
    pub const ALL: [Self; 4] = [Self::Neither, Self::NorthSouth, Self::EastWest, Self::Both];

    /// A board's vulnerability.
    #[must_use]
    pub fn of(board: &Board) -> Self {
        Self::from(board.vulnerability)
    }

    /// The vulnerability it stands for.
    #[must_use]
    pub const fn absolute(self) -> AbsoluteVulnerability {
        match self {
            Self::Neither => AbsoluteVulnerability::NONE,
            Self::NorthSouth => AbsoluteVulnerability::NS,
            Self::EastWest => AbsoluteVulnerability::EW,
            Self::Both => AbsoluteVulnerability::ALL,
        }
    }

    /// PBN's name, the value of the `Vulnerable` tag: `None`, `NS`, `EW`,
    /// `All`.
    #[must_use]
    pub const fn pbn_name(self) -> &'static str {
        match self {
            Self::Neither => "None",
            Self::NorthSouth => "NS",
            Self::EastWest => "EW",
            Self::Both => "All",
        }
    }

    /// Micro Bridge's name in a `.HND` deal's columns 17–20: `NONE`, `NS`,
    /// `EW`, `BOTH`.
    #[must_use]
    pub const fn hnd_name(self) -> &'static str {
        match self {
            Self::Neither => "NONE",
            Self::NorthSouth => "NS",
            Self::EastWest => "EW",
            Self::Both => "BOTH",
        }
    }

    /// Reads either format's name, in any case: `None`, `NS`, `EW`, `All`
    /// or `Both`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|v| {
            v.pbn_name().eq_ignore_ascii_case(name) || v.hnd_name().eq_ignore_ascii_case(name)
        })
    }
}

impl From<AbsoluteVulnerability> for Vulnerable {
    fn from(v: AbsoluteVulnerability) -> Self {
        match (
            v.contains(AbsoluteVulnerability::NS),
            v.contains(AbsoluteVulnerability::EW),
        ) {
            (false, false) => Self::Neither,
            (true, false) => Self::NorthSouth,
            (false, true) => Self::EastWest,
            (true, true) => Self::Both,
        }
    }
}

/// Maps any board number into 1..=64 keeping its standard dealer and
/// vulnerability (64 is a multiple of both cycles, 4 and 16).
#[must_use]
pub fn fold_board_number(number: u32) -> u8 {
    BoardNumber::folded(number).get()
}

/// Where a card was written: for "held twice" and "missing" messages.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Place {
    pub line: usize,
    pub column: usize,
}

/// Checks four hands that parsed cleanly: each has 13 cards, each card is
/// held exactly once. `places[seat][card]` says where each card was written;
/// `suit_place(suit)` / `hand_place(seat)` locate missing cards and short
/// hands. Returns the full deal, or pushes problems. Missing cards make one
/// problem when a hand holds none ([`ProblemKind::HandsWithoutCards`]) or
/// when more than three are missing ([`ProblemKind::CardsMissing`]), so a
/// deal that gives one hand all its cards reads in one line, not forty.
pub(crate) fn check_deal(
    hands: [Hand; 4],
    holders: &dyn Fn(Card) -> Vec<(Seat, Place)>,
    suit_place: &dyn Fn(Suit) -> Place,
    hand_place: &dyn Fn(Seat) -> Place,
    problems: &mut Vec<Problem>,
) -> Option<FullDeal> {
    let before = problems.len();
    let mut missing: Vec<Card> = Vec::new();
    for suit in Suit::DESC {
        for rank in (2..=14).rev().filter_map(|r| Rank::try_new(r).ok()) {
            let card = Card { suit, rank };
            let held = holders(card);
            match held.as_slice() {
                [] => missing.push(card),
                [_] => {}
                [first, rest @ ..] => {
                    for (seat, place) in rest {
                        let kind = if *seat == first.0 {
                            ProblemKind::CardTwiceInHand { card, seat: *seat }
                        } else {
                            ProblemKind::CardHeldTwice {
                                card,
                                first: first.0,
                                second: *seat,
                            }
                        };
                        problems.push(Problem::new(place.line, place.column, kind));
                    }
                }
            }
        }
    }
    let empty: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|&s| hands[s as usize].is_empty())
        .collect();
    let summed = !missing.is_empty() && (!empty.is_empty() || missing.len() > 3);
    if let (true, Some(&first)) = (summed, empty.first()) {
        let p = hand_place(first);
        problems.push(Problem::new(
            p.line,
            p.column,
            ProblemKind::HandsWithoutCards {
                seats: empty.clone(),
                missing: missing.len(),
            },
        ));
    } else if let (true, Some(card)) = (summed, missing.first()) {
        let p = suit_place(card.suit);
        problems.push(Problem::new(
            p.line,
            p.column,
            ProblemKind::CardsMissing {
                cards: missing.clone(),
            },
        ));
    } else {
        for &card in &missing {
            let p = suit_place(card.suit);
            problems.push(Problem::new(
                p.line,
                p.column,
                ProblemKind::CardMissing { card },
            ));
        }
    }
    for seat in Seat::ALL {
        let n = hands[seat as usize].len();
        // A hand without a card is in the one problem above.
        if n != 13 && !(summed && n == 0) {
            let p = hand_place(seat);
            problems.push(Problem::new(
                p.line,
                p.column,
                ProblemKind::HandSize { seat, cards: n },
            ));
        }
    }
    if problems.len() > before {
        return None;
    }
    let deal = cards::full_deal(&hands);
    if deal.is_none() {
        let p = hand_place(Seat::South);
        problems.push(Problem::new(p.line, p.column, ProblemKind::NotADeal));
    }
    deal
}

/// Splits text into lines: LF or CRLF, or CR alone when the text has no LF
/// (old Macintosh files). The line ends are not included. A UTF-8 byte
/// order mark at the start (some editors write one) is dropped, so that it
/// does not shift the first line's columns.
pub(crate) fn split_lines(text: &[u8]) -> Vec<&[u8]> {
    let text = text.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(text);
    let sep = if text.contains(&b'\n') { b'\n' } else { b'\r' };
    let mut out: Vec<&[u8]> = text
        .split(|&b| b == sep)
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .collect();
    if out.last().is_some_and(|l| l.is_empty()) {
        out.pop();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vulnerable_names_each_case_once() {
        for v in Vulnerable::ALL {
            assert_eq!(Vulnerable::from(v.absolute()), v);
        }
        let pbn: Vec<&str> = Vulnerable::ALL.iter().map(|v| v.pbn_name()).collect();
        let hnd: Vec<&str> = Vulnerable::ALL.iter().map(|v| v.hnd_name()).collect();
        assert_eq!(pbn, ["None", "NS", "EW", "All"]);
        assert_eq!(hnd, ["NONE", "NS", "EW", "BOTH"]);
        assert_eq!(Vulnerable::from_name("both"), Some(Vulnerable::Both));
        assert_eq!(Vulnerable::from_name("ALL"), Some(Vulnerable::Both));
        assert_eq!(Vulnerable::from_name("ns"), Some(Vulnerable::NorthSouth));
        assert_eq!(Vulnerable::from_name("love"), None);
        let board = Board::from_seed(4, 1);
        assert_eq!(Vulnerable::of(&board), Vulnerable::Both);
        assert_eq!(
            Vulnerable::of(&Board::from_seed(17, 1)),
            Vulnerable::Neither
        );
    }
}
