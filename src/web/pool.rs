//! The page's pool of thinking workers, driven only through
//! [`Thinking`]: this module carries out its [`Command`]s (start, message
//! or let go a worker, set the clock for its next tick) and feeds it what
//! happens (answers, a worker's error event, the time), and hands the
//! outcomes — a decision, a room's progress, an answer, a notice — to the
//! page through one [`Event`] sink.
//!
//! The pool has [`size`] places: one per core the browser reports, less one
//! for the page, from 1 to [`thinking::MAX_WORKERS`] (`?pool=N` in the address sets
//! it, for the tests and the benchmark). Workers start when work first
//! needs them. Each is a [`super::worker::TableWorker`] spoken to directly
//! (not through the worker library's bridge) so that it can be terminated
//! at once — a search cannot be interrupted — and so that its error event
//! (a panic, a crash) reaches the supervisor.

use engine::bot::Level;
use engine::bot::montecarlo::Thought;
use engine::table::{Action, TableRecord};
use engine::view::SeatView;
use leptos::prelude::{TimeoutHandle, set_timeout_with_handle};
use serde::{Deserialize, Serialize};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::{Rc, Weak};
use std::time::Duration;
use thinking::protocol::{self, Refusal, Request, Response, Wire};
use thinking::{self, Command, Notice, Thinking, Work};
use wasm_bindgen::JsCast as _;
use wasm_bindgen::prelude::Closure;

/// What the pool tells the page.
#[derive(Debug, Clone)]
pub enum Event {
    /// A decision asked for with [`Pool::decide`].
    Decided {
        /// Whose.
        work: Work,
        /// What to do (`None` only for a view with nothing to decide).
        action: Option<Action>,
        /// How it was reached.
        thought: Thought,
    },
    /// A room asked for with [`Pool::play_room`] took more actions.
    Room {
        /// Whose.
        work: Work,
        /// The table so far.
        record: TableRecord,
        /// Whether it is finished.
        done: bool,
    },
    /// Something to tell the person.
    Notice(Notice),
    /// A worker's message was refused (a worker of another build).
    Refused(Refusal),
}

/// The pool's size for this page: `?pool=N` if given, else the browser's
/// cores less one for the page ([`thinking::pool_size`]).
#[must_use]
pub fn size() -> usize {
    let asked = super::query("pool").and_then(|n| n.parse::<usize>().ok());
    let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
    // Cores are a small whole number; anything odd counts as one.
    let cores = if cores.is_finite() && cores >= 1.0 {
        cores as usize
    } else {
        1
    };
    thinking::pool_size(asked, cores)
}

thread_local! {
    /// The page's clock, looked up once: asked at every message of a
    /// worker, the lookup was a good part of handling one.
    static CLOCK: Option<web_sys::Performance> = web_sys::window().and_then(|w| w.performance());
}

/// Milliseconds on the page's monotonic clock.
fn now_ms() -> u64 {
    let ms = CLOCK.with(|c| c.as_ref().map_or(0.0, web_sys::Performance::now));
    // Non-negative and far below u64::MAX: a page's lifetime in ms.
    if ms.is_finite() && ms > 0.0 {
        ms as u64
    } else {
        0
    }
}

/// What the page sends a worker: the worker library's envelope (its
/// `ToWorker`, as its JSON codec writes it), for our handler 0.
#[derive(Serialize)]
enum ToWorker<'a> {
    Connected(usize),
    ProcessInput(usize, &'a Wire<Request>),
}

/// What a worker sends the page (the library's `FromWorker`).
#[derive(Deserialize)]
enum FromWorker {
    WorkerLoaded,
    ProcessOutput(serde::de::IgnoredAny, Wire<Response>),
}

/// One started worker.
struct Handle {
    worker: web_sys::Worker,
    /// Messages held until the worker has loaded (`None` once it has).
    queue: Rc<RefCell<Option<Vec<String>>>>,
    /// Tells this worker from an earlier one in the same place.
    serial: u64,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Handle {
    fn post(&self, text: String) {
        let mut queue = self.queue.borrow_mut();
        match queue.as_mut() {
            Some(held) => held.push(text),
            None => {
                let _ = self.worker.post_message(&text.into());
            }
        }
    }

    /// Silences the worker and terminates it (again is harmless).
    fn stop(&self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        self.stop();
    }
}

/// An ask's work, its own id and who gets its answer.
type Answer = (Work, u64, Box<dyn FnOnce(Response)>);

struct Inner {
    thinking: RefCell<Thinking>,
    workers: RefCell<Vec<Option<Handle>>>,
    /// Workers let go, kept until the current event is over (one of their
    /// own handlers may be running).
    gone: Rc<RefCell<Vec<Handle>>>,
    serial: Cell<u64>,
    timer: RefCell<Option<TimeoutHandle>>,
    sink: Rc<dyn Fn(Event)>,
    asks: RefCell<HashMap<u64, Answer>>,
    next_ticket: Cell<u64>,
    me: Weak<Inner>,
}

/// The pool: cheap to clone (a handle).
#[derive(Clone)]
pub struct Pool(Rc<Inner>);

impl Pool {
    /// A pool of `size` places, no worker started yet; `sink` gets every
    /// [`Event`].
    #[must_use]
    pub fn new(size: usize, sink: impl Fn(Event) + 'static) -> Self {
        let thinking = Thinking::new(size);
        let places = thinking.size();
        Self(Rc::new_cyclic(|me| Inner {
            thinking: RefCell::new(thinking),
            workers: RefCell::new((0..places).map(|_| None).collect()),
            gone: Rc::new(RefCell::new(Vec::new())),
            serial: Cell::new(0),
            timer: RefCell::new(None),
            sink: Rc::new(sink),
            asks: RefCell::new(HashMap::new()),
            next_ticket: Cell::new(1),
            me: me.clone(),
        }))
    }

    /// The number of places.
    #[must_use]
    pub fn size(&self) -> usize {
        self.0.thinking.borrow().size()
    }

    /// Whether `work` is under way.
    #[must_use]
    pub fn is_busy(&self, work: Work) -> bool {
        self.0.thinking.borrow().is_busy(work)
    }

    /// Asks for a decision for `view` (replacing any of the same `work`);
    /// for [`Work::Table`] the level's deadline runs from now.
    pub fn decide(&self, work: Work, view: SeatView, level: Level, seed: u64) {
        let c = self
            .0
            .thinking
            .borrow_mut()
            .decide(work, view, level, seed, now_ms());
        self.0.carry_out(c);
    }

    /// Asks for a room to be played from `record` (replacing any of the
    /// same `work`).
    pub fn play_room(&self, work: Work, record: TableRecord, level: Level, seed: u64) {
        let c = self
            .0
            .thinking
            .borrow_mut()
            .play_room(work, record, level, seed, now_ms());
        self.0.carry_out(c);
    }

    /// Drops `work`: its answers are ignored from now on (asks of that
    /// work are never answered).
    pub fn cancel(&self, work: Work) {
        let c = self.0.thinking.borrow_mut().cancel(work);
        // The supervisor dropped every job of `work`: their answers too.
        self.0.asks.borrow_mut().retain(|_, (of, _, _)| *of != work);
        self.0.carry_out(c);
    }

    /// Asks for `request`, one answer settles it (a review, a claim), as
    /// `work` (usually [`Work::Review`]); `on_answer` gets the answer, with
    /// the id `request` was sent with, or a [`Response::Failed`] when no
    /// worker could give one. Requests of the pool's own (a share, a room,
    /// a stop) are not for this.
    pub fn ask(
        &self,
        work: Work,
        mut request: Request,
        on_answer: impl FnOnce(Response) + 'static,
    ) {
        let ticket = self.0.next_ticket.get();
        self.0.next_ticket.set(ticket + 1);
        let asked = std::mem::replace(request.id_mut(), ticket);
        self.0
            .asks
            .borrow_mut()
            .insert(ticket, (work, asked, Box::new(on_answer)));
        let c = self.0.thinking.borrow_mut().ask(work, request, now_ms());
        self.0.carry_out(c);
    }

    /// Terminates worker `k` as a crash would, and tells the supervisor
    /// it died (the tests' hook, `?test`). Whether a worker was there.
    pub fn kill_worker(&self, k: usize) -> bool {
        let was = self.0.workers.borrow().get(k).is_some_and(Option::is_some);
        if was {
            self.0.let_go(k);
            self.0.died(k);
        }
        was
    }

    /// The places whose workers are on `work` now (for the tests' hook).
    #[must_use]
    pub fn workers_on(&self, work: Work) -> Vec<usize> {
        self.0.thinking.borrow().workers_on(work)
    }
}

impl Inner {
    /// Carries out the supervisor's commands, then sets the clock for its
    /// next tick. The page hears of outcomes only after every borrow here
    /// is released.
    fn carry_out(&self, commands: Vec<Command>) {
        let mut events = Vec::new();
        let mut answers = Vec::new();
        for command in commands {
            match command {
                Command::Start(k) => self.start(k),
                Command::Kill(k) => self.let_go(k),
                Command::Send(k, request) => {
                    if self.workers.borrow()[k].is_none() {
                        self.start(k);
                    }
                    let wire = Wire(Ok(request));
                    let text = serde_json::to_string(&ToWorker::ProcessInput(0, &wire))
                        .unwrap_or_default();
                    if let Some(h) = self.workers.borrow()[k].as_ref() {
                        h.post(text);
                    }
                }
                Command::Decided {
                    work,
                    action,
                    thought,
                } => events.push(Event::Decided {
                    work,
                    action,
                    thought,
                }),
                Command::Room { work, record, done } => {
                    events.push(Event::Room { work, record, done })
                }
                Command::Answered { mut response, .. } => {
                    let ticket = *response.id_mut();
                    if let Some((_, asked, answer)) = self.asks.borrow_mut().remove(&ticket) {
                        *response.id_mut() = asked;
                        answers.push((answer, response));
                    }
                }
                Command::Notify(notice) => events.push(Event::Notice(notice)),
            }
        }
        self.schedule();
        for e in events {
            (self.sink)(e);
        }
        for (answer, response) in answers {
            answer(response);
        }
    }

    /// Sets the clock for the supervisor's next tick (one timer at most).
    fn schedule(&self) {
        if let Some(old) = self.timer.borrow_mut().take() {
            old.clear();
        }
        let Some(at) = self.thinking.borrow().next_tick() else {
            return;
        };
        let wait = Duration::from_millis(at.saturating_sub(now_ms()));
        let me = self.me.clone();
        let handle = set_timeout_with_handle(
            move || {
                if let Some(me) = me.upgrade() {
                    me.timer.borrow_mut().take();
                    let c = me.thinking.borrow_mut().tick(now_ms());
                    me.carry_out(c);
                }
            },
            wait,
        );
        *self.timer.borrow_mut() = handle.ok();
    }

    /// Terminates the worker in place `k`, if any; its handle is dropped
    /// once the current event is over.
    fn let_go(&self, k: usize) {
        let Some(handle) = self.workers.borrow_mut().get_mut(k).and_then(Option::take) else {
            return;
        };
        handle.stop();
        self.gone.borrow_mut().push(handle);
        let gone = Rc::clone(&self.gone);
        leptos::prelude::set_timeout(move || gone.borrow_mut().clear(), Duration::ZERO);
    }

    /// Starts a fresh worker in place `k` (letting go any there).
    fn start(&self, k: usize) {
        self.let_go(k);
        let serial = self.serial.get() + 1;
        self.serial.set(serial);
        let address = format!("./worker_loader.js?build={}#pool-{k}", protocol::BUILD);
        let Ok(worker) = web_sys::Worker::new(&address) else {
            // No worker at all: the supervisor's deadline and retries
            // finish the work without one.
            return;
        };
        let queue: Rc<RefCell<Option<Vec<String>>>> = Rc::new(RefCell::new(Some(Vec::new())));
        let on_message = {
            let me = self.me.clone();
            let queue = queue.clone();
            let worker = worker.clone();
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
                let text = event.data().as_string().unwrap_or_default();
                match protocol::read_envelope::<FromWorker>(&text) {
                    Ok(FromWorker::WorkerLoaded) => {
                        if let Some(held) = queue.borrow_mut().take() {
                            for text in held {
                                let _ = worker.post_message(&text.into());
                            }
                        }
                    }
                    Ok(FromWorker::ProcessOutput(_, wire)) => {
                        if let Some(me) = me.upgrade() {
                            me.heard(k, serial, wire.0);
                        }
                    }
                    // Not the library's envelope: nothing to do; a worker
                    // that stays silent is the watchdog's.
                    Err(_) => {}
                }
            })
        };
        let on_error = {
            let me = self.me.clone();
            Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
                event.prevent_default();
                if let Some(me) = me.upgrade()
                    && me.current(k, serial)
                {
                    me.let_go(k);
                    me.died(k);
                }
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let handle = Handle {
            worker,
            queue,
            serial,
            _on_message: on_message,
            _on_error: on_error,
        };
        handle.post(serde_json::to_string(&ToWorker::Connected(0)).unwrap_or_default());
        self.workers.borrow_mut()[k] = Some(handle);
    }

    /// Whether place `k` still holds the worker numbered `serial`.
    fn current(&self, k: usize, serial: u64) -> bool {
        self.workers
            .borrow()
            .get(k)
            .and_then(Option::as_ref)
            .is_some_and(|h| h.serial == serial)
    }

    /// A message of worker `k`.
    fn heard(&self, k: usize, serial: u64, message: Result<Response, Refusal>) {
        if !self.current(k, serial) {
            return;
        }
        match message {
            Ok(response) => {
                let c = self
                    .thinking
                    .borrow_mut()
                    .on_response(k, response, now_ms());
                self.carry_out(c);
            }
            Err(refusal) => {
                // A worker of another build: said, and replaced from this
                // build's address.
                (self.sink)(Event::Refused(refusal));
                self.let_go(k);
                self.died(k);
            }
        }
    }

    /// Worker `k` is gone.
    fn died(&self, k: usize) {
        let c = self.thinking.borrow_mut().on_died(k, now_ms());
        self.carry_out(c);
    }
}
