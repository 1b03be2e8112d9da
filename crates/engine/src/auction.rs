//! The auction of contract bridge (seed 003): what `contract-bridge`'s
//! [`Auction`] lacks for a table — whose call it is, the calls a bidding box
//! offers, a passed-out board, the final contract with its penalty and its
//! declarer.
//!
//! The legality of each call is `contract-bridge`'s ([`Auction::can_push`]):
//! a bid higher than the last (a higher level, or the same level in a higher
//! strain, ♣ < ♦ < ♥ < ♠ < NT); Double only of the opponents' last bid not
//! yet doubled; Redouble only of one's own side's doubled bid; Pass always.
//! Three passes after a call end the auction; four passes at the start pass
//! the board out.

use contract_bridge::auction::{Auction, Call, IllegalCall};
use contract_bridge::{Bid, Contract, Penalty, Seat, Strain};
use serde::{Deserialize, Serialize};

/// The seat that makes the `index`-th call (0 = the dealer's first).
#[must_use]
pub fn seat_of_call(dealer: Seat, index: usize) -> Seat {
    (0..index % 4).fold(dealer, |seat, _| seat.lho())
}

/// Builds `contract-bridge`'s [`Auction`] from `calls`.
///
/// # Errors
/// The index of the first illegal call and why it is illegal.
pub fn auction_of(calls: &[Call]) -> Result<Auction, (usize, IllegalCall)> {
    let mut auction = Auction::new();
    for (i, &call) in calls.iter().enumerate() {
        auction.try_push(call).map_err(|e| (i, e))?;
    }
    Ok(auction)
}

/// Whether the auction is over: three passes after a call, or four passes.
#[must_use]
pub fn has_ended(calls: &[Call]) -> bool {
    calls.len() >= 4 && calls[calls.len() - 3..] == [Call::Pass; 3]
}

/// Whether the board was passed out: four passes and no bid.
#[must_use]
pub fn is_passed_out(calls: &[Call]) -> bool {
    calls.len() == 4 && calls.iter().all(|&c| c == Call::Pass)
}

/// The seat to call next, or `None` once the auction is over.
#[must_use]
pub fn seat_to_call(dealer: Seat, calls: &[Call]) -> Option<Seat> {
    (!has_ended(calls)).then(|| seat_of_call(dealer, calls.len()))
}

/// Every bid, cheapest first: 1♣, 1♦, 1♥, 1♠, 1NT, 2♣, … 7NT.
pub fn all_bids() -> impl Iterator<Item = Bid> {
    (1..=7).flat_map(|level| {
        Strain::ASC
            .into_iter()
            .map(move |strain| Bid::new(level, strain))
    })
}

/// The calls a bidding box offers after `calls` (which must be legal): Pass,
/// Double and Redouble when allowed, then every bid above the last, cheapest
/// first. Empty once the auction is over.
#[must_use]
pub fn legal_calls(calls: &[Call]) -> Vec<Call> {
    let Ok(auction) = auction_of(calls) else {
        return Vec::new();
    };
    [Call::Pass, Call::Double, Call::Redouble]
        .into_iter()
        .chain(all_bids().map(Call::Bid))
        .filter(|&call| auction.can_push(call).is_ok())
        .collect()
}

/// Whether `call` may follow `calls` (false when `calls` break the laws).
#[must_use]
pub fn is_legal(calls: &[Call], call: Call) -> bool {
    auction_of(calls).is_ok_and(|a| a.can_push(call).is_ok())
}

/// The last bid, if any.
#[must_use]
pub fn last_bid(calls: &[Call]) -> Option<Bid> {
    last_bid_at(calls).map(|(_, bid)| bid)
}

/// The last bid with its index in `calls`, if any.
#[must_use]
pub fn last_bid_at(calls: &[Call]) -> Option<(usize, Bid)> {
    calls.iter().enumerate().rev().find_map(|(i, &c)| match c {
        Call::Bid(bid) => Some((i, bid)),
        _ => None,
    })
}

/// The penalty on the last bid: doubled or redoubled after it, else
/// undoubled (a later bid cancels an earlier double).
#[must_use]
pub fn penalty(calls: &[Call]) -> Penalty {
    let after = calls
        .iter()
        .rposition(|c| matches!(c, Call::Bid(_)))
        .map_or(calls, |i| &calls[i + 1..]);
    if after.contains(&Call::Redouble) {
        Penalty::Redoubled
    } else if after.contains(&Call::Double) {
        Penalty::Doubled
    } else {
        Penalty::Undoubled
    }
}

/// The contract an auction reached and who plays it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalContract {
    /// The last bid with its penalty.
    pub contract: Contract,
    /// The player of the declaring side who first named the strain.
    pub declarer: Seat,
}

impl FinalContract {
    /// The opening leader: the declarer's left-hand opponent.
    #[must_use]
    pub const fn opening_leader(self) -> Seat {
        self.declarer.lho()
    }

    /// The dummy: the declarer's partner.
    #[must_use]
    pub const fn dummy(self) -> Seat {
        self.declarer.partner()
    }
}

/// How an auction ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// Four passes: the board scores 0 to both sides.
    PassedOut,
    /// A contract and its declarer.
    Contract(FinalContract),
}

/// How the auction ended, or `None` while it goes on.
#[must_use]
pub fn ending(dealer: Seat, calls: &[Call]) -> Option<Ending> {
    if !has_ended(calls) {
        return None;
    }
    let Some((last, bid)) = last_bid_at(calls) else {
        return Some(Ending::PassedOut);
    };
    // The side of the last bid; its first player to name the strain.
    let index = (last % 2..calls.len())
        .step_by(2)
        .find(|&i| matches!(calls[i], Call::Bid(b) if b.strain == bid.strain))?;
    Some(Ending::Contract(FinalContract {
        contract: Contract {
            bid,
            penalty: penalty(calls),
        },
        declarer: seat_of_call(dealer, index),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn calls(s: &str) -> Vec<Call> {
        s.split_whitespace().map(|t| t.parse().unwrap()).collect()
    }

    fn bid(s: &str) -> Call {
        Call::Bid(s.parse().unwrap())
    }

    #[test]
    fn the_dealer_calls_first_then_clockwise() {
        assert_eq!(seat_to_call(Seat::East, &[]), Some(Seat::East));
        assert_eq!(seat_to_call(Seat::East, &calls("P 1C")), Some(Seat::West));
        assert_eq!(seat_to_call(Seat::West, &calls("P P P")), Some(Seat::South));
        assert_eq!(seat_to_call(Seat::West, &calls("P P P P")), None);
        assert_eq!(seat_of_call(Seat::North, 5), Seat::East);
    }

    #[test]
    fn legal_calls_at_the_start_are_pass_and_every_bid() {
        let legal = legal_calls(&[]);
        assert_eq!(legal.len(), 36);
        assert_eq!(legal[0], Call::Pass);
        assert!(!legal.contains(&Call::Double) && !legal.contains(&Call::Redouble));
        assert_eq!(legal[1], bid("1C"));
        assert_eq!(legal[35], bid("7NT"));
        // Passes alone allow no double either.
        assert!(!legal_calls(&calls("P P")).contains(&Call::Double));
    }

    #[test]
    fn after_a_bid_the_next_player_may_double_and_bid_higher() {
        let legal = legal_calls(&calls("1H"));
        assert_eq!(&legal[..2], &[Call::Pass, Call::Double]);
        assert!(!legal.contains(&Call::Redouble));
        assert!(!legal.contains(&bid("1D")) && !legal.contains(&bid("1H")));
        assert_eq!(legal[2], bid("1S"), "the same level in a higher strain");
        assert!(legal.contains(&bid("1NT")) && legal.contains(&bid("2C")));
        assert_eq!(legal.len(), 2 + 35 - 3);
    }

    #[test]
    fn partner_may_not_double_its_own_side() {
        // 1H by dealer, pass; the dealer's partner may not double 1H.
        let legal = legal_calls(&calls("1H P"));
        assert!(!legal.contains(&Call::Double));
        // Two passes after the opponents' bid: the fourth hand may double.
        assert!(legal_calls(&calls("1H P P")).contains(&Call::Double));
    }

    #[test]
    fn after_a_double_the_doubled_side_may_redouble() {
        let legal = legal_calls(&calls("1H X"));
        assert!(legal.contains(&Call::Redouble), "the bidder's partner");
        assert!(!legal.contains(&Call::Double), "no double of a doubled bid");
        assert!(
            !legal_calls(&calls("1H X P")).contains(&Call::Redouble),
            "the doubler's partner may not"
        );
        assert!(
            legal_calls(&calls("1H X P P")).contains(&Call::Redouble),
            "the bidder itself, in turn"
        );
    }

    #[test]
    fn after_a_redouble_no_double_or_redouble() {
        let legal = legal_calls(&calls("1H X XX"));
        assert!(!legal.contains(&Call::Double) && !legal.contains(&Call::Redouble));
        assert!(legal.contains(&Call::Pass) && legal.contains(&bid("1S")));
    }

    #[test]
    fn a_new_bid_cancels_the_double() {
        let c = calls("1H X 2H P P P");
        assert_eq!(penalty(&c), Penalty::Undoubled);
        assert_eq!(penalty(&calls("1H X P P P")), Penalty::Doubled);
        assert_eq!(penalty(&calls("1H X XX P P P")), Penalty::Redoubled);
    }

    #[test]
    fn three_passes_after_a_call_end_the_auction() {
        assert!(!has_ended(&calls("1C P P")));
        assert!(has_ended(&calls("1C P P P")));
        assert!(has_ended(&calls("P 1C X P P P")));
        assert!(!has_ended(&calls("P P P")));
        assert!(legal_calls(&calls("1C P P P")).is_empty());
        assert!(ending(Seat::North, &calls("1C P P")).is_none());
    }

    #[test]
    fn four_passes_pass_the_board_out() {
        let c = calls("P P P P");
        assert!(is_passed_out(&c) && has_ended(&c));
        assert_eq!(ending(Seat::South, &c), Some(Ending::PassedOut));
        assert!(!is_passed_out(&calls("P P P 1C P P P")));
    }

    #[test]
    fn the_declarer_is_the_first_of_the_side_to_name_the_strain() {
        // 003's example, North dealt: N pass, E 1♥, S X, W 3♥, N 3♠, E P,
        // S 4♠, all pass: North named spades first and declares.
        let c = calls("P 1H X 3H 3S P 4S P P P");
        let Some(Ending::Contract(f)) = ending(Seat::North, &c) else {
            panic!()
        };
        assert_eq!(f.contract, "4S".parse().unwrap());
        assert_eq!(f.declarer, Seat::North);
        assert_eq!(f.opening_leader(), Seat::East);
        assert_eq!(f.dummy(), Seat::South);
        // 003's Wikipedia example, West deals: W 1♦ N 1♥ E 1♠ S 2♣ W 2♠
        // N 3♣ E 4♠ S P W 4NT N P E 5♦ S P W 6♠ all pass: East named spades
        // first.
        let c = calls("1D 1H 1S 2C 2S 3C 4S P 4NT P 5D P 6S P P P");
        let Some(Ending::Contract(f)) = ending(Seat::West, &c) else {
            panic!()
        };
        assert_eq!(
            (f.contract, f.declarer),
            ("6S".parse().unwrap(), Seat::East)
        );
        // The player who bid the final contract is not always the declarer.
        let c = calls("1NT P 3NT X P P XX P P P");
        let Some(Ending::Contract(f)) = ending(Seat::South, &c) else {
            panic!()
        };
        assert_eq!(f.contract, "3NTxx".parse().unwrap());
        assert_eq!(f.declarer, Seat::South);
        // An opponent's earlier bid of the strain does not count.
        let c = calls("1S 2S P P 2NT P 3S P P P");
        let Some(Ending::Contract(f)) = ending(Seat::North, &c) else {
            panic!()
        };
        assert_eq!(
            (f.declarer, f.contract.bid),
            (Seat::North, "3S".parse().unwrap())
        );
    }

    #[test]
    fn illegal_sequences_are_reported_with_their_index() {
        assert_eq!(auction_of(&calls("1H 1D")).unwrap_err().0, 1);
        assert_eq!(auction_of(&calls("P X")).unwrap_err().0, 1);
        assert_eq!(auction_of(&calls("1H P XX")).unwrap_err().0, 2);
        assert_eq!(auction_of(&calls("P P P P P")).unwrap_err().0, 4);
        assert!(auction_of(&calls("1H X XX 1S")).is_ok());
    }
}
