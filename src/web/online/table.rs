//! The online table: drawn from the server's view alone, the person's seat
//! at the bottom. Its cards, card backs and trick are the solo table's
//! pieces (`hand::cards`, `hand::backs`, `center::trick_cards`), which
//! take plain values; the panel holds the board, the seats (name, who
//! plays, connected, the countdown), the score, the host's invite links
//! and seat buttons, and the chat.

use super::{Link, Online, OpenLine, Room, Sitter, TableView, seat_letter};
use crate::web::cards::seat_class;
use crate::web::components::auction::{bidding_rows, call_class, is_red};
use crate::web::components::center::{TrickLook, contract_rows, trick_cards};
use crate::web::components::hand::{backs, cards, hand_class};
use crate::web::components::review::review_region;
use contract_bridge::{Card, Hand, Seat, Strain};
use engine::auction::{legal_calls, seat_of_call};
use engine::formats::Vulnerable;
use engine::rules::Rules;
use engine::table::{Action, Phase};
use i18n::{Lang, Msg, Phrase};
use leptos::prelude::*;

/// Where `seat` is drawn: the person's own seat at the bottom (South's
/// place), the others around it in order.
fn place(me: Option<Seat>, seat: Seat) -> Seat {
    let me = me.unwrap_or(Seat::South) as usize;
    Seat::ALL[(seat as usize + 4 - me + Seat::South as usize) % 4]
}

/// The page of an online table (`?table=…`).
#[component]
pub fn TablePage() -> impl IntoView {
    let Some(online) = Online::from_address() else {
        return ().into_any();
    };
    provide_context(online);
    online.connect();
    let lang = move || online.lang.get();
    let felt = move || {
        let lang = lang();
        if let Some(felt) = online
            .gview
            .with(|v| v.as_ref().map(|v| super::gbridge::felt(online, lang, v)))
        {
            return Some(felt.into_any());
        }
        online.view.with(|view| {
            let view = view.as_ref()?;
            let hands = Seat::ALL
                .map(|seat| hand_view(online, lang, view, seat))
                .into_iter()
                .collect_view();
            Some(
                view! {
                    <div class="felt online-felt">
                        {hands}
                        <div class="center">{center(online, lang, view)}</div>
                    </div>
                }
                .into_any(),
            )
        })
    };
    view! {
        <div class="app online">
            <header class="topbar">
                <h1>{move || lang().t(Msg::Title)}</h1>
                <BoardLine/>
                <div class="topbar-actions">
                    {super::lang_switch(online.lang)}
                    <a class="plain" href="./" on:click=move |_| online.leave()>{move || lang().t(Msg::OnlineSolo)}</a>
                </div>
            </header>
            <main class="layout">
                {felt}
                <aside class="panel">
                    <LinkState/>
                    <NameBox/>
                    <StatusBox/>
                    {move || online.gview.with(|v| v.as_ref().map(|v| {
                        let lang = online.lang.get();
                        view! { {super::gbridge::status(lang, v)} {super::gbridge::scoreboard(lang, v)} }
                    }))}
                    <AskBox/>
                    <RoomsBox/>
                    <SeatsBox/>
                    <InvitesBox/>
                    <ChatBox/>
                </aside>
            </main>
            <ReviewBox/>
        </div>
    }
    .into_any()
}

/// The review of a board over (the solo game's region,
/// `components::review::review_region`), its parts computed by the server.
#[component]
fn ReviewBox() -> impl IntoView {
    let online = use_online();
    let close = Callback::new(move |()| online.close_review());
    move || {
        let lang = online.lang.get();
        let shown = online.review.get()?;
        let number = u8::try_from(shown.index + 1).ok()?;
        let (board, calls) = online.view.with(|v| {
            let room = v.as_ref()?.rooms.iter().find(|r| r.board == number)?;
            room.record.as_ref().map(|r| (r.board, r.calls.clone()))
        })?;
        Some(review_region(lang, &board, &calls, &shown, close))
    }
}

fn use_online() -> Online {
    expect_context::<Online>()
}

/// The board, dealer, vulnerability and game, in the top bar.
#[component]
fn BoardLine() -> impl IntoView {
    let online = use_online();
    move || {
        let lang = online.lang.get();
        online.view.with(|v| {
            let v = v.as_ref()?;
            Some(view! {
                <div class="board-info">
                    <span>{format!("{} {} ({}/{})", lang.t(Msg::Board), v.board, (v.boards_done + usize::from(!v.over)).min(usize::from(v.boards)), v.boards)}</span>
                    <span>{format!("{}: {}", lang.t(Msg::Dealer), lang.seat(v.dealer))}</span>
                    <span>{format!("{}: {}", lang.t(Msg::Vulnerable), lang.vulnerability(Vulnerable::from(v.vulnerability)))}</span>
                    <span>{lang.variant(v.game)}</span>
                </div>
            })
        })
    }
}

/// One seat's hand, in its place around the felt.
fn hand_view(online: Online, lang: Lang, view: &TableView, seat: Seat) -> impl IntoView + use<> {
    let me = view.seat;
    let at = place(me, seat);
    let dummy = view.dummy().filter(|_| view.contract.is_some());
    let role = if Some(seat) == view.declarer && view.contract.is_some() {
        lang.t(Msg::Declarer)
    } else if Some(seat) == dummy {
        lang.t(Msg::Dummy)
    } else {
        ""
    };
    let hcp = view.hcp[seat as usize].map(|points| lang.say(Phrase::Hcp { points }));
    let to_act = !view.over && view.to_act == Some(seat);
    let you = (me == Some(seat)).then(|| format!("({})", lang.t(Msg::OnlineYou)));
    let head = view! {
        <div class="hand-head">
            <span class="seat-name">{lang.seat(seat)}</span>
            {you.map(|y| view! { <span class="you">{y}</span> })}
            <span class="hand-about">
                <span class="role">{role}</span>
                {hcp.map(|h| view! { <span class="hcp">{h}</span> })}
            </span>
            {to_act.then(|| view! { <span class="turn-dot" title=lang.t(Msg::ToPlay)></span> })}
        </div>
    };
    let body = match view.hands[seat as usize] {
        None => {
            let count = view.cards_left(seat);
            view! { <div class="hidden-hand">{backs(count)}<span class="back-count">{count}</span></div> }.into_any()
        }
        Some(hand) => {
            let in_row = !(Some(seat) == dummy || matches!(at, Seat::East | Seat::West));
            // The person's own cards, and dummy's for its declarer, are
            // buttons; those the server lists as legal now are enabled.
            let mine = me.is_some()
                && !view.over
                && view.phase == Phase::Play
                && (me == Some(seat) || (dummy == Some(seat) && me == view.declarer));
            let legal = if view.to_act == Some(seat) && view.due == me {
                view.legal.unwrap_or(Hand::EMPTY)
            } else {
                Hand::EMPTY
            };
            let tap = mine.then(|| Callback::new(move |card: Card| online.act(Action::Play(card))));
            cards(lang, hand, in_row, legal, None, tap).into_any()
        }
    };
    view! {
        <section class=hand_class(at) class:to-act=to_act role="region" aria-label=lang.seat(seat)
            data-seat=seat_letter(seat)>
            {head}
            <Sitting seat=seat/>
            {body}
        </section>
    }
}

/// Who sits at `seat` and how (from the `seats` frame, where sent).
#[component]
pub(super) fn Sitting(seat: Seat) -> impl IntoView {
    let online = use_online();
    move || {
        let lang = online.lang.get();
        let now = online.now.get();
        let at = online.seats_at.get();
        online.seats.with(|s| {
            let info = s.as_ref()?.seats.get(seat as usize)?.clone();
            let what = lang.t(match info.sitter {
                Sitter::Waiting => Msg::OnlineWaitingSeat,
                Sitter::Human if !info.connected => Msg::OnlineAway,
                Sitter::Human => Msg::OnlineHuman,
                Sitter::Standin => Msg::OnlineStandin,
                Sitter::Robot => Msg::OnlineRobot,
            });
            let left = info.away_ms.map(|ms| {
                let seconds = ((ms as f64 - (now - at)) / 1000.0).ceil().max(0.0) as u32;
                lang.say(Phrase::OnlineAwayFor { seconds })
            });
            Some(view! {
                <div class="sitter" class:away=!info.connected && info.sitter == Sitter::Human>
                    {info.name.map(|n| {
                        let title = n.clone();
                        view! { <b class="sitter-name" title=title>{n}</b> }
                    })}
                    <span>{what}</span>
                    {left.map(|l| view! { <span class="countdown">{l}</span> })}
                </div>
            })
        })
    }
}

/// The middle: the auction and the bidding box, the contract chooser, or
/// the trick.
fn center(online: Online, lang: Lang, view: &TableView) -> impl IntoView + use<> {
    let me = view.seat;
    let due_here = me.is_some() && view.due == me && !view.over;
    match view.phase {
        Phase::Auction => {
            let grid = auction_grid(online, lang, view);
            let bidding = due_here.then(|| bidding_box(online, lang, view));
            view! { {grid} {bidding} }.into_any()
        }
        Phase::Contract if due_here => contract_chooser(online, lang, view).into_any(),
        Phase::Contract => {
            view! { <p class="online-wait">{lang.t(Msg::WaitingForDeclarer)}</p> }.into_any()
        }
        _ => {
            let (trick, stale) = if view.current.cards.is_empty() {
                (
                    view.tricks
                        .last()
                        .cloned()
                        .unwrap_or_else(|| view.current.clone()),
                    true,
                )
            } else {
                (view.current.clone(), false)
            };
            let strain = view.contract.map_or(Strain::Notrump, |c| c.strain());
            let winner = trick.is_complete().then(|| trick.winner(strain)).flatten();
            let mut placed = [None; 4];
            for (seat, card) in trick.plays() {
                placed[place(me, seat) as usize] = Some(card);
            }
            let look = TrickLook {
                winner: winner.map(|w| place(me, w)),
                stale: stale && trick.is_complete() && !view.over,
                fresh: None,
                to_act: view.to_act.map(|s| place(me, s)),
            };
            view! {
                <section class="trick" role="region" aria-label=lang.t(Msg::CurrentTrick)>
                    {trick_cards(lang, placed, look)}
                </section>
            }
            .into_any()
        }
    }
}

/// Contract bridge's auction so far, W N E S as bridge sites write it.
fn auction_grid(online: Online, lang: Lang, view: &TableView) -> impl IntoView + use<> {
    const COLUMNS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];
    let heads = COLUMNS
        .map(|seat| view! {
            <div class="auction-head" class:dealer=seat == view.dealer data-seat=seat_letter(seat)>
                {lang.seat(seat)}{super::person_tag(super::person_at(online, seat))}
            </div>
        })
        .into_iter()
        .collect_view();
    let blanks = (0..COLUMNS.iter().position(|&s| s == view.dealer).unwrap_or(0))
        .map(|_| view! { <div class="auction-cell blank"></div> })
        .collect_view();
    let calls = view
        .calls
        .iter()
        .enumerate()
        .map(|(i, &call)| {
            let seat = seat_of_call(view.dealer, i);
            view! {
                <div class="auction-cell">
                    <span class=format!("call {}", call_class(call)) class:red=is_red(call) role="img" aria-label=lang.calls(seat, call)>
                        <span aria-hidden="true" data-face=lang.call_short(call)></span>
                    </span>
                </div>
            }
        })
        .collect_view();
    view! {
        <section class="auction" role="region" aria-label=lang.t(Msg::Auction)>
            <h2>{lang.t(Msg::Auction)}</h2>
            <div class="auction-grid">{heads}{blanks}{calls}</div>
        </section>
    }
}

/// The bidding box, when the person is to call: the engine's legal calls
/// enabled (the solo table's buttons, `auction::bidding_rows`).
fn bidding_box(online: Online, lang: Lang, view: &TableView) -> impl IntoView + use<> {
    let legal = legal_calls(&view.calls);
    let (rows, others) = bidding_rows(
        lang,
        &legal,
        None,
        Callback::new(move |call| online.act(Action::Call(call))),
        Callback::new(|_| {}),
    );
    view! {
        <section class="contract-chooser bidding-box" role="region" aria-label=lang.t(Msg::BiddingBox)>
            <h2>{lang.t(Msg::YourCall)}</h2>
            {rows}
            {others}
        </section>
    }
}

/// The contract chooser, when the person declares (MiniBridge, HalfBridge):
/// the solo table's buttons (`center::contract_rows`).
fn contract_chooser(online: Online, lang: Lang, view: &TableView) -> impl IntoView + use<> {
    let rows = contract_rows(
        lang,
        Rules::of(view.game),
        Callback::new(move |c| online.act(Action::Contract(c))),
    );
    view! {
        <section class="contract-chooser" role="region" aria-label=lang.t(Msg::Contract)>
            <h2>{lang.t(Msg::ChooseContract)}</h2>
            {rows}
        </section>
    }
}

/// The connection's state.
#[component]
fn LinkState() -> impl IntoView {
    let online = use_online();
    move || {
        let lang = online.lang.get();
        let (state, text) = match online.link.get() {
            Link::Connecting => ("connecting", lang.t(Msg::OnlineConnecting)),
            Link::Open => ("open", lang.t(Msg::OnlineConnected)),
            Link::Lost => ("lost", lang.t(Msg::OnlineReconnecting)),
        };
        let watching = online.seat.is_none().then(|| lang.t(Msg::OnlineWatching));
        let refused = online.refused.get().map(|code| match code.as_str() {
            "storage" => lang.t(Msg::OnlineNotStored).to_string(),
            _ => format!("{} {code}", lang.t(Msg::OnlineRefused)),
        });
        view! {
            <p class=format!("online-link {state}") role="status" data-link=state data-seq=online.seq.get()>
                {text}{watching.map(|w| format!(" · {w}"))}
            </p>
            {refused.map(|r| view! { <p class="notice" role="alert">{r}</p> })}
        }
    }
}

/// Asks the person's display name once (a seat only).
#[component]
fn NameBox() -> impl IntoView {
    let online = use_online();
    let typed = RwSignal::new(String::new());
    move || {
        let lang = online.lang.get();
        (online.seat.is_some() && online.name.with(Option::is_none)).then(|| {
            view! {
                <form class="online-name" on:submit=move |ev| {
                    ev.prevent_default();
                    online.set_name(&typed.get_untracked());
                }>
                    <label>
                        <span>{lang.t(Msg::OnlineName)}</span>
                        <input type="text" maxlength="24" required=true prop:value=move || typed.get()
                            on:input=move |ev| typed.set(event_target_value(&ev))/>
                    </label>
                    <button class="primary" type="submit">{lang.t(Msg::OnlineNameSave)}</button>
                </form>
            }
        })
    }
}

/// The contract, the declarer, who is to play, the tricks, and the score.
#[component]
fn StatusBox() -> impl IntoView {
    let online = use_online();
    move || {
        let lang = online.lang.get();
        online.view.with(|v| {
            let v = v.as_ref()?;
            let me = v.seat;
            let turn = match v.to_act {
                _ if v.over => String::new(),
                Some(seat) if me.is_some() && v.due == me => format!("{} ({})", lang.t(Msg::YourTurn), lang.seat(seat)),
                Some(seat) => lang.seat(seat).to_string(),
                None => String::new(),
            };
            let contract = v.contract.map_or_else(|| "—".to_string(), |c| lang.contract_short(c));
            let declarer = v.declarer.filter(|_| v.contract.is_some()).map_or("—", |d| lang.seat(d));
            let rows = v
                .scores
                .iter()
                .enumerate()
                .map(|(i, s)| view! { <li><span>{format!("{} {}", lang.t(Msg::Board), i + 1)}</span><b>{format!("{} {s:+}", lang.t(Msg::NorthSouth))}</b></li> })
                .collect_view();
            let total: i32 = v.scores.iter().sum();
            Some(view! {
                <section class="status online-status">
                    <dl>
                        <dt>{lang.t(Msg::Contract)}</dt><dd class="contract">{contract}</dd>
                        <dt>{lang.t(Msg::Declarer)}</dt><dd>{declarer}</dd>
                        {(!turn.is_empty()).then(|| view! { <dt>{lang.t(Msg::ToPlay)}</dt><dd class="to-play">{turn.clone()}</dd> })}
                        <dt>{lang.t(Msg::Tricks)}</dt>
                        <dd class="tricks">{format!("{} {} · {} {}", lang.t(Msg::NorthSouth), v.tricks_ns, lang.t(Msg::EastWest), v.tricks_ew)}</dd>
                    </dl>
                    {(!v.scores.is_empty()).then(|| view! {
                        <section class="online-result" role="region" aria-label=lang.t(Msg::Result)>
                            <h2>{lang.t(Msg::Result)}</h2>
                            <ol class="online-scores">{rows}</ol>
                            <p><b>{format!("{} {} {total:+}", lang.t(Msg::Total2), lang.t(Msg::NorthSouth))}</b></p>
                            {v.over.then(|| view! { <p class="match-over">{lang.t(Msg::MatchOver)}</p> })}
                        </section>
                    })}
                </section>
            })
        })
    }
}

/// The four seats: who sits there and, for the host, the buttons that
/// give a seat to a robot or open it again (where the server sends seats).
#[component]
fn SeatsBox() -> impl IntoView {
    let online = use_online();
    move || {
        let lang = online.lang.get();
        let seats = online.seats.get()?;
        let host = seats.host.is_some() && seats.host == online.seat;
        let rows = Seat::ALL
            .into_iter()
            .filter_map(|seat| {
                let info = seats.seats.get(seat as usize)?.clone();
                let buttons = (host && Some(seat) != online.seat).then(|| {
                    let robot = info.sitter != Sitter::Robot;
                    let open = matches!(info.sitter, Sitter::Robot | Sitter::Standin | Sitter::Human);
                    view! {
                        {robot.then(|| view! { <button class="plain" on:click=move |_| online.give_seat(seat, "robot")>{lang.t(Msg::OnlineToRobot)}</button> })}
                        {open.then(|| view! { <button class="plain" on:click=move |_| online.give_seat(seat, "open")>{lang.t(Msg::OnlineOpen)}</button> })}
                    }
                });
                let marks = [
                    (seats.host == Some(seat)).then(|| lang.t(Msg::OnlineHost)),
                    (online.seat == Some(seat)).then(|| lang.t(Msg::OnlineYou)),
                ]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(", ");
                Some(view! {
                    <li data-seat=seat_letter(seat)>
                        <b>{lang.seat(seat)}</b>
                        {(!marks.is_empty()).then(|| format!(" ({marks})"))}
                        " "
                        <Sitting seat=seat/>
                        {buttons}
                    </li>
                })
            })
            .collect_view();
        Some(view! {
            <section class="online-seats" role="region" aria-label=lang.t(Msg::OnlineSeats)>
                <h2>{lang.t(Msg::OnlineSeats)}</h2>
                <ul>{rows}</ul>
            </section>
        })
    }
}

/// A link with its Copy button (the clipboard, or the text selected where
/// the clipboard is refused).
fn link_row(lang: Lang, label: String, url: String, class: &'static str) -> impl IntoView {
    let copied = RwSignal::new(false);
    let input = NodeRef::<leptos::html::Input>::new();
    let copy = {
        let url = url.clone();
        move |_| {
            let url = url.clone();
            leptos::task::spawn_local(async move {
                let done = match web_sys::window() {
                    Some(w) => wasm_bindgen_futures::JsFuture::from(
                        w.navigator().clipboard().write_text(&url),
                    )
                    .await
                    .is_ok(),
                    None => false,
                };
                if let (false, Some(el)) = (done, input.get_untracked()) {
                    el.select();
                }
                copied.set(done);
            });
        }
    };
    view! {
        <div class=format!("invite {class}")>
            <label>
                <span>{label.clone()}</span>
                <input node_ref=input type="text" readonly=true value=url aria-label=label
                    on:focus=move |ev| { event_target::<web_sys::HtmlInputElement>(&ev).select() }/>
            </label>
            <button class="plain" on:click=copy>
                {move || lang.t(if copied.get() { Msg::OnlineCopied } else { Msg::OnlineCopy })}
            </button>
        </div>
    }
}

/// The host's invite links (kept by the browser that created the table).
#[component]
fn InvitesBox() -> impl IntoView {
    let online = use_online();
    move || {
        let lang = online.lang.get();
        let invites = online.invites.get();
        if invites.seats.is_empty() {
            return None;
        }
        let rows = Seat::ALL
            .into_iter()
            .filter(|&s| Some(s) != online.seat)
            .filter_map(|seat| {
                let url = invites.seats.get(seat_letter(seat))?.clone();
                Some(link_row(
                    lang,
                    lang.seat(seat).to_string(),
                    url,
                    seat_class(seat),
                ))
            })
            .collect_view();
        let watch = (!invites.watch.is_empty()).then(|| {
            link_row(
                lang,
                lang.t(Msg::OnlineWatch).to_string(),
                invites.watch.clone(),
                "watch",
            )
        });
        Some(view! {
            <section class="online-invites" role="region" aria-label=lang.t(Msg::OnlineInvites)>
                <h2>{lang.t(Msg::OnlineInvites)}</h2>
                {rows}
                {watch}
            </section>
        })
    }
}

/// The chat: each message as text, with its sender's seat and name.
#[component]
fn ChatBox() -> impl IntoView {
    let online = use_online();
    let typed = RwSignal::new(String::new());
    let lines = move || {
        let lang = online.lang.get();
        online
            .chat
            .get()
            .into_iter()
            .map(|line| {
                let who = line
                    .name
                    .unwrap_or_else(|| lang.seat(line.seat).to_string());
                view! { <li><b>{who}</b>": "<span>{line.text}</span></li> }
            })
            .collect_view()
    };
    move || {
        let lang = online.lang.get();
        online.seat.map(|_| {
            view! {
                <section class="online-chat" role="region" aria-label=lang.t(Msg::OnlineChat)>
                    <h2>{lang.t(Msg::OnlineChat)}</h2>
                    <ul class="chat-lines" aria-live="polite">{lines}</ul>
                    <form on:submit=move |ev| {
                        ev.prevent_default();
                        online.say(&typed.get_untracked());
                        typed.set(String::new());
                    }>
                        <input type="text" maxlength="200" aria-label=lang.t(Msg::OnlineChat)
                            prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev))/>
                        <button class="plain" type="submit">{lang.t(Msg::OnlineSend)}</button>
                    </form>
                </section>
            }
        })
    }
}

/// One room's line of the comparison: declarer, contract, tricks, and
/// North–South's score (the solo comparison's row).
fn room_line(
    online: Option<Online>,
    lang: Lang,
    name: &'static str,
    line: Option<OpenLine>,
    ns: Option<i32>,
) -> impl IntoView + use<> {
    let line = line.unwrap_or(OpenLine {
        declarer: None,
        contract: None,
        tricks: None,
    });
    // At this table (the Open Room) the declarer's person is named; the
    // Closed Room's players are the server's robots (`online`: `None`).
    let person = online
        .zip(line.declarer)
        .and_then(|(o, d)| super::person_at(o, d));
    view! {
        <tr>
            <th scope="row">{name}</th>
            <td>{line.declarer.map_or("—", |d| lang.seat(d))}{super::person_tag(person)}</td>
            <td>{line.contract.map_or_else(|| "—".to_string(), |c| lang.contract_short(c))}</td>
            <td>{line.tricks.map_or_else(|| "—".to_string(), |t| t.to_string())}</td>
            <td class="ns">{ns.map_or_else(|| "…".to_string(), |s| format!("{s:+}"))}</td>
        </tr>
    }
}

/// The team match's comparison with the Closed Room, as the solo game
/// shows it: the last board over, both rooms side by side (pending while
/// its Closed Room plays), and the scorecard of every board over with the
/// match's totals (docs/PROTOCOL.md, "The Closed Room").
#[component]
fn RoomsBox() -> impl IntoView {
    let online = use_online();
    move || {
        let lang = online.lang.get();
        let lines = online.open_lines.get();
        online.view.with(|v| {
            let v = v.as_ref()?;
            let done = v.boards_done.min(v.scores.len());
            if done == 0 {
                return None;
            }
            let room_of = |board: usize| v.rooms.iter().find(|r| usize::from(r.board) == board);
            let last = done;
            // The Open Room's line from the table's records; until they
            // are read (a final view that came after its `rooms`), from the
            // last view when it is that board's, over.
            let open = lines.get(last - 1).copied().or_else(|| {
                let finished = usize::from(v.board) == last && matches!(v.phase, Phase::Finished | Phase::PassedOut);
                finished.then(|| {
                    let declarer = v.declarer.filter(|_| v.contract.is_some());
                    OpenLine {
                        declarer,
                        contract: v.contract,
                        tricks: declarer.map(|d| if matches!(d, Seat::North | Seat::South) { v.tricks_ns } else { v.tricks_ew }),
                    }
                })
            });
            let comparison = match room_of(last) {
                None => view! {
                    <section class="comparison pending" role="region" aria-label=lang.t(Msg::Comparison) data-board=last>
                        <h2>{format!("{} — {} {last}", lang.t(Msg::Comparison), lang.t(Msg::Board))}</h2>
                        <table>
                            <tbody>{room_line(Some(online), lang, lang.t(Msg::OpenRoom), open, v.scores.get(last - 1).copied())}</tbody>
                        </table>
                        <p class="progress" role="status">{lang.t(Msg::OnlineClosedPending)}</p>
                    </section>
                }
                .into_any(),
                Some(room) => {
                    let Room { net, imps, closed_ns, open_ns, declarer, contract, tricks, board, .. } = room.clone();
                    view! {
                        <section class="comparison" role="region" aria-label=lang.t(Msg::Comparison) data-board=last>
                            <h2>{format!("{} — {} {last}", lang.t(Msg::Comparison), lang.t(Msg::Board))}</h2>
                            <table>
                                <thead><tr><th></th><th>{lang.t(Msg::Declarer)}</th><th>{lang.t(Msg::Contract)}</th><th>{lang.t(Msg::Tricks)}</th><th>{lang.t(Msg::NorthSouth)}</th></tr></thead>
                                <tbody>
                                    {room_line(Some(online), lang, lang.t(Msg::OpenRoom), open, Some(open_ns))}
                                    {room_line(None, lang, lang.t(Msg::ClosedRoom), Some(OpenLine { declarer, contract, tricks }), Some(closed_ns))}
                                </tbody>
                            </table>
                            <p class="net">
                                {format!("{}: ", lang.t(Msg::NetScore))}<b data-net=net>{format!("{net:+}")}</b>
                                {format!(" · {}: ", lang.t(Msg::Imps))}<b data-imps=imps>{format!("{imps:+}")}</b>
                            </p>
                            <div class="result-aids">
                                <button class="plain" on:click=move |_| online.open_review(board)>{lang.t(Msg::Review)}</button>
                            </div>
                        </section>
                    }
                    .into_any()
                }
            };
            let rows = (1..=done)
                .map(|board| {
                    let open_ns = v.scores.get(board - 1).copied().unwrap_or(0);
                    let room = room_of(board);
                    let cell = |x: Option<i32>| x.map_or_else(|| "…".to_string(), |x| format!("{x:+}"));
                    // The board's Review (the solo scorecard's row), once
                    // its Closed Room is in.
                    let review = room.map(|r| {
                        let number = r.board;
                        view! {
                            <tr class="row-extra">
                                <td colspan="5">
                                    <div class="row-aids">
                                        <button class="plain" aria-label=lang.say(Phrase::ReviewBoard { number }) on:click=move |_| online.open_review(number)>{lang.t(Msg::Review)}</button>
                                    </div>
                                </td>
                            </tr>
                        }
                    });
                    view! {
                        <tr class:pending=room.is_none() data-board=board>
                            <td>{board}</td>
                            <td>{format!("{open_ns:+}")}</td>
                            <td>{cell(room.map(|r| -r.closed_ns))}</td>
                            <td>{cell(room.map(|r| r.net))}</td>
                            <td>{cell(room.map(|r| r.imps))}</td>
                        </tr>
                        {review}
                    }
                })
                .collect_view();
            let (net, imps) = (v.net_ns, v.imps_ns);
            // The people of this table's North–South pair, whose scores
            // the scorecard's rows are (the Closed Room's robots unnamed).
            let people: Vec<String> = [Seat::North, Seat::South]
                .into_iter()
                .filter_map(|s| super::person_at(online, s))
                .collect();
            let pair = (!people.is_empty()).then(|| lang.list(&people));
            Some(view! {
                {comparison}
                <section class="scorecard" role="region" aria-label=lang.t(Msg::Scorecard)>
                    <h2>{lang.t(Msg::Scorecard)}</h2>
                    <table>
                        <thead><tr>
                            <th>{lang.t(Msg::Board)}</th>
                            <th>{format!("{} {}", lang.t(Msg::OpenRoom), lang.t(Msg::NorthSouth))}{super::person_tag(pair)}</th>
                            <th>{format!("{} {}", lang.t(Msg::ClosedRoom), lang.t(Msg::EastWest))}</th>
                            <th>{lang.t(Msg::NetScore)}</th>
                            <th>{lang.t(Msg::Imps)}</th>
                        </tr></thead>
                        <tbody>{rows}</tbody>
                        <tfoot><tr>
                            <th>{lang.t(Msg::Total2)}</th><td></td><td></td>
                            <td data-total-net=net>{format!("{net:+}")}</td>
                            <td data-total-imps=imps>{format!("{imps:+}")}</td>
                        </tr></tfoot>
                    </table>
                </section>
            })
        })
    }
}

/// Claims and undos between people: the declarer's Claim button and its
/// chooser, the Undo button, the prompt to accept or refuse another
/// seat's claim or undo, who is awaited, and a refusal.
#[component]
fn AskBox() -> impl IntoView {
    let online = use_online();
    let choosing = RwSignal::new(false);
    move || {
        let lang = online.lang.get();
        let me = online.seat;
        let asked = online.asked.get();
        let refused_by = online.refused_by.get();
        online.view.with(|v| {
            let v = v.as_ref()?;
            if v.over || (me.is_none() && asked.is_none() && refused_by.is_none()) {
                return None;
            }
            let playing = v.phase == Phase::Play;
            let left = u8::try_from(13usize.saturating_sub(v.tricks.len())).unwrap_or(0);
            let body = match asked {
                Some(a) => {
                    let what = match a.tricks {
                        Some(tricks) => format!("{} {} {}", lang.seat(a.seat), lang.t(Msg::OnlineClaimAsked), lang.say(Phrase::ClaimTricks { tricks })),
                        None => format!("{} {}", lang.seat(a.seat), lang.t(Msg::OnlineUndoAsked)),
                    };
                    let awaited = a.waiting.iter().map(|&s| lang.seat(s).to_string()).collect::<Vec<_>>();
                    let mine = me.is_some_and(|m| a.waiting.contains(&m));
                    view! {
                        <p class="asked" role="status">{what}</p>
                        {(!awaited.is_empty()).then(|| view! { <p class="awaited">{format!("{} {}", lang.t(Msg::OnlineAwaiting), lang.list(&awaited))}</p> })}
                        {mine.then(|| view! {
                            <div class="answer">
                                <button class="primary" on:click=move |_| online.answer(true)>{lang.t(Msg::OnlineAccept)}</button>
                                <button class="plain" on:click=move |_| online.answer(false)>{lang.t(Msg::OnlineRefuse)}</button>
                            </div>
                        })}
                    }
                    .into_any()
                }
                None if me.is_none() => ().into_any(),
                None => {
                    let declarer = playing && me.is_some() && v.declarer == me && left > 0;
                    let chooser = (declarer && choosing.get()).then(|| {
                        let numbers = (0..left)
                            .rev()
                            .map(|n| view! { <button class="choice" on:click=move |_| { choosing.set(false); online.claim(n) }>{lang.say(Phrase::ClaimTricks { tricks: n })}</button> })
                            .collect_view();
                        view! {
                            <section class="claim-chooser" role="group" aria-label=lang.t(Msg::Claim)>
                                <p>{lang.t(Msg::ClaimHowMany)}</p>
                                <button class="primary" on:click=move |_| { choosing.set(false); online.claim(left) }>{lang.t(Msg::ClaimAll)}</button>
                                {numbers}
                                <button class="plain" on:click=move |_| choosing.set(false)>{lang.t(Msg::Close)}</button>
                            </section>
                        }
                    });
                    view! {
                        <div class="result-aids">
                            {declarer.then(|| view! { <button class="plain" on:click=move |_| choosing.update(|c| *c = !*c)>{lang.t(Msg::Claim)}</button> })}
                            {v.can_undo.then(|| view! { <button class="plain" on:click=move |_| online.undo()>{lang.t(Msg::Undo)}</button> })}
                        </div>
                        {chooser}
                    }
                    .into_any()
                }
            };
            Some(view! {
                <section class="online-ask" role="region" aria-label=lang.t(Msg::Claim)>
                    {body}
                    {refused_by.map(|s| view! { <p class="notice refused-by" role="alert">{format!("{} {}", lang.t(Msg::OnlineRefusedBy), lang.seat(s))}</p> })}
                </section>
            })
        })
    }
}
