//! One hand: a region named for its seat. The person's hands show card
//! buttons (legal ones enabled); other hands show faces when visible to
//! South, or backs.

use super::use_game;
use crate::web::cards::{card_key, is_red, rank_text, seat_class, suit_class, suit_symbol};
use contract_bridge::{Card, Hand, Seat, Suit};
use engine::table::Phase;
use i18n::{Lang, Msg, Phrase};
use leptos::prelude::*;

/// Suits in display order, alternating colours as the lesson suggests
/// (♠ ♥ ♣ ♦: black, red, black, red).
const DISPLAY_SUITS: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds];

/// What one hand shows: compared after every change of the match, so a
/// hand is drawn again only when what it shows changed (a card played by
/// another seat leaves it as it is: on a slow phone, drawing the four hands
/// anew at every card took most of a tap's 50 to 150 ms).
#[derive(Debug, Clone, PartialEq)]
struct Shown {
    lang: Lang,
    hand: Hand,
    /// The person plays its cards (buttons).
    person: bool,
    /// The seat is due: its header's dot.
    due: bool,
    legal: Hand,
    visible: bool,
    in_row: bool,
    role: &'static str,
    hcp: Option<String>,
    /// Two-step play: a first tap selects (the cards are toggle buttons).
    two_step: bool,
}

/// The hand of `seat`.
#[component]
pub fn HandView(seat: Seat) -> impl IntoView {
    let game = use_game();
    let lang = move || game.settings.with(|s| s.lang);
    let class = hand_class(seat);
    let shown = Memo::new(move |_| {
        let lang = lang();
        let (seating, two_step) = game.settings.with(|s| (s.seating, s.two_step));
        game.team_match.with(|m| {
            let table = m.persons_table()?;
            let over = table.is_over();
            // After the play, every hand is shown as dealt, for the review.
            let hand = if over {
                table.board().deal[seat]
            } else {
                table.hand(seat)
            };
            let dummy = table.dummy();
            let visible = seating.sees(table, seat);
            let role = if Some(seat) == table.declarer() {
                lang.t(Msg::Declarer)
            } else if Some(seat) == dummy {
                lang.t(Msg::Dummy)
            } else {
                ""
            };
            Some(Shown {
                lang,
                hand,
                person: seating.person_plays(table, seat)
                    && !over
                    && table.phase() != Phase::Auction,
                due: table.to_act() == Some(seat),
                legal: table.legal_cards(seat),
                visible,
                // The person's hand (and a faced North that is not dummy) in
                // one row of overlapping cards; dummy, and the opponents'
                // hands once shown, in four suit columns.
                in_row: !(Some(seat) == dummy || matches!(seat, Seat::East | Seat::West)),
                role,
                // Where points are not announced, a hand's count is shown
                // only with its cards.
                hcp: (table.rules().announces_points() || visible).then(|| {
                    lang.say(Phrase::Hcp {
                        points: table.announcements().of(seat),
                    })
                }),
                two_step,
            })
        })
    });
    // The person's turn is drawn a frame after the play that brought it.
    // The play's frame draws the trick and the card leaving its hand;
    // enabling the person's legal cards restyles every card of the hand,
    // and on a slow phone the two together made one long frame
    // (docs/BENCHMARKS.md). So a change that only enables the person's
    // cards (the hand, its seat's words and all else as drawn) waits for
    // the next animation frame and a task after it, with the dot and the
    // hand's mark; any other change is drawn at once (a new deal, an undo,
    // a played card leaving the hand, the turn passing: nothing stays
    // playable after it has). The page is settling meanwhile, so the
    // tests' waits cover it.
    let drawn = RwSignal::new(shown.get_untracked());
    Effect::new(move |_| {
        let next = shown.get();
        if drawn.with_untracked(|d| *d == next) {
            return;
        }
        let turn_comes = drawn.with_untracked(|d| match (d, &next) {
            (Some(d), Some(n)) => {
                n.person
                    && n.due
                    && !n.legal.is_empty()
                    && d.legal.is_empty()
                    && *d
                        == Shown {
                            due: d.due,
                            legal: d.legal,
                            ..n.clone()
                        }
            }
            _ => false,
        });
        if turn_comes {
            crate::web::game::after_next_frame(move || {
                if let Some(now) = shown.try_get_untracked()
                    && drawn.try_with_untracked(|d| *d != now) == Some(true)
                {
                    drawn.try_set(now);
                }
            });
        } else {
            drawn.set(next);
        }
    });
    let content = move || {
        let Some(s) = drawn.get() else {
            return ().into_any();
        };
        let lang = s.lang;
        let header = view! {
            <div class="hand-head">
                <span class="seat-name">{lang.seat(seat)}</span>
                // What is said of the seat, one line under its name where
                // a side hand is narrow (style/main.css).
                <span class="hand-about">
                    <span class="role">{s.role}</span>
                    {s.hcp.map(|h| view! { <span class="hcp">{h}</span> })}
                </span>
                {s.due.then(|| view! { <span class="turn-dot" title=lang.t(Msg::ToPlay)></span> })}
            </div>
        };
        if !s.visible {
            return view! { {header} {backs(s.hand.len())} }.into_any();
        }
        let on_tap = s
            .person
            .then(|| Callback::new(move |card| game.tap_card(seat, card)));
        let selected = s.two_step.then_some(game.selected);
        view! { {header} {cards(lang, s.hand, s.in_row, s.legal, selected, on_tap)} }.into_any()
    };
    // The seat to act is marked on the whole hand, not only by its dot
    // (drawn with it: for the person's hand, a frame after the play).
    let to_act = move || drawn.with(|d| d.as_ref().is_some_and(|s| s.due));
    view! {
        <section class=class class:to-act=to_act role="region" aria-label=move || lang().seat(seat)>
            {content}
        </section>
    }
}

/// The region classes of `seat`'s hand (its place on the felt).
#[must_use]
pub fn hand_class(seat: Seat) -> String {
    format!("hand {}", seat_class(seat))
}

/// A hand seen from behind: `count` card backs.
pub fn backs(count: usize) -> impl IntoView {
    let backs = (0..count)
        .map(|_| view! { <span class="back" aria-hidden="true"></span> })
        .collect_view();
    view! { <div class="backs">{backs}</div> }
}

/// A hand's faces by suit: in one row of overlapping cards (`in_row`) or
/// in four suit columns. With `on_tap` they are the person's card buttons,
/// those of `legal` enabled; in two-step play (`selected`) they are toggle
/// buttons, the one `selected` holds pressed (a selection changes two
/// buttons' marks, not the hand). Without `on_tap`, pictures. One tap
/// playing a card, a button has no reactive part: on a slow phone the
/// 26 effects of a hand's marks were a good part of drawing it.
pub fn cards(
    lang: Lang,
    hand: Hand,
    in_row: bool,
    legal: Hand,
    selected: Option<RwSignal<Option<Card>>>,
    on_tap: Option<Callback<Card>>,
) -> impl IntoView {
    let suits = DISPLAY_SUITS
        .into_iter()
        .filter(|&suit| !in_row || hand[suit].len() > 0)
        .map(|suit| {
            let cards = hand[suit]
                .iter()
                .map(|rank| Card { suit, rank })
                .map(|card| {
                    let name = lang.card(card);
                    let class = format!("card {}", suit_class(card.suit));
                    // The whole face, of which the next card leaves the corner.
                    // It pictures the name ("A♠" for "Ace of Spades"), drawn
                    // by CSS from `data-rank` and `data-suit` (and the big pip
                    // of a card seen whole from its `data-pip`): a button's
                    // text must be its name, and a bare "A" is not "Ace"
                    // (axe-core). Two elements a card, not five: on a slow
                    // phone drawing a hand was most of the start-up's first
                    // task (docs/BENCHMARKS.md).
                    let face = view! {
                        <span class="face" aria-hidden="true" data-rank=rank_text(card) data-suit=suit_symbol(card.suit)></span>
                    };
                    if let Some(tap) = on_tap {
                        let playable = legal.contains(card);
                        // Pressed or not: the style draws a pressed card
                        // raised (style/main.css).
                        let pressed = selected.map(|s| move || if s.get() == Some(card) { "true" } else { "false" });
                        view! {
                            <button
                                class=class
                                class:red=is_red(card.suit)
                                class:legal=playable
                                aria-label=name
                                data-card=card_key(card)
                                data-pip=suit_symbol(card.suit)
                                aria-pressed=pressed
                                disabled=!playable
                                on:click=move |_| tap.run(card)
                            >
                                {face}
                            </button>
                        }
                        .into_any()
                    } else {
                        view! {
                            <span class=class class:red=is_red(card.suit) role="img" aria-label=name data-card=card_key(card) data-pip=suit_symbol(card.suit)>
                                {face}
                            </span>
                        }
                        .into_any()
                    }
                })
                .collect_view();
            view! { <div class="suit-row" class:red=is_red(suit)>{cards}</div> }
        })
        .collect_view();
    // Only while the person chooses among some cards are the others dimmed.
    let choosing = on_tap.is_some()
        && DISPLAY_SUITS.into_iter().any(|suit| {
            hand[suit]
                .iter()
                .any(|rank| legal.contains(Card { suit, rank }))
        });
    // A tap does not move the focus to the card (a key still does): the
    // card played leaves the hand at once, and taking the focus off it
    // made the browser compute the page's style inside the play's task
    // (docs/BENCHMARKS.md).
    let tapping = on_tap.is_some();
    let keep_focus = move |e: web_sys::MouseEvent| {
        if tapping {
            e.prevent_default();
        }
    };
    view! {
        <div class="cards fan" class:row=in_row class:cols=!in_row class:choosing=choosing on:mousedown=keep_focus>
            {suits}
        </div>
    }
}
