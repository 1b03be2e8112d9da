//! The double-dummy solver, as the computer players call it, matches the
//! team's DDS reference on all 100 deals × 20 declarer–strain pairs.

use engine::bot::dd::{check_reference, reference_deals};
use pons_dds::Solver;

#[test]
fn solver_matches_all_2000_reference_trick_counts() {
    // The search recurses deeply: give it a big stack, as a worker has.
    let handle = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(|| {
            let pbn = include_str!("../../../tests/fixtures/dd-reference-100.pbn");
            let reference = reference_deals(pbn);
            assert_eq!(reference.len(), 100, "fixture has 100 complete deals");
            let mut solver = Solver::new(engine::Strain::Notrump);
            let (tables, mismatches) = check_reference(&mut solver, &reference);
            assert_eq!(tables.len(), 100);
            for ((deal, want), got) in reference.iter().zip(&tables) {
                assert_eq!(got, want, "deal {deal}");
            }
            assert_eq!(mismatches, 0);
        })
        .unwrap();
    handle.join().unwrap();
}
