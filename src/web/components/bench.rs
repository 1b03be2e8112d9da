//! The browser benchmark (`?bench`): double-dummy solving of the reference
//! deals in the worker (the same code the computer players run), checked
//! against the C++ DDS's trick counts, and the computer's time per decision
//! at each level. It prints figures; it asserts nothing about speed.

use crate::board::Board;
use crate::bot::Level;
use crate::protocol::{Request, Response};
use crate::rules::Rules;
use crate::stats::percentile;
use crate::table::Table;
use crate::web::worker;
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast as _;

/// Boards the decision timing plays per level (each a whole Closed Room):
/// `?bench&boards=N`, default 1.
fn timing_boards() -> u64 {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|s| s.split(['?', '&']).find_map(|kv| kv.strip_prefix("boards=").and_then(|n| n.parse().ok())))
        .unwrap_or(1u64)
        .clamp(1, 32)
}

fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

async fn fetch_text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(url)).await.map_err(|e| format!("{e:?}"))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| "not a response")?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let text = wasm_bindgen_futures::JsFuture::from(response.text().map_err(|e| format!("{e:?}"))?).await.map_err(|e| format!("{e:?}"))?;
    text.as_string().ok_or_else(|| "not text".into())
}

/// What the benchmark has measured so far.
#[derive(Clone, Default)]
struct Figures {
    deals: usize,
    mismatches: u32,
    dd_ms_per_deal: f64,
    /// (level, decisions, p50, p95, max)
    levels: Vec<(Level, usize, f64, f64, f64)>,
    done: bool,
    error: Option<String>,
}

/// The benchmark page.
#[component]
pub fn BenchPage() -> impl IntoView {
    let figures = RwSignal::new(Figures::default());
    let status = RwSignal::new("loading the reference deals…".to_string());
    // Shared between the worker callback and the driver below.
    let state: Rc<RefCell<Option<(f64, Vec<f64>, usize, u64)>>> = Rc::new(RefCell::new(None));
    let bridge: Rc<RefCell<Option<worker::Bridge>>> = Rc::new(RefCell::new(None));

    let levels = [Level::Beginner, Level::Standard, Level::Expert];
    let start_level = {
        let bridge = bridge.clone();
        let state = state.clone();
        move |li: usize, board: u64| {
            let Some(level) = levels.get(li).copied() else {
                figures.update(|f| f.done = true);
                status.set("done".into());
                return;
            };
            status.set(format!("timing {level:?}: board {} of {}…", board + 1, timing_boards()));
            let table = Table::new(Board::from_seed((board % 16) as u8 + 1, 1000 + board), Rules::MINIBRIDGE);
            let times = state.borrow().as_ref().map_or(Vec::new(), |s| s.1.clone());
            *state.borrow_mut() = Some((now(), times, li, board));
            if let Some(b) = bridge.borrow().as_ref() {
                b.send(Request::PlayRoom { id: 100 + li as u64 * 100 + board, record: table.record(), level, seed: board });
            }
        }
    };
    let start_level = Rc::new(start_level);
    let on_response = {
        let state = state.clone();
        let start_level = start_level.clone();
        move |response: Response| match response {
            Response::Solved { tables, mismatches, .. } => {
                let elapsed = state.borrow().as_ref().map_or(0.0, |s| now() - s.0);
                let deals = tables.len();
                figures.update(|f| {
                    f.deals = deals;
                    f.mismatches = mismatches;
                    f.dd_ms_per_deal = elapsed / deals.max(1) as f64;
                });
                *state.borrow_mut() = None;
                start_level(0, 0);
            }
            Response::RoomProgress { .. } | Response::RoomDone { .. } => {
                let done = matches!(response, Response::RoomDone { .. });
                let next = {
                    let mut s = state.borrow_mut();
                    let Some((t0, times, li, board)) = s.as_mut() else { return };
                    let t = now();
                    times.push(t - *t0);
                    *t0 = t;
                    done.then(|| (*li, *board, std::mem::take(times)))
                };
                if let Some((li, board, times)) = next {
                    if board + 1 < timing_boards() {
                        *state.borrow_mut() = Some((now(), times, li, board));
                        start_level(li, board + 1);
                    } else {
                        let mut sorted = times;
                        sorted.sort_by(f64::total_cmp);
                        let row = (levels[li], sorted.len(), percentile(&sorted, 50.0), percentile(&sorted, 95.0), sorted.last().copied().unwrap_or(0.0));
                        figures.update(|f| f.levels.push(row));
                        *state.borrow_mut() = None;
                        start_level(li + 1, 0);
                    }
                }
            }
            Response::Failed { message, .. } => figures.update(|f| f.error = Some(message)),
            Response::Decision { .. }
            | Response::Layouts { .. }
            | Response::BoardReviewed { .. }
            | Response::RoomReviewed { .. }
            | Response::Claimed { .. }
            | Response::ClaimRefused { .. }
            | Response::Hinted { .. }
            | Response::GbridgeDecision { .. }
            | Response::GbridgeRoundPlayed { .. } => {}
        }
    };
    let on_answer = move |answer: Result<Response, crate::protocol::Refusal>| match answer {
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
                    *state.borrow_mut() = Some((now(), Vec::new(), 0, 0));
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
                let rows = f.levels.iter().map(|(level, n, p50, p95, max)| view! {
                    <tr data-level=format!("{level:?}") data-decisions=*n data-p50=format!("{p50:.1}") data-p95=format!("{p95:.1}") data-max=format!("{max:.1}")>
                        <td>{format!("{level:?}")}</td><td>{*n}</td><td>{format!("{p50:.1}")}</td><td>{format!("{p95:.1}")}</td><td>{format!("{max:.1}")}</td>
                    </tr>
                }).collect_view();
                view! {
                    <section aria-label="Benchmark" data-done=if f.done { "true" } else { "false" }
                        data-deals=f.deals data-mismatches=f.mismatches data-dd-ms=format!("{:.1}", f.dd_ms_per_deal)
                        data-error=error>
                        <h2>"Double dummy (pons-dds in wasm, one worker)"</h2>
                        <p>{format!("{} deals, {} trick counts checked against DDS, {} mismatches, {:.1} ms per deal (all 20 declarer–strain pairs)",
                            f.deals, f.deals * 20, f.mismatches, f.dd_ms_per_deal)}</p>
                        <h2>"Computer players: time per decision (MiniBridge, whole Closed Rooms)"</h2>
                        <table>
                            <thead><tr><th>"Level"</th><th>"Decisions"</th><th>"p50 ms"</th><th>"p95 ms"</th><th>"max ms"</th></tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                        {f.error.map(|e| view! { <p role="alert">{e}</p> })}
                    </section>
                }
            }}
        </main>
    }
}
