//! The messages between the page and its web workers, as serde_json.
//!
//! The page sends a [`Request`]; the worker answers with [`Response`]s. The
//! same types are used natively (tests, `halfbridge bench`), so the worker
//! is a thin shell around [`answer`] and [`RoomRun`].
//!
//! Every message travels in a [`Wire`], stamped with the [`BUILD`] that
//! wrote it: a worker cached from another build of the page (the worker's
//! files have fixed names) is refused with a [`Refusal`], never misread and
//! never a panic.

use engine::bot::montecarlo::{Budget, Deliberation, Share, Tally};
use engine::bot::{self, Level};
use engine::table::{Action, Table, TableRecord};
use engine::view::SeatView;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use serde_json::value::RawValue;

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
    /// The deal's part of a board's review: the double-dummy table and the
    /// contract scores ([`engine::review::review_deal`]).
    ReviewBoard {
        /// Echoed in the answer.
        id: u64,
        /// The board.
        board: engine::board::Board,
        /// The rules it was played under.
        rules: engine::rules::Rules,
        /// Contract bridge: the Open Room's auction, which gives the
        /// declarer (empty in the other games).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        calls: Vec<contract_bridge::auction::Call>,
    },
    /// One room's part of a board's review ([`engine::review::review_room`]).
    ReviewRoom {
        /// Echoed in the answer.
        id: u64,
        /// The room's table.
        record: TableRecord,
    },
    /// A claim of `tricks` of the remaining tricks for the declaring side
    /// ([`engine::claim::claim`]); all of them for a computer declarer's
    /// claim.
    Claim {
        /// Echoed in the answer.
        id: u64,
        /// The table so far.
        record: TableRecord,
        /// Tricks claimed of those still to be won.
        tricks: u8,
    },
    /// Solve one share of a decision's layouts, one layout at a time,
    /// answering [`Response::Layouts`] after each (see
    /// [`engine::bot::montecarlo::Deliberation`]).
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
    /// The Standard player's choice for the seat whose view this is, with
    /// its figures ([`engine::hint::hint`]).
    Hint {
        /// Echoed in the answer.
        id: u64,
        /// What the person's seat knows.
        view: SeatView,
        /// The decision's seed.
        seed: u64,
    },
    /// A GBridge robot's decision for the player whose view this is
    /// ([`engine::gbridge::bot::decide`]).
    GbridgeDecide {
        /// Echoed in the answer.
        id: u64,
        /// What the player knows.
        view: engine::gbridge::SeatView,
        /// Playing strength.
        level: Level,
        /// The decision's seed.
        seed: u64,
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
        /// (see [`engine::bot::dd`]).
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
    /// The answer to [`Request::ReviewBoard`].
    BoardReviewed {
        /// The request's id.
        id: u64,
        /// What the cards allowed.
        review: engine::review::DealReview,
    },
    /// The answer to [`Request::ReviewRoom`].
    RoomReviewed {
        /// The request's id.
        id: u64,
        /// Where the room's tricks went.
        review: engine::review::RoomReview,
    },
    /// [`Request::Claim`] accepted: the table played out to its end.
    Claimed {
        /// The request's id.
        id: u64,
        /// The finished table.
        record: TableRecord,
    },
    /// [`Request::Claim`] refused; play goes on.
    ClaimRefused {
        /// The request's id.
        id: u64,
        /// Why.
        reason: engine::claim::ClaimRefusal,
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
        /// The Beginner's choice for the view ([`Deliberation::beginner`]),
        /// sent with a share's first answer (before any layout is solved):
        /// the page's tie-break and fallback, so that it never decides
        /// itself. `None` in the other answers.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        beginner: Option<Action>,
        /// An auction call's candidates and their contracts
        /// ([`Deliberation::placements`]), sent with `beginner`: what the
        /// page concludes the call over. `None` in the other answers.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        placements: Option<Box<engine::bidding::expert::Placements>>,
    },
    /// The answer to [`Request::Hint`].
    Hinted {
        /// The request's id.
        id: u64,
        /// The choice and its figures.
        hint: engine::hint::Hint,
    },
    /// The answer to [`Request::GbridgeDecide`].
    GbridgeDecision {
        /// The request's id.
        id: u64,
        /// The bid or card.
        action: engine::gbridge::Action,
    },
}

/// This build's id: a hash of the sources and the locked dependencies
/// (`build.rs`). The page and its worker are built together and share it;
/// the page also puts it in the worker's address (`?build=`).
pub const BUILD: &str = env!("HALFBRIDGE_BUILD");

/// Why a message across the worker boundary was not accepted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum Refusal {
    /// It was written by another build of the program: typically a worker
    /// the browser cached before the page was updated. `theirs` is that
    /// build's id, `None` for a build from before build ids.
    #[error("the message comes from another build of the page ({})", theirs.as_deref().unwrap_or("without a build id"))]
    OtherBuild {
        /// The other build's id, if it wrote one.
        theirs: Option<String>,
    },
    /// It is from this build but is not a message of the expected kind.
    #[error("the message could not be read: {reason}")]
    Unreadable {
        /// What the JSON reader said.
        reason: String,
    },
}

/// A message across the worker boundary: `T`, or why it was refused.
///
/// Written as `{"build": BUILD, "message": …}` (or `"refused": …` to
/// report a refusal back), it reads from any JSON value at all: a value
/// without this build's stamp becomes `Err(Refusal::OtherBuild)`, a
/// stamped one that is not a `T` `Err(Refusal::Unreadable)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wire<T>(pub Result<T, Refusal>);

impl<T: Serialize> Serialize for Wire<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Stamped<'a, M> {
            build: &'a str,
            #[serde(skip_serializing_if = "Option::is_none")]
            message: Option<&'a M>,
            #[serde(skip_serializing_if = "Option::is_none")]
            refused: Option<&'a Refusal>,
        }
        let (message, refused) = match &self.0 {
            Ok(m) => (Some(m), None),
            Err(r) => (None, Some(r)),
        };
        Stamped {
            build: BUILD,
            message,
            refused,
        }
        .serialize(s)
    }
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for Wire<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        // The message's own text, read again as a `T` by the same JSON
        // reader as everything else (no `Value` in between: reading each
        // message type from a `Value` doubled its reader in both modules).
        Ok(Self::from_json(Box::<RawValue>::deserialize(d)?.get()))
    }
}

impl<T: DeserializeOwned> Wire<T> {
    /// Reads a message from any JSON value; never fails.
    #[must_use]
    pub fn from_value(value: Value) -> Self {
        Self::from_json(&value.to_string())
    }

    /// Reads a message from JSON `text` (one value of any kind); never
    /// fails: what is not a stamped object is [`Refusal::OtherBuild`].
    fn from_json(text: &str) -> Self {
        /// The stamp's fields, each kept as its JSON text.
        #[derive(Deserialize)]
        struct Stamped {
            build: Option<Box<RawValue>>,
            message: Option<Box<RawValue>>,
            refused: Option<Box<RawValue>>,
        }
        let unreadable = |e: serde_json::Error| Refusal::Unreadable {
            reason: e.to_string(),
        };
        let Ok(Stamped {
            build,
            message,
            refused,
        }) = serde_json::from_str::<Stamped>(text)
        else {
            return Self(Err(Refusal::OtherBuild { theirs: None }));
        };
        match build.map(|b| serde_json::from_str::<String>(b.get())) {
            Some(Ok(build)) if build == BUILD => {}
            Some(Ok(theirs)) => {
                return Self(Err(Refusal::OtherBuild {
                    theirs: Some(theirs),
                }));
            }
            _ => return Self(Err(Refusal::OtherBuild { theirs: None })),
        }
        Self(if let Some(message) = message {
            serde_json::from_str(message.get()).map_err(unreadable)
        } else if let Some(refused) = refused {
            Err(serde_json::from_str(refused.get()).unwrap_or_else(unreadable))
        } else {
            Err(Refusal::Unreadable {
                reason: "neither a message nor a refusal".into(),
            })
        })
    }
}

/// Reads the worker library's envelope `O` around a [`Wire`] (gloo's
/// `ToWorker`/`FromWorker`, written `{"Variant": [handler, payload]}`)
/// from JSON `text`, without a panic. When the envelope itself does not
/// read (another build, another version of the library), a
/// `{"Variant": [handler, payload]}` is read again with its payload
/// replaced by `null`, so that it arrives as a refused [`Wire`]
/// (`Refusal::OtherBuild`) at the handler it was meant for.
///
/// # Errors
/// [`Refusal::Unreadable`] when `text` is no such envelope at all.
pub fn read_envelope<O: DeserializeOwned>(text: &str) -> Result<O, Refusal> {
    let unreadable = |e: serde_json::Error| Refusal::Unreadable {
        reason: e.to_string(),
    };
    let error = match serde_json::from_str::<O>(text) {
        Ok(envelope) => return Ok(envelope),
        Err(e) => e,
    };
    // `{"Variant": [handler, payload]}`, the handler kept as written.
    let Ok(variant) =
        serde_json::from_str::<std::collections::BTreeMap<String, Box<RawValue>>>(text)
    else {
        return Err(unreadable(error));
    };
    let mut entries = variant.iter();
    if let (Some((name, fields)), None) = (entries.next(), entries.next())
        && let Ok((handler, serde::de::IgnoredAny)) =
            serde_json::from_str::<(Box<RawValue>, serde::de::IgnoredAny)>(fields.get())
    {
        let name = serde_json::to_string(name).map_err(unreadable)?;
        return serde_json::from_str(&format!("{{{name}:[{},null]}}", handler.get()))
            .map_err(unreadable);
    }
    Err(unreadable(error))
}

/// Answers a request that needs one answer (everything but
/// [`Request::PlayRoom`], which [`RoomRun`] plays step by step).
#[must_use]
pub fn answer(request: &Request) -> Response {
    match request {
        Request::Decide {
            id,
            view,
            level,
            seed,
        } => decide(*id, view, *level, *seed),
        Request::SolveDeals { id, pbn } => solve_deals(*id, pbn),
        Request::PlayRoom { id, .. } => Response::Failed {
            id: *id,
            message: "a room is played with RoomRun".into(),
        },
        Request::ReviewBoard {
            id,
            board,
            rules,
            calls,
        } => {
            let review =
                engine::review::review_deal(&mut pons_dds::Solver::default(), board, *rules, calls);
            Response::BoardReviewed { id: *id, review }
        }
        Request::ReviewRoom { id, record } => {
            match engine::review::review_room(&mut pons_dds::Solver::default(), record) {
                Ok(review) => Response::RoomReviewed { id: *id, review },
                Err(e) => Response::Failed {
                    id: *id,
                    message: e.to_string(),
                },
            }
        }
        Request::Claim { id, record, tricks } => claim(*id, record, *tricks),
        Request::Deliberate {
            id,
            view,
            level,
            seed,
            share,
        } => {
            let mut run = ShareRun::start(*id, view, *level, *seed, *share);
            let mut tally = run.run.tally().empty_like();
            while run.run.step().is_some() {}
            tally.merge(run.run.tally());
            Response::Layouts {
                id: *id,
                tally,
                done: true,
                beginner: run.run.beginner(),
                placements: run.run.placements().cloned().map(Box::new),
            }
        }
        Request::Stop { id } => Response::Layouts {
            id: *id,
            tally: Tally::default(),
            done: true,
            beginner: None,
            placements: None,
        },
        Request::Hint { id, view, seed } => match engine::hint::hint(view, *seed) {
            Some(hint) => Response::Hinted { id: *id, hint },
            None => Response::Failed {
                id: *id,
                message: "nothing to decide in that position".into(),
            },
        },
        Request::GbridgeDecide {
            id,
            view,
            level,
            seed,
        } => match engine::gbridge::bot::decide(view, *level, *seed) {
            Some(action) => Response::GbridgeDecision { id: *id, action },
            None => Response::Failed {
                id: *id,
                message: "nothing to decide in that position".into(),
            },
        },
    }
}

/// Answers a [`Request::Claim`].
#[must_use]
pub fn claim(id: u64, record: &TableRecord, tricks: u8) -> Response {
    match Table::replay(record) {
        Ok(table) => match engine::claim::claim(&table, tricks) {
            Ok(done) => Response::Claimed {
                id,
                record: done.record(),
            },
            Err(reason) => Response::ClaimRefused { id, reason },
        },
        Err(e) => Response::Failed {
            id,
            message: e.to_string(),
        },
    }
}

/// Answers a [`Request::Decide`].
#[must_use]
pub fn decide(id: u64, view: &SeatView, level: Level, seed: u64) -> Response {
    match bot::decide(view, level, seed) {
        Some(action) => Response::Decision { id, action },
        None => Response::Failed {
            id,
            message: "no legal action in that position".into(),
        },
    }
}

/// Answers a [`Request::SolveDeals`]: solves each deal of `pbn` on one
/// solver, on the calling thread (fine in a worker), and counts mismatches
/// against the file's reference tables.
#[must_use]
pub fn solve_deals(id: u64, pbn: &str) -> Response {
    let reference = bot::dd::reference_deals(pbn);
    if reference.is_empty() {
        return Response::Failed {
            id,
            message: "no deal with a complete [OptimumResultTable] in that PBN".into(),
        };
    }
    let mut solver = pons_dds::Solver::new(contract_bridge::Strain::Notrump);
    let (tables, mismatches) = bot::dd::check_reference(&mut solver, &reference);
    Response::Solved {
        id,
        tables,
        mismatches,
    }
}

/// What a worker does with the requests it reads and the long work it
/// runs a step per task (the worker's own loop around it, and the
/// supervisor's tests, are thin shells on this). A request answered whole
/// is answered at once; a room or a share of a decision starts a run,
/// stepped by [`Runner::step`]. **Any request but a stop replaces the run
/// under way**, whose answers are no longer awaited: the supervisor sends
/// a worker new work only when it no longer awaits the old, and a run left
/// going would take the worker's time, its answers thrown away.
#[derive(Debug, Default)]
pub struct Runner {
    run: Option<Run>,
}

/// Long work under way in a worker.
#[derive(Debug)]
enum Run {
    Room(RoomRun),
    Share(ShareRun),
}

impl Runner {
    /// Reads `request`: the answer to send now, if any (a room or a share
    /// answers from its steps; a room whose record does not replay fails
    /// at once).
    pub fn read(&mut self, request: Request) -> Option<Response> {
        if let Request::Stop { id } = request {
            if self.run.as_ref().is_some_and(|run| run.id() == id) {
                self.run = None;
            }
            return Some(answer(&request));
        }
        self.run = None;
        match request {
            Request::PlayRoom {
                id,
                record,
                level,
                seed,
            } => match RoomRun::start(id, &record, level, seed) {
                Ok(run) => {
                    self.run = Some(Run::Room(run));
                    None
                }
                Err(response) => Some(response),
            },
            Request::Deliberate {
                id,
                view,
                level,
                seed,
                share,
            } => {
                self.run = Some(Run::Share(ShareRun::start(id, &view, level, seed, share)));
                None
            }
            other => Some(answer(&other)),
        }
    }

    /// Whether a run is under way (a step to take).
    #[must_use]
    pub const fn running(&self) -> bool {
        self.run.is_some()
    }

    /// The run's next step: the answer to send, if any, and whether more
    /// steps remain (the run ends when none do). Nothing without a run.
    pub fn step(&mut self) -> (Option<Response>, bool) {
        let (response, more) = match &mut self.run {
            None => return (None, false),
            Some(Run::Room(run)) => run.step(),
            Some(Run::Share(run)) => {
                let (response, more) = run.step();
                (Some(response), more)
            }
        };
        if !more {
            self.run = None;
        }
        (response, more)
    }
}

impl Run {
    const fn id(&self) -> u64 {
        match self {
            Self::Room(r) => r.id,
            Self::Share(r) => r.id,
        }
    }
}

/// A Closed Room being played a step at a time: one layout of a robot's
/// deliberation, or an action decided whole (the Beginner's, a call of the
/// auction below the Expert or one the Expert does not judge), answered
/// once an action. The web worker runs an action's layout steps without
/// yielding (each yield is a nested zero timeout); a worker that did yield
/// would read a new request within a layout's solve, though a layout of a
/// contract's question can take seconds in wasm (docs/BENCHMARKS.md). The
/// actions are those of [`bot::step`]: the same view
/// (the four robots' cards read as the robots'), seed and budget, solved
/// whole.
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
    /// The robot's decision under way: its view and the layouts solved.
    turn: Option<(SeatView, Deliberation)>,
}

impl RoomRun {
    /// Starts from a record.
    ///
    /// # Errors
    /// A [`Response::Failed`] when the record does not replay.
    pub fn start(id: u64, record: &TableRecord, level: Level, seed: u64) -> Result<Self, Response> {
        Table::replay(record)
            .map(|table| Self {
                id,
                table,
                level,
                seed,
                turn: None,
            })
            .map_err(|e| Response::Failed {
                id,
                message: e.to_string(),
            })
    }

    /// Takes one step: the response to send (`None` while an action is
    /// still being decided), and whether more steps remain.
    pub fn step(&mut self) -> (Option<Response>, bool) {
        let action = match self.turn.take() {
            Some((view, mut run)) => {
                if run.step().is_some() && !run.is_done() {
                    self.turn = Some((view, run));
                    return (None, true);
                }
                bot::settle(&view, run.thought().action)
            }
            None => {
                let Some(mut view) = SeatView::of(&self.table) else {
                    return (Some(self.progress(false)), false);
                };
                view.robots = [true; 4];
                let seed = bot::decision_seed(self.seed, &self.table);
                match self.level.budget().filter(|_| self.deliberated(&view)) {
                    Some(budget) => {
                        let run = Deliberation::new(&view, budget, seed, Share::WHOLE);
                        if !run.is_done() {
                            self.turn = Some((view, run));
                            return (None, true);
                        }
                        bot::settle(&view, run.thought().action)
                    }
                    None => bot::decide(&view, self.level, seed),
                }
            }
        };
        let more = action.is_some_and(|a| self.table.act_in_turn(a).is_ok())
            && self.table.to_act().is_some();
        (Some(self.progress(more)), more)
    }

    /// Whether the decision for `view` is solved over layouts, a step
    /// each: a card, a contract, an Expert's judged call.
    fn deliberated(&self, view: &SeatView) -> bool {
        !view.in_auction()
            || self.level == Level::Expert
                && engine::bidding::expert::is_judged(
                    view.hand,
                    view.dealer,
                    view.vulnerability,
                    &view.calls,
                )
    }

    /// The room's record, as progress or (`more` false) as finished.
    fn progress(&self, more: bool) -> Response {
        let record = self.table.record();
        if more {
            Response::RoomProgress {
                id: self.id,
                record,
            }
        } else {
            Response::RoomDone {
                id: self.id,
                record,
            }
        }
    }
}

/// One share of a decision being solved one layout at a time, so the
/// worker can answer (and read a [`Request::Stop`]) between layouts. Its
/// first answer solves nothing: it brings the page the Beginner's choice
/// at once, so that a deadline never finds the page without one.
#[derive(Debug, Clone)]
pub struct ShareRun {
    /// The request's id.
    pub id: u64,
    /// The deliberation on this share.
    pub run: Deliberation,
    /// Whether the first answer (the Beginner's choice) is sent.
    told: bool,
}

impl ShareRun {
    /// Deals the decision's layouts and gets ready to solve `share` (a
    /// Beginner request has no layouts: its first step is the last).
    #[must_use]
    pub fn start(id: u64, view: &SeatView, level: Level, seed: u64, share: Share) -> Self {
        let budget = level.budget().unwrap_or(Budget::NONE);
        Self {
            id,
            run: Deliberation::new(view, budget, seed, share),
            told: false,
        }
    }

    /// Solves one more layout (the first step: none, the answer carries
    /// the Beginner's choice); the response to send, and whether more
    /// remain.
    pub fn step(&mut self) -> (Response, bool) {
        if !self.told {
            self.told = true;
            let done = self.run.is_done();
            let beginner = self.run.beginner();
            let placements = self.run.placements().cloned().map(Box::new);
            return (
                Response::Layouts {
                    id: self.id,
                    tally: self.run.tally().empty_like(),
                    done,
                    beginner,
                    placements,
                },
                !done,
            );
        }
        let tally = self
            .run
            .step()
            .unwrap_or_else(|| self.run.tally().empty_like());
        let done = self.run.is_done();
        (
            Response::Layouts {
                id: self.id,
                tally,
                done,
                beginner: None,
                placements: None,
            },
            !done,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::big_stack;
    use engine::board::Board;
    use engine::rules::Rules;

    #[test]
    fn messages_round_trip_as_json() {
        let table = Table::new(Board::from_seed(3, 12), Rules::MINIBRIDGE);
        assert!(
            table.declarer().is_some(),
            "the seeded board must not be thrown in, or there is no view to send"
        );
        let request = Request::PlayRoom {
            id: 7,
            record: table.record(),
            level: Level::Beginner,
            seed: 11,
        };
        let json = serde_json::to_string(&request).unwrap();
        assert_eq!(serde_json::from_str::<Request>(&json).unwrap(), request);
        let view = SeatView::of(&table).expect("the declarer is to name the contract");
        let r = Request::Decide {
            id: 1,
            view,
            level: Level::Standard,
            seed: 2,
        };
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(serde_json::from_str::<Request>(&json).unwrap(), r);
    }

    #[test]
    fn a_views_robots_travel_and_a_malformed_list_is_refused() {
        let table = Table::new(Board::from_seed(5, 9), Rules::MINIBRIDGE);
        let mut view = SeatView::of(&table).expect("a view");
        view.robots = [true, true, false, true];
        let request = Request::Decide {
            id: 2,
            view,
            level: Level::Expert,
            seed: 3,
        };
        let value = serde_json::to_value(Wire(Ok(request.clone()))).unwrap();
        assert_eq!(Wire::<Request>::from_value(value.clone()).0, Ok(request));
        assert_eq!(
            value["message"]["Decide"]["view"]["robots"],
            serde_json::json!([true, true, false, true]),
            "where the list travels"
        );
        for bad in [
            serde_json::json!([true]),
            serde_json::json!([1, 0, 1, 1]),
            serde_json::json!("all"),
        ] {
            let mut sent = value.clone();
            sent["message"]["Decide"]["view"]["robots"] = bad.clone();
            assert!(
                matches!(
                    Wire::<Request>::from_value(sent).0,
                    Err(Refusal::Unreadable { .. })
                ),
                "robots {bad}"
            );
        }
    }

    /// The worker library's envelope as gloo-worker writes it (its
    /// `FromWorker`), for the tests of [`read_envelope`].
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    enum FromWorker {
        WorkerLoaded,
        ProcessOutput(usize, Wire<Response>),
    }

    fn decision() -> Response {
        let table = Table::new(Board::from_seed(5, 9), Rules::MINIBRIDGE);
        let view = SeatView::of(&table).expect("a view");
        decide(4, &view, Level::Beginner, 1)
    }

    #[test]
    fn a_message_of_this_build_arrives_as_sent() {
        let sent = FromWorker::ProcessOutput(3, Wire(Ok(decision())));
        let text = serde_json::to_string(&sent).unwrap();
        assert!(text.contains(BUILD), "stamped: {text}");
        assert_eq!(read_envelope::<FromWorker>(&text), Ok(sent));
        let loaded = serde_json::to_string(&FromWorker::WorkerLoaded).unwrap();
        assert_eq!(
            read_envelope::<FromWorker>(&loaded),
            Ok(FromWorker::WorkerLoaded)
        );
    }

    #[test]
    fn a_message_from_another_build_is_refused_not_misread() {
        let refused = |text: &str| match read_envelope::<FromWorker>(text) {
            Ok(FromWorker::ProcessOutput(3, Wire(Err(refusal)))) => refusal,
            other => panic!("{text}: {other:?}"),
        };
        // A worker cached before build ids: its answer is bare.
        let bare =
            serde_json::json!({ "ProcessOutput": [3, serde_json::to_value(decision()).unwrap()] });
        assert_eq!(
            refused(&bare.to_string()),
            Refusal::OtherBuild { theirs: None }
        );
        // A worker of another build.
        let other = "0123456789abcdef";
        assert_ne!(other, BUILD);
        let stamped =
            serde_json::json!({ "ProcessOutput": [3, { "build": other, "message": decision() }] });
        assert_eq!(
            refused(&stamped.to_string()),
            Refusal::OtherBuild {
                theirs: Some(other.into())
            }
        );
        // Another build whose envelope no longer reads as this one's: the
        // payload is dropped, the handler still told.
        let changed = serde_json::json!({ "ProcessOutput": ["3", { "build": other }] });
        assert!(matches!(
            read_envelope::<FromWorker>(&changed.to_string()),
            Err(Refusal::Unreadable { .. })
        ));
        let changed = serde_json::json!({ "ProcessOutput": [3, { "build": other }, 7] });
        assert!(matches!(
            read_envelope::<FromWorker>(&changed.to_string()),
            Err(Refusal::Unreadable { .. })
        ));
        // This build, but not a response.
        let wrong = serde_json::json!({ "ProcessOutput": [3, { "build": BUILD, "message": { "Nonsense": 1 } }] });
        assert!(matches!(
            refused(&wrong.to_string()),
            Refusal::Unreadable { .. }
        ));
        // Nothing the library wrote at all: an error, never a panic.
        for text in [
            "",
            "not json",
            "null",
            "[1,2]",
            r#"{"Elsewhere":[3,null]}"#,
            r#"{"a":1,"b":2}"#,
        ] {
            assert!(read_envelope::<FromWorker>(text).is_err(), "{text}");
        }
    }

    #[test]
    fn a_refusal_travels_back_and_a_stale_page_is_refused_too() {
        let refusal = Refusal::OtherBuild { theirs: None };
        let text = serde_json::to_string(&Wire::<Response>(Err(refusal.clone()))).unwrap();
        assert_eq!(
            serde_json::from_str::<Wire<Response>>(&text).unwrap(),
            Wire(Err(refusal))
        );
        // A request from a page of before build ids, read by this worker.
        let table = Table::new(Board::from_seed(3, 11), Rules::MINIBRIDGE);
        let bare = serde_json::to_string(&Request::PlayRoom {
            id: 1,
            record: table.record(),
            level: Level::Beginner,
            seed: 2,
        })
        .unwrap();
        assert_eq!(
            serde_json::from_str::<Wire<Request>>(&bare).unwrap(),
            Wire(Err(Refusal::OtherBuild { theirs: None }))
        );
        // The notice's detail names the other build.
        let theirs = Refusal::OtherBuild {
            theirs: Some("0123".into()),
        };
        assert!(theirs.to_string().contains("0123"));
    }

    #[test]
    fn solve_deals_answers_with_tables_or_fails_cleanly() {
        assert!(matches!(
            solve_deals(3, "nothing here"),
            Response::Failed { id: 3, .. }
        ));
        let pbn = "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n\
            [OptimumResultTable \"x\"]\n\
            N C 0\nN D 0\nN H 0\nN S 13\nN NT 13\nE C 0\nE D 0\nE H 13\nE S 0\nE NT 13\n\
            S C 0\nS D 13\nS H 0\nS S 0\nS NT 13\nW C 13\nW D 0\nW H 0\nW S 0\nW NT 13\n";
        let r = std::thread::Builder::new()
            .stack_size(32 << 20)
            .spawn(move || solve_deals(4, pbn))
            .unwrap()
            .join()
            .unwrap();
        let Response::Solved {
            id,
            tables,
            mismatches,
        } = r
        else {
            panic!("{r:?}")
        };
        assert_eq!((id, tables.len()), (4, 1));
        assert_eq!(tables[0][3][0], 13, "North takes 13 in spades");
        assert_eq!(
            tables[0][4], [0; 4],
            "in notrump the opening leader runs a suit"
        );
        let json = serde_json::to_string(&Request::SolveDeals {
            id: 1,
            pbn: pbn.into(),
        })
        .unwrap();
        assert!(matches!(
            serde_json::from_str::<Request>(&json).unwrap(),
            Request::SolveDeals { id: 1, .. }
        ));
        assert!(
            mismatches >= 4,
            "the four NT rows are wrong on purpose: every leader runs a suit"
        );
    }

    #[test]
    fn a_room_runs_to_the_end_and_can_resume() {
        let table = Table::new(Board::from_seed(2, 5), Rules::MINIBRIDGE);
        assert!(
            table.declarer().is_some(),
            "the seeded board must not be thrown in, or the room ends at once"
        );
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
                assert!(matches!(response, Some(Response::RoomDone { .. })));
                break;
            }
            assert!(
                matches!(response, Some(Response::RoomProgress { .. })),
                "the Beginner decides each action in one step"
            );
        }
        let finished = run.table.clone();
        assert_eq!(
            (steps, finished.phase()),
            (53, engine::table::Phase::Finished),
            "the contract and 52 cards"
        );
        // A restarted worker resumes from the moves so far and, being
        // deterministic, reaches the same end.
        let record = halfway.expect("the room is past its 20th action");
        let mut again = RoomRun::start(1, &record, Level::Beginner, 5).unwrap();
        while again.step().1 {}
        assert_eq!(again.table, finished);
    }

    #[test]
    fn a_new_request_replaces_the_run_under_way() {
        let table = Table::new(Board::from_seed(2, 5), Rules::MINIBRIDGE);
        let mut runner = Runner::default();
        assert!(
            runner
                .read(Request::PlayRoom {
                    id: 1,
                    record: table.record(),
                    level: Level::Beginner,
                    seed: 5,
                })
                .is_none()
        );
        assert!(matches!(
            runner.step(),
            (Some(Response::RoomProgress { id: 1, .. }), true)
        ));
        // A request answered whole: answered, and the room is left.
        let view = SeatView::of(&runner_table(&table)).unwrap();
        let answer = runner.read(Request::Decide {
            id: 2,
            view: view.clone(),
            level: Level::Beginner,
            seed: 5,
        });
        assert!(matches!(answer, Some(Response::Decision { id: 2, .. })));
        assert!(!runner.running(), "the room is no longer played");
        assert_eq!(runner.step(), (None, false));
        // A share runs until a stop names it; another's stop leaves it.
        assert!(
            runner
                .read(Request::Deliberate {
                    id: 3,
                    view,
                    level: Level::Standard,
                    seed: 5,
                    share: Share::WHOLE,
                })
                .is_none()
        );
        assert!(matches!(
            runner.read(Request::Stop { id: 2 }),
            Some(Response::Layouts { id: 2, .. })
        ));
        assert!(runner.running());
        assert!(matches!(
            runner.read(Request::Stop { id: 3 }),
            Some(Response::Layouts { id: 3, .. })
        ));
        assert!(!runner.running());
    }

    /// `table` after the room's first action (the Beginner's contract).
    fn runner_table(table: &Table) -> Table {
        let mut t = table.clone();
        bot::step(&mut t, Level::Beginner, 5);
        t
    }

    /// Steps `run` until `until` holds of its table or it ends; the steps
    /// taken and the responses sent.
    fn run_room(run: &mut RoomRun, until: impl Fn(&Table) -> bool) -> (usize, usize) {
        let (mut steps, mut sent) = (0, 0);
        while !until(&run.table) {
            let (response, more) = run.step();
            steps += 1;
            sent += usize::from(response.is_some());
            if !more {
                break;
            }
        }
        (steps, sent)
    }

    #[test]
    fn a_room_solves_a_layout_a_step_and_plays_as_the_robots_do() {
        big_stack(|| {
            // MiniBridge at Standard: the contract and every card
            // deliberated, a layout a step, each action answered once.
            let table = Table::new(Board::from_seed(2, 5), Rules::MINIBRIDGE);
            let mut run = RoomRun::start(1, &table.record(), Level::Standard, 9).unwrap();
            let (steps, sent) = run_room(&mut run, |_| false);
            let mut robots = table.clone();
            bot::play_out(&mut robots, Level::Standard, 9);
            assert_eq!(run.table, robots, "the actions of bot::step");
            assert_eq!(run.table.phase(), engine::table::Phase::Finished);
            assert_eq!(sent, 53, "one answer an action: the contract and 52 cards");
            assert!(steps > 3 * sent, "{steps} steps for {sent} actions");
            // Contract bridge at Standard, its auction's calls decided whole.
            let table = Table::new(Board::from_seed(3, 5), Rules::CONTRACT);
            let mut run = RoomRun::start(1, &table.record(), Level::Standard, 4).unwrap();
            run_room(&mut run, |_| false);
            let mut robots = table.clone();
            bot::play_out(&mut robots, Level::Standard, 4);
            assert_eq!(run.table, robots, "contract bridge at Standard");
            // The Expert's last six tricks, where it reads the robots'
            // earlier cards (`SeatView::robots`; on this board its play
            // differs when it does not).
            let mut table = Table::new(Board::from_seed(9, 8), Rules::MINIBRIDGE);
            while table.plays().len() < 28 {
                bot::step(&mut table, Level::Standard, 9);
            }
            let mut run = RoomRun::start(1, &table.record(), Level::Expert, 9).unwrap();
            let (steps, sent) = run_room(&mut run, |_| false);
            let mut robots = table;
            bot::play_out(&mut robots, Level::Expert, 9);
            assert_eq!(run.table, robots, "the Expert's play");
            assert_eq!(sent, 24);
            assert!(steps > sent, "{steps} steps for {sent} cards");
            // Contract bridge's auction at the Expert level, with a call it
            // judges on layouts.
            let judged = |t: &Table| {
                SeatView::of(t).is_some_and(|v| {
                    v.in_auction()
                        && engine::bidding::expert::is_judged(
                            v.hand,
                            v.dealer,
                            v.vulnerability,
                            &v.calls,
                        )
                })
            };
            let (table, seed) = (0..40u64)
                .map(|i| {
                    let board = Board::from_seed((i % 16) as u8 + 1, 0xE1BE_0000 + i);
                    (Table::new(board, Rules::CONTRACT), i)
                })
                .find(|(t, i)| {
                    let mut t = t.clone();
                    while t.phase() == engine::table::Phase::Auction && !judged(&t) {
                        bot::step(&mut t, Level::Expert, *i);
                    }
                    judged(&t)
                })
                .expect("a judged call in 40 seeded auctions");
            let in_auction = |t: &Table| t.phase() != engine::table::Phase::Auction;
            let mut run = RoomRun::start(1, &table.record(), Level::Expert, seed).unwrap();
            let (steps, sent) = run_room(&mut run, in_auction);
            let mut robots = table;
            while !in_auction(&robots) {
                bot::step(&mut robots, Level::Expert, seed);
            }
            assert_eq!(run.table.calls(), robots.calls(), "the Expert's auction");
            assert_eq!(sent, robots.calls().len());
            assert!(steps > sent, "the judged call took a step a layout");
        });
    }

    #[test]
    fn a_share_is_solved_step_by_step_and_stops_on_request() {
        let table = Table::new(Board::from_seed(5, 3), Rules::MINIBRIDGE);
        assert!(
            table.declarer().is_some(),
            "board 5 of seed 3 must be played"
        );
        let view = SeatView::of(&table).unwrap();
        let share = Share { index: 1, of: 2 };
        let request = Request::Deliberate {
            id: 9,
            view: view.clone(),
            level: Level::Beginner,
            seed: 3,
            share,
        };
        let json = serde_json::to_string(&request).unwrap();
        assert_eq!(serde_json::from_str::<Request>(&json).unwrap(), request);
        // A Beginner share has nothing to solve: one answer, done, with
        // the Beginner's choice.
        let mut run = ShareRun::start(9, &view, Level::Beginner, 3, share);
        let (response, more) = run.step();
        assert!(!more);
        let Response::Layouts {
            id: 9,
            tally,
            done: true,
            beginner,
            placements: None,
        } = response
        else {
            panic!("{response:?}")
        };
        assert!(tally.solved.is_empty());
        assert_eq!(beginner, engine::bot::beginner::decide(&view));
        assert!(beginner.is_some());
        let sent = Response::Layouts {
            id: 9,
            tally: tally.clone(),
            done: true,
            beginner,
            placements: None,
        };
        let json = serde_json::to_string(&sent).unwrap();
        assert_eq!(serde_json::from_str::<Response>(&json).unwrap(), sent);
        assert_eq!(
            answer(&Request::Stop { id: 4 }),
            Response::Layouts {
                id: 4,
                tally: Tally::default(),
                done: true,
                beginner: None,
                placements: None
            }
        );
        // A Standard share: the first answer, at once, solves nothing and
        // brings the Beginner's choice; the next ones solve layouts.
        let mut run = ShareRun::start(9, &view, Level::Standard, 3, share);
        let (first, more) = run.step();
        assert!(more);
        let Response::Layouts {
            tally,
            done: false,
            beginner: Some(_),
            ..
        } = first
        else {
            panic!("{first:?}")
        };
        assert!(tally.solved.is_empty() && tally.total > 0);
        let (second, _) = run.step();
        let Response::Layouts {
            tally,
            beginner: None,
            ..
        } = second
        else {
            panic!("{second:?}")
        };
        assert_eq!(tally.solved.len(), 1);
    }

    #[test]
    fn gbridge_decisions_are_answered() {
        use engine::gbridge::{Action as GAction, Game, GameRules, SeatView as GView};
        let game = Game::new(11, GameRules::default());
        let view = GView::of(game.current().unwrap()).unwrap();
        let request = Request::GbridgeDecide {
            id: 3,
            view,
            level: Level::Beginner,
            seed: 1,
        };
        let json = serde_json::to_string(&request).unwrap();
        assert_eq!(serde_json::from_str::<Request>(&json).unwrap(), request);
        let Response::GbridgeDecision {
            id: 3,
            action: GAction::Bid(bid),
        } = answer(&request)
        else {
            panic!()
        };
        assert!(bid <= 1, "round 1 deals one card");
    }
}
