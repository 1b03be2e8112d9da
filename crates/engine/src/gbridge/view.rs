//! [`SeatView`]: what one GBridge player knows, and nothing more. The
//! robots decide from this, never from a [`Round`]; it is also what the
//! page sends to a worker for a decision.

use super::round::{Round, RoundPhase, Trick};
use super::rules::{PLAYERS, seat_after};
use contract_bridge::{Hand, Seat, Suit};
use serde::{Deserialize, Serialize};

/// One player's knowledge of the round in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The player.
    pub me: Seat,
    /// The round's number, from 1.
    pub number: u8,
    /// Cards dealt to each player.
    pub size: u8,
    /// The trump suit.
    pub trump: Suit,
    /// Who bid first (and led the first trick).
    pub first_bidder: Seat,
    /// The bids so far, in bidding order.
    pub bids: Vec<u8>,
    /// The cards `me` still holds.
    pub hand: Hand,
    /// The completed tricks.
    pub tricks: Vec<Trick>,
    /// The trick in progress.
    pub current: Trick,
    /// Tricks won so far by seat (N E S W).
    pub won: [u8; PLAYERS],
    /// The bids `me` may make now (empty outside its turn to bid).
    pub legal_bids: Vec<u8>,
    /// The cards `me` may play now (empty outside its turn to play).
    pub legal: Hand,
}

impl SeatView {
    /// The view of whoever must act in `round`, `None` when it is over.
    #[must_use]
    pub fn of(round: &Round) -> Option<Self> {
        round.to_act().map(|seat| Self::for_seat(round, seat))
    }

    /// What `seat` knows of `round`.
    #[must_use]
    pub fn for_seat(round: &Round, seat: Seat) -> Self {
        let due = round.to_act() == Some(seat);
        Self {
            me: seat,
            number: round.number,
            size: round.size,
            trump: round.trump,
            first_bidder: round.first_bidder,
            bids: round.bids_in_order().to_vec(),
            hand: round.hand(seat),
            tricks: round.tricks().to_vec(),
            current: round.current_trick().clone(),
            won: round.tricks_won(),
            legal_bids: if due { round.legal_bids() } else { Vec::new() },
            legal: if due {
                round.legal_cards()
            } else {
                Hand::EMPTY
            },
        }
    }

    /// Whether the round is still in its bidding.
    #[must_use]
    pub fn phase(&self) -> RoundPhase {
        RoundPhase::of(self.size, self.bids.len(), self.tricks.len())
    }

    /// `seat`'s bid, once made.
    #[must_use]
    pub fn bid_of(&self, seat: Seat) -> Option<u8> {
        let position = (seat as usize + PLAYERS - self.first_bidder as usize) % PLAYERS;
        self.bids.get(position).copied()
    }

    /// The seat that bids in `position` (0-based).
    #[must_use]
    pub const fn bidder(&self, position: usize) -> Seat {
        seat_after(self.first_bidder, position)
    }

    /// Every card played so far.
    #[must_use]
    pub fn played(&self) -> Hand {
        self.tricks
            .iter()
            .chain(core::iter::once(&self.current))
            .flat_map(|t| t.cards.iter().copied())
            .collect()
    }

    /// The cards `seat` has played so far.
    #[must_use]
    pub fn played_by(&self, seat: Seat) -> Hand {
        self.tricks
            .iter()
            .chain(core::iter::once(&self.current))
            .filter_map(|t| t.card_of(seat))
            .collect()
    }

    /// The cards `me` cannot see: neither in its hand nor played (the
    /// other hands and the cards not dealt).
    #[must_use]
    pub fn unseen(&self) -> Hand {
        Hand::ALL - self.hand - self.played()
    }

    /// The cards `seat` still holds, as a count.
    #[must_use]
    pub fn cards_left(&self, seat: Seat) -> usize {
        usize::from(self.size)
            - self.tricks.len()
            - usize::from(self.current.card_of(seat).is_some())
    }

    /// The suits `seat` has shown out of (failed to follow).
    #[must_use]
    pub fn voids(&self, seat: Seat) -> Vec<Suit> {
        let mut out = Vec::new();
        for t in self.tricks.iter().chain(core::iter::once(&self.current)) {
            let (Some(led), Some(card)) = (t.led(), t.card_of(seat)) else {
                continue;
            };
            if card.suit != led && !out.contains(&led) {
                out.push(led);
            }
        }
        out
    }
}
