//! Layouts of the unseen cards consistent with what one player knows.
//!
//! Double-dummy Monte Carlo needs whole deals; a player sees only its own
//! hand, dummy once faced, and the cards played. [`Knowledge`] collects the
//! constraints from a [`SeatView`] (cards still held by each unseen hand,
//! the voids it has shown, and the points it still holds, since every hand's
//! HCP is announced), and [`sample`] deals the unseen cards to match them.
//!
//! The points are a strong constraint, so every sampled hand must hold
//! exactly its announced HCP (counted on its 13 original cards: the
//! remaining ones plus those it played). Dealing is done card by card with
//! each card going to a hand with probability proportional to the room left
//! in it (which is exactly uniform when no void is known); void-restricted
//! suits and then honours are dealt first so that a wrong point count is
//! rejected before the small cards are dealt. When too few layouts match
//! after many tries, the closest ones (points off by 1, then 2, …) fill in,
//! so a decision always has samples.
//!
//! In contract bridge nobody announces points: the auction's meanings by
//! the robots' system give each hand a range of points and of each suit's
//! length instead ([`HandRange`]s, which the caller reads from the auction:
//! `bidding::seat_ranges`), and layouts are dealt within them, as softly
//! (the closest fill in when the auction's evidence contradicts itself or
//! the cards).
//!
//! The Expert also reads the computer players' cards: a robot that
//! followed with a card held no equal card just below it
//! ([`Knowledge::read_robots_cards`]). Such a denied card is dealt around
//! its seat as a void's suit is; denials that leave no layout at all are
//! dropped.

use crate::cards::{HandRange, card_hcp, hcp, suit_index};
use crate::view::SeatView;
use contract_bridge::{Card, Hand, Seat, Strain, Suit};
use rand::RngExt as _;

/// What a player knows about where the cards it cannot see are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Knowledge {
    /// Remaining cards of the hands whose cards are seen (empty otherwise).
    pub known: [Hand; 4],
    /// Whether each seat's remaining cards are all seen.
    pub seen: [bool; 4],
    /// Cards each seat still holds (13 minus the cards it played).
    pub count: [usize; 4],
    /// `void[seat][suit]`: the seat showed out of the suit.
    pub void: [[bool; 4]; 4],
    /// Points each seat still holds, least and most: its announcement (or
    /// in contract bridge the auction's range) minus the points of the
    /// cards it played (may be inconsistent for a malformed view).
    pub hcp_left: [(i32, i32); 4],
    /// Contract bridge: each seat's original length in each suit (♣ ♦ ♥ ♠),
    /// least and most, as the auction shows (0–13 elsewhere).
    pub lengths: [[(u8, u8); 4]; 4],
    /// The cards nobody at the table has seen: to be dealt.
    pub pool: Hand,
    /// A soft constraint from the contract: the declaring side (seats
    /// listed) holds at least `len` original cards of `suit` (a trump fit).
    pub fit: Option<(Suit, [Seat; 2], usize)>,
    /// Cards played so far by each seat (to count original lengths).
    pub played: [Hand; 4],
    /// Cards each seat cannot hold, though nothing else rules them out:
    /// what the computer players' cards show
    /// ([`Knowledge::read_robots_cards`]; empty until it is read).
    pub denied: [Hand; 4],
}

impl Knowledge {
    /// The constraints from what `view.me` knows, with what the auction
    /// showed of each hand (`auction`, by seat; read in contract bridge
    /// only, whose views carry an auction).
    #[must_use]
    pub fn from_view(view: &SeatView, auction: &[HandRange; 4]) -> Self {
        let mut played = [Hand::EMPTY; 4];
        let mut void = [[false; 4]; 4];
        for trick in view.tricks.iter().chain(core::iter::once(&view.current)) {
            let led = trick.led();
            for (seat, card) in trick.plays() {
                played[seat as usize].insert(card);
                if let Some(led) = led
                    && card.suit != led
                {
                    void[seat as usize][suit_index(led)] = true;
                }
            }
        }
        let mut known = [Hand::EMPTY; 4];
        let mut seen = [false; 4];
        known[view.me as usize] = view.hand;
        seen[view.me as usize] = true;
        if let Some(dummy) = view.dummy {
            known[view.dummy_seat() as usize] = dummy;
            seen[view.dummy_seat() as usize] = true;
        }
        let all_played = played.iter().fold(Hand::EMPTY, |a, &h| a | h);
        let all_known = known.iter().fold(Hand::EMPTY, |a, &h| a | h);
        let pool = Hand::ALL - all_played - all_known;
        let count = Seat::ALL.map(|s| 13usize.saturating_sub(played[s as usize].len()));
        let spent = |s: Seat| i32::from(hcp(played[s as usize]));
        let (hcp_left, lengths, fit) = if view.rules.has_auction() {
            let ranges = auction;
            let hcp_left = Seat::ALL.map(|s| {
                let (lo, hi) = ranges[s as usize].hcp;
                (i32::from(lo) - spent(s), i32::from(hi) - spent(s))
            });
            // The auction's meanings carry the fits it showed.
            (
                hcp_left,
                Seat::ALL.map(|s| ranges[s as usize].lengths),
                None,
            )
        } else {
            let hcp_left = Seat::ALL.map(|s| {
                let left = i32::from(view.announcements.of(s)) - spent(s);
                (left, left)
            });
            // Defenders infer a trump fit from the declarer's choice of a suit.
            let fit = match view.strain().and_then(Strain::suit) {
                Some(suit) if !view.declaring() => {
                    Some((suit, [view.declarer, view.dummy_seat()], 8))
                }
                _ => None,
            };
            (hcp_left, [[(0, 13); 4]; 4], fit)
        };
        Self {
            known,
            seen,
            count,
            void,
            hcp_left,
            lengths,
            pool,
            fit,
            played,
            denied: [Hand::EMPTY; 4],
        }
    }

    /// Adds what the computer players' cards show. A robot (any level)
    /// following to a trick plays the lowest of its equal cards, so it held
    /// no card just below the one it played: the next rank down that no
    /// earlier trick took (when that card is not in the same trick, which
    /// would leave the two unequal). Leads say nothing: a robot may lead
    /// the Beginner's fourth best rather than the top of equal cards.
    /// `robots` names the seats whose cards the computer chose (a person's
    /// cards follow no convention).
    pub fn read_robots_cards(&mut self, view: &SeatView, robots: [bool; 4]) {
        let mut gone = Hand::EMPTY;
        for trick in view.tricks.iter().chain(core::iter::once(&view.current)) {
            let in_trick: Hand = trick.cards.iter().copied().collect();
            for (seat, card) in trick.plays().skip(1) {
                if !robots[seat as usize] {
                    continue;
                }
                let below = Hand::ALL
                    .iter()
                    .filter(|c| {
                        c.suit == card.suit && c.rank.get() < card.rank.get() && !gone.contains(*c)
                    })
                    .max_by_key(|c| c.rank.get());
                if let Some(below) = below.filter(|c| !in_trick.contains(*c)) {
                    self.denied[seat as usize].insert(below);
                }
            }
            gone |= in_trick;
        }
    }

    /// Whether some unseen seat cannot hold `card` for a reason other than
    /// the counts: a void it showed or a card the robots' play denies.
    fn restricted(&self, card: Card, unseen: &[Seat]) -> bool {
        unseen.iter().any(|&s| {
            self.void[s as usize][suit_index(card.suit)] || self.denied[s as usize].contains(card)
        })
    }

    /// Seats whose cards must be sampled.
    #[must_use]
    pub fn unseen(&self) -> Vec<Seat> {
        Seat::ALL
            .into_iter()
            .filter(|&s| !self.seen[s as usize] && self.count[s as usize] > 0)
            .collect()
    }

    /// Whether the counts add up (else no layout can be dealt).
    #[must_use]
    pub fn consistent(&self) -> bool {
        let need: usize = self
            .unseen()
            .iter()
            .map(|&s| self.count[s as usize] - self.known[s as usize].len())
            .sum();
        need == self.pool.len()
            && Seat::ALL.iter().all(|&s| {
                !self.seen[s as usize] || self.known[s as usize].len() == self.count[s as usize]
            })
    }

    /// Points outside `seat`'s range when it holds `hand` (0 inside).
    fn points_off(&self, seat: Seat, hand: Hand) -> u32 {
        let (lo, hi) = self.hcp_left[seat as usize];
        let points = i32::from(hcp(hand));
        (lo - points).max(points - hi).max(0).unsigned_abs()
    }

    /// Cards outside `seat`'s suit length ranges when it holds `hand`
    /// (lengths counted with the cards it played).
    fn lengths_off(&self, seat: Seat, hand: Hand) -> u32 {
        let s = seat as usize;
        Suit::ASC
            .into_iter()
            .map(|suit| {
                let (lo, hi) = self.lengths[s][suit_index(suit)];
                let len = (hand[suit].len() + self.played[s][suit].len()) as i32;
                (i32::from(lo) - len)
                    .max(len - i32::from(hi))
                    .max(0)
                    .unsigned_abs()
            })
            .sum()
    }

    /// How far a layout is from the constraints: total points off, cards
    /// off the auction's suit lengths, plus one when the declaring side
    /// lacks the trump fit its contract shows.
    pub(crate) fn deviation(&self, hands: &[Hand; 4], unseen: &[Seat]) -> u32 {
        let mut d: u32 = unseen
            .iter()
            .map(|&s| {
                self.points_off(s, hands[s as usize]) + self.lengths_off(s, hands[s as usize])
            })
            .sum();
        if let Some((suit, seats, len)) = self.fit {
            let have: usize = seats
                .iter()
                .map(|&s| hands[s as usize][suit].len() + self.played[s as usize][suit].len())
                .sum();
            if have < len {
                d += 1;
            }
        }
        d
    }
}

/// Tries per wanted layout before the closest misses fill in.
pub const TRIES_PER_SAMPLE: usize = 400;

/// Deals up to `wanted` layouts of the remaining cards (each seat's
/// remaining hand) consistent with `knowledge`: exact ones first, then the
/// closest after `wanted × TRIES_PER_SAMPLE` tries. Empty only when the
/// knowledge is inconsistent (a malformed view).
#[must_use]
pub fn sample(knowledge: &Knowledge, rng: &mut rand_pcg::Pcg64, wanted: usize) -> Vec<[Hand; 4]> {
    if !knowledge.consistent() || wanted == 0 {
        return Vec::new();
    }
    let unseen = knowledge.unseen();
    if unseen.is_empty() || knowledge.pool.is_empty() {
        return vec![knowledge.known];
    }
    // Order: cards of suits some unseen hand is void in, then honours, then
    // the rest (points are checked between the last two groups).
    let restricted = |c: &Card| knowledge.restricted(*c, &unseen);
    let mut first: Vec<Card> = Vec::new();
    let mut rest: Vec<Card> = Vec::new();
    for c in knowledge.pool.iter() {
        if restricted(&c) || card_hcp(c) > 0 {
            first.push(c)
        } else {
            rest.push(c)
        }
    }
    first.sort_by_key(|c| (!restricted(c), c.rank.get(), suit_index(c.suit)));
    let mut exact = Vec::with_capacity(wanted);
    let mut near: Vec<(u32, [Hand; 4])> = Vec::new();
    let max_tries = wanted.saturating_mul(TRIES_PER_SAMPLE).max(2000);
    for _ in 0..max_tries {
        if exact.len() >= wanted {
            break;
        }
        let Some(hands) = deal_once(
            knowledge,
            &unseen,
            &first,
            &rest,
            rng,
            near.len() < wanted * 4,
        ) else {
            continue;
        };
        match knowledge.deviation(&hands, &unseen) {
            0 => exact.push(hands),
            d => {
                if near.len() < wanted * 4 {
                    near.push((d, hands));
                } else if let Some(worst) = near.iter_mut().max_by_key(|(wd, _)| *wd)
                    && worst.0 > d
                {
                    *worst = (d, hands);
                }
            }
        }
    }
    if exact.is_empty() && near.is_empty() && knowledge.denied.iter().any(|h| !h.is_empty()) {
        // The robots' cards ruled out every layout: a seat named a robot
        // did not play like one. Deal as if nothing were read.
        let mut plain = knowledge.clone();
        plain.denied = [Hand::EMPTY; 4];
        return sample(&plain, rng, wanted);
    }
    if exact.len() < wanted {
        near.sort_by_key(|(d, _)| *d);
        exact.extend(near.into_iter().take(wanted - exact.len()).map(|(_, h)| h));
    }
    exact
}

/// One random layout honouring voids and counts; `None` when the voids
/// made it impossible this time, or when the points already miss and no
/// near miss is wanted.
fn deal_once(
    k: &Knowledge,
    unseen: &[Seat],
    first: &[Card],
    rest: &[Card],
    rng: &mut rand_pcg::Pcg64,
    keep_misses: bool,
) -> Option<[Hand; 4]> {
    let mut hands = k.known;
    let mut room = [0usize; 4];
    for &s in unseen {
        room[s as usize] = k.count[s as usize] - k.known[s as usize].len();
    }
    let mut order: Vec<Card> = first.to_vec();
    shuffle_keep_groups(&mut order, k, unseen, rng);
    let place = |c: Card,
                 hands: &mut [Hand; 4],
                 room: &mut [usize; 4],
                 rng: &mut rand_pcg::Pcg64|
     -> bool {
        let si = suit_index(c.suit);
        let may = |s: Seat| !k.void[s as usize][si] && !k.denied[s as usize].contains(c);
        let total: usize = unseen
            .iter()
            .filter(|&&s| may(s))
            .map(|&s| room[s as usize])
            .sum();
        if total == 0 {
            return false;
        }
        let mut pick = rng.random_range(0..total);
        for &s in unseen {
            if !may(s) {
                continue;
            }
            let r = room[s as usize];
            if pick < r {
                hands[s as usize].insert(c);
                room[s as usize] -= 1;
                return true;
            }
            pick -= r;
        }
        false
    };
    for &c in &order {
        if !place(c, &mut hands, &mut room, rng) {
            return None;
        }
    }
    if !keep_misses
        && unseen
            .iter()
            .any(|&s| k.points_off(s, hands[s as usize]) > 0)
    {
        return None;
    }
    for &c in rest {
        if !place(c, &mut hands, &mut room, rng) {
            return None;
        }
    }
    Some(hands)
}

/// Shuffles the restricted cards among themselves and the honours among
/// themselves (restricted ones stay first so voids and denials cannot
/// strand them).
fn shuffle_keep_groups(
    cards: &mut [Card],
    k: &Knowledge,
    unseen: &[Seat],
    rng: &mut rand_pcg::Pcg64,
) {
    let split = cards
        .iter()
        .position(|c| !k.restricted(*c, unseen))
        .unwrap_or(cards.len());
    let (a, b) = cards.split_at_mut(split);
    fisher_yates(a, rng);
    fisher_yates(b, rng);
}

fn fisher_yates<T>(items: &mut [T], rng: &mut rand_pcg::Pcg64) {
    for i in (1..items.len()).rev() {
        let j = rng.random_range(0..=i);
        items.swap(i, j);
    }
}

/// A layout of 13-card hands as a deal (used before the first card).
pub use crate::cards::full_deal as as_full_deal;
