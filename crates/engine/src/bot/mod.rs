//! The computer players.
//!
//! Every decision goes through [`decide`]: the player's [`SeatView`] in, an
//! [`Action`] out, always legal. The level picks the method:
//!
//! - [`Level::Beginner`]: rules of thumb from the lesson's guidelines
//!   ([`beginner`]), instant.
//! - [`Level::Standard`] and [`Level::Expert`]: double-dummy Monte Carlo on
//!   `pons-dds` ([`montecarlo`], layouts from [`sample`]), each with a
//!   budget counted in layouts and solver nodes (never a clock: decisions
//!   stay deterministic and `Instant` does not exist on wasm32).
//! - [`dd`]: double-dummy tables and the reference fixture check.
//!
//! [`sample`] and [`dd`] live in [`crate::layouts`], below the bidding,
//! whose Expert deals and solves layouts too; they are re-exported here.
//!
//! The solver recurses deeply: call the Monte Carlo levels from a thread
//! with a large stack (natively, 16 MiB or more; the main thread's 8 MiB is
//! enough in practice).
//!
//! Decisions are deterministic for a given view, level and seed, so an odd
//! play can be reproduced.

pub mod beginner;
pub mod montecarlo;
#[cfg(test)]
mod sample_tests;

pub use crate::layouts::{dd, sample};
pub use crate::level::{Level, UnknownLevel};

use crate::table::{Action, Table};
use crate::view::SeatView;

/// A level's search budget belongs to the players: [`Level`] itself lives
/// below the bidding, which plays at a level too.
impl Level {
    /// The Monte Carlo budget of this level (`None` for the Beginner).
    #[must_use]
    pub const fn budget(self) -> Option<montecarlo::Budget> {
        match self {
            Self::Beginner => None,
            Self::Standard => Some(montecarlo::Budget::STANDARD),
            Self::Expert => Some(montecarlo::Budget::EXPERT),
        }
    }
}

/// The decision of the player whose view this is: a call of the auction
/// (contract bridge, by [`crate::bidding::choose_call`]), a contract of the
/// right game, or a card of `view.legal`. `None` only for a view with
/// nothing to decide (no legal card), which a well-formed view never is.
#[must_use]
pub fn decide(view: &SeatView, level: Level, seed: u64) -> Option<Action> {
    if view.in_auction() {
        return settle(view, Some(Action::Call(call(view, level, seed))));
    }
    let thought = match level.budget() {
        Some(budget) => montecarlo::decide(view, budget, seed),
        None => None,
    };
    settle(view, thought)
}

/// The robots' call in contract bridge's auction for `view`'s player.
#[must_use]
pub fn call(view: &SeatView, level: Level, seed: u64) -> contract_bridge::auction::Call {
    crate::bidding::choose_call(
        &view.hand,
        view.dealer,
        view.vulnerability,
        &view.calls,
        level,
        seed,
    )
}

/// `action` when it is legal for `view`, else the Beginner's choice: every
/// answer of the thinking (whole, cut by a deadline, or from a worker) goes
/// through this before it is played.
#[must_use]
pub fn settle(view: &SeatView, action: Option<Action>) -> Option<Action> {
    // Whatever the thinking returned must be legal; else the rules of thumb.
    let legal = |a: &Action| is_legal(view, a);
    action
        .filter(legal)
        .or_else(|| beginner::decide(view).filter(legal))
}

/// Whether `action` is one `view`'s player may take now: a call of the
/// auction, a contract of the right game before the play, or a card of
/// `view.legal`. A check of the rules, no thinking: the page's supervisor
/// (the page's supervisor, `thinking::Thinking`) checks the workers' answers with it.
#[must_use]
pub fn is_legal(view: &SeatView, action: &Action) -> bool {
    match action {
        Action::Contract(c) => view.contract.is_none() && !view.in_auction() && c.fits(view.rules),
        Action::Play(card) => view.contract.is_some() && view.legal.contains(*card),
        Action::Call(c) => {
            view.in_auction() && crate::auction::legal_calls(&view.calls).contains(c)
        }
    }
}

/// The first action the rules allow `view`'s player, with no thinking at
/// all: a pass in the auction, the cheapest contract of the game, the
/// lowest legal card. Only the last resort of the page's supervisor when
/// no worker could answer at all (the page's supervisor, `thinking::Thinking`), so that the table
/// moves on; `None` for a view with nothing to decide.
#[must_use]
pub fn first_legal(view: &SeatView) -> Option<Action> {
    let first = if view.in_auction() {
        Some(Action::Call(contract_bridge::auction::Call::Pass))
    } else if view.contract.is_none() {
        crate::contract::Contract::all(view.rules)
            .into_iter()
            .next()
            .map(Action::Contract)
    } else {
        view.legal.iter().next().map(Action::Play)
    };
    first.filter(|a| is_legal(view, a))
}

/// A seed for the decision at this point of the table, derived from the
/// table's own seed so that a replayed room makes the same decisions.
#[must_use]
pub fn decision_seed(base: u64, table: &Table) -> u64 {
    let step = table.plays().len() as u64
        + u64::from(table.contract().is_some())
        + table.calls().len() as u64;
    base ^ step.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Lets the computer act for whoever is due at `table`, once, as at a
/// table of four computer players (whose earlier cards an Expert reads as
/// the robots'). Returns the action taken, or `None` when nothing is due.
pub fn step(table: &mut Table, level: Level, seed: u64) -> Option<Action> {
    let mut view = SeatView::of(table)?;
    view.robots = [true; 4];
    let action = decide(&view, level, decision_seed(seed, table))?;
    table.act_in_turn(action).ok()?;
    Some(action)
}

/// Plays the table to its end with the computer in all four seats.
pub fn play_out(table: &mut Table, level: Level, seed: u64) {
    while step(table, level, seed).is_some() {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::rules::Rules;
    use crate::table::Phase;

    #[test]
    fn computer_plays_every_seat_legally_to_the_end() {
        for seed in 0..40 {
            for rules in [Rules::MINIBRIDGE, Rules::HALFBRIDGE, Rules::CONTRACT] {
                let mut t = Table::new(Board::from_seed(1, seed), rules);
                play_out(&mut t, Level::Beginner, seed);
                assert!(
                    matches!(
                        t.phase(),
                        Phase::Finished | Phase::ThrownIn | Phase::PassedOut
                    ),
                    "seed {seed}"
                );
            }
        }
    }
}
