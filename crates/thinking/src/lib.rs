//! The supervisor of the computer's thinking: which worker does what, the
//! request ids, deadlines, the watchdog, restarts and retries, in one place.
//!
//! [`Thinking`] is a pure state machine with no clock and no worker of its
//! own: the page (or a test) tells it what happened — work asked for
//! ([`Thinking::decide`], [`Thinking::play_room`], and [`Thinking::ask`]
//! for a request one answer settles: a review, a claim), a worker's answer
//! ([`Thinking::on_response`]), a worker that died ([`Thinking::on_died`]),
//! the time ([`Thinking::tick`], milliseconds on any monotonic clock) — and
//! carries out the [`Command`]s it returns: start, message or let go a
//! worker of the pool, play a decision, update a room, show a notice.
//!
//! The work is keyed by [`Work`]: the person's table (bridge or GBridge)
//! first, then the Closed Room, the GBridge comparison, then a review. A decision's layouts are split into disjoint
//! [`Share`]s over the workers free when it is asked for (at least one: the
//! person's table takes a worker from lower work if it must), and their
//! tallies merge into the one a single worker would have made, so the same
//! decision comes out whatever the pool's size. The person's table has its
//! level's deadline ([`Level::deadline`]); when it passes, the decision is
//! the best choice over the layouts solved, the Beginner's only when none
//! was. A worker that dies, fails or stays silent for [`WATCHDOG_MS`] is
//! replaced and its work sent again; after [`RETRIES`] failures the work is
//! finished without it (a decision over the layouts solved, a room at the
//! Beginner level). Answers to requests no longer awaited are ignored.
//!
//! The supervisor runs on the page's thread, so it concludes and never
//! decides: no computer player is called from here (`scripts/page_thinking.py`
//! fails the build's tests when the page's module links one). A share's
//! first answer solves nothing and comes as soon as the worker reads the
//! request: it brings the Beginner's choice for the view
//! (`Response::Layouts::beginner`), which the conclusion
//! ([`montecarlo::conclude`]) uses to break ties and as the answer while no
//! layout is solved, exactly as a worker's own deliberation does, so a
//! decision stays a function of the view, the level, the seed and the
//! layouts solved. A deadline that finds no answer at all (workers still
//! loading) waits for the first one rather than have the page choose; when
//! no worker ever answers (each failed or died before its first answer,
//! [`RETRIES`] times), a worker is asked for the Beginner's decision
//! ([`Request::Decide`]), not the page; and should that fail too, the table
//! moves on with the first legal action ([`bot::first_legal`]), which is a
//! rule, not a choice. A call of the auction whose worker fails ends the
//! same way (a pass).
//!
//! [`protocol`] holds the messages themselves: [`Request`], [`Response`],
//! each in a [`protocol::Wire`] stamped with the build.

#![warn(missing_docs)]

pub mod protocol;

use crate::protocol::{Request, Response};
use engine::bot::montecarlo::{self, Share, Tally, Thought};
use engine::bot::{self, Level};
use engine::table::{Action, TableRecord};
use engine::view::SeatView;

/// Milliseconds a busy worker may stay silent before it is replaced.
pub const WATCHDOG_MS: u64 = 15_000;

/// Failures of the same work (a worker dying, failing or silent) before it
/// is finished without the level's thinking.
pub const RETRIES: u32 = 2;

/// The most workers a pool has, however many cores there are.
pub const MAX_WORKERS: usize = 8;

/// The size of a pool: `asked` if given, else one worker per core of
/// `cores` less one for the page; from 1 to [`MAX_WORKERS`] either way.
#[must_use]
pub fn pool_size(asked: Option<usize>, cores: usize) -> usize {
    asked
        .unwrap_or_else(|| cores.saturating_sub(1))
        .clamp(1, MAX_WORKERS)
}

/// What the computer is thinking for, in order of priority.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Work {
    /// A decision at the person's table (the Open Room): someone waits.
    Table,
    /// A robot's bid or card at the person's GBridge table
    /// ([`Request::GbridgeDecide`]): someone waits.
    Gbridge,
    /// A claim at the person's table, the person's or the computer
    /// declarer's ([`Request::Claim`], asked with [`Thinking::ask`]):
    /// someone waits (the computer's card there waits for it). Its own
    /// work, so that a decision at the table, which replaces the table's
    /// work, does not drop it.
    Claim,
    /// The Closed Room, played through by the computer.
    ClosedRoom,
    /// The GBridge comparison, the same game with a robot in the person's
    /// seat, one [`Request::GbridgeDecide`] at a time.
    GbridgeCompare,
    /// A decision asked for to review a board (no deadline).
    Review,
}

impl Work {
    /// Every kind of work, in order of priority.
    pub const ALL: [Self; 6] = [
        Self::Table,
        Self::Gbridge,
        Self::Claim,
        Self::ClosedRoom,
        Self::GbridgeCompare,
        Self::Review,
    ];

    /// Whether the person waits on it: it may take a worker from lower
    /// work when none is free.
    #[must_use]
    pub const fn someone_waits(self) -> bool {
        matches!(self, Self::Table | Self::Gbridge | Self::Claim)
    }
}

/// Something the person may be told, briefly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// A worker was replaced and its work sent again.
    Restarted,
    /// A worker could not do the work; its message.
    Failed(String),
}

/// What the caller must do.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Start worker `k` of the pool (a fresh one; any earlier worker in that
    /// place has been let go).
    Start(usize),
    /// Let worker `k` go (it may be in a search that cannot be interrupted).
    Kill(usize),
    /// Send worker `k` a request.
    Send(usize, Request),
    /// The decision asked for: the action to play (always legal for the
    /// view) and how it was reached.
    Decided {
        /// Whose decision.
        work: Work,
        /// What to do; `None` only for a view with nothing to decide.
        action: Option<Action>,
        /// The layouts it is based on, whether the deadline cut it, and
        /// whether it is the Beginner's for want of a layout.
        thought: Thought,
    },
    /// The room took more actions: its record so far.
    Room {
        /// Whose room.
        work: Work,
        /// The table so far.
        record: TableRecord,
        /// Whether the room is finished.
        done: bool,
    },
    /// The answer to a request of [`Thinking::ask`], its id put back to
    /// the one it was asked with.
    Answered {
        /// Whose request.
        work: Work,
        /// The answer (a [`Response::Failed`] when no worker could give
        /// one after the retries).
        response: Response,
    },
    /// Tell the person.
    Notify(Notice),
}

/// A worker's place in the pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// No worker started.
    Empty,
    /// Started, nothing to do.
    Idle,
    /// Working on request `id`.
    Busy { id: u64 },
    /// Asked to stop request `id`; free once it says so.
    Stopping { id: u64 },
}

/// One share of a decision in flight.
#[derive(Debug, Clone)]
struct Part {
    share: Share,
    /// The worker and the request id, while it is working on it.
    on: Option<(usize, u64)>,
    done: bool,
}

#[derive(Debug, Clone)]
enum Job {
    Decide {
        view: SeatView,
        level: Level,
        seed: u64,
        deadline_ms: Option<u64>,
        tally: Option<Tally>,
        parts: Vec<Part>,
        /// The Beginner's choice for the view, from a worker's first
        /// answer: the conclusion's tie-break and fallback.
        beginner: Option<Action>,
        /// An auction call's candidates and their contracts, from a
        /// worker's first answer: what the call is concluded over.
        placements: Option<Box<engine::bidding::expert::Placements>>,
        /// The deadline passed before any worker answered: the decision
        /// is made at the first answer (which brings the Beginner's choice).
        late: bool,
    },
    Room {
        record: TableRecord,
        level: Level,
        seed: u64,
        on: Option<(usize, u64)>,
    },
    /// A request answered by one response (a review, a claim): `ticket` is
    /// the id it was asked with. `decision`: the answer is a
    /// [`Command::Decided`] reported with these figures (a
    /// [`Request::Decide`]: a call of contract bridge's auction from
    /// [`Thinking::decide`], or the Beginner's decision asked for when no
    /// worker could think about a card or contract at all).
    Ask {
        request: Request,
        ticket: u64,
        on: Option<(usize, u64)>,
        decision: Option<Thought>,
    },
}

#[derive(Debug, Clone)]
struct Entry {
    work: Work,
    job: Job,
    failures: u32,
}

/// The supervisor: the pool's workers and the work on them.
#[derive(Debug, Clone)]
pub struct Thinking {
    slots: Vec<Slot>,
    heard_ms: Vec<u64>,
    jobs: Vec<Entry>,
    next_id: u64,
}

impl Thinking {
    /// A pool of `size` workers (from 1 to [`MAX_WORKERS`], see
    /// [`pool_size`]), none started yet: workers start when work needs them.
    #[must_use]
    pub fn new(size: usize) -> Self {
        let size = pool_size(Some(size), 0);
        Self {
            slots: vec![Slot::Empty; size],
            heard_ms: vec![0; size],
            jobs: Vec::new(),
            next_id: 1,
        }
    }

    /// The pool's size.
    #[must_use]
    pub fn size(&self) -> usize {
        self.slots.len()
    }

    /// Whether `work` is under way.
    #[must_use]
    pub fn is_busy(&self, work: Work) -> bool {
        self.jobs.iter().any(|e| e.work == work)
    }

    /// The places whose workers are on `work` now.
    #[must_use]
    pub fn workers_on(&self, work: Work) -> Vec<usize> {
        (0..self.slots.len())
            .filter(|&k| match self.slots[k] {
                Slot::Busy { id } => self
                    .jobs
                    .iter()
                    .any(|e| e.work == work && job_has(&e.job, k, id)),
                Slot::Empty | Slot::Idle | Slot::Stopping { .. } => false,
            })
            .collect()
    }

    /// When [`Self::tick`] must be called next at the latest (a deadline or
    /// a watchdog), or `None` when nothing waits on the clock.
    #[must_use]
    pub fn next_tick(&self) -> Option<u64> {
        let deadlines = self.jobs.iter().filter_map(|e| match e.job {
            Job::Decide { deadline_ms, .. } => deadline_ms,
            Job::Room { .. } | Job::Ask { .. } => None,
        });
        let watchdogs = self
            .slots
            .iter()
            .zip(&self.heard_ms)
            .filter(|(s, _)| matches!(s, Slot::Busy { .. } | Slot::Stopping { .. }))
            .map(|(_, &t)| t.saturating_add(WATCHDOG_MS));
        deadlines.chain(watchdogs).min()
    }

    /// Asks for a decision for `view` (replacing any decision or room of
    /// the same `work`, whose answers are then ignored). For
    /// [`Work::Table`] the level's deadline runs from `now_ms`. A call of
    /// contract bridge's auction at a level that judges no call on layouts
    /// (the Beginner, Standard) is answered whole by one worker (a
    /// [`Request::Decide`]), with no deadline; the Expert's is deliberated
    /// like a card, its layouts shared and cut by the deadline.
    pub fn decide(
        &mut self,
        work: Work,
        view: SeatView,
        level: Level,
        seed: u64,
        now_ms: u64,
    ) -> Vec<Command> {
        let mut out = self.cancel(work);
        if view.in_auction() && level.budget().is_none_or(|b| b.call_samples == 0) {
            let request = Request::Decide {
                id: 0,
                view,
                level,
                seed,
            };
            let decision = Some(Thought {
                action: None,
                layouts: 0,
                cut: false,
                fallback: false,
            });
            self.enqueue(Entry {
                work,
                job: Job::Ask {
                    request,
                    ticket: 0,
                    on: None,
                    decision,
                },
                failures: 0,
            });
            self.assign(now_ms, &mut out);
            return out;
        }
        let deadline_ms = if work == Work::Table {
            level
                .deadline()
                .map(|d| now_ms.saturating_add(u64::try_from(d.as_millis()).unwrap_or(u64::MAX)))
        } else {
            None
        };
        let job = Job::Decide {
            view,
            level,
            seed,
            deadline_ms,
            tally: None,
            parts: Vec::new(),
            beginner: None,
            placements: None,
            late: false,
        };
        self.enqueue(Entry {
            work,
            job,
            failures: 0,
        });
        self.assign(now_ms, &mut out);
        out
    }

    /// Asks for a room to be played from `record` (replacing any work of
    /// the same `work`).
    pub fn play_room(
        &mut self,
        work: Work,
        record: TableRecord,
        level: Level,
        seed: u64,
        now_ms: u64,
    ) -> Vec<Command> {
        let mut out = self.cancel(work);
        self.enqueue(Entry {
            work,
            job: Job::Room {
                record,
                level,
                seed,
                on: None,
            },
            failures: 0,
        });
        self.assign(now_ms, &mut out);
        out
    }

    /// Asks for `request`, one that a single [`Response`] answers (a
    /// [`Request::ReviewBoard`], [`Request::ReviewRoom`], [`Request::Claim`]…),
    /// queued behind earlier work of the same `work` (nothing is replaced).
    /// The answer comes back as [`Command::Answered`] with `request`'s own
    /// id, so the caller tells its requests apart by the ids it chose; a
    /// worker that dies on it is replaced and the request sent again.
    pub fn ask(&mut self, work: Work, mut request: Request, now_ms: u64) -> Vec<Command> {
        let mut out = Vec::new();
        let ticket = *request.id_mut();
        self.enqueue(Entry {
            work,
            job: Job::Ask {
                request,
                ticket,
                on: None,
                decision: None,
            },
            failures: 0,
        });
        self.assign(now_ms, &mut out);
        out
    }

    /// Puts `entry` in the queue, which stays in `Work` order, behind every
    /// job of its own `work` or before it (one insertion, where a stable
    /// sort after each push would cost the page a sort's code per call).
    fn enqueue(&mut self, entry: Entry) {
        let pos = self.jobs.partition_point(|e| e.work <= entry.work);
        self.jobs.insert(pos, entry);
    }

    /// Drops `work` (a match replaced, the person took over): its workers
    /// are asked to stop and its answers are ignored from now on.
    pub fn cancel(&mut self, work: Work) -> Vec<Command> {
        let mut out = Vec::new();
        while let Some(pos) = self.jobs.iter().position(|e| e.work == work) {
            let entry = self.jobs.remove(pos);
            self.stop_all(&entry.job, &mut out);
        }
        out
    }

    /// A worker's answer.
    pub fn on_response(&mut self, k: usize, mut response: Response, now_ms: u64) -> Vec<Command> {
        let mut out = Vec::new();
        let id = *response.id_mut();
        let done = matches!(response, Response::RoomDone { .. });
        match self.slots.get(k).copied() {
            Some(Slot::Busy { id: busy }) if busy == id => {}
            Some(Slot::Stopping { id: stopping }) if stopping == id => {
                self.heard_ms[k] = now_ms;
                // Anything but a share still in progress ends the request.
                if !matches!(
                    response,
                    Response::Layouts { done: false, .. } | Response::RoomProgress { .. }
                ) {
                    self.slots[k] = Slot::Idle;
                    self.assign(now_ms, &mut out);
                }
                return out;
            }
            // Late, twice, or from a worker since replaced: ignored.
            _ => return out,
        }
        self.heard_ms[k] = now_ms;
        let Some(pos) = self.jobs.iter().position(|e| job_has(&e.job, k, id)) else {
            self.slots[k] = Slot::Idle;
            return out;
        };
        if matches!(self.jobs[pos].job, Job::Ask { .. }) {
            // Whatever it is, it is the answer (a failure included: the
            // same request would fail again).
            let entry = self.jobs.remove(pos);
            self.slots[k] = Slot::Idle;
            out.extend(ask_done(&entry, response));
            self.assign(now_ms, &mut out);
            return out;
        }
        match response {
            Response::Layouts {
                tally,
                done,
                beginner,
                placements,
                ..
            } => {
                if let Job::Decide {
                    tally: mine,
                    parts,
                    beginner: known,
                    placements: told,
                    ..
                } = &mut self.jobs[pos].job
                {
                    if known.is_none() {
                        *known = beginner;
                    }
                    if told.is_none() {
                        *told = placements;
                    }
                    match mine {
                        None => *mine = Some(tally),
                        Some(t) => {
                            t.merge(&tally);
                        }
                    }
                    if done {
                        if let Some(p) = parts.iter_mut().find(|p| p.on == Some((k, id))) {
                            p.done = true;
                            p.on = None;
                        }
                        self.slots[k] = Slot::Idle;
                    }
                }
                let finished = match &self.jobs[pos].job {
                    Job::Decide {
                        tally, parts, late, ..
                    } => {
                        *late
                            || tally.as_ref().is_some_and(Tally::complete)
                            || (!parts.is_empty() && parts.iter().all(|p| p.done))
                    }
                    Job::Room { .. } | Job::Ask { .. } => false,
                };
                if finished {
                    self.finish_decision(pos, false, &mut out);
                }
            }
            Response::RoomProgress { record, .. } | Response::RoomDone { record, .. } => {
                let work = self.jobs[pos].work;
                if let Job::Room { record: mine, .. } = &mut self.jobs[pos].job {
                    *mine = record.clone();
                }
                out.push(Command::Room { work, record, done });
                if done {
                    self.jobs.remove(pos);
                    self.slots[k] = Slot::Idle;
                }
            }
            Response::Failed { message, .. } => {
                out.push(Command::Notify(Notice::Failed(message)));
                self.replace(k, now_ms, &mut out);
                return out;
            }
            // Not asked for by the supervisor.
            Response::Decision { .. }
            | Response::Solved { .. }
            | Response::BoardReviewed { .. }
            | Response::RoomReviewed { .. }
            | Response::Claimed { .. }
            | Response::ClaimRefused { .. }
            | Response::Hinted { .. }
            | Response::GbridgeDecision { .. } => {}
        }
        self.assign(now_ms, &mut out);
        out
    }

    /// Worker `k` died (an error event, a panic, a crash): it is replaced
    /// and its work sent again.
    pub fn on_died(&mut self, k: usize, now_ms: u64) -> Vec<Command> {
        let mut out = Vec::new();
        if k < self.slots.len() {
            let was_busy = matches!(self.slots[k], Slot::Busy { .. });
            if was_busy {
                out.push(Command::Notify(Notice::Restarted));
                self.replace(k, now_ms, &mut out);
            } else {
                self.slots[k] = Slot::Empty;
                self.assign(now_ms, &mut out);
            }
        }
        out
    }

    /// The time is `now_ms`: deadlines that passed are met with the best
    /// choice so far, and silent workers are replaced. A decision that
    /// needs the Beginner's choice and has heard from no worker yet is
    /// made at the first answer (a share's first answer comes before any
    /// layout is solved, as soon as the worker reads the request).
    pub fn tick(&mut self, now_ms: u64) -> Vec<Command> {
        let mut out = Vec::new();
        while let Some(pos) = self
            .jobs
            .iter()
            .position(|e| matches!(e.job, Job::Decide { deadline_ms: Some(d), .. } if d <= now_ms))
        {
            if let Job::Decide {
                view,
                tally: None,
                deadline_ms,
                late,
                ..
            } = &mut self.jobs[pos].job
                && montecarlo::conclude(view, &Tally::default(), None, None).fallback
            {
                *deadline_ms = None;
                *late = true;
                continue;
            }
            self.finish_decision(pos, true, &mut out);
        }
        for k in 0..self.slots.len() {
            let silent = now_ms.saturating_sub(self.heard_ms[k]) >= WATCHDOG_MS;
            match self.slots[k] {
                Slot::Busy { .. } if silent => {
                    out.push(Command::Notify(Notice::Restarted));
                    self.replace(k, now_ms, &mut out);
                }
                Slot::Stopping { .. } if silent => {
                    out.push(Command::Kill(k));
                    self.slots[k] = Slot::Empty;
                }
                _ => {}
            }
        }
        self.assign(now_ms, &mut out);
        out
    }

    /// Lets worker `k` go and starts a fresh one in its place; the work it
    /// had counts a failure and goes back to be sent again (or, after
    /// [`RETRIES`], is finished without it).
    fn replace(&mut self, k: usize, now_ms: u64, out: &mut Vec<Command>) {
        let id = match self.slots[k] {
            Slot::Busy { id } | Slot::Stopping { id } => Some(id),
            Slot::Empty | Slot::Idle => None,
        };
        out.push(Command::Kill(k));
        self.slots[k] = Slot::Empty;
        if let Some(id) = id
            && let Some(pos) = self.jobs.iter().position(|e| job_has(&e.job, k, id))
        {
            let entry = &mut self.jobs[pos];
            entry.failures += 1;
            let give_up = entry.failures > RETRIES;
            match &mut entry.job {
                Job::Decide { parts, .. } => {
                    for p in parts.iter_mut().filter(|p| p.on == Some((k, id))) {
                        p.on = None;
                    }
                    if give_up {
                        self.finish_decision(pos, true, out);
                    }
                }
                Job::Room { on, level, .. } => {
                    *on = None;
                    if give_up {
                        *level = Level::Beginner;
                    }
                }
                Job::Ask { on, .. } => {
                    *on = None;
                    if give_up {
                        let entry = self.jobs.remove(pos);
                        let message = "no worker could answer".to_string();
                        out.extend(ask_done(&entry, Response::Failed { id: 0, message }));
                    }
                }
            }
        }
        self.assign(now_ms, out);
    }

    /// Ends decision `pos` with the best choice over its tally; `cut` when
    /// it ends for want of time (or of workers) before the tally is
    /// complete. The page concludes, never decides: the tie-break and the
    /// fallback are the Beginner's choice a worker sent; when it needs that
    /// choice and no worker ever sent it (each failed before its first
    /// answer), a worker is asked for the Beginner's decision instead
    /// ([`Request::Decide`] at [`Level::Beginner`]).
    fn finish_decision(&mut self, pos: usize, cut: bool, out: &mut Vec<Command>) {
        let entry = self.jobs.remove(pos);
        self.stop_all(&entry.job, out);
        let Job::Decide {
            view,
            level,
            seed,
            tally,
            beginner,
            placements,
            ..
        } = entry.job
        else {
            return;
        };
        let heard = tally.is_some();
        let tally = tally.unwrap_or_default();
        let mut thought = montecarlo::conclude(&view, &tally, beginner, placements.as_deref());
        if cut && !heard && (thought.fallback || view.in_auction()) {
            // Nothing heard in time, not even how many layouts there are.
            thought.cut = true;
        }
        let unheard = thought.fallback && beginner.is_none();
        if level == Level::Beginner {
            thought.fallback = false;
            thought.cut = false;
        }
        if unheard {
            let request = Request::Decide {
                id: 0,
                view,
                level: Level::Beginner,
                seed,
            };
            let decision = Some(Thought {
                action: None,
                ..thought
            });
            self.enqueue(Entry {
                work: entry.work,
                job: Job::Ask {
                    request,
                    ticket: 0,
                    on: None,
                    decision,
                },
                failures: 0,
            });
            return;
        }
        let action = settle(&view, thought.action);
        out.push(Command::Decided {
            work: entry.work,
            action,
            thought,
        });
    }

    /// Asks every worker on `job` to stop.
    fn stop_all(&mut self, job: &Job, out: &mut Vec<Command>) {
        let on: Vec<(usize, u64)> = match job {
            Job::Decide { parts, .. } => parts.iter().filter_map(|p| p.on).collect(),
            Job::Room { on, .. } | Job::Ask { on, .. } => on.iter().copied().collect(),
        };
        for (k, id) in on {
            if self.slots.get(k) == Some(&Slot::Busy { id }) {
                self.slots[k] = Slot::Stopping { id };
                out.push(Command::Send(k, Request::Stop { id }));
            }
        }
    }

    /// Gives waiting work to workers, the person's table first.
    fn assign(&mut self, now_ms: u64, out: &mut Vec<Command>) {
        for pos in 0..self.jobs.len() {
            let work = self.jobs[pos].work;
            let waiting = match &self.jobs[pos].job {
                Job::Decide { parts, .. } => {
                    parts.is_empty() || parts.iter().any(|p| !p.done && p.on.is_none())
                }
                Job::Room { on, .. } | Job::Ask { on, .. } => on.is_none(),
            };
            if !waiting {
                continue;
            }
            let first =
                matches!(&self.jobs[pos].job, Job::Decide { parts, .. } if parts.is_empty());
            let mut free: Vec<usize> = (0..self.slots.len())
                .filter(|&k| matches!(self.slots[k], Slot::Empty | Slot::Idle))
                .collect();
            if free.is_empty() && work.someone_waits() {
                // The person waits: take a stopping worker, else one on
                // lower work (which goes back to wait for a worker).
                let taken = (0..self.slots.len())
                    .find(|&k| matches!(self.slots[k], Slot::Stopping { .. }))
                    .or_else(|| {
                        (0..self.slots.len())
                            .rev()
                            .find(|&k| self.lower_work_on(k, work))
                    });
                if let Some(k) = taken {
                    self.release(k, out);
                    free.push(k);
                }
            }
            if free.is_empty() {
                continue;
            }
            let entry = &mut self.jobs[pos];
            let mut sends: Vec<(usize, Request)> = Vec::new();
            match &mut entry.job {
                Job::Decide {
                    view,
                    level,
                    seed,
                    parts,
                    ..
                } => {
                    if first {
                        let n = u32::try_from(free.len()).unwrap_or(1);
                        *parts = Share::split(n)
                            .map(|share| Part {
                                share,
                                on: None,
                                done: false,
                            })
                            .collect();
                    }
                    let mut free = free.into_iter();
                    for p in parts.iter_mut().filter(|p| !p.done && p.on.is_none()) {
                        let Some(k) = free.next() else { break };
                        let id = self.next_id;
                        self.next_id += 1;
                        p.on = Some((k, id));
                        let request = Request::Deliberate {
                            id,
                            view: view.clone(),
                            level: *level,
                            seed: *seed,
                            share: p.share,
                        };
                        sends.push((k, request));
                    }
                }
                Job::Room {
                    record,
                    level,
                    seed,
                    on,
                } => {
                    let k = free[0];
                    let id = self.next_id;
                    self.next_id += 1;
                    *on = Some((k, id));
                    sends.push((
                        k,
                        Request::PlayRoom {
                            id,
                            record: record.clone(),
                            level: *level,
                            seed: *seed,
                        },
                    ));
                }
                Job::Ask { request, on, .. } => {
                    let k = free[0];
                    let id = self.next_id;
                    self.next_id += 1;
                    *on = Some((k, id));
                    let mut request = request.clone();
                    *request.id_mut() = id;
                    sends.push((k, request));
                }
            }
            for (k, mut request) in sends {
                if self.slots[k] == Slot::Empty {
                    out.push(Command::Start(k));
                }
                let id = *request.id_mut();
                self.slots[k] = Slot::Busy { id };
                self.heard_ms[k] = now_ms;
                out.push(Command::Send(k, request));
            }
        }
    }

    /// Whether worker `k` is busy on work of lower priority than `work`.
    fn lower_work_on(&self, k: usize, work: Work) -> bool {
        let Slot::Busy { id } = self.slots[k] else {
            return false;
        };
        self.jobs
            .iter()
            .any(|e| e.work > work && job_has(&e.job, k, id))
    }

    /// Takes worker `k` off its work (let go and started afresh); that work
    /// waits for a worker again, without counting a failure.
    fn release(&mut self, k: usize, out: &mut Vec<Command>) {
        if let Slot::Busy { id } = self.slots[k] {
            for e in &mut self.jobs {
                match &mut e.job {
                    Job::Decide { parts, .. } => {
                        for p in parts.iter_mut().filter(|p| p.on == Some((k, id))) {
                            p.on = None;
                        }
                    }
                    Job::Room { on, .. } | Job::Ask { on, .. } => {
                        if *on == Some((k, id)) {
                            *on = None;
                        }
                    }
                }
            }
        }
        out.push(Command::Kill(k));
        self.slots[k] = Slot::Empty;
    }
}

/// What an [`Job::Ask`] that is over gives (`None` for any other job): for
/// a decision, the worker's action when legal for the view, else (a
/// failure, or no worker after the retries) the first legal action;
/// otherwise `response` as the answer, under the id the request was asked
/// with.
fn ask_done(entry: &Entry, mut response: Response) -> Option<Command> {
    let Job::Ask {
        request,
        ticket,
        decision,
        ..
    } = &entry.job
    else {
        return None;
    };
    if let (Some(thought), Request::Decide { view, .. }) = (decision, request) {
        let action = match response {
            Response::Decision { action, .. } => Some(action),
            _ => None,
        };
        let answered = action.is_some_and(|a| bot::is_legal(view, &a));
        let action = settle(view, action);
        let thought = Thought {
            action,
            fallback: thought.fallback || !answered,
            ..*thought
        };
        return Some(Command::Decided {
            work: entry.work,
            action,
            thought,
        });
    }
    *response.id_mut() = *ticket;
    Some(Command::Answered {
        work: entry.work,
        response,
    })
}

/// `action` when it is legal for `view`, else the first legal action: the
/// page's last resort when no worker answered with a legal action, so that
/// the table moves on without the page deciding anything itself (not
/// [`bot::settle`], whose fallback is the Beginner's thinking).
fn settle(view: &SeatView, action: Option<Action>) -> Option<Action> {
    action
        .filter(|a| bot::is_legal(view, a))
        .or_else(|| bot::first_legal(view))
}

fn job_has(job: &Job, k: usize, id: u64) -> bool {
    match job {
        Job::Decide { parts, .. } => parts.iter().any(|p| p.on == Some((k, id))),
        Job::Room { on, .. } | Job::Ask { on, .. } => *on == Some((k, id)),
    }
}

// The one place that knows where each message keeps its id (the messages
// are `protocol`'s; the supervisor is what renumbers them).
impl Request {
    /// The id this request carries, to read or to set.
    pub const fn id_mut(&mut self) -> &mut u64 {
        match self {
            Self::Decide { id, .. }
            | Self::PlayRoom { id, .. }
            | Self::SolveDeals { id, .. }
            | Self::Deliberate { id, .. }
            | Self::ReviewBoard { id, .. }
            | Self::ReviewRoom { id, .. }
            | Self::Claim { id, .. }
            | Self::Hint { id, .. }
            | Self::GbridgeDecide { id, .. }
            | Self::Stop { id } => id,
        }
    }
}

impl Response {
    /// The id this response carries (its request's), to read or to set.
    pub const fn id_mut(&mut self) -> &mut u64 {
        match self {
            Self::Decision { id, .. }
            | Self::RoomProgress { id, .. }
            | Self::RoomDone { id, .. }
            | Self::Solved { id, .. }
            | Self::Failed { id, .. }
            | Self::Layouts { id, .. }
            | Self::BoardReviewed { id, .. }
            | Self::RoomReviewed { id, .. }
            | Self::Claimed { id, .. }
            | Self::ClaimRefused { id, .. }
            | Self::Hinted { id, .. }
            | Self::GbridgeDecision { id, .. } => id,
        }
    }
}

#[cfg(test)]
mod tests;

/// Runs `f` on a thread with the solver's deep stack (the tests' solves
/// recurse deeply).
#[cfg(test)]
pub(crate) fn big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}
