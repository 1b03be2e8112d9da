//! `halfbridge bench` (being built: see the issue tracker).

use super::usage_error;
use std::process::ExitCode;

/// Runs `bench`.
#[must_use]
pub fn run(_args: &[String]) -> ExitCode {
    usage_error("halfbridge bench: not available yet")
}
