//! The aids during play: the Hint, Undo and Claim buttons, the hint in
//! plain words, the claim chooser, and the cards a computer declarer
//! claimed with.

use super::use_game;
use crate::web::cards::CardFace;
use contract_bridge::Seat;
use engine::hint::Hint;
use i18n::{Lang, Msg, Phrase};
use leptos::prelude::*;

fn hint_text(lang: Lang, hint: &Hint) -> (String, String, String) {
    match hint {
        Hint::Card {
            choice,
            declaring,
            layouts,
            figures,
        } => {
            let mut parts = Vec::new();
            for (i, f) in figures.iter().take(4).enumerate() {
                let card = lang.card_short(f.card);
                parts.push(if i == 0 {
                    lang.say(Phrase::HintFirstCard {
                        card: &card,
                        makes: f.makes,
                        layouts: *layouts,
                        declaring: *declaring,
                    })
                } else {
                    lang.say(Phrase::HintOtherCard {
                        card: &card,
                        makes: f.makes,
                    })
                });
            }
            (
                lang.say(Phrase::HintChoice {
                    choice: &lang.card_short(*choice),
                }),
                lang.list(&parts),
                lang.card(*choice),
            )
        }
        Hint::Contract { choice, figures } => {
            let parts: Vec<String> = figures
                .iter()
                .take(4)
                .map(|f| {
                    lang.say(Phrase::HintContract {
                        contract: &lang.contract_short(f.contract),
                        score: f.score,
                    })
                })
                .collect();
            (
                lang.say(Phrase::HintChoice {
                    choice: &lang.contract_short(*choice),
                }),
                lang.list(&parts),
                lang.contract(*choice),
            )
        }
    }
}

/// Hint, Undo and Claim, with what they show.
#[component]
pub fn AidsBar() -> impl IntoView {
    let game = use_game();
    let hint = move || {
        let lang = game.settings.with(|s| s.lang);
        let shown = game.aids.hint.get()?;
        let body = match &shown.hint {
            None => view! { <p class="working">{lang.t(Msg::Working)}</p> }.into_any(),
            Some(h) => {
                let (choice, figures, name) = hint_text(lang, h);
                view! { <p class="hint-choice" data-choice=name><b>{choice}</b></p><p class="hint-figures">{figures}</p> }.into_any()
            }
        };
        Some(view! {
            <section class="hint-box" role="region" aria-label=lang.t(Msg::Hint) aria-live="polite">{body}</section>
        })
    };
    let chooser = move || {
        let lang = game.settings.with(|s| s.lang);
        if !game.aids.claim_open.get() || !game.claim_offered() {
            return None;
        }
        let left = game
            .team_match
            .with(|m| m.persons_table().map(engine::review::tricks_left))?;
        let numbers = (1..left)
            .rev()
            .map(|n| view! { <button class="choice" on:click=move |_| game.claim(n)>{lang.say(Phrase::ClaimTricks { tricks: n })}</button> })
            .collect_view();
        Some(view! {
            <section class="claim-chooser" role="group" aria-label=lang.t(Msg::Claim)
                on:keydown=move |ev: web_sys::KeyboardEvent| if ev.key() == "Escape" { game.aids.claim_open.set(false) }>
                <p>{lang.t(Msg::ClaimHowMany)}</p>
                <button class="primary" on:click=move |_| game.claim(left)>{lang.t(Msg::ClaimAll)}</button>
                {numbers}
                <button class="plain" on:click=move |_| game.aids.claim_open.set(false)>{lang.t(Msg::Close)}</button>
            </section>
        })
    };
    let computer_claim = move || {
        let lang = game.settings.with(|s| s.lang);
        let c = game.aids.computer_claim.get()?;
        let hands = Seat::ALL
            .into_iter()
            .filter(|&s| !c.hands[s as usize].is_empty())
            .map(|s| {
                let cards = c.hands[s as usize]
                    .iter()
                    .map(|card| view! { <CardFace card=card lang=lang small=true/> })
                    .collect_view();
                view! { <div class="claim-hand"><b>{lang.seat(s)}</b>{cards}</div> }
            })
            .collect_view();
        Some(view! {
            <section class="claim-cards" role="region" aria-label=lang.t(Msg::CardsAtClaim)>
                <h3>{lang.say(Phrase::ComputerClaims { seat: lang.seat(c.declarer), tricks: c.tricks })}</h3>
                {hands}
            </section>
        })
    };
    move || {
        let lang = game.settings.with(|s| s.lang);
        let playing = game
            .team_match
            .with(|m| m.persons_table().is_some_and(|t| t.declarer().is_some()));
        let hints = game.settings.with(|s| s.hints.offered());
        let can_hint = game.hint_offered();
        let can_undo = game.undo_offered();
        let can_claim = game.claim_offered();
        playing.then(|| view! {
            <section class="aids" aria-label=lang.t(Msg::Aids)>
                <div class="aid-buttons">
                    {hints.then(|| view! {
                        <button class="plain" aria-keyshortcuts="H" disabled=!can_hint on:click=move |_| game.ask_hint()>{lang.t(Msg::Hint)}</button>
                    })}
                    <button class="plain" aria-keyshortcuts="U" disabled=!can_undo on:click=move |_| game.undo()>{lang.t(Msg::Undo)}</button>
                    {can_claim.then(|| view! {
                        <button class="plain" aria-expanded=move || if game.aids.claim_open.get() { "true" } else { "false" }
                            on:click=move |_| game.aids.claim_open.update(|o| *o = !*o)>{lang.t(Msg::Claim)}</button>
                    })}
                </div>
                {chooser}
                {hint}
                {computer_claim}
            </section>
        })
    }
}
