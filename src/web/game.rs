//! [`Game`]: the page's state, lifted to the top and shared by context, and
//! the intents the components forward to it.
//!
//! It holds no rules: every change goes through the engine ([`Table::act`],
//! [`TeamMatch::start_next`]); computer decisions come from the workers.

use super::storage;
use super::worker;
use crate::board::fresh_seed;
use crate::bot::Level;
use crate::i18n::{Lang, Msg, Phrase};
use crate::protocol::{Refusal, Request, Response};
use crate::saved::{Loaded, Saved};
use crate::settings::Settings;
use crate::table::{Action, Phase, Table};
use crate::team_match::TeamMatch;
use crate::view::SeatView;
use contract_bridge::{Card, Seat};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;

/// Pause before a computer card, so the person can follow the play.
const COMPUTER_PACE: Duration = Duration::from_millis(450);
/// Pause between two HCP announcements.
const ANNOUNCE_PACE: Duration = Duration::from_millis(500);
/// At the Standard level the table waits at most this long for a computer
/// decision: then a stand-in worker answers at the Beginner level (in a few
/// milliseconds) and the busy worker is let go. Standard's p95 in Chromium
/// is well under it; a rare opening lead whose layouts are slow to solve is
/// what it is for (a `pons-dds` search cannot be interrupted).
const PATIENCE: Duration = Duration::from_millis(900);
/// Notices shown at once, at most.
const MAX_NOTICES: usize = 4;
/// A worker silent this long is taken for dead and restarted.
/// (Expert's slowest decisions take a few seconds; every card resets it.)
const WATCHDOG: Duration = Duration::from_secs(15);

/// The page's state. `Copy`: signals are handles.
#[derive(Clone, Copy)]
pub struct Game {
    /// The match, both rooms of every board.
    pub team_match: RwSignal<TeamMatch>,
    /// The person's settings.
    pub settings: RwSignal<Settings>,
    /// How many of the current board's announcements are shown.
    pub revealed: RwSignal<usize>,
    /// The text of the live region (each card played).
    pub live: RwSignal<String>,
    /// Short notices (restarted worker, unreadable store, bad file,
    /// thrown-in deal…), oldest first; each stays until it is closed, so
    /// one never hides another.
    pub notices: RwSignal<Vec<String>>,
    /// The card selected in two-step play.
    pub selected: RwSignal<Option<Card>>,
    /// Whether the last trick is shown in place of the current one.
    pub show_last_trick: RwSignal<bool>,
    /// Whether a computer decision is awaited at the person's table.
    pub thinking: RwSignal<bool>,
    /// Whether the settings panel is open.
    pub settings_open: RwSignal<bool>,
    /// The board whose comparison is open from the scorecard.
    pub opened_board: RwSignal<Option<usize>>,
    /// Whether a match replaced by a file or a link is kept aside.
    pub previous: RwSignal<bool>,
    /// The learning aids' state: review, hint, claim ([`super::aids`]).
    pub aids: super::aids::AidState,
    workers: StoredValue<Rc<Workers>, LocalStorage>,
}

/// The workers and what each is doing.
struct Workers {
    open: RefCell<Option<worker::Bridge>>,
    closed: RefCell<Option<worker::Bridge>>,
    /// The stand-in for the open worker when it is slow ([`PATIENCE`]):
    /// asked only at the Beginner level, so it never holds a solver.
    stand_in: RefCell<Option<worker::Bridge>>,
    /// The worker of the review, hints and claims ([`Game::ask_worker_for_review`]).
    review: RefCell<Option<worker::Bridge>>,
    next_id: Cell<u64>,
    /// The decision awaited from the open worker: request id.
    open_pending: Cell<Option<u64>>,
    /// The room awaited from the closed worker: request id and board index.
    closed_running: Cell<Option<(u64, usize)>>,
    /// Bumped on every awaited answer of each worker (open, closed); the
    /// watchdog compares.
    heartbeat: [Cell<u64>; 2],
    /// Restarts of each worker since its last finished piece of work; after
    /// two, it is asked again at the Beginner level, which cannot hang.
    restarts: [Cell<u32>; 2],
}

impl Game {
    /// Loads the saved game (or starts one) and the workers.
    #[must_use]
    pub fn new() -> Self {
        let (saved, notice) = match storage::load() {
            Loaded::Good(saved) => (saved, None),
            Loaded::Empty => (Saved { settings: initial_settings(), team_match: TeamMatch::new(Default::default(), Default::default()) }, None),
            Loaded::Damaged { settings, reason } => {
                storage::keep_unreadable();
                let settings = settings.unwrap_or_else(initial_settings);
                let lang = settings.lang;
                (
                    Saved { team_match: TeamMatch::new(settings.rules, settings.match_length), settings },
                    Some(format!("{} ({reason})", lang.t(Msg::StorageProblem))),
                )
            }
        };
        let resumed = !saved.team_match.boards.is_empty();
        let game = Self {
            team_match: RwSignal::new(saved.team_match),
            settings: RwSignal::new(saved.settings),
            revealed: RwSignal::new(if resumed { 4 } else { 0 }),
            live: RwSignal::new(String::new()),
            notices: RwSignal::new(notice.into_iter().collect()),
            selected: RwSignal::new(None),
            show_last_trick: RwSignal::new(false),
            thinking: RwSignal::new(false),
            settings_open: RwSignal::new(false),
            opened_board: RwSignal::new(None),
            aids: super::aids::AidState::new(),
            workers: StoredValue::new_local(Rc::new(Workers {
                open: RefCell::new(None),
                closed: RefCell::new(None),
                stand_in: RefCell::new(None),
                review: RefCell::new(None),
                next_id: Cell::new(1),
                open_pending: Cell::new(None),
                closed_running: Cell::new(None),
                heartbeat: [Cell::new(0), Cell::new(0)],
                restarts: [Cell::new(0), Cell::new(0)],
            })),
            previous: RwSignal::new(storage::has_previous()),
        };
        // A deal link in the address opens first; then, if nothing is to
        // be played, a board is dealt.
        game.open_link_in_address();
        if game.team_match.with_untracked(|m| m.boards.is_empty()) {
            game.start_next_board();
        }
        game
    }

    /// Opens a deal link found in the address (`#d=…`), once: it is then
    /// taken out of the address so a reload resumes the game instead.
    pub fn open_link_in_address(self) {
        let hash = window().location().hash().unwrap_or_default();
        if !hash.starts_with("#d=") {
            return;
        }
        self.open_link(&hash);
        if let Ok(history) = window().history() {
            let path = window().location().pathname().unwrap_or_else(|_| "/".into());
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
        }
    }

    /// Starts the effects that save, drive the computer and run the Closed
    /// Room. Called once from the root component.
    pub fn run(self) {
        // A link pasted into the address of the open page.
        let listener = window_event_listener(leptos::ev::hashchange, move |_| self.open_link_in_address());
        std::mem::forget(listener);
        // Save every change.
        Effect::new(move || {
            let saved = Saved { settings: self.settings.get(), team_match: self.team_match.get() };
            storage::save(&saved);
        });
        // The page's language.
        Effect::new(move || {
            let lang = self.settings.with(|s| s.lang);
            if let Some(el) = document().document_element() {
                let _ = el.set_attribute("lang", lang.code());
            }
        });
        // Announcements one by one.
        Effect::new(move || {
            let shown = self.revealed.get();
            if shown < 4 {
                set_timeout(move || self.revealed.update(|r| *r = (*r + 1).min(4)), ANNOUNCE_PACE);
            }
        });
        // The computer's turn at the person's table.
        Effect::new(move || {
            let due = self.team_match.with(|m| m.persons_table().cloned());
            let seating = self.settings.with(|s| s.seating);
            let revealed = self.revealed.get() >= 4;
            let Some(table) = due else { return };
            if !revealed || seating.persons_turn(&table) || table.to_act().is_none() {
                return;
            }
            self.ask_open_worker(&table);
        });
        // The Closed Room.
        Effect::new(move || {
            let level = self.settings.with(|s| s.level);
            // The first board whose Closed Room is unfinished (the person may
            // have gone on to the next board before it was done).
            let todo = self.team_match.with(|m| {
                let index = m.next_closed_room()?;
                let b = &m.boards[index];
                Some((index, b.closed.record(), b.closed_seed()))
            });
            if let Some((index, record, seed)) = todo {
                self.run_closed_room(index, record, level, seed);
            }
        });
        self.run_aids();
    }

    /// Sends `request` (a review part, a hint, a claim) to the review
    /// worker, started on first use; its answers go to
    /// [`Game::on_aid_response`].
    pub fn ask_worker_for_review(self, request: Request) {
        let w = self.workers();
        if w.review.borrow().is_none() {
            let game = self;
            *w.review.borrow_mut() = Some(worker::spawn("review", move |response| match response {
                Ok(response) => game.on_aid_response(response),
                Err(refusal) => game.refused(&refusal),
            }));
        }
        if let Some(bridge) = w.review.borrow().as_ref() {
            bridge.send(request);
        }
    }

    fn workers(self) -> Rc<Workers> {
        self.workers.get_value()
    }

    /// Shows a notice under the ones already shown; the same text twice in
    /// a row is shown once, and past [`MAX_NOTICES`] the oldest goes.
    pub fn notify(self, text: String) {
        self.notices.update(|n| {
            if n.last() != Some(&text) {
                n.push(text);
            }
            if n.len() > MAX_NOTICES {
                n.remove(0);
            }
        });
    }

    /// The page's language now (untracked).
    pub fn lang(self) -> Lang {
        self.settings.with_untracked(|s| s.lang)
    }

    fn next_id(self) -> u64 {
        let w = self.workers();
        let id = w.next_id.get();
        w.next_id.set(id + 1);
        id
    }

    fn bridge(self, closed: bool) {
        let w = self.workers();
        if closed {
            self.start_worker(&w.closed, "closed", true);
        } else {
            self.start_worker(&w.open, "open", false);
        }
    }

    /// Starts the worker `role` in `slot` unless one is there; its answers
    /// are handled as the closed worker's when `closed`, else as the open
    /// one's.
    fn start_worker(self, slot: &RefCell<Option<worker::Bridge>>, role: &str, closed: bool) {
        if slot.borrow().is_none() {
            let game = self;
            *slot.borrow_mut() = Some(worker::spawn(role, move |response| game.on_response(closed, response)));
        }
    }

    fn send(self, closed: bool, request: Request) {
        self.bridge(closed);
        let w = self.workers();
        let slot = if closed { &w.closed } else { &w.open };
        if let Some(bridge) = slot.borrow().as_ref() {
            bridge.send(request);
        }
        self.arm_watchdog(closed);
    }

    /// Restarts a worker that stopped answering and sends its work again.
    fn arm_watchdog(self, closed: bool) {
        let beat = self.workers().heartbeat[usize::from(closed)].get();
        set_timeout(
            move || {
                let w = self.workers();
                let waiting = if closed { w.closed_running.get().is_some() } else { w.open_pending.get().is_some() };
                if waiting && w.heartbeat[usize::from(closed)].get() == beat {
                    self.restart_worker(closed);
                }
            },
            WATCHDOG,
        );
    }

    fn restart_worker(self, closed: bool) {
        let w = self.workers();
        let slot = if closed { &w.closed } else { &w.open };
        // Dropping the bridge asks the old worker to close; a new one starts
        // on the next request.
        slot.borrow_mut().take();
        if !closed {
            w.stand_in.borrow_mut().take();
        }
        let restarts = &w.restarts[usize::from(closed)];
        restarts.set(restarts.get().saturating_add(1));
        if closed {
            w.closed_running.set(None);
        } else {
            w.open_pending.set(None);
            self.thinking.set(false);
        }
        self.notify(self.lang().t(Msg::WorkerRestarted).to_string());
        // Touch the match so the effects re-issue the work from the moves so far.
        self.team_match.update(|_| {});
    }

    fn ask_open_worker(self, table: &Table) {
        let w = self.workers();
        if w.open_pending.get().is_some() {
            return;
        }
        let Some(view) = SeatView::of(table) else { return };
        let id = self.next_id();
        w.open_pending.set(Some(id));
        self.thinking.set(true);
        let level = self.level_for(false);
        let seed = self.team_match.with_untracked(|m| m.current().map_or(0, |b| b.open_seed()));
        let seed = crate::bot::decision_seed(seed, table);
        let delay = if table.phase() == Phase::Play { COMPUTER_PACE } else { ANNOUNCE_PACE };
        set_timeout(
            move || {
                // Not if the match was replaced meanwhile.
                if self.workers().open_pending.get() == Some(id) {
                    self.send(false, Request::Decide { id, view: view.clone(), level, seed });
                    if level == Level::Standard {
                        self.arm_patience(id, view, seed);
                    }
                }
            },
            delay,
        );
    }

    /// If decision `id` is still awaited after [`PATIENCE`], the stand-in
    /// answers it at the Beginner level (whichever answer comes first is
    /// played; the other is ignored), and the busy open worker is let go: it
    /// closes when its search ends, and a fresh one starts at once for the
    /// next decision, so no later card waits behind that search.
    fn arm_patience(self, id: u64, view: SeatView, seed: u64) {
        // Started ahead, so that it is ready when it is needed.
        self.start_worker(&self.workers().stand_in, "stand-in", false);
        set_timeout(
            move || {
                let w = self.workers();
                if w.open_pending.get() != Some(id) {
                    return;
                }
                if let Some(bridge) = w.stand_in.borrow().as_ref() {
                    bridge.send(Request::Decide { id, view, level: Level::Beginner, seed });
                }
                w.open.borrow_mut().take();
                self.bridge(false);
            },
            PATIENCE,
        );
    }

    /// The level to ask a worker for: the person's, unless that worker was
    /// restarted twice on this piece of work.
    fn level_for(self, closed: bool) -> Level {
        if self.workers().restarts[usize::from(closed)].get() >= 2 {
            Level::Beginner
        } else {
            self.settings.with_untracked(|s| s.level)
        }
    }

    fn run_closed_room(self, index: usize, record: crate::table::TableRecord, level: Level, seed: u64) {
        let w = self.workers();
        if w.closed_running.get().is_some_and(|(_, i)| i == index) {
            return;
        }
        let id = self.next_id();
        w.closed_running.set(Some((id, index)));
        let level = if w.restarts[1].get() >= 2 { Level::Beginner } else { level };
        self.send(true, Request::PlayRoom { id, record, level, seed });
    }

    fn on_response(self, closed: bool, response: Result<Response, Refusal>) {
        let response = match response {
            Ok(response) => response,
            Err(refusal) => return self.refused(&refusal),
        };
        let w = self.workers();
        // Only an awaited answer shows the worker alive.
        let awaited = match &response {
            Response::Decision { id, .. } => w.open_pending.get() == Some(*id),
            Response::RoomProgress { id, .. } | Response::RoomDone { id, .. } => {
                w.closed_running.get().is_some_and(|(running, _)| running == *id)
            }
            Response::Failed { id, .. } => {
                if closed { w.closed_running.get().is_some_and(|(r, _)| r == *id) } else { w.open_pending.get() == Some(*id) }
            }
            Response::Solved { .. } | Response::Layouts { .. } => false,
            // The review and claims are not asked for here yet.
            Response::BoardReviewed { .. }
            | Response::RoomReviewed { .. }
            | Response::Claimed { .. }
            | Response::ClaimRefused { .. }
            | Response::Hinted { .. } => false,
            // The GBridge page has its own workers.
            Response::GbridgeDecision { .. } | Response::GbridgeRoundPlayed { .. } => false,
        };
        if !awaited {
            return;
        }
        let beat = &w.heartbeat[usize::from(closed)];
        beat.set(beat.get() + 1);
        match response {
            Response::Decision { action, .. } => {
                w.restarts[0].set(0);
                w.open_pending.set(None);
                self.thinking.set(false);
                self.apply_computer(action);
            }
            Response::RoomProgress { record, .. } | Response::RoomDone { record, .. } => {
                let Some((_, index)) = w.closed_running.get() else { return };
                let Ok(table) = Table::replay(&record) else { return };
                let done = table.to_act().is_none();
                if done {
                    w.closed_running.set(None);
                    w.restarts[1].set(0);
                }
                self.team_match.update(|m| {
                    if let Some(b) = m.boards.get_mut(index) {
                        if b.closed.board() == table.board() {
                            b.closed = table;
                        }
                    }
                });
                if !done {
                    self.arm_watchdog(true);
                }
            }
            // Only the benchmark page asks for double-dummy solving; no
            // share of layouts is asked for yet.
            Response::Solved { .. }
            | Response::Layouts { .. }
            | Response::BoardReviewed { .. }
            | Response::RoomReviewed { .. }
            | Response::Claimed { .. }
            | Response::ClaimRefused { .. }
            | Response::Hinted { .. }
            | Response::GbridgeDecision { .. }
            | Response::GbridgeRoundPlayed { .. } => {}
            Response::Failed { message, .. } => {
                if closed {
                    w.closed_running.set(None);
                } else {
                    w.open_pending.set(None);
                    self.thinking.set(false);
                }
                self.notify(format!("{} ({message})", self.lang().t(Msg::ComputerProblem)));
                // Ask again shortly (at the Beginner level after two tries).
                let restarts = &w.restarts[usize::from(closed)];
                restarts.set(restarts.get().saturating_add(1));
                set_timeout(move || self.team_match.update(|_| {}), Duration::from_secs(2));
            }
        }
    }

    /// A worker's answer was refused: a worker of another build (the
    /// browser kept an old one) is told to the person, who reloads; the
    /// watchdog restarts it meanwhile, from this build's address.
    fn refused(self, refusal: &Refusal) {
        let lang = self.lang();
        self.notify(match refusal {
            Refusal::OtherBuild { .. } => lang.t(Msg::OtherBuild).to_string(),
            Refusal::Unreadable { .. } => format!("{} ({refusal})", lang.t(Msg::ComputerProblem)),
        });
    }

    fn apply_computer(self, action: Action) {
        let Some(table) = self.team_match.with_untracked(|m| m.persons_table().cloned()) else { return };
        let seating = self.settings.with_untracked(|s| s.seating);
        if seating.persons_turn(&table) {
            return;
        }
        self.act(action);
    }

    /// Does `action` for the seat whose turn it is at the person's table
    /// ([`Table::act_in_turn`]), and announces it in the live region.
    pub fn act(self, action: Action) {
        let lang = self.lang();
        let mut said = None;
        self.team_match.update(|m| {
            if let Some(table) = m.persons_table_mut() {
                if let Ok(seat) = table.act_in_turn(action) {
                    said = Some(match action {
                        Action::Play(card) => lang.plays(seat, card),
                        Action::Contract(c) => lang.declares(seat, c),
                    });
                }
            }
        });
        if let Some(text) = said {
            self.live.set(text);
            self.selected.set(None);
            self.show_last_trick.set(false);
        }
    }

    /// The person taps a card of hand `seat`.
    pub fn tap_card(self, seat: Seat, card: Card) {
        let two_step = self.settings.with_untracked(|s| s.two_step);
        if two_step && self.selected.get_untracked() != Some(card) {
            self.selected.set(Some(card));
            return;
        }
        let seating = self.settings.with_untracked(|s| s.seating);
        let mine = self.team_match.with_untracked(|m| m.persons_table().is_some_and(|t| seating.may_play(t, seat, card)));
        if mine {
            self.act(Action::Play(card));
        }
    }

    /// Deals the next board of the match.
    pub fn start_next_board(self) {
        let mut started = None;
        let declaring = self.settings.with_untracked(|s| s.declarer_practice);
        self.team_match.update(|m| started = if declaring { m.start_next_declaring(fresh_seed) } else { m.start_next(fresh_seed) });
        let thrown_in = started.map_or(0, |s| s.redealt);
        if thrown_in > 0 {
            self.notify(self.lang().say(Phrase::ThrownInDeals { count: thrown_in }));
        }
        if started.is_some() {
            self.revealed.set(0);
            self.live.set(String::new());
            self.show_last_trick.set(false);
            self.opened_board.set(None);
        }
    }

    /// Abandons the match for a new one under the current settings.
    pub fn new_match(self) {
        let settings = self.settings.get_untracked();
        self.replace_match(TeamMatch::new(settings.rules, settings.match_length));
    }

    /// Replaces the match (a new one, or one from a file) and deals its
    /// first board. A match in progress is kept aside, not destroyed.
    pub fn replace_match(self, team_match: TeamMatch) {
        // Dropping the workers stops stale work; they restart on demand.
        self.replace_match_with(team_match);
        self.start_next_board();
    }
}

impl Default for Game {
    fn default() -> Self {
        Self::new()
    }
}

/// Settings for a first visit: the first of the browser's preferred
/// languages the page has.
fn initial_settings() -> Settings {
    let navigator = window().navigator();
    let listed = navigator.languages();
    let preferred = listed.iter().filter_map(|l| l.as_string()).chain(navigator.language());
    let lang = preferred.filter_map(|l| Lang::for_locale(&l)).next().unwrap_or_default();
    Settings { lang, ..Settings::default() }
}

/// Files and links: intents of the person, through [`crate::formats::matches`].
impl Game {
    /// Opens a hand file the person chose or dropped. Its valid deals become
    /// a new match; every problem is listed in the notice. A file with no
    /// valid deal changes nothing.
    pub fn open_file(self, name: &str, bytes: &[u8]) {
        let file = crate::formats::matches::read_hand_file(name, bytes);
        let lang = self.lang();
        let mut lines: Vec<String> = file.problems.iter().take(40).map(|p| format!("{name}:{p}")).collect();
        if file.problems.len() > 40 {
            lines.push(lang.say(Phrase::MoreProblems { count: file.problems.len() - 40 }));
        }
        if file.boards.is_empty() {
            lines.insert(0, lang.say(Phrase::NoDealInFile { name }));
            self.notify(lines.join("\n"));
            return;
        }
        let rules = self.settings.with_untracked(|s| s.rules);
        let team_match = TeamMatch::from_boards(rules, file.boards);
        let count = team_match.length.boards();
        lines.insert(0, lang.say(Phrase::DealsInFile { name, count, problems: !file.problems.is_empty() }));
        self.notify(lines.join("\n"));
        self.replace_match(team_match);
    }

    /// Opens a deal link's code (`#d=…`): a one-board match of that deal,
    /// or, if the link is bad, a clear message and the table as it was.
    pub fn open_link(self, code: &str) {
        match crate::formats::link::decode(code) {
            Ok(link) => {
                // The match carries the link's rules; the person's own
                // settings stay as they chose them.
                self.replace_match_with(crate::formats::matches::match_from_link(&link));
            }
            Err(e) => {
                self.notify(self.lang().say(Phrase::BadLink { reason: &e.to_string() }));
            }
        }
    }

    /// The link to the current board, with the person's own result when
    /// `with_result` and the board is played.
    #[must_use]
    pub fn share_link(self, with_result: bool) -> Option<String> {
        let link = self.team_match.with_untracked(|m| {
            let b = m.current()?;
            let finished = b.open.phase() == Phase::Finished;
            Some(crate::formats::link::DealLink {
                board: *b.open.board(),
                rules: b.open.rules(),
                shared: (with_result && finished).then(|| b.open.record()),
            })
        })?;
        let location = window().location();
        let base = format!(
            "{}{}",
            location.origin().unwrap_or_default(),
            location.pathname().unwrap_or_else(|_| "/".into())
        );
        Some(format!("{base}{}", crate::formats::link::fragment(&link)))
    }

    /// Replaces the match keeping the one in progress aside (storage), so a
    /// link never destroys it; and starts the first board of `m` as is.
    fn replace_match_with(self, m: TeamMatch) {
        let current = self.team_match.get_untracked();
        if !current.is_over() && !current.boards.is_empty() && storage::keep_previous(&current) {
            self.previous.set(true);
        }
        let w = self.workers();
        w.open_pending.set(None);
        w.closed_running.set(None);
        w.open.borrow_mut().take();
        w.closed.borrow_mut().take();
        self.thinking.set(false);
        self.team_match.set(m);
        self.revealed.set(0);
        self.live.set(String::new());
        self.opened_board.set(None);
    }

    /// Goes back to the match set aside by a link or a file.
    pub fn resume_previous(self) {
        let previous = storage::take_previous();
        self.previous.set(false);
        if let Some(m) = previous {
            self.replace_match_with(m);
            self.revealed.set(4);
        }
    }
}
