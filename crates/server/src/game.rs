//! One online table's game: a match of boards of one of the bridge games,
//! played through the engine's [`Table`], or a GBridge game (the engine's
//! [`Game`]), and what each seat may see of it.
//!
//! Plain Rust, no async: the table's task (`crate::table`) owns a [`Match`]
//! and nothing else changes it. A match is rebuilt from its [`Spec`] and the
//! actions of its event log ([`Match::apply`]), or from a snapshot
//! ([`Snapshot`]) and the actions after it.

use contract_bridge::AbsoluteVulnerability;
use contract_bridge::auction::Call;
use engine::board::Board;
use engine::bot::Level;
use engine::contract::Contract;
use engine::gbridge::{self, Game, GameRecord, GameRules, ReplayError, RoundPhase, Scoreboard};
use engine::rules::{Rules, Variant};
use engine::table::{Action, Phase, Table, TableError, TableRecord, Trick};
use engine::team_match::Comparison;
use engine::view::{Known, SeatView};
use engine::{Card, Hand, Seat, Suit};
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};
use std::sync::Arc;

/// The most boards a table plays.
pub const MAX_BOARDS: u8 = 32;

/// How a table was created: stored once, with the table, and never sent
/// (it holds the seed and the seat tokens' hashes).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spec {
    /// The bridge game: minibridge, halfbridge or contract (ignored for
    /// GBridge).
    pub variant: Variant,
    /// A GBridge table: its settings (`boards` is then its rounds).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gbridge: Option<GameRules>,
    /// Boards to play, 1 to [`MAX_BOARDS`].
    pub boards: u8,
    /// The robots' level.
    pub level: Level,
    /// Seats the robots take, N E S W order (index `Seat as usize`).
    pub robots: [bool; 4],
    /// The table's secret seed: every deal and robot decision derives from it.
    pub seed: u64,
    /// SHA-256 of each seat's token, hex (empty for a robot seat).
    pub token_hashes: [String; 4],
}

/// An action at an online table, as the engine writes it: the bridge
/// games' (`{"Call": …}`, `{"Contract": …}`, `{"Play": "♠A"}`) and
/// GBridge's (`{"Bid": 2}`, `{"Play": "♠A"}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Contract bridge: a call in the auction.
    Call(Call),
    /// MiniBridge, HalfBridge: the declarer names the contract.
    Contract(Contract),
    /// A card.
    Play(Card),
    /// GBridge: the tricks the player means to win.
    Bid(u8),
}

impl From<Action> for Move {
    fn from(action: Action) -> Self {
        match action {
            Action::Call(c) => Self::Call(c),
            Action::Contract(c) => Self::Contract(c),
            Action::Play(c) => Self::Play(c),
        }
    }
}

impl From<gbridge::Action> for Move {
    fn from(action: gbridge::Action) -> Self {
        match action {
            gbridge::Action::Bid(n) => Self::Bid(n),
            gbridge::Action::Play(c) => Self::Play(c),
        }
    }
}

impl Move {
    /// The bridge games' action, if it is one.
    #[must_use]
    pub const fn bridge(self) -> Option<Action> {
        match self {
            Self::Call(c) => Some(Action::Call(c)),
            Self::Contract(c) => Some(Action::Contract(c)),
            Self::Play(c) => Some(Action::Play(c)),
            Self::Bid(_) => None,
        }
    }

    /// GBridge's action, if it is one.
    #[must_use]
    pub const fn gbridge(self) -> Option<gbridge::Action> {
        match self {
            Self::Bid(n) => Some(gbridge::Action::Bid(n)),
            Self::Play(c) => Some(gbridge::Action::Play(c)),
            Self::Call(_) | Self::Contract(_) => None,
        }
    }
}

/// One event of a table's log: an action taken at a seat on a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// The seat that acted (the declarer for dummy's card).
    pub seat: Seat,
    /// What it did.
    pub action: Move,
}

/// A match's state at some sequence number, for a quick rebuild.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Snapshot {
    /// A bridge game's match.
    Bridge {
        /// The boards over, in order (a thrown-in deal is dealt again at once).
        done: Vec<TableRecord>,
        /// The board in play, or the last board when the match is over.
        current: TableRecord,
        /// How many deals were thrown in and redealt so far.
        redeals: u32,
        /// The Closed Rooms stored so far, in the order stored.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        closed: Vec<ClosedRoom>,
    },
    /// A GBridge game: the engine's record (seed, settings, every action).
    Gbridge {
        /// The game's record.
        gbridge: GameRecord,
    },
}

/// The records of the boards (or the GBridge game) over, as
/// `GET /api/tables/{id}/records` answers them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Records {
    /// A bridge game's: one table record per board over.
    Bridge(Vec<TableRecord>),
    /// GBridge's: the game's record once the game is over (it holds the
    /// game's seed, which tells every round's deal), none before.
    Gbridge(Vec<GameRecord>),
}

/// A board's Closed Room: the same board (deal, dealer, vulnerability: the
/// board as played at the table) played by four robots at the table's
/// level. Its log entry is `{"closed": {"board": N, "record": …}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClosedRoom {
    /// The board's number in the match (1, 2, …).
    pub board: u8,
    /// The Closed Room's table, played to its end.
    pub record: TableRecord,
}

/// A board's two records for its review (Open Room, Closed Room), or why
/// not (yet).
pub type ReviewRecords = Result<(TableRecord, TableRecord), ReviewRefusal>;

/// Why a board's review (`GET /api/tables/{id}/review/{board}`) cannot
/// be given, or not yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ReviewRefusal {
    /// GBridge has no double-dummy review (as in the solo game).
    #[error("a GBridge table has no review")]
    Gbridge,
    /// No such board in the match.
    #[error("board {0}: no such board in the match")]
    NoBoard(u8),
    /// The board is not over at the table: its hands are not public.
    #[error("board {0} is not over")]
    NotOver(u8),
    /// The board is over but its Closed Room is still playing.
    #[error("board {0}'s Closed Room is still playing")]
    ClosedPending(u8),
}

/// Why a Closed Room's result does not fit the match.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClosedError {
    /// A GBridge table has no Closed Room.
    #[error("a GBridge table has no Closed Room")]
    Gbridge,
    /// A board not dealt yet (or beyond the match).
    #[error("board {0} has not been dealt")]
    NotDealt(u8),
    /// The board's Closed Room is stored already.
    #[error("board {0}'s Closed Room is stored already")]
    Again(u8),
    /// Another deal, or other rules, than the board as played.
    #[error("board {0}'s Closed Room is not the board as played")]
    OtherBoard(u8),
    /// A record the engine refuses.
    #[error("{0}")]
    Table(#[from] TableError),
    /// A Closed Room not played to its end.
    #[error("board {0}'s Closed Room is not over")]
    Unfinished(u8),
}

/// One board's comparison with its Closed Room, in the bridge view's
/// `rooms`: sent once the board is over at the table and its Closed Room
/// is done.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Room {
    /// The board's number in the match.
    pub board: u8,
    /// The scores, from North–South's side at this table (the Open Room):
    /// `open_ns` (this table's NS score), `closed_ns` (the Closed Room's NS
    /// score), `net` (`open_ns - closed_ns`, `engine::team::net_score`) and
    /// `imps` (`engine::team::imps` of `net`), as the solo comparison.
    #[serde(flatten)]
    pub comparison: Comparison,
    /// The Closed Room's declarer (`null`: passed out).
    pub declarer: Option<Seat>,
    /// The Closed Room's contract.
    pub contract: Option<Contract>,
    /// The tricks its declarer took.
    pub tricks: Option<u8>,
    /// The Closed Room's record (its board, calls and cards), as
    /// `halfbridge replay` reads it; in a view without its board's seed
    /// (no seed is ever in a view; `GET /api/tables/{id}/closed` has it).
    pub record: TableRecord,
}

/// A Closed Room stored, with what the view shows of it.
#[derive(Debug, Clone)]
struct Closed {
    room: ClosedRoom,
    ns: i32,
    declarer: Option<Seat>,
    contract: Option<Contract>,
    tricks: Option<u8>,
}

/// Plays `board` under `rules` with four robots at `level` to its end,
/// deterministically from `seed` (`engine::bot::play_out`): a Closed Room.
/// Seconds at Standard and Expert (their Monte Carlo budgets): run it on a
/// thread of its own with a large stack.
#[must_use]
pub fn play_closed_room(board: Board, rules: Rules, level: Level, seed: u64) -> TableRecord {
    let mut table = Table::new(board, rules);
    engine::bot::play_out(&mut table, level, seed);
    table.record()
}

/// Why an action was refused by the rules.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    /// The bridge table's rules.
    #[error("{0}")]
    Bridge(TableError),
    /// GBridge's rules.
    #[error("{0}")]
    Gbridge(gbridge::GbridgeError),
    /// An action of another game (a bid at a bridge table, a call at GBridge).
    #[error("that is not an action of this game")]
    OtherGame,
}

/// Why an action was refused: sent to that client alone.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ActError {
    /// The match is over.
    #[error("the match is over")]
    Over,
    /// Another seat (or a robot) is to act.
    #[error("it is not your turn: {0} is to act")]
    NotYourTurn(Seat),
    /// The engine refused the action.
    #[error("{0}")]
    Illegal(Illegal),
}

/// A stored match that does not rebuild.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RebuildError {
    /// A bridge record the engine refuses.
    #[error("{0}")]
    Bridge(#[from] TableError),
    /// A GBridge record the engine refuses.
    #[error("{0}")]
    Gbridge(#[from] ReplayError),
    /// A snapshot of another game than the table's.
    #[error("the snapshot is of another game")]
    OtherGame,
    /// A Closed Room that does not fit.
    #[error("{0}")]
    Closed(#[from] ClosedError),
}

/// A match of boards at one table, or a GBridge game.
#[derive(Debug, Clone)]
pub struct Match {
    spec: Spec,
    play: Play,
}

#[derive(Debug, Clone)]
enum Play {
    Bridge(Box<Bridge>),
    Gbridge(Game),
}

/// A bridge game's match.
///
/// A match is cloned twice an action (the state it would become, checked
/// before it is stored, and the state before it, kept for an undo), so
/// what no action changes, the records of the boards over and the Closed
/// Rooms, is shared (`Arc`), not copied: cloned whole, each clone copied
/// every earlier board's records (at 1,000 tables and three boards, the
/// median action 46 ms against 34 shared; docs/BENCHMARKS.md).
#[derive(Debug, Clone)]
struct Bridge {
    done: Vec<Arc<TableRecord>>,
    /// North–South's score on each board of `done`.
    scores: Vec<i32>,
    current: Table,
    redeals: u32,
    /// The Closed Rooms stored, in the order stored.
    closed: Vec<Arc<Closed>>,
}

impl Bridge {
    /// The records of the boards over, as owned copies.
    fn done_records(&self) -> Vec<TableRecord> {
        self.done.iter().map(|r| TableRecord::clone(r)).collect()
    }
}

impl Closed {
    fn of(room: &ClosedRoom) -> Result<Self, ClosedError> {
        let table = Table::replay(&room.record)?;
        let ns = table
            .ns_score()
            .filter(|_| table.is_over())
            .ok_or(ClosedError::Unfinished(room.board))?;
        Ok(Self {
            room: room.clone(),
            ns,
            declarer: table.declarer(),
            contract: table.contract(),
            tricks: table.declarer_tricks(),
        })
    }
}

/// A robot's view when one is due: it decides from this alone.
#[derive(Debug, Clone)]
pub enum RobotView {
    /// At a bridge table.
    Bridge(SeatView),
    /// At GBridge.
    Gbridge(gbridge::SeatView),
}

impl RobotView {
    /// The robot's decision at `level` (always legal; `None` only when
    /// nothing is due): for bridge, [`crate::table::robot_decision`] (the
    /// level's Monte Carlo up to its deadline); for GBridge, the engine's
    /// GBridge robots.
    #[must_use]
    pub fn decide(&self, level: Level, seed: u64) -> Option<Move> {
        match self {
            Self::Bridge(v) => crate::table::robot_decision(v, level, seed).map(Move::from),
            Self::Gbridge(v) => gbridge::bot::decide(v, level, seed).map(Move::from),
        }
    }
}

/// A value derived from the table's seed, for one purpose: nothing derived
/// reveals the seed or another derived value.
#[must_use]
pub fn derive(seed: u64, purpose: &str, a: u64, b: u64) -> u64 {
    let mut h = Sha256::new();
    h.update(seed.to_le_bytes());
    h.update(purpose.as_bytes());
    h.update(a.to_le_bytes());
    h.update(b.to_le_bytes());
    let d = h.finalize();
    u64::from_le_bytes(d[..8].try_into().unwrap_or([0; 8]))
}

impl Match {
    /// A new match: its first board (or round) dealt.
    #[must_use]
    pub fn new(spec: Spec) -> Self {
        let play = match spec.gbridge {
            Some(rules) => Play::Gbridge(Game::new(derive(spec.seed, "gbridge", 0, 0), rules)),
            None => {
                let mut redeals = 0;
                let current = Self::deal(&spec, 1, &mut redeals);
                Play::Bridge(Box::new(Bridge {
                    done: Vec::new(),
                    scores: Vec::new(),
                    current,
                    redeals,
                    closed: Vec::new(),
                }))
            }
        };
        Self { spec, play }
    }

    /// Board `number`, dealt again while the deal is thrown in (20–20 in
    /// MiniBridge and HalfBridge: nobody declares), counting the redeals.
    fn deal(spec: &Spec, number: u8, redeals: &mut u32) -> Table {
        loop {
            let seed = derive(spec.seed, "deal", u64::from(number), u64::from(*redeals));
            let table = Table::new(Board::from_seed(number, seed), Rules::of(spec.variant));
            if table.phase() != Phase::ThrownIn {
                return table;
            }
            *redeals += 1;
        }
    }

    /// Rebuilds a match from a snapshot (its records replayed by the engine).
    ///
    /// # Errors
    /// A record the engine refuses, or a snapshot of another game.
    pub fn from_snapshot(spec: Spec, snap: &Snapshot) -> Result<Self, RebuildError> {
        let play = match (spec.gbridge, snap) {
            (
                None,
                Snapshot::Bridge {
                    done,
                    current,
                    redeals,
                    closed,
                },
            ) => {
                let mut scores = Vec::with_capacity(done.len());
                for record in done {
                    scores.push(Table::replay(record)?.ns_score().unwrap_or(0));
                }
                let mut m = Self {
                    spec,
                    play: Play::Bridge(Box::new(Bridge {
                        done: done.iter().cloned().map(Arc::new).collect(),
                        scores,
                        current: Table::replay(current)?,
                        redeals: *redeals,
                        closed: Vec::new(),
                    })),
                };
                for room in closed {
                    m.add_closed(room)?;
                }
                return Ok(m);
            }
            (Some(_), Snapshot::Gbridge { gbridge }) => Play::Gbridge(Game::from_record(gbridge)?),
            _ => return Err(RebuildError::OtherGame),
        };
        Ok(Self { spec, play })
    }

    /// This match's snapshot.
    #[must_use]
    pub fn snapshot(&self) -> Snapshot {
        match &self.play {
            Play::Bridge(b) => Snapshot::Bridge {
                done: b.done_records(),
                current: b.current.record(),
                redeals: b.redeals,
                closed: b.closed.iter().map(|c| c.room.clone()).collect(),
            },
            Play::Gbridge(g) => Snapshot::Gbridge {
                gbridge: g.record(),
            },
        }
    }

    /// How the match was created.
    #[must_use]
    pub const fn spec(&self) -> &Spec {
        &self.spec
    }

    /// The board in play (the last one once the match is over); `None` at
    /// GBridge.
    #[must_use]
    pub fn table(&self) -> Option<&Table> {
        match &self.play {
            Play::Bridge(b) => Some(&b.current),
            Play::Gbridge(_) => None,
        }
    }

    /// The GBridge game, at a GBridge table.
    #[must_use]
    pub fn gbridge(&self) -> Option<&Game> {
        match &self.play {
            Play::Gbridge(g) => Some(g),
            Play::Bridge(_) => None,
        }
    }

    /// The records of the boards over (GBridge: the game's, once over).
    #[must_use]
    pub fn records(&self) -> Records {
        match &self.play {
            Play::Bridge(b) => Records::Bridge(b.done_records()),
            Play::Gbridge(g) => Records::Gbridge(if g.is_over() {
                vec![g.record()]
            } else {
                vec![]
            }),
        }
    }

    /// Board `number` as played at the table (a thrown-in deal: the one
    /// dealt again), once dealt; `None` at GBridge.
    #[must_use]
    pub fn board_as_played(&self, number: u8) -> Option<Board> {
        let Play::Bridge(b) = &self.play else {
            return None;
        };
        let index = usize::from(number.checked_sub(1)?);
        match b.done.get(index) {
            Some(record) => Some(record.board),
            None if index == b.done.len() && !self.is_over() => Some(*b.current.board()),
            None => None,
        }
    }

    /// Whether board `number` is over at the table (every hand public).
    #[must_use]
    pub fn board_over(&self, number: u8) -> bool {
        match &self.play {
            Play::Bridge(b) => number >= 1 && usize::from(number) <= b.done.len(),
            Play::Gbridge(_) => false,
        }
    }

    /// Whether board `number`'s Closed Room is stored.
    #[must_use]
    pub fn has_closed(&self, number: u8) -> bool {
        match &self.play {
            Play::Bridge(b) => b.closed.iter().any(|c| c.room.board == number),
            Play::Gbridge(_) => false,
        }
    }

    /// The first board dealt whose Closed Room is neither stored nor
    /// `skip`ped (one finished, waiting to be stored), with the board as
    /// played: the Closed Room to play next. `None` at GBridge.
    #[must_use]
    pub fn next_closed_room(&self, skip: impl Fn(u8) -> bool) -> Option<(u8, Board)> {
        (1..=self.spec.boards)
            .filter(|&n| !self.has_closed(n) && !skip(n))
            .find_map(|n| self.board_as_played(n).map(|b| (n, b)))
    }

    /// The seed of board `number`'s Closed Room robots (never sent):
    /// derived from the table's seed, so that the room played again after a
    /// restart is the same.
    #[must_use]
    pub fn closed_seed(&self, number: u8) -> u64 {
        derive(self.spec.seed, "closed room", u64::from(number), 0)
    }

    /// Plays board `number`'s Closed Room (seconds at Standard and Expert:
    /// call it on a thread of its own with a large stack); `None` when the
    /// board is not dealt.
    #[must_use]
    pub fn play_closed(&self, number: u8) -> Option<ClosedRoom> {
        let board = self.board_as_played(number)?;
        Some(ClosedRoom {
            board: number,
            record: play_closed_room(
                board,
                Rules::of(self.spec.variant),
                self.spec.level,
                self.closed_seed(number),
            ),
        })
    }

    /// Adds board `room.board`'s Closed Room, checked: a board dealt, the
    /// board as played, the match's rules, played to its end, not stored
    /// before. Nothing changes on an error.
    ///
    /// # Errors
    /// Why it does not fit.
    pub fn add_closed(&mut self, room: &ClosedRoom) -> Result<(), ClosedError> {
        if self.gbridge().is_some() {
            return Err(ClosedError::Gbridge);
        }
        let number = room.board;
        let board = self
            .board_as_played(number)
            .ok_or(ClosedError::NotDealt(number))?;
        if self.has_closed(number) {
            return Err(ClosedError::Again(number));
        }
        if room.record.board != board || room.record.rules != Rules::of(self.spec.variant) {
            return Err(ClosedError::OtherBoard(number));
        }
        let closed = Closed::of(room)?;
        if let Play::Bridge(b) = &mut self.play {
            b.closed.push(Arc::new(closed));
        }
        Ok(())
    }

    /// The Closed Rooms stored in `from` (the same table's match at a later
    /// point), kept when this match is an earlier state brought back (an
    /// undo takes back the board's actions, not the Closed Rooms).
    pub fn keep_closed_from(&mut self, from: &Self) {
        if let (Play::Bridge(b), Play::Bridge(f)) = (&mut self.play, &from.play) {
            b.closed.clone_from(&f.closed);
        }
    }

    /// The Closed Rooms' records of the boards over at the table, in board
    /// order (a board whose Closed Room is still playing is missing), as
    /// `GET /api/tables/{id}/closed` answers them.
    #[must_use]
    pub fn closed_records(&self) -> Vec<TableRecord> {
        let Play::Bridge(b) = &self.play else {
            return Vec::new();
        };
        let mut records: Vec<&ClosedRoom> = b
            .closed
            .iter()
            .map(|c| &c.room)
            .filter(|r| self.board_over(r.board))
            .collect();
        records.sort_by_key(|r| r.board);
        records.into_iter().map(|r| r.record.clone()).collect()
    }

    /// Board `number`'s two records for its review (the Open Room's, this
    /// table's, then its Closed Room's), once the board is over at the
    /// table (every hand public then) and its Closed Room stored.
    ///
    /// # Errors
    /// A GBridge table, no such board, a board not over, or its Closed
    /// Room still playing.
    pub fn review_records(&self, number: u8) -> ReviewRecords {
        let Play::Bridge(b) = &self.play else {
            return Err(ReviewRefusal::Gbridge);
        };
        if number == 0 || number > self.spec.boards {
            return Err(ReviewRefusal::NoBoard(number));
        }
        let open = b
            .done
            .get(usize::from(number - 1))
            .ok_or(ReviewRefusal::NotOver(number))?;
        let closed = b
            .closed
            .iter()
            .find(|c| c.room.board == number)
            .ok_or(ReviewRefusal::ClosedPending(number))?;
        Ok((TableRecord::clone(open), closed.room.record.clone()))
    }

    /// The comparisons of the boards over at the table whose Closed Room is
    /// stored, in board order.
    #[must_use]
    pub fn rooms(&self) -> Vec<Room> {
        let Play::Bridge(b) = &self.play else {
            return Vec::new();
        };
        let mut rooms: Vec<Room> = b
            .closed
            .iter()
            .filter_map(|c| {
                let open_ns = *b.scores.get(usize::from(c.room.board.checked_sub(1)?))?;
                let net = engine::team::net_score(open_ns, c.ns);
                Some(Room {
                    board: c.room.board,
                    comparison: Comparison {
                        open_ns,
                        closed_ns: c.ns,
                        net,
                        imps: engine::team::imps(net),
                    },
                    declarer: c.declarer,
                    contract: c.contract,
                    tricks: c.tricks,
                    record: TableRecord {
                        board: Board {
                            seed: None,
                            ..c.room.record.board
                        },
                        ..c.room.record.clone()
                    },
                })
            })
            .collect();
        rooms.sort_by_key(|r| r.board);
        rooms
    }

    /// Whether every board (every round) has been played.
    #[must_use]
    pub fn is_over(&self) -> bool {
        match &self.play {
            Play::Bridge(b) => b.done.len() >= usize::from(self.spec.boards),
            Play::Gbridge(g) => g.is_over(),
        }
    }

    /// The seat that decides now (the declarer for dummy), if any.
    #[must_use]
    pub fn due(&self) -> Option<Seat> {
        if self.is_over() {
            return None;
        }
        match &self.play {
            Play::Bridge(b) => b.current.to_act().map(|s| b.current.controller(s)),
            Play::Gbridge(g) => g.to_act(),
        }
    }

    /// North–South's total over the boards played (0 at GBridge, where
    /// each plays for themselves).
    #[must_use]
    pub fn ns_total(&self) -> i32 {
        match &self.play {
            Play::Bridge(b) => b.scores.iter().sum(),
            Play::Gbridge(_) => 0,
        }
    }

    /// `seat` takes `action`, checked by the engine. Returns whether a
    /// board (a GBridge round) ended with it (a new one is then dealt,
    /// unless the match is over). Nothing changes on an error.
    ///
    /// # Errors
    /// Out of turn, a finished match, or an action the rules refuse.
    pub fn apply(&mut self, event: Event) -> Result<bool, ActError> {
        let due = self.due().ok_or(ActError::Over)?;
        if due != event.seat {
            return Err(ActError::NotYourTurn(due));
        }
        let boards = usize::from(self.spec.boards);
        match &mut self.play {
            Play::Bridge(b) => {
                let action = event
                    .action
                    .bridge()
                    .ok_or(ActError::Illegal(Illegal::OtherGame))?;
                let mut table = b.current.clone();
                table
                    .act_in_turn(action)
                    .map_err(|e| ActError::Illegal(Illegal::Bridge(e)))?;
                let over = table.is_over();
                b.current = table;
                if over {
                    let number = b.current.board().number.get();
                    b.done.push(Arc::new(b.current.record()));
                    b.scores.push(b.current.ns_score().unwrap_or(0));
                    if b.done.len() < boards {
                        b.current = Self::deal(&self.spec, number + 1, &mut b.redeals);
                    }
                }
                Ok(over)
            }
            Play::Gbridge(g) => {
                let action = event
                    .action
                    .gbridge()
                    .ok_or(ActError::Illegal(Illegal::OtherGame))?;
                let rounds = g.rounds().len();
                g.act(event.seat, action)
                    .map_err(|e| ActError::Illegal(Illegal::Gbridge(e)))?;
                Ok(g.rounds().len() > rounds || g.is_over())
            }
        }
    }

    /// Whether no card of a GBridge trick is down (outside the play too):
    /// a person back from a drop takes their seat from the stand-in then.
    /// `true` for a bridge match (its `Table` tells that).
    #[must_use]
    pub fn gbridge_between_tricks(&self) -> bool {
        self.gbridge().and_then(Game::current).is_none_or(|round| {
            round.phase() != RoundPhase::Playing || round.current_trick().cards.is_empty()
        })
    }

    /// Names the deal in play: a bridge board's number with the deals of
    /// it thrown in before (a GBridge game is one deal of it all). Two
    /// moments of a match have the same name only within one deal.
    #[must_use]
    pub fn deal_in_play(&self) -> u64 {
        match &self.play {
            Play::Bridge(b) => {
                u64::from(b.current.board().number.get()) << 32 | u64::from(b.redeals)
            }
            Play::Gbridge(_) => 0,
        }
    }

    /// The seed of the robots' decision now (never sent).
    #[must_use]
    pub fn decision_seed(&self) -> u64 {
        match &self.play {
            Play::Bridge(b) => {
                let t = &b.current;
                let step = t.plays().len() + usize::from(t.contract().is_some()) + t.calls().len();
                derive(self.spec.seed, "robot", self.deal_in_play(), step as u64)
            }
            Play::Gbridge(g) => derive(
                self.spec.seed,
                "gbridge robot",
                0,
                g.record().actions.len() as u64,
            ),
        }
    }

    /// The view of the robot due now, when one is (whoever sits there).
    /// `robots` names the seats, as they act (declarer for dummy), whose
    /// cards on this board the robots chose: at a bridge table the view
    /// names them, dummy by its declarer, so that an Expert reads their
    /// cards ([`SeatView::robots`]).
    #[must_use]
    pub fn robot_view(&self, robots: [bool; 4]) -> Option<RobotView> {
        if self.is_over() {
            return None;
        }
        match &self.play {
            Play::Bridge(b) => SeatView::of(&b.current).map(|mut view| {
                view.robots = Seat::ALL.map(|s| robots[b.current.controller(s) as usize]);
                RobotView::Bridge(view)
            }),
            Play::Gbridge(g) => gbridge::SeatView::of(g.current()?).map(RobotView::Gbridge),
        }
    }

    /// What `viewer` may see now (`None`: a spectator, who sees what is
    /// public).
    #[must_use]
    pub fn view(&self, viewer: Option<Seat>) -> TableView {
        match &self.play {
            Play::Bridge(b) => TableView::Bridge(self.bridge_view(b, viewer)),
            Play::Gbridge(g) => TableView::Gbridge(self.gbridge_view(g, viewer)),
        }
    }

    fn gbridge_view(&self, g: &Game, viewer: Option<Seat>) -> GbridgeView {
        let round = g.current().or_else(|| g.rounds().last());
        let due = self.due();
        let mine = |seat: Seat| viewer == Some(seat) && due == Some(seat);
        let scoreboard = g.scoreboard();
        GbridgeView {
            seat: viewer,
            game: GbridgeName::GBridge,
            round: round.map_or(0, |r| r.number),
            rounds: g.rules().length.get(),
            size: round.map_or(0, |r| r.size),
            trump: round.map_or(Suit::Spades, |r| r.trump),
            first_bidder: round.map_or(Seat::East, |r| r.first_bidder),
            phase: round.map_or(RoundPhase::Finished, gbridge::Round::phase),
            bids: round
                .map(|r| r.bids_in_order().to_vec())
                .unwrap_or_default(),
            hands: Seat::ALL.map(|s| round.filter(|_| viewer == Some(s)).map(|r| r.hand(s))),
            tricks: round.map(|r| r.tricks().to_vec()).unwrap_or_default(),
            current: round.map_or_else(
                || gbridge::Trick::new(Seat::East),
                |r| r.current_trick().clone(),
            ),
            won: round.map_or([0; 4], gbridge::Round::tricks_won),
            to_act: g.to_act(),
            due,
            legal_bids: round
                .filter(|r| due.is_some_and(mine) && r.phase() == RoundPhase::Bidding)
                .map(gbridge::Round::legal_bids),
            legal: round
                .filter(|r| due.is_some_and(mine) && r.phase() == RoundPhase::Playing)
                .map(gbridge::Round::legal_cards),
            totals: scoreboard.totals(),
            scoreboard,
            over: g.is_over(),
        }
    }

    fn bridge_view(&self, b: &Bridge, viewer: Option<Seat>) -> View {
        let t = &b.current;
        let rooms = self.rooms();
        let board = t.board();
        let over = t.is_over();
        let dummy = t.dummy();
        let dummy_public = t.rules().dummy_faced_before_lead() || !t.plays().is_empty();
        let hands = Seat::ALL.map(|s| {
            let visible = over
                || Some(s) == viewer
                || (Some(s) == dummy && viewer.map_or(dummy_public, |v| t.dummy_visible_to(v)));
            visible.then(|| if over { board.deal[s] } else { t.hand(s) })
        });
        let announced = t.rules().announces_points();
        let hcp = Seat::ALL.map(|s| {
            (announced || over || Some(s) == viewer).then(|| t.announcements().hcp[s as usize])
        });
        let due = self.due();
        let legal = match (viewer, due, t.to_act()) {
            (Some(v), Some(d), Some(acting)) if v == d && t.phase() == Phase::Play => {
                Some(t.legal_cards(acting))
            }
            _ => None,
        };
        View {
            seat: viewer,
            game: self.spec.variant,
            board: board.number.get(),
            boards: self.spec.boards,
            boards_done: b.done.len(),
            dealer: board.dealer,
            vulnerability: board.vulnerability,
            phase: t.phase(),
            hands,
            hcp,
            calls: t.calls().to_vec(),
            declarer: t.declarer(),
            contract: t.contract(),
            tricks: t.completed_tricks().to_vec(),
            current: t.current_trick(),
            tricks_ns: t.tricks_won(Seat::North),
            tricks_ew: t.tricks_won(Seat::East),
            to_act: if self.is_over() { None } else { t.to_act() },
            due,
            legal,
            scores: b.scores.clone(),
            over: self.is_over(),
            net_ns: rooms.iter().map(|r| r.comparison.net).sum(),
            imps_ns: rooms.iter().map(|r| r.comparison.imps).sum(),
            can_undo: false,
            rooms,
        }
    }
}

/// What one seat (or a spectator) may see of a table, bridge or GBridge
/// (`"game": "GBridge"`): sent after every action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TableView {
    /// At a bridge table.
    Bridge(View),
    /// At GBridge.
    Gbridge(GbridgeView),
}

impl TableView {
    /// The bridge view, if it is one.
    #[must_use]
    pub const fn bridge(&self) -> Option<&View> {
        match self {
            Self::Bridge(v) => Some(v),
            Self::Gbridge(_) => None,
        }
    }

    /// The GBridge view, if it is one.
    #[must_use]
    pub const fn gbridge(&self) -> Option<&GbridgeView> {
        match self {
            Self::Gbridge(v) => Some(v),
            Self::Bridge(_) => None,
        }
    }

    /// Whether the match (the game) is over.
    #[must_use]
    pub const fn over(&self) -> bool {
        match self {
            Self::Bridge(v) => v.over,
            Self::Gbridge(v) => v.over,
        }
    }

    /// The seat that decides now.
    #[must_use]
    pub const fn due(&self) -> Option<Seat> {
        match self {
            Self::Bridge(v) => v.due,
            Self::Gbridge(v) => v.due,
        }
    }

    /// The seat this view is for.
    #[must_use]
    pub const fn seat(&self) -> Option<Seat> {
        match self {
            Self::Bridge(v) => v.seat,
            Self::Gbridge(v) => v.seat,
        }
    }

    /// The robots' view of the seat this view is for, when that seat is
    /// due, built from this view alone.
    #[must_use]
    pub fn robot_view(&self) -> Option<RobotView> {
        match self {
            Self::Bridge(v) => v.seat_view().map(RobotView::Bridge),
            Self::Gbridge(v) => v.seat_view().map(RobotView::Gbridge),
        }
    }

    /// The cards this view shows that the rules do not yet show its seat
    /// (a spectator: any hand before the board is over): another hand
    /// before the board is over, but dummy's to its declarer, and to
    /// everyone once faced (at once in MiniBridge, after the opening lead
    /// otherwise). GBridge shows each player its own hand only. A checker's
    /// count (the load test's `leaked_cards`): the server sends none.
    #[must_use]
    pub fn shown_too_soon(&self) -> usize {
        let hands = match self {
            Self::Bridge(v) => &v.hands,
            Self::Gbridge(v) => &v.hands,
        };
        let shown = |other: Seat| match self {
            Self::Gbridge(v) => v.seat == Some(other),
            Self::Bridge(v) => {
                let over = matches!(
                    v.phase,
                    Phase::Finished | Phase::PassedOut | Phase::ThrownIn
                );
                let dummy = v.declarer.map(Seat::partner);
                let faced = v.game == Variant::MiniBridge
                    || !v.tricks.is_empty()
                    || !v.current.cards.is_empty();
                v.seat == Some(other)
                    || over
                    || (Some(other) == dummy
                        && (v.declarer.is_some_and(|d| v.seat == Some(d)) || faced))
            }
        };
        Seat::ALL
            .into_iter()
            .filter(|&other| !shown(other))
            .filter_map(|other| hands[other as usize])
            .map(|hand| hand.len())
            .sum()
    }
}

/// The name of GBridge in its view: `"GBridge"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum GbridgeName {
    /// GBridge.
    GBridge,
}

/// What one seat (or a spectator) may see of a GBridge game: its own hand,
/// the bids, the cards played, the tricks won and the scoreboard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GbridgeView {
    /// The seat this view is for (`null`: a spectator).
    pub seat: Option<Seat>,
    /// `"GBridge"`.
    pub game: GbridgeName,
    /// The round's number, from 1 (the last round once the game is over).
    pub round: u8,
    /// Rounds in the game.
    pub rounds: u8,
    /// Cards dealt to each player this round.
    pub size: u8,
    /// The round's trump suit.
    pub trump: Suit,
    /// Who bid first this round (and led the first trick).
    pub first_bidder: Seat,
    /// `Bidding`, `Playing` or `Finished`.
    pub phase: RoundPhase,
    /// The bids so far, in bidding order from `first_bidder`.
    pub bids: Vec<u8>,
    /// The viewer's remaining cards, N E S W (`null` for the others').
    pub hands: [Option<Hand>; 4],
    /// The round's completed tricks.
    pub tricks: Vec<gbridge::Trick>,
    /// The trick in progress.
    pub current: gbridge::Trick,
    /// Tricks won this round, N E S W.
    pub won: [u8; 4],
    /// The player due.
    pub to_act: Option<Seat>,
    /// The same (each plays for themselves), as at the bridge tables.
    pub due: Option<Seat>,
    /// The bids this viewer may make, when it is due to bid.
    pub legal_bids: Option<Vec<u8>>,
    /// The cards this viewer may play, when it is due to play.
    pub legal: Option<Hand>,
    /// A row per round finished.
    pub scoreboard: Scoreboard,
    /// The totals, N E S W.
    pub totals: [i32; 4],
    /// Whether the game is over.
    pub over: bool,
}

impl GbridgeView {
    /// The robots' view of the seat this view is for, when that seat is
    /// due: built from this view alone, equal to the engine's GBridge
    /// `SeatView` of the round.
    #[must_use]
    pub fn seat_view(&self) -> Option<gbridge::SeatView> {
        let me = self.seat?;
        if self.due != Some(me) || self.over {
            return None;
        }
        Some(gbridge::SeatView {
            me,
            number: self.round,
            size: self.size,
            trump: self.trump,
            first_bidder: self.first_bidder,
            bids: self.bids.clone(),
            hand: self.hands[me as usize]?,
            tricks: self.tricks.clone(),
            current: self.current.clone(),
            won: self.won,
            legal_bids: self.legal_bids.clone().unwrap_or_default(),
            legal: self.legal.unwrap_or(Hand::EMPTY),
        })
    }
}

/// What one seat (or a spectator) may see: sent after every action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat this view is for (`null`: a spectator).
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
    /// The hands this viewer may see (remaining cards; every hand's 13
    /// once the board is over), N E S W; `null` for one it may not.
    pub hands: [Option<Hand>; 4],
    /// The announced points (contract bridge: the viewer's own only).
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
    /// The cards this viewer may play now, when it is due in the play.
    pub legal: Option<Hand>,
    /// North–South's score on each board over.
    pub scores: Vec<i32>,
    /// Whether the match is over.
    pub over: bool,
    /// The Closed Room's comparison of each board over whose Closed Room
    /// is done, in board order (a board over that is missing: its Closed
    /// Room is still playing).
    #[serde(default)]
    pub rooms: Vec<Room>,
    /// North–South's net points over `rooms`.
    #[serde(default)]
    pub net_ns: i32,
    /// North–South's IMPs over `rooms` (East–West's are the opposite).
    #[serde(default)]
    pub imps_ns: i32,
    /// Whether this view's seat has an action on the board in play to take
    /// back (an `undo` would be asked, not refused with `no_undo`); the
    /// table's task sets it (`false` for a spectator and once the match is
    /// over).
    #[serde(default)]
    pub can_undo: bool,
}

impl View {
    /// The computer players' view of the seat this view is for, when that
    /// seat is due: built from what it was told alone (an online robot
    /// client decides from it), equal to the engine's `SeatView` of the
    /// table.
    #[must_use]
    pub fn seat_view(&self) -> Option<SeatView> {
        let me = self.seat?;
        let acting = self.to_act?;
        if self.due != Some(me) || self.over {
            return None;
        }
        let dummy = self
            .declarer
            .map(Seat::partner)
            .filter(|&d| d != me)
            .and_then(|d| self.hands[d as usize]);
        Some(SeatView::from_known(Known {
            me,
            acting,
            rules: Rules::of(self.game),
            phase: self.phase,
            board_number: self.board,
            dealer: self.dealer,
            vulnerability: self.vulnerability,
            hcp: self.hcp,
            calls: self.calls.clone(),
            declarer: self.declarer,
            contract: self.contract,
            hand: self.hands[me as usize]?,
            dummy,
            tricks: self.tricks.clone(),
            current: self.current.clone(),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::bot;

    fn spec(variant: Variant) -> Spec {
        Spec {
            variant,
            gbridge: None,
            boards: 2,
            level: Level::Beginner,
            robots: [false; 4],
            seed: 7,
            token_hashes: Default::default(),
        }
    }

    /// The robot's view names the seats whose cards the robots chose as the
    /// table asks, dummy by its declarer, so that an Expert reads them.
    #[test]
    fn a_robots_view_names_the_robots_seats_and_dummy_by_its_declarer() {
        for variant in [Variant::MiniBridge, Variant::HalfBridge, Variant::Contract] {
            let mut m = Match::new(spec(variant));
            let mut dummies = 0;
            while let Some(seat) = m.due() {
                let table = m.table().expect("bridge").clone();
                for robots in [[true, false, false, false], [false, true, true, false]] {
                    let Some(RobotView::Bridge(view)) = m.robot_view(robots) else {
                        panic!("a bridge view while {seat} is due")
                    };
                    for s in Seat::ALL {
                        let chooser = table
                            .dummy()
                            .map_or(s, |d| if d == s { d.partner() } else { s });
                        assert_eq!(
                            view.robots[s as usize], robots[chooser as usize],
                            "{variant:?} {s}"
                        );
                    }
                }
                dummies += usize::from(table.dummy().is_some());
                let view = SeatView::of(&table).expect("a view");
                let action: Move = bot::decide(&view, Level::Beginner, m.decision_seed())
                    .expect("a move")
                    .into();
                if m.apply(Event { seat, action }).expect("legal") {
                    break;
                }
            }
            assert!(dummies > 0, "{variant:?}: the play was reached");
        }
    }

    /// The leak checker finds nothing in what the server sends over whole
    /// boards, and counts the cards of a hand put where it may not be.
    #[test]
    fn shown_too_soon_counts_only_what_the_rules_hide() {
        for variant in [Variant::MiniBridge, Variant::HalfBridge, Variant::Contract] {
            let mut m = Match::new(spec(variant));
            let mut checked = 0;
            while let Some(seat) = m.due() {
                for viewer in [
                    None,
                    Some(Seat::North),
                    Some(Seat::East),
                    Some(Seat::South),
                    Some(Seat::West),
                ] {
                    assert_eq!(m.view(viewer).shown_too_soon(), 0, "{variant:?} {viewer:?}");
                    checked += 1;
                }
                let view = SeatView::of(m.table().expect("bridge")).expect("a view");
                let action: Move = bot::decide(&view, Level::Beginner, m.decision_seed())
                    .expect("a move")
                    .into();
                m.apply(Event { seat, action }).expect("legal");
                if m.view(None).bridge().is_some_and(|v| v.boards_done > 0) {
                    break;
                }
            }
            assert!(checked > 100);
            // Before the auction ends nobody sees another hand.
            let fresh = Match::new(spec(variant));
            let TableView::Bridge(mut v) = fresh.view(Some(Seat::South)) else {
                panic!("a bridge view")
            };
            let east = fresh.table().expect("bridge").board().deal[Seat::East];
            v.hands[Seat::East as usize] = Some(east);
            assert_eq!(
                TableView::Bridge(v).shown_too_soon(),
                east.len(),
                "{variant:?}"
            );
        }
    }

    #[test]
    fn a_match_plays_to_its_end_and_rebuilds_from_a_snapshot() {
        for variant in [Variant::MiniBridge, Variant::HalfBridge, Variant::Contract] {
            let mut m = Match::new(spec(variant));
            let mut events = Vec::new();
            while let Some(seat) = m.due() {
                let view = SeatView::of(m.table().expect("bridge")).expect("a view");
                assert_eq!(
                    m.view(Some(seat))
                        .bridge()
                        .and_then(View::seat_view)
                        .as_ref(),
                    Some(&view),
                    "what the seat due is told makes the robots' view"
                );
                for other in Seat::ALL.into_iter().filter(|&s| s != seat) {
                    assert!(m.view(Some(other)).robot_view().is_none(), "not due");
                }
                let action: Move = bot::decide(&view, Level::Beginner, m.decision_seed())
                    .expect("a move")
                    .into();
                assert!(matches!(
                    m.apply(Event {
                        seat,
                        action: Move::Bid(1)
                    }),
                    Err(ActError::Illegal(Illegal::OtherGame))
                ));
                let wrong = Seat::ALL.into_iter().find(|&s| s != seat).expect("a seat");
                assert!(
                    m.apply(Event {
                        seat: wrong,
                        action
                    })
                    .is_err()
                );
                m.apply(Event { seat, action }).expect("legal");
                events.push(Event { seat, action });
                let again = Match::from_snapshot(spec(variant), &m.snapshot()).expect("replays");
                assert_eq!(again.snapshot(), m.snapshot());
            }
            assert!(m.is_over());
            assert!(matches!(m.records(), Records::Bridge(r) if r.len() == 2));
            let mut replayed = Match::new(spec(variant));
            for e in events {
                replayed.apply(e).expect("replays");
            }
            assert_eq!(replayed.snapshot(), m.snapshot());
        }
    }

    #[test]
    fn a_closed_room_is_the_board_as_played_the_same_each_time_and_checked() {
        let mut m = Match::new(spec(Variant::HalfBridge));
        assert!(!m.has_closed(1) && m.next_closed_room(|_| false).map(|r| r.0) == Some(1));
        let room = m.play_closed(1).expect("board 1 is dealt");
        assert_eq!(m.play_closed(1), Some(room.clone()), "deterministic");
        assert_eq!(room.record.board, *m.table().expect("bridge").board());
        assert!(Table::replay(&room.record).expect("replays").is_over());
        assert_eq!(m.play_closed(2), None, "not dealt");
        let mut other = room.clone();
        other.board = 2;
        assert_eq!(m.add_closed(&other), Err(ClosedError::NotDealt(2)));
        let mut unfinished = room.clone();
        unfinished.record.plays.pop();
        assert_eq!(m.add_closed(&unfinished), Err(ClosedError::Unfinished(1)));
        let mut moved = room.clone();
        moved.record.board.dealer = moved.record.board.dealer.lho();
        assert_eq!(m.add_closed(&moved), Err(ClosedError::OtherBoard(1)));
        m.add_closed(&room).expect("fits");
        assert_eq!(m.add_closed(&room), Err(ClosedError::Again(1)));
        assert_eq!(m.next_closed_room(|_| false), None, "board 2 is not dealt");
        // Shown only once the board is over at the table.
        assert!(m.rooms().is_empty() && m.closed_records().is_empty());
        assert!(m.view(None).bridge().expect("bridge").rooms.is_empty());
        let again =
            Match::from_snapshot(spec(Variant::HalfBridge), &m.snapshot()).expect("rebuilds");
        assert!(again.has_closed(1));
        while m.table().is_some_and(|t| t.board().number.get() == 1) {
            let view = SeatView::of(m.table().expect("bridge")).expect("a view");
            let action = bot::decide(&view, Level::Beginner, m.decision_seed()).expect("a move");
            let seat = m.due().expect("due");
            m.apply(Event {
                seat,
                action: action.into(),
            })
            .expect("legal");
        }
        let rooms = m.rooms();
        assert_eq!(rooms.len(), 1);
        assert_eq!(
            rooms[0].comparison.closed_ns,
            Table::replay(&room.record)
                .expect("replays")
                .ns_score()
                .expect("a score")
        );
        assert_eq!(m.closed_records(), vec![room.record]);
        assert_eq!(m.next_closed_room(|_| false).map(|r| r.0), Some(2));
        let gbridge = Match::new(gbridge_spec(2));
        assert_eq!(gbridge.next_closed_room(|_| false), None);
        assert_eq!(gbridge.play_closed(1), None);
    }

    #[test]
    fn before_the_lead_a_seat_sees_its_own_hand_and_the_declarer_dummy() {
        for variant in [Variant::HalfBridge, Variant::Contract] {
            let m = Match::new(spec(variant));
            let t = m.table().expect("bridge");
            let declarer = t.declarer();
            for seat in Seat::ALL {
                let view = m.view(Some(seat));
                let v = view.bridge().expect("bridge");
                for other in Seat::ALL {
                    let may = other == seat || (Some(seat) == declarer && Some(other) == t.dummy());
                    assert_eq!(
                        v.hands[other as usize].is_some(),
                        may,
                        "{variant} {seat} {other}"
                    );
                }
            }
            let spectator = m.view(None);
            assert!(
                spectator
                    .bridge()
                    .expect("bridge")
                    .hands
                    .iter()
                    .all(Option::is_none)
            );
        }
    }

    fn gbridge_spec(rounds: u8) -> Spec {
        Spec {
            gbridge: Some(GameRules {
                length: gbridge::GameLength::new(rounds).expect("rounds"),
                ..Default::default()
            }),
            boards: rounds,
            ..spec(Variant::MiniBridge)
        }
    }

    #[test]
    fn a_gbridge_game_plays_to_its_end_each_seeing_its_own_hand_and_rebuilds() {
        let mut m = Match::new(gbridge_spec(4));
        let mut events = Vec::new();
        let mut rounds_ended = 0;
        while let Some(seat) = m.due() {
            let g = m.gbridge().expect("GBridge");
            let engine_view = gbridge::SeatView::of(g.current().expect("a round")).expect("due");
            let told = m.view(Some(seat));
            let told = told.gbridge().expect("a GBridge view");
            assert_eq!(told.seat_view().as_ref(), Some(&engine_view));
            assert!(
                serde_json::to_string(told)
                    .expect("JSON")
                    .contains(r#""game":"GBridge""#)
            );
            for viewer in Seat::ALL.map(Some).into_iter().chain([None]) {
                let v = m.view(viewer);
                let v = v.gbridge().expect("GBridge");
                for other in Seat::ALL {
                    assert_eq!(v.hands[other as usize].is_some(), viewer == Some(other));
                }
                assert_eq!(
                    v.legal.is_some() || v.legal_bids.is_some(),
                    viewer == Some(seat)
                );
            }
            let RobotView::Gbridge(view) = m.robot_view([true; 4]).expect("a robot view") else {
                panic!("a GBridge view")
            };
            assert_eq!(view, engine_view);
            let action = RobotView::Gbridge(view)
                .decide(Level::Beginner, m.decision_seed())
                .expect("a move");
            assert!(matches!(
                m.apply(Event {
                    seat,
                    action: Move::Call(contract_bridge::auction::Call::Pass)
                }),
                Err(ActError::Illegal(Illegal::OtherGame))
            ));
            rounds_ended += usize::from(m.apply(Event { seat, action }).expect("legal"));
            events.push(Event { seat, action });
            let again = Match::from_snapshot(gbridge_spec(4), &m.snapshot()).expect("rebuilds");
            assert_eq!(again.snapshot(), m.snapshot());
            if !m.is_over() {
                assert!(matches!(m.records(), Records::Gbridge(r) if r.is_empty()));
            }
        }
        assert_eq!(rounds_ended, 4);
        let Records::Gbridge(records) = m.records() else {
            panic!("GBridge records")
        };
        assert_eq!(records.len(), 1);
        let replayed = Game::from_record(&records[0]).expect("replays");
        assert_eq!(
            replayed.scoreboard(),
            m.gbridge().expect("GBridge").scoreboard()
        );
        let end = m.view(None);
        assert_eq!(end.gbridge().expect("GBridge").scoreboard.rows.len(), 4);
        assert!(end.over());
        let mut from_log = Match::new(gbridge_spec(4));
        for e in events {
            from_log.apply(e).expect("replays");
        }
        assert_eq!(from_log.snapshot(), m.snapshot());
        assert!(matches!(
            Match::from_snapshot(spec(Variant::MiniBridge), &m.snapshot()),
            Err(RebuildError::OtherGame)
        ));
    }
}
