//! The WebSocket messages (docs/PROTOCOL.md): what a client sends, what the
//! server sends, and the decoder of client messages, which never panics.

use crate::game::{Move, TableView};
use crate::seating::SeatInfo;
use engine::Seat;
use serde::{Deserialize, Serialize};

/// The largest message a client may send, in bytes (a larger one closes
/// the connection).
pub const MAX_MESSAGE: usize = 8 * 1024;

/// A message from a client.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// Take an action at the table (a call, a contract, a card) for the
    /// seat of the connection's token (and dummy's card for its declarer).
    Act {
        /// The engine's action, e.g. `{"Play": "♠A"}`, `{"Bid": 2}`.
        action: Move,
        /// The table's sequence number this action was chosen at, when
        /// given: refused as `stale` when the table has moved on since (a
        /// message sent twice, or sent again after coming back).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seq: Option<u64>,
    },
    /// The display name of this connection's seat (at most 24 characters
    /// after trimming, no control characters).
    Name {
        /// The name.
        name: String,
    },
    /// Leaving on purpose: the seat's countdown is the short one
    /// ([`crate::seating::Grace::left`]) and the server closes the
    /// connection.
    Leave,
    /// The host gives a seat to a robot or opens it to a person again.
    Seat {
        /// The seat.
        seat: Seat,
        /// What becomes of it.
        to: SeatTo,
    },
    /// A chat message to the table (at most 200 characters after trimming).
    Chat {
        /// The text, shown as text.
        text: String,
    },
    /// The declarer claims `tricks` of the remaining tricks (the declaring
    /// side's total is the tricks won so far and these).
    Claim {
        /// The remaining tricks claimed.
        tricks: u8,
    },
    /// An opponent answers the claim (or undo) asked.
    Answer {
        /// Whether they accept it.
        accept: bool,
    },
    /// Asks to take back this seat's last action on the board (and every
    /// action after it); the opponents answer.
    Undo,
}

/// What the host makes of a seat (the `seat` message).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatTo {
    /// A computer player takes it for good: its token stops working.
    Robot,
    /// It waits for a person again, with a new token (sent to the host).
    Open,
}

/// How many messages a connection may send: a token bucket.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Limits {
    /// Messages a second, on average.
    pub rate: f64,
    /// Messages at once.
    pub burst: f64,
    /// Messages dropped for flooding before the connection is closed.
    pub flood_close: u32,
}

impl Default for Limits {
    /// 10 a second, 20 at once (a person clicks far slower), closed after
    /// 50 dropped.
    fn default() -> Self {
        Self {
            rate: 10.0,
            burst: 20.0,
            flood_close: 50,
        }
    }
}

/// The client messages' `type`s.
pub const CLIENT_TYPES: &[&str] = &[
    "act", "name", "leave", "seat", "chat", "claim", "answer", "undo",
];

/// Why a message was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not JSON, or not the shape of its type.
    Malformed,
    /// A `type` the server does not know.
    UnknownType,
    /// A binary frame (the protocol is text).
    Binary,
    /// A spectator cannot act.
    Spectator,
    /// Another seat is to act.
    NotYourTurn,
    /// The rules refuse the action.
    Illegal,
    /// The match is over.
    Over,
    /// The action could not be stored; nothing changed.
    Storage,
    /// An action, claim or undo was stored after the sequence number the
    /// action was chosen at (a Closed Room stored since does not count).
    Stale,
    /// Too many messages: this one was dropped (many more close the
    /// connection).
    Flood,
    /// A display name that is empty, too long or has control characters.
    BadName,
    /// A chat message that is empty or too long.
    BadChat,
    /// Only the host may do this.
    NotHost,
    /// No claim is asked (or the claim is not allowed now).
    NoClaim,
    /// Only the declarer claims.
    NotDeclarer,
    /// Nothing to take back (no action of this seat on the board), or a
    /// claim or undo is already asked.
    NoUndo,
}

/// A message from the server. Every one carries `seq`, the table's event
/// sequence number it reflects.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The whole state as this connection may see it (on connecting, or
    /// when the frames missed are no longer kept).
    State {
        /// The table's sequence number.
        seq: u64,
        /// What this seat sees.
        view: Box<TableView>,
    },
    /// An action taken at the table, and the state after it.
    Acted {
        /// The action's sequence number.
        seq: u64,
        /// The seat that took it (the declarer for dummy's card).
        seat: Seat,
        /// The action.
        action: Move,
        /// What this seat sees after it.
        view: Box<TableView>,
    },
    /// This connection's message was refused; nothing changed.
    Error {
        /// The table's sequence number.
        seq: u64,
        /// Why.
        code: ErrorCode,
        /// In words (English).
        message: String,
    },
    /// Who sits where: after `state` on connecting, and to everyone
    /// whenever it changes.
    Seats {
        /// The table's sequence number.
        seq: u64,
        /// The host's seat.
        host: Option<Seat>,
        /// N, E, S, W.
        seats: [SeatInfo; 4],
    },
    /// A chat message, to everyone (the last ones again to a connection
    /// joining).
    Chat {
        /// The table's sequence number when it was sent.
        seq: u64,
        /// The seat that wrote it.
        seat: Seat,
        /// Its display name then.
        name: Option<String>,
        /// The text (plain text, never markup).
        text: String,
    },
    /// The declarer claimed: the defenders' answers are awaited.
    Claimed {
        /// The table's sequence number.
        seq: u64,
        /// The declarer.
        seat: Seat,
        /// The remaining tricks claimed.
        tricks: u8,
        /// The defenders whose answer is awaited (people; robots answer at
        /// once).
        waiting: Vec<Seat>,
    },
    /// A defender refused the claim: play goes on.
    Refused {
        /// The table's sequence number.
        seq: u64,
        /// The defender who refused.
        seat: Seat,
    },
    /// The claim was accepted: the board ends with the declaring side
    /// taking exactly the tricks claimed (`plays`: the remaining cards, in
    /// an order that gives that count), and the state after it.
    ClaimAccepted {
        /// The claim's sequence number (one event).
        seq: u64,
        /// The declarer.
        seat: Seat,
        /// The remaining tricks claimed.
        tricks: u8,
        /// The cards that end the board.
        plays: Vec<engine::Card>,
        /// What this seat sees after it.
        view: Box<TableView>,
    },
    /// A person asked to take back their seat's last action: the
    /// opponents' answers are awaited.
    UndoAsked {
        /// The table's sequence number.
        seq: u64,
        /// The seat asking.
        seat: Seat,
        /// The opponents whose answer is awaited (people; robots grant at
        /// once).
        waiting: Vec<Seat>,
    },
    /// The undo was granted: the board is as it was before that seat's
    /// last action (one event), and the state after it.
    Undone {
        /// The undo's sequence number.
        seq: u64,
        /// The seat whose action was taken back.
        seat: Seat,
        /// The sequence number of the action taken back (it and every
        /// later action are forgotten).
        action: u64,
        /// What this seat sees after it.
        view: Box<TableView>,
    },
    /// A board's Closed Room result became visible: its Closed Room was
    /// stored (one event) after the board was over at the table. `view`
    /// (the state after it) holds it in `rooms`.
    Rooms {
        /// The Closed Room's sequence number (one event).
        seq: u64,
        /// The board whose Closed Room it is.
        board: u8,
        /// What this seat sees after it.
        view: Box<TableView>,
    },
    /// A seat opened again: its new invite link, to the host alone.
    Invite {
        /// The table's sequence number.
        seq: u64,
        /// The seat.
        seat: Seat,
        /// The invite URL with the seat's new token.
        url: String,
    },
}

/// Reads a client's text message.
///
/// # Errors
/// `Malformed` (not JSON, no `type`, a bad shape) or `UnknownType`, with a
/// message.
pub fn decode(text: &str) -> Result<ClientMessage, (ErrorCode, String)> {
    if text.len() > MAX_MESSAGE {
        return Err((ErrorCode::Malformed, "message too large".into()));
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| (ErrorCode::Malformed, e.to_string()))?;
    let kind = value
        .get("type")
        .and_then(serde_json::Value::as_str)
        .ok_or_else(|| {
            (
                ErrorCode::Malformed,
                "a message is an object with a \"type\"".into(),
            )
        })?;
    if !CLIENT_TYPES.contains(&kind) {
        return Err((
            ErrorCode::UnknownType,
            format!("unknown message type {kind:?}"),
        ));
    }
    serde_json::from_value(value).map_err(|e| (ErrorCode::Malformed, e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_decoder_sorts_bad_messages() {
        assert_eq!(decode("{").unwrap_err().0, ErrorCode::Malformed);
        assert_eq!(decode("[1]").unwrap_err().0, ErrorCode::Malformed);
        assert_eq!(
            decode(r#"{"type":"fly"}"#).unwrap_err().0,
            ErrorCode::UnknownType
        );
        assert_eq!(
            decode(r#"{"type":"act"}"#).unwrap_err().0,
            ErrorCode::Malformed
        );
        assert_eq!(
            decode(r#"{"type":"act","action":{"Play":"♠A"},"x":1}"#)
                .unwrap_err()
                .0,
            ErrorCode::Malformed
        );
        assert_eq!(
            decode(r#"{"type":"leave"}"#).ok(),
            Some(ClientMessage::Leave)
        );
        assert_eq!(
            decode(r#"{"type":"seat","seat":"East","to":"open"}"#).ok(),
            Some(ClientMessage::Seat {
                seat: Seat::East,
                to: SeatTo::Open
            })
        );
        assert_eq!(
            decode(r#"{"type":"seat","seat":"E","to":"open"}"#)
                .unwrap_err()
                .0,
            ErrorCode::Malformed
        );
        assert_eq!(
            decode(r#"{"type":"claim","tricks":-1}"#).unwrap_err().0,
            ErrorCode::Malformed
        );
        assert_eq!(
            decode(r#"{"type":"answer","accept":true}"#).ok(),
            Some(ClientMessage::Answer { accept: true })
        );
        assert_eq!(
            decode(r#"{"type":"chat","text":"<b>hi</b>"}"#).ok(),
            Some(ClientMessage::Chat {
                text: "<b>hi</b>".into()
            })
        );
        assert!(matches!(
            decode(r#"{"type":"act","action":{"Play":"♠A"}}"#),
            Ok(ClientMessage::Act {
                action: Move::Play(_),
                seq: None
            })
        ));
    }

    #[test]
    fn the_decoder_never_panics_on_arbitrary_text() {
        // A small deterministic fuzz (a proptest run is left to issue 22's rest).
        let pieces = [
            "{",
            "}",
            "\"type\"",
            ":",
            "\"act\"",
            ",",
            "\"action\"",
            "{\"Play\":",
            "\"♠A\"",
            "null",
            "[",
            "]",
            "1e999",
            "\"\\u0000\"",
        ];
        let mut x: u64 = 1;
        for _ in 0..20_000 {
            let mut s = String::new();
            for _ in 0..(x % 12) {
                x = x
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                s.push_str(pieces[(x >> 33) as usize % pieces.len()]);
            }
            let _ = decode(&s);
            x = x.wrapping_add(1);
        }
    }
}
