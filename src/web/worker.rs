//! The web worker that runs the computer players, and the page's side of it.
//!
//! One worker type, [`TableWorker`], serves both rooms: the page keeps one
//! instance for the Open Room's decisions and one for the Closed Room, so a
//! long Closed Room never delays a card at the person's table. Messages are
//! [`crate::protocol`] types encoded as JSON text ([`Json`]).

use crate::protocol::{self, Request, Response, RoomRun};
use gloo_worker::{Codec, HandlerId, Registrable as _, Spawnable as _, Worker, WorkerBridge, WorkerScope};
use serde::{Deserialize, Serialize};
use wasm_bindgen::{JsCast as _, JsValue};

/// serde_json over the worker boundary (the design's message format).
#[derive(Debug)]
pub struct Json;

impl Codec for Json {
    fn encode<I: Serialize>(input: I) -> JsValue {
        JsValue::from_str(&serde_json::to_string(&input).unwrap_or_default())
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        // Both ends are this crate's own code from the same build; a decode
        // failure is a bug, and the page's watchdog restarts the worker.
        serde_json::from_str(&input.as_string().unwrap_or_default()).expect("a message from this build")
    }
}

/// The worker: answers decisions at once and plays a room one action per
/// task, yielding to the event loop between actions.
#[derive(Debug, Default)]
pub struct TableWorker {
    room: Option<(HandlerId, RoomRun)>,
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
    type Input = Request;
    type Output = Response;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        Self::default()
    }

    fn update(&mut self, scope: &WorkerScope<Self>, (): ()) {
        let Some((who, run)) = self.room.as_mut() else { return };
        let who = *who;
        let (response, more) = run.step();
        scope.respond(who, response);
        if more {
            scope.send_future(next_task());
        } else {
            self.room = None;
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, request: Request, who: HandlerId) {
        match request {
            Request::PlayRoom { id, record, level, seed } => match RoomRun::start(id, &record, level, seed) {
                Ok(run) => {
                    self.room = Some((who, run));
                    scope.send_future(next_task());
                }
                Err(response) => scope.respond(who, response),
            },
            other => scope.respond(who, protocol::answer(&other)),
        }
    }
}

/// Registers the worker in the worker's own script (the `worker` binary).
pub fn register() {
    TableWorker::registrar().encoding::<Json>().register();
}

/// Starts a worker from the page; `on_response` gets its answers.
#[must_use]
pub fn spawn(on_response: impl Fn(Response) + 'static) -> WorkerBridge<TableWorker> {
    TableWorker::spawner()
        .callback(on_response)
        .with_loader(true)
        .as_module(false)
        .encoding::<Json>()
        .spawn("./worker_loader.js")
}
