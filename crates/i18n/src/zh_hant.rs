//! Traditional Chinese (繁體中文): every word of the page, in the words of
//! bridge players in Taiwan and Hong Kong (無王, 明手, 墩, 莊家, 首攻, 成局).

use super::{Catalog, Msg, Phrase};
use contract_bridge::{Seat, Suit};
use engine::bot::Level;
use engine::contract::{Goal, ScoreLine};

/// The Traditional Chinese catalog.
pub(super) struct TraditionalChinese;

impl Catalog for TraditionalChinese {
    fn text(&self, msg: Msg) -> &'static str {
        use Msg::*;
        match msg {
            Title => "Micro HalfBridge",
            Board => "牌副",
            Dealer => "發牌人",
            Vulnerable => "局況",
            VulNone => "雙方無局",
            VulBoth => "雙方有局",
            Announcements => "大牌點公布",
            Declarer => "莊家",
            Dummy => "明手",
            Contract => "合約",
            ThrownIn => "20對20：作廢，重新發牌。",
            ChooseContract => "請選擇合約",
            PartScore => "部分合約",
            Game => "成局",
            ToPlay => "出牌方",
            Tricks => "墩",
            LastTrick => "上一墩",
            HideLastTrick => "返回牌桌",
            Result => "結果",
            Made => "做成",
            Down => "倒",
            Total => "得分",
            NextDeal => "下一副",
            Settings => "設定",
            Rules => "玩法",
            MiniBridge => "迷你橋牌",
            HalfBridge => "半橋牌",
            ContractBridge => "合約橋牌",
            Undertrick => "每倒一墩的罰分",
            Level => "電腦強度",
            TwoStep => "兩步出牌（點一下選取，再點一下打出）",
            NorthDeclares => "由更強的北家做莊；我當明手觀看",
            Language => "語言",
            YourTurn => "輪到你了",
            Thinking => "思考中…",
            CurrentTrick => "目前這一墩",
            Close => "關閉",
            WaitingForDeclarer => "莊家正在選擇合約…",
            Redeal => "重新發牌",
            Comparison => "比較",
            OpenRoom => "開室",
            ClosedRoom => "閉室",
            NetScore => "淨得分",
            Imps => "IMP",
            Scorecard => "記分表",
            MatchLength => "每場比賽的牌副數",
            NewMatch => "新比賽",
            MatchOver => "比賽結束。",
            Replay => "重播",
            Prev => "上一墩",
            Next => "下一墩",
            ClosedRoomTrick => "閉室：墩",
            WorkerRestarted => "電腦玩家已重新啟動，牌局繼續。",
            StorageProblem => "無法讀取儲存的牌局，已開始新的牌局。",
            Yes => "是",
            No => "否",
            Pass => "不叫",
            Total2 => "合計",
            FilesAndSharing => "檔案與分享",
            OpenHandFile => "開啟牌例檔案（.HND, .PBN）…",
            OpenHandFileLabel => "開啟牌例檔案",
            DownloadHnd => "下載 .HND",
            DownloadPbn => "下載 PBN",
            IncludeResult => "包含我的結果",
            Share => "分享",
            ShareLink => "分享連結",
            BackToPrevious => "返回之前的比賽",
            RulesFromNextMatch => "所選玩法從下一場比賽開始生效。",
            NorthSouth => "南北",
            EastWest => "東西",
            ComputerProblem => "電腦玩家未能回應，正在重試。",
            OtherBuild => "頁面已更新，但電腦玩家仍是舊版本：請重新載入頁面後繼續。",
            Review => "檢討",
            WhatTheCardsAllowed => "雙明手分析：各方可得墩數",
            ContractScores => "各合約的得分",
            Par => "最佳合約",
            WhereTricksWent => "每墩的去向",
            Working => "計算中…",
            Mistake => "失誤",
            Hint => "提示",
            Undo => "復原",
            Claim => "攤牌",
            ClaimAll => "剩餘全部墩數",
            ClaimHowMany => "你要攤牌拿剩餘墩中的幾墩？",
            HintsSetting => "提供提示（H 鍵）",
            AutoPlay => "只有一張可出的牌時自動打出",
            DeclarerPractice => "莊家練習：我方每副都做莊",
            PlayAgain => "再打一次",
            Practice => "練習",
            Aids => "輔助",
            CardsAtClaim => "攤牌時的牌",
            ListSeparator => "、",
            TricksAfter => "之後的墩數",
            FourColour => "四色牌（♠ 黑、♥ 紅、♦ 橙、♣ 綠）",
            GBridge => "GBridge",
            GbridgeRounds => "每局輪數",
            Bid => "叫墩",
            YourBid => "你的叫墩：你要贏幾墩？",
            Trump => "王牌",
            Round => "輪",
            Scoreboard => "記分表",
            RobotInYourSeat => "電腦在你的位置",
            Friend => "朋友",
            GameOver => "本局結束。",
            ShareGame => "分享本局",
            Double => "加倍",
            Redouble => "再加倍",
            BiddingBox => "叫牌盒",
            Auction => "叫牌過程",
            YourCall => "輪到你叫牌",
            PassedOut => "四家都不叫：無合約，雙方0分。",
            CallsExplained => "聚焦、懸停或點按一個叫品即可看到它表示什麼。",
            Balanced => "均型牌",
            Forcing => "逼叫一輪",
            ForcingToGame => "逼叫到成局",
            NoFurtherInformation => "無更多資訊",
            Stayman => "斯台曼：問四張高花",
            StaymanAnswer => "回答斯台曼",
            BlackwoodAsk => "黑木問叫：問A的數量",
            StrongTwoClubs => "強2♣，人為叫",
            Waiting => "等待叫，人為叫",
            WeakTwo => "弱二開叫",
            Preempt => "阻擊叫",
            TakeoutDouble => "技術性加倍",
            TakeoutAnswer => "回答技術性加倍",
            PenaltyDouble => "懲罰性加倍",
            Overcall => "爭叫",
            NotrumpOvercall => "1NT爭叫",
            Invitation => "邀請成局",
            Raise => "加叫",
        }
    }

    fn seat(&self, seat: Seat) -> &'static str {
        match seat {
            Seat::North => "北",
            Seat::East => "東",
            Seat::South => "南",
            Seat::West => "西",
        }
    }

    fn suit(&self, suit: Suit) -> &'static str {
        match suit {
            Suit::Spades => "黑桃",
            Suit::Hearts => "紅心",
            Suit::Diamonds => "方塊",
            Suit::Clubs => "梅花",
        }
    }

    fn notrump(&self) -> &'static str {
        "無王"
    }

    fn honour(&self, rank: u8) -> Option<&'static str> {
        match rank {
            14 => Some("A"),
            13 => Some("K"),
            12 => Some("Q"),
            11 => Some("J"),
            _ => None,
        }
    }

    fn card(&self, rank: &str, suit: &str) -> String {
        format!("{suit}{rank}")
    }

    fn mini_contract(&self, goal: Goal, strain: &str) -> String {
        match goal {
            Goal::Game => format!("{strain}成局"),
            Goal::PartScore => format!("{strain}部分合約"),
        }
    }

    fn score_line(&self, line: ScoreLine) -> String {
        match line {
            ScoreLine::TrickPoints { tricks, points } => {
                format!("超過六墩的{tricks}墩得分：{points}")
            }
            ScoreLine::Overtricks { count, points } => format!("超額{count}墩：{points}"),
            ScoreLine::PartScoreBonus { points } => format!("部分合約獎分：{points}"),
            ScoreLine::GameBonus { points } => format!("成局獎分：{points}"),
            ScoreLine::SlamBonus { level: 7, points } => format!("大滿貫獎分：{points}"),
            ScoreLine::SlamBonus { points, .. } => format!("小滿貫獎分：{points}"),
            ScoreLine::DoubledBonus {
                penalty: contract_bridge::Penalty::Redoubled,
                points,
            } => format!("再加倍合約完成獎分：{points}"),
            ScoreLine::DoubledBonus { points, .. } => format!("加倍合約完成獎分：{points}"),
            ScoreLine::Undertricks { count, points } => {
                format!("倒{count}墩：防守方得{}分", -points)
            }
        }
    }

    fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Beginner => "初級",
            Level::Standard => "中級",
            Level::Expert => "高級",
        }
    }

    fn plays(&self, seat: &str, card: &str) -> String {
        format!("{seat}家出{card}")
    }

    fn declares(&self, seat: &str, contract: &str) -> String {
        format!("{seat}家做莊：{contract}")
    }

    fn phrase(&self, phrase: Phrase<'_>) -> String {
        match phrase {
            Phrase::Hcp { points } => format!("{points} 大牌點"),
            Phrase::HcpAtLeast { points } => format!("{points}+ 大牌點"),
            Phrase::HcpAtMost { points } => format!("0–{points} 大牌點"),
            Phrase::HcpRange { low, high } => format!("{low}–{high} 大牌點"),
            Phrase::SuitLength {
                suit,
                low,
                high: 13,
            } => format!("{suit}{low}張以上"),
            Phrase::SuitLength { suit, low: 0, high } => format!("{suit}至多{high}張"),
            Phrase::SuitLength { suit, low, high } if low == high => format!("{suit}{low}張"),
            Phrase::SuitLength { suit, low, high } => format!("{suit}{low}–{high}張"),
            Phrase::TransferTo { suit } => format!("轉移到{suit}"),
            Phrase::CompletesTransfer { suit } => format!("完成轉移到{suit}"),
            Phrase::BlackwoodAces { count: 0 } => "回答黑木：0或4個A".to_string(),
            Phrase::BlackwoodAces { count } => format!("回答黑木：{count}個A"),
            Phrase::Calls { seat, call } => format!("{seat}叫{call}"),
            Phrase::CallShows { call, meaning } => format!("{call}：{meaning}"),
            Phrase::ThrownInDeals { count } => format!("有{count}副牌為20對20，已作廢並重新發牌。"),
            Phrase::FileUnreadable { name } => format!("{name}：無法讀取該檔案。"),
            Phrase::NoDealInFile { name } => format!("{name}：沒有可讀取的牌局，比賽維持不變。"),
            Phrase::DealsInFile {
                name,
                count,
                problems: false,
            } => format!("{name}：讀入{count}副牌。"),
            Phrase::DealsInFile {
                name,
                count,
                problems: true,
            } => format!("{name}：讀入{count}副牌；有以下問題："),
            Phrase::MoreProblems { count } => format!("……另有{count}條"),
            Phrase::BadLink { reason } => format!("無法開啟此牌局連結（{reason}）。目前牌局繼續。"),
            Phrase::ReviewBoard { number } => format!("檢討第{number}副"),
            Phrase::GaveAway {
                side, tricks: 0, ..
            } => format!("{side}：沒有失墩。"),
            Phrase::GaveAway {
                side,
                tricks,
                mistakes,
            } => format!("{side}：{mistakes}張牌失了{tricks}墩。"),
            Phrase::MistakeLine {
                seat,
                card,
                trick,
                cost,
                kept,
            } => format!("第{trick}墩：{seat}家的{card}失了{cost}墩；出{kept}則不會失墩。"),
            Phrase::OwnMistakes { count } => format!("我方失誤：{count}"),
            Phrase::ContractMakes { contract, tricks } => {
                format!("從首攻起，{contract}在雙明手下可得{tricks}墩。")
            }
            Phrase::AuctionAgainstPar {
                room,
                contract: Some(c),
                score,
                imps,
            } => format!("{room}：{c}，雙明手下南北{score:+}：相對最佳合約{imps:+} IMP。"),
            Phrase::AuctionAgainstPar {
                room,
                contract: None,
                imps,
                ..
            } => format!("{room}：全部不叫，0：相對最佳合約{imps:+} IMP。"),
            Phrase::LeadCost { cost: 0 } => "首攻沒有失墩。".to_string(),
            Phrase::LeadCost { cost } => format!("首攻失了{cost}墩。"),
            Phrase::HintChoice { choice } => format!("中級玩家會選擇{choice}。"),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: true,
            } => format!("{card}在{layouts}種分配中有{makes}種能做成合約"),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: false,
            } => format!("{card}在{layouts}種分配中有{makes}種能擊倒合約"),
            Phrase::HintOtherCard { card, makes } => format!("{card}：{makes}種"),
            Phrase::HintContract { contract, score } => format!("{contract}：平均{score}分"),
            Phrase::ClaimNotInPlay => "現在無法攤牌。".to_string(),
            Phrase::ClaimTooMany { claimed, remaining } => {
                format!("攤牌不成立：只剩{remaining}墩，不是{claimed}墩。")
            }
            Phrase::ClaimDefenceHolds { claimed, at_most } => format!(
                "攤牌不成立：防守方能把你限制在剩餘墩中的{at_most}墩，而不是{claimed}墩。請繼續打牌。"
            ),
            Phrase::ClaimAccepted { claimed } => format!("攤牌{claimed}墩成立；其餘的牌照常打完。"),
            Phrase::ComputerClaims { seat, tricks } => {
                format!("{seat}家攤牌，拿下剩餘的{tricks}墩。")
            }
            Phrase::ClaimTricks { tricks } => format!("{tricks}墩"),
            Phrase::PracticeScore { score } => format!("練習：{score:+}（不計分）"),
            Phrase::GbridgeHooked { bid } => {
                format!("最後叫墩者不能叫 {bid}：叫墩總數會等於發牌張數。")
            }
            Phrase::GbridgeBidWon { bid, won } => format!("叫 {bid}，贏 {won}"),
            Phrase::GbridgeRound { number, of, size } => {
                format!("第 {number} 輪（共 {of} 輪）：每人 {size} 張")
            }
            Phrase::GbridgeBids { seat, bid } => format!("{seat}叫 {bid}"),
            Phrase::GbridgeWinners { names } => format!("獲勝：{names}"),
        }
    }

    fn name(&self) -> &'static str {
        "繁體中文"
    }

    fn code(&self) -> &'static str {
        "zh-Hant"
    }
}
