//! PBN (Portable Bridge Notation) import and export.
//!
//! Reading takes the deal of each game (`Board`, `Dealer`, `Vulnerable`,
//! `Deal`, with `#` meaning "as in the previous game"), and for games whose
//! `Scoring` is `MiniBridge` or `HalfBridge` the result (`Declarer`,
//! `Contract`, `Play`; contract bridge results are not read). A game with
//! `[Room "Closed"]` whose board number and deal are those of an earlier
//! game is that deal's Closed Room: each deal becomes one board.
//!
//! Writing gives minimal standard tags (no Event/Site/Date): `Board`,
//! `Dealer`, `Vulnerable`, `Deal`, `Scoring`, `Room`, `Declarer`,
//! `Contract`, `Result`, `Score` and a `Play` section. MiniBridge contracts
//! are not bridge bids; they are written as the bridge contract needing the
//! same tricks (`1X` for a part score; `3NT`, `4S`, `4H`, `5D`, `5C` for a
//! game) plus `[MiniBridgeContract "game:NT"]`, with
//! `[Scoring "MiniBridge"]` and `[MiniBridgeUndertrick "50"]`. Results and
//! scores come from [`Table::replay`](crate::table::Table::replay). See
//! `docs/FORMATS.md`.
//!
//! The reader works on bytes (PBN files are ISO-8859-1 or UTF-8; only the
//! tags read here must be ASCII), reports problems at line and byte column,
//! and never panics.
//!
//! Three layers, one file each: `tokens.rs` splits a file into games of
//! tags, `read.rs` makes boards, rules and tables of them, `write.rs`
//! writes them back.

mod read;
mod tokens;
mod write;

pub use read::{read, read_games};
pub use write::{call_text, write, write_boards};

use super::Problem;
use crate::board::Board;
use crate::rules::Rules;
use crate::table::TableRecord;

/// One deal with the rules it is played under and up to two tables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PbnGame {
    /// The deal.
    pub board: Board,
    /// The game the records were played under.
    pub rules: Rules,
    /// The Open Room table, if played.
    pub open: Option<TableRecord>,
    /// The Closed Room table, if played.
    pub closed: Option<TableRecord>,
}

impl PbnGame {
    /// A deal with no tables played.
    #[must_use]
    pub const fn new(board: Board, rules: Rules) -> Self {
        Self {
            board,
            rules,
            open: None,
            closed: None,
        }
    }
}

/// What [`read_games`] made of a file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PbnFile {
    /// One per deal, in file order.
    pub games: Vec<PbnGame>,
    /// Every problem, in file order. Problems with a result (contract or
    /// play) only drop that result; the deal is kept.
    pub problems: Vec<Problem>,
    /// How many deals were dropped.
    pub rejected: usize,
}

#[cfg(test)]
mod tests;
