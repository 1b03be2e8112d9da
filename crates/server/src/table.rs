//! One task per table: it owns the table's [`Match`], takes the commands of
//! its connections and robots one at a time, stores each action before
//! anyone hears of it, and sends each seat what that seat may see.

use std::collections::{BTreeMap, VecDeque};
use std::sync::{Arc, RwLock};
use std::time::Instant;

use engine::Seat;
use engine::bot::{self, Level, montecarlo};
use engine::table::{Action, Phase};
use engine::view::SeatView;
use serde::Serialize;
use tokio::sync::{Semaphore, mpsc, oneshot};

use crate::game::{ActError, ClosedRoom, Event, Match, Move, Records};
use crate::protocol::{ErrorCode, SeatTo, ServerMessage};
use crate::seating::{Countdown, Grace, RobotsCards, SeatInfo, Seating, Sitter, TableSpec};
use crate::store::Store;

/// Frames kept per audience (four seats, the spectators) for clients that
/// come back: a client further behind gets a fresh state. Sixteen cover a
/// connection lost for a few tricks at a person's pace; each frame is a
/// whole view, so 64 held about 600 KB a table (heaptrack), most of the
/// server's memory, and at 1,000 tables its growth slowed the first
/// seconds' actions (p99 93-110 ms against 70-91 with 16; BENCHMARKS.md).
pub const HISTORY: usize = 16;

/// The stack of a robot's thread (the double-dummy solver recurses deeply).
pub(crate) const ROBOT_STACK: usize = 32 * 1024 * 1024;

/// How long a table waits before trying again what failed (storing a
/// Closed Room, asking a robot whose action was not stored).
const RETRY: std::time::Duration = std::time::Duration::from_secs(1);

/// Lowers the calling thread's priority (nice 10, Linux): the Closed Room
/// and the reviews are background work, and must not take the cores from
/// the tables' tasks, whose actions people wait for (at 1,000 tables the
/// Closed Rooms of the boards over made the slowest actions wait).
pub(crate) fn background_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid and setpriority only read and set this thread's nice
    // value; a failure leaves the priority as it was.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid);
        if let Ok(tid) = libc::id_t::try_from(tid) {
            let _ = libc::setpriority(libc::PRIO_PROCESS, tid, 10);
        }
    }
}

/// A frame to one connection: a JSON text.
pub type Frame = Arc<str>;

/// What a table's task is asked.
#[derive(Debug)]
pub enum Command {
    /// A connection joins as `seat` (`None`: a spectator), having seen
    /// frames up to `last_seq`.
    Join {
        /// The connection's number.
        conn: u64,
        /// Its seat.
        seat: Option<Seat>,
        /// The last sequence number it saw, when it comes back.
        last_seq: Option<u64>,
        /// Where its frames go.
        tx: mpsc::UnboundedSender<Frame>,
        /// The hash of the token it came with (checked again: the host may
        /// have changed the seat's token since).
        token_hash: Option<String>,
    },
    /// A connection has gone.
    Leave {
        /// The connection's number.
        conn: u64,
    },
    /// A seat's action.
    Act {
        /// The connection's number.
        conn: u64,
        /// Its seat.
        seat: Seat,
        /// The action.
        action: Move,
        /// The sequence number it was chosen at, when given.
        seq: Option<u64>,
    },
    /// A connection's message was refused before reaching the table.
    Reject {
        /// The connection's number.
        conn: u64,
        /// Why.
        code: ErrorCode,
        /// In words.
        message: String,
    },
    /// A robot's decision, for the table as it was at `seq`.
    Robot {
        /// The sequence number it was asked at.
        seq: u64,
        /// Its seat.
        seat: Seat,
        /// Its action.
        action: Move,
    },
    /// Ask the robot due again (after a failure).
    Retry,
    /// Read the log again: an append's outcome is unknown
    /// ([`TableTask::catch_up`]).
    Settle,
    /// Stop: another instance runs the table from now on (this one lost
    /// its lease or hands its tables over). Every connection is closed
    /// (they come back wherever the table runs), and the answer is sent
    /// once nothing more will be stored.
    Stop(oneshot::Sender<()>),
    /// A seat's display name.
    Name {
        /// The connection's number.
        conn: u64,
        /// Its seat.
        seat: Seat,
        /// The name as sent.
        name: String,
    },
    /// A seat's person leaves on purpose: the short countdown, and the
    /// connection is closed.
    Leaving {
        /// The connection's number.
        conn: u64,
    },
    /// A chat message from a seat.
    Chat {
        /// The connection's number.
        conn: u64,
        /// Its seat.
        seat: Seat,
        /// The text as sent.
        text: String,
    },
    /// The declarer claims.
    Claim {
        /// The connection's number.
        conn: u64,
        /// Its seat.
        seat: Seat,
        /// The remaining tricks claimed.
        tricks: u8,
    },
    /// A defender answers the claim.
    Answer {
        /// The connection's number.
        conn: u64,
        /// Its seat.
        seat: Seat,
        /// Whether they accept.
        accept: bool,
    },
    /// A person asks to take back their seat's last action.
    Undo {
        /// The connection's number.
        conn: u64,
        /// Its seat.
        seat: Seat,
    },
    /// A claim judged on a thread of its own: the cards that end the board
    /// with the claimed count (`None`: none do), and whether double dummy
    /// confirms the claim (the robots' answer).
    Judged {
        /// The claim's number.
        number: u64,
        /// The cards that end the board, when they can.
        plays: Option<Vec<engine::Card>>,
        /// Whether the defence cannot hold the declaring side below it.
        sound: bool,
    },
    /// A countdown ran out.
    Expired {
        /// The seat.
        seat: Seat,
        /// The countdown's number.
        number: u64,
    },
    /// The host (`by`) gives `seat` to a robot or opens it.
    SeatTo {
        /// The connection's number.
        conn: u64,
        /// The seat that asks.
        by: Seat,
        /// The seat.
        seat: Seat,
        /// What becomes of it.
        to: SeatTo,
        /// For `open`: the new token, its hash, and the invite URL's base
        /// (`http://HOST/`).
        invite: Option<(String, String, String)>,
    },
    /// The public state.
    Public(oneshot::Sender<Public>),
    /// The records of the boards over.
    Records(oneshot::Sender<Records>),
    /// The Closed Rooms' records of the boards over.
    Closed(oneshot::Sender<Vec<engine::table::TableRecord>>),
    /// A board's two records for its review (the Open Room's, the Closed
    /// Room's), or why not (yet).
    Review {
        /// The board's number.
        board: u8,
        /// Where the answer goes.
        reply: oneshot::Sender<crate::game::ReviewRecords>,
    },
    /// A Closed Room played on a thread of its own (`None`: it could not
    /// be played).
    ClosedPlayed {
        /// The board.
        board: u8,
        /// Its Closed Room.
        room: Option<ClosedRoom>,
    },
    /// Try again to store the Closed Rooms played (after a storage error).
    StoreClosed,
}

impl Command {
    /// Whether the table must agree with its log before it takes this
    /// command up: it may append to the log, or it acts on the sequence
    /// number. The others (a join, a chat, a read) go on while the
    /// database is away; a joiner is sent the state anew once the table
    /// has caught up. Every variant is named, so a new command is sorted
    /// here when it is added.
    const fn needs_log(&self) -> bool {
        match self {
            Self::Act { .. }
            | Self::Robot { .. }
            | Self::Retry
            | Self::Settle
            | Self::Claim { .. }
            | Self::Answer { .. }
            | Self::Judged { .. }
            | Self::Undo { .. }
            | Self::Expired { .. }
            | Self::SeatTo { .. }
            | Self::ClosedPlayed { .. }
            | Self::StoreClosed => true,
            Self::Join { .. }
            | Self::Leave { .. }
            | Self::Leaving { .. }
            | Self::Reject { .. }
            | Self::Name { .. }
            | Self::Chat { .. }
            | Self::Stop(_)
            | Self::Public(_)
            | Self::Records(_)
            | Self::Closed(_)
            | Self::Review { .. } => false,
        }
    }
}

/// Who sits where, as the public state's `seats` tells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PublicSitter {
    /// A person's seat (waiting, played by them, or by a stand-in).
    Human,
    /// A computer player.
    Robot,
}

/// The public state of a table (`GET /api/tables/{id}`).
#[derive(Debug, Clone, Serialize)]
pub struct Public {
    /// The table's id.
    pub id: String,
    /// The table's sequence number.
    pub seq: u64,
    /// Who sits at N, E, S, W.
    pub seats: [PublicSitter; 4],
    /// Whether a connection is open for N, E, S, W.
    pub connected: [bool; 4],
    /// The seats as the `seats` message tells them.
    pub sitters: [SeatInfo; 4],
    /// The host's seat.
    pub host: Option<Seat>,
    /// The state as a spectator sees it.
    pub view: crate::game::TableView,
}

struct Subscriber {
    conn: u64,
    seat: Option<Seat>,
    tx: mpsc::UnboundedSender<Frame>,
    /// When its latest chat messages were sent (the chat's rate limit).
    chats: VecDeque<Instant>,
}

/// Chat messages kept and sent again to a connection joining.
pub const CHAT_HISTORY: usize = 50;

/// The longest chat message, in characters after trimming.
pub const MAX_CHAT: usize = 200;

/// Chat messages a connection may send in [`CHAT_WINDOW`].
pub const CHAT_RATE: usize = 5;

/// The chat's rate limit's window.
pub const CHAT_WINDOW: std::time::Duration = std::time::Duration::from_secs(10);

/// The task's state.
pub struct TableTask {
    id: String,
    store: Arc<dyn Store>,
    game: Match,
    seq: u64,
    subs: Vec<Subscriber>,
    history: [VecDeque<(u64, Frame)>; 5],
    robot_asked: Option<u64>,
    tx: mpsc::Sender<Command>,
    /// Set when an append was fenced off: another instance runs the table
    /// (or may at any moment). The task closes its connections and ends.
    lost: bool,
    /// Set when an append failed without saying whether it was stored (the
    /// database went away as it committed): the log may hold an entry the
    /// task has not applied, and every later append at that sequence
    /// number would be refused as a duplicate. Settled from the log before
    /// the next command ([`Self::catch_up`]).
    unsure: bool,
    /// A [`Command::Settle`] is on its way.
    settling: bool,
    seating: Seating,
    grace: Arc<RwLock<Grace>>,
    /// The spec as stored (the host's changes included).
    stored: TableSpec,
    /// The seats' token hashes as the WebSocket upgrade checks them.
    tokens: Arc<RwLock<[String; 4]>>,
    /// The latest chat messages (frames), oldest first.
    chat: VecDeque<Frame>,
    /// The connection that holds each seat (a newer one replaces it).
    holders: [Option<u64>; 4],
    /// The claim being judged or answered.
    claim: Option<PendingClaim>,
    /// Claims asked so far (each claim's number).
    claims: u64,
    /// The actions of the board in play that may be taken back.
    undoable: crate::claims::Undoable,
    /// The undo whose answers are awaited.
    undo: Option<PendingUndo>,
    /// The sequence number of the last event that changed the board in
    /// play (an action, a claim, an undo; not a Closed Room): an action, a
    /// claim or a robot's decision chosen at this number or later still
    /// fits the table.
    moved: u64,
    /// The board whose Closed Room is being played.
    closed_running: Option<u8>,
    /// Closed Rooms played whose board is still in play at the table:
    /// stored when it is over.
    closed_ready: BTreeMap<u8, ClosedRoom>,
    /// Boards whose Closed Room the match refused (never expected: not
    /// played again and again).
    closed_refused: Vec<u8>,
    /// The server's Closed Rooms played at once (its permits).
    closed_gate: Arc<Semaphore>,
    metrics: Arc<crate::metrics::Metrics>,
    /// The seats whose cards on the board in play the robots alone chose:
    /// the robots' view names them.
    robots_cards: RobotsCards,
}

/// An undo asked, awaiting the opponents' answers.
struct PendingUndo {
    /// The connection that asked it.
    conn: u64,
    seat: Seat,
    /// The sequence number of the action to take back.
    action: u64,
    waiting: Vec<Seat>,
}

/// A claim the table is judging (on a thread) or whose answers it awaits.
struct PendingClaim {
    number: u64,
    /// The connection that asked it.
    conn: u64,
    seat: Seat,
    tricks: u8,
    /// The table's sequence number it was asked at.
    seq: u64,
    /// Once judged: the cards that end the board and whether double dummy
    /// confirms it.
    judged: Option<(Vec<engine::Card>, bool)>,
    /// The people whose answer is awaited (once judged).
    waiting: Vec<Seat>,
}

/// What a table's task starts with besides its match.
pub struct Setup {
    /// The spec as stored.
    pub stored: TableSpec,
    /// The seats' token hashes, shared with the WebSocket upgrade.
    pub tokens: Arc<RwLock<[String; 4]>>,
    /// The grace periods (the server's, which tests may shorten).
    pub grace: Arc<RwLock<Grace>>,
    /// The actions of the board in play that may be taken back.
    pub undoable: crate::claims::Undoable,
    /// The sequence number of the last event that changed the board in
    /// play (a Closed Room's does not).
    pub moved: u64,
    /// The server's Closed Rooms played at once, shared by every table.
    pub closed_gate: Arc<Semaphore>,
    /// The server's counters (`/metrics`).
    pub metrics: Arc<crate::metrics::Metrics>,
}

fn audience(seat: Option<Seat>) -> usize {
    seat.map_or(4, |s| s as usize)
}

fn viewer(audience: usize) -> Option<Seat> {
    Seat::ALL.get(audience).copied()
}

fn frame(message: &ServerMessage) -> Frame {
    serde_json::to_string(message)
        .unwrap_or_else(|_| String::from("{}"))
        .into()
}

/// A robot's decision for `view`: the level's Monte Carlo up to its deadline
/// (a contract bridge call below Expert needs no layouts), always legal.
#[must_use]
pub fn robot_decision(view: &SeatView, level: Level, seed: u64) -> Option<Action> {
    let budget = match level.budget() {
        Some(b) if !(view.in_auction() && level != Level::Expert) => b,
        _ => return bot::decide(view, level, seed),
    };
    let start = Instant::now();
    let mut run = montecarlo::Deliberation::new(view, budget, seed, montecarlo::Share::WHOLE);
    while !run.is_done() && level.deadline().is_none_or(|d| start.elapsed() < d) {
        if run.step().is_none() {
            break;
        }
    }
    bot::settle(view, run.thought().action).or_else(|| bot::first_legal(view))
}

impl TableTask {
    /// Starts the task of table `id` (its match at sequence number `seq`)
    /// and returns where to send it commands.
    #[must_use]
    pub fn spawn(
        id: String,
        store: Arc<dyn Store>,
        game: Match,
        seq: u64,
        setup: Setup,
    ) -> mpsc::Sender<Command> {
        let (tx, rx) = mpsc::channel(256);
        let seating = Seating::new(setup.stored.spec.robots, setup.stored.host);
        let robots_cards = RobotsCards::new(game.deal_in_play(), setup.stored.spec.robots);
        let mut task = Self {
            robots_cards,
            seating,
            grace: setup.grace,
            stored: setup.stored,
            tokens: setup.tokens,
            chat: VecDeque::new(),
            holders: [None; 4],
            claim: None,
            claims: 0,
            undoable: setup.undoable,
            undo: None,
            moved: setup.moved,
            closed_running: None,
            closed_ready: BTreeMap::new(),
            closed_refused: Vec::new(),
            closed_gate: setup.closed_gate,
            metrics: setup.metrics,
            id,
            store,
            game,
            seq,
            subs: Vec::new(),
            history: Default::default(),
            robot_asked: None,
            tx: tx.clone(),
            lost: false,
            unsure: false,
            settling: false,
        };
        tokio::spawn(async move {
            // A rebuilt table: the persons who had taken their seats count
            // down as dropped.
            let grace = task.grace.read().map(|g| *g).unwrap_or_default();
            let taken = task.stored.taken;
            for countdown in task.seating.restarted(taken, Instant::now(), grace.dropped) {
                task.start_countdown(countdown);
            }
            task.ask_robot();
            task.start_closed();
            task.run(rx).await;
        });
        tx
    }

    async fn run(&mut self, mut rx: mpsc::Receiver<Command>) {
        while let Some(command) = rx.recv().await {
            if matches!(command, Command::Settle) {
                // This one arrived: a failed catch-up asks for the next.
                self.settling = false;
            }
            if self.unsure && !self.lost && command.needs_log() {
                self.catch_up().await;
            }
            if self.lost {
                // Its clients come back to the instance that runs it.
                self.subs.clear();
                return;
            }
            match command {
                Command::Join {
                    conn,
                    seat,
                    last_seq,
                    tx,
                    token_hash,
                } => {
                    self.join(conn, seat, last_seq, tx, token_hash.as_deref())
                        .await
                }
                Command::Leave { conn } => self.gone(conn, false),
                Command::Leaving { conn } => self.gone(conn, true),
                Command::Name { conn, seat, name } => match self.seating.set_name(seat, &name) {
                    Ok(true) => self.send_seats(),
                    Ok(false) => {}
                    Err(e) => self.send_error(conn, ErrorCode::BadName, e.to_string()),
                },
                Command::Chat { conn, seat, text } => {
                    if let Err((code, message)) = self.chat(conn, seat, &text) {
                        self.send_error(conn, code, message);
                    }
                }
                Command::Expired { seat, number } => {
                    if self.seating.expired(seat, number) {
                        self.send_seats();
                        self.robots_answer().await;
                        self.ask_robot();
                    }
                }
                Command::Claim { conn, seat, tricks } => {
                    if let Err((code, message)) = self.ask_claim(conn, seat, tricks) {
                        self.send_error(conn, code, message);
                    }
                }
                Command::Answer { conn, seat, accept } => {
                    if let Err((code, message)) = self.answer(seat, accept).await {
                        self.send_error(conn, code, message);
                    }
                }
                Command::Judged {
                    number,
                    plays,
                    sound,
                } => self.judged(number, plays, sound).await,
                Command::Undo { conn, seat } => {
                    if let Err((code, message)) = self.ask_undo(conn, seat).await {
                        self.send_error(conn, code, message);
                    }
                }
                Command::SeatTo {
                    conn,
                    by,
                    seat,
                    to,
                    invite,
                } => self.seat_to(conn, by, seat, to, invite).await,
                Command::Act {
                    conn,
                    seat,
                    action,
                    seq,
                } => {
                    let result = match seq {
                        _ if self.answering() => Err((
                            ErrorCode::NotYourTurn,
                            "a claim or an undo is being answered".into(),
                        )),
                        _ if self.seating.robot_plays(seat) => Err((
                            ErrorCode::NotYourTurn,
                            "a robot plays this seat until the trick in progress is over".into(),
                        )),
                        Some(s) if !self.fits(s) => Err((
                            ErrorCode::Stale,
                            format!("chosen at {s}; the table is at {}", self.seq),
                        )),
                        _ => self.act(Event { seat, action }).await,
                    };
                    if let Err((code, message)) = result {
                        self.send_error(conn, code, message);
                    }
                }
                Command::Reject {
                    conn,
                    code,
                    message,
                } => self.send_error(conn, code, message),
                Command::Robot { seq, seat, action } => {
                    if !self.seating.robot_plays(seat) || self.answering() {
                        // The person took the seat back meanwhile, or a
                        // claim or an undo is answered: the answer is
                        // dropped and forgotten, so that the robot is asked
                        // afresh whenever it is due again (at this same
                        // `seq` too, after a refused undo or a seat handed
                        // back to a robot).
                        self.robot_asked = None;
                    } else if !self.fits(seq) {
                        // Asked for a table that has moved on: ask again.
                        self.robot_asked = None;
                        self.ask_robot();
                    } else if let Err((code, message)) = self.act(Event { seat, action }).await {
                        // Not stored (the database) or refused: asked again a second later.
                        eprintln!(
                            "halfbridge serve: table {}: robot {seat}: {code:?}: {message}",
                            self.id
                        );
                        self.send_later(RETRY, Command::Retry);
                    }
                }
                Command::Retry => {
                    self.robot_asked = None;
                    self.ask_robot();
                }
                // Caught up above, or asked again later.
                Command::Settle => {}
                Command::Stop(done) => {
                    self.subs.clear();
                    let _ = done.send(());
                    return;
                }
                Command::Public(reply) => {
                    let _ = reply.send(self.public());
                }
                Command::Records(reply) => {
                    let _ = reply.send(self.game.records());
                }
                Command::Closed(reply) => {
                    let _ = reply.send(self.game.closed_records());
                }
                Command::Review { board, reply } => {
                    let _ = reply.send(self.game.review_records(board));
                }
                Command::ClosedPlayed { board, room } => {
                    if self.closed_running == Some(board) {
                        self.closed_running = None;
                    }
                    // One that could not be played is tried again when the
                    // next board is dealt.
                    if let Some(room) = room {
                        self.closed_ready.insert(board, room);
                        self.store_closed().await;
                        self.start_closed();
                    }
                }
                Command::StoreClosed => self.store_closed().await,
            }
        }
    }

    /// Whether something chosen at sequence number `seq` (an action, a
    /// claim, a robot's decision) still fits the table: no event changed
    /// the board in play since (a Closed Room stored since does not).
    const fn fits(&self, seq: u64) -> bool {
        self.moved <= seq && seq <= self.seq
    }

    /// Plays the next Closed Room due (the first board dealt without one),
    /// one at a time per table, on a thread of its own when the server's
    /// gate lets it (never blocking the table's task).
    fn start_closed(&mut self) {
        if self.closed_running.is_some() {
            return;
        }
        let (ready, refused) = (&self.closed_ready, &self.closed_refused);
        let Some((board, _)) = self
            .game
            .next_closed_room(|n| ready.contains_key(&n) || refused.contains(&n))
        else {
            return;
        };
        self.closed_running = Some(board);
        let (game, gate, tx) = (self.game.clone(), self.closed_gate.clone(), self.tx.clone());
        tokio::spawn(async move {
            let Ok(permit) = gate.acquire_owned().await else {
                return;
            };
            let back = tx.clone();
            let spawned = std::thread::Builder::new()
                .name("closed room".into())
                .stack_size(ROBOT_STACK)
                .spawn(move || {
                    background_priority();
                    // A panic (never expected) must not leave the table
                    // waiting for this room for ever.
                    let room = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        game.play_closed(board)
                    }))
                    .ok()
                    .flatten();
                    drop(permit);
                    let _ = tx.blocking_send(Command::ClosedPlayed { board, room });
                });
            if spawned.is_err() {
                let _ = back.send(Command::ClosedPlayed { board, room: None }).await;
            }
        });
    }

    /// Stores the Closed Rooms played whose board is over at the table,
    /// each one event, then tells everyone (`rooms`): durable before
    /// visible. One that cannot be stored waits for the next try.
    async fn store_closed(&mut self) {
        let over: Vec<u8> = self
            .closed_ready
            .keys()
            .copied()
            .filter(|&n| self.game.board_over(n))
            .collect();
        for board in over {
            let Some(room) = self.closed_ready.remove(&board) else {
                continue;
            };
            let mut next = self.game.clone();
            if let Err(e) = next.add_closed(&room) {
                eprintln!("halfbridge serve: table {}: closed room: {e}", self.id);
                self.closed_refused.push(board);
                continue;
            }
            let entry = crate::claims::LogEntry::Closed { closed: room };
            let seq = self.seq + 1;
            let stored = match serde_json::to_string(&entry) {
                Ok(json) => match self.store.append(&self.id, seq, &json).await {
                    Ok(()) => Ok(()),
                    Err(e) => {
                        self.append_failed(&e);
                        Err(e.to_string())
                    }
                },
                Err(e) => Err(e.to_string()),
            };
            if let Err(e) = stored {
                // Kept, and tried again a second later.
                eprintln!("halfbridge serve: table {}: closed room: {e}", self.id);
                if let crate::claims::LogEntry::Closed { closed } = entry {
                    self.closed_ready.insert(board, closed);
                }
                self.send_later(RETRY, Command::StoreClosed);
                return;
            }
            self.game = next;
            self.seq = seq;
            for a in 0..5 {
                let f = frame(&ServerMessage::Rooms {
                    seq,
                    board,
                    view: Box::new(self.view_for(viewer(a))),
                });
                self.push_history(a, &f);
                self.subs
                    .retain(|s| audience(s.seat) != a || s.tx.send(f.clone()).is_ok());
            }
        }
    }

    /// What `viewer` may see, with whether its seat has an action of this
    /// board to take back (`can_undo`).
    fn view_for(&self, viewer: Option<Seat>) -> crate::game::TableView {
        let mut view = self.game.view(viewer);
        if let (crate::game::TableView::Bridge(v), Some(seat)) = (&mut view, viewer) {
            v.can_undo = !v.over && self.undoable.last_of(seat).is_some();
        }
        view
    }

    fn public(&self) -> Public {
        Public {
            id: self.id.clone(),
            seq: self.seq,
            seats: Seat::ALL.map(|s| {
                if self.seating.sitter(s) == Sitter::Robot {
                    PublicSitter::Robot
                } else {
                    PublicSitter::Human
                }
            }),
            connected: Seat::ALL.map(|s| self.subs.iter().any(|x| x.seat == Some(s))),
            sitters: self.seating.infos(Instant::now()),
            host: self.seating.host(),
            view: self.game.view(None),
        }
    }

    async fn join(
        &mut self,
        conn: u64,
        seat: Option<Seat>,
        last_seq: Option<u64>,
        tx: mpsc::UnboundedSender<Frame>,
        token_hash: Option<&str>,
    ) {
        if let Some(seat) = seat {
            // The host may have given the seat to a robot, or a new token,
            // since the upgrade checked this one: the connection closes.
            let current = self
                .tokens
                .read()
                .map(|t| t[seat as usize].clone())
                .unwrap_or_default();
            if current.is_empty() || token_hash != Some(current.as_str()) {
                return;
            }
        }
        let a = audience(seat);
        let history = &self.history[a];
        // Frames missed when all are kept; else (or when none were missed,
        // which confirms the seat) the whole state.
        let missed = last_seq.filter(|&last| {
            last < self.seq && history.front().is_some_and(|(first, _)| *first <= last + 1)
        });
        let sent = match missed {
            Some(last) => history
                .iter()
                .filter(|(seq, _)| *seq > last)
                .all(|(_, f)| tx.send(f.clone()).is_ok()),
            None => tx
                .send(frame(&ServerMessage::State {
                    seq: self.seq,
                    view: Box::new(self.view_for(seat)),
                }))
                .is_ok(),
        };
        if sent {
            // A seat's newer connection replaces the older one (which closes).
            if seat.is_some() {
                self.subs.retain(|s| s.seat != seat);
            }
            if let Some(seat) = seat {
                self.holders[seat as usize] = Some(conn);
                if !self.stored.taken[seat as usize] {
                    self.take(seat).await;
                }
                self.seating.joined(seat);
                self.seating.take_back(self.between_tricks());
                // The others are told; the joiner next, after its state.
                self.send_seats();
            }
            let _ = tx.send(self.seats_frame());
            for f in &self.chat {
                let _ = tx.send(f.clone());
            }
            // A question asked before it joined, still to be answered.
            if let Some(f) = self.question_frame() {
                let _ = tx.send(f);
            }
            self.subs.push(Subscriber {
                conn,
                seat,
                tx,
                chats: VecDeque::new(),
            });
        }
    }

    /// A chat message from `seat`: checked, limited, sent to everyone and
    /// kept for the connections joining later.
    fn chat(&mut self, conn: u64, seat: Seat, text: &str) -> Result<(), (ErrorCode, String)> {
        let text = text.trim();
        if text.is_empty() || text.chars().count() > MAX_CHAT {
            return Err((
                ErrorCode::BadChat,
                format!("a chat message has 1 to {MAX_CHAT} characters"),
            ));
        }
        let now = Instant::now();
        let Some(sub) = self.subs.iter_mut().find(|s| s.conn == conn) else {
            return Ok(());
        };
        while sub
            .chats
            .front()
            .is_some_and(|&t| now.duration_since(t) >= CHAT_WINDOW)
        {
            sub.chats.pop_front();
        }
        if sub.chats.len() >= CHAT_RATE {
            return Err((
                ErrorCode::Flood,
                format!("at most {CHAT_RATE} chat messages in 10 s"),
            ));
        }
        sub.chats.push_back(now);
        let f = frame(&ServerMessage::Chat {
            seq: self.seq,
            seat,
            name: self.seating.name(seat).map(str::to_string),
            text: text.to_string(),
        });
        self.chat.push_back(f.clone());
        if self.chat.len() > CHAT_HISTORY {
            self.chat.pop_front();
        }
        self.subs.retain(|s| s.tx.send(f.clone()).is_ok());
        Ok(())
    }

    /// The claim or undo awaiting answers, as asked, with the people still
    /// awaited.
    fn question_frame(&self) -> Option<Frame> {
        if let Some(u) = &self.undo {
            return Some(frame(&ServerMessage::UndoAsked {
                seq: self.seq,
                seat: u.seat,
                waiting: u.waiting.clone(),
            }));
        }
        let c = self.claim.as_ref().filter(|c| c.judged.is_some())?;
        Some(frame(&ServerMessage::Claimed {
            seq: self.seq,
            seat: c.seat,
            tricks: c.tricks,
            waiting: c.waiting.clone(),
        }))
    }

    /// Whether a claim or an undo awaits its answers (play stops meanwhile).
    fn answering(&self) -> bool {
        self.undo.is_some() || self.claim.as_ref().is_some_and(|c| c.judged.is_some())
    }

    /// A person asks to take back their seat's last action on this board:
    /// the opponents are asked (robots grant at once).
    async fn ask_undo(&mut self, conn: u64, seat: Seat) -> Result<(), (ErrorCode, String)> {
        if self.claim.is_some() || self.undo.is_some() {
            return Err((
                ErrorCode::NoUndo,
                "a claim or an undo is already asked".into(),
            ));
        }
        if self.seating.robot_plays(seat) {
            return Err((
                ErrorCode::NotYourTurn,
                "a robot plays this seat until the trick in progress is over".into(),
            ));
        }
        let Some(action) = self.undoable.last_of(seat) else {
            return Err((
                ErrorCode::NoUndo,
                "no action of this seat on this board to take back".into(),
            ));
        };
        let waiting: Vec<Seat> = [seat.lho(), seat.rho()]
            .into_iter()
            .filter(|&o| !self.seating.robot_plays(o))
            .collect();
        let f = frame(&ServerMessage::UndoAsked {
            seq: self.seq,
            seat,
            waiting: waiting.clone(),
        });
        self.subs.retain(|s| s.tx.send(f.clone()).is_ok());
        self.undo = Some(PendingUndo {
            conn,
            seat,
            action,
            waiting,
        });
        self.robots_answer().await;
        Ok(())
    }

    /// Every opponent granted the undo: the board as it was before the
    /// action, stored as one event before anyone is told.
    async fn grant_undo(&mut self) {
        let Some(PendingUndo {
            conn, seat, action, ..
        }) = self.undo.take()
        else {
            return;
        };
        let entry = crate::claims::LogEntry::Undo {
            undo: crate::claims::UndoEvent { seat, action },
        };
        let mut game = self.game.clone();
        let mut undoable = self.undoable.clone();
        let seq = self.seq + 1;
        let stored = match crate::claims::apply_entry(&mut game, &mut undoable, seq, &entry) {
            Ok(_) => match serde_json::to_string(&entry) {
                Ok(json) => match self.store.append(&self.id, seq, &json).await {
                    Ok(()) => Ok(()),
                    Err(e) => {
                        self.append_failed(&e);
                        Err((ErrorCode::Storage, e.to_string()))
                    }
                },
                Err(e) => Err((ErrorCode::Storage, e.to_string())),
            },
            Err(e) => Err((ErrorCode::NoUndo, e)),
        };
        if let Err((code, message)) = stored {
            // Nothing changed: play goes on (the robot due is asked below).
            self.send_error(conn, code, message);
        } else {
            self.game = game;
            self.undoable = undoable;
            self.seq = seq;
            self.moved = seq;
            for a in 0..5 {
                let view = Box::new(self.view_for(viewer(a)));
                let f = frame(&ServerMessage::Undone {
                    seq,
                    seat,
                    action,
                    view: view.clone(),
                });
                let state = frame(&ServerMessage::State { seq, view });
                self.push_history(a, &f);
                self.subs.retain(|s| {
                    audience(s.seat) != a
                        || (s.tx.send(f.clone()).is_ok() && s.tx.send(state.clone()).is_ok())
                });
            }
            if self.seating.take_back(self.between_tricks()) {
                self.send_seats();
            }
        }
        self.robot_asked = None;
        self.ask_robot();
    }

    /// Whether audience `a` has nobody to tell and nobody who could come
    /// back for its frames: no spectator watches, or a robot's seat (a
    /// person's seat keeps its frames for a client that drops and returns).
    /// Its history is emptied then, so it never has gaps: whoever joins
    /// later gets the whole state. Its frames need not be made.
    fn unheard(&mut self, a: usize) -> bool {
        let robot_seat = viewer(a).is_some_and(|s| self.stored.spec.robots[s as usize]);
        let unheard = (a == 4 || robot_seat) && !self.subs.iter().any(|s| audience(s.seat) == a);
        if unheard {
            self.history[a].clear();
        }
        unheard
    }

    fn push_history(&mut self, a: usize, f: &Frame) {
        if self.unheard(a) {
            return;
        }
        let history = &mut self.history[a];
        history.push_back((self.seq, f.clone()));
        if history.len() > HISTORY {
            history.pop_front();
        }
    }

    /// The declarer's claim: checked, then judged on a thread of its own
    /// (the solver recurses deeply); [`Self::judged`] goes on.
    fn ask_claim(&mut self, conn: u64, seat: Seat, tricks: u8) -> Result<(), (ErrorCode, String)> {
        if self.game.is_over() {
            return Err((ErrorCode::Over, "the match is over".into()));
        }
        if self.claim.is_some() || self.undo.is_some() {
            return Err((
                ErrorCode::NoClaim,
                "a claim or an undo is already asked".into(),
            ));
        }
        let Some(table) = self.game.table().filter(|t| t.phase() == Phase::Play) else {
            return Err((
                ErrorCode::NoClaim,
                "claims are made in a bridge game's play".into(),
            ));
        };
        if table.declarer() != Some(seat) {
            return Err((ErrorCode::NotDeclarer, "only the declarer claims".into()));
        }
        if self.seating.robot_plays(seat) {
            return Err((
                ErrorCode::NotYourTurn,
                "a robot plays this seat until the trick in progress is over".into(),
            ));
        }
        let left = engine::review::tricks_left(table);
        if tricks > left {
            return Err((
                ErrorCode::Illegal,
                format!("only {left} tricks remain, not {tricks}"),
            ));
        }
        self.claims += 1;
        let number = self.claims;
        self.claim = Some(PendingClaim {
            number,
            conn,
            seat,
            tricks,
            seq: self.seq,
            judged: None,
            waiting: Vec::new(),
        });
        let (table, tx) = (table.clone(), self.tx.clone());
        let spawned = std::thread::Builder::new()
            .name("claim".into())
            .stack_size(ROBOT_STACK)
            .spawn(move || {
                let mut solver = pons_dds::Solver::default();
                let plays = engine::claim::play_out_to_on(&mut solver, &table, tricks)
                    .map(|done| done.plays()[table.plays().len()..].to_vec());
                // The count is checked against those left above.
                let sound =
                    engine::claim::certain_tricks(&mut solver, &table).is_some_and(|n| n >= tricks);
                let _ = tx.blocking_send(Command::Judged {
                    number,
                    plays,
                    sound,
                });
            });
        if spawned.is_err() {
            self.claim = None;
            return Err((ErrorCode::Storage, "the claim could not be judged".into()));
        }
        Ok(())
    }

    /// A claim judged: refused to its declarer when the cards cannot give
    /// it or the table moved on meanwhile; else the defenders are asked
    /// (robots answer at once).
    async fn judged(&mut self, number: u64, plays: Option<Vec<engine::Card>>, sound: bool) {
        let Some(claim) = self.claim.as_mut().filter(|c| c.number == number) else {
            return;
        };
        let conn = claim.conn;
        let refusal = if !(self.moved <= claim.seq && claim.seq <= self.seq) {
            Some((
                ErrorCode::Stale,
                format!("claimed at {}; the table is at {}", claim.seq, self.seq),
            ))
        } else if plays.is_none() {
            Some((
                ErrorCode::Illegal,
                format!(
                    "no play of the cards gives the declaring side exactly {} of the remaining tricks",
                    claim.tricks
                ),
            ))
        } else {
            None
        };
        if let Some((code, message)) = refusal {
            self.claim = None;
            self.send_error(conn, code, message);
            return;
        }
        let declarer = claim.seat;
        let defenders = [declarer.lho(), declarer.rho()];
        claim.waiting = defenders
            .into_iter()
            .filter(|&d| !self.seating.robot_plays(d))
            .collect();
        claim.judged = plays.map(|p| (p, sound));
        let f = frame(&ServerMessage::Claimed {
            seq: self.seq,
            seat: declarer,
            tricks: claim.tricks,
            waiting: claim.waiting.clone(),
        });
        self.subs.retain(|s| s.tx.send(f.clone()).is_ok());
        self.robots_answer().await;
    }

    /// The robot-played defenders answer the claim awaiting answers: they
    /// accept what double dummy confirms. When nobody else is awaited, the
    /// claim is accepted.
    async fn robots_answer(&mut self) {
        if let Some(undo) = self.undo.as_mut() {
            // Robots grant an undo.
            let seating = &self.seating;
            undo.waiting.retain(|&s| !seating.robot_plays(s));
            if undo.waiting.is_empty() {
                self.grant_undo().await;
            }
            return;
        }
        let Some(claim) = self.claim.as_mut() else {
            return;
        };
        let Some((_, sound)) = &claim.judged else {
            return;
        };
        let sound = *sound;
        let declarer = claim.seat;
        let robots: Vec<Seat> = [declarer.lho(), declarer.rho()]
            .into_iter()
            .filter(|&d| self.seating.robot_plays(d))
            .collect();
        claim.waiting.retain(|s| !robots.contains(s));
        match robots.first() {
            Some(&robot) if !sound => self.refuse(robot),
            _ if claim.waiting.is_empty() => self.accept_claim().await,
            _ => {}
        }
    }

    /// A defender's answer.
    async fn answer(&mut self, seat: Seat, accept: bool) -> Result<(), (ErrorCode, String)> {
        if let Some(undo) = self.undo.as_mut().filter(|u| u.waiting.contains(&seat)) {
            if accept {
                undo.waiting.retain(|&s| s != seat);
                if undo.waiting.is_empty() {
                    self.grant_undo().await;
                }
            } else {
                self.undo = None;
                self.refuse(seat);
            }
            return Ok(());
        }
        let Some(claim) = self.claim.as_mut().filter(|c| c.waiting.contains(&seat)) else {
            return Err((ErrorCode::NoClaim, "no claim awaits your answer".into()));
        };
        if !accept {
            self.refuse(seat);
            return Ok(());
        }
        claim.waiting.retain(|&s| s != seat);
        if claim.waiting.is_empty() {
            self.accept_claim().await;
        }
        Ok(())
    }

    /// `seat` refused the claim: play goes on.
    fn refuse(&mut self, seat: Seat) {
        self.claim = None;
        let f = frame(&ServerMessage::Refused {
            seq: self.seq,
            seat,
        });
        self.subs.retain(|s| s.tx.send(f.clone()).is_ok());
        self.robot_asked = None;
        self.ask_robot();
    }

    /// Every defender accepted: the claim's cards end the board, stored as
    /// one event before anyone is told.
    async fn accept_claim(&mut self) {
        let Some(PendingClaim {
            conn,
            seat,
            tricks,
            judged: Some((plays, _)),
            ..
        }) = self.claim.take()
        else {
            return;
        };
        let claim = crate::claims::ClaimEvent {
            seat,
            tricks,
            plays,
        };
        let mut next = self.game.clone();
        let stored = match crate::claims::apply(&mut next, &claim) {
            Ok(()) => {
                let entry = crate::claims::LogEntry::Claim {
                    claim: claim.clone(),
                };
                match serde_json::to_string(&entry) {
                    Ok(json) => match self.store.append(&self.id, self.seq + 1, &json).await {
                        Ok(()) => Ok(()),
                        Err(e) => {
                            self.append_failed(&e);
                            Err((ErrorCode::Storage, e.to_string()))
                        }
                    },
                    Err(e) => Err((ErrorCode::Storage, e.to_string())),
                }
            }
            Err(e) => Err((ErrorCode::Illegal, e.to_string())),
        };
        if let Err((code, message)) = stored {
            // Nothing changed: play goes on.
            self.send_error(conn, code, message);
            self.robot_asked = None;
            self.ask_robot();
            return;
        }
        self.game = next;
        self.undoable.clear();
        self.seq += 1;
        self.moved = self.seq;
        if let Ok(snap) = serde_json::to_string(&self.game.snapshot()) {
            let _ = self.store.snapshot(&self.id, self.seq, &snap).await;
        }
        for a in 0..5 {
            let view = Box::new(self.view_for(viewer(a)));
            let f = frame(&ServerMessage::ClaimAccepted {
                seq: self.seq,
                seat,
                tricks,
                plays: claim.plays.clone(),
                view: view.clone(),
            });
            // Then the state, for clients that pass over what they do not know.
            let state = frame(&ServerMessage::State {
                seq: self.seq,
                view,
            });
            self.push_history(a, &f);
            self.subs.retain(|s| {
                audience(s.seat) != a
                    || (s.tx.send(f.clone()).is_ok() && s.tx.send(state.clone()).is_ok())
            });
        }
        self.store_closed().await;
        self.start_closed();
        if self.seating.take_back(self.between_tricks()) {
            self.send_seats();
        }
        self.robot_asked = None;
        self.ask_robot();
    }

    /// `seat` is taken for the first time: stored, so that after a restart
    /// it counts down as dropped rather than waits (a failure only costs
    /// that).
    async fn take(&mut self, seat: Seat) {
        let mut stored = self.stored.clone();
        stored.taken[seat as usize] = true;
        let Ok(json) = serde_json::to_string(&stored) else {
            return;
        };
        match self.store.update_spec(&self.id, &json).await {
            Ok(()) => self.stored = stored,
            Err(e) => eprintln!("halfbridge serve: table {}: {e}", self.id),
        }
    }

    /// Whether nobody is in the middle of a trick (a person back takes
    /// their seat from the stand-in then).
    fn between_tricks(&self) -> bool {
        match self.game.table() {
            Some(t) => t.phase() != Phase::Play || t.current_trick().cards.is_empty(),
            None => self.game.gbridge_between_tricks(),
        }
    }

    fn seats_frame(&self) -> Frame {
        frame(&ServerMessage::Seats {
            seq: self.seq,
            host: self.seating.host(),
            seats: self.seating.infos(Instant::now()),
        })
    }

    /// Tells everyone who sits where.
    fn send_seats(&mut self) {
        let f = self.seats_frame();
        self.subs.retain(|s| s.tx.send(f.clone()).is_ok());
    }

    /// Connection `conn` has gone (`left`: on purpose): when it was its
    /// seat's, the seat's countdown starts.
    fn gone(&mut self, conn: u64, left: bool) {
        // Dropping its sender closes the connection (a frame sent since
        // it closed may have removed it already).
        self.subs.retain(|s| s.conn != conn);
        let Some(seat) = Seat::ALL
            .into_iter()
            .find(|&s| self.holders[s as usize] == Some(conn))
        else {
            return;
        };
        self.holders[seat as usize] = None;
        let grace = self.grace.read().map(|g| *g).unwrap_or_default();
        let after = if left { grace.left } else { grace.dropped };
        if let Some(countdown) = self.seating.dropped(seat, Instant::now(), after) {
            self.start_countdown(countdown);
        }
        self.send_seats();
    }

    fn start_countdown(&self, c: Countdown) {
        self.send_later(
            c.after,
            Command::Expired {
                seat: c.seat,
                number: c.number,
            },
        );
    }

    /// The host's `seat` message.
    async fn seat_to(
        &mut self,
        conn: u64,
        by: Seat,
        seat: Seat,
        to: SeatTo,
        invite: Option<(String, String, String)>,
    ) {
        if self.seating.host() != Some(by) {
            self.send_error(conn, ErrorCode::NotHost, "only the host gives seats".into());
            return;
        }
        if seat == by {
            // The host's connection would close with the answer unsent.
            self.send_error(
                conn,
                ErrorCode::Illegal,
                "the host keeps their own seat (leave instead)".into(),
            );
            return;
        }
        let mut stored = self.stored.clone();
        let url = match (to, invite) {
            (SeatTo::Robot, _) => {
                stored.taken[seat as usize] = false;
                stored.spec.robots[seat as usize] = true;
                stored.spec.token_hashes[seat as usize] = String::new();
                None
            }
            (SeatTo::Open, Some((token, hash, base))) => {
                self.robots_cards
                    .at(self.game.deal_in_play(), self.stored.spec.robots);
                self.robots_cards.person(seat);
                stored.taken[seat as usize] = false;
                stored.spec.robots[seat as usize] = false;
                stored.spec.token_hashes[seat as usize] = hash;
                let letter = ["N", "E", "S", "W"][seat as usize];
                Some(format!(
                    "{base}?table={}&seat={letter}&token={token}",
                    self.id
                ))
            }
            (SeatTo::Open, None) => return,
        };
        // Durable before visible: the seat's new spec (and token) first.
        let stored_ok = match serde_json::to_string(&stored) {
            Ok(json) => self.store.update_spec(&self.id, &json).await,
            Err(e) => Err(crate::store::StoreError::Database(e.to_string())),
        };
        if let Err(e) = stored_ok {
            self.send_error(conn, ErrorCode::Storage, e.to_string());
            return;
        }
        if let Ok(mut tokens) = self.tokens.write() {
            tokens[seat as usize] = stored.spec.token_hashes[seat as usize].clone();
        }
        self.stored = stored;
        // The seat's connection (its old token) closes.
        self.subs.retain(|s| s.seat != Some(seat));
        self.holders[seat as usize] = None;
        match to {
            SeatTo::Robot => self.seating.to_robot(seat),
            SeatTo::Open => self.seating.open(seat),
        }
        if let Some(url) = url {
            let f = frame(&ServerMessage::Invite {
                seq: self.seq,
                seat,
                url,
            });
            for s in self.subs.iter().filter(|s| s.conn == conn) {
                let _ = s.tx.send(f.clone());
            }
        }
        self.send_seats();
        self.robots_answer().await;
        // A robot seat due plays at once.
        self.ask_robot();
    }

    /// An append failed. Fenced off: another instance runs the table, and
    /// this task ends. Otherwise the database may have stored it before it
    /// went away: the task reads its log again before it goes on.
    fn append_failed(&mut self, e: &crate::store::StoreError) {
        if e.is_lease_lost() {
            eprintln!(
                "halfbridge serve: table {}: its lease is lost: stopped here",
                self.id
            );
            self.lost = true;
            // Woken at once (the loop checks before each command).
            let _ = self.tx.try_send(Command::Retry);
        } else {
            self.unsure = true;
            self.settle_later();
        }
    }

    /// Asks for a [`Command::Settle`] half a second from now, unless one is
    /// on its way: the table catches up with its log even when nobody acts.
    fn settle_later(&mut self) {
        if self.settling {
            return;
        }
        self.settling = true;
        self.send_later(std::time::Duration::from_millis(500), Command::Settle);
    }

    /// After an append whose outcome is unknown: applies what the log holds
    /// beyond the task's sequence number, as a rebuild does, and sends
    /// everyone the whole state anew (an action stored as the database went
    /// away is told then, once). The database still away: tried again
    /// later. A log the match refuses (never expected) stops the table.
    async fn catch_up(&mut self) {
        let events = match self.store.events_since(&self.id, self.seq).await {
            Ok(events) => events,
            Err(_) => {
                self.settle_later();
                return;
            }
        };
        self.unsure = false;
        if events.is_empty() {
            return;
        }
        for (n, text) in events {
            let entry =
                serde_json::from_str::<crate::claims::LogEntry>(&text).map_err(|e| e.to_string());
            let applied = entry.and_then(|entry| {
                if n != self.seq + 1 {
                    return Err(format!("entry {n} follows {}", self.seq));
                }
                crate::claims::apply_entry(&mut self.game, &mut self.undoable, n, &entry)?;
                Ok(entry)
            });
            let entry = match applied {
                Ok(entry) => entry,
                Err(e) => {
                    eprintln!(
                        "halfbridge serve: table {}: its log: {e}: stopped here",
                        self.id
                    );
                    self.lost = true;
                    return;
                }
            };
            self.seq = n;
            match entry {
                crate::claims::LogEntry::Closed { closed } => {
                    self.closed_ready.remove(&closed.board);
                }
                crate::claims::LogEntry::Claim { .. } => {
                    self.claim = None;
                    self.moved = n;
                }
                crate::claims::LogEntry::Undo { .. } => {
                    self.undo = None;
                    self.moved = n;
                }
                crate::claims::LogEntry::Act(_) => self.moved = n,
            }
        }
        eprintln!(
            "halfbridge serve: table {}: caught up with its log at {}",
            self.id, self.seq
        );
        for a in 0..5 {
            // Frames told before are no base for a client coming back.
            self.history[a].clear();
            if self.subs.iter().all(|s| audience(s.seat) != a) {
                continue;
            }
            let f = frame(&ServerMessage::State {
                seq: self.seq,
                view: Box::new(self.view_for(viewer(a))),
            });
            self.subs
                .retain(|s| audience(s.seat) != a || s.tx.send(f.clone()).is_ok());
        }
        if self.seating.take_back(self.between_tricks()) {
            self.send_seats();
        }
        self.store_closed().await;
        self.start_closed();
        self.robot_asked = None;
        self.ask_robot();
    }

    fn send_error(&self, conn: u64, code: ErrorCode, message: String) {
        self.metrics.refused(code);
        let f = frame(&ServerMessage::Error {
            seq: self.seq,
            code,
            message,
        });
        for s in self.subs.iter().filter(|s| s.conn == conn) {
            let _ = s.tx.send(f.clone());
        }
    }

    /// Checks `event` with the engine, stores it, then tells everyone.
    async fn act(&mut self, event: Event) -> Result<(), (ErrorCode, String)> {
        let took_up = Instant::now();
        let mut next = self.game.clone();
        let board_over = next.apply(event).map_err(|e| {
            let code = match e {
                ActError::Over => ErrorCode::Over,
                ActError::NotYourTurn(_) => ErrorCode::NotYourTurn,
                ActError::Illegal(_) => ErrorCode::Illegal,
            };
            (code, e.to_string())
        })?;
        let seq = self.seq + 1;
        let json =
            serde_json::to_string(&event).map_err(|e| (ErrorCode::Storage, e.to_string()))?;
        // Durable before visible.
        if let Err(e) = self.store.append(&self.id, seq, &json).await {
            self.append_failed(&e);
            return Err((ErrorCode::Storage, e.to_string()));
        }
        // Nothing was at `seq`: the log and the task agree again.
        self.unsure = false;
        if board_over {
            self.undoable.clear();
        } else {
            if !self.seating.robot_plays(event.seat) {
                self.robots_cards
                    .at(self.game.deal_in_play(), self.stored.spec.robots);
                self.robots_cards.person(event.seat);
            }
            self.undoable.record(seq, event.seat, &self.game);
        }
        self.game = next;
        self.seq = seq;
        self.moved = seq;
        self.broadcast(event);
        // A snapshot per board only speeds up the rebuild (the log is the
        // truth): written after everyone is told, without waiting for it.
        if board_over && let Ok(snap) = serde_json::to_string(&self.game.snapshot()) {
            let (store, id) = (self.store.clone(), self.id.clone());
            tokio::spawn(async move {
                let _ = store.snapshot(&id, seq, &snap).await;
            });
        }
        self.metrics.acted(took_up.elapsed());
        if board_over {
            // The board's Closed Room, when played, is told now; the next
            // board's starts.
            self.store_closed().await;
            self.start_closed();
        }
        if self.seating.take_back(self.between_tricks()) {
            self.send_seats();
        }
        self.ask_robot();
        Ok(())
    }

    fn broadcast(&mut self, event: Event) {
        for a in 0..5 {
            if self.unheard(a) {
                continue;
            }
            let f = frame(&ServerMessage::Acted {
                seq: self.seq,
                seat: event.seat,
                action: event.action,
                view: Box::new(self.view_for(viewer(a))),
            });
            self.push_history(a, &f);
            self.subs
                .retain(|s| audience(s.seat) != a || s.tx.send(f.clone()).is_ok());
        }
    }

    /// When a robot is due, asks it on a thread of its own.
    fn ask_robot(&mut self) {
        let Some(seat) = self.game.due() else {
            return;
        };
        if !self.seating.robot_plays(seat)
            || self.robot_asked.is_some_and(|s| self.fits(s))
            || self.answering()
        {
            return;
        }
        self.robots_cards
            .at(self.game.deal_in_play(), self.stored.spec.robots);
        let Some(view) = self.game.robot_view(self.robots_cards.seats()) else {
            return;
        };
        self.robot_asked = Some(self.seq);
        let (level, seed, seq, tx) = (
            self.game.spec().level,
            self.game.decision_seed(),
            self.seq,
            self.tx.clone(),
        );
        let spawned = std::thread::Builder::new()
            .name("robot".into())
            .stack_size(ROBOT_STACK)
            .spawn(move || match view.decide(level, seed) {
                Some(action) => {
                    let _ = tx.blocking_send(Command::Robot { seq, seat, action });
                }
                None => {
                    // Never expected (a robot is due): said, and asked
                    // again a second later rather than leaving the table
                    // waiting on an answer that will not come.
                    eprintln!("halfbridge serve: robot {seat}: no decision at {seq}");
                    std::thread::sleep(RETRY);
                    let _ = tx.blocking_send(Command::Retry);
                }
            });
        if let Err(e) = spawned {
            eprintln!(
                "halfbridge serve: table {}: robot {seat}: no thread: {e}",
                self.id
            );
            self.send_later(RETRY, Command::Retry);
        }
    }

    /// Sends this table's task `command` after `after` (a retry, a
    /// countdown), without blocking the task meanwhile.
    fn send_later(&self, after: std::time::Duration, command: Command) {
        let tx = self.tx.clone();
        tokio::spawn(async move {
            tokio::time::sleep(after).await;
            let _ = tx.send(command).await;
        });
    }
}
