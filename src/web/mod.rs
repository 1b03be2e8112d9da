//! The browser page (wasm32 only): a Leptos component tree over the engine.
//!
//! - [`game`]: the state lifted to the top ([`game::Game`]) and the intents.
//! - [`components`]: small components that render state and forward intents.
//! - [`pool`]: the pool of thinking workers, driven through
//!   [`crate::thinking::Thinking`].
//! - [`worker`]: the gloo web worker that runs every computer decision, the
//!   Closed Room, reviews and claims.
//! - [`storage`] — the saved game in localStorage.

pub mod components;
pub mod game;
pub mod pool;
pub mod storage;
pub mod worker;

/// Mounts the page (the `app` binary's entry point): the game, or with
/// `?bench` in the address the browser benchmark.
pub fn start() {
    console_error_panic_hook::set_once();
    let bench = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|s| s.contains("bench"));
    if bench {
        leptos::mount::mount_to_body(components::bench::BenchPage);
    } else {
        leptos::mount::mount_to_body(components::App);
    }
}
