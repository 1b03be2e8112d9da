//! The rules of GBridge (German Bridge, Oh Hell) as small functions: the
//! number of cards in each round, who bids first, the hook rule, following
//! suit, the winner of a trick, the round score, and dealing a round from
//! the game's seed. `docs/RULES.md` ("GBridge") names the seed's passage
//! for each.

use contract_bridge::{Card, Hand, Rank, Seat, Suit};
use rand::RngExt as _;
use rand::SeedableRng as _;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Players at the table: the seed's web table is "fixed to four players".
pub const PLAYERS: usize = 4;

/// The most cards each player can be dealt: 52 cards among four players.
pub const MAX_ROUND_SIZE: u8 = 13;

/// The most rounds a game may have (two climbs, or one climb and descent).
pub const MAX_ROUNDS: u8 = 26;

/// How many rounds a game has: 1 to [`MAX_ROUNDS`], default 13 (one climb
/// from one card to thirteen). Stored and sent as the number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct GameLength(u8);

impl GameLength {
    /// One climb from 1 card to 13: the default.
    pub const CLIMB: Self = Self(13);
    /// A climb and a descent (or two climbs): 26 rounds.
    pub const FULL: Self = Self(26);

    /// The length of `rounds` rounds, when it is 1 to [`MAX_ROUNDS`].
    ///
    /// # Errors
    /// [`GameLengthError`] for 0 or more than [`MAX_ROUNDS`].
    pub const fn new(rounds: u8) -> Result<Self, GameLengthError> {
        if rounds >= 1 && rounds <= MAX_ROUNDS {
            Ok(Self(rounds))
        } else {
            Err(GameLengthError(rounds))
        }
    }

    /// The number of rounds.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }
}

impl Default for GameLength {
    fn default() -> Self {
        Self::CLIMB
    }
}

impl TryFrom<u8> for GameLength {
    type Error = GameLengthError;

    fn try_from(rounds: u8) -> Result<Self, GameLengthError> {
        Self::new(rounds)
    }
}

impl From<GameLength> for u8 {
    fn from(length: GameLength) -> Self {
        length.0
    }
}

/// A number of rounds that is not 1 to [`MAX_ROUNDS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("a GBridge game has 1 to 26 rounds, not {0}")]
pub struct GameLengthError(pub u8);

/// What follows the thirteen-card round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Cycle {
    /// The seed's rule: "the number of cards distributed will be reset to
    /// one and so forth": 1, 2, …, 13, 1, 2, …
    #[default]
    Restart,
    /// A climb and a descent: 1, 2, …, 13, 13, 12, …, 1, then climbing
    /// again.
    Descend,
}

/// The settings of one GBridge game: how many rounds, and what follows the
/// thirteen-card round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct GameRules {
    /// Rounds in the game.
    pub length: GameLength,
    /// What follows the thirteen-card round.
    #[serde(default)]
    pub cycle: Cycle,
}

impl GameRules {
    /// The cards dealt to each player in round `number` (1-based).
    #[must_use]
    pub const fn round_size(self, number: u8) -> u8 {
        let i = number.saturating_sub(1) % (2 * MAX_ROUND_SIZE);
        match self.cycle {
            Cycle::Restart => i % MAX_ROUND_SIZE + 1,
            Cycle::Descend if i < MAX_ROUND_SIZE => i + 1,
            Cycle::Descend => 2 * MAX_ROUND_SIZE - i,
        }
    }
}

/// Who bids first (and so leads the first trick) in round `number`
/// (1-based): East in round 1, the player to the left of North, who deals
/// board 1 in the bridge games; then one seat clockwise each round. The
/// seed is silent; `docs/RULES.md` says so.
#[must_use]
pub const fn first_bidder(number: u8) -> Seat {
    seat_after(Seat::East, number.saturating_sub(1) as usize)
}

/// The seat `steps` places clockwise from `seat`.
#[must_use]
pub const fn seat_after(seat: Seat, steps: usize) -> Seat {
    match (seat as usize + steps) % PLAYERS {
        0 => Seat::North,
        1 => Seat::East,
        2 => Seat::South,
        _ => Seat::West,
    }
}

/// The hook: the bid the last bidder may not make, because the bids would
/// then add up to the cards dealt ("at least one player must lose").
/// `earlier` is the sum of the other three bids; `None` when no bid is
/// forbidden (the others already bid more than `size`).
#[must_use]
pub const fn forbidden_bid(size: u8, earlier: u32) -> Option<u8> {
    if earlier <= size as u32 {
        Some(size - earlier as u8)
    } else {
        None
    }
}

/// Whether `bid` may be made by the player who is `position`-th to bid
/// (0-based) after the `earlier` bids, with `size` cards dealt: 0 to
/// `size`, and not the hooked number for the last bidder.
#[must_use]
pub fn bid_allowed(size: u8, earlier: &[u8], bid: u8) -> bool {
    if bid > size {
        return false;
    }
    if earlier.len() + 1 == PLAYERS {
        let sum: u32 = earlier.iter().map(|&b| u32::from(b)).sum();
        return forbidden_bid(size, sum) != Some(bid);
    }
    true
}

/// The round score of a player who bid `bid` and won `tricks`: exactly the
/// bid scores 10 + tricks × tricks; otherwise −(tricks − bid)².
#[must_use]
pub const fn score(bid: u8, tricks: u8) -> i32 {
    let diff = tricks as i32 - bid as i32;
    if diff == 0 {
        10 + tricks as i32 * tricks as i32
    } else {
        -(diff * diff)
    }
}

/// The cards of `hand` that may be played to a trick led with `led`
/// (`None` when leading): the cards of the suit led when the hand has any,
/// otherwise any card (a discard or a trump).
#[must_use]
pub fn legal_cards(hand: Hand, led: Option<Suit>) -> Hand {
    match led {
        Some(suit) if !hand[suit].is_empty() => {
            let mut only = Hand::EMPTY;
            only[suit] = hand[suit];
            only
        }
        _ => hand,
    }
}

/// Whether `card` beats `best` (so far the winning card of a trick whose
/// led suit is `best`'s or lost to it): a trump beats any other suit; in
/// the same suit the higher rank wins; any other card (a discard) loses.
#[must_use]
pub fn beats(card: Card, best: Card, trump: Suit) -> bool {
    if card.suit == best.suit {
        card.rank > best.rank
    } else {
        card.suit == trump
    }
}

/// The index (0-based, in the order played) of the card that wins the
/// trick `cards`, led by `cards[0]`; `None` for no cards.
#[must_use]
pub fn winning_index(cards: &[Card], trump: Suit) -> Option<usize> {
    let mut best = 0;
    for (i, &card) in cards.iter().enumerate().skip(1) {
        if beats(card, cards[best], trump) {
            best = i;
        }
    }
    (!cards.is_empty()).then_some(best)
}

/// One round's cards: each player's hand and the trump suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundDeal {
    /// The hands, indexed by `Seat as usize` (N E S W).
    pub hands: [Hand; PLAYERS],
    /// The trump suit, chosen at random.
    pub trump: Suit,
}

/// The 52 cards, clubs first, each suit from the 2 up.
fn deck() -> Vec<Card> {
    Suit::ASC
        .into_iter()
        .flat_map(|suit| {
            (2..=14).map(move |r| Card {
                suit,
                rank: Rank::new(r),
            })
        })
        .collect()
}

/// Deals round `number` (1-based) of the game with `seed`: the trump suit
/// at random, then `size` cards to each player from a shuffled deck. The
/// same seed, round and size always give the same cards (PCG64).
#[must_use]
pub fn deal_round(seed: u64, number: u8, size: u8) -> RoundDeal {
    let round_seed = seed ^ u64::from(number).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let mut rng = rand_pcg::Pcg64::seed_from_u64(round_seed);
    let trump = Suit::ASC[rng.random_range(0..4usize)];
    let mut cards = deck();
    for i in (1..cards.len()).rev() {
        let j = rng.random_range(0..=i);
        cards.swap(i, j);
    }
    let size = usize::from(size.min(MAX_ROUND_SIZE));
    let mut hands = [Hand::EMPTY; PLAYERS];
    for (seat, hand) in hands.iter_mut().enumerate() {
        *hand = cards[seat * size..(seat + 1) * size]
            .iter()
            .copied()
            .collect();
    }
    RoundDeal { hands, trump }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn rounds_climb_to_thirteen_then_restart_at_one() {
        let rules = GameRules::default();
        let sizes: Vec<u8> = (1..=26).map(|n| rules.round_size(n)).collect();
        let climb: Vec<u8> = (1..=13).collect();
        assert_eq!(&sizes[..13], &climb[..]);
        assert_eq!(&sizes[13..], &climb[..], "and so forth: back to one");
    }

    #[test]
    fn rounds_may_climb_and_descend() {
        let rules = GameRules {
            length: GameLength::FULL,
            cycle: Cycle::Descend,
        };
        let sizes: Vec<u8> = (1..=27).map(|n| rules.round_size(n)).collect();
        let mut want: Vec<u8> = (1..=13).collect();
        want.extend((1..=13).rev());
        want.push(1);
        assert_eq!(sizes, want);
    }

    #[test]
    fn a_game_has_one_to_twenty_six_rounds_default_thirteen() {
        assert_eq!(GameLength::default().get(), 13);
        for n in 1..=26 {
            assert_eq!(GameLength::new(n).map(GameLength::get), Ok(n));
        }
        assert_eq!(GameLength::new(0), Err(GameLengthError(0)));
        assert_eq!(GameLength::new(27), Err(GameLengthError(27)));
        assert_eq!(serde_json::to_string(&GameLength::CLIMB).unwrap(), "13");
        assert!(serde_json::from_str::<GameLength>("27").is_err());
    }

    #[test]
    fn the_first_bidder_moves_one_seat_clockwise_each_round() {
        let seats: Vec<Seat> = (1..=5).map(first_bidder).collect();
        assert_eq!(
            seats,
            [Seat::East, Seat::South, Seat::West, Seat::North, Seat::East]
        );
    }

    #[test]
    fn the_hook_forbids_the_total_at_every_round_size() {
        for size in 1..=MAX_ROUND_SIZE {
            for a in 0..=size {
                for b in 0..=size {
                    for c in 0..=size {
                        let earlier = [a, b, c];
                        let sum = u32::from(a) + u32::from(b) + u32::from(c);
                        let allowed: Vec<u8> = (0..=size + 1)
                            .filter(|&x| bid_allowed(size, &earlier, x))
                            .collect();
                        for x in 0..=size {
                            let makes_total = sum + u32::from(x) == u32::from(size);
                            assert_eq!(
                                allowed.contains(&x),
                                !makes_total,
                                "size {size} bids {earlier:?} then {x}"
                            );
                        }
                        assert!(
                            !allowed.contains(&(size + 1)),
                            "never more than the cards dealt"
                        );
                        assert!(!allowed.is_empty(), "the last bidder always has a bid");
                    }
                }
            }
            // Earlier bidders are never hooked.
            for x in 0..=size {
                assert!(bid_allowed(size, &[], x) && bid_allowed(size, &[size, 0], x));
            }
        }
        assert_eq!(forbidden_bid(3, 2), Some(1));
        assert_eq!(forbidden_bid(3, 3), Some(0));
        assert_eq!(forbidden_bid(3, 4), None);
    }

    #[test]
    fn the_score_is_ten_plus_the_square_or_minus_the_squared_miss() {
        assert_eq!(score(0, 0), 10);
        assert_eq!(score(1, 1), 11);
        assert_eq!(score(3, 3), 19);
        assert_eq!(score(13, 13), 179);
        assert_eq!(score(2, 0), -4);
        assert_eq!(score(0, 3), -9);
        assert_eq!(score(5, 4), -1);
        for bid in 0..=13u8 {
            for tricks in 0..=13u8 {
                let d = i32::from(tricks) - i32::from(bid);
                let want = if d == 0 {
                    10 + i32::from(tricks).pow(2)
                } else {
                    -d * d
                };
                assert_eq!(score(bid, tricks), want);
            }
        }
    }

    #[test]
    fn follow_suit_when_able_else_anything() {
        let hand: Hand = ["SA", "SK", "HQ", "H2", "C5", "C4"]
            .iter()
            .map(|c| card(c))
            .collect();
        let hearts = legal_cards(hand, Some(Suit::Hearts));
        assert_eq!(hearts.len(), hand[Suit::Hearts].len());
        assert!(hearts.iter().all(|c| c.suit == Suit::Hearts));
        assert_eq!(
            legal_cards(hand, Some(Suit::Diamonds)),
            hand,
            "void: discard or trump"
        );
        assert_eq!(legal_cards(hand, None), hand, "any lead");
    }

    #[test]
    fn the_highest_trump_else_the_highest_of_the_suit_led_wins() {
        let t = Suit::Hearts;
        assert_eq!(
            winning_index(&[card("S2"), card("SA"), card("SK"), card("D3")], t),
            Some(1)
        );
        assert_eq!(
            winning_index(&[card("S2"), card("SA"), card("H2"), card("H3")], t),
            Some(3)
        );
        assert_eq!(
            winning_index(&[card("C2"), card("DA"), card("SA"), card("C3")], t),
            Some(3),
            "a discard always loses"
        );
        assert_eq!(
            winning_index(&[card("H5"), card("SA"), card("H6"), card("H4")], t),
            Some(2)
        );
        assert_eq!(winning_index(&[], t), None);
    }

    #[test]
    fn a_seed_deals_the_same_round_every_time() {
        for number in 1..=13u8 {
            let size = GameRules::default().round_size(number);
            let d = deal_round(7, number, size);
            assert_eq!(d, deal_round(7, number, size));
            let all = d.hands.iter().fold(Hand::EMPTY, |acc, h| {
                assert_eq!(h.len(), usize::from(size));
                assert!((acc & *h).is_empty(), "no card twice");
                acc | *h
            });
            assert_eq!(all.len(), 4 * usize::from(size));
        }
        let trumps: std::collections::HashSet<Suit> =
            (0..40).map(|s| deal_round(s, 1, 1).trump).collect();
        assert_eq!(trumps.len(), 4, "every suit can be trump");
        assert_ne!(deal_round(1, 5, 5), deal_round(2, 5, 5));
    }
}
