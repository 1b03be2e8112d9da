//! What the learning aids show: the review's parts as they arrive, the
//! hint, the claims ([`AidState`]). [`super::game::Game`] holds it; the
//! intents that fill it are [`super::aids`]'s, above the game.

use contract_bridge::{Hand, Seat};
use engine::hint::Hint;
use engine::review::{DealReview, RoomReview};
use engine::table::TableRecord;
use leptos::prelude::*;

/// A part of the review: asked for, ready, or not to be had (a thrown-in
/// room).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part<T> {
    /// The worker is computing it.
    Waiting(u64),
    /// Ready.
    Ready(T),
    /// None for this board.
    Missing,
}

impl<T> Part<T> {
    /// Whether it is still awaited.
    pub const fn waiting(&self) -> bool {
        matches!(self, Self::Waiting(_))
    }
}

/// The review shown: which board, and its parts as they arrive.
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewShown {
    /// The board's index in the match.
    pub index: usize,
    /// The deal's part.
    pub deal: Part<DealReview>,
    /// The Open Room's part.
    pub open: Part<RoomReview>,
    /// The Closed Room's part.
    pub closed: Part<RoomReview>,
    /// When it was asked for (`performance.now()`, ms).
    pub started: f64,
    /// How long the whole review took, once every part is in (ms).
    pub took: Option<f64>,
}

impl ReviewShown {
    /// Whether every part is in.
    pub const fn complete(&self) -> bool {
        !self.deal.waiting() && !self.open.waiting() && !self.closed.waiting()
    }
}

/// A hint asked for at a point of the person's table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HintShown {
    /// The request's id.
    pub id: u64,
    /// The record it was asked for (stale once the table moves on).
    pub record: TableRecord,
    /// The answer, once in.
    pub hint: Option<Hint>,
}

/// The cards the computer declarer claimed with, shown to the person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComputerClaim {
    /// The declarer.
    pub declarer: Seat,
    /// Tricks claimed.
    pub tricks: u8,
    /// Every hand's cards at the claim.
    pub hands: [Hand; 4],
}

/// What the aids show. `Copy`: signals are handles.
#[derive(Clone, Copy)]
pub struct AidState {
    /// The review open, if any.
    pub review: RwSignal<Option<ReviewShown>>,
    /// The hint shown, if any.
    pub hint: RwSignal<Option<HintShown>>,
    /// Whether the claim chooser is open.
    pub claim_open: RwSignal<bool>,
    /// The person's claim awaiting the worker: id and the record claimed from.
    pub claim_pending: RwSignal<Option<(u64, TableRecord)>>,
    /// The computer declarer's last claim: the record it was asked at, and
    /// its id while awaited (0 once answered). Asked once a position; while
    /// it is due or awaited at the table's record, the computer's card
    /// there waits.
    pub(super) computer_claim_pending: RwSignal<Option<(u64, TableRecord)>>,
    /// The computer declarer's claim, shown.
    pub computer_claim: RwSignal<Option<ComputerClaim>>,
    next_id: StoredValue<u64>,
}

impl AidState {
    /// Nothing shown.
    #[must_use]
    pub fn new() -> Self {
        Self {
            review: RwSignal::new(None),
            hint: RwSignal::new(None),
            claim_open: RwSignal::new(false),
            claim_pending: RwSignal::new(None),
            computer_claim_pending: RwSignal::new(None),
            computer_claim: RwSignal::new(None),
            next_id: StoredValue::new(1),
        }
    }

    /// A new request id for the aids' requests.
    pub(super) fn id(self) -> u64 {
        let id = self.next_id.get_value();
        self.next_id.set_value(id + 1);
        id
    }
}

impl Default for AidState {
    fn default() -> Self {
        Self::new()
    }
}
