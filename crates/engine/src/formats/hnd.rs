//! Micro Bridge hand files (`.HND`): reading with every problem reported at
//! once, and writing.
//!
//! The format (seed 000 "Hand File Format", seed 001 "ハンドファイルフォーマット"):
//! five lines per deal, at most 32 deals per file, deal numbers 1 to 64 in
//! any order (repeats allowed). Line 1 holds the deal number (columns 9–10),
//! the vulnerability (17–20: `NONE`, `NS`, `EW`, `BOTH` or blank for the
//! board's standard one) and the dealer (25: `N` `S` `E` `W` or blank for
//! the standard one). Lines 2–5 hold spades, hearts, diamonds and clubs:
//! South in columns 9–22, West 25–38, North 41–54, East 57–70. Columns 1–7
//! may hold anything; `*` in column 8 makes a comment line. Tabs stop at
//! columns 9, 17, 25, 33, … Cards are `A K Q J 10 9 … 2`, `T` for 10; a
//! void is `-` or blank. See `docs/FORMATS.md` for the choices made where the
//! help is silent.
//!
//! The reader works on bytes: a comment may be Shift_JIS or anything else
//! and never makes the file unreadable. It never panics.

use super::{
    HandFile, Place, Problem, Vulnerable, check_deal, fold_board_number, rank_of, seat_name,
    split_lines,
};
use crate::board::{self, Board, BoardNumber, MAX_BOARD};
use contract_bridge::{AbsoluteVulnerability, Card, FullDeal, Hand, Rank, Seat, Suit};

/// Most deals one `.HND` file holds (seed 000: "a maximum of 32 deals in one
/// file"). The reader reads more (with a problem); the writer splits.
pub const MAX_DEALS_PER_FILE: usize = 32;

// ---------------------------------------------------------------- reading

/// Suits in line order: line 2 spades … line 5 clubs.
const SUIT_LINES: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

/// Hand fields of a suit line: (seat, first column, last column), 1-based.
const FIELDS: [(Seat, usize, usize); 4] = [
    (Seat::South, 9, 22),
    (Seat::West, 25, 38),
    (Seat::North, 41, 54),
    (Seat::East, 57, 70),
];

/// One line after tab expansion: `cols[i]` is column `i + 1`.
struct Line {
    number: usize,
    cols: Vec<u8>,
}

impl Line {
    fn new(number: usize, raw: &[u8]) -> Self {
        let mut cols = Vec::with_capacity(raw.len());
        for &b in raw {
            if b == b'\t' {
                // Tab stops at 9, 17, 25, …: pad to a multiple of 8 columns.
                cols.push(b' ');
                while cols.len() % 8 != 0 {
                    cols.push(b' ');
                }
            } else {
                cols.push(b);
            }
        }
        Self { number, cols }
    }

    /// Byte at 1-based column `c` (a space past the end).
    fn at(&self, c: usize) -> u8 {
        c.checked_sub(1)
            .and_then(|i| self.cols.get(i))
            .copied()
            .unwrap_or(b' ')
    }

    fn is_comment(&self) -> bool {
        self.at(8) == b'*'
    }

    /// Nothing from column 8 on (columns 1–7 may hold anything).
    fn is_blank(&self) -> bool {
        self.cols.iter().skip(7).all(|&b| is_space(b))
    }

    /// Columns `from..=to` as a trimmed ASCII string, or the column of the
    /// first non-ASCII byte.
    fn field(&self, from: usize, to: usize) -> Result<String, usize> {
        let mut s = String::new();
        for c in from..=to {
            let b = self.at(c);
            if !b.is_ascii() {
                return Err(c);
            }
            s.push(char::from(b));
        }
        Ok(s.trim().to_string())
    }

    /// Problems for anything outside `fields` (columns 8 on).
    fn stray(&self, fields: &[(usize, usize)], what: &str, problems: &mut Vec<Problem>) {
        for c in 8..=self.cols.len() {
            if fields.iter().any(|&(a, b)| (a..=b).contains(&c)) {
                continue;
            }
            let b = self.at(c);
            if !is_space(b) {
                problems.push(Problem::new(
                    self.number,
                    c,
                    format!("unexpected {} in column {c}: {what}", show_byte(b)),
                ));
            }
        }
    }
}

fn is_space(b: u8) -> bool {
    b == b' ' || b == b'\t' || b == 0x0B || b == 0x0C
}

/// A byte for messages: `'x'` for printable ASCII, else its hex value.
fn show_byte(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("'{}'", char::from(b))
    } else {
        format!("byte 0x{b:02X}")
    }
}

/// The header fields, parsed.
struct Header {
    number: Option<u8>,
    vulnerability: Option<AbsoluteVulnerability>,
    dealer: Option<Seat>,
}

/// Whether a line has the shape of a deal header: a number (or nothing) in
/// columns 9–10, and otherwise only the vulnerability (17–20) and dealer
/// (25) columns used. No valid suit line has this shape (it would hold at
/// most 7 cards of the suit), so it ends a deal cut short.
fn looks_like_header(line: &Line) -> bool {
    let number_ok = line
        .field(9, 10)
        .is_ok_and(|s| s.bytes().all(|b| b.is_ascii_digit()));
    let blank = |a: usize, b: usize| (a..=b).all(|c| is_space(line.at(c)));
    number_ok
        && blank(11, 16)
        && blank(21, 24)
        && blank(26, line.cols.len().max(26))
        && !line.is_blank()
}

/// Whether a line, where a deal's first line is expected, is meant as one:
/// the header shape, or digits in columns 9–10.
fn is_header_candidate(line: &Line) -> bool {
    looks_like_header(line)
        || line
            .field(9, 10)
            .is_ok_and(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
}

/// `Some(None)` for blank (standard), `Some(Some(v))` for a known word.
fn parse_vul(s: &str) -> Option<Option<AbsoluteVulnerability>> {
    if s.is_empty() {
        return Some(None);
    }
    Vulnerable::from_name(s).map(|v| Some(v.absolute()))
}

fn parse_header(line: &Line, problems: &mut Vec<Problem>) -> Header {
    let mut header = Header {
        number: None,
        vulnerability: None,
        dealer: None,
    };
    match line.field(9, 10) {
        Err(c) => problems.push(Problem::new(
            line.number,
            c,
            "the deal number (columns 9–10) must be digits",
        )),
        Ok(s) if s.is_empty() => {
            problems.push(Problem::new(
                line.number,
                9,
                "missing deal number: columns 9–10 must hold 1 to 64",
            ));
        }
        Ok(s) => match s.parse::<u8>() {
            Ok(n) if (1..=MAX_BOARD).contains(&n) => header.number = Some(n),
            Ok(n) => problems.push(Problem::new(
                line.number,
                9,
                format!("deal number {n} is out of range: it must be 1 to {MAX_BOARD}"),
            )),
            Err(_) => problems.push(Problem::new(
                line.number,
                9,
                format!("deal number {s:?} is not a number 1 to {MAX_BOARD}"),
            )),
        },
    }
    match line.field(17, 20) {
        Err(c) => problems.push(Problem::new(
            line.number,
            c,
            "the vulnerability (columns 17–20) must be NONE, NS, EW, BOTH or blank",
        )),
        Ok(s) => match parse_vul(&s) {
            Some(v) => header.vulnerability = v,
            None => problems.push(Problem::new(
                line.number,
                17,
                format!(
                    "unknown vulnerability {s:?}: columns 17–20 must be NONE, NS, EW, BOTH or blank"
                ),
            )),
        },
    }
    match line.at(25).to_ascii_uppercase() {
        b' ' | b'\t' => {}
        b'N' => header.dealer = Some(Seat::North),
        b'E' => header.dealer = Some(Seat::East),
        b'S' => header.dealer = Some(Seat::South),
        b'W' => header.dealer = Some(Seat::West),
        b => problems.push(Problem::new(
            line.number,
            25,
            format!(
                "unknown dealer {}: column 25 must be N, S, E, W or blank",
                show_byte(b)
            ),
        )),
    }
    line.stray(&[(9, 10), (17, 20), (25, 25)], "a deal's first line holds only the deal number (9–10), vulnerability (17–20) and dealer (25)", problems);
    header
}

/// One suit line: each seat's holding with the column of each card, or
/// `None` if the line had a syntax problem.
type SuitLine = [Vec<(Rank, usize)>; 4];

fn parse_suit_line(line: &Line, suit: Suit, problems: &mut Vec<Problem>) -> Option<SuitLine> {
    let before = problems.len();
    let mut out: SuitLine = Default::default();
    for (seat, from, to) in FIELDS {
        let cards = &mut out[seat as usize];
        let mut void_at = None;
        let mut c = from;
        while c <= to {
            let b = line.at(c);
            match b {
                _ if is_space(b) => {}
                b'-' => void_at = Some(c),
                b'1' => {
                    if line.at(c + 1) == b'0' && c < to {
                        cards.push((Rank::T, c));
                        c += 1;
                    } else if line.at(c + 1) == b'0' {
                        problems.push(Problem::new(line.number, c, format!("the 10 in {}'s {} runs past column {to}", seat_name(seat), suit_word(suit))));
                    } else {
                        problems.push(Problem::new(line.number, c, "'1' must be followed by '0' (write 10 or T)"));
                    }
                }
                _ => match rank_of(b) {
                    Some(rank) => cards.push((rank, c)),
                    None => problems.push(Problem::new(
                        line.number,
                        c,
                        format!("unknown character {} in {}'s {}: cards are A K Q J 10 (or T) 9 … 2, '-' for a void", show_byte(b), seat_name(seat), suit_word(suit)),
                    )),
                },
            }
            c += 1;
        }
        if let (Some(c), false) = (void_at, cards.is_empty()) {
            problems.push(Problem::new(
                line.number,
                c,
                format!(
                    "'-' marks a void, but {} holds {} here",
                    seat_name(seat),
                    suit_word(suit)
                ),
            ));
        }
    }
    line.stray(
        &[(9, 22), (25, 38), (41, 54), (57, 70)],
        "hands belong in columns 9–22 (South), 25–38 (West), 41–54 (North), 57–70 (East)",
        problems,
    );
    (problems.len() == before).then_some(out)
}

const fn suit_word(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    }
}

/// Splits into lines (a DOS end-of-file mark, Ctrl-Z, ends the text).
fn lines(bytes: &[u8]) -> Vec<Line> {
    let end = bytes.iter().position(|&b| b == 0x1A).unwrap_or(bytes.len());
    let text = bytes.get(..end).unwrap_or(bytes);
    split_lines(text)
        .into_iter()
        .enumerate()
        .map(|(i, raw)| Line::new(i + 1, raw))
        .collect()
}

/// Reads a `.HND` file. Valid deals are kept in file order; a deal with a
/// problem is reported and dropped. A 33rd and later deal is read but
/// reported (Micro Bridge stops at 32).
#[must_use]
pub fn read(bytes: &[u8]) -> HandFile {
    let lines = lines(bytes);
    let mut file = HandFile::default();
    let mut i = 0;
    let mut deals = 0usize;
    let mut junk_reported = false;
    while let Some(line) = lines.get(i) {
        i += 1;
        if line.is_comment() || line.is_blank() {
            continue;
        }
        if !is_header_candidate(line) {
            // Report a run of lines that are not deals once.
            if !junk_reported {
                file.problems.push(Problem::new(
                    line.number,
                    8,
                    "expected a deal's first line (deal number in columns 9–10) or a comment ('*' in column 8)",
                ));
                junk_reported = true;
            }
            continue;
        }
        junk_reported = false;
        deals += 1;
        let before = file.problems.len();
        if deals == MAX_DEALS_PER_FILE + 1 {
            file.problems.push(Problem::new(
                line.number,
                9,
                format!("more than {MAX_DEALS_PER_FILE} deals in one file: Micro Bridge reads only {MAX_DEALS_PER_FILE}; the rest are read anyway"),
            ));
        }
        let warnings = file.problems.len() - before;
        let header = parse_header(line, &mut file.problems);
        let mut suit_lines: Vec<(&Line, Option<SuitLine>)> = Vec::new();
        while suit_lines.len() < 4 {
            let Some(next) = lines.get(i) else { break };
            if next.is_comment() || next.is_blank() {
                i += 1;
                continue;
            }
            if looks_like_header(next) {
                break;
            }
            i += 1;
            let suit = SUIT_LINES
                .get(suit_lines.len())
                .copied()
                .unwrap_or(Suit::Clubs);
            let parsed = parse_suit_line(next, suit, &mut file.problems);
            suit_lines.push((next, parsed));
        }
        if suit_lines.len() < 4 {
            let missing = SUIT_LINES
                .get(suit_lines.len())
                .map_or("clubs", |&s| suit_word(s));
            let at = lines
                .get(i)
                .or(lines.last())
                .map_or(line.number, |l| l.number);
            file.problems.push(Problem::new(
                at,
                1,
                format!("deal on line {} is cut short: it has {} of its 4 suit lines ({missing} is missing)", line.number, suit_lines.len()),
            ));
        }
        // The cards are checked even when the header has a problem, so that
        // every problem of the file is reported at once.
        let mut deal = None;
        if suit_lines.len() == 4 && suit_lines.iter().all(|(_, s)| s.is_some()) {
            let parsed: Vec<(&Line, SuitLine)> = suit_lines
                .iter()
                .filter_map(|(l, s)| s.clone().map(|s| (*l, s)))
                .collect();
            deal = assemble(&parsed, &mut file.problems);
        }
        match (header.number, deal) {
            (Some(number), Some(deal)) if file.problems.len() == before + warnings => {
                file.boards.push(Board {
                    number: BoardNumber::folded(number.into()),
                    dealer: header
                        .dealer
                        .unwrap_or_else(|| board::standard_dealer(number)),
                    vulnerability: header
                        .vulnerability
                        .unwrap_or_else(|| board::standard_vulnerability(number)),
                    deal,
                    seed: None,
                });
            }
            _ => file.rejected += 1,
        }
    }
    file
}

/// Builds and checks the deal from four parsed suit lines.
fn assemble(parsed: &[(&Line, SuitLine)], problems: &mut Vec<Problem>) -> Option<FullDeal> {
    let mut hands = [Hand::EMPTY; 4];
    for (k, (_, suit_line)) in parsed.iter().enumerate() {
        let suit = SUIT_LINES.get(k).copied().unwrap_or(Suit::Clubs);
        for seat in Seat::ALL {
            if let Some(cards) = suit_line.get(seat as usize) {
                for &(rank, _) in cards {
                    hands[seat as usize].insert(Card { suit, rank });
                }
            }
        }
    }
    let line_of = |suit: Suit| {
        SUIT_LINES
            .iter()
            .position(|&s| s == suit)
            .and_then(|k| parsed.get(k))
    };
    let holders = |card: Card| {
        let mut out = Vec::new();
        if let Some((line, suit_line)) = line_of(card.suit) {
            // In column order, so "the second one" is the later column.
            let mut all: Vec<(Seat, Place)> = Vec::new();
            for seat in Seat::ALL {
                for &(rank, column) in suit_line.get(seat as usize).map_or(&[][..], Vec::as_slice) {
                    if rank == card.rank {
                        all.push((
                            seat,
                            Place {
                                line: line.number,
                                column,
                            },
                        ));
                    }
                }
            }
            all.sort_by_key(|(_, p)| p.column);
            out = all;
        }
        out
    };
    let suit_place = |suit: Suit| Place {
        line: line_of(suit).map_or(0, |(l, _)| l.number),
        column: 9,
    };
    let hand_place = |seat: Seat| {
        let column = FIELDS.iter().find(|f| f.0 == seat).map_or(9, |f| f.1);
        Place {
            line: parsed.first().map_or(0, |(l, _)| l.number),
            column,
        }
    };
    check_deal(hands, &holders, &suit_place, &hand_place, problems)
}

// ---------------------------------------------------------------- writing

/// Writes boards as `.HND` files of at most 32 deals each, with CRLF line
/// ends, a comment header, and the vulnerability and dealer written out.
/// Board numbers outside 1–64 are folded into range ([`fold_board_number`]).
/// No boards give one file holding only the header.
#[must_use]
pub fn write(boards: &[Board]) -> Vec<String> {
    let mut files: Vec<String> = boards.chunks(MAX_DEALS_PER_FILE).map(write_one).collect();
    if files.is_empty() {
        files.push(write_one(&[]));
    }
    files
}

fn write_one(boards: &[Board]) -> String {
    let mut out = String::new();
    let mut line = |s: &str| {
        out.push_str(s.trim_end());
        out.push_str("\r\n");
    };
    line("       ***************************************************************");
    line("       * Micro HalfBridge hand file (Micro Bridge .HND format)");
    line("       ***************************************************************");
    line("       *S               W               N               E");
    for b in boards {
        line("       *");
        let vul = Vulnerable::of(b).hnd_name();
        let number = fold_board_number(u32::from(b.number));
        line(&format!(
            "        {number:>2}      {vul:<4}    {}",
            b.dealer.letter()
        ));
        for suit in SUIT_LINES {
            let mut s = String::from("        ");
            for (k, (seat, _, _)) in FIELDS.iter().enumerate() {
                let holding = b.deal[*seat][suit];
                let cards: String = if holding.is_empty() {
                    "-".to_string()
                } else {
                    holding
                        .iter()
                        .map(|r| {
                            if r == Rank::T {
                                "10".to_string()
                            } else {
                                r.letter().to_string()
                            }
                        })
                        .collect()
                };
                s.push_str(&cards);
                if k < 3 {
                    while s.len() < 8 + 16 * (k + 1) {
                        s.push(' ');
                    }
                }
            }
            line(&s);
        }
    }
    out
}

#[cfg(test)]
mod tests;
