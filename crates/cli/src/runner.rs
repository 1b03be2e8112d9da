//! What the benches (`bench`, `bench --auctions`, `bench --game gbridge`)
//! share, below all three: the runner that plays items on threads and the
//! printer of their decision times and of the JSON last line.

use engine::stats::Timing;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The head of the decision-time columns ([`timing_cells`]).
pub(super) const TIMING_HEAD: &str = "   p50 ms    p95 ms    max ms  decisions";

/// A level's decision times as the columns under [`TIMING_HEAD`].
pub(super) fn timing_cells(t: &Timing) -> String {
    format!(
        "{:>9.2} {:>9.2} {:>9.1} {:>10}",
        t.p50, t.p95, t.max, t.count
    )
}

/// Plays items `0..count` on `jobs` threads, each with a large stack (the
/// solver recurses deeply) and its own `state`; prints `line` of each
/// result as it comes. The results (in the order they finished) and how
/// many items failed.
pub(super) fn in_parallel<S, R: Send>(
    jobs: usize,
    count: usize,
    state: impl Fn() -> S + Sync,
    play: impl Fn(&mut S, usize) -> Option<R> + Sync,
    line: impl Fn(&R) -> String + Sync,
) -> (Vec<R>, usize) {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<R>> = Mutex::new(Vec::new());
    let failures = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(count) {
            let worker = || {
                let mut state = state();
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= count {
                        break;
                    }
                    let Some(r) = play(&mut state, k) else {
                        failures.fetch_add(1, Ordering::Relaxed);
                        continue;
                    };
                    println!("{}", line(&r));
                    if let Ok(mut all) = results.lock() {
                        all.push(r);
                    }
                }
            };
            let spawned = std::thread::Builder::new()
                .stack_size(64 << 20)
                .spawn_scoped(scope, worker);
            if let Err(e) = spawned {
                eprintln!("halfbridge bench: cannot start a worker: {e}");
            }
        }
    });
    (
        results.into_inner().unwrap_or_default(),
        failures.into_inner(),
    )
}

/// Prints the JSON last line; fails when any item failed.
pub(super) fn finish(json: &serde_json::Value, failures: usize) -> ExitCode {
    println!("{json}");
    if failures > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
