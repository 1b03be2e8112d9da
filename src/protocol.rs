//! The messages between the page and its web workers, as serde_json.
//!
//! The page sends a [`Request`]; the worker answers with [`Response`]s. The
//! same types are used natively (tests, `halfbridge bench`), so the worker
//! is a thin shell around [`handle`] and [`RoomRun`].

use crate::bot::montecarlo::{Budget, Deliberation, Share, Tally};
use crate::bot::{self, Level};
use crate::table::{Action, Table, TableRecord};
use crate::view::SeatView;
use serde::{Deserialize, Serialize};

/// What the page asks of a worker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// One decision for the player whose view this is (Open Room).
    Decide {
        /// Echoed in the answer so stale answers can be ignored.
        id: u64,
        /// What the player knows.
        view: SeatView,
        /// Playing strength.
        level: Level,
        /// Seed for the decision's sampling.
        seed: u64,
    },
    /// Play a whole table with the computer in all four seats (the Closed
    /// Room), starting from `record` (fresh, or the moves so far after a
    /// restart), reporting each action.
    PlayRoom {
        /// Echoed in every answer.
        id: u64,
        /// Where to start.
        record: TableRecord,
        /// Playing strength.
        level: Level,
        /// Seed for the room's decisions.
        seed: u64,
    },
    /// Solve every deal of a PBN text double dummy and compare with its
    /// `[OptimumResultTable]` rows (the solver's self-check and benchmark;
    /// the worker times it).
    SolveDeals {
        /// Echoed in the answer.
        id: u64,
        /// The PBN text, e.g. `tests/fixtures/dd-reference-100.pbn`.
        pbn: String,
    },
    /// Solve one share of a decision's layouts, one layout at a time,
    /// answering [`Response::Layouts`] after each (see
    /// [`crate::bot::montecarlo::Deliberation`]).
    Deliberate {
        /// Echoed in every answer.
        id: u64,
        /// What the player knows.
        view: SeatView,
        /// Playing strength.
        level: Level,
        /// Seed for the decision's sampling (the same for every share).
        seed: u64,
        /// The layouts this worker solves.
        share: Share,
    },
    /// Stop working on request `id` (answered with a final, empty
    /// [`Response::Layouts`]).
    Stop {
        /// The request to stop.
        id: u64,
    },
}

/// What a worker answers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Response {
    /// The decision asked for.
    Decision {
        /// The request's id.
        id: u64,
        /// What the player does.
        action: Action,
    },
    /// The room made one more action; `record` is the table so far.
    RoomProgress {
        /// The request's id.
        id: u64,
        /// The table so far.
        record: TableRecord,
    },
    /// The room is finished (or thrown in).
    RoomDone {
        /// The request's id.
        id: u64,
        /// The finished table.
        record: TableRecord,
    },
    /// The answer to [`Request::SolveDeals`].
    Solved {
        /// The request's id.
        id: u64,
        /// One table per deal with a complete reference table, in file
        /// order: `[strain][seat]`, strains ♣ ♦ ♥ ♠ NT, seats N E S W
        /// (see [`crate::bot::dd`]).
        tables: Vec<[[u8; 4]; 5]>,
        /// Trick counts that differ from the reference (0 when correct).
        mismatches: u32,
    },
    /// The request could not be served.
    Failed {
        /// The request's id.
        id: u64,
        /// Why, for the notice shown to the person.
        message: String,
    },
    /// Layouts of a [`Request::Deliberate`] share solved since the last
    /// answer; merged by the page into the decision's tally.
    Layouts {
        /// The request's id.
        id: u64,
        /// The layouts just solved (with the decision's stopping rule).
        tally: Tally,
        /// Whether this worker has no more to solve for `id`.
        done: bool,
    },
}

/// Answers a request that needs one answer (everything but
/// [`Request::PlayRoom`], which [`RoomRun`] plays step by step).
#[must_use]
pub fn answer(request: &Request) -> Response {
    match request {
        Request::Decide { id, view, level, seed } => decide(*id, view, *level, *seed),
        Request::SolveDeals { id, pbn } => solve_deals(*id, pbn),
        Request::PlayRoom { id, .. } => Response::Failed { id: *id, message: "a room is played with RoomRun".into() },
        Request::Deliberate { id, view, level, seed, share } => {
            let mut run = ShareRun::start(*id, view, *level, *seed, *share);
            let mut tally = run.run.tally().empty_like();
            while run.run.step().is_some() {}
            tally.merge(run.run.tally());
            Response::Layouts { id: *id, tally, done: true }
        }
        Request::Stop { id } => Response::Layouts { id: *id, tally: Tally::default(), done: true },
    }
}

/// Answers a [`Request::Decide`].
#[must_use]
pub fn decide(id: u64, view: &SeatView, level: Level, seed: u64) -> Response {
    match bot::decide(view, level, seed) {
        Some(action) => Response::Decision { id, action },
        None => Response::Failed { id, message: "no legal action in that position".into() },
    }
}

/// Answers a [`Request::SolveDeals`]: solves each deal of `pbn` on one
/// solver, on the calling thread (fine in a worker), and counts mismatches
/// against the file's reference tables.
#[must_use]
pub fn solve_deals(id: u64, pbn: &str) -> Response {
    let reference = bot::dd::reference_deals(pbn);
    if reference.is_empty() {
        return Response::Failed { id, message: "no deal with a complete [OptimumResultTable] in that PBN".into() };
    }
    let mut solver = pons_dds::Solver::new(contract_bridge::Strain::Notrump);
    let (tables, mismatches) = bot::dd::check_reference(&mut solver, &reference);
    Response::Solved { id, tables, mismatches }
}

/// A Closed Room being played one action at a time, so the worker can
/// report after each.
#[derive(Debug, Clone)]
pub struct RoomRun {
    /// The request's id.
    pub id: u64,
    /// The table.
    pub table: Table,
    /// Playing strength.
    pub level: Level,
    /// Seed for the room's decisions.
    pub seed: u64,
}

impl RoomRun {
    /// Starts from a record.
    ///
    /// # Errors
    /// A [`Response::Failed`] when the record does not replay.
    pub fn start(id: u64, record: &TableRecord, level: Level, seed: u64) -> Result<Self, Response> {
        Table::replay(record)
            .map(|table| Self { id, table, level, seed })
            .map_err(|e| Response::Failed { id, message: e.to_string() })
    }

    /// Takes one action; the response to send, and whether more remain.
    pub fn step(&mut self) -> (Response, bool) {
        if bot::step(&mut self.table, self.level, self.seed).is_some() && self.table.to_act().is_some() {
            (Response::RoomProgress { id: self.id, record: self.table.record() }, true)
        } else {
            (Response::RoomDone { id: self.id, record: self.table.record() }, false)
        }
    }
}

/// One share of a decision being solved one layout at a time, so the
/// worker can answer (and read a [`Request::Stop`]) between layouts.
#[derive(Debug, Clone)]
pub struct ShareRun {
    /// The request's id.
    pub id: u64,
    /// The deliberation on this share.
    pub run: Deliberation,
}

impl ShareRun {
    /// Deals the decision's layouts and gets ready to solve `share` (a
    /// Beginner request has no layouts: its first step is the last).
    #[must_use]
    pub fn start(id: u64, view: &SeatView, level: Level, seed: u64, share: Share) -> Self {
        let budget = level.budget().unwrap_or(Budget::NONE);
        Self { id, run: Deliberation::new(view, budget, seed, share) }
    }

    /// Solves one more layout; the response to send, and whether more
    /// remain.
    pub fn step(&mut self) -> (Response, bool) {
        let tally = self.run.step().unwrap_or_else(|| self.run.tally().empty_like());
        let done = self.run.is_done();
        (Response::Layouts { id: self.id, tally, done }, !done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::rules::Rules;

    #[test]
    fn messages_round_trip_as_json() {
        let table = Table::new(Board::from_seed(3, 11), Rules::MINIBRIDGE);
        let request = Request::PlayRoom { id: 7, record: table.record(), level: Level::Beginner, seed: 11 };
        let json = serde_json::to_string(&request).unwrap();
        assert_eq!(serde_json::from_str::<Request>(&json).unwrap(), request);
        if let Some(view) = SeatView::of(&table) {
            let r = Request::Decide { id: 1, view, level: Level::Standard, seed: 2 };
            let json = serde_json::to_string(&r).unwrap();
            assert_eq!(serde_json::from_str::<Request>(&json).unwrap(), r);
        }
    }

    #[test]
    fn solve_deals_answers_with_tables_or_fails_cleanly() {
        assert!(matches!(solve_deals(3, "nothing here"), Response::Failed { id: 3, .. }));
        let pbn = "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n\
            [OptimumResultTable \"x\"]\n\
            N C 0\nN D 0\nN H 0\nN S 13\nN NT 13\nE C 0\nE D 0\nE H 13\nE S 0\nE NT 13\n\
            S C 0\nS D 13\nS H 0\nS S 0\nS NT 13\nW C 13\nW D 0\nW H 0\nW S 0\nW NT 13\n";
        let r = std::thread::Builder::new().stack_size(32 << 20).spawn(move || solve_deals(4, pbn)).unwrap().join().unwrap();
        let Response::Solved { id, tables, mismatches } = r else { panic!("{r:?}") };
        assert_eq!((id, tables.len()), (4, 1));
        assert_eq!(tables[0][3][0], 13, "North takes 13 in spades");
        assert_eq!(tables[0][4], [0; 4], "in notrump the opening leader runs a suit");
        let json = serde_json::to_string(&Request::SolveDeals { id: 1, pbn: pbn.into() }).unwrap();
        assert!(matches!(serde_json::from_str::<Request>(&json).unwrap(), Request::SolveDeals { id: 1, .. }));
        assert!(mismatches >= 4, "the four NT rows are wrong on purpose: every leader runs a suit");
    }

    #[test]
    fn a_room_runs_to_the_end_and_can_resume() {
        let table = Table::new(Board::from_seed(2, 5), Rules::MINIBRIDGE);
        let mut run = RoomRun::start(1, &table.record(), Level::Beginner, 5).unwrap();
        let mut steps = 0;
        let mut halfway = None;
        loop {
            let (response, more) = run.step();
            steps += 1;
            if steps == 20 {
                halfway = Some(run.table.record());
            }
            if !more {
                assert!(matches!(response, Response::RoomDone { .. }));
                break;
            }
        }
        let finished = run.table.clone();
        if let Some(record) = halfway {
            // A restarted worker resumes from the moves so far and, being
            // deterministic, reaches the same end.
            let mut again = RoomRun::start(1, &record, Level::Beginner, 5).unwrap();
            while again.step().1 {}
            assert_eq!(again.table, finished);
        }
    }

    #[test]
    fn a_share_is_solved_step_by_step_and_stops_on_request() {
        let table = Table::new(Board::from_seed(5, 3), Rules::MINIBRIDGE);
        assert!(table.declarer().is_some(), "board 5 of seed 3 must be played");
        let view = SeatView::of(&table).unwrap();
        let share = Share { index: 1, of: 2 };
        let request = Request::Deliberate { id: 9, view: view.clone(), level: Level::Beginner, seed: 3, share };
        let json = serde_json::to_string(&request).unwrap();
        assert_eq!(serde_json::from_str::<Request>(&json).unwrap(), request);
        // A Beginner share has nothing to solve: one answer, done.
        let mut run = ShareRun::start(9, &view, Level::Beginner, 3, share);
        let (response, more) = run.step();
        assert!(!more);
        let Response::Layouts { id: 9, tally, done: true } = response else { panic!("{response:?}") };
        assert!(tally.solved.is_empty());
        let json = serde_json::to_string(&Response::Layouts { id: 9, tally: tally.clone(), done: true }).unwrap();
        assert!(matches!(serde_json::from_str::<Response>(&json).unwrap(), Response::Layouts { id: 9, .. }));
        assert_eq!(answer(&Request::Stop { id: 4 }), Response::Layouts { id: 4, tally: Tally::default(), done: true });
    }

}
