//! `halfbridge bid --deal PBN --dealer D --vul V [--level standard|beginner]`:
//! prints the robots' auction for a deal, one call a line: the call in PBN
//! notation (`1C` … `7NT`, `Pass`, `X`, `XX`), then what it shows by the
//! system ([`engine::bidding::Meaning::summary`]).
//!
//! `halfbridge bench --rules contract --auctions N [--seed S] [--jobs J] [--levels standard,beginner,expert]`
//! ([`bench_if_asked`]) measures the auctions against double-dummy par.

use super::{options, usage_error};
use contract_bridge::auction::{AbsoluteVulnerability, Call};
use contract_bridge::{FullDeal, Seat, Strain};
use engine::bidding::{meanings, robot_auction};
use engine::board::Board;
use engine::bot::{self, Level};
use engine::formats::pbn::call_text;
use engine::review::{DoubleDummy, auction_review, deal_par};
use pons_dds::Solver;
use std::process::ExitCode;

/// The auction's lines for a deal: `call  meaning`, one a call.
#[must_use]
pub fn auction_lines(
    deal: &FullDeal,
    dealer: Seat,
    vulnerability: AbsoluteVulnerability,
    level: Level,
) -> Vec<String> {
    let calls = robot_auction(deal, dealer, vulnerability, level, 0);
    let shown = meanings(dealer, vulnerability, &calls);
    calls
        .iter()
        .zip(&shown)
        .map(|(c, m)| format!("{:<5} {}", call_text(*c), m.summary()))
        .collect()
}

/// Reads a vulnerability in PBN's or the engine's words: `None`, `NS`,
/// `EW`, `All`/`Both` (any case; `-` is none).
///
/// # Errors
/// A one-line message.
pub fn parse_vulnerability(text: &str) -> Result<AbsoluteVulnerability, String> {
    match text.to_ascii_lowercase().as_str() {
        "-" | "none" | "love" => Ok(AbsoluteVulnerability::NONE),
        other => other
            .parse()
            .map_err(|_| format!("--vul must be None, NS, EW or All, not {text:?}")),
    }
}

fn parse(args: &[String]) -> Result<(FullDeal, Seat, AbsoluteVulnerability, Level), String> {
    let mut deal = None;
    let mut dealer = None;
    let mut vulnerability = AbsoluteVulnerability::NONE;
    let mut level = Level::Standard;
    for (name, value) in options(args, &["deal", "dealer", "vul", "level"], &[])? {
        let value = value.unwrap_or_default();
        match name.as_str() {
            "deal" => {
                deal = Some(
                    value
                        .trim()
                        .parse::<FullDeal>()
                        .map_err(|e| format!("--deal: {e}"))?,
                )
            }
            "dealer" => {
                dealer = Some(
                    value
                        .parse::<Seat>()
                        .map_err(|_| format!("--dealer must be N, E, S or W, not {value:?}"))?,
                )
            }
            "vul" => vulnerability = parse_vulnerability(&value)?,
            _ => {
                level = value
                    .parse()
                    .map_err(|e: bot::UnknownLevel| e.to_string())?
            }
        }
    }
    let deal = deal.ok_or("--deal is required")?;
    let dealer = dealer.ok_or("--dealer is required")?;
    Ok((deal, dealer, vulnerability, level))
}

/// Runs `bid`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    match parse(args) {
        Ok((deal, dealer, vulnerability, level)) => {
            for line in auction_lines(&deal, dealer, vulnerability, level) {
                println!("{line}");
            }
            ExitCode::SUCCESS
        }
        Err(message) => usage_error(&format!("halfbridge bid: {message}")),
    }
}

/// `bench --auctions N`: the robots' auctions of N seeded deals at Standard,
/// Beginner and Expert, each final contract's double-dummy score against
/// the deal's par in IMPs (`par_loss_imps`, the mean of the absolute IMPs),
/// and the time of the Expert's calls (`expert_call_ms`, the thread's CPU
/// time on Linux; `judged`: the calls it solved layouts for).
/// `--levels standard,beginner` bids only the levels listed (default all
/// three; a level left out reads "not bid" in each deal's line and null in the
/// JSON, and its summary lines are left out); `--calls` adds
/// each auction and the deal to its contract.
#[must_use]
pub fn bench_if_asked(args: &[String]) -> Option<ExitCode> {
    args.iter()
        .any(|a| a == "--auctions")
        .then(|| bench_auctions(args))
}

/// One deal of the auctions bench: its index, par, per level the score,
/// the IMPs lost and the contract, and the Expert's call times (ms, and
/// whether the call was judged on layouts).
type DealResult = (usize, i32, [(i32, i32, String); 3], Vec<(f64, bool)>);

fn bench_auctions(args: &[String]) -> ExitCode {
    let parsed = (|| -> Result<(usize, u64, usize, [bool; 3], bool), String> {
        let (mut deals, mut seed, mut jobs) = (400usize, 1u64, 1usize);
        let (mut wanted, mut show_calls) = ([true; 3], false);
        for (name, value) in options(
            args,
            &["auctions", "seed", "jobs", "rules", "levels"],
            &["calls"],
        )? {
            let value = value.unwrap_or_default();
            match name.as_str() {
                "auctions" => {
                    deals = value
                        .parse()
                        .ok()
                        .filter(|&n| n > 0 && n <= 100_000)
                        .ok_or_else(|| format!("--auctions must be 1 to 100000, not {value:?}"))?
                }
                "seed" => {
                    seed = value
                        .parse()
                        .map_err(|_| format!("--seed must be a number, not {value:?}"))?
                }
                "jobs" => {
                    jobs = value
                        .parse()
                        .ok()
                        .filter(|&n| n > 0 && n <= 64)
                        .ok_or_else(|| format!("--jobs must be 1 to 64, not {value:?}"))?
                }
                "calls" => show_calls = true,
                "levels" => {
                    wanted = [false; 3];
                    for name in value.split(',') {
                        let k = match name.trim() {
                            "standard" => 0,
                            "beginner" => 1,
                            "expert" => 2,
                            other => {
                                return Err(format!(
                                    "--levels lists standard, beginner, expert, not {other:?}"
                                ));
                            }
                        };
                        wanted[k] = true;
                    }
                }
                _ if value == "contract" => {}
                _ => {
                    return Err(format!(
                        "--auctions measures contract bridge auctions, not --rules {value}"
                    ));
                }
            }
        }
        Ok((deals, seed, jobs, wanted, show_calls))
    })();
    let (deals, seed, jobs, wanted, show_calls) = match parsed {
        Ok(p) => p,
        Err(message) => return usage_error(&format!("halfbridge bench: {message}")),
    };
    let levels = [Level::Standard, Level::Beginner, Level::Expert];
    println!(
        "halfbridge bench --auctions {deals}: contract bridge auctions against double-dummy par, seed {seed}"
    );
    println!(
        "{:>5} {:>6} | {:<14} {:>6} {:>4} | {:<14} {:>6} {:>4} | {:<14} {:>6} {:>4}",
        "deal",
        "par",
        "standard",
        "score",
        "IMPs",
        "beginner",
        "score",
        "IMPs",
        "expert",
        "score",
        "IMPs"
    );
    // Per deal: par, per level the score and the IMPs lost, the Expert's call times.
    let (mut results, failures) = super::runner::in_parallel(
        jobs,
        deals,
        || Solver::new(Strain::Notrump),
        |solver, i| -> Option<DealResult> {
            let number = (i % 16) as u8 + 1;
            let board = Board::from_seed(
                number,
                seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .wrapping_add(i as u64),
            );
            let dd = DoubleDummy::solve(solver, board.deal);
            let par = deal_par(&dd, board.dealer, board.vulnerability);
            let mut times = Vec::new();
            let per_level = levels.map(|level| {
                if !wanted[level_index(level)] {
                    return (0, 0, "not bid".to_string());
                }
                let calls = if level == Level::Expert {
                    expert_auction(&board, i as u64, &mut times)
                } else {
                    robot_auction(&board.deal, board.dealer, board.vulnerability, level, 0)
                };
                // A robot auction always ends.
                let reached = auction_review(&dd, par, &board, &calls);
                let mut contract = match reached.and_then(|r| r.contract) {
                    Some(f) => format!("{} {}", f.contract, f.declarer),
                    None => "passed out".to_string(),
                };
                if show_calls {
                    let shown: Vec<String> = calls.iter().map(ToString::to_string).collect();
                    contract = format!(
                        "{contract} [{}: {}] {}",
                        board.dealer,
                        shown.join(" "),
                        board.deal
                    );
                }
                reached.map_or((0, 0, contract.clone()), |r| {
                    (r.score, r.par_loss(), contract)
                })
            });
            Some((i, par.score, per_level, times))
        },
        |(i, par, l, _)| {
            format!(
                "{i:>5} {par:>+6} | {:<14} {:>+6} {:>4} | {:<14} {:>+6} {:>4} | {:<14} {:>+6} {:>4}",
                l[0].2, l[0].0, l[0].1, l[1].2, l[1].0, l[1].1, l[2].2, l[2].0, l[2].1
            )
        },
    );
    results.sort_by_key(|r| r.0);
    let n = results.len().max(1) as f64;
    let loss = |k: usize| results.iter().map(|r| f64::from(r.2[k].1)).sum::<f64>() / n;
    let exact = |k: usize| results.iter().filter(|r| r.2[k].1 == 0).count();
    // Both levels bid the same deals: the difference's error is paired.
    let diffs: Vec<f64> = results
        .iter()
        .map(|r| f64::from(r.2[0].1 - r.2[1].1))
        .collect();
    let (diff, diff_stderr) = engine::stats::mean_and_stderr(&diffs);
    println!();
    println!(
        "{:<10} {:>8} {:>16} {:>12}",
        "level", "deals", "par loss (IMPs)", "at par ±0"
    );
    for (k, level) in levels.iter().enumerate() {
        if !wanted[k] {
            continue;
        }
        println!(
            "{:<10} {:>8} {:>16.3} {:>12}",
            level.to_string(),
            results.len(),
            loss(k),
            exact(k)
        );
    }
    if wanted[0] && wanted[1] {
        println!(
            "standard − beginner: {diff:+.3} IMPs a deal ± {diff_stderr:.3} (paired standard error)"
        );
    }
    let expert_diffs: Vec<f64> = results
        .iter()
        .map(|r| f64::from(r.2[2].1 - r.2[0].1))
        .collect();
    let (expert_diff, expert_stderr) = engine::stats::mean_and_stderr(&expert_diffs);
    if wanted[0] && wanted[2] {
        println!(
            "expert − standard: {expert_diff:+.3} IMPs a deal ± {expert_stderr:.3} (paired standard error)"
        );
    }
    let all_times = engine::stats::Timing::of(
        results
            .iter()
            .flat_map(|r| r.3.iter().map(|t| t.0))
            .collect(),
    );
    let judged = engine::stats::Timing::of(
        results
            .iter()
            .flat_map(|r| r.3.iter().filter(|t| t.1).map(|t| t.0))
            .collect(),
    );
    println!(
        "expert calls: {} (p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms); judged on layouts: {} (p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms)",
        all_times.count,
        all_times.p50,
        all_times.p95,
        all_times.max,
        judged.count,
        judged.p50,
        judged.p95,
        judged.max
    );
    let round = |x: f64| (x * 1000.0).round() / 1000.0;
    let json = serde_json::json!({
        "rules": "contract",
        "auctions": results.len(),
        "seed": seed,
        // A level left out (`--levels`) reads null.
        "par_loss_imps": { "standard": wanted[0].then(|| round(loss(0))), "beginner": wanted[1].then(|| round(loss(1))), "expert": wanted[2].then(|| round(loss(2))) },
        "at_par": { "standard": exact(0), "beginner": exact(1), "expert": exact(2) },
        "par_loss_diff": round(diff),
        "par_loss_diff_stderr": round(diff_stderr),
        "expert_minus_standard": round(expert_diff),
        "expert_minus_standard_stderr": round(expert_stderr),
        "expert_call_ms": { "calls": all_times.count, "p50": round(all_times.p50), "p95": round(all_times.p95), "max": round(all_times.max),
            "judged": judged.count, "judged_p50": round(judged.p50), "judged_p95": round(judged.p95), "judged_max": round(judged.max) },
    });
    super::runner::finish(&json, failures)
}

/// The index of `level` in the bench's columns (Standard, Beginner, Expert).
fn level_index(level: Level) -> usize {
    match level {
        Level::Standard => 0,
        Level::Beginner => 1,
        Level::Expert => 2,
    }
}

/// The Expert's auction of `board` (every seat Expert, `seed` its seed),
/// each call's time pushed to `times` (ms, and whether it was judged on
/// layouts).
fn expert_auction(board: &Board, seed: u64, times: &mut Vec<(f64, bool)>) -> Vec<Call> {
    let mut calls: Vec<Call> = Vec::new();
    while engine::auction::ending(board.dealer, &calls).is_none() && calls.len() < 319 {
        let seat = engine::auction::seat_of_call(board.dealer, calls.len());
        let hand = board.deal[seat];
        let judged =
            engine::bidding::expert::is_judged(hand, board.dealer, board.vulnerability, &calls);
        let (start, cpu) = (std::time::Instant::now(), thread_cpu_ms());
        let call = engine::bidding::choose_call(
            &hand,
            board.dealer,
            board.vulnerability,
            &calls,
            Level::Expert,
            seed,
        );
        // The thread's own CPU time where the system tells it (Linux), so
        // that other work on shared cores does not count; else wall time.
        let ms = match (cpu, thread_cpu_ms()) {
            (Some(a), Some(b)) => b - a,
            _ => start.elapsed().as_secs_f64() * 1000.0,
        };
        times.push((ms, judged));
        calls.push(call);
    }
    calls
}

/// This thread's CPU time so far in ms (Linux's `schedstat`), if known.
fn thread_cpu_ms() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos / 1e6)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_line_starts_with_the_call_in_pbn_then_its_meaning() {
        let deal: FullDeal =
            "N:AKQ52.KJ4.A32.54 J43.Q82.KQ54.KJ3 T96.A963.J9.AQ76 87.T75.T876.T982"
                .parse()
                .unwrap();
        let lines = auction_lines(
            &deal,
            Seat::North,
            AbsoluteVulnerability::NONE,
            Level::Standard,
        );
        assert_eq!(
            lines.first().map(String::as_str),
            Some("1NT   15-17 HCP, balanced")
        );
        assert!(lines[2].starts_with("2C    Stayman"), "{lines:?}");
        let calls: Vec<&str> = lines
            .iter()
            .map(|l| l.split_whitespace().next().unwrap())
            .collect();
        assert_eq!(
            calls,
            [
                "1NT", "Pass", "2C", "Pass", "2S", "Pass", "3NT", "Pass", "Pass", "Pass"
            ]
        );
        assert!(
            parse(&[
                "--deal".into(),
                "N:AKQ52.KJ4.A32.54 J43.Q82.KQ54.KJ3 T96.A963.J9.AQ76 87.T75.T876.T982".into()
            ])
            .is_err(),
            "dealer required"
        );
        assert_eq!(parse_vulnerability("All"), Ok(AbsoluteVulnerability::ALL));
        assert!(parse_vulnerability("sideways").is_err());
    }
}
