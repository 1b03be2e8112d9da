//! How `convert` and `analyse` tell a person what was wrong in a file:
//! problems in file order as `FILE:LINE:COL: message`, a kind repeated
//! more than [`SHOWN`] times shown twice and then counted once, and the
//! exit status for a file with no deal at all.

use engine::formats::Problem;
use std::collections::HashMap;
use std::mem::Discriminant;

/// A kind of problem is printed in full up to this many times; past it,
/// its first two are printed and the rest counted in one line.
pub const SHOWN: usize = 3;

/// The exit status for a file that holds no deal at all (a file of another
/// format renamed, an empty file): 3, apart from 1 (some deal rejected)
/// and 2 (bad arguments, a file that cannot be read or written).
pub const NO_DEAL: u8 = 3;

/// A problem's kind, for counting repeats: the same kind of problem, and
/// whether it drops only the result.
fn class(p: &Problem) -> (Discriminant<engine::formats::ProblemKind>, bool) {
    (std::mem::discriminant(&p.kind), p.result_left_out)
}

/// The lines to print for `problems` of file `file`, each after `prefix`:
/// in file order, a kind seen more than [`SHOWN`] times as its first two
/// and one line `FILE: … and N more like this (lines a, b, c, …)`.
#[must_use]
pub fn lines(prefix: &str, file: &str, problems: &[Problem]) -> Vec<String> {
    let mut sorted: Vec<&Problem> = problems.iter().collect();
    sorted.sort_by_key(|p| (p.line, p.column));
    let mut count: HashMap<_, Vec<usize>> = HashMap::new();
    for p in &sorted {
        count.entry(class(p)).or_default().push(p.line);
    }
    let mut seen: HashMap<_, usize> = HashMap::new();
    let mut out = Vec::new();
    for p in sorted {
        let all = count.get(&class(p)).map_or(&[][..], Vec::as_slice);
        let k = seen.entry(class(p)).or_insert(0);
        *k += 1;
        if all.len() <= SHOWN || *k <= 2 {
            out.push(format!("{prefix}{file}:{p}"));
        }
        if all.len() > SHOWN && *k == 2 {
            let rest = all.get(2..).unwrap_or_default();
            let mut at: Vec<String> = rest.iter().take(5).map(ToString::to_string).collect();
            if rest.len() > 5 {
                at.push("…".into());
            }
            out.push(format!(
                "{prefix}{file}: … and {} more like this (lines {})",
                rest.len(),
                at.join(", ")
            ));
        }
    }
    out
}

/// How many games were skipped as the format allows (no whole deal).
#[must_use]
pub fn skipped(problems: &[Problem]) -> usize {
    problems.iter().filter(|p| p.kind.skips_game()).count()
}

/// One deal, `n` deals (English's plural).
#[must_use]
pub fn deals(n: usize) -> String {
    if n == 1 {
        "1 deal".to_string()
    } else {
        format!("{n} deals")
    }
}

/// One game, `n` games.
#[must_use]
pub fn games(n: usize) -> String {
    if n == 1 {
        "1 game".to_string()
    } else {
        format!("{n} games")
    }
}
