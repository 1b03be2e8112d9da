//! A throwaway NATS server for tests and benchmarks: Debian's `nats-server`
//! (`scripts/nats.sh install`) on a free loopback port, killed when
//! dropped.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running throwaway NATS server.
#[derive(Debug)]
pub struct TestNats {
    /// Its URL, `nats://127.0.0.1:PORT`.
    pub url: String,
    child: Child,
}

impl TestNats {
    /// Starts one and waits (at most 10 s) until it accepts connections.
    ///
    /// # Panics
    /// When `nats-server` cannot start: a test that needs it fails, saying
    /// why, rather than passing unseen.
    #[must_use]
    pub fn start() -> Self {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new("nats-server")
            .args(["-a", "127.0.0.1", "-p", &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("nats-server starts (scripts/nats.sh install; scripts/test.sh does)");
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "nats-server did not listen"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        Self {
            url: format!("nats://127.0.0.1:{port}"),
            child,
        }
    }
}

impl Drop for TestNats {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
