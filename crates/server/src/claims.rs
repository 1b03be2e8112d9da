//! Claims and undos between people: the declarer claims some of the
//! remaining tricks, or a person asks to take back their last action; the
//! opponents answer (robots at once: by double dummy for a claim, always
//! granting an undo). An accepted claim ends the board, a granted undo
//! takes the board back; each is one entry of the table's event log.
//!
//! The log holds an action ([`Event`]), an accepted claim
//! ([`ClaimEvent`]), a granted undo ([`UndoEvent`]) or a board's Closed
//! Room ([`ClosedRoom`]: not a seat's action, never taken back) under each
//! sequence number ([`LogEntry`]). A claim's
//! entry carries the cards that end the board, so that the rebuild after a
//! restart and `halfbridge replay` of the record reproduce it without a
//! solver: the engine's [`engine::claim::play_out_to_on`] chose them so that
//! the declaring side takes exactly the tricks claimed.

use engine::Card;
use engine::Seat;
use serde::{Deserialize, Serialize};

use crate::game::{ActError, ClosedRoom, Event, Match};

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

/// A granted undo as the log stores it: the board as it was before action
/// `action` (and everything after it taken back).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct UndoEvent {
    /// The seat whose action is taken back.
    pub seat: Seat,
    /// The sequence number of the action taken back.
    pub action: u64,
}

/// The actions of the board in play that may be taken back: the match as
/// it was before each, with its sequence number and seat. Cleared when a
/// board ends (an undo never crosses a board's end).
#[derive(Debug, Clone, Default)]
pub struct Undoable {
    before: Vec<(u64, Seat, Match)>,
}

impl Undoable {
    /// Action `seq` by `seat` is about to change `game`.
    pub fn record(&mut self, seq: u64, seat: Seat, game: &Match) {
        self.before.push((seq, seat, game.clone()));
    }

    /// A board ended: nothing of it is taken back.
    pub fn clear(&mut self) {
        self.before.clear();
    }

    /// The sequence number of `seat`'s last action on this board.
    #[must_use]
    pub fn last_of(&self, seat: Seat) -> Option<u64> {
        self.before
            .iter()
            .rev()
            .find(|(_, s, _)| *s == seat)
            .map(|(seq, _, _)| *seq)
    }

    /// The match before action `seq`, which and every later action are
    /// forgotten; `None` (and nothing changes) when it is not an action of
    /// this board.
    pub fn take_back(&mut self, seq: u64) -> Option<Match> {
        let i = self.before.iter().position(|(s, _, _)| *s == seq)?;
        self.before.truncate(i + 1);
        self.before.pop().map(|(_, _, game)| game)
    }
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
    /// A granted undo: `{"undo": {…}}`.
    Undo {
        /// The undo.
        undo: UndoEvent,
    },
    /// A board's Closed Room, played by the server's robots:
    /// `{"closed": {"board": N, "record": …}}`.
    Closed {
        /// The board and its Closed Room's record.
        closed: ClosedRoom,
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
            action: crate::game::Move::Play(card),
        })?;
    }
    if !over {
        return Err(ClaimError::Unfinished);
    }
    *game = next;
    Ok(())
}

/// Applies log entry `seq` (an action, an accepted claim, a granted undo
/// or a Closed Room), keeping `undoable` up to date; returns whether a
/// board ended with it. Nothing changes on an error. A Closed Room is no
/// seat's action (`undoable` does not hold it) and an undo keeps the
/// Closed Rooms stored since the action it takes back.
///
/// # Errors
/// The engine's refusal, or an undo of an action not on this board, as
/// text.
pub fn apply_entry(
    game: &mut Match,
    undoable: &mut Undoable,
    seq: u64,
    entry: &LogEntry,
) -> Result<bool, String> {
    match entry {
        LogEntry::Act(event) => {
            let before = game.clone();
            let over = game.apply(*event).map_err(|e| e.to_string())?;
            if over {
                undoable.clear();
            } else {
                undoable.record(seq, event.seat, &before);
            }
            Ok(over)
        }
        LogEntry::Claim { claim } => {
            apply(game, claim).map_err(|e| e.to_string())?;
            undoable.clear();
            Ok(true)
        }
        LogEntry::Undo { undo } => {
            let mut kept = undoable.clone();
            let mut before = kept
                .take_back(undo.action)
                .ok_or_else(|| format!("no action {} to take back", undo.action))?;
            before.keep_closed_from(game);
            *game = before;
            *undoable = kept;
            Ok(false)
        }
        LogEntry::Closed { closed } => {
            game.add_closed(closed).map_err(|e| e.to_string())?;
            Ok(false)
        }
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
        let undo = LogEntry::Undo {
            undo: UndoEvent {
                seat: Seat::East,
                action: 7,
            },
        };
        let text = serde_json::to_string(&undo).expect("JSON");
        assert_eq!(text, r#"{"undo":{"seat":"East","action":7}}"#);
        assert_eq!(serde_json::from_str::<LogEntry>(&text).ok(), Some(undo));
    }

    #[test]
    fn an_undo_takes_the_board_back_to_before_the_seats_last_action() {
        use engine::bot::{self, Level};
        use engine::rules::Variant;
        use engine::view::SeatView;
        let spec = crate::game::Spec {
            variant: Variant::MiniBridge,
            boards: 1,
            level: Level::Beginner,
            robots: [false; 4],
            seed: 3,
            token_hashes: Default::default(),
            gbridge: None,
        };
        let mut game = Match::new(spec);
        let mut undoable = Undoable::default();
        let mut states = vec![game.snapshot()];
        for seq in 1..=6 {
            let seat = game.due().expect("due");
            let view = SeatView::of(game.table().expect("a bridge table")).expect("a view");
            let action = bot::decide(&view, Level::Beginner, 1).expect("an action");
            let entry = LogEntry::Act(Event {
                seat,
                action: action.into(),
            });
            assert_eq!(
                apply_entry(&mut game, &mut undoable, seq, &entry),
                Ok(false)
            );
            states.push(game.snapshot());
        }
        // The seat of action 3, whose last action is 3 or later.
        let third = undoable.before[2].1;
        let last = undoable.last_of(third).expect("an action");
        assert!(last >= 3);
        let undo = LogEntry::Undo {
            undo: UndoEvent {
                seat: third,
                action: last,
            },
        };
        assert_eq!(apply_entry(&mut game, &mut undoable, 7, &undo), Ok(false));
        assert_eq!(
            game.snapshot(),
            states[usize::try_from(last).expect("small") - 1]
        );
        assert_eq!(game.due(), Some(third), "the seat acts again");
        // A Closed Room stored after the action taken back (a board's
        // result arriving late) is not taken back with it.
        let room = game.play_closed(1).expect("board 1 is dealt");
        let mut later = game.clone();
        let mut later_undoable = undoable.clone();
        let seat = later.due().expect("due");
        let view = SeatView::of(later.table().expect("a bridge table")).expect("a view");
        let action = bot::decide(&view, Level::Beginner, 1).expect("an action");
        let act = LogEntry::Act(Event {
            seat,
            action: action.into(),
        });
        assert_eq!(
            apply_entry(&mut later, &mut later_undoable, 8, &act),
            Ok(false)
        );
        let closed = LogEntry::Closed {
            closed: room.clone(),
        };
        assert_eq!(
            apply_entry(&mut later, &mut later_undoable, 9, &closed),
            Ok(false)
        );
        assert!(later.has_closed(1));
        assert!(
            apply_entry(&mut later, &mut later_undoable, 10, &closed).is_err(),
            "stored once"
        );
        assert_eq!(later_undoable.last_of(seat), Some(8), "not a seat's action");
        let back = LogEntry::Undo {
            undo: UndoEvent { seat, action: 8 },
        };
        assert_eq!(
            apply_entry(&mut later, &mut later_undoable, 10, &back),
            Ok(false)
        );
        assert!(later.has_closed(1), "the Closed Room stays");
        assert_eq!(later.table(), game.table(), "the action is taken back");
        let text = serde_json::to_string(&closed).expect("JSON");
        assert!(
            text.starts_with(r#"{"closed":{"board":1,"record":"#),
            "{text}"
        );
        assert_eq!(serde_json::from_str::<LogEntry>(&text).ok(), Some(closed));

        // Taken back once: not again.
        let before = game.snapshot();
        assert!(apply_entry(&mut game, &mut undoable, 8, &undo).is_err());
        assert_eq!(game.snapshot(), before, "nothing changed");
    }
}
