//! The middle of the table: the contract chooser when the person declares,
//! and the current (or last) trick.

use super::cards::CardFace;
use super::use_game;
use crate::contract::{Contract, Goal};
use crate::i18n::Msg;
use crate::table::{Action, Phase};
use contract_bridge::{Seat, Strain};
use leptos::prelude::*;

/// The centre of the felt.
#[component]
pub fn Center() -> impl IntoView {
    view! {
        <div class="center">
            <ContractChooser/>
            <TrickView/>
        </div>
    }
}

/// Shown when the person names the contract: a region "Contract" of buttons.
#[component]
fn ContractChooser() -> impl IntoView {
    let game = use_game();
    move || {
        let lang = game.settings.with(|s| s.lang);
        let seating = game.settings.with(|s| s.seating);
        let ready = game.revealed.get() >= 4;
        game.team_match.with(|m| {
            let table = m.persons_table()?;
            if !ready || table.phase() != Phase::Contract || !seating.persons_turn(table) {
                return None;
            }
            let declarer = table.declarer()?;
            let rules = table.rules();
            let button = move |c: Contract| {
                let label = lang.contract(c);
                let text = match c {
                    Contract::Mini { strain, .. } => strain.to_string(),
                    Contract::Half(bid) => format!("{}{}", bid.level.get(), bid.strain),
                };
                let red = matches!(c.strain(), Strain::Hearts | Strain::Diamonds);
                view! {
                    // "NT" pictures "Part score in No Trump": drawn by CSS
                    // (`data-face`), as a card's face is.
                    <button class="bid" class:red=red aria-label=label on:click=move |_| game.act(Action::Contract(c))>
                        <span aria-hidden="true" data-face=text></span>
                    </button>
                }
            };
            // The engine's list of this game's contracts, a row per goal
            // (MiniBridge) or per level (HalfBridge).
            let row_of = |c: &Contract| match c {
                Contract::Mini { goal, .. } => *goal as u8,
                Contract::Half(bid) => bid.level.get(),
            };
            let rows = Contract::all(rules)
                .chunk_by(|a, b| row_of(a) == row_of(b))
                .map(|row| {
                    let label = match row.first() {
                        Some(Contract::Mini { goal, .. }) => Some(lang.t(if *goal == Goal::Game { Msg::Game } else { Msg::PartScore })),
                        _ => None,
                    };
                    let buttons = row.iter().map(|&c| button(c)).collect_view();
                    view! { <div class="bid-row">{label.map(|l| view! { <span class="bid-label">{l}</span> })}{buttons}</div> }
                })
                .collect_view();
            let who = lang.seat(declarer);
            Some(view! {
                <section class="contract-chooser" role="region" aria-label=lang.t(Msg::Contract)>
                    <h2>{format!("{} — {}", lang.t(Msg::ChooseContract), who)}</h2>
                    {rows}
                </section>
            })
        })
    }
}

/// The trick in the middle: each seat's card in its place.
#[component]
fn TrickView() -> impl IntoView {
    let game = use_game();
    let lang = move || game.settings.with(|s| s.lang);
    let content = move || {
        let lang = lang();
        let show_last = game.show_last_trick.get();
        game.team_match.with(|m| {
            let table = m.persons_table()?;
            let current = table.current_trick();
            // Between tricks, the trick just won stays in view until the next lead.
            let trick = if show_last {
                table.last_trick().cloned()?
            } else if current.cards.is_empty() {
                table.last_trick().cloned().unwrap_or(current)
            } else {
                current
            };
            let strain = table.strain().unwrap_or(Strain::Notrump);
            let winner = trick.is_complete().then(|| trick.winner(strain)).flatten();
            let stale = trick.is_complete() && !show_last && table.phase() == Phase::Play;
            let slots = Seat::ALL
                .into_iter()
                .map(|seat| {
                    let card = trick.plays().find(|(s, _)| *s == seat).map(|(_, c)| c);
                    let pos = match seat {
                        Seat::North => "slot north",
                        Seat::East => "slot east",
                        Seat::South => "slot south",
                        Seat::West => "slot west",
                    };
                    view! {
                        <div class=pos class:winner=winner == Some(seat) class:stale=stale>
                            {card.map(|c| view! { <CardFace card=c lang=lang/> })}
                        </div>
                    }
                })
                .collect_view();
            Some(slots)
        })
    };
    view! {
        <section class="trick" role="region" aria-label=move || lang().t(Msg::CurrentTrick)>
            {content}
        </section>
    }
}
