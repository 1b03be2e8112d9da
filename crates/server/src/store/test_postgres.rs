//! A throwaway PostgreSQL server for tests and benchmarks: `initdb` in a
//! temporary folder and a server on a free loopback port, started by
//! `scripts/postgres.sh` (which installs Debian's `postgresql` when it is
//! missing) and stopped when dropped.

use std::path::PathBuf;
use std::process::Command;

/// A running throwaway PostgreSQL server.
#[derive(Debug)]
pub struct TestPostgres {
    /// Its database URL, `postgres://halfbridge@127.0.0.1:PORT/postgres`.
    pub url: String,
    dir: tempfile::TempDir,
    script: PathBuf,
    port: u16,
}

impl TestPostgres {
    /// Starts one.
    ///
    /// # Panics
    /// When it cannot start (PostgreSQL neither installed nor installable):
    /// a test that needs it fails, saying why, rather than passing unseen.
    #[must_use]
    pub fn start() -> Self {
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scripts/postgres.sh");
        let dir = tempfile::Builder::new()
            .prefix("halfbridge-pg-")
            .tempdir()
            .expect("a temporary folder");
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let out = Command::new(&script)
            .arg("start")
            .arg(dir.path())
            .arg(port.to_string())
            .output()
            .expect("scripts/postgres.sh runs");
        assert!(
            out.status.success(),
            "scripts/postgres.sh start failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let url = String::from_utf8_lossy(&out.stdout)
            .lines()
            .last()
            .unwrap_or_default()
            .to_string();
        assert!(
            url.starts_with("postgres://"),
            "no URL from scripts/postgres.sh: {url:?}"
        );
        Self {
            url,
            dir,
            script,
            port,
        }
    }
}

impl TestPostgres {
    /// Stops the server at once (immediate shutdown), its files kept: a
    /// database gone in the middle of a run.
    pub fn stop(&self) {
        let _ = Command::new(&self.script)
            .arg("stop")
            .arg(self.dir.path())
            .status();
    }
}

impl TestPostgres {
    /// Starts it again after [`TestPostgres::stop`], on the same port with
    /// the same data: a database restarted in the middle of a run.
    ///
    /// # Panics
    /// When it does not start again.
    pub fn resume(&self) {
        let status = Command::new(&self.script)
            .arg("resume")
            .arg(self.dir.path())
            .arg(self.port.to_string())
            .status()
            .expect("scripts/postgres.sh runs");
        assert!(status.success(), "scripts/postgres.sh resume failed");
    }
}

impl Drop for TestPostgres {
    fn drop(&mut self) {
        self.stop();
    }
}
