//! [`Contract`]s of both games and their scores, explained line by line.
//!
//! MiniBridge scores by the lesson's tables (seed 002 "SCORING THE HAND"):
//! trick points for every trick from the seventh (NT 40 then 30, majors 30,
//! minors 20), a bonus of 50 for a part score or 300 for a game, and the
//! defenders' points per undertrick ([`Rules::undertrick`]).
//! HalfBridge scores as duplicate bridge through `contract-bridge`'s
//! [`contract_bridge::Contract::score`], with the board's vulnerability.

use crate::rules::{Rules, Variant};
use contract_bridge::{Bid, Penalty, Strain};
use serde::{Deserialize, Serialize};

/// What a MiniBridge declarer plays for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Goal {
    /// Seven tricks or more, bonus 50.
    PartScore,
    /// 9 tricks in NT, 10 in a major, 11 in a minor; bonus 300.
    Game,
}

/// A contract named by the declarer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Contract {
    /// MiniBridge: part score or game, in a strain.
    Mini {
        /// Part score or game.
        goal: Goal,
        /// Trump suit or notrump.
        strain: Strain,
    },
    /// HalfBridge: a level and a strain, 1♣ to 7NT, undoubled.
    Half(Bid),
}

/// Tricks a game needs in `strain`: 9 NT, 10 major, 11 minor.
#[must_use]
pub const fn game_tricks(strain: Strain) -> u8 {
    match strain {
        Strain::Notrump => 9,
        Strain::Spades | Strain::Hearts => 10,
        Strain::Diamonds | Strain::Clubs => 11,
    }
}

impl Contract {
    /// The trump strain.
    #[must_use]
    pub const fn strain(self) -> Strain {
        match self {
            Self::Mini { strain, .. } => strain,
            Self::Half(bid) => bid.strain,
        }
    }

    /// Tricks the declarer needs to make it.
    #[must_use]
    pub const fn tricks_needed(self) -> u8 {
        match self {
            Self::Mini { goal: Goal::PartScore, .. } => 7,
            Self::Mini { goal: Goal::Game, strain } => game_tricks(strain),
            Self::Half(bid) => bid.level.get() + 6,
        }
    }

    /// Whether the declarer made the contract with `tricks` tricks.
    #[must_use]
    pub const fn made(self, tricks: u8) -> bool {
        tricks >= self.tricks_needed()
    }

    /// Whether this contract belongs to the game `rules` select.
    #[must_use]
    pub const fn fits(self, rules: Rules) -> bool {
        matches!(
            (self, rules.variant),
            (Self::Mini { .. }, Variant::MiniBridge) | (Self::Half(_), Variant::HalfBridge)
        )
    }

    /// Every contract a declarer may name under `rules`, cheapest first.
    #[must_use]
    pub fn all(rules: Rules) -> Vec<Self> {
        match rules.variant {
            Variant::MiniBridge => [Goal::PartScore, Goal::Game]
                .into_iter()
                .flat_map(|goal| Strain::ASC.into_iter().map(move |strain| Self::Mini { goal, strain }))
                .collect(),
            Variant::HalfBridge => (1..=7)
                .flat_map(|level| Strain::ASC.into_iter().map(move |s| Self::Half(Bid::new(level, s))))
                .collect(),
        }
    }

    /// The score of the declaring side for `tricks` taken, with the reasons.
    /// `vulnerable` is the declaring side's vulnerability (HalfBridge only).
    #[must_use]
    pub fn score(self, tricks: u8, vulnerable: bool, rules: Rules) -> Score {
        let needed = self.tricks_needed();
        match self {
            Self::Mini { goal, strain } => {
                if tricks < needed {
                    let under = needed - tricks;
                    let points = i32::from(under) * i32::from(rules.undertrick.points());
                    return Score::new(vec![ScoreLine::Undertricks { count: under, points: -points }]);
                }
                let first = if strain.is_notrump() { 40 } else { trick_value(strain) };
                let trick_points = first + i32::from(tricks - 7) * trick_value(strain);
                let bonus = match goal {
                    Goal::PartScore => ScoreLine::PartScoreBonus { points: 50 },
                    Goal::Game => ScoreLine::GameBonus { points: 300 },
                };
                Score::new(vec![ScoreLine::TrickPoints { tricks: tricks - 6, points: trick_points }, bonus])
            }
            Self::Half(bid) => Score::duplicate(bid, tricks, vulnerable),
        }
    }
}

/// Points per trick in a strain after the first: 30 NT and majors, 20 minors.
const fn trick_value(strain: Strain) -> i32 {
    if strain.is_minor() { 20 } else { 30 }
}

/// One line of a score's explanation. Points are signed from the declaring
/// side's view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScoreLine {
    /// Points for the tricks over six (MiniBridge: all of them; HalfBridge:
    /// those bid).
    TrickPoints {
        /// How many tricks over six are counted.
        tricks: u8,
        /// Their value.
        points: i32,
    },
    /// HalfBridge: tricks taken beyond the contract.
    Overtricks {
        /// How many.
        count: u8,
        /// Their value.
        points: i32,
    },
    /// Bonus for making a part score.
    PartScoreBonus {
        /// 50.
        points: i32,
    },
    /// Bonus for making a game.
    GameBonus {
        /// 300 (MiniBridge, HalfBridge not vulnerable) or 500.
        points: i32,
    },
    /// HalfBridge: bonus for a small (12 tricks) or grand (13) slam.
    SlamBonus {
        /// 6 or 7.
        level: u8,
        /// 500/750 or 1000/1500.
        points: i32,
    },
    /// The contract failed: the defenders score this (negative here).
    Undertricks {
        /// Tricks short.
        count: u8,
        /// Negative points.
        points: i32,
    },
}

impl ScoreLine {
    /// The signed points of this line.
    #[must_use]
    pub const fn points(self) -> i32 {
        match self {
            Self::TrickPoints { points, .. }
            | Self::Overtricks { points, .. }
            | Self::PartScoreBonus { points }
            | Self::GameBonus { points }
            | Self::SlamBonus { points, .. }
            | Self::Undertricks { points, .. } => points,
        }
    }
}

/// A scored result: the lines and their total, from the declaring side's
/// view (negative when the contract failed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// The explanation, in the order a teacher would give it.
    pub lines: Vec<ScoreLine>,
    /// The sum of the lines.
    pub total: i32,
}

impl Score {
    fn new(lines: Vec<ScoreLine>) -> Self {
        let total = lines.iter().map(|l| l.points()).sum();
        Self { lines, total }
    }

    /// Duplicate scoring of an undoubled contract. The total is
    /// `contract-bridge`'s; the lines explain it.
    fn duplicate(bid: Bid, tricks: u8, vulnerable: bool) -> Self {
        let contract = contract_bridge::Contract { bid, penalty: Penalty::Undoubled };
        let total = contract.score(tricks, vulnerable);
        let needed = bid.level.get() + 6;
        let lines = if tricks < needed {
            vec![ScoreLine::Undertricks { count: needed - tricks, points: total }]
        } else {
            let base = contract.contract_points();
            let over = tricks - needed;
            let mut lines = vec![ScoreLine::TrickPoints { tricks: bid.level.get(), points: base }];
            if over > 0 {
                lines.push(ScoreLine::Overtricks { count: over, points: i32::from(over) * trick_value(bid.strain) });
            }
            lines.push(if base >= 100 {
                ScoreLine::GameBonus { points: if vulnerable { 500 } else { 300 } }
            } else {
                ScoreLine::PartScoreBonus { points: 50 }
            });
            match bid.level.get() {
                6 => lines.push(ScoreLine::SlamBonus { level: 6, points: if vulnerable { 750 } else { 500 } }),
                7 => lines.push(ScoreLine::SlamBonus { level: 7, points: if vulnerable { 1500 } else { 1000 } }),
                _ => {}
            }
            lines
        };
        let score = Self::new(lines);
        debug_assert_eq!(score.total, total, "explanation must add up to contract-bridge's score");
        Self { total, ..score }
    }
}

impl core::fmt::Display for Contract {
    /// English short form: "part score 3NT"-free notation used by the CLI and
    /// files: `part:NT`, `game:S` (MiniBridge) or `3NT`, `4S` (HalfBridge).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let strain = |s: Strain| if s.is_notrump() { "NT".to_string() } else { s.letter().to_string() };
        match self {
            Self::Mini { goal: Goal::PartScore, strain: s } => write!(f, "part:{}", strain(*s)),
            Self::Mini { goal: Goal::Game, strain: s } => write!(f, "game:{}", strain(*s)),
            Self::Half(bid) => write!(f, "{}{}", bid.level.get(), strain(bid.strain)),
        }
    }
}

/// A text that names no contract of either game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad contract {0:?}: expected part:C|D|H|S|NT, game:C|D|H|S|NT, or 1C..7NT")]
pub struct ParseContractError(pub String);

impl core::str::FromStr for Contract {
    type Err = ParseContractError;

    /// Reads `part:NT`, `game:S`, … or `3NT`, `4S`, `1C`, ….
    fn from_str(s: &str) -> Result<Self, ParseContractError> {
        let bad = || ParseContractError(s.to_string());
        let s_up = s.trim().to_ascii_uppercase();
        if let Some((goal, strain)) = s_up.split_once(':') {
            let goal = match goal {
                "PART" => Goal::PartScore,
                "GAME" => Goal::Game,
                _ => return Err(bad()),
            };
            let strain: Strain = strain.parse().map_err(|_| bad())?;
            return Ok(Self::Mini { goal, strain });
        }
        let bid: Bid = s_up.parse().map_err(|_| bad())?;
        Ok(Self::Half(bid))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mini(goal: Goal, strain: Strain) -> Contract {
        Contract::Mini { goal, strain }
    }

    fn mb(c: Contract, tricks: u8) -> i32 {
        c.score(tricks, false, Rules::MINIBRIDGE).total
    }

    /// Checks one of the lesson's tables: rows of (tricks, NT, major, minor),
    /// the declarer's score (0 where the defenders score).
    fn check_table(goal: Goal, rows: &[(u8, i32, i32, i32)]) {
        for &(tricks, nt, major, minor) in rows {
            for (strains, want) in [
                (&[Strain::Notrump][..], nt),
                (&[Strain::Spades, Strain::Hearts][..], major),
                (&[Strain::Diamonds, Strain::Clubs][..], minor),
            ] {
                for &s in strains {
                    let got = mb(mini(goal, s), tricks).max(0);
                    assert_eq!(got, want, "{goal:?} {s:?} {tricks} tricks");
                }
            }
        }
    }

    /// The lesson's PART SCORE CONTRACT table, every row.
    #[test]
    fn part_score_table() {
        // tricks, NT, major, minor
        let rows: [(u8, i32, i32, i32); 8] = [
            (6, 0, 0, 0), // "0 — 6": declarer scores nothing (defenders do)
            (7, 90, 80, 70),
            (8, 120, 110, 90),
            (9, 150, 140, 110),
            (10, 180, 170, 130),
            (11, 210, 200, 150),
            (12, 240, 230, 170),
            (13, 270, 260, 190),
        ];
        check_table(Goal::PartScore, &rows);
        for tricks in 0..=6 {
            assert!(mb(mini(Goal::PartScore, Strain::Notrump), tricks) <= 0);
        }
    }

    /// The lesson's GAME SCORE CONTRACT table, every row.
    #[test]
    fn game_table() {
        let rows: [(u8, i32, i32, i32); 7] = [
            (7, 0, 0, 0),
            (8, 0, 0, 0),
            (9, 400, 0, 0),
            (10, 430, 420, 0),
            (11, 460, 450, 400),
            (12, 490, 480, 420),
            (13, 520, 510, 440),
        ];
        check_table(Goal::Game, &rows);
        for tricks in 0..=6 {
            for s in Strain::ASC {
                assert!(mb(mini(Goal::Game, s), tricks) < 0);
            }
        }
    }

    /// The lesson's DEFEATED CONTRACT table: defender tricks → defender score.
    #[test]
    fn defeated_table() {
        // defender tricks, part, NT game, major game, minor game
        let rows: [(u8, i32, i32, i32, i32); 8] = [
            (2, 0, 0, 0, 0),
            (3, 0, 0, 0, 50),
            (4, 0, 0, 50, 100),
            (5, 0, 50, 100, 150),
            (6, 0, 100, 150, 200),
            (7, 50, 150, 200, 250),
            (8, 100, 200, 250, 300),
            (9, 150, 250, 300, 350),
        ];
        for (def, part, nt, major, minor) in rows {
            let declarer_tricks = 13 - def;
            let defenders = |c: Contract| (-mb(c, declarer_tricks)).max(0);
            for s in Strain::ASC {
                assert_eq!(defenders(mini(Goal::PartScore, s)), part, "part {s:?} def {def}");
            }
            assert_eq!(defenders(mini(Goal::Game, Strain::Notrump)), nt);
            assert_eq!(defenders(mini(Goal::Game, Strain::Spades)), major);
            assert_eq!(defenders(mini(Goal::Game, Strain::Hearts)), major);
            assert_eq!(defenders(mini(Goal::Game, Strain::Diamonds)), minor);
            assert_eq!(defenders(mini(Goal::Game, Strain::Clubs)), minor);
        }
        // "0 — 2" covers 0 and 1 too.
        for def in 0..=1 {
            assert_eq!((-mb(mini(Goal::Game, Strain::Clubs), 13 - def)).max(0), 0);
        }
    }

    /// The lesson's five SCORING EXAMPLES.
    #[test]
    fn scoring_examples() {
        // 1. NT part score, 9 tricks: 40 + 2×30 + 50 = 150.
        let s = mini(Goal::PartScore, Strain::Notrump).score(9, false, Rules::MINIBRIDGE);
        assert_eq!(s.total, 150);
        assert_eq!(s.lines, vec![ScoreLine::TrickPoints { tricks: 3, points: 100 }, ScoreLine::PartScoreBonus { points: 50 }]);
        // 2. NT game, 9 tricks: 40 + 2×30 + 300 = 400.
        assert_eq!(mb(mini(Goal::Game, Strain::Notrump), 9), 400);
        // 3. Spade game, 9 tricks: defeated, defenders 1 × 50.
        let s = mini(Goal::Game, Strain::Spades).score(9, false, Rules::MINIBRIDGE);
        assert_eq!(s.total, -50);
        assert_eq!(s.lines, vec![ScoreLine::Undertricks { count: 1, points: -50 }]);
        // 4. Heart game, 11 tricks: 5 × 30 + 300 = 450.
        assert_eq!(mb(mini(Goal::Game, Strain::Hearts), 11), 450);
        // 5. Club part, 10 tricks: 4 × 20 + 50 = 130.
        assert_eq!(mb(mini(Goal::PartScore, Strain::Clubs), 10), 130);
    }

    #[test]
    fn japanese_help_undertrick_option() {
        let rules = Rules { undertrick: crate::rules::Undertrick::Hundred, ..Rules::MINIBRIDGE };
        assert_eq!(mini(Goal::Game, Strain::Spades).score(8, false, rules).total, -200);
    }

    #[test]
    fn halfbridge_scores_as_duplicate() {
        let c = |s: &str| s.parse::<Contract>().unwrap();
        let r = Rules::HALFBRIDGE;
        assert_eq!(c("2S").score(9, false, r).total, 140); // the help's +140
        assert_eq!(c("2S").score(8, false, r).total, 110);
        assert_eq!(c("3NT").score(10, true, r).total, 630);
        assert_eq!(c("4H").score(9, true, r).total, -100);
        assert_eq!(c("6NT").score(12, false, r).total, 990);
        assert_eq!(c("7C").score(13, true, r).total, 2140);
        let s = c("3NT").score(10, true, r);
        assert_eq!(s.lines.iter().map(|l| l.points()).sum::<i32>(), 630);
    }

    #[test]
    fn parse_and_print_round_trip() {
        for rules in [Rules::MINIBRIDGE, Rules::HALFBRIDGE] {
            for c in Contract::all(rules) {
                assert!(c.fits(rules));
                assert_eq!(c.to_string().parse::<Contract>().unwrap(), c);
            }
        }
        assert_eq!(Contract::all(Rules::MINIBRIDGE).len(), 10);
        assert_eq!(Contract::all(Rules::HALFBRIDGE).len(), 35);
        assert_eq!("game:X".parse::<Contract>(), Err(ParseContractError("game:X".into())));
        assert!("8NT".parse::<Contract>().is_err());
        assert!("".parse::<Contract>().is_err());
    }
}
