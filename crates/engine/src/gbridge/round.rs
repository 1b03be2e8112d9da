//! [`Round`]: one round of GBridge as a state machine: the deal and the
//! trump, the bids in turn (with the hook), then the tricks, then each
//! player's score. Every illegal action is refused with a [`GbridgeError`].

use super::rules::{self, PLAYERS, RoundDeal, seat_after};
use contract_bridge::{Card, Hand, Seat, Suit};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// One action at a GBridge table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A bid: the number of tricks the player means to win.
    Bid(u8),
    /// A card played to the trick.
    Play(Card),
}

/// Why an action was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum GbridgeError {
    /// Someone else is due to act.
    #[error("it is {due}'s turn, not {seat}'s")]
    NotYourTurn {
        /// Who is due.
        due: Seat,
        /// Who tried to act.
        seat: Seat,
    },
    /// A bid during the play, or a card during the bidding.
    #[error("that action does not belong to this phase of the round")]
    WrongPhase,
    /// A bid above the cards dealt.
    #[error("a bid is 0 to {size}, not {bid}")]
    BidTooHigh {
        /// The bid.
        bid: u8,
        /// The cards dealt.
        size: u8,
    },
    /// The last bidder's forbidden number.
    #[error("the last bidder may not bid {0}: the bids would add up to the cards dealt")]
    Hooked(u8),
    /// A card the player does not hold.
    #[error("{0} is not in the hand")]
    NotHeld(Card),
    /// A card of another suit while holding the suit led.
    #[error("must follow suit: {0} was led")]
    MustFollow(Suit),
    /// The round (or the game) is over.
    #[error("the round is over")]
    Over,
}

/// A trick: who led and the cards in the order played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    /// The player who led.
    pub leader: Seat,
    /// The cards, the lead first, then clockwise.
    pub cards: Vec<Card>,
}

impl Trick {
    /// An empty trick led by `leader`.
    #[must_use]
    pub const fn new(leader: Seat) -> Self {
        Self {
            leader,
            cards: Vec::new(),
        }
    }

    /// The suit led, once a card is played.
    #[must_use]
    pub fn led(&self) -> Option<Suit> {
        self.cards.first().map(|c| c.suit)
    }

    /// Who played the `i`-th card (0-based).
    #[must_use]
    pub const fn player(&self, i: usize) -> Seat {
        seat_after(self.leader, i)
    }

    /// Who is winning the trick so far (the winner once complete).
    #[must_use]
    pub fn winner(&self, trump: Suit) -> Option<Seat> {
        rules::winning_index(&self.cards, trump).map(|i| self.player(i))
    }

    /// Whether all four cards are played.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.cards.len() == PLAYERS
    }

    /// The card `seat` played, if any.
    #[must_use]
    pub fn card_of(&self, seat: Seat) -> Option<Card> {
        (0..self.cards.len())
            .find(|&i| self.player(i) == seat)
            .map(|i| self.cards[i])
    }
}

/// Where a round is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoundPhase {
    /// Players bid in turn.
    Bidding,
    /// Players play the tricks.
    Playing,
    /// Every trick is played; the scores are known.
    Finished,
}

impl RoundPhase {
    /// Where a round of `size` cards is with `bids` bids made and `tricks`
    /// tricks complete.
    #[must_use]
    pub const fn of(size: u8, bids: usize, tricks: usize) -> Self {
        if bids < PLAYERS {
            Self::Bidding
        } else if tricks < size as usize {
            Self::Playing
        } else {
            Self::Finished
        }
    }
}

/// One round: the deal, the trump, the bids and the tricks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The round's number in the game, from 1.
    pub number: u8,
    /// Cards dealt to each player.
    pub size: u8,
    /// The trump suit.
    pub trump: Suit,
    /// Who bids first and leads the first trick.
    pub first_bidder: Seat,
    /// The hands as dealt (N E S W).
    pub dealt: [Hand; PLAYERS],
    hands: [Hand; PLAYERS],
    bids: Vec<u8>,
    tricks: Vec<Trick>,
    current: Trick,
    won: [u8; PLAYERS],
}

impl Round {
    /// Round `number` with `size` cards each, dealt as `deal`, with
    /// `first_bidder` to bid first.
    #[must_use]
    pub fn new(number: u8, size: u8, deal: RoundDeal, first_bidder: Seat) -> Self {
        Self {
            number,
            size,
            trump: deal.trump,
            first_bidder,
            dealt: deal.hands,
            hands: deal.hands,
            bids: Vec::with_capacity(PLAYERS),
            tricks: Vec::new(),
            current: Trick::new(first_bidder),
            won: [0; PLAYERS],
        }
    }

    /// Where the round is.
    #[must_use]
    pub fn phase(&self) -> RoundPhase {
        RoundPhase::of(self.size, self.bids.len(), self.tricks.len())
    }

    /// Who must act now, `None` once the round is over.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase() {
            RoundPhase::Bidding => Some(seat_after(self.first_bidder, self.bids.len())),
            RoundPhase::Playing => Some(self.current.player(self.current.cards.len())),
            RoundPhase::Finished => None,
        }
    }

    /// The bids so far, in bidding order (the first bidder's first).
    #[must_use]
    pub fn bids_in_order(&self) -> &[u8] {
        &self.bids
    }

    /// `seat`'s bid, once made.
    #[must_use]
    pub fn bid_of(&self, seat: Seat) -> Option<u8> {
        let position = (seat as usize + PLAYERS - self.first_bidder as usize) % PLAYERS;
        self.bids.get(position).copied()
    }

    /// The bids by seat (N E S W), `None` where not yet made.
    #[must_use]
    pub fn bids(&self) -> [Option<u8>; PLAYERS] {
        Seat::ALL.map(|s| self.bid_of(s))
    }

    /// The number the player due to bid may not bid (the hook), when that
    /// player is the last to bid.
    #[must_use]
    pub fn forbidden_bid(&self) -> Option<u8> {
        (self.bids.len() == PLAYERS - 1)
            .then(|| rules::forbidden_bid(self.size, self.bids.iter().map(|&b| u32::from(b)).sum()))
            .flatten()
    }

    /// The bids the player due may make now (empty outside the bidding).
    #[must_use]
    pub fn legal_bids(&self) -> Vec<u8> {
        if self.phase() != RoundPhase::Bidding {
            return Vec::new();
        }
        (0..=self.size)
            .filter(|&b| rules::bid_allowed(self.size, &self.bids, b))
            .collect()
    }

    /// The cards `seat` still holds.
    #[must_use]
    pub const fn hand(&self, seat: Seat) -> Hand {
        self.hands[seat as usize]
    }

    /// The completed tricks.
    #[must_use]
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }

    /// The trick in progress (empty between tricks).
    #[must_use]
    pub const fn current_trick(&self) -> &Trick {
        &self.current
    }

    /// Tricks won so far, by seat (N E S W).
    #[must_use]
    pub const fn tricks_won(&self) -> [u8; PLAYERS] {
        self.won
    }

    /// The cards the player due may play (empty outside the play).
    #[must_use]
    pub fn legal_cards(&self) -> Hand {
        match (self.phase(), self.to_act()) {
            (RoundPhase::Playing, Some(seat)) => {
                rules::legal_cards(self.hand(seat), self.current.led())
            }
            _ => Hand::EMPTY,
        }
    }

    /// Each player's round score (N E S W), once the round is over.
    #[must_use]
    pub fn scores(&self) -> Option<[i32; PLAYERS]> {
        (self.phase() == RoundPhase::Finished).then(|| {
            Seat::ALL.map(|s| rules::score(self.bid_of(s).unwrap_or(0), self.won[s as usize]))
        })
    }

    /// `seat` acts: a bid or a card.
    ///
    /// # Errors
    /// [`GbridgeError`] when it is not `seat`'s turn or the action breaks a
    /// rule; the round is then unchanged.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<(), GbridgeError> {
        let due = self.to_act().ok_or(GbridgeError::Over)?;
        if due != seat {
            return Err(GbridgeError::NotYourTurn { due, seat });
        }
        match (self.phase(), action) {
            (RoundPhase::Bidding, Action::Bid(bid)) => {
                if bid > self.size {
                    return Err(GbridgeError::BidTooHigh {
                        bid,
                        size: self.size,
                    });
                }
                if !rules::bid_allowed(self.size, &self.bids, bid) {
                    return Err(GbridgeError::Hooked(bid));
                }
                self.bids.push(bid);
                Ok(())
            }
            (RoundPhase::Playing, Action::Play(card)) => {
                let hand = self.hand(seat);
                if !hand.contains(card) {
                    return Err(GbridgeError::NotHeld(card));
                }
                if let Some(led) = self.current.led()
                    && card.suit != led
                    && !hand[led].is_empty()
                {
                    return Err(GbridgeError::MustFollow(led));
                }
                self.hands[seat as usize].remove(card);
                self.current.cards.push(card);
                if self.current.is_complete() {
                    let winner = self.current.winner(self.trump).unwrap_or(seat);
                    self.won[winner as usize] += 1;
                    let done = core::mem::replace(&mut self.current, Trick::new(winner));
                    self.tricks.push(done);
                }
                Ok(())
            }
            _ => Err(GbridgeError::WrongPhase),
        }
    }

    /// Whoever is due acts.
    ///
    /// # Errors
    /// As [`Round::act`].
    pub fn act_in_turn(&mut self, action: Action) -> Result<Seat, GbridgeError> {
        let seat = self.to_act().ok_or(GbridgeError::Over)?;
        self.act(seat, action)?;
        Ok(seat)
    }

    /// Every card played so far (completed tricks and the current one).
    #[must_use]
    pub fn played(&self) -> Hand {
        self.tricks
            .iter()
            .chain(core::iter::once(&self.current))
            .flat_map(|t| t.cards.iter().copied())
            .collect()
    }
}
