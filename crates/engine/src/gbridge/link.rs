//! GBridge game links: a game's seed and settings in the address
//! (`#g=<seed>.<rounds>.<cycle>`), so a friend plays the same deals and
//! trumps; optionally with the sharer's round scores
//! (`.<s1>_<s2>_…`), shown beside the friend's own.
//!
//! The seed is hexadecimal, the rounds decimal, the cycle `r` (restart at
//! one) or `d` (climb and descend); scores are signed decimals.

use super::rules::{Cycle, GameLength, GameRules};
use thiserror::Error;

/// The prefix of a GBridge link's fragment.
pub const PREFIX: &str = "#g=";

/// What a GBridge link holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameLink {
    /// The game's seed.
    pub seed: u64,
    /// The game's settings.
    pub rules: GameRules,
    /// The sharer's score in each round they finished (their own seat).
    pub scores: Vec<i32>,
}

/// Why a GBridge link does not open.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LinkError {
    /// The fragment does not start with [`PREFIX`].
    #[error("not a GBridge game link")]
    NotAGameLink,
    /// A part is missing or unreadable.
    #[error("part {0} of the link is unreadable")]
    Unreadable(usize),
    /// The number of rounds is not 1 to 26.
    #[error("{0}")]
    Length(#[from] super::rules::GameLengthError),
}

/// The fragment (`#g=…`) of `link`.
#[must_use]
pub fn fragment(link: &GameLink) -> String {
    let cycle = match link.rules.cycle {
        Cycle::Restart => 'r',
        Cycle::Descend => 'd',
    };
    let mut out = format!(
        "{PREFIX}{:x}.{}.{cycle}",
        link.seed,
        link.rules.length.get()
    );
    if !link.scores.is_empty() {
        let scores: Vec<String> = link.scores.iter().map(ToString::to_string).collect();
        out.push('.');
        out.push_str(&scores.join("_"));
    }
    out
}

/// Reads a fragment written by [`fragment`] (the leading `#` may be
/// missing).
///
/// # Errors
/// [`LinkError`] for anything else; never panics.
pub fn decode(text: &str) -> Result<GameLink, LinkError> {
    let text = text.trim();
    let body = text
        .strip_prefix(PREFIX)
        .or_else(|| text.strip_prefix(&PREFIX[1..]))
        .ok_or(LinkError::NotAGameLink)?;
    let mut parts = body.split('.');
    let seed = parts
        .next()
        .and_then(|p| u64::from_str_radix(p, 16).ok())
        .ok_or(LinkError::Unreadable(1))?;
    let rounds = parts
        .next()
        .and_then(|p| p.parse::<u8>().ok())
        .ok_or(LinkError::Unreadable(2))?;
    let length = GameLength::new(rounds)?;
    let cycle = match parts.next() {
        Some("r") | None => Cycle::Restart,
        Some("d") => Cycle::Descend,
        Some(_) => return Err(LinkError::Unreadable(3)),
    };
    let scores = match parts.next() {
        None | Some("") => Vec::new(),
        Some(p) => p
            .split('_')
            .map(|s| s.parse::<i32>().ok().filter(|v| v.unsigned_abs() <= 1000))
            .collect::<Option<Vec<_>>>()
            .filter(|v| v.len() <= usize::from(rounds))
            .ok_or(LinkError::Unreadable(4))?,
    };
    if parts.next().is_some() {
        return Err(LinkError::Unreadable(5));
    }
    Ok(GameLink {
        seed,
        rules: GameRules { length, cycle },
        scores,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_reads_back() {
        let link = GameLink {
            seed: 0xdead_beef,
            rules: GameRules {
                length: GameLength::new(3).unwrap(),
                cycle: Cycle::Descend,
            },
            scores: vec![11, -1, 14],
        };
        let text = fragment(&link);
        assert_eq!(text, "#g=deadbeef.3.d.11_-1_14");
        assert_eq!(decode(&text), Ok(link.clone()));
        let plain = GameLink {
            scores: Vec::new(),
            ..link
        };
        assert_eq!(decode(&fragment(&plain)), Ok(plain));
    }

    #[test]
    fn bad_links_are_refused_without_panic() {
        assert_eq!(decode("#d=abc"), Err(LinkError::NotAGameLink));
        assert_eq!(decode("#g=zz.3.r"), Err(LinkError::Unreadable(1)));
        assert!(matches!(decode("#g=1f.27.r"), Err(LinkError::Length(_))));
        assert_eq!(decode("#g=1f.3.x"), Err(LinkError::Unreadable(3)));
        assert_eq!(decode("#g=1f.3.r.1_2_3_4"), Err(LinkError::Unreadable(4)));
        assert_eq!(decode("#g=1f.3.r.1.2"), Err(LinkError::Unreadable(5)));
        assert_eq!(
            decode("g=1f.13"),
            Ok(GameLink {
                seed: 0x1f,
                rules: GameRules::default(),
                scores: Vec::new()
            })
        );
    }
}
