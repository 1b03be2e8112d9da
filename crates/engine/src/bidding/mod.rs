//! The robots' bidding for contract bridge: the system of `docs/BIDDING.md`
//! as data, read three ways.
//!
//! - [`choose_call`]: the robots' call (Standard bids the system, the
//!   Expert too but judges placements double dummy, [`expert`], the
//!   Beginner the lesson's rules of thumb, [`beginner`]).
//! - [`meaning`], [`would_mean`]: what a call shows ([`Meaning`], typed
//!   data for the page's catalog; [`Meaning::summary`] is the CLI's
//!   English).
//! - [`seat_ranges`]: what each seat's calls showed, for the card-play
//!   sampler.
//!
//! The system itself is [`system`]: for the player to call, an ordered list
//! of [`system::Rule`]s (a call, the hand it shows, forcing, convention).
//! A robot makes the first rule its hand fits; a call means the hull of
//! every rule of the situation that makes it, so the hand that made a call
//! always lies inside what the call shows.

pub mod beginner;
pub mod expert;
pub mod system;
#[cfg(test)]
mod tests;

use crate::auction::{has_ended, last_bid, seat_of_call};
use crate::level::Level;
use contract_bridge::auction::{AbsoluteVulnerability, Call};
use contract_bridge::{Bid, Hand, Seat, Strain, Suit};
use serde::{Deserialize, Serialize};

/// What a hand holds, as ranges: the bidding's meanings are stated in
/// them and the card-play sampler deals within them (below both).
pub use crate::cards::{HandRange, MAX_HCP, length};

/// Whether a hand's shape is balanced: 4-3-3-3, 4-4-3-2 or 5-3-3-2.
#[must_use]
pub fn is_balanced(hand: Hand) -> bool {
    let mut shape = Suit::ASC.map(|s| length(hand, s));
    shape.sort_unstable();
    matches!(shape, [3, 3, 3, 4] | [2, 3, 4, 4] | [2, 3, 3, 5])
}

/// Aces in `hand`.
#[must_use]
pub fn aces(hand: Hand) -> u8 {
    hand.iter().filter(|c| c.rank.get() == 14).count() as u8
}

/// How far a call obliges partner to keep bidding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Forcing {
    /// Partner may pass.
    #[default]
    NotForcing,
    /// Partner must bid once more.
    OneRound,
    /// The partnership bids on to game.
    Game,
}

/// The convention a call belongs to (`Natural` for a natural call).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Convention {
    /// A natural call: the suit bid is held, a pass has nothing to add.
    #[default]
    Natural,
    /// 2♣ over 1NT (3♣ over 2NT): asks for a four-card major.
    Stayman,
    /// Opener's answer to Stayman (2♦: no four-card major).
    StaymanAnswer,
    /// Jacoby transfer: shows five or more cards of the suit named, asks
    /// partner to bid it.
    Transfer(Suit),
    /// Opener completes a transfer to this suit.
    TransferAccept(Suit),
    /// 4NT Blackwood: asks for aces.
    BlackwoodAsk,
    /// The answer to Blackwood: this many aces (0 also means 4).
    BlackwoodAnswer(u8),
    /// The strong 2♣ opening: 22+, artificial.
    StrongTwoClubs,
    /// 2♦ waiting over 2♣: artificial, says nothing of the hand.
    Waiting,
    /// A weak two opening: six cards and 5–10 (7–10 and a good suit
    /// vulnerable).
    WeakTwo,
    /// A three-level pre-empt: seven cards and 5–10 (7–10 and a good suit
    /// vulnerable).
    Preempt,
    /// A double for takeout: support for the unbid suits.
    TakeoutDouble,
    /// An answer to partner's takeout double.
    TakeoutAnswer,
    /// A double for penalties: the opponents will go down.
    PenaltyDouble,
    /// A suit overcall.
    Overcall,
    /// A 1NT overcall: 15–18 balanced.
    NotrumpOvercall,
    /// An invitation to game: partner bids game with a maximum.
    Invitation,
    /// A raise of partner's suit.
    Raise,
}

/// What a call shows by the system: typed data (the page words it through
/// its catalog, [`Meaning::summary`] is the CLI's English).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Meaning {
    /// The hands that make the call.
    pub range: HandRange,
    /// Whether the call shows a balanced hand.
    pub balanced: bool,
    /// Whether partner must bid again.
    pub forcing: Forcing,
    /// The convention, `Natural` for a natural call.
    pub convention: Convention,
}

impl Meaning {
    /// The meaning that says nothing (a call the system does not cover).
    pub const NOTHING: Self = Self {
        range: HandRange::ANY,
        balanced: false,
        forcing: Forcing::NotForcing,
        convention: Convention::Natural,
    };

    /// One line of English for the CLI and tests, e.g. "12-21 HCP, 5+
    /// spades".
    #[must_use]
    pub fn summary(&self) -> String {
        let mut parts = Vec::new();
        match self.convention {
            Convention::Natural => {}
            Convention::Transfer(s) => parts.push(format!("transfer to {}", suit_name(s))),
            Convention::TransferAccept(s) => {
                parts.push(format!("completes the transfer to {}", suit_name(s)))
            }
            Convention::BlackwoodAnswer(n) => {
                parts.push(if n == 0 {
                    "Blackwood answer: 0 or 4 aces".to_string()
                } else {
                    format!("Blackwood answer: {n} ace{}", if n == 1 { "" } else { "s" })
                });
            }
            other => parts.push(convention_name(other).to_string()),
        }
        let (lo, hi) = self.range.hcp;
        match (lo, hi) {
            (0, MAX_HCP) => {}
            (lo, MAX_HCP) => parts.push(format!("{lo}+ HCP")),
            (0, hi) => parts.push(format!("0-{hi} HCP")),
            (lo, hi) if lo == hi => parts.push(format!("{lo} HCP")),
            (lo, hi) => parts.push(format!("{lo}-{hi} HCP")),
        }
        if self.balanced {
            parts.push("balanced".to_string());
        }
        for suit in Suit::DESC {
            let (lo, hi) = self.range.lengths[suit as usize];
            let name = suit_name(suit);
            match (lo, hi) {
                (0, 13) => {}
                (2, 5) if self.balanced => {}
                (lo, 13) => parts.push(format!("{lo}+ {name}")),
                (0, hi) => parts.push(format!("at most {hi} {name}")),
                (lo, hi) if lo == hi => parts.push(format!("{lo} {name}")),
                (lo, hi) => parts.push(format!("{lo}-{hi} {name}")),
            }
        }
        match self.forcing {
            Forcing::NotForcing => {}
            Forcing::OneRound => parts.push("forcing".to_string()),
            Forcing::Game => parts.push("forcing to game".to_string()),
        }
        if parts.is_empty() {
            "no further information".to_string()
        } else {
            parts.join(", ")
        }
    }
}

fn suit_name(suit: Suit) -> &'static str {
    match suit {
        Suit::Clubs => "clubs",
        Suit::Diamonds => "diamonds",
        Suit::Hearts => "hearts",
        Suit::Spades => "spades",
    }
}

fn convention_name(convention: Convention) -> &'static str {
    match convention {
        Convention::Natural => "natural",
        Convention::Stayman => "Stayman",
        Convention::StaymanAnswer => "answer to Stayman",
        Convention::Transfer(_) => "transfer",
        Convention::TransferAccept(_) => "completes the transfer",
        Convention::BlackwoodAsk => "Blackwood, asks for aces",
        Convention::BlackwoodAnswer(_) => "Blackwood answer",
        Convention::StrongTwoClubs => "strong 2C, artificial",
        Convention::Waiting => "waiting, artificial",
        Convention::WeakTwo => "weak two",
        Convention::Preempt => "pre-empt",
        Convention::TakeoutDouble => "takeout double",
        Convention::TakeoutAnswer => "answer to the takeout double",
        Convention::PenaltyDouble => "penalty double",
        Convention::Overcall => "overcall",
        Convention::NotrumpOvercall => "1NT overcall",
        Convention::Invitation => "invitation to game",
        Convention::Raise => "raise",
    }
}

/// The meanings of every call of `calls` by the system, in order, each
/// read from the calls before it.
#[must_use]
pub fn meanings(
    dealer: Seat,
    vulnerability: AbsoluteVulnerability,
    calls: &[Call],
) -> Vec<Meaning> {
    let mut shown = Vec::with_capacity(calls.len());
    for index in 0..calls.len() {
        let situation = system::Situation::new(dealer, vulnerability, &calls[..index], &shown);
        shown.push(situation.meaning_of(calls[index]));
    }
    shown
}

/// What `calls[index]` shows by the system, given the calls before it
/// ([`Meaning::NOTHING`] when `index` is out of range).
#[must_use]
pub fn meaning(
    dealer: Seat,
    vulnerability: AbsoluteVulnerability,
    calls: &[Call],
    index: usize,
) -> Meaning {
    if index >= calls.len() {
        return Meaning::NOTHING;
    }
    meanings(dealer, vulnerability, &calls[..=index])
        .pop()
        .unwrap_or(Meaning::NOTHING)
}

/// What `call` would mean if the player to call next made it (the bidding
/// box's preview).
#[must_use]
pub fn would_mean(
    dealer: Seat,
    vulnerability: AbsoluteVulnerability,
    calls: &[Call],
    call: Call,
) -> Meaning {
    let shown = meanings(dealer, vulnerability, calls);
    system::Situation::new(dealer, vulnerability, calls, &shown).meaning_of(call)
}

/// What each seat's hand is known to hold after these calls (index `Seat
/// as usize`), by the system: every call's range, narrowed softly (where
/// two calls contradict each other the later one wins).
#[must_use]
pub fn seat_ranges(
    dealer: Seat,
    vulnerability: AbsoluteVulnerability,
    calls: &[Call],
) -> [HandRange; 4] {
    ranges_of(dealer, &meanings(dealer, vulnerability, calls))
}

fn ranges_of(dealer: Seat, shown: &[Meaning]) -> [HandRange; 4] {
    let mut ranges = [HandRange::ANY; 4];
    for (index, m) in shown.iter().enumerate() {
        let seat = seat_of_call(dealer, index) as usize;
        ranges[seat] = ranges[seat].narrowed_by(&m.range);
    }
    ranges
}

/// The robots' call for the player to call next (seat = dealer +
/// `calls.len()`). Always legal (`Pass` when the calls given are not a
/// legal auction in progress). Deterministic: `seed` is used only by the
/// Expert, who judges placements on layouts dealt from it ([`expert`]).
#[must_use]
pub fn choose_call(
    hand: &Hand,
    dealer: Seat,
    vulnerability: AbsoluteVulnerability,
    calls: &[Call],
    level: Level,
    seed: u64,
) -> Call {
    let Ok(auction) = crate::auction::auction_of(calls) else {
        return Call::Pass;
    };
    if auction.has_ended() {
        return Call::Pass;
    }
    let call = match level {
        Level::Beginner => beginner::choose(*hand, dealer, calls),
        Level::Standard => {
            let shown = meanings(dealer, vulnerability, calls);
            system::Situation::new(dealer, vulnerability, calls, &shown).choose(*hand)
        }
        Level::Expert => expert::choose(*hand, dealer, vulnerability, calls, seed),
    };
    if auction.can_push(call).is_ok() {
        call
    } else {
        Call::Pass
    }
}

/// Whether `bid` is a game or more (3NT, 4♥/4♠, 5♣/5♦ and higher).
#[must_use]
pub fn is_game(bid: Bid) -> bool {
    let level = bid.level.get();
    match bid.strain {
        Strain::Notrump => level >= 3,
        Strain::Hearts | Strain::Spades => level >= 4,
        Strain::Clubs | Strain::Diamonds => level >= 5,
    }
}

/// The cheapest level at which `strain` may be bid after `calls` (`None`
/// above seven).
#[must_use]
pub fn cheapest_level(calls: &[Call], strain: Strain) -> Option<u8> {
    let level = match last_bid(calls) {
        None => 1,
        Some(b) if strain > b.strain => b.level.get(),
        Some(b) => b.level.get() + 1,
    };
    (level <= 7).then_some(level)
}

/// The robots' whole auction for a deal, every seat bidding at `level`,
/// until it ends (at most 319 calls, which no legal auction exceeds).
#[must_use]
pub fn robot_auction(
    deal: &contract_bridge::FullDeal,
    dealer: Seat,
    vulnerability: AbsoluteVulnerability,
    level: Level,
    seed: u64,
) -> Vec<Call> {
    let mut calls: Vec<Call> = Vec::new();
    loop {
        if has_ended(&calls) || calls.len() >= 319 {
            return calls;
        }
        let seat = seat_of_call(dealer, calls.len());
        let call = choose_call(&deal[seat], dealer, vulnerability, &calls, level, seed);
        calls.push(call);
    }
}
