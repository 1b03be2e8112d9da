//! What a decision cut by the deadline loses, to judge whether the order
//! of its layouts matters: for the searching decisions of the first tricks
//! of seeded boards (Standard's own play), solves every layout the budget
//! allows, then reads only the first `k` layouts (what a cut decision
//! reads) and reports, for each `k`, how often that choice is the whole
//! decision's and the mean score it gives away (in the whole decision's
//! own figures, points per decision). Also how often the first layout is
//! the decision's costliest (the one a fallback waits on).
//!
//! `cargo run --release --example prefix_agreement -- BOARDS TRICKS`
//! (default 10 boards, the contract and tricks 1 to 3).

#[path = "seeded/mod.rs"]
mod seeded;

use engine::bot::Level;
use engine::bot::montecarlo::{self, Deliberation, Share};
use engine::table::Action;

const PREFIXES: [usize; 7] = [1, 2, 4, 8, 16, 24, 32];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (boards, max_trick) = (number(0, 10), number(1, 3));
    std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || run(boards, max_trick))
        .unwrap()
        .join()
        .unwrap();
}

/// Per prefix length: decisions read, the same choice as the whole, the
/// points given away in all.
#[derive(Default, Clone, Copy)]
struct Row {
    decisions: usize,
    same: usize,
    lost: f64,
}

fn run(boards: usize, max_trick: usize) {
    let budget = Level::Standard.budget().unwrap();
    let mut rows = [Row::default(); PREFIXES.len()];
    let (mut searched, mut first_costliest) = (0usize, 0usize);
    seeded::play_first_tricks(boards, max_trick, 3000, |view, _, dseed| {
        let mut run = Deliberation::new(view, budget, dseed, Share::WHOLE);
        while run.step().is_some() {}
        let whole = run.thought();
        if whole.layouts > 0 && view.contract.is_some() {
            searched += 1;
            let solved = &run.tally().solved;
            let costliest = solved.iter().map(|s| s.nodes).max().unwrap_or(0);
            first_costliest += usize::from(solved.first().is_some_and(|s| s.nodes == costliest));
            // Every card's mean score over the whole decision's layouts.
            let values = montecarlo::card_values(view, budget, dseed).values;
            let score = |a: Option<Action>| match a {
                Some(Action::Play(c)) => {
                    values.iter().find(|v| v.card == c).map_or(0.0, |v| v.score)
                }
                _ => 0.0,
            };
            let best = score(whole.action);
            for (row, &k) in rows.iter_mut().zip(&PREFIXES) {
                if k >= whole.layouts {
                    continue;
                }
                let mut prefix = run.tally().clone();
                prefix.solved.truncate(k);
                let cut = montecarlo::conclude(view, &prefix, run.beginner(), run.placements());
                row.decisions += 1;
                row.same += usize::from(cut.action == whole.action);
                row.lost += best - score(cut.action);
            }
        }
        whole.action
    });
    println!(
        "standard: {boards} boards, tricks 1-{max_trick}, {searched} searching card decisions; the first layout was the costliest in {first_costliest}"
    );
    println!(
        "| first k layouts | decisions | same card as the whole | points given away per decision |"
    );
    for (row, k) in rows.iter().zip(PREFIXES) {
        let n = row.decisions.max(1) as f64;
        println!(
            "| {k} | {} | {:.1}% | {:.1} |",
            row.decisions,
            100.0 * row.same as f64 / n,
            row.lost / n
        );
    }
}
