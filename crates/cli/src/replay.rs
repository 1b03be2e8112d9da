//! `halfbridge replay FILE|-`: replays a table record (JSON, as the page
//! stores it) through the engine and prints the result; the last line is
//! North–South's score. The browser tests check the page against it.

use super::usage_error;
use engine::table::{Table, TableRecord};
use std::process::ExitCode;

/// Runs `replay`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    let [path] = args else {
        return usage_error(
            "halfbridge replay: expected one argument, a table record JSON file or -",
        );
    };
    let text = if path == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| e.to_string())
    } else {
        std::fs::read_to_string(path).map_err(|e| e.to_string())
    };
    let record =
        text.and_then(|t| serde_json::from_str::<TableRecord>(&t).map_err(|e| e.to_string()));
    let record = match record {
        Ok(r) => r,
        Err(e) => return usage_error(&format!("halfbridge replay: {path}: {e}")),
    };
    let table = match Table::replay(&record) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("halfbridge replay: {path}: {e}");
            return ExitCode::from(1);
        }
    };
    if let (Some(d), Some(c)) = (table.declarer(), table.contract()) {
        println!("declarer {d}");
        println!("contract {c}");
    }
    if let Some(tricks) = table.declarer_tricks() {
        println!("tricks {tricks}");
    }
    if let Some(score) = table.score() {
        println!("score {}", score.total);
    }
    match table.ns_score() {
        Some(ns) => {
            println!("{ns}");
            ExitCode::SUCCESS
        }
        None => {
            eprintln!("halfbridge replay: {path}: the table is not finished");
            ExitCode::from(1)
        }
    }
}
