//! Motion: a played card travels from its place in its hand to its place in
//! the trick (FLIP: its first box is read before the play, its last box
//! after the render, and it is animated from the one to the other).
//!
//! About 250 ms, none while `prefers-reduced-motion` is set. Nothing waits
//! for it: the animation only moves the card's picture, the next click is
//! taken at once.

use crate::web::cards::{card_key, seat_class};
use contract_bridge::{Card, Seat};
use wasm_bindgen::JsCast as _;
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;

/// How long a card travels, in milliseconds.
pub const TRAVEL_MS: f64 = 250.0;

/// A card's box on the page before it is played: where its travel starts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Origin {
    /// The box's centre, in the viewport's pixels.
    x: f64,
    /// The box's centre, in the viewport's pixels.
    y: f64,
    /// The box's width: the card is scaled from it to the trick's card.
    width: f64,
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

fn origin_of(element: &web_sys::Element) -> Option<Origin> {
    let r = element.get_bounding_client_rect();
    (r.width() > 0.0).then(|| Origin {
        x: r.left() + r.width() / 2.0,
        y: r.top() + r.height() / 2.0,
        width: r.width(),
    })
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
/// back of a hidden one. `None` when motion is reduced or the hand is not
/// on the page.
pub fn origin(seat: Seat, card: Card) -> Option<Origin> {
    if reduced() {
        return None;
    }
    let hand = document()?
        .query_selector(&format!("section.hand.{}", seat_class(seat)))
        .ok()??;
    // The whole face, not the strip of it that the card's box (its button) is.
    let face = hand
        .query_selector(&format!("[data-card='{}']>.face", card_key(card)))
        .ok()
        .flatten();
    let element = face.or_else(|| hand.query_selector(".back:last-child").ok().flatten())?;
    origin_of(&element)
}

/// After the play's render, moves the trick's newest card (`.slot.fresh`)
/// from `from` to its place. Runs at the next animation frame, when the
/// trick is on the page; sets nothing that a later render depends on.
pub fn travel(from: Origin) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let step = Closure::once_into_js(move || {
        let Some(card) =
            document().and_then(|d| d.query_selector(".slot.fresh>.card").ok().flatten())
        else {
            return;
        };
        let Some(to) = origin_of(&card) else { return };
        let transform = format!(
            "translate({}px,{}px)scale({})",
            from.x - to.x,
            from.y - to.y,
            from.width / to.width
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
