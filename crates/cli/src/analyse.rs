//! `halfbridge analyse FILE|- [--rules minibridge|halfbridge|contract]`: the
//! double-dummy review of every deal of a PBN file (and of its play
//! records, where it has them), or of one table record (JSON, as `replay`
//! reads it). The browser tests use it as their oracle.
//!
//! One JSON line per deal:
//!
//! - `board`, `deal` (PBN deal text), `rules` (`minibridge`/`halfbridge`/
//!   `contract`);
//! - `dd`: the double-dummy table, declarers N E S W, each in NT ♠ ♥ ♦ ♣
//!   order (`dd[0][1]` is North's tricks in spades);
//! - `declarer` (`null` for a throw-in; contract bridge: the Open Room's
//!   auction's, `null` when passed out or without an auction),
//!   `vulnerable`, `contracts`: every contract of the board's game (contract
//!   bridge: every bid undoubled) scored for the declarer's double-dummy
//!   tricks (`{"contract":"3NT","tricks":9,"score":400}`), and `par`, the
//!   best of them;
//! - contract bridge only: `deal_par`, the deal's par for North–South
//!   (`{"score":420,"contract":"4S","declarer":"N"}`, contract `null` when
//!   the par is to pass), and `auctions`, for each room whose auction is
//!   over, `room`, `contract` and `declarer` (`null` when passed out),
//!   `tricks` (double dummy), `score` (North–South's) and `imps` (against
//!   par, North–South's; its absolute value is the bench's par loss);
//! - `rooms`: for each table played, `room` (`open`/`closed`),
//!   `declarer`, `contract`, `before_lead` and `after_lead` (the contract's
//!   double-dummy tricks before and after the opening lead), `taken`,
//!   `plays` (each card with its seat and the declaring side's double-dummy
//!   tricks after it) and `mistakes` (the cards that gave tricks away).
//!
//! The file is read by the same PBN reader as `convert` and the page
//! (ISO 8859-1 or UTF-8); its problems go to stderr as `convert` prints
//! them. Exit status: 0, 1 when the solver fails, 2 for bad arguments or a
//! file that cannot be read, 3 for a file with no deal.
//!
//! Cards are written `SA`, `HT`, `C2`; seats `N` `E` `S` `W`. A PBN file
//! without `[Scoring "MiniBridge"]` or `"HalfBridge"` is read as HalfBridge
//! boards; `--rules` overrides the game of the contract scores.

use super::{options, usage_error};
use contract_bridge::{Card, Seat};
use engine::auction::FinalContract;
use engine::board::Board;
use engine::contract::Contract;
use engine::formats::Problem;
use engine::review::{
    AuctionReview, ContractScore, DealReview, RoomReview, review_deal, review_room,
};
use engine::rules::{Rules, Variant};
use engine::table::TableRecord;
use pons_dds::Solver;
use serde_json::{Value, json};
use std::io::Write as _;
use std::process::ExitCode;

/// One deal to analyse: the board, its rules and the tables played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deal {
    /// The board.
    pub board: Board,
    /// The game its contracts are scored in.
    pub rules: Rules,
    /// Tables played, named `open` or `closed`.
    pub rooms: Vec<(&'static str, TableRecord)>,
}

/// Reads the deals of `bytes`: a table record (JSON) or a PBN file, read
/// by the same reader as `convert` and the page (ISO 8859-1 or UTF-8).
/// Problems of the PBN reader are returned as they are.
///
/// # Errors
/// A one-line message when the text is neither, or holds no deal.
pub fn read_deals(bytes: &[u8]) -> Result<(Vec<Deal>, Vec<Problem>), String> {
    if bytes.trim_ascii_start().starts_with(b"{") {
        let record: TableRecord =
            serde_json::from_slice(bytes).map_err(|e| format!("not a table record: {e}"))?;
        let deal = Deal {
            board: record.board,
            rules: record.rules,
            rooms: vec![("open", record)],
        };
        return Ok((vec![deal], Vec::new()));
    }
    let file = engine::formats::pbn::read_games(bytes);
    let problems = file.problems;
    let deals: Vec<Deal> = file
        .games
        .into_iter()
        .map(|g| {
            let rooms = [("open", g.open), ("closed", g.closed)]
                .into_iter()
                .filter_map(|(name, record)| record.map(|r| (name, r)))
                .collect();
            Deal {
                board: g.board,
                rules: g.rules,
                rooms,
            }
        })
        .collect();
    if deals.is_empty() {
        return Err(format!(
            "no deal in that file (is it a PBN file?){}",
            if problems.is_empty() {
                String::new()
            } else {
                format!(
                    ": {}",
                    problems
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join("; ")
                )
            }
        ));
    }
    Ok((deals, problems))
}

/// A card as `SA`, `HT`, `C2`.
#[must_use]
pub fn card_code(card: Card) -> String {
    format!("{}{}", card.suit.letter(), card.rank.letter())
}

fn seat_code(seat: Seat) -> String {
    seat.letter().to_string()
}

fn contract_json(c: &ContractScore) -> Value {
    json!({ "contract": c.contract.to_string(), "tricks": c.tricks, "score": c.score })
}

fn room_json(name: &str, room: &RoomReview) -> Value {
    let plays: Vec<Value> = room
        .cards
        .iter()
        .map(
            |c| json!({ "seat": seat_code(c.seat), "card": card_code(c.card), "tricks": c.tricks }),
        )
        .collect();
    let mistakes: Vec<Value> = room
        .mistakes
        .iter()
        .map(|m| {
            json!({
                "trick": m.trick,
                "seat": seat_code(m.seat),
                "card": card_code(m.card),
                "cost": m.cost,
                "kept": m.kept.iter().map(|&c| card_code(c)).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({
        "room": name,
        "declarer": seat_code(room.declarer),
        "contract": room.contract.to_string(),
        "before_lead": room.before_lead,
        "after_lead": room.after_lead,
        "lead_cost": room.lead_cost(),
        "taken": room.taken,
        "plays": plays,
        "mistakes": mistakes,
    })
}

fn final_json(f: Option<FinalContract>) -> (Value, Value) {
    f.map_or((Value::Null, Value::Null), |f| {
        (
            json!(Contract::Auction(f.contract).to_string()),
            json!(seat_code(f.declarer)),
        )
    })
}

fn auction_json(name: &str, a: &AuctionReview) -> Value {
    let (contract, declarer) = final_json(a.contract);
    json!({ "room": name, "contract": contract, "declarer": declarer, "tricks": a.tricks, "score": a.score, "imps": a.imps })
}

/// The JSON line of one deal.
#[must_use]
pub fn analyse(solver: &mut Solver, deal: &Deal) -> Value {
    let open_calls = deal
        .rooms
        .iter()
        .find(|(name, _)| *name == "open")
        .map_or(&[][..], |(_, r)| &r.calls[..]);
    let review: DealReview = review_deal(solver, &deal.board, deal.rules, open_calls);
    let rooms: Vec<Value> = deal
        .rooms
        .iter()
        .filter_map(|(name, record)| {
            review_room(solver, record)
                .ok()
                .map(|r| room_json(name, &r))
        })
        .collect();
    let mut line = json!({
        "board": deal.board.number,
        "deal": deal.board.deal.to_string(),
        "rules": match deal.rules.variant { Variant::MiniBridge => "minibridge", Variant::HalfBridge => "halfbridge", Variant::Contract => "contract" },
        "dd": review.double_dummy.tricks,
        "declarer": review.declarer.map(seat_code),
        "vulnerable": review.vulnerable,
        "contracts": review.contracts.iter().map(contract_json).collect::<Vec<_>>(),
        "par": review.par.as_ref().map(contract_json),
        "rooms": rooms,
    });
    if let Some(par) = review.deal_par {
        let (contract, declarer) = final_json(par.contract);
        line["deal_par"] =
            json!({ "score": par.score, "contract": contract, "declarer": declarer });
        let auctions: Vec<Value> = deal
            .rooms
            .iter()
            .filter_map(|(name, record)| {
                review
                    .auction_of(&deal.board, &record.calls)
                    .map(|a| auction_json(name, &a))
            })
            .collect();
        line["auctions"] = Value::Array(auctions);
    }
    line
}

/// Runs `analyse`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    const USE: &str = "halfbridge analyse: expected a PBN file or table record JSON (or -), and optionally --rules minibridge|halfbridge|contract";
    let Some((path, rest)) = args.split_first() else {
        return usage_error(USE);
    };
    if path.starts_with("--") {
        return usage_error(USE);
    }
    let mut rules_override = None;
    match options(rest, &["rules"], &[]) {
        Ok(opts) => {
            for (_, value) in opts {
                rules_override = match value.as_deref() {
                    Some("minibridge") => Some(Rules::MINIBRIDGE),
                    Some("halfbridge") => Some(Rules::HALFBRIDGE),
                    Some("contract") => Some(Rules::CONTRACT),
                    _ => return usage_error(USE),
                };
            }
        }
        Err(e) => return usage_error(&format!("halfbridge analyse: {e}")),
    }
    let bytes = if path == "-" {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes).map(|_| bytes)
    } else {
        std::fs::read(path)
    };
    let bytes = match bytes {
        Ok(b) => b,
        Err(e) => return usage_error(&format!("halfbridge analyse: {path}: {e}")),
    };
    let (mut deals, problems) = match read_deals(&bytes) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("halfbridge analyse: {path}: {e}");
            return ExitCode::from(super::problems::NO_DEAL);
        }
    };
    for line in super::problems::lines("halfbridge analyse: ", path, &problems) {
        eprintln!("{line}");
    }
    if let Some(rules) = rules_override {
        for d in &mut deals {
            // The play records keep their own game: only the scores change.
            d.rules = rules;
        }
    }
    // The solver recurses deeply: run it on a thread with a large stack.
    let worker = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let mut solver = Solver::default();
            let mut out = std::io::stdout().lock();
            for deal in &deals {
                // A closed pipe (`| head`) ends the output quietly.
                if writeln!(out, "{}", analyse(&mut solver, deal)).is_err() {
                    break;
                }
            }
        });
    match worker.map(std::thread::JoinHandle::join) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        _ => {
            eprintln!("halfbridge analyse: the solver failed");
            ExitCode::from(1)
        }
    }
}
