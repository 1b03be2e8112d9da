//! The PBN writer: minimal standard tags for each deal, and for each table
//! played its room, contract, result, score and `Play` section. MiniBridge
//! contracts are written as the bridge contract needing the same tricks,
//! plus `MiniBridgeContract`.

use super::super::{Vulnerable, fold_board_number};
use super::PbnGame;
use crate::board::Board;
use crate::contract::Contract;
use crate::rules::{Rules, Variant};
use crate::table::{Phase, Table, TableRecord};
use contract_bridge::auction::Call;
use contract_bridge::{Card, Strain};

/// The bridge contract needing the same tricks as a MiniBridge contract.
fn bridge_level(contract: Contract) -> u8 {
    contract.tricks_needed().saturating_sub(6).max(1)
}

fn strain_text(strain: Strain) -> &'static str {
    match strain {
        Strain::Clubs => "C",
        Strain::Diamonds => "D",
        Strain::Hearts => "H",
        Strain::Spades => "S",
        Strain::Notrump => "NT",
    }
}

/// The `Contract` tag value for a contract of either game.
fn contract_tag(contract: Contract) -> String {
    match contract {
        Contract::Mini { strain, .. } => {
            format!("{}{}", bridge_level(contract), strain_text(strain))
        }
        Contract::Half(_) | Contract::Auction(_) => contract.to_string(),
    }
}

pub(super) fn card_text(card: Card) -> String {
    format!("{}{}", card.suit.letter(), card.rank.letter())
}

fn tag(out: &mut String, name: &str, value: &str) {
    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
    out.push_str(&format!("[{name} \"{value}\"]\r\n"));
}

fn write_game(out: &mut String, game: &PbnGame, room: Option<(&str, &TableRecord)>) {
    let b = &game.board;
    tag(
        out,
        "Board",
        &fold_board_number(u32::from(b.number)).to_string(),
    );
    tag(out, "Dealer", &b.dealer.letter().to_string());
    tag(out, "Vulnerable", Vulnerable::of(b).pbn_name());
    tag(out, "Deal", &b.deal.display(b.dealer).to_string());
    match game.rules.variant {
        Variant::MiniBridge => {
            tag(out, "Scoring", "MiniBridge");
            tag(
                out,
                "MiniBridgeUndertrick",
                &game.rules.undertrick.to_string(),
            );
        }
        Variant::HalfBridge => tag(out, "Scoring", "HalfBridge"),
        Variant::Contract => tag(out, "Scoring", "IMP;ContractBridge"),
    }
    if let Some(seed) = b.seed {
        tag(out, "HalfBridgeSeed", &seed.to_string());
    }
    let Some((room, record)) = room else { return };
    let Ok(table) = Table::replay(&TableRecord {
        board: game.board,
        rules: game.rules,
        ..record.clone()
    }) else {
        return;
    };
    tag(out, "Room", room);
    tag(
        out,
        "Declarer",
        &table
            .declarer()
            .map(|s| s.letter().to_string())
            .unwrap_or_default(),
    );
    let contract = match (table.phase(), table.contract()) {
        (Phase::ThrownIn | Phase::PassedOut, _) => "Pass".to_string(),
        (_, Some(c)) => contract_tag(c),
        (_, None) => String::new(),
    };
    tag(out, "Contract", &contract);
    if let Some(Contract::Mini { .. }) = table.contract() {
        tag(
            out,
            "MiniBridgeContract",
            &table.contract().map(|c| c.to_string()).unwrap_or_default(),
        );
    }
    tag(
        out,
        "Result",
        &table
            .declarer_tricks()
            .map(|t| t.to_string())
            .unwrap_or_default(),
    );
    if let Some(ns) = table.ns_score() {
        tag(out, "Score", &format!("NS {ns}"));
    }
    if table.rules().has_auction() {
        write_auction(out, &table);
    }
    let Some(declarer) = table.declarer() else {
        return;
    };
    if table.contract().is_none() {
        return;
    }
    let leader = declarer.lho();
    tag(out, "Play", &leader.letter().to_string());
    let mut tricks: Vec<crate::table::Trick> = table.completed_tricks().to_vec();
    let current = table.current_trick();
    if !current.is_complete() && !current.cards.is_empty() {
        tricks.push(current);
    }
    for trick in &tricks {
        let mut row = vec!["-".to_string(); 4];
        for (seat, card) in trick.plays() {
            if let Some(cell) = row.get_mut((seat as usize + 4 - leader as usize) % 4) {
                *cell = card_text(card);
            }
        }
        out.push_str(&row.join(" "));
        out.push_str("\r\n");
    }
    if table.phase() != Phase::Finished {
        out.push_str("*\r\n");
    }
}

/// Contract bridge: the `Auction` section, four calls a line from the
/// dealer's, `*` after an unfinished one.
fn write_auction(out: &mut String, table: &Table) {
    tag(out, "Auction", &table.board().dealer.letter().to_string());
    for row in table.calls().chunks(4) {
        let calls: Vec<String> = row.iter().map(|&c| call_text(c)).collect();
        out.push_str(&calls.join(" "));
        out.push_str("\r\n");
    }
    if table.phase() == Phase::Auction {
        out.push_str("*\r\n");
    }
}

/// A call as PBN writes it: `Pass`, `X`, `XX`, `1C` … `7NT`.
#[must_use]
pub fn call_text(call: Call) -> String {
    match call {
        Call::Pass => "Pass".to_string(),
        Call::Double => "X".to_string(),
        Call::Redouble => "XX".to_string(),
        Call::Bid(bid) => format!("{}{}", bid.level.get(), strain_text(bid.strain)),
    }
}

/// Writes games as a PBN file (CRLF line ends): one game per table played
/// (`Room` "Open" then "Closed"), or one game with the deal alone.
#[must_use]
pub fn write(games: &[PbnGame]) -> String {
    let mut out = String::from("% PBN 2.1\r\n% Micro HalfBridge for the web\r\n");
    for game in games {
        let rooms: Vec<(&str, &TableRecord)> = [
            ("Open", game.open.as_ref()),
            ("Closed", game.closed.as_ref()),
        ]
        .into_iter()
        .filter_map(|(r, t)| t.map(|t| (r, t)))
        .collect();
        if rooms.is_empty() {
            out.push_str("\r\n");
            write_game(&mut out, game, None);
        }
        for room in rooms {
            out.push_str("\r\n");
            write_game(&mut out, game, Some(room));
        }
    }
    out
}

/// Writes boards alone as a PBN file, under `rules`.
#[must_use]
pub fn write_boards(boards: &[Board], rules: Rules) -> String {
    write(
        &boards
            .iter()
            .map(|&b| PbnGame::new(b, rules))
            .collect::<Vec<_>>(),
    )
}
