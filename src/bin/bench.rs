//! The browser benchmark's entry point (`?bench`): a wasm module of its
//! own, which index.html's loader fetches only on that address, so the
//! solo game's first load does not carry the benchmark's code.

fn main() {
    #[cfg(target_arch = "wasm32")]
    halfbridge::web::start_bench();
}
