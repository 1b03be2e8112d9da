//! Small facts about cards and hands that several parts of the engine
//! need: the index of a suit or strain in a table, high card points, and a
//! deal made of four hands.
//!
//! Suits and strains are indexed in `contract-bridge`'s ascending order
//! (♣ ♦ ♥ ♠, then NT), the order of [`Suit::ASC`] and [`Strain::ASC`];
//! hands are indexed by `Seat as usize` (N E S W).

use contract_bridge::deal::{Builder, PartialDeal};
use contract_bridge::{Card, FullDeal, Hand, Seat, Strain, Suit};

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
