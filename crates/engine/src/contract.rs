//! [`Contract`]s of both games and their scores, explained line by line.
//!
//! MiniBridge scores by the lesson's tables (seed 002 "SCORING THE HAND"):
//! trick points for every trick from the seventh (NT 40 then 30, majors 30,
//! minors 20), a bonus of 50 for a part score or 300 for a game, and the
//! defenders' points per undertrick ([`Rules::undertrick`]).
//! HalfBridge and contract bridge score as duplicate bridge through
//! `contract-bridge`'s [`contract_bridge::Contract::score`], with the
//! board's vulnerability; contract bridge's contracts may be doubled or
//! redoubled (seed 003's tables: doubled trick points ×2 and redoubled ×4,
//! 50 or 100 for making a doubled or redoubled contract, overtricks 100/200
//! doubled and 200/400 redoubled, undertricks 100, 200, 200, 300… not
//! vulnerable and 200, 300… vulnerable, twice that redoubled).

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
    /// Contract bridge: the last bid of an auction with its penalty
    /// (undoubled, doubled or redoubled).
    Auction(contract_bridge::Contract),
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
            Self::Auction(c) => c.bid.strain,
        }
    }

    /// The bid of a contract with a level (HalfBridge, contract bridge).
    #[must_use]
    pub const fn bid(self) -> Option<Bid> {
        match self {
            Self::Mini { .. } => None,
            Self::Half(bid) => Some(bid),
            Self::Auction(c) => Some(c.bid),
        }
    }

    /// The penalty: undoubled except for a doubled or redoubled contract
    /// of contract bridge.
    #[must_use]
    pub const fn penalty(self) -> Penalty {
        match self {
            Self::Auction(c) => c.penalty,
            Self::Mini { .. } | Self::Half(_) => Penalty::Undoubled,
        }
    }

    /// Tricks the declarer needs to make it.
    #[must_use]
    pub const fn tricks_needed(self) -> u8 {
        match self {
            Self::Mini {
                goal: Goal::PartScore,
                ..
            } => 7,
            Self::Mini {
                goal: Goal::Game,
                strain,
            } => game_tricks(strain),
            Self::Half(bid) => bid.level.get() + 6,
            Self::Auction(c) => c.bid.level.get() + 6,
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
            (Self::Mini { .. }, Variant::MiniBridge)
                | (Self::Half(_), Variant::HalfBridge)
                | (Self::Auction(_), Variant::Contract)
        )
    }

    /// Every contract a declarer may name under `rules`, cheapest first
    /// (none in contract bridge, where the auction reaches the contract).
    #[must_use]
    pub fn all(rules: Rules) -> Vec<Self> {
        match rules.variant {
            Variant::MiniBridge => [Goal::PartScore, Goal::Game]
                .into_iter()
                .flat_map(|goal| {
                    Strain::ASC
                        .into_iter()
                        .map(move |strain| Self::Mini { goal, strain })
                })
                .collect(),
            Variant::HalfBridge => (1..=7)
                .flat_map(|level| {
                    Strain::ASC
                        .into_iter()
                        .map(move |s| Self::Half(Bid::new(level, s)))
                })
                .collect(),
            Variant::Contract => Vec::new(),
        }
    }

    /// This contract as `rules`' game writes it: a HalfBridge bid read from
    /// text (`4S`) is contract bridge's undoubled `4S` under contract
    /// bridge's rules; any other contract is itself.
    #[must_use]
    pub const fn in_game(self, rules: Rules) -> Self {
        match (self, rules.variant) {
            (Self::Half(bid), Variant::Contract) => Self::Auction(contract_bridge::Contract {
                bid,
                penalty: Penalty::Undoubled,
            }),
            _ => self,
        }
    }

    /// The score of the declaring side for `tricks` taken, with the reasons.
    /// `vulnerable` is the declaring side's vulnerability (HalfBridge and
    /// contract bridge only).
    #[must_use]
    pub fn score(self, tricks: u8, vulnerable: bool, rules: Rules) -> Score {
        let needed = self.tricks_needed();
        match self {
            Self::Mini { goal, strain } => {
                if tricks < needed {
                    let under = needed - tricks;
                    let points = i32::from(under) * i32::from(rules.undertrick.points());
                    return Score::new(vec![ScoreLine::Undertricks {
                        count: under,
                        points: -points,
                    }]);
                }
                let first = if strain.is_notrump() {
                    40
                } else {
                    trick_value(strain)
                };
                let trick_points = first + i32::from(tricks - 7) * trick_value(strain);
                let bonus = match goal {
                    Goal::PartScore => ScoreLine::PartScoreBonus { points: 50 },
                    Goal::Game => ScoreLine::GameBonus { points: 300 },
                };
                Score::new(vec![
                    ScoreLine::TrickPoints {
                        tricks: tricks - 6,
                        points: trick_points,
                    },
                    bonus,
                ])
            }
            Self::Half(bid) => Score::duplicate(
                contract_bridge::Contract {
                    bid,
                    penalty: Penalty::Undoubled,
                },
                tricks,
                vulnerable,
            ),
            Self::Auction(c) => Score::duplicate(c, tricks, vulnerable),
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
    /// HalfBridge and contract bridge: tricks taken beyond the contract
    /// (doubled: 100 each, 200 vulnerable; redoubled twice that).
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
    /// Contract bridge: the bonus for making a doubled (50) or redoubled
    /// (100) contract.
    DoubledBonus {
        /// Doubled or redoubled.
        penalty: Penalty,
        /// 50 or 100.
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
            | Self::DoubledBonus { points, .. }
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

    /// Duplicate scoring, doubles and redoubles included. The total is
    /// `contract-bridge`'s; the lines explain it.
    fn duplicate(contract: contract_bridge::Contract, tricks: u8, vulnerable: bool) -> Self {
        let total = contract.score(tricks, vulnerable);
        let bid = contract.bid;
        let needed = bid.level.get() + 6;
        let lines = if tricks < needed {
            vec![ScoreLine::Undertricks {
                count: needed - tricks,
                points: total,
            }]
        } else {
            let base = contract.contract_points();
            let over = tricks - needed;
            let mut lines = vec![ScoreLine::TrickPoints {
                tricks: bid.level.get(),
                points: base,
            }];
            let per_overtrick = match contract.penalty {
                Penalty::Undoubled => trick_value(bid.strain),
                Penalty::Doubled => {
                    if vulnerable {
                        200
                    } else {
                        100
                    }
                }
                Penalty::Redoubled => {
                    if vulnerable {
                        400
                    } else {
                        200
                    }
                }
            };
            if over > 0 {
                lines.push(ScoreLine::Overtricks {
                    count: over,
                    points: i32::from(over) * per_overtrick,
                });
            }
            match contract.penalty {
                Penalty::Undoubled => {}
                Penalty::Doubled => lines.push(ScoreLine::DoubledBonus {
                    penalty: Penalty::Doubled,
                    points: 50,
                }),
                Penalty::Redoubled => lines.push(ScoreLine::DoubledBonus {
                    penalty: Penalty::Redoubled,
                    points: 100,
                }),
            }
            lines.push(if base >= 100 {
                ScoreLine::GameBonus {
                    points: if vulnerable { 500 } else { 300 },
                }
            } else {
                ScoreLine::PartScoreBonus { points: 50 }
            });
            match bid.level.get() {
                6 => lines.push(ScoreLine::SlamBonus {
                    level: 6,
                    points: if vulnerable { 750 } else { 500 },
                }),
                7 => lines.push(ScoreLine::SlamBonus {
                    level: 7,
                    points: if vulnerable { 1500 } else { 1000 },
                }),
                _ => {}
            }
            lines
        };
        let score = Self::new(lines);
        debug_assert_eq!(
            score.total, total,
            "explanation must add up to contract-bridge's score"
        );
        Self { total, ..score }
    }
}

impl core::fmt::Display for Contract {
    /// English short form: "part score 3NT"-free notation used by the CLI and
    /// files: `part:NT`, `game:S` (MiniBridge), `3NT`, `4S` (HalfBridge) or
    /// `4S`, `3NTX`, `6HXX` (contract bridge).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let strain = |s: Strain| {
            if s.is_notrump() {
                "NT".to_string()
            } else {
                s.letter().to_string()
            }
        };
        match self {
            Self::Mini {
                goal: Goal::PartScore,
                strain: s,
            } => write!(f, "part:{}", strain(*s)),
            Self::Mini {
                goal: Goal::Game,
                strain: s,
            } => write!(f, "game:{}", strain(*s)),
            Self::Half(bid) => write!(f, "{}{}", bid.level.get(), strain(bid.strain)),
            Self::Auction(c) => {
                let x = match c.penalty {
                    Penalty::Undoubled => "",
                    Penalty::Doubled => "X",
                    Penalty::Redoubled => "XX",
                };
                write!(f, "{}{}{x}", c.bid.level.get(), strain(c.bid.strain))
            }
        }
    }
}

/// A text that names no contract of either game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "bad contract {0:?}: expected part:C|D|H|S|NT, game:C|D|H|S|NT, 1C..7NT, or a doubled 4SX or redoubled 4SXX"
)]
pub struct ParseContractError(pub String);

impl core::str::FromStr for Contract {
    type Err = ParseContractError;

    /// Reads `part:NT`, `game:S`, … or `3NT`, `4S`, `1C`, … (a HalfBridge
    /// contract: [`Contract::in_game`] makes it contract bridge's), or a
    /// doubled `3NTX` or redoubled `6HXX` (contract bridge).
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
        let (text, penalty) = if let Some(t) = s_up.strip_suffix("XX") {
            (t, Some(Penalty::Redoubled))
        } else if let Some(t) = s_up.strip_suffix('X') {
            (t, Some(Penalty::Doubled))
        } else {
            (s_up.as_str(), None)
        };
        let bid: Bid = text.parse().map_err(|_| bad())?;
        Ok(match penalty {
            Some(penalty) => Self::Auction(contract_bridge::Contract { bid, penalty }),
            None => Self::Half(bid),
        })
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
                assert_eq!(
                    defenders(mini(Goal::PartScore, s)),
                    part,
                    "part {s:?} def {def}"
                );
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
        assert_eq!(
            s.lines,
            vec![
                ScoreLine::TrickPoints {
                    tricks: 3,
                    points: 100
                },
                ScoreLine::PartScoreBonus { points: 50 }
            ]
        );
        // 2. NT game, 9 tricks: 40 + 2×30 + 300 = 400.
        assert_eq!(mb(mini(Goal::Game, Strain::Notrump), 9), 400);
        // 3. Spade game, 9 tricks: defeated, defenders 1 × 50.
        let s = mini(Goal::Game, Strain::Spades).score(9, false, Rules::MINIBRIDGE);
        assert_eq!(s.total, -50);
        assert_eq!(
            s.lines,
            vec![ScoreLine::Undertricks {
                count: 1,
                points: -50
            }]
        );
        // 4. Heart game, 11 tricks: 5 × 30 + 300 = 450.
        assert_eq!(mb(mini(Goal::Game, Strain::Hearts), 11), 450);
        // 5. Club part, 10 tricks: 4 × 20 + 50 = 130.
        assert_eq!(mb(mini(Goal::PartScore, Strain::Clubs), 10), 130);
    }

    #[test]
    fn japanese_help_undertrick_option() {
        let rules = Rules {
            undertrick: crate::rules::Undertrick::Hundred,
            ..Rules::MINIBRIDGE
        };
        assert_eq!(
            mini(Goal::Game, Strain::Spades)
                .score(8, false, rules)
                .total,
            -200
        );
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

    fn cb(s: &str, tricks: u8, vulnerable: bool) -> Score {
        let c = s.parse::<Contract>().unwrap().in_game(Rules::CONTRACT);
        assert!(c.fits(Rules::CONTRACT), "{s}");
        let score = c.score(tricks, vulnerable, Rules::CONTRACT);
        assert_eq!(
            score.lines.iter().map(|l| l.points()).sum::<i32>(),
            score.total,
            "{s} {tricks}"
        );
        score
    }

    /// 003's undertrick table, every row, at both vulnerabilities:
    /// undoubled 50/100 each; doubled first 100/200, second and third
    /// 200/300 each, subsequent 300/300 each; redoubled twice doubled.
    #[test]
    fn undertrick_table_doubled_and_redoubled() {
        // (undoubled each, doubled 1st, 2nd–3rd, 4th+) per vulnerability.
        for (vulnerable, each, first, second, subsequent) in
            [(false, 50, 100, 200, 300), (true, 100, 200, 300, 300)]
        {
            let mut doubled = 0;
            for down in 1..=13u8 {
                doubled += match down {
                    1 => first,
                    2 | 3 => second,
                    _ => subsequent,
                };
                let tricks = 13 - down;
                let undoubled = cb("7NT", tricks, vulnerable);
                assert_eq!(
                    undoubled.total,
                    -each * i32::from(down),
                    "7NT -{down} vul {vulnerable}"
                );
                let x = cb("7NTX", tricks, vulnerable);
                assert_eq!(x.total, -doubled, "7NTX -{down} vul {vulnerable}");
                assert_eq!(
                    x.lines,
                    vec![ScoreLine::Undertricks {
                        count: down,
                        points: -doubled
                    }]
                );
                assert_eq!(
                    cb("7NTXX", tricks, vulnerable).total,
                    -2 * doubled,
                    "7NTXX -{down} vul {vulnerable}"
                );
            }
        }
        // The rows as figures: down 1–4 doubled 100, 300, 500, 800 not
        // vulnerable; 200, 500, 800, 1100 vulnerable.
        let xs: Vec<i32> = (1..=4).map(|d| -cb("4SX", 10 - d, false).total).collect();
        assert_eq!(xs, [100, 300, 500, 800]);
        let xs: Vec<i32> = (1..=4).map(|d| -cb("4SX", 10 - d, true).total).collect();
        assert_eq!(xs, [200, 500, 800, 1100]);
        let xxs: Vec<i32> = (1..=4).map(|d| -cb("4SXX", 10 - d, true).total).collect();
        assert_eq!(xxs, [400, 1000, 1600, 2200]);
    }

    #[test]
    fn doubled_contracts_made_with_the_insult_and_overtricks() {
        // 1♣X just made: 40 + 50 for the insult + 50 part score.
        let s = cb("1CX", 7, false);
        assert_eq!(s.total, 140);
        assert_eq!(
            s.lines,
            vec![
                ScoreLine::TrickPoints {
                    tricks: 1,
                    points: 40
                },
                ScoreLine::DoubledBonus {
                    penalty: Penalty::Doubled,
                    points: 50
                },
                ScoreLine::PartScoreBonus { points: 50 },
            ]
        );
        // Doubling into game: 2♥X = 120 trick points, a game.
        assert_eq!(cb("2HX", 8, false).total, 120 + 50 + 300);
        assert_eq!(cb("2HX", 8, true).total, 120 + 50 + 500);
        // Doubled overtricks: 100/200 each; redoubled 200/400.
        assert_eq!(cb("1NTX", 8, false).total, 80 + 50 + 50 + 100);
        assert_eq!(cb("1NTX", 9, true).total, 80 + 50 + 50 + 400);
        assert_eq!(cb("1NTXX", 7, false).total, 160 + 100 + 300);
        assert_eq!(cb("1NTXX", 8, false).total, 160 + 100 + 300 + 200);
        assert_eq!(cb("1NTXX", 8, true).total, 160 + 100 + 500 + 400);
        let s = cb("4SX", 11, true);
        assert_eq!(s.total, 240 + 200 + 50 + 500);
        assert!(s.lines.contains(&ScoreLine::Overtricks {
            count: 1,
            points: 200
        }));
        // Undoubled overtricks at trick value.
        assert_eq!(cb("4S", 12, false).total, 120 + 60 + 300);
        assert_eq!(cb("3NT", 10, true).total, 630);
    }

    #[test]
    fn slam_bonuses_doubled_or_not() {
        assert_eq!(cb("6S", 12, false).total, 180 + 300 + 500);
        assert_eq!(cb("6S", 12, true).total, 180 + 500 + 750);
        assert_eq!(cb("7NT", 13, false).total, 220 + 300 + 1000);
        assert_eq!(cb("7NT", 13, true).total, 220 + 500 + 1500);
        assert_eq!(cb("6SX", 12, true).total, 360 + 50 + 500 + 750);
        assert_eq!(cb("7NTXX", 13, true).total, 880 + 100 + 500 + 1500);
        assert!(cb("6DX", 12, false).lines.contains(&ScoreLine::SlamBonus {
            level: 6,
            points: 500
        }));
    }

    #[test]
    fn contract_bridge_contracts_read_and_print() {
        for text in ["4S", "3NTX", "6HXX", "1C", "7NTXX"] {
            let c = text.parse::<Contract>().unwrap().in_game(Rules::CONTRACT);
            assert!(matches!(c, Contract::Auction(_)));
            assert_eq!(c.to_string(), text);
            assert_eq!(
                c.to_string()
                    .parse::<Contract>()
                    .unwrap()
                    .in_game(Rules::CONTRACT),
                c
            );
        }
        assert_eq!(
            "3ntx".parse::<Contract>().unwrap().penalty(),
            Penalty::Doubled
        );
        assert!("4SXXX".parse::<Contract>().is_err());
        assert!(Contract::all(Rules::CONTRACT).is_empty());
        assert!(
            !"4S".parse::<Contract>().unwrap().fits(Rules::CONTRACT),
            "a HalfBridge contract until in_game"
        );
        assert_eq!(
            "4S".parse::<Contract>().unwrap().in_game(Rules::HALFBRIDGE),
            Contract::Half(Bid::new(4, Strain::Spades))
        );
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
        assert_eq!(
            "game:X".parse::<Contract>(),
            Err(ParseContractError("game:X".into()))
        );
        assert!("8NT".parse::<Contract>().is_err());
        assert!("".parse::<Contract>().is_err());
    }
}
