//! `halfbridge convert` (being built: see the issue tracker).

use super::usage_error;
use std::process::ExitCode;

/// Runs `convert`.
#[must_use]
pub fn run(_args: &[String]) -> ExitCode {
    usage_error("halfbridge convert: not available yet")
}
