//! One online table's game: a match of boards of one of the bridge games,
//! played through the engine's [`Table`], and what each seat may see of it.
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
use engine::rules::{Rules, Variant};
use engine::table::{Action, Phase, Table, TableError, TableRecord, Trick};
use engine::view::{Known, SeatView};
use engine::{Hand, Seat};
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};

/// The most boards a table plays.
pub const MAX_BOARDS: u8 = 32;

/// How a table was created: stored once, with the table, and never sent
/// (it holds the seed and the seat tokens' hashes).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spec {
    /// The game: minibridge, halfbridge or contract.
    pub variant: Variant,
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

/// One event of a table's log: an action taken at a seat on a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// The seat that acted (the declarer for dummy's card).
    pub seat: Seat,
    /// What it did.
    pub action: Action,
}

/// A match's state at some sequence number, for a quick rebuild.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The boards over, in order (a thrown-in deal is dealt again at once).
    pub done: Vec<TableRecord>,
    /// The board in play, or the last board when the match is over.
    pub current: TableRecord,
    /// How many deals were thrown in and redealt so far.
    pub redeals: u32,
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
    Illegal(TableError),
}

/// A match of boards at one table.
#[derive(Debug, Clone)]
pub struct Match {
    spec: Spec,
    done: Vec<TableRecord>,
    /// North–South's score on each board of `done`.
    scores: Vec<i32>,
    current: Table,
    redeals: u32,
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
    /// A new match: its first board dealt.
    #[must_use]
    pub fn new(spec: Spec) -> Self {
        let mut redeals = 0;
        let current = Self::deal(&spec, 1, &mut redeals);
        Self {
            spec,
            done: Vec::new(),
            scores: Vec::new(),
            current,
            redeals,
        }
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
    /// A record the engine refuses.
    pub fn from_snapshot(spec: Spec, snap: &Snapshot) -> Result<Self, TableError> {
        let mut scores = Vec::with_capacity(snap.done.len());
        for record in &snap.done {
            scores.push(Table::replay(record)?.ns_score().unwrap_or(0));
        }
        Ok(Self {
            spec,
            done: snap.done.clone(),
            scores,
            current: Table::replay(&snap.current)?,
            redeals: snap.redeals,
        })
    }

    /// This match's snapshot.
    #[must_use]
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            done: self.done.clone(),
            current: self.current.record(),
            redeals: self.redeals,
        }
    }

    /// How the match was created.
    #[must_use]
    pub const fn spec(&self) -> &Spec {
        &self.spec
    }

    /// The board in play (the last one once the match is over).
    #[must_use]
    pub const fn table(&self) -> &Table {
        &self.current
    }

    /// The records of the boards over.
    #[must_use]
    pub fn records(&self) -> &[TableRecord] {
        &self.done
    }

    /// Whether every board has been played.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.done.len() >= usize::from(self.spec.boards)
    }

    /// The seat that decides now (the declarer for dummy), if any.
    #[must_use]
    pub fn due(&self) -> Option<Seat> {
        if self.is_over() {
            return None;
        }
        self.current.to_act().map(|s| self.current.controller(s))
    }

    /// North–South's total over the boards played.
    #[must_use]
    pub fn ns_total(&self) -> i32 {
        self.scores.iter().sum()
    }

    /// `seat` takes `action`, checked by the engine. Returns whether a
    /// board ended with it (a new one is then dealt, unless the match is
    /// over). Nothing changes on an error.
    ///
    /// # Errors
    /// Out of turn, a finished match, or an action the rules refuse.
    pub fn apply(&mut self, event: Event) -> Result<bool, ActError> {
        let due = self.due().ok_or(ActError::Over)?;
        if due != event.seat {
            return Err(ActError::NotYourTurn(due));
        }
        let mut table = self.current.clone();
        table.act_in_turn(event.action).map_err(ActError::Illegal)?;
        let over = table.is_over();
        self.current = table;
        if over {
            let number = self.current.board().number.get();
            self.done.push(self.current.record());
            self.scores.push(self.current.ns_score().unwrap_or(0));
            if !self.is_over() {
                self.current = Self::deal(&self.spec, number + 1, &mut self.redeals);
            }
        }
        Ok(over)
    }

    /// The seed of the robots' decision now (never sent).
    #[must_use]
    pub fn decision_seed(&self) -> u64 {
        let step = self.current.plays().len()
            + usize::from(self.current.contract().is_some())
            + self.current.calls().len();
        derive(
            self.spec.seed,
            "robot",
            u64::from(self.current.board().number.get()) << 32 | u64::from(self.redeals),
            step as u64,
        )
    }

    /// What `viewer` may see now (`None`: a spectator, who sees what is
    /// public).
    #[must_use]
    pub fn view(&self, viewer: Option<Seat>) -> View {
        let t = &self.current;
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
            boards_done: self.done.len(),
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
            scores: self.scores.clone(),
            over: self.is_over(),
        }
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
            boards: 2,
            level: Level::Beginner,
            robots: [false; 4],
            seed: 7,
            token_hashes: Default::default(),
        }
    }

    #[test]
    fn a_match_plays_to_its_end_and_rebuilds_from_a_snapshot() {
        for variant in [Variant::MiniBridge, Variant::HalfBridge, Variant::Contract] {
            let mut m = Match::new(spec(variant));
            let mut events = Vec::new();
            while let Some(seat) = m.due() {
                let view = SeatView::of(m.table()).expect("a view");
                assert_eq!(
                    m.view(Some(seat)).seat_view().as_ref(),
                    Some(&view),
                    "what the seat due is told makes the robots' view"
                );
                for other in Seat::ALL.into_iter().filter(|&s| s != seat) {
                    assert_eq!(m.view(Some(other)).seat_view(), None, "not due");
                }
                let action =
                    bot::decide(&view, Level::Beginner, m.decision_seed()).expect("a move");
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
            assert_eq!(m.records().len(), 2);
            let mut replayed = Match::new(spec(variant));
            for e in events {
                replayed.apply(e).expect("replays");
            }
            assert_eq!(replayed.snapshot(), m.snapshot());
        }
    }

    #[test]
    fn before_the_lead_a_seat_sees_its_own_hand_and_the_declarer_dummy() {
        for variant in [Variant::HalfBridge, Variant::Contract] {
            let m = Match::new(spec(variant));
            let declarer = m.table().declarer();
            for seat in Seat::ALL {
                let v = m.view(Some(seat));
                for other in Seat::ALL {
                    let may = other == seat
                        || (Some(seat) == declarer && Some(other) == m.table().dummy());
                    assert_eq!(
                        v.hands[other as usize].is_some(),
                        may,
                        "{variant} {seat} {other}"
                    );
                }
            }
            assert!(m.view(None).hands.iter().all(Option::is_none));
        }
    }
}
