//! Hints: the Standard player's choice for the person's seat, with the
//! figures behind it ([`hint`]), for the page's "Hint" button.
//!
//! The choice is [`crate::bot::decide`] at [`Level::Standard`] with the
//! decision's seed, so it is the card or contract the Standard player would
//! choose in that seat. The figures are the Monte Carlo's own
//! ([`montecarlo::card_values`], [`montecarlo::contract_values`]), over the
//! same layouts (same seed and budget).

use crate::bot::{self, Level, montecarlo};
use crate::contract::Contract;
use crate::table::Action;
use crate::view::SeatView;
use contract_bridge::Card;
use serde::{Deserialize, Serialize};

/// What one card did over the layouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardFigure {
    /// The card.
    pub card: Card,
    /// Layouts in which the acting side reaches its goal with it (makes
    /// the contract as declarer, beats it as a defender).
    pub makes: u32,
    /// Average tricks for the acting side from the current trick on, in
    /// tenths.
    pub tenths: u32,
}

/// What one contract would score on average over the layouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContractFigure {
    /// The contract.
    pub contract: Contract,
    /// The declaring side's average score, rounded.
    pub score: i32,
}

/// The Standard player's choice for a seat and the figures behind it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hint {
    /// A card to play.
    Card {
        /// The card the Standard player plays.
        choice: Card,
        /// Whether the acting side declares (the goal is making the
        /// contract) or defends (beating it).
        declaring: bool,
        /// Layouts solved.
        layouts: u32,
        /// The figures of the legal cards: the choice first, then the
        /// others, the most successful first.
        figures: Vec<CardFigure>,
    },
    /// A contract to name.
    Contract {
        /// The contract the Standard player names.
        choice: Contract,
        /// The candidates' average scores, best first.
        figures: Vec<ContractFigure>,
    },
}

impl Hint {
    /// The action the hint recommends.
    #[must_use]
    pub const fn action(&self) -> Action {
        match self {
            Self::Card { choice, .. } => Action::Play(*choice),
            Self::Contract { choice, .. } => Action::Contract(*choice),
        }
    }
}

/// The hint for the player whose view this is, with `seed` (the
/// decision's seed). `None` when the view offers nothing to decide.
#[must_use]
pub fn hint(view: &SeatView, seed: u64) -> Option<Hint> {
    let budget = Level::Standard.budget()?;
    if view.in_auction() {
        // A call's hint (the system's call and what it shows) is the
        // bidding box's, not the Monte Carlo's.
        return None;
    }
    let action = bot::decide(view, Level::Standard, seed)?;
    Some(match action {
        Action::Contract(choice) => {
            let mut figures: Vec<ContractFigure> = montecarlo::contract_values(view, budget, seed)
                .into_iter()
                .map(|(contract, value)| ContractFigure {
                    contract,
                    score: value.round() as i32,
                })
                .collect();
            if let Some(i) = figures.iter().position(|f| f.contract == choice) {
                let chosen = figures.remove(i);
                figures.insert(0, chosen);
            }
            Hint::Contract { choice, figures }
        }
        Action::Call(_) => return None,
        Action::Play(choice) => {
            let analysis = montecarlo::card_values(view, budget, seed);
            let mut figures: Vec<CardFigure> = analysis
                .values
                .iter()
                .map(|v| CardFigure {
                    card: v.card,
                    makes: v.makes as u32,
                    tenths: (v.tricks * 10.0).round() as u32,
                })
                .collect();
            figures.sort_by_key(|f| {
                (
                    f.card != choice,
                    core::cmp::Reverse(f.makes),
                    core::cmp::Reverse(f.tenths),
                )
            });
            let declaring = view.acting == view.declarer || view.acting == view.dummy_seat();
            Hint::Card {
                choice,
                declaring,
                layouts: analysis.layouts as u32,
                figures,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::big_stack;
    use crate::board::Board;
    use crate::rules::Rules;
    use crate::table::Table;

    #[test]
    fn a_hint_is_the_standard_choice_and_legal() {
        big_stack(|| {
            let mut t = Table::new(Board::from_seed(4, 17), Rules::MINIBRIDGE);
            assert!(t.declarer().is_some(), "seed 17 is not thrown in");
            let view = SeatView::of(&t).unwrap();
            let h = hint(&view, 5).unwrap();
            assert_eq!(Some(h.action()), bot::decide(&view, Level::Standard, 5));
            let Hint::Contract { choice, figures } = &h else {
                panic!("{h:?}")
            };
            assert_eq!(figures[0].contract, *choice);
            t.act_in_turn(h.action()).unwrap();
            for _ in 0..3 {
                bot::step(&mut t, Level::Beginner, 1);
            }
            let view = SeatView::of(&t).unwrap();
            let h = hint(&view, 9).unwrap();
            let Hint::Card {
                choice,
                layouts,
                figures,
                ..
            } = &h
            else {
                panic!("{h:?}")
            };
            assert!(view.legal.contains(*choice));
            assert_eq!(figures[0].card, *choice);
            assert_eq!(figures.len(), view.legal.len());
            assert!(
                figures
                    .iter()
                    .all(|f| f.makes <= *layouts && view.legal.contains(f.card))
            );
        });
    }
}
