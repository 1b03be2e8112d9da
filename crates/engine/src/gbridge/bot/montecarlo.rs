//! The Standard and Expert robots: determinized Monte Carlo.
//!
//! The robot deals layouts of the cards it cannot see that agree with what
//! it knows: its hand, the cards played, the suits each player has shown
//! out of, and how many cards each still holds. The bids are soft
//! evidence: a layout is weighted by how well each hand's rule-of-thumb
//! value ([`super::beginner::estimate`]) matches its owner's bid. Each
//! candidate (a legal card, one of each run of equals; or each allowed bid)
//! is played out on every layout, and the robot takes the one with the
//! best expected round score for itself. A position with few tricks left
//! is searched exactly (four independent players, every hand known,
//! [`super::pos::Search`]); larger ones are played out by the rule-of-thumb
//! policy with every hand known ([`super::pos::Pos::play_out`]).
//!
//! The budget is counted in layouts, never a clock, so a decision is a
//! function of the view, the level and the seed.

use super::beginner::{self, bid_for, position};
use super::pos::{Pos, Search, bits, card, distinct, suit_mask};
use crate::gbridge::rules::{PLAYERS, bid_allowed, score};
use crate::gbridge::view::SeatView;
use contract_bridge::{Card, Seat};
use rand::RngExt as _;
use rand::SeedableRng as _;

/// How much thinking one decision may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Layouts dealt for a card.
    pub play_layouts: usize,
    /// Layouts dealt for a bid.
    pub bid_layouts: usize,
    /// Positions with at most this many tricks left are searched exactly.
    pub exact_tricks: u32,
    /// Positions the exact search may visit in one decision; past it, the
    /// layout in hand and the rest are played out instead.
    pub exact_nodes: u64,
}

impl Budget {
    /// Standard: a small fraction of a second a decision natively.
    pub const STANDARD: Self = Self {
        play_layouts: 120,
        bid_layouts: 100,
        exact_tricks: 4,
        exact_nodes: 1_000_000,
    };
    /// Expert: about three times Standard's work.
    pub const EXPERT: Self = Self {
        play_layouts: 360,
        bid_layouts: 300,
        exact_tricks: 4,
        exact_nodes: 3_000_000,
    };
}

/// The spread of a bid around its hand's rule-of-thumb value, in tricks,
/// for the soft evidence.
const BID_SPREAD: f64 = 1.1;

/// Layouts of the other hands as `view.me` may picture them, each with its
/// weight from the bids. Hands are N E S W card sets; `me`'s is its own.
#[must_use]
pub fn layouts(
    view: &SeatView,
    rng: &mut rand_pcg::Pcg64,
    wanted: usize,
) -> Vec<([u64; PLAYERS], f64)> {
    let unseen = bits(view.unseen());
    let me = view.me as usize;
    let others: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| s != view.me).collect();
    let voids: [u64; PLAYERS] = Seat::ALL.map(|s| {
        view.voids(s)
            .iter()
            .fold(0, |m, suit| m | suit_mask(*suit as u8))
    });
    let need: [usize; PLAYERS] = Seat::ALL.map(|s| view.cards_left(s));
    let played: [u64; PLAYERS] = Seat::ALL.map(|s| bits(view.played_by(s)));
    let mut out = Vec::with_capacity(wanted);
    for _ in 0..wanted {
        let mut hands = [0u64; PLAYERS];
        hands[me] = bits(view.hand);
        let mut dealt = false;
        for attempt in 0..24 {
            let honour_voids = attempt < 20;
            let mut order = others.clone();
            // The most constrained hands first, ties at random.
            for i in (1..order.len()).rev() {
                let j = rng.random_range(0..=i);
                order.swap(i, j);
            }
            if honour_voids {
                order.sort_by_key(|s| core::cmp::Reverse(voids[*s as usize].count_ones()));
            }
            let mut pool = unseen;
            let mut ok = true;
            for &s in &order {
                let q = s as usize;
                let allowed = if honour_voids { pool & !voids[q] } else { pool };
                let mut choice: Vec<u8> = super::pos::cards(allowed).collect();
                if choice.len() < need[q] {
                    ok = false;
                    break;
                }
                for i in 0..need[q] {
                    let j = rng.random_range(i..choice.len());
                    choice.swap(i, j);
                }
                hands[q] = choice[..need[q]].iter().fold(0, |m, &c| m | 1u64 << c);
                pool &= !hands[q];
            }
            if ok {
                dealt = true;
                break;
            }
        }
        if !dealt {
            continue;
        }
        let mut weight = 1.0;
        for &s in &others {
            if let Some(bid) = view.bid_of(s) {
                let at_bid = hands[s as usize] | played[s as usize];
                let miss = beginner::estimate(at_bid, view.trump as u8) - f64::from(bid);
                weight *= (-(miss * miss) / (2.0 * BID_SPREAD * BID_SPREAD)).exp();
            }
        }
        out.push((hands, weight.max(1e-6)));
    }
    out
}

/// The candidate with the best total; ties to `preferred` when it is
/// among the best, else the first.
fn best<T: Copy + PartialEq>(candidates: &[T], totals: &[f64], preferred: Option<T>) -> Option<T> {
    let top = totals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let tolerance = 1e-9 * top.abs().max(1.0);
    let ties: Vec<T> = candidates
        .iter()
        .zip(totals)
        .filter(|(_, t)| **t >= top - tolerance)
        .map(|(c, _)| *c)
        .collect();
    preferred
        .filter(|p| ties.contains(p))
        .or_else(|| ties.first().copied())
}

/// Expected round score for `view.me` of each candidate card over the
/// layouts (weighted mean), with the candidates (one of each run of
/// equal cards).
#[must_use]
pub fn card_values(view: &SeatView, budget: Budget, seed: u64) -> Vec<(Card, f64)> {
    let me = view.me as usize;
    let base = position(view);
    let mut probe = base;
    probe.hands[(me + 1) % PLAYERS] = bits(view.unseen());
    let candidates = distinct(&probe);
    if candidates.len() <= 1 {
        return candidates.iter().map(|&c| (card(c), 0.0)).collect();
    }
    let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
    let layouts = layouts(view, &mut rng, budget.play_layouts);
    let mut totals = vec![0.0; candidates.len()];
    let mut weights = 0.0;
    let mut nodes = 0u64;
    let bid = base.bids[me];
    for (hands, w) in &layouts {
        let pos = Pos {
            hands: *hands,
            ..base
        };
        weights += w;
        let mut exact = pos.tricks_left() <= budget.exact_tricks && nodes < budget.exact_nodes;
        let mut tricks = vec![0u8; candidates.len()];
        if exact {
            // Within what is left of the decision's node budget, else the
            // play-outs for this layout (and the ones after it).
            let mut search = Search::with_limit(budget.exact_nodes - nodes);
            for (t, &c) in tricks.iter_mut().zip(&candidates) {
                let mut next = pos;
                next.play(c);
                *t = search.solve(&next)[me];
            }
            nodes += search.nodes;
            exact = !search.aborted;
        }
        if !exact {
            for (t, &c) in tricks.iter_mut().zip(&candidates) {
                let mut next = pos;
                next.play(c);
                next.play_out();
                *t = next.won[me];
            }
        }
        for (total, t) in totals.iter_mut().zip(tricks) {
            *total += w * f64::from(score(bid, t));
        }
    }
    candidates
        .iter()
        .zip(totals)
        .map(|(&c, t)| (card(c), if weights > 0.0 { t / weights } else { t }))
        .collect()
}

/// The card to play.
#[must_use]
pub fn choose_card(view: &SeatView, budget: Budget, seed: u64) -> Option<Card> {
    let values = card_values(view, budget, seed);
    let (cards, totals): (Vec<Card>, Vec<f64>) = values.into_iter().unzip();
    best(&cards, &totals, beginner::card(view))
}

/// Expected round score for `view.me` of each allowed bid over the layouts.
#[must_use]
pub fn bid_values(view: &SeatView, budget: Budget, seed: u64) -> Vec<(u8, f64)> {
    let allowed = view.legal_bids.clone();
    if allowed.len() <= 1 {
        return allowed.into_iter().map(|b| (b, 0.0)).collect();
    }
    let me = view.me as usize;
    let trump = view.trump as u8;
    let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
    let layouts = layouts(view, &mut rng, budget.bid_layouts);
    let mut totals = vec![0.0; allowed.len()];
    let mut weights = 0.0;
    let position_me = view.bids.len();
    let mut nodes = 0u64;
    for (hands, w) in &layouts {
        weights += w;
        for (total, &b) in totals.iter_mut().zip(&allowed) {
            let mut in_order = view.bids.clone();
            in_order.push(b);
            for later in position_me + 1..PLAYERS {
                let q = view.bidder(later) as usize;
                let theirs: Vec<u8> = (0..=view.size)
                    .filter(|&x| bid_allowed(view.size, &in_order, x))
                    .collect();
                in_order.push(bid_for(hands[q], trump, &theirs).unwrap_or(0));
            }
            let mut bids = [0u8; PLAYERS];
            for (k, &x) in in_order.iter().enumerate() {
                bids[view.bidder(k) as usize] = x;
            }
            let pos = Pos {
                hands: *hands,
                trump,
                leader: view.first_bidder as u8,
                trick: [0; PLAYERS],
                count: 0,
                won: [0; PLAYERS],
                bids,
            };
            let mut tricks = None;
            if pos.tricks_left() <= budget.exact_tricks && nodes < budget.exact_nodes {
                let mut search = Search::with_limit(budget.exact_nodes - nodes);
                let t = search.solve(&pos)[me];
                nodes += search.nodes;
                tricks = (!search.aborted).then_some(t);
            }
            let tricks = tricks.unwrap_or_else(|| {
                let mut p = pos;
                p.play_out();
                p.won[me]
            });
            *total += w * f64::from(score(b, tricks));
        }
    }
    allowed
        .into_iter()
        .zip(totals)
        .map(|(b, t)| (b, if weights > 0.0 { t / weights } else { t }))
        .collect()
}

/// The bid to make.
#[must_use]
pub fn choose_bid(view: &SeatView, budget: Budget, seed: u64) -> Option<u8> {
    let values = bid_values(view, budget, seed);
    let (bids, totals): (Vec<u8>, Vec<f64>) = values.into_iter().unzip();
    best(&bids, &totals, beginner::bid(view))
}
