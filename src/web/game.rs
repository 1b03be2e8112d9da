//! [`Game`]: the page's state, lifted to the top and shared by context, and
//! the intents the components forward to it.
//!
//! It holds no rules: every change goes through the engine ([`Table::act`],
//! [`TeamMatch::start_next`]); computer decisions come from the pool of
//! workers ([`super::pool`]), the person's table first.

use super::fresh_seed;
use super::pool::{self, Event, Pool};
use super::storage;
use crate::saved::{Loaded, Saved};
use crate::settings::Settings;
use contract_bridge::{Card, Seat};
use engine::table::{Action, Phase, Table};
use engine::team_match::TeamMatch;
use engine::view::SeatView;
use i18n::{Lang, Msg, Phrase};
use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;
use thinking::protocol::{Refusal, Request, Response};
use thinking::{Notice as PoolNotice, Work};
use wasm_bindgen::JsCast as _;

/// Pause before a computer card, so the person can follow the play.
const COMPUTER_PACE: Duration = Duration::from_millis(450);
/// Pause between two HCP announcements.
const ANNOUNCE_PACE: Duration = Duration::from_millis(500);
/// The page's changes under way: a tapped card, contract or call not yet
/// acted on ([`Game::tap_card`], [`Game::act_soon`]), a match changed and
/// not yet settled ([`Game::with_match_settled`]), the person's turn not
/// yet drawn in their hand ([`after_next_frame`]). While any is, the root
/// element carries `data-settling`: until it goes, the person's hand, the
/// side panel and the saved game may lag the match. The browser tests wait
/// for it to go before they read any of them; a person never sees it.
mod settling {
    use std::cell::Cell;

    /// The attribute on the root element.
    const ATTRIBUTE: &str = "data-settling";

    thread_local! {
        /// How many changes are under way.
        static UNDER_WAY: Cell<u32> = const { Cell::new(0) };
    }

    /// A change is under way.
    pub(super) fn begin() {
        if UNDER_WAY.replace(UNDER_WAY.get() + 1) == 0 {
            mark(true);
        }
    }

    /// A change begun is done (acted on, or refused; settled).
    pub(super) fn end() {
        let left = UNDER_WAY.get().saturating_sub(1);
        UNDER_WAY.set(left);
        if left == 0 {
            mark(false);
        }
    }

    fn mark(on: bool) {
        let Some(root) = leptos::prelude::document().document_element() else {
            return;
        };
        let _ = if on {
            root.set_attribute(ATTRIBUTE, "")
        } else {
            root.remove_attribute(ATTRIBUTE)
        };
    }
}

/// Runs `draw` in a task after the next animation frame, the page
/// [`settling`] until it has run: for a change of the table drawn a frame
/// after the change that brought it (the person's turn, `hand.rs`), so
/// that the frame of a play does not draw both on a slow phone. A hidden
/// page draws no frame, so `draw` waits until it is shown.
pub(crate) fn after_next_frame(draw: impl FnOnce() + 'static) {
    settling::begin();
    request_animation_frame(move || {
        set_timeout(
            move || {
                draw();
                settling::end();
            },
            Duration::ZERO,
        );
    });
}

/// Whose a notice is. A game's notices are shown with that game only (not
/// over the other game's table) and are closed when a new match or game
/// replaces it; the page's own stay over any game until closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Not of any game: a store kept aside, a worker restarted or of
    /// another build, a file or link that opened nothing.
    Page,
    /// The bridge match's: a claim, thrown-in deals, a file's deals.
    Match,
    /// The GBridge game's: a robot that could not decide.
    Gbridge,
}

/// A notice: its words, asked again in the page's language each time it is
/// shown, so a notice follows the language setting; and whose it is.
#[derive(Clone)]
pub struct Notice {
    say: Arc<dyn Fn(Lang) -> String + Send + Sync>,
    /// Details shown behind a toggle (a file's problems): how many, and
    /// their lines.
    details: Option<(usize, Arc<dyn Fn(Lang) -> String + Send + Sync>)>,
    /// The game it is shown with.
    pub scope: Scope,
}

impl Notice {
    /// A notice of `scope` worded by `say`.
    pub fn new(scope: Scope, say: impl Fn(Lang) -> String + Send + Sync + 'static) -> Self {
        Self {
            say: Arc::new(say),
            details: None,
            scope,
        }
    }

    /// The notice with `count` details worded by `details`, behind a
    /// toggle.
    #[must_use]
    pub fn with_details(
        mut self,
        count: usize,
        details: impl Fn(Lang) -> String + Send + Sync + 'static,
    ) -> Self {
        self.details = Some((count, Arc::new(details)));
        self
    }

    /// The details in `lang`, with how many there are.
    #[must_use]
    pub fn details(&self, lang: Lang) -> Option<(usize, String)> {
        self.details.as_ref().map(|(n, say)| (*n, say(lang)))
    }

    /// The notice in `lang`.
    #[must_use]
    pub fn say(&self, lang: Lang) -> String {
        (self.say)(lang)
    }

    /// Whether it is shown while the table of `game` ([`Scope::Match`] or
    /// [`Scope::Gbridge`]) is.
    #[must_use]
    pub fn shown_with(&self, game: Scope) -> bool {
        self.scope == Scope::Page || self.scope == game
    }
}

/// Tells index.html's loader, once, that the person can act (or the board
/// is over): it then registers the service worker, whose install downloads
/// the whole game again for offline play, and would otherwise compete with
/// the first table on a slow phone (docs/BENCHMARKS.md).
fn offer_offline_copy() {
    use std::sync::atomic::{AtomicBool, Ordering};
    static OFFERED: AtomicBool = AtomicBool::new(false);
    if OFFERED.swap(true, Ordering::Relaxed) {
        return;
    }
    if let Ok(event) = web_sys::Event::new("halfbridge-playable") {
        let _ = window().dispatch_event(&event);
    }
}

/// Notices shown at once, at most.
const MAX_NOTICES: usize = 4;

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
    /// one never hides another, or until a new match or game replaces the
    /// game it is of ([`Scope`]).
    pub notices: RwSignal<Vec<Notice>>,
    /// The card selected in two-step play.
    pub selected: RwSignal<Option<Card>>,
    /// Whether the last trick is shown in place of the current one.
    pub show_last_trick: RwSignal<bool>,
    /// Whether a computer decision at the person's table is asked for or
    /// paced (one is asked at a time).
    pub thinking: RwSignal<bool>,
    /// Whether the settings panel is open.
    pub settings_open: RwSignal<bool>,
    /// The board whose comparison is open from the scorecard.
    pub opened_board: RwSignal<Option<usize>>,
    /// Whether a match replaced by a file or a link is kept aside.
    pub previous: RwSignal<bool>,
    /// The learning aids' state: review, hint, claim ([`super::aids`]).
    pub aids: super::aid_state::AidState,
    /// Fires one task after the match changed (once for changes in the
    /// same task): what the side panel and the top bar show, and the save,
    /// follow it ([`Game::with_match_settled`]), so that a tap's task draws
    /// the table alone, and the panel follows in a task of its own (on a
    /// slow phone, both in one task took 50 to 90 ms; docs/BENCHMARKS.md).
    settled: Trigger,
    workers: StoredValue<Rc<Workers>, LocalStorage>,
}

/// The pool and what the page awaits from it.
struct Workers {
    /// Created with the game's sink once the game exists.
    pool: std::cell::OnceCell<Pool>,
    /// Bumped when a decision at the person's table is asked for (after the
    /// pace) and when the match is replaced: a paced request that finds
    /// another number was overtaken.
    table_turn: Cell<u64>,
    /// The board whose Closed Room the pool is playing.
    room_board: Cell<Option<usize>>,
    /// When the computer became due at the person's table (ms, the page's
    /// clock), for the tests' record of waits.
    table_due: Cell<f64>,
    /// Where the person's table stood when the decision awaited was asked
    /// for: an answer for another position (the board ended by a claim
    /// meanwhile, the next one dealt) is not played.
    table_at: std::cell::RefCell<Option<engine::table::TableRecord>>,
    /// Whether the tests' hooks are installed (`?test`).
    testing: Cell<bool>,
    /// The computer's pace at the person's table when a test sets it
    /// (`?test&pace=MS`), instead of [`COMPUTER_PACE`].
    test_pace: Cell<Option<Duration>>,
}

impl Game {
    /// Loads the saved game (or starts one) and the workers.
    #[must_use]
    pub fn new() -> Self {
        let (saved, notice) = match storage::load() {
            Loaded::Good(saved) => (saved, None),
            Loaded::Empty => (
                Saved {
                    settings: initial_settings(),
                    team_match: TeamMatch::new(Default::default(), Default::default()),
                },
                None,
            ),
            Loaded::Damaged {
                recovered: settings,
                reason,
            } => {
                let settings = settings.unwrap_or_else(initial_settings);
                (
                    Saved {
                        team_match: TeamMatch::new(settings.rules, settings.match_length),
                        settings,
                    },
                    Some(Notice::new(Scope::Page, move |lang| {
                        format!("{} ({reason})", lang.t(Msg::StorageProblem))
                    })),
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
            aids: super::aid_state::AidState::new(),
            settled: Trigger::new(),
            workers: StoredValue::new_local(Rc::new(Workers {
                pool: std::cell::OnceCell::new(),
                table_turn: Cell::new(0),
                room_board: Cell::new(None),
                table_due: Cell::new(0.0),
                table_at: std::cell::RefCell::new(None),
                testing: Cell::new(false),
                test_pace: Cell::new(None),
            })),
            previous: RwSignal::new(storage::has_previous()),
        };
        let _ = game
            .workers()
            .pool
            .set(Pool::new(pool::size(), move |event| game.on_event(event)));
        game.install_test_hooks();
        game
    }

    /// Opens the first board: a deal link found in the address, else, if
    /// the saved game has nothing to play, a board dealt. A task of its
    /// own at the start, after [`Game::new`] (docs/BENCHMARKS.md).
    pub fn open_first_board(self) {
        self.open_link_in_address();
        if self.team_match.with_untracked(|m| m.boards.is_empty()) {
            self.start_next_board();
        }
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
            let path = window()
                .location()
                .pathname()
                .unwrap_or_else(|_| "/".into());
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
        }
    }

    /// Starts the effects that save, drive the computer and run the Closed
    /// Room. Called once from the root component.
    pub fn run(self) {
        // A link pasted into the address of the open page.
        let listener =
            window_event_listener(leptos::ev::hashchange, move |_| self.open_link_in_address());
        std::mem::forget(listener);
        // The match settled: one task after its last change.
        let due = Rc::new(Cell::new(false));
        Effect::new(move || {
            self.team_match.track();
            if !due.replace(true) {
                settling::begin();
                let due = Rc::clone(&due);
                set_timeout(
                    move || {
                        due.set(false);
                        self.settled.notify();
                        settling::end();
                    },
                    Duration::ZERO,
                );
            }
        });
        // Save every change (of the match, once it settled).
        Effect::new(move || {
            let saved = Saved {
                settings: self.settings.get(),
                team_match: self.with_match_settled(TeamMatch::clone),
            };
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
                set_timeout(
                    move || self.revealed.update(|r| *r = (*r + 1).min(4)),
                    ANNOUNCE_PACE,
                );
            }
        });
        // The computer's turn at the person's table. It runs again when a
        // decision's answer clears `thinking`, played or not (one asked
        // for a position the table left is dropped).
        Effect::new(move || {
            if self.thinking.get() {
                return;
            }
            let due = self.team_match.with(|m| m.persons_table().cloned());
            let seating = self.settings.with(|s| s.seating);
            let revealed = self.revealed.get() >= 4;
            let Some(table) = due else { return };
            // With no points to announce, the auction starts at once.
            let revealed = revealed || !table.rules().announces_points();
            if !revealed {
                return;
            }
            if seating.persons_turn(&table) || table.to_act().is_none() {
                offer_offline_copy();
                return;
            }
            // The computer declarer's claim here comes first: this runs
            // again as it is asked and answered (`Game::run_aids`).
            if self.claim_holds_card(&table, true) {
                return;
            }
            self.ask_for_table(&table);
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
                let w = self.workers();
                if w.room_board.get() != Some(index) {
                    w.room_board.set(Some(index));
                    self.pool().play_room(Work::ClosedRoom, record, level, seed);
                }
            }
        });
    }

    /// Reads the match as the side panel shows it: tracked by
    /// [`Game::settled`], so a component that reads it is drawn again one
    /// task after the match changed, not in the task that changed it.
    pub fn with_match_settled<R>(self, read: impl FnOnce(&TeamMatch) -> R) -> R {
        self.settled.track();
        self.team_match.with_untracked(read)
    }

    fn workers(self) -> Rc<Workers> {
        self.workers.get_value()
    }

    /// Shows a notice of `scope` under the ones already shown, worded in
    /// the page's language of the moment (`say` is asked again when the
    /// language changes); the same words twice in a row are shown once, and
    /// past [`MAX_NOTICES`] the oldest goes.
    pub fn notify(self, scope: Scope, say: impl Fn(Lang) -> String + Send + Sync + 'static) {
        self.raise(Notice::new(scope, say));
    }

    /// Shows `notice` (unless the last one says the same).
    pub fn raise(self, notice: Notice) {
        let lang = self.lang();
        self.notices.update(|n| {
            if n.last()
                .is_none_or(|last| last.scope != notice.scope || last.say(lang) != notice.say(lang))
            {
                n.push(notice);
            }
            if n.len() > MAX_NOTICES {
                n.remove(0);
            }
        });
    }

    /// Closes the notices of `game` ([`Scope::Match`] or
    /// [`Scope::Gbridge`]): a new match or game replaces the one they are of.
    pub fn close_notices(self, game: Scope) {
        if self
            .notices
            .with_untracked(|n| n.iter().any(|notice| notice.scope == game))
        {
            self.notices
                .update(|n| n.retain(|notice| notice.scope != game));
        }
    }

    /// The page's language now (untracked).
    pub fn lang(self) -> Lang {
        self.settings.with_untracked(|s| s.lang)
    }

    /// The page's pool of workers (the GBridge page asks it too).
    pub(crate) fn pool(self) -> Pool {
        self.workers()
            .pool
            .get()
            .cloned()
            .unwrap_or_else(|| Pool::new(1, |_| {}))
    }

    /// Asks the pool for a request one answer settles (a review, a
    /// hint), as [`Work::Review`]: after the person's table and the Closed
    /// Room. `on_answer` gets the answer, with the request's own id (or a
    /// [`Response::Failed`] when no worker could answer).
    pub fn ask(self, request: Request, on_answer: impl FnOnce(Response) + 'static) {
        self.pool().ask(Work::Review, request, on_answer);
    }

    /// After the pace, asks the pool for the computer's decision at the
    /// person's table (unless one is awaited already).
    fn ask_for_table(self, table: &Table) {
        let w = self.workers();
        if self.thinking.get_untracked() {
            return;
        }
        let Some(mut view) = SeatView::of(table) else {
            return;
        };
        view.robots = self.settings.with_untracked(|s| s.seating).robots(table);
        w.table_due.set(now_ms());
        let turn = w.table_turn.get() + 1;
        w.table_turn.set(turn);
        self.thinking.set(true);
        let level = self.settings.with_untracked(|s| s.level);
        let seed = self
            .team_match
            .with_untracked(|m| m.current().map_or(0, |b| b.open_seed()));
        let seed = engine::bot::decision_seed(seed, table);
        let record = table.record();
        // A computer's call is paced as its card is.
        let delay = if matches!(table.phase(), Phase::Play | Phase::Auction) {
            w.test_pace.get().unwrap_or(COMPUTER_PACE)
        } else {
            ANNOUNCE_PACE
        };
        set_timeout(
            move || {
                // Not if the match was replaced meanwhile.
                if self.workers().table_turn.get() != turn {
                    return;
                }
                // Nor if the table left this position meanwhile (a claim
                // accepted), nor while the computer declarer's claim at it
                // is due or awaited: the turn's effect runs again as
                // `thinking` clears, and asks for the position then.
                let free = self.team_match.with_untracked(|m| {
                    m.persons_table()
                        .is_some_and(|t| t.record() == record && !self.claim_holds_card(t, false))
                });
                if !free {
                    self.thinking.set(false);
                    return;
                }
                self.workers().table_at.replace(Some(record));
                self.pool().decide(Work::Table, view, level, seed);
            },
            delay,
        );
    }

    /// What the pool tells the page.
    fn on_event(self, event: Event) {
        let w = self.workers();
        match event {
            Event::Decided {
                work: Work::Table,
                action,
                thought,
            } => {
                self.thinking.set(false);
                if w.testing.get() {
                    record_wait(now_ms() - w.table_due.get(), thought);
                }
                let asked_at = w.table_at.take();
                let here = self
                    .team_match
                    .with_untracked(|m| m.persons_table().map(Table::record));
                if let Some(action) = action
                    && asked_at.is_some()
                    && asked_at == here
                {
                    self.apply_computer(action);
                }
            }
            Event::Room {
                work: Work::ClosedRoom,
                record,
                done,
            } => {
                let Some(index) = w.room_board.get() else {
                    return;
                };
                let Ok(table) = Table::replay(&record) else {
                    return;
                };
                if done {
                    w.room_board.set(None);
                }
                self.team_match.update(|m| {
                    if let Some(b) = m.boards.get_mut(index)
                        && b.closed.board() == table.board()
                    {
                        b.closed = table;
                    }
                });
            }
            // Nothing else is asked for with those.
            Event::Decided { .. } | Event::Room { .. } => {}
            Event::Notice(PoolNotice::Restarted) => {
                self.notify(Scope::Page, |lang| lang.t(Msg::WorkerRestarted).to_string())
            }
            Event::Notice(PoolNotice::Failed(message)) => {
                self.notify(Scope::Page, move |lang| {
                    format!("{} ({message})", lang.t(Msg::ComputerProblem))
                });
            }
            Event::Refused(refusal) => self.refused(&refusal),
        }
    }

    /// With `?test` in the address, hooks for the browser tests:
    /// `__halfbridge_kill_worker(k)` terminates worker `k` as a crash
    /// would (whether one was there), `__halfbridge_workers_on(work)` lists
    /// the workers on a [`Work`] by its name (`"Table"`, `"Gbridge"`…),
    /// `__halfbridge_pool_size()` the pool's size, `pace=MS` sets the
    /// computer's pace at the person's table, and the array
    /// `__halfbridge_waits` gets, for each computer decision at the
    /// person's table, `[ms from its turn to its action, layouts, cut,
    /// fallback]`.
    fn install_test_hooks(self) {
        use wasm_bindgen::prelude::Closure;
        let testing = super::query("test").is_some();
        if !testing {
            return;
        }
        self.workers().testing.set(true);
        let pace = super::query("pace").and_then(|ms| ms.parse::<u64>().ok());
        self.workers()
            .test_pace
            .set(pace.map(Duration::from_millis));
        let _ = js_sys::Reflect::set(
            &window(),
            &"__halfbridge_waits".into(),
            &js_sys::Array::new(),
        );
        let set = |name: &str, f: &wasm_bindgen::JsValue| {
            let _ = js_sys::Reflect::set(&window(), &name.into(), f);
        };
        let kill =
            Closure::<dyn Fn(u32) -> bool>::new(move |k: u32| self.pool().kill_worker(k as usize));
        set("__halfbridge_kill_worker", kill.as_ref().unchecked_ref());
        kill.forget();
        let on = Closure::<dyn Fn(String) -> Vec<u32>>::new(move |work: String| {
            // By the variant's name.
            let Some(work) = Work::ALL.into_iter().find(|w| format!("{w:?}") == work) else {
                return Vec::new();
            };
            self.pool()
                .workers_on(work)
                .into_iter()
                .map(|k| u32::try_from(k).unwrap_or(u32::MAX))
                .collect()
        });
        set("__halfbridge_workers_on", on.as_ref().unchecked_ref());
        on.forget();
        let size = Closure::<dyn Fn() -> u32>::new(move || {
            u32::try_from(self.pool().size()).unwrap_or(u32::MAX)
        });
        set("__halfbridge_pool_size", size.as_ref().unchecked_ref());
        size.forget();
    }

    /// A worker's answer was refused: a worker of another build (the
    /// browser kept an old one) is told to the person, who reloads; the
    /// pool replaces it meanwhile, from this build's address.
    fn refused(self, refusal: &Refusal) {
        let refusal = refusal.clone();
        self.notify(Scope::Page, move |lang| match &refusal {
            Refusal::OtherBuild { .. } => lang.t(Msg::OtherBuild).to_string(),
            Refusal::Unreadable { .. } => format!("{} ({refusal})", lang.t(Msg::ComputerProblem)),
        });
    }

    fn apply_computer(self, action: Action) {
        let Some(table) = self
            .team_match
            .with_untracked(|m| m.persons_table().cloned())
        else {
            return;
        };
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
        let seating = self.settings.with_untracked(|s| s.seating);
        // A card travels from where it is in its hand: the person's as it
        // stands now, a computer's as it was drawn after the last play.
        let origin = match action {
            Action::Play(card) => self.team_match.with_untracked(|m| {
                let table = m.persons_table()?;
                let seat = table.to_act()?;
                if seating.person_plays(table, seat) {
                    super::motion::origin_now(seat, card)
                } else {
                    super::motion::origin(seat, card, table.plays())
                }
            }),
            Action::Contract(_) | Action::Call(_) => None,
        };
        let mut said = None;
        self.team_match.update(|m| {
            if let Some(table) = m.persons_table_mut() {
                if let Ok(seat) = table.act_in_turn(action) {
                    said = Some(match action {
                        Action::Play(card) => lang.plays(seat, card),
                        Action::Contract(c) => lang.declares(seat, c),
                        Action::Call(call) => lang.calls(seat, call),
                    });
                }
            }
        });
        if let Some(text) = said {
            if let Some(origin) = origin {
                // The next computer seat's cards are read for its play.
                let (plays, next) = self
                    .team_match
                    .with_untracked(|m| {
                        m.persons_table().map(|t| {
                            let computer =
                                t.to_act().filter(|&seat| !seating.person_plays(t, seat));
                            (t.plays().to_vec(), computer)
                        })
                    })
                    .unwrap_or_default();
                super::motion::travel(origin, plays, next);
            }
            self.live.set(text);
            self.selected.set(None);
            self.show_last_trick.set(false);
        }
    }

    /// Does the person's `action` (a contract, a call) in a task of its
    /// own, after the tap's, as a card tapped is played ([`Game::tap_card`]);
    /// if it is still the person's turn then.
    pub fn act_soon(self, action: Action) {
        self.act_after_tap(action, |table, seating| seating.persons_turn(table));
    }

    /// The person taps a card of hand `seat`.
    pub fn tap_card(self, seat: Seat, card: Card) {
        let two_step = self.settings.with_untracked(|s| s.two_step);
        if two_step && self.selected.get_untracked() != Some(card) {
            self.selected.set(Some(card));
            return;
        }
        // Whether the card may be played is asked when it is played (a
        // second tap may come between).
        self.act_after_tap(Action::Play(card), move |table, seating| {
            seating.may_play(table, seat, card)
        });
    }

    /// Does the person's `action` in a task of its own, after the tap's, if
    /// `allowed` holds of the person's table then. On a phone the browser
    /// hands a tap to the page inside its frame, and the action drawn in
    /// the same task as the frame came to 50-75 ms of a slow phone's CPU
    /// (docs/BENCHMARKS.md). The page is [`settling`] until it is done.
    fn act_after_tap(
        self,
        action: Action,
        allowed: impl FnOnce(&Table, engine::team_match::Seating) -> bool + 'static,
    ) {
        settling::begin();
        set_timeout(
            move || {
                let seating = self.settings.with_untracked(|s| s.seating);
                let allowed = self
                    .team_match
                    .with_untracked(|m| m.persons_table().is_some_and(|t| allowed(t, seating)));
                if allowed {
                    self.act(action);
                }
                settling::end();
            },
            Duration::ZERO,
        );
    }

    /// Deals the next board of the match.
    pub fn start_next_board(self) {
        let mut started = None;
        let declaring = self.settings.with_untracked(|s| s.declarer_practice);
        self.team_match.update(|m| {
            started = if declaring {
                m.start_next_declaring(fresh_seed)
            } else {
                m.start_next(fresh_seed)
            }
        });
        let thrown_in = started.map_or(0, |s| s.redealt);
        if thrown_in > 0 {
            self.notify(Scope::Match, move |lang| {
                lang.say(Phrase::ThrownInDeals { count: thrown_in })
            });
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
        // Stale work is cancelled; its answers are ignored.
        self.replace_match_with(team_match);
        self.start_next_board();
    }
}

impl Default for Game {
    fn default() -> Self {
        Self::new()
    }
}

/// Milliseconds on the page's clock.
fn now_ms() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// Adds a computer decision's wait to the tests' `__halfbridge_waits`.
fn record_wait(ms: f64, thought: engine::bot::montecarlo::Thought) {
    let Ok(waits) = js_sys::Reflect::get(&window(), &"__halfbridge_waits".into()) else {
        return;
    };
    let Ok(waits) = waits.dyn_into::<js_sys::Array>() else {
        return;
    };
    let layouts = u32::try_from(thought.layouts).unwrap_or(u32::MAX);
    let row = js_sys::Array::of4(
        &ms.into(),
        &layouts.into(),
        &thought.cut.into(),
        &thought.fallback.into(),
    );
    waits.push(&row);
}

/// Settings for a first visit: the browser's language.
fn initial_settings() -> Settings {
    let navigator = window().navigator();
    let listed = navigator.languages();
    let preferred = listed
        .iter()
        .filter_map(|l| l.as_string())
        .chain(navigator.language());
    let lang = preferred
        .filter_map(|l| Lang::for_locale(&l))
        .next()
        .unwrap_or_default();
    Settings {
        lang,
        ..Settings::default()
    }
}

/// Files and links: intents of the person, through [`engine::formats::matches`].
impl Game {
    /// Opens a hand file the person chose or dropped. Its valid deals become
    /// a new match; every problem is listed in the notice. A file with no
    /// valid deal changes nothing.
    pub fn open_file(self, name: &str, bytes: &[u8]) {
        self.open_hand_file(name, engine::formats::matches::read_hand_file(name, bytes));
    }

    /// Opens a BBO handviewer link the person pasted (its `lin=` part)
    /// like a hand file: its deals become a new match, its problems are
    /// listed in the notice, and a link with no deal changes nothing.
    pub fn open_handviewer(self, text: &str) {
        let file = engine::formats::lin::read_handviewer(text);
        let name = self.settings.with_untracked(|s| s.lang.t(Msg::BboLink));
        self.open_hand_file(
            name,
            engine::formats::HandFile {
                boards: file.games.iter().map(|g| g.board).collect(),
                problems: file.problems,
                rejected: file.rejected,
            },
        );
    }

    /// A BBO handviewer link of the current board; with `with_result`, a
    /// contract bridge table's auction and play so far (LIN has no place
    /// for the other games' results).
    #[must_use]
    pub fn handviewer_link(self, with_result: bool) -> Option<String> {
        use engine::formats::lin::{LinGame, LinTable, handviewer_link};
        self.team_match.with_untracked(|m| {
            let b = m.current()?;
            let played = with_result && b.open.rules().has_auction() && !b.open.calls().is_empty();
            Some(handviewer_link(&LinGame {
                board: engine::board::Board {
                    seed: None,
                    ..*b.open.board()
                },
                open: played.then(|| LinTable::new(b.open.record())),
                closed: None,
            }))
        })
    }

    /// Opens what a reader made of a file or link named `name`.
    fn open_hand_file(self, name: &str, file: engine::formats::HandFile) {
        let count = file.problems.len();
        // In file order, whatever order the reader found them in.
        let mut problems = file.problems.clone();
        problems.sort_by_key(|p| (p.line, p.column));
        problems.truncate(40);
        let more = count.saturating_sub(40);
        let name = name.to_string();
        // The problems found, in the page's language, behind a toggle
        // under the notice's short head line.
        let file_name = name.clone();
        let details = move |lang: Lang| {
            let mut lines: Vec<String> = problems
                .iter()
                .map(|p| lang.file_problem(&file_name, p))
                .collect();
            if more > 0 {
                lines.push(lang.say(Phrase::MoreProblems { count: more }));
            }
            lines.join("\n")
        };
        let with_details = move |notice: Notice| {
            if count > 0 {
                notice.with_details(count, details)
            } else {
                notice
            }
        };
        if file.boards.is_empty() {
            // Nothing opened: of no game, it stays until closed.
            self.raise(with_details(Notice::new(Scope::Page, move |lang| {
                lang.say(Phrase::NoDealInFile { name: &name })
            })));
            return;
        }
        let rules = self.settings.with_untracked(|s| s.rules);
        let team_match = TeamMatch::from_boards(rules, file.boards);
        let deals = team_match.length.boards();
        let problems_found = !file.problems.is_empty();
        // The file's notice is the new match's: raised once it replaced the
        // old match (which closes that match's notices).
        self.replace_match_with(team_match);
        self.raise(with_details(Notice::new(Scope::Match, move |lang| {
            lang.say(Phrase::DealsInFile {
                name: &name,
                count: deals,
                problems: problems_found,
            })
        })));
        self.start_next_board();
    }

    /// Opens a deal link's code (`#d=…`): a one-board match of that deal,
    /// or, if the link is bad, a clear message and the table as it was.
    pub fn open_link(self, code: &str) {
        match engine::formats::link::decode(code) {
            Ok(link) => {
                // The match carries the link's rules; the person's own
                // settings stay as they chose them.
                self.replace_match_with(engine::formats::matches::match_from_link(&link));
            }
            Err(e) => {
                self.notify(Scope::Page, move |lang| {
                    lang.say(Phrase::BadLink {
                        reason: &lang.link_error(&e),
                    })
                });
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
            Some(engine::formats::link::DealLink {
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
        Some(format!("{base}{}", engine::formats::link::fragment(&link)))
    }

    /// Replaces the match keeping the one in progress aside (storage), so a
    /// link never destroys it; and starts the first board of `m` as is.
    fn replace_match_with(self, m: TeamMatch) {
        let current = self.team_match.get_untracked();
        if !current.is_over() && !current.boards.is_empty() && storage::keep_previous(&current) {
            self.previous.set(true);
        }
        let w = self.workers();
        w.table_turn.set(w.table_turn.get() + 1);
        w.room_board.set(None);
        let pool = self.pool();
        pool.cancel(Work::Table);
        pool.cancel(Work::Claim);
        pool.cancel(Work::ClosedRoom);
        self.thinking.set(false);
        w.table_at.replace(None);
        // The claims asked are the old table's: their answers will not come.
        self.aids.claim_pending.set(None);
        self.aids.computer_claim_pending.set(None);
        self.close_notices(Scope::Match);
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
