//! The GBridge page (issue 14): the person at South against three robots.
//!
//! [`Gbridge`] is its state, lifted to the root beside the bridge games'
//! [`super::game::Game`] and shared by context; the GBridge table of
//! [`super::components`] renders it. It
//! holds no rules: every bid and card goes through
//! [`engine::gbridge::Game::act`], and every robot decision comes from the
//! page's pool of workers through the supervisor ([`thinking`]):
//! the robots at the person's table as [`Work::Gbridge`], the comparison
//! (the same game with a robot in the person's seat) one decision at a
//! time as [`Work::GbridgeCompare`], both [`Request::GbridgeDecide`].
//!
//! Stored under its own key ([`KEY`]), so the bridge games' saved format
//! is untouched: the settings (whether GBridge is chosen, the rounds), the
//! game's record, the comparison's record (the same game with a robot in
//! the person's seat) and a friend's scores from a shared link
//! ([`crate::saved::GbridgeSaved`]), read and written through
//! [`super::storage`] as the bridge games are: a stored game that does not
//! read or replay is reported and kept aside, never destroyed.

use super::game::{Game as Page, Scope};
use super::storage;
use crate::saved::{GbridgeLoaded, GbridgeSaved, Loaded};
use contract_bridge::{Card, Seat};
use engine::bot::Level;
use engine::gbridge::link::{self, GameLink};
use engine::gbridge::rules::MAX_ROUNDS;
use engine::gbridge::{Action, Game, GameLength, GameRules, SeatView};
use i18n::{Msg, Phrase};
use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;
use thinking::Work;
use thinking::protocol::{Request, Response};

/// The localStorage key of the GBridge game and its settings.
pub const KEY: &str = crate::saved::GBRIDGE_KEY;
/// The person's seat.
pub const PERSON: Seat = Seat::South;
/// Pause before a robot's bid or card, so the person can follow.
const ROBOT_PACE: Duration = Duration::from_millis(400);
/// Rounds in a new game by default.
const DEFAULT_ROUNDS: u8 = 13;

/// What the page awaits from the pool.
#[derive(Default)]
struct Awaiting {
    /// Counts the games started: an answer for an earlier game is dropped.
    games: Cell<u64>,
    /// Counts the table's asks: an answer for an earlier one is dropped.
    turn: Cell<u64>,
    /// A robot's decision at the person's table is awaited.
    table: Cell<bool>,
    /// A decision of the comparison is awaited.
    compare: Cell<bool>,
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
    awaiting: StoredValue<Rc<Awaiting>, LocalStorage>,
}

impl Gbridge {
    /// Loads the stored GBridge game (one that does not read or replay is
    /// kept aside with a notice) and opens a game link in the address.
    #[must_use]
    pub fn new(page: Page) -> Self {
        let stored = match storage::load_gbridge() {
            Loaded::Good(stored) => stored,
            Loaded::Empty => GbridgeLoaded::default(),
            Loaded::Damaged { recovered, reason } => {
                page.notify(Scope::Page, move |lang| {
                    format!("{} ({reason})", lang.t(Msg::StorageProblem))
                });
                recovered
            }
        };
        let game = stored.game;
        let gb = Self {
            page,
            chosen: RwSignal::new(stored.chosen),
            active: RwSignal::new(stored.active),
            rounds: RwSignal::new(
                stored
                    .rounds
                    .and_then(|r| GameLength::new(r).ok())
                    .map_or(DEFAULT_ROUNDS, GameLength::get),
            ),
            compare: RwSignal::new(
                stored
                    .compare
                    .or_else(|| game.as_ref().map(|g| Game::new(g.seed(), g.rules()))),
            ),
            game: RwSignal::new(game),
            friend: RwSignal::new(stored.friend),
            selected: RwSignal::new(None),
            thinking: RwSignal::new(false),
            link: RwSignal::new(None),
            awaiting: StoredValue::new_local(Rc::new(Awaiting::default())),
        };
        gb.open_link_in_address();
        gb
    }

    /// Starts the effects that save and drive the robots and the
    /// comparison. Called once from the root component.
    pub fn run(self) {
        let listener =
            window_event_listener(leptos::ev::hashchange, move |_| self.open_link_in_address());
        std::mem::forget(listener);
        Effect::new(move || {
            storage::save_gbridge(&GbridgeSaved {
                chosen: self.chosen.get(),
                active: self.active.get(),
                rounds: Some(self.rounds.get()),
                game: self.game.with(|g| g.as_ref().map(Game::record)),
                compare: self.compare.with(|g| g.as_ref().map(Game::record)),
                friend: self.friend.get(),
            });
        });
        // A robot's turn at the person's table.
        Effect::new(move || {
            let due = self.game.with(|g| {
                let g = g.as_ref()?;
                let seat = g.to_act().filter(|s| *s != PERSON)?;
                Some((
                    SeatView::for_seat(g.current()?, seat),
                    engine::gbridge::bot::decision_seed(g.seed(), g),
                ))
            });
            if !self.active.get() {
                return;
            }
            if let Some((view, seed)) = due {
                self.ask_robot(view, seed);
            }
        });
        // The comparison: its rounds follow the person's finished rounds,
        // one decision at a time.
        Effect::new(move || {
            if !self.active.get() {
                return;
            }
            let finished = self
                .game
                .with(|g| g.as_ref().map_or(0, |g| g.scoreboard().rows.len()));
            let due = self.compare.with(|c| {
                let c = c.as_ref()?;
                if c.scoreboard().rows.len() >= finished || c.is_over() {
                    return None;
                }
                Some((
                    SeatView::of(c.current()?)?,
                    engine::gbridge::bot::decision_seed(c.seed(), c),
                ))
            });
            if let Some((view, seed)) = due {
                self.ask_compare(view, seed);
            }
        });
    }

    fn level(self) -> Level {
        self.page.settings.with_untracked(|s| s.level)
    }

    /// After the pace, asks the pool for the robot's decision at the
    /// person's table (unless one is awaited already).
    fn ask_robot(self, view: SeatView, seed: u64) {
        let awaiting = self.awaiting.get_value();
        if awaiting.table.get() {
            return;
        }
        awaiting.table.set(true);
        let turn = awaiting.turn.get() + 1;
        awaiting.turn.set(turn);
        self.thinking.set(true);
        let level = self.level();
        set_timeout(
            move || {
                // Not if the game was replaced meanwhile.
                if self.awaiting.get_value().turn.get() == turn {
                    let request = Request::GbridgeDecide {
                        id: 0,
                        view,
                        level,
                        seed,
                    };
                    self.page
                        .pool()
                        .ask(Work::Gbridge, request, move |response| {
                            self.on_robot(turn, response)
                        });
                }
            },
            ROBOT_PACE,
        );
    }

    /// The pool's answer for the robot due at the person's table.
    fn on_robot(self, turn: u64, response: Response) {
        let awaiting = self.awaiting.get_value();
        if awaiting.turn.get() != turn {
            return;
        }
        awaiting.table.set(false);
        self.thinking.set(false);
        match response {
            Response::GbridgeDecision { action, .. } => {
                if let Some(seat) = self
                    .game
                    .with_untracked(|g| g.as_ref().and_then(Game::to_act))
                    .filter(|s| *s != PERSON)
                {
                    self.act(seat, action);
                }
            }
            other => self.failed(&other),
        }
    }

    /// Asks the pool for the comparison's next decision (unless one is
    /// awaited already).
    fn ask_compare(self, view: SeatView, seed: u64) {
        let awaiting = self.awaiting.get_value();
        if awaiting.compare.get() {
            return;
        }
        awaiting.compare.set(true);
        let game = awaiting.games.get();
        let request = Request::GbridgeDecide {
            id: 0,
            view,
            level: self.level(),
            seed,
        };
        self.page
            .pool()
            .ask(Work::GbridgeCompare, request, move |response| {
                self.on_compare(game, response)
            });
    }

    /// The pool's answer for the comparison: played in turn there.
    fn on_compare(self, game: u64, response: Response) {
        let awaiting = self.awaiting.get_value();
        if awaiting.games.get() != game {
            return;
        }
        awaiting.compare.set(false);
        match response {
            Response::GbridgeDecision { action, .. } => {
                self.compare.update(|c| {
                    if let Some(c) = c.as_mut() {
                        let _ = c.act_in_turn(action);
                    }
                });
            }
            other => self.failed(&other),
        }
    }

    /// Tells the person that the computer could not decide.
    fn failed(self, response: &Response) {
        if let Response::Failed { message, .. } = response {
            let message = message.clone();
            self.page.notify(Scope::Gbridge, move |lang| {
                format!("{} ({message})", lang.t(Msg::ComputerProblem))
            });
        }
    }

    /// `seat` acts at the person's table; the live region says so.
    fn act(self, seat: Seat, action: Action) {
        let lang = self.page.lang();
        let mut done = false;
        self.game
            .update(|g| done = g.as_mut().is_some_and(|g| g.act(seat, action).is_ok()));
        if done {
            self.selected.set(None);
            self.page.live.set(match action {
                Action::Bid(bid) => lang.say(Phrase::GbridgeBids {
                    seat: lang.seat(seat),
                    bid,
                }),
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
        // The earlier game's work is dropped and its answers ignored.
        let awaiting = self.awaiting.get_value();
        awaiting.games.set(awaiting.games.get() + 1);
        awaiting.turn.set(awaiting.turn.get() + 1);
        awaiting.table.set(false);
        awaiting.compare.set(false);
        let pool = self.page.pool();
        pool.cancel(Work::Gbridge);
        pool.cancel(Work::GbridgeCompare);
        self.thinking.set(false);
        self.selected.set(None);
        self.link.set(None);
        // The earlier game's notices go with it.
        self.page.close_notices(Scope::Gbridge);
        self.friend.set(friend);
        self.compare.set(Some(Game::new(seed, rules)));
        self.game.set(Some(Game::new(seed, rules)));
        self.chosen.set(true);
        self.active.set(true);
    }

    /// A new game under the settings (a fresh seed).
    pub fn new_game(self) {
        let rules = GameRules {
            length: GameLength::new(self.rounds.get_untracked()).unwrap_or_default(),
            ..GameRules::default()
        };
        self.start(crate::web::fresh_seed(), rules, Vec::new());
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
            Err(e) => {
                self.page.notify(Scope::Page, move |lang| {
                    lang.say(Phrase::BadLink {
                        reason: &lang.game_link_error(&e),
                    })
                });
            }
        }
        if let Ok(history) = window().history() {
            let path = window()
                .location()
                .pathname()
                .unwrap_or_else(|_| "/".into());
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
        }
    }

    /// Makes the link to this game, with the person's round scores so far.
    pub fn share(self) {
        let link = self.game.with_untracked(|g| {
            let g = g.as_ref()?;
            let scores = g
                .scoreboard()
                .rows
                .iter()
                .map(|r| r.scores[PERSON as usize])
                .collect();
            Some(link::fragment(&GameLink {
                seed: g.seed(),
                rules: g.rules(),
                scores,
            }))
        });
        let location = window().location();
        let base = format!(
            "{}{}",
            location.origin().unwrap_or_default(),
            location.pathname().unwrap_or_else(|_| "/".into())
        );
        self.link.set(link.map(|l| format!("{base}{l}")));
    }
}
