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
    if let Some(s) = local_storage() {
        if let Ok(Some(text)) = s.get_item(saved::KEY) {
            let _ = s.set_item(saved::UNREADABLE_KEY, &text);
        }
    }
}
