//! The speedup of one decision split over threads: for the card decisions
//! of the first tricks of seeded boards (Standard's own play), times the
//! whole decision (no deadline: every layout the budget allows) with 1, 2,
//! … solver threads, checks that every split makes the same decision, and
//! prints the total time of each and its speedup over one thread.
//!
//! `cargo run --release --example speedup -- BOARDS TRICKS MAX_THREADS [LEVEL]`
//! (default 6 boards, tricks 1 to 3, 1 and 2 threads, standard).

#[path = "seeded/mod.rs"]
mod seeded;

use contract_bridge::Strain;
use engine::bot::{Level, montecarlo};
use pons_dds::Solver;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (boards, max_trick, max_threads) = (number(0, 6), number(1, 3), number(2, 2).max(1));
    let level: Level = args
        .get(3)
        .map_or("standard", String::as_str)
        .parse()
        .unwrap();
    let child = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || run(boards, max_trick, max_threads, level))
        .unwrap();
    child.join().unwrap();
}

fn run(boards: usize, max_trick: usize, max_threads: usize, level: Level) {
    let budget = level.budget().unwrap();
    let mut pools: Vec<Vec<Solver>> = (1..=max_threads)
        .map(|n| (0..n).map(|_| Solver::new(Strain::Notrump)).collect())
        .collect();
    let mut totals = vec![0f64; max_threads];
    let mut decisions = 0usize;
    seeded::play_first_tricks(boards, max_trick, 2000, |view, _, dseed| {
        let mut first = None;
        for (i, solvers) in pools.iter_mut().enumerate() {
            let (thought, took) = montecarlo::deliberate_on(view, budget, dseed, solvers, None);
            totals[i] += took.as_secs_f64() * 1000.0;
            match first {
                None => first = Some(thought),
                Some(f) => assert_eq!(f, thought, "{} threads decided otherwise", i + 1),
            }
        }
        let thought = first?;
        decisions += usize::from(thought.layouts > 0);
        thought.action
    });
    println!(
        "{level}: {boards} boards, contract and tricks 1-{max_trick}, {decisions} searching decisions, same decision with every split"
    );
    for (i, total) in totals.iter().enumerate() {
        println!(
            "{} thread(s): {:>9.0} ms in all, speedup {:.2}x",
            i + 1,
            total,
            totals[0] / total.max(1e-9)
        );
    }
}
