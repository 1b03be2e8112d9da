//! Micro HalfBridge for the web: the rules engine and everything that runs
//! without a browser, plus (on wasm32 only) the Leptos page and the web worker.
//!
//! Read `docs/ARCHITECTURE.md` for the map. In short:
//!
//! - [`rules`], [`board`], [`announce`], [`contract`], [`table`], [`team`]:
//!   the game's rules as plain Rust, unit-tested natively.
//! - [`bot`]: the computer players (their thinking runs in web workers).
//! - [`protocol`]: the serde_json messages between the page and its workers.
//! - `web` (wasm32 only): the Leptos components, storage and worker bridges.

pub mod announce;
pub mod board;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod bot;
pub mod contract;
pub mod i18n;
pub mod rules;
pub mod saved;
pub mod table;
pub mod protocol;
pub mod settings;
pub mod team;
pub mod team_match;
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;

pub use contract_bridge::{Card, FullDeal, Hand, Rank, Seat, Strain, Suit};
