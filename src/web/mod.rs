//! The browser page (wasm32 only): a Leptos component tree over the engine.
//!
//! - [`aids`]: the learning aids' state and intents (review, hint, undo,
//!   claim, play again).
//! - [`game`]: the state lifted to the top ([`game::Game`]) and the intents.
//! - [`components`]: small components that render state and forward intents.
//! - [`pool`]: the pool of thinking workers, driven through
//!   [`thinking::Thinking`].
//! - [`worker`]: the gloo web worker that runs every computer decision, the
//!   Closed Room, reviews and claims.
//! - [`gbridge`]: the GBridge game's page state and table.
//! - [`motion`]: a played card's travel from its hand to the trick.
//! - [`storage`] — the saved game in localStorage.
//! - [`online`]: an online table (`?table=`) and the form that creates one
//!   (`?online`), over [`net`], the requests to `halfbridge serve`. Its
//!   pages are the `online` binary's module ([`start_online`]), not the
//!   solo page's ([`start`]).

pub mod aid_state;
pub mod aids;
pub(crate) mod cards;
pub mod components;
pub mod game;
pub mod gbridge;
pub mod motion;
pub mod net;
pub mod online;
pub mod pool;
pub mod storage;
pub mod worker;

/// The value of `name` in the page's address (`?name=value` or
/// `&name=value`; `""` for a bare `?name`), `None` when it is not there.
/// The page's one reader of its query string.
#[must_use]
pub fn query(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    search
        .split(['?', '&'])
        .find_map(|kv| match kv.split_once('=') {
            Some((key, value)) => (key == name).then(|| value.to_string()),
            None => (kv == name).then(String::new),
        })
}

/// A fresh seed from the browser's crypto, for a new deal or game (the
/// engine takes seeds, it never draws them).
///
/// Falls back to a fixed seed only if no entropy source exists at all,
/// which `getrandom` reports rather than panicking.
#[must_use]
pub fn fresh_seed() -> u64 {
    getrandom::u64().unwrap_or(0x5EE_D0FB_1D6E)
}

/// Mounts the solo page (the `app` binary's entry point): the game.
///
/// The online pages (`?table=`, `?online`) and the browser benchmark
/// (`?bench`) are modules of their own, [`start_online`] (the `online`
/// binary) and [`start_bench`] (the `bench` binary): index.html's loader
/// picks the module from the address, so this one links neither the
/// online code nor the benchmark, and the solo game's first load does not
/// carry them (docs/ARCHITECTURE.md).
pub fn start() {
    console_error_panic_hook::set_once();
    // Tasks of their own before the first hand, not one: the stored game
    // read, the first board opened, then the page's first step mounted
    // (docs/BENCHMARKS.md, "The slow phone's start-up").
    later(Box::new(|| {
        mark("game");
        let game = game::Game::new();
        later(Box::new(move || {
            mark("deal");
            game.open_first_board();
            let gbridge = gbridge::Gbridge::new(game);
            later(Box::new(move || mount_offstage(game, gbridge)));
        }));
    }));
}

/// Mounts the solo page's first step in an element out of the document;
/// [`components::App`] moves it into the body with South's hand, a few
/// tasks later, so that no frame is drawn between those tasks.
fn mount_offstage(game: game::Game, gbridge: gbridge::Gbridge) {
    mark("mount");
    let offstage = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("div").ok())
        .map(wasm_bindgen::JsCast::unchecked_into::<web_sys::HtmlElement>);
    let holder = offstage.clone();
    let app = move || {
        components::App(components::AppProps {
            game,
            gbridge,
            offstage,
        })
    };
    match holder {
        Some(holder) => leptos::mount::mount_to(holder, app).forget(),
        None => leptos::mount::mount_to_body(app),
    }
}

/// Mounts the browser benchmark (the `bench` binary's entry point,
/// `?bench` in the address).
pub fn start_bench() {
    console_error_panic_hook::set_once();
    later(Box::new(|| {
        leptos::mount::mount_to_body(components::bench::BenchPage)
    }));
}

/// Mounts an online page (the `online` binary's entry point): with
/// `?table=` an online table, else (`?online`) the form that creates one.
pub fn start_online() {
    console_error_panic_hook::set_once();
    let table = query("table").is_some();
    later(Box::new(move || {
        if table {
            leptos::mount::mount_to_body(online::TablePage);
        } else {
            leptos::mount::mount_to_body(online::CreatePage);
        }
    }));
}

/// A mark on the page's timeline (`performance.mark`), named for a step
/// of the start-up, for `tests/browser/trace-phone.mjs` to read.
pub(crate) fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(name);
    }
}

/// Runs `step` in a task of its own (a zero timeout), not in the task
/// that runs now: the start-up's steps together made a long task (over
/// 50 ms) that delayed the first paint (docs/BENCHMARKS.md).
///
/// Boxed: one copy of the timeout's glue serves every step, where a
/// generic closure would add one to the first load for each. No
/// fallback for a refused timeout: `setTimeout` does not throw, and
/// without a window leptos panics before it could answer an error.
pub(crate) fn later(step: Box<dyn FnOnce()>) {
    leptos::prelude::set_timeout(step, std::time::Duration::ZERO);
}
