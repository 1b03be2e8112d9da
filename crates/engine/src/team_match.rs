//! [`TeamMatch`]: a match of N boards, each played in the Open Room (the
//! person as South) and the Closed Room (four computer players), compared
//! in net points and IMPs (seed 000 "What is Team Match").
//!
//! Who sits where is here too ([`Seating`]): which hands the person plays,
//! which the computer plays.

use crate::board::Board;
use crate::rules::Rules;
use crate::table::{Phase, Table};
use crate::team::{imps, net_score};
use contract_bridge::{Card, Seat};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub mod aids;

/// Boards in a match by default, and the bounds the person may choose.
pub const DEFAULT_LENGTH: u8 = 8;
/// Fewest boards in a match.
pub const MIN_LENGTH: u8 = 1;
/// Most boards in a match (a hand file's 32 deals).
pub const MAX_LENGTH: u8 = 32;

/// How many boards a match has: [`MIN_LENGTH`] to [`MAX_LENGTH`]. Stored
/// and sent as the bare number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct MatchLength(u8);

impl MatchLength {
    /// The shortest match.
    pub const MIN: Self = Self(MIN_LENGTH);
    /// The longest match (a hand file's 32 deals).
    pub const MAX: Self = Self(MAX_LENGTH);

    /// `boards`, brought into range.
    #[must_use]
    pub const fn clamped(boards: u8) -> Self {
        if boards < MIN_LENGTH {
            Self::MIN
        } else if boards > MAX_LENGTH {
            Self::MAX
        } else {
            Self(boards)
        }
    }

    /// The number of boards.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The number of boards, as an index bound.
    #[must_use]
    pub const fn boards(self) -> usize {
        self.0 as usize
    }
}

impl Default for MatchLength {
    fn default() -> Self {
        Self(DEFAULT_LENGTH)
    }
}

/// A number of boards outside [`MIN_LENGTH`] to [`MAX_LENGTH`] given as a
/// match's length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("a match has {MIN_LENGTH} to {MAX_LENGTH} boards, not {0}")]
pub struct MatchLengthError(pub u8);

impl TryFrom<u8> for MatchLength {
    type Error = MatchLengthError;

    fn try_from(boards: u8) -> Result<Self, MatchLengthError> {
        if (MIN_LENGTH..=MAX_LENGTH).contains(&boards) {
            Ok(Self(boards))
        } else {
            Err(MatchLengthError(boards))
        }
    }
}

impl From<MatchLength> for u8 {
    fn from(length: MatchLength) -> Self {
        length.0
    }
}

impl PartialEq<u8> for MatchLength {
    fn eq(&self, other: &u8) -> bool {
        self.0 == *other
    }
}

impl core::fmt::Display for MatchLength {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.0.fmt(f)
    }
}

/// Why a stored match was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum MatchError {
    /// More boards than the match's length.
    #[error("the stored match has an impossible number of boards")]
    TooManyBoards,
    /// A board's two rooms differ in deal or rules, or from the match's rules.
    #[error("the stored match's rooms do not hold the same deal")]
    RoomsDiffer,
    /// The list of deals from a file or link is short or holds a bad board.
    #[error("the stored match's list of deals is damaged")]
    DealsDamaged,
}

/// Mixed into a board's seed for the Open Room's computer players, so that
/// they do not make the Closed Room's choices in the same spots. (Saved
/// matches resume with the same decisions: the value must not change.)
const OPEN_ROOM_SALT: u64 = 0x0FE2_0000;

/// One board of the match: both rooms' tables.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchBoard {
    /// The person's table.
    pub open: Table,
    /// The computer's table, as far as it has played.
    pub closed: Table,
    /// Seed for the Closed Room's decisions (and the Open Room's bots).
    pub bot_seed: u64,
    /// Whether `closed` is a result shared in a deal link (a friend's), not
    /// the computer's Closed Room.
    #[serde(default)]
    pub shared: bool,
    /// The learning aids used on the person's table (for the scorecard).
    #[serde(default)]
    pub aids: aids::Aids,
    /// The board played again as practice, beside the first result; it
    /// does not count in the match.
    #[serde(default)]
    pub practice: Option<Table>,
}

/// Both rooms' results on a finished board, from the person's team's view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Comparison {
    /// Open Room North–South score.
    pub open_ns: i32,
    /// Closed Room North–South score (the teammates are East–West there).
    pub closed_ns: i32,
    /// Open NS + Closed EW.
    pub net: i32,
    /// IMPs for the net.
    pub imps: i32,
}

impl MatchBoard {
    /// Whether both rooms are done.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.open.is_over() && self.closed.is_over()
    }

    /// The seed of the computer's decisions at the person's table (the
    /// opponents, and North when it declares).
    #[must_use]
    pub const fn open_seed(&self) -> u64 {
        self.bot_seed ^ OPEN_ROOM_SALT
    }

    /// The seed of the computer's decisions in the Closed Room.
    #[must_use]
    pub const fn closed_seed(&self) -> u64 {
        self.bot_seed
    }

    /// The comparison, once both rooms are done.
    #[must_use]
    pub fn comparison(&self) -> Option<Comparison> {
        let open_ns = self.open.ns_score()?;
        let closed_ns = self.closed.ns_score()?;
        let net = net_score(open_ns, closed_ns);
        Some(Comparison {
            open_ns,
            closed_ns,
            net,
            imps: imps(net),
        })
    }
}

/// Where the boards of a match come from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// Dealt by the game: board `k` is dealt from a seed drawn for it.
    Dealt,
    /// Read from a hand file or a link, in order. A 20–20 board from here
    /// cannot be redealt: it is thrown in and scores 0 in both rooms.
    Given(Vec<Board>),
}

/// What [`TeamMatch::start_next`] did when it started a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Started {
    /// Deals thrown in (20–20) and dealt again before the board started;
    /// always 0 for boards from a file or a link, which are played as
    /// given.
    pub redealt: u32,
}

/// A match in progress or finished.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamMatch {
    /// The rules of every board.
    pub rules: Rules,
    /// How many boards.
    pub length: MatchLength,
    /// Where boards come from.
    pub source: Source,
    /// The boards so far; the last may be in progress.
    pub boards: Vec<MatchBoard>,
    /// Deals thrown in (20–20) and redealt so far, for the person's interest.
    pub redeals: u32,
}

impl TeamMatch {
    /// A new match of `length` boards dealt by the game.
    #[must_use]
    pub fn new(rules: Rules, length: MatchLength) -> Self {
        Self {
            rules,
            length,
            source: Source::Dealt,
            boards: Vec::new(),
            redeals: 0,
        }
    }

    /// A new match over given boards (a hand file, a link).
    #[must_use]
    pub fn from_boards(rules: Rules, boards: Vec<Board>) -> Self {
        let length = MatchLength::clamped(u8::try_from(boards.len()).unwrap_or(MAX_LENGTH));
        let mut boards = boards;
        boards.truncate(length.boards());
        Self {
            rules,
            length,
            source: Source::Given(boards),
            boards: Vec::new(),
            redeals: 0,
        }
    }

    /// The board being played (the last one).
    #[must_use]
    pub fn current(&self) -> Option<&MatchBoard> {
        self.boards.last()
    }

    /// The board being played, mutably.
    pub fn current_mut(&mut self) -> Option<&mut MatchBoard> {
        self.boards.last_mut()
    }

    /// Whether every board is played in both rooms.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.boards.len() >= self.length.boards() && self.boards.iter().all(MatchBoard::is_complete)
    }

    /// Whether the next board may be started: the match has boards left and
    /// the person's table is done (the Closed Room may still be playing).
    #[must_use]
    pub fn can_start_next(&self) -> bool {
        self.boards.len() < self.length.boards() && self.current().is_none_or(|b| b.open.is_over())
    }

    /// The board whose Closed Room the computer plays next: the first
    /// whose Closed Room is not over (the person may have gone on to the
    /// next board before it was done).
    #[must_use]
    pub fn next_closed_room(&self) -> Option<usize> {
        self.boards.iter().position(|b| !b.closed.is_over())
    }

    /// Starts the next board. Dealt boards are numbered from 1 with the
    /// standard dealer and vulnerability (so the dealer moves clockwise);
    /// a 20–20 deal is redealt at once from `seeds` until one is playable
    /// (and counted in [`Self::redeals`]). Returns `None` when no board
    /// could be started.
    pub fn start_next(&mut self, mut seeds: impl FnMut() -> u64) -> Option<Started> {
        if !self.can_start_next() {
            return None;
        }
        let index = self.boards.len();
        let mut redealt = 0;
        let board = match &self.source {
            Source::Given(list) => *list.get(index)?,
            Source::Dealt => {
                let number = (index % usize::from(crate::board::MAX_BOARD)) as u8 + 1;
                loop {
                    let board = Board::from_seed(number, seeds());
                    if Table::new(board, self.rules).phase() != Phase::ThrownIn {
                        break board;
                    }
                    redealt += 1;
                }
            }
        };
        let open = Table::new(board, self.rules);
        let closed = Table::new(board, self.rules);
        self.boards.push(MatchBoard {
            open,
            closed,
            bot_seed: seeds(),
            shared: false,
            aids: aids::Aids::default(),
            practice: None,
        });
        self.redeals = self.redeals.saturating_add(redealt);
        Some(Started { redealt })
    }

    /// Running totals over the boards complete in both rooms: net points
    /// and IMPs.
    #[must_use]
    pub fn totals(&self) -> (i32, i32) {
        self.boards
            .iter()
            .filter_map(MatchBoard::comparison)
            .fold((0, 0), |(n, i), c| (n + c.net, i + c.imps))
    }

    /// Checks a match read from storage: every table already replayed on
    /// deserialising; here the shape (length, board count, rules).
    ///
    /// # Errors
    /// What is wrong, for the notice.
    pub fn validate(self) -> Result<Self, MatchError> {
        if self.boards.len() > self.length.boards() {
            return Err(MatchError::TooManyBoards);
        }
        if self.boards.iter().any(|b| {
            b.open.board() != b.closed.board()
                || b.open.rules() != self.rules
                || b.closed.rules() != self.rules
                || b.practice
                    .as_ref()
                    .is_some_and(|p| p.board() != b.open.board() || p.rules() != self.rules)
        }) {
            return Err(MatchError::RoomsDiffer);
        }
        if let Source::Given(list) = &self.source
            && (list.len() < self.length.boards() || list.iter().any(|b| b.validate().is_err()))
        {
            return Err(MatchError::DealsDamaged);
        }
        Ok(self)
    }
}

/// Who plays which hand at the person's table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Seating {
    /// When North is the declarer, let the computer declare it with the
    /// person as dummy, watching (otherwise the person plays both hands).
    pub north_declares: bool,
}

impl Seating {
    /// Whether the person decides for `seat` (calls in the auction as it,
    /// names the contract as it, or plays its cards). The person is South,
    /// and in contract bridge's auction South only (North is a computer
    /// there); when North–South declare the person plays both hands,
    /// unless a computer North declares.
    #[must_use]
    pub fn person_plays(self, table: &Table, seat: Seat) -> bool {
        if table.phase() == Phase::Auction {
            return seat == Seat::South;
        }
        let Some(declarer) = table.declarer() else {
            return false;
        };
        let ns_declares = matches!(declarer, Seat::North | Seat::South);
        match seat {
            Seat::South => !(ns_declares && declarer == Seat::North && self.north_declares),
            Seat::North => ns_declares && !(declarer == Seat::North && self.north_declares),
            Seat::East | Seat::West => false,
        }
    }

    /// The seats whose cards the computer chooses at the person's table now
    /// ([`crate::view::SeatView::robots`]): every seat the person does not
    /// play.
    #[must_use]
    pub fn robots(self, table: &Table) -> [bool; 4] {
        Seat::ALL.map(|s| !self.person_plays(table, s))
    }

    /// Whether the person, sitting South, sees the cards of `seat` now: the
    /// hands they play, dummy once it is faced, and every hand once the
    /// board is over (for the review).
    #[must_use]
    pub fn sees(self, table: &Table, seat: Seat) -> bool {
        seat == Seat::South
            || self.person_plays(table, seat)
            || (Some(seat) == table.dummy() && table.dummy_visible_to(Seat::South))
            || table.to_act().is_none()
    }

    /// Whether the person may play `card` from the hand `seat` now: it is
    /// that hand's turn, the person plays it, and the card is legal.
    #[must_use]
    pub fn may_play(self, table: &Table, seat: Seat, card: Card) -> bool {
        self.person_plays(table, seat) && table.legal_cards(seat).contains(card)
    }

    /// Whether the person must act now at `table`.
    #[must_use]
    pub fn persons_turn(self, table: &Table) -> bool {
        table
            .to_act()
            .is_some_and(|seat| self.person_plays(table, seat))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::{self, Level};

    fn counter() -> impl FnMut() -> u64 {
        let mut n = 100;
        move || {
            n += 1;
            n
        }
    }

    #[test]
    fn a_match_deals_boards_in_order_and_adds_up() {
        let mut m = TeamMatch::new(Rules::MINIBRIDGE, MatchLength::clamped(2));
        let mut seeds = counter();
        assert_eq!(m.start_next(&mut seeds).map(|s| s.redealt), Some(0));
        assert_eq!(
            m.start_next(&mut seeds),
            None,
            "the first board is not played yet"
        );
        for board in 1..=2u8 {
            let b = m.current_mut().unwrap();
            assert_eq!(b.open.board().number, board);
            assert_eq!(b.open.board().dealer, crate::board::standard_dealer(board));
            let seed = b.bot_seed;
            bot::play_out(&mut b.open, Level::Beginner, seed);
            bot::play_out(&mut b.closed, Level::Beginner, seed + 1);
            let c = b.comparison().unwrap();
            assert_eq!(c.net, c.open_ns - c.closed_ns);
            assert_eq!(c.imps, imps(c.net));
            m.start_next(&mut seeds);
        }
        assert!(m.is_over());
        let (net, total_imps) = m.totals();
        let sum: Vec<Comparison> = m.boards.iter().filter_map(MatchBoard::comparison).collect();
        assert_eq!(net, sum.iter().map(|c| c.net).sum::<i32>());
        assert_eq!(total_imps, sum.iter().map(|c| c.imps).sum::<i32>());
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(
            serde_json::from_str::<TeamMatch>(&json)
                .unwrap()
                .validate()
                .unwrap(),
            m
        );
    }

    #[test]
    fn given_thrown_in_board_scores_zero_in_both_rooms() {
        let deal = "N:AKQJ.432.432.432 T98.AKQJ.765.765 765.T98.AKQJ.T98 432.765.T98.AKQJ";
        let board = Board::with_standard_conditions(5, deal.parse().unwrap(), None);
        let mut m = TeamMatch::from_boards(Rules::MINIBRIDGE, vec![board]);
        assert_eq!(
            m.start_next(counter()),
            Some(Started { redealt: 0 }),
            "a given board is never redealt"
        );
        let c = m.current().unwrap().comparison().unwrap();
        assert_eq!((c.open_ns, c.closed_ns, c.net, c.imps), (0, 0, 0, 0));
        assert!(m.is_over());
    }

    #[test]
    fn thrown_in_deals_are_redealt_and_counted() {
        let thrown_in = |s: &u64| {
            Table::new(Board::from_seed(1, *s), Rules::MINIBRIDGE).phase() == Phase::ThrownIn
        };
        let first = (0..).find(thrown_in).unwrap();
        let playable = (0..).find(|s| !thrown_in(s)).unwrap();
        let mut seeds = [first, playable, 7].into_iter();
        let mut m = TeamMatch::new(Rules::MINIBRIDGE, MatchLength::clamped(2));
        assert_eq!(
            m.start_next(|| seeds.next().unwrap()),
            Some(Started { redealt: 1 })
        );
        assert_eq!(m.redeals, 1);
        assert_eq!(m.current().unwrap().open.board().seed, Some(playable));
        assert_eq!(m.current().unwrap().bot_seed, 7);
    }

    #[test]
    fn the_closed_rooms_are_played_in_board_order() {
        let mut m = TeamMatch::new(Rules::MINIBRIDGE, MatchLength::clamped(3));
        let mut seeds = counter();
        assert_eq!(m.next_closed_room(), None, "no board yet");
        m.start_next(&mut seeds);
        assert_eq!(m.next_closed_room(), Some(0));
        // The person finishes board 1 and goes on before the Closed Room.
        let seed = m.boards[0].open_seed();
        bot::play_out(&mut m.boards[0].open, Level::Beginner, seed);
        m.start_next(&mut seeds);
        assert_eq!(m.next_closed_room(), Some(0));
        let seed = m.boards[0].closed_seed();
        bot::play_out(&mut m.boards[0].closed, Level::Beginner, seed);
        assert_eq!(m.next_closed_room(), Some(1));
        let seed = m.boards[1].closed_seed();
        bot::play_out(&mut m.boards[1].closed, Level::Beginner, seed);
        assert_eq!(m.next_closed_room(), None);
    }

    #[test]
    fn the_rooms_have_their_own_seeds() {
        let mut m = TeamMatch::new(Rules::MINIBRIDGE, MatchLength::MIN);
        m.start_next(counter());
        let b = m.current().unwrap();
        assert_eq!(b.closed_seed(), b.bot_seed);
        assert_ne!(b.open_seed(), b.closed_seed());
        // Fixed: a saved match resumes with the decisions it was playing.
        assert_eq!(b.open_seed(), b.bot_seed ^ 0x0FE2_0000);
    }

    #[test]
    fn the_match_is_over_when_both_rooms_of_the_last_board_are() {
        let mut m = TeamMatch::new(Rules::MINIBRIDGE, MatchLength::MIN);
        m.start_next(counter());
        let b = m.current_mut().unwrap();
        let seed = b.open_seed();
        bot::play_out(&mut b.open, Level::Beginner, seed);
        assert!(
            !m.can_start_next() && !m.is_over(),
            "the Closed Room is still playing"
        );
        let b = m.current_mut().unwrap();
        let seed = b.closed_seed();
        bot::play_out(&mut b.closed, Level::Beginner, seed);
        assert!(m.is_over());
    }

    #[test]
    fn a_match_length_is_one_to_thirty_two_and_stored_as_the_number() {
        assert_eq!(MatchLength::clamped(0), MatchLength::MIN);
        assert_eq!(MatchLength::clamped(99), MatchLength::MAX);
        assert_eq!(MatchLength::default().get(), DEFAULT_LENGTH);
        assert_eq!(MatchLength::try_from(33), Err(MatchLengthError(33)));
        assert_eq!(
            serde_json::to_string(&MatchLength::clamped(12)).unwrap(),
            "12"
        );
        assert_eq!(
            serde_json::from_str::<MatchLength>("12").unwrap(),
            MatchLength::clamped(12)
        );
        assert!(serde_json::from_str::<MatchLength>("0").is_err());
        assert!(serde_json::from_str::<MatchLength>("33").is_err());
    }

    #[test]
    fn a_match_saved_by_todays_page_still_loads() {
        // The saved form before the limits became types: length, board
        // number and undertrick are bare numbers.
        let mut m = TeamMatch::new(
            Rules {
                undertrick: crate::rules::Undertrick::Hundred,
                ..Rules::MINIBRIDGE
            },
            MatchLength::clamped(3),
        );
        m.start_next(counter());
        let json = serde_json::to_value(&m).unwrap();
        assert_eq!(json["length"], 3);
        assert_eq!(json["rules"]["undertrick"], 100);
        assert_eq!(json["boards"][0]["open"]["board"]["number"], 1);
        let text = r#"{"rules":{"variant":"MiniBridge","undertrick":100},"length":3,"source":"Dealt","boards":[],"redeals":2}"#;
        let read: TeamMatch = serde_json::from_str(text).unwrap();
        assert_eq!(read.length, 3);
        assert_eq!(read.redeals, 2);
        assert_eq!(
            serde_json::to_string(&read).unwrap(),
            text,
            "and it is written back the same"
        );
        let long = text.replace(r#""length":3"#, r#""length":40"#);
        assert!(
            serde_json::from_str::<TeamMatch>(&long).is_err(),
            "a length out of range is refused on reading"
        );
        let extra = text.replace(r#""length":3"#, r#""length":1"#).replace(
            r#""boards":[]"#,
            &format!(r#""boards":[{},{}]"#, json["boards"][0], json["boards"][0]),
        );
        assert_eq!(
            serde_json::from_str::<TeamMatch>(&extra)
                .unwrap()
                .validate(),
            Err(MatchError::TooManyBoards)
        );
    }

    #[test]
    fn a_file_is_cut_to_the_longest_match() {
        let boards: Vec<Board> = (1..=40u8)
            .map(|n| Board::from_seed(n, u64::from(n)))
            .collect();
        let m = TeamMatch::from_boards(Rules::MINIBRIDGE, boards);
        assert_eq!(m.length, MAX_LENGTH);
        assert!(matches!(&m.source, Source::Given(list) if list.len() == usize::from(MAX_LENGTH)));
    }

    #[test]
    fn the_person_may_play_only_a_legal_card_of_a_hand_they_play() {
        // Lesson deal one: South declares; the person plays North too.
        let deal = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64";
        let mut t = Table::new(
            Board::with_standard_conditions(1, deal.parse().unwrap(), None),
            Rules::MINIBRIDGE,
        );
        let s = Seating::default();
        let card = |c: &str| c.parse::<Card>().unwrap();
        assert!(
            !s.may_play(&t, Seat::South, card("SQ")),
            "no card before the contract"
        );
        t.name_contract(
            Seat::South,
            crate::contract::Contract::all(Rules::MINIBRIDGE)[4],
        )
        .unwrap();
        assert!(
            !s.may_play(&t, Seat::West, card("HJ")),
            "West is the computer's"
        );
        t.play(Seat::West, card("HJ")).unwrap();
        assert!(
            s.may_play(&t, Seat::North, card("H8")),
            "dummy's card, the person's to play"
        );
        assert!(!s.may_play(&t, Seat::North, card("SK")), "must follow suit");
        assert!(!s.may_play(&t, Seat::South, card("HA")), "not South's turn");
        let watching = Seating {
            north_declares: true,
        };
        let rotated = "N:Q5.AK65.AT2.AJT9 A82.JT743.K97.64 KJT6.82.864.KQ52 9743.Q9.QJ53.873";
        let mut t = Table::new(
            Board::with_standard_conditions(1, rotated.parse().unwrap(), None),
            Rules::MINIBRIDGE,
        );
        t.name_contract(
            Seat::North,
            crate::contract::Contract::all(Rules::MINIBRIDGE)[4],
        )
        .unwrap();
        t.play(Seat::East, card("HJ")).unwrap();
        assert!(
            !watching.may_play(&t, Seat::South, card("H8")),
            "the computer North plays its dummy"
        );
    }

    #[test]
    fn seating_follows_the_help() {
        // Lesson deal one: South declares; the person plays North too.
        let deal = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64";
        let t = Table::new(
            Board::with_standard_conditions(1, deal.parse().unwrap(), None),
            Rules::MINIBRIDGE,
        );
        let s = Seating::default();
        assert!(s.person_plays(&t, Seat::South) && s.person_plays(&t, Seat::North));
        assert!(!s.person_plays(&t, Seat::East) && !s.person_plays(&t, Seat::West));
        // Rotate the deal so North is the stronger hand.
        let rotated = "N:Q5.AK65.AT2.AJT9 A82.JT743.K97.64 KJT6.82.864.KQ52 9743.Q9.QJ53.873";
        let t = Table::new(
            Board::with_standard_conditions(1, rotated.parse().unwrap(), None),
            Rules::MINIBRIDGE,
        );
        assert_eq!(t.declarer(), Some(Seat::North));
        assert!(s.person_plays(&t, Seat::North));
        let watching = Seating {
            north_declares: true,
        };
        assert!(!watching.person_plays(&t, Seat::North) && !watching.person_plays(&t, Seat::South));
        // The Expert reads no card the person chose: North's are the
        // person's when they play both hands.
        assert_eq!(s.robots(&t), [false, true, false, true]);
        assert_eq!(watching.robots(&t), [true; 4]);
        // As dummy the person sees their own hand, not the declarer's.
        assert!(watching.sees(&t, Seat::South) && !watching.sees(&t, Seat::North));
    }

    #[test]
    fn what_south_sees_in_each_game() {
        // Lesson deal two, dealer South: West declares, East is dummy.
        let deal = "N:AK76.852.J872.T2 853.Q764.KQ96.Q4 Q92.AKJ3.T54.975 JT4.T9.A3.AKJ863";
        let board = Board {
            dealer: Seat::South,
            ..Board::with_standard_conditions(3, deal.parse().unwrap(), None)
        };
        let s = Seating::default();
        for rules in [Rules::MINIBRIDGE, Rules::HALFBRIDGE] {
            let mut t = Table::new(board, rules);
            assert_eq!(t.declarer(), Some(Seat::West));
            assert!(s.sees(&t, Seat::South) && !s.sees(&t, Seat::North) && !s.sees(&t, Seat::West));
            // MiniBridge faces dummy at once; HalfBridge after the opening lead.
            assert_eq!(s.sees(&t, Seat::East), rules == Rules::MINIBRIDGE);
            let c = crate::contract::Contract::all(rules)[0];
            t.name_contract(Seat::West, c).unwrap();
            assert_eq!(s.sees(&t, Seat::East), rules == Rules::MINIBRIDGE);
            let lead = t.legal_cards(Seat::North).iter().next().unwrap();
            t.play(Seat::North, lead).unwrap();
            assert!(s.sees(&t, Seat::East));
            assert!(!s.sees(&t, Seat::West));
        }
    }

    #[test]
    fn in_contract_bridge_s_auction_the_person_calls_for_south_only() {
        use contract_bridge::auction::Call;
        // Board 3: South deals.
        let mut t = Table::new(Board::from_seed(3, 11), Rules::CONTRACT);
        let s = Seating::default();
        assert_eq!(t.to_act(), Some(Seat::South));
        assert!(
            s.persons_turn(&t)
                && s.person_plays(&t, Seat::South)
                && !s.person_plays(&t, Seat::North)
        );
        t.call(Seat::South, Call::Bid("1NT".parse().unwrap()))
            .unwrap();
        // West, then North: a computer's call, partner or not.
        assert!(!s.persons_turn(&t));
        t.call(Seat::West, Call::Pass).unwrap();
        assert_eq!(t.to_act(), Some(Seat::North));
        assert!(!s.persons_turn(&t));
        t.call(Seat::North, Call::Pass).unwrap();
        t.call(Seat::East, Call::Pass).unwrap();
        // South declares 1NT: the person plays both hands.
        assert_eq!(t.declarer(), Some(Seat::South));
        assert!(s.person_plays(&t, Seat::North) && s.person_plays(&t, Seat::South));
    }
}
