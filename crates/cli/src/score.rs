//! `halfbridge score --rules minibridge|halfbridge|contract [--undertrick
//! 50|100] [--vul] --contract C --tricks N`: prints the score explanation and, as
//! the last line, the declaring side's signed score. With `--rules gbridge
//! --bid B --tricks T`: a GBridge round score ([`super::gbridge`]).

use super::{options, usage_error};
use engine::contract::Contract;
use engine::rules::{Rules, Undertrick, UnknownVariant, Variant};
use std::process::ExitCode;

/// Runs `score`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    if let Some(code) = super::gbridge::score_if_asked(args) {
        return code;
    }
    match parse(args) {
        Ok((rules, vul, contract, tricks)) => {
            let score = contract.score(tricks, vul, rules);
            for line in &score.lines {
                println!("{}", i18n::Lang::En.score_line(*line));
            }
            println!("{}", score.total);
            ExitCode::SUCCESS
        }
        Err(message) => usage_error(&format!("halfbridge score: {message}")),
    }
}

fn parse(args: &[String]) -> Result<(Rules, bool, Contract, u8), String> {
    let mut rules = None;
    let mut undertrick = None;
    let mut vul = false;
    let mut contract = None;
    let mut tricks = None;
    for (name, value) in options(
        args,
        &["rules", "undertrick", "contract", "tricks"],
        &["vul"],
    )? {
        let value = value.unwrap_or_default();
        match name.as_str() {
            "rules" => {
                rules = Some(Rules::of(
                    value
                        .parse()
                        .map_err(|e: UnknownVariant| format!("--rules: {e}"))?,
                ));
            }
            "undertrick" => {
                undertrick = Some(
                    value
                        .parse::<Undertrick>()
                        .map_err(|e| format!("--undertrick: {e}"))?,
                );
            }
            "vul" => vul = true,
            "contract" => contract = Some(value.parse::<Contract>().map_err(|e| e.to_string())?),
            "tricks" => {
                tricks = Some(
                    value
                        .parse::<u8>()
                        .ok()
                        .filter(|t| *t <= 13)
                        .ok_or_else(|| format!("--tricks must be 0 to 13, not {value:?}"))?,
                );
            }
            _ => unreachable!("options() only returns the names it was given"),
        }
    }
    let mut rules = rules.ok_or("--rules is required")?;
    if let Some(u) = undertrick {
        rules.undertrick = u;
    }
    let contract = contract.ok_or("--contract is required")?.in_game(rules);
    let tricks = tricks.ok_or("--tricks is required")?;
    if !contract.fits(rules) {
        return Err(match rules.variant {
            Variant::MiniBridge => {
                format!("MiniBridge contracts are part:S, game:NT, …, not {contract}")
            }
            Variant::HalfBridge => {
                format!("HalfBridge contracts are 1C … 7NT (never doubled), not {contract}")
            }
            Variant::Contract => format!(
                "contract bridge contracts are 1C … 7NT, doubled 3NTX, redoubled 6HXX, not {contract}"
            ),
        });
    }
    Ok((rules, vul, contract, tricks))
}
