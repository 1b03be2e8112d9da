### Micro HalfBridge's texts in Japanese: the messages of en.ftl, each
### with the same { $variables } (the build fails otherwise); the
### comments there say where each shows.

## Fixed texts

title = Micro HalfBridge
board = ボード
dealer = ディーラー
vulnerable = バルネラビリティ
vul-none = なし
vul-both = 両方
announcements = HCP の公表
declarer = デクレアラー
dummy = ダミー
contract = コントラクト
thrown-in = 20対20：配り直しです。
choose-contract = コントラクトを選んでください
part-score = パートスコア
game = ゲーム
to-play = 手番
tricks = トリック
last-trick = 直前のトリック
hide-last-trick = テーブルに戻る
result = 結果
made = メイク
down = ダウン
total = 得点
next-deal = 次のディール
settings = 設定
rules = ゲーム
mini-bridge = ミニブリッジ
half-bridge = ハーフブリッジ
contract-bridge = コントラクトブリッジ
undertrick = 1ダウンあたりの得点
level = コンピューターの強さ
two-step = 2段階プレイ（タップで選択、もう一度タップで出す）
north-declares = ノースがデクレアラーのときはコンピューターに任せ、ダミーとして見る
language = 言語
your-turn = あなたの番です
thinking = 考え中…
current-trick = 現在のトリック
close = 閉じる
waiting-for-declarer = デクレアラーがコントラクトを選んでいます…
redeal = 配り直し
comparison = 比較
open-room = オープンルーム
closed-room = クローズドルーム
net-score = 差し引き
imps = IMP
scorecard = スコアカード
match-length = 1試合のボード数
new-match = 新しい試合
match-over = 試合終了です。
replay = 再生
prev = 前のトリック
next = 次のトリック
closed-room-trick = クローズドルーム：トリック
worker-restarted = コンピューターを再起動しました。プレイは続きます。
storage-problem = 保存データを読めなかったため、新しく始めました。
yes = はい
no = いいえ
pass = パス
total2 = 合計
files-and-sharing = ファイルと共有
open-hand-file = ハンドファイルを開く（.HND, .PBN, .LIN）…
open-hand-file-label = ハンドファイルを開く
download-hnd = {".HND を保存"}
download-pbn = PBN を保存
include-result = 自分の結果を含める
share = 共有
share-link = 共有リンク
bbo-link = BBOリンク
handviewer-link = BBOハンドビューアーのリンクを貼り付け
open-handviewer = 開く
back-to-previous = 前の試合に戻る
rules-from-next-match = 選んだゲームは次の試合から適用されます。
north-south = NS
east-west = EW
computer-problem = コンピューターが応答できませんでした。もう一度試します。
other-build = ページが更新されましたが、コンピューターは古い版のままです。ページを再読み込みしてください。
review = 検討
what-the-cards-allowed = ダブルダミーで取れるトリック
contract-scores = 各コントラクトの得点
par = パー
where-tricks-went = トリックの行方
working = 計算中…
mistake = ミス
hint = ヒント
undo = 取り消し
claim = クレーム
claim-all = 残りすべてのトリック
claim-how-many = 残りのトリックのうち何トリックをクレームしますか？
hints-setting = ヒントを使う（Hキー）
auto-play = 出せるカードが1枚だけのときは自動で出す
four-colour = 4色のトランプ（♠ 黒、♥ 赤、♦ オレンジ、♣ 緑）
declarer-practice = デクレアラー練習：毎回こちらがデクレアラー
play-again = もう一度プレイ
practice = 練習
aids = 補助
cards-at-claim = クレーム時のカード
list-separator = 、
tricks-after = その後のトリック
g-bridge = Gブリッジ
gbridge-rounds = ゲームのラウンド数
bid = ビッド
your-bid = あなたのビッド：何トリック取りますか？
trump = 切り札
round = ラウンド
scoreboard = スコアボード
robot-in-your-seat = あなたの席のコンピューター
friend = 友だち
game-over = ゲーム終了。
share-game = このゲームを共有
double = ダブル
redouble = リダブル
bidding-box = ビディングボックス
auction = オークション
your-call = あなたのコール
passed-out = オールパス：コントラクトなし、両チーム0点。
calls-explained = コールにフォーカス・ホバー・タップすると意味が表示されます。
balanced = バランスハンド
forcing = フォーシング
forcing-to-game = ゲームフォーシング
no-further-information = 特に情報なし
stayman = ステイマン：4枚のメジャーを尋ねる
stayman-answer = ステイマンへの応答
blackwood-ask = ブラックウッド：エースの数を尋ねる
strong-two-clubs = 強い2♣（人工的）
waiting = ウェイティング（人工的）
weak-two = ウィークツー
preempt = プリエンプト
takeout-double = テイクアウトダブル
takeout-answer = テイクアウトダブルへの応答
penalty-double = ペナルティダブル
overcall = オーバーコール
notrump-overcall = 1NTオーバーコール
invitation = ゲームへのインビテーション
raise = レイズ

## Names

seat-north = ノース
seat-east = イースト
seat-south = サウス
seat-west = ウエスト
suit-spades = スペード
suit-hearts = ハート
suit-diamonds = ダイヤモンド
suit-clubs = クラブ
level-beginner = 初級
level-standard = 中級
level-expert = 上級
rank-ace = エース
rank-king = キング
rank-queen = クイーン
rank-jack = ジャック
notrump = ノートランプ
notrump-short = NT
language-name = 日本語

## Sentences

bid-spades = { $level } { suit-spades }
bid-hearts = { $level } { suit-hearts }
bid-diamonds = { $level } { suit-diamonds }
bid-clubs = { $level } { suit-clubs }
bid-notrump = { $level } { notrump }
file-problem = { $file }:{ $line }:{ $column }: { $problem }
card = { $suit }の{ $rank }
plays = { $seat }：{ $card }
declares = { $seat }が{ $contract }を宣言
contract-game = { $strain }のゲーム
contract-part-score = { $strain }のパートスコア
score-trick-points = 6を超える{ $tricks }トリックの得点：{ $points }
score-overtricks = オーバートリック{ $count }：{ $points }
score-part-score-bonus = パートスコアボーナス：{ $points }
score-game-bonus = ゲームボーナス：{ $points }
score-grand-slam-bonus = グランドスラムボーナス：{ $points }
score-small-slam-bonus = スモールスラムボーナス：{ $points }
score-redoubled-bonus = リダブルでメイクしたボーナス：{ $points }
score-doubled-bonus = ダブルでメイクしたボーナス：{ $points }
score-undertricks = { $count }ダウン：ディフェンダーに{ $points }点
hcp = { $points } HCP
hcp-at-least = { $points }+ HCP
hcp-at-most = 0〜{ $points } HCP
hcp-range = { $low }〜{ $high } HCP
suit-length-at-least = { $suit }{ $low }枚以上
suit-length-at-most = { $suit }{ $high }枚以下
suit-length-exactly = { $suit }{ $length }枚
suit-length-range = { $suit }{ $low }〜{ $high }枚
transfer-to = { $suit }へのトランスファー
completes-transfer = { $suit }へのトランスファーに応じる
blackwood-aces = { $count ->
        [0] ブラックウッドの応答：エース0枚または4枚
       *[other] ブラックウッドの応答：エース{ $count }枚
    }
calls = { $seat }：{ $call }
call-shows = { $call }：{ $meaning }
thrown-in-deals = { $count }回、20対20のため配り直しました。
file-unreadable = { $name }：ファイルを読めませんでした。
no-deal-in-file = { $name }：読めるディールがありません。試合はそのままです。
deals-in-file = { $name }：{ $count }ディールを読み込みました。
deals-in-file-with-problems = { $name }：{ $count }ディールを読み込みました。問題点：
more-problems = …ほか{ $count }件
problem-details = { $count ->
       *[other] 問題点{ $count }件：詳細
    }
bad-link = このリンクは開けませんでした（{ $reason }）。ゲームはこのまま続きます。
review-board = ボード{ $number }を検討
gave-away = { $tricks ->
        [0] { $side }：失ったトリックはありません。
       *[other] { $side }：{ $mistakes }枚のカードで{ $tricks }トリックを失いました。
    }
mistake-line = 第{ $trick }トリック：{ $seat }の{ $card }で{ $cost }トリック損。{ $kept }なら損はありませんでした。
own-mistakes = あなたの側のミス：{ $count }
contract-makes = { $contract }はオープニングリードからダブルダミーで{ $tricks }トリックです。
auction-against-par = { $room }：{ $contract }、ダブルダミーでNS { NUMBER($score, signDisplay: "always") }：パーに対して{ NUMBER($imps, signDisplay: "always") } IMP。
auction-passed-out-against-par = { $room }：オールパス、0：パーに対して{ NUMBER($imps, signDisplay: "always") } IMP。
lead-cost = { $cost ->
        [0] オープニングリードによる損はありません。
       *[other] オープニングリードで{ $cost }トリック損しました。
    }
hint-choice = 中級のプレイヤーなら{ $choice }を選びます。
hint-makes = { $card }は{ $layouts }通り中{ $makes }通りでメイク
hint-beats = { $card }は{ $layouts }通り中{ $makes }通りでダウンさせる
hint-other-card = { $card }は{ $makes }通り
hint-contract = { $contract }：平均{ $score }点
claim-not-in-play = 今はクレームできません。
claim-too-many = クレームは認められません：残りは{ $remaining }トリックで、{ $claimed }ではありません。
claim-defence-holds = クレームは認められません：ディフェンスは残りを{ $at_most }トリックに抑えられます（{ $claimed }ではありません）。プレイを続けます。
claim-accepted = { $claimed }トリックのクレームが認められました。残りはプレイされます。
computer-claims = { $seat }が残り{ $tricks }トリックをクレームしました。
claim-tricks = { $tricks }トリック
practice-score = 練習：{ NUMBER($score, signDisplay: "always") }（集計外）
gbridge-hooked = 最後のビッドで{ $bid }は選べません：ビッドの合計が配られた枚数と同じになります。
gbridge-bid-won = ビッド{ $bid }・獲得{ $won }
gbridge-round = ラウンド{ $number }／{ $of }：各{ $size }枚
gbridge-bids = { $seat }：{ $bid }をビッド
gbridge-winners = 勝者：{ $names }

## Problems

problem-result-left-out = { $problem }。結果は読み込みません
problem-card-missing = { $card }がありません：だれも持っていません
problem-card-twice-in-hand = { $card }が{ $seat }のハンドに2回書かれています
problem-card-held-twice = { $card }を{ $first }と{ $second }の両方が持っています
problem-hand-size = { $seat }のカードが{ $cards }枚です：ハンドは13枚です
problem-not-a-deal = 4つのハンドがディールになりません
problem-hands-without-cards = { $count ->
       *[other] { $seats }にカードがありません（{ $missing }枚不足）
    }
problem-cards-missing = { $count }枚のカードがありません：だれも{ $cards }を持っていません
problem-end-position = エンドポジションです（1ハンド最大{ $cards }枚）：完全なディールだけをプレイするので、このゲームは読み飛ばします
problem-partial-deal = 4つのハンドのうち{ $hands }つしか書かれていないので、このゲームは読み飛ばします
problem-stray-first-line = { $column }桁目に予期しない{ $found }：ディールの1行目はディール番号（9〜10桁）、バルネラビリティ（17〜20桁）、ディーラー（25桁）だけです
problem-stray-hands = { $column }桁目に予期しない{ $found }：ハンドは9〜22桁（サウス）、25〜38桁（ウエスト）、41〜54桁（ノース）、57〜70桁（イースト）です
problem-deal-number-not-digits = ディール番号（9〜10桁）は数字で書いてください
problem-deal-number-missing = ディール番号がありません：9〜10桁に1〜{ $max }を書いてください
problem-deal-number-out-of-range = ディール番号{ $number }は範囲外です：1〜{ $max }です
problem-deal-number-not-a-number = ディール番号「{ $text }」は1〜{ $max }の数ではありません
problem-hnd-vulnerability-not-text = バルネラビリティ（17〜20桁）はNONE、NS、EW、BOTHまたは空白です
problem-hnd-unknown-vulnerability = 不明なバルネラビリティ「{ $text }」：17〜20桁はNONE、NS、EW、BOTHまたは空白です
problem-hnd-unknown-dealer = 不明なディーラー{ $found }：25桁はN、S、E、Wまたは空白です
problem-ten-past-column = { $seat }の{ $suit }の10が{ $column }桁を越えています
problem-one-without-zero = 「1」の後には「0」が必要です（10またはTと書いてください）
problem-hnd-unknown-character = { $seat }の{ $suit }に不明な文字{ $found }：カードはA K Q J 10（またはT）9 … 2、ボイドは「-」です
problem-void-with-cards = 「-」はボイドの印ですが、{ $seat }はここで{ $suit }を持っています
problem-expected-deal = ディールの1行目（9〜10桁にディール番号）かコメント（8桁目に「*」）が必要です
problem-too-many-deals = 1つのファイルに{ $max }を超えるディール：Micro Bridgeは{ $max }までしか読みませんが、残りも読み込みます
problem-deal-cut-short = { $line }行目のディールが途中で切れています：4行のスート行のうち{ $lines }行しかありません（{ $missing }がありません）
problem-tag-without-name = タグには名前が必要です：[Name "value"]
problem-tag-value-unquoted = { $tag }タグの値はダブルクォートで囲んでください：[{ $tag } "value"]
problem-tag-value-unclosed = { $tag }タグの値に閉じる「"」がありません
problem-tag-unclosed = { $tag }タグが「]」で閉じられていません
problem-outside-game = 「{ $text }」はどのゲームにも属していません：ゲームは[Board "1"]のようなタグで始まります
problem-comment-unclosed = この「{"{"}」コメントが「{"}"}」で閉じられていません
problem-deal-without-first-seat = Dealは最初のハンドの席とコロンで始まります（"N:"など）
problem-deal-too-many-hands = Dealのハンドは4つまでです
problem-hand-too-many-suits = { $seat }のハンドに5つ以上のスートがあります
problem-pbn-unknown-character = { $seat }のハンドに不明な文字{ $found }
problem-hand-suits = { $seat }のハンドは「.」で区切った4つのスートが必要です
problem-deal-too-few-hands = Dealにはハンドが4つ必要ですが、{ $hands }つしかありません
problem-board-number = ボード番号「{ $text }」は1以上の数ではありません
problem-pbn-unknown-dealer = 不明なディーラー「{ $text }」：N、E、SまたはWです
problem-pbn-unknown-vulnerability = 不明なバルネラビリティ「{ $text }」：None、NS、EWまたはAllです
problem-no-deal-tag = このゲームにはDealタグがなく、カードがありません
problem-undertrick = MiniBridgeUndertrickは50か100で、「{ $text }」ではありません。50を使います
problem-unknown-contract = 不明なコントラクト「{ $text }」
problem-doubled = 「{ $text }」はダブルされています：このゲームにダブルはありません
problem-not-minibridge = 「{ $text }」はミニブリッジのコントラクトではありません（パートスコアは各ストレインの1、ゲームは3NT、4♠、4♥、5♦、5♣）
problem-declarer-by-points = ディクレアラー「{ $text }」ですが、宣言された点数では{ $actual }です
problem-declarer-thrown-in = ディクレアラー「{ $text }」ですが、宣言された点数ではこのボードは配り直しです
problem-contract-thrown-in = 配り直しのボード（20対20）にコントラクトがあります
problem-declarer-by-auction = ディクレアラー「{ $text }」ですが、オークションでは{ $actual }です
problem-declarer-passed-out = ディクレアラー「{ $text }」ですが、オークションはオールパスです
problem-contract-by-auction = コントラクト{ $named }ですが、オークションは{ $reached }で終わっています
problem-contract-passed-out = コントラクト{ $named }ですが、オークションはオールパスです
problem-auction-unknown-dealer = Auctionに不明なディーラー「{ $text }」
problem-auction-dealer = オークションは{ $named }から始まっていますが、ディーラーは{ $dealer }です
problem-not-a-call = 「{ $text }」はコールではありません（Pass、X、XX、1C … 7NT）
problem-call-after-end = オークション終了後のコール
problem-unknown-leader = 不明なオープニングリーダー「{ $text }」
problem-play-without-contract = コントラクトがないのにカードがプレイされています
problem-wrong-leader = オープニングリードは{ $expected }の番で、「{ $text }」ではありません
problem-no-leader = リードする人はいません（「{ $text }」ではありません）
problem-not-a-card = 「{ $text }」はカードではありません（SA、H10、DTなど）
problem-lin-unclosed = { $key }|が「|」で閉じられていません
problem-lin-unknown-dealer = md|の不明なディーラー「{ $text }」：1（サウス）、2（ウエスト）、3（ノース）または4（イースト）です
problem-lin-unknown-vulnerability = sv|の不明なバルネラビリティ「{ $text }」：o、n、eまたはbです。どちらもノンバルとします
problem-lin-no-deal = このボードにはmd|がなく、カードがありません
problem-lin-claim = クレームmc|{ $text }|は、ディクレアラー側が最終的に取れるトリック数ではありません
problem-lin-card-after-end = 最後のトリックの後のカード
problem-handviewer-without-lin = このリンクにはlin=の部分がなく、ディールがありません（BBOのハンドビューアーのリンクにはあります）

table-wrong-phase = ボードのこの段階ではできません
table-not-your-turn = { $seat }ではなく{ $to_act }の番です
table-illegal-call = 今は{ $call }をコールできません
table-contract-not-in-game = そのコントラクトはこのゲームにはありません
table-contract-not-auctioned = 記録のコントラクトがオークションの結果と違います
table-card-not-held = { $seat }は{ $card }を持っていません
table-revoke = { $card }はフォローしていません：{ $led }がリードされ、まだ持っています

link-empty = リンクにディールがありません
link-too-long = ディールのリンクにしては長すぎます：何か貼り付けられていませんか
link-bad-character = リンクに使われない文字があります（{ $position }文字目の「{ $found }」）：コピーの途中で切れたか変わった可能性があります
link-bad-length = リンクが途中で切れているか、余分な文字があります：リンク全体をもう一度コピーしてください
link-checksum = リンクが壊れています（チェックが合いません）：リンク全体をもう一度コピーしてください
link-newer-version = このリンクは新しい版のゲームで作られています（リンク版{ $version }）。ページを再読み込みして更新してください
link-invalid = リンクに正しいディールがありません：{ $why }
link-invalid-unknown-options = 不明なオプションがあります
link-invalid-two-games = 2つのゲームが同時に指定されています
link-invalid-dealer = ディーラーがいません
link-invalid-vulnerability = バルネラビリティがありません
link-invalid-hand-size = 各ハンドは13枚です
link-bad-result = 共有された結果がこのディールに合いません：{ $why }
link-result-unknown-contract = 不明なコントラクト番号{ $number }
link-result-too-many-calls = コールが{ $count }回あります（オークションは最大{ $max }回）
link-result-unknown-call = 不明なコール番号{ $number }
link-result-contract-beside-auction = コントラクトブリッジのコントラクトはオークションで決まります
link-result-too-many-cards = { $count }枚のカードがプレイされています（最大52枚）
link-result-unknown-card = 不明なカード番号{ $number }
game-link-not-a-game-link = GBridgeのゲームのリンクではありません
game-link-unreadable = リンクの{ $part }番目の部分が読めません
game-link-rounds = GBridgeのゲームは1〜{ $max }ラウンドで、{ $rounds }ではありません

## Online tables.

play-online = オンラインで遊ぶ
online-create = テーブルを作る
online-robots = ロボットの席
online-my-seat = 自分の席
online-name = 名前
online-name-save = 着席
online-invites = 招待リンク
online-copy = コピー
online-copied = コピーしました
online-watch = 観戦リンク
online-connecting = 接続中…
online-connected = 接続済み
online-reconnecting = 接続が切れました。再接続中…
online-seats = 席
online-human = プレイヤー
online-robot = ロボット
online-standin = 代理のロボット
online-waiting-seat = プレイヤー待ち
online-away = 不在
online-host = ホスト
online-to-robot = ロボットに任せる
online-open = 再び開く
online-chat = チャット
online-send = 送信
online-watching = 観戦中
online-refused = サーバーが拒否しました:
online-not-stored = 記録できなかったため、まだ出ていません（サーバーのデータベースが一時的に応答しません）。何も失われていません。もう一度出してください。
online-create-failed = テーブルを作れませんでした:
online-you = あなた
online-solo = 一人で遊ぶ
online-away-for = { $seconds } 秒後にロボットが代わります
# A board over whose Closed Room is still being played.
online-closed-pending = クローズドルームはまだこのボードをプレイ中です…
# The prompt to answer another seat's claim: the seat before, the tricks after.
online-claim-asked = がクレーム
# The prompt to answer another seat's undo: the seat before.
online-undo-asked = が取り消しを要求
# Accepts a claim or an undo.
online-accept = 承諾
# Refuses a claim or an undo.
online-refuse = 拒否
# Before the seats whose answer is awaited.
online-awaiting = 待機中：
# A claim or an undo was refused; the seat follows.
online-refused-by = 拒否：
# The online page's own code could not be loaded (offline): the page says so, then a link to the game played alone.
online-needs-network = オンラインで遊ぶにはネットワークが必要です。このページを読み込めませんでした。
