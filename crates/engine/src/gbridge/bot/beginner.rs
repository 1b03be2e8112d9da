//! The Beginner: rules of thumb. It bids the tricks its high cards and
//! trumps are worth (never fewer than its sure tricks, the run of top
//! trumps from the ace), plays high to win a trick it still needs and low
//! to lose one it must not take ([`super::pos::policy`] on what it can see).

use super::pos::{Pos, bits, index, policy, rank_of, suit_mask};
use crate::gbridge::rules::PLAYERS;
use crate::gbridge::view::SeatView;
use contract_bridge::{Card, Seat};

/// The tricks a hand is worth by rule of thumb, with `trump` (0 ♣ … 3 ♠).
#[must_use]
pub fn estimate(hand: u64, trump: u8) -> f64 {
    let trumps = (hand & suit_mask(trump)).count_ones();
    let mut tricks = 0.0;
    for s in 0..4u8 {
        let holding = hand & suit_mask(s);
        let len = holding.count_ones();
        let has = |r: u8| holding & (1u64 << ((s << 4) | r)) != 0;
        if s == trump {
            tricks += [
                (14, 1.0, 1.0),
                (13, 0.9, 0.6),
                (12, 0.75, 0.3),
                (11, 0.55, 0.15),
            ]
            .iter()
            .enumerate()
            .filter(|(_, (r, _, _))| has(*r))
            .map(|(i, &(_, long, short))| if len as usize > i { long } else { short })
            .sum::<f64>();
            let low = super::pos::cards(holding)
                .filter(|&c| rank_of(c) < 11)
                .count() as f64;
            tricks += (low - 2.0).max(0.0) * 0.55;
        } else {
            if has(14) {
                tricks += if len <= 4 { 0.85 } else { 0.6 };
            }
            if has(13) {
                tricks += if (2..=4).contains(&len) { 0.5 } else { 0.2 };
            }
            if has(12) && (3..=4).contains(&len) {
                tricks += 0.2;
            }
            if trumps >= 2 {
                tricks += match len {
                    0 => 0.35,
                    1 => 0.15,
                    _ => 0.0,
                };
            }
        }
    }
    tricks
}

/// Tricks that cannot be lost: the ace of trumps, the king too with it, …
#[must_use]
pub fn sure_tricks(hand: u64, trump: u8) -> u8 {
    (2..=14u8)
        .rev()
        .take_while(|&r| hand & (1u64 << ((trump << 4) | r)) != 0)
        .count() as u8
}

/// The bid of rules of thumb for `hand`: the estimate rounded, at least the
/// sure tricks, and the nearest allowed number when hooked.
#[must_use]
pub fn bid_for(hand: u64, trump: u8, allowed: &[u8]) -> Option<u8> {
    let est = estimate(hand, trump);
    let sure = sure_tricks(hand, trump);
    let want = (est.round() as u8).max(sure);
    allowed.iter().copied().min_by(|&a, &b| {
        let key = |x: u8| {
            (
                x < sure,
                (f64::from(x) - est).abs() + if x == want { 0.0 } else { 0.01 },
            )
        };
        let (ka, kb) = (key(a), key(b));
        ka.0.cmp(&kb.0).then(ka.1.total_cmp(&kb.1))
    })
}

/// The seat index (N 0 … W 3) of a seat.
pub(crate) const fn at(seat: Seat) -> usize {
    seat as usize
}

/// The position as `view.me` sees it: its own hand, the trick, tricks won
/// and the bids (0 for bids not yet made); other hands empty.
#[must_use]
pub fn position(view: &SeatView) -> Pos {
    let mut trick = [0u8; PLAYERS];
    for (slot, card) in trick.iter_mut().zip(&view.current.cards) {
        *slot = index(*card);
    }
    let mut hands = [0u64; PLAYERS];
    hands[at(view.me)] = bits(view.hand);
    Pos {
        hands,
        trump: view.trump as u8,
        leader: at(view.current.leader) as u8,
        trick,
        count: view.current.cards.len() as u8,
        won: view.won,
        bids: Seat::ALL.map(|s| view.bid_of(s).unwrap_or(0)),
    }
}

/// What `view.me` believes each seat may hold: the unseen cards, less the
/// suits that seat has shown out of.
#[must_use]
pub fn belief(view: &SeatView) -> [u64; PLAYERS] {
    let unseen = bits(view.unseen());
    Seat::ALL.map(|s| {
        if s == view.me {
            bits(view.hand)
        } else {
            view.voids(s)
                .iter()
                .fold(unseen, |m, suit| m & !suit_mask(*suit as u8))
        }
    })
}

/// The Beginner's bid, for a view in the bidding.
#[must_use]
pub fn bid(view: &SeatView) -> Option<u8> {
    bid_for(bits(view.hand), view.trump as u8, &view.legal_bids)
}

/// The Beginner's card, for a view in the play.
#[must_use]
pub fn card(view: &SeatView) -> Option<Card> {
    if view.legal.is_empty() {
        return None;
    }
    let c = policy(&position(view), &belief(view));
    let card = super::pos::card(c);
    Some(if view.legal.contains(card) {
        card
    } else {
        view.legal.iter().next()?
    })
}
