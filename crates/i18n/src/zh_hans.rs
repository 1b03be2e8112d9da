//! Simplified Chinese (简体中文): every word of the page, in the words of
//! bridge players in mainland China (无将, 明手, 墩, 庄家, 首攻, 成局).

use super::{Catalog, Msg, Phrase};
use contract_bridge::{Seat, Suit};
use engine::bot::Level;
use engine::contract::{Goal, ScoreLine};

/// The Simplified Chinese catalog.
pub(super) struct SimplifiedChinese;

impl Catalog for SimplifiedChinese {
    fn text(&self, msg: Msg) -> &'static str {
        use Msg::*;
        match msg {
            Title => "Micro HalfBridge",
            Board => "牌副",
            Dealer => "发牌人",
            Vulnerable => "局况",
            VulNone => "双方无局",
            VulBoth => "双方有局",
            Announcements => "大牌点公布",
            Declarer => "庄家",
            Dummy => "明手",
            Contract => "定约",
            ThrownIn => "20对20：作废，重新发牌。",
            ChooseContract => "请选择定约",
            PartScore => "部分定约",
            Game => "成局",
            ToPlay => "出牌方",
            Tricks => "墩",
            LastTrick => "上一墩",
            HideLastTrick => "返回牌桌",
            Result => "结果",
            Made => "完成",
            Down => "宕",
            Total => "得分",
            NextDeal => "下一副",
            Settings => "设置",
            Rules => "玩法",
            MiniBridge => "迷你桥牌",
            HalfBridge => "半桥牌",
            ContractBridge => "定约桥牌",
            Undertrick => "每宕一墩的罚分",
            Level => "电脑强度",
            TwoStep => "两步出牌（点一下选中，再点一下打出）",
            NorthDeclares => "由更强的北家坐庄；我作为明手观看",
            Language => "语言",
            YourTurn => "轮到你了",
            Thinking => "思考中…",
            CurrentTrick => "当前一墩",
            Close => "关闭",
            WaitingForDeclarer => "庄家正在选择定约…",
            Redeal => "重新发牌",
            Comparison => "对比",
            OpenRoom => "开室",
            ClosedRoom => "闭室",
            NetScore => "净得分",
            Imps => "IMP",
            Scorecard => "记分表",
            MatchLength => "每场比赛的牌副数",
            NewMatch => "新比赛",
            MatchOver => "比赛结束。",
            Replay => "回放",
            Prev => "上一墩",
            Next => "下一墩",
            ClosedRoomTrick => "闭室：墩",
            WorkerRestarted => "电脑玩家已重新启动，牌局继续。",
            StorageProblem => "无法读取保存的牌局，已开始新的牌局。",
            Yes => "是",
            No => "否",
            Pass => "不叫",
            Total2 => "合计",
            FilesAndSharing => "文件与分享",
            OpenHandFile => "打开牌例文件（.HND, .PBN）…",
            OpenHandFileLabel => "打开牌例文件",
            DownloadHnd => "下载 .HND",
            DownloadPbn => "下载 PBN",
            IncludeResult => "包含我的结果",
            Share => "分享",
            ShareLink => "分享链接",
            BackToPrevious => "返回之前的比赛",
            RulesFromNextMatch => "所选玩法从下一场比赛开始生效。",
            NorthSouth => "南北",
            EastWest => "东西",
            ComputerProblem => "电脑玩家未能响应，正在重试。",
            OtherBuild => "页面已更新，但电脑玩家仍是旧版本：请刷新页面后继续。",
            Review => "复盘",
            WhatTheCardsAllowed => "双明手分析：各方可得墩数",
            ContractScores => "各定约的得分",
            Par => "最佳定约",
            WhereTricksWent => "每墩的去向",
            Working => "计算中…",
            Mistake => "失误",
            Hint => "提示",
            Undo => "撤销",
            Claim => "摊牌",
            ClaimAll => "剩余全部墩数",
            ClaimHowMany => "你要摊牌拿剩余墩中的几墩？",
            HintsSetting => "提供提示（H 键）",
            AutoPlay => "只有一张可出的牌时自动打出",
            DeclarerPractice => "庄家练习：我方每副都坐庄",
            PlayAgain => "再打一次",
            Practice => "练习",
            Aids => "辅助",
            CardsAtClaim => "摊牌时的牌",
            ListSeparator => "、",
            TricksAfter => "之后的墩数",
            FourColour => "四色牌（♠ 黑、♥ 红、♦ 橙、♣ 绿）",
            GBridge => "GBridge",
            GbridgeRounds => "每局轮数",
            Bid => "叫墩",
            YourBid => "你的叫墩：你要赢几墩？",
            Trump => "将牌",
            Round => "轮",
            Scoreboard => "记分表",
            RobotInYourSeat => "电脑在你的位置",
            Friend => "朋友",
            GameOver => "本局结束。",
            ShareGame => "分享本局",
            Double => "加倍",
            Redouble => "再加倍",
            BiddingBox => "叫牌盒",
            Auction => "叫牌过程",
            YourCall => "轮到你叫牌",
            PassedOut => "四家都不叫：无定约，双方0分。",
            CallsExplained => "聚焦、悬停或点按一个叫品即可看到它表示什么。",
            Balanced => "均型牌",
            Forcing => "逼叫一轮",
            ForcingToGame => "逼叫到成局",
            NoFurtherInformation => "无更多信息",
            Stayman => "斯台曼：问四张高花",
            StaymanAnswer => "回答斯台曼",
            BlackwoodAsk => "黑木问叫：问A的数量",
            StrongTwoClubs => "强2♣，人为叫",
            Waiting => "等待叫，人为叫",
            WeakTwo => "弱二开叫",
            Preempt => "阻击叫",
            TakeoutDouble => "技术性加倍",
            TakeoutAnswer => "回答技术性加倍",
            PenaltyDouble => "惩罚性加倍",
            Overcall => "争叫",
            NotrumpOvercall => "1NT争叫",
            Invitation => "邀请成局",
            Raise => "加叫",
        }
    }

    fn seat(&self, seat: Seat) -> &'static str {
        match seat {
            Seat::North => "北",
            Seat::East => "东",
            Seat::South => "南",
            Seat::West => "西",
        }
    }

    fn suit(&self, suit: Suit) -> &'static str {
        match suit {
            Suit::Spades => "黑桃",
            Suit::Hearts => "红心",
            Suit::Diamonds => "方块",
            Suit::Clubs => "梅花",
        }
    }

    fn notrump(&self) -> &'static str {
        "无将"
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
            Goal::PartScore => format!("{strain}部分定约"),
        }
    }

    fn score_line(&self, line: ScoreLine) -> String {
        match line {
            ScoreLine::TrickPoints { tricks, points } => {
                format!("超过六墩的{tricks}墩得分：{points}")
            }
            ScoreLine::Overtricks { count, points } => format!("超额{count}墩：{points}"),
            ScoreLine::PartScoreBonus { points } => format!("部分定约奖分：{points}"),
            ScoreLine::GameBonus { points } => format!("成局奖分：{points}"),
            ScoreLine::SlamBonus { level: 7, points } => format!("大满贯奖分：{points}"),
            ScoreLine::SlamBonus { points, .. } => format!("小满贯奖分：{points}"),
            ScoreLine::DoubledBonus {
                penalty: contract_bridge::Penalty::Redoubled,
                points,
            } => format!("再加倍定约完成奖分：{points}"),
            ScoreLine::DoubledBonus { points, .. } => format!("加倍定约完成奖分：{points}"),
            ScoreLine::Undertricks { count, points } => {
                format!("宕{count}墩：防守方得{}分", -points)
            }
        }
    }

    fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Beginner => "初级",
            Level::Standard => "中级",
            Level::Expert => "高级",
        }
    }

    fn plays(&self, seat: &str, card: &str) -> String {
        format!("{seat}家出{card}")
    }

    fn declares(&self, seat: &str, contract: &str) -> String {
        format!("{seat}家坐庄：{contract}")
    }

    fn phrase(&self, phrase: Phrase<'_>) -> String {
        match phrase {
            Phrase::Hcp { points } => format!("{points} 大牌点"),
            Phrase::HcpAtLeast { points } => format!("{points}+ 大牌点"),
            Phrase::HcpAtMost { points } => format!("0–{points} 大牌点"),
            Phrase::HcpRange { low, high } => format!("{low}–{high} 大牌点"),
            Phrase::SuitLength {
                suit,
                low,
                high: 13,
            } => format!("{suit}{low}张以上"),
            Phrase::SuitLength { suit, low: 0, high } => format!("{suit}至多{high}张"),
            Phrase::SuitLength { suit, low, high } if low == high => format!("{suit}{low}张"),
            Phrase::SuitLength { suit, low, high } => format!("{suit}{low}–{high}张"),
            Phrase::TransferTo { suit } => format!("转移到{suit}"),
            Phrase::CompletesTransfer { suit } => format!("完成转移到{suit}"),
            Phrase::BlackwoodAces { count: 0 } => "回答黑木：0或4个A".to_string(),
            Phrase::BlackwoodAces { count } => format!("回答黑木：{count}个A"),
            Phrase::Calls { seat, call } => format!("{seat}叫{call}"),
            Phrase::CallShows { call, meaning } => format!("{call}：{meaning}"),
            Phrase::ThrownInDeals { count } => format!("有{count}副牌为20对20，已作废并重新发牌。"),
            Phrase::FileUnreadable { name } => format!("{name}：无法读取该文件。"),
            Phrase::NoDealInFile { name } => format!("{name}：没有可读取的牌局，比赛保持不变。"),
            Phrase::DealsInFile {
                name,
                count,
                problems: false,
            } => format!("{name}：读入{count}副牌。"),
            Phrase::DealsInFile {
                name,
                count,
                problems: true,
            } => format!("{name}：读入{count}副牌；存在以下问题："),
            Phrase::MoreProblems { count } => format!("……另有{count}条"),
            Phrase::BadLink { reason } => format!("无法打开此牌局链接（{reason}）。当前牌局继续。"),
            Phrase::ReviewBoard { number } => format!("复盘第{number}副"),
            Phrase::GaveAway {
                side, tricks: 0, ..
            } => format!("{side}：没有丢墩。"),
            Phrase::GaveAway {
                side,
                tricks,
                mistakes,
            } => format!("{side}：{mistakes}张牌丢了{tricks}墩。"),
            Phrase::MistakeLine {
                seat,
                card,
                trick,
                cost,
                kept,
            } => format!("第{trick}墩：{seat}家的{card}丢了{cost}墩；出{kept}则不会丢。"),
            Phrase::OwnMistakes { count } => format!("我方失误：{count}"),
            Phrase::ContractMakes { contract, tricks } => {
                format!("从首攻起，{contract}在双明手下可得{tricks}墩。")
            }
            Phrase::AuctionAgainstPar {
                room,
                contract: Some(c),
                score,
                imps,
            } => format!("{room}：{c}，双明手下南北{score:+}：相对最佳定约{imps:+} IMP。"),
            Phrase::AuctionAgainstPar {
                room,
                contract: None,
                imps,
                ..
            } => format!("{room}：全部不叫，0：相对最佳定约{imps:+} IMP。"),
            Phrase::LeadCost { cost: 0 } => "首攻没有丢墩。".to_string(),
            Phrase::LeadCost { cost } => format!("首攻丢了{cost}墩。"),
            Phrase::HintChoice { choice } => format!("中级玩家会选择{choice}。"),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: true,
            } => format!("{card}在{layouts}种分布中有{makes}种能完成定约"),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: false,
            } => format!("{card}在{layouts}种分布中有{makes}种能击宕定约"),
            Phrase::HintOtherCard { card, makes } => format!("{card}：{makes}种"),
            Phrase::HintContract { contract, score } => format!("{contract}：平均{score}分"),
            Phrase::ClaimNotInPlay => "现在无法摊牌。".to_string(),
            Phrase::ClaimTooMany { claimed, remaining } => {
                format!("摊牌不成立：只剩{remaining}墩，不是{claimed}墩。")
            }
            Phrase::ClaimDefenceHolds { claimed, at_most } => format!(
                "摊牌不成立：防守方能把你限制在剩余墩中的{at_most}墩，而不是{claimed}墩。请继续打牌。"
            ),
            Phrase::ClaimAccepted { claimed } => format!("摊牌{claimed}墩成立；其余的牌照常打完。"),
            Phrase::ComputerClaims { seat, tricks } => {
                format!("{seat}家摊牌，拿下剩余的{tricks}墩。")
            }
            Phrase::ClaimTricks { tricks } => format!("{tricks}墩"),
            Phrase::PracticeScore { score } => format!("练习：{score:+}（不计分）"),
            Phrase::GbridgeHooked { bid } => {
                format!("最后叫墩者不能叫 {bid}：叫墩总数会等于发牌张数。")
            }
            Phrase::GbridgeBidWon { bid, won } => format!("叫 {bid}，赢 {won}"),
            Phrase::GbridgeRound { number, of, size } => {
                format!("第 {number} 轮（共 {of} 轮）：每人 {size} 张")
            }
            Phrase::GbridgeBids { seat, bid } => format!("{seat}叫 {bid}"),
            Phrase::GbridgeWinners { names } => format!("获胜：{names}"),
        }
    }

    fn name(&self) -> &'static str {
        "简体中文"
    }

    fn code(&self) -> &'static str {
        "zh-Hans"
    }
}
