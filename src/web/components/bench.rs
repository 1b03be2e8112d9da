//! The browser benchmark (`?bench`): double-dummy solving of the reference
//! deals in the worker (the same code the computer players run), checked
//! against the C++ DDS's trick counts; the computer's decisions at each
//! level through the page's pool of workers ([`crate::web::pool`]) with the
//! table's deadline — time from the request to the decision, the share cut
//! by the deadline, the mean layouts, the share answered by the Beginner's
//! fallback; the GBridge robots' decisions at each level through the same
//! pool, as the GBridge table asks them ([`Work::Gbridge`]); and one
//! decision solved whole (no deadline) by pools of 1, 2 and all workers,
//! for the speedup. It prints figures; it asserts nothing about speed.

use crate::web::pool::{self, Event, Pool};
use crate::web::query;
use crate::web::worker;
use engine::board::Board;
use engine::bot::Level;
use engine::rules::Rules;
use engine::stats::Timing;
use engine::table::Table;
use engine::view::SeatView;
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;
use thinking::Work;
use thinking::protocol::{Request, Response};
use wasm_bindgen::JsCast as _;

/// Boards the decision timing plays per level (each a whole table with the
/// computer in every seat): `?bench&boards=N`, default 1, at most 64 (256
/// with [`auction_only`]).
fn timing_boards() -> u64 {
    let most = if auction_only() { 256 } else { 64 };
    query("boards")
        .and_then(|n| n.parse().ok())
        .unwrap_or(1u64)
        .clamp(1, most)
}

/// Whether the decision timing stops each board when its auction ends
/// (`?bench&rules=contract&auction`): the calls alone, the Expert's judged
/// ones among them.
fn auction_only() -> bool {
    query("auction").is_some()
}

/// The game the decision timing plays: `?bench&rules=contract` (or
/// `halfbridge`), else MiniBridge.
fn timed_rules() -> Rules {
    let variant = query("rules")
        .and_then(|r| r.parse::<engine::rules::Variant>().ok())
        .unwrap_or_default();
    Rules {
        variant,
        ..Rules::MINIBRIDGE
    }
}

/// The levels timed: `?bench&level=standard` for one, else all three.
fn timed_levels() -> Vec<Level> {
    match query("level").and_then(|l| l.parse::<Level>().ok()) {
        Some(level) => vec![level],
        None => Level::ALL.to_vec(),
    }
}

/// Rounds of the GBridge game the decision timing plays per level
/// (`?bench&gbridge_rounds=N`, default 13: 1 to 13 cards, 416 decisions).
fn gbridge_rounds() -> u8 {
    query("gbridge_rounds")
        .and_then(|n| n.parse().ok())
        .unwrap_or(13u8)
        .clamp(1, engine::gbridge::rules::MAX_ROUNDS)
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

async fn fetch_text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| format!("{e:?}"))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| "not a response")?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let text = wasm_bindgen_futures::JsFuture::from(response.text().map_err(|e| format!("{e:?}"))?)
        .await
        .map_err(|e| format!("{e:?}"))?;
    text.as_string().ok_or_else(|| "not text".into())
}

/// What the benchmark has measured so far.
#[derive(Clone, Default)]
struct Figures {
    deals: usize,
    mismatches: u32,
    dd_ms_per_deal: f64,
    levels: Vec<LevelRow>,
    /// GBridge decisions per level: their times (ms).
    gbridge: Vec<(Level, Timing)>,
    /// (workers, ms for the whole decision, speedup over one worker)
    speedup: Vec<(usize, f64, f64)>,
    done: bool,
    error: Option<String>,
}

/// One level's decisions through the pool.
#[derive(Clone)]
struct LevelRow {
    level: Level,
    /// The decisions' times (ms) and how many.
    times: Timing,
    /// Decisions that needed layouts (the shares below are of these).
    searched: usize,
    /// The times (ms) of those decisions alone.
    searched_times: Timing,
    cut_share: f64,
    layouts_mean: f64,
    fallback_share: f64,
    /// Mean layouts of the decisions the deadline cut.
    cut_layouts_mean: f64,
    /// The first decision's time (it includes starting the workers).
    first: f64,
    /// Where the fallback answered: "board b, card c: ms" for each.
    fallbacks: Vec<String>,
}

/// A pool whose events can be awaited one at a time.
struct Awaited {
    pool: Pool,
    event: Rc<RefCell<Option<Event>>>,
    resolve: Rc<RefCell<Option<js_sys::Function>>>,
}

impl Awaited {
    fn new(size: usize) -> Self {
        let event: Rc<RefCell<Option<Event>>> = Rc::new(RefCell::new(None));
        let resolve: Rc<RefCell<Option<js_sys::Function>>> = Rc::new(RefCell::new(None));
        let pool = {
            let event = event.clone();
            let resolve = resolve.clone();
            Pool::new(size, move |e| {
                if matches!(e, Event::Decided { .. }) {
                    *event.borrow_mut() = Some(e);
                    if let Some(r) = resolve.borrow_mut().take() {
                        let _ = r.call0(&wasm_bindgen::JsValue::NULL);
                    }
                }
            })
        };
        Self {
            pool,
            event,
            resolve,
        }
    }

    /// One decision: its time (ms from the request) and how it was made.
    async fn decide(
        &self,
        work: Work,
        view: SeatView,
        level: Level,
        seed: u64,
    ) -> (
        f64,
        Option<engine::table::Action>,
        engine::bot::montecarlo::Thought,
    ) {
        self.event.borrow_mut().take();
        let resolve = self.resolve.clone();
        let promise = js_sys::Promise::new(&mut |r, _| *resolve.borrow_mut() = Some(r));
        let t0 = now();
        self.pool.decide(work, view, level, seed);
        if self.event.borrow().is_none() {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        }
        let ms = now() - t0;
        match self.event.borrow_mut().take() {
            Some(Event::Decided {
                action, thought, ..
            }) => (ms, action, thought),
            _ => (
                ms,
                None,
                engine::bot::montecarlo::Thought {
                    action: None,
                    layouts: 0,
                    cut: false,
                    fallback: true,
                },
            ),
        }
    }

    /// One GBridge decision, asked as the GBridge table asks it: its time
    /// (ms from the request) and the action.
    async fn gbridge(
        &self,
        view: engine::gbridge::SeatView,
        level: Level,
        seed: u64,
    ) -> (f64, Option<engine::gbridge::Action>) {
        let answer: Rc<RefCell<Option<Response>>> = Rc::new(RefCell::new(None));
        let resolve: Rc<RefCell<Option<js_sys::Function>>> = Rc::new(RefCell::new(None));
        let promise = {
            let resolve = resolve.clone();
            js_sys::Promise::new(&mut |r, _| *resolve.borrow_mut() = Some(r))
        };
        let t0 = now();
        {
            let answer = answer.clone();
            self.pool.ask(
                Work::Gbridge,
                Request::GbridgeDecide {
                    id: 0,
                    view,
                    level,
                    seed,
                },
                move |response| {
                    *answer.borrow_mut() = Some(response);
                    if let Some(r) = resolve.borrow_mut().take() {
                        let _ = r.call0(&wasm_bindgen::JsValue::NULL);
                    }
                },
            );
        }
        if answer.borrow().is_none() {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        }
        let ms = now() - t0;
        match answer.borrow_mut().take() {
            Some(Response::GbridgeDecision { action, .. }) => (ms, Some(action)),
            _ => (ms, None),
        }
    }
}

/// Plays one GBridge game of [`gbridge_rounds`] rounds per level with
/// robots in every seat, each decision asked of `pool`; records the times.
async fn time_gbridge(
    pool: &Awaited,
    workers: usize,
    figures: RwSignal<Figures>,
    status: RwSignal<String>,
) {
    use engine::gbridge::{Game, GameLength, GameRules, SeatView as GbridgeView};
    let rules = GameRules {
        length: GameLength::new(gbridge_rounds()).unwrap_or_default(),
        ..GameRules::default()
    };
    for level in [Level::Beginner, Level::Standard, Level::Expert] {
        let mut game = Game::new(2000, rules);
        let mut times = Vec::new();
        while let Some(view) = game.current().and_then(GbridgeView::of) {
            if times.len() % 20 == 0 {
                status.set(format!(
                    "timing GBridge {level:?} with {workers} workers: decision {}…",
                    times.len() + 1
                ));
            }
            let seed = engine::gbridge::bot::decision_seed(game.seed(), &game);
            let (ms, action) = pool.gbridge(view, level, seed).await;
            times.push(ms);
            let Some(action) = action else { break };
            if game.act_in_turn(action).is_err() {
                break;
            }
        }
        figures.update(|f| f.gbridge.push((level, Timing::of(times))));
    }
}

/// Plays `boards` boards with the computer in every seat at each level,
/// every decision asked of one pool as the person's table asks it (with
/// the deadline), and then times one decision solved whole by pools of 1,
/// 2 and all workers.
async fn run_pool(figures: RwSignal<Figures>, status: RwSignal<String>) {
    let all = pool::size();
    let table_pool = Awaited::new(all);
    for level in timed_levels() {
        let mut times = Vec::new();
        // Of the decisions that searched layouts (as `halfbridge bench`
        // counts them): how many, cut, answered by the fallback, layouts.
        let (mut searched, mut cut, mut fallback, mut layouts) = (0usize, 0usize, 0usize, 0usize);
        let mut fallbacks = Vec::new();
        let mut cut_layouts = 0usize;
        let mut searched_times = Vec::new();
        for board in 0..timing_boards() {
            status.set(format!(
                "timing {level:?} with {all} workers: board {} of {}…",
                board + 1,
                timing_boards()
            ));
            let mut table = Table::new(
                Board::from_seed((board % 16) as u8 + 1, 1000 + board),
                timed_rules(),
            );
            while let Some(mut view) =
                SeatView::of(&table).filter(|v| v.in_auction() || !auction_only())
            {
                // Every seat of the timing table is a computer player.
                view.robots = [true; 4];
                let seed = engine::bot::decision_seed(board, &table);
                let (ms, action, thought) = table_pool.decide(Work::Table, view, level, seed).await;
                times.push(ms);
                // An Expert call cut before its first layout searched too.
                let searching = thought.layouts > 0 || thought.fallback || thought.cut;
                searched += usize::from(searching);
                if searching {
                    searched_times.push(ms);
                }
                cut += usize::from(thought.cut);
                if thought.cut {
                    cut_layouts += thought.layouts;
                }
                fallback += usize::from(thought.fallback);
                if thought.fallback {
                    let cards = table.plays().len();
                    fallbacks.push(format!("board {board} card {cards}: {ms:.0} ms"));
                }
                layouts += thought.layouts;
                let Some(action) = action else { break };
                if table.act_in_turn(action).is_err() {
                    break;
                }
            }
        }
        let first = times.first().copied().unwrap_or(0.0);
        let share = |k: usize| {
            if searched == 0 {
                0.0
            } else {
                k as f64 / searched as f64
            }
        };
        let row = LevelRow {
            level,
            times: Timing::of(times),
            searched,
            searched_times: Timing::of(searched_times),
            cut_share: share(cut),
            layouts_mean: share(layouts),
            fallback_share: share(fallback),
            cut_layouts_mean: if cut == 0 {
                0.0
            } else {
                cut_layouts as f64 / cut as f64
            },
            first,
            fallbacks,
        };
        figures.update(|f| f.levels.push(row));
    }
    time_gbridge(&table_pool, all, figures, status).await;
    // One decision solved whole: the opening lead of the first board 1 of
    // seeds 1000, 1001, … that is played, at Standard (no deadline:
    // Work::Review), on warm workers.
    let mut table = (1000..)
        .map(|seed| Table::new(Board::from_seed(1, seed), Rules::MINIBRIDGE))
        .find(|t| t.declarer().is_some())
        .unwrap_or_else(|| Table::new(Board::from_seed(1, 1000), Rules::MINIBRIDGE));
    // Any contract will do for timing the lead (no thinking on the page).
    if let Some(&contract) = engine::contract::Contract::all(table.rules()).first() {
        let _ = table.act_in_turn(engine::table::Action::Contract(contract));
    }
    let mut sizes = vec![1, 2, all];
    sizes.sort_unstable();
    sizes.dedup();
    let mut one = 0.0;
    for size in sizes {
        status.set(format!("one decision with {size} workers…"));
        let pool = Awaited::new(size);
        let Some(view) = SeatView::of(&table) else {
            break;
        };
        // Warm up: every worker started and its solver allocated.
        let _ = pool
            .decide(Work::Review, view.clone(), Level::Standard, 1)
            .await;
        let mut runs = Vec::new();
        for seed in 2..7 {
            runs.push(
                pool.decide(Work::Review, view.clone(), Level::Standard, seed)
                    .await
                    .0,
            );
        }
        let ms = Timing::of(runs).p50;
        if size == 1 {
            one = ms;
        }
        let speedup = if ms > 0.0 { one / ms } else { 0.0 };
        figures.update(|f| f.speedup.push((size, ms, speedup)));
    }
    figures.update(|f| f.done = true);
    status.set("done".into());
}

/// The benchmark page.
#[component]
pub fn BenchPage() -> impl IntoView {
    let figures = RwSignal::new(Figures::default());
    let status = RwSignal::new("loading the reference deals…".to_string());
    // Shared between the worker callback and the driver below.
    let state: Rc<RefCell<Option<(f64,)>>> = Rc::new(RefCell::new(None));
    let bridge: Rc<RefCell<Option<worker::Bridge>>> = Rc::new(RefCell::new(None));

    let on_response = {
        let state = state.clone();
        move |response: Response| match response {
            Response::Solved {
                tables, mismatches, ..
            } => {
                let elapsed = state.borrow().as_ref().map_or(0.0, |s| now() - s.0);
                let deals = tables.len();
                figures.update(|f| {
                    f.deals = deals;
                    f.mismatches = mismatches;
                    f.dd_ms_per_deal = elapsed / deals.max(1) as f64;
                });
                *state.borrow_mut() = None;
                leptos::task::spawn_local(run_pool(figures, status));
            }
            Response::Failed { message, .. } => figures.update(|f| f.error = Some(message)),
            _ => {}
        }
    };
    let on_answer = move |answer: Result<Response, thinking::protocol::Refusal>| match answer {
        Ok(response) => on_response(response),
        Err(refusal) => figures.update(|f| f.error = Some(refusal.to_string())),
    };
    *bridge.borrow_mut() = Some(worker::spawn("bench", on_answer));
    {
        let bridge = bridge.clone();
        let state = state.clone();
        leptos::task::spawn_local(async move {
            match fetch_text("./dd-reference-100.pbn").await {
                Ok(pbn) => {
                    status.set("solving 100 deals double dummy in the worker…".into());
                    *state.borrow_mut() = Some((now(),));
                    if let Some(b) = bridge.borrow().as_ref() {
                        b.send(Request::SolveDeals { id: 1, pbn });
                    }
                }
                Err(e) => figures.update(|f| f.error = Some(e)),
            }
        });
    }
    // Keep the worker alive as long as the page.
    let keep = StoredValue::new_local(bridge);
    let _ = keep;

    view! {
        <main class="bench">
            <h1>"Micro HalfBridge — browser benchmark"</h1>
            <p role="status">{move || status.get()}</p>
            {move || {
                let f = figures.get();
                let error = f.error.clone().unwrap_or_default();
                let rows = f.levels.iter().map(|r| view! {
                    <tr data-level=format!("{:?}", r.level) data-decisions=r.times.count data-p50=format!("{:.1}", r.times.p50) data-p95=format!("{:.1}", r.times.p95) data-max=format!("{:.1}", r.times.max)
                        data-cut=format!("{:.3}", r.cut_share) data-layouts=format!("{:.1}", r.layouts_mean) data-fallback=format!("{:.4}", r.fallback_share)
                        data-searched=r.searched data-searched-p50=format!("{:.1}", r.searched_times.p50) data-searched-p95=format!("{:.1}", r.searched_times.p95) data-searched-max=format!("{:.1}", r.searched_times.max) data-cut-layouts=format!("{:.1}", r.cut_layouts_mean) data-first=format!("{:.1}", r.first) data-fallbacks=r.fallbacks.join("; ")>
                        <td>{format!("{:?}", r.level)}</td><td>{r.times.count}</td><td>{r.searched}</td><td>{format!("{:.1}", r.times.p50)}</td><td>{format!("{:.1}", r.times.p95)}</td><td>{format!("{:.1}", r.times.max)}</td>
                        <td>{format!("{:.1}%", 100.0 * r.cut_share)}</td><td>{format!("{:.1}", r.layouts_mean)}</td><td>{format!("{:.2}%", 100.0 * r.fallback_share)}</td><td>{format!("{:.1}", r.first)}</td>
                    </tr>
                }).collect_view();
                let gbridge = f.gbridge.iter().map(|&(level, Timing { p50, p95, max, count: n })| view! {
                    <tr data-gbridge-level=format!("{level:?}") data-decisions=n data-p50=format!("{p50:.1}") data-p95=format!("{p95:.1}") data-max=format!("{max:.1}")>
                        <td>{format!("{level:?}")}</td><td>{n}</td><td>{format!("{p50:.1}")}</td><td>{format!("{p95:.1}")}</td><td>{format!("{max:.1}")}</td>
                    </tr>
                }).collect_view();
                let speedup = f.speedup.iter().map(|&(n, ms, x)| view! {
                    <tr data-workers=n data-ms=format!("{ms:.1}") data-speedup=format!("{x:.2}")>
                        <td>{n}</td><td>{format!("{ms:.1}")}</td><td>{format!("{x:.2}")}</td>
                    </tr>
                }).collect_view();
                view! {
                    <section aria-label="Benchmark" data-done=if f.done { "true" } else { "false" }
                        data-deals=f.deals data-mismatches=f.mismatches data-dd-ms=format!("{:.1}", f.dd_ms_per_deal)
                        data-error=error>
                        <h2>"Double dummy (pons-dds in wasm, one worker)"</h2>
                        <p>{format!("{} deals, {} trick counts checked against DDS, {} mismatches, {:.1} ms per deal (all 20 declarer–strain pairs)",
                            f.deals, f.deals * 20, f.mismatches, f.dd_ms_per_deal)}</p>
                        <h2>"Computer players: time per decision through the pool, with the deadline (MiniBridge, every seat)"</h2>
                        <table>
                            <thead><tr><th>"Level"</th><th>"Decisions"</th><th>"searched"</th><th>"p50 ms"</th><th>"p95 ms"</th><th>"max ms"</th><th>"cut"</th><th>"layouts"</th><th>"fallback"</th><th>"first ms"</th></tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                        <h2>"GBridge robots: time per decision through the pool (one game, every seat)"</h2>
                        <table>
                            <thead><tr><th>"Level"</th><th>"Decisions"</th><th>"p50 ms"</th><th>"p95 ms"</th><th>"max ms"</th></tr></thead>
                            <tbody>{gbridge}</tbody>
                        </table>
                        <h2>"One Standard decision solved whole (opening lead, median of 5)"</h2>
                        <table>
                            <thead><tr><th>"Workers"</th><th>"ms"</th><th>"speedup"</th></tr></thead>
                            <tbody>{speedup}</tbody>
                        </table>
                        {f.error.map(|e| view! { <p role="alert">{e}</p> })}
                    </section>
                }
            }}
        </main>
    }
}
