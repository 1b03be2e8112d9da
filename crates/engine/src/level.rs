//! How strongly the robots play: [`Level`], read and written by name.
//!
//! The bidding, the card players ([`crate::bot`], which also sets each
//! level's search budget) and GBridge's robots all play at a level.

use serde::{Deserialize, Serialize};

/// How strongly the computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Level {
    /// Fast rules of thumb.
    Beginner,
    /// Double-dummy Monte Carlo, p95 under a second a decision in wasm.
    #[default]
    Standard,
    /// About three times Standard's work: a p95 near two seconds a decision
    /// in wasm.
    Expert,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Self; 3] = [Self::Beginner, Self::Standard, Self::Expert];

    /// How long the table waits for this level's decision, from the
    /// request: at the deadline the level plays its best choice over the
    /// layouts solved so far ([`crate::bot::montecarlo::Deliberation`]).
    /// `None` for the Beginner, who does not search. The one place these
    /// times are set.
    #[must_use]
    pub const fn deadline(self) -> Option<core::time::Duration> {
        match self {
            Self::Beginner => None,
            Self::Standard => Some(core::time::Duration::from_millis(1000)),
            Self::Expert => Some(core::time::Duration::from_millis(3000)),
        }
    }
}

impl core::str::FromStr for Level {
    type Err = UnknownLevel;

    /// `beginner`, `standard` or `expert` (any case).
    fn from_str(s: &str) -> Result<Self, UnknownLevel> {
        match s.to_ascii_lowercase().as_str() {
            "beginner" => Ok(Self::Beginner),
            "standard" => Ok(Self::Standard),
            "expert" => Ok(Self::Expert),
            _ => Err(UnknownLevel(s.to_string())),
        }
    }
}

/// A level name that is none of `beginner`, `standard`, `expert`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?}: expected beginner, standard or expert")]
pub struct UnknownLevel(pub String);

impl core::fmt::Display for Level {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Self::Beginner => "beginner",
            Self::Standard => "standard",
            Self::Expert => "expert",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_and_write_by_name() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        assert_eq!("EXPERT".parse::<Level>(), Ok(Level::Expert));
        assert_eq!(
            "wizard".parse::<Level>(),
            Err(UnknownLevel("wizard".into()))
        );
    }
}
