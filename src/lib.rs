//! Micro HalfBridge's page and web worker (wasm32): the Leptos component
//! tree over the engine, the worker that does the computer's thinking, the
//! pool that drives it, and the game as the page stores it.
//!
//! Read `docs/ARCHITECTURE.md` for the map. In short:
//!
//! - [`settings`], [`saved`]: the person's settings and the saved game,
//!   plain Rust, read and tested natively (`tests/saved_format.rs`).
//! - `web` (wasm32 only): the Leptos components, storage, the worker pool
//!   and the worker.

#![warn(missing_docs)]

pub mod saved;
pub mod settings;
#[cfg(target_arch = "wasm32")]
pub mod web;
