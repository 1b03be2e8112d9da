//! Japanese (日本語): every word of the page.

use super::{Catalog, Msg, Phrase};
use contract_bridge::{Seat, Suit};
use engine::bot::Level;
use engine::contract::{Goal, ScoreLine};

/// The Japanese catalog.
pub(super) struct Japanese;

impl Catalog for Japanese {
    fn text(&self, msg: Msg) -> &'static str {
        use Msg::*;
        match msg {
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
            ContractBridge => "コントラクトブリッジ",
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
            FilesAndSharing => "ファイルと共有",
            OpenHandFile => "ハンドファイルを開く（.HND, .PBN）…",
            OpenHandFileLabel => "ハンドファイルを開く",
            DownloadHnd => ".HND を保存",
            DownloadPbn => "PBN を保存",
            IncludeResult => "自分の結果を含める",
            Share => "共有",
            ShareLink => "共有リンク",
            BackToPrevious => "前の試合に戻る",
            RulesFromNextMatch => "選んだゲームは次の試合から適用されます。",
            NorthSouth => "NS",
            EastWest => "EW",
            ComputerProblem => "コンピューターが応答できませんでした。もう一度試します。",
            OtherBuild => {
                "ページが更新されましたが、コンピューターは古い版のままです。ページを再読み込みしてください。"
            }
            Review => "検討",
            WhatTheCardsAllowed => "ダブルダミーで取れるトリック",
            ContractScores => "各コントラクトの得点",
            Par => "パー",
            WhereTricksWent => "トリックの行方",
            Working => "計算中…",
            Mistake => "ミス",
            Hint => "ヒント",
            Undo => "取り消し",
            Claim => "クレーム",
            ClaimAll => "残りすべてのトリック",
            ClaimHowMany => "残りのトリックのうち何トリックをクレームしますか？",
            HintsSetting => "ヒントを使う（Hキー）",
            AutoPlay => "出せるカードが1枚だけのときは自動で出す",
            FourColour => "4色のトランプ（♠ 黒、♥ 赤、♦ オレンジ、♣ 緑）",
            DeclarerPractice => "デクレアラー練習：毎回こちらがデクレアラー",
            PlayAgain => "もう一度プレイ",
            Practice => "練習",
            Aids => "補助",
            CardsAtClaim => "クレーム時のカード",
            ListSeparator => "、",
            TricksAfter => "その後のトリック",
            GBridge => "Gブリッジ",
            GbridgeRounds => "ゲームのラウンド数",
            Bid => "ビッド",
            YourBid => "あなたのビッド：何トリック取りますか？",
            Trump => "切り札",
            Round => "ラウンド",
            Scoreboard => "スコアボード",
            RobotInYourSeat => "あなたの席のコンピューター",
            Friend => "友だち",
            GameOver => "ゲーム終了。",
            ShareGame => "このゲームを共有",
            Double => "ダブル",
            Redouble => "リダブル",
            BiddingBox => "ビディングボックス",
            Auction => "オークション",
            YourCall => "あなたのコール",
            PassedOut => "オールパス：コントラクトなし、両チーム0点。",
            CallsExplained => "コールにフォーカス・ホバー・タップすると意味が表示されます。",
            Balanced => "バランスハンド",
            Forcing => "フォーシング",
            ForcingToGame => "ゲームフォーシング",
            NoFurtherInformation => "特に情報なし",
            Stayman => "ステイマン：4枚のメジャーを尋ねる",
            StaymanAnswer => "ステイマンへの応答",
            BlackwoodAsk => "ブラックウッド：エースの数を尋ねる",
            StrongTwoClubs => "強い2♣（人工的）",
            Waiting => "ウェイティング（人工的）",
            WeakTwo => "ウィークツー",
            Preempt => "プリエンプト",
            TakeoutDouble => "テイクアウトダブル",
            TakeoutAnswer => "テイクアウトダブルへの応答",
            PenaltyDouble => "ペナルティダブル",
            Overcall => "オーバーコール",
            NotrumpOvercall => "1NTオーバーコール",
            Invitation => "ゲームへのインビテーション",
            Raise => "レイズ",
        }
    }

    fn seat(&self, seat: Seat) -> &'static str {
        match seat {
            Seat::North => "ノース",
            Seat::East => "イースト",
            Seat::South => "サウス",
            Seat::West => "ウエスト",
        }
    }

    fn suit(&self, suit: Suit) -> &'static str {
        match suit {
            Suit::Spades => "スペード",
            Suit::Hearts => "ハート",
            Suit::Diamonds => "ダイヤモンド",
            Suit::Clubs => "クラブ",
        }
    }

    fn notrump(&self) -> &'static str {
        "ノートランプ"
    }

    fn honour(&self, rank: u8) -> Option<&'static str> {
        match rank {
            14 => Some("エース"),
            13 => Some("キング"),
            12 => Some("クイーン"),
            11 => Some("ジャック"),
            _ => None,
        }
    }

    fn card(&self, rank: &str, suit: &str) -> String {
        format!("{suit}の{rank}")
    }

    fn mini_contract(&self, goal: Goal, strain: &str) -> String {
        match goal {
            Goal::Game => format!("{strain}のゲーム"),
            Goal::PartScore => format!("{strain}のパートスコア"),
        }
    }

    fn score_line(&self, line: ScoreLine) -> String {
        match line {
            ScoreLine::TrickPoints { tricks, points } => {
                format!("6を超える{tricks}トリックの得点：{points}")
            }
            ScoreLine::Overtricks { count, points } => format!("オーバートリック{count}：{points}"),
            ScoreLine::PartScoreBonus { points } => format!("パートスコアボーナス：{points}"),
            ScoreLine::GameBonus { points } => format!("ゲームボーナス：{points}"),
            ScoreLine::SlamBonus { level: 7, points } => {
                format!("グランドスラムボーナス：{points}")
            }
            ScoreLine::SlamBonus { points, .. } => format!("スモールスラムボーナス：{points}"),
            ScoreLine::DoubledBonus {
                penalty: contract_bridge::Penalty::Redoubled,
                points,
            } => format!("リダブルでメイクしたボーナス：{points}"),
            ScoreLine::DoubledBonus { points, .. } => {
                format!("ダブルでメイクしたボーナス：{points}")
            }
            ScoreLine::Undertricks { count, points } => {
                format!("{count}ダウン：ディフェンダーに{}点", -points)
            }
        }
    }

    fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Beginner => "初級",
            Level::Standard => "中級",
            Level::Expert => "上級",
        }
    }

    fn plays(&self, seat: &str, card: &str) -> String {
        format!("{seat}：{card}")
    }

    fn declares(&self, seat: &str, contract: &str) -> String {
        format!("{seat}が{contract}を宣言")
    }

    fn phrase(&self, phrase: Phrase<'_>) -> String {
        match phrase {
            Phrase::Hcp { points } => format!("{points} HCP"),
            Phrase::HcpAtLeast { points } => format!("{points}+ HCP"),
            Phrase::HcpAtMost { points } => format!("0〜{points} HCP"),
            Phrase::HcpRange { low, high } => format!("{low}〜{high} HCP"),
            Phrase::SuitLength {
                suit,
                low,
                high: 13,
            } => format!("{suit}{low}枚以上"),
            Phrase::SuitLength { suit, low: 0, high } => format!("{suit}{high}枚以下"),
            Phrase::SuitLength { suit, low, high } if low == high => format!("{suit}{low}枚"),
            Phrase::SuitLength { suit, low, high } => format!("{suit}{low}〜{high}枚"),
            Phrase::TransferTo { suit } => format!("{suit}へのトランスファー"),
            Phrase::CompletesTransfer { suit } => format!("{suit}へのトランスファーに応じる"),
            Phrase::BlackwoodAces { count: 0 } => {
                "ブラックウッドの応答：エース0枚または4枚".to_string()
            }
            Phrase::BlackwoodAces { count } => format!("ブラックウッドの応答：エース{count}枚"),
            Phrase::Calls { seat, call } => format!("{seat}：{call}"),
            Phrase::CallShows { call, meaning } => format!("{call}：{meaning}"),
            Phrase::ThrownInDeals { count } => format!("{count}回、20対20のため配り直しました。"),
            Phrase::FileUnreadable { name } => format!("{name}：ファイルを読めませんでした。"),
            Phrase::NoDealInFile { name } => {
                format!("{name}：読めるディールがありません。試合はそのままです。")
            }
            Phrase::DealsInFile {
                name,
                count,
                problems: false,
            } => format!("{name}：{count}ディールを読み込みました。"),
            Phrase::DealsInFile {
                name,
                count,
                problems: true,
            } => format!("{name}：{count}ディールを読み込みました。問題点："),
            Phrase::MoreProblems { count } => format!("…ほか{count}件"),
            Phrase::BadLink { reason } => {
                format!("このリンクは開けませんでした（{reason}）。ゲームはこのまま続きます。")
            }
            Phrase::ReviewBoard { number } => format!("ボード{number}を検討"),
            Phrase::GaveAway {
                side, tricks: 0, ..
            } => format!("{side}：失ったトリックはありません。"),
            Phrase::GaveAway {
                side,
                tricks,
                mistakes,
            } => format!("{side}：{mistakes}枚のカードで{tricks}トリックを失いました。"),
            Phrase::MistakeLine {
                seat,
                card,
                trick,
                cost,
                kept,
            } => format!(
                "第{trick}トリック：{seat}の{card}で{cost}トリック損。{kept}なら損はありませんでした。"
            ),
            Phrase::OwnMistakes { count } => format!("あなたの側のミス：{count}"),
            Phrase::ContractMakes { contract, tricks } => {
                format!("{contract}はオープニングリードからダブルダミーで{tricks}トリックです。")
            }
            Phrase::AuctionAgainstPar {
                room,
                contract: Some(c),
                score,
                imps,
            } => format!("{room}：{c}、ダブルダミーでNS {score:+}：パーに対して{imps:+} IMP。"),
            Phrase::AuctionAgainstPar {
                room,
                contract: None,
                imps,
                ..
            } => format!("{room}：オールパス、0：パーに対して{imps:+} IMP。"),
            Phrase::LeadCost { cost: 0 } => "オープニングリードによる損はありません。".to_string(),
            Phrase::LeadCost { cost } => format!("オープニングリードで{cost}トリック損しました。"),
            Phrase::HintChoice { choice } => format!("中級のプレイヤーなら{choice}を選びます。"),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: true,
            } => format!("{card}は{layouts}通り中{makes}通りでメイク"),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: false,
            } => format!("{card}は{layouts}通り中{makes}通りでダウンさせる"),
            Phrase::HintOtherCard { card, makes } => format!("{card}は{makes}通り"),
            Phrase::HintContract { contract, score } => format!("{contract}：平均{score}点"),
            Phrase::ClaimNotInPlay => "今はクレームできません。".to_string(),
            Phrase::ClaimTooMany { claimed, remaining } => format!(
                "クレームは認められません：残りは{remaining}トリックで、{claimed}ではありません。"
            ),
            Phrase::ClaimDefenceHolds { claimed, at_most } => format!(
                "クレームは認められません：ディフェンスは残りを{at_most}トリックに抑えられます（{claimed}ではありません）。プレイを続けます。"
            ),
            Phrase::ClaimAccepted { claimed } => {
                format!("{claimed}トリックのクレームが認められました。残りはプレイされます。")
            }
            Phrase::ComputerClaims { seat, tricks } => {
                format!("{seat}が残り{tricks}トリックをクレームしました。")
            }
            Phrase::ClaimTricks { tricks } => format!("{tricks}トリック"),
            Phrase::PracticeScore { score } => format!("練習：{score:+}（集計外）"),
            Phrase::GbridgeHooked { bid } => format!(
                "最後のビッドで{bid}は選べません：ビッドの合計が配られた枚数と同じになります。"
            ),
            Phrase::GbridgeBidWon { bid, won } => format!("ビッド{bid}・獲得{won}"),
            Phrase::GbridgeRound { number, of, size } => {
                format!("ラウンド{number}／{of}：各{size}枚")
            }
            Phrase::GbridgeBids { seat, bid } => format!("{seat}：{bid}をビッド"),
            Phrase::GbridgeWinners { names } => format!("勝者：{names}"),
        }
    }

    fn name(&self) -> &'static str {
        "日本語"
    }

    fn code(&self) -> &'static str {
        "ja"
    }
}
