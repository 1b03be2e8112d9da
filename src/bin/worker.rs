//! The web worker's entry point: the computer players and the Closed Room.

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        console_error_panic_hook::set_once();
        halfbridge::web::worker::register();
    }
}
