//! Learning aids in a match: undo, the marks a board gets when a hint, an
//! undo or a claim was used, playing a board again as practice, and
//! declarer practice (deals turned so that the person's side declares).
//!
//! The marks and practice tables are stored on each [`MatchBoard`] with
//! `#[serde(default)]`, so matches saved before them still load. Nothing
//! here changes the Closed Room or the match totals.

use super::{MatchBoard, Seating, Source, Started, TeamMatch};
use crate::announce::Announcements;
use crate::board::Board;
use crate::table::{Table, TableRecord};
use contract_bridge::{Builder, Seat};
use serde::{Deserialize, Serialize};

/// A learning aid that marks the board it was used on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Aid {
    /// The person asked for a hint.
    Hint,
    /// The person took a decision back.
    Undo,
    /// The person claimed.
    Claim,
}

/// The aids used on a board, shown in the scorecard; its result counts as
/// played all the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Aids {
    /// A hint was asked for.
    pub hint: bool,
    /// A decision was taken back.
    pub undo: bool,
    /// The person claimed.
    pub claim: bool,
}

impl Aids {
    /// Marks `aid` as used.
    pub const fn mark(&mut self, aid: Aid) {
        match aid {
            Aid::Hint => self.hint = true,
            Aid::Undo => self.undo = true,
            Aid::Claim => self.claim = true,
        }
    }

    /// Whether `aid` was used.
    #[must_use]
    pub const fn used(self, aid: Aid) -> bool {
        match aid {
            Aid::Hint => self.hint,
            Aid::Undo => self.undo,
            Aid::Claim => self.claim,
        }
    }

    /// Whether any aid was used.
    #[must_use]
    pub const fn any(self) -> bool {
        self.hint || self.undo || self.claim
    }
}

/// `table` with the person's last decision taken back, and the computer's
/// calls and cards after it: the table as it stood when the person was to
/// make it. The contract counts as a decision when the person named it, and
/// in contract bridge each of the person's calls, so undoing goes back as
/// far as the contract choice or the person's first call. `None` when the
/// person has made no decision at this table.
#[must_use]
pub fn undo(table: &Table, seating: Seating) -> Option<Table> {
    let record = table.record();
    let mut replay = Table::new(record.board, record.rules);
    // Where the record stood before each of the person's decisions: the
    // calls kept, whether the contract is kept, the cards kept.
    let mut last: Option<(usize, bool, usize)> = None;
    for (i, &call) in record.calls.iter().enumerate() {
        let seat = replay.to_act()?;
        if seating.person_plays(&replay, seat) {
            last = Some((i, false, 0));
        }
        replay.call(seat, call).ok()?;
    }
    // A contract named (not reached by an auction) is a decision of its own.
    if let Some(contract) = record.contract
        && !record.rules.has_auction()
    {
        let declarer = replay.declarer()?;
        if seating.person_plays(&replay, declarer) {
            last = Some((0, false, 0));
        }
        replay.name_contract(declarer, contract).ok()?;
    }
    for (i, &card) in record.plays.iter().enumerate() {
        let seat = replay.to_act()?;
        if seating.person_plays(&replay, seat) {
            last = Some((record.calls.len(), true, i));
        }
        replay.play(seat, card).ok()?;
    }
    let (calls, keep_contract, cards) = last?;
    let earlier = TableRecord {
        calls: record.calls[..calls].to_vec(),
        contract: if keep_contract { record.contract } else { None },
        plays: record.plays[..cards].to_vec(),
        ..record
    };
    Table::replay(&earlier).ok()
}

impl MatchBoard {
    /// The practice table's North–South score, once it is over.
    #[must_use]
    pub fn practice_ns(&self) -> Option<i32> {
        self.practice.as_ref().and_then(Table::ns_score)
    }
}

impl TeamMatch {
    /// The index of the board being played again, if a practice table is
    /// in progress.
    #[must_use]
    pub fn practising(&self) -> Option<usize> {
        self.boards
            .iter()
            .position(|b| b.practice.as_ref().is_some_and(|t| !t.is_over()))
    }

    /// The table the person is playing: the practice table while one is in
    /// progress, else the current board's Open Room.
    #[must_use]
    pub fn persons_table(&self) -> Option<&Table> {
        match self.practising() {
            Some(i) => self.boards.get(i)?.practice.as_ref(),
            None => self.current().map(|b| &b.open),
        }
    }

    /// The table the person is playing, mutably (see
    /// [`Self::persons_table`]).
    pub fn persons_table_mut(&mut self) -> Option<&mut Table> {
        match self.practising() {
            Some(i) => self.boards.get_mut(i)?.practice.as_mut(),
            None => self.current_mut().map(|b| &mut b.open),
        }
    }

    /// Marks the current board with `aid`, unless the person is practising
    /// (a practice table is not part of the match).
    pub fn mark(&mut self, aid: Aid) {
        if self.practising().is_none()
            && let Some(b) = self.current_mut()
        {
            b.aids.mark(aid);
        }
    }

    /// Takes back the person's last decision at the table they are playing
    /// ([`undo`]), marking the board. The Closed Room is untouched. Returns
    /// whether anything was taken back.
    pub fn undo(&mut self, seating: Seating) -> bool {
        let Some(table) = self.persons_table_mut() else {
            return false;
        };
        let Some(earlier) = undo(table, seating) else {
            return false;
        };
        *table = earlier;
        self.mark(Aid::Undo);
        true
    }

    /// Starts playing board `index` again from its deal, as practice: the
    /// result is kept beside the first one (replacing an earlier practice)
    /// and does not change the match. Only a board whose Open Room is over,
    /// while the person is not in the middle of a board. Returns whether it
    /// started.
    pub fn play_again(&mut self, index: usize) -> bool {
        let busy = self.current().is_some_and(|b| !b.open.is_over());
        let rules = self.rules;
        let Some(board) = self.boards.get(index) else {
            return false;
        };
        if busy || !board.open.is_over() {
            return false;
        }
        for b in &mut self.boards {
            if b.practice.as_ref().is_some_and(|t| !t.is_over()) {
                b.practice = None;
            }
        }
        let Some(board) = self.boards.get_mut(index) else {
            return false;
        };
        board.practice = Some(Table::new(*board.open.board(), rules));
        true
    }

    /// [`Self::start_next`] for declarer practice: a board the game deals
    /// is turned so that North–South declare
    /// ([`Board::turned_for_north_south`]) in both rooms; boards from a
    /// file or a link are played as given.
    pub fn start_next_declaring(&mut self, seeds: impl FnMut() -> u64) -> Option<Started> {
        let started = self.start_next(seeds)?;
        if matches!(self.source, Source::Dealt)
            && let Some(b) = self.current_mut()
        {
            let turned = b.open.board().turned_for_north_south();
            if turned != *b.open.board() {
                let rules = b.open.rules();
                b.open = Table::new(turned, rules);
                b.closed = Table::new(turned, rules);
            }
        }
        Some(started)
    }
}

impl Board {
    /// The deal turned a quarter so that North–South hold more points, the
    /// dealer turned with it and nothing else changed (number,
    /// vulnerability). The East–West declarer lands in South. A board on
    /// which North–South already hold more points, or a 20–20 deal, is
    /// returned as it is. The turned board has no seed (the seed deals the
    /// board before turning).
    #[must_use]
    pub fn turned_for_north_south(self) -> Self {
        let announcements = Announcements::new(&self.deal, self.dealer);
        if announcements.side(Seat::East) <= announcements.side(Seat::North) {
            return self;
        }
        let declarer = match announcements.outcome() {
            crate::announce::Outcome::Declarer(seat) => seat,
            crate::announce::Outcome::ThrowIn => return self,
        };
        // Each hand moves to `to(seat)`: East to South (clockwise) or West
        // to South (anticlockwise).
        let to = |seat: Seat| {
            if declarer == Seat::East {
                seat.lho()
            } else {
                seat.rho()
            }
        };
        let mut builder = Builder::new();
        for seat in Seat::ALL {
            builder[to(seat)] = self.deal[seat];
        }
        let Ok(deal) = builder.build_full() else {
            return self;
        };
        Self {
            deal,
            dealer: to(self.dealer),
            seed: None,
            ..self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::{self, Level};
    use crate::rules::Rules;
    use crate::table::Phase;
    use crate::team_match::MatchLength;

    fn counter(start: u64) -> impl FnMut() -> u64 {
        let mut n = start;
        move || {
            n += 1;
            n
        }
    }

    /// Plays the person's table: every seat by the Beginner, until the
    /// person has made `decisions` decisions (or the table is over).
    fn person_plays(
        table: &mut Table,
        seating: Seating,
        decisions: usize,
        seed: u64,
    ) -> Vec<TableRecord> {
        let mut before_each = Vec::new();
        while let Some(seat) = table.to_act() {
            let controller = if table.phase() == Phase::Contract {
                seat
            } else {
                table.controller(seat)
            };
            if seating.person_plays(table, seat) || seating.person_plays(table, controller) {
                if before_each.len() == decisions {
                    break;
                }
                before_each.push(table.record());
            }
            bot::step(table, Level::Beginner, seed);
        }
        before_each
    }

    #[test]
    fn undo_goes_back_one_decision_at_a_time_down_to_the_contract() {
        let seating = Seating::default();
        let mut checked = 0;
        for seed in 0..20u64 {
            let mut t = Table::new(Board::from_seed(1, seed), Rules::MINIBRIDGE);
            if t.declarer().is_none() {
                continue;
            }
            let history = person_plays(&mut t, seating, 60, seed);
            assert!(
                !history.is_empty(),
                "the person plays South's cards at least"
            );
            let mut at = t.clone();
            for want in history.iter().rev() {
                at = undo(&at, seating).expect("a decision to take back");
                assert_eq!(&at.record(), want, "seed {seed}");
                assert!(seating.persons_turn(&at));
            }
            assert_eq!(
                undo(&at, seating),
                None,
                "nothing before the first decision"
            );
            let ns_declares = matches!(t.declarer(), Some(Seat::North | Seat::South));
            assert_eq!(
                at.contract().is_none(),
                ns_declares,
                "back to the contract choice when it was the person's"
            );
            checked += 1;
        }
        assert!(checked > 10);
    }

    #[test]
    fn undo_in_contract_bridge_goes_back_to_each_of_south_s_calls() {
        let seating = Seating::default();
        let mut checked = 0;
        for seed in 0..12u64 {
            let mut t = Table::new(Board::from_seed(3, seed), Rules::CONTRACT);
            // Before each of South's calls, the record; then the board to its end.
            let mut before_calls = Vec::new();
            while t.phase() == Phase::Auction {
                if t.to_act() == Some(Seat::South) {
                    before_calls.push(t.record());
                }
                bot::step(&mut t, Level::Beginner, seed);
            }
            if t.phase() != Phase::Play {
                continue;
            }
            let mut at = t.clone();
            // Back through the person's cards (if any) to the auction...
            while at.phase() == Phase::Play {
                at = undo(&at, seating).expect("a decision to take back");
                assert!(seating.persons_turn(&at), "seed {seed}");
            }
            assert_eq!(
                Some(&at.record()),
                before_calls.last(),
                "back at South's last call, seed {seed}"
            );
            // ...then one of South's calls at a time, down to the first.
            for want in before_calls.iter().rev().skip(1) {
                at = undo(&at, seating).expect("a call to take back");
                assert_eq!(&at.record(), want, "seed {seed}");
            }
            assert_eq!(Some(&at.record()), before_calls.first(), "seed {seed}");
            assert_eq!(
                undo(&at, seating),
                None,
                "nothing before South's first call"
            );
            checked += 1;
        }
        assert!(checked > 3, "{checked} boards played");
    }

    #[test]
    fn undo_in_the_match_leaves_the_closed_room_and_marks_the_board() {
        let mut m = TeamMatch::new(Rules::MINIBRIDGE, MatchLength::clamped(2));
        m.start_next(counter(7));
        let seating = Seating::default();
        let b = m.current_mut().unwrap();
        let seed = b.bot_seed;
        bot::play_out(&mut b.closed, Level::Beginner, seed);
        let closed = b.closed.clone();
        person_plays(&mut b.open, seating, 3, seed);
        let before = b.open.clone();
        assert!(m.undo(seating));
        let b = m.current().unwrap();
        assert_ne!(b.open, before);
        assert_eq!(b.closed, closed);
        assert!(b.aids.undo && !b.aids.hint && !b.aids.claim && b.aids.any());
        m.mark(Aid::Hint);
        assert!(m.current().unwrap().aids.used(Aid::Hint));
    }

    #[test]
    fn old_saves_load_without_the_new_fields() {
        let mut m = TeamMatch::new(Rules::MINIBRIDGE, MatchLength::clamped(1));
        m.start_next(counter(1));
        let mut json: serde_json::Value = serde_json::to_value(&m).unwrap();
        let board = json["boards"][0].as_object_mut().unwrap();
        assert!(board.remove("aids").is_some() && board.remove("practice").is_some());
        let back: TeamMatch = serde_json::from_value(json).unwrap();
        assert_eq!(back, m);
        assert_eq!(back.boards[0].aids, Aids::default());
    }

    #[test]
    fn a_board_played_again_keeps_the_totals() {
        let mut m = TeamMatch::new(Rules::HALFBRIDGE, MatchLength::clamped(2));
        let mut seeds = counter(20);
        m.start_next(&mut seeds);
        assert!(!m.play_again(0), "not while the board is being played");
        let b = m.current_mut().unwrap();
        let seed = b.bot_seed;
        bot::play_out(&mut b.open, Level::Beginner, seed);
        bot::play_out(&mut b.closed, Level::Beginner, seed + 1);
        let totals = m.totals();
        assert!(m.play_again(0));
        assert_eq!(m.practising(), Some(0));
        assert_eq!(m.persons_table().unwrap().plays().len(), 0);
        m.mark(Aid::Hint);
        assert!(!m.boards[0].aids.hint, "practice is not marked");
        let t = m.persons_table_mut().unwrap();
        bot::play_out(t, Level::Standard, seed);
        assert_eq!(m.practising(), None);
        assert!(m.boards[0].practice_ns().is_some());
        assert_eq!(m.totals(), totals);
        assert!(m.start_next(&mut seeds).is_some());
    }

    #[test]
    fn turned_deals_give_north_south_the_points_and_the_same_play() {
        let mut turned_some = 0;
        for seed in 0..40u64 {
            let board = Board::from_seed((seed % 16 + 1) as u8, seed);
            let turned = board.turned_for_north_south();
            let a = Announcements::new(&turned.deal, turned.dealer);
            let before = Announcements::new(&board.deal, board.dealer);
            assert_eq!(
                (turned.number, turned.vulnerability),
                (board.number, board.vulnerability)
            );
            if before.side(Seat::North) == before.side(Seat::East) {
                assert_eq!(turned, board);
                continue;
            }
            assert!(a.side(Seat::North) > a.side(Seat::East), "seed {seed}");
            if turned != board {
                turned_some += 1;
                let Some(d) = Table::new(turned, Rules::MINIBRIDGE).declarer() else {
                    panic!("seed {seed}")
                };
                assert_eq!(d, Seat::South, "the East–West declarer lands in South");
                // The same hands in the same announcing order.
                assert_eq!(
                    before.order().map(|s| before.of(s)),
                    a.order().map(|s| a.of(s))
                );
                assert_eq!(turned.seed, None);
            }
        }
        assert!(turned_some > 5);
        let mut m = TeamMatch::new(Rules::MINIBRIDGE, MatchLength::clamped(8));
        let mut seeds = counter(300);
        for _ in 0..8 {
            assert!(m.start_next_declaring(&mut seeds).is_some());
            let b = m.current_mut().unwrap();
            assert!(matches!(b.open.declarer(), Some(Seat::North | Seat::South)));
            assert_eq!(b.open.board(), b.closed.board());
            let seed = b.bot_seed;
            bot::play_out(&mut b.open, Level::Beginner, seed);
        }
    }
}
