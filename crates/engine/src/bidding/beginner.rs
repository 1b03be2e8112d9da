//! The Beginner's bidding: the lesson's rules of thumb, no conventions
//! (`docs/BIDDING.md`, "The Beginner").
//!
//! - Open one of the longest suit with 13+ HCP; over an opponent's bid,
//!   bid the longest suit (five or more) at the cheapest level up to two.
//! - Respond to partner with 6+: game with 26 combined (29 in a minor fit),
//!   else raise partner's suit with three cards, else a new suit at the one
//!   level, else 1NT.
//! - Later: bid game when 26 combined by what partner has shown (13 for an
//!   opening or overcall, 6 for a response); otherwise pass.

use super::{cheapest_level, is_game, length};
use crate::auction::{is_legal, last_bid_at};
use crate::cards::hcp;
use contract_bridge::auction::Call;
use contract_bridge::{Bid, Hand, Seat, Strain, Suit};

/// The longest suit, the highest of equals.
fn longest(hand: Hand) -> Suit {
    let mut best = Suit::Spades;
    for s in Suit::DESC {
        if length(hand, s) > length(hand, best) {
            best = s;
        }
    }
    best
}

/// The cheapest legal bid of `strain` after `calls`.
fn cheapest(calls: &[Call], strain: Strain) -> Option<Call> {
    cheapest_level(calls, strain).map(|level| bid(level, strain))
}

fn bid(level: u8, strain: Strain) -> Call {
    Call::Bid(Bid::new(level, strain))
}

/// The Beginner's call for `hand` after `calls` (the caller checks that it
/// is legal).
#[must_use]
pub fn choose(hand: Hand, dealer: Seat, calls: &[Call]) -> Call {
    let _ = dealer;
    let n = calls.len();
    let points = hcp(hand);
    let mine = |i: usize| (n - i).is_multiple_of(4);
    let partners = |i: usize| (n - i) % 4 == 2;
    let bids: Vec<(usize, Bid)> = calls
        .iter()
        .enumerate()
        .filter_map(|(i, c)| {
            if let Call::Bid(b) = c {
                Some((i, *b))
            } else {
                None
            }
        })
        .collect();
    let my_bids: Vec<Bid> = bids
        .iter()
        .filter(|(i, _)| mine(*i))
        .map(|(_, b)| *b)
        .collect();
    let partner_bids: Vec<(usize, Bid)> =
        bids.iter().filter(|(i, _)| partners(*i)).copied().collect();
    let long = longest(hand);
    let try_call = |call: Call| {
        if is_legal(calls, call) {
            call
        } else {
            Call::Pass
        }
    };

    if my_bids.is_empty() && partner_bids.is_empty() {
        if points < 13 {
            return Call::Pass;
        }
        if bids.is_empty() {
            return bid(1, Strain::from(long));
        }
        return match cheapest(calls, Strain::from(long)) {
            Some(Call::Bid(b)) if b.level.get() <= 2 && length(hand, long) >= 5 => Call::Bid(b),
            _ => Call::Pass,
        };
    }
    let Some(&(first_index, first)) = partner_bids.first() else {
        // Only I have bid: partner has shown nothing.
        return Call::Pass;
    };
    // What partner has shown: 13 for an opening or overcall, 6 for a response.
    let responded = bids.iter().any(|(i, _)| *i < first_index && mine(*i));
    let partner_min = if responded { 6 } else { 13 };
    let combined = points + partner_min;
    let fit = first.strain.suit().filter(|&s| length(hand, s) >= 3);
    let our_last = last_bid_at(calls)
        .filter(|(i, _)| mine(*i) || partners(*i))
        .map(|(_, b)| b);
    if our_last.is_some_and(is_game) {
        return Call::Pass;
    }
    let game = || match fit {
        Some(s) if matches!(s, Suit::Hearts | Suit::Spades) => bid(4, Strain::from(s)),
        Some(s) if combined >= 29 && !is_legal(calls, bid(3, Strain::Notrump)) => {
            bid(5, Strain::from(s))
        }
        _ if matches!(long, Suit::Hearts | Suit::Spades) && length(hand, long) >= 6 => {
            bid(4, Strain::from(long))
        }
        _ => bid(3, Strain::Notrump),
    };
    if combined >= 26 {
        return try_call(game());
    }
    if !my_bids.is_empty() || points < 6 {
        return Call::Pass;
    }
    // A first response below game.
    if let Some(s) = fit
        && let Some(call) = cheapest(calls, Strain::from(s))
        && matches!(call, Call::Bid(b) if b.level.get() <= 2)
    {
        return call;
    }
    if length(hand, long) >= 4
        && let Some(call @ Call::Bid(b)) = cheapest(calls, Strain::from(long))
        && b.level.get() == 1
    {
        return call;
    }
    match cheapest(calls, Strain::Notrump) {
        Some(call @ Call::Bid(b)) if b.level.get() == 1 => call,
        _ => Call::Pass,
    }
}
