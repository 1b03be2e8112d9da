//! The GBridge robots. Every decision goes through [`decide`]: the player's
//! [`SeatView`] in, an [`Action`] out, always legal. The level (the bridge
//! robots' [`Level`]) picks the method:
//!
//! - [`Level::Beginner`]: rules of thumb ([`beginner`]), instant.
//! - [`Level::Standard`] and [`Level::Expert`]: determinized Monte Carlo
//!   ([`montecarlo`]) on compact positions ([`pos`]), each with a budget
//!   counted in layouts ([`montecarlo::Budget`]).
//!
//! Double-dummy solving does not apply (four sides, not two): the exact
//! search is of four independent players, each after its own round score.
//! Decisions are deterministic for a given view, level and seed.

pub mod beginner;
pub mod montecarlo;
pub mod pos;

use super::game::Game;
use super::round::{Action, RoundPhase};
use super::view::SeatView;
pub use crate::level::Level;

/// The Monte Carlo budget of `level` (`None` for the Beginner).
#[must_use]
pub const fn budget(level: Level) -> Option<montecarlo::Budget> {
    match level {
        Level::Beginner => None,
        Level::Standard => Some(montecarlo::Budget::STANDARD),
        Level::Expert => Some(montecarlo::Budget::EXPERT),
    }
}

/// The decision of the player whose view this is: a bid of
/// `view.legal_bids` or a card of `view.legal`. `None` only for a view with
/// nothing to decide.
#[must_use]
pub fn decide(view: &SeatView, level: Level, seed: u64) -> Option<Action> {
    match view.phase() {
        RoundPhase::Bidding => {
            let thought = budget(level).and_then(|b| montecarlo::choose_bid(view, b, seed));
            thought
                .or_else(|| beginner::bid(view))
                .filter(|b| view.legal_bids.contains(b))
                .map(Action::Bid)
        }
        RoundPhase::Playing => {
            let thought = budget(level).and_then(|b| montecarlo::choose_card(view, b, seed));
            thought
                .filter(|c| view.legal.contains(*c))
                .or_else(|| beginner::card(view))
                .filter(|c| view.legal.contains(*c))
                .map(Action::Play)
        }
        RoundPhase::Finished => None,
    }
}

/// A seed for the decision due in `game`, derived from `base` and how far
/// the game is, so that a replayed game makes the same decisions.
#[must_use]
pub fn decision_seed(base: u64, game: &Game) -> u64 {
    base ^ (game.record().actions.len() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The robot at `level` acts for whoever is due in `game`, once. Returns
/// the action, or `None` when nothing is due.
pub fn step(game: &mut Game, level: Level, seed: u64) -> Option<Action> {
    let view = SeatView::of(game.current()?)?;
    let action = decide(&view, level, decision_seed(seed, game))?;
    game.act_in_turn(action).ok()?;
    Some(action)
}

/// Plays `game` to its end with robots at `level` in every seat.
pub fn play_out(game: &mut Game, level: Level, seed: u64) {
    while step(game, level, seed).is_some() {}
}

#[cfg(test)]
mod tests;
