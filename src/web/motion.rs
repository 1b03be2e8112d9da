//! Motion: a played card travels from its place in its hand to its place in
//! the trick (FLIP: its first box is read before the play, its last box
//! after the render, and it is animated from the one to the other).
//!
//! About 250 ms, none while `prefers-reduced-motion` is set. Nothing waits
//! for it: the animation only moves the card's picture, the next click is
//! taken at once.
//!
//! A computer's card's first box is not read at its play: reading a box
//! makes the browser compute the page's style and layout at once, on top
//! of drawing the play, while the last play's motions run (on a slow phone
//! 20 to 30 ms of the task). The boxes of the next computer seat's cards
//! are read instead at the animation frame after each play, where the
//! frame computes the layout anyway, and kept for its play, with the deal's
//! plays at that frame: used only while the plays are the same (not after
//! an undo, nor in another deal). The person's card is read at its play
//! ([`origin_now`]): it may stand raised under the finger or the pointer.
//! Positions are kept relative to the felt, so a page scrolled since still
//! starts the card from its place.

use crate::web::cards::{card_key, seat_class};
use contract_bridge::{Card, Seat};
use std::cell::RefCell;
use wasm_bindgen::JsCast as _;
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;

/// How long a card travels, in milliseconds.
pub const TRAVEL_MS: f64 = 250.0;

/// A card's box on the page before it is played: where its travel starts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Origin {
    /// The box's centre, in pixels right of the felt's left edge.
    x: f64,
    /// The box's centre, in pixels below the felt's top edge.
    y: f64,
    /// The box's width: the card is scaled from it to the trick's card.
    width: f64,
}

/// Where a card of a hand was at the last frame after a play: a faced
/// card by its key ([`card_key`]), a hidden hand by its last back (`None`).
struct Place {
    seat: Seat,
    card: Option<String>,
    origin: Origin,
}

/// The hands' cards as drawn after a play, and the deal's plays then.
#[derive(Default)]
struct Places {
    plays: Vec<Card>,
    places: Vec<Place>,
}

thread_local! {
    /// The hands' cards as they were drawn after the last play.
    static PLACES: RefCell<Places> = RefCell::new(Places::default());
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// The felt's top left corner in the viewport (reading it lays the page out).
fn felt_corner() -> Option<(f64, f64)> {
    let felt = document()?.query_selector(".felt").ok()??;
    let r = felt.get_bounding_client_rect();
    Some((r.left(), r.top()))
}

/// `element`'s box relative to the felt whose corner is `corner`.
fn origin_of(element: &web_sys::Element, corner: (f64, f64)) -> Option<Origin> {
    let r = element.get_bounding_client_rect();
    (r.width() > 0.0).then(|| Origin {
        x: r.left() + r.width() / 2.0 - corner.0,
        y: r.top() + r.height() / 2.0 - corner.1,
        width: r.width(),
    })
}

/// The whole face of `card` in `hand` (not the strip of it that the card's
/// box, its button, is), or the hand's last back.
fn face_or_back(hand: &web_sys::Element, card: Option<&str>) -> Option<web_sys::Element> {
    let face = card.and_then(|key| {
        hand.query_selector(&format!("[data-card='{key}']>.face"))
            .ok()
            .flatten()
    });
    face.or_else(|| hand.query_selector(".back:last-child").ok().flatten())
}

/// Reads where the cards of `next`'s hand (the seat to play next) are
/// drawn, after `plays`: called at the frame after a play, when the page
/// is laid out for the frame anyway.
fn remember(corner: (f64, f64), plays: Vec<Card>, next: Option<Seat>) {
    let places = next.map(|seat| places_of(seat, corner)).unwrap_or_default();
    PLACES.with(|p| *p.borrow_mut() = Places { plays, places });
}

/// Where the cards (or the last back) of `seat`'s hand are drawn.
fn places_of(seat: Seat, corner: (f64, f64)) -> Vec<Place> {
    let mut places = Vec::new();
    let Some(hand) = document()
        .and_then(|d| {
            d.query_selector(&format!("section.hand.{}", seat_class(seat)))
                .ok()
        })
        .flatten()
    else {
        return places;
    };
    if let Ok(faces) = hand.query_selector_all("[data-card]>.face") {
        for i in 0..faces.length() {
            let Some(face) = faces
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            else {
                continue;
            };
            let key = face
                .parent_element()
                .and_then(|c| c.get_attribute("data-card"));
            if let (Some(key), Some(origin)) = (key, origin_of(&face, corner)) {
                places.push(Place {
                    seat,
                    card: Some(key),
                    origin,
                });
            }
        }
    }
    if let Some(origin) = face_or_back(&hand, None).and_then(|b| origin_of(&b, corner)) {
        places.push(Place {
            seat,
            card: None,
            origin,
        });
    }
    places
}

/// Whether the person asked for less motion (`prefers-reduced-motion`).
fn reduced() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion:reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// Where `card` of `seat`'s hand is now: its face in a faced hand, the last
/// back of a hidden one (reading it lays the page out). For the person's
/// card, which may be raised under the finger or the pointer. `None` when
/// motion is reduced or the hand is not on the page.
pub fn origin_now(seat: Seat, card: Card) -> Option<Origin> {
    if reduced() {
        return None;
    }
    read_now(seat, &card_key(card))
}

fn read_now(seat: Seat, key: &str) -> Option<Origin> {
    let hand = document()?
        .query_selector(&format!("section.hand.{}", seat_class(seat)))
        .ok()??;
    origin_of(&face_or_back(&hand, Some(key))?, felt_corner()?)
}

/// Where `card` of `seat`'s hand is: its face in a faced hand, the last
/// back of a hidden one, as drawn after the last play (`plays`, the deal's
/// plays so far); read now (laying the page out) only when none is kept
/// for them, as at a deal's first play. For a computer's card. `None` when
/// motion is reduced or the hand is not on the page.
pub fn origin(seat: Seat, card: Card, plays: &[Card]) -> Option<Origin> {
    if reduced() {
        return None;
    }
    let key = card_key(card);
    let kept = PLACES.with(|p| {
        let p = p.borrow();
        if p.plays != plays {
            return None;
        }
        let of_seat = || p.places.iter().filter(|place| place.seat == seat);
        of_seat()
            .find(|place| place.card.as_deref() == Some(key.as_str()))
            .or_else(|| of_seat().find(|place| place.card.is_none()))
            .map(|place| place.origin)
    });
    if kept.is_some() {
        return kept;
    }
    read_now(seat, &key)
}

/// After the play's render, moves the trick's newest card (`.slot.fresh`)
/// from `from` to its place, and reads the hand of `next`, the computer's
/// seat to play next, if any, for its play (the deal's `plays` now). Runs at the next
/// animation frame, when the trick is on the page; sets nothing that a
/// later render depends on.
pub fn travel(from: Origin, plays: Vec<Card>, next: Option<Seat>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let step = Closure::once_into_js(move || {
        let Some(card) =
            document().and_then(|d| d.query_selector(".slot.fresh>.card").ok().flatten())
        else {
            return;
        };
        let Some(corner) = felt_corner() else { return };
        let Some(to) = origin_of(&card, corner) else {
            return;
        };
        // The page is laid out now: the next seat's cards are read for
        // the next play's travel at no cost of layout.
        remember(corner, plays, next);
        // In whole pixels and thousandths of the scale, formatted as
        // integers: a float's formatting would be code of its own in the
        // first load, and a travel of 250 ms shows no fraction of a pixel.
        #[allow(clippy::cast_possible_truncation)]
        let (dx, dy, scale) = (
            (from.x - to.x).round() as i32,
            (from.y - to.y).round() as i32,
            (1000.0 * from.width / to.width).round().max(0.0) as u32,
        );
        let transform = format!(
            "translate({dx}px,{dy}px)scale({}.{:03})",
            scale / 1000,
            scale % 1000
        );
        let start = js_sys::Object::new();
        let end = js_sys::Object::new();
        let set = |o: &js_sys::Object, k: &str, v: JsValue| {
            let _ = js_sys::Reflect::set(o, &k.into(), &v);
        };
        set(&start, "transform", transform.into());
        set(&end, "transform", "none".into());
        let frames = js_sys::Array::of2(&start, &end);
        let options = js_sys::Object::new();
        set(&options, "duration", TRAVEL_MS.into());
        set(&options, "easing", "ease-out".into());
        // Element.animate (the Web Animations API).
        if let Ok(animate) = js_sys::Reflect::get(&card, &"animate".into())
            .and_then(|f| f.dyn_into::<js_sys::Function>().map_err(JsValue::from))
        {
            let _ = animate.call2(&card, &frames, &options);
        }
    });
    let _ = window.request_animation_frame(step.unchecked_ref());
}
