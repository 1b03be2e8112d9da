//! The web worker that runs the computer players, and the page's side of it.
//!
//! One worker type, [`TableWorker`], serves both rooms: the page keeps one
//! instance for the Open Room's decisions and one for the Closed Room, so a
//! long Closed Room never delays a card at the person's table. Messages are
//! [`crate::protocol`] types encoded as JSON text ([`Json`]).

use crate::protocol::{self, Request, Response, RoomRun};
use gloo_worker::{Codec, HandlerId, Registrable as _, Spawnable as _, Worker, WorkerBridge, WorkerScope};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use wasm_bindgen::{JsCast as _, JsValue};

/// serde_json over the worker boundary (the design's message format).
#[derive(Debug)]
pub struct Json;

impl Codec for Json {
    fn encode<I: Serialize>(input: I) -> JsValue {
        JsValue::from_str(&serde_json::to_string(&input).unwrap_or_default())
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        // Only gloo's own envelope can fail here (our messages are `Wire`,
        // which always decodes), and both ends write it with this codec.
        serde_json::from_str(&input.as_string().unwrap_or_default()).expect("gloo's message envelope")
    }
}

/// A message that always decodes: one this build cannot read (from a
/// stale cached worker, say) arrives as `Err` instead of panicking.
#[derive(Debug)]
pub struct Wire<T>(pub Result<T, String>);

impl<T: Serialize> Serialize for Wire<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match &self.0 {
            Ok(t) => t.serialize(s),
            Err(e) => e.serialize(s),
        }
    }
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for Wire<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = serde_json::Value::deserialize(d)?;
        Ok(Self(serde_json::from_value(value).map_err(|e| e.to_string())))
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
    type Input = Wire<Request>;
    type Output = Wire<Response>;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        Self::default()
    }

    fn update(&mut self, scope: &WorkerScope<Self>, (): ()) {
        let Some((who, run)) = self.room.as_mut() else { return };
        let who = *who;
        let (response, more) = run.step();
        scope.respond(who, Wire(Ok(response)));
        if more {
            scope.send_future(next_task());
        } else {
            self.room = None;
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, request: Wire<Request>, who: HandlerId) {
        let request = match request.0 {
            Ok(r) => r,
            Err(e) => {
                let message = format!("the computer players could not read a request: {e}");
                return scope.respond(who, Wire(Ok(Response::Failed { id: 0, message })));
            }
        };
        match request {
            Request::PlayRoom { id, record, level, seed } => match RoomRun::start(id, &record, level, seed) {
                Ok(run) => {
                    self.room = Some((who, run));
                    scope.send_future(next_task());
                }
                Err(response) => scope.respond(who, Wire(Ok(response))),
            },
            other => scope.respond(who, Wire(Ok(protocol::answer(&other)))),
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

/// Starts a worker from the page; `on_response` gets its answers (answers
/// the page cannot read are dropped: the watchdog asks again). `role`
/// names it in its address (`worker_loader.js#open`), for the browser's
/// developer tools and the tests.
#[must_use]
pub fn spawn(role: &str, on_response: impl Fn(Response) + 'static) -> Bridge {
    Bridge(
        TableWorker::spawner()
            .callback(move |wire: Wire<Response>| {
                if let Ok(response) = wire.0 {
                    on_response(response);
                }
            })
            .with_loader(true)
            .as_module(false)
            .encoding::<Json>()
            .spawn(&format!("./worker_loader.js#{role}")),
    )
}
