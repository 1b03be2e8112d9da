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

/// What a seat knows at a table without the deal, as an online client is
/// told it: the board's public facts, the seat's own cards and dummy's when
/// the rules show them. [`SeatView::from_known`] builds the computer
/// players' view from it; no hidden card is needed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Known {
    /// The seat deciding (the declarer when dummy's card is due).
    pub me: Seat,
    /// The hand that acts: `me`, or dummy when the declarer plays from it.
    pub acting: Seat,
    /// The rules in force.
    pub rules: Rules,
    /// Where the board stands.
    pub phase: Phase,
    /// Board number.
    pub board_number: u8,
    /// The dealer.
    pub dealer: Seat,
    /// The board's vulnerability.
    pub vulnerability: AbsoluteVulnerability,
    /// The announced points, N E S W, as far as they are known (contract
    /// bridge: `me`'s own only; the others are ignored there).
    pub hcp: [Option<u8>; 4],
    /// Contract bridge's calls so far, the dealer's first.
    pub calls: Vec<Call>,
    /// The declarer, once known.
    pub declarer: Option<Seat>,
    /// The contract, once named.
    pub contract: Option<Contract>,
    /// The cards `me` still holds.
    pub hand: Hand,
    /// Dummy's remaining cards, when `me` may see them.
    pub dummy: Option<Hand>,
    /// Completed tricks.
    pub tricks: Vec<Trick>,
    /// The trick in progress.
    pub current: Trick,
}

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
    /// The seats whose cards the computer players choose, by seat, so that
    /// an Expert may read them ([`crate::layouts::Knowledge::read_robots_cards`]);
    /// none unless the caller knows (a person's cards follow no convention).
    #[serde(default, skip_serializing_if = "no_robots")]
    pub robots: [bool; 4],
}

/// Whether no seat is named a robot (the field is then left out).
fn no_robots(robots: &[bool; 4]) -> bool {
    !robots.iter().any(|&r| r)
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
            robots: [false; 4],
        })
    }

    /// The view of `known.me` built from what that seat knows, equal to
    /// [`SeatView::of`] the table it was told of: the legal cards follow
    /// from the acting hand and the suit led.
    #[must_use]
    pub fn from_known(known: Known) -> Self {
        let in_auction = known.phase == Phase::Auction;
        let declarer = match known.declarer {
            Some(d) if !in_auction => d,
            _ => known.dealer,
        };
        let dummy_seat = declarer.partner();
        let hcp = Seat::ALL.map(|s| {
            if known.rules.announces_points() || s == known.me {
                known.hcp[s as usize].unwrap_or(0)
            } else {
                0
            }
        });
        let dummy = known
            .dummy
            .filter(|_| !in_auction && known.me != dummy_seat);
        let in_play = known.phase == Phase::Play;
        let acting_hand = if known.acting == known.me {
            known.hand
        } else {
            dummy.unwrap_or(Hand::EMPTY)
        };
        let legal = if in_play {
            match known.current.led() {
                Some(led) if !acting_hand[led].is_empty() => {
                    let mut only = Hand::EMPTY;
                    only[led] = acting_hand[led];
                    only
                }
                _ => acting_hand,
            }
        } else {
            Hand::EMPTY
        };
        Self {
            me: known.me,
            acting: known.acting,
            rules: known.rules,
            board_number: known.board_number,
            dealer: known.dealer,
            vulnerability: known.vulnerability,
            announcements: Announcements {
                dealer: known.dealer,
                hcp,
            },
            calls: known.calls,
            declarer,
            contract: known.contract,
            hand: known.hand,
            dummy,
            tricks: known.tricks,
            current: if in_play {
                known.current
            } else {
                Trick {
                    leader: declarer.lho(),
                    cards: vec![],
                }
            },
            legal,
            robots: [false; 4],
        }
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

    /// What the seat due at `t` knows: only the hands it may see.
    fn known(t: &Table) -> Known {
        let acting = t.to_act().unwrap();
        let me = t.controller(acting);
        let dummy = t.dummy();
        Known {
            me,
            acting,
            rules: t.rules(),
            phase: t.phase(),
            board_number: t.board().number.get(),
            dealer: t.board().dealer,
            vulnerability: t.board().vulnerability,
            hcp: Seat::ALL.map(|s| {
                (t.rules().announces_points() || s == me).then(|| t.announcements().of(s))
            }),
            calls: t.calls().to_vec(),
            declarer: t.declarer(),
            contract: t.contract(),
            hand: t.hand(me),
            dummy: dummy.filter(|_| t.dummy_visible_to(me)).map(|d| t.hand(d)),
            tricks: t.completed_tricks().to_vec(),
            current: t.current_trick(),
        }
    }

    #[test]
    fn the_view_built_from_what_a_seat_knows_is_the_tables() {
        use crate::rules::Variant;
        use crate::table::Action;
        for (variant, seed) in [
            (Variant::MiniBridge, 1),
            (Variant::HalfBridge, 2),
            (Variant::Contract, 3),
            (Variant::Contract, 4),
        ] {
            let mut t = Table::new(Board::from_seed(1, seed), Rules::of(variant));
            if t.phase() == Phase::ThrownIn {
                t = Table::new(Board::from_seed(1, seed + 100), Rules::of(variant));
            }
            let mut steps = 0;
            while let Some(view) = SeatView::of(&t) {
                assert_eq!(
                    SeatView::from_known(known(&t)),
                    view,
                    "{variant} step {steps}"
                );
                // The dealer opens the cheapest bid, the others pass; a
                // contract of the game's; a card, the first or the last legal.
                let action = match t.phase() {
                    Phase::Auction if view.calls.is_empty() => Action::Call(
                        *auction::legal_calls(&view.calls)
                            .iter()
                            .find(|c| matches!(c, Call::Bid(_)))
                            .unwrap(),
                    ),
                    Phase::Auction => Action::Call(Call::Pass),
                    Phase::Contract => {
                        let all = Contract::all(t.rules());
                        Action::Contract(all[seed as usize % all.len()])
                    }
                    _ if steps % 2 == 0 => Action::Play(view.legal.iter().next().unwrap()),
                    _ => Action::Play(view.legal.iter().next_back().unwrap()),
                };
                t.act_in_turn(action).unwrap();
                steps += 1;
            }
            assert!(steps > 13, "{variant}: a whole board ({steps} steps)");
        }
    }

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
