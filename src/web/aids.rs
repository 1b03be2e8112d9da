//! The learning aids on the page: the review of a board, hints, undo,
//! claims (the person's and the computer declarer's), auto-play and
//! playing a board again. [`super::aid_state::AidState`] (below [`Game`],
//! which holds it) is what is shown; the intents are methods of [`Game`]
//! defined here, which the root component starts ([`Game::run_aids`]):
//! [`Game`] itself does not know them. Every computation is a worker's:
//! reviews and hints after the Closed Room ([`Game::ask_worker_for_review`]),
//! claims before it (`Work::Claim`); the rules are the engine's
//! ([`engine::team_match::aids`], [`engine::claim`], [`engine::review`]).

use super::aid_state::{ComputerClaim, HintShown, Part, ReviewShown};
use super::game::{Game, Scope};
use contract_bridge::Seat;
use engine::table::{Action, Phase, Table, TableRecord};
use engine::team_match::aids::Aid;
use i18n::{Msg, Phrase};
use leptos::prelude::*;
use std::time::Duration;
use thinking::protocol::{Request, Response};

fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// Whether the computer declarer's claim is due at `table`: the computer
/// declares, and its side is on lead at a new trick (not the first).
fn computer_claim_due(seating: engine::team_match::Seating, table: &Table) -> bool {
    let (Some(declarer), Some(seat)) = (table.declarer(), table.to_act()) else {
        return false;
    };
    let on_lead = table.current_trick().cards.is_empty() && !table.completed_tricks().is_empty();
    table.phase() == Phase::Play
        && !seating.person_plays(table, declarer)
        && on_lead
        && engine::review::same_side(seat, declarer)
}

impl Game {
    /// Sends `request` (a review part, a hint) to the pool as
    /// [`thinking::Work::Review`] (after the person's table); its answer
    /// goes to [`Game::on_aid_response`].
    pub fn ask_worker_for_review(self, request: Request) {
        self.ask(request, move |response| self.on_aid_response(response));
    }

    /// Sends a claim (the person's or the computer declarer's) to the pool
    /// as [`thinking::Work::Claim`]: the person's table waits on its answer,
    /// so it goes before the Closed Room and takes a worker from it if it
    /// must. Its answer goes to [`Game::on_aid_response`].
    fn ask_worker_for_claim(self, request: Request) {
        self.pool()
            .ask(thinking::Work::Claim, request, move |response| {
                self.on_aid_response(response);
            });
    }

    /// Whether the computer's card at `table` waits for its declarer's
    /// claim: one is due at this position and not answered yet (not asked
    /// yet, or awaited). `tracked` in an effect, which then runs again as
    /// the claim is asked and as it is answered.
    pub(super) fn claim_holds_card(self, table: &Table, tracked: bool) -> bool {
        let seating = self.settings.with_untracked(|s| s.seating);
        if !computer_claim_due(seating, table) {
            return false;
        }
        let record = table.record();
        let answered = |p: &Option<(u64, TableRecord)>| matches!(p, Some((0, r)) if *r == record);
        let answered = if tracked {
            self.aids.computer_claim_pending.with(answered)
        } else {
            self.aids.computer_claim_pending.with_untracked(answered)
        };
        !answered
    }

    /// Marks the computer declarer's claim `id` answered, if it is the one
    /// awaited; returns the record it was asked at.
    fn computer_claim_answered(self, id: u64) -> Option<TableRecord> {
        let (_, from) = self
            .aids
            .computer_claim_pending
            .get_untracked()
            .filter(|(p, _)| *p == id)?;
        self.aids
            .computer_claim_pending
            .set(Some((0, from.clone())));
        Some(from)
    }

    /// The table the person plays now (the practice table while one is in
    /// progress), untracked.
    fn persons_table_now(self) -> Option<Table> {
        self.team_match
            .with_untracked(|m| m.persons_table().cloned())
    }

    /// Opens the review of board `index`: asks the worker for its three
    /// parts, shown as each arrives.
    pub fn open_review(self, index: usize) {
        let Some((open, closed)) = self.team_match.with_untracked(|m| {
            m.boards
                .get(index)
                .map(|b| (b.open.record(), b.closed.record()))
        }) else {
            return;
        };
        let a = self.aids;
        let (deal_id, open_id, closed_id) = (a.id(), a.id(), a.id());
        let room = |t: &TableRecord, id: u64| {
            if t.contract.is_some() {
                Part::Waiting(id)
            } else {
                Part::Missing
            }
        };
        a.review.set(Some(ReviewShown {
            index,
            deal: Part::Waiting(deal_id),
            open: room(&open, open_id),
            closed: room(&closed, closed_id),
            started: now(),
            took: None,
        }));
        // Brought into view once drawn (it is below the table).
        set_timeout(
            || {
                if let Ok(Some(el)) = document().query_selector(".review") {
                    el.scroll_into_view();
                }
            },
            Duration::from_millis(50),
        );
        self.ask_worker_for_review(Request::ReviewBoard {
            id: deal_id,
            board: open.board,
            rules: open.rules,
            calls: open.calls.clone(),
        });
        if open.contract.is_some() {
            self.ask_worker_for_review(Request::ReviewRoom {
                id: open_id,
                record: open,
            });
        }
        if closed.contract.is_some() {
            self.ask_worker_for_review(Request::ReviewRoom {
                id: closed_id,
                record: closed,
            });
        }
    }

    /// Closes the review.
    pub fn close_review(self) {
        self.aids.review.set(None);
    }

    /// Whether the Hint button is offered now: the setting is on and it is
    /// the person's turn (not a call: the bidding box shows what each call
    /// would mean).
    pub fn hint_offered(self) -> bool {
        let (offered, seating) = self.settings.with(|s| (s.hints.offered(), s.seating));
        offered
            && self.team_match.with(|m| {
                m.persons_table()
                    .is_some_and(|t| seating.persons_turn(t) && t.phase() != Phase::Auction)
            })
    }

    /// Asks for the Standard player's choice for the person's seat, and
    /// marks the board.
    pub fn ask_hint(self) {
        if !self.hint_offered() {
            return;
        }
        let Some(table) = self.persons_table_now() else {
            return;
        };
        let Some(view) = engine::view::SeatView::of(&table) else {
            return;
        };
        let record = table.record();
        if self
            .aids
            .hint
            .with_untracked(|h| h.as_ref().is_some_and(|h| h.record == record))
        {
            return;
        }
        let base = self
            .team_match
            .with_untracked(|m| m.current().map_or(0, |b| b.open_seed()));
        let seed = engine::bot::decision_seed(base, &table);
        let id = self.aids.id();
        self.aids.hint.set(Some(HintShown {
            id,
            record,
            hint: None,
        }));
        self.team_match.update(|m| m.mark(Aid::Hint));
        self.ask_worker_for_review(Request::Hint { id, view, seed });
    }

    /// Whether Undo can be used now: the person has a decision to take
    /// back and no computer decision is awaited.
    pub fn undo_offered(self) -> bool {
        let seating = self.settings.with(|s| s.seating);
        let thinking = self.thinking.get();
        let pending = self.aids.claim_pending.with(Option::is_some);
        !thinking
            && !pending
            && self.team_match.with(|m| {
                m.persons_table().is_some_and(|t| {
                    (seating.persons_turn(t) || t.is_over())
                        && engine::team_match::aids::undo(t, seating).is_some()
                })
            })
    }

    /// Takes back the person's last decision and the computer's cards after
    /// it (the Closed Room is untouched), and marks the board.
    pub fn undo(self) {
        if !self.undo_offered() {
            return;
        }
        let seating = self.settings.with_untracked(|s| s.seating);
        let mut done = false;
        self.team_match.update(|m| done = m.undo(seating));
        if done {
            self.selected.set(None);
            self.show_last_trick.set(false);
            self.aids.hint.set(None);
            self.aids.claim_open.set(false);
            self.aids.computer_claim.set(None);
            self.aids.computer_claim_pending.set(None);
            self.aids.review.set(None);
        }
    }

    /// Whether the person may claim now: they declare, it is their turn in
    /// the play, and no claim is awaited.
    pub fn claim_offered(self) -> bool {
        let seating = self.settings.with(|s| s.seating);
        let pending = self.aids.claim_pending.with(Option::is_some);
        !pending
            && self.team_match.with(|m| {
                m.persons_table().is_some_and(|t| {
                    t.phase() == Phase::Play
                        && t.declarer().is_some_and(|d| seating.person_plays(t, d))
                        && seating.persons_turn(t)
                })
            })
    }

    /// Claims `tricks` of the remaining tricks; the worker judges it.
    pub fn claim(self, tricks: u8) {
        if !self.claim_offered() {
            return;
        }
        let Some(table) = self.persons_table_now() else {
            return;
        };
        let record = table.record();
        let id = self.aids.id();
        self.aids.claim_open.set(false);
        self.aids.claim_pending.set(Some((id, record.clone())));
        self.ask_worker_for_claim(Request::Claim { id, record, tricks });
    }

    /// Plays board `index` again from its deal, as practice.
    pub fn play_again(self, index: usize) {
        let mut started = false;
        self.team_match.update(|m| started = m.play_again(index));
        if started {
            self.revealed.set(4);
            self.live.set(String::new());
            self.selected.set(None);
            self.show_last_trick.set(false);
            self.opened_board.set(None);
            self.aids.review.set(None);
            self.aids.hint.set(None);
            self.aids.computer_claim.set(None);
            self.aids.computer_claim_pending.set(None);
        }
    }

    /// Replaces the person's table by `record` if it still stands at
    /// `from` (it did not move on meanwhile). Returns whether it did.
    fn finish_from(self, from: &TableRecord, record: &TableRecord) -> bool {
        let Ok(done) = Table::replay(record) else {
            return false;
        };
        let mut replaced = false;
        self.team_match.update(|m| {
            if let Some(t) = m.persons_table_mut()
                && &t.record() == from
            {
                *t = done;
                replaced = true;
            }
        });
        replaced
    }

    /// An answer of the review worker.
    pub fn on_aid_response(self, response: Response) {
        let a = self.aids;
        let lang = self.lang();
        match response {
            Response::BoardReviewed { id, review } => self.review_part(|r| {
                if r.deal == Part::Waiting(id) {
                    r.deal = Part::Ready(review);
                }
            }),
            Response::RoomReviewed { id, review } => self.review_part(|r| {
                if r.open == Part::Waiting(id) {
                    r.open = Part::Ready(review);
                } else if r.closed == Part::Waiting(id) {
                    r.closed = Part::Ready(review);
                }
            }),
            Response::Hinted { id, hint } => a.hint.update(|h| {
                if let Some(h) = h.as_mut()
                    && h.id == id
                {
                    h.hint = Some(hint);
                }
            }),
            Response::Claimed { id, record } => {
                if let Some((pending, from)) =
                    a.claim_pending.get_untracked().filter(|(p, _)| *p == id)
                {
                    let _ = pending;
                    a.claim_pending.set(None);
                    let claimed = engine::review::tricks_left(
                        &Table::replay(&from)
                            .unwrap_or_else(|_| Table::new(from.board, from.rules)),
                    );
                    if self.finish_from(&from, &record) {
                        self.team_match.update(|m| m.mark(Aid::Claim));
                        self.live.set(lang.say(Phrase::ClaimAccepted { claimed }));
                    }
                } else if let Some(from) = self.computer_claim_answered(id) {
                    let Ok(at) = Table::replay(&from) else { return };
                    let (Some(declarer), tricks) =
                        (at.declarer(), engine::review::tricks_left(&at))
                    else {
                        return;
                    };
                    let hands = Seat::ALL.map(|s| at.hand(s));
                    if self.finish_from(&from, &record) {
                        let seat = lang.seat(declarer);
                        self.notify(Scope::Match, move |lang| {
                            lang.say(Phrase::ComputerClaims { seat, tricks })
                        });
                        a.computer_claim.set(Some(ComputerClaim {
                            declarer,
                            tricks,
                            hands,
                        }));
                    }
                }
            }
            Response::ClaimRefused { id, reason } => {
                if a.claim_pending
                    .get_untracked()
                    .is_some_and(|(p, _)| p == id)
                {
                    a.claim_pending.set(None);
                    self.notify(Scope::Match, move |lang| match reason {
                        engine::claim::ClaimRefusal::NotInPlay => lang.say(Phrase::ClaimNotInPlay),
                        engine::claim::ClaimRefusal::MoreThanRemain { claimed, remaining } => {
                            lang.say(Phrase::ClaimTooMany { claimed, remaining })
                        }
                        engine::claim::ClaimRefusal::DefenceHolds { claimed, at_most } => {
                            lang.say(Phrase::ClaimDefenceHolds { claimed, at_most })
                        }
                    });
                } else {
                    self.computer_claim_answered(id);
                }
            }
            Response::Failed { id, message } => {
                let mine = a
                    .claim_pending
                    .get_untracked()
                    .is_some_and(|(p, _)| p == id)
                    || a.hint
                        .with_untracked(|h| h.as_ref().is_some_and(|h| h.id == id))
                    || a.review.with_untracked(|r| {
                        r.as_ref().is_some_and(|r| {
                            [&r.open, &r.closed]
                                .iter()
                                .any(|p| **p == Part::Waiting(id))
                        })
                    });
                if a.claim_pending
                    .get_untracked()
                    .is_some_and(|(p, _)| p == id)
                {
                    a.claim_pending.set(None);
                }
                self.computer_claim_answered(id);
                self.review_part(|r| {
                    for p in [&mut r.open, &mut r.closed] {
                        if *p == Part::Waiting(id) {
                            *p = Part::Missing;
                        }
                    }
                });
                if mine {
                    let message = message.clone();
                    self.notify(Scope::Match, move |lang| {
                        format!("{} ({message})", lang.t(Msg::ComputerProblem))
                    });
                }
            }
            Response::Decision { .. }
            | Response::RoomProgress { .. }
            | Response::RoomDone { .. }
            | Response::Solved { .. }
            | Response::Layouts { .. }
            | Response::GbridgeDecision { .. } => {}
        }
    }

    fn review_part(self, f: impl FnOnce(&mut ReviewShown)) {
        self.aids.review.update(|r| {
            if let Some(r) = r.as_mut() {
                f(r);
                if r.took.is_none() && r.complete() {
                    r.took = Some(now() - r.started);
                }
            }
        });
    }

    /// The aids' effects: auto-play of the only legal card, the computer
    /// declarer's claim, and a hint that went stale. Called once from
    /// [`Game::run`].
    pub fn run_aids(self) {
        // Auto-play: the person's only legal card, played by itself.
        Effect::new(move || {
            let (auto, seating) = self.settings.with(|s| (s.auto_play, s.seating));
            let Some(table) = self.team_match.with(|m| m.persons_table().cloned()) else {
                return;
            };
            if !auto || table.phase() != Phase::Play || !seating.persons_turn(&table) {
                return;
            }
            let Some(seat) = table.to_act() else { return };
            let legal = table.legal_cards(seat);
            if legal.len() != 1 {
                return;
            }
            let Some(card) = legal.iter().next() else {
                return;
            };
            let record = table.record();
            set_timeout(
                move || {
                    if self
                        .persons_table_now()
                        .is_some_and(|t| t.record() == record)
                    {
                        self.act(Action::Play(card));
                    }
                },
                Duration::from_millis(450),
            );
        });
        // The computer declarer claims when every remaining trick is
        // certain: asked when its side is on lead at a new trick, once a
        // position. Its card there waits until the claim is asked and
        // answered (`Game::claim_holds_card`, read by the computer's turn
        // in `Game::run` and `Game::ask_for_table`), so a claim is never
        // overtaken by its own side's card, whichever effect runs first.
        Effect::new(move || {
            let seating = self.settings.with(|s| s.seating);
            let Some(table) = self.team_match.with(|m| m.persons_table().cloned()) else {
                return;
            };
            if !computer_claim_due(seating, &table) {
                return;
            }
            let record = table.record();
            // Asked once a position: not again when the effect runs for
            // another reason (a setting) at the same record. An answer
            // still out for an older position (an undo) is let go.
            if self
                .aids
                .computer_claim_pending
                .with_untracked(|p| p.as_ref().is_some_and(|(_, r)| *r == record))
            {
                return;
            }
            let tricks = engine::review::tricks_left(&table);
            let id = self.aids.id();
            self.aids
                .computer_claim_pending
                .set(Some((id, record.clone())));
            self.ask_worker_for_claim(Request::Claim { id, record, tricks });
        });
        // A new board or a new table clears what was shown for the old.
        Effect::new(move || {
            let record = self
                .team_match
                .with(|m| m.persons_table().map(Table::record));
            let stale = self.aids.hint.with_untracked(|h| {
                h.as_ref()
                    .is_some_and(|h| Some(&h.record) != record.as_ref())
            });
            if stale {
                self.aids.hint.set(None);
            }
            if record.as_ref().is_some_and(|r| r.plays.is_empty()) {
                self.aids.computer_claim.set(None);
            }
        });
        // The keys: H for a hint, U to undo (not while typing).
        let listener =
            window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
                if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
                    return;
                }
                let typing = document().active_element().is_some_and(|el| {
                    let tag = el.tag_name().to_ascii_lowercase();
                    matches!(tag.as_str(), "input" | "textarea" | "select")
                });
                if typing {
                    return;
                }
                match ev.key().to_ascii_lowercase().as_str() {
                    "h" => self.ask_hint(),
                    "u" => self.undo(),
                    _ => {}
                }
            });
        std::mem::forget(listener);
    }
}
