//! The GBridge page (issue 14): the person at South against three robots.
//!
//! [`Gbridge`] is its state, lifted to the root beside the bridge games'
//! [`super::game::Game`] and shared by context; [`table`] renders it. It
//! holds no rules: every bid and card goes through
//! [`crate::gbridge::Game::act`], and every robot decision comes from a
//! worker ([`Gbridge::ask_worker`], the one way out to the workers).
//!
//! Stored under its own key ([`KEY`]), so the bridge games' saved format
//! is untouched: the settings (whether GBridge is chosen, the rounds), the
//! game's record, the comparison's record (the same game with a robot in
//! the person's seat) and a friend's scores from a shared link.

pub mod table;

use super::game::Game as Page;
use super::worker;
use crate::bot::Level;
use crate::gbridge::link::{self, GameLink};
use crate::gbridge::rules::MAX_ROUNDS;
use crate::gbridge::{Action, Game, GameLength, GameRecord, GameRules, SeatView};
use crate::i18n::{Msg, Phrase};
use crate::protocol::{Refusal, Request, Response};
use contract_bridge::{Card, Seat};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;

/// The localStorage key of the GBridge game and its settings.
pub const KEY: &str = "halfbridge/v1/gbridge";
/// The person's seat.
pub const PERSON: Seat = Seat::South;
/// Pause before a robot's bid or card, so the person can follow.
const ROBOT_PACE: Duration = Duration::from_millis(400);
/// Rounds in a new game by default.
const DEFAULT_ROUNDS: u8 = 13;

/// What is stored under [`KEY`].
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
struct Stored {
    /// GBridge is the game chosen in the settings.
    chosen: bool,
    /// The GBridge table is shown (a GBridge game was started).
    active: bool,
    /// Rounds in a new game.
    rounds: Option<u8>,
    /// The game.
    game: Option<GameRecord>,
    /// The same game with a robot in the person's seat.
    compare: Option<GameRecord>,
    /// A friend's round scores, from the link that opened this game.
    friend: Vec<i32>,
}

/// Which worker a request goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lane {
    /// The robots' decisions at the person's table.
    Table,
    /// The comparison, a round at a time.
    Compare,
}

/// The workers and the answers awaited.
#[derive(Default)]
struct Lanes {
    table: RefCell<Option<worker::Bridge>>,
    compare: RefCell<Option<worker::Bridge>>,
    next_id: Cell<u64>,
    table_pending: Cell<Option<u64>>,
    compare_pending: Cell<Option<u64>>,
}

/// The GBridge page's state. `Copy`: signals are handles.
#[derive(Clone, Copy)]
pub struct Gbridge {
    /// The bridge page (language, level, two-step play, notices, the live
    /// region).
    pub page: Page,
    /// GBridge is the game chosen in the settings (applies on "New match").
    pub chosen: RwSignal<bool>,
    /// The GBridge table is shown instead of the bridge table.
    pub active: RwSignal<bool>,
    /// Rounds in a new game (1–26).
    pub rounds: RwSignal<u8>,
    /// The game at the person's table.
    pub game: RwSignal<Option<Game>>,
    /// The same game (seed, deals, trumps) with a robot in the person's seat.
    pub compare: RwSignal<Option<Game>>,
    /// A friend's round scores, from a shared link.
    pub friend: RwSignal<Vec<i32>>,
    /// The card selected in two-step play.
    pub selected: RwSignal<Option<Card>>,
    /// A robot's decision is awaited.
    pub thinking: RwSignal<bool>,
    /// The link made by the Share button.
    pub link: RwSignal<Option<String>>,
    lanes: StoredValue<Rc<Lanes>, LocalStorage>,
}

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

impl Gbridge {
    /// Loads the stored GBridge game (a record that does not replay is
    /// dropped with a notice) and opens a game link in the address.
    #[must_use]
    pub fn new(page: Page) -> Self {
        let text = local_storage().and_then(|s| s.get_item(KEY).ok().flatten());
        let stored: Stored = match text.as_deref().map(serde_json::from_str::<Stored>) {
            Some(Ok(s)) => s,
            Some(Err(e)) => {
                if let (Some(s), Some(t)) = (local_storage(), text.as_deref()) {
                    let _ = s.set_item(crate::saved::UNREADABLE_KEY, t);
                }
                page.notify(format!("{} ({e})", page.lang().t(Msg::StorageProblem)));
                Stored::default()
            }
            None => Stored::default(),
        };
        let replay = |r: Option<GameRecord>| match r.map(|r| Game::from_record(&r)) {
            Some(Ok(g)) => Some(g),
            Some(Err(e)) => {
                page.notify(format!("{} ({e})", page.lang().t(Msg::StorageProblem)));
                None
            }
            None => None,
        };
        let game = replay(stored.game);
        let compare = replay(stored.compare).filter(|c| game.as_ref().is_some_and(|g| g.seed() == c.seed()));
        let gb = Self {
            page,
            chosen: RwSignal::new(stored.chosen),
            active: RwSignal::new(stored.active && game.is_some()),
            rounds: RwSignal::new(stored.rounds.and_then(|r| GameLength::new(r).ok()).map_or(DEFAULT_ROUNDS, GameLength::get)),
            compare: RwSignal::new(compare.or_else(|| game.as_ref().map(|g| Game::new(g.seed(), g.rules())))),
            game: RwSignal::new(game),
            friend: RwSignal::new(stored.friend),
            selected: RwSignal::new(None),
            thinking: RwSignal::new(false),
            link: RwSignal::new(None),
            lanes: StoredValue::new_local(Rc::new(Lanes { next_id: Cell::new(1), ..Lanes::default() })),
        };
        gb.open_link_in_address();
        gb
    }

    /// Starts the effects that save and drive the robots and the
    /// comparison. Called once from the root component.
    pub fn run(self) {
        let listener = window_event_listener(leptos::ev::hashchange, move |_| self.open_link_in_address());
        std::mem::forget(listener);
        Effect::new(move || {
            let stored = Stored {
                chosen: self.chosen.get(),
                active: self.active.get(),
                rounds: Some(self.rounds.get()),
                game: self.game.with(|g| g.as_ref().map(Game::record)),
                compare: self.compare.with(|g| g.as_ref().map(Game::record)),
                friend: self.friend.get(),
            };
            if let (Some(s), Ok(text)) = (local_storage(), serde_json::to_string(&stored)) {
                let _ = s.set_item(KEY, &text);
            }
        });
        // A robot's turn at the person's table.
        Effect::new(move || {
            let due = self.game.with(|g| {
                let g = g.as_ref()?;
                let seat = g.to_act().filter(|s| *s != PERSON)?;
                Some((SeatView::for_seat(g.current()?, seat), crate::gbridge::bot::decision_seed(g.seed(), g)))
            });
            if !self.active.get() {
                return;
            }
            if let Some((view, seed)) = due {
                self.ask_robot(view, seed);
            }
        });
        // The comparison: its rounds follow the person's finished rounds.
        Effect::new(move || {
            if !self.active.get() {
                return;
            }
            let finished = self.game.with(|g| g.as_ref().map_or(0, |g| g.scoreboard().rows.len()));
            let todo = self.compare.with(|c| {
                let c = c.as_ref()?;
                (c.scoreboard().rows.len() < finished && !c.is_over()).then(|| (c.record(), c.seed()))
            });
            if let Some((record, seed)) = todo {
                let lanes = self.lanes.get_value();
                if lanes.compare_pending.get().is_some() {
                    return;
                }
                let id = self.next_id();
                lanes.compare_pending.set(Some(id));
                let level = self.level();
                self.ask_worker(Lane::Compare, Request::GbridgePlayRound { id, record, level, seed });
            }
        });
    }

    fn level(self) -> Level {
        self.page.settings.with_untracked(|s| s.level)
    }

    fn next_id(self) -> u64 {
        let lanes = self.lanes.get_value();
        let id = lanes.next_id.get();
        lanes.next_id.set(id + 1);
        id
    }

    fn ask_robot(self, view: SeatView, seed: u64) {
        let lanes = self.lanes.get_value();
        if lanes.table_pending.get().is_some() {
            return;
        }
        let id = self.next_id();
        lanes.table_pending.set(Some(id));
        self.thinking.set(true);
        let level = self.level();
        set_timeout(
            move || {
                if self.lanes.get_value().table_pending.get() == Some(id) {
                    self.ask_worker(Lane::Table, Request::GbridgeDecide { id, view, level, seed });
                }
            },
            ROBOT_PACE,
        );
    }

    /// The one way out to the workers: sends `request` to the worker of
    /// `lane`, started on first use (a dedicated worker per lane for now).
    fn ask_worker(self, lane: Lane, request: Request) {
        let lanes = self.lanes.get_value();
        let slot = match lane {
            Lane::Table => &lanes.table,
            Lane::Compare => &lanes.compare,
        };
        if slot.borrow().is_none() {
            let role = match lane {
                Lane::Table => "gbridge",
                Lane::Compare => "gbridge-compare",
            };
            *slot.borrow_mut() = Some(worker::spawn(role, move |response| self.on_response(response)));
        }
        if let Some(bridge) = slot.borrow().as_ref() {
            bridge.send(request);
        }
    }

    fn on_response(self, response: Result<Response, Refusal>) {
        let lanes = self.lanes.get_value();
        let lang = self.page.lang();
        match response {
            Ok(Response::GbridgeDecision { id, action }) if lanes.table_pending.get() == Some(id) => {
                lanes.table_pending.set(None);
                self.thinking.set(false);
                if let Some(seat) = self.game.with_untracked(|g| g.as_ref().and_then(Game::to_act)).filter(|s| *s != PERSON) {
                    self.act(seat, action);
                }
            }
            Ok(Response::GbridgeRoundPlayed { id, record }) if lanes.compare_pending.get() == Some(id) => {
                lanes.compare_pending.set(None);
                if let Ok(c) = Game::from_record(&record) {
                    if self.game.with_untracked(|g| g.as_ref().is_some_and(|g| g.seed() == c.seed())) {
                        self.compare.set(Some(c));
                    }
                }
            }
            Ok(Response::Failed { id, message }) => {
                if lanes.table_pending.get() == Some(id) {
                    lanes.table_pending.set(None);
                    self.thinking.set(false);
                }
                if lanes.compare_pending.get() == Some(id) {
                    lanes.compare_pending.set(None);
                }
                self.page.notify(format!("{} ({message})", lang.t(Msg::ComputerProblem)));
            }
            Ok(_) => {}
            Err(Refusal::OtherBuild { .. }) => self.page.notify(lang.t(Msg::OtherBuild).to_string()),
            Err(refusal) => self.page.notify(format!("{} ({refusal})", lang.t(Msg::ComputerProblem))),
        }
    }

    /// `seat` acts at the person's table; the live region says so.
    fn act(self, seat: Seat, action: Action) {
        let lang = self.page.lang();
        let mut done = false;
        self.game.update(|g| done = g.as_mut().is_some_and(|g| g.act(seat, action).is_ok()));
        if done {
            self.selected.set(None);
            self.page.live.set(match action {
                Action::Bid(bid) => lang.say(Phrase::GbridgeBids { seat: lang.seat(seat), bid }),
                Action::Play(card) => lang.plays(seat, card),
            });
        }
    }

    /// The person bids.
    pub fn bid(self, bid: u8) {
        self.act(PERSON, Action::Bid(bid));
    }

    /// The person taps a card (two-step play: select, then play).
    pub fn tap_card(self, card: Card) {
        let two_step = self.page.settings.with_untracked(|s| s.two_step);
        if two_step && self.selected.get_untracked() != Some(card) {
            self.selected.set(Some(card));
            return;
        }
        self.act(PERSON, Action::Play(card));
    }

    /// Starts a new game of `rules` from `seed`, with its comparison, and
    /// shows the GBridge table.
    pub fn start(self, seed: u64, rules: GameRules, friend: Vec<i32>) {
        let lanes = self.lanes.get_value();
        lanes.table_pending.set(None);
        lanes.compare_pending.set(None);
        // Dropping the workers stops stale work; they start again on demand.
        lanes.table.borrow_mut().take();
        lanes.compare.borrow_mut().take();
        self.thinking.set(false);
        self.selected.set(None);
        self.link.set(None);
        self.friend.set(friend);
        self.compare.set(Some(Game::new(seed, rules)));
        self.game.set(Some(Game::new(seed, rules)));
        self.chosen.set(true);
        self.active.set(true);
    }

    /// A new game under the settings (a fresh seed).
    pub fn new_game(self) {
        let rules = GameRules { length: GameLength::new(self.rounds.get_untracked()).unwrap_or_default(), ..GameRules::default() };
        self.start(crate::board::fresh_seed(), rules, Vec::new());
    }

    /// Sets the rounds of a new game, brought into 1–26.
    pub fn set_rounds(self, rounds: u8) {
        self.rounds.set(rounds.clamp(1, MAX_ROUNDS));
    }

    /// Opens a game link found in the address (`#g=…`), once.
    fn open_link_in_address(self) {
        let hash = window().location().hash().unwrap_or_default();
        if !hash.starts_with(link::PREFIX) {
            return;
        }
        match link::decode(&hash) {
            Ok(l) => self.start(l.seed, l.rules, l.scores),
            Err(e) => self.page.notify(self.page.lang().say(Phrase::BadLink { reason: &e.to_string() })),
        }
        if let Ok(history) = window().history() {
            let path = window().location().pathname().unwrap_or_else(|_| "/".into());
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
        }
    }

    /// Makes the link to this game, with the person's round scores so far.
    pub fn share(self) {
        let link = self.game.with_untracked(|g| {
            let g = g.as_ref()?;
            let scores = g.scoreboard().rows.iter().map(|r| r.scores[PERSON as usize]).collect();
            Some(link::fragment(&GameLink { seed: g.seed(), rules: g.rules(), scores }))
        });
        let location = window().location();
        let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_else(|_| "/".into()));
        self.link.set(link.map(|l| format!("{base}{l}")));
    }
}
