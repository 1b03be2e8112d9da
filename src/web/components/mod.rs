//! The component tree: [`App`] → header, table (hands, trick, contract
//! chooser), side panel (announcements, status, result, comparison,
//! scorecard), settings.

mod aids;
pub(crate) mod auction;
pub mod bench;
pub(crate) mod center;
mod files;
mod gbridge;
pub(crate) mod hand;
mod panel;
mod result;
pub(crate) mod review;
mod settings;

use super::game::Game;
use contract_bridge::Seat;
use i18n::Msg;
use leptos::prelude::*;

/// The root: provides the [`Game`] and the GBridge game (made in the
/// task before, [`crate::web::start`]), lays out the page.
#[component]
pub fn App(
    /// The bridge match's page state.
    game: Game,
    /// The GBridge game's page state.
    gbridge: super::gbridge::Gbridge,
) -> impl IntoView {
    provide_context(game);
    provide_context(gbridge);
    let bridge_shown = move || !gbridge.active.get();
    // The effects (saving, the computer, the workers) start in a task after
    // the table's first render: one long start-up task became two short
    // ones (docs/BENCHMARKS.md).
    let owner = Owner::current();
    // "Play online" is offered only where `halfbridge serve` serves the page.
    let served_online = OnlineServed(RwSignal::new(false));
    provide_context(served_online);
    let run = move || {
        leptos::task::spawn_local(async move {
            if super::net::served_online().await {
                served_online.0.set(true);
            }
        });
        game.run();
        game.run_aids();
        gbridge.run();
    };
    // The page renders in steps, a task each, so that no task of the
    // start-up reaches 50 ms on a slow phone (docs/BENCHMARKS.md): the top
    // bar and the person's hand first, then the centre and the notices,
    // then the other three hands, then the side panel, then the settings
    // and the review (neither shown at the start).
    let step = RwSignal::new(0u8);
    for (n, name) in (1u8..).zip(["centre", "hands", "panel", "rest"]) {
        set_timeout(
            move || {
                crate::web::mark(name);
                step.set(n);
            },
            std::time::Duration::ZERO,
        );
    }
    let centre = move || step.get() >= 1;
    let others = move || step.get() >= 2;
    let panel = move || step.get() >= 3;
    let rest = move || step.get() >= 4;
    set_timeout(
        move || {
            crate::web::mark("run");
            owner.map_or_else(run, |o| o.with(run));
        },
        std::time::Duration::ZERO,
    );
    let t = move |m: Msg| game.settings.with(|s| s.lang.t(m));
    // A file dragged over the page: the table shows where it will land.
    let dragging = RwSignal::new(false);
    view! {
        <div class="app"
            on:dragover=move |ev: web_sys::DragEvent| {
                ev.prevent_default();
                dragging.set(files::carries_files(&ev));
            }
            on:dragleave=move |ev: web_sys::DragEvent| if ev.related_target().is_none() { dragging.set(false) }
            on:drop=move |ev: web_sys::DragEvent| {
                ev.prevent_default();
                dragging.set(false);
                files::open_files(game, ev.data_transfer().and_then(|d| d.files()));
            }>
            <header class="topbar">
                <h1>{move || t(Msg::Title)}</h1>
                <Show when=bridge_shown><panel::BoardInfo/></Show>
                <div class="topbar-actions">
                    <button class="plain" on:click=move |_| game.settings_open.update(|o| *o = !*o)>
                        {move || t(Msg::Settings)}
                    </button>
                </div>
            </header>
            <Show when=centre><panel::Notices/></Show>
            <Show when=bridge_shown fallback=gbridge::GbridgeTable>
            <main class="layout">
                <div class="felt" class:four-colour=move || game.settings.with(|s| s.four_colour)>
                    <files::DropOverlay dragging=dragging/>
                    <Show when=others><hand::HandView seat=Seat::North/></Show>
                    <Show when=others><hand::HandView seat=Seat::West/></Show>
                    <Show when=centre><center::Center/></Show>
                    <Show when=others><hand::HandView seat=Seat::East/></Show>
                    <hand::HandView seat=Seat::South/>
                </div>
                <aside class="panel">
                    <Show when=panel>
                    <auction::AuctionView during=false/>
                    <panel::Announcements/>
                    <panel::Status/>
                    <aids::AidsBar/>
                    <result::ResultView/>
                    <result::ComparisonView/>
                    <result::Scorecard/>
                    <files::FilesBar/>
                    </Show>
                </aside>
            </main>
            <Show when=rest><review::ReviewView/></Show>
            </Show>
            <div class="sr-only" aria-live="polite" role="status">{move || game.live.get()}</div>
            <Show when=rest><settings::SettingsPanel/></Show>
        </div>
    }
}

/// Whether `halfbridge serve` serves the page (its `api/health`), so
/// that online tables can be created.
#[derive(Clone, Copy)]
pub struct OnlineServed(pub RwSignal<bool>);

/// The shared game state.
fn use_game() -> Game {
    expect_context::<Game>()
}
