//! [`Table`]: one board played at one table, as a state machine.
//!
//! Announcements decide the declarer (or a throw-in) and the declarer names
//! the contract (MiniBridge, HalfBridge), or an auction decides both
//! (contract bridge, [`crate::auction`]; four passes pass the board out);
//! the declarer's left-hand opponent leads; each player follows
//! suit when able; the highest trump, else the highest card of the suit led,
//! wins; the winner leads next; the declarer plays dummy's cards.
//! Seeds: 000 "Play", 002 "PLAYING THE TRICKS".
//!
//! Every action is checked: a wrong turn, a revoke, a card not held or an
//! action in the wrong phase returns a [`TableError`]; nothing panics. A
//! table is stored and sent as its [`TableRecord`] (board, rules, calls,
//! contract, cards played) and rebuilt by replaying it, so a tampered record is
//! rejected instead of producing an impossible table.

use crate::announce::{Announcements, Outcome};
use crate::auction::{self, Ending};
use crate::board::{Board, BoardError};
use crate::contract::{Contract, Score};
use crate::rules::Rules;
use contract_bridge::auction::Call;
use contract_bridge::{Card, Hand, Seat, Strain, Suit};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Where a table stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// 20–20: nobody declares; the board is redealt (or, from a file,
    /// scored 0).
    ThrownIn,
    /// Contract bridge: the players call in turn, the dealer first.
    Auction,
    /// Contract bridge: four passes; the board scores 0 to both sides.
    PassedOut,
    /// The declarer is to name the contract.
    Contract,
    /// Cards are being played.
    Play,
    /// All 13 tricks are played.
    Finished,
}

/// Something a player does at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// The declarer names the contract.
    Contract(Contract),
    /// A card is played from the hand whose turn it is.
    Play(Card),
    /// Contract bridge: a call in the auction.
    Call(Call),
}

/// Why an action was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum TableError {
    /// The action does not belong to this phase.
    #[error("that cannot be done now: the table is in the {phase:?} phase")]
    WrongPhase {
        /// The phase the table is in.
        phase: Phase,
    },
    /// Another seat is to act.
    #[error("it is {to_act}'s turn, not {seat}'s")]
    NotYourTurn {
        /// Whose turn it is.
        to_act: Seat,
        /// Who tried.
        seat: Seat,
    },
    /// The contract is not one of this game's (e.g. a level in MiniBridge).
    #[error("that contract is not part of this game")]
    ContractNotInGame,
    /// The call is not allowed after the calls made (an insufficient bid,
    /// a double or redouble that is not admissible).
    #[error("{call} is not a legal call now")]
    IllegalCall {
        /// The call tried.
        call: Call,
    },
    /// A stored record's contract is not the one its auction reached.
    #[error("the record's contract is not the one its auction reached")]
    ContractNotAuctioned,
    /// The card is not in that hand.
    #[error("{seat} does not hold {card}")]
    CardNotHeld {
        /// The hand.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The player could follow suit but did not.
    #[error("{card} does not follow suit: {led} was led and the hand still holds one")]
    Revoke {
        /// The card tried.
        card: Card,
        /// The suit led.
        led: Suit,
    },
}

/// One trick: who led and the cards in playing order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    /// The seat that led.
    pub leader: Seat,
    /// Up to four cards, the leader's first.
    pub cards: Vec<Card>,
}

impl Trick {
    /// The seat that played the `i`-th card of this trick.
    #[must_use]
    pub fn seat_of(&self, i: usize) -> Seat {
        let mut seat = self.leader;
        for _ in 0..i {
            seat = seat.lho();
        }
        seat
    }

    /// The cards with the seats that played them.
    pub fn plays(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.cards
            .iter()
            .enumerate()
            .map(|(i, &c)| (self.seat_of(i), c))
    }

    /// The suit led, if any card is down.
    #[must_use]
    pub fn led(&self) -> Option<Suit> {
        self.cards.first().map(|c| c.suit)
    }

    /// The seat whose card wins so far: the highest trump, else the highest
    /// card of the suit led.
    #[must_use]
    pub fn winner(&self, trump: Strain) -> Option<Seat> {
        let led = self.led()?;
        let trump = trump.suit();
        let key = |c: &Card| {
            let class = if Some(c.suit) == trump {
                2
            } else if c.suit == led {
                1
            } else {
                0
            };
            (class, c.rank.get())
        };
        let (i, _) = self.cards.iter().enumerate().max_by_key(|(_, c)| key(c))?;
        Some(self.seat_of(i))
    }

    /// Whether all four cards are down.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.cards.len() == 4
    }
}

/// Of `tricks`, played with `strain` as trumps, how many the side of `seat`
/// won.
#[must_use]
pub fn tricks_won(tricks: &[Trick], strain: Strain, seat: Seat) -> u8 {
    tricks
        .iter()
        .filter_map(|t| t.winner(strain))
        .filter(|&w| w == seat || w == seat.partner())
        .count() as u8
}

/// What is stored and sent for a table: enough to rebuild it exactly.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRecord {
    /// The board.
    pub board: Board,
    /// The rules it is played under.
    pub rules: Rules,
    /// Contract bridge: the calls of the auction, the dealer's first
    /// (empty in the other games; absent from records saved before).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub calls: Vec<Call>,
    /// The contract, once named (contract bridge: once the auction reached
    /// it).
    pub contract: Option<Contract>,
    /// Every card played, in order.
    pub plays: Vec<Card>,
}

/// One board at one table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "TableRecord", into = "TableRecord")]
pub struct Table {
    board: Board,
    rules: Rules,
    announcements: Announcements,
    outcome: Outcome,
    calls: Vec<Call>,
    contract: Option<Contract>,
    remaining: [Hand; 4],
    tricks: Vec<Trick>,
    plays: Vec<Card>,
}

impl Table {
    /// A new table for `board` under `rules`: the announcements are made at
    /// once (they follow from the cards).
    #[must_use]
    pub fn new(board: Board, rules: Rules) -> Self {
        let announcements = Announcements::new(&board.deal, board.dealer);
        Self {
            board,
            rules,
            announcements,
            outcome: announcements.outcome(),
            calls: Vec::new(),
            contract: None,
            remaining: Seat::ALL.map(|s| board.deal[s]),
            tricks: Vec::new(),
            plays: Vec::new(),
        }
    }

    /// Rebuilds a table by replaying its record.
    ///
    /// # Errors
    /// The first action of the record that the rules refuse.
    pub fn replay(record: &TableRecord) -> Result<Self, TableError> {
        let mut table = Self::new(record.board, record.rules);
        if record.rules.has_auction() {
            for &call in &record.calls {
                let seat = auction::seat_to_call(table.board.dealer, &table.calls).ok_or(
                    TableError::WrongPhase {
                        phase: table.phase(),
                    },
                )?;
                table.call(seat, call)?;
            }
            if record.contract.is_some() && record.contract != table.contract {
                return Err(TableError::ContractNotAuctioned);
            }
            if table.contract.is_none() && !record.plays.is_empty() {
                return Err(TableError::WrongPhase {
                    phase: table.phase(),
                });
            }
        } else if !record.calls.is_empty() {
            return Err(TableError::WrongPhase {
                phase: table.phase(),
            });
        } else if let Some(contract) = record.contract {
            table.name_contract(table.declarer_or_dealer(), contract)?;
        } else if !record.plays.is_empty() {
            return Err(TableError::WrongPhase {
                phase: table.phase(),
            });
        }
        for &card in &record.plays {
            let seat = table.to_act().ok_or(TableError::WrongPhase {
                phase: table.phase(),
            })?;
            table.play(seat, card)?;
        }
        Ok(table)
    }

    fn declarer_or_dealer(&self) -> Seat {
        self.declarer().unwrap_or(self.board.dealer)
    }

    /// The record to store or send.
    #[must_use]
    pub fn record(&self) -> TableRecord {
        TableRecord {
            board: self.board,
            rules: self.rules,
            calls: self.calls.clone(),
            contract: self.contract,
            plays: self.plays.clone(),
        }
    }

    /// The board being played.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The rules in force.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The HCP announcements (contract bridge has none: there they are
    /// only each hand's count, which the players do not announce).
    #[must_use]
    pub const fn announcements(&self) -> &Announcements {
        &self.announcements
    }

    /// Contract bridge: the calls so far, the dealer's first (empty in the
    /// other games).
    #[must_use]
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// Contract bridge: the calls the player to call may make now (empty
    /// outside the auction).
    #[must_use]
    pub fn legal_calls(&self) -> Vec<Call> {
        if self.phase() == Phase::Auction {
            auction::legal_calls(&self.calls)
        } else {
            Vec::new()
        }
    }

    /// Contract bridge: how the auction ended, once it has.
    #[must_use]
    pub fn auction_ending(&self) -> Option<Ending> {
        if self.rules.has_auction() {
            auction::ending(self.board.dealer, &self.calls)
        } else {
            None
        }
    }

    /// The declarer, or `None` for a thrown-in or passed-out board (and
    /// during the auction).
    #[must_use]
    pub fn declarer(&self) -> Option<Seat> {
        if self.rules.has_auction() {
            return match self.auction_ending() {
                Some(Ending::Contract(f)) => Some(f.declarer),
                _ => None,
            };
        }
        match self.outcome {
            Outcome::Declarer(seat) => Some(seat),
            Outcome::ThrowIn => None,
        }
    }

    /// The declarer's partner, whose cards the declarer plays.
    #[must_use]
    pub fn dummy(&self) -> Option<Seat> {
        self.declarer().map(Seat::partner)
    }

    /// The contract, once named.
    #[must_use]
    pub const fn contract(&self) -> Option<Contract> {
        self.contract
    }

    /// The trump strain, once the contract is named.
    #[must_use]
    pub fn strain(&self) -> Option<Strain> {
        self.contract.map(Contract::strain)
    }

    /// Where the table stands.
    #[must_use]
    pub fn phase(&self) -> Phase {
        if self.rules.has_auction() {
            return match self.auction_ending() {
                None => Phase::Auction,
                Some(Ending::PassedOut) => Phase::PassedOut,
                Some(Ending::Contract(_)) if self.plays.len() == 52 => Phase::Finished,
                Some(Ending::Contract(_)) => Phase::Play,
            };
        }
        match (self.outcome, self.contract) {
            (Outcome::ThrowIn, _) => Phase::ThrownIn,
            (_, None) => Phase::Contract,
            _ if self.plays.len() == 52 => Phase::Finished,
            _ => Phase::Play,
        }
    }

    /// Whether the board is over at this table: all 13 tricks played,
    /// thrown in, or passed out.
    #[must_use]
    pub fn is_over(&self) -> bool {
        matches!(
            self.phase(),
            Phase::Finished | Phase::ThrownIn | Phase::PassedOut
        )
    }

    /// The seat whose turn it is: the player to call in the auction, the
    /// declarer to name the contract, or the hand due to play a card
    /// (dummy's hand included). `None` when nothing is due.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase() {
            Phase::Auction => auction::seat_to_call(self.board.dealer, &self.calls),
            Phase::Contract => self.declarer(),
            Phase::Play => {
                let trick = self.current_trick();
                Some(trick.seat_of(trick.cards.len()))
            }
            Phase::ThrownIn | Phase::PassedOut | Phase::Finished => None,
        }
    }

    /// Who decides for `seat`: the declarer for dummy's hand, else the seat.
    #[must_use]
    pub fn controller(&self, seat: Seat) -> Seat {
        if Some(seat) == self.dummy() {
            seat.partner()
        } else {
            seat
        }
    }

    /// The cards `seat` still holds.
    #[must_use]
    pub fn hand(&self, seat: Seat) -> Hand {
        self.remaining[seat as usize]
    }

    /// Every card played so far, in order.
    #[must_use]
    pub fn plays(&self) -> &[Card] {
        &self.plays
    }

    /// Completed tricks, in order.
    #[must_use]
    pub fn completed_tricks(&self) -> &[Trick] {
        let done = self.plays.len() / 4;
        &self.tricks[..done.min(self.tricks.len())]
    }

    /// The trick in progress (empty before each lead, and after the last
    /// trick the last one is shown complete).
    #[must_use]
    pub fn current_trick(&self) -> Trick {
        match self.tricks.last() {
            Some(t) if !t.is_complete() => t.clone(),
            Some(t) => {
                if self.plays.len() == 52 {
                    t.clone()
                } else {
                    let strain = self.strain().unwrap_or(Strain::Notrump);
                    Trick {
                        leader: t.winner(strain).unwrap_or(t.leader),
                        cards: Vec::new(),
                    }
                }
            }
            None => Trick {
                leader: self.declarer().map_or(self.board.dealer, Seat::lho),
                cards: Vec::new(),
            },
        }
    }

    /// The last completed trick, for a look back.
    #[must_use]
    pub fn last_trick(&self) -> Option<&Trick> {
        self.completed_tricks().last()
    }

    /// Whether `viewer` can see dummy's cards now. The declarer always can;
    /// the others from the moment the rules face it (MiniBridge: at once;
    /// HalfBridge and contract bridge: after the opening lead).
    #[must_use]
    pub fn dummy_visible_to(&self, viewer: Seat) -> bool {
        let Some(declarer) = self.declarer() else {
            return false;
        };
        viewer == declarer
            || viewer == declarer.partner()
            || self.rules.dummy_faced_before_lead()
            || !self.plays.is_empty()
    }

    /// The cards `seat` may play now (empty when it is not its turn).
    #[must_use]
    pub fn legal_cards(&self, seat: Seat) -> Hand {
        if self.phase() != Phase::Play || self.to_act() != Some(seat) {
            return Hand::EMPTY;
        }
        let hand = self.hand(seat);
        match self.current_trick().led() {
            Some(led) if !hand[led].is_empty() => {
                let mut only = Hand::EMPTY;
                only[led] = hand[led];
                only
            }
            _ => hand,
        }
    }

    /// Tricks won so far by the side of `seat`.
    #[must_use]
    pub fn tricks_won(&self, seat: Seat) -> u8 {
        tricks_won(
            self.completed_tricks(),
            self.strain().unwrap_or(Strain::Notrump),
            seat,
        )
    }

    /// Does `action` for `seat`.
    ///
    /// # Errors
    /// When the rules refuse it.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<(), TableError> {
        match action {
            Action::Contract(c) => self.name_contract(seat, c),
            Action::Play(card) => self.play(seat, card),
            Action::Call(call) => self.call(seat, call),
        }
    }

    /// Does `action` for the seat whose turn it is ([`Self::to_act`]): the
    /// player to call calls; the declarer names the contract; a card is played from the hand due,
    /// dummy's included. Returns that seat.
    ///
    /// # Errors
    /// When nothing is due, or the rules refuse the action.
    pub fn act_in_turn(&mut self, action: Action) -> Result<Seat, TableError> {
        let seat = self.to_act().ok_or(TableError::WrongPhase {
            phase: self.phase(),
        })?;
        self.act(seat, action)?;
        Ok(seat)
    }

    /// Contract bridge: `seat` makes `call` in the auction. When it ends
    /// the auction with a contract, the contract and its declarer are set
    /// and the declarer's left-hand opponent is to lead.
    ///
    /// # Errors
    /// Not the auction (another game, or the auction is over), not that
    /// seat's turn, or a call the calls so far do not allow.
    pub fn call(&mut self, seat: Seat, call: Call) -> Result<(), TableError> {
        if self.phase() != Phase::Auction {
            return Err(TableError::WrongPhase {
                phase: self.phase(),
            });
        }
        let to_act = auction::seat_to_call(self.board.dealer, &self.calls).ok_or(
            TableError::WrongPhase {
                phase: self.phase(),
            },
        )?;
        if seat != to_act {
            return Err(TableError::NotYourTurn { to_act, seat });
        }
        let legal = auction::auction_of(&self.calls).is_ok_and(|a| a.can_push(call).is_ok());
        if !legal {
            return Err(TableError::IllegalCall { call });
        }
        self.calls.push(call);
        if let Some(Ending::Contract(f)) = self.auction_ending() {
            self.contract = Some(Contract::Auction(f.contract));
        }
        Ok(())
    }

    /// The declarer names the contract.
    ///
    /// # Errors
    /// Wrong phase, not the declarer, or a contract of the other game.
    pub fn name_contract(&mut self, seat: Seat, contract: Contract) -> Result<(), TableError> {
        if self.phase() != Phase::Contract {
            return Err(TableError::WrongPhase {
                phase: self.phase(),
            });
        }
        let declarer = self.declarer().ok_or(TableError::WrongPhase {
            phase: self.phase(),
        })?;
        if seat != declarer {
            return Err(TableError::NotYourTurn {
                to_act: declarer,
                seat,
            });
        }
        if !contract.fits(self.rules) {
            return Err(TableError::ContractNotInGame);
        }
        self.contract = Some(contract);
        Ok(())
    }

    /// Plays `card` from `seat`'s hand (dummy's hand is played by naming
    /// dummy's seat; who may decide that is [`Self::controller`]).
    ///
    /// # Errors
    /// Wrong phase, not that hand's turn, a card not held, or a revoke.
    pub fn play(&mut self, seat: Seat, card: Card) -> Result<(), TableError> {
        if self.phase() != Phase::Play {
            return Err(TableError::WrongPhase {
                phase: self.phase(),
            });
        }
        let to_act = self.to_act().ok_or(TableError::WrongPhase {
            phase: self.phase(),
        })?;
        if seat != to_act {
            return Err(TableError::NotYourTurn { to_act, seat });
        }
        let hand = self.hand(seat);
        if !hand.contains(card) {
            return Err(TableError::CardNotHeld { seat, card });
        }
        let trick = self.current_trick();
        if let Some(led) = trick.led()
            && card.suit != led
            && !hand[led].is_empty()
        {
            return Err(TableError::Revoke { card, led });
        }
        self.remaining[seat as usize].remove(card);
        self.plays.push(card);
        match self.tricks.last_mut() {
            Some(t) if !t.is_complete() => t.cards.push(card),
            _ => self.tricks.push(Trick {
                leader: trick.leader,
                cards: vec![card],
            }),
        }
        Ok(())
    }

    /// Tricks the declarer's side took, once all 13 are played.
    #[must_use]
    pub fn declarer_tricks(&self) -> Option<u8> {
        (self.phase() == Phase::Finished).then(|| self.tricks_won(self.declarer_or_dealer()))
    }

    /// Whether the declarer made the contract, once all 13 tricks are
    /// played.
    #[must_use]
    pub fn made(&self) -> Option<bool> {
        Some(self.contract?.made(self.declarer_tricks()?))
    }

    /// The declaring side's score with its explanation, once finished.
    #[must_use]
    pub fn score(&self) -> Option<Score> {
        let declarer = self.declarer()?;
        let tricks = self.declarer_tricks()?;
        let contract = self.contract?;
        let vulnerable = self.board.is_vulnerable(declarer);
        Some(contract.score(tricks, vulnerable, self.rules))
    }

    /// North–South's score once the board is over (0 for a throw-in or a
    /// passed-out board).
    #[must_use]
    pub fn ns_score(&self) -> Option<i32> {
        match self.phase() {
            Phase::ThrownIn | Phase::PassedOut => Some(0),
            Phase::Finished => {
                let total = self.score()?.total;
                let declarer = self.declarer()?;
                Some(if matches!(declarer, Seat::North | Seat::South) {
                    total
                } else {
                    -total
                })
            }
            _ => None,
        }
    }
}

impl From<Table> for TableRecord {
    fn from(table: Table) -> Self {
        table.record()
    }
}

/// Why a stored or sent [`TableRecord`] does not make a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum RecordError {
    /// The board is not the game's.
    #[error(transparent)]
    Board(#[from] BoardError),
    /// An action of the record is refused by the rules.
    #[error(transparent)]
    Replay(#[from] TableError),
}

impl TryFrom<TableRecord> for Table {
    type Error = RecordError;

    fn try_from(record: TableRecord) -> Result<Self, RecordError> {
        let board = record.board.validate()?;
        Ok(Self::replay(&TableRecord { board, ..record })?)
    }
}

/// For the file-format tests: a table played to the end (or `cards` cards)
/// by always playing the first legal card, with the `pick`-th contract of the
/// game.
#[cfg(test)]
pub(crate) fn played(board: Board, rules: Rules, pick: usize, cards: usize) -> TableRecord {
    let mut table = Table::new(board, rules);
    if rules.has_auction() {
        // A scripted auction: the dealer opens the `pick`-th bid, all pass.
        let bids: Vec<_> = auction::all_bids().collect();
        let dealer = table.board().dealer;
        table
            .call(dealer, Call::Bid(bids[pick % bids.len()]))
            .unwrap();
        for _ in 0..3 {
            let seat = table.to_act().unwrap();
            table.call(seat, Call::Pass).unwrap();
        }
    }
    if let Some(declarer) = table.declarer() {
        if !rules.has_auction() {
            let all = Contract::all(rules);
            table
                .name_contract(declarer, all[pick % all.len()])
                .unwrap();
        }
        while table.plays().len() < cards {
            let Some(seat) = table.to_act() else { break };
            let card = table.legal_cards(seat).iter().next().unwrap();
            table.play(seat, card).unwrap();
        }
    }
    table.record()
}

#[cfg(test)]
mod tests;
