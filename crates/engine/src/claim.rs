//! Claims: the declaring side says it takes some of the remaining tricks.
//!
//! A claim of `n` tricks is accepted when the declaring side takes at least
//! `n` of the tricks still to be won (the trick in progress included)
//! against any defence from the position, at double dummy. The remaining
//! cards are then played out in the record, every hand playing double
//! dummy (so the declaring side takes its double-dummy number of the
//! remaining tricks, which is at least the claim); the record stays one the
//! engine replays. Otherwise the claim is refused with a [`ClaimRefusal`]
//! and play goes on.
//!
//! [`all_certain`] is the computer declarer's test: it claims when every
//! remaining trick is certain against any defence with the cards as they
//! lie.
//!
//! The cards of an accepted claim come from [`play_out_to_on`] where a
//! solver may run (the server's claim thread): the double-dummy line,
//! conceding where the claim is less. [`play_out_to`] is the solver-free
//! bounded search, for reading a record's claim on the page's thread.
//!
//! Only `pons-dds`'s single-threaded solver is used (the same code runs in a
//! web worker); natively, call from a thread with a large stack.

use crate::review::{card_results, position, tricks_left};
use crate::table::{Phase, Table};
use pons_dds::{Objective, Solver, Target};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Why a claim was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ClaimRefusal {
    /// The table is not in the play (no contract yet, thrown in, or over).
    #[error("there is nothing to claim: the table is not in the play")]
    NotInPlay,
    /// More tricks were claimed than remain.
    #[error("only {remaining} tricks remain, not {claimed}")]
    MoreThanRemain {
        /// Tricks claimed.
        claimed: u8,
        /// Tricks still to be won.
        remaining: u8,
    },
    /// The defence can hold the declaring side to fewer tricks.
    #[error(
        "the defence can hold the declaring side to {at_most} of the remaining tricks, not {claimed}"
    )]
    DefenceHolds {
        /// Tricks claimed.
        claimed: u8,
        /// The most the declaring side takes against the best defence.
        at_most: u8,
    },
}

/// The tricks still to be won that the declaring side takes against the
/// best defence, at double dummy. `None` when the table is not in the play.
#[must_use]
pub fn certain_tricks(solver: &mut Solver, table: &Table) -> Option<u8> {
    let declarer = table.declarer()?;
    let seat = table.to_act()?;
    if table.phase() != Phase::Play {
        return None;
    }
    let board = position(table)?;
    let left = tricks_left(table);
    let found = solver.solve_board(&Objective {
        board,
        target: Target::Any(None),
    });
    let own = found.plays.first()?.score.get().min(left);
    Some(if crate::review::same_side(seat, declarer) {
        own
    } else {
        left - own
    })
}

/// Whether every trick still to be won is certain for the declaring side
/// (on the calling thread, with a solver of its own).
#[must_use]
pub fn all_certain(table: &Table) -> bool {
    all_certain_on(&mut Solver::default(), table)
}

/// [`all_certain`] on a given solver.
#[must_use]
pub fn all_certain_on(solver: &mut Solver, table: &Table) -> bool {
    certain_tricks(solver, table).is_some_and(|n| n == tricks_left(table))
}

/// Judges a claim of `tricks` of the remaining tricks for the declaring side
/// (on the calling thread, with a solver of its own): the table played out
/// to its end when accepted.
///
/// # Errors
/// Why it is refused.
pub fn claim(table: &Table, tricks: u8) -> Result<Table, ClaimRefusal> {
    claim_on(&mut Solver::default(), table, tricks)
}

/// [`claim`] on a given solver.
///
/// # Errors
/// Why it is refused.
pub fn claim_on(solver: &mut Solver, table: &Table, tricks: u8) -> Result<Table, ClaimRefusal> {
    let remaining = tricks_left(table);
    let at_most = certain_tricks(solver, table).ok_or(ClaimRefusal::NotInPlay)?;
    if tricks > remaining {
        return Err(ClaimRefusal::MoreThanRemain {
            claimed: tricks,
            remaining,
        });
    }
    if at_most < tricks {
        return Err(ClaimRefusal::DefenceHolds {
            claimed: tricks,
            at_most,
        });
    }
    Ok(play_out(solver, table))
}

/// Plays `table` to its end with every hand playing double dummy: of the
/// best cards, the highest when leading and the lowest when following.
#[must_use]
pub fn play_out(solver: &mut Solver, table: &Table) -> Table {
    let mut table = table.clone();
    while let Some(seat) = table.to_act() {
        if table.phase() != Phase::Play {
            break;
        }
        let best = crate::review::best_cards(&card_results(solver, &table));
        let leading = table.current_trick().cards.is_empty();
        let pick = if leading {
            best.first()
        } else {
            best.iter().min_by_key(|c| (c.rank.get(), c.suit))
        };
        // Fall back on any legal card should the solver answer nothing.
        let Some(card) = pick
            .copied()
            .or_else(|| table.legal_cards(seat).iter().next())
        else {
            break;
        };
        if table.play(seat, card).is_err() {
            break;
        }
    }
    table
}

/// The most positions [`play_out_to`] looks at before it gives up.
const PLAY_OUT_BUDGET: u32 = 100_000;

/// Plays `table` to its end so that the declaring side takes exactly
/// `tricks` of the tricks still to be won (the trick in progress
/// included): a claim the defenders accepted is scored as claimed, and the
/// record stays one the engine replays. Every card is legal; they are
/// found by a bounded search (each side helps towards the claimed count).
/// `None` when the table is not in the play, `tricks` is more than remain,
/// or the cards cannot give that count (or the search found no way within
/// its budget). No solver is used.
#[must_use]
pub fn play_out_to(table: &Table, tricks: u8) -> Option<Table> {
    let declarer = table.declarer()?;
    if table.phase() != Phase::Play || table.to_act().is_none() || tricks > tricks_left(table) {
        return None;
    }
    let mut search = PlayOut {
        declarer,
        goal: table.tricks_won(declarer) + tricks,
        nodes: 0,
        dead: std::collections::HashSet::new(),
    };
    search.from(table)
}

/// [`play_out_to`] with a double-dummy solver to find the cards first (on
/// the calling thread, which needs a large stack natively): every hand
/// plays a card that keeps the double-dummy count at the claimed total
/// when one does, else the card nearest it (the declaring side concedes a
/// trick, or the defence gives one). The double-dummy count itself is so
/// always played out, whatever the position; a count this line misses is
/// left to [`play_out_to`]'s bounded search.
#[must_use]
pub fn play_out_to_on(solver: &mut Solver, table: &Table, tricks: u8) -> Option<Table> {
    let declarer = table.declarer()?;
    if table.phase() != Phase::Play || table.to_act().is_none() || tricks > tricks_left(table) {
        return None;
    }
    let goal = table.tricks_won(declarer) + tricks;
    let mut line = table.clone();
    while let Some(seat) = line.to_act().filter(|_| line.phase() == Phase::Play) {
        // The best cards for the side to play come first, so the nearest
        // is the best one whenever no card reaches the goal.
        let Some(&(card, _)) = card_results(solver, &line)
            .iter()
            .min_by_key(|&&(_, total)| total.abs_diff(goal))
        else {
            break;
        };
        if line.play(seat, card).is_err() {
            break;
        }
    }
    if line.phase() == Phase::Finished && line.tricks_won(declarer) == goal {
        return Some(line);
    }
    play_out_to(table, tricks)
}

/// [`play_out_to`]'s search: depth first, the positions found not to lead
/// to the goal remembered (many orders of play reach the same position).
struct PlayOut {
    declarer: crate::Seat,
    goal: u8,
    nodes: u32,
    /// The remaining hands, the cards of the trick in progress, the seat to
    /// play (the same cards remain whichever partner won the last trick)
    /// and the declaring side's tricks so far.
    dead: std::collections::HashSet<([crate::Hand; 4], crate::Hand, crate::Seat, u8)>,
}

impl PlayOut {
    fn from(&mut self, table: &Table) -> Option<Table> {
        let won = table.tricks_won(self.declarer);
        let Some(seat) = table.to_act().filter(|_| table.phase() == Phase::Play) else {
            return (won == self.goal).then(|| table.clone());
        };
        let left = tricks_left(table);
        if won > self.goal || won + left < self.goal || self.nodes >= PLAY_OUT_BUDGET {
            return None;
        }
        // The cards gone follow from the hands (one deal), and who played
        // each card of the trick in progress from the hand it left.
        let mut trick = crate::Hand::EMPTY;
        for &card in &table.current_trick().cards {
            trick.insert(card);
        }
        let hands = crate::Seat::ALL.map(|s| table.hand(s));
        let key = (hands, trick, seat, won);
        if self.dead.contains(&key) {
            return None;
        }
        self.nodes += 1;
        // The declaring side wins this trick while it needs at least half
        // the tricks left; each side plays high to win it, low to lose it.
        let want_win = (self.goal - won) * 2 >= left;
        let high_first = crate::review::same_side(seat, self.declarer) == want_win;
        // One card of each run: cards of a hand with no card between them
        // still held or in the trick are the same card from here on.
        let own = hands[seat as usize];
        let top_of_run = |c: &crate::Card| {
            for k in c.rank.get() + 1..=14 {
                let above = crate::Card {
                    suit: c.suit,
                    rank: crate::Rank::new(k),
                };
                if own.contains(above) {
                    return false;
                }
                if trick.contains(above) || hands.iter().any(|h| h.contains(above)) {
                    return true;
                }
            }
            true
        };
        let mut cards: Vec<_> = table.legal_cards(seat).iter().filter(top_of_run).collect();
        cards.sort_by_key(|c| (c.rank.get(), c.suit));
        if high_first {
            cards.reverse();
        }
        for card in cards {
            let mut next = table.clone();
            if next.play(seat, card).is_ok()
                && let Some(done) = self.from(&next)
            {
                return Some(done);
            }
        }
        if self.nodes < PLAY_OUT_BUDGET {
            self.dead.insert(key);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::big_stack;
    use crate::board::Board;
    use crate::bot::{self, Level};
    use crate::contract::Contract;
    use crate::rules::Rules;

    /// A table of seed `seed` with `cards` cards played by the Beginner.
    fn part_played(seed: u64, cards: usize) -> Table {
        let mut t = Table::new(Board::from_seed(1, seed), Rules::MINIBRIDGE);
        while t.plays().len() < cards && bot::step(&mut t, Level::Beginner, seed).is_some() {}
        t
    }

    #[test]
    fn nothing_to_claim_outside_the_play() {
        big_stack(|| {
            let t = Table::new(Board::from_seed(1, 3), Rules::MINIBRIDGE);
            assert_eq!(claim(&t, 0).unwrap_err(), ClaimRefusal::NotInPlay);
            assert!(!all_certain(&t));
            let done = part_played(3, 52);
            assert_eq!(claim(&done, 0).unwrap_err(), ClaimRefusal::NotInPlay);
        });
    }

    #[test]
    fn a_claim_holds_up_to_the_double_dummy_count_and_no_further() {
        big_stack(|| {
            let mut solver = Solver::default();
            for (seed, cards) in [(5u64, 36usize), (6, 30), (7, 41), (8, 44)] {
                let t = part_played(seed, cards);
                if t.phase() != Phase::Play {
                    continue;
                }
                let declarer = t.declarer().unwrap();
                let left = tricks_left(&t);
                let at_most = certain_tricks(&mut solver, &t).unwrap();
                assert!(at_most <= left);
                let won = t.tricks_won(declarer);
                let done =
                    claim_on(&mut solver, &t, at_most).expect("the double-dummy count holds");
                assert_eq!(done.phase(), Phase::Finished);
                assert_eq!(
                    &done.plays()[..t.plays().len()],
                    t.plays(),
                    "the claim keeps the cards so far"
                );
                assert_eq!(
                    done.declarer_tricks(),
                    Some(won + at_most),
                    "played out double dummy"
                );
                assert!(Table::replay(&done.record()).is_ok());
                if at_most < left {
                    assert_eq!(
                        claim_on(&mut solver, &t, at_most + 1).unwrap_err(),
                        ClaimRefusal::DefenceHolds {
                            claimed: at_most + 1,
                            at_most
                        }
                    );
                    assert!(!all_certain_on(&mut solver, &t));
                } else {
                    assert!(all_certain_on(&mut solver, &t));
                }
                assert_eq!(
                    claim_on(&mut solver, &t, left + 1).unwrap_err(),
                    ClaimRefusal::MoreThanRemain {
                        claimed: left + 1,
                        remaining: left
                    }
                );
            }
        });
    }

    #[test]
    fn an_accepted_claim_is_played_out_to_the_claimed_count() {
        let mut reached = 0;
        // (Counts the cards cannot give may take the search's whole budget:
        // a few are enough here, the quick ones.)
        for (seed, cards, from) in [(5u64, 36usize, 0u8), (7, 41, 0), (8, 44, 0), (9, 20, 2)] {
            let t = part_played(seed, cards);
            if t.phase() != Phase::Play {
                continue;
            }
            let declarer = t.declarer().unwrap();
            let (won, left) = (t.tricks_won(declarer), tricks_left(&t));
            for n in from..=left {
                if let Some(done) = play_out_to(&t, n) {
                    assert_eq!(done.phase(), Phase::Finished);
                    assert_eq!(done.declarer_tricks(), Some(won + n), "{seed} {n}");
                    assert_eq!(&done.plays()[..t.plays().len()], t.plays());
                    assert!(Table::replay(&done.record()).is_ok());
                    reached += 1;
                }
            }
            assert!(play_out_to(&t, left + 1).is_none());
        }
        assert!(reached >= 10, "{reached}");
        let fresh = Table::new(Board::from_seed(1, 3), Rules::MINIBRIDGE);
        assert!(play_out_to(&fresh, 0).is_none(), "not in the play");
    }

    #[test]
    fn the_double_dummy_count_is_played_out_where_the_search_once_ran_out() {
        big_stack(|| {
            let mut solver = Solver::default();
            // Positions where the bounded search ran out of its budget
            // before finding the double-dummy count (the server then refused
            // a sound claim, after seconds of search). The double-dummy line
            // plays every one out; with `true`, the search alone does too
            // since it tries one card of each run (the LIN reader's way).
            for (seed, cards, search_finds) in [
                (236u64, 28usize, true),
                (238, 16, true),
                (241, 16, false),
                (241, 24, false),
                (241, 28, true),
                (273, 16, false),
                (289, 16, false),
                (289, 24, true),
                (290, 24, true),
                (292, 24, true),
                (294, 16, true),
            ] {
                let t = part_played(seed, cards);
                assert_eq!(t.phase(), Phase::Play, "{seed} {cards}");
                let declarer = t.declarer().unwrap();
                let (won, dd) = (
                    t.tricks_won(declarer),
                    certain_tricks(&mut solver, &t).unwrap(),
                );
                let searched = play_out_to(&t, dd);
                if search_finds {
                    assert!(searched.is_some(), "{seed} {cards}: {dd} searched out");
                }
                let lined = play_out_to_on(&mut solver, &t, dd);
                for done in [lined.expect("the double-dummy line")]
                    .into_iter()
                    .chain(searched)
                {
                    assert_eq!(done.phase(), Phase::Finished);
                    assert_eq!(done.declarer_tricks(), Some(won + dd), "{seed} {cards}");
                    assert_eq!(&done.plays()[..t.plays().len()], t.plays());
                    assert!(Table::replay(&done.record()).is_ok());
                }
                // Conceding: a count under it, when found, is that count.
                if dd > 0
                    && let Some(less) = play_out_to_on(&mut solver, &t, dd - 1)
                {
                    assert_eq!(less.declarer_tricks(), Some(won + dd - 1));
                }
                assert!(play_out_to_on(&mut solver, &t, tricks_left(&t) + 1).is_none());
            }
        });
    }

    /// The figures in docs/BENCHMARKS.md ("Claims played out"): over
    /// 1,395 positions (300 seeds, 16 to 36 cards played by the Beginner,
    /// at a trick's start), how often each way plays the double-dummy
    /// count out, and how long it takes. Run with `--release --ignored
    /// --nocapture`.
    #[test]
    #[ignore = "figures, not a check: run by hand"]
    fn play_out_figures() {
        big_stack(|| {
            let mut solver = Solver::default();
            let (mut n, mut search_missed, mut line_missed) = (0, 0, 0);
            let (mut search_s, mut line_s, mut line_worst) = (0.0, 0.0, 0.0f64);
            for seed in 0..300u64 {
                for cards in [16usize, 24, 28, 32, 36] {
                    let t = part_played(seed, cards);
                    if t.phase() != Phase::Play || !t.plays().len().is_multiple_of(4) {
                        continue;
                    }
                    let dd = certain_tricks(&mut solver, &t).unwrap();
                    n += 1;
                    let start = std::time::Instant::now();
                    search_missed += usize::from(play_out_to(&t, dd).is_none());
                    search_s += start.elapsed().as_secs_f64();
                    let start = std::time::Instant::now();
                    line_missed += usize::from(play_out_to_on(&mut solver, &t, dd).is_none());
                    let took = start.elapsed().as_secs_f64();
                    line_s += took;
                    line_worst = line_worst.max(took);
                }
            }
            println!(
                "{n} positions at the double-dummy count: the bounded search missed {search_missed} \
                 (mean {:.1} ms), the double-dummy line missed {line_missed} (mean {:.1} ms, \
                 longest {:.1} ms)",
                search_s * 1e3 / n as f64,
                line_s * 1e3 / n as f64,
                line_worst * 1e3
            );
        });
    }

    #[test]
    fn a_count_the_cards_cannot_give_is_not_played_out() {
        // North holds twelve spades and the ♥A: in spades North takes every
        // trick, whatever anyone plays.
        let deal = "N:AKQJT9876543.A.. 2.KQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
        let board = Board::with_standard_conditions(1, deal.parse().unwrap(), None);
        let mut t = Table::new(board, Rules::MINIBRIDGE);
        let spades = Contract::Mini {
            goal: crate::contract::Goal::Game,
            strain: contract_bridge::Strain::Spades,
        };
        t.name_contract(contract_bridge::Seat::North, spades)
            .unwrap();
        assert!(play_out_to(&t, 12).is_none());
        assert_eq!(play_out_to(&t, 13).unwrap().declarer_tricks(), Some(13));
    }

    #[test]
    fn top_tricks_are_certain() {
        big_stack(|| {
            // North holds twelve spades and the ♥A: in spades every trick is
            // North's whatever East leads, from the first.
            let deal = "N:AKQJT9876543.A.. 2.KQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
            let board = Board::with_standard_conditions(1, deal.parse().unwrap(), None);
            let mut t = Table::new(board, Rules::MINIBRIDGE);
            assert_eq!(t.declarer(), Some(contract_bridge::Seat::North));
            let spades = Contract::Mini {
                goal: crate::contract::Goal::Game,
                strain: contract_bridge::Strain::Spades,
            };
            t.name_contract(contract_bridge::Seat::North, spades)
                .unwrap();
            let mut solver = Solver::default();
            assert_eq!(certain_tricks(&mut solver, &t), Some(13));
            assert!(all_certain_on(&mut solver, &t));
            let done = claim_on(&mut solver, &t, 13).unwrap();
            assert_eq!(done.declarer_tricks(), Some(13));
        });
    }
}
