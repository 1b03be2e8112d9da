//! The message catalog: every word the page shows or announces, in one
//! Fluent file per language, `crates/i18n/locales/<code>.ftl`. Components
//! ask [`Lang`] for text; none is written inline (`tests/no_prose.rs`
//! checks `src/web/`).
//!
//! The texts are typed: [`Msg`] names a fixed text, [`Phrase`] a sentence
//! with values in it. `build.rs` reads the `.ftl` files at build time,
//! checks them against `en.ftl` (the reference: every message in every
//! language, each with English's variables; a failure names `file:line`)
//! and compiles them into static data, so the page holds the texts and a
//! small formatter, no Fluent parser. A number selects a variant by the
//! language's CLDR plural rules (`[one]`, `[few]`, `*[other]`), which
//! `build.rs` reads from `intl_pluralrules` into a small table.
//!
//! Adding a language is adding its file, `locales/<code>.ftl` (a copy of
//! `en.ftl`, translated; its name is its BCP 47 code), and one line in the
//! `languages!` list below (its variant of [`Lang`] and that code; the
//! list's order is the language switch's).

#![warn(missing_docs)]

mod catalog;

use catalog::{Arg, Locale, Text, args};
use contract_bridge::auction::Call;
use contract_bridge::{Card, Seat, Strain, Suit};
use engine::bidding::{Convention, Forcing, MAX_HCP, Meaning};
use engine::bot::Level;
use engine::contract::{Contract, Goal, ScoreLine};
use engine::formats::link::LinkError;
use engine::formats::{BadResult, Byte, HndFields, InvalidDeal, Problem, ProblemKind, Vulnerable};
use engine::gbridge::link::LinkError as GameLinkError;
use engine::rules::Variant;
use engine::table::TableError;
use serde::{Deserialize, Serialize};

/// Declares [`Lang`], its list [`Lang::ALL`] (the switch's order) and each
/// language's compiled catalog, from one line per language: its variant
/// and the code that names its file.
macro_rules! languages {
    ($($(#[$attr:meta])* $name:ident = $code:literal,)*) => {
        /// A language of the page.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
        pub enum Lang {
            $($(#[$attr])* $name,)*
        }

        impl Lang {
            /// Every language, in the order of the switch.
            pub const ALL: [Lang; [$($code),*].len()] = [$(Lang::$name,)*];

            /// The compiled `locales/<code>.ftl` of this language.
            fn locale(self) -> &'static Locale {
                match self {
                    $(Lang::$name => &catalog::LOCALES[const { catalog::locale_index($code) }],)*
                }
            }
        }
    };
}

languages! {
    /// English.
    #[default]
    En = "en",
    /// French.
    Fr = "fr",
    /// Spanish.
    Es = "es",
    /// Japanese.
    Ja = "ja",
    /// Simplified Chinese (mainland China, Singapore).
    ZhHans = "zh-Hans",
    /// Traditional Chinese (Taiwan, Hong Kong, Macau).
    ZhHant = "zh-Hant",
}

/// Formats a [`Pattern`] from its values, each field one of its variables:
/// `say!(locale, GaveAway { side, tricks, mistakes })`.
macro_rules! say {
    ($locale:expr, $pattern:ident { $($field:ident $(: $value:expr)?),* $(,)? }) => {
        args::$pattern { $($field: say!(@value $field $(, $value)?),)* }.format($locale)
    };
    (@value $field:ident) => { Arg::from($field) };
    (@value $field:ident, $value:expr) => { Arg::from($value) };
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

            /// Its message in the catalog: `en.ftl`'s id is the variant's
            /// name in kebab case (`VulNone`: `vul-none`).
            const fn text(self) -> Text {
                match self {
                    $(Msg::$name => Text::$name,)*
                }
            }
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
    /// The button that makes a BBO handviewer link of the current board.
    BboLink,
    /// The field where a BBO handviewer link is pasted: its accessible name
    /// and placeholder.
    HandviewerLink,
    /// The button that opens the pasted handviewer link.
    OpenHandviewer,
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
    /// The choice that opens the online table's form (only when the page is served by halfbridge serve).
    PlayOnline,
    /// The online form's button that creates the table.
    OnlineCreate,
    /// The online form: the seats robots take (seat names follow).
    OnlineRobots,
    /// The online form: the seat of the person creating the table.
    OnlineMySeat,
    /// The person's display name at an online table.
    OnlineName,
    /// Confirms the display name and sits down.
    OnlineNameSave,
    /// The host's list of each seat's invite link.
    OnlineInvites,
    /// Copies a link.
    OnlineCopy,
    /// A link was copied.
    OnlineCopied,
    /// The link to watch the table.
    OnlineWatch,
    /// The connection to the server is being opened.
    OnlineConnecting,
    /// The connection to the server is open.
    OnlineConnected,
    /// The connection was lost; the page tries again.
    OnlineReconnecting,
    /// The online table's seats (region name and heading).
    OnlineSeats,
    /// A seat a person plays.
    OnlineHuman,
    /// A seat a computer plays.
    OnlineRobot,
    /// A computer plays for a person who dropped.
    OnlineStandin,
    /// A seat no one has taken yet.
    OnlineWaitingSeat,
    /// A person whose connection dropped.
    OnlineAway,
    /// The person who created the table.
    OnlineHost,
    /// The host gives a seat to a computer.
    OnlineToRobot,
    /// The host opens a seat to a person again.
    OnlineOpen,
    /// The chat (region name and heading).
    OnlineChat,
    /// Sends a chat message.
    OnlineSend,
    /// The page watches the table (no seat).
    OnlineWatching,
    /// The server refused an action; its code follows.
    OnlineRefused,
    /// The server could not store an action (`storage`): nothing was lost,
    /// play it again.
    OnlineNotStored,
    /// The table could not be created; the reason follows.
    OnlineCreateFailed,
    /// Marks the person's own seat.
    OnlineYou,
    /// The link back to the game played alone.
    OnlineSolo,
    /// A board over whose Closed Room is still being played.
    OnlineClosedPending,
    /// The prompt to answer another seat's claim.
    OnlineClaimAsked,
    /// The prompt to answer another seat's undo.
    OnlineUndoAsked,
    /// Accepts a claim or an undo.
    OnlineAccept,
    /// Refuses a claim or an undo.
    OnlineRefuse,
    /// Before the seats whose answer is awaited.
    OnlineAwaiting,
    /// A claim or an undo was refused; the seat follows.
    OnlineRefusedBy,
    /// The online pages' module could not be loaded (offline). index.html's
    /// loader holds a copy of it in each language (tests/loader_words.rs).
    OnlineNeedsNetwork,
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
    /// The toggle that shows a file's problems: how many there are.
    ProblemDetails {
        /// The problems.
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
    /// Online: seconds left until a computer takes the seat of a person who
    /// dropped.
    OnlineAwayFor {
        /// The seconds left.
        seconds: u32,
    },
}

impl Phrase<'_> {
    /// The sentence in `locale`: each variant is one message of the
    /// catalog, or one of a few (a count of 0, a boolean).
    fn format(self, locale: &Locale) -> String {
        match self {
            Phrase::Hcp { points } => say!(locale, Hcp { points }),
            Phrase::OnlineAwayFor { seconds } => say!(locale, OnlineAwayFor { seconds }),
            Phrase::HcpAtLeast { points } => say!(locale, HcpAtLeast { points }),
            Phrase::HcpAtMost { points } => say!(locale, HcpAtMost { points }),
            Phrase::HcpRange { low, high } => say!(locale, HcpRange { low, high }),
            Phrase::SuitLength {
                suit,
                low,
                high: 13,
            } => say!(locale, SuitLengthAtLeast { suit, low }),
            Phrase::SuitLength { suit, low: 0, high } => {
                say!(locale, SuitLengthAtMost { suit, high })
            }
            Phrase::SuitLength { suit, low, high } if low == high => {
                say!(locale, SuitLengthExactly { suit, length: low })
            }
            Phrase::SuitLength { suit, low, high } => {
                say!(locale, SuitLengthRange { suit, low, high })
            }
            Phrase::TransferTo { suit } => say!(locale, TransferTo { suit }),
            Phrase::CompletesTransfer { suit } => say!(locale, CompletesTransfer { suit }),
            Phrase::BlackwoodAces { count } => say!(locale, BlackwoodAces { count }),
            Phrase::Calls { seat, call } => say!(locale, Calls { seat, call }),
            Phrase::CallShows { call, meaning } => say!(locale, CallShows { call, meaning }),
            Phrase::ThrownInDeals { count } => say!(locale, ThrownInDeals { count }),
            Phrase::FileUnreadable { name } => say!(locale, FileUnreadable { name }),
            Phrase::NoDealInFile { name } => say!(locale, NoDealInFile { name }),
            Phrase::DealsInFile {
                name,
                count,
                problems: false,
            } => say!(locale, DealsInFile { name, count }),
            Phrase::DealsInFile {
                name,
                count,
                problems: true,
            } => say!(locale, DealsInFileWithProblems { name, count }),
            Phrase::MoreProblems { count } => say!(locale, MoreProblems { count }),
            Phrase::ProblemDetails { count } => say!(locale, ProblemDetails { count }),
            Phrase::BadLink { reason } => say!(locale, BadLink { reason }),
            Phrase::ReviewBoard { number } => say!(locale, ReviewBoard { number }),
            Phrase::GaveAway {
                side,
                tricks,
                mistakes,
            } => say!(
                locale,
                GaveAway {
                    side,
                    tricks,
                    mistakes
                }
            ),
            Phrase::MistakeLine {
                seat,
                card,
                trick,
                cost,
                kept,
            } => say!(
                locale,
                MistakeLine {
                    seat,
                    card,
                    trick,
                    cost,
                    kept
                }
            ),
            Phrase::OwnMistakes { count } => say!(locale, OwnMistakes { count }),
            Phrase::ContractMakes { contract, tricks } => {
                say!(locale, ContractMakes { contract, tricks })
            }
            Phrase::AuctionAgainstPar {
                room,
                contract: Some(contract),
                score,
                imps,
            } => say!(
                locale,
                AuctionAgainstPar {
                    room,
                    contract,
                    score,
                    imps
                }
            ),
            Phrase::AuctionAgainstPar {
                room,
                contract: None,
                imps,
                ..
            } => say!(locale, AuctionPassedOutAgainstPar { room, imps }),
            Phrase::LeadCost { cost } => say!(locale, LeadCost { cost }),
            Phrase::HintChoice { choice } => say!(locale, HintChoice { choice }),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: true,
            } => say!(
                locale,
                HintMakes {
                    card,
                    makes,
                    layouts
                }
            ),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: false,
            } => say!(
                locale,
                HintBeats {
                    card,
                    makes,
                    layouts
                }
            ),
            Phrase::HintOtherCard { card, makes } => say!(locale, HintOtherCard { card, makes }),
            Phrase::HintContract { contract, score } => {
                say!(locale, HintContract { contract, score })
            }
            Phrase::ClaimNotInPlay => locale.text(Text::ClaimNotInPlay).to_string(),
            Phrase::ClaimTooMany { claimed, remaining } => {
                say!(locale, ClaimTooMany { claimed, remaining })
            }
            Phrase::ClaimDefenceHolds { claimed, at_most } => {
                say!(locale, ClaimDefenceHolds { claimed, at_most })
            }
            Phrase::ClaimAccepted { claimed } => say!(locale, ClaimAccepted { claimed }),
            Phrase::ComputerClaims { seat, tricks } => {
                say!(locale, ComputerClaims { seat, tricks })
            }
            Phrase::ClaimTricks { tricks } => say!(locale, ClaimTricks { tricks }),
            Phrase::PracticeScore { score } => say!(locale, PracticeScore { score }),
            Phrase::GbridgeHooked { bid } => say!(locale, GbridgeHooked { bid }),
            Phrase::GbridgeBidWon { bid, won } => say!(locale, GbridgeBidWon { bid, won }),
            Phrase::GbridgeRound { number, of, size } => {
                say!(locale, GbridgeRound { number, of, size })
            }
            Phrase::GbridgeBids { seat, bid } => say!(locale, GbridgeBids { seat, bid }),
            Phrase::GbridgeWinners { names } => say!(locale, GbridgeWinners { names }),
        }
    }
}

impl Lang {
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
        self.text(msg.text())
    }

    /// A text of the catalog.
    fn text(self, text: Text) -> &'static str {
        self.locale().text(text)
    }

    /// A sentence with values.
    #[must_use]
    pub fn say(self, phrase: Phrase<'_>) -> String {
        phrase.format(self.locale())
    }

    /// A seat's name.
    #[must_use]
    pub fn seat(self, seat: Seat) -> &'static str {
        self.text(match seat {
            Seat::North => Text::SeatNorth,
            Seat::East => Text::SeatEast,
            Seat::South => Text::SeatSouth,
            Seat::West => Text::SeatWest,
        })
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
        self.text(match suit {
            Suit::Spades => Text::SuitSpades,
            Suit::Hearts => Text::SuitHearts,
            Suit::Diamonds => Text::SuitDiamonds,
            Suit::Clubs => Text::SuitClubs,
        })
    }

    /// A strain's name.
    #[must_use]
    pub fn strain(self, strain: Strain) -> &'static str {
        match strain.suit() {
            Some(s) => self.suit(s),
            None => self.text(Text::Notrump),
        }
    }

    /// A card's accessible name: "Ace of Spades", "10 of Hearts".
    #[must_use]
    pub fn card(self, card: Card) -> String {
        let honour = match card.rank.get() {
            14 => Some(Text::RankAce),
            13 => Some(Text::RankKing),
            12 => Some(Text::RankQueen),
            11 => Some(Text::RankJack),
            _ => None,
        };
        let number = card.rank.get().to_string();
        let rank = honour.map_or(number.as_str(), |h| self.text(h));
        let suit = self.suit(card.suit);
        say!(self.locale(), Card { rank, suit })
    }

    /// A contract's accessible name, a bid named as a call is ([`Lang::call`]):
    /// "Game in No Trump", "3 No Trump", "1 Spade", "4 Spades X" (doubled; redoubled "XX", as bridge writes it in every
    /// language).
    #[must_use]
    pub fn contract(self, contract: Contract) -> String {
        match contract {
            Contract::Mini { goal, strain } => {
                let strain = self.strain(strain);
                match goal {
                    Goal::Game => say!(self.locale(), ContractGame { strain }),
                    Goal::PartScore => say!(self.locale(), ContractPartScore { strain }),
                }
            }
            Contract::Half(bid) => self.bid(bid),
            Contract::Auction(c) => format!("{}{}", self.bid(c.bid), penalty_mark(c.penalty)),
        }
    }

    /// A strain in short: its suit's symbol, or No Trump's abbreviation
    /// in this language ("NT", French "SA").
    #[must_use]
    pub fn strain_short(self, strain: Strain) -> String {
        match strain {
            Strain::Notrump => self.text(Text::NotrumpShort).to_string(),
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
        let locale = self.locale();
        match line {
            ScoreLine::TrickPoints { tricks, points } => {
                say!(locale, ScoreTrickPoints { tricks, points })
            }
            ScoreLine::Overtricks { count, points } => {
                say!(locale, ScoreOvertricks { count, points })
            }
            ScoreLine::PartScoreBonus { points } => say!(locale, ScorePartScoreBonus { points }),
            ScoreLine::GameBonus { points } => say!(locale, ScoreGameBonus { points }),
            ScoreLine::SlamBonus { level: 7, points } => {
                say!(locale, ScoreGrandSlamBonus { points })
            }
            ScoreLine::SlamBonus { points, .. } => say!(locale, ScoreSmallSlamBonus { points }),
            ScoreLine::DoubledBonus {
                penalty: contract_bridge::Penalty::Redoubled,
                points,
            } => say!(locale, ScoreRedoubledBonus { points }),
            ScoreLine::DoubledBonus { points, .. } => say!(locale, ScoreDoubledBonus { points }),
            // The defenders' score, positive.
            ScoreLine::Undertricks { count, points } => {
                say!(
                    locale,
                    ScoreUndertricks {
                        count,
                        points: -points
                    }
                )
            }
        }
    }

    /// A bid's name as players say it: "1 Spade", "2 Spades", "3 No Trump".
    fn bid(self, bid: contract_bridge::Bid) -> String {
        let level = bid.level.get();
        let locale = self.locale();
        match bid.strain {
            Strain::Spades => say!(locale, BidSpades { level }),
            Strain::Hearts => say!(locale, BidHearts { level }),
            Strain::Diamonds => say!(locale, BidDiamonds { level }),
            Strain::Clubs => say!(locale, BidClubs { level }),
            Strain::Notrump => say!(locale, BidNotrump { level }),
        }
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
        self.text(match level {
            Level::Beginner => Text::LevelBeginner,
            Level::Standard => Text::LevelStandard,
            Level::Expert => Text::LevelExpert,
        })
    }

    /// "West plays Jack of Hearts", for the live region.
    #[must_use]
    pub fn plays(self, seat: Seat, card: Card) -> String {
        let (seat, card) = (self.seat(seat), &self.card(card));
        say!(self.locale(), Plays { seat, card })
    }

    /// "South declares Game in No Trump".
    #[must_use]
    pub fn declares(self, seat: Seat, contract: Contract) -> String {
        let (seat, contract) = (self.seat(seat), &self.contract(contract));
        say!(self.locale(), Declares { seat, contract })
    }

    /// The language's own name, for the switch.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.text(Text::LanguageName)
    }

    /// The code for `<html lang>`.
    #[must_use]
    pub fn code(self) -> &'static str {
        self.locale().code
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
            Call::Bid(bid) => self.bid(bid),
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

/// The engine's problems with files and links, worded.
impl Lang {
    /// One problem of a hand file, after the file's name and its place:
    /// "deals.pbn:3:7: unknown dealer "Q": N, E, S or W".
    #[must_use]
    pub fn file_problem(self, file: &str, problem: &Problem) -> String {
        let text = self.problem(problem);
        let (line, column) = (problem.line, problem.column);
        say!(
            self.locale(),
            FileProblem {
                file,
                line,
                column,
                problem: &text
            }
        )
    }

    /// A list of names with its last joined by "and": "East, South and
    /// West", "東、南、西".
    fn list_and(self, items: &[&str]) -> String {
        let (between, last) = match self {
            Self::Ja | Self::ZhHans | Self::ZhHant => ("、", "、"),
            Self::Fr => (", ", " et "),
            Self::Es => (", ", " y "),
            _ => (", ", " and "),
        };
        let mut out = String::new();
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(if i + 1 == items.len() { last } else { between });
            }
            out.push_str(item);
        }
        out
    }

    /// What is wrong in a file, without its place.
    #[must_use]
    pub fn problem(self, problem: &Problem) -> String {
        let text = self.problem_kind(&problem.kind);
        if problem.result_left_out {
            say!(self.locale(), ProblemResultLeftOut { problem: &text })
        } else {
            text
        }
    }

    fn problem_kind(self, kind: &ProblemKind) -> String {
        use ProblemKind as K;
        let l = self.locale();
        let card = |c: &Card| self.card_short(*c);
        let seat = |s: &Seat| self.seat(*s);
        let suit = |s: &Suit| self.suit(*s);
        let found = |b: &Byte| {
            b.printable()
                .map_or_else(|| format!("0x{:02X}", b.0), |c| format!("'{c}'"))
        };
        fn text(t: &String) -> &str {
            t
        }
        match kind {
            K::CardMissing { card: c } => say!(l, ProblemCardMissing { card: &card(c) }),
            K::CardTwiceInHand { card: c, seat: s } => {
                say!(
                    l,
                    ProblemCardTwiceInHand {
                        card: &card(c),
                        seat: seat(s)
                    }
                )
            }
            K::CardHeldTwice {
                card: c,
                first,
                second,
            } => say!(
                l,
                ProblemCardHeldTwice {
                    card: &card(c),
                    first: seat(first),
                    second: seat(second)
                }
            ),
            K::HandSize { seat: s, cards } => say!(
                l,
                ProblemHandSize {
                    seat: seat(s),
                    cards: *cards
                }
            ),
            K::NotADeal => l.text(Text::ProblemNotADeal).to_string(),
            K::HandsWithoutCards { seats, missing } => {
                let names: Vec<&str> = seats.iter().map(seat).collect();
                say!(
                    l,
                    ProblemHandsWithoutCards {
                        count: seats.len(),
                        seats: &self.list_and(&names),
                        missing: *missing
                    }
                )
            }
            K::CardsMissing { cards } => {
                let names: Vec<String> = cards.iter().map(card).collect();
                say!(
                    l,
                    ProblemCardsMissing {
                        count: cards.len(),
                        cards: &names.join(" ")
                    }
                )
            }
            K::EndPosition { cards } => say!(l, ProblemEndPosition { cards: *cards }),
            K::PartialDeal { hands } => say!(l, ProblemPartialDeal { hands: *hands }),
            K::Stray {
                found: b,
                column,
                fields: HndFields::FirstLine,
            } => {
                say!(
                    l,
                    ProblemStrayFirstLine {
                        found: &found(b),
                        column: *column
                    }
                )
            }
            K::Stray {
                found: b,
                column,
                fields: HndFields::Hands,
            } => {
                say!(
                    l,
                    ProblemStrayHands {
                        found: &found(b),
                        column: *column
                    }
                )
            }
            K::DealNumberNotDigits => l.text(Text::ProblemDealNumberNotDigits).to_string(),
            K::DealNumberMissing { max } => say!(l, ProblemDealNumberMissing { max: *max }),
            K::DealNumberOutOfRange { number, max } => {
                say!(
                    l,
                    ProblemDealNumberOutOfRange {
                        number: *number,
                        max: *max
                    }
                )
            }
            K::DealNumberNotANumber { text: t, max } => {
                say!(
                    l,
                    ProblemDealNumberNotANumber {
                        text: text(t),
                        max: *max
                    }
                )
            }
            K::HndVulnerabilityNotText => l.text(Text::ProblemHndVulnerabilityNotText).to_string(),
            K::HndUnknownVulnerability { text: t } => {
                say!(l, ProblemHndUnknownVulnerability { text: text(t) })
            }
            K::HndUnknownDealer { found: b } => {
                say!(l, ProblemHndUnknownDealer { found: &found(b) })
            }
            K::TenPastColumn {
                seat: s,
                suit: u,
                column,
            } => {
                say!(
                    l,
                    ProblemTenPastColumn {
                        seat: seat(s),
                        suit: suit(u),
                        column: *column
                    }
                )
            }
            K::OneWithoutZero => l.text(Text::ProblemOneWithoutZero).to_string(),
            K::HndUnknownCharacter {
                found: b,
                seat: s,
                suit: u,
            } => say!(
                l,
                ProblemHndUnknownCharacter {
                    found: &found(b),
                    seat: seat(s),
                    suit: suit(u)
                }
            ),
            K::VoidWithCards { seat: s, suit: u } => {
                say!(
                    l,
                    ProblemVoidWithCards {
                        seat: seat(s),
                        suit: suit(u)
                    }
                )
            }
            K::ExpectedDeal => l.text(Text::ProblemExpectedDeal).to_string(),
            K::TooManyDeals { max } => say!(l, ProblemTooManyDeals { max: *max }),
            K::DealCutShort {
                line,
                lines,
                missing,
            } => say!(
                l,
                ProblemDealCutShort {
                    line: *line,
                    lines: *lines,
                    missing: suit(missing)
                }
            ),
            K::TagWithoutName => l.text(Text::ProblemTagWithoutName).to_string(),
            K::TagValueUnquoted { tag } => say!(l, ProblemTagValueUnquoted { tag: text(tag) }),
            K::TagValueUnclosed { tag } => say!(l, ProblemTagValueUnclosed { tag: text(tag) }),
            K::TagUnclosed { tag } => say!(l, ProblemTagUnclosed { tag: text(tag) }),
            K::OutsideGame { text: t } => say!(l, ProblemOutsideGame { text: text(t) }),
            K::CommentUnclosed => l.text(Text::ProblemCommentUnclosed).to_string(),
            K::DealWithoutFirstSeat => l.text(Text::ProblemDealWithoutFirstSeat).to_string(),
            K::DealTooManyHands => l.text(Text::ProblemDealTooManyHands).to_string(),
            K::HandTooManySuits { seat: s } => say!(l, ProblemHandTooManySuits { seat: seat(s) }),
            K::PbnUnknownCharacter { found: b, seat: s } => {
                say!(
                    l,
                    ProblemPbnUnknownCharacter {
                        found: &found(b),
                        seat: seat(s)
                    }
                )
            }
            K::HandSuits { seat: s } => say!(l, ProblemHandSuits { seat: seat(s) }),
            K::DealTooFewHands { hands } => say!(l, ProblemDealTooFewHands { hands: *hands }),
            K::BoardNumber { text: t } => say!(l, ProblemBoardNumber { text: text(t) }),
            K::PbnUnknownDealer { text: t } => say!(l, ProblemPbnUnknownDealer { text: text(t) }),
            K::PbnUnknownVulnerability { text: t } => {
                say!(l, ProblemPbnUnknownVulnerability { text: text(t) })
            }
            K::NoDealTag => l.text(Text::ProblemNoDealTag).to_string(),
            K::Undertrick { text: t } => say!(l, ProblemUndertrick { text: text(t) }),
            K::UnknownContract { text: t } => say!(l, ProblemUnknownContract { text: text(t) }),
            K::Doubled { text: t } => say!(l, ProblemDoubled { text: text(t) }),
            K::NotMiniBridge { text: t } => say!(l, ProblemNotMinibridge { text: text(t) }),
            K::DeclarerByPoints {
                text: t,
                actual: Some(s),
            } => {
                say!(
                    l,
                    ProblemDeclarerByPoints {
                        text: text(t),
                        actual: seat(s)
                    }
                )
            }
            K::DeclarerByPoints {
                text: t,
                actual: None,
            } => {
                say!(l, ProblemDeclarerThrownIn { text: text(t) })
            }
            K::ContractThrownIn => l.text(Text::ProblemContractThrownIn).to_string(),
            K::DeclarerByAuction {
                text: t,
                actual: Some(s),
            } => {
                say!(
                    l,
                    ProblemDeclarerByAuction {
                        text: text(t),
                        actual: seat(s)
                    }
                )
            }
            K::DeclarerByAuction {
                text: t,
                actual: None,
            } => {
                say!(l, ProblemDeclarerPassedOut { text: text(t) })
            }
            K::ContractByAuction {
                named,
                reached: Some(r),
            } => say!(
                l,
                ProblemContractByAuction {
                    named: &self.contract_short(*named),
                    reached: &self.contract_short(*r),
                }
            ),
            K::ContractByAuction {
                named,
                reached: None,
            } => {
                say!(
                    l,
                    ProblemContractPassedOut {
                        named: &self.contract_short(*named)
                    }
                )
            }
            K::AuctionUnknownDealer { text: t } => {
                say!(l, ProblemAuctionUnknownDealer { text: text(t) })
            }
            K::AuctionDealer { named, dealer } => {
                say!(
                    l,
                    ProblemAuctionDealer {
                        named: seat(named),
                        dealer: seat(dealer)
                    }
                )
            }
            K::NotACall { text: t } => say!(l, ProblemNotACall { text: text(t) }),
            K::CallAfterEnd => l.text(Text::ProblemCallAfterEnd).to_string(),
            K::UnknownLeader { text: t } => say!(l, ProblemUnknownLeader { text: text(t) }),
            K::PlayWithoutContract => l.text(Text::ProblemPlayWithoutContract).to_string(),
            K::WrongLeader {
                expected: Some(s),
                text: t,
            } => {
                say!(
                    l,
                    ProblemWrongLeader {
                        expected: seat(s),
                        text: text(t)
                    }
                )
            }
            K::WrongLeader {
                expected: None,
                text: t,
            } => say!(l, ProblemNoLeader { text: text(t) }),
            K::NotACard { text: t } => say!(l, ProblemNotACard { text: text(t) }),
            K::Table(e) => self.table_error(*e),
            K::LinUnclosed { key } => say!(l, ProblemLinUnclosed { key: text(key) }),
            K::LinUnknownDealer { text: t } => say!(l, ProblemLinUnknownDealer { text: text(t) }),
            K::LinUnknownVulnerability { text: t } => {
                say!(l, ProblemLinUnknownVulnerability { text: text(t) })
            }
            K::LinNoDeal => l.text(Text::ProblemLinNoDeal).to_string(),
            K::LinClaim { text: t } => say!(l, ProblemLinClaim { text: text(t) }),
            K::LinCardAfterEnd => l.text(Text::ProblemLinCardAfterEnd).to_string(),
            K::HandviewerWithoutLin => l.text(Text::ProblemHandviewerWithoutLin).to_string(),
        }
    }

    /// Why the table refused a call, contract or card.
    fn table_error(self, error: TableError) -> String {
        let l = self.locale();
        match error {
            TableError::WrongPhase { .. } => l.text(Text::TableWrongPhase).to_string(),
            TableError::NotYourTurn { to_act, seat } => {
                say!(
                    l,
                    TableNotYourTurn {
                        to_act: self.seat(to_act),
                        seat: self.seat(seat)
                    }
                )
            }
            TableError::ContractNotInGame => l.text(Text::TableContractNotInGame).to_string(),
            TableError::IllegalCall { call } => say!(
                l,
                TableIllegalCall {
                    call: &self.call_short(call)
                }
            ),
            TableError::ContractNotAuctioned => l.text(Text::TableContractNotAuctioned).to_string(),
            TableError::CardNotHeld { seat, card } => {
                say!(
                    l,
                    TableCardNotHeld {
                        seat: self.seat(seat),
                        card: &self.card_short(card)
                    }
                )
            }
            TableError::Revoke { card, led } => {
                say!(
                    l,
                    TableRevoke {
                        card: &self.card_short(card),
                        led: self.suit(led)
                    }
                )
            }
        }
    }

    /// Why a deal link does not open, for [`Phrase::BadLink`].
    #[must_use]
    pub fn link_error(self, error: &LinkError) -> String {
        let l = self.locale();
        match error {
            LinkError::Empty => l.text(Text::LinkEmpty).to_string(),
            LinkError::TooLong => l.text(Text::LinkTooLong).to_string(),
            LinkError::BadCharacter { position, found } => {
                say!(
                    l,
                    LinkBadCharacter {
                        found: &found.to_string(),
                        position: *position
                    }
                )
            }
            LinkError::BadLength => l.text(Text::LinkBadLength).to_string(),
            LinkError::Checksum => l.text(Text::LinkChecksum).to_string(),
            LinkError::UnsupportedVersion(version) => {
                say!(l, LinkNewerVersion { version: *version })
            }
            LinkError::Invalid(invalid) => {
                let why = l.text(match invalid {
                    InvalidDeal::UnknownOptions => Text::LinkInvalidUnknownOptions,
                    InvalidDeal::TwoGames => Text::LinkInvalidTwoGames,
                    InvalidDeal::Dealer => Text::LinkInvalidDealer,
                    InvalidDeal::Vulnerability => Text::LinkInvalidVulnerability,
                    InvalidDeal::HandSize => Text::LinkInvalidHandSize,
                });
                say!(l, LinkInvalid { why })
            }
            LinkError::BadResult(bad) => {
                let why = match *bad {
                    BadResult::UnknownContract(number) => {
                        say!(l, LinkResultUnknownContract { number })
                    }
                    BadResult::TooManyCalls { count, max } => {
                        say!(l, LinkResultTooManyCalls { count, max })
                    }
                    BadResult::UnknownCall(number) => say!(l, LinkResultUnknownCall { number }),
                    BadResult::ContractBesideAuction => {
                        l.text(Text::LinkResultContractBesideAuction).to_string()
                    }
                    BadResult::TooManyCards(count) => say!(l, LinkResultTooManyCards { count }),
                    BadResult::UnknownCard(number) => say!(l, LinkResultUnknownCard { number }),
                    BadResult::Table(e) => self.table_error(e),
                };
                say!(l, LinkBadResult { why: &why })
            }
        }
    }

    /// Why a GBridge game link does not open, for [`Phrase::BadLink`].
    #[must_use]
    pub fn game_link_error(self, error: &GameLinkError) -> String {
        let l = self.locale();
        match error {
            GameLinkError::NotAGameLink => l.text(Text::GameLinkNotAGameLink).to_string(),
            GameLinkError::Unreadable(part) => say!(l, GameLinkUnreadable { part: *part }),
            GameLinkError::Length(e) => say!(
                l,
                GameLinkRounds {
                    rounds: e.0,
                    max: engine::gbridge::rules::MAX_ROUNDS
                }
            ),
        }
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
        // "Total", "No", the comma; "robot", "chat".
        let same_in = |lang: Lang| -> &[Msg] {
            match lang {
                Lang::Fr => &[
                    Msg::HalfBridge,
                    Msg::Par,
                    Msg::Total2,
                    Msg::ListSeparator,
                    Msg::OnlineRobot,
                ],
                Lang::Es => &[
                    Msg::HalfBridge,
                    Msg::Par,
                    Msg::Total2,
                    Msg::No,
                    Msg::ListSeparator,
                    Msg::OnlineRobot,
                    Msg::OnlineChat,
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
                (lang.say(Phrase::ProblemDetails { count: 39 }), "39"),
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
    fn numbers_take_each_languages_cldr_plural_category() {
        let category = |code: &str, n: i64| catalog::LOCALES[catalog::locale_index(code)].plural(n);
        // French: 0 and 1 are singular ("0 levée", "1 levée").
        assert_eq!(category("fr", 0), "one");
        assert_eq!(category("fr", 1), "one");
        assert_eq!(category("fr", 2), "other");
        // English: only 1 is.
        assert_eq!(category("en", 0), "other");
        assert_eq!(category("en", 1), "one");
        assert_eq!(category("en", 2), "other");
        assert_eq!(category("es", 0), "other");
        assert_eq!(category("es", 1), "one");
        // Japanese and Chinese have no plural.
        for language in ["ja", "zh-Hans", "zh-Hant"] {
            for n in [0, 1, 2, 5, 13, 1_000_000] {
                assert_eq!(category(language, n), "other", "{language} {n}");
            }
        }
        // Past 199, by the last two digits; a negative number as its size.
        assert_eq!(category("en", 201), "other");
        assert_eq!(category("en", -1), "one");
        assert_eq!(category("fr", 1_000_001), "other");
    }

    #[test]
    fn counts_are_worded_in_the_singular_or_plural_as_each_language_says() {
        let round = |lang: Lang, size: u8| {
            lang.say(Phrase::GbridgeRound {
                number: 1,
                of: 13,
                size,
            })
        };
        assert_eq!(round(Lang::En, 1), "Round 1 of 13: 1 card each");
        assert_eq!(round(Lang::En, 7), "Round 1 of 13: 7 cards each");
        assert_eq!(round(Lang::Fr, 1), "Manche 1 sur 13 : 1 carte chacun");
        assert_eq!(round(Lang::Fr, 7), "Manche 1 sur 13 : 7 cartes chacun");
        assert_eq!(round(Lang::Es, 1), "Ronda 1 de 13: 1 carta cada uno");
        assert_eq!(round(Lang::Ja, 1), "ラウンド1／13：各1枚");
        assert_eq!(round(Lang::Ja, 7), "ラウンド1／13：各7枚");
        let tricks = |lang: Lang, tricks: u8| lang.say(Phrase::ClaimTricks { tricks });
        assert_eq!(
            [0, 1, 2].map(|n| tricks(Lang::En, n)),
            ["0 tricks", "1 trick", "2 tricks"]
        );
        assert_eq!(
            [0, 1, 2].map(|n| tricks(Lang::Fr, n)),
            ["0 levée", "1 levée", "2 levées"]
        );
        assert_eq!(
            [0, 1, 2].map(|n| tricks(Lang::Es, n)),
            ["0 bazas", "1 baza", "2 bazas"]
        );
        assert_eq!(
            Lang::En.say(Phrase::ComputerClaims {
                seat: "East",
                tricks: 2
            }),
            "East claims the remaining 2 tricks."
        );
        // Selects within a select.
        let gave = |lang: Lang, tricks: u8, mistakes: u8| {
            lang.say(Phrase::GaveAway {
                side: "NS",
                tricks,
                mistakes,
            })
        };
        assert_eq!(gave(Lang::En, 0, 0), "NS gave nothing away.");
        assert_eq!(gave(Lang::En, 1, 1), "NS gave away 1 trick with 1 card.");
        assert_eq!(gave(Lang::En, 3, 2), "NS gave away 3 tricks with 2 cards.");
        assert_eq!(gave(Lang::Fr, 2, 1), "NS a donné 2 levées avec 1 carte.");
        // An exact number, listed first, comes before the plural category.
        assert_eq!(
            Lang::En.say(Phrase::LeadCost { cost: 0 }),
            "The opening lead cost nothing."
        );
        assert_eq!(
            Lang::En.say(Phrase::LeadCost { cost: 1 }),
            "The opening lead cost 1 trick."
        );
        assert_eq!(
            Lang::Fr.say(Phrase::ThrownInDeals { count: 1 }),
            "1 donne à 20–20 points : annulée et redistribuée."
        );
        assert_eq!(
            Lang::En.say(Phrase::AuctionAgainstPar {
                room: "Open Room",
                contract: Some("4♠ North"),
                score: 620,
                imps: -1,
            }),
            "Open Room: 4♠ North, NS +620 at double dummy: -1 IMP against par."
        );
        assert_eq!(
            Lang::En.score_line(ScoreLine::Undertricks {
                count: 1,
                points: -50
            }),
            "1 undertrick: the defenders score 50"
        );
        // Bids: one of a suit is singular where the language says so.
        let bid = |lang: Lang, s: &str| lang.call(s.parse().unwrap());
        assert_eq!(bid(Lang::En, "1H"), "1 Heart");
        assert_eq!(bid(Lang::En, "4H"), "4 Hearts");
        assert_eq!(bid(Lang::Fr, "1D"), "1 Carreau");
        assert_eq!(bid(Lang::Fr, "2D"), "2 Carreaux");
        assert_eq!(bid(Lang::Es, "1H"), "1 Corazón");
        assert_eq!(bid(Lang::Es, "3NT"), "3 Sin Triunfo");
        assert_eq!(bid(Lang::Ja, "2S"), "2 スペード");
    }

    #[test]
    fn no_text_says_s_in_brackets_for_a_plural() {
        // Every count is worded by its language's plural rules: no "(s)",
        // "(es)", "(x)" in any file.
        let files = [
            include_str!("../locales/en.ftl"),
            include_str!("../locales/fr.ftl"),
            include_str!("../locales/es.ftl"),
            include_str!("../locales/ja.ftl"),
            include_str!("../locales/zh-Hans.ftl"),
            include_str!("../locales/zh-Hant.ftl"),
        ];
        for file in files {
            for line in file.lines().filter(|l| !l.starts_with('#')) {
                for hack in ["(s)", "(es)", "(x)", "(e)"] {
                    assert!(!line.contains(hack), "{line}");
                }
            }
        }
    }

    #[test]
    fn every_file_is_a_language_of_the_page() {
        // A file without its line in `languages!` would never show.
        assert_eq!(catalog::LOCALES.len(), Lang::ALL.len());
        for lang in Lang::ALL {
            assert_eq!(
                catalog::LOCALES[catalog::locale_index(lang.code())].code,
                lang.code()
            );
        }
    }

    #[test]
    fn summed_and_skipping_problems_are_worded_in_every_language() {
        use engine::formats::pbn;
        let text = "[Deal \"N:AKQJT98765432... ... ... ...\"]\n\n\
             [Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T9.\"]\n\n\
             [Deal \"N:AK... QJ... T9... 87...\"]\n\n\
             [Deal \"N:AKQJT98765432... - - -\"]\n";
        let file = pbn::read(text.as_bytes());
        let en: Vec<String> = file.problems.iter().map(|p| Lang::En.problem(p)).collect();
        assert_eq!(
            en,
            [
                "East, South and West hold no cards (39 cards missing)",
                "4 cards are missing: nobody holds ♦8 ♣7 ♣6 ♣5",
                "West has 9 cards: a hand has 13",
                "an end position (at most 2 cards a hand): only whole deals are played, so this game is skipped",
                "only 1 of the four hands are given, so this game is skipped",
            ]
        );
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            for problem in &file.problems {
                let worded = lang.problem(problem);
                assert_ne!(worded, Lang::En.problem(problem), "{lang:?}");
                assert!(!worded.contains('{'), "{lang:?}: {worded}");
            }
        }
    }

    #[test]
    fn file_problems_and_bad_links_are_worded_in_every_language() {
        use engine::formats::{link, pbn};
        // A PBN file with a problem in each game, and a bad deal link.
        let deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";
        let text = format!(
            "[Board \"1\"]\n[Dealer \"Q\"]\n[Deal \"{deal}\"]\n\n\
             [Board \"2\"]\n[Deal \"{deal}\"]\n[Scoring \"MiniBridge\"]\n[Contract \"4SX\"]\n\n\
             [Board \"3\"]\n[Deal \"N:AKQJ.T98.765\"]\n"
        );
        let file = pbn::read(text.as_bytes());
        assert_eq!(file.problems.len(), 3, "{:?}", file.problems);
        let links = [
            link::decode(""),
            link::decode("#d=A"),
            link::decode("#d=!!!!"),
        ];
        for lang in Lang::ALL {
            for problem in &file.problems {
                let worded = lang.file_problem("f.pbn", problem);
                let place = format!("f.pbn:{}:{}", problem.line, problem.column);
                assert!(worded.starts_with(&place), "{lang:?}: {worded}");
                if lang != Lang::En {
                    assert_ne!(worded, Lang::En.file_problem("f.pbn", problem), "{lang:?}");
                }
            }
            for error in links.iter().filter_map(|l| l.as_ref().err()) {
                let worded = lang.link_error(error);
                assert!(!worded.trim().is_empty());
                if lang != Lang::En {
                    assert_ne!(worded, Lang::En.link_error(error), "{lang:?}");
                }
            }
        }
        let worded: Vec<String> = file.problems.iter().map(|p| Lang::En.problem(p)).collect();
        assert_eq!(
            worded,
            [
                "unknown dealer \"Q\": N, E, S or W",
                "\"4SX\" is doubled: doubles are not part of these games; the result is left out",
                "North's hand must have four suits separated by '.'",
            ]
        );
        assert_eq!(
            Lang::Fr.problem(&file.problems[1]),
            "« 4SX » est contré : le contre ne fait pas partie de ces jeux ; le résultat est ignoré"
        );
        assert_eq!(
            Lang::En.say(Phrase::BadLink {
                reason: &Lang::En.link_error(&link::decode("").unwrap_err())
            }),
            "This deal link could not be opened: the link has no deal in it. Your game goes on here."
        );
        assert_eq!(
            Lang::Ja.game_link_error(&engine::gbridge::link::decode("#g=1f.27.r").unwrap_err()),
            "GBridgeのゲームは1〜26ラウンドで、27ではありません"
        );
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
