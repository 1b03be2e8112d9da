//! The GBridge subcommands, reached from `score` and `bench`:
//!
//! ```text
//! halfbridge score --rules gbridge --bid B --tricks T
//! halfbridge bench --game gbridge [--games N] [--a LEVEL] [--b LEVEL]
//!                  [--seed S] [--rounds R] [--jobs J]
//! ```
//!
//! `score` prints the round score of a bid and the tricks won (the
//! engine's [`rules::score`]) as its last line.
//!
//! `bench` seats two levels at a table of four, two seats each, and plays
//! N seeded games of R rounds (default 13). Games come in pairs on the same
//! seed, the second with the seats swapped (A at North–South, then at
//! East–West), so both levels hold the same cards. It prints a line per
//! game, a table per level (mean score per round with its standard error,
//! the rate of exact bids, decision times p50/p95/max) and, last, one JSON
//! object. The difference A − B per round (the mean of A's two seats minus
//! B's) is given with its standard error over rounds.

use super::runner::{TIMING_HEAD, finish, in_parallel, timing_cells};
use super::{options, usage_error};
use engine::bot::{Level, UnknownLevel};
use engine::gbridge::bot;
use engine::gbridge::rules::{self, GameLength, GameRules, MAX_ROUND_SIZE};
use engine::gbridge::{Game, SeatView};
use engine::stats::{Timing, mean_and_stderr, round_to};
use std::process::ExitCode;
use std::time::Instant;

/// Whether `args` ask for GBridge: `--rules gbridge` or `--game gbridge`.
fn asks_for_gbridge(args: &[String], option: &str) -> bool {
    args.windows(2)
        .any(|w| w[0] == option && w[1].eq_ignore_ascii_case("gbridge"))
}

/// The arguments without `--<option> gbridge`.
fn without(args: &[String], option: &str) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len());
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == option {
            it.next();
        } else {
            out.push(a.clone());
        }
    }
    out
}

/// `score`, when its arguments say `--rules gbridge`; `None` otherwise.
#[must_use]
pub fn score_if_asked(args: &[String]) -> Option<ExitCode> {
    asks_for_gbridge(args, "--rules").then(|| score(&without(args, "--rules")))
}

/// `bench`, when its arguments say `--game gbridge`; `None` otherwise.
#[must_use]
pub fn bench_if_asked(args: &[String]) -> Option<ExitCode> {
    asks_for_gbridge(args, "--game").then(|| bench(&without(args, "--game")))
}

fn count(name: &str, value: &str, max: u8) -> Result<u8, String> {
    value
        .parse::<u8>()
        .ok()
        .filter(|&n| n <= max)
        .ok_or_else(|| format!("--{name} must be 0 to {max}, not {value:?}"))
}

/// Runs `score --rules gbridge` (the other arguments).
#[must_use]
pub fn score(args: &[String]) -> ExitCode {
    let parsed = (|| -> Result<(u8, u8), String> {
        let (mut bid, mut tricks) = (None, None);
        for (name, value) in options(args, &["bid", "tricks"], &[])? {
            let value = value.unwrap_or_default();
            if name == "bid" {
                bid = Some(count("bid", &value, MAX_ROUND_SIZE)?);
            } else {
                tricks = Some(count("tricks", &value, MAX_ROUND_SIZE)?);
            }
        }
        Ok((
            bid.ok_or("--bid is required")?,
            tricks.ok_or("--tricks is required")?,
        ))
    })();
    match parsed {
        Ok((bid, tricks)) => {
            let outcome = if bid == tricks {
                "exactly the bid: 10 + tricks × tricks"
            } else {
                "missed: −(tricks − bid)²"
            };
            println!("GBridge: bid {bid}, won {tricks}: {outcome}");
            println!("{}", rules::score(bid, tricks));
            ExitCode::SUCCESS
        }
        Err(message) => usage_error(&format!("halfbridge score: {message}")),
    }
}

/// What `bench --game gbridge` plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BenchOptions {
    /// Games to play.
    pub games: usize,
    /// Base seed.
    pub seed: u64,
    /// Level A.
    pub a: Level,
    /// Level B.
    pub b: Level,
    /// Rounds per game.
    pub rounds: GameLength,
    /// Games played at once (threads).
    pub jobs: usize,
}

impl Default for BenchOptions {
    fn default() -> Self {
        Self {
            games: 4,
            seed: 1,
            a: Level::Standard,
            b: Level::Beginner,
            rounds: GameLength::default(),
            jobs: 1,
        }
    }
}

/// Reads the options of `bench --game gbridge`.
///
/// # Errors
/// A one-line message.
pub fn parse_bench(args: &[String]) -> Result<BenchOptions, String> {
    let mut o = BenchOptions::default();
    for (name, value) in options(args, &["games", "seed", "a", "b", "rounds", "jobs"], &[])? {
        let value = value.unwrap_or_default();
        match name.as_str() {
            "games" => {
                o.games = value
                    .parse()
                    .ok()
                    .filter(|&n| n > 0 && n <= 100_000)
                    .ok_or_else(|| format!("--games must be 1 to 100000, not {value:?}"))?;
            }
            "seed" => {
                o.seed = value
                    .parse()
                    .map_err(|_| format!("--seed must be a number 0 to 2^64-1, not {value:?}"))?
            }
            "a" => o.a = value.parse().map_err(|e: UnknownLevel| e.to_string())?,
            "b" => o.b = value.parse().map_err(|e: UnknownLevel| e.to_string())?,
            "rounds" => {
                o.rounds = value
                    .parse::<u8>()
                    .ok()
                    .and_then(|n| GameLength::new(n).ok())
                    .ok_or_else(|| format!("--rounds must be 1 to 26, not {value:?}"))?;
            }
            _ => {
                o.jobs = value
                    .parse()
                    .ok()
                    .filter(|&n| n > 0 && n <= 64)
                    .ok_or_else(|| format!("--jobs must be 1 to 64, not {value:?}"))?;
            }
        }
    }
    Ok(o)
}

/// One finished game: per round, each seat's level (0 = A, 1 = B), score
/// and whether it made its bid exactly; decision times per level.
struct GameResult {
    index: usize,
    seed: u64,
    seating: [usize; 4],
    /// Per round: the four scores (N E S W).
    scores: Vec<[i32; 4]>,
    /// Per round: which seats made their bid exactly.
    exact: Vec<[bool; 4]>,
    times: [Vec<f64>; 2],
}

fn play_game(index: usize, o: &BenchOptions) -> Option<GameResult> {
    let seed = o
        .seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add((index / 2) as u64);
    let seating = if index.is_multiple_of(2) {
        [0, 1, 0, 1]
    } else {
        [1, 0, 1, 0]
    };
    let levels = [o.a, o.b];
    let mut game = Game::new(
        seed,
        GameRules {
            length: o.rounds,
            ..GameRules::default()
        },
    );
    let mut times = [Vec::new(), Vec::new()];
    while let Some(round) = game.current() {
        let view = SeatView::of(round)?;
        let config = seating[view.me as usize];
        let start = Instant::now();
        let action = bot::decide(&view, levels[config], bot::decision_seed(seed, &game))?;
        times[config].push(start.elapsed().as_secs_f64() * 1000.0);
        game.act_in_turn(action).ok()?;
    }
    let board = game.scoreboard();
    let scores = board.rows.iter().map(|r| r.scores).collect();
    let exact = board
        .rows
        .iter()
        .map(|r| [0, 1, 2, 3].map(|s| r.bids[s] == r.tricks[s]))
        .collect();
    Some(GameResult {
        index,
        seed,
        seating,
        scores,
        exact,
        times,
    })
}

/// Runs `bench --game gbridge` (the other arguments).
#[must_use]
pub fn bench(args: &[String]) -> ExitCode {
    let o = match parse_bench(args) {
        Ok(o) => o,
        Err(message) => return usage_error(&format!("halfbridge bench: {message}")),
    };
    println!(
        "halfbridge bench: {} games of GBridge ({} rounds), A = {} vs B = {}, seed {}",
        o.games,
        o.rounds.get(),
        o.a,
        o.b,
        o.seed
    );
    println!(
        "{:>5} {:>20} {:>8} | {:>6} {:>6} {:>6} {:>6}",
        "game", "seed", "seating", "N", "E", "S", "W"
    );
    let (results, failures) = in_parallel(
        o.jobs,
        o.games,
        || (),
        |(), index| play_game(index, &o),
        |r| {
            let totals = r
                .scores
                .iter()
                .fold([0; 4], |t, s| [0, 1, 2, 3].map(|i| t[i] + s[i]));
            let seating: String = r
                .seating
                .iter()
                .map(|&c| if c == 0 { 'A' } else { 'B' })
                .collect();
            format!(
                "{:>5} {:>20} {:>8} | {:>6} {:>6} {:>6} {:>6}",
                r.index, r.seed, seating, totals[0], totals[1], totals[2], totals[3]
            )
        },
    );
    let rounds: usize = results.iter().map(|r| r.scores.len()).sum();
    let mut per_level: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    let mut exact = [0usize; 2];
    let mut diffs = Vec::with_capacity(rounds);
    for r in &results {
        for (scores, made) in r.scores.iter().zip(&r.exact) {
            let mut sums = [0.0; 2];
            for seat in 0..4 {
                let c = r.seating[seat];
                per_level[c].push(f64::from(scores[seat]));
                sums[c] += f64::from(scores[seat]) / 2.0;
                exact[c] += usize::from(made[seat]);
            }
            diffs.push(sums[0] - sums[1]);
        }
    }
    let (diff, diff_se) = mean_and_stderr(&diffs);
    let summary = |c: usize| {
        let (mean, se) = mean_and_stderr(&per_level[c]);
        let rate = if per_level[c].is_empty() {
            0.0
        } else {
            exact[c] as f64 / per_level[c].len() as f64
        };
        (
            mean,
            se,
            rate,
            Timing::of(
                results
                    .iter()
                    .flat_map(|r| r.times[c].iter().copied())
                    .collect(),
            ),
        )
    };
    let (a, b) = (summary(0), summary(1));
    println!();
    println!(
        "rounds {rounds} (games {}; failed: {failures})",
        results.len()
    );
    println!(
        "A ({}) − B ({}): {:+.2} points/round ± {:.2}",
        o.a, o.b, diff, diff_se
    );
    println!(
        "{:<12} {:>12} {:>8} {:>8} {TIMING_HEAD}",
        "level", "mean/round", "± se", "exact"
    );
    for (name, level, s) in [("A", o.a, &a), ("B", o.b, &b)] {
        println!(
            "{:<12} {:>12.3} {:>8.3} {:>8.3} {}",
            format!("{name} {level}"),
            s.0,
            s.1,
            s.2,
            timing_cells(&s.3)
        );
    }
    let json = serde_json::json!({
        "game": "gbridge",
        "a": o.a.to_string(),
        "b": o.b.to_string(),
        "seed": o.seed,
        "games": results.len(),
        "rounds": rounds,
        "rounds_per_game": o.rounds.get(),
        "mean_score": { "a": round_to(a.0, 3), "b": round_to(b.0, 3) },
        "mean_stderr": { "a": round_to(a.1, 3), "b": round_to(b.1, 3) },
        "diff_per_round": round_to(diff, 3),
        "diff_stderr": round_to(diff_se, 3),
        "exact_rate": { "a": round_to(a.2, 4), "b": round_to(b.2, 4) },
        "p50_ms": { "a": round_to(a.3.p50, 3), "b": round_to(b.3.p50, 3) },
        "p95_ms": { "a": round_to(a.3.p95, 3), "b": round_to(b.3.p95, 3) },
        "max_ms": { "a": round_to(a.3.max, 1), "b": round_to(b.3.max, 1) },
        "decisions": { "a": a.3.count, "b": b.3.count },
        "jobs": o.jobs,
    });
    finish(&json, failures)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn gbridge_is_asked_by_rules_or_game() {
        assert!(asks_for_gbridge(
            &args("--rules gbridge --bid 1"),
            "--rules"
        ));
        assert!(asks_for_gbridge(&args("--game GBridge"), "--game"));
        assert!(!asks_for_gbridge(&args("--rules minibridge"), "--rules"));
        assert_eq!(
            without(&args("--games 2 --game gbridge --a expert"), "--game"),
            args("--games 2 --a expert")
        );
    }

    #[test]
    fn bench_options_are_read_and_checked() {
        let o = parse_bench(&args(
            "--games 6 --seed 9 --a expert --b standard --rounds 3 --jobs 2",
        ))
        .unwrap();
        assert_eq!(
            o,
            BenchOptions {
                games: 6,
                seed: 9,
                a: Level::Expert,
                b: Level::Standard,
                rounds: GameLength::new(3).unwrap(),
                jobs: 2
            }
        );
        assert_eq!(parse_bench(&[]).unwrap(), BenchOptions::default());
        for bad in [
            "--games 0",
            "--a wizard",
            "--rounds 27",
            "--rounds 0",
            "--seed -1",
            "--jobs 0",
            "--boards 3",
            "extra",
        ] {
            assert!(parse_bench(&args(bad)).is_err(), "{bad}");
        }
    }
}
