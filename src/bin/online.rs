//! The online pages' entry point (`?table=…`, `?online`): a wasm module of
//! its own, which index.html's loader fetches only on those addresses, so
//! the solo game's first load does not carry the online code.

fn main() {
    #[cfg(target_arch = "wasm32")]
    halfbridge::web::start_online();
}
