//! [`Game`]: a GBridge game of rounds, its [`GameRecord`] (what is stored
//! and sent: the seed, the settings and every action; a game is rebuilt by
//! replaying it) and its [`Scoreboard`].

use super::round::{Action, GbridgeError, Round};
use super::rules::{GameRules, PLAYERS, deal_round, first_bidder};
use contract_bridge::Seat;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What is stored and sent of a game: its seed, its settings and every
/// action in order. [`Game::from_record`] rebuilds the game by replaying it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The seed every round's deal and trump come from.
    pub seed: u64,
    /// The settings.
    pub rules: GameRules,
    /// Every bid and card, in the order made.
    pub actions: Vec<Action>,
}

/// A record that does not replay.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("action {index} of the record is refused: {error}")]
pub struct ReplayError {
    /// The index of the refused action in [`GameRecord::actions`].
    pub index: usize,
    /// Why.
    pub error: GbridgeError,
}

/// One row of the scoreboard: one finished round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreRow {
    /// The round's number, from 1.
    pub round: u8,
    /// Cards dealt to each player.
    pub size: u8,
    /// The trump suit.
    pub trump: contract_bridge::Suit,
    /// Bids by seat (N E S W).
    pub bids: [u8; PLAYERS],
    /// Tricks won by seat.
    pub tricks: [u8; PLAYERS],
    /// Round scores by seat.
    pub scores: [i32; PLAYERS],
    /// Running totals by seat after this round.
    pub totals: [i32; PLAYERS],
}

/// The scoreboard: a row per finished round, the totals and, at the end,
/// the winner.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Scoreboard {
    /// One row per finished round, in order.
    pub rows: Vec<ScoreRow>,
}

impl Scoreboard {
    /// The totals by seat (N E S W) after the finished rounds.
    #[must_use]
    pub fn totals(&self) -> [i32; PLAYERS] {
        self.rows.last().map_or([0; PLAYERS], |r| r.totals)
    }

    /// The players with the highest total (more than one on a tie).
    #[must_use]
    pub fn leaders(&self) -> Vec<Seat> {
        let totals = self.totals();
        let best = totals.iter().copied().max().unwrap_or(0);
        Seat::ALL
            .into_iter()
            .filter(|s| totals[*s as usize] == best)
            .collect()
    }
}

/// A GBridge game: the settings, the seed and the rounds so far (the last
/// one in progress until the game is over).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    seed: u64,
    rules: GameRules,
    rounds: Vec<Round>,
    actions: Vec<Action>,
}

impl Game {
    /// A new game from `seed` with `rules`, round 1 dealt.
    #[must_use]
    pub fn new(seed: u64, rules: GameRules) -> Self {
        let mut game = Self {
            seed,
            rules,
            rounds: Vec::new(),
            actions: Vec::new(),
        };
        game.deal(1);
        game
    }

    fn deal(&mut self, number: u8) {
        let size = self.rules.round_size(number);
        self.rounds.push(Round::new(
            number,
            size,
            deal_round(self.seed, number, size),
            first_bidder(number),
        ));
    }

    /// Rebuilds a game by replaying `record`.
    ///
    /// # Errors
    /// [`ReplayError`] at the first action the rules refuse.
    pub fn from_record(record: &GameRecord) -> Result<Self, ReplayError> {
        let mut game = Self::new(record.seed, record.rules);
        for (index, &action) in record.actions.iter().enumerate() {
            game.act_in_turn(action)
                .map_err(|error| ReplayError { index, error })?;
        }
        Ok(game)
    }

    /// What is stored and sent of this game.
    #[must_use]
    pub fn record(&self) -> GameRecord {
        GameRecord {
            seed: self.seed,
            rules: self.rules,
            actions: self.actions.clone(),
        }
    }

    /// The game's seed.
    #[must_use]
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// The game's settings.
    #[must_use]
    pub const fn rules(&self) -> GameRules {
        self.rules
    }

    /// The rounds dealt so far, the last one possibly in progress.
    #[must_use]
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// The round in progress, `None` once the game is over.
    #[must_use]
    pub fn current(&self) -> Option<&Round> {
        self.rounds.last().filter(|r| r.to_act().is_some())
    }

    /// Whether every round is played.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.current().is_none()
    }

    /// Who must act now.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        self.current().and_then(Round::to_act)
    }

    /// `seat` acts in the round in progress; when that ends the round and
    /// the game has more, the next round is dealt.
    ///
    /// # Errors
    /// [`GbridgeError`] as [`Round::act`], or `Over` once the game is over.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<(), GbridgeError> {
        if self.is_over() {
            return Err(GbridgeError::Over);
        }
        let round = self.rounds.last_mut().ok_or(GbridgeError::Over)?;
        round.act(seat, action)?;
        self.actions.push(action);
        let (number, finished) = (round.number, round.to_act().is_none());
        if finished && number < self.rules.length.get() {
            self.deal(number + 1);
        }
        Ok(())
    }

    /// Whoever is due acts.
    ///
    /// # Errors
    /// As [`Game::act`].
    pub fn act_in_turn(&mut self, action: Action) -> Result<Seat, GbridgeError> {
        let seat = self.to_act().ok_or(GbridgeError::Over)?;
        self.act(seat, action)?;
        Ok(seat)
    }

    /// The scoreboard of the finished rounds.
    #[must_use]
    pub fn scoreboard(&self) -> Scoreboard {
        let mut totals = [0; PLAYERS];
        let rows = self
            .rounds
            .iter()
            .filter_map(|r| {
                let scores = r.scores()?;
                for (t, s) in totals.iter_mut().zip(scores) {
                    *t += s;
                }
                Some(ScoreRow {
                    round: r.number,
                    size: r.size,
                    trump: r.trump,
                    bids: r.bids().map(|b| b.unwrap_or(0)),
                    tricks: r.tricks_won(),
                    scores,
                    totals,
                })
            })
            .collect();
        Scoreboard { rows }
    }

    /// The winners once the game is over (more than one on a tie).
    #[must_use]
    pub fn winners(&self) -> Option<Vec<Seat>> {
        self.is_over().then(|| self.scoreboard().leaders())
    }
}
