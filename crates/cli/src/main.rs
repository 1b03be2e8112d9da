//! `halfbridge`: the native command-line companion, on the same engine as
//! the page: `score`, `deal`, `convert`, `bench`, `replay`, `analyse`, and
//! `serve`, the online tables (`crates/server`), with `play`, a robot client
//! that takes a seat at one, and `swarm`, the load test of many tables.
//!
//! Each subcommand takes its arguments after the name and returns the
//! process exit status; bad arguments get a one-line message and status 2.

pub mod analyse;
pub mod bench;
pub mod bid;
pub mod convert;
pub mod deal;
pub mod gbridge;
pub mod play;
pub mod problems;
pub mod replay;
pub mod runner;
pub mod score;
pub mod serve;
pub mod swarm;

use std::process::ExitCode;

/// Usage line printed on bad arguments.
pub const USAGE: &str = "usage: halfbridge score|deal|convert|bench|bid|replay|analyse|serve|play|swarm [options] (see README.md)";

/// Runs the command line `args` (without the program name).
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    let Some((command, rest)) = args.split_first() else {
        return usage_error(USAGE);
    };
    match command.as_str() {
        "score" => score::run(rest),
        "deal" => deal::run(rest),
        "convert" => convert::run(rest),
        "bench" => bench::run(rest),
        "bid" => bid::run(rest),
        "replay" => replay::run(rest),
        "analyse" => analyse::run(rest),
        "serve" => serve::run(rest),
        "play" => play::run(rest),
        "swarm" => swarm::run(rest),
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        other => usage_error(&format!("halfbridge: unknown command {other:?}; {USAGE}")),
    }
}

/// Prints a one-line message to stderr and returns status 2.
#[must_use]
pub fn usage_error(message: &str) -> ExitCode {
    eprintln!("{message}");
    ExitCode::from(2)
}

/// Reads `--name value` options and `--flag` switches from `args`.
/// Unknown names or missing values are errors.
///
/// # Errors
/// A one-line message.
pub fn options(
    args: &[String],
    valued: &[&str],
    switches: &[&str],
) -> Result<Vec<(String, Option<String>)>, String> {
    let mut out = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let name = arg
            .strip_prefix("--")
            .ok_or_else(|| format!("unexpected argument {arg:?}"))?;
        if valued.contains(&name) {
            let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
            out.push((name.to_string(), Some(value.clone())));
        } else if switches.contains(&name) {
            out.push((name.to_string(), None));
        } else {
            return Err(format!("unknown option --{name}"));
        }
    }
    Ok(out)
}

/// mimalloc, not glibc's malloc: `serve` and `swarm` allocate and free
/// frames, views and buffers from many threads at once, where glibc's
/// arenas spent a fifth of both processes' time in malloc, free and their
/// consolidation at 1,000 tables, and fragmented as the boards went on
/// (docs/BENCHMARKS.md, "Online load").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // The commands that print end quietly when their reader goes away
    // (`halfbridge deal … | head`), as Unix tools do, instead of panicking
    // on a broken pipe; the network commands keep Rust's default, where a
    // closed socket is an error they handle.
    if !matches!(
        args.first().map(String::as_str),
        Some("serve" | "play" | "swarm")
    ) {
        // SAFETY: restores the default action of one signal before any
        // thread starts.
        unsafe {
            libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        }
    }
    run(&args)
}
