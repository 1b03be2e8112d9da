//! The message catalog: every word the page shows or announces, one
//! module per language ([`en`], [`ja`], [`fr`], [`es`], [`zh_hans`],
//! [`zh_hant`]). Components ask [`Lang`] for text;
//! none is written inline (`tests/no_prose.rs` checks `src/web/`).
//!
//! The texts are typed: [`Msg`] names a fixed text, [`Phrase`] a sentence
//! with values in it. Each language implements the private trait
//! `Catalog`, so the compiler sees that no language misses a text. Adding
//! a language is adding one file beside `en.rs` and `ja.rs`, a variant of
//! [`Lang`], and its line in `Lang::catalog` and [`Lang::ALL`].

#![warn(missing_docs)]

mod en;
mod es;
mod fr;
mod ja;
mod zh_hans;
mod zh_hant;

use contract_bridge::auction::Call;
use contract_bridge::{Card, Seat, Strain, Suit};
use engine::bidding::{Convention, Forcing, MAX_HCP, Meaning};
use engine::bot::Level;
use engine::contract::{Contract, Goal, ScoreLine};
use engine::formats::Vulnerable;
use engine::rules::Variant;
use serde::{Deserialize, Serialize};

/// A language of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Japanese.
    Ja,
    /// French.
    Fr,
    /// Spanish.
    Es,
    /// Simplified Chinese (mainland China, Singapore).
    ZhHans,
    /// Traditional Chinese (Taiwan, Hong Kong, Macau).
    ZhHant,
}

/// Declares [`Msg`] and its list [`Msg::ALL`] from one list of variants.
macro_rules! messages {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        /// A fixed text of the page.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Msg {
            $($(#[$doc])* $name,)*
        }

        impl Msg {
            /// Every fixed text, in declaration order.
            pub const ALL: &[Msg] = &[$(Msg::$name,)*];
        }
    };
}

messages! {
    /// The page's title.
    Title,
    /// "Board", before a board's number.
    Board,
    /// "Dealer", before the dealer's seat.
    Dealer,
    /// "Vulnerable", before the vulnerability.
    Vulnerable,
    /// No side vulnerable.
    VulNone,
    /// Both sides vulnerable.
    VulBoth,
    /// The heading of the HCP announcements.
    Announcements,
    /// "Declarer": a role, a heading.
    Declarer,
    /// "Dummy": a role.
    Dummy,
    /// "Contract": a heading, the chooser's region.
    Contract,
    /// A 20–20 deal, thrown in.
    ThrownIn,
    /// The contract chooser's heading.
    ChooseContract,
    /// A part-score contract (MiniBridge), and its row of the chooser.
    PartScore,
    /// A game contract (MiniBridge), and its row of the chooser.
    Game,
    /// Who is to play.
    ToPlay,
    /// "Tricks": a heading, before a trick count.
    Tricks,
    /// The button that shows the last trick.
    LastTrick,
    /// The button that goes back from the last trick.
    HideLastTrick,
    /// The result region's name and heading.
    Result,
    /// The contract was made.
    Made,
    /// The contract went down.
    Down,
    /// The declarer's score, before the side.
    Total,
    /// The button to the next board.
    NextDeal,
    /// The settings panel's name and its button.
    Settings,
    /// The setting of the game played.
    Rules,
    /// The game MiniBridge.
    MiniBridge,
    /// The game HalfBridge.
    HalfBridge,
    /// Contract bridge, with an auction.
    ContractBridge,
    /// The setting of MiniBridge's points per undertrick.
    Undertrick,
    /// The setting of the computer's strength.
    Level,
    /// The setting of two-step play.
    TwoStep,
    /// The setting that lets the computer declare for North.
    NorthDeclares,
    /// The setting of the page's language.
    Language,
    /// The person is to act.
    YourTurn,
    /// A computer player is thinking.
    Thinking,
    /// The trick region's name.
    CurrentTrick,
    /// Closes a panel or a notice.
    Close,
    /// A computer declarer is choosing the contract.
    WaitingForDeclarer,
    /// A redeal.
    Redeal,
    /// The comparison of both rooms: region name and heading.
    Comparison,
    /// The person's room.
    OpenRoom,
    /// The room the computer plays alone.
    ClosedRoom,
    /// The net score of both rooms.
    NetScore,
    /// International match points.
    Imps,
    /// The match's scorecard.
    Scorecard,
    /// The setting of the number of boards in a match.
    MatchLength,
    /// The button that starts a new match.
    NewMatch,
    /// The match is over.
    MatchOver,
    /// The replay of both rooms' tricks.
    Replay,
    /// The replay's previous trick.
    Prev,
    /// The replay's next trick.
    Next,
    /// The Closed Room's progress, before the trick number.
    ClosedRoomTrick,
    /// Notice: a silent worker was restarted.
    WorkerRestarted,
    /// Notice: the saved game could not be read.
    StorageProblem,
    /// Yes.
    Yes,
    /// No.
    No,
    /// Pass.
    Pass,
    /// The match's totals.
    Total2,
    /// The files and sharing section: name and heading.
    FilesAndSharing,
    /// The button that opens a hand file.
    OpenHandFile,
    /// The file picker's accessible name.
    OpenHandFileLabel,
    /// The button that downloads the match as .HND.
    DownloadHnd,
    /// The button that downloads the match as PBN.
    DownloadPbn,
    /// The option to share the person's own result.
    IncludeResult,
    /// The button that makes a deal link.
    Share,
    /// The accessible name of the link field.
    ShareLink,
    /// The button back to the match a file or link replaced.
    BackToPrevious,
    /// The hint that a changed game applies from the next match.
    RulesFromNextMatch,
    /// North–South, short, as a column heading ("NS").
    NorthSouth,
    /// East–West, short, as a column heading ("EW").
    EastWest,
    /// Notice: a computer player could not answer (the detail follows).
    ComputerProblem,
    /// Notice: the computer players belong to another version of the page.
    OtherBuild,
    /// The review of a board: region name, heading and button.
    Review,
    /// The review's double-dummy table: heading.
    WhatTheCardsAllowed,
    /// The review's contract scores: heading.
    ContractScores,
    /// The par contract, before it.
    Par,
    /// The review's play trick by trick: heading.
    WhereTricksWent,
    /// A part of the review is being worked out.
    Working,
    /// A card that gave tricks away: its mark's accessible name.
    Mistake,
    /// The Hint button.
    Hint,
    /// The Undo button.
    Undo,
    /// The Claim button.
    Claim,
    /// Claim all the remaining tricks.
    ClaimAll,
    /// The claim chooser's heading: how many tricks.
    ClaimHowMany,
    /// The setting that offers hints.
    HintsSetting,
    /// The setting that plays the only legal card by itself.
    AutoPlay,
    /// The setting of the four-colour deck.
    FourColour,
    /// The setting of declarer practice.
    DeclarerPractice,
    /// The button that plays a board again as practice.
    PlayAgain,
    /// A practice result, beside the first.
    Practice,
    /// The scorecard's column of the aids used.
    Aids,
    /// The heading of the cards shown with a claim.
    CardsAtClaim,
    /// Between the items of a list in a sentence (", ").
    ListSeparator,
    /// The review's column of the tricks after a card.
    TricksAfter,
    /// The game GBridge (German Bridge, Oh Hell).
    GBridge,
    /// The setting of the number of rounds in a GBridge game.
    GbridgeRounds,
    /// The GBridge bid chooser's region name.
    Bid,
    /// The GBridge bid chooser's heading.
    YourBid,
    /// The trump suit, before it.
    Trump,
    /// A GBridge round, as a column heading.
    Round,
    /// The GBridge scoreboard: region name and heading.
    Scoreboard,
    /// The robot that played the person's seat on the same cards.
    RobotInYourSeat,
    /// The friend who shared a game link.
    Friend,
    /// The GBridge game is over.
    GameOver,
    /// The button that makes a GBridge game link.
    ShareGame,
    /// Double: a call of the auction.
    Double,
    /// Redouble: a call of the auction.
    Redouble,
    /// The bidding box: region name.
    BiddingBox,
    /// The auction so far: region name and heading.
    Auction,
    /// The bidding box's heading: the person is to call.
    YourCall,
    /// A board passed out.
    PassedOut,
    /// The hint under the auction: how to read what a call shows.
    CallsExplained,
    /// A call's meaning: a balanced hand.
    Balanced,
    /// A call's meaning: partner must bid once more.
    Forcing,
    /// A call's meaning: the partnership bids on to game.
    ForcingToGame,
    /// A call's meaning that says nothing.
    NoFurtherInformation,
    /// A call's meaning: Stayman.
    Stayman,
    /// A call's meaning: the answer to Stayman.
    StaymanAnswer,
    /// A call's meaning: 4NT Blackwood.
    BlackwoodAsk,
    /// A call's meaning: the strong 2♣ opening.
    StrongTwoClubs,
    /// A call's meaning: 2♦ waiting.
    Waiting,
    /// A call's meaning: a weak two.
    WeakTwo,
    /// A call's meaning: a pre-empt.
    Preempt,
    /// A call's meaning: a takeout double.
    TakeoutDouble,
    /// A call's meaning: the answer to a takeout double.
    TakeoutAnswer,
    /// A call's meaning: a penalty double.
    PenaltyDouble,
    /// A call's meaning: a suit overcall.
    Overcall,
    /// A call's meaning: a 1NT overcall.
    NotrumpOvercall,
    /// A call's meaning: an invitation to game.
    Invitation,
    /// A call's meaning: a raise of partner's suit.
    Raise,
}

/// A sentence of the page with values in it: each language words it and
/// places the values as its grammar wants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phrase<'a> {
    /// A hand's high-card points: "12 HCP".
    Hcp {
        /// The points.
        points: u8,
    },
    /// Notice: deals of 20–20 points were thrown in and dealt again.
    ThrownInDeals {
        /// How many.
        count: u32,
    },
    /// Notice: the browser could not read a file the person chose.
    FileUnreadable {
        /// The file's name.
        name: &'a str,
    },
    /// Notice: a hand file held no valid deal; the match is unchanged.
    NoDealInFile {
        /// The file's name.
        name: &'a str,
    },
    /// Notice: a hand file's deals become the match (its problems follow
    /// when `problems`).
    DealsInFile {
        /// The file's name.
        name: &'a str,
        /// The deals to play.
        count: usize,
        /// Whether a list of problems follows.
        problems: bool,
    },
    /// The end of a cut list of problems: how many more.
    MoreProblems {
        /// Problems not listed.
        count: usize,
    },
    /// Notice: a deal link could not be opened, and why.
    BadLink {
        /// What is wrong with the link.
        reason: &'a str,
    },
    /// The review's button on a scorecard row: "Review board 3".
    ReviewBoard {
        /// The board's number.
        number: u8,
    },
    /// A room's summary line: what a side gave away.
    GaveAway {
        /// The side's name ("North–South").
        side: &'a str,
        /// Tricks given away.
        tricks: u8,
        /// Cards that gave them.
        mistakes: u8,
    },
    /// One card that gave tricks away and the cards that kept them.
    MistakeLine {
        /// The seat that played it.
        seat: &'a str,
        /// The card, short ("♠4").
        card: &'a str,
        /// Its trick, from 1.
        trick: u8,
        /// Tricks it cost.
        cost: u8,
        /// The cards that kept them, short and listed.
        kept: &'a str,
    },
    /// The person's side's own mistakes in the review.
    OwnMistakes {
        /// How many.
        count: u8,
    },
    /// What the contract makes at double dummy from the opening lead.
    ContractMakes {
        /// The contract, short.
        contract: &'a str,
        /// Its double-dummy tricks before the lead.
        tricks: u8,
    },
    /// Contract bridge's review: what a room's auction reached at double
    /// dummy against the deal's par.
    AuctionAgainstPar {
        /// The room's name.
        room: &'a str,
        /// The final contract and declarer, short ("4♠ North"); `None`
        /// when passed out.
        contract: Option<&'a str>,
        /// North–South's double-dummy score.
        score: i32,
        /// North–South's IMPs against par.
        imps: i32,
    },
    /// What the opening lead cost (0: nothing).
    LeadCost {
        /// Tricks it gave the declaring side.
        cost: u8,
    },
    /// The hint's choice: "The Standard player would play ♠K".
    HintChoice {
        /// The card or contract.
        choice: &'a str,
    },
    /// The hint's first card figure: "♠K makes the contract in 34 of 40 layouts".
    HintFirstCard {
        /// The card, short.
        card: &'a str,
        /// Layouts where it reaches the goal.
        makes: u32,
        /// Layouts solved.
        layouts: u32,
        /// Whether the goal is making (declaring) or beating (defending).
        declaring: bool,
    },
    /// Another card's figure, after the first: "♠4 in 21".
    HintOtherCard {
        /// The card, short.
        card: &'a str,
        /// Layouts where it reaches the goal.
        makes: u32,
    },
    /// A contract's figure: "Game in No Trump: 312 on average".
    HintContract {
        /// The contract, short.
        contract: &'a str,
        /// Its average score.
        score: i32,
    },
    /// A claim refused: the table is not in the play.
    ClaimNotInPlay,
    /// A claim refused: more tricks claimed than remain.
    ClaimTooMany {
        /// Tricks claimed.
        claimed: u8,
        /// Tricks remaining.
        remaining: u8,
    },
    /// A claim refused: the defence holds the declaring side to fewer.
    ClaimDefenceHolds {
        /// Tricks claimed.
        claimed: u8,
        /// The most the declaring side takes.
        at_most: u8,
    },
    /// A claim accepted.
    ClaimAccepted {
        /// Tricks claimed.
        claimed: u8,
    },
    /// The computer declarer claims the rest.
    ComputerClaims {
        /// The declarer's name.
        seat: &'a str,
        /// Tricks claimed.
        tricks: u8,
    },
    /// The claim chooser's choice of a number of tricks.
    ClaimTricks {
        /// Tricks.
        tricks: u8,
    },
    /// A practice result, beside the first: "Practice: +120 (not counted)".
    PracticeScore {
        /// North–South's practice score.
        score: i32,
    },
    /// Why the last GBridge bidder may not bid a number (the hook).
    GbridgeHooked {
        /// The forbidden bid.
        bid: u8,
    },
    /// A GBridge player's tricks won against their bid.
    GbridgeBidWon {
        /// The bid.
        bid: u8,
        /// Tricks won so far.
        won: u8,
    },
    /// The GBridge round in progress: "Round 3 of 13: 3 cards".
    GbridgeRound {
        /// The round's number.
        number: u8,
        /// Rounds in the game.
        of: u8,
        /// Cards dealt to each.
        size: u8,
    },
    /// A GBridge bid, announced: "East bids 2".
    GbridgeBids {
        /// The bidder's name.
        seat: &'a str,
        /// The bid.
        bid: u8,
    },
    /// A call's meaning: at least this many high-card points.
    HcpAtLeast {
        /// The least.
        points: u8,
    },
    /// A call's meaning: at most this many high-card points.
    HcpAtMost {
        /// The most.
        points: u8,
    },
    /// A call's meaning: high-card points from `low` to `high`.
    HcpRange {
        /// The least.
        low: u8,
        /// The most.
        high: u8,
    },
    /// A call's meaning: a suit held `low` to `high` times (`high` 13: at
    /// least `low`; `low` 0: at most `high`).
    SuitLength {
        /// The suit's name.
        suit: &'a str,
        /// The fewest cards.
        low: u8,
        /// The most cards.
        high: u8,
    },
    /// A call's meaning: a Jacoby transfer to the suit named.
    TransferTo {
        /// The suit's name.
        suit: &'a str,
    },
    /// A call's meaning: opener completes the transfer.
    CompletesTransfer {
        /// The suit's name.
        suit: &'a str,
    },
    /// A call's meaning: the answer to Blackwood (0 also means 4).
    BlackwoodAces {
        /// Aces shown.
        count: u8,
    },
    /// A call made, for the live region: "North calls 1 Spade".
    Calls {
        /// The seat's name.
        seat: &'a str,
        /// The call's name.
        call: &'a str,
    },
    /// A call with what it shows: "1♠: 12–21 HCP, 5+ Spades".
    CallShows {
        /// The call, short.
        call: &'a str,
        /// What it shows, listed.
        meaning: &'a str,
    },
    /// The GBridge game's winners.
    GbridgeWinners {
        /// Their names, listed.
        names: &'a str,
    },
}

/// What a language provides: every word of the page in it. One
/// implementation per language module; [`Lang`] asks the right one.
trait Catalog {
    /// A fixed text.
    fn text(&self, msg: Msg) -> &'static str;
    /// A seat's name.
    fn seat(&self, seat: Seat) -> &'static str;
    /// A suit's name (plural, as in "Ace of Spades").
    fn suit(&self, suit: Suit) -> &'static str;
    /// No Trump's name.
    fn notrump(&self) -> &'static str;
    /// No Trump's abbreviation in a contract ("3NT"; French "3SA").
    fn notrump_short(&self) -> &'static str {
        "NT"
    }
    /// A bid's name as players say it: "1 Spade", "2 Spades", "3 No
    /// Trump". By default the level and the strain's name as it is.
    fn bid(&self, level: u8, strain: &'static str) -> String {
        format!("{level} {strain}")
    }
    /// The name of an honour's rank (11 to 14); `None` for the others,
    /// which are named by their number.
    fn honour(&self, rank: u8) -> Option<&'static str>;
    /// A card's name from its rank's and suit's names.
    fn card(&self, rank: &str, suit: &str) -> String;
    /// A MiniBridge contract's name from its strain's name.
    fn mini_contract(&self, goal: Goal, strain: &str) -> String;
    /// One line of a score's explanation.
    fn score_line(&self, line: ScoreLine) -> String;
    /// A computer level's name.
    fn level(&self, level: Level) -> &'static str;
    /// "West plays Jack of Hearts", from the seat's and card's names.
    fn plays(&self, seat: &str, card: &str) -> String;
    /// "South declares Game in No Trump", from the names.
    fn declares(&self, seat: &str, contract: &str) -> String;
    /// A sentence with values.
    fn phrase(&self, phrase: Phrase<'_>) -> String;
    /// The language's own name, for the switch.
    fn name(&self) -> &'static str;
    /// The code for `<html lang>` and for matching the browser's language.
    fn code(&self) -> &'static str;
}

impl Lang {
    /// Every language, in the order of the switch.
    pub const ALL: [Lang; 6] = [
        Lang::En,
        Lang::Fr,
        Lang::Es,
        Lang::Ja,
        Lang::ZhHans,
        Lang::ZhHant,
    ];

    fn catalog(self) -> &'static dyn Catalog {
        match self {
            Lang::En => &en::English,
            Lang::Ja => &ja::Japanese,
            Lang::Fr => &fr::French,
            Lang::Es => &es::Spanish,
            Lang::ZhHans => &zh_hans::SimplifiedChinese,
            Lang::ZhHant => &zh_hant::TraditionalChinese,
        }
    }

    /// The language of a browser locale such as `ja-JP`, `fr-CA` or
    /// `zh-TW`, if the page has it. Chinese goes by its script subtag
    /// (`zh-Hant-HK`), else by its region: Taiwan, Hong Kong and Macau
    /// write Traditional, the others (and a bare `zh`) Simplified.
    #[must_use]
    pub fn for_locale(locale: &str) -> Option<Self> {
        let mut subtags = locale.split(['-', '_']);
        let primary = subtags.next().unwrap_or_default();
        if primary.eq_ignore_ascii_case("zh") {
            let rest: Vec<&str> = subtags.collect();
            let has = |tags: &[&str]| {
                rest.iter()
                    .any(|t| tags.iter().any(|x| t.eq_ignore_ascii_case(x)))
            };
            let traditional = !has(&["hans"]) && has(&["hant", "tw", "hk", "mo"]);
            return Some(if traditional {
                Lang::ZhHant
            } else {
                Lang::ZhHans
            });
        }
        Self::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The text of `msg`.
    #[must_use]
    pub fn t(self, msg: Msg) -> &'static str {
        self.catalog().text(msg)
    }

    /// A sentence with values.
    #[must_use]
    pub fn say(self, phrase: Phrase<'_>) -> String {
        self.catalog().phrase(phrase)
    }

    /// A seat's name.
    #[must_use]
    pub fn seat(self, seat: Seat) -> &'static str {
        self.catalog().seat(seat)
    }

    /// A board's vulnerability: "None", "North–South", "East–West", "Both".
    #[must_use]
    pub fn vulnerability(self, v: Vulnerable) -> String {
        match v {
            Vulnerable::Neither => self.t(Msg::VulNone).into(),
            Vulnerable::Both => self.t(Msg::VulBoth).into(),
            Vulnerable::NorthSouth => {
                format!("{}–{}", self.seat(Seat::North), self.seat(Seat::South))
            }
            Vulnerable::EastWest => format!("{}–{}", self.seat(Seat::East), self.seat(Seat::West)),
        }
    }

    /// A suit's name (plural, as in "Ace of Spades").
    #[must_use]
    pub fn suit(self, suit: Suit) -> &'static str {
        self.catalog().suit(suit)
    }

    /// A strain's name.
    #[must_use]
    pub fn strain(self, strain: Strain) -> &'static str {
        match strain.suit() {
            Some(s) => self.suit(s),
            None => self.catalog().notrump(),
        }
    }

    /// A card's accessible name: "Ace of Spades", "10 of Hearts".
    #[must_use]
    pub fn card(self, card: Card) -> String {
        let rank = card.rank.get();
        let rank = self
            .catalog()
            .honour(rank)
            .map_or_else(|| rank.to_string(), str::to_string);
        self.catalog().card(&rank, self.suit(card.suit))
    }

    /// A contract's accessible name, a bid named as a call is ([`Lang::call`]):
    /// "Game in No Trump", "3 No Trump", "1 Spade", "4 Spades X" (doubled; redoubled "XX", as bridge writes it in every
    /// language).
    #[must_use]
    pub fn contract(self, contract: Contract) -> String {
        match contract {
            Contract::Mini { goal, strain } => {
                self.catalog().mini_contract(goal, self.strain(strain))
            }
            Contract::Half(bid) => self.catalog().bid(bid.level.get(), self.strain(bid.strain)),
            Contract::Auction(c) => format!(
                "{}{}",
                self.catalog()
                    .bid(c.bid.level.get(), self.strain(c.bid.strain)),
                penalty_mark(c.penalty)
            ),
        }
    }

    /// A strain in short: its suit's symbol, or No Trump's abbreviation
    /// in this language ("NT", French "SA").
    #[must_use]
    pub fn strain_short(self, strain: Strain) -> String {
        match strain {
            Strain::Notrump => self.catalog().notrump_short().to_string(),
            suit => suit.to_string(),
        }
    }

    /// A contract in short symbols: "Game ♠", "3NT".
    #[must_use]
    pub fn contract_short(self, contract: Contract) -> String {
        match contract {
            Contract::Mini { goal, strain } => {
                let g = self.t(if goal == Goal::Game {
                    Msg::Game
                } else {
                    Msg::PartScore
                });
                format!("{g} {}", self.strain_short(strain))
            }
            Contract::Half(bid) => format!("{}{}", bid.level.get(), self.strain_short(bid.strain)),
            Contract::Auction(c) => format!(
                "{}{}{}",
                c.bid.level.get(),
                self.strain_short(c.bid.strain),
                penalty_mark(c.penalty).trim_start()
            ),
        }
    }

    /// One line of a score's explanation.
    #[must_use]
    pub fn score_line(self, line: ScoreLine) -> String {
        self.catalog().score_line(line)
    }

    /// A game variant's name.
    #[must_use]
    pub fn variant(self, v: Variant) -> &'static str {
        self.t(match v {
            Variant::MiniBridge => Msg::MiniBridge,
            Variant::HalfBridge => Msg::HalfBridge,
            Variant::Contract => Msg::ContractBridge,
        })
    }

    /// A computer level's name.
    #[must_use]
    pub fn level(self, level: Level) -> &'static str {
        self.catalog().level(level)
    }

    /// "West plays Jack of Hearts", for the live region.
    #[must_use]
    pub fn plays(self, seat: Seat, card: Card) -> String {
        self.catalog().plays(self.seat(seat), &self.card(card))
    }

    /// "South declares Game in No Trump".
    #[must_use]
    pub fn declares(self, seat: Seat, contract: Contract) -> String {
        self.catalog()
            .declares(self.seat(seat), &self.contract(contract))
    }

    /// The language's own name, for the switch.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.catalog().name()
    }

    /// The code for `<html lang>`.
    #[must_use]
    pub fn code(self) -> &'static str {
        self.catalog().code()
    }

    /// A card in short symbols, the same in every language: "♠K", "♥10".
    #[must_use]
    pub fn card_short(self, card: Card) -> String {
        let symbol = match card.suit {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        };
        let rank = match card.rank.get() {
            14 => "A".to_string(),
            13 => "K".to_string(),
            12 => "Q".to_string(),
            11 => "J".to_string(),
            n => n.to_string(),
        };
        format!("{symbol}{rank}")
    }

    /// Items listed in a sentence with the language's separator.
    #[must_use]
    pub fn list(self, items: &[String]) -> String {
        items.join(self.t(Msg::ListSeparator))
    }

    /// A call's accessible name, as the bidding box names its buttons:
    /// "1 Spade", "2 Spades", "2 No Trump", "Pass", "Double",
    /// "Redouble".
    #[must_use]
    pub fn call(self, call: Call) -> String {
        match call {
            Call::Pass => self.t(Msg::Pass).to_string(),
            Call::Double => self.t(Msg::Double).to_string(),
            Call::Redouble => self.t(Msg::Redouble).to_string(),
            Call::Bid(bid) => self.catalog().bid(bid.level.get(), self.strain(bid.strain)),
        }
    }

    /// A call in short symbols, as an auction is written: "1♠", "2NT",
    /// "X", "XX", and the language's word for Pass.
    #[must_use]
    pub fn call_short(self, call: Call) -> String {
        match call {
            Call::Pass => self.t(Msg::Pass).to_string(),
            Call::Double => "X".to_string(),
            Call::Redouble => "XX".to_string(),
            Call::Bid(bid) => format!("{}{}", bid.level.get(), self.strain_short(bid.strain)),
        }
    }

    /// What a call shows by the robots' system, listed: its convention,
    /// its high-card points, its shape (balanced, or each suit's length
    /// from spades down), forcing or not.
    #[must_use]
    pub fn meaning(self, meaning: &Meaning) -> String {
        let mut parts: Vec<String> = Vec::new();
        let fixed = |m: Msg| Some(self.t(m).to_string());
        let convention = match meaning.convention {
            Convention::Natural => None,
            Convention::Transfer(s) => Some(self.say(Phrase::TransferTo { suit: self.suit(s) })),
            Convention::TransferAccept(s) => {
                Some(self.say(Phrase::CompletesTransfer { suit: self.suit(s) }))
            }
            Convention::BlackwoodAnswer(count) => Some(self.say(Phrase::BlackwoodAces { count })),
            Convention::Stayman => fixed(Msg::Stayman),
            Convention::StaymanAnswer => fixed(Msg::StaymanAnswer),
            Convention::BlackwoodAsk => fixed(Msg::BlackwoodAsk),
            Convention::StrongTwoClubs => fixed(Msg::StrongTwoClubs),
            Convention::Waiting => fixed(Msg::Waiting),
            Convention::WeakTwo => fixed(Msg::WeakTwo),
            Convention::Preempt => fixed(Msg::Preempt),
            Convention::TakeoutDouble => fixed(Msg::TakeoutDouble),
            Convention::TakeoutAnswer => fixed(Msg::TakeoutAnswer),
            Convention::PenaltyDouble => fixed(Msg::PenaltyDouble),
            Convention::Overcall => fixed(Msg::Overcall),
            Convention::NotrumpOvercall => fixed(Msg::NotrumpOvercall),
            Convention::Invitation => fixed(Msg::Invitation),
            Convention::Raise => fixed(Msg::Raise),
        };
        parts.extend(convention);
        match meaning.range.hcp {
            (0, MAX_HCP) => {}
            (low, MAX_HCP) => parts.push(self.say(Phrase::HcpAtLeast { points: low })),
            (0, high) => parts.push(self.say(Phrase::HcpAtMost { points: high })),
            (low, high) if low == high => parts.push(self.say(Phrase::Hcp { points: low })),
            (low, high) => parts.push(self.say(Phrase::HcpRange { low, high })),
        }
        if meaning.balanced {
            parts.push(self.t(Msg::Balanced).to_string());
        } else {
            for suit in Suit::DESC {
                let (low, high) = meaning.range.lengths[suit as usize];
                if (low, high) != (0, 13) {
                    parts.push(self.say(Phrase::SuitLength {
                        suit: self.suit(suit),
                        low,
                        high,
                    }));
                }
            }
        }
        match meaning.forcing {
            Forcing::NotForcing => {}
            Forcing::OneRound => parts.push(self.t(Msg::Forcing).to_string()),
            Forcing::Game => parts.push(self.t(Msg::ForcingToGame).to_string()),
        }
        if parts.is_empty() {
            parts.push(self.t(Msg::NoFurtherInformation).to_string());
        }
        self.list(&parts)
    }

    /// A call with what it shows: "1♠: 12–21 HCP, 5+ Spades".
    #[must_use]
    pub fn call_shows(self, call: Call, meaning: &Meaning) -> String {
        self.say(Phrase::CallShows {
            call: &self.call_short(call),
            meaning: &self.meaning(meaning),
        })
    }

    /// "North calls 1 Spade", for the live region.
    #[must_use]
    pub fn calls(self, seat: Seat, call: Call) -> String {
        self.say(Phrase::Calls {
            seat: self.seat(seat),
            call: &self.call(call),
        })
    }

    /// A side's name: "North–South".
    #[must_use]
    pub fn side(self, seat: Seat) -> String {
        let (a, b) = if matches!(seat, Seat::North | Seat::South) {
            (Seat::North, Seat::South)
        } else {
            (Seat::East, Seat::West)
        };
        format!("{}–{}", self.seat(a), self.seat(b))
    }
}

/// The mark of a doubled (" X") or redoubled (" XX") contract.
const fn penalty_mark(penalty: contract_bridge::Penalty) -> &'static str {
    match penalty {
        contract_bridge::Penalty::Undoubled => "",
        contract_bridge::Penalty::Doubled => " X",
        contract_bridge::Penalty::Redoubled => " XX",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_names_are_the_accessible_names_the_tests_use() {
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert_eq!(Lang::En.card(c("SA")), "Ace of Spades");
        assert_eq!(Lang::En.card(c("HT")), "10 of Hearts");
        assert_eq!(Lang::En.card(c("C2")), "2 of Clubs");
        assert_eq!(Lang::Ja.card(c("SA")), "スペードのエース");
        assert_eq!(
            Lang::En.plays(Seat::West, c("HJ")),
            "West plays Jack of Hearts"
        );
        let game_nt = Contract::Mini {
            goal: Goal::Game,
            strain: Strain::Notrump,
        };
        assert_eq!(
            Lang::En.declares(Seat::South, game_nt),
            "South declares Game in No Trump"
        );
        assert_eq!(Lang::Ja.contract(game_nt), "ノートランプのゲーム");
        assert_eq!(Lang::Fr.card(c("SA")), "As de Pique");
        assert_eq!(Lang::Fr.contract(game_nt), "Manche à Sans-Atout");
        assert_eq!(Lang::Es.card(c("HQ")), "Dama de Corazones");
        assert_eq!(Lang::Es.contract(game_nt), "Manga a Sin Triunfo");
        // No Trump in short as each language's players write it.
        assert_eq!(Lang::En.contract_short(game_nt), "Game NT");
        assert_eq!(Lang::Fr.strain_short(Strain::Notrump), "SA");
        assert_eq!(Lang::Es.strain_short(Strain::Notrump), "ST");
        assert_eq!(Lang::Fr.strain_short(Strain::Hearts), "♥");
        assert_eq!(Lang::ZhHans.card(c("DT")), "方块10");
        assert_eq!(Lang::ZhHans.contract(game_nt), "无将成局");
        assert_eq!(Lang::ZhHant.card(c("CK")), "梅花K");
        assert_eq!(Lang::ZhHant.contract(game_nt), "無王成局");
    }

    #[test]
    fn every_language_names_seats_suits_and_levels_in_its_own_words() {
        for lang in Lang::ALL {
            let seats: Vec<_> = [Seat::North, Seat::East, Seat::South, Seat::West]
                .map(|s| lang.seat(s))
                .to_vec();
            let suits: Vec<_> = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]
                .map(|s| lang.suit(s))
                .to_vec();
            let levels: Vec<_> = Level::ALL.map(|l| lang.level(l)).to_vec();
            for names in [&seats, &suits, &levels] {
                assert!(
                    names.iter().all(|n| !n.trim().is_empty()),
                    "{lang:?}: {names:?}"
                );
                let mut unique = names.clone();
                unique.sort_unstable();
                unique.dedup();
                assert_eq!(unique.len(), names.len(), "{lang:?}: {names:?}");
            }
            if lang != Lang::En {
                assert_ne!(lang.seat(Seat::West), Lang::En.seat(Seat::West), "{lang:?}");
                assert_ne!(
                    lang.strain(Strain::Notrump),
                    Lang::En.strain(Strain::Notrump),
                    "{lang:?}"
                );
                assert_ne!(
                    lang.card("SA".parse().unwrap()),
                    "Ace of Spades",
                    "{lang:?}"
                );
            }
            for other in Lang::ALL {
                assert_eq!(lang == other, lang.name() == other.name());
                assert_eq!(lang == other, lang.code() == other.code());
            }
        }
        assert_eq!(
            [Seat::North, Seat::East, Seat::South, Seat::West].map(|s| Lang::Fr.seat(s)),
            ["Nord", "Est", "Sud", "Ouest"]
        );
        assert_eq!(
            [Seat::North, Seat::East, Seat::South, Seat::West].map(|s| Lang::Es.seat(s)),
            ["Norte", "Este", "Sur", "Oeste"]
        );
        assert_eq!(
            [Seat::North, Seat::East, Seat::South, Seat::West].map(|s| Lang::ZhHans.seat(s)),
            ["北", "东", "南", "西"]
        );
        assert_eq!(
            [Seat::North, Seat::East, Seat::South, Seat::West].map(|s| Lang::ZhHant.seat(s)),
            ["北", "東", "南", "西"]
        );
    }

    #[test]
    fn every_language_has_every_text() {
        // Completeness is the compiler's (each catalog matches every
        // variant); here: no text is empty, and none is left in English in
        // another language but names and abbreviations.
        let same_everywhere = [Msg::Title, Msg::GBridge, Msg::NorthSouth, Msg::EastWest];
        // Words these languages share with English: the game's name, "Par",
        // "Total", "No", the comma.
        let same_in = |lang: Lang| -> &[Msg] {
            match lang {
                Lang::Fr => &[Msg::HalfBridge, Msg::Par, Msg::Total2, Msg::ListSeparator],
                Lang::Es => &[
                    Msg::HalfBridge,
                    Msg::Par,
                    Msg::Total2,
                    Msg::No,
                    Msg::ListSeparator,
                ],
                _ => &[],
            }
        };
        for lang in Lang::ALL {
            for &msg in Msg::ALL {
                assert!(!lang.t(msg).trim().is_empty(), "{lang:?} {msg:?}");
                if lang != Lang::En
                    && !same_everywhere.contains(&msg)
                    && !same_in(lang).contains(&msg)
                {
                    assert_ne!(
                        lang.t(msg),
                        Lang::En.t(msg),
                        "{lang:?} {msg:?} is not translated"
                    );
                }
            }
        }
    }

    #[test]
    fn phrases_hold_their_values_in_every_language() {
        let say = |lang: Lang| {
            [
                (lang.say(Phrase::Hcp { points: 17 }), "17"),
                (lang.say(Phrase::ThrownInDeals { count: 3 }), "3"),
                (lang.say(Phrase::FileUnreadable { name: "a.hnd" }), "a.hnd"),
                (lang.say(Phrase::NoDealInFile { name: "b.pbn" }), "b.pbn"),
                (
                    lang.say(Phrase::DealsInFile {
                        name: "c.hnd",
                        count: 12,
                        problems: true,
                    }),
                    "12",
                ),
                (lang.say(Phrase::MoreProblems { count: 41 }), "41"),
                (
                    lang.say(Phrase::BadLink {
                        reason: "bad checksum",
                    }),
                    "bad checksum",
                ),
                (lang.say(Phrase::ReviewBoard { number: 13 }), "13"),
                (
                    lang.say(Phrase::GaveAway {
                        side: "NS",
                        tricks: 2,
                        mistakes: 1,
                    }),
                    "2",
                ),
                (
                    lang.say(Phrase::MistakeLine {
                        seat: "S",
                        card: "♠4",
                        trick: 3,
                        cost: 1,
                        kept: "♠K",
                    }),
                    "♠K",
                ),
                (lang.say(Phrase::OwnMistakes { count: 4 }), "4"),
                (
                    lang.say(Phrase::ContractMakes {
                        contract: "3NT",
                        tricks: 9,
                    }),
                    "9",
                ),
                (lang.say(Phrase::LeadCost { cost: 2 }), "2"),
                (
                    lang.say(Phrase::AuctionAgainstPar {
                        room: "R",
                        contract: Some("4♠ N"),
                        score: 620,
                        imps: -1,
                    }),
                    "-1",
                ),
                (
                    lang.say(Phrase::AuctionAgainstPar {
                        room: "R",
                        contract: None,
                        score: 0,
                        imps: -10,
                    }),
                    "-10",
                ),
                (lang.say(Phrase::HintChoice { choice: "♠K" }), "♠K"),
                (
                    lang.say(Phrase::HintFirstCard {
                        card: "♠K",
                        makes: 34,
                        layouts: 40,
                        declaring: true,
                    }),
                    "34",
                ),
                (
                    lang.say(Phrase::HintOtherCard {
                        card: "♠4",
                        makes: 21,
                    }),
                    "21",
                ),
                (
                    lang.say(Phrase::HintContract {
                        contract: "3NT",
                        score: 312,
                    }),
                    "312",
                ),
                (
                    lang.say(Phrase::ClaimTooMany {
                        claimed: 9,
                        remaining: 5,
                    }),
                    "5",
                ),
                (
                    lang.say(Phrase::ClaimDefenceHolds {
                        claimed: 5,
                        at_most: 3,
                    }),
                    "3",
                ),
                (lang.say(Phrase::ClaimAccepted { claimed: 6 }), "6"),
                (
                    lang.say(Phrase::ComputerClaims {
                        seat: "E",
                        tricks: 7,
                    }),
                    "7",
                ),
                (lang.say(Phrase::ClaimTricks { tricks: 8 }), "8"),
                (lang.say(Phrase::PracticeScore { score: 120 }), "120"),
                (lang.say(Phrase::GbridgeHooked { bid: 3 }), "3"),
                (lang.say(Phrase::GbridgeBidWon { bid: 2, won: 7 }), "7"),
                (
                    lang.say(Phrase::GbridgeRound {
                        number: 5,
                        of: 26,
                        size: 9,
                    }),
                    "26",
                ),
                (lang.say(Phrase::GbridgeBids { seat: "E", bid: 4 }), "4"),
                (lang.say(Phrase::GbridgeWinners { names: "East" }), "East"),
                (lang.say(Phrase::HcpAtLeast { points: 22 }), "22"),
                (lang.say(Phrase::HcpAtMost { points: 9 }), "9"),
                (lang.say(Phrase::HcpRange { low: 15, high: 17 }), "17"),
                (
                    lang.say(Phrase::SuitLength {
                        suit: "S",
                        low: 5,
                        high: 13,
                    }),
                    "5",
                ),
                (
                    lang.say(Phrase::SuitLength {
                        suit: "S",
                        low: 0,
                        high: 3,
                    }),
                    "3",
                ),
                (
                    lang.say(Phrase::SuitLength {
                        suit: "S",
                        low: 4,
                        high: 4,
                    }),
                    "4",
                ),
                (
                    lang.say(Phrase::SuitLength {
                        suit: "S",
                        low: 2,
                        high: 5,
                    }),
                    "2",
                ),
                (lang.say(Phrase::TransferTo { suit: "H" }), "H"),
                (lang.say(Phrase::CompletesTransfer { suit: "H" }), "H"),
                (lang.say(Phrase::BlackwoodAces { count: 2 }), "2"),
                (lang.say(Phrase::BlackwoodAces { count: 0 }), "4"),
                (
                    lang.say(Phrase::Calls {
                        seat: "E",
                        call: "1S",
                    }),
                    "1S",
                ),
                (lang.say(Phrase::ClaimNotInPlay), ""),
                (lang.say(Phrase::LeadCost { cost: 0 }), ""),
                (
                    lang.say(Phrase::GaveAway {
                        side: "NS",
                        tricks: 0,
                        mistakes: 0,
                    }),
                    "NS",
                ),
            ]
        };
        let english = say(Lang::En);
        for lang in Lang::ALL {
            for ((text, value), (in_english, _)) in say(lang).into_iter().zip(&english) {
                assert!(text.contains(value), "{lang:?}: {text}");
                // Japanese keeps "HCP", as its players write it.
                if lang != Lang::En && !(lang == Lang::Ja && text.ends_with("HCP")) {
                    assert_ne!(&text, in_english, "{lang:?} is not translated");
                }
            }
        }
    }

    #[test]
    fn every_call_and_what_it_shows_is_worded_in_every_language() {
        use engine::bidding::HandRange;
        let one_spade: Call = "1S".parse().unwrap();
        assert_eq!(Lang::En.call(one_spade), "1 Spade");
        assert_eq!(Lang::En.call("2NT".parse().unwrap()), "2 No Trump");
        assert_eq!(
            [Call::Pass, Call::Double, Call::Redouble].map(|c| Lang::En.call(c)),
            ["Pass", "Double", "Redouble"]
        );
        assert_eq!(Lang::En.call_short(one_spade), "1♠");
        let opening = Meaning {
            range: HandRange::points(12, 21).with_min(Suit::Spades, 5),
            forcing: Forcing::OneRound,
            ..Meaning::NOTHING
        };
        assert_eq!(
            Lang::En.call_shows(one_spade, &opening),
            "1♠: 12–21 HCP, 5+ Spades, forcing"
        );
        let nt = Meaning {
            range: HandRange::points(15, 17).balanced(),
            balanced: true,
            ..Meaning::NOTHING
        };
        assert_eq!(Lang::En.meaning(&nt), "15–17 HCP, balanced");
        assert_eq!(
            Lang::En.meaning(&Meaning::NOTHING),
            "no further information"
        );
        let every = [
            Convention::Natural,
            Convention::Stayman,
            Convention::StaymanAnswer,
            Convention::Transfer(Suit::Hearts),
            Convention::TransferAccept(Suit::Spades),
            Convention::BlackwoodAsk,
            Convention::BlackwoodAnswer(1),
            Convention::StrongTwoClubs,
            Convention::Waiting,
            Convention::WeakTwo,
            Convention::Preempt,
            Convention::TakeoutDouble,
            Convention::TakeoutAnswer,
            Convention::PenaltyDouble,
            Convention::Overcall,
            Convention::NotrumpOvercall,
            Convention::Invitation,
            Convention::Raise,
        ];
        for lang in Lang::ALL {
            let mut seen = Vec::new();
            for convention in every {
                let text = lang.meaning(&Meaning {
                    convention,
                    forcing: Forcing::Game,
                    ..Meaning::NOTHING
                });
                assert!(!text.trim().is_empty(), "{lang:?} {convention:?}");
                assert!(!seen.contains(&text), "{lang:?}: {text} twice");
                seen.push(text);
            }
            if lang != Lang::En {
                assert_ne!(
                    lang.call_shows(one_spade, &opening),
                    Lang::En.call_shows(one_spade, &opening),
                    "{lang:?}"
                );
                assert_ne!(lang.call(Call::Double), "Double", "{lang:?}");
            }
        }
    }

    #[test]
    fn the_browser_locale_picks_the_language() {
        assert_eq!(Lang::for_locale("ja-JP"), Some(Lang::Ja));
        assert_eq!(Lang::for_locale("ja"), Some(Lang::Ja));
        assert_eq!(Lang::for_locale("en-GB"), Some(Lang::En));
        assert_eq!(Lang::for_locale("fr-FR"), Some(Lang::Fr));
        assert_eq!(Lang::for_locale("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::for_locale("es-ES"), Some(Lang::Es));
        assert_eq!(Lang::for_locale("es-419"), Some(Lang::Es));
        for simplified in [
            "zh",
            "zh-CN",
            "zh-SG",
            "zh-Hans",
            "zh-Hans-CN",
            "zh-Hans-HK",
            "zh_CN",
        ] {
            assert_eq!(
                Lang::for_locale(simplified),
                Some(Lang::ZhHans),
                "{simplified}"
            );
        }
        for traditional in ["zh-TW", "zh-HK", "zh-MO", "zh-Hant", "zh-Hant-TW", "zh_TW"] {
            assert_eq!(
                Lang::for_locale(traditional),
                Some(Lang::ZhHant),
                "{traditional}"
            );
        }
        assert_eq!(Lang::for_locale("de-DE"), None);
        assert_eq!(Lang::for_locale(""), None);
        for lang in Lang::ALL {
            assert_eq!(Lang::for_locale(lang.code()), Some(lang));
        }
    }
}
