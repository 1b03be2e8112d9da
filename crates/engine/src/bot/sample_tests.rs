//! The sampler ([`crate::layouts::sample`]) on the positions the players
//! reach and the auctions the robots read: these tests need both the
//! players and the bidding system, so they live here, above both.

use super::montecarlo::knowledge;
use super::montecarlo::tests::SMALL;
use crate::big_stack;
use crate::board::Board;
use crate::cards::{hcp, suit_index};
use crate::layouts::sample::sample;
use crate::rules::Rules;
use crate::table::Table;
use crate::view::SeatView;
use contract_bridge::{Hand, Seat, Suit};
use rand::SeedableRng as _;

#[test]
fn samples_keep_known_cards_voids_and_points() {
    for seed in 0..30u64 {
        for rules in [Rules::MINIBRIDGE, Rules::HALFBRIDGE] {
            let board = Board::from_seed(1, seed);
            let mut t = Table::new(board, rules);
            if t.declarer().is_none() {
                continue;
            }
            crate::bot::step(&mut t, crate::bot::Level::Beginner, seed);
            for _ in 0..(seed as usize % 30) {
                crate::bot::step(&mut t, crate::bot::Level::Beginner, seed);
            }
            let Some(view) = SeatView::of(&t) else {
                continue;
            };
            let k = knowledge(&view);
            assert!(k.consistent());
            let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
            let layouts = sample(&k, &mut rng, 20);
            assert_eq!(layouts.len(), 20);
            for hands in &layouts {
                assert_eq!(hands[view.me as usize], view.hand);
                for s in Seat::ALL {
                    assert_eq!(hands[s as usize].len(), t.hand(s).len(), "seed {seed} {s}");
                    for suit in Suit::ASC {
                        if k.void[s as usize][suit_index(suit)] {
                            assert!(hands[s as usize][suit].is_empty());
                        }
                    }
                }
                let all = hands.iter().fold(Hand::EMPTY, |a, &h| a | h);
                assert_eq!(
                    all.len(),
                    hands.iter().map(|h| h.len()).sum::<usize>(),
                    "disjoint"
                );
            }
            // The true layout's points match, so exact layouts exist and
            // most samples should be exact.
            let exact = layouts
                .iter()
                .filter(|h| k.deviation(h, &k.unseen()) == 0)
                .count();
            assert!(exact >= 10, "seed {seed}: only {exact} exact");
        }
    }
}

/// A contract bridge view after a scripted auction: West to lead
/// against South's 3NT.
fn contract_view() -> (Table, SeatView) {
    let board = Board::from_seed(1, 11);
    let mut t = Table::new(board, Rules::CONTRACT);
    for c in ["P", "P", "1NT", "P", "3NT", "P", "P", "P"] {
        let seat = t.to_act().unwrap();
        t.call(seat, c.parse().unwrap()).unwrap();
    }
    let view = SeatView::of(&t).unwrap();
    (t, view)
}

#[test]
fn contract_bridge_views_hide_the_points_and_carry_the_auction() {
    let (t, view) = contract_view();
    assert_eq!((view.me, view.declarer), (Seat::West, Seat::South));
    assert_eq!(view.calls, t.calls());
    assert_eq!(view.dummy, None, "the opening lead is made blind");
    for s in Seat::ALL {
        let want = if s == Seat::West {
            hcp(t.board().deal[s])
        } else {
            0
        };
        assert_eq!(
            view.announcements.of(s),
            want,
            "nobody announces points in contract bridge"
        );
    }
    let k = knowledge(&view);
    assert!(k.consistent());
    let mut rng = rand_pcg::Pcg64::seed_from_u64(1);
    assert_eq!(sample(&k, &mut rng, 10).len(), 10);
}

#[test]
fn auction_ranges_constrain_points_and_lengths_softly() {
    let (t, view) = contract_view();
    let mut k = knowledge(&view);
    // Ranges the real deal meets: each unseen hand's points ±2 and its
    // spade length exactly.
    for s in k.unseen() {
        let real = t.board().deal[s];
        let points = i32::from(hcp(real));
        k.hcp_left[s as usize] = (points - 2, points + 2);
        let spades = real[Suit::Spades].len() as u8;
        k.lengths[s as usize][suit_index(Suit::Spades)] = (spades, spades);
    }
    let mut rng = rand_pcg::Pcg64::seed_from_u64(2);
    let layouts = sample(&k, &mut rng, 20);
    assert_eq!(layouts.len(), 20);
    let unseen = k.unseen();
    let exact = layouts
        .iter()
        .filter(|h| k.deviation(h, &unseen) == 0)
        .count();
    assert!(exact >= 15, "only {exact} of 20 within the ranges");
    for hands in layouts.iter().filter(|h| k.deviation(h, &unseen) == 0) {
        for &s in &unseen {
            assert_eq!(
                hands[s as usize][Suit::Spades].len(),
                t.board().deal[s][Suit::Spades].len()
            );
        }
    }
    // Ranges no layout can meet are relaxed: the closest fill in.
    for s in k.unseen() {
        k.hcp_left[s as usize] = (38, 40);
    }
    assert_eq!(sample(&k, &mut rng, 5).len(), 5);
}

#[test]
fn what_the_robots_cards_deny_is_never_in_their_hands() {
    big_stack(|| {
        // Per game (MiniBridge, HalfBridge, contract bridge): each must
        // deny cards, or its boards would check nothing.
        let mut denials = [0usize; 3];
        for seed in 0..18u64 {
            let rules = [Rules::MINIBRIDGE, Rules::HALFBRIDGE, Rules::CONTRACT][seed as usize % 3];
            let mut t = Table::new(Board::from_seed((seed % 16) as u8 + 1, seed), rules);
            if t.declarer().is_none() && !rules.has_auction() {
                continue;
            }
            // The search for North-South, the Beginner for East-West:
            // both follow with the lowest of equal cards. Contract bridge's
            // calls are the system's.
            while let Some(view) = SeatView::of(&t) {
                if view.in_auction() {
                    let call = crate::bot::decide(&view, crate::bot::Level::Standard, seed);
                    t.act_in_turn(call.unwrap()).unwrap();
                    continue;
                }
                let mut k = knowledge(&view);
                k.read_robots_cards(&view, [true; 4]);
                for s in Seat::ALL {
                    let wrong = k.denied[s as usize] & t.hand(s);
                    assert!(
                        wrong.is_empty(),
                        "seed {seed} ({rules:?}): {s} holds {wrong} it denied"
                    );
                    denials[seed as usize % 3] += k.denied[s as usize].len();
                }
                let action = if matches!(view.acting, Seat::North | Seat::South) {
                    super::montecarlo::decide(&view, SMALL, seed)
                } else {
                    crate::bot::beginner::decide(&view)
                };
                t.act_in_turn(action.unwrap()).unwrap();
            }
        }
        assert!(
            denials.iter().all(|&d| d > 100),
            "the robots' cards denied only {denials:?} (MiniBridge, HalfBridge, contract bridge)"
        );
    });
}

#[test]
fn layouts_keep_to_the_robots_cards_and_a_persons_say_nothing() {
    for seed in 0..20u64 {
        let mut t = Table::new(Board::from_seed(3, seed), Rules::MINIBRIDGE);
        if t.declarer().is_none() {
            continue;
        }
        for _ in 0..12 {
            crate::bot::step(&mut t, crate::bot::Level::Beginner, seed);
        }
        let Some(view) = SeatView::of(&t) else {
            continue;
        };
        let person = view.me.partner();
        let mut robots = [true; 4];
        robots[person as usize] = false;
        let mut k = knowledge(&view);
        k.read_robots_cards(&view, robots);
        assert!(
            k.denied[person as usize].is_empty(),
            "a person's cards deny nothing"
        );
        let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
        for hands in sample(&k, &mut rng, 20) {
            for s in Seat::ALL {
                assert!((hands[s as usize] & k.denied[s as usize]).is_empty());
            }
        }
        // Denials no layout can meet (a card every unseen seat denies)
        // are dropped rather than leaving the player without layouts.
        if let Some(card) = k.pool.iter().next() {
            for s in k.unseen() {
                k.denied[s as usize].insert(card);
            }
            assert_eq!(sample(&k, &mut rng, 5).len(), 5);
        }
    }
}
