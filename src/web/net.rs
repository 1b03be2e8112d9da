//! The page's HTTP requests to `halfbridge serve` (docs/PROTOCOL.md), and
//! the online tables' small stores. Every address is relative to the
//! page, so the game works under any path.
//!
//! Whether the page is served by `halfbridge serve` is asked quietly:
//! `dist/` holds a file `api/health` of its own (`static/api/health`,
//! `{"server": "static"}`), so a static host answers the question with a
//! 200 and no failed request reaches the console; `halfbridge serve`
//! answers the same address from its route, `{"server": "halfbridge"}`.
//! The service worker neither caches nor answers `api/` (its
//! `scripts/service-worker.sh` leaves it out).

use wasm_bindgen::JsCast as _;
use wasm_bindgen_futures::JsFuture;

/// Local storage keys of the online tables: all under this prefix, none
/// of the solo game's (`saved::KEY`, `halfbridge/v1…`).
pub const PREFIX: &str = "halfbridge-online/";

/// The display name the person gave at an online table.
pub const NAME_KEY: &str = "halfbridge-online/name";

/// The language chosen on the online pages (its code, `fr`); the solo
/// game's setting is only read, never written, by them.
pub const LANG_KEY: &str = "halfbridge-online/lang";

/// Local storage key of a table's invite links, as the host created them.
#[must_use]
pub fn invites_key(table: &str) -> String {
    format!("{PREFIX}invites/{table}")
}

/// Session storage key of the last `seq` a seat saw at a table (a reload
/// sends it as `last_seq`).
#[must_use]
pub fn seq_key(table: &str, seat: &str) -> String {
    format!("{PREFIX}seq/{table}/{seat}")
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// Reads `key` from local storage (`session`: session storage).
#[must_use]
pub fn read(key: &str, session_only: bool) -> Option<String> {
    let store = if session_only { session() } else { local() }?;
    store.get_item(key).ok().flatten()
}

/// Writes `key` (silently nothing where storage is off).
pub fn write(key: &str, value: &str, session_only: bool) {
    if let Some(store) = if session_only { session() } else { local() } {
        let _ = store.set_item(key, value);
    }
}

/// An answer: its HTTP status and body.
pub struct Answer {
    /// The HTTP status.
    pub status: u16,
    /// The body's text.
    pub text: String,
}

/// GETs (`body: None`) or POSTs JSON to `url`; `None` when no answer came
/// (offline, refused).
pub async fn request(url: &str, body: Option<&str>) -> Option<Answer> {
    let window = web_sys::window()?;
    let init = web_sys::RequestInit::new();
    init.set_cache(web_sys::RequestCache::NoStore);
    if let Some(body) = body {
        init.set_method("POST");
        init.set_body(&wasm_bindgen::JsValue::from_str(body));
        let headers = web_sys::Headers::new().ok()?;
        headers.set("content-type", "application/json").ok()?;
        init.set_headers(&headers);
    }
    let response = JsFuture::from(window.fetch_with_str_and_init(url, &init))
        .await
        .ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    let text = JsFuture::from(response.text().ok()?).await.ok()?;
    Some(Answer {
        status: response.status(),
        text: text.as_string().unwrap_or_default(),
    })
}

/// Whether the page is served by `halfbridge serve` (its `api/health`
/// says `"server": "halfbridge"`).
pub async fn served_online() -> bool {
    #[derive(serde::Deserialize)]
    struct Health {
        server: String,
    }
    // Offline, the question would only fail (a console error): not asked.
    if !web_sys::window().is_some_and(|w| w.navigator().on_line()) {
        return false;
    }
    match request("api/health", None).await {
        Some(Answer { status: 200, text }) => {
            serde_json::from_str::<Health>(&text).is_ok_and(|h| h.server == "halfbridge")
        }
        _ => false,
    }
}
