//! Online tables (`halfbridge serve`, docs/PROTOCOL.md): the page of a
//! seat (`?table=ID&seat=S&token=T`) or of a spectator (`?table=ID`), and
//! the form that creates a table (`?online`).
//!
//! The server is the authority: the page draws the [`TableView`] each
//! frame carries and sends the person's action; it runs no computer
//! thinking (no workers, no hints) and never touches the solo game's
//! stored state (its own keys are under [`net::PREFIX`]).
//!
//! - [`Online`]: the connection (a WebSocket that comes back by itself,
//!   with `last_seq`) and what the server sent, as signals.
//! - `table`: the table drawn from the view, with the solo table's card
//!   and trick pieces (`hand::cards`, `hand::backs`, `center::trick_cards`).
//! - `gbridge`: a GBridge table, drawn from [`GbridgeView`] with the
//!   solo GBridge table's markup.
//! - `create`: the form that creates a table (the four games).
//!
//! Beside the table: the Closed Room's comparison after each board (the
//! view's `rooms`, the Open Room's line from the table's records), claims
//! and undos between people, and a language switch of the online pages'
//! own ([`net::LANG_KEY`]).

mod create;
mod gbridge;
mod table;

pub use create::CreatePage;
pub use table::TablePage;

use super::net;
use crate::web::aid_state::{Part, ReviewShown};
use contract_bridge::auction::Call;
use contract_bridge::{AbsoluteVulnerability, Hand, Seat};
use engine::contract::Contract;
use engine::review::{BoardReview, RoomReview};
use engine::rules::Variant;
use engine::table::{Action, Phase, Trick};
use i18n::Lang;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use wasm_bindgen::JsCast as _;
use wasm_bindgen::closure::Closure;

/// What one seat may see of the table (docs/PROTOCOL.md, `VIEW`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct TableView {
    /// The seat this view is for (`None`: a spectator).
    pub seat: Option<Seat>,
    /// The game.
    pub game: Variant,
    /// The board's number.
    pub board: u8,
    /// Boards in the match.
    pub boards: u8,
    /// Boards over.
    pub boards_done: usize,
    /// The dealer.
    pub dealer: Seat,
    /// Who is vulnerable.
    pub vulnerability: AbsoluteVulnerability,
    /// Where the board stands.
    pub phase: Phase,
    /// The hands this seat may see, N E S W; `None` elsewhere.
    pub hands: [Option<Hand>; 4],
    /// The announced points, where known.
    pub hcp: [Option<u8>; 4],
    /// Contract bridge's auction.
    pub calls: Vec<Call>,
    /// The declarer, once known.
    pub declarer: Option<Seat>,
    /// The contract, once named.
    pub contract: Option<Contract>,
    /// Completed tricks.
    pub tricks: Vec<Trick>,
    /// The trick in progress.
    pub current: Trick,
    /// Tricks won by North–South.
    pub tricks_ns: u8,
    /// Tricks won by East–West.
    pub tricks_ew: u8,
    /// The hand (or caller) due.
    pub to_act: Option<Seat>,
    /// The seat that decides for it (the declarer for dummy).
    pub due: Option<Seat>,
    /// The cards this seat may play now.
    pub legal: Option<Hand>,
    /// North–South's score on each board over.
    pub scores: Vec<i32>,
    /// Whether the match is over.
    pub over: bool,
    /// Each board's comparison with its Closed Room, once both are over.
    #[serde(default)]
    pub rooms: Vec<Room>,
    /// The net points over `rooms`, North–South's.
    #[serde(default)]
    pub net_ns: i32,
    /// The IMPs over `rooms`, North–South's.
    #[serde(default)]
    pub imps_ns: i32,
    /// Whether this seat has an action of the board in play to take back
    /// (the Undo button shows only then).
    #[serde(default)]
    pub can_undo: bool,
}

/// One board's comparison with its Closed Room (the view's `rooms`; its
/// `record` gives the review its board and the Closed Room's auction).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Room {
    /// The board's number.
    pub board: u8,
    /// This table's North–South score.
    pub open_ns: i32,
    /// The Closed Room's North–South score.
    pub closed_ns: i32,
    /// `open_ns - closed_ns`.
    pub net: i32,
    /// The IMPs of `net`.
    pub imps: i32,
    /// The Closed Room's declarer (`None`: passed out).
    #[serde(default)]
    pub declarer: Option<Seat>,
    /// The Closed Room's contract.
    #[serde(default)]
    pub contract: Option<Contract>,
    /// The tricks its declarer took.
    #[serde(default)]
    pub tricks: Option<u8>,
    /// The Closed Room's record (its board's seed left out).
    #[serde(default)]
    pub record: Option<engine::table::TableRecord>,
}

/// The Open Room's line of a board over (this table's), from its record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenLine {
    /// The declarer (`None`: passed out).
    pub declarer: Option<Seat>,
    /// The contract.
    pub contract: Option<Contract>,
    /// The tricks the declarer took.
    pub tricks: Option<u8>,
}

impl TableView {
    /// How many cards `seat` still holds (for a hand drawn face down).
    #[must_use]
    pub fn cards_left(&self, seat: Seat) -> usize {
        let played = self
            .tricks
            .iter()
            .chain(std::iter::once(&self.current))
            .flat_map(Trick::plays)
            .filter(|(s, _)| *s == seat)
            .count();
        13usize.saturating_sub(played)
    }

    /// The dummy, once the contract is known.
    #[must_use]
    pub fn dummy(&self) -> Option<Seat> {
        self.declarer.map(Seat::partner)
    }
}

/// What one seat may see of a GBridge table (docs/PROTOCOL.md, the
/// GBridge `VIEW`, `"game": "GBridge"`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct GbridgeView {
    /// The seat this view is for (`None`: a spectator).
    pub seat: Option<Seat>,
    /// The round's number, from 1.
    pub round: u8,
    /// Rounds in the game.
    pub rounds: u8,
    /// Cards dealt to each player this round.
    pub size: u8,
    /// The round's trump suit.
    pub trump: contract_bridge::Suit,
    /// Who bid first this round.
    pub first_bidder: Seat,
    /// `Bidding`, `Playing` or `Finished`.
    pub phase: engine::gbridge::RoundPhase,
    /// The bids so far, in bidding order from `first_bidder`.
    pub bids: Vec<u8>,
    /// The viewer's remaining cards (`None` for the others').
    pub hands: [Option<Hand>; 4],
    /// The round's completed tricks.
    pub tricks: Vec<engine::gbridge::Trick>,
    /// The trick in progress.
    pub current: engine::gbridge::Trick,
    /// Tricks won this round, N E S W.
    pub won: [u8; 4],
    /// The player due.
    pub to_act: Option<Seat>,
    /// The same.
    pub due: Option<Seat>,
    /// The bids this viewer may make, when due to bid.
    #[serde(default)]
    pub legal_bids: Option<Vec<u8>>,
    /// The cards this viewer may play, when due to play.
    #[serde(default)]
    pub legal: Option<Hand>,
    /// A row per round finished.
    pub scoreboard: engine::gbridge::Scoreboard,
    /// The totals, N E S W.
    pub totals: [i32; 4],
    /// Whether the game is over.
    pub over: bool,
}

impl GbridgeView {
    /// `seat`'s bid this round, once made.
    #[must_use]
    pub fn bid_of(&self, seat: Seat) -> Option<u8> {
        let k = (seat as usize + 4 - self.first_bidder as usize) % 4;
        self.bids.get(k).copied()
    }

    /// How many cards `seat` still holds.
    #[must_use]
    pub fn cards_left(&self, seat: Seat) -> usize {
        let played = self
            .tricks
            .iter()
            .chain(std::iter::once(&self.current))
            .filter(|t| t.card_of(seat).is_some())
            .count();
        usize::from(self.size).saturating_sub(played)
    }
}

/// Who sits at a seat (the `seats` frame's `sitter`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sitter {
    /// A person's seat nobody has taken yet.
    Waiting,
    /// A person plays it.
    Human,
    /// A robot plays for a person who dropped.
    Standin,
    /// A computer player.
    Robot,
}

/// One seat of the `seats` frame.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct SeatInfo {
    /// Who sits there.
    pub sitter: Sitter,
    /// The person's display name.
    #[serde(default)]
    pub name: Option<String>,
    /// Whether the person's connection is open.
    #[serde(default)]
    pub connected: bool,
    /// Milliseconds left (when sent) until a robot takes the seat over.
    #[serde(default)]
    pub away_ms: Option<u64>,
}

/// The `seats` frame: the host and the four seats, N E S W.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Seats {
    /// The host's seat.
    #[serde(default)]
    pub host: Option<Seat>,
    /// N, E, S, W.
    pub seats: Vec<SeatInfo>,
}

/// A chat message.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ChatLine {
    /// Its seat.
    pub seat: Seat,
    /// Its sender's name.
    #[serde(default)]
    pub name: Option<String>,
    /// What was said (shown as text).
    pub text: String,
}

/// A frame from the server, every type's fields in one flat struct
/// (`kind` tells which are there). Read straight from the text: an
/// internally tagged enum would buffer each frame and read the view's
/// engine types a second way, a copy of their readers in the page's
/// module (docs/BENCHMARKS.md, the load).
#[derive(Debug, Deserialize)]
struct Frame {
    /// `state`, `acted`, `error`, `seats`, `chat`, `invite`, …
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    seq: u64,
    /// Read once the game is known (a bridge or a GBridge view).
    #[serde(default)]
    view: Option<Box<serde_json::value::RawValue>>,
    #[serde(default)]
    code: Option<String>,
    #[serde(default)]
    host: Option<Seat>,
    #[serde(default)]
    seats: Option<Vec<SeatInfo>>,
    #[serde(default)]
    seat: Option<Seat>,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    text: Option<String>,
    #[serde(default)]
    url: Option<String>,
    #[serde(default)]
    tricks: Option<u8>,
    #[serde(default)]
    waiting: Option<Vec<Seat>>,
}

/// An HTTP error's body (docs/PROTOCOL.md: `{"error": CODE, "message": TEXT}`).
#[derive(Deserialize)]
struct ApiError {
    error: String,
}

/// A claim or an undo that awaits answers (`claimed`, `undo_asked`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asked {
    /// The seat that asks.
    pub seat: Seat,
    /// The tricks claimed (`None`: an undo).
    pub tricks: Option<u8>,
    /// The seats whose person is asked.
    pub waiting: Vec<Seat>,
}

/// A message to the server (docs/PROTOCOL.md, online-seats).
#[derive(Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Out<'a> {
    Act {
        action: Action,
        seq: u64,
    },
    #[serde(rename = "act")]
    GbAct {
        action: engine::gbridge::Action,
        seq: u64,
    },
    Name {
        name: &'a str,
    },
    Chat {
        text: &'a str,
    },
    Seat {
        seat: Seat,
        to: &'a str,
    },
    Leave,
    Claim {
        tricks: u8,
    },
    Answer {
        accept: bool,
    },
    Undo,
}

/// The connection's state, as shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link {
    /// Opening.
    Connecting,
    /// Open.
    Open,
    /// Lost: trying again after a pause.
    Lost,
}

/// The invite links of a table, as the host keeps them (local storage,
/// [`net::invites_key`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, Deserialize)]
pub struct Invites {
    /// Each person's seat's link, by seat letter (`N`, `E`, `S`, `W`).
    pub seats: std::collections::BTreeMap<String, String>,
    /// The spectators' link.
    #[serde(default)]
    pub watch: String,
}

/// The display name of the person at `seat`, where the server sends the
/// seats: a person's (or a stand-in's, the person's) name; a robot's or an
/// empty seat's none.
pub fn person_at(online: Online, seat: Seat) -> Option<String> {
    online.seats.with(|s| {
        let info = s.as_ref()?.seats.get(seat as usize)?;
        match info.sitter {
            Sitter::Human | Sitter::Standin => info.name.clone().filter(|n| !n.is_empty()),
            Sitter::Robot | Sitter::Waiting => None,
        }
    })
}

/// A person's name beside a seat's label: text, cut with an ellipsis by
/// the style where long, the whole name in its title.
pub fn person_tag(name: Option<String>) -> impl IntoView {
    name.map(|name| {
        let title = name.clone();
        view! { <span class="person" title=title>{name}</span> }
    })
}

/// The letter of `seat` in addresses (`N`, `E`, `S`, `W`).
#[must_use]
pub fn seat_letter(seat: Seat) -> &'static str {
    match seat {
        Seat::North => "N",
        Seat::East => "E",
        Seat::South => "S",
        Seat::West => "W",
    }
}

/// The seat of a letter (`N`, `E`, `S`, `W`).
#[must_use]
pub fn seat_of_letter(letter: &str) -> Option<Seat> {
    Seat::ALL.into_iter().find(|&s| seat_letter(s) == letter)
}

/// The person's language: the one chosen on the online pages
/// ([`net::LANG_KEY`]), else the solo game's setting when stored (read
/// only), else the browser's.
#[must_use]
pub fn page_lang() -> Lang {
    if let Some(lang) = net::read(net::LANG_KEY, false)
        .and_then(|code| Lang::ALL.into_iter().find(|l| l.code() == code))
    {
        return lang;
    }
    #[derive(Deserialize)]
    struct Stored {
        settings: StoredSettings,
    }
    #[derive(Deserialize)]
    struct StoredSettings {
        lang: Lang,
    }
    let stored = web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(crate::saved::KEY).ok().flatten())
        .and_then(|text| serde_json::from_str::<Stored>(&text).ok())
        .map(|s| s.settings.lang);
    stored.unwrap_or_else(|| {
        web_sys::window()
            .and_then(|w| w.navigator().language())
            .and_then(|l| Lang::for_locale(&l))
            .unwrap_or_default()
    })
}

/// The online pages' language switch: the six languages, the choice
/// kept under [`net::LANG_KEY`] and set on `lang`.
pub fn lang_switch(lang: RwSignal<Lang>) -> impl IntoView {
    let options = Lang::ALL
        .into_iter()
        .map(|l| view! { <option value=l.code() selected=move || lang.get() == l>{l.name()}</option> })
        .collect_view();
    view! {
        <label class="lang-switch">
            <select aria-label=move || lang.get().t(i18n::Msg::Language)
                on:change=move |ev| {
                    let code = event_target_value(&ev);
                    if let Some(l) = Lang::ALL.into_iter().find(|l| l.code() == code) {
                        net::write(net::LANG_KEY, l.code(), false);
                        lang.set(l);
                    }
                }>
                {options}
            </select>
        </label>
    }
}

/// The longest pause between two tries to connect again (ms).
const MAX_BACKOFF_MS: u32 = 15_000;

/// How long a connection stays open before the pauses between tries start
/// again from the shortest (ms).
const STEADY_MS: f64 = 10_000.0;

/// How long an action sent may wait for the table's answer before the page
/// opens its connection again (ms). The server answers in milliseconds; an
/// action or a frame relayed between instances of a cluster (NATS core
/// delivers at most once) may be lost, and a new connection brings the
/// state as the table has it, the cards offered again if still due.
const ANSWER_MS: u64 = 8_000;

/// The open socket and its handlers (dropped with it).
struct Socket {
    ws: web_sys::WebSocket,
    _handlers: Vec<Closure<dyn FnMut(web_sys::Event)>>,
}

thread_local! {
    static SOCKET: RefCell<Option<Socket>> = const { RefCell::new(None) };
}

/// One online table as the page sees it: the connection and the frames'
/// contents, as signals.
#[derive(Clone, Copy)]
pub struct Online {
    /// The table's id.
    pub table: StoredValue<String>,
    /// The person's seat (`None`: watching).
    pub seat: Option<Seat>,
    token: StoredValue<Option<String>>,
    /// The page's language.
    pub lang: RwSignal<Lang>,
    /// The latest view (a bridge table's).
    pub view: RwSignal<Option<TableView>>,
    /// The latest view of a GBridge table.
    pub gview: RwSignal<Option<GbridgeView>>,
    /// The latest `seq` seen.
    pub seq: RwSignal<u64>,
    /// The connection's state.
    pub link: RwSignal<Link>,
    /// The seats, where the server sends them.
    pub seats: RwSignal<Option<Seats>>,
    /// When the seats came (ms, the page's clock), for the countdowns.
    pub seats_at: RwSignal<f64>,
    /// The page's clock, ticking once a second while a countdown runs.
    pub now: RwSignal<f64>,
    /// The chat, oldest first.
    pub chat: RwSignal<Vec<ChatLine>>,
    /// The host's invite links (when this browser created the table).
    pub invites: RwSignal<Invites>,
    /// The last refusal's code.
    pub refused: RwSignal<Option<String>>,
    /// An action was sent and the table has not answered it: no frame
    /// but a Closed Room's has come since. The cards stay as they are
    /// drawn meanwhile; another click sends nothing. After [`ANSWER_MS`]
    /// with no answer the connection opens again.
    pub pending: RwSignal<bool>,
    /// The person's display name (local storage, [`net::NAME_KEY`]).
    pub name: RwSignal<Option<String>>,
    /// The Open Room's line of each board over, in order (read from the
    /// table's records, `GET /api/tables/{id}/records`).
    pub open_lines: RwSignal<Vec<OpenLine>>,
    /// A request for the records is under way.
    asking: StoredValue<bool>,
    /// The claim or undo awaiting answers.
    pub asked: RwSignal<Option<Asked>>,
    /// The review shown (the solo game's region), by board: its parts
    /// come from the server at once (`GET /api/tables/{id}/review/{n}`).
    pub review: RwSignal<Option<ReviewShown>>,
    /// The seat that refused the last claim or undo.
    pub refused_by: RwSignal<Option<Seat>>,
    /// Tries to connect since a connection last stayed open
    /// [`STEADY_MS`].
    tries: StoredValue<u32>,
    /// When the current connection opened (ms, the page's clock).
    opened_at: StoredValue<f64>,
    /// Which socket is the current one (an older one's close is ignored).
    generation: StoredValue<u32>,
    /// Actions sent so far: tells the answer's timer which one it waits for.
    sends: StoredValue<u64>,
    /// How long an action waits for its answer ([`ANSWER_MS`]; a test's
    /// `?test&answer=MS`, so that a mocked table that never answers is
    /// not opened again in the middle of a test, or is opened sooner).
    answer_ms: u64,
    /// The countdowns' interval, while one runs.
    ticker: StoredValue<Option<i32>>,
}

fn now_ms() -> f64 {
    js_sys::Date::now()
}

impl Online {
    /// The table of the page's address, or `None` without `?table=`.
    #[must_use]
    pub fn from_address() -> Option<Self> {
        let table = super::query("table").filter(|t| !t.is_empty())?;
        let token = super::query("token").filter(|t| !t.is_empty());
        let seat = token
            .as_ref()
            .and_then(|_| super::query("seat"))
            .and_then(|s| seat_of_letter(&s));
        let invites = net::read(&net::invites_key(&table), false)
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default();
        let seq = seat
            .and_then(|s| net::read(&net::seq_key(&table, seat_letter(s)), true))
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        Some(Self {
            table: StoredValue::new(table),
            seat,
            token: StoredValue::new(token),
            lang: RwSignal::new(page_lang()),
            view: RwSignal::new(None),
            gview: RwSignal::new(None),
            seq: RwSignal::new(seq),
            link: RwSignal::new(Link::Connecting),
            seats: RwSignal::new(None),
            seats_at: RwSignal::new(0.0),
            now: RwSignal::new(now_ms()),
            chat: RwSignal::new(Vec::new()),
            invites: RwSignal::new(invites),
            refused: RwSignal::new(None),
            pending: RwSignal::new(false),
            name: RwSignal::new(net::read(net::NAME_KEY, false).filter(|n| !n.is_empty())),
            open_lines: RwSignal::new(Vec::new()),
            asking: StoredValue::new(false),
            asked: RwSignal::new(None),
            review: RwSignal::new(None),
            refused_by: RwSignal::new(None),
            tries: StoredValue::new(0),
            opened_at: StoredValue::new(f64::INFINITY),
            generation: StoredValue::new(0),
            sends: StoredValue::new(0),
            answer_ms: super::query("test")
                .and(super::query("answer"))
                .and_then(|ms| ms.parse().ok())
                .unwrap_or(ANSWER_MS),
            ticker: StoredValue::new(None),
        })
    }

    /// The WebSocket's address: `ws(s)://host/…/ws/tables/ID?token=…&last_seq=N`.
    fn socket_url(self) -> Option<String> {
        let location = web_sys::window()?.location();
        let base = web_sys::Url::new_with_base("ws/tables/", &location.href().ok()?).ok()?;
        base.set_protocol(if location.protocol().ok()? == "https:" {
            "wss:"
        } else {
            "ws:"
        });
        base.set_search("");
        base.set_hash("");
        let mut url = format!("{}{}", base.href(), self.table.get_value());
        let mut sep = '?';
        if let Some(token) = self.token.get_value() {
            url = format!("{url}{sep}token={token}");
            sep = '&';
        }
        let seq = self.seq.get_untracked();
        if seq > 0 {
            url = format!("{url}{sep}last_seq={seq}");
        }
        Some(url)
    }

    /// Opens the connection (again): the handlers of an older socket are
    /// dropped with it.
    pub fn connect(self) {
        let Some(url) = self.socket_url() else { return };
        let generation = self.generation.get_value().wrapping_add(1);
        self.generation.set_value(generation);
        self.link.set(Link::Connecting);
        let Ok(ws) = web_sys::WebSocket::new(&url) else {
            self.lost(generation);
            return;
        };
        let on_open = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
            if self.generation.get_value() != generation {
                return;
            }
            self.link.set(Link::Open);
            self.opened_at.set_value(now_ms());
            if let Some(name) = self.name.get_untracked() {
                self.send_name(&name);
            }
        });
        let on_message = Closure::<dyn FnMut(web_sys::Event)>::new(move |ev: web_sys::Event| {
            if self.generation.get_value() != generation {
                return;
            }
            let Some(text) = ev
                .dyn_ref::<web_sys::MessageEvent>()
                .and_then(|m| m.data().as_string())
            else {
                return;
            };
            self.on_frame(&text);
        });
        let on_close = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
            self.lost(generation);
        });
        ws.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        ws.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        SOCKET.with(|s| {
            let old = s.replace(Some(Socket {
                ws,
                _handlers: vec![on_open, on_message, on_close],
            }));
            if let Some(old) = old {
                old.ws.set_onclose(None);
                let _ = old.ws.close();
            }
        });
    }

    /// The socket `generation` closed: try again after a pause that
    /// doubles each time (0.5 s to [`MAX_BACKOFF_MS`]), never in a loop.
    /// The pauses start again from 0.5 s only after a connection that
    /// stayed open [`STEADY_MS`]: one closed soon after opening (the seat
    /// opened in another tab, which the server's newer connection
    /// replaces) keeps doubling, so two tabs of one seat do not take the
    /// seat from each other twice a second.
    fn lost(self, generation: u32) {
        if self.generation.get_value() != generation {
            return;
        }
        self.link.set(Link::Lost);
        self.pending.set(false);
        if now_ms() - self.opened_at.get_value() >= STEADY_MS {
            self.tries.set_value(0);
        }
        // Until a connection opens again, nothing resets the pauses.
        self.opened_at.set_value(f64::INFINITY);
        let tries = self.tries.get_value();
        self.tries.set_value(tries.saturating_add(1));
        let pause = 500u32.saturating_mul(1 << tries.min(5)).min(MAX_BACKOFF_MS);
        set_timeout(
            move || {
                if self.generation.get_value() == generation {
                    self.connect();
                }
            },
            std::time::Duration::from_millis(u64::from(pause)),
        );
    }

    fn on_frame(self, text: &str) {
        let Ok(frame) = serde_json::from_str::<Frame>(text) else {
            return;
        };
        // Any frame with a view but a Closed Room's settles the claim or
        // the undo asked (play stops until then).
        if frame.view.is_some() && frame.kind != "rooms" {
            self.asked.set(None);
        }
        match (frame.kind.as_str(), frame.view) {
            // `state`, `acted`, and any frame that ends with a view (a
            // claim accepted, an undo granted).
            (_, Some(raw)) => {
                #[derive(Deserialize)]
                struct Game {
                    game: String,
                }
                let seq = frame.seq;
                let known = self.view.with_untracked(Option::is_some)
                    || self.gview.with_untracked(Option::is_some);
                if seq < self.seq.get_untracked() && known {
                    return;
                }
                let text = raw.get();
                let gbridge = serde_json::from_str::<Game>(text).is_ok_and(|g| g.game == "GBridge");
                if gbridge {
                    let Ok(view) = serde_json::from_str::<GbridgeView>(text) else {
                        return;
                    };
                    self.seq.set(seq);
                    self.gview.set(Some(view));
                } else {
                    let Ok(view) = serde_json::from_str::<TableView>(text) else {
                        return;
                    };
                    self.seq.set(seq);
                    let done = view.boards_done;
                    self.view.set(Some(view));
                    self.read_open_lines(done);
                }
                // A Closed Room's frame moves nothing at the board: an
                // action sent stays pending (its cards not offered again)
                // until the table answers it.
                if frame.kind != "rooms" {
                    self.pending.set(false);
                }
                if let Some(seat) = self.seat {
                    net::write(
                        &net::seq_key(&self.table.get_value(), seat_letter(seat)),
                        &seq.to_string(),
                        true,
                    );
                }
            }
            ("error", _) => {
                self.pending.set(false);
                // A server without names or chat (`unknown_type`) still
                // plays; a stale action was overtaken by the table.
                let code = frame.code.unwrap_or_default();
                if code != "unknown_type" && code != "stale" {
                    self.refused.set(Some(code));
                }
            }
            ("seats", _) => {
                let seats = Seats {
                    host: frame.host,
                    seats: frame.seats.unwrap_or_default(),
                };
                let counting = seats.seats.iter().any(|s| s.away_ms.is_some());
                self.seats_at.set(now_ms());
                self.now.set(now_ms());
                self.seats.set(Some(seats));
                self.tick(counting);
            }
            ("chat", _) => {
                let (Some(seat), Some(text)) = (frame.seat, frame.text) else {
                    return;
                };
                self.chat.update(|c| {
                    c.push(ChatLine {
                        seat,
                        name: frame.name,
                        text,
                    });
                    let extra = c.len().saturating_sub(50);
                    c.drain(..extra);
                });
            }
            ("claimed" | "undo_asked", _) => {
                let Some(seat) = frame.seat else { return };
                self.refused_by.set(None);
                self.asked.set(Some(Asked {
                    seat,
                    tricks: frame.tricks.filter(|_| frame.kind == "claimed"),
                    waiting: frame.waiting.unwrap_or_default(),
                }));
            }
            ("refused", _) => {
                self.asked.set(None);
                self.refused_by.set(frame.seat);
            }
            ("invite", _) => {
                let (Some(seat), Some(url)) = (frame.seat, frame.url) else {
                    return;
                };
                self.invites.update(|i| {
                    i.seats.insert(seat_letter(seat).to_string(), url);
                });
                if let Ok(text) = serde_json::to_string(&self.invites.get_untracked()) {
                    net::write(&net::invites_key(&self.table.get_value()), &text, false);
                }
            }
            _ => {}
        }
    }

    /// Opens board `board`'s review: shown at once as working, its parts
    /// from the server (computed there, never on this page), then brought
    /// into view. A refusal closes it and shows its code.
    pub fn open_review(self, board: u8) {
        let index = usize::from(board.saturating_sub(1));
        let started = now_ms();
        self.review.set(Some(ReviewShown {
            index,
            deal: Part::Waiting(0),
            open: Part::Waiting(0),
            closed: Part::Waiting(0),
            started,
            took: None,
        }));
        let url = format!("api/tables/{}/review/{board}", self.table.get_value());
        leptos::task::spawn_local(async move {
            let answer = net::request(&url, None).await;
            let still = || {
                self.review.with_untracked(|r| {
                    r.as_ref()
                        .is_some_and(|r| r.index == index && r.started == started)
                })
            };
            if !still() {
                return;
            }
            let review = match answer {
                Some(net::Answer { status: 200, text }) => {
                    serde_json::from_str::<BoardReview>(&text).map_err(|_| "malformed".to_string())
                }
                Some(net::Answer { text, .. }) => Err(serde_json::from_str::<ApiError>(&text)
                    .map_or_else(|_| "storage".to_string(), |e| e.error)),
                None => Err("offline".to_string()),
            };
            match review {
                Ok(r) => {
                    let part = |room: Option<RoomReview>| room.map_or(Part::Missing, Part::Ready);
                    self.review.set(Some(ReviewShown {
                        index,
                        deal: Part::Ready(r.deal),
                        open: part(r.open),
                        closed: part(r.closed),
                        started,
                        took: Some(now_ms() - started),
                    }));
                }
                Err(code) => {
                    self.review.set(None);
                    self.refused.set(Some(code));
                }
            }
        });
        // Brought into view once drawn (it is below the table).
        set_timeout(
            || {
                if let Some(el) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.query_selector(".review").ok().flatten())
                {
                    el.scroll_into_view();
                }
            },
            std::time::Duration::from_millis(50),
        );
    }

    /// Closes the review.
    pub fn close_review(self) {
        self.review.set(None);
    }

    /// Reads the Open Room's lines of the boards over (the table's
    /// records) when `done` boards are over and fewer are known. Asked
    /// again at the next frame if it fails.
    fn read_open_lines(self, done: usize) {
        if self.open_lines.with_untracked(Vec::len) >= done || self.asking.get_value() {
            return;
        }
        self.asking.set_value(true);
        let url = format!("api/tables/{}/records", self.table.get_value());
        leptos::task::spawn_local(async move {
            let lines = match net::request(&url, None).await {
                Some(net::Answer { status: 200, text }) => serde_json::from_str::<
                    Vec<engine::table::TableRecord>,
                >(&text)
                .ok()
                .map(|records| {
                    records
                        .iter()
                        .map(|r| {
                            let table = engine::table::Table::replay(r).ok();
                            OpenLine {
                                declarer: table.as_ref().and_then(engine::table::Table::declarer),
                                contract: table.as_ref().and_then(engine::table::Table::contract),
                                tricks: table
                                    .as_ref()
                                    .and_then(engine::table::Table::declarer_tricks),
                            }
                        })
                        .collect::<Vec<_>>()
                }),
                _ => None,
            };
            self.asking.set_value(false);
            if let Some(lines) = lines
                && lines.len() > self.open_lines.with_untracked(Vec::len)
            {
                self.open_lines.set(lines);
            }
        });
    }

    /// Starts (or stops) the one interval that moves the countdowns.
    fn tick(self, counting: bool) {
        let running = self.ticker.get_value();
        let Some(window) = web_sys::window() else {
            return;
        };
        match (counting, running) {
            (true, None) => {
                let step = Closure::<dyn FnMut()>::new(move || self.now.set(now_ms()));
                if let Ok(id) = window.set_interval_with_callback_and_timeout_and_arguments_0(
                    step.as_ref().unchecked_ref(),
                    1000,
                ) {
                    self.ticker.set_value(Some(id));
                }
                step.forget();
            }
            (false, Some(id)) => {
                window.clear_interval_with_handle(id);
                self.ticker.set_value(None);
            }
            _ => {}
        }
    }

    fn send(self, message: &Out<'_>) -> bool {
        let Ok(text) = serde_json::to_string(message) else {
            return false;
        };
        SOCKET.with(|s| {
            s.borrow().as_ref().is_some_and(|socket| {
                socket.ws.ready_state() == web_sys::WebSocket::OPEN
                    && socket.ws.send_with_str(&text).is_ok()
            })
        })
    }

    /// Sends the person's action, chosen at the latest `seq`.
    pub fn act(self, action: Action) {
        if self.pending.get_untracked() {
            return;
        }
        self.refused.set(None);
        let message = Out::Act {
            action,
            seq: self.seq.get_untracked(),
        };
        if self.send(&message) {
            self.await_answer();
        }
    }

    /// Sends the person's GBridge bid or card, chosen at the latest `seq`.
    pub fn gb_act(self, action: engine::gbridge::Action) {
        if self.pending.get_untracked() {
            return;
        }
        self.refused.set(None);
        let message = Out::GbAct {
            action,
            seq: self.seq.get_untracked(),
        };
        if self.send(&message) {
            self.await_answer();
        }
    }

    /// Marks the action just sent pending, and opens the connection again
    /// if the table has not answered it within [`ANSWER_MS`] (on the same
    /// connection: a drop meanwhile reconnects by itself).
    fn await_answer(self) {
        self.pending.set(true);
        let send = self.sends.get_value().wrapping_add(1);
        self.sends.set_value(send);
        let generation = self.generation.get_value();
        set_timeout(
            move || {
                if self.pending.get_untracked()
                    && self.sends.get_value() == send
                    && self.generation.get_value() == generation
                {
                    self.pending.set(false);
                    self.connect();
                }
            },
            std::time::Duration::from_millis(self.answer_ms),
        );
    }

    fn send_name(self, name: &str) {
        self.send(&Out::Name { name });
    }

    /// Keeps the person's display name (at most 24 characters) and tells
    /// the table.
    pub fn set_name(self, name: &str) {
        let name: String = name
            .trim()
            .chars()
            .filter(|c| !c.is_control())
            .take(24)
            .collect();
        if name.is_empty() {
            return;
        }
        net::write(net::NAME_KEY, &name, false);
        self.send_name(&name);
        self.name.set(Some(name));
    }

    /// Says `text` (at most 200 characters) in the chat.
    pub fn say(self, text: &str) {
        let text: String = text.trim().chars().take(200).collect();
        if !text.is_empty() {
            self.send(&Out::Chat { text: &text });
        }
    }

    /// Leaves the seat on purpose (the server starts its shorter
    /// countdown and closes the connection, which is not tried again).
    pub fn leave(self) {
        if self.seat.is_some() {
            self.send(&Out::Leave);
        }
        self.generation
            .set_value(self.generation.get_value().wrapping_add(1));
    }

    /// The declarer claims `tricks` of the remaining tricks.
    pub fn claim(self, tricks: u8) {
        self.refused.set(None);
        self.refused_by.set(None);
        self.send(&Out::Claim { tricks });
    }

    /// Answers the claim or undo that awaits this seat.
    pub fn answer(self, accept: bool) {
        self.send(&Out::Answer { accept });
    }

    /// Asks to take back this seat's last action.
    pub fn undo(self) {
        self.refused.set(None);
        self.refused_by.set(None);
        self.send(&Out::Undo);
    }

    /// The host gives `seat` to a robot (`robot`) or opens it again (`open`).
    pub fn give_seat(self, seat: Seat, to: &str) {
        self.send(&Out::Seat { seat, to });
    }
}
