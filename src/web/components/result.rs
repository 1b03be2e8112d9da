//! After the play: the score explained (region "Result"), both rooms side
//! by side (region "Comparison") and the match's scorecard.

use super::use_game;
use crate::web::cards::CardFace;
use contract_bridge::{Seat, Strain};
use engine::table::Table;
use engine::team_match::MatchBoard;
use i18n::{Lang, Msg, Phrase};
use leptos::prelude::*;

/// The Open Room's score, line by line, and the way on.
#[component]
pub fn ResultView() -> impl IntoView {
    let game = use_game();
    move || {
        let lang = game.settings.with(|s| s.lang);
        game.with_match_settled(|m| {
            // While a board is played again, the practice table is on the felt.
            if m.practising().is_some() {
                return None;
            }
            let table = &m.current()?.open;
            if !table.is_over() {
                return None;
            }
            let index = m.boards.len().saturating_sub(1);
            let practice = m.current()?.practice_ns();
            let body = match (table.declarer(), table.contract(), table.score(), table.declarer_tricks()) {
                (Some(declarer), Some(contract), Some(score), Some(tricks)) => {
                    let made = contract.made(tricks);
                    let lines = score.lines.iter().map(|l| view! { <li>{lang.score_line(*l)}</li> }).collect_view();
                    let side = if matches!(declarer, Seat::North | Seat::South) {
                        format!("{}–{}", lang.seat(Seat::North), lang.seat(Seat::South))
                    } else {
                        format!("{}–{}", lang.seat(Seat::East), lang.seat(Seat::West))
                    };
                    view! {
                        <p class="result-head">
                            {format!("{} — {} · {} {} · {}", lang.seat(declarer), lang.contract_short(contract),
                                tricks, lang.t(Msg::Tricks), lang.t(if made { Msg::Made } else { Msg::Down }))}
                        </p>
                        <ul class="score-lines">{lines}</ul>
                        <p class="score-total">
                            {format!("{} ({}): ", lang.t(Msg::Total), side)}
                            <b class="declarer-score" data-score=score.total>{format!("{:+}", score.total)}</b>
                        </p>
                        {(!matches!(declarer, Seat::North | Seat::South)).then(|| view! {
                            <p class="ns-score">{format!("{}–{}: {:+}", lang.seat(Seat::North), lang.seat(Seat::South), -score.total)}</p>
                        })}
                    }
                    .into_any()
                }
                _ if table.phase() == engine::table::Phase::PassedOut => view! { <p class="passed-out">{lang.t(Msg::PassedOut)}</p> }.into_any(),
                _ => view! { <p>{lang.t(Msg::ThrownIn)}</p> }.into_any(),
            };
            let ns = table.ns_score().unwrap_or(0);
            let next = m.can_start_next();
            let match_over = m.is_over();
            Some(view! {
                <section class="result" role="region" aria-label=lang.t(Msg::Result) data-ns-score=ns>
                    <h2>{lang.t(Msg::Result)}</h2>
                    {body}
                    {practice.map(|score| view! { <p class="practice-score" data-practice=score>{lang.say(Phrase::PracticeScore { score })}</p> })}
                    <div class="result-aids">
                        <button class="plain" on:click=move |_| game.open_review(index)>{lang.t(Msg::Review)}</button>
                        <button class="plain" on:click=move |_| game.play_again(index)>{lang.t(Msg::PlayAgain)}</button>
                    </div>
                    {next.then(|| view! { <button class="primary" on:click=move |_| game.start_next_board()>{lang.t(Msg::NextDeal)}</button> })}
                    {match_over.then(|| view! {
                        <p>{lang.t(Msg::MatchOver)}</p>
                        <button class="primary" on:click=move |_| game.new_match()>{lang.t(Msg::NewMatch)}</button>
                    })}
                </section>
            })
        })
    }
}

fn room_row(lang: Lang, name: &'static str, table: &Table) -> impl IntoView {
    let declarer = table
        .declarer()
        .map_or("—".to_string(), |d| lang.seat(d).to_string());
    let contract = table
        .contract()
        .map_or("—".to_string(), |c| lang.contract_short(c));
    let tricks = table
        .declarer_tricks()
        .map_or("—".to_string(), |t| t.to_string());
    let ns = table
        .ns_score()
        .map_or("…".to_string(), |s| format!("{s:+}"));
    view! {
        <tr>
            <th scope="row">{name}</th>
            <td>{declarer}</td>
            <td>{contract}</td>
            <td>{tricks}</td>
            <td class="ns">{ns}</td>
        </tr>
    }
}

/// Both rooms of a board side by side, with the Closed Room's play to
/// replay trick by trick beside the person's own.
#[component]
pub fn ComparisonView() -> impl IntoView {
    let game = use_game();
    let replay_trick = RwSignal::new(0usize);
    move || {
        let lang = game.settings.with(|s| s.lang);
        let opened = game.opened_board.get();
        game.with_match_settled(|m| {
            let index = opened.unwrap_or(m.boards.len().checked_sub(1)?);
            let b: &MatchBoard = m.boards.get(index)?;
            if !b.open.is_over() {
                return None;
            }
            let Some(c) = b.comparison() else {
                let trick = (b.closed.plays().len() / 4 + 1).min(13);
                return Some(view! {
                    <section class="comparison pending" role="region" aria-label=lang.t(Msg::Comparison)>
                        <p class="progress" role="status">{format!("{} {trick} / 13", lang.t(Msg::ClosedRoomTrick))}</p>
                        <progress max="52" value=b.closed.plays().len()></progress>
                    </section>
                }.into_any());
            };
            let tricks = b.closed.completed_tricks().len().max(b.open.completed_tricks().len());
            let k = replay_trick.get().min(tricks.saturating_sub(1));
            let trick_of = |t: &Table| {
                let strain = t.strain().unwrap_or(Strain::Notrump);
                t.completed_tricks().get(k).map(|tr| {
                    let winner = tr.winner(strain);
                    tr.plays()
                        .map(|(seat, card)| view! {
                            <span class="replay-card" class:winner=winner == Some(seat)>
                                <small>{lang.seat(seat)}</small><CardFace card=card lang=lang small=true/>
                            </span>
                        })
                        .collect_view()
                })
            };
            let replay = (tricks > 0).then(|| view! {
                <div class="replay">
                    <div class="replay-nav">
                        <button class="plain" aria-label=lang.t(Msg::Prev) disabled={k == 0} on:click=move |_| replay_trick.update(|t| *t = t.saturating_sub(1))>"‹"</button>
                        <span>{format!("{} {} / {tricks}", lang.t(Msg::Tricks), k + 1)}</span>
                        <button class="plain" aria-label=lang.t(Msg::Next) disabled={k + 1 >= tricks} on:click=move |_| replay_trick.update(|t| *t += 1)>"›"</button>
                    </div>
                    <div class="replay-room"><b>{lang.t(Msg::OpenRoom)}</b>{trick_of(&b.open)}</div>
                    <div class="replay-room"><b>{lang.t(Msg::ClosedRoom)}</b>{trick_of(&b.closed)}</div>
                </div>
            });
            Some(view! {
                <section class="comparison" role="region" aria-label=lang.t(Msg::Comparison)>
                    <h2>{format!("{} — {} {}", lang.t(Msg::Comparison), lang.t(Msg::Board), b.open.board().number)}</h2>
                    <table>
                        <thead><tr><th></th><th>{lang.t(Msg::Declarer)}</th><th>{lang.t(Msg::Contract)}</th><th>{lang.t(Msg::Tricks)}</th><th>{lang.t(Msg::NorthSouth)}</th></tr></thead>
                        <tbody>
                            {room_row(lang, lang.t(Msg::OpenRoom), &b.open)}
                            {room_row(lang, lang.t(Msg::ClosedRoom), &b.closed)}
                        </tbody>
                    </table>
                    {b.open.rules().has_auction().then(|| super::auction::room_auctions(lang, &b.open, &b.closed))}
                    <p class="net">
                        {format!("{}: ", lang.t(Msg::NetScore))}<b data-net=c.net>{format!("{:+}", c.net)}</b>
                        {format!(" · {}: ", lang.t(Msg::Imps))}<b data-imps=c.imps>{format!("{:+}", c.imps)}</b>
                    </p>
                    {replay}
                </section>
            }.into_any())
        })
    }
}

/// A row per board; a row opens that board's comparison.
#[component]
pub fn Scorecard() -> impl IntoView {
    let game = use_game();
    move || {
        let lang = game.settings.with(|s| s.lang);
        game.with_match_settled(|m| {
            if m.boards.iter().all(|b| b.comparison().is_none()) {
                return None;
            }
            let rows = m
                .boards
                .iter()
                .enumerate()
                .filter_map(|(i, b)| {
                    let c = b.comparison()?;
                    let number = b.open.board().number.get();
                    let marks: Vec<String> = [(b.aids.hint, Msg::Hint), (b.aids.undo, Msg::Undo), (b.aids.claim, Msg::Claim)]
                        .into_iter()
                        .filter(|(used, _)| *used)
                        .map(|(_, m)| lang.t(m).to_string())
                        .collect();
                    let practice = b.practice_ns();
                    let busy = m.current().is_some_and(|c| !c.open.is_over()) || m.practising().is_some();
                    Some(view! {
                        <tr>
                            <td><button class="plain" on:click=move |_| game.opened_board.set(Some(i))>{number}</button></td>
                            <td>{format!("{:+}", c.open_ns)}</td>
                            <td>{format!("{:+}", -c.closed_ns)}</td>
                            <td>{format!("{:+}", c.net)}</td>
                            <td>{format!("{:+}", c.imps)}</td>
                        </tr>
                        <tr class="row-extra" data-board=i>
                            <td colspan="5">
                                <div class="row-aids">
                                    <button class="plain" aria-label=lang.say(Phrase::ReviewBoard { number }) on:click=move |_| game.open_review(i)>{lang.t(Msg::Review)}</button>
                                    <button class="plain" disabled=busy on:click=move |_| game.play_again(i)>{lang.t(Msg::PlayAgain)}</button>
                                    <span class="practice" data-practice=practice>{practice.map(|score| lang.say(Phrase::PracticeScore { score }))}</span>
                                    <span class="marks" data-marks=marks.join(" ")>{(!marks.is_empty()).then(|| format!("{}: {}", lang.t(Msg::Aids), lang.list(&marks)))}</span>
                                </div>
                            </td>
                        </tr>
                    })
                })
                .collect_view();
            let (net, imps) = m.totals();
            Some(view! {
                <section class="scorecard" aria-label=lang.t(Msg::Scorecard)>
                    <h2>{lang.t(Msg::Scorecard)}</h2>
                    <table>
                        <thead><tr>
                            <th>{lang.t(Msg::Board)}</th>
                            <th>{format!("{} {}", lang.t(Msg::OpenRoom), lang.t(Msg::NorthSouth))}</th>
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
