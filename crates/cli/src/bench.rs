//! `halfbridge bench`: a team match between two computer-player
//! configurations, to measure strength and thinking time natively.
//!
//! ```text
//! halfbridge bench [--boards N] [--seed S] [--a LEVEL] [--b LEVEL]
//!                  [--rules minibridge|halfbridge|contract] [--jobs J]
//!                  [--workers W] [--deadline-ms D] [--unread a|b]
//!                  [--bidding LEVEL] [--deal I] [--records DIR]
//! halfbridge bench --rules contract --auctions N [--seed S] [--jobs J] [--levels L,...]
//! ```
//!
//! Standard and Expert decisions run as the page runs them: each decision's
//! layouts are split over `W` threads (one solver each, as the page's
//! worker pool) and the decision stops at the level's deadline
//! ([`Level::deadline`]; `--deadline-ms` sets another, 0 none), playing the
//! best choice over the layouts solved by then. Every seat is a computer
//! player, so an Expert reads the other robots' cards
//! ([`engine::layouts::Knowledge::read_robots_cards`]); `--unread a` (or
//! `b`) makes that configuration read none, to measure what reading gains.
//! `--bidding LEVEL` has every seat of both rooms bid by that level (in
//! contract bridge its system; in MiniBridge and HalfBridge the declarer's
//! naming of the contract), so that both rooms reach the same contract by
//! the same declarer and A and B differ in the play alone: the measure of
//! a game's card play.
//!
//! To look into a swing: `--deal I` plays only the deal the table's first
//! column numbers `I` (the same cards, the same decision seeds), and
//! `--records DIR` writes each room's table record to
//! `DIR/deal-I-room-R.json`, which `halfbridge analyse` reads (each card's
//! double-dummy cost) and `halfbridge replay` replays. With a deadline the
//! layouts solved in time may differ from run to run, so a replayed board
//! can now and then go another way.
//!
//! Each board is dealt from the seed and played twice: in room 1 config A
//! sits North–South and B East–West, in room 2 the reverse, so both
//! configurations hold both sides' cards. A's IMPs on the board are the WBF
//! IMPs of room 1's NS score minus room 2's NS score ([`team::net_score`]).
//! Thrown-in (20–20) deals are skipped and not counted; N boards are played.
//! In contract bridge every deal is played: the four robots bid by their
//! level (the Beginner's rules of thumb, the system of `docs/BIDDING.md`
//! at Standard and Expert), then play; a passed-out room scores 0. The
//! contracts' double-dummy result alone gives `auction_imps_per_board`
//! (what the auctions, or MiniBridge's contract choices, were worth).
//! On the boards where both rooms played the same contract by the same
//! declarer, `play_tricks_per_board` is the tricks A's side took more than
//! B's: the play alone, in a unit that varies far less than IMPs.
//! `--auctions N` measures the auctions against par instead
//! ([`super::bid::bench_if_asked`]).
//!
//! Besides IMPs it reports, per configuration: the declarer's loss against
//! double dummy (DD tricks of the contract's strain at the start minus the
//! tricks taken), the contract's loss (points given up against the best
//! contract at double dummy for that declarer), and the thinking time per
//! decision (p50/p95, measured here with `Instant`; the CLI is native only).
//! The human table comes first; the last line is one JSON object.
//! `--game gbridge` benches the GBridge robots instead ([`super::gbridge`]).

use super::runner::{TIMING_HEAD, finish, in_parallel, timing_cells};
use super::{options, usage_error};
use contract_bridge::{Seat, Strain};
use engine::board::Board;
use engine::bot::{self, Level, montecarlo};
use engine::contract::Contract;
use engine::review::DoubleDummy;
use engine::rules::{Rules, UnknownVariant, Variant};
use engine::stats::{Timing, mean_and_stderr, round_to};
use engine::table::{Action, Table};
use engine::team;
use engine::view::SeatView;
use std::process::ExitCode;
use std::time::Instant;

/// What to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BenchOptions {
    /// Boards to play (thrown-in deals not counted).
    pub boards: usize,
    /// Base seed of the deals.
    pub seed: u64,
    /// Configuration A.
    pub a: Level,
    /// Configuration B.
    pub b: Level,
    /// The game.
    pub rules: Rules,
    /// Boards played at once (threads).
    pub jobs: usize,
    /// Threads that share one decision's layouts.
    pub workers: usize,
    /// The deadline of a decision in ms (`None`: each level's own; `Some(0)`:
    /// none, the count budget alone).
    pub deadline_ms: Option<u64>,
    /// Per configuration (A, B): it reads no robot's cards (its views name
    /// no seat a robot).
    pub unread: [bool; 2],
    /// Every seat bids (contract bridge) or names the contract (MiniBridge,
    /// HalfBridge) by this level (`None`: each by its configuration's), so
    /// the rooms differ in the play alone.
    pub bidding: Option<Level>,
    /// Play only the deal of this index (the table's `deal` column).
    pub deal: Option<usize>,
    /// Write each room's table record as JSON into this folder.
    pub records: Option<std::path::PathBuf>,
}

impl Default for BenchOptions {
    fn default() -> Self {
        Self {
            boards: 32,
            seed: 1,
            a: Level::Standard,
            b: Level::Beginner,
            rules: Rules::MINIBRIDGE,
            jobs: 1,
            workers: 1,
            deadline_ms: None,
            unread: [false; 2],
            bidding: None,
            deal: None,
            records: None,
        }
    }
}

/// Reads the options.
///
/// # Errors
/// A one-line message.
pub fn parse(args: &[String]) -> Result<BenchOptions, String> {
    let mut o = BenchOptions::default();
    for (name, value) in options(
        args,
        &[
            "boards",
            "seed",
            "a",
            "b",
            "rules",
            "jobs",
            "workers",
            "deadline-ms",
            "unread",
            "bidding",
            "deal",
            "records",
        ],
        &[],
    )? {
        let value = value.unwrap_or_default();
        match name.as_str() {
            "boards" => {
                o.boards = value
                    .parse()
                    .ok()
                    .filter(|&n| n > 0 && n <= 100_000)
                    .ok_or_else(|| format!("--boards must be 1 to 100000, not {value:?}"))?;
            }
            "seed" => {
                o.seed = value
                    .parse()
                    .map_err(|_| format!("--seed must be a number 0 to 2^64-1, not {value:?}"))?
            }
            "a" => {
                o.a = value
                    .parse()
                    .map_err(|e: bot::UnknownLevel| e.to_string())?
            }
            "b" => {
                o.b = value
                    .parse()
                    .map_err(|e: bot::UnknownLevel| e.to_string())?
            }
            "jobs" => {
                o.jobs = value
                    .parse()
                    .ok()
                    .filter(|&n| n > 0 && n <= 64)
                    .ok_or_else(|| format!("--jobs must be 1 to 64, not {value:?}"))?;
            }
            "workers" => {
                o.workers = value
                    .parse()
                    .ok()
                    .filter(|&n| n > 0 && n <= 64)
                    .ok_or_else(|| format!("--workers must be 1 to 64, not {value:?}"))?;
            }
            "deadline-ms" => {
                o.deadline_ms = Some(
                    value
                        .parse()
                        .ok()
                        .filter(|&n| n <= 3_600_000)
                        .ok_or_else(|| {
                            format!("--deadline-ms must be 0 to 3600000, not {value:?}")
                        })?,
                );
            }
            "unread" => match value.as_str() {
                "a" => o.unread[0] = true,
                "b" => o.unread[1] = true,
                _ => return Err(format!("--unread must be a or b, not {value:?}")),
            },
            "bidding" => {
                o.bidding = Some(
                    value
                        .parse()
                        .map_err(|e: bot::UnknownLevel| format!("--bidding: {e}"))?,
                )
            }
            "deal" => {
                o.deal = Some(
                    value
                        .parse()
                        .ok()
                        .filter(|&n: &usize| n < 10_000_000)
                        .ok_or_else(|| format!("--deal must be 0 to 9999999, not {value:?}"))?,
                );
            }
            "records" => {
                if value.is_empty() {
                    return Err("--records needs a folder".into());
                }
                o.records = Some(value.into());
            }
            _ => {
                o.rules = Rules::of(
                    value
                        .parse()
                        .map_err(|e: UnknownVariant| format!("--rules: {e}"))?,
                )
            }
        }
    }
    Ok(o)
}

/// One room's result.
#[derive(Debug, Clone)]
struct Room {
    /// The contract, its declarer and the tricks taken; `None` when the
    /// board was passed out (contract bridge).
    played: Option<Played>,
    ns_score: i32,
    /// North–South's score had the contract taken its double-dummy tricks
    /// (0 when passed out): the auction's result without the play.
    ns_dd_score: i32,
}

/// A contract played in one room.
#[derive(Debug, Clone)]
struct Played {
    contract: Contract,
    declarer: Seat,
    tricks: u8,
    /// Which configuration declared (0 = A, 1 = B).
    declaring_config: usize,
    dd_loss: i32,
    contract_loss: i32,
}

/// One board's result.
#[derive(Debug, Clone)]
struct BoardResult {
    index: usize,
    number: u8,
    rooms: [Room; 2],
    imps: i32,
    /// The board's IMPs had both rooms' contracts taken their double-dummy
    /// tricks: what the auctions (contract bridge) or the contract choices
    /// alone gave A.
    auction_imps: i32,
    /// Decision times in ms, per configuration.
    times: [Vec<f64>; 2],
    /// The slowest decision per configuration: ms and where it was.
    slowest: [(f64, String); 2],
    /// Per configuration, the decisions that searched layouts: how many,
    /// how many the deadline cut, the layouts they used, and how many fell
    /// back to the Beginner (no layout solved in time).
    searched: [Searched; 2],
}

/// Decisions that needed layouts, for one configuration.
#[derive(Debug, Clone, Copy, Default)]
struct Searched {
    decisions: usize,
    cut: usize,
    layouts: usize,
    fallback: usize,
}

/// What one bench job thinks with: a solver per worker thread.
struct Thinker<'a> {
    o: &'a BenchOptions,
    solvers: Vec<pons_dds::Solver>,
}

impl Thinker<'_> {
    /// The decision of `level` for `view`, as at the page's table, and the
    /// time it took to be ready in ms (not counting the end of a search
    /// under way at the deadline, which the page does not wait for).
    fn decide(
        &mut self,
        view: &SeatView,
        level: Level,
        seed: u64,
        searched: &mut Searched,
    ) -> Option<(Action, f64)> {
        // Contract bridge's calls come from the bidding system (the level's
        // own: the Beginner's rules of thumb or the system), not layouts.
        let Some(budget) = level.budget().filter(|_| !view.in_auction()) else {
            let start = Instant::now();
            let action = bot::decide(view, level, seed)?;
            return Some((action, start.elapsed().as_secs_f64() * 1000.0));
        };
        let deadline = match self.o.deadline_ms {
            None => level.deadline(),
            Some(0) => None,
            Some(ms) => Some(std::time::Duration::from_millis(ms)),
        };
        let (thought, took) =
            montecarlo::deliberate_on(view, budget, seed, &mut self.solvers, deadline);
        if thought.layouts > 0 || thought.fallback {
            searched.decisions += 1;
            searched.cut += usize::from(thought.cut);
            searched.layouts += thought.layouts;
            searched.fallback += usize::from(thought.fallback);
        }
        Some((
            bot::settle(view, thought.action)?,
            took.as_secs_f64() * 1000.0,
        ))
    }
}

/// The board of the `i`-th deal of the match.
fn board_of(seed: u64, i: usize) -> Board {
    let deal_seed = seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(i as u64);
    Board::from_seed((i % 16) as u8 + 1, deal_seed)
}

/// Plays one room; `ns` is the configuration index sitting NS.
#[allow(clippy::too_many_arguments)]
fn play_room(
    index: usize,
    board: Board,
    o: &BenchOptions,
    thinker: &mut Thinker<'_>,
    ns: usize,
    dd: &DoubleDummy,
    times: &mut [Vec<f64>; 2],
    slowest: &mut [(f64, String); 2],
    searched: &mut [Searched; 2],
) -> Option<Room> {
    let levels = [o.a, o.b];
    let mut table = Table::new(board, o.rules);
    let base = board.seed.unwrap_or(0);
    while let Some(mut view) = SeatView::of(&table) {
        let config = if matches!(view.me, Seat::North | Seat::South) {
            ns
        } else {
            1 - ns
        };
        // Every seat of the bench is a computer player.
        view.robots = [!o.unread[config]; 4];
        // No contract yet: the auction, or the declarer naming it.
        let bidding = view.contract.is_none();
        let level = match o.bidding {
            Some(level) if bidding => level,
            _ => levels[config],
        };
        let (action, ms) = thinker.decide(
            &view,
            level,
            bot::decision_seed(base, &table),
            &mut searched[config],
        )?;
        times[config].push(ms);
        if ms > slowest[config].0 {
            let what = match action {
                Action::Contract(_) => "the contract".to_string(),
                Action::Call(_) => format!("call {}", view.calls.len() + 1),
                Action::Play(_) => format!(
                    "trick {} card {}",
                    view.tricks.len() + 1,
                    view.current.cards.len() + 1
                ),
            };
            slowest[config] = (
                ms,
                format!(
                    "deal {} room {}: {what} by {}",
                    board.seed.unwrap_or(0),
                    ns + 1,
                    view.acting
                ),
            );
        }
        table.act_in_turn(action).ok()?;
    }
    if let Some(dir) = &o.records {
        let path = dir.join(format!("deal-{index}-room-{}.json", ns + 1));
        let json = serde_json::to_string_pretty(&table.record()).ok()?;
        if let Err(e) = std::fs::write(&path, json + "\n") {
            eprintln!("halfbridge bench: {}: {e}", path.display());
        }
    }
    let ns_score = table.ns_score()?;
    let Some(declarer) = table.declarer() else {
        // Passed out (contract bridge): 0 to both sides.
        return Some(Room {
            played: None,
            ns_score,
            ns_dd_score: 0,
        });
    };
    let contract = table.contract()?;
    let tricks = table.declarer_tricks()?;
    let declaring_config = if matches!(declarer, Seat::North | Seat::South) {
        ns
    } else {
        1 - ns
    };
    let dd_tricks = |s: Strain| dd.get(declarer, s);
    let vulnerable = board.is_vulnerable(declarer);
    let score = |c: Contract| c.score(dd_tricks(c.strain()), vulnerable, o.rules).total;
    let best = candidate_contracts(o.rules)
        .into_iter()
        .map(score)
        .max()
        .unwrap_or(0);
    let ns = |points: i32| {
        if matches!(declarer, Seat::North | Seat::South) {
            points
        } else {
            -points
        }
    };
    Some(Room {
        played: Some(Played {
            contract,
            declarer,
            tricks,
            declaring_config,
            dd_loss: i32::from(dd_tricks(contract.strain())) - i32::from(tricks),
            contract_loss: best - score(contract),
        }),
        ns_score,
        ns_dd_score: ns(score(contract)),
    })
}

/// The contracts a declarer could have played, for the contract loss: the
/// game's own list, or in contract bridge every undoubled bid (an auction
/// reaches it).
fn candidate_contracts(rules: Rules) -> Vec<Contract> {
    match rules.variant {
        Variant::Contract => Contract::all(Rules::HALFBRIDGE)
            .into_iter()
            .map(|c| c.in_game(rules))
            .collect(),
        _ => Contract::all(rules),
    }
}

fn play_board(index: usize, o: &BenchOptions, thinker: &mut Thinker<'_>) -> Option<BoardResult> {
    let board = board_of(o.seed, index);
    let dd = DoubleDummy::solve(thinker.solvers.first_mut()?, board.deal);
    let mut times = [Vec::new(), Vec::new()];
    let mut slowest = [(0.0, String::new()), (0.0, String::new())];
    let mut searched = [Searched::default(); 2];
    let r1 = play_room(
        index,
        board,
        o,
        thinker,
        0,
        &dd,
        &mut times,
        &mut slowest,
        &mut searched,
    )?;
    let r2 = play_room(
        index,
        board,
        o,
        thinker,
        1,
        &dd,
        &mut times,
        &mut slowest,
        &mut searched,
    )?;
    let imps = team::imps(team::net_score(r1.ns_score, r2.ns_score));
    let auction_imps = team::imps(team::net_score(r1.ns_dd_score, r2.ns_dd_score));
    Some(BoardResult {
        auction_imps,
        index,
        number: board.number.get(),
        rooms: [r1, r2],
        imps,
        times,
        slowest,
        searched,
    })
}

/// The play alone on one board: when both rooms played the same contract
/// by the same declarer, the tricks A's side took more than B's (room 1
/// seats A North-South, room 2 East-West), whether A declared or defended
/// it. Tricks vary far less than IMPs from board to board, so they show a
/// difference in card play that the IMPs' thresholds hide.
fn play_tricks(room1: &Room, room2: &Room) -> Option<i32> {
    let (p1, p2) = (room1.played.as_ref()?, room2.played.as_ref()?);
    if p1.contract != p2.contract || p1.declarer != p2.declarer {
        return None;
    }
    let difference = i32::from(p1.tricks) - i32::from(p2.tricks);
    Some(if matches!(p1.declarer, Seat::North | Seat::South) {
        difference
    } else {
        -difference
    })
}

fn mean(xs: impl Iterator<Item = f64>) -> f64 {
    let (sum, n) = xs.fold((0.0, 0usize), |(s, n), x| (s + x, n + 1));
    if n == 0 { 0.0 } else { sum / n as f64 }
}

/// Runs `bench`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    if let Some(code) = super::gbridge::bench_if_asked(args) {
        return code;
    }
    if let Some(code) = super::bid::bench_if_asked(args) {
        return code;
    }
    let o = match parse(args) {
        Ok(o) => o,
        Err(message) => return usage_error(&format!("halfbridge bench: {message}")),
    };
    // Contract bridge has no announcements and no throw-in: every deal is
    // played (a passed-out board scores 0).
    let thrown = |i: usize| {
        let board = board_of(o.seed, i);
        let announcements = engine::announce::Announcements::new(&board.deal, board.dealer);
        !o.rules.has_auction() && announcements.outcome() == engine::announce::Outcome::ThrowIn
    };
    // The deals to play: the one asked for, or the first N not thrown in.
    let mut indices = Vec::with_capacity(o.boards);
    let mut thrown_in = 0usize;
    if let Some(deal) = o.deal {
        if thrown(deal) {
            return usage_error(&format!(
                "halfbridge bench: deal {deal} of seed {} is thrown in (20-20 HCP), so it is not played",
                o.seed
            ));
        }
        indices.push(deal);
    }
    let mut i = 0usize;
    while o.deal.is_none() && indices.len() < o.boards {
        if thrown(i) {
            thrown_in += 1;
        } else {
            indices.push(i);
        }
        i += 1;
    }
    if let Some(dir) = &o.records
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        return usage_error(&format!(
            "halfbridge bench: --records {}: {e}",
            dir.display()
        ));
    }
    let rules_name = o.rules.variant.to_string();
    let unread = |i: usize| {
        if o.unread[i] {
            " (reading no cards)"
        } else {
            ""
        }
    };
    println!(
        "halfbridge bench: {} boards of {rules_name}, A = {}{} vs B = {}{}, seed {}{}",
        indices.len(),
        o.a,
        unread(0),
        o.b,
        unread(1),
        o.seed,
        o.bidding
            .map(|l| if o.rules.has_auction() {
                format!(", every seat bidding as {l}")
            } else {
                format!(", every contract named as {l}")
            })
            .unwrap_or_default()
    );
    println!(
        "{:>5} {:>3} | {:<22} | {:<22} | {:>5}",
        "deal", "bd", "room 1 (A NS)", "room 2 (B NS)", "IMPs"
    );
    let room = |r: &Room| match &r.played {
        Some(p) => format!(
            "{} {} {} {:+}",
            p.contract,
            p.declarer.letter(),
            p.tricks,
            r.ns_score
        ),
        None => "passed out 0".to_string(),
    };
    let (results, failures) = in_parallel(
        o.jobs,
        indices.len(),
        || Thinker {
            o: &o,
            solvers: (0..o.workers)
                .map(|_| pons_dds::Solver::new(Strain::Notrump))
                .collect(),
        },
        |thinker, k| play_board(indices[k], &o, thinker),
        |r| {
            format!(
                "{:>5} {:>3} | {:<22} | {:<22} | {:>+5}",
                r.index,
                r.number,
                room(&r.rooms[0]),
                room(&r.rooms[1]),
                r.imps
            )
        },
    );
    let n = results.len();
    let imps: Vec<f64> = results.iter().map(|r| f64::from(r.imps)).collect();
    let imps_mean = mean(imps.iter().copied());
    let stderr = mean_and_stderr(&imps).1;
    let (auction_mean, auction_stderr) = mean_and_stderr(
        &results
            .iter()
            .map(|r| f64::from(r.auction_imps))
            .collect::<Vec<_>>(),
    );
    let play: Vec<f64> = results
        .iter()
        .filter_map(|r| play_tricks(&r.rooms[0], &r.rooms[1]).map(f64::from))
        .collect();
    let (play_mean, play_stderr) = mean_and_stderr(&play);
    let passed_out = results
        .iter()
        .flat_map(|r| r.rooms.iter())
        .filter(|room| room.played.is_none())
        .count();
    let per_config = |config: usize| {
        let rooms = || {
            results
                .iter()
                .flat_map(|r| r.rooms.iter())
                .filter_map(|room| room.played.as_ref())
                .filter(move |p| p.declaring_config == config)
        };
        let dd_loss = mean(rooms().map(|r| f64::from(r.dd_loss)));
        let contract_loss = mean(rooms().map(|r| f64::from(r.contract_loss)));
        let times = Timing::of(
            results
                .iter()
                .flat_map(|r| r.times[config].iter().copied())
                .collect(),
        );
        let slowest = results
            .iter()
            .map(|r| &r.slowest[config])
            .max_by(|x, y| x.0.total_cmp(&y.0))
            .map(|(_, w)| w.clone())
            .unwrap_or_default();
        let s = results
            .iter()
            .map(|r| r.searched[config])
            .fold(Searched::default(), |a, b| Searched {
                decisions: a.decisions + b.decisions,
                cut: a.cut + b.cut,
                layouts: a.layouts + b.layouts,
                fallback: a.fallback + b.fallback,
            });
        (dd_loss, contract_loss, times, slowest, s)
    };
    let share = |k: usize, s: &Searched| {
        if s.decisions == 0 {
            0.0
        } else {
            k as f64 / s.decisions as f64
        }
    };
    let (a, b) = (per_config(0), per_config(1));
    println!();
    println!("boards {n} (thrown in and skipped: {thrown_in}; failed: {failures})");
    println!(
        "A ({}) vs B ({}): {:+.2} IMPs/board ± {:.2} (total {:+})",
        o.a,
        o.b,
        imps_mean,
        stderr,
        results.iter().map(|r| r.imps).sum::<i32>()
    );
    println!(
        "contracts at double dummy (the auctions alone): {auction_mean:+.2} IMPs/board ± {auction_stderr:.2}; rooms passed out: {passed_out}"
    );
    println!(
        "the play alone ({} boards with one contract in both rooms): A's side {play_mean:+.3} tricks/board ± {play_stderr:.3}",
        play.len()
    );
    println!(
        "{:<10} {:>14} {:>14} {TIMING_HEAD}",
        "config", "DD loss (tr)", "contract loss"
    );
    for (name, level, c) in [("A", o.a, &a), ("B", o.b, &b)] {
        println!(
            "{:<10} {:>14.3} {:>14.1} {}",
            format!("{name} {level}"),
            c.0,
            c.1,
            timing_cells(&c.2)
        );
    }
    for (name, c) in [("A", &a), ("B", &b)] {
        println!("slowest decision of {name}: {:.1} ms, {}", c.2.max, c.3);
    }
    for (name, c) in [("A", &a), ("B", &b)] {
        let s = &c.4;
        println!(
            "searching decisions of {name}: {}, cut by the deadline {:.2}%, Beginner fallback {:.2}%, layouts per decision {:.1}",
            s.decisions,
            100.0 * share(s.cut, s),
            100.0 * share(s.fallback, s),
            share(s.layouts, s)
        );
    }
    let json = serde_json::json!({
        "a": o.a.to_string(),
        "b": o.b.to_string(),
        "rules": rules_name,
        "seed": o.seed,
        "boards": n,
        "thrown_in": thrown_in,
        "imps_total": results.iter().map(|r| r.imps).sum::<i32>(),
        "imps_per_board": round_to(imps_mean, 3),
        "imps_stderr": round_to(stderr, 3),
        "auction_imps_per_board": round_to(auction_mean, 3),
        "auction_imps_stderr": round_to(auction_stderr, 3),
        "play_boards": play.len(),
        "play_tricks_per_board": round_to(play_mean, 3),
        "play_tricks_stderr": round_to(play_stderr, 3),
        "passed_out": passed_out,
        "declarer_dd_loss": { "a": round_to(a.0, 3), "b": round_to(b.0, 3) },
        "contract_loss": { "a": round_to(a.1, 1), "b": round_to(b.1, 1) },
        "p50_ms": { "a": round_to(a.2.p50, 3), "b": round_to(b.2.p50, 3) },
        "p95_ms": { "a": round_to(a.2.p95, 3), "b": round_to(b.2.p95, 3) },
        "max_ms": { "a": round_to(a.2.max, 1), "b": round_to(b.2.max, 1) },
        "decisions": { "a": a.2.count, "b": b.2.count },
        "slowest": { "a": a.3, "b": b.3 },
        "jobs": o.jobs,
        "workers": o.workers,
        "deadline_ms": o.deadline_ms,
        "unread": { "a": o.unread[0], "b": o.unread[1] },
        "bidding": o.bidding.map(|l| l.to_string()),
        "searched": { "a": a.4.decisions, "b": b.4.decisions },
        "cut_share": { "a": round_to(share(a.4.cut, &a.4), 4), "b": round_to(share(b.4.cut, &b.4), 4) },
        "layouts_mean": { "a": round_to(share(a.4.layouts, &a.4), 2), "b": round_to(share(b.4.layouts, &b.4), 2) },
        "fallback_share": { "a": round_to(share(a.4.fallback, &a.4), 4), "b": round_to(share(b.4.fallback, &b.4), 4) },
    });
    finish(&json, failures)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    fn room(contract: &str, declarer: Seat, tricks: u8) -> Room {
        Room {
            played: Some(Played {
                contract: contract.parse().unwrap(),
                declarer,
                tricks,
                declaring_config: 0,
                dd_loss: 0,
                contract_loss: 0,
            }),
            ns_score: 0,
            ns_dd_score: 0,
        }
    }

    #[test]
    fn the_play_alone_counts_a_sides_tricks_where_the_contracts_are_the_same() {
        // Room 1 seats A North-South: South declaring, A declared.
        let (a_declares, b_declares) = (room("4S", Seat::South, 10), room("4S", Seat::South, 9));
        assert_eq!(play_tricks(&a_declares, &b_declares), Some(1));
        assert_eq!(play_tricks(&b_declares, &a_declares), Some(-1));
        // East declaring: A defended in room 1 (one trick fewer for East
        // there is one more for A's side).
        assert_eq!(
            play_tricks(&room("3NT", Seat::East, 8), &room("3NT", Seat::East, 9)),
            Some(1)
        );
        // Another contract or declarer, or a passed-out room: not the play alone.
        assert_eq!(
            play_tricks(&room("4S", Seat::South, 10), &room("4H", Seat::South, 10)),
            None
        );
        assert_eq!(
            play_tricks(&room("4S", Seat::South, 10), &room("4S", Seat::North, 10)),
            None
        );
        let passed = Room {
            played: None,
            ns_score: 0,
            ns_dd_score: 0,
        };
        assert_eq!(play_tricks(&passed, &room("4S", Seat::South, 10)), None);
    }

    #[test]
    fn options_are_read_and_checked() {
        let o = parse(&args(
            "--boards 5 --seed 9 --a expert --b Standard --rules halfbridge --jobs 2",
        ))
        .unwrap();
        assert_eq!(
            o,
            BenchOptions {
                boards: 5,
                seed: 9,
                a: Level::Expert,
                b: Level::Standard,
                rules: Rules::HALFBRIDGE,
                jobs: 2,
                ..BenchOptions::default()
            }
        );
        let o = parse(&args("--workers 2 --deadline-ms 250")).unwrap();
        assert_eq!((o.workers, o.deadline_ms), (2, Some(250)));
        assert_eq!(parse(&args("--unread b")).unwrap().unread, [false, true]);
        assert_eq!(
            parse(&args("--rules contract --bidding standard"))
                .unwrap()
                .bidding,
            Some(Level::Standard)
        );
        let o = parse(&args("--deal 61 --records runs/x")).unwrap();
        assert_eq!(o.deal, Some(61));
        assert_eq!(o.records, Some("runs/x".into()));
        assert_eq!(
            parse(&args("--rules halfbridge --bidding expert"))
                .unwrap()
                .bidding,
            Some(Level::Expert)
        );
        assert_eq!(parse(&[]).unwrap(), BenchOptions::default());
        for bad in [
            "--boards 0",
            "--boards x",
            "--a wizard",
            "--rules chess",
            "--seed -1",
            "--workers 0",
            "--deadline-ms x",
            "--unread c",
            "--rules contract --bidding wizard",
            "--deal x",
            "--deal -1",
            "--records",
            "--boards",
            "extra",
            "--frobnicate 1",
        ] {
            assert!(parse(&args(bad)).is_err(), "{bad}");
        }
    }
}
