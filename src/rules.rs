//! [`Rules`]: which game is played (MiniBridge or HalfBridge) and its options.
//!
//! One `Rules` value travels with every table, so the play engine, the
//! scorer and the computer players ask it instead of hard-coding a variant.

use serde::{Deserialize, Serialize};

/// The two beginners' games of Micro HalfBridge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Variant {
    /// MiniBridge: contract is part score or game in a strain; dummy faced
    /// before the contract is named; scored by the MiniBridge tables.
    #[default]
    MiniBridge,
    /// HalfBridge: contract has a level (1♣–7NT) scored as duplicate bridge;
    /// dummy is faced only after the opening lead.
    HalfBridge,
}

/// The variant and its options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// Which game.
    pub variant: Variant,
    /// MiniBridge only: points to the defenders per undertrick. The English
    /// help and the lesson say 50; the Japanese help says 100.
    pub undertrick: u16,
}

impl Default for Rules {
    fn default() -> Self {
        Self::MINIBRIDGE
    }
}

impl Rules {
    /// MiniBridge with the lesson's 50 points per undertrick.
    pub const MINIBRIDGE: Self = Self { variant: Variant::MiniBridge, undertrick: 50 };
    /// HalfBridge, scored as duplicate bridge.
    pub const HALFBRIDGE: Self = Self { variant: Variant::HalfBridge, undertrick: 50 };

    /// Whether dummy is faced as soon as the declarer is known (MiniBridge),
    /// rather than after the opening lead (HalfBridge, as in contract bridge).
    #[must_use]
    pub const fn dummy_faced_before_lead(self) -> bool {
        matches!(self.variant, Variant::MiniBridge)
    }

    /// Whether the board's vulnerability affects the score.
    #[must_use]
    pub const fn uses_vulnerability(self) -> bool {
        matches!(self.variant, Variant::HalfBridge)
    }

    /// Checks the options; a value read from storage or a link goes through
    /// this before use.
    ///
    /// # Errors
    /// A message when the undertrick value is not 50 or 100.
    pub fn validate(self) -> Result<Self, String> {
        if self.undertrick == 50 || self.undertrick == 100 {
            Ok(self)
        } else {
            Err(format!("undertrick value must be 50 or 100, not {}", self.undertrick))
        }
    }
}
