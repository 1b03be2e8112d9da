//! Claims between people: the declarer claims some of the remaining
//! tricks, the defenders answer (robots at once, by double dummy), and an
//! accepted claim ends the board as one entry of the table's event log.
//!
//! The log holds either an action ([`Event`]) or an accepted claim
//! ([`ClaimEvent`]) under each sequence number ([`LogEntry`]). A claim's
//! entry carries the cards that end the board, so that the rebuild after a
//! restart and `halfbridge replay` of the record reproduce it without a
//! solver: the engine's [`engine::claim::play_out_to`] chose them so that
//! the declaring side takes exactly the tricks claimed.

use engine::Card;
use engine::Seat;
use engine::table::Action;
use serde::{Deserialize, Serialize};

use crate::game::{ActError, Event, Match};

/// An accepted claim as the log stores it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimEvent {
    /// The declarer who claimed.
    pub seat: Seat,
    /// The remaining tricks claimed for the declaring side.
    pub tricks: u8,
    /// The cards that end the board, in playing order.
    pub plays: Vec<Card>,
}

/// One entry of a table's event log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LogEntry {
    /// An accepted claim: `{"claim": {…}}`.
    Claim {
        /// The claim.
        claim: ClaimEvent,
    },
    /// An action: `{"seat": …, "action": …}`.
    Act(Event),
}

/// Why a claim's entry does not apply.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClaimError {
    /// A card the engine refused.
    #[error(transparent)]
    Act(#[from] ActError),
    /// The cards do not end the board.
    #[error("the claim's cards do not end the board")]
    Unfinished,
}

/// Plays an accepted claim's cards (each by the seat that decides for it),
/// which end the board. Nothing changes on an error.
///
/// # Errors
/// A card refused, or cards that do not end the board.
pub fn apply(game: &mut Match, claim: &ClaimEvent) -> Result<(), ClaimError> {
    let mut next = game.clone();
    let mut over = false;
    for &card in &claim.plays {
        if over {
            return Err(ClaimError::Unfinished);
        }
        let seat = next.due().ok_or(ActError::Over)?;
        over = next.apply(Event {
            seat,
            action: Action::Play(card),
        })?;
    }
    if !over {
        return Err(ClaimError::Unfinished);
    }
    *game = next;
    Ok(())
}

/// Applies one log entry (an action or an accepted claim); returns whether
/// a board ended with it.
///
/// # Errors
/// The engine's refusal, as text.
pub fn apply_entry(game: &mut Match, entry: &LogEntry) -> Result<bool, String> {
    match entry {
        LogEntry::Act(event) => game.apply(*event).map_err(|e| e.to_string()),
        LogEntry::Claim { claim } => apply(game, claim).map(|()| true).map_err(|e| e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_entries_read_back_as_actions_or_claims() {
        let act = r#"{"seat":"North","action":{"Play":"♠A"}}"#;
        assert!(matches!(
            serde_json::from_str::<LogEntry>(act),
            Ok(LogEntry::Act(Event {
                seat: Seat::North,
                ..
            }))
        ));
        let claim = LogEntry::Claim {
            claim: ClaimEvent {
                seat: Seat::South,
                tricks: 2,
                plays: vec![serde_json::from_str("\"♠A\"").expect("a card")],
            },
        };
        let text = serde_json::to_string(&claim).expect("JSON");
        assert!(text.starts_with(r#"{"claim":"#), "{text}");
        assert_eq!(serde_json::from_str::<LogEntry>(&text).ok(), Some(claim));
        assert!(serde_json::from_str::<LogEntry>(r#"{"seat":"North"}"#).is_err());
    }
}
