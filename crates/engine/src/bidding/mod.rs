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
use crate::cards::{hcp, suit_index};
use crate::level::Level;
use contract_bridge::auction::{AbsoluteVulnerability, Call};
use contract_bridge::{Bid, Hand, Seat, Strain, Suit};
use serde::{Deserialize, Serialize};

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
