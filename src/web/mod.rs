//! The browser page (wasm32 only): a Leptos component tree over the engine.
//!
//! - [`game`]: the state lifted to the top ([`game::Game`]) and the intents.
//! - [`components`]: small components that render state and forward intents.
//! - [`worker`]: the gloo web worker that runs every computer decision and
//!   the Closed Room, and the page's bridge to it.
//! - [`storage`]: localStorage.

pub mod components;
pub mod game;
pub mod storage;
pub mod worker;

/// Mounts the page (the `app` binary's entry point).
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(components::App);
}
