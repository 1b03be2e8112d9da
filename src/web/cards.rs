//! Card faces drawn with CSS (style/main.css): no fonts, images or CDNs.

use contract_bridge::{Card, Seat, Suit};
use i18n::Lang;
use leptos::prelude::*;
use wasm_bindgen::JsCast as _;

/// The rank as printed on the card: A K Q J 10 9 … 2.
pub fn rank_text(card: Card) -> String {
    match card.rank.get() {
        14 => "A".into(),
        13 => "K".into(),
        12 => "Q".into(),
        11 => "J".into(),
        n => n.to_string(),
    }
}

/// The suit symbol.
pub fn suit_symbol(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "♠",
        Suit::Hearts => "♥",
        Suit::Diamonds => "♦",
        Suit::Clubs => "♣",
    }
}

/// Whether the suit is printed red.
pub fn is_red(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Diamonds)
}

/// The suit's class name on a card, for the four-colour deck (style/main.css).
pub fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    }
}

/// The seat's class name on its hand and its place in the trick.
pub fn seat_class(seat: Seat) -> &'static str {
    match seat {
        Seat::North => "north",
        Seat::East => "east",
        Seat::South => "south",
        Seat::West => "west",
    }
}

/// The card's key on the page (`data-card`), the same in every language:
/// the motion finds a card in its hand by it.
pub fn card_key(card: Card) -> String {
    format!("{}-{}", suit_class(card.suit), card.rank.get())
}

/// A face-up card that is not played from here (trick, dummy of others).
#[component]
pub fn CardFace(card: Card, lang: Lang, #[prop(optional)] small: bool) -> impl IntoView {
    view! {
        <span class=format!("card {}", suit_class(card.suit)) class:red=is_red(card.suit) class:small=small role="img" aria-label=lang.card(card)>
            <span class="rank">{rank_text(card)}</span>
            <span class="suit">{suit_symbol(card.suit)}</span>
        </span>
    }
}

/// After the person selects `card` of `seat`'s hand in two-step play: its
/// button is made again pressed (`hand::cards` keys a button by it), so a
/// focus that was on the card (a key pressed) is put back on the new
/// button once it is drawn.
pub fn keep_focus_on_selected(seat: Seat, card: Card) {
    let key = card_key(card);
    let focused = document()
        .active_element()
        .and_then(|e| e.get_attribute("data-card"))
        .is_some_and(|k| k == key);
    if !focused {
        return;
    }
    let hand = format!("section.hand.{}", seat_class(seat));
    let button = format!("[data-card='{key}']");
    set_timeout(
        move || {
            if let Some(button) = document()
                .query_selector(&hand)
                .ok()
                .flatten()
                .and_then(|hand| hand.query_selector(&button).ok().flatten())
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = button.focus();
            }
        },
        std::time::Duration::ZERO,
    );
}
