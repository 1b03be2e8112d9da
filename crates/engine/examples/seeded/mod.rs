//! What the examples measure on: the decisions of the contract and the first
//! tricks of seeded MiniBridge boards, played on by the example's own
//! choices. Shared by the examples as `#[path = "seeded/mod.rs"] mod seeded;`
//! (a folder without `main.rs` is not an example of its own).

use engine::board::Board;
use engine::bot;
use engine::rules::Rules;
use engine::table::{Action, Table};
use engine::view::SeatView;

/// Plays `boards` boards of seeds `after + 1, after + 2, …` (thrown-in deals
/// skipped, not counted) up to trick `max_trick`: every decision is
/// `choose(view, board seed, decision seed)`, played once made legal
/// ([`bot::settle`]).
pub fn play_first_tricks(
    boards: usize,
    max_trick: usize,
    after: u64,
    mut choose: impl FnMut(&SeatView, u64, u64) -> Option<Action>,
) {
    let (mut seed, mut played) = (after, 0usize);
    while played < boards {
        seed += 1;
        let mut t = Table::new(
            Board::from_seed((seed % 16) as u8 + 1, seed),
            Rules::MINIBRIDGE,
        );
        if t.declarer().is_none() {
            continue;
        }
        played += 1;
        while let Some(view) = SeatView::of(&t) {
            if view.contract.is_some() && view.tricks.len() + 1 > max_trick {
                break;
            }
            let chosen = choose(&view, seed, bot::decision_seed(seed, &t));
            let Some(action) = bot::settle(&view, chosen) else {
                break;
            };
            let seat = if matches!(action, Action::Contract(_)) {
                view.me
            } else {
                view.acting
            };
            if t.act(seat, action).is_err() {
                break;
            }
        }
    }
}
