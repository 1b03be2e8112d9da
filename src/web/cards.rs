//! Card faces drawn with CSS (style/main.css): no fonts, images or CDNs.

use contract_bridge::{Card, Seat, Suit};
use i18n::Lang;
use leptos::prelude::*;

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
