//! A GBridge table online, drawn from the server's [`GbridgeView`]: the
//! person's hand at the bottom (its legal cards buttons when due), the
//! others' backs with their counts, each seat's bid and tricks won, the
//! round and its trump, the bid chooser of the legal bids when due, the
//! trick, and the scoreboard. The markup and classes are the solo GBridge
//! table's (`components::gbridge`), whose components read the solo game's
//! context; the pieces that take plain values (`hand::cards`,
//! `hand::backs`, `center::trick_cards`) are shared.

use super::{GbridgeView, Online, seat_letter};
use crate::web::cards::{is_red, suit_symbol};
use crate::web::components::center::{TrickLook, trick_cards};
use crate::web::components::hand::{backs, cards, hand_class};
use contract_bridge::{Card, Hand, Seat};
use engine::gbridge::{Action, RoundPhase, Trick};
use i18n::{Lang, Msg, Phrase};
use leptos::prelude::*;

/// Where `seat` is drawn: the viewer's own seat at the bottom.
fn place(me: Option<Seat>, seat: Seat) -> Seat {
    let me = me.unwrap_or(Seat::South) as usize;
    Seat::ALL[(seat as usize + 4 - me + Seat::South as usize) % 4]
}

/// The felt of a GBridge table: the four hands and the middle.
pub fn felt(online: Online, lang: Lang, v: &GbridgeView) -> impl IntoView + use<> {
    let hands = Seat::ALL
        .map(|seat| hand(online, lang, v, seat))
        .into_iter()
        .collect_view();
    view! {
        <div class="felt online-felt">
            {hands}
            <div class="center">
                {round_info(lang, v)}
                {bid_chooser(online, lang, v)}
                {trick(lang, v)}
            </div>
        </div>
    }
}

/// One seat's hand, its bid and tricks won.
fn hand(online: Online, lang: Lang, v: &GbridgeView, seat: Seat) -> impl IntoView + use<> {
    let me = v.seat;
    let at = place(me, seat);
    let due = !v.over && v.to_act == Some(seat);
    let won = v.won[seat as usize];
    let bid = v.bid_of(seat);
    let you = (me == Some(seat)).then(|| format!("({})", lang.t(Msg::OnlineYou)));
    let head = view! {
        <div class="hand-head">
            <span class="seat-name">{lang.seat(seat)}</span>
            {you.map(|y| view! { <span class="you">{y}</span> })}
            <span class="gb-bid" data-bid=bid data-won=won>
                {bid.map(|bid| lang.say(Phrase::GbridgeBidWon { bid, won }))}
            </span>
            {due.then(|| view! { <span class="turn-dot" title=lang.t(Msg::ToPlay)></span> })}
        </div>
    };
    let body = match v.hands[seat as usize] {
        Some(held) if me == Some(seat) => {
            let playing = v.phase == RoundPhase::Playing && !v.over;
            let legal = if playing && v.due == me {
                v.legal.unwrap_or(Hand::EMPTY)
            } else {
                Hand::EMPTY
            };
            let tap =
                playing.then(|| Callback::new(move |card: Card| online.gb_act(Action::Play(card))));
            cards(lang, held, true, legal, None, tap).into_any()
        }
        _ => {
            let count = v.cards_left(seat);
            view! { <div class="hidden-hand">{backs(count)}<span class="back-count">{count}</span></div> }.into_any()
        }
    };
    view! {
        <section class=hand_class(at) class:to-act=due role="region" aria-label=lang.seat(seat)
            data-seat=seat_letter(seat)>
            {head}
            <super::table::Sitting seat=seat/>
            {body}
        </section>
    }
}

/// The round's number and size, and the trump suit.
fn round_info(lang: Lang, v: &GbridgeView) -> impl IntoView + use<> {
    view! {
        <div class="gb-round">
            <span>{lang.say(Phrase::GbridgeRound { number: v.round, of: v.rounds, size: v.size })}</span>
            <span class="gb-trump" class:red=is_red(v.trump) data-trump=lang.suit(v.trump)>
                {format!("{}: {} {}", lang.t(Msg::Trump), suit_symbol(v.trump), lang.suit(v.trump))}
            </span>
        </div>
    }
}

/// The bid chooser, on the person's turn to bid: 0 … size, those the
/// server does not list as legal (the hook) disabled with the reason.
fn bid_chooser(online: Online, lang: Lang, v: &GbridgeView) -> Option<impl IntoView + use<>> {
    let legal = v.legal_bids.clone().filter(|_| {
        v.phase == RoundPhase::Bidding && v.seat.is_some() && v.due == v.seat && !v.over
    })?;
    let hooked_bid = (0..=v.size).find(|n| !legal.contains(n));
    let buttons = (0..=v.size)
        .map(|n| {
            let hooked = !legal.contains(&n);
            let reason = hooked.then(|| lang.say(Phrase::GbridgeHooked { bid: n }));
            view! {
                <button class="bid" disabled=hooked title=reason
                    aria-describedby=hooked.then_some("gb-hook")
                    on:click=move |_| online.gb_act(Action::Bid(n))>{n}</button>
            }
        })
        .collect_view();
    let reason = hooked_bid.map(|bid| view! { <p class="gb-hook" id="gb-hook">{lang.say(Phrase::GbridgeHooked { bid })}</p> });
    Some(view! {
        <section class="contract-chooser gb-bids" role="region" aria-label=lang.t(Msg::Bid)>
            <h2>{lang.t(Msg::YourBid)}</h2>
            <div class="bid-row">{buttons}</div>
            {reason}
        </section>
    })
}

/// The trick in the middle (the last one stays until the next lead).
fn trick(lang: Lang, v: &GbridgeView) -> impl IntoView + use<> {
    let me = v.seat;
    let shown: Trick = if v.current.cards.is_empty() {
        v.tricks
            .last()
            .cloned()
            .unwrap_or_else(|| v.current.clone())
    } else {
        v.current.clone()
    };
    let winner = shown.winner(v.trump).filter(|_| shown.is_complete());
    let stale = shown.is_complete() && v.phase == RoundPhase::Playing;
    let to_act = v
        .to_act
        .filter(|_| v.phase == RoundPhase::Playing && !v.over);
    let fresh = shown.cards.len().checked_sub(1).map(|i| shown.player(i));
    let mut placed = [None; 4];
    for seat in Seat::ALL {
        placed[place(me, seat) as usize] = shown.card_of(seat);
    }
    view! {
        <section class="trick" role="region" aria-label=lang.t(Msg::CurrentTrick)>
            {trick_cards(lang, placed, TrickLook {
                winner: winner.map(|w| place(me, w)),
                stale,
                fresh: fresh.map(|f| place(me, f)),
                to_act: to_act.map(|s| place(me, s)),
            })}
        </section>
    }
}

/// Whose turn it is, or the winners once the game is over.
pub fn status(lang: Lang, v: &GbridgeView) -> impl IntoView + use<> {
    let text = if v.over {
        let best = v.totals.iter().copied().max().unwrap_or(0);
        let names: Vec<String> = Seat::ALL
            .into_iter()
            .filter(|s| v.totals[*s as usize] == best)
            .map(|s| lang.seat(s).to_string())
            .collect();
        format!(
            "{} {}",
            lang.t(Msg::GameOver),
            lang.say(Phrase::GbridgeWinners {
                names: &lang.list(&names)
            })
        )
    } else {
        match v.to_act {
            Some(s) if v.seat == Some(s) => format!("{} ({})", lang.t(Msg::YourTurn), lang.seat(s)),
            Some(s) => lang.seat(s).to_string(),
            None => String::new(),
        }
    };
    view! {
        <section class="status gb-status" aria-label=lang.t(Msg::GBridge)>
            <p class="to-play">{text}</p>
            {v.over.then(|| view! { <p class="match-over">{lang.t(Msg::MatchOver)}</p> })}
        </section>
    }
}

/// The scoreboard: a row per finished round (each player's bid, tricks
/// and score), the totals.
pub fn scoreboard(lang: Lang, v: &GbridgeView) -> impl IntoView + use<> {
    let head = Seat::ALL.map(|s| view! { <th scope="col">{lang.seat(s)}</th> });
    let rows = v
        .scoreboard
        .rows
        .iter()
        .map(|row| {
            let cells = Seat::ALL.map(|s| {
                let k = s as usize;
                view! {
                    <td data-seat=lang.seat(s) data-bid=row.bids[k] data-tricks=row.tricks[k] data-score=row.scores[k]>
                        <span class="gb-bt">{format!("{}/{}", row.bids[k], row.tricks[k])}</span>
                        " "
                        <b>{format!("{:+}", row.scores[k])}</b>
                    </td>
                }
            });
            view! {
                <tr data-round=row.round>
                    <th scope="row">{format!("{} ({})", row.round, suit_symbol(row.trump))}</th>
                    {Vec::from(cells)}
                </tr>
            }
        })
        .collect_view();
    let totals = v.totals;
    let total_cells = Seat::ALL.map(|s| view! { <td data-total=totals[s as usize]><b>{format!("{:+}", totals[s as usize])}</b></td> });
    view! {
        <section class="scorecard gb-scoreboard" role="region" aria-label=lang.t(Msg::Scoreboard)>
            <h2>{lang.t(Msg::Scoreboard)}</h2>
            <div class="gb-scroll">
            <table>
                <thead><tr>
                    <th scope="col">{lang.t(Msg::Round)}</th>
                    {Vec::from(head)}
                </tr></thead>
                <tbody>{rows}</tbody>
                <tfoot><tr>
                    <th scope="row">{lang.t(Msg::Total2)}</th>
                    {Vec::from(total_cells)}
                </tr></tfoot>
            </table>
            </div>
        </section>
    }
}
