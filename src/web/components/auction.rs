//! Contract bridge's auction at the person's table: the calls so far in a
//! grid by seat (region "Auction", West North East South as bridge sites
//! write it, the dealer and the vulnerable sides marked) and, when South is
//! to call, the bidding box (region "Bidding box": every bid by level and
//! strain, Pass, Double, Redouble; the calls the engine does not allow now
//! disabled). Every call is explained from the robots' system
//! ([`engine::bidding`]): on focus, hover or tap, a call of the auction
//! shows what it showed, a button of the box what it would show. The
//! comparison's two rooms' auctions ([`room_auctions`]) explain their calls
//! the same way, through the same cells ([`call_cells`], [`call_meaning`]).

use super::use_game;
use crate::web::cards::suit_class;
use contract_bridge::auction::Call;
use contract_bridge::{Seat, Strain, Suit};
use engine::auction::all_bids;
use engine::bidding;
use engine::table::{Action, Phase, Table};
use i18n::{Lang, Msg};
use leptos::prelude::*;

/// The grid's columns, as bridge sites write an auction.
const COLUMNS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];

/// The grid column of `seat`.
fn column(seat: Seat) -> usize {
    COLUMNS.iter().position(|&s| s == seat).unwrap_or(0)
}

/// The CSS class of a call's strain (its colour).
pub(crate) fn call_class(call: Call) -> &'static str {
    match call {
        Call::Bid(bid) => match bid.strain {
            Strain::Clubs => suit_class(Suit::Clubs),
            Strain::Diamonds => suit_class(Suit::Diamonds),
            Strain::Hearts => suit_class(Suit::Hearts),
            Strain::Spades => suit_class(Suit::Spades),
            Strain::Notrump => "notrump",
        },
        Call::Pass => "pass",
        Call::Double => "double",
        Call::Redouble => "redouble",
    }
}

/// Whether a call's strain is printed red.
pub(crate) fn is_red(call: Call) -> bool {
    matches!(call, Call::Bid(b) if matches!(b.strain, Strain::Hearts | Strain::Diamonds))
}

/// What each call of `table`'s auction showed, worded, in order.
fn explain_all(lang: Lang, table: &Table) -> Vec<String> {
    let board = table.board();
    let calls = table.calls();
    bidding::meanings(board.dealer, board.vulnerability, calls)
        .iter()
        .zip(calls)
        .map(|(meaning, &call)| lang.call_shows(call, meaning))
        .collect()
}

/// Which call is explained: the auction it is in (0 at the table; the
/// room in the comparison) and its index there.
type Explained = RwSignal<Option<(usize, usize)>>;

/// The calls of an auction (`auction`, worded by `shows`) as the grid's
/// cells: each a button named by its seat and call that, on focus, hover
/// or tap, becomes the explained one, described by the paragraph
/// `meaning_id` ([`call_meaning`]).
fn call_cells(
    lang: Lang,
    table: &Table,
    auction: usize,
    shows: &[String],
    explained: Explained,
    meaning_id: &'static str,
) -> impl IntoView + use<> {
    let dealer = table.board().dealer;
    table
        .calls()
        .iter()
        .enumerate()
        .map(|(index, &call)| {
            let seat = engine::auction::seat_of_call(dealer, index);
            let text = lang.call_short(call);
            let shows = shows.get(index).cloned().unwrap_or_default();
            let key = (auction, index);
            let show = move || explained.set(Some(key));
            view! {
                <div class="auction-cell">
                    <button class=format!("call {}", call_class(call)) class:red=is_red(call)
                        class:shown=move || explained.get() == Some(key)
                        aria-label=lang.calls(seat, call) aria-describedby=meaning_id title=shows
                        on:focus=move |_| show() on:mouseenter=move |_| show() on:click=move |_| show()>
                        <span aria-hidden="true" data-face=text></span>
                    </button>
                </div>
            }
        })
        .collect_view()
}

/// The paragraph `meaning_id` (a status, so it is read out) that says what
/// the explained call showed (`shows`: the auctions' wordings, by auction),
/// or how to have a call explained.
fn call_meaning(
    lang: Lang,
    shows: Vec<Vec<String>>,
    explained: Explained,
    meaning_id: &'static str,
) -> impl IntoView + use<> {
    let meaning = move || {
        explained
            .get()
            .and_then(|(auction, index)| shows.get(auction)?.get(index).cloned())
            .unwrap_or_else(|| lang.t(Msg::CallsExplained).to_string())
    };
    view! { <p id=meaning_id class="call-meaning" role="status">{meaning}</p> }
}

/// What `call` would show if made now at `table`, worded.
fn explain_next(lang: Lang, table: &Table, call: Call) -> String {
    let board = table.board();
    lang.call_shows(
        call,
        &bidding::would_mean(board.dealer, board.vulnerability, table.calls(), call),
    )
}

/// The auction so far, in contract bridge: in the middle of the table
/// while it goes on (`during`), in the side panel once it is over.
#[component]
pub fn AuctionView(during: bool) -> impl IntoView {
    let game = use_game();
    // The call whose meaning is shown, by focus, hover or tap.
    let explained: Explained = RwSignal::new(None);
    move || {
        let lang = game.settings.with(|s| s.lang);
        let thinking = game.thinking.get();
        game.team_match.with(|m| {
            let table = m.persons_table()?;
            if !table.rules().has_auction() || (table.phase() == Phase::Auction) != during {
                return None;
            }
            let board = table.board();
            let dealer = board.dealer;
            let heads = COLUMNS
                .into_iter()
                .map(|seat| {
                    let vulnerable = board.is_vulnerable(seat);
                    let mut marks = String::new();
                    if seat == dealer {
                        marks = format!("{marks} · {}", lang.t(Msg::Dealer));
                    }
                    if vulnerable {
                        marks = format!("{marks} · {}", lang.t(Msg::Vulnerable));
                    }
                    let title = format!("{}{marks}", lang.seat(seat));
                    view! {
                        <div class="auction-head" class:vulnerable=vulnerable class:dealer=seat == dealer title=title>
                            {lang.seat(seat)}<span class="sr-only">{marks}</span>
                        </div>
                    }
                })
                .collect_view();
            let blanks = (0..column(dealer)).map(|_| view! { <div class="auction-cell blank"></div> }).collect_view();
            let shows = explain_all(lang, table);
            let calls = call_cells(lang, table, 0, &shows, explained, "call-meaning");
            let next = table.to_act().filter(|_| table.phase() == Phase::Auction).map(|seat| {
                let waiting = thinking && seat != Seat::South;
                view! { <div class="auction-cell next" class:thinking=waiting aria-hidden="true"><span data-face="?"></span></div> }
            });
            Some(view! {
                <section class="auction" role="region" aria-label=lang.t(Msg::Auction)>
                    <h2>{lang.t(Msg::Auction)}</h2>
                    <div class="auction-grid">{heads}{blanks}{calls}{next}</div>
                    {call_meaning(lang, vec![shows], explained, "call-meaning")}
                </section>
            })
        })
    }
}

/// Both rooms' auctions, compact and read-only, for the comparison: each
/// room's calls by seat (W N E S), every call explained on focus, hover or
/// tap as at the table ([`call_cells`]) in one paragraph below both.
pub fn room_auctions(lang: Lang, open: &Table, closed: &Table) -> impl IntoView + use<> {
    // Made afresh with the comparison: another board explains nothing yet.
    let explained: Explained = RwSignal::new(None);
    let rooms = [(Msg::OpenRoom, open), (Msg::ClosedRoom, closed)];
    let shows: Vec<Vec<String>> = rooms
        .iter()
        .map(|(_, table)| explain_all(lang, table))
        .collect();
    let grids = rooms
        .iter()
        .enumerate()
        .map(|(room, &(name, table))| {
            let heads = COLUMNS
                .into_iter()
                .map(|seat| view! { <span class="auction-head">{lang.seat(seat)}</span> })
                .collect_view();
            let blanks = (0..column(table.board().dealer))
                .map(|_| view! { <span class="auction-cell blank"></span> })
                .collect_view();
            let calls = call_cells(
                lang,
                table,
                room,
                &shows[room],
                explained,
                "room-call-meaning",
            );
            view! {
                <div class="room-auction">
                    <b>{lang.t(name)}</b>
                    <div class="auction-grid">{heads}{blanks}{calls}</div>
                </div>
            }
        })
        .collect_view();
    view! {
        <div class="room-auctions" aria-label=lang.t(Msg::Auction) role="group">
            {grids}
            {call_meaning(lang, shows, explained, "room-call-meaning")}
        </div>
    }
}

/// The bidding box, shown when South is to call: a row per level of the
/// five strains, then Pass, Double, Redouble. A button's focus or hover
/// shows what the call would mean.
#[component]
pub fn BiddingBox() -> impl IntoView {
    let game = use_game();
    let previewed = RwSignal::new(None::<Call>);
    move || {
        let lang = game.settings.with(|s| s.lang);
        let seating = game.settings.with(|s| s.seating);
        game.team_match.with(|m| {
            let table = m.persons_table()?;
            if table.phase() != Phase::Auction || !seating.persons_turn(table) {
                return None;
            }
            let legal = table.legal_calls();
            let (rows, others) = bidding_rows(
                lang,
                &legal,
                Some("would-mean"),
                Callback::new(move |call| game.act_soon(Action::Call(call))),
                Callback::new(move |call| previewed.set(Some(call))),
            );
            let would = previewed.get().map_or_else(String::new, |call| explain_next(lang, table, call));
            Some(view! {
                <section class="contract-chooser bidding-box" role="region" aria-label=lang.t(Msg::BiddingBox)>
                    <h2>{format!("{} — {}", lang.t(Msg::YourCall), lang.seat(Seat::South))}</h2>
                    {rows}
                    {others}
                    <p id="would-mean" class="call-meaning" role="status">{would}</p>
                </section>
            })
        })
    }
}

/// The bidding box's buttons: a row of the five strains per level, then
/// Pass, Double, Redouble (returned apart); the calls not in `legal`
/// disabled. A click is `call`, a focus or hover `preview` (a button is
/// described by the paragraph `described_by`, when given). Plain values
/// in: the solo table and the online table both draw it.
pub fn bidding_rows(
    lang: Lang,
    legal: &[Call],
    described_by: Option<&'static str>,
    call: Callback<Call>,
    preview: Callback<Call>,
) -> (impl IntoView + use<>, impl IntoView + use<>) {
    let button = |c: Call| {
        let allowed = legal.contains(&c);
        let text = lang.call_short(c);
        view! {
            <button class=format!("bid {}", call_class(c)) class:red=is_red(c) disabled=!allowed
                aria-label=lang.call(c) aria-describedby=described_by
                on:focus=move |_| preview.run(c) on:mouseenter=move |_| preview.run(c)
                on:click=move |_| call.run(c)>
                <span aria-hidden="true" data-face=text></span>
            </button>
        }
    };
    let bids: Vec<Call> = all_bids().map(Call::Bid).collect();
    let rows = bids
        .chunks(5)
        .map(|row| view! { <div class="bid-row">{row.iter().map(|&c| button(c)).collect_view()}</div> })
        .collect_view();
    let others = view! { <div class="bid-row others">{Vec::from([Call::Pass, Call::Double, Call::Redouble].map(button))}</div> };
    (rows, others)
}
