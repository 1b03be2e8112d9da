//! The rules engine of Micro HalfBridge: the four games, the computer
//! players, the review, the file formats. Plain Rust with no browser, async
//! or server dependency: it builds natively and for wasm32 unchanged, and
//! `cargo test -p halfbridge-engine` tests it alone.
//!
//! Read `docs/ARCHITECTURE.md` for the map and the layering (a module uses
//! only modules below it; `tests/layers.rs` fails on a cycle). In short:
//!
//! - [`rules`], [`board`], [`announce`], [`contract`], [`table`], [`team`],
//!   [`team_match`]: the game's rules as plain Rust, unit-tested natively;
//!   [`cards`]: suit and strain indexes, high card points, deals of four hands;
//!   [`auction`]: contract bridge's auction (legal calls, the final contract
//!   and its declarer); [`bidding`]: the robots' bidding system.
//! - [`view`], [`bot`]: what a player knows, and the computer players.
//! - [`gbridge`]: GBridge (Oh Hell), the fourth game, with its robots.
//! - [`review`], [`claim`], [`hint`]: the double-dummy review of a board,
//!   claims and the Hint.
//! - [`formats`]: Micro Bridge `.HND` hand files, PBN files and shareable
//!   deal links (`docs/FORMATS.md`), with what they share, and
//!   [`formats::matches`], which applies them to a match.
//! - [`stats`]: the benchmarks' percentiles.

#![warn(missing_docs)]

pub mod announce;
pub mod auction;
pub mod bidding;
pub mod board;
pub mod bot;
pub mod cards;
pub mod claim;
pub mod contract;
pub mod formats;
pub mod gbridge;
pub mod hint;
pub mod layouts;
pub mod level;
pub mod review;
pub mod rules;
pub mod stats;
pub mod table;
pub mod team;
pub mod team_match;
pub mod view;

/// Runs `f` on a thread with the solver's deep stack (the tests' solves
/// recurse deeply).
#[cfg(test)]
pub(crate) fn big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

pub use contract_bridge::{Card, FullDeal, Hand, Rank, Seat, Strain, Suit};
