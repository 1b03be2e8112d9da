//! The message catalog: every text the page shows, in English and Japanese
//! (the help exists in both). Components ask [`Lang`] for text; none is
//! written inline.

use crate::bot::Level;
use crate::contract::{Contract, Goal, ScoreLine};
use crate::formats::Vulnerable;
use crate::rules::Variant;
use contract_bridge::{Card, Seat, Strain, Suit};
use serde::{Deserialize, Serialize};

/// A language of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Japanese.
    Ja,
}

/// A fixed text of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Msg {
    Title,
    Board,
    Dealer,
    Vulnerable,
    VulNone,
    VulBoth,
    Announcements,
    Declarer,
    Dummy,
    Contract,
    ThrownIn,
    ChooseContract,
    PartScore,
    Game,
    ToPlay,
    Tricks,
    LastTrick,
    HideLastTrick,
    Result,
    Made,
    Down,
    Total,
    NextDeal,
    Settings,
    Rules,
    MiniBridge,
    HalfBridge,
    Undertrick,
    Level,
    TwoStep,
    NorthDeclares,
    Language,
    YourTurn,
    Thinking,
    CurrentTrick,
    Close,
    WaitingForDeclarer,
    Redeal,
    Comparison,
    OpenRoom,
    ClosedRoom,
    NetScore,
    Imps,
    Scorecard,
    MatchLength,
    NewMatch,
    MatchOver,
    Replay,
    Prev,
    Next,
    ClosedRoomTrick,
    WorkerRestarted,
    StorageProblem,
    Yes,
    No,
    Pass,
    Total2,
}

impl Lang {
    /// The text of `msg`.
    #[must_use]
    pub fn t(self, msg: Msg) -> &'static str {
        use Msg::*;
        match self {
            Lang::En => match msg {
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
            },
            Lang::Ja => match msg {
                Title => "Micro HalfBridge",
                Board => "ボード",
                Dealer => "ディーラー",
                Vulnerable => "バルネラビリティ",
                VulNone => "なし",
                VulBoth => "両方",
                Announcements => "HCP の公表",
                Declarer => "デクレアラー",
                Dummy => "ダミー",
                Contract => "コントラクト",
                ThrownIn => "20対20：配り直しです。",
                ChooseContract => "コントラクトを選んでください",
                PartScore => "パートスコア",
                Game => "ゲーム",
                ToPlay => "手番",
                Tricks => "トリック",
                LastTrick => "直前のトリック",
                HideLastTrick => "テーブルに戻る",
                Result => "結果",
                Made => "メイク",
                Down => "ダウン",
                Total => "得点",
                NextDeal => "次のディール",
                Settings => "設定",
                Rules => "ゲーム",
                MiniBridge => "ミニブリッジ",
                HalfBridge => "ハーフブリッジ",
                Undertrick => "1ダウンあたりの得点",
                Level => "コンピューターの強さ",
                TwoStep => "2段階プレイ（タップで選択、もう一度タップで出す）",
                NorthDeclares => "ノースがデクレアラーのときはコンピューターに任せ、ダミーとして見る",
                Language => "言語",
                YourTurn => "あなたの番です",
                Thinking => "考え中…",
                CurrentTrick => "現在のトリック",
                Close => "閉じる",
                WaitingForDeclarer => "デクレアラーがコントラクトを選んでいます…",
                Redeal => "配り直し",
                Comparison => "比較",
                OpenRoom => "オープンルーム",
                ClosedRoom => "クローズドルーム",
                NetScore => "差し引き",
                Imps => "IMP",
                Scorecard => "スコアカード",
                MatchLength => "1試合のボード数",
                NewMatch => "新しい試合",
                MatchOver => "試合終了です。",
                Replay => "再生",
                Prev => "前のトリック",
                Next => "次のトリック",
                ClosedRoomTrick => "クローズドルーム：トリック",
                WorkerRestarted => "コンピューターを再起動しました。プレイは続きます。",
                StorageProblem => "保存データを読めなかったため、新しく始めました。",
                Yes => "はい",
                No => "いいえ",
                Pass => "パス",
                Total2 => "合計",
            },
        }
    }

    /// A seat's name.
    #[must_use]
    pub fn seat(self, seat: Seat) -> &'static str {
        match (self, seat) {
            (Lang::En, Seat::North) => "North",
            (Lang::En, Seat::East) => "East",
            (Lang::En, Seat::South) => "South",
            (Lang::En, Seat::West) => "West",
            (Lang::Ja, Seat::North) => "ノース",
            (Lang::Ja, Seat::East) => "イースト",
            (Lang::Ja, Seat::South) => "サウス",
            (Lang::Ja, Seat::West) => "ウエスト",
        }
    }

    /// A board's vulnerability: "None", "North–South", "East–West", "Both".
    #[must_use]
    pub fn vulnerability(self, v: Vulnerable) -> String {
        match v {
            Vulnerable::Neither => self.t(Msg::VulNone).into(),
            Vulnerable::Both => self.t(Msg::VulBoth).into(),
            Vulnerable::NorthSouth => format!("{}–{}", self.seat(Seat::North), self.seat(Seat::South)),
            Vulnerable::EastWest => format!("{}–{}", self.seat(Seat::East), self.seat(Seat::West)),
        }
    }

    /// A suit's name (plural, as in "Ace of Spades").
    #[must_use]
    pub fn suit(self, suit: Suit) -> &'static str {
        match (self, suit) {
            (Lang::En, Suit::Spades) => "Spades",
            (Lang::En, Suit::Hearts) => "Hearts",
            (Lang::En, Suit::Diamonds) => "Diamonds",
            (Lang::En, Suit::Clubs) => "Clubs",
            (Lang::Ja, Suit::Spades) => "スペード",
            (Lang::Ja, Suit::Hearts) => "ハート",
            (Lang::Ja, Suit::Diamonds) => "ダイヤモンド",
            (Lang::Ja, Suit::Clubs) => "クラブ",
        }
    }

    /// A strain's name.
    #[must_use]
    pub fn strain(self, strain: Strain) -> &'static str {
        match strain.suit() {
            Some(s) => self.suit(s),
            None => match self {
                Lang::En => "No Trump",
                Lang::Ja => "ノートランプ",
            },
        }
    }

    /// A card's accessible name: "Ace of Spades", "10 of Hearts".
    #[must_use]
    pub fn card(self, card: Card) -> String {
        let rank = match (self, card.rank.get()) {
            (Lang::En, 14) => "Ace".to_string(),
            (Lang::En, 13) => "King".to_string(),
            (Lang::En, 12) => "Queen".to_string(),
            (Lang::En, 11) => "Jack".to_string(),
            (Lang::Ja, 14) => "エース".to_string(),
            (Lang::Ja, 13) => "キング".to_string(),
            (Lang::Ja, 12) => "クイーン".to_string(),
            (Lang::Ja, 11) => "ジャック".to_string(),
            (_, n) => n.to_string(),
        };
        match self {
            Lang::En => format!("{rank} of {}", self.suit(card.suit)),
            Lang::Ja => format!("{}の{rank}", self.suit(card.suit)),
        }
    }

    /// A contract's accessible name: "Game in No Trump", "3 No Trump".
    #[must_use]
    pub fn contract(self, contract: Contract) -> String {
        match (self, contract) {
            (Lang::En, Contract::Mini { goal: Goal::Game, strain }) => format!("Game in {}", self.strain(strain)),
            (Lang::En, Contract::Mini { goal: Goal::PartScore, strain }) => format!("Part score in {}", self.strain(strain)),
            (Lang::Ja, Contract::Mini { goal: Goal::Game, strain }) => format!("{}のゲーム", self.strain(strain)),
            (Lang::Ja, Contract::Mini { goal: Goal::PartScore, strain }) => format!("{}のパートスコア", self.strain(strain)),
            (_, Contract::Half(bid)) => format!("{} {}", bid.level.get(), self.strain(bid.strain)),
        }
    }

    /// A contract in short symbols: "Game ♠", "3NT".
    #[must_use]
    pub fn contract_short(self, contract: Contract) -> String {
        match contract {
            Contract::Mini { goal, strain } => {
                let g = self.t(if goal == Goal::Game { Msg::Game } else { Msg::PartScore });
                format!("{g} {strain}")
            }
            Contract::Half(bid) => format!("{}{}", bid.level.get(), bid.strain),
        }
    }

    /// One line of a score's explanation.
    #[must_use]
    pub fn score_line(self, line: ScoreLine) -> String {
        let en = self == Lang::En;
        match line {
            ScoreLine::TrickPoints { tricks, points } => {
                if en { format!("Trick points for {tricks} tricks over six: {points}") } else { format!("6を超える{tricks}トリックの得点：{points}") }
            }
            ScoreLine::Overtricks { count, points } => {
                if en { format!("{count} overtrick(s): {points}") } else { format!("オーバートリック{count}：{points}") }
            }
            ScoreLine::PartScoreBonus { points } => {
                if en { format!("Part score bonus: {points}") } else { format!("パートスコアボーナス：{points}") }
            }
            ScoreLine::GameBonus { points } => {
                if en { format!("Game bonus: {points}") } else { format!("ゲームボーナス：{points}") }
            }
            ScoreLine::SlamBonus { level, points } => {
                let name = match (en, level) {
                    (true, 7) => "Grand slam bonus",
                    (true, _) => "Small slam bonus",
                    (false, 7) => "グランドスラムボーナス",
                    (false, _) => "スモールスラムボーナス",
                };
                format!("{name}: {points}")
            }
            ScoreLine::Undertricks { count, points } => {
                if en {
                    format!("{count} undertrick(s): the defenders score {}", -points)
                } else {
                    format!("{count}ダウン：ディフェンダーに{}点", -points)
                }
            }
        }
    }

    /// A game variant's name.
    #[must_use]
    pub fn variant(self, v: Variant) -> &'static str {
        self.t(match v {
            Variant::MiniBridge => Msg::MiniBridge,
            Variant::HalfBridge => Msg::HalfBridge,
        })
    }

    /// A computer level's name.
    #[must_use]
    pub fn level(self, level: Level) -> &'static str {
        match (self, level) {
            (Lang::En, Level::Beginner) => "Beginner",
            (Lang::En, Level::Standard) => "Standard",
            (Lang::En, Level::Expert) => "Expert",
            (Lang::Ja, Level::Beginner) => "初級",
            (Lang::Ja, Level::Standard) => "中級",
            (Lang::Ja, Level::Expert) => "上級",
        }
    }

    /// "West plays Jack of Hearts", for the live region.
    #[must_use]
    pub fn plays(self, seat: Seat, card: Card) -> String {
        match self {
            Lang::En => format!("{} plays {}", self.seat(seat), self.card(card)),
            Lang::Ja => format!("{}：{}", self.seat(seat), self.card(card)),
        }
    }

    /// "South declares Game in No Trump".
    #[must_use]
    pub fn declares(self, seat: Seat, contract: Contract) -> String {
        match self {
            Lang::En => format!("{} declares {}", self.seat(seat), self.contract(contract)),
            Lang::Ja => format!("{}が{}を宣言", self.seat(seat), self.contract(contract)),
        }
    }

    /// The language's own name, for the switch.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ja => "日本語",
        }
    }

    /// The code for `<html lang>`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
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
    }

    #[test]
    fn both_catalogs_are_complete() {
        // Every message has a non-empty text in both languages, and the
        // Japanese differs from the English where it is not a name.
        for lang in [Lang::En, Lang::Ja] {
            for msg in [Msg::Board, Msg::Contract, Msg::Result, Msg::NextDeal, Msg::Comparison, Msg::Settings] {
                assert!(!lang.t(msg).is_empty());
            }
        }
        assert_ne!(Lang::En.t(Msg::NextDeal), Lang::Ja.t(Msg::NextDeal));
    }
}
