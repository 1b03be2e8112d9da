//! The Beginner level: the lesson's guidelines as rules of thumb (seed 002).
//!
//! Contract: game with 26 combined points in NT or a major (28 in a minor),
//! a suit with an eight-card fit, else notrump. Play: second hand low, third
//! hand high, win as cheaply as possible, otherwise throw the lowest card;
//! lead the top of a sequence or the fourth best of the longest suit.

use crate::contract::{Contract, Goal, game_tricks};
use crate::rules::Variant;
use crate::table::Action;
use crate::view::SeatView;
use contract_bridge::{Bid, Card, Hand, Strain, Suit};

/// The Beginner decision for this view.
/// `None` when the view has no legal card (a malformed view).
#[must_use]
pub fn decide(view: &SeatView) -> Option<Action> {
    if view.in_auction() {
        // The system's Beginner call; its seed follows from the auction.
        let seed = u64::from(view.board_number) << 8 | view.calls.len() as u64;
        return Some(Action::Call(super::call(
            view,
            super::Level::Beginner,
            seed,
        )));
    }
    if view.contract.is_none() {
        return Some(Action::Contract(choose_contract(view)));
    }
    choose_card(view).map(Action::Play)
}

/// The lesson's contract guideline over the declarer's and dummy's hands.
#[must_use]
pub fn choose_contract(view: &SeatView) -> Contract {
    let dummy = view.dummy.unwrap_or(Hand::EMPTY);
    let points = view.announcements.side(view.me);
    let fit = |s: Suit| view.hand[s].len() + dummy[s].len();
    // Longest fit of eight or more, majors first on ties.
    let best_fit = Suit::DESC
        .into_iter()
        .filter(|&s| fit(s) >= 8)
        .max_by_key(|&s| (fit(s), major(s)));
    let strain = match best_fit {
        Some(s) if points >= 26 && (s == Suit::Clubs || s == Suit::Diamonds) && points < 28 => {
            Strain::Notrump
        }
        Some(s) => Strain::from(s),
        None => Strain::Notrump,
    };
    let game = match strain {
        Strain::Clubs | Strain::Diamonds => points >= 28,
        _ => points >= 26,
    };
    match view.rules.variant {
        Variant::MiniBridge => Contract::Mini {
            goal: if game { Goal::Game } else { Goal::PartScore },
            strain,
        },
        Variant::HalfBridge => {
            let tricks = if game {
                game_tricks(strain)
            } else {
                7 + u8::from(points >= 23)
            };
            let slam = if points >= 37 {
                13
            } else if points >= 33 {
                12
            } else {
                tricks
            };
            Contract::Half(Bid::new(slam.clamp(7, 13) - 6, strain))
        }
        // The auction reaches contract bridge's contract; this guideline is
        // never asked there (a view in the auction is answered above).
        Variant::Contract => Contract::Auction(Bid::new(1, strain).into()),
    }
}

/// Spades and hearts: a fit there is preferred to one in a minor.
const fn major(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Spades)
}

fn lowest(cards: impl Iterator<Item = Card>) -> Option<Card> {
    cards.min_by_key(|c| (c.rank.get(), c.suit))
}

fn choose_card(view: &SeatView) -> Option<Card> {
    let legal: Vec<Card> = view.legal.iter().collect();
    let fallback = legal.first().copied();
    let strain = view.strain().unwrap_or(Strain::Notrump);
    let trump = strain.suit();
    let trick = &view.current;
    let Some(led) = trick.led() else {
        return lead(view, &legal).or(fallback);
    };
    let winner = trick.winner(strain).unwrap_or(trick.leader);
    let partner_winning = winner == view.acting.partner();
    let beats = |c: &Card| {
        let mut t = trick.clone();
        t.cards.push(*c);
        t.winner(strain) == Some(view.acting)
    };
    let second_hand = trick.cards.len() == 1;
    let choice = if partner_winning
        || (second_hand
            && legal.iter().all(|c| c.suit == led)
            && !is_top(view, legal.iter().copied().max_by_key(|c| c.rank.get())))
    {
        lowest(legal.iter().copied().filter(|c| Some(c.suit) != trump))
            .or_else(|| lowest(legal.iter().copied()))
    } else {
        // Win as cheaply as possible, else throw the lowest.
        lowest(legal.iter().copied().filter(beats)).or_else(|| {
            lowest(legal.iter().copied().filter(|c| Some(c.suit) != trump))
                .or_else(|| lowest(legal.iter().copied()))
        })
    };
    choice.or(fallback)
}

/// Whether `card` is the highest card of its suit still out.
fn is_top(view: &SeatView, card: Option<Card>) -> bool {
    let Some(card) = card else { return false };
    let played: Vec<Card> = view.played().map(|(_, c)| c).collect();
    (card.rank.get() + 1..=14).all(|r| {
        played
            .iter()
            .any(|c| c.suit == card.suit && c.rank.get() == r)
    })
}

fn lead(view: &SeatView, legal: &[Card]) -> Option<Card> {
    let hand = view.acting_hand();
    let strain = view.strain().unwrap_or(Strain::Notrump);
    // Cash a top winner first.
    if let Some(&c) = legal
        .iter()
        .find(|c| Some(c.suit) != strain.suit() && is_top(view, Some(**c)))
    {
        return Some(c);
    }
    // Longest suit, not trumps for the defence; top of a sequence, else fourth best.
    let suit = Suit::DESC
        .into_iter()
        .filter(|&s| !hand[s].is_empty())
        .max_by_key(|&s| (Some(s) != strain.suit() || view.declaring(), hand[s].len()))?;
    let ranks: Vec<u8> = hand[suit]
        .iter()
        .map(|r| r.get())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    let rank = if ranks.len() >= 2 && ranks[0] == ranks[1] + 1 && ranks[0] >= 11 {
        ranks[0]
    } else if ranks.len() >= 4 {
        ranks[3]
    } else {
        *ranks.last()?
    };
    legal
        .iter()
        .copied()
        .find(|c| c.suit == suit && c.rank.get() == rank)
}
