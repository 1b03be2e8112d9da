//! [`Settings`]: the person's choices, stored with the match.

use engine::bot::Level;
use engine::rules::Rules;
use engine::team_match::{MatchLength, Seating};
use i18n::Lang;
use serde::{Deserialize, Deserializer, Serialize};

/// Everything the person can set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The game of the next match (MiniBridge or HalfBridge, and options).
    /// (Rules a hand-edited store spoiled are read as the default.)
    #[serde(deserialize_with = "lenient_rules")]
    pub rules: Rules,
    /// How strongly the computer plays.
    pub level: Level,
    /// Tap once to select a card, again to play it.
    pub two_step: bool,
    /// Who plays North when North declares.
    pub seating: Seating,
    /// The page's language.
    pub lang: Lang,
    /// Boards in a new match. (A stored number out of range is brought
    /// into range, as a hand-edited store loses nothing else.)
    #[serde(deserialize_with = "clamped_length")]
    pub match_length: MatchLength,
    /// Declarer practice: deals are turned so that North–South declare
    /// (`TeamMatch::start_next_declaring`).
    pub declarer_practice: bool,
    /// Whether the Hint button is offered during play (it is by default).
    pub hints: Hints,
    /// Play the person's only legal card by itself.
    pub auto_play: bool,
    /// The four-colour deck: ♠ black, ♥ red, ♦ orange, ♣ green.
    pub four_colour: bool,
}

/// The Hint setting: offered by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Hints {
    /// The Hint button (and the key H) is offered.
    #[default]
    Offered,
    /// No hints.
    Hidden,
}

impl Hints {
    /// Whether hints are offered.
    #[must_use]
    pub const fn offered(self) -> bool {
        matches!(self, Self::Offered)
    }

    /// The other choice.
    #[must_use]
    pub const fn toggled(self) -> Self {
        match self {
            Self::Offered => Self::Hidden,
            Self::Hidden => Self::Offered,
        }
    }
}

fn lenient_rules<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Stored {
        Good(Rules),
        Spoiled(serde::de::IgnoredAny),
    }
    Ok(match Stored::deserialize(deserializer)? {
        Stored::Good(rules) => rules,
        Stored::Spoiled(_) => Rules::default(),
    })
}

fn clamped_length<'de, D: Deserializer<'de>>(deserializer: D) -> Result<MatchLength, D::Error> {
    Ok(MatchLength::clamped(u8::deserialize(deserializer)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_saved_by_todays_page_still_load() {
        let text = r#"{"rules":{"variant":"HalfBridge","undertrick":50},"level":"Expert","two_step":true,"seating":{"north_declares":true},"lang":"Ja","match_length":12}"#;
        let s: Settings = serde_json::from_str(text).unwrap();
        assert_eq!(s.match_length, 12);
        assert_eq!(s.level, Level::Expert);
        // Written back the same, with the fields added since after them.
        let added = r#","declarer_practice":false,"hints":"Offered","auto_play":false,"four_colour":false}"#;
        assert_eq!(
            serde_json::to_string(&s).unwrap(),
            format!("{}{added}", &text[..text.len() - 1])
        );
        let edited: Settings = serde_json::from_str(r#"{"match_length":99,"lang":"Ja"}"#).unwrap();
        assert_eq!(
            (edited.match_length, edited.lang),
            (MatchLength::MAX, Lang::Ja)
        );
        let spoiled: Settings = serde_json::from_str(
            r#"{"rules":{"variant":"MiniBridge","undertrick":70},"lang":"Ja"}"#,
        )
        .unwrap();
        assert_eq!((spoiled.rules, spoiled.lang), (Rules::default(), Lang::Ja));
    }
}
