//! The GBridge table: four hands (the person's as card buttons), each with
//! its bid and tricks won; the centre with the round, the trump, the bid
//! chooser and the trick; the side panel with the status, the scoreboard
//! (with the robot in the person's seat and a friend's scores) and the
//! game link.

use super::center::{TrickLook, trick_cards};
use super::hand::{backs, cards, hand_class};
use crate::web::cards::{is_red, suit_symbol};
use crate::web::gbridge::{Gbridge, PERSON};
use contract_bridge::Seat;
use engine::gbridge::{Round, RoundPhase, Trick};
use i18n::{Lang, Msg, Phrase};
use leptos::prelude::*;

fn use_gbridge() -> Gbridge {
    expect_context::<Gbridge>()
}

/// The whole GBridge layout: the felt and the side panel.
#[component]
pub fn GbridgeTable() -> impl IntoView {
    view! {
        <main class="layout gbridge">
            <div class="felt">
                <GbHand seat=Seat::North/>
                <GbHand seat=Seat::West/>
                <div class="center">
                    <RoundInfo/>
                    <BidChooser/>
                    <GbTrick/>
                </div>
                <GbHand seat=Seat::East/>
                <GbHand seat=Seat::South/>
            </div>
            <aside class="panel">
                <GbStatus/>
                <GbScoreboard/>
            </aside>
        </main>
    }
}

/// The round in progress (the last one once the game is over).
fn with_round<T>(gb: Gbridge, f: impl FnOnce(&Round) -> T) -> Option<T> {
    gb.game
        .with(|g| g.as_ref().and_then(|g| g.rounds().last()).map(f))
}

fn lang(gb: Gbridge) -> Lang {
    gb.page.settings.with(|s| s.lang)
}

/// One hand with its seat, bid and tricks won.
#[component]
fn GbHand(seat: Seat) -> impl IntoView {
    let gb = use_gbridge();
    let content = move || {
        let lang = lang(gb);
        with_round(gb, |round| {
            let hand = round.hand(seat);
            let due = round.to_act() == Some(seat);
            let legal = if due && round.phase() == RoundPhase::Playing {
                round.legal_cards()
            } else {
                contract_bridge::Hand::EMPTY
            };
            let won = round.tricks_won()[seat as usize];
            let bid = round.bid_of(seat);
            let header = view! {
                <div class="hand-head">
                    <span class="seat-name">{lang.seat(seat)}</span>
                    <span class="gb-bid" data-bid=bid data-won=won>
                        {bid.map(|bid| lang.say(Phrase::GbridgeBidWon { bid, won }))}
                    </span>
                    {due.then(|| view! { <span class="turn-dot" title=lang.t(Msg::ToPlay)></span> })}
                </div>
            };
            if seat != PERSON {
                return view! { {header} {backs(hand.len())} }.into_any();
            }
            let on_tap = Some(Callback::new(move |card| gb.tap_card(card)));
            let selected = gb.page.settings.with(|s| s.two_step).then_some(gb.selected);
            view! { {header} {cards(lang, hand, true, legal, selected, on_tap)} }.into_any()
        })
    };
    let to_act = move || with_round(gb, |round| round.to_act() == Some(seat)).unwrap_or(false);
    view! {
        <section class=hand_class(seat) class:to-act=to_act role="region" aria-label=move || lang(gb).seat(seat)>
            {content}
        </section>
    }
}

/// The round's number and size, and the trump suit, always in view.
#[component]
fn RoundInfo() -> impl IntoView {
    let gb = use_gbridge();
    move || {
        let lang = lang(gb);
        let of = gb
            .game
            .with(|g| g.as_ref().map_or(0, |g| g.rules().length.get()));
        with_round(gb, |round| {
            view! {
                <div class="gb-round">
                    <span>{lang.say(Phrase::GbridgeRound { number: round.number, of, size: round.size })}</span>
                    <span class="gb-trump" class:red=is_red(round.trump) data-trump=lang.suit(round.trump)>
                        {format!("{}: {} {}", lang.t(Msg::Trump), suit_symbol(round.trump), lang.suit(round.trump))}
                    </span>
                </div>
            }
        })
    }
}

/// The bid chooser: a region "Bid" of buttons 0 … n, shown on the person's
/// turn to bid; the hook's number is disabled with its reason.
#[component]
fn BidChooser() -> impl IntoView {
    let gb = use_gbridge();
    move || {
        let lang = lang(gb);
        with_round(gb, |round| {
            if round.phase() != RoundPhase::Bidding || round.to_act() != Some(PERSON) {
                return None;
            }
            let forbidden = round.forbidden_bid();
            let buttons = (0..=round.size)
                .map(|n| {
                    let hooked = forbidden == Some(n);
                    let reason = hooked.then(|| lang.say(Phrase::GbridgeHooked { bid: n }));
                    view! {
                        <button class="bid" disabled=hooked title=reason.clone()
                            aria-describedby=hooked.then_some("gb-hook")
                            on:click=move |_| gb.bid(n)>{n}</button>
                    }
                })
                .collect_view();
            let reason = forbidden.map(|bid| view! { <p class="gb-hook" id="gb-hook">{lang.say(Phrase::GbridgeHooked { bid })}</p> });
            Some(view! {
                <section class="contract-chooser gb-bids" role="region" aria-label=lang.t(Msg::Bid)>
                    <h2>{lang.t(Msg::YourBid)}</h2>
                    <div class="bid-row">{buttons}</div>
                    {reason}
                </section>
            })
        })
        .flatten()
    }
}

/// The trick in the middle (the last one stays in view until the next lead).
#[component]
fn GbTrick() -> impl IntoView {
    let gb = use_gbridge();
    let content = move || {
        let lang = lang(gb);
        with_round(gb, |round| {
            let current = round.current_trick();
            let trick: Trick = if current.cards.is_empty() {
                round
                    .tricks()
                    .last()
                    .cloned()
                    .unwrap_or_else(|| current.clone())
            } else {
                current.clone()
            };
            let winner = trick.winner(round.trump).filter(|_| trick.is_complete());
            let stale = trick.is_complete() && round.phase() == RoundPhase::Playing;
            // A place waits for a card only in the play, not for a bid.
            let to_act = round
                .to_act()
                .filter(|_| round.phase() == RoundPhase::Playing);
            let fresh = trick.cards.len().checked_sub(1).map(|i| trick.player(i));
            trick_cards(
                lang,
                Seat::ALL.map(|seat| trick.card_of(seat)),
                TrickLook {
                    winner,
                    stale,
                    fresh,
                    to_act,
                },
            )
        })
    };
    view! {
        <section class="trick" role="region" aria-label=move || lang(gb).t(Msg::CurrentTrick)>
            {content}
        </section>
    }
}

/// Whose turn it is, and the winners at the end.
#[component]
fn GbStatus() -> impl IntoView {
    let gb = use_gbridge();
    move || {
        let lang = lang(gb);
        let thinking = gb.thinking.get();
        gb.game.with(|g| {
            let g = g.as_ref()?;
            let text = match g.winners() {
                Some(winners) => {
                    let names: Vec<String> =
                        winners.iter().map(|s| lang.seat(*s).to_string()).collect();
                    format!(
                        "{} {}",
                        lang.t(Msg::GameOver),
                        lang.say(Phrase::GbridgeWinners {
                            names: &lang.list(&names)
                        })
                    )
                }
                None if g.to_act() == Some(PERSON) => lang.t(Msg::YourTurn).to_string(),
                None => format!(
                    "{} {}",
                    g.to_act().map_or("", |s| lang.seat(s)),
                    if thinking { lang.t(Msg::Thinking) } else { "" }
                ),
            };
            Some(view! {
                <section class="status gb-status" aria-label=lang.t(Msg::GBridge)>
                    <p class="to-play">{text}</p>
                </section>
            })
        })
    }
}

/// The scoreboard: a row per finished round (bid, tricks won and score of
/// each player, then the robot in the person's seat on the same cards, and
/// a friend's score), the totals, and the game link.
#[component]
fn GbScoreboard() -> impl IntoView {
    let gb = use_gbridge();
    move || {
        let lang = lang(gb);
        let board = gb
            .game
            .with(|g| g.as_ref().map(engine::gbridge::Game::scoreboard))?;
        let robot = gb
            .compare
            .with(|c| c.as_ref().map(engine::gbridge::Game::scoreboard))
            .unwrap_or_default();
        let friend = gb.friend.get();
        let has_friend = !friend.is_empty();
        let head = Seat::ALL.map(|s| view! { <th scope="col">{lang.seat(s)}</th> });
        let rows = board
            .rows
            .iter()
            .enumerate()
            .map(|(i, row)| {
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
                let mine = robot.rows.get(i).map(|r| r.scores[PERSON as usize]);
                let robot_cell = match (robot.rows.get(i), mine) {
                    (Some(r), Some(score)) => {
                        let k = PERSON as usize;
                        format!("{}/{} {score:+}", r.bids[k], r.tricks[k])
                    }
                    _ => lang.t(Msg::Working).to_string(),
                };
                let friend_cell = has_friend.then(|| {
                    let f = friend.get(i).copied();
                    view! { <td data-friend=f>{f.map(|v| format!("{v:+}"))}</td> }
                });
                view! {
                    <tr data-round=row.round>
                        <th scope="row">{format!("{} ({})", row.round, suit_symbol(row.trump))}</th>
                        {Vec::from(cells)}
                        <td class="gb-robot" data-robot=mine>{robot_cell}</td>
                        {friend_cell}
                    </tr>
                }
            })
            .collect_view();
        let totals = board.totals();
        let robot_total: i32 = robot
            .rows
            .iter()
            .take(board.rows.len())
            .map(|r| r.scores[PERSON as usize])
            .sum();
        let friend_total: i32 = friend.iter().sum();
        let total_cells = Seat::ALL.map(|s| view! { <td data-total=totals[s as usize]><b>{format!("{:+}", totals[s as usize])}</b></td> });
        Some(view! {
            <section class="scorecard gb-scoreboard" role="region" aria-label=lang.t(Msg::Scoreboard)>
                <h2>{lang.t(Msg::Scoreboard)}</h2>
                <div class="gb-scroll">
                <table>
                    <thead><tr>
                        <th scope="col">{lang.t(Msg::Round)}</th>
                        {Vec::from(head)}
                        <th scope="col">{lang.t(Msg::RobotInYourSeat)}</th>
                        {has_friend.then(|| view! { <th scope="col">{lang.t(Msg::Friend)}</th> })}
                    </tr></thead>
                    <tbody>{rows}</tbody>
                    <tfoot><tr>
                        <th scope="row">{lang.t(Msg::Total2)}</th>
                        {Vec::from(total_cells)}
                        <td class="gb-robot" data-robot-total=robot_total><b>{format!("{robot_total:+}")}</b></td>
                        {has_friend.then(|| view! { <td data-friend-total=friend_total><b>{format!("{friend_total:+}")}</b></td> })}
                    </tr></tfoot>
                </table>
                </div>
                <div class="gb-share">
                    <button class="plain" on:click=move |_| gb.share()>{lang.t(Msg::ShareGame)}</button>
                    {move || gb.link.get().map(|l| view! { <input readonly aria-label=lang.t(Msg::ShareLink) prop:value=l/> })}
                </div>
            </section>
        })
    }
}
