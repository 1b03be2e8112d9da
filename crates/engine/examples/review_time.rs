//! Times the whole review of a board natively (the deal's double-dummy
//! table and contract scores, then both rooms card by card), over seeded
//! boards played by the Beginner in both rooms (so there are mistakes to
//! mark): `cargo run --release --example review_time -- [BOARDS] [SEED]`.
//! Prints p50/p95/max of the whole review and of each part, in ms.

use engine::board::Board;
use engine::bot::{self, Level};
use engine::review::{review_deal, review_room};
use engine::rules::Rules;
use engine::table::Table;
use pons_dds::Solver;
use std::time::Instant;

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn line(name: &str, mut times: Vec<f64>) {
    times.sort_by(f64::total_cmp);
    println!(
        "{name:<12} n={:<3} p50 {:>7.0} ms  p95 {:>7.0} ms  max {:>7.0} ms",
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.95),
        times.last().copied().unwrap_or(0.0)
    );
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let boards = args.first().copied().unwrap_or(20);
    let seed = args.get(1).copied().unwrap_or(1);
    let child = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let (mut whole, mut deal_part, mut room_part) = (Vec::new(), Vec::new(), Vec::new());
            let mut solver = Solver::default();
            for k in 0..boards {
                let rules = if k % 2 == 0 {
                    Rules::MINIBRIDGE
                } else {
                    Rules::HALFBRIDGE
                };
                let board = Board::from_seed((k % 16 + 1) as u8, seed.wrapping_add(k));
                let mut open = Table::new(board, rules);
                if open.declarer().is_none() {
                    continue;
                }
                let mut closed = open.clone();
                bot::play_out(&mut open, Level::Beginner, seed ^ k);
                bot::play_out(&mut closed, Level::Beginner, (seed ^ k).wrapping_add(1));
                let start = Instant::now();
                let _ = review_deal(&mut solver, &board, rules, open.calls());
                let t_deal = start.elapsed().as_secs_f64() * 1000.0;
                let mut t_rooms = 0.0;
                for t in [&open, &closed] {
                    let s = Instant::now();
                    let _ = review_room(&mut solver, &t.record());
                    let ms = s.elapsed().as_secs_f64() * 1000.0;
                    room_part.push(ms);
                    t_rooms += ms;
                }
                deal_part.push(t_deal);
                whole.push(t_deal + t_rooms);
            }
            line("whole board", whole);
            line("deal part", deal_part);
            line("one room", room_part);
        })
        .unwrap();
    child.join().unwrap();
}
