//! The robots on chosen positions: each mistake players report about Oh
//! Hell robots elsewhere, at every level.

use super::*;
use crate::gbridge::Round;
use crate::gbridge::rules::{GameLength, GameRules, RoundDeal};
use contract_bridge::{Card, Hand, Seat, Suit};

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// The view of whoever is due after `bids` (in bidding order from
/// `first`) and `plays` (in the order played), the hands given N E S W.
fn position(hands: [&str; 4], trump: Suit, first: Seat, bids: &[u8], plays: &str) -> SeatView {
    let hands = hands.map(|h| h.split_whitespace().map(card).collect::<Hand>());
    let size = hands[0].len() as u8;
    let mut round = Round::new(1, size, RoundDeal { hands, trump }, first);
    for &b in bids {
        round.act_in_turn(Action::Bid(b)).unwrap();
    }
    for c in plays.split_whitespace() {
        round
            .act_in_turn(Action::Play(card(c)))
            .unwrap_or_else(|e| panic!("{c}: {e}"));
    }
    SeatView::of(&round).unwrap()
}

const LEVELS: [Level; 3] = [Level::Beginner, Level::Standard, Level::Expert];

#[test]
fn a_hooked_last_bidder_holding_the_ace_of_trumps_never_bids_nothing() {
    // North bids last; 1 + 0 + 0 before it, so 1 is forbidden: 0 or 2.
    let view = position(
        ["SA D5", "HK C3", "HA C4", "S2 H3"],
        Suit::Spades,
        Seat::East,
        &[1, 0, 0],
        "",
    );
    assert_eq!(view.me, Seat::North);
    assert_eq!(view.legal_bids, vec![0, 2]);
    for level in LEVELS {
        for seed in 0..5 {
            assert_eq!(
                decide(&view, level, seed),
                Some(Action::Bid(2)),
                "{level} seed {seed}"
            );
        }
    }
}

#[test]
fn the_hooked_last_bidder_never_bids_below_its_top_trumps_at_any_round_size() {
    // Whatever the size, a last bidder hooked off one number, holding the
    // ace of trumps, bids at least one.
    for size in 2..=13u8 {
        for seed in 0..4u64 {
            let deal = crate::gbridge::rules::deal_round(seed * 31 + u64::from(size), size, size);
            let mut hands = deal.hands;
            let ace = Card {
                suit: deal.trump,
                rank: contract_bridge::Rank::new(14),
            };
            // Give the ace of trumps to North, the last bidder.
            if let Some(holder) = (0..4).find(|&i| hands[i].contains(ace)) {
                let swap = hands[0].iter().next().unwrap();
                hands[holder].remove(ace);
                hands[holder].insert(swap);
                hands[0].remove(swap);
                hands[0].insert(ace);
            } else {
                let spare = hands[0].iter().next().unwrap();
                hands[0].remove(spare);
                hands[0].insert(ace);
            }
            let mut round = Round::new(
                1,
                size,
                RoundDeal {
                    hands,
                    trump: deal.trump,
                },
                Seat::East,
            );
            for b in [1, 0, 0] {
                round.act_in_turn(Action::Bid(b.min(size))).unwrap();
            }
            let view = SeatView::of(&round).unwrap();
            for level in [Level::Beginner, Level::Standard] {
                let bid = decide(&view, level, seed);
                assert!(
                    matches!(bid, Some(Action::Bid(b)) if b >= 1),
                    "size {size} seed {seed} {level}: {bid:?}"
                );
            }
        }
    }
}

#[test]
fn trumps_are_drawn_from_the_top_when_every_trick_is_needed() {
    // South bid all three tricks with ♠A K 4 and leads: the ace first, so
    // that the little trump is good at the end.
    let view = position(
        ["SQ SJ D2", "S3 C2 C3", "SA SK S4", "H2 H3 H4"],
        Suit::Spades,
        Seat::South,
        &[3, 0, 1, 0],
        "",
    );
    assert_eq!(view.me, Seat::South);
    for level in LEVELS {
        for seed in 0..5 {
            assert_eq!(
                decide(&view, level, seed),
                Some(Action::Play(card("SA"))),
                "{level} seed {seed}"
            );
        }
    }
}

/// A whole thirteen-card round, spades trump, East first, in which South
/// has made its bid of two after eleven tricks; at trick 12, hearts are
/// led and South is void, holding ♠2 and ♣3. The three cards it cannot
/// see are ♠K, ♦Q and ♦J: ruffing takes a third trick; discarding the ♣3
/// leaves the ♠2 to lose to the ♠K.
const RUFF_HANDS: [&str; 4] = [
    "C5 CK C2 H8 HQ H4 S7 SQ S4 SK D5 DT D3",
    "C6 C8 CQ H7 HJ H3 H5 S8 SJ DA D8 D2 DQ",
    "CA C4 CT C3 HA HT H2 S9 ST S3 S2 D7 D9",
    "C7 C9 CJ H9 HK H6 SA S6 S5 D6 DK D4 DJ",
];
const RUFF_PLAY: &str = "C6 CA C7 C5  C4 C9 CK C8  C2 CQ CT CJ  H7 HA H9 H8  HT HK HQ HJ \
    SA S7 S8 S9  S6 SQ SJ ST  D5 DA D7 D6  D8 D9 DK DT  D4 D3 D2 H2  S5 S4 H3 S3  H6 H4 H5";

#[test]
fn a_player_whose_bid_is_made_discards_rather_than_ruffs() {
    let view = position(
        RUFF_HANDS,
        Suit::Spades,
        Seat::East,
        &[3, 2, 4, 3],
        RUFF_PLAY,
    );
    assert_eq!(view.me, Seat::South);
    assert_eq!(view.won[Seat::South as usize], 2);
    assert_eq!(view.bid_of(Seat::South), Some(2));
    assert_eq!(
        view.legal,
        ["S2", "C3"].map(card).into_iter().collect::<Hand>()
    );
    for level in LEVELS {
        for seed in 0..5 {
            assert_eq!(
                decide(&view, level, seed),
                Some(Action::Play(card("C3"))),
                "{level} seed {seed}"
            );
        }
    }
}

/// South has made its bid of five after eleven tricks and leads to trick
/// 12 with ♦A (no one else holds a diamond or a trump: a sure winner) and
/// ♣2 (every other player holds a higher club).
const LEAD_HANDS: [&str; 4] = [
    "C6 C8 CK HA HT H6 H3 D4 D6 DJ S3 S8 ST",
    "C4 C9 CQ H8 HK H2 H4 D2 D7 D9 SA S6 SJ",
    "CA C7 C2 H9 HJ DK D5 DT DA S4 SK SQ S2",
    "C5 CT C3 CJ H7 HQ H5 D3 DQ D8 S5 S7 S9",
];
const LEAD_PLAY: &str = "C4 CA C5 C6  C7 CT C8 C9  H7 HA H8 H9  HT HK HJ HQ  D2 DK D3 D4 \
    D5 DQ D6 D7  D8 DJ D9 DT  S3 SA S4 S5  S6 SK S7 S8  SQ S9 ST SJ  S2 C3 H6 H2";

#[test]
fn a_player_whose_bid_is_made_leads_a_loser_not_a_sure_winner() {
    let view = position(
        LEAD_HANDS,
        Suit::Spades,
        Seat::East,
        &[3, 5, 2, 2],
        LEAD_PLAY,
    );
    assert_eq!(view.me, Seat::South);
    assert!(view.current.cards.is_empty(), "South leads");
    assert_eq!(
        (view.won[Seat::South as usize], view.bid_of(Seat::South)),
        (5, Some(5))
    );
    for level in LEVELS {
        for seed in 0..5 {
            assert_eq!(
                decide(&view, level, seed),
                Some(Action::Play(card("C2"))),
                "{level} seed {seed}"
            );
        }
    }
}

#[test]
fn decisions_are_deterministic_for_a_seed() {
    let mut a = Game::new(
        3,
        GameRules {
            length: GameLength::new(5).unwrap(),
            ..GameRules::default()
        },
    );
    let mut b = a.clone();
    play_out(&mut a, Level::Standard, 8);
    play_out(&mut b, Level::Standard, 8);
    assert_eq!(a.record(), b.record());
}

#[test]
fn the_ace_of_trumps_bids_one_in_a_one_card_round() {
    let view = position(["SA", "S2", "H2", "D2"], Suit::Spades, Seat::North, &[], "");
    for level in LEVELS {
        assert_eq!(decide(&view, level, 1), Some(Action::Bid(1)), "{level}");
    }
}
