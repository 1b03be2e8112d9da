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

/// The steps in which the page is first drawn, a task each, so that no
/// task of the start-up reaches 50 ms on a slow phone (docs/BENCHMARKS.md).
/// Until [`Step::South`] the page is built in an element out of the
/// document ([`App`]'s `offstage`), so no frame is drawn before the
/// person's hand is in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Step {
    /// The root and the title (the mount's own task).
    Root,
    /// The rest of the top bar, and the table's frame.
    Frame,
    /// South's hand; the page goes on stage.
    South,
    /// The centre (trick, contract chooser) and the notices.
    Centre,
    /// The other three hands.
    Others,
    /// The side panel's announcements, status and aids.
    Panel,
    /// The side panel's results, scorecard and files.
    Results,
    /// The settings and the review (neither shown at the start).
    Rest,
}

impl Step {
    /// Every step after the first, in order, with its mark's name.
    const LATER: [(Self, &'static str); 7] = [
        (Self::Frame, "frame"),
        (Self::South, "hand"),
        (Self::Centre, "centre"),
        (Self::Others, "hands"),
        (Self::Panel, "panel"),
        (Self::Results, "results"),
        (Self::Rest, "rest"),
    ];
}

/// The step the first drawing has reached.
#[derive(Clone, Copy)]
struct Drawn(RwSignal<Step>);

impl Drawn {
    /// Whether `step` is drawn.
    fn reached(self, step: Step) -> bool {
        self.0.get() >= step
    }
}

/// The root: provides the [`Game`] and the GBridge game (made in the
/// tasks before, [`crate::web::start`]), lays out the page.
#[component]
pub fn App(
    /// The bridge match's page state.
    game: Game,
    /// The GBridge game's page state.
    gbridge: super::gbridge::Gbridge,
    /// The element the page is first built in, out of the document: its
    /// children move into the body when South's hand is drawn.
    offstage: Option<web_sys::HtmlElement>,
) -> impl IntoView {
    provide_context(game);
    provide_context(gbridge);
    // The effects (saving, the computer, the workers) start in a task after
    // the table's first render: one long start-up task became two short
    // ones (docs/BENCHMARKS.md).
    let owner = Owner::current();
    // "Play online" is offered only where `halfbridge serve` serves the page.
    let served_online = OnlineServed(RwSignal::new(false));
    provide_context(served_online);
    // In two tasks: the game's effects (the workers among them), then the
    // aids', GBridge's and the question to the server.
    let run = move || game.run();
    let run_more = move || {
        leptos::task::spawn_local(async move {
            if super::net::served_online().await {
                served_online.0.set(true);
            }
        });
        game.run_aids();
        gbridge.run();
    };
    let drawn = Drawn(RwSignal::new(Step::Root));
    provide_context(drawn);
    let mut offstage = offstage;
    for (step, name) in Step::LATER {
        let holder = if step == Step::South {
            offstage.take()
        } else {
            None
        };
        crate::web::later(Box::new(move || {
            crate::web::mark(name);
            drawn.0.set(step);
            if let Some(holder) = holder {
                onstage(&holder);
            }
        }));
    }
    let owner_more = owner.clone();
    crate::web::later(Box::new(move || {
        crate::web::mark("run");
        owner.map_or_else(run, |o| o.with(run));
    }));
    crate::web::later(Box::new(move || {
        crate::web::mark("aids");
        owner_more.map_or_else(run_more, |o| o.with(run_more));
    }));
    let t = move |m: Msg| game.settings.with(|s| s.lang.t(m));
    let bridge_shown = move || !gbridge.active.get();
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
                <Show when=move || drawn.reached(Step::Frame)>
                <Show when=bridge_shown><panel::BoardInfo/></Show>
                <div class="topbar-actions">
                    <button class="plain" on:click=move |_| game.settings_open.update(|o| *o = !*o)>
                        {move || t(Msg::Settings)}
                    </button>
                </div>
                </Show>
            </header>
            <Show when=move || drawn.reached(Step::Centre)><panel::Notices/></Show>
            <Show when=move || drawn.reached(Step::Frame)><Table dragging=dragging/></Show>
            <div class="sr-only" aria-live="polite" role="status">{move || game.live.get()}</div>
            <Show when=move || drawn.reached(Step::Rest)><settings::SettingsPanel/></Show>
        </div>
    }
}

/// The bridge table (the felt with the four hands and the centre, and the
/// side panel) and the review, or the GBridge table.
#[component]
fn Table(
    /// A file is dragged over the page.
    dragging: RwSignal<bool>,
) -> impl IntoView {
    let game = use_game();
    let gbridge = expect_context::<crate::web::gbridge::Gbridge>();
    let drawn = expect_context::<Drawn>();
    let at = move |step: Step| move || drawn.reached(step);
    view! {
        <Show when=move || !gbridge.active.get() fallback=gbridge::GbridgeTable>
        <main class="layout">
            <div class="felt" class:four-colour=move || game.settings.with(|s| s.four_colour)>
                <files::DropOverlay dragging=dragging/>
                <Show when=at(Step::Others)><hand::HandView seat=Seat::North/></Show>
                <Show when=at(Step::Others)><hand::HandView seat=Seat::West/></Show>
                <Show when=at(Step::Centre)><center::Center/></Show>
                <Show when=at(Step::Others)><hand::HandView seat=Seat::East/></Show>
                <Show when=at(Step::South)><hand::HandView seat=Seat::South/></Show>
            </div>
            <aside class="panel">
                <Show when=at(Step::Panel)>
                <auction::AuctionView during=false/>
                <panel::Announcements/>
                <panel::Status/>
                <aids::AidsBar/>
                </Show>
                <Show when=at(Step::Results)>
                <result::ResultView/>
                <result::ComparisonView/>
                <result::Scorecard/>
                <files::FilesBar/>
                </Show>
            </aside>
        </main>
        <Show when=at(Step::Rest)><review::ReviewView/></Show>
        </Show>
    }
}

/// Moves the page, built in `holder` out of the document, into the body.
fn onstage(holder: &web_sys::HtmlElement) {
    let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    else {
        return;
    };
    while let Some(child) = holder.first_child() {
        if body.append_child(&child).is_err() {
            return;
        }
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
