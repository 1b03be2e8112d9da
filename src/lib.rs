//! Micro HalfBridge for the web: the rules engine and everything that runs
//! without a browser, plus (on wasm32 only) the Leptos page and the web worker.
//!
//! Read `docs/ARCHITECTURE.md` for the map. In short:
//!
//! - [`rules`], [`board`], [`announce`], [`contract`], [`table`], [`team`],
//!   [`team_match`]: the game's rules as plain Rust, unit-tested natively;
//!   [`cards`]: suit and strain indexes, high card points, deals of four hands;
//!   [`auction`]: contract bridge's auction (legal calls, the final contract
//!   and its declarer); [`bidding`]: the robots' bidding system.
//! - [`view`], [`bot`]: what a player knows, and the computer players (their
//!   thinking runs in web workers).
//! - [`gbridge`]: GBridge (Oh Hell), the third game, with its robots.
//! - [`review`], [`claim`]: the double-dummy review of a board and claims.
//! - [`protocol`]: the serde_json messages between the page and its workers;
//!   [`thinking`]: the supervisor of the workers' thinking (a state machine).
//! - [`formats`]: Micro Bridge `.HND` hand files, PBN files and shareable
//!   deal links (`docs/FORMATS.md`), with what they share, and
//!   [`formats::matches`], which applies them to a match.
//! - [`settings`], [`saved`], [`i18n`]: the person's settings, the saved
//!   game, the message catalog; [`stats`]: the benchmarks' percentiles.
//! - `web` (wasm32 only): the Leptos components, storage and worker bridges.
//! - `cli` (native only): the `halfbridge` command line.

#![warn(missing_docs)]

pub mod announce;
pub mod auction;
pub mod bidding;
pub mod board;
pub mod bot;
pub mod cards;
pub mod claim;
pub mod hint;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod contract;
pub mod formats;
pub mod gbridge;
pub mod i18n;
pub mod protocol;
pub mod review;
pub mod rules;
pub mod saved;
pub mod settings;
pub mod stats;
pub mod table;
pub mod team;
pub mod team_match;
pub mod thinking;
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;

pub use contract_bridge::{Card, FullDeal, Hand, Rank, Seat, Strain, Suit};
