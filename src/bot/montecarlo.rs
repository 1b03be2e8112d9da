//! The Standard and Expert players: double-dummy Monte Carlo on `pons-dds`.
//!
//! For a card, the player deals layouts of the cards it cannot see that
//! agree with everything it knows ([`super::sample`]: own hand, dummy when
//! faced, the cards played, the voids shown, each hand's announced points),
//! solves every layout double dummy for every legal card
//! ([`Solver::solve_board`] with [`Target::Legal`]) and plays the card with
//! the best *expected contract score* for its side: what counts is making or
//! beating the contract (and by how much it scores), not raw tricks. Ties go
//! to more tricks on average, then to the conventional card (the Beginner's
//! choice when it is among the best, else the lowest of equals when
//! following or discarding, the top when leading).
//!
//! For the contract, the declarer (who sees dummy) deals the defenders'
//! hands to their announced points, finds the double-dummy tricks of each
//! plausible strain with the declarer fixed (one search per strain from the
//! opening lead) and names the contract of [`Contract::all`] with the best
//! average score, vulnerability included.
//!
//! Budgets are counts (layouts, solver nodes), never clocks: `Instant`
//! panics on wasm32, and counts keep each decision deterministic for a given
//! view and seed. Only single-threaded `pons-dds` calls are used.

use super::sample::{Knowledge, as_full_deal, sample};
use crate::board::is_vulnerable;
use crate::contract::Contract;
use crate::table::Action;
use crate::view::SeatView;
use contract_bridge::{Card, Hand, PartialDeal, Strain, Suit};
use pons_dds::{Board, CurrentTrick, Objective, Solver, Target};
use rand::SeedableRng as _;
use std::cell::RefCell;

/// How much thinking one decision may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Layouts solved for a card decision (at most).
    pub play_samples: usize,
    /// Solver nodes after which a card decision stops adding layouts once
    /// `min_play_samples` are solved; at twice this it stops regardless.
    pub play_nodes: u64,
    /// Layouts solved before the node budget may stop a card decision
    /// (unless it is exceeded twice over).
    pub min_play_samples: usize,
    /// Layouts solved for the choice of contract (at most).
    pub contract_samples: usize,
    /// Solver nodes after which the contract choice stops adding layouts
    /// once `min_contract_samples` are solved; at twice this it stops
    /// regardless.
    pub contract_nodes: u64,
    /// Layouts solved before the node budget may stop the contract choice
    /// (unless it is exceeded twice over).
    pub min_contract_samples: usize,
}

impl Budget {
    /// Standard: sized for a p95 under a second per decision in wasm.
    pub const STANDARD: Self = Self {
        play_samples: 48,
        play_nodes: 700_000,
        min_play_samples: 8,
        contract_samples: 20,
        contract_nodes: 700_000,
        min_contract_samples: 5,
    };
    /// Expert: about three times Standard's work.
    pub const EXPERT: Self = Self {
        play_samples: 150,
        play_nodes: 3_500_000,
        min_play_samples: 20,
        contract_samples: 60,
        contract_nodes: 2_500_000,
        min_contract_samples: 8,
    };
}

thread_local! {
    /// One solver per thread (one per web worker), reused across decisions
    /// so its transposition table is allocated once.
    static SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
}

fn with_solver<T>(f: impl FnOnce(&mut Solver) -> T) -> T {
    SOLVER.with(|cell| {
        let mut slot = cell.borrow_mut();
        let solver = slot.get_or_insert_with(|| Solver::new(Strain::Notrump));
        f(solver)
    })
}

/// The decision for `view` within `budget`: a contract, or a card of
/// `view.legal`. `None` when the view offers nothing legal or the thinking
/// could not run (the caller falls back to the Beginner's choice).
#[must_use]
pub fn decide(view: &SeatView, budget: Budget, seed: u64) -> Option<Action> {
    if view.contract.is_none() {
        return choose_contract(view, budget, seed).map(Action::Contract);
    }
    choose_card(view, budget, seed).map(Action::Play)
}

/// The expected score (declaring side's view) of every candidate contract
/// over layouts of the defenders' hands (as many as `budget` allows); best
/// first.
#[must_use]
pub fn contract_values(view: &SeatView, budget: Budget, seed: u64) -> Vec<(Contract, f64)> {
    let Some(dummy) = view.dummy else { return Vec::new() };
    let knowledge = Knowledge::from_view(view);
    let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
    let layouts = sample(&knowledge, &mut rng, budget.contract_samples.max(1));
    let declarer = view.declarer;
    // Notrump and the eight-card fits (seven-card ones only when there is
    // no eight-card fit): other trump suits are never the best contract
    // often enough to pay for their solving.
    let fit = |suit: Suit| view.hand[suit].len() + dummy[suit].len();
    let min_fit = if Suit::ASC.into_iter().any(|s| fit(s) >= 8) { 8 } else { 7 };
    let strains: Vec<Strain> =
        Strain::ASC.into_iter().filter(|s| s.suit().is_none_or(|suit| fit(suit) >= min_fit)).collect();
    // tricks[strain][layout]
    let mut tricks: Vec<Vec<u8>> = vec![Vec::new(); 5];
    let mut nodes = 0u64;
    let mut solved = 0usize;
    with_solver(|solver| {
        for hands in &layouts {
            if solved >= 1 && over_budget(solved, nodes, budget.min_contract_samples, budget.contract_nodes) {
                break;
            }
            let Some(deal) = as_full_deal(hands) else { continue };
            solved += 1;
            for &strain in &strains {
                let Ok(board) = Board::try_new(PartialDeal::from(deal), CurrentTrick::new(strain, declarer.lho())) else {
                    continue;
                };
                let found = solver.solve_board(&Objective { board, target: Target::Any(None) });
                nodes += u64::from(found.nodes);
                if let Some(best) = found.plays.first() {
                    tricks[super::dd::strain_index(strain)].push(13 - best.score.get().min(13));
                }
            }
        }
    });
    let vulnerable = is_vulnerable(view.vulnerability, declarer);
    let mut values: Vec<(Contract, f64)> = Contract::all(view.rules)
        .into_iter()
        .filter_map(|c| {
            let t = &tricks[super::dd::strain_index(c.strain())];
            if t.is_empty() {
                return None;
            }
            let total: i64 = t.iter().map(|&n| i64::from(c.score(n, vulnerable, view.rules).total)).sum();
            Some((c, total as f64 / t.len() as f64))
        })
        .collect();
    // Stable: among equal values the cheaper contract (listed first) stays first.
    values.sort_by(|a, b| b.1.total_cmp(&a.1));
    values
}

/// The contract with the best expected score, or `None` when the view is
/// not the declarer's before the play.
#[must_use]
pub fn choose_contract(view: &SeatView, budget: Budget, seed: u64) -> Option<Contract> {
    contract_values(view, budget, seed).first().map(|&(c, _)| c)
}

/// What the Monte Carlo found for one legal card.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CardValue {
    /// The card.
    pub card: Card,
    /// Average score for the acting side (contract points; negative of the
    /// declaring side's score for a defender).
    pub score: f64,
    /// Average tricks for the acting side from the current trick on.
    pub tricks: f64,
    /// Layouts in which the acting side reaches its goal with it: the
    /// declaring side makes the contract, the defenders beat it.
    pub makes: usize,
}

/// The outcome of the Monte Carlo for one card decision.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CardAnalysis {
    /// Every legal card's value, in `view.legal` order (empty when nothing
    /// could be solved).
    pub values: Vec<CardValue>,
    /// Layouts solved.
    pub layouts: usize,
    /// Solver nodes searched.
    pub nodes: u64,
}

/// The value of every legal card over the layouts.
#[must_use]
pub fn card_values(view: &SeatView, budget: Budget, seed: u64) -> CardAnalysis {
    let legal: Vec<Card> = view.legal.iter().collect();
    let Some(contract) = view.contract else { return CardAnalysis::default() };
    let strain = contract.strain();
    let knowledge = Knowledge::from_view(view);
    let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
    let layouts = sample(&knowledge, &mut rng, budget.play_samples.max(1));
    let acting_declares = view.acting == view.declarer || view.acting == view.dummy_seat();
    let won = view.tricks_won(view.declarer);
    let left = 13u8.saturating_sub(view.tricks.len() as u8);
    let vulnerable = is_vulnerable(view.vulnerability, view.declarer);
    // Value for the acting side of taking `s` of the tricks left.
    let value: Vec<i64> = (0..=left)
        .map(|s| {
            let declarer_tricks = won + if acting_declares { s } else { left - s };
            let v = i64::from(contract.score(declarer_tricks.min(13), vulnerable, view.rules).total);
            if acting_declares { v } else { -v }
        })
        .collect();
    let mut score_sum = vec![0i64; legal.len()];
    let mut trick_sum = vec![0i64; legal.len()];
    let mut makes = vec![0usize; legal.len()];
    // Whether the acting side reaches its goal taking `s` of the tricks left.
    let goal: Vec<bool> = (0..=left)
        .map(|s| {
            let declarer_tricks = won + if acting_declares { s } else { left - s };
            let made = contract.made(declarer_tricks.min(13));
            made == acting_declares
        })
        .collect();
    let mut solved = 0usize;
    let mut nodes = 0u64;
    with_solver(|solver| {
        for hands in &layouts {
            if solved >= 1 && over_budget(solved, nodes, budget.min_play_samples, budget.play_nodes) {
                break;
            }
            let Some(found) = solve_layout(solver, hands, strain, view) else { continue };
            nodes += u64::from(found.nodes);
            let mut per_card = [u8::MAX; 64];
            for play in &found.plays {
                let s = play.score.get().min(left);
                per_card[card_slot(play.card)] = s;
                for rank in play.equals.iter() {
                    per_card[card_slot(Card { suit: play.card.suit, rank })] = s;
                }
            }
            if legal.iter().any(|&c| per_card[card_slot(c)] == u8::MAX) {
                continue;
            }
            for (i, &c) in legal.iter().enumerate() {
                let s = per_card[card_slot(c)];
                score_sum[i] += value[usize::from(s)];
                trick_sum[i] += i64::from(s);
                makes[i] += usize::from(goal[usize::from(s)]);
            }
            solved += 1;
        }
    });
    if solved == 0 {
        return CardAnalysis { nodes, ..CardAnalysis::default() };
    }
    let n = solved as f64;
    let values = legal
        .iter()
        .enumerate()
        .map(|(i, &card)| CardValue { card, score: score_sum[i] as f64 / n, tricks: trick_sum[i] as f64 / n, makes: makes[i] })
        .collect();
    CardAnalysis { values, layouts: solved, nodes }
}

/// Whether to stop adding layouts: past the node budget once the minimum
/// of layouts is solved, or past twice the budget in any case (a few
/// layouts of a 13-card position can cost millions of nodes each, and a
/// search cannot be interrupted).
const fn over_budget(solved: usize, nodes: u64, min_layouts: usize, node_budget: u64) -> bool {
    (solved >= min_layouts && nodes >= node_budget) || nodes >= node_budget.saturating_mul(2)
}

const fn card_slot(card: Card) -> usize {
    crate::cards::suit_index(card.suit) * 16 + card.rank.get() as usize
}

fn solve_layout(solver: &mut Solver, hands: &[Hand; 4], strain: Strain, view: &SeatView) -> Option<pons_dds::FoundPlays> {
    let remaining = crate::cards::partial_deal(hands)?;
    let mut trick = CurrentTrick::new(strain, view.current.leader);
    for &c in &view.current.cards {
        trick.try_push(c).ok()?;
    }
    let board = Board::try_new(remaining, trick).ok()?;
    Some(solver.solve_board(&Objective { board, target: Target::Legal }))
}

/// The card to play: best expected score, then most tricks, then the
/// conventional card. `None` only when `view.legal` is empty.
#[must_use]
pub fn choose_card(view: &SeatView, budget: Budget, seed: u64) -> Option<Card> {
    let legal: Vec<Card> = view.legal.iter().collect();
    match legal.len() {
        0 => return None,
        1 => return legal.first().copied(),
        _ => {}
    }
    let leading = view.current.cards.is_empty();
    if all_equivalent(view, &legal) {
        return conventional(&legal, leading, None);
    }
    let CardAnalysis { values, layouts: solved, .. } = card_values(view, budget, seed);
    let beginner_card = match super::beginner::decide(view) {
        Some(Action::Play(c)) => Some(c),
        _ => None,
    };
    if solved == 0 {
        return beginner_card.filter(|c| view.legal.contains(*c)).or_else(|| conventional(&legal, leading, None));
    }
    // Exact comparison on the sums (scaled means are equal iff sums are).
    let best_score = values.iter().map(|v| v.score).fold(f64::NEG_INFINITY, f64::max);
    let best: Vec<&CardValue> = values.iter().filter(|v| v.score >= best_score - 1e-9).collect();
    let best_tricks = best.iter().map(|v| v.tricks).fold(f64::NEG_INFINITY, f64::max);
    let tied: Vec<Card> = best.iter().filter(|v| v.tricks >= best_tricks - 1e-9).map(|v| v.card).collect();
    conventional(&tied, leading, beginner_card)
}

/// Whether every legal card is the same in effect: one suit, and every
/// rank between the lowest and highest legal card either legal too or
/// already played in an earlier trick.
fn all_equivalent(view: &SeatView, legal: &[Card]) -> bool {
    let Some(first) = legal.first() else { return true };
    let suit = first.suit;
    if legal.iter().any(|c| c.suit != suit) {
        return false;
    }
    let gone: Hand = view.tricks.iter().flat_map(|t| t.cards.iter().copied()).collect();
    let lo = legal.iter().map(|c| c.rank.get()).min().unwrap_or(2);
    let hi = legal.iter().map(|c| c.rank.get()).max().unwrap_or(2);
    (lo..=hi).all(|r| {
        legal.iter().any(|c| c.rank.get() == r) || gone.iter().any(|c| c.suit == suit && c.rank.get() == r)
    })
}

/// The conventional card among `cards` (all judged equally good): the
/// Beginner's card if it is among them, else the top card when leading and
/// the lowest when following or discarding.
fn conventional(cards: &[Card], leading: bool, preferred: Option<Card>) -> Option<Card> {
    if let Some(p) = preferred.filter(|p| cards.contains(p)) {
        return Some(p);
    }
    if leading {
        cards.iter().copied().max_by_key(|c| (c.rank.get(), core::cmp::Reverse(c.suit)))
    } else {
        cards.iter().copied().min_by_key(|c| (c.rank.get(), c.suit))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board as GameBoard;
    use crate::rules::Rules;
    use crate::table::Table;

    const SMALL: Budget = Budget {
        play_samples: 6,
        play_nodes: 50_000,
        min_play_samples: 2,
        contract_samples: 4,
        contract_nodes: 200_000,
        min_contract_samples: 2,
    };

    fn big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
        std::thread::Builder::new().stack_size(64 << 20).spawn(f).unwrap().join().unwrap()
    }

    #[test]
    fn plays_legal_cards_to_the_end_deterministically() {
        big_stack(|| {
            for (seed, rules) in [(3u64, Rules::MINIBRIDGE), (4, Rules::HALFBRIDGE)] {
                let board = GameBoard::from_seed(5, seed);
                let mut a = Table::new(board, rules);
                if a.declarer().is_none() {
                    continue;
                }
                let mut b = a.clone();
                while let Some(view) = SeatView::of(&a) {
                    let action = decide(&view, SMALL, seed).expect("a decision");
                    if let Action::Play(c) = action {
                        assert!(view.legal.contains(c));
                    }
                    let seat = a.act_in_turn(action).unwrap();
                    let again = decide(&SeatView::of(&b).unwrap(), SMALL, seed).unwrap();
                    assert_eq!(again, action, "same view and seed, same decision");
                    b.act(seat, again).unwrap();
                }
            }
        });
    }

    #[test]
    fn malformed_views_get_a_legal_answer_or_none_without_panicking() {
        big_stack(|| {
            let board = GameBoard::from_seed(2, 77);
            let mut t = Table::new(board, Rules::MINIBRIDGE);
            if t.declarer().is_none() {
                return;
            }
            crate::bot::step(&mut t, crate::bot::Level::Beginner, 1);
            for _ in 0..5 {
                crate::bot::step(&mut t, crate::bot::Level::Beginner, 1);
            }
            let view = SeatView::of(&t).unwrap();
            let mut wrong_points = view.clone();
            wrong_points.announcements.hcp = [40, 0, 37, 3];
            let mut lost_cards = view.clone();
            lost_cards.hand = Hand::EMPTY;
            let mut foreign_legal = view.clone();
            foreign_legal.legal = !view.hand;
            let mut no_legal = view.clone();
            no_legal.legal = Hand::EMPTY;
            let mut full_trick = view.clone();
            full_trick.current.cards = "S2 S3 S4 S5".split(' ').map(|c| c.parse().unwrap()).collect();
            let mut no_dummy = view.clone();
            no_dummy.contract = None;
            no_dummy.dummy = None;
            for (name, v) in [("points", wrong_points), ("cards", lost_cards), ("legal", foreign_legal), ("trick", full_trick), ("dummy", no_dummy)] {
                for level in [crate::bot::Level::Standard, crate::bot::Level::Expert] {
                    match crate::bot::decide(&v, level, 3) {
                        Some(Action::Play(c)) => assert!(v.legal.contains(c), "{name}"),
                        Some(Action::Contract(c)) => assert!(c.fits(v.rules), "{name}"),
                        None => {}
                    }
                }
            }
            assert_eq!(crate::bot::decide(&no_legal, crate::bot::Level::Standard, 3), None);
        });
    }

    #[test]
    fn a_cold_grand_slam_is_bid_in_halfbridge() {
        big_stack(|| {
            // North–South hold every top card: 7NT is cold.
            let deal = "N:AKQJ.AKQ.AKQ.AKQ 5432.5432.543.32 T98.JT9.JT9.JT98 76.876.8762.7654".parse().unwrap();
            let board = GameBoard::with_standard_conditions(1, deal, None);
            let t = Table::new(board, Rules::HALFBRIDGE);
            let view = SeatView::of(&t).unwrap();
            let c = choose_contract(&view, SMALL, 1).unwrap();
            assert_eq!(c.to_string(), "7NT");
        });
    }
}
