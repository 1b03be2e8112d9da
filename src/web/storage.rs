//! localStorage: the saved bridge game and the GBridge game, read and
//! written through [`crate::saved`]; a damaged store is kept aside and
//! reported, never destroyed ([`load_with`], one way for every store).

use crate::saved::{self, GbridgeLoaded, GbridgeSaved, Loaded, Saved};

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Reads the store under `key` through `load` (plain Rust, tested
/// natively: [`saved::load`], [`saved::load_gbridge`]). A store `load`
/// finds damaged is first kept aside ([`keep_aside`]), so the page's next
/// write under `key` destroys nothing. The one way every store is read.
pub fn load_with<T, R>(key: &str, load: impl FnOnce(Option<&str>) -> Loaded<T, R>) -> Loaded<T, R> {
    let text = local_storage().and_then(|s| s.get_item(key).ok().flatten());
    let loaded = load(text.as_deref());
    if let (Loaded::Damaged { .. }, Some(text)) = (&loaded, &text) {
        keep_aside(key, text);
    }
    loaded
}

/// Keeps the damaged `text` of the store `key` under the first of
/// [`saved::aside_keys`] that is free (or holds it already): never
/// destroyed, not even an earlier damaged store.
fn keep_aside(key: &str, text: &str) {
    let Some(s) = local_storage() else { return };
    for aside in saved::aside_keys(key) {
        match s.get_item(&aside) {
            Ok(Some(kept)) if kept != text => {}
            Ok(Some(_)) => return,
            _ => {
                let _ = s.set_item(&aside, text);
                return;
            }
        }
    }
}

/// Reads the saved game (a damaged one is kept aside).
#[must_use]
pub fn load() -> Loaded {
    load_with(saved::KEY, saved::load)
}

/// Writes the saved game (silently does nothing where storage is off).
pub fn save(state: &Saved) {
    if let Some(s) = local_storage() {
        let _ = s.set_item(saved::KEY, &saved::store(state));
    }
}

/// Reads the GBridge game (a damaged one is kept aside).
#[must_use]
pub fn load_gbridge() -> Loaded<GbridgeLoaded, GbridgeLoaded> {
    load_with(saved::GBRIDGE_KEY, saved::load_gbridge)
}

/// Writes the GBridge game (silently does nothing where storage is off).
pub fn save_gbridge(stored: &GbridgeSaved) {
    if let Some(s) = local_storage() {
        let _ = s.set_item(saved::GBRIDGE_KEY, &saved::store_gbridge(stored));
    }
}

/// Where a match in progress is kept when a link or a file replaces it.
const PREVIOUS_KEY: &str = "halfbridge/v1/previous";

/// Keeps `m` aside, unless a match is kept already (the first one replaced
/// is the one the person was playing). Returns whether a match is kept.
pub fn keep_previous(m: &engine::team_match::TeamMatch) -> bool {
    if has_previous() {
        return true;
    }
    match (local_storage(), serde_json::to_string(m)) {
        (Some(s), Ok(text)) => s.set_item(PREVIOUS_KEY, &text).is_ok(),
        _ => false,
    }
}

/// Whether a match is kept aside.
#[must_use]
pub fn has_previous() -> bool {
    local_storage()
        .and_then(|s| s.get_item(PREVIOUS_KEY).ok().flatten())
        .is_some()
}

/// Takes the match kept aside, if it still reads.
#[must_use]
pub fn take_previous() -> Option<engine::team_match::TeamMatch> {
    let s = local_storage()?;
    let text = s.get_item(PREVIOUS_KEY).ok().flatten()?;
    let m = serde_json::from_str::<engine::team_match::TeamMatch>(&text)
        .ok()
        .and_then(|m| m.validate().ok());
    if m.is_none() {
        // Unreadable: moved aside, never destroyed.
        keep_aside(PREVIOUS_KEY, &text);
    }
    let _ = s.remove_item(PREVIOUS_KEY);
    m
}
