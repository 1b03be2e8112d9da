### Micro HalfBridge's texts in Traditional Chinese: the messages of en.ftl, each
### with the same { $variables } (the build fails otherwise); the
### comments there say where each shows.

## Fixed texts

title = Micro HalfBridge
board = 牌副
dealer = 發牌人
vulnerable = 局況
vul-none = 雙方無局
vul-both = 雙方有局
announcements = 大牌點公布
declarer = 莊家
dummy = 明手
contract = 合約
thrown-in = 20對20：作廢，重新發牌。
choose-contract = 請選擇合約
part-score = 部分合約
game = 成局
to-play = 出牌方
tricks = 墩
last-trick = 上一墩
hide-last-trick = 返回牌桌
result = 結果
made = 做成
down = 倒
total = 得分
next-deal = 下一副
settings = 設定
rules = 玩法
mini-bridge = 迷你橋牌
half-bridge = 半橋牌
contract-bridge = 合約橋牌
undertrick = 每倒一墩的罰分
level = 電腦強度
two-step = 兩步出牌（點一下選取，再點一下打出）
north-declares = 由更強的北家做莊；我當明手觀看
language = 語言
your-turn = 輪到你了
thinking = 思考中…
current-trick = 目前這一墩
close = 關閉
waiting-for-declarer = 莊家正在選擇合約…
redeal = 重新發牌
comparison = 比較
open-room = 開室
closed-room = 閉室
net-score = 淨得分
imps = IMP
scorecard = 記分表
match-length = 每場比賽的牌副數
new-match = 新比賽
match-over = 比賽結束。
replay = 重播
prev = 上一墩
next = 下一墩
closed-room-trick = 閉室：墩
worker-restarted = 電腦玩家已重新啟動，牌局繼續。
storage-problem = 無法讀取儲存的牌局，已開始新的牌局。
yes = 是
no = 否
pass = 不叫
total2 = 合計
files-and-sharing = 檔案與分享
open-hand-file = 開啟牌例檔案（.HND, .PBN, .LIN）…
open-hand-file-label = 開啟牌例檔案
download-hnd = 下載 .HND
download-pbn = 下載 PBN
include-result = 包含我的結果
share = 分享
share-link = 分享連結
bbo-link = BBO連結
handviewer-link = 貼上BBO手牌檢視器連結
open-handviewer = 開啟
back-to-previous = 返回之前的比賽
rules-from-next-match = 所選玩法從下一場比賽開始生效。
north-south = 南北
east-west = 東西
computer-problem = 電腦玩家未能回應，正在重試。
other-build = 頁面已更新，但電腦玩家仍是舊版本：請重新載入頁面後繼續。
review = 檢討
what-the-cards-allowed = 雙明手分析：各方可得墩數
contract-scores = 各合約的得分
par = 最佳合約
where-tricks-went = 每墩的去向
working = 計算中…
mistake = 失誤
hint = 提示
undo = 復原
claim = 攤牌
claim-all = 剩餘全部墩數
claim-how-many = 你要攤牌拿剩餘墩中的幾墩？
hints-setting = 提供提示（H 鍵）
auto-play = 只有一張可出的牌時自動打出
four-colour = 四色牌（♠ 黑、♥ 紅、♦ 橙、♣ 綠）
declarer-practice = 莊家練習：我方每副都做莊
play-again = 再打一次
practice = 練習
aids = 輔助
cards-at-claim = 攤牌時的牌
list-separator = 、
tricks-after = 之後的墩數
g-bridge = GBridge
gbridge-rounds = 每局輪數
bid = 叫墩
your-bid = 你的叫墩：你要贏幾墩？
trump = 王牌
round = 輪
scoreboard = 記分表
robot-in-your-seat = 電腦在你的位置
friend = 朋友
game-over = 本局結束。
share-game = 分享本局
double = 加倍
redouble = 再加倍
bidding-box = 叫牌盒
auction = 叫牌過程
your-call = 輪到你叫牌
passed-out = 四家都不叫：無合約，雙方0分。
calls-explained = 聚焦、懸停或點按一個叫品即可看到它表示什麼。
balanced = 均型牌
forcing = 逼叫一輪
forcing-to-game = 逼叫到成局
no-further-information = 無更多資訊
stayman = 斯台曼：問四張高花
stayman-answer = 回答斯台曼
blackwood-ask = 黑木問叫：問A的數量
strong-two-clubs = 強2♣，人為叫
waiting = 等待叫，人為叫
weak-two = 弱二開叫
preempt = 阻擊叫
takeout-double = 技術性加倍
takeout-answer = 回答技術性加倍
penalty-double = 懲罰性加倍
overcall = 爭叫
notrump-overcall = 1NT爭叫
invitation = 邀請成局
raise = 加叫

## Names

seat-north = 北
seat-east = 東
seat-south = 南
seat-west = 西
suit-spades = 黑桃
suit-hearts = 紅心
suit-diamonds = 方塊
suit-clubs = 梅花
level-beginner = 初級
level-standard = 中級
level-expert = 高級
rank-ace = A
rank-king = K
rank-queen = Q
rank-jack = J
notrump = 無王
notrump-short = NT
language-name = 繁體中文

## Sentences

bid-spades = { $level } { suit-spades }
bid-hearts = { $level } { suit-hearts }
bid-diamonds = { $level } { suit-diamonds }
bid-clubs = { $level } { suit-clubs }
bid-notrump = { $level } { notrump }
file-problem = { $file }:{ $line }:{ $column }: { $problem }
card = { $suit }{ $rank }
plays = { $seat }家出{ $card }
declares = { $seat }家做莊：{ $contract }
contract-game = { $strain }成局
contract-part-score = { $strain }部分合約
score-trick-points = 超過六墩的{ $tricks }墩得分：{ $points }
score-overtricks = 超額{ $count }墩：{ $points }
score-part-score-bonus = 部分合約獎分：{ $points }
score-game-bonus = 成局獎分：{ $points }
score-grand-slam-bonus = 大滿貫獎分：{ $points }
score-small-slam-bonus = 小滿貫獎分：{ $points }
score-redoubled-bonus = 再加倍合約完成獎分：{ $points }
score-doubled-bonus = 加倍合約完成獎分：{ $points }
score-undertricks = 倒{ $count }墩：防守方得{ $points }分
hcp = { $points } 大牌點
hcp-at-least = { $points }+ 大牌點
hcp-at-most = 0–{ $points } 大牌點
hcp-range = { $low }–{ $high } 大牌點
suit-length-at-least = { $suit }{ $low }張以上
suit-length-at-most = { $suit }至多{ $high }張
suit-length-exactly = { $suit }{ $length }張
suit-length-range = { $suit }{ $low }–{ $high }張
transfer-to = 轉移到{ $suit }
completes-transfer = 完成轉移到{ $suit }
blackwood-aces = { $count ->
        [0] 回答黑木：0或4個A
       *[other] 回答黑木：{ $count }個A
    }
calls = { $seat }叫{ $call }
call-shows = { $call }：{ $meaning }
thrown-in-deals = 有{ $count }副牌為20對20，已作廢並重新發牌。
file-unreadable = { $name }：無法讀取該檔案。
no-deal-in-file = { $name }：沒有可讀取的牌局，比賽維持不變。
deals-in-file = { $name }：讀入{ $count }副牌。
deals-in-file-with-problems = { $name }：讀入{ $count }副牌；有以下問題：
more-problems = ……另有{ $count }條
problem-details = { $count ->
       *[other] { $count }個問題：詳情
    }
bad-link = 無法開啟此牌局連結（{ $reason }）。目前牌局繼續。
review-board = 檢討第{ $number }副
gave-away = { $tricks ->
        [0] { $side }：沒有失墩。
       *[other] { $side }：{ $mistakes }張牌失了{ $tricks }墩。
    }
mistake-line = 第{ $trick }墩：{ $seat }家的{ $card }失了{ $cost }墩；出{ $kept }則不會失墩。
own-mistakes = 我方失誤：{ $count }
contract-makes = 從首攻起，{ $contract }在雙明手下可得{ $tricks }墩。
auction-against-par = { $room }：{ $contract }，雙明手下南北{ NUMBER($score, signDisplay: "always") }：相對最佳合約{ NUMBER($imps, signDisplay: "always") } IMP。
auction-passed-out-against-par = { $room }：全部不叫，0：相對最佳合約{ NUMBER($imps, signDisplay: "always") } IMP。
lead-cost = { $cost ->
        [0] 首攻沒有失墩。
       *[other] 首攻失了{ $cost }墩。
    }
hint-choice = 中級玩家會選擇{ $choice }。
hint-makes = { $card }在{ $layouts }種分配中有{ $makes }種能做成合約
hint-beats = { $card }在{ $layouts }種分配中有{ $makes }種能擊倒合約
hint-other-card = { $card }：{ $makes }種
hint-contract = { $contract }：平均{ $score }分
claim-not-in-play = 現在無法攤牌。
claim-too-many = 攤牌不成立：只剩{ $remaining }墩，不是{ $claimed }墩。
claim-defence-holds = 攤牌不成立：防守方能把你限制在剩餘墩中的{ $at_most }墩，而不是{ $claimed }墩。請繼續打牌。
claim-accepted = 攤牌{ $claimed }墩成立；其餘的牌照常打完。
computer-claims = { $seat }家攤牌，拿下剩餘的{ $tricks }墩。
claim-tricks = { $tricks }墩
practice-score = 練習：{ NUMBER($score, signDisplay: "always") }（不計分）
gbridge-hooked = 最後叫墩者不能叫 { $bid }：叫墩總數會等於發牌張數。
gbridge-bid-won = 叫 { $bid }，贏 { $won }
gbridge-round = 第 { $number } 輪（共 { $of } 輪）：每人 { $size } 張
gbridge-bids = { $seat }叫 { $bid }
gbridge-winners = 獲勝：{ $names }

## Problems

problem-result-left-out = { $problem }；不讀取該結果
problem-card-missing = 缺少{ $card }：沒有人持有
problem-card-twice-in-hand = { $card }在{ $seat }家的手牌中寫了兩次
problem-card-held-twice = { $first }家和{ $second }家都持有{ $card }
problem-hand-size = { $seat }家有{ $cards }張牌：一手牌應為13張
problem-not-a-deal = 四手牌組不成一副牌
problem-hands-without-cards = { $count ->
       *[other] { $seats }沒有牌（缺少{ $missing }張牌）
    }
problem-cards-missing = 缺少{ $count }張牌：沒有人持有{ $cards }
problem-end-position = 這是殘局（每手最多{ $cards }張牌）：只打完整的牌局，因此略過這一局
problem-partial-deal = 四手牌只給出了{ $hands }手，因此略過這一局
problem-stray-first-line = 第{ $column }欄出現意外的{ $found }：牌局首行只包含牌局編號（9–10欄）、身價（17–20欄）和發牌者（25欄）
problem-stray-hands = 第{ $column }欄出現意外的{ $found }：手牌應在第9–22欄（南）、25–38欄（西）、41–54欄（北）、57–70欄（東）
problem-deal-number-not-digits = 牌局編號（9–10欄）必須是數字
problem-deal-number-missing = 缺少牌局編號：9–10欄應為1到{ $max }
problem-deal-number-out-of-range = 牌局編號{ $number }超出範圍：應為1到{ $max }
problem-deal-number-not-a-number = 牌局編號「{ $text }」不是1到{ $max }的數
problem-hnd-vulnerability-not-text = 身價（17–20欄）必須是NONE、NS、EW、BOTH或空白
problem-hnd-unknown-vulnerability = 未知身價「{ $text }」：17–20欄必須是NONE、NS、EW、BOTH或空白
problem-hnd-unknown-dealer = 未知發牌者{ $found }：第25欄必須是N、S、E、W或空白
problem-ten-past-column = { $seat }家{ $suit }中的10超過了第{ $column }欄
problem-one-without-zero = 「1」後面必須是「0」（寫10或T）
problem-hnd-unknown-character = { $seat }家{ $suit }中有未知字元{ $found }：牌為A K Q J 10（或T）9 … 2，缺門寫「-」
problem-void-with-cards = 「-」表示缺門，但{ $seat }家在此有{ $suit }
problem-expected-deal = 此處應為牌局首行（9–10欄為牌局編號）或註解（第8欄為「*」）
problem-too-many-deals = 一個檔案中超過{ $max }副牌：Micro Bridge只讀取{ $max }副；其餘也會讀入
problem-deal-cut-short = 第{ $line }行的牌局不完整：4行花色行中只有{ $lines }行（缺少{ $missing }）
problem-tag-without-name = 標籤需要名稱：[Name "value"]
problem-tag-value-unquoted = { $tag }標籤的值必須用雙引號括起：[{ $tag } "value"]
problem-tag-value-unclosed = { $tag }標籤的值缺少結尾的「"」
problem-tag-unclosed = { $tag }標籤沒有以「]」結束
problem-outside-game = 「{ $text }」不屬於任何牌局：牌局以[Board "1"]這樣的標籤開始
problem-comment-unclosed = 此「{"{"}」註解沒有以「{"}"}」結束
problem-deal-without-first-seat = Deal以第一手牌的方位和冒號開始，如"N:"
problem-deal-too-many-hands = Deal只有四手牌，不能更多
problem-hand-too-many-suits = { $seat }家的手牌超過四門花色
problem-pbn-unknown-character = { $seat }家的手牌中有未知字元{ $found }
problem-hand-suits = { $seat }家的手牌必須有四門花色，以「.」分隔
problem-deal-too-few-hands = Deal應有四手牌；這裡只有{ $hands }手
problem-board-number = 牌號「{ $text }」不是從1開始的數
problem-pbn-unknown-dealer = 未知發牌者「{ $text }」：應為N、E、S或W
problem-pbn-unknown-vulnerability = 未知身價「{ $text }」：應為None、NS、EW或All
problem-no-deal-tag = 此牌局沒有Deal標籤，因此沒有牌
problem-undertrick = MiniBridgeUndertrick必須是50或100，而不是「{ $text }」；採用50
problem-unknown-contract = 未知合約「{ $text }」
problem-doubled = 「{ $text }」是賭倍合約：這些玩法沒有賭倍
problem-not-minibridge = 「{ $text }」不是迷你橋牌合約（部分合約為各花色的1線；成局為3NT、4♠、4♥、5♦、5♣）
problem-declarer-by-points = 莊家為「{ $text }」，但按報出的點數應為{ $actual }
problem-declarer-thrown-in = 莊家為「{ $text }」，但按報出的點數此牌作廢
problem-contract-thrown-in = 作廢的牌（20對20）上有合約
problem-declarer-by-auction = 莊家為「{ $text }」，但按叫牌應為{ $actual }
problem-declarer-passed-out = 莊家為「{ $text }」，但叫牌全部派司
problem-contract-by-auction = 合約為{ $named }，但叫牌得到的是{ $reached }
problem-contract-passed-out = 合約為{ $named }，但叫牌全部派司
problem-auction-unknown-dealer = Auction中有未知發牌者「{ $text }」
problem-auction-dealer = 叫牌從{ $named }開始，但發牌者是{ $dealer }
problem-not-a-call = 「{ $text }」不是叫品（Pass、X、XX、1C … 7NT）
problem-call-after-end = 叫牌結束後的叫品
problem-unknown-leader = 未知首引者「{ $text }」
problem-play-without-contract = 打了牌但沒有合約
problem-wrong-leader = 首引應由{ $expected }家，而不是「{ $text }」
problem-no-leader = 沒有人首引，也不是「{ $text }」
problem-not-a-card = 「{ $text }」不是一張牌（如SA、H10、DT）
problem-lin-unclosed = { $key }|沒有以「|」結束
problem-lin-unknown-dealer = md|中未知發牌者「{ $text }」：應為1（南）、2（西）、3（北）或4（東）
problem-lin-unknown-vulnerability = sv|中未知局況「{ $text }」：應為o、n、e或b；按雙方無局處理
problem-lin-no-deal = 此牌沒有md|，因此沒有牌
problem-lin-claim = 攤牌mc|{ $text }|不是莊家方最終能拿到的墩數
problem-lin-card-after-end = 最後一墩之後的牌
problem-handviewer-without-lin = 此連結沒有lin=部分，因此沒有牌局（BBO手牌檢視器的連結有）

table-wrong-phase = 此牌局的目前階段不能這樣做
table-not-your-turn = 輪到{ $to_act }家，不是{ $seat }家
table-illegal-call = 現在不能叫{ $call }
table-contract-not-in-game = 該合約不屬於此玩法
table-contract-not-auctioned = 紀錄中的合約不是叫牌得到的合約
table-card-not-held = { $seat }家沒有{ $card }
table-revoke = { $card }沒有跟出：首引的是{ $led }，而手中仍有此花色

link-empty = 連結中沒有牌局
link-too-long = 連結太長，不是牌局連結：是否貼上了其他內容？
link-bad-character = 連結中有不應出現的字元（第{ $position }位的「{ $found }」）：可能在複製時被截斷或改動
link-bad-length = 連結不完整或有多餘字元：請重新複製整個連結
link-checksum = 連結已損壞（檢查碼不符）：請重新複製整個連結
link-newer-version = 此連結由較新版本的遊戲產生（連結版本{ $version }）；請重新載入頁面以更新
link-invalid = 連結中沒有有效的牌局：{ $why }
link-invalid-unknown-options = 設定了未知選項
link-invalid-two-games = 同時指定了兩種玩法
link-invalid-dealer = 沒有發牌者
link-invalid-vulnerability = 沒有身價
link-invalid-hand-size = 每手牌必須是13張
link-bad-result = 分享的結果與此牌局不符：{ $why }
link-result-unknown-contract = 未知合約編號{ $number }
link-result-too-many-calls = { $count }個叫品（叫牌最多{ $max }個）
link-result-unknown-call = 未知叫品編號{ $number }
link-result-contract-beside-auction = 合約橋牌的合約來自叫牌
link-result-too-many-cards = 打出了{ $count }張牌（最多52張）
link-result-unknown-card = 未知牌編號{ $number }
game-link-not-a-game-link = 不是GBridge牌局連結
game-link-unreadable = 連結的第{ $part }部分無法讀取
game-link-rounds = GBridge一局有1到{ $max }輪，不是{ $rounds }輪

## Online tables.

play-online = 線上對局
online-create = 建立牌桌
online-robots = 機器人座位
online-my-seat = 我的座位
online-name = 你的名字
online-name-save = 入座
online-invites = 邀請連結
online-copy = 複製
online-copied = 已複製
online-watch = 觀戰連結
online-connecting = 正在連線…
online-connected = 已連線
online-reconnecting = 連線中斷，正在重試…
online-seats = 座位
online-human = 玩家
online-robot = 機器人
online-standin = 代打機器人
online-waiting-seat = 等待玩家
online-away = 離開
online-host = 房主
online-to-robot = 交給機器人
online-open = 重新開放
online-chat = 聊天
online-send = 傳送
online-watching = 觀戰
online-refused = 伺服器拒絕：
online-not-stored = 未打出：伺服器暫時無法儲存（其資料庫片刻無回應）。沒有任何遺失：請再打一次。
online-create-failed = 無法建立牌桌：
online-you = 你
online-solo = 單人遊戲
online-away-for = { $seconds } 秒後由機器人接替
# A board over whose Closed Room is still being played.
online-closed-pending = 閉室仍在打這副牌…
# The prompt to answer another seat's claim: the seat before, the tricks after.
online-claim-asked = 聲明
# The prompt to answer another seat's undo: the seat before.
online-undo-asked = 請求撤銷
# Accepts a claim or an undo.
online-accept = 接受
# Refuses a claim or an undo.
online-refuse = 拒絕
# Before the seats whose answer is awaited.
online-awaiting = 等待
# A claim or an undo was refused; the seat follows.
online-refused-by = 拒絕者：
# The online page's own code could not be loaded (offline): the page says so, then a link to the game played alone.
online-needs-network = 線上遊戲需要網路；無法載入此頁面。
