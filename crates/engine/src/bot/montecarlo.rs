//! The Standard and Expert players: double-dummy Monte Carlo on `pons-dds`.
//!
//! For a card, the player deals layouts of the cards it cannot see that
//! agree with everything it knows ([`knowledge`], [`super::sample`]: own
//! hand, dummy when faced, the cards played, the voids shown, each hand's
//! announced points or what the auction showed),
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
//! Budgets are counts (layouts, solver nodes): `Instant` panics on wasm32,
//! and counts keep each decision deterministic for a given view and seed.
//! Only single-threaded `pons-dds` calls are used.
//!
//! A decision is made as a [`Deliberation`]: the layouts are dealt once from
//! the seed and solved one at a time, so that whoever holds the clock (the
//! page's supervisor, `thinking::Thinking`, or [`deliberate_on`] natively) can
//! stop it at a deadline and take the best choice over the layouts solved
//! ([`Thought`]). Layouts can be split in disjoint [`Share`]s over several
//! workers or threads; their [`Tally`]s merge, and a decision reads only
//! the prefix of layouts solved without a gap, so it is a function of the
//! view, the budget, the seed and the number of layouts solved. The
//! Expert's placement calls in contract bridge's auction are deliberated
//! the same way ([`crate::bidding::expert::Judgement`], `call_samples`
//! layouts), so the page's deadline holds for them too.

use crate::bidding::expert::Placements;
use crate::board::is_vulnerable;
use crate::cards::HandRange;
use crate::contract::Contract;
use crate::layouts::dd::with_solver;
use crate::layouts::sample::{Knowledge, as_full_deal, sample};
use crate::table::Action;
use crate::view::SeatView;
use contract_bridge::{Card, Hand, PartialDeal, Strain, Suit};
use pons_dds::{Board, CurrentTrick, Objective, Solver, Target};
use rand::SeedableRng as _;
use serde::{Deserialize, Serialize};

/// What `view`'s player knows of the cards it cannot see, for the sampler:
/// in contract bridge with what the auction showed by the robots' system.
#[must_use]
pub fn knowledge(view: &SeatView) -> Knowledge {
    let auction = if view.rules.has_auction() {
        crate::bidding::seat_ranges(view.dealer, view.vulnerability, &view.calls)
    } else {
        [HandRange::ANY; 4]
    };
    Knowledge::from_view(view, &auction)
}

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
    /// Layouts dealt to judge a placement call of contract bridge's auction
    /// ([`crate::bidding::expert::Judgement`]); 0: the system's call, no
    /// layouts.
    pub call_samples: usize,
    /// Whether a card decision's layouts keep to what the computer
    /// players' cards show of their hands
    /// ([`Knowledge::read_robots_cards`], for the seats
    /// [`SeatView::robots`] names).
    pub read_cards: bool,
}

impl Budget {
    /// No search: every decision is the Beginner's.
    pub const NONE: Self = Self {
        play_samples: 0,
        play_nodes: 0,
        min_play_samples: 0,
        contract_samples: 0,
        contract_nodes: 0,
        min_contract_samples: 0,
        call_samples: 0,
        read_cards: false,
    };
    /// Standard: sized for a p95 under a second per decision in wasm.
    pub const STANDARD: Self = Self {
        play_samples: 48,
        play_nodes: 700_000,
        min_play_samples: 8,
        contract_samples: 20,
        contract_nodes: 700_000,
        min_contract_samples: 5,
        call_samples: 0,
        read_cards: false,
    };
    /// Expert: about three times Standard's work.
    pub const EXPERT: Self = Self {
        play_samples: 150,
        play_nodes: 3_500_000,
        min_play_samples: 20,
        contract_samples: 60,
        contract_nodes: 2_500_000,
        min_contract_samples: 8,
        call_samples: crate::bidding::expert::LAYOUTS,
        read_cards: true,
    };
}

/// The decision for `view` within `budget`: a contract, or a card of
/// `view.legal`, with every layout the budget allows solved (no clock).
/// `None` when the view offers nothing legal or the thinking could not run
/// (the caller falls back to the Beginner's choice).
#[must_use]
pub fn decide(view: &SeatView, budget: Budget, seed: u64) -> Option<Action> {
    let mut run = Deliberation::new(view, budget, seed, Share::WHOLE);
    while run.step().is_some() {}
    run.thought().action
}

/// Which layouts of a decision one solver takes: the layout indices `i`
/// with `i % of == index`. Shares of the same `of` are disjoint and cover
/// every layout, so solvers working on them can merge their [`Tally`]s into
/// the one a single solver would have made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Share {
    /// This share's remainder.
    pub index: u32,
    /// How many shares the layouts are split into (at least 1).
    pub of: u32,
}

impl Share {
    /// Every layout: one solver alone.
    pub const WHOLE: Self = Self { index: 0, of: 1 };

    /// The `n` shares of a split over `n` solvers (at least one).
    pub fn split(n: u32) -> impl Iterator<Item = Self> {
        let of = n.max(1);
        (0..of).map(move |index| Self { index, of })
    }

    /// Whether layout `i` is in this share.
    #[must_use]
    pub const fn holds(self, i: u32) -> bool {
        let of = if self.of == 0 { 1 } else { self.of };
        i % of == self.index % of
    }
}

/// One layout's result in a [`Tally`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solved {
    /// The layout's index in the decision's deal order.
    pub layout: u32,
    /// Solver nodes it cost.
    pub nodes: u64,
    /// Tricks for the acting side from the current trick on, one per legal
    /// card in `view.legal` order (a card decision), or the declarer's
    /// tricks per candidate strain (the contract; `u8::MAX` where a strain
    /// could not be solved). Empty when the layout could not be used.
    pub tricks: Vec<u8>,
}

/// The layouts of one decision solved so far, by index, with the rule that
/// says when enough are solved. Tallies of disjoint [`Share`]s merge
/// ([`Tally::merge`]); a decision reads only the *prefix* of layouts
/// `0, 1, 2, …` solved without a gap, so it is a function of the view, the
/// level, the seed and the number of layouts solved, whoever solved them.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Tally {
    /// Layouts dealt for the decision (the most it may use).
    pub total: u32,
    /// Layouts used before the node budget may stop the decision.
    pub min_layouts: u32,
    /// Solver nodes after which the decision stops adding layouts (once
    /// `min_layouts` are used; at twice this in any case).
    pub node_budget: u64,
    /// The layouts solved, in index order, each once.
    pub solved: Vec<Solved>,
}

impl Tally {
    /// Adds one layout's result (a layout already there is kept as it is).
    pub fn insert(&mut self, s: Solved) {
        if let Err(at) = self.solved.binary_search_by_key(&s.layout, |x| x.layout) {
            self.solved.insert(at, s);
        }
    }

    /// Adds the layouts of `other`, a tally of the same decision (same
    /// total and stopping rule). Returns `false`, changing nothing, when
    /// `other` belongs to another decision.
    pub fn merge(&mut self, other: &Self) -> bool {
        if (self.total, self.min_layouts, self.node_budget)
            != (other.total, other.min_layouts, other.node_budget)
        {
            return false;
        }
        for s in &other.solved {
            self.insert(s.clone());
        }
        true
    }

    /// A tally with the same rule and no layouts.
    #[must_use]
    pub const fn empty_like(&self) -> Self {
        Self {
            total: self.total,
            min_layouts: self.min_layouts,
            node_budget: self.node_budget,
            solved: Vec::new(),
        }
    }

    /// How the prefix reads: the layouts of the prefix the decision uses
    /// (up to where the node budget stops it), and whether the decision is
    /// complete (stopped by the budget, or every layout dealt solved).
    fn reading(&self) -> (&[Solved], bool) {
        let mut usable = 0usize;
        let mut nodes = 0u64;
        for (pos, s) in self.solved.iter().enumerate() {
            if s.layout as usize != pos {
                return (&self.solved[..pos], false);
            }
            if usable >= 1
                && over_budget(usable, nodes, self.min_layouts as usize, self.node_budget)
            {
                return (&self.solved[..pos], true);
            }
            nodes = nodes.saturating_add(s.nodes);
            usable += usize::from(!s.tricks.is_empty());
        }
        (&self.solved, self.solved.len() >= self.total as usize)
    }

    /// Whether enough layouts are solved: the decision would not change with
    /// more.
    #[must_use]
    pub fn complete(&self) -> bool {
        self.reading().1
    }

    /// The usable layouts the decision reads now.
    #[must_use]
    pub fn layouts(&self) -> usize {
        self.reading()
            .0
            .iter()
            .filter(|s| !s.tricks.is_empty())
            .count()
    }

    /// Solver nodes spent on the layouts the decision reads.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.reading().0.iter().map(|s| s.nodes).sum()
    }
}

/// A decision as it stands: the best choice over the layouts solved so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Thought {
    /// The choice (`None` only when the view offers nothing to choose).
    pub action: Option<Action>,
    /// Usable layouts it is based on (0 for a choice that needs none).
    pub layouts: usize,
    /// Whether more layouts would have been solved with more time.
    pub cut: bool,
    /// Whether layouts were needed but none was solved, so the choice is
    /// the Beginner's (or, when no worker could answer at all, the first
    /// legal action: `thinking::Thinking`).
    pub fallback: bool,
}

/// What one decision asks, read from the view (no search).
#[derive(Debug, Clone)]
enum Question {
    /// No layout needed: one legal card, cards all equal, or nothing to
    /// decide (`None`, which the caller answers with the Beginner's rules).
    Settled(Option<Action>),
    /// Which card: the legal cards and the value for the acting side of
    /// taking `s` of the tricks left.
    Card {
        legal: Vec<Card>,
        value: Vec<i64>,
        leading: bool,
    },
    /// Which contract: the candidate strains.
    Contract { strains: Vec<Strain> },
    /// Which call of contract bridge's auction: a placement the Expert
    /// judges on layouts (a call that is not judged is `Settled`).
    Call(Box<crate::bidding::expert::Judgement>),
}

impl Question {
    /// The question for any view (in the worker: an auction call's is the
    /// Expert's judgement, worked out by the system's rules).
    fn of(view: &SeatView) -> Self {
        if view.in_auction() {
            let judgement = crate::bidding::expert::Judgement::new(
                view.hand,
                view.dealer,
                view.vulnerability,
                &view.calls,
            );
            return Self::Call(Box::new(judgement));
        }
        Self::of_play(view)
    }

    /// The question for a view out of the auction (what the page may
    /// work out: the legal cards, the candidate strains).
    fn of_play(view: &SeatView) -> Self {
        if view.contract.is_none() {
            let Some(dummy) = view.dummy else {
                return Self::Settled(None);
            };
            // Notrump and the eight-card fits (seven-card ones only when
            // there is no eight-card fit): other trump suits are never the
            // best contract often enough to pay for their solving.
            let fit = |suit: Suit| view.hand[suit].len() + dummy[suit].len();
            let min_fit = if Suit::ASC.into_iter().any(|s| fit(s) >= 8) {
                8
            } else {
                7
            };
            let strains = Strain::ASC
                .into_iter()
                .filter(|s| s.suit().is_none_or(|suit| fit(suit) >= min_fit))
                .collect();
            return Self::Contract { strains };
        };
        let legal: Vec<Card> = view.legal.iter().collect();
        let leading = view.current.cards.is_empty();
        match legal.len() {
            0 => return Self::Settled(None),
            1 => return Self::Settled(legal.first().copied().map(Action::Play)),
            _ => {}
        }
        if all_equivalent(view, &legal) {
            return Self::Settled(conventional(&legal, leading, None).map(Action::Play));
        }
        Self::card(view).unwrap_or(Self::Settled(None))
    }

    /// The card question, whatever the cards' equivalence (`None` before
    /// the play or with no legal card).
    fn card(view: &SeatView) -> Option<Self> {
        let contract = view.contract?;
        let legal: Vec<Card> = view.legal.iter().collect();
        if legal.is_empty() {
            return None;
        }
        let leading = view.current.cards.is_empty();
        let acting_declares = view.acting == view.declarer || view.acting == view.dummy_seat();
        let won = view.tricks_won(view.declarer);
        let left = 13u8.saturating_sub(view.tricks.len() as u8);
        let vulnerable = is_vulnerable(view.vulnerability, view.declarer);
        let value = (0..=left)
            .map(|s| {
                let declarer_tricks = won + if acting_declares { s } else { left - s };
                let v = i64::from(
                    contract
                        .score(declarer_tricks.min(13), vulnerable, view.rules)
                        .total,
                );
                if acting_declares { v } else { -v }
            })
            .collect();
        Some(Self::Card {
            legal,
            value,
            leading,
        })
    }
}

/// A Monte Carlo decision being made one layout at a time, so that it can
/// be stopped between layouts (at a deadline) and still answer with the
/// best choice over the layouts solved ([`Deliberation::thought`]).
///
/// The layouts are dealt once from the seed; the run solves those of its
/// [`Share`] in index order. Several runs of the same view, budget and seed
/// on disjoint shares (other threads, other web workers) merge their
/// tallies into the one a single run would have made.
#[derive(Debug, Clone)]
pub struct Deliberation {
    view: SeatView,
    question: Question,
    layouts: Vec<[Hand; 4]>,
    share: Share,
    next: u32,
    tally: Tally,
    /// The Beginner's choice for the view: the tie-break among equal
    /// cards, and the answer while no layout is solved.
    beginner: Option<Action>,
}

impl Deliberation {
    /// Deals the layouts for `view` (as many as `budget` allows) and gets
    /// ready to solve those of `share`.
    #[must_use]
    pub fn new(view: &SeatView, budget: Budget, seed: u64, share: Share) -> Self {
        Self::asking(view, Question::of(view), budget, seed, share)
    }

    fn asking(
        view: &SeatView,
        question: Question,
        budget: Budget,
        seed: u64,
        share: Share,
    ) -> Self {
        let (wanted, min_layouts, node_budget) = match question {
            Question::Settled(_) => (0, 0, 0),
            Question::Card { .. } => (
                budget.play_samples,
                budget.min_play_samples,
                budget.play_nodes,
            ),
            Question::Contract { .. } => (
                budget.contract_samples,
                budget.min_contract_samples,
                budget.contract_nodes,
            ),
            // No node budget: every layout dealt, unless a deadline cuts it.
            Question::Call(ref judgement) if judgement.is_judged() => {
                (budget.call_samples, budget.call_samples, u64::MAX)
            }
            Question::Call(_) => (0, 0, 0),
        };
        let layouts = if wanted == 0 {
            Vec::new()
        } else if let Question::Call(judgement) = &question {
            judgement.deal(seed, wanted)
        } else {
            let mut knowledge = knowledge(view);
            if budget.read_cards && matches!(question, Question::Card { .. }) {
                knowledge.read_robots_cards(view, view.robots);
            }
            let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
            sample(&knowledge, &mut rng, wanted.max(1))
        };
        let share = Share {
            index: share.index % share.of.max(1),
            of: share.of.max(1),
        };
        let tally = Tally {
            total: u32::try_from(layouts.len()).unwrap_or(u32::MAX),
            min_layouts: u32::try_from(min_layouts).unwrap_or(u32::MAX),
            node_budget,
            solved: Vec::new(),
        };
        let beginner = super::beginner::decide(view);
        Self {
            view: view.clone(),
            question,
            layouts,
            share,
            next: share.index,
            tally,
            beginner,
        }
    }

    /// The same decision on another share (the layouts are not dealt
    /// again); its tally starts empty.
    #[must_use]
    pub fn for_share(&self, share: Share) -> Self {
        let share = Share {
            index: share.index % share.of.max(1),
            of: share.of.max(1),
        };
        Self {
            share,
            next: share.index,
            tally: self.tally.empty_like(),
            ..self.clone()
        }
    }

    /// Whether this run has nothing more to solve: no layout needed, its
    /// share all solved, or the tally (with what was merged) complete.
    #[must_use]
    pub fn is_done(&self) -> bool {
        matches!(self.question, Question::Settled(_))
            || self.next >= self.tally.total
            || self.tally.complete()
    }

    /// Solves the next layout of the share on this thread's solver.
    /// Returns that layout's result as a one-layout tally (to send or
    /// merge), or `None` when [`Self::is_done`].
    pub fn step(&mut self) -> Option<Tally> {
        with_solver(|solver| self.step_on(solver))
    }

    /// [`Self::step`] on the given solver.
    pub fn step_on(&mut self, solver: &mut Solver) -> Option<Tally> {
        if self.is_done() {
            return None;
        }
        let index = self.next;
        self.next = self.next.saturating_add(self.share.of);
        let hands = self.layouts.get(index as usize)?;
        let (nodes, tricks) = match &self.question {
            Question::Settled(_) => return None,
            Question::Card { legal, .. } => solve_card_layout(solver, hands, &self.view, legal),
            Question::Contract { strains } => {
                solve_contract_layout(solver, hands, &self.view, strains)
            }
            Question::Call(judgement) => judgement.solve(solver, hands),
        };
        let solved = Solved {
            layout: index,
            nodes,
            tricks,
        };
        let mut part = self.tally.empty_like();
        part.solved.push(solved.clone());
        self.tally.insert(solved);
        Some(part)
    }

    /// Adds layouts solved elsewhere (other shares of the same decision).
    /// Returns `false` when `other` is another decision's tally.
    pub fn merge(&mut self, other: &Tally) -> bool {
        self.tally.merge(other)
    }

    /// The layouts solved so far (this run's and those merged in).
    #[must_use]
    pub const fn tally(&self) -> &Tally {
        &self.tally
    }

    /// The best choice over the layouts solved so far.
    #[must_use]
    pub fn thought(&self) -> Thought {
        conclude_question(&self.view, &self.question, &self.tally, self.beginner)
    }

    /// The candidates of an auction call and what each contracts for
    /// ([`crate::bidding::expert::Judgement::placements`]): what a worker
    /// sends the page with its first answer, for [`conclude`]. `None` out
    /// of the auction.
    #[must_use]
    pub fn placements(&self) -> Option<&Placements> {
        match &self.question {
            Question::Call(judgement) => Some(judgement.placements()),
            _ => None,
        }
    }

    /// The Beginner's choice for the view (worked out when the run starts):
    /// what a worker sends the page with its first answer, for
    /// [`conclude`].
    #[must_use]
    pub const fn beginner(&self) -> Option<Action> {
        self.beginner
    }
}

/// The best choice for `view` over the layouts of `tally` (a merge of the
/// tallies of a decision's shares): what [`Deliberation::thought`] says,
/// without dealing the layouts again. `beginner` is the Beginner's choice
/// for `view` as a worker worked it out ([`Deliberation::beginner`]): the
/// tie-break among equal cards, and the answer when no layout was solved.
/// The page concludes its workers' decisions with this, so it never runs a
/// computer player itself (`None` with no layout solved leaves a card to
/// the convention, and a contract undecided).
///
/// An auction call is concluded over the `placements` a worker sent
/// ([`Deliberation::placements`]); without them (no worker told them yet)
/// the thought is `beginner`'s, marked a fallback.
#[must_use]
pub fn conclude(
    view: &SeatView,
    tally: &Tally,
    beginner: Option<Action>,
    placements: Option<&Placements>,
) -> Thought {
    if view.in_auction() {
        return match placements {
            Some(placements) => conclude_call(placements, tally),
            None => Thought {
                action: beginner,
                layouts: 0,
                cut: !tally.reading().1,
                fallback: true,
            },
        };
    }
    conclude_question(view, &Question::of_play(view), tally, beginner)
}

/// An auction call over the layouts solved: judged on the prefix solved,
/// the Standard call when it is not judged or too few were solved.
fn conclude_call(placements: &Placements, tally: &Tally) -> Thought {
    let (used, complete) = tally.reading();
    if !placements.is_judged() {
        return Thought {
            action: Some(Action::Call(placements.standard())),
            layouts: 0,
            cut: false,
            fallback: false,
        };
    }
    let layouts = used.iter().filter(|s| !s.tricks.is_empty()).count();
    let tricks: Vec<&[u8]> = used.iter().map(|s| s.tricks.as_slice()).collect();
    let call = placements.conclude(&tricks, complete);
    Thought {
        action: Some(Action::Call(call)),
        layouts,
        cut: !complete,
        fallback: false,
    }
}

fn conclude_question(
    view: &SeatView,
    question: &Question,
    tally: &Tally,
    beginner: Option<Action>,
) -> Thought {
    let (used, complete) = tally.reading();
    let usable: Vec<&Solved> = used.iter().filter(|s| !s.tricks.is_empty()).collect();
    let layouts = usable.len();
    let cut = !complete;
    match question {
        Question::Settled(action) => Thought {
            action: *action,
            layouts: 0,
            cut: false,
            fallback: false,
        },
        Question::Card {
            legal,
            value,
            leading,
        } => {
            let beginner_card = match beginner {
                Some(Action::Play(c)) if view.legal.contains(c) => Some(c),
                _ => None,
            };
            let sums = card_sums(legal, value, &usable);
            let Some((score_sum, trick_sum)) = sums else {
                let action = beginner_card
                    .or_else(|| conventional(legal, *leading, None))
                    .map(Action::Play);
                return Thought {
                    action,
                    layouts: 0,
                    cut,
                    fallback: true,
                };
            };
            // Exact comparison on the sums (the means share one divisor).
            let best_score = score_sum.iter().copied().max().unwrap_or(0);
            let best: Vec<usize> = (0..legal.len())
                .filter(|&i| score_sum[i] == best_score)
                .collect();
            let best_tricks = best.iter().map(|&i| trick_sum[i]).max().unwrap_or(0);
            let tied: Vec<Card> = best
                .iter()
                .filter(|&&i| trick_sum[i] == best_tricks)
                .map(|&i| legal[i])
                .collect();
            let action = conventional(&tied, *leading, beginner_card).map(Action::Play);
            Thought {
                action,
                layouts,
                cut,
                fallback: false,
            }
        }
        Question::Contract { strains } => {
            let values = contract_values_of(view, strains, &usable);
            match values.first() {
                Some(&(c, _)) => Thought {
                    action: Some(Action::Contract(c)),
                    layouts,
                    cut,
                    fallback: false,
                },
                None => {
                    let action = beginner.filter(|a| matches!(a, Action::Contract(_)));
                    Thought {
                        action,
                        layouts: 0,
                        cut,
                        fallback: true,
                    }
                }
            }
        }
        Question::Call(judgement) => conclude_call(judgement.placements(), tally),
    }
}

/// Score and trick sums of each legal card over the usable layouts, or
/// `None` when there are none.
fn card_sums(legal: &[Card], value: &[i64], usable: &[&Solved]) -> Option<(Vec<i64>, Vec<i64>)> {
    if usable.is_empty() {
        return None;
    }
    let mut score_sum = vec![0i64; legal.len()];
    let mut trick_sum = vec![0i64; legal.len()];
    for s in usable {
        for (i, &t) in s.tricks.iter().enumerate().take(legal.len()) {
            let t = usize::from(t).min(value.len().saturating_sub(1));
            score_sum[i] += value.get(t).copied().unwrap_or(0);
            trick_sum[i] += t as i64;
        }
    }
    Some((score_sum, trick_sum))
}

/// Every candidate contract's average score over the usable layouts, best
/// first (cheaper contracts first among equals).
fn contract_values_of(
    view: &SeatView,
    strains: &[Strain],
    usable: &[&Solved],
) -> Vec<(Contract, f64)> {
    let vulnerable = is_vulnerable(view.vulnerability, view.declarer);
    let mut values: Vec<(Contract, f64)> = Contract::all(view.rules)
        .into_iter()
        .filter_map(|c| {
            let k = strains.iter().position(|&s| s == c.strain())?;
            let t: Vec<u8> = usable
                .iter()
                .filter_map(|s| s.tricks.get(k).copied())
                .filter(|&t| t <= 13)
                .collect();
            if t.is_empty() {
                return None;
            }
            let total: i64 = t
                .iter()
                .map(|&n| i64::from(c.score(n, vulnerable, view.rules).total))
                .sum();
            Some((c, total as f64 / t.len() as f64))
        })
        .collect();
    // Stable: among equal values the cheaper contract (listed first) stays first.
    values.sort_by(|a, b| b.1.total_cmp(&a.1));
    values
}

/// Solves one layout for a card decision: nodes, and the acting side's
/// tricks per legal card (empty when the layout cannot be used).
fn solve_card_layout(
    solver: &mut Solver,
    hands: &[Hand; 4],
    view: &SeatView,
    legal: &[Card],
) -> (u64, Vec<u8>) {
    let Some(contract) = view.contract else {
        return (0, Vec::new());
    };
    let left = 13u8.saturating_sub(view.tricks.len() as u8);
    let Some(found) = solve_layout(solver, hands, contract.strain(), view) else {
        return (0, Vec::new());
    };
    let nodes = u64::from(found.nodes);
    let mut per_card = [u8::MAX; 64];
    for play in &found.plays {
        let s = play.score.get().min(left);
        per_card[card_slot(play.card)] = s;
        for rank in play.equals.iter() {
            per_card[card_slot(Card {
                suit: play.card.suit,
                rank,
            })] = s;
        }
    }
    let tricks: Vec<u8> = legal.iter().map(|&c| per_card[card_slot(c)]).collect();
    if tricks.contains(&u8::MAX) {
        (nodes, Vec::new())
    } else {
        (nodes, tricks)
    }
}

/// Solves one layout of the defenders' hands for the contract: nodes, and
/// the declarer's tricks per candidate strain from the opening lead.
fn solve_contract_layout(
    solver: &mut Solver,
    hands: &[Hand; 4],
    view: &SeatView,
    strains: &[Strain],
) -> (u64, Vec<u8>) {
    let Some(deal) = as_full_deal(hands) else {
        return (0, Vec::new());
    };
    let declarer = view.declarer;
    let mut nodes = 0u64;
    let tricks = strains
        .iter()
        .map(|&strain| {
            let Ok(board) = Board::try_new(
                PartialDeal::from(deal),
                CurrentTrick::new(strain, declarer.lho()),
            ) else {
                return u8::MAX;
            };
            let found = solver.solve_board(&Objective {
                board,
                target: Target::Any(None),
            });
            nodes += u64::from(found.nodes);
            found
                .plays
                .first()
                .map_or(u8::MAX, |best| 13 - best.score.get().min(13))
        })
        .collect();
    (nodes, tricks)
}

/// The expected score (declaring side's view) of every candidate contract
/// over layouts of the defenders' hands (as many as `budget` allows); best
/// first.
#[must_use]
pub fn contract_values(view: &SeatView, budget: Budget, seed: u64) -> Vec<(Contract, f64)> {
    let mut run = Deliberation::new(view, budget, seed, Share::WHOLE);
    let Question::Contract { strains } = run.question.clone() else {
        return Vec::new();
    };
    while run.step().is_some() {}
    let (used, _) = run.tally.reading();
    let usable: Vec<&Solved> = used.iter().filter(|s| !s.tricks.is_empty()).collect();
    contract_values_of(view, &strains, &usable)
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

/// The value of every legal card over the layouts (solved whatever the
/// cards' equivalence, unlike a decision).
#[must_use]
pub fn card_values(view: &SeatView, budget: Budget, seed: u64) -> CardAnalysis {
    let Some(question) = Question::card(view) else {
        return CardAnalysis::default();
    };
    let mut run = Deliberation::asking(view, question, budget, seed, Share::WHOLE);
    while run.step().is_some() {}
    let Question::Card { legal, value, .. } = &run.question else {
        return CardAnalysis::default();
    };
    let (used, _) = run.tally.reading();
    let nodes = used.iter().map(|s| s.nodes).sum();
    let usable: Vec<&Solved> = used.iter().filter(|s| !s.tricks.is_empty()).collect();
    let Some((score_sum, trick_sum)) = card_sums(legal, value, &usable) else {
        return CardAnalysis {
            nodes,
            ..CardAnalysis::default()
        };
    };
    // Whether the acting side reaches its goal taking `t` of the tricks left.
    let acting_declares = view.acting == view.declarer || view.acting == view.dummy_seat();
    let won = view.tricks_won(view.declarer);
    let left = u8::try_from(value.len().saturating_sub(1)).unwrap_or(13);
    let goal = |t: u8| {
        let declarer_tricks = won
            + if acting_declares {
                t
            } else {
                left.saturating_sub(t)
            };
        view.contract
            .is_some_and(|c| c.made(declarer_tricks.min(13)) == acting_declares)
    };
    let makes: Vec<usize> = (0..legal.len())
        .map(|i| {
            usable
                .iter()
                .filter(|s| s.tricks.get(i).is_some_and(|&t| goal(t.min(left))))
                .count()
        })
        .collect();
    let n = usable.len() as f64;
    let values = legal
        .iter()
        .enumerate()
        .map(|(i, &card)| CardValue {
            card,
            score: score_sum[i] as f64 / n,
            tricks: trick_sum[i] as f64 / n,
            makes: makes[i],
        })
        .collect();
    CardAnalysis {
        values,
        layouts: usable.len(),
        nodes,
    }
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

fn solve_layout(
    solver: &mut Solver,
    hands: &[Hand; 4],
    strain: Strain,
    view: &SeatView,
) -> Option<pons_dds::FoundPlays> {
    let remaining = crate::cards::partial_deal(hands)?;
    let mut trick = CurrentTrick::new(strain, view.current.leader);
    for &c in &view.current.cards {
        trick.try_push(c).ok()?;
    }
    let board = Board::try_new(remaining, trick).ok()?;
    Some(solver.solve_board(&Objective {
        board,
        target: Target::Legal,
    }))
}

/// The card to play: best expected score, then most tricks, then the
/// conventional card. `None` only when `view.legal` is empty.
#[must_use]
pub fn choose_card(view: &SeatView, budget: Budget, seed: u64) -> Option<Card> {
    if view.contract.is_none() {
        return conventional(
            &view.legal.iter().collect::<Vec<_>>(),
            view.current.cards.is_empty(),
            None,
        );
    }
    match decide(view, budget, seed) {
        Some(Action::Play(c)) => Some(c),
        _ => None,
    }
}

/// Makes one decision on `solvers.len()` threads at once (natively), each
/// solving a [`Share`] of the layouts, until the tally is complete or the
/// `deadline` (from the call) passes; then the best choice over the layouts
/// solved. Returns it with the time it took to reach it. A search under
/// way at the deadline cannot be interrupted: the call returns once it
/// ends (the page instead lets such a worker go), but the returned time is
/// when the choice was ready.
#[cfg(not(target_arch = "wasm32"))]
pub fn deliberate_on(
    view: &SeatView,
    budget: Budget,
    seed: u64,
    solvers: &mut [Solver],
    deadline: Option<std::time::Duration>,
) -> (Thought, std::time::Duration) {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Condvar, Mutex};
    let start = std::time::Instant::now();
    let head = Deliberation::new(view, budget, seed, Share::WHOLE);
    if head.is_done() || solvers.is_empty() {
        return (head.thought(), start.elapsed());
    }
    let n = u32::try_from(solvers.len()).unwrap_or(1);
    // The merged tally and how many shares have ended.
    let shared = Mutex::new((head.tally.clone(), 0u32));
    let changed = Condvar::new();
    let stop = AtomicBool::new(false);
    let mut result = (head.thought(), start.elapsed());
    std::thread::scope(|scope| {
        for (share, solver) in Share::split(n).zip(solvers.iter_mut()) {
            let mut run = head.for_share(share);
            let (shared, changed, stop) = (&shared, &changed, &stop);
            let work = move || {
                while !stop.load(Ordering::Relaxed) {
                    let Some(part) = run.step_on(solver) else {
                        break;
                    };
                    let Ok(mut guard) = shared.lock() else { break };
                    guard.0.merge(&part);
                    run.merge(&guard.0);
                    changed.notify_all();
                }
                if let Ok(mut guard) = shared.lock() {
                    guard.1 += 1;
                }
                changed.notify_all();
            };
            // The solver recurses deeply: a large stack for each thread.
            if std::thread::Builder::new()
                .stack_size(64 << 20)
                .spawn_scoped(scope, work)
                .is_err()
                && let Ok(mut guard) = shared.lock()
            {
                guard.1 += 1;
            }
        }
        let Ok(mut guard) = shared.lock() else { return };
        loop {
            if guard.0.complete() || guard.1 >= n {
                break;
            }
            let wait = match deadline {
                Some(d) => match d.checked_sub(start.elapsed()) {
                    Some(left) if !left.is_zero() => left,
                    _ => break,
                },
                None => std::time::Duration::from_secs(3600),
            };
            match changed.wait_timeout(guard, wait) {
                Ok((g, _)) => guard = g,
                Err(_) => return,
            }
        }
        result = (
            conclude_question(view, &head.question, &guard.0, head.beginner),
            start.elapsed(),
        );
        stop.store(true, Ordering::Relaxed);
    });
    result
}

/// Whether every legal card is the same in effect: one suit, and every
/// rank between the lowest and highest legal card either legal too or
/// already played in an earlier trick.
fn all_equivalent(view: &SeatView, legal: &[Card]) -> bool {
    let Some(first) = legal.first() else {
        return true;
    };
    let suit = first.suit;
    if legal.iter().any(|c| c.suit != suit) {
        return false;
    }
    let gone: Hand = view
        .tricks
        .iter()
        .flat_map(|t| t.cards.iter().copied())
        .collect();
    let lo = legal.iter().map(|c| c.rank.get()).min().unwrap_or(2);
    let hi = legal.iter().map(|c| c.rank.get()).max().unwrap_or(2);
    (lo..=hi).all(|r| {
        legal.iter().any(|c| c.rank.get() == r)
            || gone.iter().any(|c| c.suit == suit && c.rank.get() == r)
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
        cards
            .iter()
            .copied()
            .max_by_key(|c| (c.rank.get(), core::cmp::Reverse(c.suit)))
    } else {
        cards.iter().copied().min_by_key(|c| (c.rank.get(), c.suit))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::big_stack;
    use crate::board::Board as GameBoard;
    use crate::rules::Rules;
    use crate::table::Table;

    /// A search small enough for a test, still the robots' way of choosing.
    pub(crate) const SMALL: Budget = Budget {
        play_samples: 6,
        play_nodes: 50_000,
        min_play_samples: 2,
        contract_samples: 4,
        contract_nodes: 200_000,
        min_contract_samples: 2,
        call_samples: 0,
        read_cards: false,
    };

    #[test]
    fn plays_legal_cards_to_the_end_deterministically() {
        big_stack(|| {
            for (seed, rules) in [(3u64, Rules::MINIBRIDGE), (4, Rules::HALFBRIDGE)] {
                let board = GameBoard::from_seed(5, seed);
                let mut a = Table::new(board, rules);
                assert!(
                    a.declarer().is_some(),
                    "board 5 of seed {seed} must be played, not thrown in"
                );
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
            assert!(
                t.declarer().is_some(),
                "board 2 of seed 77 must be played, not thrown in"
            );
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
            full_trick.current.cards = "S2 S3 S4 S5"
                .split(' ')
                .map(|c| c.parse().unwrap())
                .collect();
            let mut no_dummy = view.clone();
            no_dummy.contract = None;
            no_dummy.dummy = None;
            for (name, v) in [
                ("points", wrong_points),
                ("cards", lost_cards),
                ("legal", foreign_legal),
                ("trick", full_trick),
                ("dummy", no_dummy),
            ] {
                for level in [crate::bot::Level::Standard, crate::bot::Level::Expert] {
                    match crate::bot::decide(&v, level, 3) {
                        Some(Action::Play(c)) => assert!(v.legal.contains(c), "{name}"),
                        Some(Action::Contract(c)) => assert!(c.fits(v.rules), "{name}"),
                        Some(Action::Call(c)) => panic!("{name}: a call {c} outside an auction"),
                        None => {}
                    }
                }
            }
            assert_eq!(
                crate::bot::decide(&no_legal, crate::bot::Level::Standard, 3),
                None
            );
        });
    }

    #[test]
    fn a_cold_grand_slam_is_bid_in_halfbridge() {
        big_stack(|| {
            // North–South hold every top card: 7NT is cold.
            let deal = "N:AKQJ.AKQ.AKQ.AKQ 5432.5432.543.32 T98.JT9.JT9.JT98 76.876.8762.7654"
                .parse()
                .unwrap();
            let board = GameBoard::with_standard_conditions(1, deal, None);
            let t = Table::new(board, Rules::HALFBRIDGE);
            let view = SeatView::of(&t).unwrap();
            let c = choose_contract(&view, SMALL, 1).unwrap();
            assert_eq!(c.to_string(), "7NT");
        });
    }

    /// The view of the first card with a real choice once `cards` cards
    /// were played by the Beginner on board 5 of seed 3 (played, not thrown in).
    fn card_view(cards: usize) -> SeatView {
        let mut t = Table::new(GameBoard::from_seed(5, 3), Rules::MINIBRIDGE);
        assert!(t.declarer().is_some());
        crate::bot::step(&mut t, crate::bot::Level::Beginner, 1);
        for _ in 0..cards {
            crate::bot::step(&mut t, crate::bot::Level::Beginner, 1);
        }
        // On to the first card with a real choice.
        loop {
            let view = SeatView::of(&t).unwrap();
            if view.legal.len() > 1
                && !all_equivalent(&view, &view.legal.iter().collect::<Vec<_>>())
            {
                return view;
            }
            crate::bot::step(&mut t, crate::bot::Level::Beginner, 1);
        }
    }

    #[test]
    fn shares_merge_into_the_whole_and_a_decision_reads_the_solved_prefix() {
        big_stack(|| {
            for cards in [4, 9] {
                let view = card_view(cards);
                let budget = Budget {
                    play_nodes: 10_000_000,
                    min_play_samples: 6,
                    ..SMALL
                };
                let mut whole = Deliberation::new(&view, budget, 9, Share::WHOLE);
                while whole.step().is_some() {}
                assert!(whole.tally().complete());
                assert_eq!(whole.tally().total, 6);
                for n in [2u32, 3] {
                    let mut runs: Vec<Deliberation> =
                        Share::split(n).map(|s| whole.for_share(s)).collect();
                    let mut merged = whole.tally().empty_like();
                    while runs.iter().any(|r| !r.is_done()) {
                        for r in &mut runs {
                            if let Some(part) = r.step() {
                                assert!(merged.merge(&part));
                            }
                        }
                    }
                    assert_eq!(&merged, whole.tally(), "{n} shares");
                    assert_eq!(
                        conclude(&view, &merged, whole.beginner(), whole.placements()),
                        whole.thought()
                    );
                }
                // Cut after m layouts: the same thought whoever solved them,
                // and layouts beyond a gap are not read.
                for m in 1..5 {
                    let mut prefix = whole.tally().clone();
                    prefix.solved.truncate(m);
                    let mut gappy = prefix.clone();
                    gappy.insert(whole.tally().solved[5].clone());
                    let t = conclude(&view, &prefix, whole.beginner(), whole.placements());
                    assert_eq!(
                        conclude(&view, &gappy, whole.beginner(), whole.placements()),
                        t
                    );
                    assert_eq!((t.layouts, t.cut, t.fallback), (m, true, false));
                    assert!(view.legal.contains(match t.action {
                        Some(Action::Play(c)) => c,
                        a => panic!("{a:?}"),
                    }));
                }
                // A tally of another decision does not merge.
                let other = Deliberation::new(&view, SMALL, 9, Share::WHOLE);
                let mut mixed = other.tally().clone();
                assert!(!mixed.merge(whole.tally()));
            }
        });
    }

    #[test]
    fn an_expert_call_reads_the_layouts_solved_like_a_card() {
        big_stack(|| {
            // The first call the Expert judges in seeded auctions.
            let mut found = None;
            for i in 0..40u64 {
                let mut t = Table::new(
                    GameBoard::from_seed((i % 16) as u8 + 1, 0xE1BE_0000 + i),
                    Rules::CONTRACT,
                );
                while let Some(view) = SeatView::of(&t).filter(SeatView::in_auction) {
                    if crate::bidding::expert::is_judged(
                        view.hand,
                        view.dealer,
                        view.vulnerability,
                        &view.calls,
                    ) {
                        found = Some((view, i));
                        break;
                    }
                    crate::bot::step(&mut t, crate::bot::Level::Expert, i);
                }
                if found.is_some() {
                    break;
                }
            }
            let (view, seed) = found.expect("a judged call in 40 seeded auctions");
            let expert = crate::bidding::choose_call(
                &view.hand,
                view.dealer,
                view.vulnerability,
                &view.calls,
                crate::bot::Level::Expert,
                seed,
            );
            let mut run = Deliberation::new(&view, Budget::EXPERT, seed, Share::WHOLE);
            assert_eq!(run.tally().total as usize, crate::bidding::expert::LAYOUTS);
            for m in 0..=crate::bidding::expert::LAYOUTS {
                // After m layouts: the call choose_within gives for m.
                let within = crate::bidding::expert::choose_within(
                    view.hand,
                    view.dealer,
                    view.vulnerability,
                    &view.calls,
                    seed,
                    m,
                );
                let thought = run.thought();
                assert_eq!(
                    thought.action,
                    Some(Action::Call(within)),
                    "after {m} layouts"
                );
                assert_eq!(thought.cut, m < crate::bidding::expert::LAYOUTS);
                run.step();
            }
            assert!(run.is_done());
            assert_eq!(run.thought().action, Some(Action::Call(expert)));
            // Standard's budget deals none: the system's call at once.
            let standard = Deliberation::new(&view, Budget::STANDARD, seed, Share::WHOLE);
            assert!(standard.is_done());
            let call = crate::bidding::choose_call(
                &view.hand,
                view.dealer,
                view.vulnerability,
                &view.calls,
                crate::bot::Level::Standard,
                seed,
            );
            assert_eq!(standard.thought().action, Some(Action::Call(call)));
        });
    }

    #[test]
    fn with_no_layout_solved_the_beginner_answers() {
        big_stack(|| {
            let view = card_view(0);
            let run = Deliberation::new(&view, Budget::STANDARD, 4, Share::WHOLE);
            let t = run.thought();
            assert!(t.fallback && t.cut && t.layouts == 0);
            assert_eq!(t.action, crate::bot::beginner::decide(&view));
            assert_eq!(run.beginner(), t.action, "what a worker sends the page");
            // The page's conclusion takes the Beginner's card from the
            // worker; without it, the convention's card, never a robot's.
            assert_eq!(
                conclude(&view, run.tally(), run.beginner(), run.placements()),
                t
            );
            let bare = conclude(&view, run.tally(), None, None);
            assert!(bare.fallback && bare.cut && bare.layouts == 0);
            assert!(matches!(bare.action, Some(Action::Play(c)) if view.legal.contains(c)));
            // A contract decision too.
            let mut table = Table::new(GameBoard::from_seed(5, 3), Rules::MINIBRIDGE);
            let contract_view = SeatView::of(&table).unwrap();
            let t = Deliberation::new(&contract_view, Budget::STANDARD, 4, Share::WHOLE).thought();
            assert!(t.fallback);
            assert_eq!(
                conclude(&contract_view, &Tally::default(), None, None).action,
                None,
                "no contract without a worker's"
            );
            let action = crate::bot::settle(&contract_view, t.action).unwrap();
            assert!(table.act(contract_view.me, action).is_ok());
        });
    }

    #[test]
    fn threads_make_the_decision_one_solver_makes() {
        big_stack(|| {
            for cards in [0, 6] {
                let view = card_view(cards);
                let one = {
                    let mut run = Deliberation::new(&view, SMALL, 21, Share::WHOLE);
                    while run.step().is_some() {}
                    run.thought()
                };
                for n in [1usize, 2, 3] {
                    let mut solvers: Vec<Solver> =
                        (0..n).map(|_| Solver::new(Strain::Notrump)).collect();
                    let (t, _) = deliberate_on(&view, SMALL, 21, &mut solvers, None);
                    assert_eq!(t, one, "{n} threads");
                    assert!(!t.cut && t.layouts > 0);
                }
                assert_eq!(one.action, decide(&view, SMALL, 21));
                // A deadline already passed: the best so far, the Beginner
                // only with nothing solved.
                let mut solvers = vec![Solver::new(Strain::Notrump)];
                let (t, _) = deliberate_on(
                    &view,
                    Budget::EXPERT,
                    21,
                    &mut solvers,
                    Some(std::time::Duration::ZERO),
                );
                assert_eq!(t.fallback, t.layouts == 0);
                assert!(t.cut);
            }
        });
    }
}
