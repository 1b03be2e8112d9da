//! The WebSocket messages (docs/PROTOCOL.md): what a client sends, what the
//! server sends, and the decoder of client messages, which never panics.

use crate::game::{Move, TableView};
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
pub const CLIENT_TYPES: &[&str] = &["act"];

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
    /// The action was chosen at an older sequence number.
    Stale,
    /// Too many messages: this one was dropped (many more close the
    /// connection).
    Flood,
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
