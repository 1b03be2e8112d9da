//! What the cheapest double-dummy search for a card decision costs: for the
//! positions of the first tricks of seeded boards (Standard's own play),
//! solves each of Standard's layouts with `Target::Legal` (every legal card
//! scored, what the Monte Carlo uses) and with `Target::All(Some(n))` (only
//! which cards reach `n` tricks, `n` the acting side's tricks to make or
//! beat the contract), and prints the nodes and time of both, by trick, and
//! how often the card chosen from make/beat alone is one of the cards the
//! full scores choose.
//!
//! `cargo run --release --example search_cost -- BOARDS LAYOUTS TRICKS`
//! (default 12 boards, 8 layouts a position, tricks 1 to 3).

#[path = "seeded/mod.rs"]
mod seeded;

use contract_bridge::{Card, Seat, Strain};
use engine::bot::montecarlo::knowledge;
use engine::bot::{self, Level};
use engine::layouts::sample::sample;
use engine::view::SeatView;
use pons_dds::{Board, CurrentTrick, Objective, Solver, Target, TrickCount};
use rand::SeedableRng as _;
use std::time::Instant;

#[derive(Default, Clone, Copy)]
struct Cost {
    positions: usize,
    layouts: usize,
    legal_nodes: u64,
    legal_ms: f64,
    target_nodes: u64,
    target_ms: f64,
    legal_max_ms: f64,
    target_max_ms: f64,
    same_choice: usize,
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let boards = args.first().copied().unwrap_or(12);
    let layouts = args.get(1).copied().unwrap_or(8);
    let max_trick = args.get(2).copied().unwrap_or(3);
    let child = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || run(boards, layouts, max_trick))
        .unwrap();
    child.join().unwrap();
}

fn run(boards: usize, layouts: usize, max_trick: usize) {
    let mut solver = Solver::new(Strain::Notrump);
    let mut by_trick = vec![Cost::default(); max_trick + 1];
    seeded::play_first_tricks(boards, max_trick, 1000, |view, seed, dseed| {
        if view.contract.is_some() && view.legal.len() > 1 {
            measure(
                &mut solver,
                view,
                seed,
                layouts,
                &mut by_trick[view.tricks.len() + 1],
            );
        }
        bot::decide(view, Level::Standard, dseed)
    });
    println!("{boards} boards, {layouts} layouts a position, MiniBridge, Standard's play");
    println!(
        "trick positions layouts | Legal: nodes/layout ms/layout max ms | All(Some(n)): nodes/layout ms/layout max ms | ms ratio | same card"
    );
    let mut all = Cost::default();
    for (trick, c) in by_trick.iter().enumerate().skip(1) {
        print_row(&trick.to_string(), c);
        all.positions += c.positions;
        all.layouts += c.layouts;
        all.legal_nodes += c.legal_nodes;
        all.legal_ms += c.legal_ms;
        all.target_nodes += c.target_nodes;
        all.target_ms += c.target_ms;
        all.legal_max_ms = all.legal_max_ms.max(c.legal_max_ms);
        all.target_max_ms = all.target_max_ms.max(c.target_max_ms);
        all.same_choice += c.same_choice;
    }
    print_row("all", &all);
}

fn print_row(name: &str, c: &Cost) {
    let n = c.layouts.max(1) as f64;
    println!(
        "{name:>5} {:>9} {:>7} | {:>12.0} {:>10.2} {:>7.1} | {:>12.0} {:>10.2} {:>7.1} | {:>8.2} | {}/{}",
        c.positions,
        c.layouts,
        c.legal_nodes as f64 / n,
        c.legal_ms / n,
        c.legal_max_ms,
        c.target_nodes as f64 / n,
        c.target_ms / n,
        c.target_max_ms,
        c.target_ms / c.legal_ms.max(1e-9),
        c.same_choice,
        c.positions
    );
}

fn measure(solver: &mut Solver, view: &SeatView, seed: u64, layouts: usize, cost: &mut Cost) {
    let Some(contract) = view.contract else {
        return;
    };
    let strain = contract.strain();
    let acting_declares = view.acting == view.declarer || view.acting == view.dummy_seat();
    let left = 13 - view.tricks.len() as u8;
    let declarer_won = view.tricks_won(view.declarer);
    let acting_won = if acting_declares {
        declarer_won
    } else {
        view.tricks.len() as u8 - declarer_won
    };
    let need_total = if acting_declares {
        contract.tricks_needed()
    } else {
        14 - contract.tricks_needed()
    };
    let need = need_total.saturating_sub(acting_won).clamp(1, left);
    let knowledge = knowledge(view);
    let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
    let legal: Vec<Card> = view.legal.iter().collect();
    let mut legal_make = vec![0usize; legal.len()];
    let mut target_make = vec![0usize; legal.len()];
    for hands in sample(&knowledge, &mut rng, layouts) {
        let mut builder = contract_bridge::Builder::new();
        for s in Seat::ALL {
            builder[s] = hands[s as usize];
        }
        let Ok(remaining) = builder.build_partial() else {
            continue;
        };
        let mut trick = CurrentTrick::new(strain, view.current.leader);
        for &c in &view.current.cards {
            trick.try_push(c).unwrap();
        }
        let Ok(board) = Board::try_new(remaining, trick) else {
            continue;
        };
        let start = Instant::now();
        let full = solver.solve_board(&Objective {
            board: board.clone(),
            target: Target::Legal,
        });
        let legal_ms = start.elapsed().as_secs_f64() * 1000.0;
        let start = Instant::now();
        let target = Target::All(Some(TrickCount::try_new(need).unwrap()));
        let part = solver.solve_board(&Objective { board, target });
        let target_ms = start.elapsed().as_secs_f64() * 1000.0;
        cost.layouts += 1;
        cost.legal_nodes += u64::from(full.nodes);
        cost.target_nodes += u64::from(part.nodes);
        cost.legal_ms += legal_ms;
        cost.target_ms += target_ms;
        cost.legal_max_ms = cost.legal_max_ms.max(legal_ms);
        cost.target_max_ms = cost.target_max_ms.max(target_ms);
        let makes = |found: &pons_dds::FoundPlays, card: Card, full_scores: bool| {
            found.plays.iter().any(|p| {
                (p.card == card
                    || (p.card.suit == card.suit && p.equals.iter().any(|r| r == card.rank)))
                    && (!full_scores || p.score.get() >= need)
            })
        };
        for (i, &c) in legal.iter().enumerate() {
            legal_make[i] += usize::from(makes(&full, c, true));
            target_make[i] += usize::from(makes(&part, c, false));
        }
    }
    cost.positions += 1;
    // Same choice: the cards with the most layouts made agree.
    let best = |v: &[usize]| {
        let m = v.iter().copied().max().unwrap_or(0);
        v.iter().map(move |&x| x == m).collect::<Vec<bool>>()
    };
    cost.same_choice += usize::from(best(&legal_make) == best(&target_make));
}
