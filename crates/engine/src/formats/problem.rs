//! What can be wrong in a hand file, as values: [`ProblemKind`] names the
//! problem and holds what it is about (a seat, a card, the text read), no
//! sentence. The page words each kind in its language (the catalog,
//! `i18n::Lang::problem`); `Display` words it in English for the command
//! line and the tests.

use crate::contract::Contract;
use crate::table::TableError;
use contract_bridge::{Card, Seat, Suit};
use core::fmt;
use thiserror::Error;

/// A byte of a file, as a message shows it: `'x'` when printable ASCII,
/// else its hexadecimal value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Byte(pub u8);

impl Byte {
    /// The character, when the byte is printable ASCII.
    #[must_use]
    pub fn printable(self) -> Option<char> {
        self.0.is_ascii_graphic().then_some(char::from(self.0))
    }
}

impl fmt::Display for Byte {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.printable() {
            Some(c) => write!(f, "'{c}'"),
            None => write!(f, "byte 0x{:02X}", self.0),
        }
    }
}

/// The part of a `.HND` line a stray character is outside of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HndFields {
    /// A deal's first line: the deal number, vulnerability and dealer.
    FirstLine,
    /// A suit line: the four hands' columns.
    Hands,
}

/// A card of a message: `♠A`, `♥10`.
struct Short(Card);

impl fmt::Display for Short {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::card_name(self.0))
    }
}

/// A seat of a message: `North`.
struct Named(Seat);

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(super::seat_name(self.0))
    }
}

/// A suit of a message, in lower case: `hearts`.
struct Lower(Suit);

impl fmt::Display for Lower {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            Suit::Spades => "spades",
            Suit::Hearts => "hearts",
            Suit::Diamonds => "diamonds",
            Suit::Clubs => "clubs",
        })
    }
}

/// Seats of a message: `East`, `East and West`, `East, South and West`.
struct Seats<'a>(&'a [Seat]);

impl fmt::Display for Seats<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, seat) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == self.0.len() { " and " } else { ", " })?;
            }
            f.write_str(super::seat_name(*seat))?;
        }
        Ok(())
    }
}

/// Cards of a message: `♠A ♠K ♥10`.
struct Cards<'a>(&'a [Card]);

impl fmt::Display for Cards<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self.0.iter().map(|&c| super::card_name(c)).collect();
        f.write_str(&names.join(" "))
    }
}

fn nobody(seat: Option<Seat>, why: &'static str) -> String {
    seat.map_or_else(
        || format!("nobody ({why})"),
        |s| super::seat_name(s).to_string(),
    )
}

fn contract_or(contract: Option<Contract>) -> String {
    contract.map_or_else(|| "none (passed out)".to_string(), |c| c.to_string())
}

/// What is wrong: every problem a reader reports, with its values. `text`
/// fields hold what the file says, as read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ProblemKind {
    // ------------------------------------------------- the deal's cards
    /// No hand holds the card.
    #[error("{} is missing: nobody holds it", Short(*card))]
    CardMissing {
        /// The card.
        card: Card,
    },
    /// One hand lists the card twice.
    #[error("{} is written twice in {}'s hand", Short(*card), Named(*seat))]
    CardTwiceInHand {
        /// The card.
        card: Card,
        /// The hand.
        seat: Seat,
    },
    /// Two hands hold the card.
    #[error("{} is held by both {} and {}", Short(*card), Named(*first), Named(*second))]
    CardHeldTwice {
        /// The card.
        card: Card,
        /// The hand listed first.
        first: Seat,
        /// The other.
        second: Seat,
    },
    /// A hand has not 13 cards.
    #[error("{} has {cards} cards: a hand has 13", Named(*seat))]
    HandSize {
        /// The hand.
        seat: Seat,
        /// Its cards.
        cards: usize,
    },
    /// The four hands make no deal.
    #[error("the four hands do not make a deal")]
    NotADeal,
    /// Hands written without a card (`...`), so cards are missing: one
    /// problem for them all, not one per card.
    #[error("{} {} no cards ({missing} {} missing)", Seats(seats), if seats.len() == 1 { "holds" } else { "hold" }, if *missing == 1 { "card" } else { "cards" })]
    HandsWithoutCards {
        /// The hands without a card, clockwise from North.
        seats: Vec<Seat>,
        /// How many cards nobody holds.
        missing: usize,
    },
    /// More than three cards that no hand holds, in one problem.
    #[error("{} cards are missing: nobody holds {}", cards.len(), Cards(cards))]
    CardsMissing {
        /// The cards, spades first, high to low.
        cards: Vec<Card>,
    },
    /// An end position (PBN 2.1 §3.10): no hand has 13 cards. Only whole
    /// deals are played here; the game is skipped, not rejected.
    #[error(
        "an end position (at most {cards} cards a hand): only whole deals are played, so this game is skipped"
    )]
    EndPosition {
        /// The most cards a hand has.
        cards: usize,
    },
    /// A Deal giving fewer than three hands (the others `-`): the deal
    /// cannot be completed; the game is skipped, not rejected.
    #[error("only {hands} of the four hands are given, so this game is skipped")]
    PartialDeal {
        /// The hands given.
        hands: usize,
    },

    // ------------------------------------------------------------ .HND
    /// A character outside the line's fields.
    #[error("unexpected {found} in column {column}: {}", match fields {
        HndFields::FirstLine => "a deal's first line holds only the deal number (9–10), vulnerability (17–20) and dealer (25)",
        HndFields::Hands => "hands belong in columns 9–22 (South), 25–38 (West), 41–54 (North), 57–70 (East)",
    })]
    Stray {
        /// The character.
        found: Byte,
        /// Its column.
        column: usize,
        /// The line's fields.
        fields: HndFields,
    },
    /// The deal number holds a character that is not a digit.
    #[error("the deal number (columns 9–10) must be digits")]
    DealNumberNotDigits,
    /// No deal number.
    #[error("missing deal number: columns 9–10 must hold 1 to {max}")]
    DealNumberMissing {
        /// The highest number.
        max: u8,
    },
    /// A deal number past the highest.
    #[error("deal number {number} is out of range: it must be 1 to {max}")]
    DealNumberOutOfRange {
        /// The number read.
        number: u8,
        /// The highest number.
        max: u8,
    },
    /// A deal number that is no number.
    #[error("deal number {text:?} is not a number 1 to {max}")]
    DealNumberNotANumber {
        /// What the columns hold.
        text: String,
        /// The highest number.
        max: u8,
    },
    /// The vulnerability's columns hold a character that is not ASCII.
    #[error("the vulnerability (columns 17–20) must be NONE, NS, EW, BOTH or blank")]
    HndVulnerabilityNotText,
    /// An unknown vulnerability.
    #[error("unknown vulnerability {text:?}: columns 17–20 must be NONE, NS, EW, BOTH or blank")]
    HndUnknownVulnerability {
        /// What the columns hold.
        text: String,
    },
    /// An unknown dealer.
    #[error("unknown dealer {found}: column 25 must be N, S, E, W or blank")]
    HndUnknownDealer {
        /// The character.
        found: Byte,
    },
    /// A 10 whose 0 is in the next hand's columns.
    #[error("the 10 in {}'s {} runs past column {column}", Named(*seat), Lower(*suit))]
    TenPastColumn {
        /// The hand.
        seat: Seat,
        /// The suit.
        suit: Suit,
        /// The hand's last column.
        column: usize,
    },
    /// A 1 not followed by 0.
    #[error("'1' must be followed by '0' (write 10 or T)")]
    OneWithoutZero,
    /// A character that is no card.
    #[error("unknown character {found} in {}'s {}: cards are A K Q J 10 (or T) 9 … 2, '-' for a void", Named(*seat), Lower(*suit))]
    HndUnknownCharacter {
        /// The character.
        found: Byte,
        /// The hand.
        seat: Seat,
        /// The suit.
        suit: Suit,
    },
    /// A void mark beside cards.
    #[error("'-' marks a void, but {} holds {} here", Named(*seat), Lower(*suit))]
    VoidWithCards {
        /// The hand.
        seat: Seat,
        /// The suit.
        suit: Suit,
    },
    /// A line that is neither a deal nor a comment.
    #[error(
        "expected a deal's first line (deal number in columns 9–10) or a comment ('*' in column 8)"
    )]
    ExpectedDeal,
    /// More deals than Micro Bridge reads.
    #[error(
        "more than {max} deals in one file: Micro Bridge reads only {max}; the rest are read anyway"
    )]
    TooManyDeals {
        /// The most Micro Bridge reads.
        max: usize,
    },
    /// A deal without its four suit lines.
    #[error("deal on line {line} is cut short: it has {lines} of its 4 suit lines ({} is missing)", Lower(*missing))]
    DealCutShort {
        /// The deal's first line.
        line: usize,
        /// The suit lines it has.
        lines: usize,
        /// The first suit missing.
        missing: Suit,
    },

    // ------------------------------------------------- PBN: the tags
    /// `[` without a tag name.
    #[error("a tag needs a name: [Name \"value\"]")]
    TagWithoutName,
    /// A tag's value not in quotes.
    #[error("the {tag} tag's value must be in double quotes: [{tag} \"value\"]")]
    TagValueUnquoted {
        /// The tag's name.
        tag: String,
    },
    /// A tag's value without its closing quote.
    #[error("the {tag} tag's value has no closing '\"'")]
    TagValueUnclosed {
        /// The tag's name.
        tag: String,
    },
    /// A tag without its `]`.
    #[error("the {tag} tag is not closed with ']'")]
    TagUnclosed {
        /// The tag's name.
        tag: String,
    },
    /// Text before the first tag.
    #[error("{text:?} is outside any game: a game starts with a tag like [Board \"1\"]")]
    OutsideGame {
        /// The text.
        text: String,
    },
    /// A `{` comment never closed.
    #[error("this '{{' comment is never closed with '}}'")]
    CommentUnclosed,

    // ------------------------------------------------- PBN: the deal
    /// A Deal not starting with `N:`.
    #[error("a Deal starts with the first hand's seat and a colon, like \"N:\"")]
    DealWithoutFirstSeat,
    /// A fifth hand.
    #[error("a Deal has four hands, not more")]
    DealTooManyHands,
    /// A fifth suit.
    #[error("{}'s hand has more than four suits", Named(*seat))]
    HandTooManySuits {
        /// The hand.
        seat: Seat,
    },
    /// A character that is no card.
    #[error("unknown character {found} in {}'s hand", Named(*seat))]
    PbnUnknownCharacter {
        /// The character.
        found: Byte,
        /// The hand.
        seat: Seat,
    },
    /// A hand without its four suits.
    #[error("{}'s hand must have four suits separated by '.'", Named(*seat))]
    HandSuits {
        /// The hand.
        seat: Seat,
    },
    /// Fewer than four hands.
    #[error("a Deal has four hands; this one has {hands}")]
    DealTooFewHands {
        /// The hands it has.
        hands: usize,
    },
    /// A board number that is not one.
    #[error("board number {text:?} is not a number from 1")]
    BoardNumber {
        /// The tag's value.
        text: String,
    },
    /// An unknown dealer.
    #[error("unknown dealer {text:?}: N, E, S or W")]
    PbnUnknownDealer {
        /// The tag's value.
        text: String,
    },
    /// An unknown vulnerability.
    #[error("unknown vulnerability {text:?}: None, NS, EW or All")]
    PbnUnknownVulnerability {
        /// The tag's value.
        text: String,
    },
    /// A game without a Deal tag (PBN allows one, e.g. a game that only
    /// names an event): skipped, not rejected.
    #[error("this game has no Deal tag, so no cards")]
    NoDealTag,
    /// MiniBridge's points per undertrick other than 50 or 100.
    #[error("MiniBridgeUndertrick must be 50 or 100, not {text:?}; 50 is used")]
    Undertrick {
        /// The tag's value.
        text: String,
    },

    // ------------------------------------------- PBN: a game's result
    /// A contract that is none.
    #[error("unknown contract {text:?}")]
    UnknownContract {
        /// The tag's value.
        text: String,
    },
    /// A doubled contract in MiniBridge or HalfBridge.
    #[error("{text:?} is doubled: doubles are not part of these games")]
    Doubled {
        /// The tag's value.
        text: String,
    },
    /// A bid that is no MiniBridge contract.
    #[error(
        "{text:?} is not a MiniBridge contract (1 of a strain for a part score; 3NT, 4S, 4H, 5D, 5C for a game)"
    )]
    NotMiniBridge {
        /// The tag's value.
        text: String,
    },
    /// The Declarer tag against the points announced.
    #[error("declarer {text:?}, but by the points announced it is {}", nobody(*actual, "the board is thrown in"))]
    DeclarerByPoints {
        /// The tag's value.
        text: String,
        /// The declarer by the points; `None`: thrown in.
        actual: Option<Seat>,
    },
    /// A contract on a 20–20 board.
    #[error("a contract on a thrown-in board (20-20)")]
    ContractThrownIn,
    /// The Declarer tag against the auction.
    #[error("declarer {text:?}, but by the auction it is {}", nobody(*actual, "the board is passed out"))]
    DeclarerByAuction {
        /// The tag's value.
        text: String,
        /// The auction's declarer; `None`: passed out.
        actual: Option<Seat>,
    },
    /// The Contract tag against the auction.
    #[error("contract {named}, but the auction reached {}", contract_or(*reached))]
    ContractByAuction {
        /// The tag's contract.
        named: Contract,
        /// The auction's; `None`: passed out.
        reached: Option<Contract>,
    },
    /// An Auction tag naming no seat.
    #[error("unknown dealer {text:?} in Auction")]
    AuctionUnknownDealer {
        /// The tag's value.
        text: String,
    },
    /// An Auction started by another seat than the dealer.
    #[error("the auction starts with {}, but the dealer is {}", Named(*named), Named(*dealer))]
    AuctionDealer {
        /// The seat the tag names.
        named: Seat,
        /// The board's dealer.
        dealer: Seat,
    },
    /// A word of the auction that is no call.
    #[error("{text:?} is not a call (Pass, X, XX, 1C … 7NT)")]
    NotACall {
        /// The word.
        text: String,
    },
    /// A call after the auction's end.
    #[error("a call after the end of the auction")]
    CallAfterEnd,
    /// A Play tag naming no seat.
    #[error("unknown opening leader {text:?}")]
    UnknownLeader {
        /// The tag's value.
        text: String,
    },
    /// Cards played with no contract.
    #[error("cards are played but no contract is named")]
    PlayWithoutContract,
    /// A Play tag naming another leader.
    #[error("the opening lead is {}'s, not {text:?}'s", expected.map_or("nobody", super::seat_name))]
    WrongLeader {
        /// The seat to lead; `None`: nobody is.
        expected: Option<Seat>,
        /// The tag's value.
        text: String,
    },
    /// A word of the play that is no card.
    #[error("{text:?} is not a card (like SA, H10, DT)")]
    NotACard {
        /// The word.
        text: String,
    },
    /// A call, contract or card the table refuses.
    #[error("{0}")]
    Table(TableError),

    // ------------------------------------------------- LIN (BBO)
    /// A key or value with no closing `|`.
    #[error("{key}| is not closed with '|'")]
    LinUnclosed {
        /// The key.
        key: String,
    },
    /// An `md|` dealer digit other than 1–4.
    #[error("unknown dealer {text:?} in md|: 1 (South), 2 (West), 3 (North) or 4 (East)")]
    LinUnknownDealer {
        /// The digit.
        text: String,
    },
    /// An `sv|` value that names no vulnerability.
    #[error("unknown vulnerability {text:?} in sv|: o, n, e or b; nobody is vulnerable")]
    LinUnknownVulnerability {
        /// The value.
        text: String,
    },
    /// A board with calls or cards but no `md|` deal.
    #[error("this board has no md| deal, so no cards")]
    LinNoDeal,
    /// An `mc|` claim that is not a number of tricks the play can end with.
    #[error("the claim mc|{text}| is not a number of tricks the declaring side can end with")]
    LinClaim {
        /// The value.
        text: String,
    },
    /// A card after the thirteenth trick.
    #[error("a card after the last trick")]
    LinCardAfterEnd,
    /// Pasted text with no `lin=` parameter.
    #[error("this link has no lin= part, so no deal (a BBO handviewer link has one)")]
    HandviewerWithoutLin,
}

impl ProblemKind {
    /// Whether the problem skips a game the format allows without a whole
    /// deal (no `Deal` tag, an end position, a partial deal): such a game
    /// is not counted as rejected.
    #[must_use]
    pub const fn skips_game(&self) -> bool {
        matches!(
            self,
            Self::NoDealTag | Self::EndPosition { .. } | Self::PartialDeal { .. }
        )
    }
}

/// Why a deal link's content is no deal (its checksum matched).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum InvalidDeal {
    /// Option bits this version does not know.
    #[error("unknown options are set")]
    UnknownOptions,
    /// HalfBridge and contract bridge at once.
    #[error("two games at once")]
    TwoGames,
    /// No seat deals.
    #[error("bad dealer")]
    Dealer,
    /// No vulnerability.
    #[error("bad vulnerability")]
    Vulnerability,
    /// A hand without 13 cards.
    #[error("every hand must have 13 cards")]
    HandSize,
}

/// Why the result a deal link shares does not fit its deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum BadResult {
    /// A contract number that names no contract.
    #[error("unknown contract number {0}")]
    UnknownContract(u8),
    /// More calls than an auction has.
    #[error("{count} calls (an auction has at most {max})")]
    TooManyCalls {
        /// The calls.
        count: usize,
        /// The most.
        max: usize,
    },
    /// A call number that names no call.
    #[error("unknown call number {0}")]
    UnknownCall(u8),
    /// A contract beside contract bridge's auction.
    #[error("contract bridge's contract comes from the auction")]
    ContractBesideAuction,
    /// More than 52 cards.
    #[error("{0} cards played (at most 52)")]
    TooManyCards(u8),
    /// A card number that names no card.
    #[error("unknown card number {0}")]
    UnknownCard(u8),
    /// The table refuses a call or card.
    #[error("{0}")]
    Table(TableError),
}
