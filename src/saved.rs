//! [`Saved`]: what the page keeps in localStorage (settings, the match with
//! both rooms' tables), and how a damaged store is read without losing
//! anything.

use crate::settings::Settings;
use crate::team_match::TeamMatch;
use serde::{Deserialize, Serialize};

/// The localStorage key of the saved game.
pub const KEY: &str = "halfbridge/v1";
/// Where an unreadable saved game is moved, so it is never destroyed.
pub const UNREADABLE_KEY: &str = "halfbridge/v1/unreadable";

/// The whole saved state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    /// The person's settings.
    pub settings: Settings,
    /// The match in progress (or finished).
    pub team_match: TeamMatch,
}

/// What reading the store found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Loaded {
    /// Nothing was stored.
    Empty,
    /// A good saved game.
    Good(Saved),
    /// Something unreadable: its settings if they could be saved from it,
    /// and the reason.
    Damaged {
        /// Settings recovered from the damaged text, if any.
        settings: Option<Settings>,
        /// Why it could not be read.
        reason: String,
    },
}

/// Reads the stored text. Never panics: any text gives an answer.
#[must_use]
pub fn load(text: Option<&str>) -> Loaded {
    let Some(text) = text else { return Loaded::Empty };
    match serde_json::from_str::<Saved>(text) {
        Ok(saved) => match saved.team_match.clone().validate() {
            Ok(_) => Loaded::Good(saved),
            Err(reason) => Loaded::Damaged { settings: Some(saved.settings), reason: reason.to_string() },
        },
        Err(e) => {
            #[derive(Deserialize)]
            struct OnlySettings {
                settings: Settings,
            }
            let settings = serde_json::from_str::<OnlySettings>(text).ok().map(|s| s.settings);
            Loaded::Damaged { settings, reason: e.to_string() }
        }
    }
}

/// The text to store.
#[must_use]
pub fn store(saved: &Saved) -> String {
    serde_json::to_string(saved).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    #[test]
    fn saved_game_round_trips() {
        let mut m = TeamMatch::new(Rules::HALFBRIDGE, crate::team_match::MatchLength::clamped(4));
        let mut n = 0;
        m.start_next(|| {
            n += 1;
            n
        });
        let saved = Saved { settings: Settings::default(), team_match: m };
        assert_eq!(load(Some(&store(&saved))), Loaded::Good(saved));
    }

    #[test]
    fn damaged_store_is_reported_not_panicked() {
        assert_eq!(load(None), Loaded::Empty);
        assert!(matches!(load(Some("{")), Loaded::Damaged { settings: None, .. }));
        assert!(matches!(load(Some("null")), Loaded::Damaged { .. }));
        let text = r#"{"settings":{"lang":"Ja"},"team_match":{"rules":1}}"#;
        match load(Some(text)) {
            Loaded::Damaged { settings: Some(s), .. } => assert_eq!(s.lang, crate::i18n::Lang::Ja),
            other => panic!("{other:?}"),
        }
    }
}
