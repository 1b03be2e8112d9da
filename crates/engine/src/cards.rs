//! Small facts about cards and hands that several parts of the engine
//! need: the index of a suit or strain in a table, high card points, a
//! deal made of four hands, and the range a hand is known to lie in
//! ([`HandRange`]: points and suit lengths), in which the bidding's
//! meanings are stated and within which the layouts are dealt.
//!
//! Suits and strains are indexed in `contract-bridge`'s ascending order
//! (♣ ♦ ♥ ♠, then NT), the order of [`Suit::ASC`] and [`Strain::ASC`];
//! hands are indexed by `Seat as usize` (N E S W).

use contract_bridge::deal::{Builder, PartialDeal};
use contract_bridge::{Card, FullDeal, Hand, Seat, Strain, Suit};
use serde::{Deserialize, Serialize};

/// Index of `suit` in ascending order: ♣ 0, ♦ 1, ♥ 2, ♠ 3.
#[must_use]
pub const fn suit_index(suit: Suit) -> usize {
    suit as usize
}

/// Index of `strain` in ascending order: ♣ 0, ♦ 1, ♥ 2, ♠ 3, NT 4.
#[must_use]
pub const fn strain_index(strain: Strain) -> usize {
    strain as usize
}

/// High card points of one card: A 4, K 3, Q 2, J 1, others 0.
#[must_use]
pub const fn card_hcp(card: Card) -> u8 {
    match card.rank.get() {
        14 => 4,
        13 => 3,
        12 => 2,
        11 => 1,
        _ => 0,
    }
}

/// High card points of a set of cards (a hand, or the cards one has
/// played).
#[must_use]
pub fn hcp(hand: Hand) -> u8 {
    hand.iter().map(card_hcp).sum()
}

fn builder(hands: &[Hand; 4]) -> Builder {
    let mut builder = Builder::new();
    for seat in Seat::ALL {
        builder[seat] = hands[seat as usize];
    }
    builder
}

/// The deal of four 13-card hands (N E S W), or `None` when a hand does
/// not hold 13 cards or two hands share a card.
#[must_use]
pub fn full_deal(hands: &[Hand; 4]) -> Option<FullDeal> {
    builder(hands).build_full().ok()
}

/// The deal of four hands of at most 13 cards each (the cards still held
/// during the play), or `None` when a hand holds more than 13 cards or two
/// hands share a card.
#[must_use]
pub fn partial_deal(hands: &[Hand; 4]) -> Option<PartialDeal> {
    builder(hands).build_partial().ok()
}

/// Most high card points a hand can hold.
pub const MAX_HCP: u8 = 37;

/// A range of high card points and of each suit's length (index ♣♦♥♠ =
/// [`crate::cards::suit_index`] order), both ends included.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandRange {
    /// Least and most high card points.
    pub hcp: (u8, u8),
    /// Least and most cards of each suit, ♣ ♦ ♥ ♠.
    pub lengths: [(u8, u8); 4],
}

impl Default for HandRange {
    fn default() -> Self {
        Self::ANY
    }
}

impl HandRange {
    /// Any hand.
    pub const ANY: Self = Self {
        hcp: (0, MAX_HCP),
        lengths: [(0, 13); 4],
    };

    /// Any shape with `lo` to `hi` HCP.
    #[must_use]
    pub const fn points(lo: u8, hi: u8) -> Self {
        Self {
            hcp: (lo, hi),
            lengths: [(0, 13); 4],
        }
    }

    /// This range with `suit` held `lo` to `hi` times.
    #[must_use]
    pub const fn with_length(mut self, suit: Suit, lo: u8, hi: u8) -> Self {
        self.lengths[suit as usize] = (lo, hi);
        self
    }

    /// This range with at least `lo` cards of `suit`.
    #[must_use]
    pub const fn with_min(self, suit: Suit, lo: u8) -> Self {
        self.with_length(suit, lo, 13)
    }

    /// This range with at most `hi` cards of `suit`.
    #[must_use]
    pub const fn with_max(self, suit: Suit, hi: u8) -> Self {
        self.with_length(suit, 0, hi)
    }

    /// This range with every suit also held 2 to 5 times (a balanced
    /// hand's lengths, within what the range already says).
    #[must_use]
    pub const fn balanced(mut self) -> Self {
        let mut i = 0;
        while i < 4 {
            let (lo, hi) = self.lengths[i];
            self.lengths[i] = (if lo > 2 { lo } else { 2 }, if hi < 5 { hi } else { 5 });
            i += 1;
        }
        self
    }

    /// Whether `hand` lies inside the range.
    #[must_use]
    pub fn contains(&self, hand: Hand) -> bool {
        let points = hcp(hand);
        self.hcp.0 <= points
            && points <= self.hcp.1
            && Suit::ASC.iter().all(|&s| {
                let (lo, hi) = self.lengths[suit_index(s)];
                let n = length(hand, s);
                lo <= n && n <= hi
            })
    }

    /// The smallest range holding both.
    #[must_use]
    pub fn hull(&self, other: &Self) -> Self {
        let join = |a: (u8, u8), b: (u8, u8)| (a.0.min(b.0), a.1.max(b.1));
        Self {
            hcp: join(self.hcp, other.hcp),
            lengths: core::array::from_fn(|i| join(self.lengths[i], other.lengths[i])),
        }
    }

    /// What both ranges say, softly: where they contradict each other (the
    /// intersection of one component is empty) the `later` range's
    /// component wins.
    #[must_use]
    pub fn narrowed_by(&self, later: &Self) -> Self {
        let meet = |a: (u8, u8), b: (u8, u8)| {
            let (lo, hi) = (a.0.max(b.0), a.1.min(b.1));
            if lo <= hi { (lo, hi) } else { b }
        };
        Self {
            hcp: meet(self.hcp, later.hcp),
            lengths: core::array::from_fn(|i| meet(self.lengths[i], later.lengths[i])),
        }
    }

    /// Least cards of `suit`.
    #[must_use]
    pub const fn min_length(&self, suit: Suit) -> u8 {
        self.lengths[suit as usize].0
    }
}

/// Cards of `suit` in `hand`.
#[must_use]
pub fn length(hand: Hand, suit: Suit) -> u8 {
    hand[suit].len() as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexes_follow_the_ascending_order() {
        for (i, suit) in Suit::ASC.into_iter().enumerate() {
            assert_eq!(suit_index(suit), i);
        }
        for (i, strain) in Strain::ASC.into_iter().enumerate() {
            assert_eq!(strain_index(strain), i);
        }
        assert_eq!(strain_index(Strain::Notrump), 4);
    }

    #[test]
    fn points_are_four_three_two_one() {
        let deal: FullDeal =
            "N:AKQJ.432.432.432 T98.AKQJ.765.765 765.T98.AKQJ.T98 432.765.T98.AKQJ"
                .parse()
                .unwrap();
        for seat in Seat::ALL {
            assert_eq!(hcp(deal[seat]), 10, "{seat}");
        }
        assert_eq!(hcp(Hand::EMPTY), 0);
        assert_eq!(card_hcp("SA".parse().unwrap()), 4);
        assert_eq!(card_hcp("HT".parse().unwrap()), 0);
    }

    #[test]
    fn four_hands_make_a_deal_only_when_they_fit() {
        let deal: FullDeal =
            "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64"
                .parse()
                .unwrap();
        let mut hands = Seat::ALL.map(|s| deal[s]);
        assert_eq!(full_deal(&hands), Some(deal));
        assert!(partial_deal(&hands).is_some());
        let card: Card = "SK".parse().unwrap();
        hands[0].remove(card);
        assert_eq!(full_deal(&hands), None, "North has 12 cards");
        assert!(
            partial_deal(&hands).is_some(),
            "a hand may be short during the play"
        );
        hands[2].insert(card);
        hands[0].insert(card);
        assert!(partial_deal(&hands).is_none(), "two hands hold ♠K");
    }
}
