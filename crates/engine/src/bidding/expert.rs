//! The Expert's bidding: the system's call, judged by double dummy where
//! the call places the contract.
//!
//! The Expert takes the Standard call ([`system::Situation::choose`]).
//! When that call places the contract or leaves it to partner without
//! forcing (a pass once a bid stands, a natural bid, raise, invitation or
//! overcall that does not force partner, a penalty double; not an
//! opening) and the system offers other such calls the hand could
//! honestly make (game and slam bids, invitations, a Blackwood ask, a
//! pass, a penalty double, and in competition bids at the three level or
//! higher), it deals [`LAYOUTS`] layouts of the three unseen hands inside
//! what the auction showed (the card-play sampler,
//! [`crate::layouts::sample`], on [`super::seat_ranges`]) on which every
//! unseen seat would have made its calls by the system, bids each
//! candidate's auction on to its end with the system for every seat and
//! the layout's hands, solves the final contract double dummy, and makes
//! the candidate whose mean IMPs against the Standard call is best, if it
//! gains more than [`MARGIN_IMPS`] and [`MARGIN_ERRORS`] standard errors.
//!
//! Honesty: a candidate is a call the system itself makes in this
//! situation (a rule of [`system::Situation::rules`]), and the hand lies
//! inside what the call shows ([`system::Situation::meaning_of`]) with
//! every suit length as shown and the high card points within
//! [`SLACK_HCP`] of the shown range: the Expert upgrades or downgrades by
//! at most two points on the evidence of the layouts, and the page's
//! explanation of the call (`meaning`) stays the system's. A forcing call
//! of partner is never passed.
//!
//! Deterministic: the layouts come from `seed`, the solver's answers do not
//! depend on what it solved before. At the page's table the call keeps the
//! Expert's deadline as a card does: it is deliberated one layout at a time
//! ([`Judgement`], by way of [`crate::bot::montecarlo::Deliberation`]) and
//! judged on the layouts solved by the deadline; with fewer than
//! [`MIN_LAYOUTS`] the Standard call stands. Natively (no deadline) every
//! layout is solved.

use super::system::Situation;
use super::{Convention, Forcing, Meaning, is_balanced, is_game, last_bid, meanings, ranges_of};
use crate::auction::{Ending, ending};
use crate::cards::hcp;
use crate::layouts::sample::{Knowledge, sample};
use contract_bridge::auction::{AbsoluteVulnerability, Call};
use contract_bridge::{Hand, Seat, Strain};
use rand::SeedableRng as _;
use serde::{Deserialize, Serialize};

/// Layouts dealt and solved for one placement decision.
pub const LAYOUTS: usize = 16;

/// How far (high card points) the hand may lie outside a candidate's shown
/// range.
pub const SLACK_HCP: u8 = 2;

/// Mean IMPs a candidate must gain over the Standard call to be made.
pub const MARGIN_IMPS: f64 = 1.0;

/// How many standard errors (over the layouts) the mean gain must exceed
/// too: the best of several noisy candidates looks better than it is.
pub const MARGIN_ERRORS: f64 = 2.0;

/// Batches of `2 × LAYOUTS` layouts dealt inside the auction's ranges,
/// at most, to find [`LAYOUTS`] on which the unseen seats' calls are the
/// system's.
pub const BATCHES: usize = 8;

/// Layouts that must be solved before the Expert judges a call on them
/// when it has not solved every layout dealt (a deadline cut it): with
/// fewer it keeps the Standard call.
pub const MIN_LAYOUTS: usize = 8;

/// The Expert's call for `hand` after `calls` (a legal auction in
/// progress): the Standard call, or at a placement the candidate the
/// layouts favour. Always a call the system makes here, so legal.
#[must_use]
pub fn choose(
    hand: Hand,
    dealer: Seat,
    vulnerability: AbsoluteVulnerability,
    calls: &[Call],
    seed: u64,
) -> Call {
    choose_within(hand, dealer, vulnerability, calls, seed, LAYOUTS)
}

/// [`choose`] as if only the first `limit` of the [`LAYOUTS`] layouts were
/// solved before the deadline: what the page's table gets when its time
/// runs out ([`Judgement::conclude`]). `limit` 0 gives the Standard call,
/// [`LAYOUTS`] or more the same call as [`choose`].
#[must_use]
pub fn choose_within(
    hand: Hand,
    dealer: Seat,
    vulnerability: AbsoluteVulnerability,
    calls: &[Call],
    seed: u64,
    limit: usize,
) -> Call {
    let judgement = Judgement::new(hand, dealer, vulnerability, calls);
    if !judgement.is_judged() {
        return judgement.standard();
    }
    let layouts = judgement.deal(seed, LAYOUTS);
    let solved: Vec<Vec<u8>> = crate::layouts::dd::with_solver(|solver| {
        layouts
            .iter()
            .take(limit)
            .map(|hands| judgement.solve(solver, hands).1)
            .collect()
    });
    let tricks: Vec<&[u8]> = solved.iter().map(Vec::as_slice).collect();
    judgement.conclude(&tricks, solved.len() >= layouts.len())
}

/// Whether the Expert judges this call on layouts (the Standard call is a
/// placement and another placement fits the hand): the calls whose time
/// the bench measures apart.
#[must_use]
pub fn is_judged(
    hand: Hand,
    dealer: Seat,
    vulnerability: AbsoluteVulnerability,
    calls: &[Call],
) -> bool {
    Judgement::new(hand, dealer, vulnerability, calls).is_judged()
}

/// One call of the Expert as a question for the layouts, asked in three
/// steps so that a clock can stand between them (the page's deadline, by
/// way of [`crate::bot::montecarlo::Deliberation`]): [`Self::deal`] the
/// layouts from the seed, [`Self::solve`] them one at a time, and
/// [`Self::conclude`] over those solved. The call is a function of the
/// auction, the hand, the seed and the number of layouts solved.
#[derive(Debug, Clone)]
pub struct Judgement {
    /// The candidates: all a conclusion needs.
    placements: Placements,
    /// What the auction showed of the unseen hands.
    knowledge: Knowledge,
    /// The board's dealer and the calls so far, for the layouts' auctions.
    dealer: Seat,
    calls: Vec<Call>,
    /// What each call so far showed.
    shown: Vec<Meaning>,
}

/// What a call's conclusion reads besides the layouts' answers: the
/// candidates. Worked out by the worker that deals the layouts
/// ([`Judgement::new`], the system's rules) and sent to the page with its
/// first answer, so that the page concludes over its workers' layouts
/// without running the system itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placements {
    me: Seat,
    vulnerability: AbsoluteVulnerability,
    /// The Standard call first, then the other calls that fit.
    candidates: Vec<Call>,
}

/// What a layout's answer holds for each candidate: its IMPs against the
/// Standard call's, plus this offset (an answer is bytes).
const IMP_OFFSET: i32 = 24;

impl Judgement {
    /// The question for `hand` after `calls` (a legal auction in progress):
    /// the candidates (rules, no search).
    #[must_use]
    pub fn new(
        hand: Hand,
        dealer: Seat,
        vulnerability: AbsoluteVulnerability,
        calls: &[Call],
    ) -> Self {
        let shown = meanings(dealer, vulnerability, calls);
        let situation = Situation::new(dealer, vulnerability, calls, &shown);
        let candidates = candidates(&situation, calls, &shown, hand, situation.choose(hand));
        let me = crate::auction::seat_of_call(dealer, calls.len());
        let knowledge = knowledge_of(hand, me, &ranges_of(dealer, &shown));
        Self {
            placements: Placements {
                me,
                vulnerability,
                candidates,
            },
            knowledge,
            dealer,
            calls: calls.to_vec(),
            shown,
        }
    }

    /// The candidates: what the conclusion reads.
    #[must_use]
    pub const fn placements(&self) -> &Placements {
        &self.placements
    }

    /// The system's call (the Standard level's).
    #[must_use]
    pub fn standard(&self) -> Call {
        self.placements.standard()
    }

    /// Whether the call is judged on layouts ([`Placements::is_judged`]).
    #[must_use]
    pub fn is_judged(&self) -> bool {
        self.placements.is_judged()
    }

    /// `count` layouts of the three unseen hands inside what the auction
    /// showed, dealt from `seed` (the same for the same seed, and fewer
    /// of them the first of more). The layouts on which every unseen
    /// seat would have made its calls by the system come first (the
    /// ranges alone miss what a call denies: a pass that is not an
    /// opening, a raise that is not a jump); the fewest misses fill in.
    #[must_use]
    pub fn deal(&self, seed: u64, count: usize) -> Vec<[Hand; 4]> {
        if count == 0 {
            return Vec::new();
        }
        let mut rng = rand_pcg::Pcg64::seed_from_u64(seed ^ 0xE1BE_27B1_DD00_0001);
        let me = self.placements.me;
        let vulnerability = self.placements.vulnerability;
        // Each unseen seat's calls with the rules they were chosen from.
        let past: Vec<(Seat, Call, Vec<super::system::Rule>)> = (0..self.calls.len())
            .map(|i| (crate::auction::seat_of_call(self.dealer, i), i))
            .filter(|&(seat, _)| seat != me)
            .map(|(seat, i)| {
                let situation = Situation::new(
                    self.dealer,
                    vulnerability,
                    &self.calls[..i],
                    &self.shown[..i],
                );
                (seat, self.calls[i], situation.rules())
            })
            .collect();
        let misses = |hands: &[Hand; 4]| -> usize {
            past.iter()
                .filter(|(seat, call, rules)| {
                    let hand = hands[*seat as usize];
                    rules
                        .iter()
                        .find(|r| r.fits(hand))
                        .map_or(Call::Pass, |r| r.call)
                        != *call
                })
                .count()
        };
        let mut exact: Vec<[Hand; 4]> = Vec::with_capacity(LAYOUTS);
        let mut near: Vec<(usize, usize, [Hand; 4])> = Vec::new();
        for _ in 0..BATCHES {
            if exact.len() >= LAYOUTS {
                break;
            }
            for hands in sample(&self.knowledge, &mut rng, LAYOUTS * 2) {
                match misses(&hands) {
                    0 if exact.len() < LAYOUTS => exact.push(hands),
                    0 => {}
                    m => near.push((m, near.len(), hands)),
                }
            }
        }
        near.sort_unstable_by_key(|&(m, i, _)| (m, i));
        exact.extend(near.into_iter().map(|(_, _, h)| h));
        exact.truncate(count);
        exact
    }

    /// The auction on one layout after `call`: every seat bids the system
    /// with its hand of the layout until the auction ends; the contract
    /// and its declarer (`None` when passed out).
    fn auction_after(
        &self,
        call: Call,
        hands: &[Hand; 4],
    ) -> Option<(contract_bridge::Contract, Seat)> {
        let vulnerability = self.placements.vulnerability;
        let mut calls = self.calls.clone();
        let mut shown = self.shown.clone();
        let situation = Situation::new(self.dealer, vulnerability, &calls, &shown);
        let meaning = situation.meaning_of(call);
        calls.push(call);
        shown.push(meaning);
        while ending(self.dealer, &calls).is_none() {
            if calls.len() >= 319 {
                return None;
            }
            let seat = crate::auction::seat_of_call(self.dealer, calls.len());
            let situation = Situation::new(self.dealer, vulnerability, &calls, &shown);
            let mut next = situation.choose(hands[seat as usize]);
            if !crate::auction::is_legal(&calls, next) {
                next = Call::Pass;
            }
            let meaning = situation.meaning_of(next);
            calls.push(next);
            shown.push(meaning);
        }
        match ending(self.dealer, &calls) {
            Some(Ending::Contract(f)) => Some((f.contract, f.declarer)),
            _ => None,
        }
    }

    /// Solves one layout: each candidate's auction is bid on to its end by
    /// the system with the layout's hands, its contract solved double
    /// dummy. The solver's nodes, and for each candidate its IMPs against
    /// the Standard call's (plus [`IMP_OFFSET`]); empty when the layout
    /// cannot be used.
    pub fn solve(&self, solver: &mut pons_dds::Solver, hands: &[Hand; 4]) -> (u64, Vec<u8>) {
        let Some(deal) = crate::cards::full_deal(hands) else {
            return (0, Vec::new());
        };
        let me = self.placements.me;
        let ours = |seat: Seat| seat == me || seat == me.partner();
        let mut nodes = 0u64;
        let mut solved: Vec<((Strain, Seat), u8)> = Vec::new();
        let mut scores = Vec::with_capacity(self.placements.candidates.len());
        for &call in &self.placements.candidates {
            let score = match self.auction_after(call, hands) {
                None => 0,
                Some((contract, declarer)) => {
                    let pair = (contract.bid.strain, declarer);
                    let tricks = if let Some(&(_, t)) = solved.iter().find(|(p, _)| *p == pair) {
                        t
                    } else {
                        let Some((n, t)) = declarer_tricks(solver, deal, pair.0, pair.1) else {
                            return (nodes, Vec::new());
                        };
                        nodes += n;
                        solved.push((pair, t));
                        t
                    };
                    let s = contract.score(
                        tricks,
                        crate::board::is_vulnerable(self.placements.vulnerability, declarer),
                    );
                    if ours(declarer) { s } else { -s }
                }
            };
            scores.push(score);
        }
        let base = scores.first().copied().unwrap_or(0);
        let answer = scores
            .iter()
            .map(|&s| {
                let imps = crate::team::imps(s - base) + IMP_OFFSET;
                imps.clamp(0, 2 * IMP_OFFSET) as u8
            })
            .collect();
        (nodes, answer)
    }

    /// [`Placements::gains`].
    #[must_use]
    pub fn gains(&self, tricks: &[&[u8]]) -> Vec<(f64, f64)> {
        self.placements.gains(tricks)
    }

    /// [`Placements::conclude`].
    #[must_use]
    pub fn conclude(&self, tricks: &[&[u8]], complete: bool) -> Call {
        self.placements.conclude(tricks, complete)
    }
}

impl Placements {
    /// The system's call (the Standard level's).
    #[must_use]
    pub fn standard(&self) -> Call {
        // Never empty as `Judgement::new` makes it; a worker's message is
        // read, not trusted: Pass then (the page checks it is legal).
        self.candidates.first().copied().unwrap_or(Call::Pass)
    }

    /// Whether the call is judged on layouts: the Standard call is one the
    /// Expert judges and another candidate fits the hand.
    #[must_use]
    pub fn is_judged(&self) -> bool {
        self.candidates.len() > 1
    }

    /// Each candidate's mean IMPs against the Standard call over the
    /// layouts solved (`answers`, one entry a layout as [`Judgement::solve`]
    /// gave it; the empty ones are skipped), for the side to call, with
    /// its standard error.
    #[must_use]
    pub fn gains(&self, answers: &[&[u8]]) -> Vec<(f64, f64)> {
        let mut gains: Vec<Vec<f64>> =
            vec![Vec::with_capacity(answers.len()); self.candidates.len()];
        for layout in answers
            .iter()
            .filter(|t| t.len() == self.candidates.len() && !t.is_empty())
        {
            for (gain, &imps) in gains.iter_mut().zip(layout.iter()) {
                gain.push(f64::from(i32::from(imps) - IMP_OFFSET));
            }
        }
        gains
            .iter()
            .map(|g| crate::stats::mean_and_stderr(g))
            .collect()
    }

    /// The call over the first layouts dealt, solved in order (`answers`,
    /// as [`Judgement::solve`] gave them); `complete` when they are every
    /// layout dealt. The candidate whose mean gain over the Standard call
    /// beats [`MARGIN_IMPS`] and [`MARGIN_ERRORS`] standard errors; the
    /// Standard call when none does, and when fewer than [`MIN_LAYOUTS`]
    /// were solved of an incomplete set.
    #[must_use]
    pub fn conclude(&self, answers: &[&[u8]], complete: bool) -> Call {
        let standard = self.standard();
        if !self.is_judged() || (!complete && answers.len() < MIN_LAYOUTS) {
            return standard;
        }
        let gains = self.gains(answers);
        // candidates[0] is the Standard call, which gains nothing on itself.
        let mut best = (standard, MARGIN_IMPS);
        for (&call, &(mean, stderr)) in self.candidates.iter().zip(&gains).skip(1) {
            if mean > best.1 && mean > MARGIN_ERRORS * stderr {
                best = (call, mean);
            }
        }
        best.0
    }
}

/// What `me`, holding `hand`, knows of the unseen hands: the auction's
/// ranges (`ranges`, by seat), its own hand exactly.
fn knowledge_of(hand: Hand, me: Seat, ranges: &[super::HandRange; 4]) -> Knowledge {
    let mut knowledge = Knowledge {
        known: [Hand::EMPTY; 4],
        seen: [false; 4],
        count: [13; 4],
        void: [[false; 4]; 4],
        hcp_left: Seat::ALL.map(|s| {
            let (lo, hi) = ranges[s as usize].hcp;
            (i32::from(lo), i32::from(hi))
        }),
        lengths: Seat::ALL.map(|s| ranges[s as usize].lengths),
        pool: Hand::ALL - hand,
        fit: None,
        played: [Hand::EMPTY; 4],
        denied: [Hand::EMPTY; 4],
    };
    knowledge.known[me as usize] = hand;
    knowledge.seen[me as usize] = true;
    let points = i32::from(hcp(hand));
    knowledge.hcp_left[me as usize] = (points, points);
    knowledge
}

/// Whether a call with this meaning places the contract or leaves it to
/// partner without forcing: a pass once a bid stands, a natural bid (a
/// raise, an invitation, an overcall) that does not force partner, a
/// penalty double.
fn is_placement(call: Call, meaning: &Meaning, calls: &[Call]) -> bool {
    match call {
        Call::Pass => last_bid(calls).is_some(),
        Call::Bid(_) => {
            meaning.forcing == Forcing::NotForcing
                && matches!(
                    meaning.convention,
                    Convention::Natural
                        | Convention::Raise
                        | Convention::Invitation
                        | Convention::Overcall
                        | Convention::NotrumpOvercall
                )
        }
        Call::Double => meaning.convention == Convention::PenaltyDouble,
        Call::Redouble => false,
    }
}

/// Whether `hand` lies inside `meaning` with the points [`SLACK_HCP`]
/// loose.
fn fits_loosely(meaning: &Meaning, hand: Hand) -> bool {
    let mut range = meaning.range;
    range.hcp = (
        range.hcp.0.saturating_sub(SLACK_HCP),
        range.hcp.1.saturating_add(SLACK_HCP),
    );
    range.contains(hand) && (!meaning.balanced || is_balanced(hand))
}

/// The most candidates judged (the Standard call among them): each costs
/// an auction and perhaps a contract to solve on every layout.
pub const MAX_CANDIDATES: usize = 5;

/// The calls to judge, the Standard call first; just it when the decision
/// is not judged or nothing else fits.
fn candidates(
    situation: &Situation<'_>,
    calls: &[Call],
    shown: &[Meaning],
    hand: Hand,
    standard: Call,
) -> Vec<Call> {
    let mut out = vec![standard];
    if last_bid(calls).is_none() || !is_placement(standard, &situation.meaning_of(standard), calls)
    {
        return out;
    }
    // Partner's forcing call (the opponents silent since) is not passed.
    let n = calls.len();
    let partner_forces = n >= 2
        && shown
            .get(n - 2)
            .is_some_and(|m| m.forcing != Forcing::NotForcing)
        && calls[n - 1] == Call::Pass;
    // The opponents have bid: a competitive decision.
    let contested = (0..n).any(|i| (n - i) % 2 == 1 && matches!(calls[i], Call::Bid(_)));
    for rule in situation.rules() {
        let call = rule.call;
        if out.contains(&call) || out.len() >= MAX_CANDIDATES {
            continue;
        }
        let meaning = situation.meaning_of(call);
        let wanted = match call {
            Call::Pass => !partner_forces,
            Call::Bid(b) => {
                is_game(b)
                    || meaning.convention == Convention::Invitation
                    || (contested && b.level.get() >= 3)
                    || meaning.convention == Convention::BlackwoodAsk
            }
            Call::Double => true,
            Call::Redouble => false,
        };
        let judged =
            is_placement(call, &meaning, calls) || meaning.convention == Convention::BlackwoodAsk;
        if wanted && judged && fits_loosely(&meaning, hand) {
            out.push(call);
        }
    }
    out
}

/// The solver's nodes and the tricks `declarer` takes in `strain` double
/// dummy from the opening lead (`None` when the deal cannot be posed).
pub(super) fn declarer_tricks(
    solver: &mut pons_dds::Solver,
    deal: contract_bridge::FullDeal,
    strain: Strain,
    declarer: Seat,
) -> Option<(u64, u8)> {
    let trick = pons_dds::CurrentTrick::new(strain, declarer.lho());
    let board = pons_dds::Board::try_new(contract_bridge::PartialDeal::from(deal), trick).ok()?;
    let found = solver.solve_board(&pons_dds::Objective {
        board,
        target: pons_dds::Target::Any(None),
    });
    // The leader's side's best: the declarer takes the rest.
    found
        .plays
        .first()
        .map(|best| (u64::from(found.nodes), 13 - best.score.get().min(13)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::big_stack;
    use crate::board::Board;
    use crate::level::Level;

    const NONE: AbsoluteVulnerability = AbsoluteVulnerability::NONE;

    fn calls(text: &str) -> Vec<Call> {
        text.split_whitespace()
            .map(|t| t.parse().expect(t))
            .collect()
    }

    /// South after 1♠ P 2♠ P 3♠ P (North dealt): 4 HCP, six trumps, a
    /// void and a five-card side suit with its ace. The system accepts
    /// the invitation with 8–9, or 5–7 worth 8 with shape, and passes
    /// with 4; double dummy 4♠ makes on most layouts of an opener who
    /// invites (16–18, or 12–15 worth 16 with shape) with five spades.
    const ACCEPT: (&str, &str) = ("T97642..A8643.97", "1S P 2S P 3S P");

    #[test]
    fn expert_accepts_the_invitation_the_layouts_make_while_standard_passes() {
        big_stack(|| {
            let hand: Hand = ACCEPT.0.parse().unwrap();
            let before = calls(ACCEPT.1);
            let standard =
                crate::bidding::choose_call(&hand, Seat::North, NONE, &before, Level::Standard, 0);
            assert_eq!(standard, Call::Pass);
            for seed in 0..3 {
                let expert = crate::bidding::choose_call(
                    &hand,
                    Seat::North,
                    NONE,
                    &before,
                    Level::Expert,
                    seed,
                );
                assert_eq!(expert, "4S".parse().unwrap(), "seed {seed}");
                // Honest: the hand lies within the slack of what 4♠ shows.
                let m = crate::bidding::would_mean(Seat::North, NONE, &before, expert);
                assert!(fits_loosely(&m, hand), "{}", m.summary());
            }
        });
    }

    #[test]
    fn expert_keeps_the_standard_call_where_nothing_is_placed() {
        big_stack(|| {
            // An opening is no placement: the Expert opens as the system.
            let hand: Hand = "AKQ52.KJ4.A32.54".parse().unwrap();
            assert!(!is_judged(hand, Seat::North, NONE, &[]));
            assert_eq!(
                choose(hand, Seat::North, NONE, &[], 7),
                "1NT".parse().unwrap()
            );
            // Partner's transfer is completed, never passed.
            let before = calls("1NT P 2D P");
            assert_eq!(
                choose(hand, Seat::North, NONE, &before, 7),
                "2H".parse().unwrap()
            );
        });
    }

    #[test]
    fn layouts_make_the_unseen_seats_calls_by_the_system() {
        big_stack(|| {
            // North opened 1♠ and South raised to 2♠: the ranges say 6–9
            // and three spades, the system also that South's hand is no
            // limit raise worth 11 with shape and no 1NT; every layout
            // dealt has South (and East, West) calling as they did.
            let hand: Hand = "AQ854.KJ3.KQ4.Q5".parse().unwrap();
            let before = calls("1S P 2S P");
            let judgement = Judgement::new(hand, Seat::North, NONE, &before);
            let shown = meanings(Seat::North, NONE, &before);
            let layouts = judgement.deal(4, LAYOUTS);
            assert_eq!(layouts.len(), LAYOUTS);
            for hands in &layouts {
                assert_eq!(hands[Seat::North as usize], hand);
                for (i, &call) in before.iter().enumerate().skip(1) {
                    let seat = crate::auction::seat_of_call(Seat::North, i);
                    let situation = Situation::new(Seat::North, NONE, &before[..i], &shown[..i]);
                    assert_eq!(
                        situation.choose(hands[seat as usize]),
                        call,
                        "{seat:?} {hands:?}"
                    );
                }
            }
            // Fewer layouts are the first of more (a deadline cuts them).
            assert_eq!(judgement.deal(4, 5), layouts[..5].to_vec());
        });
    }

    #[test]
    fn each_candidate_is_bid_on_to_the_end_of_the_auction_on_a_layout() {
        // North invites with 3♠ after 1♠ P 2♠ P (17 HCP, no shape); on this
        // layout South has six points and declines, as the system says, so
        // 3♠ plays 3♠ and 4♠ plays 4♠: what each candidate is judged by.
        let north: Hand = "AQ854.KJ3.KQ4.Q5".parse().unwrap();
        let before = calls("1S P 2S P");
        let judgement = Judgement::new(north, Seat::North, NONE, &before);
        let three: Call = "3S".parse().unwrap();
        let four: Call = "4S".parse().unwrap();
        assert_eq!(judgement.standard(), three);
        assert!(judgement.placements().candidates.contains(&four));
        let mut hands = [Hand::EMPTY; 4];
        hands[Seat::North as usize] = north;
        hands[Seat::East as usize] = "JT9.AT9.T98.KJ98".parse().unwrap();
        hands[Seat::South as usize] = "K76.Q542.J532.64".parse().unwrap();
        hands[Seat::West as usize] = "32.876.A76.AT732".parse().unwrap();
        let played = |call| {
            judgement
                .auction_after(call, &hands)
                .map(|(c, d)| (c.bid, d))
        };
        assert_eq!(played(three), Some(("3S".parse().unwrap(), Seat::North)));
        assert_eq!(played(four), Some(("4S".parse().unwrap(), Seat::North)));
    }

    #[test]
    fn in_competition_at_the_three_level_bidding_on_and_passing_are_judged() {
        // 1♠ 2♥ 2♠ 3♥: North, six spades and 13 HCP, competes with 3♠ by
        // the system (nine trumps, 17 combined); the Expert weighs it
        // against the pass on layouts, the opponents bidding on in them.
        let north: Hand = "AK9865.K43.65.Q4".parse().unwrap();
        let before = calls("1S 2H 2S 3H");
        let judgement = Judgement::new(north, Seat::North, NONE, &before);
        assert_eq!(
            judgement.placements().candidates,
            vec!["3S".parse().unwrap(), "4S".parse().unwrap(), Call::Pass]
        );
    }

    #[test]
    fn expert_calls_are_deterministic_for_a_seed() {
        big_stack(|| {
            let hand: Hand = ACCEPT.0.parse().unwrap();
            let before = calls(ACCEPT.1);
            let gains = |seed| {
                let judgement = Judgement::new(hand, Seat::North, NONE, &before);
                assert!(judgement.is_judged(), "{judgement:?}");
                let layouts = judgement.deal(seed, LAYOUTS);
                let solved: Vec<Vec<u8>> = crate::layouts::dd::with_solver(|solver| {
                    layouts
                        .iter()
                        .map(|h| judgement.solve(solver, h).1)
                        .collect()
                });
                judgement.gains(&solved.iter().map(Vec::as_slice).collect::<Vec<_>>())
            };
            assert_eq!(gains(5), gains(5));
            assert_eq!(
                choose(hand, Seat::North, NONE, &before, 5),
                choose(hand, Seat::North, NONE, &before, 5)
            );
        });
    }

    #[test]
    fn expert_judges_on_the_layouts_solved_and_keeps_the_standard_call_on_too_few() {
        big_stack(|| {
            let hand: Hand = ACCEPT.0.parse().unwrap();
            let before = calls(ACCEPT.1);
            let within = |limit| choose_within(hand, Seat::North, NONE, &before, 3, limit);
            // No layout solved: the Standard call; all of them: choose's.
            assert_eq!(within(0), Call::Pass);
            assert_eq!(within(LAYOUTS), choose(hand, Seat::North, NONE, &before, 3));
            assert_eq!(within(LAYOUTS + 5), within(LAYOUTS));
            // Fewer than MIN_LAYOUTS of an incomplete set: the Standard call.
            assert_eq!(within(MIN_LAYOUTS - 1), Call::Pass);
            // Enough of them: judged already (4♠ makes on nearly every layout).
            assert_eq!(within(MIN_LAYOUTS), "4S".parse().unwrap());
        });
    }

    #[test]
    fn expert_auctions_are_legal_and_end_over_seeded_deals() {
        big_stack(|| {
            let mut differ = 0;
            for i in 0..60u64 {
                let board = Board::from_seed((i % 16) as u8 + 1, 0xE1BE_0000 + i);
                let mut before: Vec<Call> = Vec::new();
                while crate::auction::ending(board.dealer, &before).is_none() {
                    assert!(before.len() < 319, "deal {i}: the auction must end");
                    let seat = crate::auction::seat_of_call(board.dealer, before.len());
                    let call = crate::bidding::choose_call(
                        &board.deal[seat],
                        board.dealer,
                        board.vulnerability,
                        &before,
                        Level::Expert,
                        i,
                    );
                    assert!(
                        crate::auction::is_legal(&before, call),
                        "deal {i}: {call} after {before:?}"
                    );
                    // Every Expert call is one the system makes here.
                    let shown = meanings(board.dealer, board.vulnerability, &before);
                    let situation =
                        Situation::new(board.dealer, board.vulnerability, &before, &shown);
                    assert!(
                        call == Call::Pass || situation.rules().iter().any(|r| r.call == call),
                        "deal {i}: {call}"
                    );
                    differ += usize::from(call != situation.choose(board.deal[seat]));
                    before.push(call);
                }
            }
            eprintln!("Expert calls that differ from Standard's: {differ}");
        });
    }
}
