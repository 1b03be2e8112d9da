//! Double-dummy helpers on `pons-dds`, shared by the computer players, the
//! `bench` command and the browser's self-check.
//!
//! Only the single-threaded `pons-dds` entry points are used here
//! ([`Solver`] methods and [`solve_deal_on`]): the same code runs in a web
//! worker on wasm32, where rayon's thread pool does not exist. Each thread
//! keeps one solver, which the card play and the Expert's bidding borrow
//! through `with_solver`.
//!
//! Trick tables are plain `[[u8; 4]; 5]`: indexed `[strain][seat]` with
//! strains in [`Strain::ASC`] order (♣ ♦ ♥ ♠ NT) and seats in [`Seat::ALL`]
//! order (N E S W), each entry the tricks that seat takes as declarer.
//!
//! [`reference_deals`] reads the team's reference fixture (PBN with
//! `[OptimumResultTable]` rows computed by DDS), so a build can prove its
//! solver right natively (`tests/dd_reference.rs`) and in the browser
//! (the worker protocol's `Request::SolveDeals`).

use contract_bridge::{FullDeal, Seat, Strain};
use pons_dds::{Solver, solve_deal_on};
use std::cell::RefCell;

/// A double-dummy trick table: `[strain][seat]`, strains ♣ ♦ ♥ ♠ NT, seats
/// N E S W; tricks the seat takes as declarer.
pub type DdTable = [[u8; 4]; 5];

/// Index of a strain in a [`DdTable`].
pub use crate::cards::strain_index;

/// Solves all 20 declarer–strain pairs of `deal` on `solver`, on the
/// calling thread.
#[must_use]
pub fn dd_table(solver: &mut Solver, deal: FullDeal) -> DdTable {
    let table = solve_deal_on(solver, deal);
    Strain::ASC.map(|strain| Seat::ALL.map(|seat| table[strain].get(seat).get()))
}

/// Reads every deal of a PBN file with its `[OptimumResultTable]` rows
/// (`N NT 6`, `E  S 3`, …). Deals without a complete table (all 20 rows)
/// and unreadable deals are skipped, so a truncated file gives fewer deals
/// rather than wrong ones.
#[must_use]
pub fn reference_deals(pbn: &str) -> Vec<(FullDeal, DdTable)> {
    let mut out = Vec::new();
    let mut deal: Option<FullDeal> = None;
    let mut table = [[0u8; 4]; 5];
    let mut rows = 0usize;
    let mut in_table = false;
    let mut flush = |deal: &mut Option<FullDeal>, table: &mut DdTable, rows: &mut usize| {
        if let Some(d) = deal.take()
            && *rows == 20
        {
            out.push((d, *table));
        }
        *table = [[0; 4]; 5];
        *rows = 0;
    };
    for line in pbn.lines() {
        let line = line.trim();
        if line.starts_with('%') {
            continue;
        }
        if let Some(tag) = line.strip_prefix('[') {
            in_table = false;
            if let Some(rest) = tag.strip_prefix("Deal ") {
                flush(&mut deal, &mut table, &mut rows);
                let text = rest.trim_end_matches(']').trim().trim_matches('"');
                deal = text.parse().ok();
            } else if tag.starts_with("OptimumResultTable") {
                in_table = true;
            }
            continue;
        }
        if !in_table || line.is_empty() {
            continue;
        }
        let mut words = line.split_whitespace();
        let (Some(seat), Some(strain), Some(tricks)) = (words.next(), words.next(), words.next())
        else {
            continue;
        };
        let (Ok(seat), Ok(strain), Ok(tricks)) = (
            seat.parse::<Seat>(),
            strain.parse::<Strain>(),
            tricks.parse::<u8>(),
        ) else {
            continue;
        };
        if tricks <= 13 {
            table[strain_index(strain)][seat as usize] = tricks;
            rows += 1;
        }
    }
    flush(&mut deal, &mut table, &mut rows);
    out
}

/// Solves every reference deal and counts the trick counts that differ
/// from the reference (0 to 20 per deal). Returns the tables and the count.
#[must_use]
pub fn check_reference(
    solver: &mut Solver,
    reference: &[(FullDeal, DdTable)],
) -> (Vec<DdTable>, u32) {
    let mut mismatches = 0u32;
    let tables = reference
        .iter()
        .map(|(deal, want)| {
            let got = dd_table(solver, *deal);
            mismatches += got
                .iter()
                .flatten()
                .zip(want.iter().flatten())
                .filter(|(a, b)| a != b)
                .count() as u32;
            got
        })
        .collect();
    (tables, mismatches)
}

thread_local! {
    /// One solver per thread (one per web worker), reused across decisions
    /// so its transposition table is allocated once.
    static SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
}

/// Runs `f` on this thread's solver (also the Expert's bidding's).
pub(crate) fn with_solver<T>(f: impl FnOnce(&mut Solver) -> T) -> T {
    SOLVER.with(|cell| {
        let mut slot = cell.borrow_mut();
        let solver = slot.get_or_insert_with(|| Solver::new(Strain::Notrump));
        f(solver)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "% comment\n[Board \"1\"]\n[Deal \"N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T842\"]\n\
[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n\
N NT 6\nN  S 10\nN  H 11\nN  D 10\nN  C 5\nS NT 6\nS  S 10\nS  H 11\nS  D 10\nS  C 5\n\
E NT 6\nE  S 3\nE  H 2\nE  D 3\nE  C 8\nW NT 6\nW  S 3\nW  H 2\nW  D 2\nW  C 8\n\n\
[Board \"2\"]\n[Deal \"N:KQ93.AQT76.76.Q4 T74.K843.KJ4.KT6 62.J.AT952.AJ985 AJ85.952.Q83.732\"]\n\
[OptimumResultTable \"x\"]\nN NT 9\n";

    #[test]
    fn parses_complete_tables_and_skips_partial_ones() {
        let deals = reference_deals(SAMPLE);
        assert_eq!(deals.len(), 1);
        let (_, t) = deals[0];
        assert_eq!(t[strain_index(Strain::Hearts)][Seat::North as usize], 11);
        assert_eq!(t[strain_index(Strain::Diamonds)][Seat::West as usize], 2);
        assert_eq!(t[strain_index(Strain::Notrump)][Seat::East as usize], 6);
        assert!(reference_deals("garbage [Deal \"x\"]\n").is_empty());
    }
}
