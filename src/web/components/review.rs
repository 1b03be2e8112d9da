//! The review of a finished board (region "Review"): what the cards
//! allowed (the double-dummy table, every contract's score, par), and in
//! each room where the tricks went, card by card, with the mistakes
//! marked. Each part shows as the worker sends it.

use super::use_game;
use crate::web::aid_state::{Part, ReviewShown};
use contract_bridge::auction::Call;
use contract_bridge::{Card, Seat};
use engine::auction::FinalContract;
use engine::board::Board;
use engine::contract::{Contract, Goal};
use engine::review::{AuctionReview, DealReview, RoomReview, STRAINS};
use i18n::{Lang, Msg, Phrase};
use leptos::prelude::*;

/// A card as the tests' oracle writes it: `SA`, `HT`.
fn card_code(card: Card) -> String {
    format!("{}{}", card.suit.letter(), card.rank.letter())
}

fn working(lang: Lang) -> AnyView {
    view! { <p class="working" role="status">{lang.t(Msg::Working)}</p> }.into_any()
}

/// Contract bridge: the deal's par and what each room's auction reached
/// against it.
fn auctions_part(
    lang: Lang,
    deal: &DealReview,
    rooms: &[(&'static str, Option<AuctionReview>)],
) -> Option<AnyView> {
    let par = deal.deal_par?;
    let reached = |f: FinalContract| {
        format!(
            "{} {}",
            lang.contract_short(Contract::Auction(f.contract)),
            lang.seat(f.declarer)
        )
    };
    let lines = rooms
        .iter()
        .filter_map(|&(name, a)| a.map(|a| (name, a)))
        .map(|(name, a)| {
            let contract = a.contract.map(reached);
            let text = lang.say(Phrase::AuctionAgainstPar { room: name, contract: contract.as_deref(), score: a.score, imps: a.imps });
            let code = a.contract.map(|f| Contract::Auction(f.contract).to_string());
            view! { <p class="rv-auction" data-contract=code data-score=a.score data-imps=a.imps>{text}</p> }
        })
        .collect_view();
    Some(view! {
        <div class="rv-auctions">
            <h3>{lang.t(Msg::Auction)}</h3>
            <p class="deal-par" data-score=par.score>{format!("{}: {}, {} {:+}", lang.t(Msg::Par), par.contract.map_or_else(|| lang.call_short(Call::Pass), reached), lang.t(Msg::NorthSouth), par.score)}</p>
            {lines}
        </div>
    }.into_any())
}

fn deal_part(lang: Lang, deal: &DealReview) -> AnyView {
    let rows = Seat::ALL
        .into_iter()
        .map(|seat| {
            let cells = STRAINS.into_iter().map(|s| {
                let n = deal.double_dummy.get(seat, s);
                view! { <td data-tricks=n>{n}</td> }
            });
            view! { <tr><th scope="row">{lang.seat(seat)}</th>{cells.collect_view()}</tr> }
        })
        .collect_view();
    let heads = move || {
        STRAINS
            .into_iter()
            .map(|s| view! { <th scope="col">{lang.strain_short(s)}</th> })
            .collect_view()
    };
    // Every contract of the game, a row per goal (MiniBridge) or level
    // (HalfBridge), strains in the table's order.
    let row_of = |c: &Contract| match c {
        Contract::Mini { goal, .. } => *goal as u8,
        Contract::Half(bid) => bid.level.get(),
        Contract::Auction(c) => c.bid.level.get(),
    };
    let par = deal.par.map(|p| p.contract);
    let mut contracts = deal.contracts.clone();
    contracts.sort_by_key(|c| {
        (
            row_of(&c.contract),
            engine::review::strain_column(c.contract.strain()),
        )
    });
    let score_rows = contracts
        .chunk_by(|a, b| row_of(&a.contract) == row_of(&b.contract))
        .map(|row| {
            let label = match row.first().map(|c| c.contract) {
                Some(Contract::Mini { goal, .. }) => lang.t(if goal == Goal::Game { Msg::Game } else { Msg::PartScore }).to_string(),
                Some(Contract::Half(bid)) => bid.level.get().to_string(),
                Some(Contract::Auction(c)) => c.bid.level.get().to_string(),
                None => String::new(),
            };
            let cells = row
                .iter()
                .map(|c| {
                    let is_par = Some(c.contract) == par;
                    view! {
                        <td class:par=is_par data-score=c.score title=lang.contract(c.contract)>{format!("{:+}", c.score)}</td>
                    }
                })
                .collect_view();
            view! { <tr><th scope="row">{label}</th>{cells}</tr> }
        })
        .collect_view();
    let declarer = deal.declarer.map(|d| lang.side(d));
    // In contract bridge the auction's part says the deal's par (both
    // sides, sacrifices included); the declaring side's best contract is
    // the table's marked cell, not a second "Par" line.
    let par_line = deal.par.filter(|_| deal.deal_par.is_none()).map(|p| {
        view! {
            <p class="par">
                {format!("{}: {} ({}) {:+}", lang.t(Msg::Par), lang.contract_short(p.contract), p.tricks, p.score)}
            </p>
        }
    });
    view! {
        <div class="rv-deal">
            <div>
                <h3>{lang.t(Msg::WhatTheCardsAllowed)}</h3>
                <table class="dd-table">
                    <thead><tr><th></th>{heads()}</tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            {(!deal.contracts.is_empty()).then(|| view! {
                <div>
                    <h3>{format!("{} ({})", lang.t(Msg::ContractScores), declarer.unwrap_or_default())}</h3>
                    <table class="contract-scores">
                        <thead><tr><th></th>{heads()}</tr></thead>
                        <tbody>{score_rows}</tbody>
                    </table>
                    {par_line}
                </div>
            })}
        </div>
    }
    .into_any()
}

fn room_part(lang: Lang, name: &'static str, room: &RoomReview, own: bool) -> AnyView {
    let contract = lang.contract_short(room.contract);
    let lines = [Seat::North, Seat::East].map(|side| {
        let s = room.side(side);
        lang.say(Phrase::GaveAway {
            side: &lang.side(side),
            tricks: s.tricks,
            mistakes: s.mistakes,
        })
    });
    let mistakes = room
        .mistakes
        .iter()
        .map(|m| {
            let kept: Vec<String> = m.kept.iter().map(|&c| lang.card_short(c)).collect();
            let text = lang.say(Phrase::MistakeLine {
                seat: lang.seat(m.seat),
                card: &lang.card_short(m.card),
                trick: m.trick,
                cost: m.cost,
                kept: &lang.list(&kept),
            });
            view! { <li>{text}</li> }
        })
        .collect_view();
    let tricks = room
        .cards
        .chunks(4)
        .enumerate()
        .map(|(t, cards)| {
            let cells = cards
                .iter()
                .enumerate()
                .map(|(k, c)| {
                    let index = t * 4 + k;
                    let mistake = room.mistakes.iter().find(|m| m.index == index);
                    let cost = mistake.map(|m| m.cost);
                    let label = format!("{} {}", lang.seat(c.seat), lang.card(c.card));
                    let label = match cost {
                        Some(_) => format!("{label} — {}", lang.t(Msg::Mistake)),
                        None => label,
                    };
                    view! {
                        <li class="rv-card" class:mistake=cost.is_some() class:red=matches!(c.card.suit, contract_bridge::Suit::Hearts | contract_bridge::Suit::Diamonds)
                            data-card=card_code(c.card) data-seat=c.seat.letter().to_string() data-tricks=c.tricks
                            data-mistake=cost.map(|n| n.to_string()) aria-label=label>
                            <span class="rv-seat">{lang.seat(c.seat).chars().next().map(String::from)}</span>
                            <b>{lang.card_short(c.card)}</b>
                            <small>{c.tricks}</small>
                        </li>
                    }
                })
                .collect_view();
            view! { <li class="rv-trick"><span class="rv-n">{t + 1}</span><ol class="rv-cards">{cells}</ol></li> }
        })
        .collect_view();
    view! {
        <div class="rv-room" data-room=name>
            <h3>{format!("{} — {} {}", name, lang.seat(room.declarer), contract)}</h3>
            <p>{lang.say(Phrase::ContractMakes { contract: &contract, tricks: room.before_lead })}
               " "{lang.say(Phrase::LeadCost { cost: room.lead_cost() })}</p>
            <p class="rv-summary">{lines[0].clone()}</p>
            <p class="rv-summary">{lines[1].clone()}</p>
            {own.then(|| view! { <p class="own-mistakes" data-count=room.north_south.mistakes>{lang.say(Phrase::OwnMistakes { count: room.north_south.mistakes })}</p> })}
            <ul class="rv-mistakes">{mistakes}</ul>
            <details open=true>
                <summary>{format!("{} · {}", lang.t(Msg::WhereTricksWent), lang.t(Msg::TricksAfter))}</summary>
                <ol class="rv-tricks">{tricks}</ol>
            </details>
        </div>
    }
    .into_any()
}

fn room_view(
    lang: Lang,
    name: &'static str,
    part: &Part<RoomReview>,
    own: bool,
) -> Option<AnyView> {
    match part {
        Part::Waiting(_) => {
            Some(view! { <div class="rv-room"><h3>{name}</h3>{working(lang)}</div> }.into_any())
        }
        Part::Ready(room) => Some(room_part(lang, name, room, own)),
        Part::Missing => None,
    }
}

/// The review region of a board (the solo game's and the online table's):
/// `board` as dealt, the Closed Room's `calls` (for its auction against
/// par), the parts as they are (`Part::Waiting` shows "Working"), and
/// what closes it (the Close button, Escape).
pub fn review_region(
    lang: Lang,
    board: &Board,
    closed_calls: &[Call],
    shown: &ReviewShown,
    close: Callback<()>,
) -> AnyView {
    let number = board.number;
    let (deal, auctions) = match &shown.deal {
        Part::Ready(d) => {
            let rooms = [
                (lang.t(Msg::OpenRoom), d.auction),
                (lang.t(Msg::ClosedRoom), d.auction_of(board, closed_calls)),
            ];
            (deal_part(lang, d), auctions_part(lang, d, &rooms))
        }
        _ => (working(lang), None),
    };
    // Whole milliseconds, formatted as an integer: a float's formatting
    // would be code of its own in the first load.
    #[allow(clippy::cast_possible_truncation)]
    let took = shown.took.map(|ms| (ms.round() as i64).to_string());
    view! {
        <section class="review" role="region" aria-label=lang.t(Msg::Review)
            data-complete=if shown.complete() { "true" } else { "false" } data-ms=took
            on:keydown=move |ev: web_sys::KeyboardEvent| if ev.key() == "Escape" { close.run(()) }>
            <div class="rv-head">
                <h2>{format!("{} — {} {}", lang.t(Msg::Review), lang.t(Msg::Board), number)}</h2>
                <button class="plain" on:click=move |_| close.run(())>{lang.t(Msg::Close)}</button>
            </div>
            {deal}
            {auctions}
            <div class="rv-rooms">
                {room_view(lang, lang.t(Msg::OpenRoom), &shown.open, true)}
                {room_view(lang, lang.t(Msg::ClosedRoom), &shown.closed, false)}
            </div>
        </section>
    }
    .into_any()
}

/// The review region, when one is open.
#[component]
pub fn ReviewView() -> impl IntoView {
    let game = use_game();
    let close = Callback::new(move |()| game.close_review());
    move || {
        let lang = game.settings.with(|s| s.lang);
        let shown = game.aids.review.get()?;
        let (board, calls) = game.team_match.with(|m| {
            m.boards
                .get(shown.index)
                .map(|b| (*b.open.board(), b.closed.calls().to_vec()))
        })?;
        Some(review_region(lang, &board, &calls, &shown, close))
    }
}
