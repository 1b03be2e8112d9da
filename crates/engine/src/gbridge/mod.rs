//! GBridge (German Bridge, Oh Hell): the third game of the table, from the
//! seed "The GBridge How-To". Four players, each for themselves, play
//! rounds of one card each, then two, … up to thirteen and back to one; a
//! random trump each round; each bids the tricks it will win (the last
//! bidder may not make the bids add up to the cards dealt) and scores
//! 10 + tricks² for making it exactly, else −(tricks − bid)².
//!
//! - [`rules`]: the rules as small functions (round sizes, first bidder,
//!   the hook, following suit, the trick's winner, the score, dealing).
//! - [`round`]: [`Round`], one round as a state machine, with [`Action`],
//!   [`Trick`] and the typed [`GbridgeError`].
//! - [`game`]: [`Game`], its [`GameRecord`] (stored and sent; replayed to
//!   rebuild the game) and its [`Scoreboard`].
//! - [`view`]: [`SeatView`], what one player knows; the robots decide
//!   from it.
//! - [`bot`]: the robots (Beginner, Standard, Expert).
//! - [`link`]: game links (seed and settings, and the sharer's scores).
//!
//! It has no contract and no declarer, so it is a game beside the bridge
//! games' `Table`, not a [`crate::rules::Variant`].

pub mod bot;
pub mod game;
pub mod link;
pub mod round;
pub mod rules;
pub mod view;

pub use game::{Game, GameRecord, ReplayError, ScoreRow, Scoreboard};
pub use round::{Action, GbridgeError, Round, RoundPhase, Trick};
pub use rules::{Cycle, GameLength, GameLengthError, GameRules};
pub use view::SeatView;

#[cfg(test)]
mod tests;
