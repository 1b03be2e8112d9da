//! The Expert's bidding: the system's call, judged by double dummy where
//! the call places the contract.
//!
//! The Expert takes the Standard call ([`system::Situation::choose`]).
//! When that call is a *placement* (a pass once a bid stands, a natural
//! bid that does not force partner, or a penalty double) and the system
//! offers other placements the hand could honestly make, it deals
//! [`LAYOUTS`] layouts of the three unseen hands inside what the auction
//! showed (the card-play sampler, [`crate::layouts::sample`], on
//! [`super::seat_ranges`]), solves each candidate's final contract double
//! dummy, and makes the candidate whose mean IMPs against the Standard
//! call is best, if it gains more than [`MARGIN_IMPS`]. Each candidate is
//! scored as if the auction ended with it (partner passes the placement).
//!
//! Honesty: a candidate is a call the system itself makes in this
//! situation (a rule of [`system::Situation::rules`]), natural and not
//! forcing, and the hand lies inside what the call shows
//! ([`system::Situation::meaning_of`]) with every suit length as shown and
//! the high card points within [`SLACK_HCP`] of the shown range: the
//! Expert upgrades or downgrades by at most two points on the evidence of
//! the layouts, and the page's explanation of the call (`meaning`) stays
//! the system's. Alternatives to a pass are bids at game or higher and the
//! penalty double; a forcing call of partner is never passed.
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
    /// The candidates and what each contracts for: all a conclusion needs.
    placements: Placements,
    /// What the auction showed of the unseen hands.
    knowledge: Knowledge,
}

/// What a call's conclusion reads besides the layouts' tricks: the
/// candidates and the contract each would reach. Worked out by the worker
/// that deals the layouts ([`Judgement::new`], the system's rules) and sent
/// to the page with its first answer, so that the page concludes over its
/// workers' layouts without running the system itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placements {
    me: Seat,
    vulnerability: AbsoluteVulnerability,
    /// The Standard call first, then the other placements that fit.
    candidates: Vec<Call>,
    /// Each candidate's contract and declarer if the auction ended with it.
    finals: Vec<Option<(contract_bridge::Contract, Seat)>>,
    /// The (strain, declarer) pairs solved on each layout, each once.
    pairs: Vec<(Strain, Seat)>,
}

impl Judgement {
    /// The question for `hand` after `calls` (a legal auction in progress):
    /// the candidates and what each would contract for (rules, no search).
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
        let finals: Vec<Option<(contract_bridge::Contract, Seat)>> = if candidates.len() < 2 {
            Vec::new()
        } else {
            candidates
                .iter()
                .map(|&call| final_contract(dealer, calls, call))
                .collect()
        };
        let mut pairs: Vec<(Strain, Seat)> = finals
            .iter()
            .flatten()
            .map(|(c, d)| (c.bid.strain, *d))
            .collect();
        pairs.sort_unstable_by_key(|&(strain, seat)| (strain as usize, seat as usize));
        pairs.dedup();
        let knowledge = knowledge_of(hand, me, &ranges_of(dealer, &shown));
        Self {
            placements: Placements {
                me,
                vulnerability,
                candidates,
                finals,
                pairs,
            },
            knowledge,
        }
    }

    /// The candidates and their contracts: what the conclusion reads.
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
    /// showed, dealt from `seed` (the same for the same seed and count).
    #[must_use]
    pub fn deal(&self, seed: u64, count: usize) -> Vec<[Hand; 4]> {
        if count == 0 {
            return Vec::new();
        }
        let mut rng = rand_pcg::Pcg64::seed_from_u64(seed ^ 0xE1BE_27B1_DD00_0001);
        sample(&self.knowledge, &mut rng, count)
    }

    /// Solves one layout double dummy: the solver's nodes, and the
    /// declarer's tricks for each (strain, declarer) pair the candidates
    /// need, empty when the layout cannot be used.
    pub fn solve(&self, solver: &mut pons_dds::Solver, hands: &[Hand; 4]) -> (u64, Vec<u8>) {
        let Some(deal) = crate::cards::full_deal(hands) else {
            return (0, Vec::new());
        };
        let mut nodes = 0u64;
        let mut tricks = Vec::with_capacity(self.placements.pairs.len());
        for &(strain, declarer) in &self.placements.pairs {
            let Some((n, t)) = declarer_tricks(solver, deal, strain, declarer) else {
                return (nodes, Vec::new());
            };
            nodes += n;
            tricks.push(t);
        }
        (nodes, tricks)
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

    /// Whether the call is judged on layouts: the Standard call places the
    /// contract and another placement fits the hand.
    #[must_use]
    pub fn is_judged(&self) -> bool {
        self.candidates.len() > 1
    }

    /// Each candidate's mean IMPs against the Standard call over the
    /// layouts solved (`tricks`, one entry a layout as [`Judgement::solve`]
    /// gave it; the empty ones are skipped), for the side to call, with
    /// its standard error.
    #[must_use]
    pub fn gains(&self, tricks: &[&[u8]]) -> Vec<(f64, f64)> {
        let ours = |seat: Seat| seat == self.me || seat == self.me.partner();
        let mut gains: Vec<Vec<f64>> =
            vec![Vec::with_capacity(tricks.len()); self.candidates.len()];
        for layout in tricks
            .iter()
            .filter(|t| t.len() == self.pairs.len() && !t.is_empty())
        {
            let score = |k: usize| -> i32 {
                let Some((contract, declarer)) = self.finals.get(k).copied().flatten() else {
                    return 0;
                };
                let at = self
                    .pairs
                    .iter()
                    .position(|&p| p == (contract.bid.strain, declarer));
                let Some(&tricks) = at.and_then(|i| layout.get(i)) else {
                    return 0;
                };
                let s = contract.score(
                    tricks,
                    crate::board::is_vulnerable(self.vulnerability, declarer),
                );
                if ours(declarer) { s } else { -s }
            };
            let base = score(0);
            for (k, gain) in gains.iter_mut().enumerate() {
                gain.push(f64::from(crate::team::imps(score(k) - base)));
            }
        }
        gains
            .iter()
            .map(|g| crate::stats::mean_and_stderr(g))
            .collect()
    }

    /// The call over the first layouts dealt, solved in order (`tricks`,
    /// as [`Judgement::solve`] gave them); `complete` when they are every
    /// layout dealt. The candidate whose mean gain over the Standard call
    /// beats [`MARGIN_IMPS`] and [`MARGIN_ERRORS`] standard errors; the
    /// Standard call when none does, and when fewer than [`MIN_LAYOUTS`]
    /// were solved of an incomplete set.
    #[must_use]
    pub fn conclude(&self, tricks: &[&[u8]], complete: bool) -> Call {
        let standard = self.standard();
        if !self.is_judged() || (!complete && tricks.len() < MIN_LAYOUTS) {
            return standard;
        }
        let gains = self.gains(tricks);
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

/// The contract and declarer if the auction ended with `call` (partner
/// and the opponents passing), `None` when it would be passed out.
fn final_contract(
    dealer: Seat,
    calls: &[Call],
    call: Call,
) -> Option<(contract_bridge::Contract, Seat)> {
    let mut after = calls.to_vec();
    after.push(call);
    while ending(dealer, &after).is_none() && after.len() < 400 {
        after.push(Call::Pass);
    }
    match ending(dealer, &after) {
        Some(Ending::Contract(f)) => Some((f.contract, f.declarer)),
        _ => None,
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
    };
    knowledge.known[me as usize] = hand;
    knowledge.seen[me as usize] = true;
    let points = i32::from(hcp(hand));
    knowledge.hcp_left[me as usize] = (points, points);
    knowledge
}

/// Whether a call with this meaning places the contract: a pass once a
/// bid stands, a natural bid that does not force partner, a penalty
/// double.
fn is_placement(call: Call, meaning: &Meaning, calls: &[Call]) -> bool {
    match call {
        Call::Pass => last_bid(calls).is_some(),
        Call::Bid(_) => {
            meaning.forcing == Forcing::NotForcing
                && matches!(meaning.convention, Convention::Natural | Convention::Raise)
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

/// The calls to judge, the Standard call first; just it when the decision
/// is no placement or nothing else fits.
fn candidates(
    situation: &Situation<'_>,
    calls: &[Call],
    shown: &[Meaning],
    hand: Hand,
    standard: Call,
) -> Vec<Call> {
    let mut out = vec![standard];
    if !is_placement(standard, &situation.meaning_of(standard), calls) {
        return out;
    }
    // Partner's forcing call (the opponents silent since) is not passed.
    let n = calls.len();
    let partner_forces = n >= 2
        && shown
            .get(n - 2)
            .is_some_and(|m| m.forcing != Forcing::NotForcing)
        && calls[n - 1] == Call::Pass;
    for rule in situation.rules() {
        let call = rule.call;
        if out.contains(&call) {
            continue;
        }
        let wanted = match call {
            Call::Pass => !partner_forces,
            Call::Bid(b) => is_game(b),
            Call::Double => true,
            Call::Redouble => false,
        };
        let meaning = situation.meaning_of(call);
        if wanted && is_placement(call, &meaning, calls) && fits_loosely(&meaning, hand) {
            out.push(call);
        }
    }
    out
}

/// The solver's nodes and the tricks `declarer` takes in `strain` double
/// dummy from the opening lead (`None` when the deal cannot be posed).
fn declarer_tricks(
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
    use crate::board::Board;
    use crate::level::Level;

    const NONE: AbsoluteVulnerability = AbsoluteVulnerability::NONE;

    fn calls(text: &str) -> Vec<Call> {
        text.split_whitespace()
            .map(|t| t.parse().expect(t))
            .collect()
    }

    /// The solver recurses deeply: tests run on a large stack.
    fn big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
        std::thread::Builder::new()
            .stack_size(64 << 20)
            .spawn(f)
            .unwrap()
            .join()
            .unwrap()
    }

    /// South after 1♠ P 2♠ P 3♠ P (North dealt): 4 HCP, five trumps, a
    /// void and a five-card side suit with its ace. The system accepts
    /// the invitation with 8–9, or 5–7 worth 8 with its shape, and passes
    /// with 4; double dummy 4♠ makes on nearly every layout of a 16–18
    /// opener with five spades.
    const ACCEPT: (&str, &str) = ("T9742..A8643.972", "1S P 2S P 3S P");

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
