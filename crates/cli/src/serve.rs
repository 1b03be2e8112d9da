//! `halfbridge serve [--addr 127.0.0.1:8080] [--database sqlite://PATH |
//! postgres://…] [--nats nats://…] [--dist DIR]`: the built page and the online
//! tables at one origin (`crates/server`, docs/PROTOCOL.md). With no flags:
//! 127.0.0.1:8080, the database `halfbridge-data/tables.db` (created on first
//! start) and `dist/` when that folder exists. `--nats`: one instance of
//! several on one PostgreSQL database (docs/DEPLOY.md).

use super::{options, usage_error};
use std::path::PathBuf;
use std::process::ExitCode;

/// The database when `--database` is not given.
pub const DEFAULT_DATA_DIR: &str = "halfbridge-data";

/// Runs `serve`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    let opts = match options(args, &["addr", "database", "nats", "dist"], &[]) {
        Ok(o) => o,
        Err(e) => return usage_error(&format!("halfbridge serve: {e}")),
    };
    let value = |name: &str| {
        opts.iter()
            .rev()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.clone())
    };
    let addr = match value("addr").as_deref().unwrap_or("127.0.0.1:8080").parse() {
        Ok(a) => a,
        Err(e) => return usage_error(&format!("halfbridge serve: --addr: {e}")),
    };
    let database = match value("database") {
        Some(d) => d,
        None => {
            if let Err(e) = std::fs::create_dir_all(DEFAULT_DATA_DIR) {
                eprintln!("halfbridge serve: {DEFAULT_DATA_DIR}: {e}");
                return ExitCode::from(1);
            }
            format!("sqlite://{DEFAULT_DATA_DIR}/tables.db")
        }
    };
    let dist = match value("dist") {
        Some(d) => Some(PathBuf::from(d)),
        None => Some(PathBuf::from("dist")).filter(|d| d.is_dir()),
    };
    match server::run(server::Config {
        addr,
        database,
        nats: value("nats"),
        dist,
    }) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("halfbridge serve: {e}");
            ExitCode::from(1)
        }
    }
}
