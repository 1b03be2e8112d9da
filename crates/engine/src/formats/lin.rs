//! BBO's LIN files and handviewer links.
//!
//! A LIN file is a run of `key|value|` pairs. Read here:
//!
//! - `md|` the deal: the dealer digit (1 South, 2 West, 3 North, 4 East),
//!   then the hands from South clockwise (South, West, North, East),
//!   separated by commas, each `S…H…D…C…` with the cards in any order
//!   (BBO writes them low to high). The fourth hand may be left out: it
//!   holds the remaining cards.
//! - `sv|` the vulnerability: `o`, `0` or `-` nobody, `n` North–South,
//!   `e` East–West, `b` both.
//! - `ah|Board N|` the board number (the last number of the text);
//!   `qx|o12|` and `qx|c12|` the Open and Closed Room of board 12
//!   (VuGraph files).
//! - `pn|` the players' names, South, West, North, East; VuGraph files
//!   give 8, the Open Room's four then the Closed Room's.
//! - `mb|` the calls (`p`, `d`, `r`, `1C` … `7N`; a `!` marks an alert),
//!   each with its explanation from a following `an|`.
//! - `pc|` the played cards; `mc|N|` a claim: the declaring side ends with
//!   N tricks.
//! - `pg||`, `rh||`, `st||`, `nt|` (chat), `vg|`, `rs|` and the other keys
//!   are skipped.
//!
//! A new board starts at each `qx|`, and at an `md|` when the board read so
//! far already has one (BBO's multi-board files put one board on a line).
//! A Closed Room board whose number and deal are those of an earlier Open
//! Room board is that board's Closed Room (one [`LinGame`] per deal), and
//! a Closed Room without an `md|` takes the deal of its Open Room.
//!
//! Every board is played under contract bridge's rules. A claim is played
//! out so that the declaring side ends with the claimed tricks
//! ([`claim::play_out_to`](crate::claim::play_out_to)): the record then
//! holds every card and scores as claimed, and [`LinClaim`] remembers
//! where the claim was made so that the writer writes it back as a claim.
//!
//! The reader works on bytes (names and explanations are UTF-8 or, if not,
//! ISO 8859-1), reports problems at a line and byte column, and never
//! panics. `docs/FORMATS.md` describes what is read and written.

use super::pbn::PbnGame;
use super::{
    Byte, HandFile, Place, Problem, ProblemKind, Vulnerable, check_deal, fold_board_number,
    parse_card, rank_of,
};
use crate::board::{self, Board, BoardNumber};
use crate::claim;
use crate::rules::Rules;
use crate::table::{Phase, Table, TableRecord};
use contract_bridge::auction::Call;
use contract_bridge::{AbsoluteVulnerability, Card, FullDeal, Hand, Rank, Seat, Suit};

/// LIN's seat order: South, West, North, East (the order of `pn|` and of
/// `md|`'s hands).
pub const LIN_SEATS: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

/// An alert or explanation of one call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CallNote {
    /// The call's index in the auction (0 is the dealer's first call).
    pub call: usize,
    /// Whether the call was alerted (`!`).
    pub alert: bool,
    /// Its explanation (`an|`), if any.
    pub explanation: Option<String>,
}

/// A claim: the declaring side ends with `tricks` tricks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinClaim {
    /// The declaring side's tricks at the end, as claimed.
    pub tricks: u8,
    /// How many cards had been played when the claim was made.
    pub after: usize,
}

/// One table of a LIN board: the record the engine replays, and what LIN
/// says beside it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinTable {
    /// The calls, cards and contract (a claimed board: played out).
    pub record: TableRecord,
    /// The players' names, indexed by `Seat as usize` (empty: not named).
    pub names: [String; 4],
    /// The alerts and explanations, in call order.
    pub notes: Vec<CallNote>,
    /// The claim that ended the play, if any.
    pub claim: Option<LinClaim>,
}

impl LinTable {
    /// A table with its record alone: no names, notes or claim.
    #[must_use]
    pub fn new(record: TableRecord) -> Self {
        Self {
            record,
            names: Default::default(),
            notes: Vec::new(),
            claim: None,
        }
    }
}

/// One deal of a LIN file and its tables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinGame {
    /// The deal.
    pub board: Board,
    /// The Open Room table (or the only one), if anything was called.
    pub open: Option<LinTable>,
    /// The Closed Room table, if any.
    pub closed: Option<LinTable>,
}

impl LinGame {
    /// The game as the PBN writer takes it (contract bridge; names, notes
    /// and claims are not part of it).
    #[must_use]
    pub fn to_pbn(&self) -> PbnGame {
        PbnGame {
            board: self.board,
            rules: Rules::CONTRACT,
            open: self.open.as_ref().map(|t| t.record.clone()),
            closed: self.closed.as_ref().map(|t| t.record.clone()),
        }
    }

    /// A game of another format. Only contract bridge tables have a place
    /// in LIN; the others are left out (the deal is kept).
    #[must_use]
    pub fn from_pbn(game: &PbnGame) -> Self {
        let table = |r: &Option<TableRecord>| {
            r.as_ref()
                .filter(|r| r.rules.has_auction())
                .map(|r| LinTable::new(r.clone()))
        };
        Self {
            board: game.board,
            open: table(&game.open),
            closed: table(&game.closed),
        }
    }
}

/// What [`read_games`] made of a file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LinFile {
    /// One per deal, in file order.
    pub games: Vec<LinGame>,
    /// Every problem, in file order. A problem with the calls, cards or
    /// claim drops that table (the deal is kept).
    pub problems: Vec<Problem>,
    /// How many boards were dropped (no deal, or a deal that is none).
    pub rejected: usize,
}

/// One `key|value|` pair, where its key starts.
struct Pair {
    key: String,
    value: String,
    line: usize,
    column: usize,
    /// Where the value starts.
    value_line: usize,
    value_column: usize,
}

/// Text of a value: UTF-8 when it is, else ISO 8859-1.
fn text_of(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_string(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// Splits a file into its pairs. A key with no `|` after it, or a value
/// never closed, is a problem (the rest is read).
fn pairs(bytes: &[u8], problems: &mut Vec<Problem>) -> Vec<Pair> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut out = Vec::new();
    let (mut line, mut column) = (1usize, 1usize);
    let mut i = 0;
    // Advances over one byte, keeping the line and column.
    let step = |b: u8, line: &mut usize, column: &mut usize| {
        if b == b'\n' {
            *line += 1;
            *column = 1;
        } else {
            *column += 1;
        }
    };
    loop {
        while let Some(&b) = bytes.get(i).filter(|b| b.is_ascii_whitespace()) {
            step(b, &mut line, &mut column);
            i += 1;
        }
        if i >= bytes.len() {
            break;
        }
        let (key_line, key_column) = (line, column);
        let key_start = i;
        while let Some(&b) = bytes.get(i).filter(|&&b| b != b'|') {
            step(b, &mut line, &mut column);
            i += 1;
        }
        let key = text_of(bytes.get(key_start..i).unwrap_or_default())
            .trim()
            .to_string();
        if i >= bytes.len() {
            problems.push(Problem::new(
                key_line,
                key_column,
                ProblemKind::LinUnclosed { key },
            ));
            break;
        }
        step(b'|', &mut line, &mut column);
        i += 1;
        let (value_line, value_column) = (line, column);
        let value_start = i;
        while let Some(&b) = bytes.get(i).filter(|&&b| b != b'|') {
            step(b, &mut line, &mut column);
            i += 1;
        }
        let value = text_of(bytes.get(value_start..i).unwrap_or_default());
        if i >= bytes.len() {
            problems.push(Problem::new(
                key_line,
                key_column,
                ProblemKind::LinUnclosed { key },
            ));
            break;
        }
        step(b'|', &mut line, &mut column);
        i += 1;
        out.push(Pair {
            key: key.to_ascii_lowercase(),
            value,
            line: key_line,
            column: key_column,
            value_line,
            value_column,
        });
    }
    out
}

/// The rooms of VuGraph files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Room {
    Open,
    Closed,
}

/// A call as read, with its place.
struct ReadCall {
    text: String,
    line: usize,
    column: usize,
    alert: bool,
    explanation: Option<String>,
}

/// A board as its pairs are read, before it is made into a game.
struct Pending {
    line: usize,
    column: usize,
    room: Room,
    number: Option<u32>,
    /// The `md|` pair.
    deal: Option<(String, usize, usize)>,
    vulnerability: Option<(String, usize, usize)>,
    names: [String; 4],
    calls: Vec<ReadCall>,
    cards: Vec<(String, usize, usize)>,
    claim: Option<(String, usize, usize)>,
}

impl Pending {
    fn new(line: usize, column: usize, room: Room, number: Option<u32>) -> Self {
        Self {
            line,
            column,
            room,
            number,
            deal: None,
            vulnerability: None,
            names: Default::default(),
            calls: Vec::new(),
            cards: Vec::new(),
            claim: None,
        }
    }

    /// Whether it holds a board: a deal, a call, a card or a claim.
    fn has_board(&self) -> bool {
        self.deal.is_some()
            || !self.calls.is_empty()
            || !self.cards.is_empty()
            || self.claim.is_some()
    }
}

/// The last number in a text (`Board 12` → 12), if any.
fn last_number(text: &str) -> Option<u32> {
    text.split(|c: char| !c.is_ascii_digit())
        .rfind(|s| !s.is_empty())
        .and_then(|s| s.parse().ok())
}

/// The names of one room from `pn|`'s list (4, or 8 for two rooms).
fn room_names(list: &[String], room: Room) -> [String; 4] {
    let skip = if room == Room::Closed && list.len() >= 8 {
        4
    } else {
        0
    };
    let mut names: [String; 4] = Default::default();
    for (k, seat) in LIN_SEATS.iter().enumerate() {
        if let Some(n) = list.get(skip + k) {
            names[*seat as usize] = n.trim().to_string();
        }
    }
    names
}

/// Reads the hands of an `md|` value: the dealer (if given) and the deal,
/// or problems.
fn parse_deal(
    value: &str,
    line: usize,
    column: usize,
    problems: &mut Vec<Problem>,
) -> Option<(Option<Seat>, FullDeal)> {
    let before = problems.len();
    let bytes = value.as_bytes();
    let col = |i: usize| column + i;
    let mut i = 0;
    let dealer = match bytes.first() {
        Some(b'1') => Some(Seat::South),
        Some(b'2') => Some(Seat::West),
        Some(b'3') => Some(Seat::North),
        Some(b'4') => Some(Seat::East),
        Some(b) if b.is_ascii_digit() => {
            problems.push(Problem::new(
                line,
                column,
                ProblemKind::LinUnknownDealer {
                    text: char::from(*b).to_string(),
                },
            ));
            return None;
        }
        _ => None,
    };
    if dealer.is_some() {
        i = 1;
    }
    let mut hands = [Hand::EMPTY; 4];
    let mut given = [false; 4];
    let mut places: Vec<(Card, Seat, Place)> = Vec::new();
    let mut hand_starts = [Place { line, column }; 4];
    let mut k = 0usize;
    let mut suit: Option<Suit> = None;
    hand_starts[Seat::South as usize] = Place {
        line,
        column: col(i),
    };
    while let Some(&b) = bytes.get(i) {
        let seat = LIN_SEATS.get(k).copied();
        match (b.to_ascii_uppercase(), seat) {
            (b',', _) => {
                k += 1;
                suit = None;
                if let Some(&next) = LIN_SEATS.get(k) {
                    hand_starts[next as usize] = Place {
                        line,
                        column: col(i + 1),
                    };
                }
            }
            (_, None) => {
                if !b.is_ascii_whitespace() {
                    problems.push(Problem::new(line, col(i), ProblemKind::DealTooManyHands));
                    break;
                }
            }
            (b'S', Some(_)) => suit = Some(Suit::Spades),
            (b'H', Some(_)) => suit = Some(Suit::Hearts),
            (b'D', Some(_)) => suit = Some(Suit::Diamonds),
            (b'C', Some(_)) => suit = Some(Suit::Clubs),
            (c, Some(seat)) if c.is_ascii_whitespace() => {
                let _ = seat;
            }
            (c, Some(seat)) => {
                let rank = if c == b'1' && bytes.get(i + 1) == Some(&b'0') {
                    i += 1;
                    Some(Rank::T)
                } else {
                    rank_of(c)
                };
                match (rank, suit) {
                    (Some(rank), Some(suit)) => {
                        let card = Card { suit, rank };
                        hands[seat as usize].insert(card);
                        given[seat as usize] = true;
                        places.push((
                            card,
                            seat,
                            Place {
                                line,
                                column: col(i),
                            },
                        ));
                    }
                    _ => problems.push(Problem::new(
                        line,
                        col(i),
                        ProblemKind::PbnUnknownCharacter {
                            found: Byte(b),
                            seat,
                        },
                    )),
                }
            }
        }
        i += 1;
    }
    if problems.len() > before {
        return None;
    }
    let count = given.iter().filter(|&&g| g).count();
    if count < 3 {
        problems.push(Problem::new(
            line,
            column,
            ProblemKind::DealTooFewHands { hands: count },
        ));
        return None;
    }
    if count == 3
        && let Some(&missing) = LIN_SEATS.iter().find(|s| !given[**s as usize])
    {
        // The hand not given holds the cards nobody else does.
        let mut rest = Hand::ALL;
        for h in &hands {
            for card in h.iter() {
                rest.remove(card);
            }
        }
        // Only when the other three hands are whole: else the short hands
        // are the problem, not the one left out.
        if hands.iter().filter(|h| h.len() == 13).count() == 3 {
            hands[missing as usize] = rest;
            let place = hand_starts[missing as usize];
            for card in rest.iter() {
                places.push((card, missing, place));
            }
        }
    }
    let holders = |card: Card| {
        places
            .iter()
            .filter(|(c, _, _)| *c == card)
            .map(|(_, s, p)| (*s, *p))
            .collect()
    };
    let suit_place = |_| Place { line, column };
    let hand_place = |seat: Seat| hand_starts[seat as usize];
    check_deal(hands, &holders, &suit_place, &hand_place, problems).map(|d| (dealer, d))
}

fn parse_vulnerability(text: &str) -> Option<AbsoluteVulnerability> {
    match text.trim().to_ascii_lowercase().as_str() {
        "o" | "0" | "-" | "" => Some(AbsoluteVulnerability::NONE),
        "n" => Some(AbsoluteVulnerability::NS),
        "e" => Some(AbsoluteVulnerability::EW),
        "b" => Some(AbsoluteVulnerability::ALL),
        _ => None,
    }
}

/// A call of `mb|`, its alert mark taken off: `p`, `d`, `r`, `1C`, `1N`.
fn parse_call(text: &str) -> Option<Call> {
    let t = text.trim();
    if !t.is_ascii() || t.is_empty() {
        return None;
    }
    match t.to_ascii_uppercase().as_str() {
        "P" | "PASS" => Some(Call::Pass),
        "D" | "X" | "DBL" => Some(Call::Double),
        "R" | "XX" | "RDBL" => Some(Call::Redouble),
        other if other.len() >= 2 => other.parse().ok(),
        _ => None,
    }
}

/// The table of a board: its calls, cards and claim made on the board.
/// A problem drops the table (it is pushed, marked as leaving the result
/// out).
fn read_table(p: &Pending, board: Board, problems: &mut Vec<Problem>) -> Option<LinTable> {
    if p.calls.is_empty() && p.cards.is_empty() && p.claim.is_none() {
        return None;
    }
    let mut table = Table::new(board, Rules::CONTRACT);
    let mut notes = Vec::new();
    for (index, c) in p.calls.iter().enumerate() {
        let Some(call) = parse_call(&c.text) else {
            return fail(
                problems,
                c.line,
                c.column,
                ProblemKind::NotACall {
                    text: c.text.clone(),
                },
            );
        };
        let Some(seat) = table.to_act().filter(|_| table.phase() == Phase::Auction) else {
            return fail(problems, c.line, c.column, ProblemKind::CallAfterEnd);
        };
        if let Err(e) = table.call(seat, call) {
            return fail(problems, c.line, c.column, ProblemKind::Table(e));
        }
        if c.alert || c.explanation.is_some() {
            notes.push(CallNote {
                call: index,
                alert: c.alert,
                explanation: c.explanation.clone(),
            });
        }
    }
    for (text, line, column) in &p.cards {
        let Some(card) = parse_card(text) else {
            return fail(
                problems,
                *line,
                *column,
                ProblemKind::NotACard { text: text.clone() },
            );
        };
        let Some(seat) = table.to_act().filter(|_| table.phase() == Phase::Play) else {
            let kind = if table.phase() == Phase::Finished {
                ProblemKind::LinCardAfterEnd
            } else {
                ProblemKind::PlayWithoutContract
            };
            return fail(problems, *line, *column, kind);
        };
        if let Err(e) = table.play(seat, card) {
            return fail(problems, *line, *column, ProblemKind::Table(e));
        }
    }
    let mut claimed = None;
    if let Some((text, line, column)) = &p.claim {
        let bad = || ProblemKind::LinClaim { text: text.clone() };
        let tricks = text.trim().parse::<u8>().ok().filter(|&t| t <= 13);
        let (Some(tricks), Some(declarer)) = (tricks, table.declarer()) else {
            return fail(problems, *line, *column, bad());
        };
        let after = table.plays().len();
        match table.phase() {
            Phase::Finished if table.declarer_tricks() == Some(tricks) => {}
            Phase::Play => {
                let won = table.tricks_won(declarer);
                match tricks
                    .checked_sub(won)
                    .and_then(|rest| claim::play_out_to(&table, rest))
                {
                    Some(done) => table = done,
                    None => return fail(problems, *line, *column, bad()),
                }
            }
            _ => return fail(problems, *line, *column, bad()),
        }
        claimed = Some(LinClaim { tricks, after });
    }
    Some(LinTable {
        record: table.record(),
        names: p.names.clone(),
        notes,
        claim: claimed,
    })
}

/// Pushes a problem that drops a table; `None` for that table.
fn fail(
    problems: &mut Vec<Problem>,
    line: usize,
    column: usize,
    kind: ProblemKind,
) -> Option<LinTable> {
    problems.push(Problem::new(line, column, kind).leaving_out_result());
    None
}

/// Makes a read board into a game of `file` (or the Closed Room of one).
fn finish(p: Pending, index: usize, file: &mut LinFile) {
    if !p.has_board() {
        return;
    }
    let number = p
        .number
        .or_else(|| {
            file.games
                .last()
                .map(|g| u32::from(g.board.number.get()) + 1)
        })
        .unwrap_or_else(|| u32::try_from(index + 1).unwrap_or(1))
        .max(1);
    let folded = fold_board_number(number);
    let board = match &p.deal {
        Some((value, line, column)) => {
            parse_deal(value, *line, *column, &mut file.problems).map(|(dealer, deal)| {
                let vulnerability = match &p.vulnerability {
                    None => board::standard_vulnerability(folded),
                    Some((text, line, column)) => parse_vulnerability(text).unwrap_or_else(|| {
                        file.problems.push(Problem::new(
                            *line,
                            *column,
                            ProblemKind::LinUnknownVulnerability { text: text.clone() },
                        ));
                        AbsoluteVulnerability::NONE
                    }),
                };
                Board {
                    number: BoardNumber::folded(number),
                    dealer: dealer.unwrap_or_else(|| board::standard_dealer(folded)),
                    vulnerability,
                    deal,
                    seed: None,
                }
            })
        }
        None => {
            let open = (p.room == Room::Closed)
                .then(|| {
                    file.games
                        .iter()
                        .rev()
                        .find(|g| g.closed.is_none() && g.board.number.get() == folded)
                })
                .flatten();
            match open {
                Some(g) => Some(g.board),
                None => {
                    file.problems
                        .push(Problem::new(p.line, p.column, ProblemKind::LinNoDeal));
                    None
                }
            }
        }
    };
    let Some(board) = board else {
        file.rejected += 1;
        return;
    };
    let table = read_table(&p, board, &mut file.problems);
    if p.room == Room::Closed
        && let Some(g) = file.games.iter_mut().rev().find(|g| {
            g.closed.is_none() && g.board.number == board.number && g.board.deal == board.deal
        })
    {
        g.closed = table;
        return;
    }
    let mut game = LinGame {
        board,
        open: None,
        closed: None,
    };
    if p.room == Room::Closed {
        game.closed = table;
    } else {
        game.open = table;
    }
    file.games.push(game);
}

/// Reads every board of a LIN file: deals, auctions with their alerts and
/// explanations, play and claims.
#[must_use]
pub fn read_games(bytes: &[u8]) -> LinFile {
    let mut file = LinFile::default();
    let pairs = pairs(bytes, &mut file.problems);
    let mut names: Vec<String> = Vec::new();
    let mut pending = Pending::new(1, 1, Room::Open, None);
    let mut index = 0;
    for pair in pairs {
        match pair.key.as_str() {
            "qx" => {
                let old = std::mem::replace(
                    &mut pending,
                    Pending::new(pair.line, pair.column, Room::Open, None),
                );
                if old.has_board() {
                    finish(old, index, &mut file);
                    index += 1;
                }
                let v = pair.value.trim();
                let room = v.chars().next().map(|c| c.to_ascii_lowercase());
                pending.room = if room == Some('c') {
                    Room::Closed
                } else {
                    Room::Open
                };
                pending.number = v
                    .split(',')
                    .next()
                    .and_then(|s| s.get(1..))
                    .and_then(|s| s.trim().parse().ok());
                pending.names = room_names(&names, pending.room);
            }
            "md" => {
                if pending.deal.is_some() || !pending.calls.is_empty() || !pending.cards.is_empty()
                {
                    let old = std::mem::replace(
                        &mut pending,
                        Pending::new(pair.line, pair.column, Room::Open, None),
                    );
                    finish(old, index, &mut file);
                    index += 1;
                }
                if !pending.has_board() {
                    pending.line = pair.line;
                    pending.column = pair.column;
                }
                pending.names = room_names(&names, pending.room);
                pending.deal = Some((pair.value, pair.value_line, pair.value_column));
            }
            "pn" => {
                names = pair.value.split(',').map(str::to_string).collect();
                if pending.calls.is_empty() && pending.cards.is_empty() {
                    pending.names = room_names(&names, pending.room);
                }
            }
            "sv" => pending.vulnerability = Some((pair.value, pair.value_line, pair.value_column)),
            "ah" => {
                if let Some(n) = last_number(&pair.value) {
                    pending.number = Some(n);
                }
            }
            "mb" => {
                let text = pair.value.trim();
                let alert = text.ends_with('!');
                pending.calls.push(ReadCall {
                    text: text.trim_end_matches(['!', '?']).to_string(),
                    line: pair.value_line,
                    column: pair.value_column,
                    alert,
                    explanation: None,
                });
            }
            "an" => {
                if let Some(call) = pending.calls.last_mut() {
                    let text = pair.value.trim();
                    if !text.is_empty() {
                        call.explanation = Some(text.to_string());
                    }
                }
            }
            "pc" => pending
                .cards
                .push((pair.value, pair.value_line, pair.value_column)),
            "mc" => pending.claim = Some((pair.value, pair.value_line, pair.value_column)),
            _ => {}
        }
    }
    finish(pending, index, &mut file);
    // A value never closed is found first but is the file's last problem.
    file.problems.sort_by_key(|p| (p.line, p.column));
    file
}

/// Reads the deals of a LIN file (one board per deal).
#[must_use]
pub fn read(bytes: &[u8]) -> HandFile {
    let file = read_games(bytes);
    HandFile {
        boards: file.games.iter().map(|g| g.board).collect(),
        problems: file.problems,
        rejected: file.rejected,
    }
}

// ------------------------------------------------------------- writing

/// A value with LIN's separators taken out (`|` cannot be in a value).
fn clean(text: &str) -> String {
    text.replace('|', "/")
}

/// The dealer digit of `md|`.
const fn dealer_digit(seat: Seat) -> char {
    match seat {
        Seat::South => '1',
        Seat::West => '2',
        Seat::North => '3',
        Seat::East => '4',
    }
}

/// One hand as `md|` writes it: `S…H…D…C…`, low cards first.
fn hand_text(hand: Hand) -> String {
    let mut out = String::new();
    for suit in Suit::DESC {
        out.push(suit.letter());
        for rank in (2..=14).filter_map(|r| Rank::try_new(r).ok()) {
            if hand.contains(Card { suit, rank }) {
                out.push(rank.letter());
            }
        }
    }
    out
}

/// A call as `mb|` writes it: `p`, `d`, `r`, `1C` … `7N`.
fn call_text(call: Call) -> String {
    match call {
        Call::Pass => "p".to_string(),
        Call::Double => "d".to_string(),
        Call::Redouble => "r".to_string(),
        Call::Bid(bid) => {
            let strain = super::pbn::call_text(Call::Bid(bid));
            strain.trim_end_matches('T').to_string()
        }
    }
}

/// The `sv|` letter.
const fn vulnerability_letter(v: Vulnerable) -> char {
    match v {
        Vulnerable::Neither => 'o',
        Vulnerable::NorthSouth => 'n',
        Vulnerable::EastWest => 'e',
        Vulnerable::Both => 'b',
    }
}

/// One board at one table as a line of LIN (no line end).
fn write_table(board: &Board, table: Option<&LinTable>, room: Option<Room>) -> String {
    let number = fold_board_number(u32::from(board.number.get()));
    let mut out = String::new();
    if let Some(room) = room {
        let letter = if room == Room::Closed { 'c' } else { 'o' };
        out.push_str(&format!("qx|{letter}{number}|"));
    }
    if let Some(t) = table
        && t.names.iter().any(|n| !n.is_empty())
    {
        let names: Vec<String> = LIN_SEATS
            .iter()
            .map(|s| clean(&t.names[*s as usize]).replace(',', " "))
            .collect();
        out.push_str(&format!("pn|{}|", names.join(",")));
    }
    let hands: Vec<String> = LIN_SEATS
        .iter()
        .map(|&s| hand_text(board.deal[s]))
        .collect();
    out.push_str(&format!(
        "st||md|{}{}|rh||ah|Board {number}|sv|{}|",
        dealer_digit(board.dealer),
        hands.join(","),
        vulnerability_letter(Vulnerable::of(board)),
    ));
    let Some(t) = table else {
        out.push_str("pg||");
        return out;
    };
    for (i, &call) in t.record.calls.iter().enumerate() {
        let note = t.notes.iter().find(|n| n.call == i);
        let alert = if note.is_some_and(|n| n.alert) {
            "!"
        } else {
            ""
        };
        out.push_str(&format!("mb|{}{alert}|", call_text(call)));
        if let Some(text) = note.and_then(|n| n.explanation.as_deref()) {
            out.push_str(&format!("an|{}|", clean(text)));
        }
    }
    out.push_str("pg||");
    let shown = t
        .claim
        .map_or(t.record.plays.len(), |c| c.after.min(t.record.plays.len()));
    for (i, card) in t.record.plays.iter().take(shown).enumerate() {
        out.push_str(&format!("pc|{}{}|", card.suit.letter(), card.rank.letter()));
        if i % 4 == 3 {
            out.push_str("pg||");
        }
    }
    if let Some(c) = t.claim {
        out.push_str(&format!("mc|{}|", c.tricks));
    }
    out
}

/// Writes games as a LIN file: a line per table (BBO's multi-board files),
/// `qx|o…|`/`qx|c…|` before each room of a deal played in two rooms.
#[must_use]
pub fn write(games: &[LinGame]) -> String {
    let mut out = String::new();
    for game in games {
        let two = game.open.is_some() && game.closed.is_some();
        if game.open.is_none() && game.closed.is_none() {
            out.push_str(&write_table(&game.board, None, None));
            out.push('\n');
        }
        for (room, table) in [(Room::Open, &game.open), (Room::Closed, &game.closed)] {
            if let Some(t) = table {
                let room = (two || room == Room::Closed).then_some(room);
                out.push_str(&write_table(&game.board, Some(t), room));
                out.push('\n');
            }
        }
    }
    out
}

// ---------------------------------------------------- handviewer links

/// BBO's handviewer, the page a link opens.
pub const HANDVIEWER: &str = "https://www.bridgebase.com/tools/handviewer.html";

/// A handviewer link showing one table of a game (its Open Room, else its
/// Closed Room, else the deal alone).
#[must_use]
pub fn handviewer_link(game: &LinGame) -> String {
    let table = game.open.as_ref().or(game.closed.as_ref());
    let lin = write_table(&game.board, table, None);
    format!("{HANDVIEWER}?lin={}", percent_encode(&lin))
}

/// Percent-encodes all but letters, digits and `-_.~,`.
fn percent_encode(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~,".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes a URL's query value: `%XX` and `+` (a space); a `%` not
/// followed by two hexadecimal digits stays as it is.
fn percent_decode(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        let hex = |k: usize| {
            bytes
                .get(k)
                .and_then(|&h| char::from(h).to_digit(16))
                .and_then(|d| u8::try_from(d).ok())
        };
        match b {
            b'%' => {
                if let (Some(h), Some(l)) = (hex(i + 1), hex(i + 2)) {
                    out.push(h * 16 + l);
                    i += 3;
                    continue;
                }
                out.push(b);
            }
            b'+' => out.push(b' '),
            _ => out.push(b),
        }
        i += 1;
    }
    out
}

/// Reads a handviewer link (or any text holding `lin=`): the `lin`
/// parameter, URL-decoded, read as a LIN file. Text with no `lin=` gives
/// one problem, [`ProblemKind::HandviewerWithoutLin`], and no board.
#[must_use]
pub fn read_handviewer(link: &str) -> LinFile {
    let link = link.trim();
    let found = link
        .match_indices("lin=")
        .find(|(i, _)| *i == 0 || link[..*i].ends_with(['?', '&', '#', ';']))
        .map(|(i, _)| i + 4);
    let Some(start) = found else {
        return LinFile {
            problems: vec![Problem::new(1, 1, ProblemKind::HandviewerWithoutLin)],
            ..LinFile::default()
        };
    };
    let rest = &link[start..];
    let value = rest.split(['&', '#']).next().unwrap_or_default();
    read_games(&percent_decode(value))
}

/// Whether pasted text is a handviewer link (holds a `lin=` parameter).
#[must_use]
pub fn is_handviewer_link(text: &str) -> bool {
    let t = text.trim();
    (t.starts_with("http") || t.starts_with("www.")) && t.contains("lin=")
}

#[cfg(test)]
mod tests;
