//! The web worker that runs the computer players, and the page's side of it.
//!
//! One worker type, [`TableWorker`], does every kind of thinking: the
//! page's pool ([`super::pool`]) starts as many as the machine has cores to
//! spare and gives them work through [`thinking::Thinking`]. Long
//! work (a share of a decision's layouts, a Closed Room) runs one step per
//! task — one layout, one action — and the worker yields to its event loop
//! between steps, so a [`Request::Stop`] or a new request is read within a
//! step. Messages are [`thinking::protocol`] types in a [`Wire`] stamped with
//! the build, encoded as JSON text ([`Json`]).

use gloo_worker::{
    Codec, HandlerId, Registrable as _, Spawnable as _, Worker, WorkerBridge, WorkerScope,
};
use serde::{Deserialize, Serialize};
use thinking::protocol::{self, Refusal, Request, Response, Runner, Wire};
use wasm_bindgen::{JsCast as _, JsValue};

/// serde_json over the worker boundary (the design's message format).
#[derive(Debug)]
pub struct Json;

/// Envelopes of the worker library that do nothing here, read in place of
/// one that cannot be read at all (see [`Json::decode`]): on the page a
/// second "worker loaded", in the worker a "connected" (`TableWorker`
/// ignores both).
const IGNORED_ENVELOPES: [&str; 2] = [r#""WorkerLoaded""#, r#"{"Connected":0}"#];

impl Codec for Json {
    fn encode<I: Serialize>(input: I) -> JsValue {
        JsValue::from_str(&serde_json::to_string(&input).unwrap_or_default())
    }

    /// Never panics. Our messages are [`Wire`]s, stamped with the build
    /// that wrote them, and a message from another build arrives as a
    /// [`Refusal`] at the handler it was meant for
    /// ([`protocol::read_envelope`]). Text that is not even the library's
    /// envelope is read as one that does nothing ([`IGNORED_ENVELOPES`]):
    /// the message is dropped, and a worker that stays silent is restarted
    /// by the page's watchdog.
    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        let text = input.as_string().unwrap_or_default();
        match protocol::read_envelope::<O>(&text) {
            Ok(envelope) => envelope,
            Err(refusal) => IGNORED_ENVELOPES
                .iter()
                .find_map(|ignored| serde_json::from_str(ignored).ok())
                .unwrap_or_else(|| wasm_bindgen::throw_str(&refusal.to_string())),
        }
    }
}

/// The worker: a [`Runner`] on the worker's event loop. It answers
/// one-shot requests at once, and runs a share of a decision one layout
/// per task and a room one action per task, yielding to the event loop
/// between them.
#[derive(Debug, Default)]
pub struct TableWorker {
    runner: Runner,
    /// Who asked for the run under way.
    who: Option<HandlerId>,
    /// Whether a step is already scheduled (one at a time).
    scheduled: bool,
}

/// Resolves after the worker's event loop has run once (a zero timeout),
/// so incoming messages are not starved by a long room.
async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _reject| {
        let global: web_sys::WorkerGlobalScope = js_sys::global().unchecked_into();
        let _ = global.set_timeout_with_callback(&resolve);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

impl Worker for TableWorker {
    type Message = ();
    type Input = Wire<Request>;
    type Output = Wire<Response>;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        Self::default()
    }

    fn update(&mut self, scope: &WorkerScope<Self>, (): ()) {
        self.scheduled = false;
        // Steps until there is something to say: a share's layout, a room's
        // action. A room is not yielded between the layouts of an action:
        // each yield costs a nested zero timeout (at least 4 ms), hundreds
        // an action, and the pool lets a room's worker go rather than wait
        // for its step (docs/BENCHMARKS.md).
        let (response, more) = loop {
            let (response, more) = self.runner.step();
            if response.is_some() || !more {
                break (response, more);
            }
        };
        if let (Some(response), Some(who)) = (response, self.who) {
            scope.respond(who, Wire(Ok(response)));
        }
        if more {
            self.scheduled = true;
            scope.send_future(next_task());
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, request: Wire<Request>, who: HandlerId) {
        let request = match request.0 {
            Ok(r) => r,
            // From a page of another build (or unreadable): say so; the
            // page shows the notice.
            Err(refusal) => return scope.respond(who, Wire(Err(refusal))),
        };
        let stop = matches!(request, Request::Stop { .. });
        if let Some(response) = self.runner.read(request) {
            scope.respond(who, Wire(Ok(response)));
        }
        if !stop {
            self.who = Some(who);
        }
        if self.runner.running() && !self.scheduled {
            self.scheduled = true;
            scope.send_future(next_task());
        }
    }
}

/// Registers the worker in the worker's own script (the `worker` binary).
pub fn register() {
    TableWorker::registrar().encoding::<Json>().register();
}

/// The page's handle on a worker. Dropping it asks the worker to close
/// (after the decision it may be computing).
#[derive(Debug)]
pub struct Bridge(WorkerBridge<TableWorker>);

impl Bridge {
    /// Sends a request.
    pub fn send(&self, request: Request) {
        self.0.send(Wire(Ok(request)));
    }
}

/// Starts a worker from the page; `on_response` gets its answers, or why
/// one was refused (a worker of another build, say). The worker's address
/// carries this build's id (`worker_loader.js?build=…`), so a page of a
/// new build does not ask the browser's cache for the old worker's loader;
/// `role` names it after the `#` (`#open`), for the browser's developer
/// tools and the tests.
#[must_use]
pub fn spawn(role: &str, on_response: impl Fn(Result<Response, Refusal>) + 'static) -> Bridge {
    Bridge(
        TableWorker::spawner()
            .callback(move |wire: Wire<Response>| on_response(wire.0))
            .with_loader(true)
            .as_module(false)
            .encoding::<Json>()
            .spawn(&format!(
                "./worker_loader.js?build={}#{role}",
                protocol::BUILD
            )),
    )
}
