//! [`Settings`]: the person's choices, stored with the match.

use crate::bot::Level;
use crate::i18n::Lang;
use crate::rules::Rules;
use crate::team_match::{DEFAULT_LENGTH, MAX_LENGTH, MIN_LENGTH, Seating};
use serde::{Deserialize, Serialize};

/// Everything the person can set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The game of the next match (MiniBridge or HalfBridge, and options).
    pub rules: Rules,
    /// How strongly the computer plays.
    pub level: Level,
    /// Tap once to select a card, again to play it.
    pub two_step: bool,
    /// Who plays North when North declares.
    pub seating: Seating,
    /// The page's language.
    pub lang: Lang,
    /// Boards in a new match.
    pub match_length: u8,
    /// Declarer practice: deals are turned so that North–South declare
    /// (`TeamMatch::start_next_declaring`).
    pub declarer_practice: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            rules: Rules::default(),
            level: Level::default(),
            two_step: false,
            seating: Seating::default(),
            lang: Lang::default(),
            match_length: DEFAULT_LENGTH,
            declarer_practice: false,
        }
    }
}

impl Settings {
    /// Brings stored values into range (a hand-edited store loses nothing
    /// else).
    #[must_use]
    pub fn sanitized(self) -> Self {
        Self {
            rules: self.rules.validate().unwrap_or_default(),
            match_length: self.match_length.clamp(MIN_LENGTH, MAX_LENGTH),
            ..self
        }
    }
}
