//! `halfbridge deal --seed N [--board B]`: prints the deal as a PBN `[Deal]`
//! line, the HCP announcements in order and the declarer (or the throw-in).

use super::{options, usage_error};
use engine::announce::{Announcements, Outcome};
use engine::board::{Board, MAX_BOARD};
use std::process::ExitCode;

/// Runs `deal`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    let parsed = options(args, &["seed", "board"], &[]).and_then(|opts| {
        let mut seed = None;
        let mut number = 1u8;
        for (name, value) in opts {
            let value = value.unwrap_or_default();
            match name.as_str() {
                "seed" => {
                    seed = Some(value.parse::<u64>().map_err(|_| {
                        format!("--seed must be a number 0 to 2^64-1, not {value:?}")
                    })?)
                }
                _ => {
                    number = value
                        .parse::<u8>()
                        .ok()
                        .filter(|b| (1..=MAX_BOARD).contains(b))
                        .ok_or_else(|| {
                            format!("--board must be 1 to {MAX_BOARD}, not {value:?}")
                        })?;
                }
            }
        }
        Ok((seed.ok_or("--seed is required")?, number))
    });
    let (seed, number) = match parsed {
        Ok(p) => p,
        Err(message) => return usage_error(&format!("halfbridge deal: {message}")),
    };
    let board = Board::from_seed(number, seed);
    let announcements = Announcements::new(&board.deal, board.dealer);
    println!("[Board \"{}\"]", board.number);
    println!("[Dealer \"{}\"]", board.dealer.letter());
    println!("[Deal \"{}\"]", board.deal.display(board.dealer));
    for seat in announcements.order() {
        println!("{seat} {}", announcements.of(seat));
    }
    match announcements.outcome() {
        Outcome::Declarer(seat) => println!("declarer {seat}"),
        Outcome::ThrowIn => println!("thrown in (20-20): redeal"),
    }
    ExitCode::SUCCESS
}
