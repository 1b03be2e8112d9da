//! Prints the thinking time of each card decision of a level, by trick,
//! to size the budgets: `cargo run --release --example decision_times -- standard 4`.

use engine::board::Board;
use engine::bot::{self, Level, montecarlo};
use engine::rules::Rules;
use engine::table::{Action, Table};
use engine::view::SeatView;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "lead") {
        // `lead SEED NUMBER LEVEL`: time the opening lead, layout by layout.
        let seed: u64 = args[1].parse().unwrap();
        let number: u8 = args[2].parse().unwrap();
        let level: Level = args[3].parse().unwrap();
        let child = std::thread::Builder::new()
            .stack_size(64 << 20)
            .spawn(move || {
                let mut t = Table::new(Board::from_seed(number, seed), Rules::MINIBRIDGE);
                bot::step(&mut t, level, seed);
                let view = SeatView::of(&t).unwrap();
                println!("{} {:?}", t.board().deal, t.contract());
                for samples in [1usize, 2, 4, 8] {
                    let budget = montecarlo::Budget {
                        play_samples: samples,
                        min_play_samples: samples,
                        ..level.budget().unwrap()
                    };
                    let start = Instant::now();
                    let a = montecarlo::card_values(&view, budget, bot::decision_seed(seed, &t));
                    println!(
                        "{samples} layouts: {} nodes {:.0} ms",
                        a.nodes,
                        start.elapsed().as_secs_f64() * 1000.0
                    );
                }
            })
            .unwrap();
        child.join().unwrap();
        return;
    }
    if args.first().is_some_and(|a| a == "contract") {
        // `contract SEED NUMBER LEVEL`: time one contract choice.
        let seed: u64 = args[1].parse().unwrap();
        let number: u8 = args[2].parse().unwrap();
        let level: Level = args[3].parse().unwrap();
        let child = std::thread::Builder::new()
            .stack_size(64 << 20)
            .spawn(move || {
                let t = Table::new(Board::from_seed(number, seed), Rules::MINIBRIDGE);
                let view = SeatView::of(&t).unwrap();
                println!("{}", t.board().deal);
                let start = Instant::now();
                let values = montecarlo::contract_values(
                    &view,
                    level.budget().unwrap(),
                    bot::decision_seed(seed, &t),
                );
                println!(
                    "{:.0} ms: {:?}",
                    start.elapsed().as_secs_f64() * 1000.0,
                    &values[..3.min(values.len())]
                );
            })
            .unwrap();
        child.join().unwrap();
        return;
    }
    let level: Level = args
        .first()
        .map_or("standard", String::as_str)
        .parse()
        .unwrap();
    let boards: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2);
    let rules = if args.get(2).is_some_and(|s| s == "halfbridge") {
        Rules::HALFBRIDGE
    } else {
        Rules::MINIBRIDGE
    };
    let budget = level.budget().unwrap();
    let child = std::thread::Builder::new().stack_size(64 << 20).spawn(move || {
        let mut by_trick = vec![Vec::new(); 14];
        for seed in 0..boards {
            let mut t = Table::new(Board::from_seed(seed as u8 % 16 + 1, seed + 1000), rules);
            while let Some(view) = SeatView::of(&t) {
                let start = Instant::now();
                let action = bot::decide(&view, level, bot::decision_seed(seed, &t)).unwrap();
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                let (layouts, nodes) = if view.contract.is_some() && view.legal.len() > 1 {
                    let a = montecarlo::card_values(&view, budget, bot::decision_seed(seed, &t));
                    (a.layouts, a.nodes)
                } else {
                    (0, 0)
                };
                let trick = if view.contract.is_none() { 0 } else { view.tricks.len() + 1 };
                by_trick[trick].push(ms);
                if ms > 100.0 {
                    println!("board {seed} trick {trick} pos {} legal {} layouts {layouts} nodes {nodes}: {ms:.0} ms", view.current.cards.len(), view.legal.len());
                }
                let seat = if matches!(action, Action::Contract(_)) { view.me } else { view.acting };
                t.act(seat, action).unwrap();
            }
        }
        for (trick, times) in by_trick.iter_mut().enumerate() {
            times.sort_by(f64::total_cmp);
            if let Some(max) = times.last() {
                println!("trick {trick:>2}: n {:>4} median {:>7.1} max {:>7.1} ms", times.len(), times[times.len() / 2], max);
            }
        }
    }).unwrap();
    child.join().unwrap();
}
