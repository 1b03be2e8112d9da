//! The review of a board: what the cards allowed and where tricks went.
//!
//! Three parts, each computed on its own so that a worker can send each as
//! it is ready:
//!
//! - [`review_deal`]: the deal's [`DealReview`], its double-dummy table
//!   (tricks for each of the four declarers in NT ♠ ♥ ♦ ♣) and what every
//!   contract of the board's game would have scored for the declaring side
//!   at double dummy, with the best of them (the par contract of the
//!   declaring side: in these games only one side declares and there is no
//!   doubling, so par is the contract with the best score for that side).
//! - [`review_room`]: one room's [`RoomReview`], the double-dummy tricks of
//!   the declaring side after each card (`pons-dds`'s play analysis), every
//!   card that gave tricks away with the cards that would have kept them,
//!   a summary per side, and what the opening lead did.
//! - [`review_board`] puts both rooms and the deal together.
//!
//! Contract bridge: the declaring side is the one the auction gave (the
//! Open Room's, passed to [`review_deal`]); its contracts are every bid 1♣
//! to 7NT undoubled, scored by duplicate scoring at the board's
//! vulnerability. The deal's part also holds the deal's par for both sides
//! ([`DealPar`], `pons-dds`'s `calculate_par`: doubled sacrifices
//! included) and what the auction reached against it ([`AuctionReview`],
//! the IMPs the auctions bench counts as par loss). A passed-out board has
//! no declarer and no contract list; its auction review is the score 0
//! against the deal's par.
//!
//! Only `pons-dds`'s single-threaded entry points are used (a [`Solver`]
//! passed in): the same code runs in a web worker on wasm32. The solver
//! recurses deeply: natively, call from a thread with a large stack.

use crate::auction::{Ending, FinalContract, all_bids, ending};
use crate::board::Board;
use crate::contract::Contract;
use crate::rules::Rules;
use crate::table::{Table, TableError, TableRecord};
use contract_bridge::auction::{AbsoluteVulnerability, Call};
use contract_bridge::{Card, PartialDeal, Penalty, Seat, Strain};
use pons_dds::{
    CurrentTrick, Objective, PlayTrace, Solver, Target, TrickCountRow, TrickCountTable,
};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The strains in the order reviews show them: NT ♠ ♥ ♦ ♣.
pub const STRAINS: [Strain; 5] = [
    Strain::Notrump,
    Strain::Spades,
    Strain::Hearts,
    Strain::Diamonds,
    Strain::Clubs,
];

/// Index of `strain` in [`STRAINS`] (and in a [`DoubleDummy`] row).
#[must_use]
pub const fn strain_column(strain: Strain) -> usize {
    match strain {
        Strain::Notrump => 0,
        Strain::Spades => 1,
        Strain::Hearts => 2,
        Strain::Diamonds => 3,
        Strain::Clubs => 4,
    }
}

/// A deal's double-dummy table: the tricks each seat takes as declarer in
/// each strain, against the best defence from the opening lead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DoubleDummy {
    /// `tricks[seat][strain]`: seats N E S W, strains NT ♠ ♥ ♦ ♣
    /// ([`STRAINS`]).
    pub tricks: [[u8; 5]; 4],
}

impl DoubleDummy {
    /// Solves the 20 declarer–strain pairs of `deal` on `solver`.
    #[must_use]
    pub fn solve(solver: &mut Solver, deal: contract_bridge::FullDeal) -> Self {
        let table = crate::layouts::dd::dd_table(solver, deal);
        let mut tricks = [[0u8; 5]; 4];
        for strain in STRAINS {
            for seat in Seat::ALL {
                tricks[seat as usize][strain_column(strain)] =
                    table[crate::layouts::dd::strain_index(strain)][seat as usize];
            }
        }
        Self { tricks }
    }

    /// Tricks `declarer` takes in `strain`.
    #[must_use]
    pub const fn get(&self, declarer: Seat, strain: Strain) -> u8 {
        self.tricks[declarer as usize][strain_column(strain)]
    }

    /// The 20 counts in one row: N's five (NT ♠ ♥ ♦ ♣), then E's, S's, W's.
    #[must_use]
    pub fn flat(&self) -> [u8; 20] {
        let mut out = [0u8; 20];
        for (i, n) in self.tricks.iter().flatten().enumerate() {
            out[i] = *n;
        }
        out
    }
}

/// What one contract would score at double dummy for the declaring side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContractScore {
    /// The contract.
    pub contract: Contract,
    /// The declarer's double-dummy tricks in its strain.
    pub tricks: u8,
    /// The declaring side's score for them (negative when it fails).
    pub score: i32,
}

/// The deal's part of a review: what the cards allowed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealReview {
    /// The double-dummy table.
    pub double_dummy: DoubleDummy,
    /// The declarer the announcements give (contract bridge: the
    /// auction's), `None` for a throw-in or a passed-out board.
    pub declarer: Option<Seat>,
    /// Whether the declaring side is vulnerable (HalfBridge and contract
    /// bridge score by it).
    pub vulnerable: bool,
    /// Every contract of the game, cheapest first (as
    /// [`Contract::all`]: MiniBridge part scores then games; HalfBridge
    /// 1♣ to 7NT; contract bridge every bid 1♣ to 7NT undoubled), scored
    /// for the declarer's double-dummy tricks. Empty for a throw-in or a
    /// passed-out board.
    pub contracts: Vec<ContractScore>,
    /// The best of them (the cheapest among equal scores): the par
    /// contract of the declaring side.
    pub par: Option<ContractScore>,
    /// Contract bridge: the deal's par for both sides (absent in the other
    /// games and from reviews sent before).
    #[serde(default)]
    pub deal_par: Option<DealPar>,
    /// Contract bridge: what the auction the review was asked with reached
    /// against [`Self::deal_par`] (absent while it goes on).
    #[serde(default)]
    pub auction: Option<AuctionReview>,
}

impl DealReview {
    /// What the finished auction `calls` of this review's board reached
    /// against the deal's par (any room's auction: the double-dummy table
    /// is the deal's). `None` in the games without an auction or while
    /// it goes on.
    #[must_use]
    pub fn auction_of(&self, board: &Board, calls: &[Call]) -> Option<AuctionReview> {
        auction_review(&self.double_dummy, self.deal_par?, board, calls)
    }
}

/// The deal's par under contract bridge scoring, from North–South's view:
/// the score both sides bidding and doubling perfectly at double dummy
/// would reach, and one contract that reaches it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealPar {
    /// North–South's par score (negative when East–West own the deal).
    pub score: i32,
    /// A par contract with its declarer; `None` when the par is to pass.
    pub contract: Option<FinalContract>,
}

/// The deal's par for `dealer` and `vulnerability` (`pons-dds`'s
/// `calculate_par` on the double-dummy table).
#[must_use]
pub fn deal_par(dd: &DoubleDummy, dealer: Seat, vulnerability: AbsoluteVulnerability) -> DealPar {
    let row = |strain: Strain| {
        TrickCountRow::new(
            dd.get(Seat::North, strain),
            dd.get(Seat::East, strain),
            dd.get(Seat::South, strain),
            dd.get(Seat::West, strain),
        )
    };
    let table = TrickCountTable(Strain::ASC.map(row));
    let par = pons_dds::calculate_par(
        table,
        pons_dds::Vulnerability::from_bits_truncate(vulnerability.bits()),
        dealer,
    );
    let contract = par.contracts.first().map(|c| FinalContract {
        contract: c.contract,
        declarer: c.declarer,
    });
    DealPar {
        score: par.score,
        contract,
    }
}

/// What a finished auction reached against the deal's par: the question a
/// learner asks of the bidding, and the auctions bench's par loss.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuctionReview {
    /// The final contract and its declarer; `None` when passed out.
    pub contract: Option<FinalContract>,
    /// The declarer's double-dummy tricks in its strain.
    pub tricks: Option<u8>,
    /// North–South's score when the contract takes those tricks (0 when
    /// passed out).
    pub score: i32,
    /// The deal's par.
    pub par: DealPar,
    /// The IMPs of `score` against the par, North–South's view (negative
    /// when the auction fell short of it).
    pub imps: i32,
}

impl AuctionReview {
    /// The IMPs between the auction and par, whichever side they favour:
    /// what `halfbridge bench --auctions` averages as par loss.
    #[must_use]
    pub const fn par_loss(&self) -> i32 {
        self.imps.abs()
    }
}

/// What the finished auction `calls` on `board` reached at double dummy
/// against `par` (see [`deal_par`]); `None` while the auction goes on.
#[must_use]
pub fn auction_review(
    dd: &DoubleDummy,
    par: DealPar,
    board: &Board,
    calls: &[Call],
) -> Option<AuctionReview> {
    let (contract, tricks, score) = match ending(board.dealer, calls)? {
        Ending::PassedOut => (None, None, 0),
        Ending::Contract(f) => {
            let tricks = dd.get(f.declarer, f.contract.bid.strain);
            let score = f.contract.score(tricks, board.is_vulnerable(f.declarer));
            (
                Some(f),
                Some(tricks),
                if same_side(f.declarer, Seat::North) {
                    score
                } else {
                    -score
                },
            )
        }
    };
    Some(AuctionReview {
        contract,
        tricks,
        score,
        par,
        imps: crate::team::imps(score - par.score),
    })
}

/// Every contract whose double-dummy score a review lists under `rules`:
/// [`Contract::all`], and in contract bridge every bid undoubled.
#[must_use]
pub fn reviewed_contracts(rules: Rules) -> Vec<Contract> {
    if rules.has_auction() {
        all_bids()
            .map(|bid| {
                Contract::Auction(contract_bridge::Contract {
                    bid,
                    penalty: Penalty::Undoubled,
                })
            })
            .collect()
    } else {
        Contract::all(rules)
    }
}

/// Scores every contract of `rules` ([`reviewed_contracts`]) for
/// `declarer`'s double-dummy tricks.
#[must_use]
pub fn contract_scores(
    dd: &DoubleDummy,
    declarer: Seat,
    vulnerable: bool,
    rules: Rules,
) -> Vec<ContractScore> {
    reviewed_contracts(rules)
        .into_iter()
        .map(|contract| {
            let tricks = dd.get(declarer, contract.strain());
            ContractScore {
                contract,
                tricks,
                score: contract.score(tricks, vulnerable, rules).total,
            }
        })
        .collect()
}

/// The deal's part of the review of `board` under `rules`. In contract
/// bridge `calls` is the auction that gives the declarer (the Open Room's;
/// a passed-out or unfinished one gives none); the other games ignore it.
#[must_use]
pub fn review_deal(solver: &mut Solver, board: &Board, rules: Rules, calls: &[Call]) -> DealReview {
    let double_dummy = DoubleDummy::solve(solver, board.deal);
    let (declarer, deal_par, auction) = if rules.has_auction() {
        let par = deal_par(&double_dummy, board.dealer, board.vulnerability);
        let auction = auction_review(&double_dummy, par, board, calls);
        (
            auction.and_then(|a| a.contract).map(|f| f.declarer),
            Some(par),
            auction,
        )
    } else {
        (Table::new(*board, rules).declarer(), None, None)
    };
    let vulnerable = declarer.is_some_and(|d| rules.uses_vulnerability() && board.is_vulnerable(d));
    let contracts = declarer
        .map(|d| contract_scores(&double_dummy, d, vulnerable, rules))
        .unwrap_or_default();
    // `max_by_key` keeps the last of equals; scan for the first instead.
    let par = contracts
        .iter()
        .copied()
        .fold(None, |best: Option<ContractScore>, c| match best {
            Some(b) if b.score >= c.score => Some(b),
            _ => Some(c),
        });
    DealReview {
        double_dummy,
        declarer,
        vulnerable,
        contracts,
        par,
        deal_par,
        auction,
    }
}

/// One card of a room's play with the double-dummy result after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardReview {
    /// The hand it came from.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// Tricks the declaring side takes in all at double dummy after it.
    pub tricks: u8,
}

/// A card that gave tricks away at double dummy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mistake {
    /// Its place in the play, from 0.
    pub index: usize,
    /// The trick it was played to, from 1.
    pub trick: u8,
    /// The hand it came from (dummy's seat for dummy's cards).
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// Tricks it gave away.
    pub cost: u8,
    /// The cards that would have kept them, highest first.
    pub kept: Vec<Card>,
}

/// What one side gave away in a room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SideSummary {
    /// Cards that gave tricks away.
    pub mistakes: u8,
    /// Tricks they gave away in all.
    pub tricks: u8,
}

/// One room's part of a review: where the tricks went.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomReview {
    /// The declarer.
    pub declarer: Seat,
    /// The contract named.
    pub contract: Contract,
    /// Tricks the contract makes at double dummy before the opening lead
    /// (the deal's table for this declarer and strain).
    pub before_lead: u8,
    /// Tricks it makes at double dummy after the opening lead (as
    /// `before_lead` when no card is played yet).
    pub after_lead: u8,
    /// Every card played, in order, with the result after it.
    pub cards: Vec<CardReview>,
    /// The cards that gave tricks away, in order.
    pub mistakes: Vec<Mistake>,
    /// What North–South gave away.
    pub north_south: SideSummary,
    /// What East–West gave away.
    pub east_west: SideSummary,
    /// Tricks the declaring side took, once all 13 are played.
    pub taken: Option<u8>,
}

impl RoomReview {
    /// Tricks the opening lead gave the declaring side (0 when it cost
    /// nothing).
    #[must_use]
    pub const fn lead_cost(&self) -> u8 {
        self.after_lead.saturating_sub(self.before_lead)
    }

    /// What the side of `seat` gave away.
    #[must_use]
    pub const fn side(&self, seat: Seat) -> SideSummary {
        match seat {
            Seat::North | Seat::South => self.north_south,
            Seat::East | Seat::West => self.east_west,
        }
    }

    /// The mistakes of the side of `seat`.
    pub fn mistakes_of(&self, seat: Seat) -> impl Iterator<Item = &Mistake> + '_ {
        self.mistakes
            .iter()
            .filter(move |m| same_side(m.seat, seat))
    }
}

/// Why a room cannot be reviewed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ReviewError {
    /// Thrown in, or the contract is not named yet: no play to review.
    #[error("no contract was played at that table")]
    NoContract,
    /// The record does not replay.
    #[error("the record does not replay: {0}")]
    Record(TableError),
}

/// The whole review of a board: the deal and both rooms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardReview {
    /// What the cards allowed.
    pub deal: DealReview,
    /// The Open Room (the person's table), when a contract was played.
    pub open: Option<RoomReview>,
    /// The Closed Room, when a contract was played.
    pub closed: Option<RoomReview>,
}

impl BoardReview {
    /// The person's side's own mistakes: North–South's in the Open Room.
    #[must_use]
    pub fn own_mistakes(&self) -> u8 {
        self.open.as_ref().map_or(0, |r| r.north_south.mistakes)
    }
}

/// Whether `a` and `b` are partners (or the same seat).
#[must_use]
pub fn same_side(a: Seat, b: Seat) -> bool {
    a == b || a == b.partner()
}

/// The position of `table` as `pons-dds` takes it: the cards still held
/// and the trick in progress. `None` when no contract is named or all
/// cards are played.
#[must_use]
pub fn position(table: &Table) -> Option<pons_dds::Board> {
    let strain = table.strain()?;
    table.to_act()?;
    let mut builder = contract_bridge::Builder::new();
    for seat in Seat::ALL {
        builder[seat] = table.hand(seat);
    }
    let remaining: PartialDeal = builder.build_partial().ok()?;
    let current = table.current_trick();
    let mut trick = CurrentTrick::new(strain, current.leader);
    for &card in &current.cards {
        trick.try_push(card).ok()?;
    }
    pons_dds::Board::try_new(remaining, trick).ok()
}

/// Tricks still to be won at `table`: those not yet complete.
#[must_use]
pub fn tricks_left(table: &Table) -> u8 {
    13u8.saturating_sub(table.completed_tricks().len() as u8)
}

/// Every legal card at `table` with the tricks the declaring side takes in
/// all (those won so far included) when it is played and everyone plays
/// double dummy after: the best cards for the side to play first, and
/// among equals the highest first. Empty when nothing is to be played.
#[must_use]
pub fn card_results(solver: &mut Solver, table: &Table) -> Vec<(Card, u8)> {
    let (Some(declarer), Some(seat), Some(board)) =
        (table.declarer(), table.to_act(), position(table))
    else {
        return Vec::new();
    };
    let found = solver.solve_board(&Objective {
        board,
        target: Target::Legal,
    });
    let won = table.tricks_won(declarer);
    let left = tricks_left(table);
    let declares = same_side(seat, declarer);
    let mut out: Vec<(Card, u8)> = found
        .plays
        .iter()
        .flat_map(|play| {
            let own = play.score.get().min(left);
            let total = won + if declares { own } else { left - own };
            let suit = play.card.suit;
            core::iter::once(play.card)
                .chain(play.equals.iter().map(move |rank| Card { suit, rank }))
                .map(move |c| (c, total))
        })
        .collect();
    // The acting side's own tricks, most first; then the higher card.
    out.sort_by_key(|&(c, total)| {
        let own = if declares { total } else { 13 - total };
        (
            core::cmp::Reverse(own),
            core::cmp::Reverse((c.suit, c.rank.get())),
        )
    });
    out
}

/// The cards of `results` ([`card_results`]) that do as well as the best.
#[must_use]
pub fn best_cards(results: &[(Card, u8)]) -> Vec<Card> {
    let best = results.first().map(|&(_, t)| t);
    let mut cards: Vec<Card> = results
        .iter()
        .filter(|&&(_, t)| Some(t) == best)
        .map(|&(c, _)| c)
        .collect();
    cards.sort_by_key(|c| core::cmp::Reverse((c.suit, c.rank.get())));
    cards
}

/// The room part of a review: the declaring side's double-dummy tricks
/// after each card of `record`, and the cards that gave tricks away.
///
/// # Errors
/// [`ReviewError::NoContract`] for a thrown-in or unstarted table;
/// [`ReviewError::Record`] when the record does not replay.
pub fn review_room(solver: &mut Solver, record: &TableRecord) -> Result<RoomReview, ReviewError> {
    let finished = Table::replay(record).map_err(ReviewError::Record)?;
    let (Some(declarer), Some(contract)) = (finished.declarer(), finished.contract()) else {
        return Err(ReviewError::NoContract);
    };
    // The table before the first card: contract named (or auctioned).
    let mut table = Table::replay(&TableRecord {
        plays: Vec::new(),
        ..record.clone()
    })
    .map_err(ReviewError::Record)?;
    let board = position(&table).ok_or(ReviewError::NoContract)?;
    // The record replayed, so every card is legal: the analysis cannot fault.
    let trace = PlayTrace {
        board,
        cards: record.plays.iter().copied().collect(),
    };
    let analysis = solver
        .try_analyse_play(&trace)
        .map_err(|_| ReviewError::NoContract)?;
    let after: Vec<u8> = analysis.tricks.iter().map(|t| t.get()).collect();
    let before_lead = after.first().copied().unwrap_or(0);
    let after_lead = after.get(1).copied().unwrap_or(before_lead);

    let mut cards = Vec::with_capacity(record.plays.len());
    let mut mistakes = Vec::new();
    let (mut north_south, mut east_west) = (SideSummary::default(), SideSummary::default());
    for (i, &card) in record.plays.iter().enumerate() {
        let (Some(seat), Some(&was), Some(&now)) = (table.to_act(), after.get(i), after.get(i + 1))
        else {
            break;
        };
        let cost = if same_side(seat, declarer) {
            was.saturating_sub(now)
        } else {
            now.saturating_sub(was)
        };
        if cost > 0 {
            let kept = best_cards(&card_results(solver, &table));
            mistakes.push(Mistake {
                index: i,
                trick: (i / 4 + 1) as u8,
                seat,
                card,
                cost,
                kept,
            });
            let side = if same_side(seat, Seat::North) {
                &mut north_south
            } else {
                &mut east_west
            };
            side.mistakes = side.mistakes.saturating_add(1);
            side.tricks = side.tricks.saturating_add(cost);
        }
        cards.push(CardReview {
            seat,
            card,
            tricks: now,
        });
        table.play(seat, card).map_err(ReviewError::Record)?;
    }
    Ok(RoomReview {
        declarer,
        contract,
        before_lead,
        after_lead,
        cards,
        mistakes,
        north_south,
        east_west,
        taken: finished.declarer_tricks(),
    })
}

/// The room part for a table that may have no contract: `None` for a
/// thrown-in or unplayed table.
#[must_use]
pub fn review_room_if_played(solver: &mut Solver, record: &TableRecord) -> Option<RoomReview> {
    review_room(solver, record).ok()
}

/// The whole review of a board from both rooms' records (which hold the
/// same board and rules), on one solver.
#[must_use]
pub fn review_board(solver: &mut Solver, open: &TableRecord, closed: &TableRecord) -> BoardReview {
    BoardReview {
        deal: review_deal(solver, &open.board, open.rules, &open.calls),
        open: review_room_if_played(solver, open),
        closed: review_room_if_played(solver, closed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::big_stack;
    use crate::bot::{self, Level};
    use crate::contract::Goal;

    fn played(seed: u64, rules: Rules) -> Table {
        played_by(seed, seed, rules)
    }

    fn played_by(deal_seed: u64, bot_seed: u64, rules: Rules) -> Table {
        let mut t = Table::new(Board::from_seed(2, deal_seed), rules);
        bot::play_out(&mut t, Level::Beginner, bot_seed);
        t
    }

    #[test]
    fn the_deal_part_scores_every_contract_for_the_declarer() {
        big_stack(|| {
            let mut solver = Solver::default();
            for rules in [Rules::MINIBRIDGE, Rules::HALFBRIDGE] {
                let board = Board::from_seed(2, 21);
                let review = review_deal(&mut solver, &board, rules, &[]);
                let declarer = review.declarer.expect("seed 21 is not thrown in");
                assert_eq!(review.contracts.len(), Contract::all(rules).len());
                assert_eq!(
                    review.vulnerable,
                    rules == Rules::HALFBRIDGE && board.is_vulnerable(declarer)
                );
                for c in &review.contracts {
                    assert_eq!(
                        c.tricks,
                        review.double_dummy.get(declarer, c.contract.strain())
                    );
                    assert_eq!(
                        c.score,
                        c.contract.score(c.tricks, review.vulnerable, rules).total
                    );
                }
                let par = review.par.unwrap();
                assert!(review.contracts.iter().all(|c| c.score <= par.score));
                let first_best = review
                    .contracts
                    .iter()
                    .find(|c| c.score == par.score)
                    .unwrap();
                assert_eq!(*first_best, par, "the cheapest of equals");
                // Partners take the same tricks in most strains, opponents the rest.
                for strain in STRAINS {
                    for seat in Seat::ALL {
                        assert!(
                            review.double_dummy.get(seat, strain)
                                + review.double_dummy.get(seat.lho(), strain)
                                <= 14
                        );
                    }
                }
            }
        });
    }

    #[test]
    fn a_thrown_in_deal_has_no_contracts() {
        big_stack(|| {
            let deal = "N:AKQJ.432.432.432 T98.AKQJ.765.765 765.T98.AKQJ.T98 432.765.T98.AKQJ";
            let board = Board::with_standard_conditions(5, deal.parse().unwrap(), None);
            let review = review_deal(&mut Solver::default(), &board, Rules::MINIBRIDGE, &[]);
            assert_eq!(
                (review.declarer, review.contracts.len(), review.par),
                (None, 0, None)
            );
            let t = Table::new(board, Rules::MINIBRIDGE);
            assert_eq!(
                review_room(&mut Solver::default(), &t.record()),
                Err(ReviewError::NoContract)
            );
        });
    }

    #[test]
    fn the_tricks_given_away_add_up_to_the_result() {
        big_stack(|| {
            let mut solver = Solver::default();
            for seed in 30..36u64 {
                for rules in [Rules::MINIBRIDGE, Rules::HALFBRIDGE] {
                    let t = played(seed, rules);
                    let Some(declarer) = t.declarer() else {
                        continue;
                    };
                    let room = review_room(&mut solver, &t.record()).unwrap();
                    let dd = DoubleDummy::solve(&mut solver, t.board().deal);
                    assert_eq!(room.before_lead, dd.get(declarer, room.contract.strain()));
                    assert_eq!(room.cards.len(), 52);
                    assert_eq!(room.cards[0].tricks, room.after_lead);
                    assert_eq!(
                        room.cards[51].tricks,
                        room.taken.unwrap(),
                        "after the last card the count is the result"
                    );
                    let declaring = room.side(declarer);
                    let defending = room.side(declarer.lho());
                    assert_eq!(
                        i32::from(room.taken.unwrap()),
                        i32::from(room.before_lead) - i32::from(declaring.tricks)
                            + i32::from(defending.tricks),
                        "seed {seed}"
                    );
                    assert_eq!(
                        room.mistakes.len(),
                        usize::from(declaring.mistakes + defending.mistakes)
                    );
                    for m in &room.mistakes {
                        assert!(m.cost > 0 && !m.kept.is_empty() && !m.kept.contains(&m.card));
                        assert_eq!(room.cards[m.index].card, m.card);
                        assert_eq!(usize::from(m.trick), m.index / 4 + 1);
                    }
                }
            }
        });
    }

    #[test]
    fn a_deliberate_mistake_is_marked_with_the_cards_that_kept_the_trick() {
        big_stack(|| {
            let mut solver = Solver::default();
            let mut found = false;
            for seed in 40..60u64 {
                let mut t = Table::new(Board::from_seed(3, seed), Rules::MINIBRIDGE);
                let Some(declarer) = t.declarer() else {
                    continue;
                };
                t.name_contract(
                    declarer,
                    Contract::Mini {
                        goal: Goal::PartScore,
                        strain: Strain::Notrump,
                    },
                )
                .unwrap();
                // The opening lead is fine; then the declaring side plays its
                // worst card at its first turn.
                bot::step(&mut t, Level::Beginner, seed);
                while !same_side(t.to_act().unwrap(), declarer) {
                    bot::step(&mut t, Level::Beginner, seed);
                }
                let results = card_results(&mut solver, &t);
                let (best, worst) = (results[0].1, results.last().unwrap().1);
                if best == worst {
                    continue;
                }
                let (card, _) = *results.last().unwrap();
                let seat = t.to_act().unwrap();
                let index = t.plays().len();
                t.play(seat, card).unwrap();
                bot::play_out(&mut t, Level::Beginner, seed);
                let room = review_room(&mut solver, &t.record()).unwrap();
                let m = room
                    .mistakes
                    .iter()
                    .find(|m| m.index == index)
                    .expect("the card is marked");
                assert_eq!((m.seat, m.card, m.cost), (seat, card, best - worst));
                assert!(m.kept.contains(&results[0].0));
                assert!(room.side(declarer).mistakes >= 1);
                found = true;
                break;
            }
            assert!(found, "some seed offers a losing card");
        });
    }

    #[test]
    fn the_whole_review_puts_the_parts_together() {
        big_stack(|| {
            let open = played_by(11, 1, Rules::HALFBRIDGE);
            let closed = played_by(11, 2, Rules::HALFBRIDGE);
            let mut solver = Solver::default();
            let review = review_board(&mut solver, &open.record(), &closed.record());
            assert_eq!(review.open.is_some(), open.declarer().is_some());
            assert_eq!(
                review.own_mistakes(),
                review.open.as_ref().map_or(0, |r| r.north_south.mistakes)
            );
            let json = serde_json::to_string(&review).unwrap();
            assert_eq!(serde_json::from_str::<BoardReview>(&json).unwrap(), review);
        });
    }

    fn calls(text: &str) -> Vec<Call> {
        text.split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    }

    /// North can make 4♠ and 5♥; East–West little.
    const CONTRACT_DEAL: &str =
        "N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T842";

    #[test]
    fn a_contract_bridge_review_takes_the_auctions_declarer_and_the_boards_vulnerability() {
        big_stack(|| {
            // Board 5: North deals, North–South vulnerable.
            let board = Board::with_standard_conditions(5, CONTRACT_DEAL.parse().unwrap(), None);
            assert!(board.is_vulnerable(Seat::North) && !board.is_vulnerable(Seat::East));
            let mut solver = Solver::default();
            let review = review_deal(
                &mut solver,
                &board,
                Rules::CONTRACT,
                &calls("1S P 4S P P P"),
            );
            assert_eq!(
                (review.declarer, review.vulnerable),
                (Some(Seat::North), true)
            );
            assert_eq!(review.contracts.len(), 35, "every bid 1♣ to 7NT");
            for c in &review.contracts {
                let Contract::Auction(k) = c.contract else {
                    panic!("contract bridge's contracts")
                };
                assert_eq!(k.penalty, Penalty::Undoubled);
                assert_eq!(c.tricks, review.double_dummy.get(Seat::North, k.bid.strain));
                assert_eq!(
                    c.score,
                    k.score(c.tricks, true),
                    "duplicate scoring, vulnerable"
                );
            }
            let par = review.par.unwrap();
            assert!(review.contracts.iter().all(|c| c.score <= par.score));
            // The deal's par, and the auction against it.
            let deal_par = review.deal_par.unwrap();
            assert_eq!(
                deal_par,
                super::deal_par(&review.double_dummy, Seat::North, board.vulnerability)
            );
            assert!(
                deal_par.score >= par.score,
                "North–South own this deal: its par is at least their best"
            );
            let auction = review.auction.unwrap();
            let tricks = review.double_dummy.get(Seat::North, Strain::Spades);
            assert_eq!(auction.tricks, Some(tricks));
            assert_eq!(
                auction
                    .contract
                    .map(|f| (f.declarer, f.contract.to_string())),
                Some((Seat::North, "4♠".to_string()))
            );
            assert_eq!(
                auction.score,
                contract_bridge::Contract::new(4, Strain::Spades, Penalty::Undoubled)
                    .score(tricks, true)
            );
            assert_eq!(
                auction.imps,
                crate::team::imps(auction.score - deal_par.score)
            );
            assert_eq!(auction.par_loss(), auction.imps.abs());
            // Any room's auction against the same par; East's 1NT is East–West's.
            let east = review.auction_of(&board, &calls("P 1N P P P")).unwrap();
            assert_eq!(east.contract.map(|f| f.declarer), Some(Seat::East));
            assert!(
                east.score
                    == -contract_bridge::Contract::new(1, Strain::Notrump, Penalty::Undoubled)
                        .score(east.tricks.unwrap(), false)
            );
            assert_eq!(
                review.auction_of(&board, &calls("1S P")),
                None,
                "not over yet"
            );
            let json = serde_json::to_string(&review).unwrap();
            assert_eq!(serde_json::from_str::<DealReview>(&json).unwrap(), review);
        });
    }

    #[test]
    fn a_passed_out_board_has_no_declarer_and_is_measured_against_par() {
        big_stack(|| {
            let board = Board::with_standard_conditions(5, CONTRACT_DEAL.parse().unwrap(), None);
            let passed = calls("P P P P");
            let review = review_deal(&mut Solver::default(), &board, Rules::CONTRACT, &passed);
            assert_eq!(
                (
                    review.declarer,
                    review.contracts.len(),
                    review.par,
                    review.vulnerable
                ),
                (None, 0, None, false)
            );
            let par = review.deal_par.unwrap();
            let auction = review.auction.unwrap();
            assert_eq!(
                (auction.contract, auction.tricks, auction.score),
                (None, None, 0)
            );
            assert_eq!(auction.imps, crate::team::imps(-par.score));
            assert!(
                auction.imps < 0,
                "passing out a vulnerable game costs North–South"
            );
            let mut t = Table::new(board, Rules::CONTRACT);
            for call in passed {
                t.act_in_turn(crate::table::Action::Call(call)).unwrap();
            }
            assert!(t.is_over());
            assert_eq!(
                review_room(&mut Solver::default(), &t.record()),
                Err(ReviewError::NoContract)
            );
            let whole = review_board(&mut Solver::default(), &t.record(), &t.record());
            assert_eq!((whole.open, whole.closed, whole.deal), (None, None, review));
        });
    }

    #[test]
    fn a_contract_bridge_room_is_reviewed_card_by_card() {
        big_stack(|| {
            let mut solver = Solver::default();
            let mut reviewed = 0;
            for seed in 1..8u64 {
                let mut t = Table::new(Board::from_seed(3, seed), Rules::CONTRACT);
                bot::play_out(&mut t, Level::Beginner, seed);
                let Some(declarer) = t.declarer() else {
                    continue;
                };
                let review = review_board(&mut solver, &t.record(), &t.record());
                assert_eq!(
                    review.deal.declarer,
                    Some(declarer),
                    "the auction's declarer"
                );
                let room = review.open.expect("a contract was played");
                assert_eq!(
                    (room.declarer, Some(room.contract)),
                    (declarer, t.contract())
                );
                assert_eq!(room.cards.len(), 52);
                assert_eq!(room.cards[51].tricks, room.taken.unwrap());
                reviewed += 1;
            }
            assert!(reviewed > 0, "some seeded auction reaches a contract");
        });
    }
}
