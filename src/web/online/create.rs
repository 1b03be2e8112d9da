//! The form that creates an online table (`?online`): the game, the
//! boards, the robots' level and seats, the person's own seat and name.
//! `POST api/tables`; the invite links are kept (local storage, under the
//! table's id) and the person goes to their own seat, where the links are
//! shown with their Copy buttons.

use super::{Invites, page_lang, seat_letter};
use crate::web::net;
use contract_bridge::Seat;
use engine::bot::Level;
use engine::rules::Variant;
use i18n::Msg;
use leptos::prelude::*;
use serde::Deserialize;

/// The server's answer to a table created.
#[derive(Deserialize)]
struct Created {
    id: String,
    seats: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    watch: String,
}

/// The request that creates a table (docs/PROTOCOL.md).
#[derive(serde::Serialize)]
struct Create {
    game: String,
    boards: u8,
    level: String,
    robots: Vec<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    host: Option<&'static str>,
}

/// The server's error body.
#[derive(Deserialize)]
struct Refusal {
    error: String,
}

/// The default host: the first person's seat in the order S, N, E, W (the
/// server's rule when the request names none).
fn default_host(robots: [bool; 4]) -> Option<Seat> {
    [Seat::South, Seat::North, Seat::East, Seat::West]
        .into_iter()
        .find(|&s| !robots[s as usize])
}

/// The page `?online`: the form.
#[component]
pub fn CreatePage() -> impl IntoView {
    let lang_choice = RwSignal::new(page_lang());
    let game = RwSignal::new(Variant::MiniBridge);
    // GBridge, the fourth game (no `Variant`): its rounds in `boards`.
    let gbridge = RwSignal::new(false);
    let boards = RwSignal::new(1u8);
    let level = RwSignal::new(Level::Standard);
    let robots = RwSignal::new([false, true, false, true]);
    let mine = RwSignal::new(Seat::South);
    let name = RwSignal::new(net::read(net::NAME_KEY, false).unwrap_or_default());
    let failed = RwSignal::new(None::<String>);
    let busy = RwSignal::new(false);
    let create = move || {
        let robots_now = robots.get_untracked();
        let me = mine.get_untracked();
        if robots_now[me as usize] || busy.get_untracked() {
            return;
        }
        let typed: String = name.get_untracked().trim().chars().take(24).collect();
        if !typed.is_empty() {
            net::write(net::NAME_KEY, &typed, false);
        }
        let seats: Vec<&str> = Seat::ALL
            .into_iter()
            .filter(|&s| robots_now[s as usize])
            .map(seat_letter)
            .collect();
        let request = Create {
            game: if gbridge.get_untracked() {
                "gbridge".to_string()
            } else {
                game.get_untracked().to_string()
            },
            boards: boards.get_untracked(),
            level: level.get_untracked().to_string(),
            robots: seats,
            // Named only when not the server's default, so that a server
            // without hosts (no `host` field) creates the usual table.
            host: (default_host(robots_now) != Some(me)).then(|| seat_letter(me)),
        };
        let Ok(body) = serde_json::to_string(&request) else {
            return;
        };
        busy.set(true);
        failed.set(None);
        leptos::task::spawn_local(async move {
            let answer = net::request("api/tables", Some(&body)).await;
            busy.set(false);
            let created = match answer {
                Some(net::Answer { status: 201, text }) => {
                    serde_json::from_str::<Created>(&text).ok()
                }
                Some(net::Answer { text, .. }) => {
                    failed.set(Some(
                        serde_json::from_str::<Refusal>(&text).map_or(text, |r| r.error),
                    ));
                    return;
                }
                None => None,
            };
            let Some(created) = created else {
                failed.set(Some(String::new()));
                return;
            };
            let invites = Invites {
                seats: created.seats,
                watch: created.watch,
            };
            if let Ok(text) = serde_json::to_string(&invites) {
                net::write(&net::invites_key(&created.id), &text, false);
            }
            if let (Some(url), Some(w)) = (invites.seats.get(seat_letter(me)), web_sys::window()) {
                let _ = w.location().assign(url);
            }
        });
    };
    move || {
        let lang = lang_choice.get();
        let game_button = move |v: Variant| {
            view! {
                <button type="button" class="choice" aria-pressed=move || if game.get() == v && !gbridge.get() { "true" } else { "false" }
                    on:click=move |_| {
                        if gbridge.get_untracked() {
                            boards.set(1);
                        }
                        gbridge.set(false);
                        game.set(v);
                    }>{lang.variant(v)}</button>
            }
        };
        let level_button = move |l: Level| {
            view! {
                <button type="button" class="choice" aria-pressed=move || if level.get() == l { "true" } else { "false" }
                    on:click=move |_| level.set(l)>{lang.level(l)}</button>
            }
        };
        let robot_box = move |seat: Seat| {
            view! {
                <label class="check">
                    <input type="checkbox" name="robot" value=seat_letter(seat)
                        prop:checked=move || robots.get()[seat as usize]
                        on:change=move |_| robots.update(|r| r[seat as usize] = !r[seat as usize])/>
                    {lang.seat(seat)}
                </label>
            }
        };
        let seat_box = move |seat: Seat| {
            view! {
                <label class="check">
                    <input type="radio" name="my-seat" value=seat_letter(seat)
                        prop:checked=move || mine.get() == seat
                        prop:disabled=move || robots.get()[seat as usize]
                        on:change=move |_| mine.set(seat)/>
                    {lang.seat(seat)}
                </label>
            }
        };
        let blocked = move || robots.get()[mine.get() as usize] || busy.get();
        view! {
            <div class="app online">
                <header class="topbar">
                    <h1>{lang.t(Msg::Title)}</h1>
                    <div class="topbar-actions">
                        {super::lang_switch(lang_choice)}
                        <a class="plain" href="./">{lang.t(Msg::OnlineSolo)}</a>
                    </div>
                </header>
                <form class="online-create" aria-label=lang.t(Msg::PlayOnline)
                    on:submit=move |ev| { ev.prevent_default(); create(); }>
                    <h2>{lang.t(Msg::PlayOnline)}</h2>
                    <div class="setting"><span>{lang.t(Msg::Rules)}</span>
                        {game_button(Variant::MiniBridge)}{game_button(Variant::HalfBridge)}{game_button(Variant::Contract)}
                        <button type="button" class="choice" aria-pressed=move || if gbridge.get() { "true" } else { "false" }
                            on:click=move |_| {
                                if !gbridge.get_untracked() {
                                    boards.set(13);
                                }
                                gbridge.set(true);
                            }>{lang.t(Msg::GBridge)}</button></div>
                    <label class="setting">
                        <span>{move || lang.t(if gbridge.get() { Msg::GbridgeRounds } else { Msg::MatchLength })}</span>
                        <input type="number" name="boards" min="1" max=move || if gbridge.get() { "26" } else { "32" } prop:value=move || boards.get()
                            on:change=move |ev| {
                                let most = if gbridge.get_untracked() { 26 } else { 32 };
                                boards.set(event_target_value(&ev).parse::<u8>().unwrap_or(1).clamp(1, most));
                            }/>
                    </label>
                    <div class="setting"><span>{lang.t(Msg::Level)}</span>{Vec::from(Level::ALL.map(level_button))}</div>
                    <fieldset class="setting"><legend>{lang.t(Msg::OnlineRobots)}</legend>{Vec::from(Seat::ALL.map(robot_box))}</fieldset>
                    <fieldset class="setting"><legend>{lang.t(Msg::OnlineMySeat)}</legend>{Vec::from(Seat::ALL.map(seat_box))}</fieldset>
                    <label class="setting">
                        <span>{lang.t(Msg::OnlineName)}</span>
                        <input type="text" name="name" maxlength="24" prop:value=move || name.get()
                            on:input=move |ev| name.set(event_target_value(&ev))/>
                    </label>
                    {move || failed.get().map(|why| view! {
                        <p class="notice" role="alert">{format!("{} {why}", lang.t(Msg::OnlineCreateFailed))}</p>
                    })}
                    <div class="setting-actions">
                        <button class="primary" type="submit" prop:disabled=blocked>{lang.t(Msg::OnlineCreate)}</button>
                    </div>
                </form>
            </div>
        }
    }
}
