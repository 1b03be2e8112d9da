//! The HCP "auction" of MiniBridge: each player announces their high card
//! points, dealer first and then clockwise; the side with more points
//! declares, and its stronger hand is the declarer.
//!
//! Seeds: 000 "Bidding", 002 "BIDDING THE HAND".

use crate::cards::hcp;
use contract_bridge::{FullDeal, Seat};
use serde::{Deserialize, Serialize};

/// What the announcements decide.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// The side with more points declares; this is its declarer.
    Declarer(Seat),
    /// Both sides have 20: the deal is thrown in and redealt.
    ThrowIn,
}

/// The four announcements of one deal, in the order they are made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Announcements {
    /// Who announced first.
    pub dealer: Seat,
    /// Points of North, East, South, West (indexed by `Seat as usize`).
    pub hcp: [u8; 4],
}

impl Announcements {
    /// Counts every hand's points.
    #[must_use]
    pub fn new(deal: &FullDeal, dealer: Seat) -> Self {
        Self {
            dealer,
            hcp: Seat::ALL.map(|seat| hcp(deal[seat])),
        }
    }

    /// The seats in announcing order: dealer, then clockwise.
    #[must_use]
    pub fn order(&self) -> [Seat; 4] {
        let d = self.dealer;
        [d, d.lho(), d.partner(), d.rho()]
    }

    /// Points announced by `seat`.
    #[must_use]
    pub fn of(&self, seat: Seat) -> u8 {
        self.hcp[seat as usize]
    }

    /// Points of the side of `seat`.
    #[must_use]
    pub fn side(&self, seat: Seat) -> u8 {
        self.of(seat) + self.of(seat.partner())
    }

    /// The declarer, or a throw-in at 20–20. Between partners with equal
    /// points, the one who announced first declares.
    #[must_use]
    pub fn outcome(&self) -> Outcome {
        let ns = self.side(Seat::North);
        let ew = self.side(Seat::East);
        let (a, b) = match ns.cmp(&ew) {
            core::cmp::Ordering::Equal => return Outcome::ThrowIn,
            core::cmp::Ordering::Greater => (Seat::North, Seat::South),
            core::cmp::Ordering::Less => (Seat::East, Seat::West),
        };
        let declarer = match self.of(a).cmp(&self.of(b)) {
            core::cmp::Ordering::Greater => a,
            core::cmp::Ordering::Less => b,
            core::cmp::Ordering::Equal => {
                // The first of the two in announcing order.
                *self
                    .order()
                    .iter()
                    .find(|&&s| s == a || s == b)
                    .unwrap_or(&a)
            }
        };
        Outcome::Declarer(declarer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deal(s: &str) -> FullDeal {
        s.parse().unwrap()
    }

    /// The lesson's example deal: N 9, E 8, S 18, W 5 — South declares.
    const LESSON_ONE: &str =
        "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64";

    #[test]
    fn lesson_example_one_south_declares() {
        let a = Announcements::new(&deal(LESSON_ONE), Seat::North);
        assert_eq!(a.of(Seat::North), 9);
        assert_eq!(a.of(Seat::East), 5);
        assert_eq!(a.of(Seat::South), 18);
        assert_eq!(a.of(Seat::West), 8);
        assert_eq!(a.side(Seat::North), 27);
        assert_eq!(
            a.order(),
            [Seat::North, Seat::East, Seat::South, Seat::West]
        );
        assert_eq!(a.outcome(), Outcome::Declarer(Seat::South));
    }

    /// The lesson's second example, dealer South: S 10, W 13, N 8, E 9.
    const LESSON_TWO: &str =
        "N:AK76.852.J872.T2 853.Q764.KQ96.Q4 Q92.AKJ3.T54.975 JT4.T9.A3.AKJ863";

    #[test]
    fn lesson_example_two_west_declares() {
        let a = Announcements::new(&deal(LESSON_TWO), Seat::South);
        assert_eq!(a.of(Seat::South), 10);
        assert_eq!(a.of(Seat::West), 13);
        assert_eq!(a.of(Seat::North), 8);
        assert_eq!(a.of(Seat::East), 9);
        assert_eq!(a.outcome(), Outcome::Declarer(Seat::West));
    }

    #[test]
    fn twenty_twenty_is_thrown_in() {
        let a = Announcements {
            dealer: Seat::North,
            hcp: [10, 10, 10, 10],
        };
        assert_eq!(a.outcome(), Outcome::ThrowIn);
    }

    #[test]
    fn equal_partners_first_announcer_declares() {
        // NS 12 + 12 = 24 beats EW 16. Dealer West: order W N E S → North first.
        let a = Announcements {
            dealer: Seat::West,
            hcp: [12, 8, 12, 8],
        };
        assert_eq!(a.outcome(), Outcome::Declarer(Seat::North));
        // Dealer East: order E S W N → South first.
        let a = Announcements {
            dealer: Seat::East,
            hcp: [12, 8, 12, 8],
        };
        assert_eq!(a.outcome(), Outcome::Declarer(Seat::South));
    }
}
