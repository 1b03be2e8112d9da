//! The browser page's entry point (trunk builds it for wasm32).

fn main() {
    #[cfg(target_arch = "wasm32")]
    halfbridge::web::start();
}
