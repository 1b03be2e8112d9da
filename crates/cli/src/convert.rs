//! `halfbridge convert IN OUT`: converts deals between Micro Bridge `.hnd`,
//! `.pbn` and BBO's `.lin` files, chosen by the files' extensions (any
//! case; `.hnd` to `.hnd`, `.pbn` to `.pbn` and `.lin` to `.lin` also work
//! and normalise the file).
//!
//! - Problems go to stderr as `IN:LINE:COL: message`, one per line.
//! - Valid deals are always written. More than 32 deals to `.hnd` are split:
//!   `OUT`, then `OUT-2.hnd`, `OUT-3.hnd`, … (32 deals each).
//! - PBN results (contracts and plays) are kept from `.pbn` to `.pbn`; a
//!   `.hnd` file has no place for them. Deals read from `.hnd` are written
//!   to PBN under the MiniBridge rules (`[Scoring "MiniBridge"]`).
//! - LIN boards are contract bridge: their auctions and play go to PBN; from
//!   `.lin` to `.lin` the names, alerts, explanations and claims are kept
//!   too. Only contract bridge tables have a place in LIN: MiniBridge and
//!   HalfBridge results are left out of a `.lin` file (the deals are kept).
//! - Problems are in file order; a kind of problem repeated more than three
//!   times is shown twice, then counted in one line
//!   ([`problems::lines`](super::problems::lines)). Games the format allows
//!   without a whole deal (no `Deal` tag, end positions) are skipped, said
//!   once with their count, and not rejected.
//! - Exit status: 0 when every deal was converted, 1 when a deal was
//!   rejected (the others are still written), 2 for bad arguments or a file
//!   that cannot be read or written, 3 when the file holds no deal at all,
//!   not even a rejected one (nothing is written; nor when every deal was
//!   rejected, status 1).

use super::{problems, usage_error};
use engine::formats::hnd;
use engine::formats::lin::{self, LinGame};
use engine::formats::pbn::{self, PbnGame};
use engine::rules::Rules;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage: halfbridge convert IN OUT (IN and OUT end in .hnd, .pbn or .lin)";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    Hnd,
    Pbn,
    Lin,
}

fn format_of(path: &Path) -> Option<Format> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    match ext.as_str() {
        "hnd" => Some(Format::Hnd),
        "pbn" => Some(Format::Pbn),
        "lin" => Some(Format::Lin),
        _ => None,
    }
}

/// The name of the `k`-th (from 1) `.hnd` file: `OUT`, `OUT-2.hnd`, ….
fn part_path(out: &Path, k: usize) -> PathBuf {
    if k <= 1 {
        return out.to_path_buf();
    }
    let stem = out
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let ext = out
        .extension()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "hnd".into());
    out.with_file_name(format!("{stem}-{k}.{ext}"))
}

/// Runs `convert`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    let [input, output] = args else {
        return usage_error(&format!(
            "halfbridge convert: expected two file names; {USAGE}"
        ));
    };
    let (in_path, out_path) = (Path::new(input), Path::new(output));
    let (Some(in_format), Some(out_format)) = (format_of(in_path), format_of(out_path)) else {
        return usage_error(&format!(
            "halfbridge convert: cannot tell the format of {input:?} or {output:?}; {USAGE}"
        ));
    };
    let bytes = match std::fs::read(in_path) {
        Ok(b) => b,
        Err(e) => return usage_error(&format!("halfbridge convert: cannot read {input}: {e}")),
    };
    // LIN's own games, when read from LIN: written back with their names,
    // notes and claims.
    let mut lin_games: Option<Vec<LinGame>> = None;
    let (games, problems, rejected) = match in_format {
        Format::Lin => {
            let file = lin::read_games(&bytes);
            let games = file.games.iter().map(LinGame::to_pbn).collect::<Vec<_>>();
            lin_games = Some(file.games);
            (games, file.problems, file.rejected)
        }
        Format::Hnd => {
            let file = hnd::read(&bytes);
            let games = file
                .boards
                .iter()
                .map(|&b| PbnGame::new(b, Rules::MINIBRIDGE))
                .collect::<Vec<_>>();
            (games, file.problems, file.rejected)
        }
        Format::Pbn => {
            let file = pbn::read_games(&bytes);
            (file.games, file.problems, file.rejected)
        }
    };
    for line in problems::lines("", input, &problems) {
        eprintln!("{line}");
    }
    let skipped = problems::skipped(&problems);
    if skipped > 0 {
        eprintln!(
            "halfbridge convert: {} of {input} skipped: no whole deal to play (see above)",
            problems::games(skipped)
        );
    }
    if games.is_empty() {
        if rejected > 0 {
            eprintln!(
                "halfbridge convert: {} of {input} rejected (see above) and none read; nothing written",
                problems::deals(rejected)
            );
            return ExitCode::from(1);
        }
        eprintln!(
            "halfbridge convert: {input} holds no deal (is it a .pbn, .hnd or .lin file?); nothing written"
        );
        return ExitCode::from(problems::NO_DEAL);
    }
    let outputs: Vec<(PathBuf, String)> = match out_format {
        Format::Pbn => vec![(out_path.to_path_buf(), pbn::write(&games))],
        Format::Lin => {
            let lin_games =
                lin_games.unwrap_or_else(|| games.iter().map(LinGame::from_pbn).collect());
            vec![(out_path.to_path_buf(), lin::write(&lin_games))]
        }
        Format::Hnd => {
            let boards: Vec<_> = games.iter().map(|g| g.board).collect();
            hnd::write(&boards)
                .into_iter()
                .enumerate()
                .map(|(k, text)| (part_path(out_path, k + 1), text))
                .collect()
        }
    };
    for (path, text) in &outputs {
        if let Err(e) = std::fs::write(path, text) {
            return usage_error(&format!(
                "halfbridge convert: cannot write {}: {e}",
                path.display()
            ));
        }
    }
    let names: Vec<String> = outputs
        .iter()
        .map(|(p, _)| p.display().to_string())
        .collect();
    let deals = problems::deals;
    println!("{} written to {}", deals(games.len()), names.join(", "));
    if rejected > 0 {
        eprintln!(
            "halfbridge convert: {} of {input} rejected (see above)",
            deals(rejected)
        );
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
