//! The side panel's information: board, announcements, status, notices.

use super::use_game;
use crate::web::game::Scope;
use contract_bridge::Seat;
use engine::formats::Vulnerable;
use engine::table::Phase;
use i18n::{Msg, Phrase};
use leptos::prelude::*;

/// Board number, dealer, vulnerability, game and match position.
#[component]
pub fn BoardInfo() -> impl IntoView {
    let game = use_game();
    move || {
        let lang = game.settings.with(|s| s.lang);
        game.with_match_settled(|m| {
            let b = m.current()?;
            let board = b.open.board();
            let (net, imps) = m.totals();
            Some(view! {
                <div class="board-info">
                    <span>{format!("{} {} ({}/{})", lang.t(Msg::Board), board.number, m.boards.len(), m.length)}</span>
                    <span>{format!("{}: {}", lang.t(Msg::Dealer), lang.seat(board.dealer))}</span>
                    <span>{format!("{}: {}", lang.t(Msg::Vulnerable), lang.vulnerability(Vulnerable::of(board)))}</span>
                    <span>{lang.variant(m.rules.variant)}</span>
                    <span class="match-total">{format!("{} {net:+} · {imps:+} {}", lang.t(Msg::Total2), lang.t(Msg::Imps))}</span>
                </div>
            })
        })
    }
}

/// The notices, each in its own alert with its own Close button: the
/// page's, and those of the game whose table is shown (a bridge match's
/// notice is not shown over the GBridge table, nor the reverse).
#[component]
pub fn Notices() -> impl IntoView {
    let game = use_game();
    let gbridge = expect_context::<crate::web::gbridge::Gbridge>();
    move || {
        let lang = game.settings.with(|s| s.lang);
        let shown = if gbridge.active.get() {
            Scope::Gbridge
        } else {
            Scope::Match
        };
        game.notices
            .get()
            .into_iter()
            .enumerate()
            .filter(|(_, notice)| notice.shown_with(shown))
            .map(|(i, notice)| {
                let close = move |_| {
                    game.notices.update(|n| {
                        if i < n.len() {
                            n.remove(i);
                        }
                    });
                };
                // A file's problems: a count, the list behind a toggle.
                let details = notice.details(lang).map(|(count, lines)| {
                    view! {
                        <details class="notice-details">
                            <summary>{lang.say(Phrase::ProblemDetails { count })}</summary>
                            <span>{lines}</span>
                        </details>
                    }
                });
                view! {
                    <div class="notice" role="alert">
                        <div class="notice-text">
                            <span>{notice.say(lang)}</span>
                            {details}
                        </div>
                        <button class="plain" on:click=close>{lang.t(Msg::Close)}</button>
                    </div>
                }
            })
            .collect_view()
    }
}

/// The HCP announcements, appearing one by one from the dealer.
#[component]
pub fn Announcements() -> impl IntoView {
    let game = use_game();
    move || {
        let lang = game.settings.with(|s| s.lang);
        let shown = game.revealed.get();
        game.with_match_settled(|m| {
            let table = m.persons_table()?;
            if !table.rules().announces_points() {
                return None;
            }
            let a = table.announcements();
            let rows = a
                .order()
                .into_iter()
                .take(shown)
                .map(|seat| view! { <li><span>{lang.seat(seat)}</span><b>{a.of(seat)}</b></li> })
                .collect_view();
            let outcome = (shown >= 4).then(|| match table.declarer() {
                Some(d) => format!(
                    "{}–{} {} · {}–{} {} → {}: {}",
                    lang.seat(Seat::North),
                    lang.seat(Seat::South),
                    a.side(Seat::North),
                    lang.seat(Seat::East),
                    lang.seat(Seat::West),
                    a.side(Seat::East),
                    lang.t(Msg::Declarer),
                    lang.seat(d)
                ),
                None => lang.t(Msg::ThrownIn).to_string(),
            });
            Some(view! {
                <section class="announcements" aria-label=lang.t(Msg::Announcements)>
                    <h2>{lang.t(Msg::Announcements)}</h2>
                    <ol>{rows}</ol>
                    {outcome.map(|o| view! { <p class="outcome">{o}</p> })}
                </section>
            })
        })
    }
}

/// Declarer, contract, who is to play, tricks, the last trick.
#[component]
pub fn Status() -> impl IntoView {
    let game = use_game();
    move || {
        let lang = game.settings.with(|s| s.lang);
        let seating = game.settings.with(|s| s.seating);
        let thinking = game.thinking.get();
        let show_last = game.show_last_trick.get();
        game.with_match_settled(|m| {
            let table = m.persons_table()?;
            let declarer = table.declarer()?;
            let contract = table.contract().map(|c| lang.contract_short(c));
            let to_act = table.to_act();
            let turn = match to_act {
                Some(seat) if seating.person_plays(table, seat) => {
                    format!("{} ({})", lang.t(Msg::YourTurn), lang.seat(seat))
                }
                Some(seat) if table.phase() == Phase::Contract => format!("{} ({})", lang.t(Msg::WaitingForDeclarer), lang.seat(seat)),
                Some(seat) => format!("{}{}", lang.seat(seat), if thinking { format!(" — {}", lang.t(Msg::Thinking)) } else { String::new() }),
                None => String::new(),
            };
            let has_last = table.last_trick().is_some() && table.phase() == Phase::Play;
            Some(view! {
                <section class="status">
                    <dl>
                        <dt>{lang.t(Msg::Declarer)}</dt><dd>{lang.seat(declarer)}</dd>
                        <dt>{lang.t(Msg::Contract)}</dt><dd class="contract">{contract.unwrap_or_else(|| "—".into())}</dd>
                        <dt>{lang.t(Msg::ToPlay)}</dt><dd class="to-play">{turn}</dd>
                        <dt>{lang.t(Msg::Tricks)}</dt>
                        <dd class="tricks">
                            {format!("{}–{} {} · {}–{} {}",
                                lang.seat(Seat::North), lang.seat(Seat::South), table.tricks_won(Seat::North),
                                lang.seat(Seat::East), lang.seat(Seat::West), table.tricks_won(Seat::East))}
                        </dd>
                    </dl>
                    {has_last.then(|| view! {
                        <button class="plain" aria-pressed=if show_last { "true" } else { "false" }
                            on:click=move |_| game.show_last_trick.update(|s| *s = !*s)>
                            {lang.t(if show_last { Msg::HideLastTrick } else { Msg::LastTrick })}
                        </button>
                    })}
                </section>
            })
        })
    }
}
