//! localStorage: the saved game, read and written through [`crate::saved`].

use crate::saved::{self, Loaded, Saved};

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Reads the saved game.
#[must_use]
pub fn load() -> Loaded {
    let text = local_storage().and_then(|s| s.get_item(saved::KEY).ok().flatten());
    saved::load(text.as_deref())
}

/// Writes the saved game (silently does nothing where storage is off).
pub fn save(state: &Saved) {
    if let Some(s) = local_storage() {
        let _ = s.set_item(saved::KEY, &saved::store(state));
    }
}

/// Moves an unreadable saved game aside instead of overwriting it.
pub fn keep_unreadable() {
    if let Some(s) = local_storage()
        && let Ok(Some(text)) = s.get_item(saved::KEY)
    {
        let _ = s.set_item(saved::UNREADABLE_KEY, &text);
    }
}

/// Where a match in progress is kept when a link or a file replaces it.
const PREVIOUS_KEY: &str = "halfbridge/v1/previous";

/// Keeps `m` aside, unless a match is kept already (the first one replaced
/// is the one the person was playing). Returns whether a match is kept.
pub fn keep_previous(m: &crate::team_match::TeamMatch) -> bool {
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
    local_storage().and_then(|s| s.get_item(PREVIOUS_KEY).ok().flatten()).is_some()
}

/// Takes the match kept aside, if it still reads.
#[must_use]
pub fn take_previous() -> Option<crate::team_match::TeamMatch> {
    let s = local_storage()?;
    let text = s.get_item(PREVIOUS_KEY).ok().flatten()?;
    let _ = s.remove_item(PREVIOUS_KEY);
    let m = serde_json::from_str::<crate::team_match::TeamMatch>(&text).ok().and_then(|m| m.validate().ok());
    if m.is_none() {
        // Unreadable: moved aside, never destroyed.
        let _ = s.set_item(crate::saved::UNREADABLE_KEY, &text);
    }
    m
}
