//! English: every word of the page.

use super::{Catalog, Msg, Phrase};
use contract_bridge::{Seat, Suit};
use engine::bot::Level;
use engine::contract::{Goal, ScoreLine};

/// The English catalog.
pub(super) struct English;

impl Catalog for English {
    fn text(&self, msg: Msg) -> &'static str {
        use Msg::*;
        match msg {
            Title => "Micro HalfBridge",
            Board => "Board",
            Dealer => "Dealer",
            Vulnerable => "Vulnerable",
            VulNone => "None",
            VulBoth => "Both",
            Announcements => "HCP announced",
            Declarer => "Declarer",
            Dummy => "Dummy",
            Contract => "Contract",
            ThrownIn => "20–20: thrown in. A new deal follows.",
            ChooseContract => "Choose the contract",
            PartScore => "Part score",
            Game => "Game",
            ToPlay => "To play",
            Tricks => "Tricks",
            LastTrick => "Last trick",
            HideLastTrick => "Back to the table",
            Result => "Result",
            Made => "made",
            Down => "down",
            Total => "Score",
            NextDeal => "Next deal",
            Settings => "Settings",
            Rules => "Game",
            MiniBridge => "MiniBridge",
            HalfBridge => "HalfBridge",
            ContractBridge => "Contract bridge",
            Undertrick => "Points per undertrick",
            Level => "Computer strength",
            TwoStep => "Two-step play (tap to select, tap again to play)",
            NorthDeclares => "A stronger North declares; I watch as dummy",
            Language => "Language",
            YourTurn => "Your turn",
            Thinking => "thinking…",
            CurrentTrick => "Current trick",
            Close => "Close",
            WaitingForDeclarer => "The declarer is choosing the contract…",
            Redeal => "Redeal",
            Comparison => "Comparison",
            OpenRoom => "Open Room",
            ClosedRoom => "Closed Room",
            NetScore => "Net score",
            Imps => "IMPs",
            Scorecard => "Scorecard",
            MatchLength => "Boards in a match",
            NewMatch => "New match",
            MatchOver => "The match is over.",
            Replay => "Replay",
            Prev => "Previous trick",
            Next => "Next trick",
            ClosedRoomTrick => "Closed Room: trick",
            WorkerRestarted => "The computer players were restarted; play goes on.",
            StorageProblem => "The saved game could not be read; a new one was started.",
            Yes => "Yes",
            No => "No",
            Pass => "Pass",
            Total2 => "Total",
            FilesAndSharing => "Files and sharing",
            OpenHandFile => "Open hand file (.HND, .PBN)…",
            OpenHandFileLabel => "Open hand file",
            DownloadHnd => "Download .HND",
            DownloadPbn => "Download PBN",
            IncludeResult => "Include my result",
            Share => "Share",
            ShareLink => "Share link",
            BackToPrevious => "Back to my previous match",
            RulesFromNextMatch => "The game chosen applies from the next match.",
            NorthSouth => "NS",
            EastWest => "EW",
            ComputerProblem => "The computer players could not answer; they try again.",
            OtherBuild => {
                "The page was updated while the computer players were still the old version: reload the page to play on."
            }
            Review => "Review",
            WhatTheCardsAllowed => "What the cards allowed (double dummy)",
            ContractScores => "What each contract would score",
            Par => "Par",
            WhereTricksWent => "Where the tricks went",
            Working => "Working it out…",
            Mistake => "Mistake",
            Hint => "Hint",
            Undo => "Undo",
            Claim => "Claim",
            ClaimAll => "All the remaining tricks",
            ClaimHowMany => "How many of the remaining tricks do you claim?",
            HintsSetting => "Offer hints (key H)",
            AutoPlay => "Play my only legal card by itself",
            FourColour => "Four-colour deck (♠ black, ♥ red, ♦ orange, ♣ green)",
            DeclarerPractice => "Declarer practice: my side declares every deal",
            PlayAgain => "Play again",
            Practice => "Practice",
            Aids => "Aids",
            CardsAtClaim => "The cards at the claim",
            ListSeparator => ", ",
            TricksAfter => "Tricks after",
            GBridge => "GBridge",
            GbridgeRounds => "Rounds in a game",
            Bid => "Bid",
            YourBid => "Your bid: how many tricks will you win?",
            Trump => "Trump",
            Round => "Round",
            Scoreboard => "Scoreboard",
            RobotInYourSeat => "Computer in your seat",
            Friend => "Friend",
            GameOver => "The game is over.",
            ShareGame => "Share this game",
            Double => "Double",
            Redouble => "Redouble",
            BiddingBox => "Bidding box",
            Auction => "Auction",
            YourCall => "Your call",
            PassedOut => "Passed out: no contract, 0 to both sides.",
            CallsExplained => "Focus, hover or tap a call to see what it shows.",
            Balanced => "balanced",
            Forcing => "forcing",
            ForcingToGame => "forcing to game",
            NoFurtherInformation => "no further information",
            Stayman => "Stayman: asks for a four-card major",
            StaymanAnswer => "answer to Stayman",
            BlackwoodAsk => "Blackwood: asks for aces",
            StrongTwoClubs => "strong 2♣, artificial",
            Waiting => "waiting, artificial",
            WeakTwo => "weak two",
            Preempt => "pre-empt",
            TakeoutDouble => "takeout double",
            TakeoutAnswer => "answer to the takeout double",
            PenaltyDouble => "penalty double",
            Overcall => "overcall",
            NotrumpOvercall => "1NT overcall",
            Invitation => "invitation to game",
            Raise => "raise",
        }
    }

    fn seat(&self, seat: Seat) -> &'static str {
        match seat {
            Seat::North => "North",
            Seat::East => "East",
            Seat::South => "South",
            Seat::West => "West",
        }
    }

    fn suit(&self, suit: Suit) -> &'static str {
        match suit {
            Suit::Spades => "Spades",
            Suit::Hearts => "Hearts",
            Suit::Diamonds => "Diamonds",
            Suit::Clubs => "Clubs",
        }
    }

    fn notrump(&self) -> &'static str {
        "No Trump"
    }

    fn bid(&self, level: u8, strain: &'static str) -> String {
        // One of a suit is singular: "1 Spade", "2 Spades".
        match strain.strip_suffix('s') {
            Some(one) if level == 1 => format!("1 {one}"),
            _ => format!("{level} {strain}"),
        }
    }

    fn honour(&self, rank: u8) -> Option<&'static str> {
        match rank {
            14 => Some("Ace"),
            13 => Some("King"),
            12 => Some("Queen"),
            11 => Some("Jack"),
            _ => None,
        }
    }

    fn card(&self, rank: &str, suit: &str) -> String {
        format!("{rank} of {suit}")
    }

    fn mini_contract(&self, goal: Goal, strain: &str) -> String {
        match goal {
            Goal::Game => format!("Game in {strain}"),
            Goal::PartScore => format!("Part score in {strain}"),
        }
    }

    fn score_line(&self, line: ScoreLine) -> String {
        match line {
            ScoreLine::TrickPoints { tricks, points } => {
                format!("Trick points for {tricks} tricks over six: {points}")
            }
            ScoreLine::Overtricks { count, points } => format!("{count} overtrick(s): {points}"),
            ScoreLine::PartScoreBonus { points } => format!("Part score bonus: {points}"),
            ScoreLine::GameBonus { points } => format!("Game bonus: {points}"),
            ScoreLine::SlamBonus { level: 7, points } => format!("Grand slam bonus: {points}"),
            ScoreLine::SlamBonus { points, .. } => format!("Small slam bonus: {points}"),
            ScoreLine::DoubledBonus {
                penalty: contract_bridge::Penalty::Redoubled,
                points,
            } => format!("Bonus for making it redoubled: {points}"),
            ScoreLine::DoubledBonus { points, .. } => {
                format!("Bonus for making it doubled: {points}")
            }
            ScoreLine::Undertricks { count, points } => {
                format!("{count} undertrick(s): the defenders score {}", -points)
            }
        }
    }

    fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Beginner => "Beginner",
            Level::Standard => "Standard",
            Level::Expert => "Expert",
        }
    }

    fn plays(&self, seat: &str, card: &str) -> String {
        format!("{seat} plays {card}")
    }

    fn declares(&self, seat: &str, contract: &str) -> String {
        format!("{seat} declares {contract}")
    }

    fn phrase(&self, phrase: Phrase<'_>) -> String {
        match phrase {
            Phrase::Hcp { points } => format!("{points} HCP"),
            Phrase::HcpAtLeast { points } => format!("{points}+ HCP"),
            Phrase::HcpAtMost { points } => format!("0–{points} HCP"),
            Phrase::HcpRange { low, high } => format!("{low}–{high} HCP"),
            Phrase::SuitLength {
                suit,
                low,
                high: 13,
            } => format!("{low}+ {suit}"),
            Phrase::SuitLength { suit, low: 0, high } => format!("at most {high} {suit}"),
            Phrase::SuitLength { suit, low, high } if low == high => format!("{low} {suit}"),
            Phrase::SuitLength { suit, low, high } => format!("{low}–{high} {suit}"),
            Phrase::TransferTo { suit } => format!("transfer to {suit}"),
            Phrase::CompletesTransfer { suit } => format!("completes the transfer to {suit}"),
            Phrase::BlackwoodAces { count: 0 } => "Blackwood answer: 0 or 4 aces".to_string(),
            Phrase::BlackwoodAces { count: 1 } => "Blackwood answer: 1 ace".to_string(),
            Phrase::BlackwoodAces { count } => format!("Blackwood answer: {count} aces"),
            Phrase::Calls { seat, call } => format!("{seat} calls {call}"),
            Phrase::CallShows { call, meaning } => format!("{call}: {meaning}"),
            Phrase::ThrownInDeals { count } => {
                format!("{count} deal(s) had 20–20 points: thrown in and dealt again.")
            }
            Phrase::FileUnreadable { name } => format!("{name}: the file could not be read."),
            Phrase::NoDealInFile { name } => {
                format!("{name}: no deal could be read; your match is unchanged.")
            }
            Phrase::DealsInFile {
                name,
                count,
                problems: false,
            } => format!("{name}: {count} deal(s) to play."),
            Phrase::DealsInFile {
                name,
                count,
                problems: true,
            } => format!("{name}: {count} deal(s) to play; some problems:"),
            Phrase::MoreProblems { count } => format!("… {count} more"),
            Phrase::BadLink { reason } => {
                format!("This deal link could not be opened: {reason}. Your game goes on here.")
            }
            Phrase::ReviewBoard { number } => format!("Review board {number}"),
            Phrase::GaveAway {
                side, tricks: 0, ..
            } => format!("{side} gave nothing away."),
            Phrase::GaveAway {
                side,
                tricks,
                mistakes,
            } => format!("{side} gave away {tricks} trick(s) with {mistakes} card(s)."),
            Phrase::MistakeLine {
                seat,
                card,
                trick,
                cost,
                kept,
            } => format!("Trick {trick}: {seat}'s {card} cost {cost} trick(s); {kept} kept it."),
            Phrase::OwnMistakes { count } => format!("Your side's mistakes: {count}"),
            Phrase::ContractMakes { contract, tricks } => {
                format!("{contract} makes {tricks} tricks at double dummy from the opening lead.")
            }
            Phrase::AuctionAgainstPar {
                room,
                contract: Some(c),
                score,
                imps,
            } => format!("{room}: {c}, NS {score:+} at double dummy: {imps:+} IMPs against par."),
            Phrase::AuctionAgainstPar {
                room,
                contract: None,
                imps,
                ..
            } => format!("{room}: passed out, 0: {imps:+} IMPs against par."),
            Phrase::LeadCost { cost: 0 } => "The opening lead cost nothing.".to_string(),
            Phrase::LeadCost { cost } => format!("The opening lead cost {cost} trick(s)."),
            Phrase::HintChoice { choice } => format!("The Standard player would choose {choice}."),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: true,
            } => format!("{card} makes the contract in {makes} of {layouts} layouts"),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: false,
            } => format!("{card} beats the contract in {makes} of {layouts} layouts"),
            Phrase::HintOtherCard { card, makes } => format!("{card} in {makes}"),
            Phrase::HintContract { contract, score } => {
                format!("{contract}: {score} points on average")
            }
            Phrase::ClaimNotInPlay => "There is nothing to claim now.".to_string(),
            Phrase::ClaimTooMany { claimed, remaining } => {
                format!("Claim refused: only {remaining} tricks remain, not {claimed}.")
            }
            Phrase::ClaimDefenceHolds { claimed, at_most } => format!(
                "Claim refused: the defence can hold you to {at_most} of the remaining tricks, not {claimed}. Play on."
            ),
            Phrase::ClaimAccepted { claimed } => {
                format!("Claim of {claimed} trick(s) accepted; the rest is played out.")
            }
            Phrase::ComputerClaims { seat, tricks } => {
                format!("{seat} claims the remaining {tricks} trick(s).")
            }
            Phrase::ClaimTricks { tricks } => format!("{tricks} trick(s)"),
            Phrase::PracticeScore { score } => format!("Practice: {score:+} (not counted)"),
            Phrase::GbridgeHooked { bid } => format!(
                "{bid} is not allowed to the last bidder: the bids would add up to the cards dealt."
            ),
            Phrase::GbridgeBidWon { bid, won } => format!("bid {bid}, won {won}"),
            Phrase::GbridgeRound { number, of, size } => {
                format!("Round {number} of {of}: {size} card(s) each")
            }
            Phrase::GbridgeBids { seat, bid } => format!("{seat} bids {bid}"),
            Phrase::GbridgeWinners { names } => format!("Winner: {names}"),
        }
    }

    fn name(&self) -> &'static str {
        "English"
    }

    fn code(&self) -> &'static str {
        "en"
    }
}
