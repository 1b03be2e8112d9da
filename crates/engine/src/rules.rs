//! [`Rules`]: which game is played (MiniBridge, HalfBridge or contract
//! bridge) and its options.
//!
//! One `Rules` value travels with every table, so the play engine, the
//! scorer and the computer players ask it instead of hard-coding a variant.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The bridge games of Micro HalfBridge: the two beginners' games and
/// contract bridge itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Variant {
    /// MiniBridge: contract is part score or game in a strain; dummy faced
    /// before the contract is named; scored by the MiniBridge tables.
    #[default]
    MiniBridge,
    /// HalfBridge: contract has a level (1♣–7NT) scored as duplicate bridge;
    /// dummy is faced only after the opening lead.
    HalfBridge,
    /// Contract bridge: an auction decides the contract (doubled or
    /// redoubled perhaps) and its declarer; scored as duplicate bridge;
    /// dummy is faced after the opening lead (seed 003).
    Contract,
}

/// The variant and its options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// Which game.
    pub variant: Variant,
    /// MiniBridge only: points to the defenders per undertrick. The English
    /// help and the lesson say 50; the Japanese help says 100.
    pub undertrick: Undertrick,
}

impl Default for Rules {
    fn default() -> Self {
        Self::MINIBRIDGE
    }
}

impl Rules {
    /// MiniBridge with the lesson's 50 points per undertrick.
    pub const MINIBRIDGE: Self = Self {
        variant: Variant::MiniBridge,
        undertrick: Undertrick::Fifty,
    };
    /// HalfBridge, scored as duplicate bridge.
    pub const HALFBRIDGE: Self = Self {
        variant: Variant::HalfBridge,
        undertrick: Undertrick::Fifty,
    };
    /// Contract bridge with an auction, scored as duplicate bridge.
    pub const CONTRACT: Self = Self {
        variant: Variant::Contract,
        undertrick: Undertrick::Fifty,
    };

    /// Whether dummy is faced as soon as the declarer is known (MiniBridge),
    /// rather than after the opening lead (HalfBridge, as in contract bridge).
    #[must_use]
    pub const fn dummy_faced_before_lead(self) -> bool {
        matches!(self.variant, Variant::MiniBridge)
    }

    /// Whether the board's vulnerability affects the score.
    #[must_use]
    pub const fn uses_vulnerability(self) -> bool {
        matches!(self.variant, Variant::HalfBridge | Variant::Contract)
    }

    /// Whether an auction decides the contract and the declarer (contract
    /// bridge), rather than the HCP announcements.
    #[must_use]
    pub const fn has_auction(self) -> bool {
        matches!(self.variant, Variant::Contract)
    }

    /// Whether every hand's high-card points are announced to the table
    /// (MiniBridge, HalfBridge). Contract bridge announces none: the
    /// auction tells, so the auction starts at once and a hand's count is
    /// known only to whoever sees its cards.
    #[must_use]
    pub const fn announces_points(self) -> bool {
        !self.has_auction()
    }

    /// The rules of `variant` with its standard options (MiniBridge: 50
    /// per undertrick).
    #[must_use]
    pub const fn of(variant: Variant) -> Self {
        match variant {
            Variant::MiniBridge => Self::MINIBRIDGE,
            Variant::HalfBridge => Self::HALFBRIDGE,
            Variant::Contract => Self::CONTRACT,
        }
    }
}

/// MiniBridge's points to the defenders per undertrick: the English help
/// and the lesson say 50, the Japanese help says 100. Stored and sent as
/// that number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(try_from = "u16", into = "u16")]
pub enum Undertrick {
    /// 50 a trick (the lesson).
    #[default]
    Fifty,
    /// 100 a trick (the Japanese help).
    Hundred,
}

impl Undertrick {
    /// Both values, the lesson's first.
    pub const ALL: [Self; 2] = [Self::Fifty, Self::Hundred];

    /// Points per undertrick.
    #[must_use]
    pub const fn points(self) -> u16 {
        match self {
            Self::Fifty => 50,
            Self::Hundred => 100,
        }
    }
}

/// A number that is not an undertrick value of the game (50 or 100).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("undertrick value must be 50 or 100, not {0}")]
pub struct UndertrickError(pub u16);

impl TryFrom<u16> for Undertrick {
    type Error = UndertrickError;

    fn try_from(points: u16) -> Result<Self, UndertrickError> {
        match points {
            50 => Ok(Self::Fifty),
            100 => Ok(Self::Hundred),
            other => Err(UndertrickError(other)),
        }
    }
}

impl From<Undertrick> for u16 {
    fn from(u: Undertrick) -> Self {
        u.points()
    }
}

impl core::fmt::Display for Undertrick {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}", self.points())
    }
}

impl core::str::FromStr for Undertrick {
    type Err = UndertrickTextError;

    /// `50` or `100`.
    fn from_str(s: &str) -> Result<Self, UndertrickTextError> {
        s.trim()
            .parse::<u16>()
            .ok()
            .and_then(|n| Self::try_from(n).ok())
            .ok_or_else(|| UndertrickTextError(s.to_string()))
    }
}

/// A text that is not an undertrick value of the game (`50` or `100`).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("undertrick value must be 50 or 100, not {0:?}")]
pub struct UndertrickTextError(pub String);

impl core::fmt::Display for Variant {
    /// The game's name as the command line and files write it:
    /// `minibridge`, `halfbridge` or `contract`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Self::MiniBridge => "minibridge",
            Self::HalfBridge => "halfbridge",
            Self::Contract => "contract",
        })
    }
}

impl core::str::FromStr for Variant {
    type Err = UnknownVariant;

    /// `minibridge`, `halfbridge` or `contract` (also `contractbridge`),
    /// in any case.
    fn from_str(s: &str) -> Result<Self, UnknownVariant> {
        match s.trim().to_ascii_lowercase().as_str() {
            "minibridge" => Ok(Self::MiniBridge),
            "halfbridge" => Ok(Self::HalfBridge),
            "contract" | "contractbridge" => Ok(Self::Contract),
            _ => Err(UnknownVariant(s.to_string())),
        }
    }
}

/// A game name that is none of `minibridge`, `halfbridge`, `contract`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("the game must be minibridge, halfbridge or contract, not {0:?}")]
pub struct UnknownVariant(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_names_read_and_write() {
        for variant in [Variant::MiniBridge, Variant::HalfBridge, Variant::Contract] {
            assert_eq!(variant.to_string().parse::<Variant>(), Ok(variant));
            assert_eq!(Rules::of(variant).variant, variant);
        }
        assert_eq!("HalfBridge".parse::<Variant>(), Ok(Variant::HalfBridge));
        assert_eq!(
            "chess".parse::<Variant>(),
            Err(UnknownVariant("chess".into()))
        );
        assert_eq!(Rules::of(Variant::MiniBridge), Rules::MINIBRIDGE);
        assert_eq!("contract".parse::<Variant>(), Ok(Variant::Contract));
        assert!(Rules::CONTRACT.has_auction() && Rules::CONTRACT.uses_vulnerability());
        assert!(!Rules::CONTRACT.dummy_faced_before_lead());
        assert!(
            !Rules::CONTRACT.announces_points()
                && Rules::MINIBRIDGE.announces_points()
                && Rules::HALFBRIDGE.announces_points()
        );
    }

    #[test]
    fn undertrick_is_fifty_or_a_hundred_and_stored_as_the_number() {
        assert_eq!(Undertrick::try_from(50), Ok(Undertrick::Fifty));
        assert_eq!(Undertrick::try_from(100), Ok(Undertrick::Hundred));
        assert_eq!(Undertrick::try_from(70), Err(UndertrickError(70)));
        assert_eq!("100".parse::<Undertrick>(), Ok(Undertrick::Hundred));
        assert!("70".parse::<Undertrick>().is_err());
        for u in Undertrick::ALL {
            let json = serde_json::to_string(&u).unwrap();
            assert_eq!(
                json,
                u.points().to_string(),
                "today's saved form is the bare number"
            );
            assert_eq!(serde_json::from_str::<Undertrick>(&json).unwrap(), u);
        }
        assert!(serde_json::from_str::<Undertrick>("70").is_err());
        let today = r#"{"variant":"MiniBridge","undertrick":100}"#;
        let rules: Rules = serde_json::from_str(today).unwrap();
        assert_eq!(rules.undertrick, Undertrick::Hundred);
        assert_eq!(serde_json::to_string(&rules).unwrap(), today);
        assert!(
            serde_json::from_str::<Rules>(r#"{"variant":"MiniBridge","undertrick":70}"#).is_err()
        );
    }
}
