//! [`SeatView`]: what one player knows at the table, and nothing more.
//!
//! The computer players decide from a `SeatView`, never from a [`Table`],
//! so they cannot peek: their own hand, dummy once it is faced, every card
//! played, and the announced points (public in MiniBridge and HalfBridge),
//! or in contract bridge the auction (each hand's points are then not
//! announced: only the player's own count is in the view).
//! It is also what the page sends to a worker for a decision.

use crate::announce::Announcements;
use crate::auction;
use crate::contract::Contract;
use crate::rules::Rules;
use crate::table::{Phase, Table, Trick};
use contract_bridge::auction::Call;
use contract_bridge::{AbsoluteVulnerability, Card, Hand, Seat, Strain};
use serde::{Deserialize, Serialize};

/// One player's knowledge at the moment it must act.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The player deciding (the declarer when dummy's card is due).
    pub me: Seat,
    /// The hand that acts: `me`, or dummy when the declarer plays from it.
    pub acting: Seat,
    /// The rules in force.
    pub rules: Rules,
    /// Board number.
    pub board_number: u8,
    /// The dealer.
    pub dealer: Seat,
    /// The board's vulnerability.
    pub vulnerability: AbsoluteVulnerability,
    /// The announced points (contract bridge: only `me`'s own count, the
    /// others 0, as nobody announces them).
    pub announcements: Announcements,
    /// Contract bridge: the calls of the auction so far, the dealer's
    /// first (empty in the other games).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub calls: Vec<Call>,
    /// The declarer (during contract bridge's auction, where there is none
    /// yet, the dealer stands in).
    pub declarer: Seat,
    /// The contract, once named.
    pub contract: Option<Contract>,
    /// The cards `me` still holds.
    pub hand: Hand,
    /// Dummy's remaining cards, when `me` can see them (and `me` is not dummy).
    pub dummy: Option<Hand>,
    /// Completed tricks.
    pub tricks: Vec<Trick>,
    /// The trick in progress.
    pub current: Trick,
    /// The cards the acting hand may play now (empty before the play).
    pub legal: Hand,
}

impl SeatView {
    /// The view of whoever must act at `table` now, or `None` when nothing
    /// is due.
    #[must_use]
    pub fn of(table: &Table) -> Option<Self> {
        let acting = table.to_act()?;
        let me = table.controller(acting);
        let in_auction = table.phase() == Phase::Auction;
        let declarer = if in_auction {
            table.board().dealer
        } else {
            table.declarer()?
        };
        let mut announcements = *table.announcements();
        if !table.rules().announces_points() {
            announcements.hcp = Seat::ALL.map(|s| if s == me { announcements.of(s) } else { 0 });
        }
        let dummy_seat = declarer.partner();
        let board = table.board();
        let current = table.current_trick();
        Some(Self {
            me,
            acting,
            rules: table.rules(),
            board_number: board.number.get(),
            dealer: board.dealer,
            vulnerability: board.vulnerability,
            announcements,
            calls: table.calls().to_vec(),
            declarer,
            contract: table.contract(),
            hand: table.hand(me),
            dummy: (!in_auction && me != dummy_seat && table.dummy_visible_to(me))
                .then(|| table.hand(dummy_seat)),
            tricks: table.completed_tricks().to_vec(),
            current: if table.phase() == Phase::Play {
                current
            } else {
                Trick {
                    leader: declarer.lho(),
                    cards: vec![],
                }
            },
            legal: table.legal_cards(acting),
        })
    }

    /// Whether this is a call to make in contract bridge's auction.
    #[must_use]
    pub fn in_auction(&self) -> bool {
        self.rules.has_auction() && !auction::has_ended(&self.calls)
    }

    /// The hand that acts now (own hand, or dummy's).
    #[must_use]
    pub fn acting_hand(&self) -> Hand {
        if self.acting == self.me {
            self.hand
        } else {
            self.dummy.unwrap_or(Hand::EMPTY)
        }
    }

    /// The trump strain, once known.
    #[must_use]
    pub fn strain(&self) -> Option<Strain> {
        self.contract.map(Contract::strain)
    }

    /// Every card played so far with the seat that played it.
    pub fn played(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.tricks
            .iter()
            .chain(core::iter::once(&self.current))
            .flat_map(Trick::plays)
    }

    /// The dummy's seat.
    #[must_use]
    pub fn dummy_seat(&self) -> Seat {
        self.declarer.partner()
    }

    /// Whether `me` is on the declaring side.
    #[must_use]
    pub fn declaring(&self) -> bool {
        self.me == self.declarer || self.me == self.declarer.partner()
    }

    /// Tricks won so far by the side of `seat`.
    #[must_use]
    pub fn tricks_won(&self, seat: Seat) -> u8 {
        crate::table::tricks_won(&self.tricks, self.strain().unwrap_or(Strain::Notrump), seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    #[test]
    fn a_defender_sees_only_its_hand_and_dummy_when_faced() {
        let deal = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64";
        let board = Board::with_standard_conditions(1, deal.parse().unwrap(), None);
        let mut t = Table::new(board, Rules::HALFBRIDGE);
        let v = SeatView::of(&t).unwrap();
        assert_eq!((v.me, v.acting), (Seat::South, Seat::South));
        assert_eq!(
            v.dummy,
            Some(board.deal[Seat::North]),
            "declarer sees dummy before naming the contract"
        );
        t.name_contract(Seat::South, "3NT".parse().unwrap())
            .unwrap();
        let v = SeatView::of(&t).unwrap();
        assert_eq!(v.me, Seat::West);
        assert_eq!(v.hand, board.deal[Seat::West]);
        assert_eq!(v.dummy, None, "HalfBridge: defenders lead blind");
        assert_eq!(v.legal, board.deal[Seat::West]);
        t.play(Seat::West, "HJ".parse().unwrap()).unwrap();
        let v = SeatView::of(&t).unwrap();
        assert_eq!(
            (v.me, v.acting),
            (Seat::South, Seat::North),
            "declarer plays dummy's card"
        );
        assert_eq!(v.acting_hand(), board.deal[Seat::North]);
        assert_eq!(v.played().count(), 1);
    }
}
