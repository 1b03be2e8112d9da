//! The system of `docs/BIDDING.md` as data: for the player to call, the
//! [`Situation`] lists its [`Rule`]s in order ([`Situation::rules`]). The
//! robots make the first legal rule their hand fits
//! ([`Situation::choose`]); a call means the hull of the legal rules that
//! make it ([`Situation::meaning_of`]). Nothing else decides or explains a
//! call, so the two never disagree.

use super::{
    Convention, Forcing, HandRange, MAX_HCP, Meaning, aces, cheapest_level, is_balanced, is_game,
    length,
};
use crate::auction::{is_legal, last_bid_at, seat_of_call};
use contract_bridge::auction::{AbsoluteVulnerability, Call};
use contract_bridge::{Bid, Hand, Seat, Strain, Suit};

/// A condition on the hand besides its [`HandRange`] (what a range cannot
/// say). It narrows who makes a call; what the call shows is the range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Extra {
    /// Nothing more.
    None,
    /// The first suit at least as long as the second.
    AtLeastAsLong(Suit, Suit),
    /// The first suit longer than the second.
    Longer(Suit, Suit),
    /// The suit at least as long as every suit of the set (♣♦♥♠ flags).
    LongestOf(Suit, [bool; 4]),
    /// A four-card major (hearts or spades exactly four).
    FourCardMajor,
    /// The number of aces, as a set of flags 0 to 4.
    Aces([bool; 5]),
    /// Some suit at least this long (13+ means never).
    FitIn([u8; 4]),
    /// A stopper in the suit: the ace, the king with one more card, the
    /// queen with two more or the jack with three more.
    Stopper(Suit),
    /// A stopper in every suit of the set (♣♦♥♠ flags).
    Stoppers([bool; 4]),
    /// A good suit: two of the ace, king and queen.
    GoodSuit(Suit),
    /// Once a fit is found, the hand's points counting its shape
    /// ([`fit_points`]) come to at least `points` with some suit of the
    /// set as trumps (the first suit held at least this long, 13+ never).
    Valued {
        /// The trump length each suit needs to be the fit (♣♦♥♠).
        fit: [u8; 4],
        /// The least of HCP plus shape points.
        points: u8,
    },
}

impl Extra {
    fn holds(self, hand: Hand) -> bool {
        let len = |s: Suit| length(hand, s);
        match self {
            Self::None => true,
            Self::AtLeastAsLong(a, b) => len(a) >= len(b),
            Self::Longer(a, b) => len(a) > len(b),
            Self::LongestOf(s, set) => Suit::ASC
                .iter()
                .all(|&t| !set[t as usize] || len(s) >= len(t)),
            Self::FourCardMajor => len(Suit::Hearts) == 4 || len(Suit::Spades) == 4,
            Self::Aces(set) => set[usize::from(aces(hand))],
            Self::FitIn(needs) => Suit::ASC
                .iter()
                .any(|&s| needs[s as usize] <= 13 && len(s) >= needs[s as usize]),
            Self::Stopper(suit) => stopper(hand, suit),
            Self::Stoppers(set) => Suit::ASC
                .iter()
                .all(|&s| !set[s as usize] || stopper(hand, s)),
            Self::GoodSuit(suit) => hand[suit].iter().filter(|rank| rank.get() >= 12).count() >= 2,
            Self::Valued { fit, points } => Suit::ASC.iter().any(|&s| {
                fit[s as usize] <= 13
                    && len(s) >= fit[s as usize].max(3)
                    && fit_points(hand, s) >= points
            }),
        }
    }
}

/// What a hand is worth once a fit in `trumps` is found, as the textbooks
/// count it: its HCP, plus each short side suit (a doubleton 1, a
/// singleton 3 and a void 5 with four or more trumps; 1, 2 and 3 with
/// three), plus one for each trump beyond five.
#[must_use]
pub fn fit_points(hand: Hand, trumps: Suit) -> u8 {
    let t = length(hand, trumps);
    let shortness: u8 = Suit::ASC
        .iter()
        .filter(|&&s| s != trumps)
        .map(|&s| match (length(hand, s), t >= 4) {
            (0, true) => 5,
            (0, false) => 3,
            (1, true) => 3,
            (1, false) => 2,
            (2, _) => 1,
            _ => 0,
        })
        .sum();
    crate::cards::hcp(hand) + shortness + t.saturating_sub(5)
}

/// The fit set of one suit: `suit` needs `least` cards, the others never.
fn fit_of(suit: Suit, least: u8) -> [u8; 4] {
    let mut fit = [14; 4];
    fit[suit as usize] = least;
    fit
}

/// Whether `hand` stops `suit`: A, Kx, Qxx or Jxxx (or longer).
fn stopper(hand: Hand, suit: Suit) -> bool {
    let n = length(hand, suit);
    hand[suit].iter().any(|rank| match rank.get() {
        14 => true,
        13 => n >= 2,
        12 => n >= 3,
        11 => n >= 4,
        _ => false,
    })
}

/// One rule of the system: a call, the hands that make it, and what it
/// asks of partner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    /// The call.
    pub call: Call,
    /// The hands that make it (what it shows).
    pub range: HandRange,
    /// Whether the hand must be balanced.
    pub balanced: bool,
    /// A further condition on the hand.
    pub extra: Extra,
    /// How far it forces partner.
    pub forcing: Forcing,
    /// Its convention.
    pub convention: Convention,
}

impl Rule {
    const fn new(call: Call, range: HandRange) -> Self {
        Self {
            call,
            range,
            balanced: false,
            extra: Extra::None,
            forcing: Forcing::NotForcing,
            convention: Convention::Natural,
        }
    }

    const fn bal(mut self) -> Self {
        self.balanced = true;
        self.range = self.range.balanced();
        self
    }

    const fn extra(mut self, extra: Extra) -> Self {
        self.extra = extra;
        self
    }

    const fn forcing(mut self, forcing: Forcing) -> Self {
        self.forcing = forcing;
        self
    }

    const fn conv(mut self, convention: Convention) -> Self {
        self.convention = convention;
        self
    }

    /// Whether `hand` makes this rule's call.
    #[must_use]
    pub fn fits(&self, hand: Hand) -> bool {
        self.range.contains(hand) && (!self.balanced || is_balanced(hand)) && self.extra.holds(hand)
    }
}

const fn bid(level: u8, strain: Strain) -> Call {
    Call::Bid(Bid::new(level, strain))
}

const fn pts(lo: u8, hi: u8) -> HandRange {
    HandRange::points(lo, hi)
}

const ANY: HandRange = HandRange::ANY;
/// How many points below a shown range shape may count for (the HCP a
/// call made on shape shows start this much lower).
const SHAPE_SPAN: u8 = 5;
const ALL_SUITS: [bool; 4] = [true; 4];
use Forcing::{Game, OneRound};
use Strain::{Clubs as C, Diamonds as D, Hearts as H, Notrump as NT, Spades as S};

/// The situation of the player to call: the calls so far and what each
/// of them showed.
#[derive(Debug, Clone)]
pub struct Situation<'a> {
    dealer: Seat,
    /// Whether the player to call is vulnerable.
    we_vulnerable: bool,
    /// Whether the opponents are vulnerable.
    they_vulnerable: bool,
    calls: &'a [Call],
    shown: &'a [Meaning],
    /// What each seat has shown so far.
    ranges: [HandRange; 4],
}

impl<'a> Situation<'a> {
    /// The situation after `calls`, whose meanings are `shown` (one per
    /// call, as [`super::meanings`] reads them).
    #[must_use]
    pub fn new(
        dealer: Seat,
        vulnerability: AbsoluteVulnerability,
        calls: &'a [Call],
        shown: &'a [Meaning],
    ) -> Self {
        let ranges = super::ranges_of(dealer, shown);
        let me = seat_of_call(dealer, calls.len());
        let we_vulnerable = crate::board::is_vulnerable(vulnerability, me);
        let they_vulnerable = crate::board::is_vulnerable(vulnerability, me.lho());
        Self {
            dealer,
            we_vulnerable,
            they_vulnerable,
            calls,
            shown,
            ranges,
        }
    }

    fn me(&self) -> Seat {
        seat_of_call(self.dealer, self.calls.len())
    }

    /// The call `back` places before the player to call (1: right-hand
    /// opponent, 2: partner, 4: the player's own last), with its meaning.
    fn before(&self, back: usize) -> Option<(Call, Meaning)> {
        let i = self.calls.len().checked_sub(back)?;
        Some((
            self.calls[i],
            self.shown.get(i).copied().unwrap_or_default(),
        ))
    }

    fn ours(&self, index: usize) -> bool {
        index % 2 == self.calls.len() % 2
    }

    fn partner(&self) -> HandRange {
        self.ranges[self.me().partner() as usize]
    }

    /// The cheapest level at which `strain` may be bid.
    fn cheapest(&self, strain: Strain) -> Option<u8> {
        cheapest_level(self.calls, strain)
    }

    /// The robots' call for `hand`: the first legal rule it fits, else
    /// Pass.
    #[must_use]
    pub fn choose(&self, hand: Hand) -> Call {
        self.rules()
            .into_iter()
            .find(|r| r.fits(hand))
            .map_or(Call::Pass, |r| r.call)
    }

    /// What `call` shows here: the hull of the legal rules that make it
    /// (the first one's forcing and convention); a call no rule makes is
    /// read naturally.
    #[must_use]
    pub fn meaning_of(&self, call: Call) -> Meaning {
        let mut found: Option<Meaning> = None;
        for rule in self.rules().into_iter().filter(|r| r.call == call) {
            found = Some(match found {
                None => Meaning {
                    range: rule.range,
                    balanced: rule.balanced,
                    forcing: rule.forcing,
                    convention: rule.convention,
                },
                Some(m) => Meaning {
                    range: m.range.hull(&rule.range),
                    balanced: m.balanced && rule.balanced,
                    ..m
                },
            });
        }
        found.unwrap_or_else(|| self.natural(call))
    }

    /// The natural reading of a call the system does not make here.
    fn natural(&self, call: Call) -> Meaning {
        match call {
            Call::Bid(b) => match b.strain.suit() {
                Some(suit) => Meaning {
                    range: ANY.with_min(suit, 4),
                    ..Meaning::NOTHING
                },
                None => Meaning::NOTHING,
            },
            Call::Double => {
                let high = last_bid_at(self.calls).is_some_and(|(_, b)| b.level.get() >= 3);
                Meaning {
                    convention: if high {
                        Convention::PenaltyDouble
                    } else {
                        Convention::TakeoutDouble
                    },
                    ..Meaning::NOTHING
                }
            }
            Call::Pass | Call::Redouble => Meaning::NOTHING,
        }
    }

    /// The system's rules for the player to call, in order, legal calls
    /// only.
    #[must_use]
    pub fn rules(&self) -> Vec<Rule> {
        let mut rules = self.table();
        rules.retain(|r| is_legal(self.calls, r.call));
        rules
    }

    /// Which table applies (docs/BIDDING.md, section by section).
    fn table(&self) -> Vec<Rule> {
        let calls = self.calls;
        let n = calls.len();
        let Some(opening) = calls.iter().position(|c| matches!(c, Call::Bid(_))) else {
            return opening_rules(self.we_vulnerable);
        };
        let rho_passed = self.before(1).is_some_and(|(c, _)| c == Call::Pass);
        // Conventions first: answer partner's question.
        if let Some((_, m)) = self.before(2) {
            match m.convention {
                Convention::BlackwoodAsk if rho_passed => return blackwood_answers(),
                Convention::Stayman if rho_passed => return stayman_answers(self.calls[n - 2]),
                Convention::Transfer(suit) if rho_passed => {
                    let level = self.cheapest(Strain::from(suit)).unwrap_or(7);
                    return vec![
                        Rule::new(bid(level, Strain::from(suit)), ANY)
                            .conv(Convention::TransferAccept(suit)),
                    ];
                }
                Convention::BlackwoodAnswer(count)
                    if self
                        .before(4)
                        .is_some_and(|(_, m)| m.convention == Convention::BlackwoodAsk) =>
                {
                    return self.after_blackwood(count);
                }
                _ => {}
            }
        }
        if self.ours(opening) {
            let theirs_silent = (opening..n)
                .filter(|&i| !self.ours(i))
                .all(|i| calls[i] == Call::Pass);
            let ours: Vec<Call> = (opening..n)
                .filter(|&i| self.ours(i))
                .map(|i| calls[i])
                .collect();
            if theirs_silent && let Some(rules) = self.uncontested(&ours) {
                return rules;
            }
            if ours.len() == 1
                && let Call::Bid(o) = ours[0]
                && o.level.get() == 1
                && o.strain != NT
            {
                return self.contested_response(o);
            }
            if ours.len() == 1 && ours[0] == bid(1, NT) {
                match self.before(1) {
                    Some((Call::Double, _)) => return self.notrump_doubled(),
                    Some((Call::Bid(b), _)) if b.level.get() == 2 && b.strain != NT => {
                        return self.notrump_overcalled(b);
                    }
                    _ => {}
                }
            }
            return self.general();
        }
        // The opponents opened.
        let our_actions: Vec<usize> = (0..n)
            .filter(|&i| self.ours(i) && calls[i] != Call::Pass)
            .collect();
        match our_actions.as_slice() {
            [] => self.overcalls(),
            // Partner's first action, answered at once; a later round
            // (an answer passed before) goes by the general rules: a
            // takeout double two rounds back forces nothing.
            [i] if n - *i == 2 => self.advances(*i),
            _ => self.general(),
        }
    }

    /// Our side's sequence without opposition (`ours[0]` the opening, then
    /// alternately partner and opener); `None` where the general rules
    /// take over.
    fn uncontested(&self, ours: &[Call]) -> Option<Vec<Rule>> {
        let bids: Vec<Option<Bid>> = ours
            .iter()
            .map(|c| if let Call::Bid(b) = c { Some(*b) } else { None })
            .collect();
        let open = bids.first().copied().flatten()?;
        let conv = |k: usize| self.meaning_at_our(k).convention;
        match (bids.len(), open.level.get(), open.strain) {
            (1, 1, NT) => Some(notrump_responses(self.notrump_range(0), 10)),
            (1, 2, NT) => Some(notrump_responses(self.notrump_range(0), 4)),
            (1, 2, C) => Some(vec![
                Rule::new(bid(2, D), ANY)
                    .conv(Convention::Waiting)
                    .forcing(Game),
            ]),
            (1, 1, strain) => Some(one_suit_responses(strain.suit()?)),
            (1, 2, strain) => Some(weak_two_responses(strain.suit()?)),
            (1, 3, strain) => Some(weak_responses(strain.suit()?, 15)),
            (2, 1, NT) => Some(bids[1].map_or_else(
                || vec![Rule::new(Call::Pass, ANY)],
                |b| notrump_rebids(b, 16, 17),
            )),
            (2, 2, NT) => Some(bids[1].map_or_else(
                || vec![Rule::new(Call::Pass, ANY)],
                |b| notrump_rebids(b, 0, 21),
            )),
            (2, 2, C) => Some(two_club_rebids()),
            (2, 2, strain) if bids[1].is_some_and(|b| b.strain != NT && b.strain != strain) => {
                let (own, new) = (strain.suit()?, bids[1]?.strain);
                Some(weak_two_rebids(
                    own,
                    new.suit()?,
                    self.cheapest(strain)?,
                    self.cheapest(new)?,
                ))
            }
            (2, 1, strain) => Some(self.opener_rebids(strain.suit()?, bids[1]?)),
            (3, 1 | 2, NT) => match conv(2) {
                Convention::StaymanAnswer => {
                    Some(stayman_continuations(self.notrump_range(0), bids[2]?))
                }
                Convention::TransferAccept(suit) => {
                    Some(transfer_continuations(self.notrump_range(0), suit))
                }
                _ => None,
            },
            (3, 2, C)
                if bids[1] == Some(Bid::new(2, D))
                    && bids[2].is_some_and(|b| b.strain == NT && b.level.get() == 2) =>
            {
                // 22–24: game from 3, six from 11 (22 + 11 = 33), seven from 15.
                Some(notrump_responses(self.notrump_range(2), 3))
            }
            (3, 1, strain)
                if let (Some(r), Some(x)) = (bids[1], bids[2])
                    && r.level.get() == 1
                    && r.strain != NT
                    && r.strain != strain =>
            {
                self.responder_rebids(strain.suit()?, r.strain.suit()?, x)
            }
            (4, 1, strain)
                if let (Some(r), Some(i)) = (bids[1], bids[3])
                    && r.level.get() == 1
                    && r.strain != NT
                    && r.strain != strain
                    && conv(3) == Convention::Invitation =>
            {
                // Only `responder_rebids` makes responder's second call
                // an invitation, so opener's rebid was one of its four.
                let top = self.meaning_at_our(3).range.hcp.1;
                Some(invitation_answers(strain.suit()?, r.strain.suit()?, i, top))
            }
            (3, 1, strain) if strain.is_major() => {
                let (r, x) = (bids[1]?, bids[2]?);
                (r == Bid::new(2, strain) && x == Bid::new(3, strain)).then(|| {
                    let trumps = strain.suit().unwrap_or(Suit::Spades);
                    vec![
                        Rule::new(bid(4, strain), pts(8, MAX_HCP)),
                        Rule::new(bid(4, strain), pts(5, 7)).extra(Extra::Valued {
                            fit: fit_of(trumps, 3),
                            points: 8,
                        }),
                        Rule::new(Call::Pass, pts(0, 7)),
                    ]
                })
            }
            (4, 1 | 2, NT) => {
                let l = open.level.get();
                match conv(1) {
                    Convention::Stayman => Some(after_stayman_invitation(
                        l,
                        self.notrump_range(0),
                        bids[2]?,
                        bids[3]?,
                    )),
                    Convention::Transfer(suit) => {
                        Some(after_transfer_continuation(l, suit, bids[3]?))
                    }
                    _ => None,
                }
            }
            (k, 2, C)
                if k >= 4
                    && bids[1] == Some(Bid::new(2, D))
                    && bids[2] == Some(Bid::new(2, NT)) =>
            {
                // 2♣–2♦–2NT: on as after a 2NT opening.
                self.uncontested_from_two_notrump(&ours[2..])
            }
            _ => None,
        }
    }

    fn uncontested_from_two_notrump(&self, ours: &[Call]) -> Option<Vec<Rule>> {
        let bids: Vec<Bid> = ours
            .iter()
            .map(|c| if let Call::Bid(b) = c { Some(*b) } else { None })
            .collect::<Option<_>>()?;
        match bids.len() {
            2 if bids[1] == Bid::new(4, NT) => Some(notrump_rebids(bids[1], 0, 24)),
            3 => match bids[1] {
                b if b == Bid::new(3, C) => {
                    Some(stayman_continuations(self.notrump_range(2), bids[2]))
                }
                b if b == Bid::new(3, D) => {
                    Some(transfer_continuations(self.notrump_range(2), Suit::Hearts))
                }
                b if b == Bid::new(3, H) => {
                    Some(transfer_continuations(self.notrump_range(2), Suit::Spades))
                }
                _ => None,
            },
            4 => match bids[1] {
                b if b == Bid::new(3, C) => Some(after_stayman_invitation(
                    2,
                    self.notrump_range(2),
                    bids[2],
                    bids[3],
                )),
                b if b == Bid::new(3, D) => {
                    Some(after_transfer_continuation(2, Suit::Hearts, bids[3]))
                }
                b if b == Bid::new(3, H) => {
                    Some(after_transfer_continuation(2, Suit::Spades, bids[3]))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// Our side's `k`-th call since the opening, a notrump bid (1NT, 2NT,
    /// or 2♣–2♦–2NT's 2NT): its level and the points it showed.
    fn notrump_range(&self, k: usize) -> NotrumpRange {
        let at = self.our_call_at(k);
        let level = match self.calls.get(at) {
            Some(Call::Bid(b)) => b.level.get(),
            _ => 1,
        };
        let (least, top) = self.shown.get(at).copied().unwrap_or_default().range.hcp;
        NotrumpRange { level, least, top }
    }

    /// The meaning of our side's `k`-th call since the opening.
    fn meaning_at_our(&self, k: usize) -> Meaning {
        self.shown
            .get(self.our_call_at(k))
            .copied()
            .unwrap_or_default()
    }

    /// Where in the auction our side's `k`-th call since the opening is.
    fn our_call_at(&self, k: usize) -> usize {
        let opening = self
            .calls
            .iter()
            .position(|c| matches!(c, Call::Bid(_)))
            .unwrap_or(0);
        opening + 2 * k
    }

    /// Opener's second call after a one-of-a-suit opening and partner's
    /// response `r`, without opposition.
    fn opener_rebids(&self, o: Suit, r: Bid) -> Vec<Rule> {
        let os = Strain::from(o);
        let mut v = Vec::new();
        let rebid_own = |v: &mut Vec<Rule>, cheap: u8| {
            v.push(Rule::new(bid(cheap + 1, os), pts(16, 18).with_min(o, 6)));
            v.push(Rule::new(bid(cheap, os), pts(12, 15).with_min(o, 6)));
        };
        let cheap_own = self.cheapest(os).unwrap_or(7);
        if r.strain == os {
            // Partner raised.
            v.extend(self.slam());
            match (r.level.get(), o) {
                (2, Suit::Hearts | Suit::Spades) => {
                    // Points counting shape once the fit is found.
                    let shape = |points| Extra::Valued {
                        fit: fit_of(o, 5),
                        points,
                    };
                    v.push(Rule::new(bid(4, os), pts(19, MAX_HCP)));
                    v.push(Rule::new(bid(4, os), pts(14, 18)).extra(shape(19)));
                    v.push(Rule::new(bid(3, os), pts(16, 18)).conv(Convention::Invitation));
                    v.push(
                        Rule::new(bid(3, os), pts(12, 15))
                            .extra(shape(16))
                            .conv(Convention::Invitation),
                    );
                    v.push(Rule::new(Call::Pass, pts(0, 15)));
                }
                (3, Suit::Hearts | Suit::Spades) => {
                    v.push(Rule::new(bid(4, os), pts(14, MAX_HCP)));
                    v.push(Rule::new(bid(4, os), pts(11, 13)).extra(Extra::Valued {
                        fit: fit_of(o, 5),
                        points: 14,
                    }));
                    v.push(Rule::new(Call::Pass, pts(0, 13)));
                }
                (2, _) => {
                    v.push(Rule::new(bid(3, NT), pts(18, MAX_HCP)));
                    v.push(Rule::new(Call::Pass, pts(0, 17)));
                }
                (3, _) => {
                    v.push(Rule::new(bid(3, NT), pts(14, MAX_HCP)));
                    v.push(Rule::new(Call::Pass, pts(0, 13)));
                }
                _ => return self.general(),
            }
            return v;
        }
        match (r.level.get(), r.strain) {
            (1, NT) => {
                v.push(
                    Rule::new(bid(2, NT), pts(18, 19))
                        .bal()
                        .conv(Convention::Invitation),
                );
                if is_major(o) {
                    v.push(Rule::new(bid(4, os), pts(19, MAX_HCP).with_min(o, 6)));
                }
                rebid_own(&mut v, cheap_own);
                for t in Suit::DESC {
                    let ts = Strain::from(t);
                    if ts > os {
                        // A reverse: higher than the first suit, 17+.
                        v.push(
                            Rule::new(bid(2, ts), pts(17, MAX_HCP).with_min(t, 4))
                                .forcing(OneRound),
                        );
                    } else if ts < os {
                        v.push(Rule::new(bid(2, ts), pts(12, 18).with_min(t, 4)));
                    }
                }
                v.push(Rule::new(Call::Pass, ANY));
            }
            (2, NT) => {
                v.push(Rule::new(bid(3, NT), pts(14, MAX_HCP)));
                v.push(Rule::new(Call::Pass, pts(0, 13)));
            }
            (1, y) => {
                let ys = y.suit().unwrap_or(Suit::Spades);
                if y.is_major() {
                    v.push(
                        Rule::new(bid(4, y), pts(19, MAX_HCP).with_min(ys, 4))
                            .conv(Convention::Raise),
                    );
                    v.push(
                        Rule::new(bid(3, y), pts(16, 18).with_min(ys, 4))
                            .conv(Convention::Invitation),
                    );
                    v.push(
                        Rule::new(bid(2, y), pts(12, 15).with_min(ys, 4)).conv(Convention::Raise),
                    );
                }
                for t in Suit::DESC {
                    if t != o && t != ys && Strain::from(t) > y {
                        v.push(
                            Rule::new(bid(2, Strain::from(t)), pts(19, 21).with_min(t, 4))
                                .extra(Extra::LongestOf(t, [false, false, t == Suit::Hearts, true]))
                                .forcing(Game),
                        );
                    }
                }
                for t in [Suit::Spades, Suit::Hearts, Suit::Diamonds] {
                    if t != o && t != ys && Strain::from(t) > y {
                        v.push(
                            Rule::new(bid(1, Strain::from(t)), pts(12, 21).with_min(t, 4)).extra(
                                Extra::LongestOf(t, [false, false, t == Suit::Hearts, true]),
                            ),
                        );
                    }
                }
                // A reverse: a four-card suit higher than the first (and
                // than partner's, else it were bid at the one level), the
                // first suit longer, 17+ and forcing.
                for t in Suit::DESC {
                    let ts = Strain::from(t);
                    if ts > os && ts < y {
                        v.push(
                            Rule::new(bid(2, ts), pts(17, MAX_HCP).with_min(t, 4))
                                .extra(Extra::Longer(o, t))
                                .forcing(OneRound),
                        );
                    }
                }
                v.push(Rule::new(bid(1, NT), pts(12, 14)).bal());
                v.push(
                    Rule::new(bid(2, NT), pts(18, 19))
                        .bal()
                        .conv(Convention::Invitation),
                );
                rebid_own(&mut v, cheap_own);
                for t in Suit::DESC {
                    if t != o && t != ys && Strain::from(t) < os {
                        v.push(Rule::new(
                            bid(2, Strain::from(t)),
                            pts(12, 18).with_min(t, 4),
                        ));
                    }
                }
                v.push(Rule::new(bid(cheap_own, os), pts(12, 21)));
                v.push(Rule::new(Call::Pass, ANY));
            }
            (2, y) => {
                let ys = y.suit().unwrap_or(Suit::Clubs);
                let need = if y.is_major() { 3 } else { 4 };
                v.push(
                    Rule::new(bid(3, y), pts(12, 21).with_min(ys, need)).conv(Convention::Raise),
                );
                v.push(Rule::new(bid(2, NT), pts(12, 14)).bal());
                v.push(Rule::new(bid(3, NT), pts(18, 19)).bal());
                rebid_own(&mut v, cheap_own);
                for t in Suit::DESC {
                    if t != o && t != ys {
                        let level = self.cheapest(Strain::from(t)).unwrap_or(7);
                        if level <= 3 {
                            v.push(Rule::new(
                                bid(level, Strain::from(t)),
                                pts(12, 21).with_min(t, 4),
                            ));
                        }
                    }
                }
                v.push(Rule::new(bid(cheap_own, os), pts(12, 21)));
                v.push(Rule::new(bid(2, NT), pts(12, 21)));
                v.push(Rule::new(Call::Pass, ANY));
            }
            _ => return self.general(),
        }
        v
    }

    /// Responder's second call after 1`o`–1`r`–`x` without opposition:
    /// with 6–10 a part score (raise opener's new suit, rebid a six-card
    /// suit, 1NT, preference to opener's first suit), with 11–12 an
    /// invitation (2NT, three of a suit); 13+ the general rules (game,
    /// slam). `None` after a rebid that forces (the general rules).
    fn responder_rebids(&self, o: Suit, r: Suit, x: Bid) -> Option<Vec<Rule>> {
        let (os, rs) = (Strain::from(o), Strain::from(r));
        let inv = |call, range| Rule::new(call, range).conv(Convention::Invitation);
        let mut v = Vec::new();
        let own = |v: &mut Vec<Rule>| {
            if let Some(l) = self.cheapest(rs).filter(|&l| l == 2) {
                if is_major(r) {
                    // Game with a six-card major worth 13 with shape
                    // (opener most often holds two or more, the fit;
                    // after his 1NT he does).
                    v.push(
                        Rule::new(bid(4, rs), pts(13 - SHAPE_SPAN, 12).with_min(r, 6)).extra(
                            Extra::Valued {
                                fit: fit_of(r, 6),
                                points: 13,
                            },
                        ),
                    );
                }
                v.push(Rule::new(bid(l, rs), pts(6, 10).with_min(r, 6)));
                v.push(inv(bid(l + 1, rs), pts(11, 12).with_min(r, 6)));
            }
        };
        match (x.level.get(), x.strain) {
            // 1♦–1♥–1NT (12–14).
            (1, NT) => {
                own(&mut v);
                v.push(inv(bid(2, NT), pts(11, 12)));
            }
            // 1♦–1♥–1♠: a new suit at the one level (12–21, not forcing).
            (1, z) if z != os && z != rs => {
                let zs = z.suit()?;
                v.push(Rule::new(bid(2, z), pts(6, 10).with_min(zs, 4)).conv(Convention::Raise));
                v.push(inv(bid(3, z), pts(11, 12).with_min(zs, 4)));
                own(&mut v);
                v.push(Rule::new(bid(1, NT), pts(6, 10)));
                v.push(inv(bid(2, NT), pts(11, 12)));
            }
            // 1♦–1♠–2♦: opener's suit again.
            (2, z) if z == os => {
                own(&mut v);
                v.push(inv(bid(3, os), pts(11, 12).with_min(o, 3)));
                v.push(inv(bid(2, NT), pts(11, 12)));
            }
            // 1♦–1♠–2♣: a lower suit at the two level (12–18).
            (2, z) if z < os && z != rs => {
                own(&mut v);
                v.push(
                    Rule::new(bid(2, os), pts(6, 10).with_min(o, 2))
                        .extra(Extra::AtLeastAsLong(o, z.suit()?)),
                );
                v.push(inv(bid(3, os), pts(11, 12).with_min(o, 3)));
                v.push(inv(bid(2, NT), pts(11, 12)));
            }
            _ => return None,
        }
        v.push(Rule::new(Call::Pass, pts(0, 10)));
        Some(self.then_general(v))
    }

    /// Partner opened one of a suit and the right-hand opponent doubled or
    /// bid.
    fn contested_response(&self, o: Bid) -> Vec<Rule> {
        let Some(suit) = o.strain.suit() else {
            return self.general();
        };
        let mut v = Vec::new();
        let rho = self.before(1).map(|(c, _)| c);
        if rho == Some(Call::Double) {
            v.push(Rule::new(Call::Redouble, pts(10, MAX_HCP)));
            v.extend(one_suit_responses(suit));
            return v;
        }
        let responses = one_suit_responses(suit);
        let raise = |r: &Rule| matches!(r.convention, Convention::Raise | Convention::Invitation);
        v.extend(responses.iter().filter(|r| raise(r)).copied());
        // Free bids: a long suit of one's own at the cheapest level.
        let theirs = last_bid_at(self.calls).and_then(|(_, b)| b.strain.suit());
        for t in Suit::DESC {
            if t != suit
                && Some(t) != theirs
                && let Some(l) = self.cheapest(Strain::from(t))
            {
                match l {
                    1 => v.push(
                        Rule::new(bid(1, Strain::from(t)), pts(6, MAX_HCP).with_min(t, 5))
                            .extra(Extra::LongestOf(t, ALL_SUITS))
                            .forcing(OneRound),
                    ),
                    2 => {
                        v.push(
                            Rule::new(bid(2, Strain::from(t)), pts(10, MAX_HCP).with_min(t, 5))
                                .extra(Extra::LongestOf(t, ALL_SUITS))
                                .forcing(OneRound),
                        );
                        v.push(
                            Rule::new(bid(2, Strain::from(t)), pts(6, 9).with_min(t, 5))
                                .extra(Extra::LongestOf(t, ALL_SUITS)),
                        );
                    }
                    _ => {}
                }
            }
        }
        v.extend(
            responses
                .iter()
                .filter(|r| !raise(r) && r.call != Call::Pass)
                .copied(),
        );
        if let Some((_, b)) = last_bid_at(self.calls)
            && let Some(theirs) = b.strain.suit()
            && b.level.get() <= 2
        {
            v.push(
                Rule::new(Call::Double, pts(10, MAX_HCP).with_min(theirs, 4))
                    .conv(Convention::PenaltyDouble),
            );
        }
        // All the general rules, not `then_general`: the general rules'
        // raise of partner's suit (5+, competing in the fit) is part of
        // what the raise shows here, and opener counts on it (1♠–(2♥)–2♠
        // counted 8, so 17 and a doubleton bid 4♠ over their 3♥; with the
        // table's 6–9 alone, counted 7, opener doubled).
        v.extend(self.general());
        v
    }

    /// Partner's 1NT opening was doubled (for penalty): redouble with 8+
    /// (the side holds 23+), run to a five-card suit with less.
    fn notrump_doubled(&self) -> Vec<Rule> {
        let mut v = vec![Rule::new(Call::Redouble, pts(8, MAX_HCP))];
        for s in Suit::DESC {
            v.push(
                Rule::new(bid(2, Strain::from(s)), pts(0, 7).with_min(s, 5))
                    .extra(Extra::LongestOf(s, ALL_SUITS)),
            );
        }
        self.then_general(v)
    }

    /// Partner's 1NT opening was overcalled with a suit at the two level
    /// (`theirs`): a five-card major at the three level forces to game
    /// (10–15); a penalty double with 8–9 and four of their trumps; a
    /// suit of five or more at the two level is to play (0–9); the
    /// general rules for game (3NT, four of a six-card major) and slam.
    fn notrump_overcalled(&self, theirs: Bid) -> Vec<Rule> {
        let mut v = Vec::new();
        for m in [Suit::Spades, Suit::Hearts] {
            if theirs.strain != Strain::from(m)
                && self.cheapest(Strain::from(m)).is_some_and(|l| l <= 3)
            {
                v.push(
                    Rule::new(bid(3, Strain::from(m)), pts(10, 15).with_length(m, 5, 5))
                        .extra(Extra::LongestOf(m, ALL_SUITS))
                        .forcing(Game),
                );
            }
        }
        if let Some(t) = theirs.strain.suit() {
            v.push(
                Rule::new(Call::Double, pts(8, 9).with_min(t, 4)).conv(Convention::PenaltyDouble),
            );
        }
        for s in Suit::DESC {
            if self.cheapest(Strain::from(s)) == Some(2) {
                v.push(
                    Rule::new(bid(2, Strain::from(s)), pts(0, 9).with_min(s, 5))
                        .extra(Extra::LongestOf(s, ALL_SUITS)),
                );
            }
        }
        self.then_general(v)
    }

    /// The opponents opened and our side has only passed.
    fn overcalls(&self) -> Vec<Rule> {
        let Some((_, last)) = last_bid_at(self.calls) else {
            return self.general();
        };
        let level = last.level.get();
        let mut v = Vec::new();
        match last.strain.suit() {
            None if level == 1
                && self
                    .calls
                    .iter()
                    .filter(|c| matches!(c, Call::Bid(_)))
                    .count()
                    == 1 =>
            {
                v.push(Rule::new(Call::Double, pts(15, MAX_HCP)).conv(Convention::PenaltyDouble));
                for s in Suit::DESC {
                    v.push(
                        Rule::new(bid(2, Strain::from(s)), pts(8, 15).with_min(s, 6))
                            .extra(Extra::LongestOf(s, ALL_SUITS))
                            .conv(Convention::Overcall),
                    );
                }
                v.push(Rule::new(Call::Pass, pts(0, 14)));
            }
            Some(theirs) if level <= 3 => {
                let mut others = ALL_SUITS;
                others[theirs as usize] = false;
                if level == 1 {
                    v.push(
                        Rule::new(bid(1, NT), pts(15, 18))
                            .bal()
                            .conv(Convention::NotrumpOvercall),
                    );
                }
                for s in Suit::DESC {
                    if s == theirs {
                        continue;
                    }
                    let Some(l) = self.cheapest(Strain::from(s)) else {
                        continue;
                    };
                    // Vulnerable, a one- or two-level overcall wants two
                    // points more (a penalty double costs 200 a trick).
                    let extra = if self.we_vulnerable { 2 } else { 0 };
                    let (lo, hi, len) = match l {
                        1 => (8 + extra, 16, 5),
                        2 => (10 + extra, 16, 5),
                        3 => (13, 17, 6),
                        _ => continue,
                    };
                    v.push(
                        Rule::new(bid(l, Strain::from(s)), pts(lo, hi).with_min(s, len))
                            .extra(Extra::LongestOf(s, others))
                            .conv(Convention::Overcall),
                    );
                }
                let mut shape = pts(12, MAX_HCP).with_max(theirs, 2);
                for s in Suit::ASC {
                    if s != theirs {
                        shape = shape.with_min(s, 3);
                    }
                }
                v.push(
                    Rule::new(Call::Double, shape)
                        .conv(Convention::TakeoutDouble)
                        .forcing(OneRound),
                );
                v.push(
                    Rule::new(Call::Double, pts(17, MAX_HCP))
                        .conv(Convention::TakeoutDouble)
                        .forcing(OneRound),
                );
                v.push(Rule::new(Call::Pass, pts(0, 16)));
            }
            _ => return self.general(),
        }
        v
    }

    /// Partner overcalled or doubled (at `index`) and the player has not
    /// bid yet.
    /// The suits the opponents have not bid (♣♦♥♠ flags).
    fn unbid_by_them(&self) -> [bool; 4] {
        let mut unbid = ALL_SUITS;
        for (i, c) in self.calls.iter().enumerate() {
            if !self.ours(i)
                && let Call::Bid(b) = c
                && let Some(s) = b.strain.suit()
            {
                unbid[s as usize] = false;
            }
        }
        unbid
    }

    fn advances(&self, index: usize) -> Vec<Rule> {
        let m = self.shown.get(index).copied().unwrap_or_default();
        let mut v = Vec::new();
        let unbid = self.unbid_by_them();
        match m.convention {
            Convention::TakeoutDouble => {
                // Their suits, which a notrump answer must stop; a notrump
                // answer denies a four-card unbid major.
                let theirs = unbid.map(|u| !u);
                let nt = |lo: u8, hi: u8| {
                    let mut range = pts(lo, hi);
                    for major in [Suit::Hearts, Suit::Spades] {
                        if unbid[major as usize] {
                            range = range.with_max(major, 3);
                        }
                    }
                    range
                };
                // Forced to answer when the right-hand opponent passed;
                // after a bid or redouble an answer is free (6+).
                let free = if self.before(1).is_some_and(|(c, _)| c == Call::Pass) {
                    0
                } else {
                    6
                };
                for major in [Suit::Spades, Suit::Hearts] {
                    if unbid[major as usize] {
                        v.push(
                            Rule::new(
                                bid(4, Strain::from(major)),
                                pts(12, MAX_HCP).with_min(major, 4),
                            )
                            .conv(Convention::TakeoutAnswer),
                        );
                    }
                }
                v.push(
                    Rule::new(bid(3, NT), nt(13, MAX_HCP))
                        .bal()
                        .extra(Extra::Stoppers(theirs))
                        .conv(Convention::TakeoutAnswer),
                );
                let jump = |v: &mut Vec<Rule>, suits: &[Suit]| {
                    for &s in suits {
                        if unbid[s as usize]
                            && let Some(l) = self.cheapest(Strain::from(s))
                            && l < 5
                        {
                            v.push(
                                Rule::new(bid(l + 1, Strain::from(s)), pts(9, MAX_HCP))
                                    .extra(Extra::LongestOf(s, unbid))
                                    .conv(Convention::TakeoutAnswer),
                            );
                        }
                    }
                };
                jump(&mut v, &[Suit::Spades, Suit::Hearts]);
                v.push(
                    Rule::new(bid(2, NT), nt(11, 12))
                        .bal()
                        .extra(Extra::Stoppers(theirs))
                        .conv(Convention::TakeoutAnswer),
                );
                v.push(
                    Rule::new(bid(1, NT), nt(8, 10))
                        .bal()
                        .extra(Extra::Stoppers(theirs))
                        .conv(Convention::TakeoutAnswer),
                );
                jump(&mut v, &[Suit::Diamonds, Suit::Clubs]);
                for s in Suit::DESC {
                    if unbid[s as usize]
                        && let Some(l) = self.cheapest(Strain::from(s))
                    {
                        v.push(
                            Rule::new(bid(l, Strain::from(s)), pts(free, 8))
                                .extra(Extra::LongestOf(s, unbid))
                                .conv(Convention::TakeoutAnswer),
                        );
                    }
                }
                v.push(Rule::new(Call::Pass, ANY));
            }
            Convention::NotrumpOvercall => {
                v.push(Rule::new(bid(3, NT), pts(10, MAX_HCP)));
                v.push(Rule::new(bid(2, NT), pts(8, 9)).conv(Convention::Invitation));
                v.push(Rule::new(Call::Pass, ANY));
            }
            Convention::Overcall => {
                let Call::Bid(b) = self.calls[index] else {
                    return self.general();
                };
                let Some(s) = b.strain.suit() else {
                    return self.general();
                };
                let st = b.strain;
                if st.is_major() {
                    v.push(
                        Rule::new(bid(4, st), pts(13, MAX_HCP).with_min(s, 3))
                            .conv(Convention::Raise),
                    );
                }
                if let Some(l) = self.cheapest(st) {
                    if l < 7 {
                        v.push(
                            Rule::new(bid(l + 1, st), pts(11, 12).with_min(s, 3))
                                .conv(Convention::Invitation),
                        );
                    }
                    v.push(
                        Rule::new(bid(l, st), pts(6, 10).with_min(s, 3)).conv(Convention::Raise),
                    );
                }
                v.push(Rule::new(bid(1, NT), pts(8, 11)).bal());
                v.push(Rule::new(bid(3, NT), pts(13, MAX_HCP)));
                for t in Suit::DESC {
                    if t != s
                        && unbid[t as usize]
                        && let Some(l) = self.cheapest(Strain::from(t))
                        && l <= 3
                    {
                        v.push(Rule::new(
                            bid(l, Strain::from(t)),
                            pts(10, MAX_HCP).with_min(t, 5),
                        ));
                    }
                }
                v.push(Rule::new(Call::Pass, ANY));
            }
            _ => return self.general(),
        }
        v
    }

    /// The asker's decision after partner's answer to Blackwood.
    fn after_blackwood(&self, answered: u8) -> Vec<Rule> {
        let p = self.partner();
        let mut v = Vec::new();
        let mine = |set: &dyn Fn(u8) -> bool| core::array::from_fn::<bool, 5, _>(|k| set(k as u8));
        // Partner's 0 means 4 only when the asker holds none and partner showed enough.
        let partner_aces = |my: u8| {
            if answered == 0 && my == 0 && p.hcp.0 >= 16 {
                4
            } else {
                answered
            }
        };
        let all_four = mine(&|k| k + partner_aces(k) >= 4);
        let one_missing = mine(&|k| k + partner_aces(k) >= 3);
        for s in Suit::DESC {
            let need = 8u8.saturating_sub(p.min_length(s));
            let st = Strain::from(s);
            let range = pts(37u8.saturating_sub(p.hcp.0), MAX_HCP).with_min(s, need);
            v.push(Rule::new(bid(7, st), range).extra(Extra::Aces(all_four)));
            v.push(Rule::new(bid(6, st), ANY.with_min(s, need)).extra(Extra::Aces(one_missing)));
            v.push(Rule::new(bid(5, st), ANY.with_min(s, need)));
        }
        v.push(Rule::new(bid(6, NT), ANY).extra(Extra::Aces(one_missing)));
        // Two aces missing and five of the fit no longer bid: pass (a 5NT
        // here would read as natural and invite the slam).
        v.push(Rule::new(Call::Pass, ANY));
        v
    }

    /// Slam: Blackwood with 33 combined and a fit, else six of the fit or
    /// 6NT (when 4NT is past).
    fn slam(&self) -> Vec<Rule> {
        let p = self.partner();
        let need = |n: u8| n.saturating_sub(expected(p));
        let fit = |s: Suit| 8u8.saturating_sub(p.min_length(s)).max(1);
        let n = self.calls.len();
        let asked = (0..n).filter(|&i| self.ours(i)).any(|i| {
            self.shown
                .get(i)
                .is_some_and(|m| m.convention == Convention::BlackwoodAsk)
        });
        let our_last = last_bid_at(self.calls)
            .filter(|(i, _)| self.ours(*i))
            .map(|(_, b)| b);
        let mut v = Vec::new();
        if our_last.is_none_or(|b| b.level.get() < 6) && need(33) <= MAX_HCP {
            if !asked {
                let needs = Suit::ASC.map(fit);
                v.push(
                    Rule::new(bid(4, NT), pts(need(33), MAX_HCP))
                        .extra(Extra::FitIn(needs))
                        .conv(Convention::BlackwoodAsk)
                        .forcing(OneRound),
                );
                // With a fit, the hand's shape counts toward the 33.
                v.push(
                    Rule::new(
                        bid(4, NT),
                        pts(need(33).saturating_sub(SHAPE_SPAN), MAX_HCP),
                    )
                    .extra(Extra::Valued {
                        fit: needs,
                        points: need(33),
                    })
                    .conv(Convention::BlackwoodAsk)
                    .forcing(OneRound),
                );
            }
            for s in Suit::DESC {
                v.push(Rule::new(
                    bid(6, Strain::from(s)),
                    pts(need(33), MAX_HCP).with_min(s, fit(s)),
                ));
            }
            v.push(Rule::new(bid(6, NT), pts(need(33), MAX_HCP)));
        }
        v
    }

    /// A table's rules, then the general rules whose part score or double
    /// the table does not make: what such a call shows is then its
    /// table's rule, not its hull with a general rule that makes the same
    /// call (after 1NT–(2♦), 2♥ shows 0–9 to play, not 0–37). A pass keeps
    /// the general rules' catch-all, and a game or slam bid the general
    /// rules' ranges: a table's game bid is for hands the general rules
    /// would not bid it with (responder's six-card major worth 13 with
    /// shape), and hands with the points still bid it by them.
    fn then_general(&self, mut v: Vec<Rule>) -> Vec<Rule> {
        let made: Vec<Call> = v
            .iter()
            .map(|r| r.call)
            .filter(|&c| match c {
                Call::Pass => false,
                Call::Bid(b) => !is_game(b),
                _ => true,
            })
            .collect();
        v.extend(
            self.general()
                .into_iter()
                .filter(|r| !made.contains(&r.call)),
        );
        v
    }

    /// The general rules, for every situation the tables leave open:
    /// slam, game, forced bids, competing in a fit, penalty doubles, pass.
    fn general(&self) -> Vec<Rule> {
        let p = self.partner();
        let pmin = p.hcp.0;
        let need = |n: u8| n.saturating_sub(pmin);
        let fit = |s: Suit| 8u8.saturating_sub(p.min_length(s)).max(1);
        // For game, partner is counted on for one card of a suit he has
        // not shown: a seven-card suit is the fit (a six-card one, with
        // partner's two shown).
        let game_fit = |s: Suit| 8u8.saturating_sub(p.min_length(s).max(1));
        let n = self.calls.len();
        let ours_shown = || {
            (0..n)
                .filter(|&i| self.ours(i))
                .map(|i| self.shown.get(i).copied().unwrap_or_default())
        };
        let game_forced = ours_shown().any(|m| m.forcing == Game);
        let last = last_bid_at(self.calls);
        let our_last = last.filter(|(i, _)| self.ours(*i)).map(|(_, b)| b);
        let their_last = last.filter(|(i, _)| !self.ours(*i)).map(|(_, b)| b);
        let at_game = our_last.is_some_and(is_game);
        let mut v = self.slam();
        // Game.
        if !at_game {
            let g = |n: u8| {
                if game_forced {
                    0
                } else {
                    n.saturating_sub(expected(p))
                }
            };
            for m in [Suit::Spades, Suit::Hearts] {
                let fit = game_fit(m);
                // A ninth trump is worth a point (EXPERIMENT).
                v.push(Rule::new(
                    bid(4, Strain::from(m)),
                    pts(g(25), MAX_HCP).with_min(m, fit + 1),
                ));
                v.push(Rule::new(
                    bid(4, Strain::from(m)),
                    pts(g(26), MAX_HCP).with_min(m, fit),
                ));
                // With the fit, the hand's shape counts too.
                v.push(
                    Rule::new(
                        bid(4, Strain::from(m)),
                        pts(g(26).saturating_sub(SHAPE_SPAN), MAX_HCP).with_min(m, fit),
                    )
                    .extra(Extra::Valued {
                        fit: fit_of(m, fit),
                        points: g(26),
                    }),
                );
            }
            v.push(Rule::new(bid(3, NT), pts(g(26), MAX_HCP)));
            for m in [Suit::Diamonds, Suit::Clubs] {
                let fit = game_fit(m);
                v.push(Rule::new(
                    bid(5, Strain::from(m)),
                    pts(g(29), MAX_HCP).with_min(m, fit),
                ));
                v.push(
                    Rule::new(
                        bid(5, Strain::from(m)),
                        pts(g(29).saturating_sub(SHAPE_SPAN), MAX_HCP).with_min(m, fit),
                    )
                    .extra(Extra::Valued {
                        fit: fit_of(m, fit),
                        points: g(29),
                    }),
                );
            }
        } else if let Some((i, b)) = last
            && b == Bid::new(3, NT)
            && (n - i) % 4 == 2
        {
            // Partner's 3NT, and a major fit partner may not know of:
            // four of the major.
            for m in [Suit::Spades, Suit::Hearts] {
                if p.min_length(m) >= 4 {
                    v.push(Rule::new(bid(4, Strain::from(m)), ANY.with_min(m, fit(m))));
                }
            }
        }
        // The takeout doubler's own suit: a double, then a new suit of
        // five or more shows the strong hand (17+).
        if !at_game
            && self.before(4).is_some_and(|(c, m)| {
                c == Call::Double && m.convention == Convention::TakeoutDouble
            })
        {
            let unbid = self.unbid_by_them();
            for s in Suit::DESC {
                if unbid[s as usize]
                    && let Some(l) = self.cheapest(Strain::from(s))
                    && l <= 3
                {
                    v.push(
                        Rule::new(bid(l, Strain::from(s)), pts(17, MAX_HCP).with_min(s, 5))
                            .extra(Extra::LongestOf(s, ALL_SUITS)),
                    );
                }
            }
        }
        // Forced to bid again.
        let partner_forced = self
            .before(2)
            .is_some_and(|(_, m)| m.forcing != Forcing::NotForcing)
            && self.before(1).is_some_and(|(c, _)| c == Call::Pass);
        if partner_forced && !at_game {
            if let Some((Call::Bid(b), _)) = self.before(2)
                && let Some(s) = b.strain.suit()
                && let Some(l) = self.cheapest(b.strain)
            {
                v.push(Rule::new(bid(l, b.strain), ANY.with_min(s, 3)).conv(Convention::Raise));
            }
            for s in Suit::DESC {
                if let Some(l) = self.cheapest(Strain::from(s)) {
                    v.push(
                        Rule::new(bid(l, Strain::from(s)), ANY.with_min(s, 4))
                            .extra(Extra::LongestOf(s, ALL_SUITS)),
                    );
                }
            }
            if let Some(l) = self.cheapest(NT) {
                v.push(Rule::new(bid(l, NT), ANY));
            }
        }
        if let Some(theirs) = their_last {
            // Compete in a fit: to the level of the trumps held less six.
            for s in Suit::DESC {
                if let Some(l) = self.cheapest(Strain::from(s))
                    && l <= 3
                {
                    let len = fit(s).max((l + 6).saturating_sub(p.min_length(s)));
                    if len <= 13 {
                        v.push(Rule::new(
                            bid(l, Strain::from(s)),
                            pts(need(17), MAX_HCP).with_min(s, len),
                        ));
                    }
                }
            }
            // Penalty double when they are clearly too high.
            let (threshold, trumps) = match theirs.level.get() {
                1 | 2 => (25, 4),
                3 => (23, 3),
                _ => (21, 2),
            };
            // Vulnerable, they lose 200 a trick doubled: a point less will do.
            let threshold = threshold - u8::from(self.they_vulnerable);
            let mut range = pts(need(threshold), MAX_HCP);
            if let Some(s) = theirs.strain.suit() {
                range = range.with_min(s, trumps);
            }
            v.push(Rule::new(Call::Double, range).conv(Convention::PenaltyDouble));
        }
        v.push(Rule::new(Call::Pass, ANY));
        v
    }
}

/// Opener's third call after 1`o`–1`r`–rebid–`invitation` (an invitation
/// showing up to `top` HCP): game with the points for it (26 with
/// partner's top), else pass. Game is four of the invitation's major
/// (responder's own six-card suit with two of it); after 2NT four of
/// opener's major with six of it; else 3NT.
fn invitation_answers(o: Suit, r: Suit, invitation: Bid, top: u8) -> Vec<Rule> {
    let accept = pts(26u8.saturating_sub(top), MAX_HCP);
    let mut v = Vec::new();
    match invitation.strain.suit() {
        Some(s) if is_major(s) => {
            let support = if s == r { 2 } else { 0 };
            v.push(Rule::new(
                bid(4, Strain::from(s)),
                accept.with_min(s, support),
            ));
        }
        None if is_major(o) => {
            v.push(Rule::new(bid(4, Strain::from(o)), accept.with_min(o, 6)));
        }
        _ => {}
    }
    v.push(Rule::new(bid(3, NT), accept));
    v.push(Rule::new(Call::Pass, ANY));
    v
}

/// What the general rules count on partner holding: the least shown,
/// plus half the range's width up to three points.
fn expected(p: HandRange) -> u8 {
    let (lo, hi) = p.hcp;
    lo + (hi.saturating_sub(lo) / 2).min(3)
}

/// Whether `suit` is hearts or spades.
fn is_major(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Spades)
}

/// Openings, the first that fits; `vulnerable`, a weak two or pre-empt
/// wants 7+ HCP and two of the top three honours (the rule of two and
/// three: vulnerable, down two doubled already costs 500).
fn opening_rules(vulnerable: bool) -> Vec<Rule> {
    let mut v = vec![
        Rule::new(bid(2, C), pts(22, MAX_HCP))
            .conv(Convention::StrongTwoClubs)
            .forcing(Game),
        Rule::new(bid(2, NT), pts(20, 21)).bal(),
        Rule::new(bid(1, NT), pts(15, 17)).bal(),
        Rule::new(bid(1, S), pts(12, 21).with_min(Suit::Spades, 5))
            .extra(Extra::AtLeastAsLong(Suit::Spades, Suit::Hearts)),
        Rule::new(bid(1, H), pts(12, 21).with_min(Suit::Hearts, 5)),
        Rule::new(
            bid(1, D),
            pts(12, 21)
                .with_min(Suit::Diamonds, 3)
                .with_max(Suit::Hearts, 4)
                .with_max(Suit::Spades, 4),
        )
        .extra(Extra::Longer(Suit::Diamonds, Suit::Clubs)),
        Rule::new(
            bid(1, D),
            pts(12, 21)
                .with_min(Suit::Diamonds, 4)
                .with_max(Suit::Hearts, 4)
                .with_max(Suit::Spades, 4),
        )
        .extra(Extra::AtLeastAsLong(Suit::Diamonds, Suit::Clubs)),
        Rule::new(
            bid(1, C),
            pts(12, 21)
                .with_min(Suit::Clubs, 3)
                .with_max(Suit::Hearts, 4)
                .with_max(Suit::Spades, 4),
        ),
    ];
    let least = if vulnerable { 7 } else { 5 };
    let suit = |s: Suit| {
        if vulnerable {
            Extra::GoodSuit(s)
        } else {
            Extra::None
        }
    };
    for s in [Suit::Spades, Suit::Hearts, Suit::Diamonds] {
        v.push(
            Rule::new(bid(2, Strain::from(s)), pts(least, 10).with_length(s, 6, 6))
                .extra(suit(s))
                .conv(Convention::WeakTwo),
        );
    }
    for s in Suit::DESC {
        v.push(
            Rule::new(bid(3, Strain::from(s)), pts(least, 10).with_min(s, 7))
                .extra(suit(s))
                .conv(Convention::Preempt),
        );
    }
    v.push(Rule::new(Call::Pass, pts(0, 11)));
    v
}

/// Responses to one of a suit.
fn one_suit_responses(o: Suit) -> Vec<Rule> {
    let os = Strain::from(o);
    let (cs, ds, hs, ss) = (Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades);
    let mut v = Vec::new();
    if is_major(o) {
        // Four trumps and shortness count as points once the fit is found
        // (the dummy's points): 14 for game, 11 for the limit raise.
        let dummy = |points| Extra::Valued {
            fit: fit_of(o, 4),
            points,
        };
        v.push(Rule::new(bid(4, os), pts(13, 16).with_min(o, 3)).conv(Convention::Raise));
        v.push(
            Rule::new(bid(4, os), pts(11, 12).with_min(o, 4))
                .extra(dummy(14))
                .conv(Convention::Raise),
        );
        v.push(Rule::new(bid(3, os), pts(10, 12).with_min(o, 3)).conv(Convention::Invitation));
        v.push(
            Rule::new(bid(3, os), pts(8, 9).with_min(o, 4))
                .extra(dummy(11))
                .conv(Convention::Invitation),
        );
        v.push(Rule::new(bid(2, os), pts(6, 9).with_min(o, 3)).conv(Convention::Raise));
        if o == hs {
            v.push(Rule::new(bid(1, S), pts(6, MAX_HCP).with_min(ss, 4)).forcing(OneRound));
        } else {
            v.push(Rule::new(bid(2, H), pts(11, MAX_HCP).with_min(hs, 5)).forcing(OneRound));
        }
        v.push(
            Rule::new(bid(2, D), pts(11, MAX_HCP).with_min(ds, 4))
                .extra(Extra::Longer(ds, cs))
                .forcing(OneRound),
        );
        v.push(Rule::new(bid(2, C), pts(11, MAX_HCP).with_min(cs, 4)).forcing(OneRound));
        v.push(Rule::new(bid(2, D), pts(11, MAX_HCP).with_min(ds, 4)).forcing(OneRound));
        v.push(Rule::new(bid(4, os), pts(17, MAX_HCP).with_min(o, 3)).conv(Convention::Raise));
        let mut nt = pts(6, 10).with_max(o, 2);
        if o == hs {
            nt = nt.with_max(ss, 3);
        }
        v.push(Rule::new(bid(1, NT), nt));
    } else {
        v.push(
            Rule::new(bid(1, H), pts(6, MAX_HCP).with_min(hs, 4))
                .extra(Extra::AtLeastAsLong(hs, ss))
                .forcing(OneRound),
        );
        v.push(Rule::new(bid(1, S), pts(6, MAX_HCP).with_min(ss, 4)).forcing(OneRound));
        if o == cs {
            v.push(Rule::new(bid(1, D), pts(6, MAX_HCP).with_min(ds, 4)).forcing(OneRound));
        }
        v.push(Rule::new(bid(3, NT), pts(13, 15)).bal());
        v.push(
            Rule::new(bid(2, NT), pts(11, 12))
                .bal()
                .conv(Convention::Invitation),
        );
        v.push(Rule::new(bid(1, NT), pts(6, 10)).bal());
        let support = if o == ds { 4 } else { 5 };
        v.push(
            Rule::new(bid(3, os), pts(11, 12).with_min(o, support)).conv(Convention::Invitation),
        );
        v.push(Rule::new(bid(2, os), pts(6, 10).with_min(o, support)).conv(Convention::Raise));
        if o == ds {
            v.push(Rule::new(bid(2, C), pts(11, MAX_HCP).with_min(cs, 4)).forcing(OneRound));
        }
        // Left: 6–10 with nothing above to show; 13+ either balanced
        // (16+) or with five or more of partner's minor.
        v.push(Rule::new(bid(1, NT), pts(6, 10)));
        v.push(Rule::new(bid(3, NT), pts(16, MAX_HCP)).bal());
        v.push(Rule::new(bid(3, NT), pts(13, MAX_HCP).with_min(o, 5)));
    }
    v.push(Rule::new(Call::Pass, pts(0, 5)));
    v
}

/// Responses to a notrump bid (`nt`: 1NT, 2NT, or 2♣–2♦–2NT): the
/// transfers and Stayman, the slam ranges ([`notrump_slam`], with the
/// quantitative 4NT), 3NT from `game` (the textbook's least for game
/// opposite the range), else the invitation or pass.
fn notrump_responses(nt: NotrumpRange, game: u8) -> Vec<Rule> {
    let level = nt.level;
    let l = level + 1;
    let (hs, ss) = (Suit::Hearts, Suit::Spades);
    let (invite, small) = (nt.invite(), nt.small());
    // Stayman: the invitation's least over 1NT, game's over 2NT.
    let stayman = if level == 1 { 8 } else { game };
    let mut v = vec![
        Rule::new(bid(l, H), ANY.with_min(ss, 5))
            .extra(Extra::AtLeastAsLong(ss, hs))
            .conv(Convention::Transfer(ss))
            .forcing(OneRound),
        Rule::new(bid(l, D), ANY.with_min(hs, 5))
            .conv(Convention::Transfer(hs))
            .forcing(OneRound),
        Rule::new(bid(l, C), pts(stayman, MAX_HCP))
            .extra(Extra::FourCardMajor)
            .conv(Convention::Stayman)
            .forcing(OneRound),
    ];
    v.extend(notrump_slam(nt, true));
    v.push(Rule::new(bid(3, NT), pts(game, invite.min(small) - 1)));
    if level == 1 {
        v.push(
            Rule::new(bid(2, NT), pts(8, 9))
                .bal()
                .conv(Convention::Invitation),
        );
        // 8–9 unbalanced without a major to show: too little for game.
        v.push(Rule::new(Call::Pass, pts(0, 9)));
    } else {
        v.push(Rule::new(Call::Pass, pts(0, game - 1)));
    }
    v
}

/// Opener after partner's natural raise of its notrump opening to
/// `raised`: game over the invitation with `accept_game`+, six over the
/// quantitative 4NT with `accept_slam`+ (the top of the opening), else
/// pass.
fn notrump_rebids(raised: Bid, accept_game: u8, accept_slam: u8) -> Vec<Rule> {
    let mut v = Vec::new();
    if raised.strain == NT && raised.level.get() == 4 {
        v.push(Rule::new(bid(6, NT), pts(accept_slam, MAX_HCP)));
    } else if raised.strain == NT && raised.level.get() == 2 {
        v.push(Rule::new(bid(3, NT), pts(accept_game, MAX_HCP)));
    }
    v.push(Rule::new(Call::Pass, ANY));
    v
}

/// Opener answers Stayman at the level above it.
fn stayman_answers(stayman: Call) -> Vec<Rule> {
    let l = if stayman == bid(3, C) { 3 } else { 2 };
    vec![
        Rule::new(bid(l, H), ANY.with_min(Suit::Hearts, 4)).conv(Convention::StaymanAnswer),
        Rule::new(bid(l, S), ANY.with_min(Suit::Spades, 4)).conv(Convention::StaymanAnswer),
        Rule::new(
            bid(l, D),
            ANY.with_max(Suit::Hearts, 3).with_max(Suit::Spades, 3),
        )
        .conv(Convention::StaymanAnswer),
    ]
}

/// Responder after opener's answer to Stayman (`nt`, the notrump
/// opening's range: its level and points).
fn stayman_continuations(nt: NotrumpRange, answer: Bid) -> Vec<Rule> {
    let level = nt.level;
    let mut v = Vec::new();
    let (invite, game) = if level == 1 { (8, 10) } else { (0, 4) };
    if let Some(m) = answer.strain.suit().filter(|s| is_major(*s)) {
        // The 4-4 fit found: Blackwood at 33 with the opening's least.
        v.extend(slam_in_fit(nt, m, 4));
        v.push(Rule::new(
            bid(4, answer.strain),
            pts(game, MAX_HCP).with_min(m, 4),
        ));
        if level == 1 {
            // The 4-4 fit found, shortness counts.
            v.push(
                Rule::new(bid(4, answer.strain), pts(invite, game - 1).with_min(m, 4)).extra(
                    Extra::Valued {
                        fit: fit_of(m, 4),
                        points: game,
                    },
                ),
            );
            v.push(
                Rule::new(bid(3, answer.strain), pts(invite, game - 1).with_min(m, 4))
                    .conv(Convention::Invitation),
            );
        }
    }
    // 4NT is Blackwood once a major is shown: no quantitative 4NT then.
    v.extend(notrump_slam(nt, !answer.strain.is_major()));
    v.push(Rule::new(bid(3, NT), pts(game, MAX_HCP)));
    if level == 1 {
        v.push(Rule::new(bid(2, NT), pts(invite, game - 1)).conv(Convention::Invitation));
    }
    v.push(Rule::new(Call::Pass, ANY));
    v
}

/// A notrump bid's level and the points it showed (from its meaning), for
/// the game and slam ranges of partner's answers.
#[derive(Debug, Clone, Copy)]
struct NotrumpRange {
    level: u8,
    least: u8,
    top: u8,
}

impl NotrumpRange {
    /// Partner's least for the quantitative invitation: the bid's top
    /// makes the 33 of a small slam.
    fn invite(self) -> u8 {
        33u8.saturating_sub(self.top)
    }

    /// Partner's least for a small slam: the bid's least makes 33.
    fn small(self) -> u8 {
        33u8.saturating_sub(self.least)
    }
}

/// Slam once responder holds `trumps` at least `least` long opposite the
/// notrump opening (a fit): Blackwood with 33 counting the opening's
/// least, or with the hand's shape counted ([`fit_points`]).
fn slam_in_fit(nt: NotrumpRange, trumps: Suit, least: u8) -> Vec<Rule> {
    let need = nt.small();
    vec![
        Rule::new(bid(4, NT), pts(need, MAX_HCP).with_min(trumps, least))
            .conv(Convention::BlackwoodAsk)
            .forcing(OneRound),
        Rule::new(
            bid(4, NT),
            pts(need.saturating_sub(SHAPE_SPAN), MAX_HCP).with_min(trumps, least),
        )
        .extra(Extra::Valued {
            fit: fit_of(trumps, least),
            points: need,
        })
        .conv(Convention::BlackwoodAsk)
        .forcing(OneRound),
    ]
}

/// Slam in notrump opposite the notrump bid, no fit found, counted from
/// the lesson's points: 7NT at 37 with its least, 6NT when its least
/// makes 33, and with `quantitative` the 4NT invitation when its top does
/// (where 4NT is not Blackwood). No 4NT when the range is so narrow that
/// no hand both needs the top and is short of six.
fn notrump_slam(nt: NotrumpRange, quantitative: bool) -> Vec<Rule> {
    let (invite, small) = (nt.invite(), nt.small());
    let grand = 37u8.saturating_sub(nt.least);
    let mut v = vec![
        Rule::new(bid(7, NT), pts(grand, MAX_HCP)),
        Rule::new(bid(6, NT), pts(small, grand - 1)),
    ];
    if quantitative && invite < small {
        v.push(Rule::new(bid(4, NT), pts(invite, small - 1)).conv(Convention::Invitation));
    }
    v
}

/// Responder after opener completed a transfer to `suit` (`nt`, the
/// notrump opening's range).
fn transfer_continuations(nt: NotrumpRange, suit: Suit) -> Vec<Rule> {
    let level = nt.level;
    let st = Strain::from(suit);
    let (invite, game) = if level == 1 { (8, 10) } else { (4, 4) };
    // Six trumps opposite the opening's two or more: a fit, Blackwood; five,
    // 6NT to play.
    let mut v = slam_in_fit(nt, suit, 6);
    for mut r in notrump_slam(nt, false) {
        r.range = r.range.with_length(suit, 5, 5);
        v.push(r);
    }
    v.extend([
        Rule::new(bid(4, st), pts(game, MAX_HCP).with_min(suit, 6)),
        Rule::new(bid(3, NT), pts(game, MAX_HCP).with_length(suit, 5, 5)),
    ]);
    if level == 1 {
        // Six trumps opposite the notrump's two or more: a fit, shape counts.
        v.push(
            Rule::new(bid(4, st), pts(invite - 1, game - 1).with_min(suit, 6)).extra(
                Extra::Valued {
                    fit: fit_of(suit, 6),
                    points: game,
                },
            ),
        );
        v.push(
            Rule::new(bid(3, st), pts(invite, game - 1).with_min(suit, 6))
                .conv(Convention::Invitation),
        );
        v.push(
            Rule::new(bid(2, NT), pts(invite, game - 1).with_length(suit, 5, 5))
                .conv(Convention::Invitation),
        );
    }
    v.push(Rule::new(Call::Pass, pts(0, invite - 1)));
    v
}

/// Opener's last word after Stayman, its answer and responder's `x`
/// (`nt`, the opening's range).
fn after_stayman_invitation(level: u8, nt: NotrumpRange, answer: Bid, x: Bid) -> Vec<Rule> {
    let mut v = Vec::new();
    if x == Bid::new(4, NT) {
        // The quantitative 4NT: six with the opening's top.
        v.push(Rule::new(bid(6, NT), pts(nt.top, MAX_HCP)));
        v.push(Rule::new(Call::Pass, ANY));
    } else if x == Bid::new(2, NT) && level == 1 {
        if answer == Bid::new(2, H) {
            v.push(Rule::new(
                bid(4, S),
                pts(16, MAX_HCP).with_min(Suit::Spades, 4),
            ));
            v.push(Rule::new(bid(3, S), pts(0, 15).with_min(Suit::Spades, 4)));
        }
        v.push(Rule::new(bid(3, NT), pts(16, MAX_HCP)));
        v.push(Rule::new(Call::Pass, pts(0, 15)));
    } else if x.level.get() == 3 && x.strain.is_major() && level == 1 {
        v.push(Rule::new(bid(4, x.strain), pts(16, MAX_HCP)));
        v.push(Rule::new(Call::Pass, pts(0, 15)));
    } else if x == Bid::new(3, NT) && answer == Bid::new(level + 1, H) {
        // Responder has spades: correct with four of them.
        v.push(Rule::new(bid(4, S), ANY.with_min(Suit::Spades, 4)));
        v.push(Rule::new(Call::Pass, ANY));
    } else {
        v.push(Rule::new(Call::Pass, ANY));
    }
    v
}

/// Opener's last word after a transfer to `suit`, its completion and
/// responder's `x`.
fn after_transfer_continuation(level: u8, suit: Suit, x: Bid) -> Vec<Rule> {
    let st = Strain::from(suit);
    let mut v = Vec::new();
    if x == Bid::new(2, NT) {
        v.push(Rule::new(bid(4, st), pts(16, MAX_HCP).with_min(suit, 3)));
        v.push(Rule::new(bid(3, st), pts(0, 15).with_min(suit, 3)));
        v.push(Rule::new(bid(3, NT), pts(16, MAX_HCP)));
        v.push(Rule::new(Call::Pass, pts(0, 15)));
    } else if x == Bid::new(3, st) && level == 1 {
        v.push(Rule::new(bid(4, st), pts(16, MAX_HCP)));
        v.push(Rule::new(Call::Pass, pts(0, 15)));
    } else if x == Bid::new(3, NT) {
        v.push(Rule::new(bid(4, st), ANY.with_min(suit, 3)));
        v.push(Rule::new(Call::Pass, ANY));
    } else {
        v.push(Rule::new(Call::Pass, ANY));
    }
    v
}

/// Partner of a weak two in `suit`: game with 16+ as after a pre-empt,
/// else a new suit of five or more, 16+, forcing one round (over a major
/// without two of it, over a minor unbalanced), else pass.
fn weak_two_responses(suit: Suit) -> Vec<Rule> {
    let mut v = weak_games(suit, 16);
    for t in Suit::DESC {
        if t != suit {
            let level = if Strain::from(t) > Strain::from(suit) {
                2
            } else {
                3
            };
            v.push(
                Rule::new(bid(level, Strain::from(t)), pts(16, MAX_HCP).with_min(t, 5))
                    .extra(Extra::LongestOf(t, ALL_SUITS))
                    .forcing(OneRound),
            );
        }
    }
    v.push(Rule::new(Call::Pass, ANY));
    v
}

/// The weak two opener in `own` after partner's forcing new suit `new`:
/// raise it with three, else rebid the suit (`cheap_own`, `cheap_new`,
/// the cheapest levels of each).
fn weak_two_rebids(own: Suit, new: Suit, cheap_own: u8, cheap_new: u8) -> Vec<Rule> {
    vec![
        Rule::new(bid(cheap_new, Strain::from(new)), ANY.with_min(new, 3)).conv(Convention::Raise),
        Rule::new(bid(cheap_own, Strain::from(own)), ANY),
    ]
}

/// Partner of a pre-empt in `suit`: game with `game`+, else pass.
fn weak_responses(suit: Suit, game: u8) -> Vec<Rule> {
    let mut v = weak_games(suit, game);
    v.push(Rule::new(Call::Pass, ANY));
    v
}

/// Game opposite a weak two or pre-empt in `suit` with `game`+: four of a
/// major with two of it, 3NT over a minor balanced.
fn weak_games(suit: Suit, game: u8) -> Vec<Rule> {
    let st = Strain::from(suit);
    let mut v = Vec::new();
    if is_major(suit) {
        v.push(Rule::new(bid(4, st), pts(game, MAX_HCP).with_min(suit, 2)));
    } else {
        v.push(Rule::new(bid(3, NT), pts(16, MAX_HCP)).bal());
    }
    v
}

/// Opener's rebid after 2♣–2♦.
fn two_club_rebids() -> Vec<Rule> {
    let mut v = vec![
        Rule::new(bid(3, NT), pts(25, MAX_HCP)).bal().forcing(Game),
        Rule::new(bid(2, NT), pts(22, 24)).bal(),
    ];
    for (level, s) in [
        (2, Suit::Spades),
        (2, Suit::Hearts),
        (3, Suit::Diamonds),
        (3, Suit::Clubs),
    ] {
        v.push(
            Rule::new(bid(level, Strain::from(s)), ANY.with_min(s, 4))
                .extra(Extra::LongestOf(s, ALL_SUITS))
                .forcing(Game),
        );
    }
    // Every hand has a longest suit of four or more: one of these fits, so
    // 2NT keeps its one meaning, 22–24 balanced.
    v
}

/// The answers to Blackwood.
fn blackwood_answers() -> Vec<Rule> {
    let set = |ks: &[u8]| core::array::from_fn::<bool, 5, _>(|k| ks.contains(&(k as u8)));
    vec![
        Rule::new(bid(5, C), ANY)
            .extra(Extra::Aces(set(&[0, 4])))
            .conv(Convention::BlackwoodAnswer(0)),
        Rule::new(bid(5, D), ANY)
            .extra(Extra::Aces(set(&[1])))
            .conv(Convention::BlackwoodAnswer(1)),
        Rule::new(bid(5, H), ANY)
            .extra(Extra::Aces(set(&[2])))
            .conv(Convention::BlackwoodAnswer(2)),
        Rule::new(bid(5, S), ANY)
            .extra(Extra::Aces(set(&[3])))
            .conv(Convention::BlackwoodAnswer(3)),
    ]
}
