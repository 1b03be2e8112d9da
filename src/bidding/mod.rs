// stub: replaced by the bidding branch at merge
//! The robots' bidding system (stub). The bidding branch replaces this file
//! with the documented system (`docs/BIDDING.md`); until then every robot
//! passes and nothing is known about any hand.

use crate::bot::Level;
use contract_bridge::auction::{AbsoluteVulnerability, Call};
use contract_bridge::{Hand, Seat};

/// A range of high card points and of each suit's length (index ♣♦♥♠ =
/// `cards::suit_index` order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HandRange {
    /// High card points, least and most.
    pub hcp: (u8, u8),
    /// Each suit's length, least and most (♣ ♦ ♥ ♠).
    pub lengths: [(u8, u8); 4],
}

/// The robots' call for the player to call next (seat = dealer +
/// calls.len()). Always legal. Stub: always Pass.
#[must_use]
pub fn choose_call(
    hand: &Hand,
    dealer: Seat,
    vulnerability: AbsoluteVulnerability,
    calls: &[Call],
    level: Level,
    seed: u64,
) -> Call {
    let _ = (hand, dealer, vulnerability, calls, level, seed);
    Call::Pass
}

/// What each seat's hand is known to hold after these calls (index Seat as
/// usize), by the system. Stub: full ranges.
#[must_use]
pub fn seat_ranges(dealer: Seat, vulnerability: AbsoluteVulnerability, calls: &[Call]) -> [HandRange; 4] {
    let _ = (dealer, vulnerability, calls);
    [HandRange { hcp: (0, 37), lengths: [(0, 13); 4] }; 4]
}
