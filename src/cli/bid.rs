//! `halfbridge bid --deal PBN --dealer D --vul V [--level standard|beginner]`:
//! prints the robots' auction for a deal, one call a line: the call in PBN
//! notation (`1C` … `7NT`, `Pass`, `X`, `XX`), then what it shows by the
//! system ([`crate::bidding::Meaning::summary`]).

use super::{options, usage_error};
use crate::bidding::{meanings, pbn_call, robot_auction};
use crate::bot::{self, Level};
use contract_bridge::auction::AbsoluteVulnerability;
use contract_bridge::{FullDeal, Seat};
use std::process::ExitCode;

/// The auction's lines for a deal: `call  meaning`, one a call.
#[must_use]
pub fn auction_lines(deal: &FullDeal, dealer: Seat, vulnerability: AbsoluteVulnerability, level: Level) -> Vec<String> {
    let calls = robot_auction(deal, dealer, vulnerability, level, 0);
    let shown = meanings(dealer, vulnerability, &calls);
    calls.iter().zip(&shown).map(|(c, m)| format!("{:<5} {}", pbn_call(*c), m.summary())).collect()
}

/// Reads a vulnerability in PBN's or the engine's words: `None`, `NS`,
/// `EW`, `All`/`Both` (any case; `-` is none).
///
/// # Errors
/// A one-line message.
pub fn parse_vulnerability(text: &str) -> Result<AbsoluteVulnerability, String> {
    match text.to_ascii_lowercase().as_str() {
        "-" | "none" | "love" => Ok(AbsoluteVulnerability::NONE),
        other => other.parse().map_err(|_| format!("--vul must be None, NS, EW or All, not {text:?}")),
    }
}

fn parse(args: &[String]) -> Result<(FullDeal, Seat, AbsoluteVulnerability, Level), String> {
    let mut deal = None;
    let mut dealer = None;
    let mut vulnerability = AbsoluteVulnerability::NONE;
    let mut level = Level::Standard;
    for (name, value) in options(args, &["deal", "dealer", "vul", "level"], &[])? {
        let value = value.unwrap_or_default();
        match name.as_str() {
            "deal" => deal = Some(value.trim().parse::<FullDeal>().map_err(|e| format!("--deal: {e}"))?),
            "dealer" => dealer = Some(value.parse::<Seat>().map_err(|_| format!("--dealer must be N, E, S or W, not {value:?}"))?),
            "vul" => vulnerability = parse_vulnerability(&value)?,
            _ => level = value.parse().map_err(|e: bot::UnknownLevel| e.to_string())?,
        }
    }
    let deal = deal.ok_or("--deal is required")?;
    let dealer = dealer.ok_or("--dealer is required")?;
    Ok((deal, dealer, vulnerability, level))
}

/// Runs `bid`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    match parse(args) {
        Ok((deal, dealer, vulnerability, level)) => {
            for line in auction_lines(&deal, dealer, vulnerability, level) {
                println!("{line}");
            }
            ExitCode::SUCCESS
        }
        Err(message) => usage_error(&format!("halfbridge bid: {message}")),
    }
}
