//! The double-dummy solver, as the computer players call it, matches the
//! team's DDS reference on all 100 deals × 20 declarer–strain pairs.

use engine::bot::dd::{check_reference, reference_deals};
use pons_dds::Solver;

/// The deals are shared among this many threads, each with a solver of its
/// own, as the page's workers each have one: the test takes the machine's
/// cores, not one of them.
const THREADS: usize = 2;

#[test]
fn solver_matches_all_2000_reference_trick_counts() {
    let pbn = include_str!("../../../tests/fixtures/dd-reference-100.pbn");
    let reference = reference_deals(pbn);
    assert_eq!(reference.len(), 100, "fixture has 100 complete deals");
    std::thread::scope(|scope| {
        let shares: Vec<_> = reference
            .chunks(reference.len().div_ceil(THREADS))
            .map(|share| {
                // The search recurses deeply: a big stack, as a worker has.
                std::thread::Builder::new()
                    .stack_size(64 << 20)
                    .spawn_scoped(scope, move || {
                        let mut solver = Solver::new(engine::Strain::Notrump);
                        (share, check_reference(&mut solver, share))
                    })
                    .unwrap()
            })
            .collect();
        for handle in shares {
            let (share, (tables, mismatches)) = handle.join().unwrap();
            assert_eq!(tables.len(), share.len());
            for ((deal, want), got) in share.iter().zip(&tables) {
                assert_eq!(got, want, "deal {deal}");
            }
            assert_eq!(mismatches, 0);
        }
    });
}
