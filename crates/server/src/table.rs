//! One task per table: it owns the table's [`Match`], takes the commands of
//! its connections and robots one at a time, stores each action before
//! anyone hears of it, and sends each seat what that seat may see.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Instant;

use engine::Seat;
use engine::bot::{self, Level, montecarlo};
use engine::table::Action;
use engine::view::SeatView;
use serde::Serialize;
use tokio::sync::{mpsc, oneshot};

use crate::game::{ActError, Event, Match, Move, Records};
use crate::protocol::{ErrorCode, ServerMessage};
use crate::store::Store;

/// Frames kept per audience (four seats, the spectators) for clients that
/// come back: a client further behind gets a fresh state.
pub const HISTORY: usize = 64;

/// The stack of a robot's thread (the double-dummy solver recurses deeply).
const ROBOT_STACK: usize = 32 * 1024 * 1024;

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
    /// The public state.
    Public(oneshot::Sender<Public>),
    /// The records of the boards over.
    Records(oneshot::Sender<Records>),
}

/// Who sits where, as the public state tells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Sitter {
    /// A person (connected or not).
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
    pub seats: [Sitter; 4],
    /// Whether a connection is open for N, E, S, W.
    pub connected: [bool; 4],
    /// The state as a spectator sees it.
    pub view: crate::game::TableView,
}

struct Subscriber {
    conn: u64,
    seat: Option<Seat>,
    tx: mpsc::UnboundedSender<Frame>,
}

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
    ) -> mpsc::Sender<Command> {
        let (tx, rx) = mpsc::channel(256);
        let mut task = Self {
            id,
            store,
            game,
            seq,
            subs: Vec::new(),
            history: Default::default(),
            robot_asked: None,
            tx: tx.clone(),
        };
        tokio::spawn(async move {
            task.ask_robot();
            task.run(rx).await;
        });
        tx
    }

    async fn run(&mut self, mut rx: mpsc::Receiver<Command>) {
        while let Some(command) = rx.recv().await {
            match command {
                Command::Join {
                    conn,
                    seat,
                    last_seq,
                    tx,
                } => self.join(conn, seat, last_seq, tx),
                Command::Leave { conn } => self.subs.retain(|s| s.conn != conn),
                Command::Act {
                    conn,
                    seat,
                    action,
                    seq,
                } => {
                    let result = match seq {
                        Some(s) if s != self.seq => Err((
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
                    if seq != self.seq {
                        // Asked for a table that has moved on: ask again.
                        self.robot_asked = None;
                        self.ask_robot();
                    } else if let Err((code, message)) = self.act(Event { seat, action }).await {
                        // Not stored (the database) or refused: asked again a second later.
                        eprintln!(
                            "halfbridge serve: table {}: robot {seat}: {code:?}: {message}",
                            self.id
                        );
                        let tx = self.tx.clone();
                        tokio::spawn(async move {
                            tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                            let _ = tx.send(Command::Retry).await;
                        });
                    }
                }
                Command::Retry => {
                    self.robot_asked = None;
                    self.ask_robot();
                }
                Command::Public(reply) => {
                    let _ = reply.send(self.public());
                }
                Command::Records(reply) => {
                    let _ = reply.send(self.game.records());
                }
            }
        }
    }

    fn public(&self) -> Public {
        let spec = self.game.spec();
        Public {
            id: self.id.clone(),
            seq: self.seq,
            seats: spec
                .robots
                .map(|r| if r { Sitter::Robot } else { Sitter::Human }),
            connected: Seat::ALL.map(|s| self.subs.iter().any(|x| x.seat == Some(s))),
            view: self.game.view(None),
        }
    }

    fn join(
        &mut self,
        conn: u64,
        seat: Option<Seat>,
        last_seq: Option<u64>,
        tx: mpsc::UnboundedSender<Frame>,
    ) {
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
                    view: Box::new(self.game.view(seat)),
                }))
                .is_ok(),
        };
        if sent {
            // A seat's newer connection replaces the older one (which closes).
            if seat.is_some() {
                self.subs.retain(|s| s.seat != seat);
            }
            self.subs.push(Subscriber { conn, seat, tx });
        }
    }

    fn send_error(&self, conn: u64, code: ErrorCode, message: String) {
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
        self.store
            .append(&self.id, seq, &json)
            .await
            .map_err(|e| (ErrorCode::Storage, e.to_string()))?;
        self.game = next;
        self.seq = seq;
        // A snapshot per board only speeds up the rebuild: the log is the truth.
        if board_over && let Ok(snap) = serde_json::to_string(&self.game.snapshot()) {
            let _ = self.store.snapshot(&self.id, seq, &snap).await;
        }
        self.broadcast(event);
        self.ask_robot();
        Ok(())
    }

    fn broadcast(&mut self, event: Event) {
        for a in 0..5 {
            let f = frame(&ServerMessage::Acted {
                seq: self.seq,
                seat: event.seat,
                action: event.action,
                view: Box::new(self.game.view(viewer(a))),
            });
            let history = &mut self.history[a];
            history.push_back((self.seq, f.clone()));
            if history.len() > HISTORY {
                history.pop_front();
            }
            self.subs
                .retain(|s| audience(s.seat) != a || s.tx.send(f.clone()).is_ok());
        }
    }

    /// When a robot is due, asks it on a thread of its own.
    fn ask_robot(&mut self) {
        let Some(seat) = self.game.due() else {
            return;
        };
        if !self.game.spec().robots[seat as usize] || self.robot_asked == Some(self.seq) {
            return;
        }
        let Some(view) = self.game.robot_view() else {
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
            .spawn(move || {
                if let Some(action) = view.decide(level, seed) {
                    let _ = tx.blocking_send(Command::Robot { seq, seat, action });
                }
            });
        if spawned.is_err() {
            self.robot_asked = None;
        }
    }
}
