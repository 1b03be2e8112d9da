//! A compact position for the robots' thinking: four hands as 64-bit card
//! sets (the bit of a card is `suit × 16 + rank`, as in `Hand::to_bits`),
//! the trick in progress, tricks won and the bids. On it: the play policy
//! shared by the Beginner and the play-outs, and the exact search of four
//! independent players ([`Search`]), each maximising its own round score.

use super::super::rules::score;
use contract_bridge::{Card, Hand, Rank, Seat, Suit};
use std::collections::HashMap;

/// The cards of suit `s` (0 ♣ … 3 ♠).
pub const fn suit_mask(s: u8) -> u64 {
    0x7FFC << (16 * s as u32)
}

/// The suit (0 ♣ … 3 ♠) of a card index.
pub const fn suit_of(c: u8) -> u8 {
    c >> 4
}

/// The rank (2 … 14) of a card index.
pub const fn rank_of(c: u8) -> u8 {
    c & 15
}

/// A card's index.
pub const fn index(card: Card) -> u8 {
    ((card.suit as u8) << 4) | card.rank.get()
}

/// The card of an index.
pub fn card(c: u8) -> Card {
    Card {
        suit: Suit::ASC[usize::from(suit_of(c) & 3)],
        rank: Rank::new(rank_of(c).clamp(2, 14)),
    }
}

/// A hand's card set.
pub const fn bits(hand: Hand) -> u64 {
    hand.to_bits()
}

/// The cards of the same suit ranked above `c`.
pub const fn higher(c: u8) -> u64 {
    suit_mask(suit_of(c)) & !((2u64 << c) - 1)
}

/// Iterates the card indexes of a set, lowest first.
pub fn cards(mut set: u64) -> impl Iterator<Item = u8> {
    core::iter::from_fn(move || {
        (set != 0).then(|| {
            let c = set.trailing_zeros() as u8;
            set &= set - 1;
            c
        })
    })
}

/// A position of the play, every hand known (one layout).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pos {
    /// The cards each seat holds (N E S W).
    pub hands: [u64; 4],
    /// The trump suit (0 ♣ … 3 ♠).
    pub trump: u8,
    /// Who led the trick in progress.
    pub leader: u8,
    /// The cards of the trick in progress, in the order played.
    pub trick: [u8; 4],
    /// How many cards the trick in progress has.
    pub count: u8,
    /// Tricks won by seat.
    pub won: [u8; 4],
    /// Bids by seat.
    pub bids: [u8; 4],
}

impl Pos {
    /// Who plays next.
    pub const fn to_play(&self) -> usize {
        (self.leader as usize + self.count as usize) % 4
    }

    /// Whether every card is played.
    pub const fn is_over(&self) -> bool {
        self.count == 0 && (self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]) == 0
    }

    /// Tricks still to be completed (the one in progress included).
    pub const fn tricks_left(&self) -> u32 {
        self.hands[self.leader as usize].count_ones() + (self.count > 0) as u32
    }

    /// The suit led, when a card is on the table.
    pub const fn led(&self) -> Option<u8> {
        if self.count > 0 {
            Some(suit_of(self.trick[0]))
        } else {
            None
        }
    }

    /// The cards the next player may play.
    pub const fn legal(&self) -> u64 {
        let hand = self.hands[self.to_play()];
        match self.led() {
            Some(s) if hand & suit_mask(s) != 0 => hand & suit_mask(s),
            _ => hand,
        }
    }

    /// Whether `c` beats `best` under this trump.
    pub const fn beats(&self, c: u8, best: u8) -> bool {
        if suit_of(c) == suit_of(best) {
            rank_of(c) > rank_of(best)
        } else {
            suit_of(c) == self.trump
        }
    }

    /// The winning card so far and its position in the trick.
    pub const fn best(&self) -> (usize, u8) {
        let mut i = 0;
        let mut k = 1;
        while k < self.count as usize {
            if self.beats(self.trick[k], self.trick[i]) {
                i = k;
            }
            k += 1;
        }
        (i, self.trick[i])
    }

    /// Plays `c` for the next player.
    pub fn play(&mut self, c: u8) {
        let p = self.to_play();
        self.hands[p] &= !(1u64 << c);
        self.trick[self.count as usize] = c;
        self.count += 1;
        if self.count == 4 {
            let (i, _) = self.best();
            let w = (self.leader as usize + i) % 4;
            self.won[w] += 1;
            self.leader = w as u8;
            self.count = 0;
        }
    }

    /// Each seat's round score at the end.
    pub fn scores(&self) -> [i32; 4] {
        [0, 1, 2, 3].map(|p| score(self.bids[p], self.won[p]))
    }

    /// Plays to the end with [`policy`], everyone seeing every hand.
    pub fn play_out(&mut self) {
        while !self.is_over() {
            let hands = self.hands;
            let c = policy(self, &hands);
            self.play(c);
        }
    }
}

/// How much a card is worth keeping: trumps above everything, then rank.
const fn weight(c: u8, trump: u8) -> u8 {
    rank_of(c) + if suit_of(c) == trump { 16 } else { 0 }
}

/// Whether seat `q`, believed to hold `q_cards`, could beat `best` in a
/// trick whose suit led is `led`: with a higher card of the suit led if it
/// holds that suit, else with a high enough trump.
const fn could_beat(q_cards: u64, best: u8, led: u8, trump: u8) -> bool {
    if q_cards & suit_mask(led) != 0 {
        suit_of(best) == led && q_cards & higher(best) != 0
    } else if suit_of(best) == trump {
        q_cards & higher(best) != 0
    } else {
        q_cards & suit_mask(trump) != 0
    }
}

/// The card the next player plays by rule of thumb: win a trick it still
/// needs as cheaply as is safe, else lose as expensively as is safe.
/// `belief[q]` is what the player thinks seat `q` may hold (every hand
/// when all are known; the unseen cards otherwise).
pub fn policy(pos: &Pos, belief: &[u64; 4]) -> u8 {
    let p = pos.to_play();
    let legal = pos.legal();
    let trump = pos.trump;
    let wants = pos.won[p] < pos.bids[p];
    let by = |set: u64, high: bool| {
        let it = cards(set);
        if high {
            it.max_by_key(|&c| (weight(c, trump), c))
        } else {
            it.min_by_key(|&c| (weight(c, trump), c))
        }
    };
    let later = |from: usize| {
        (from..4)
            .map(move |k| (pos.leader as usize + k) % 4)
            .filter(move |&q| q != p)
    };
    if pos.count == 0 {
        // A card no one else can beat when it is led.
        let sure = |c: u8| {
            (1..4)
                .map(|k| (p + k) % 4)
                .all(|q| !could_beat(belief[q], c, suit_of(c), trump))
        };
        let masters: u64 = cards(legal)
            .filter(|&c| sure(c))
            .fold(0, |m, c| m | 1u64 << c);
        if wants {
            if masters != 0 {
                return by(masters, true).unwrap_or(0);
            }
            let side = legal & !suit_mask(trump);
            if side == 0 {
                return by(legal, true).unwrap_or(0);
            }
            // Low from the longest side suit, keeping its high cards.
            let longest = (0..4u8)
                .filter(|&s| s != trump)
                .max_by_key(|&s| (side & suit_mask(s)).count_ones())
                .unwrap_or(0);
            return by(side & suit_mask(longest), false).unwrap_or(0);
        }
        let losers: u64 = cards(legal & !masters)
            .filter(|&c| {
                (1..4)
                    .map(|k| (p + k) % 4)
                    .any(|q| could_beat(belief[q], c, suit_of(c), trump))
            })
            .fold(0, |m, c| m | 1u64 << c);
        return by(if losers != 0 { losers } else { legal }, false).unwrap_or(0);
    }
    let (_, best) = pos.best();
    let led = suit_of(pos.trick[0]);
    let winners: u64 = cards(legal)
        .filter(|&c| pos.beats(c, best))
        .fold(0, |m, c| m | 1u64 << c);
    let losers = legal & !winners;
    let last = pos.count == 3;
    if wants {
        let safe: u64 = cards(winners)
            .filter(|&c| {
                later(pos.count as usize + 1).all(|q| !could_beat(belief[q], c, led, trump))
            })
            .fold(0, |m, c| m | 1u64 << c);
        if safe != 0 {
            return by(safe, false).unwrap_or(0);
        }
        if winners != 0 {
            return by(winners, true).unwrap_or(0);
        }
        return by(losers, false).unwrap_or(0);
    }
    if losers != 0 {
        return by(losers, true).unwrap_or(0);
    }
    by(winners, last).unwrap_or(0)
}

/// The exact search of a position of four independent players: each plays
/// the card that gives it the best round score, every hand known.
#[derive(Debug)]
pub struct Search {
    table: HashMap<(u64, u32), [u8; 4]>,
    /// Positions visited.
    pub nodes: u64,
    /// Positions after which the search gives up ([`Search::aborted`]).
    pub limit: u64,
    /// Whether the search gave up: its answers are then meaningless.
    pub aborted: bool,
}

impl Default for Search {
    fn default() -> Self {
        Self::new()
    }
}

impl Search {
    /// A search with an empty transposition table and no limit.
    pub fn new() -> Self {
        Self::with_limit(u64::MAX)
    }

    /// A search that gives up after `limit` positions.
    pub fn with_limit(limit: u64) -> Self {
        Self {
            table: HashMap::new(),
            nodes: 0,
            limit,
            aborted: false,
        }
    }

    /// Tricks each seat ends with when all play their best from `pos`.
    pub fn solve(&mut self, pos: &Pos) -> [u8; 4] {
        self.nodes += 1;
        if self.nodes > self.limit {
            self.aborted = true;
        }
        if pos.is_over() || self.aborted {
            return pos.won;
        }
        let key = (pos.count == 0).then(|| {
            let all = pos.hands[0] | pos.hands[1] | pos.hands[2] | pos.hands[3];
            let packed = u32::from(pos.leader)
                | pos
                    .won
                    .iter()
                    .enumerate()
                    .fold(0, |m, (i, &w)| m | u32::from(w) << (4 + 4 * i));
            (all, packed)
        });
        if let Some(k) = key
            && let Some(&v) = self.table.get(&k)
        {
            return v;
        }
        let p = pos.to_play();
        let mut best: Option<([u8; 4], i32)> = None;
        for c in distinct(pos) {
            let mut next = *pos;
            next.play(c);
            let v = self.solve(&next);
            let s = score(pos.bids[p], v[p]);
            if best.is_none_or(|(_, b)| s > b) {
                best = Some((v, s));
            }
        }
        let v = best.map_or(pos.won, |(v, _)| v);
        if let Some(k) = key {
            self.table.insert(k, v);
        }
        v
    }
}

/// The next player's legal cards, one of each run of equals (cards of one
/// suit with no card of another hand, or of the trick, between them).
pub fn distinct(pos: &Pos) -> Vec<u8> {
    let p = pos.to_play();
    let legal = pos.legal();
    let mut others = pos.trick[..pos.count as usize]
        .iter()
        .fold(0u64, |m, &c| m | 1u64 << c);
    for (q, h) in pos.hands.iter().enumerate() {
        if q != p {
            others |= h;
        }
    }
    let mut out = Vec::new();
    for s in 0..4u8 {
        if legal & suit_mask(s) == 0 {
            continue;
        }
        let mut in_run = false;
        for r in (2..=14u8).rev() {
            let c = (s << 4) | r;
            let bit = 1u64 << c;
            if others & bit != 0 {
                in_run = false;
            } else if legal & bit != 0 {
                if !in_run {
                    out.push(c);
                }
                in_run = true;
            }
        }
    }
    out
}

/// The seat of an index 0 … 3 (N E S W).
pub const fn seat(i: usize) -> Seat {
    super::super::rules::seat_after(Seat::North, i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> u8 {
        index(s.parse().unwrap())
    }

    fn set(cs: &[&str]) -> u64 {
        cs.iter().fold(0, |m, s| m | 1u64 << c(s))
    }

    #[test]
    fn indexes_are_hand_bits() {
        let card: Card = "HQ".parse().unwrap();
        let hand: Hand = [card].into_iter().collect();
        assert_eq!(bits(hand), 1u64 << index(card));
        assert_eq!(super::card(index(card)), card);
        assert_eq!(higher(c("S9")), set(&["ST", "SJ", "SQ", "SK", "SA"]));
    }

    #[test]
    fn equal_cards_are_searched_once() {
        let pos = Pos {
            hands: [
                set(&["SA", "SK", "SQ", "S9", "H5"]),
                set(&["SJ", "D2"]),
                set(&["ST", "D3"]),
                set(&["S8", "D4"]),
            ],
            trump: 3,
            leader: 0,
            trick: [0; 4],
            count: 0,
            won: [0; 4],
            bids: [1; 4],
        };
        // A K Q are one run; J between Q and 9 (other hand) and 10 too.
        assert_eq!(distinct(&pos), vec![c("H5"), c("SA"), c("S9")]);
    }

    #[test]
    fn the_search_finds_the_exact_tricks() {
        // North needs both tricks with the A K of trumps: it makes them.
        let pos = Pos {
            hands: [
                set(&["SA", "SK"]),
                set(&["SQ", "SJ"]),
                set(&["H2", "H3"]),
                set(&["D2", "D3"]),
            ],
            trump: 3,
            leader: 0,
            trick: [0; 4],
            count: 0,
            won: [0; 4],
            bids: [2, 0, 0, 1],
        };
        assert_eq!(Search::new().solve(&pos), [2, 0, 0, 0]);
        let mut short = Search::with_limit(3);
        short.solve(&pos);
        assert!(short.aborted, "a search past its limit says so");
    }
}
