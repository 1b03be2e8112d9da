//! The middle of the table: the contract chooser when the person declares,
//! and the current (or last) trick.

use super::use_game;
use crate::web::cards::{CardFace, seat_class, suit_class};
use contract_bridge::{Card, Seat, Strain};
use engine::contract::{Contract, Goal};
use engine::rules::Rules;
use engine::table::{Action, Phase};
use i18n::{Lang, Msg};
use leptos::prelude::*;

/// The centre of the felt.
#[component]
pub fn Center() -> impl IntoView {
    view! {
        <div class="center">
            <super::auction::AuctionView during=true/>
            <super::auction::BiddingBox/>
            <ContractChooser/>
            <TrickView/>
            <TricksWon/>
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
            let rows = contract_rows(
                lang,
                table.rules(),
                Callback::new(move |c| game.act_soon(Action::Contract(c))),
            );
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

/// The contract chooser's buttons: the engine's list of the game's
/// contracts (`rules`), a row per goal (MiniBridge) or per level
/// (HalfBridge); a button's click is `pick` of its contract. Plain values
/// in: the solo table and the online table both draw it.
pub fn contract_rows(lang: Lang, rules: Rules, pick: Callback<Contract>) -> impl IntoView {
    let button = move |c: Contract| {
        let label = lang.contract(c);
        let text = match c {
            Contract::Mini { strain, .. } => lang.strain_short(strain),
            Contract::Half(bid) => format!("{}{}", bid.level.get(), lang.strain_short(bid.strain)),
            Contract::Auction(_) => lang.contract_short(c),
        };
        let red = matches!(c.strain(), Strain::Hearts | Strain::Diamonds);
        let suit = match c.strain() {
            Strain::Clubs => suit_class(contract_bridge::Suit::Clubs),
            Strain::Diamonds => suit_class(contract_bridge::Suit::Diamonds),
            Strain::Hearts => suit_class(contract_bridge::Suit::Hearts),
            Strain::Spades => suit_class(contract_bridge::Suit::Spades),
            Strain::Notrump => "notrump",
        };
        view! {
            // "NT" pictures "Part score in No Trump": drawn by CSS
            // (`data-face`), as a card's face is.
            <button class=format!("bid {suit}") class:red=red aria-label=label on:click=move |_| pick.run(c)>
                <span aria-hidden="true" data-face=text></span>
            </button>
        }
    };
    let row_of = |c: &Contract| match c {
        Contract::Mini { goal, .. } => *goal as u8,
        Contract::Half(bid) => bid.level.get(),
        Contract::Auction(c) => c.bid.level.get(),
    };
    Contract::all(rules)
        .chunk_by(|a, b| row_of(a) == row_of(b))
        .map(|row| {
            let label = match row.first() {
                Some(Contract::Mini { goal, .. }) => Some(lang.t(if *goal == Goal::Game { Msg::Game } else { Msg::PartScore })),
                _ => None,
            };
            let buttons = row.iter().map(|&c| button(c)).collect_view();
            view! { <div class="bid-row">{label.map(|l| view! { <span class="bid-label">{l}</span> })}{buttons}</div> }
        })
        .collect_view()
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
            // The card just played travels in from its hand (not when the
            // person looks back at the last trick).
            let fresh = if show_last {
                None
            } else {
                trick.plays().last().map(|(s, _)| s)
            };
            let cards =
                Seat::ALL.map(|seat| trick.plays().find(|(s, _)| *s == seat).map(|(_, c)| c));
            Some(trick_cards(
                lang,
                cards,
                TrickLook {
                    winner,
                    stale,
                    fresh,
                    to_act: table.to_act(),
                },
            ))
        })
    };
    // Contract bridge's auction has no trick yet: the auction takes the middle.
    let calling = move || {
        game.team_match.with(|m| {
            m.persons_table()
                .is_some_and(|t| t.phase() == Phase::Auction)
        })
    };
    view! {
        <section class="trick" class:calling=calling role="region" aria-label=move || lang().t(Msg::CurrentTrick)>
            {content}
        </section>
    }
}

/// How a trick's cards are shown.
#[derive(Debug, Clone, Copy, Default)]
pub struct TrickLook {
    /// Who won it, once complete.
    pub winner: Option<Seat>,
    /// It is complete and stays in view until the next lead (it gathers
    /// towards its winner).
    pub stale: bool,
    /// Whose card was just played (it travels in from its hand).
    pub fresh: Option<Seat>,
    /// Whose turn it is (an empty place waits for it).
    pub to_act: Option<Seat>,
}

/// A trick's four places, each seat's card (`cards`, N E S W) in its own.
pub fn trick_cards(lang: Lang, cards: [Option<Card>; 4], look: TrickLook) -> impl IntoView {
    let TrickLook {
        winner,
        stale,
        fresh,
        to_act,
    } = look;
    let slots = Seat::ALL
        .into_iter()
        .map(|seat| {
            let card = cards[seat as usize];
            let pos = format!("slot {}", seat_class(seat));
            view! {
                <div class=pos class:winner=winner == Some(seat) class:stale=stale class:fresh=fresh == Some(seat)
                    class:waiting=card.is_none() && to_act == Some(seat)>
                    {card.map(|c| view! { <CardFace card=c lang=lang/> })}
                </div>
            }
        })
        .collect_view();
    // A finished trick gathers towards its winner (style/main.css).
    let gather = winner
        .filter(|_| stale)
        .map_or(String::new(), |seat| format!("gather-{}", seat_class(seat)));
    view! { <div class=format!("trick-cards {gather}")>{slots}</div> }
}

/// The tricks each side has won, as small stacks with the count.
#[component]
fn TricksWon() -> impl IntoView {
    let game = use_game();
    move || {
        let lang = game.settings.with(|s| s.lang);
        game.team_match.with(|m| {
            let table = m.persons_table()?;
            if table.plays().is_empty() {
                return None;
            }
            let side = |name: Msg, won: u8, class: &'static str| {
                let backs = (0..won)
                    .map(|_| view! { <span class="won-back"></span> })
                    .collect_view();
                view! {
                    <div class=format!("won {class}")>
                        <span class="won-side">{lang.t(name)}</span>
                        <span class="won-stack" aria-hidden="true">{backs}</span>
                        <span class="won-count">{won}</span>
                    </div>
                }
            };
            Some(view! {
                <div class="tricks-won" aria-hidden="true">
                    {side(Msg::NorthSouth, table.tricks_won(Seat::South), "ns")}
                    {side(Msg::EastWest, table.tricks_won(Seat::West), "ew")}
                </div>
            })
        })
    }
}
