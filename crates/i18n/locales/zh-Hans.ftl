### Micro HalfBridge's texts in Simplified Chinese: the messages of en.ftl, each
### with the same { $variables } (the build fails otherwise); the
### comments there say where each shows.

## Fixed texts

title = Micro HalfBridge
board = 牌副
dealer = 发牌人
vulnerable = 局况
vul-none = 双方无局
vul-both = 双方有局
announcements = 大牌点公布
declarer = 庄家
dummy = 明手
contract = 定约
thrown-in = 20对20：作废，重新发牌。
choose-contract = 请选择定约
part-score = 部分定约
game = 成局
to-play = 出牌方
tricks = 墩
last-trick = 上一墩
hide-last-trick = 返回牌桌
result = 结果
made = 完成
down = 宕
total = 得分
next-deal = 下一副
settings = 设置
rules = 玩法
mini-bridge = 迷你桥牌
half-bridge = 半桥牌
contract-bridge = 定约桥牌
undertrick = 每宕一墩的罚分
level = 电脑强度
two-step = 两步出牌（点一下选中，再点一下打出）
north-declares = 由更强的北家坐庄；我作为明手观看
language = 语言
your-turn = 轮到你了
thinking = 思考中…
current-trick = 当前一墩
close = 关闭
waiting-for-declarer = 庄家正在选择定约…
redeal = 重新发牌
comparison = 对比
open-room = 开室
closed-room = 闭室
net-score = 净得分
imps = IMP
scorecard = 记分表
match-length = 每场比赛的牌副数
new-match = 新比赛
match-over = 比赛结束。
replay = 回放
prev = 上一墩
next = 下一墩
closed-room-trick = 闭室：墩
worker-restarted = 电脑玩家已重新启动，牌局继续。
storage-problem = 无法读取保存的牌局，已开始新的牌局。
yes = 是
no = 否
pass = 不叫
total2 = 合计
files-and-sharing = 文件与分享
open-hand-file = 打开牌例文件（.HND, .PBN, .LIN）…
open-hand-file-label = 打开牌例文件
download-hnd = 下载 .HND
download-pbn = 下载 PBN
include-result = 包含我的结果
share = 分享
share-link = 分享链接
bbo-link = BBO链接
handviewer-link = 粘贴BBO手牌查看器链接
open-handviewer = 打开
back-to-previous = 返回之前的比赛
rules-from-next-match = 所选玩法从下一场比赛开始生效。
north-south = 南北
east-west = 东西
computer-problem = 电脑玩家未能响应，正在重试。
other-build = 页面已更新，但电脑玩家仍是旧版本：请刷新页面后继续。
review = 复盘
what-the-cards-allowed = 双明手分析：各方可得墩数
contract-scores = 各定约的得分
par = 最佳定约
where-tricks-went = 每墩的去向
working = 计算中…
mistake = 失误
hint = 提示
undo = 撤销
claim = 摊牌
claim-all = 剩余全部墩数
claim-how-many = 你要摊牌拿剩余墩中的几墩？
hints-setting = 提供提示（H 键）
auto-play = 只有一张可出的牌时自动打出
four-colour = 四色牌（♠ 黑、♥ 红、♦ 橙、♣ 绿）
declarer-practice = 庄家练习：我方每副都坐庄
play-again = 再打一次
practice = 练习
aids = 辅助
cards-at-claim = 摊牌时的牌
list-separator = 、
tricks-after = 之后的墩数
g-bridge = GBridge
gbridge-rounds = 每局轮数
bid = 叫墩
your-bid = 你的叫墩：你要赢几墩？
trump = 将牌
round = 轮
scoreboard = 记分表
robot-in-your-seat = 电脑在你的位置
friend = 朋友
game-over = 本局结束。
share-game = 分享本局
double = 加倍
redouble = 再加倍
bidding-box = 叫牌盒
auction = 叫牌过程
your-call = 轮到你叫牌
passed-out = 四家都不叫：无定约，双方0分。
calls-explained = 聚焦、悬停或点按一个叫品即可看到它表示什么。
balanced = 均型牌
forcing = 逼叫一轮
forcing-to-game = 逼叫到成局
no-further-information = 无更多信息
stayman = 斯台曼：问四张高花
stayman-answer = 回答斯台曼
blackwood-ask = 黑木问叫：问A的数量
strong-two-clubs = 强2♣，人为叫
waiting = 等待叫，人为叫
weak-two = 弱二开叫
preempt = 阻击叫
takeout-double = 技术性加倍
takeout-answer = 回答技术性加倍
penalty-double = 惩罚性加倍
overcall = 争叫
notrump-overcall = 1NT争叫
invitation = 邀请成局
raise = 加叫

## Names

seat-north = 北
seat-east = 东
seat-south = 南
seat-west = 西
suit-spades = 黑桃
suit-hearts = 红心
suit-diamonds = 方块
suit-clubs = 梅花
level-beginner = 初级
level-standard = 中级
level-expert = 高级
rank-ace = A
rank-king = K
rank-queen = Q
rank-jack = J
notrump = 无将
notrump-short = NT
language-name = 简体中文

## Sentences

bid-spades = { $level } { suit-spades }
bid-hearts = { $level } { suit-hearts }
bid-diamonds = { $level } { suit-diamonds }
bid-clubs = { $level } { suit-clubs }
bid-notrump = { $level } { notrump }
file-problem = { $file }:{ $line }:{ $column }: { $problem }
card = { $suit }{ $rank }
plays = { $seat }家出{ $card }
declares = { $seat }家坐庄：{ $contract }
contract-game = { $strain }成局
contract-part-score = { $strain }部分定约
score-trick-points = 超过六墩的{ $tricks }墩得分：{ $points }
score-overtricks = 超额{ $count }墩：{ $points }
score-part-score-bonus = 部分定约奖分：{ $points }
score-game-bonus = 成局奖分：{ $points }
score-grand-slam-bonus = 大满贯奖分：{ $points }
score-small-slam-bonus = 小满贯奖分：{ $points }
score-redoubled-bonus = 再加倍定约完成奖分：{ $points }
score-doubled-bonus = 加倍定约完成奖分：{ $points }
score-undertricks = 宕{ $count }墩：防守方得{ $points }分
hcp = { $points } 大牌点
hcp-at-least = { $points }+ 大牌点
hcp-at-most = 0–{ $points } 大牌点
hcp-range = { $low }–{ $high } 大牌点
suit-length-at-least = { $suit }{ $low }张以上
suit-length-at-most = { $suit }至多{ $high }张
suit-length-exactly = { $suit }{ $length }张
suit-length-range = { $suit }{ $low }–{ $high }张
transfer-to = 转移到{ $suit }
completes-transfer = 完成转移到{ $suit }
blackwood-aces = { $count ->
        [0] 回答黑木：0或4个A
       *[other] 回答黑木：{ $count }个A
    }
calls = { $seat }叫{ $call }
call-shows = { $call }：{ $meaning }
thrown-in-deals = 有{ $count }副牌为20对20，已作废并重新发牌。
file-unreadable = { $name }：无法读取该文件。
no-deal-in-file = { $name }：没有可读取的牌局，比赛保持不变。
deals-in-file = { $name }：读入{ $count }副牌。
deals-in-file-with-problems = { $name }：读入{ $count }副牌；存在以下问题：
more-problems = ……另有{ $count }条
problem-details = { $count ->
       *[other] { $count }个问题：详情
    }
bad-link = 无法打开此牌局链接（{ $reason }）。当前牌局继续。
review-board = 复盘第{ $number }副
gave-away = { $tricks ->
        [0] { $side }：没有丢墩。
       *[other] { $side }：{ $mistakes }张牌丢了{ $tricks }墩。
    }
mistake-line = 第{ $trick }墩：{ $seat }家的{ $card }丢了{ $cost }墩；出{ $kept }则不会丢。
own-mistakes = 我方失误：{ $count }
contract-makes = 从首攻起，{ $contract }在双明手下可得{ $tricks }墩。
auction-against-par = { $room }：{ $contract }，双明手下南北{ NUMBER($score, signDisplay: "always") }：相对最佳定约{ NUMBER($imps, signDisplay: "always") } IMP。
auction-passed-out-against-par = { $room }：全部不叫，0：相对最佳定约{ NUMBER($imps, signDisplay: "always") } IMP。
lead-cost = { $cost ->
        [0] 首攻没有丢墩。
       *[other] 首攻丢了{ $cost }墩。
    }
hint-choice = 中级玩家会选择{ $choice }。
hint-makes = { $card }在{ $layouts }种分布中有{ $makes }种能完成定约
hint-beats = { $card }在{ $layouts }种分布中有{ $makes }种能击宕定约
hint-other-card = { $card }：{ $makes }种
hint-contract = { $contract }：平均{ $score }分
claim-not-in-play = 现在无法摊牌。
claim-too-many = 摊牌不成立：只剩{ $remaining }墩，不是{ $claimed }墩。
claim-defence-holds = 摊牌不成立：防守方能把你限制在剩余墩中的{ $at_most }墩，而不是{ $claimed }墩。请继续打牌。
claim-accepted = 摊牌{ $claimed }墩成立；其余的牌照常打完。
computer-claims = { $seat }家摊牌，拿下剩余的{ $tricks }墩。
claim-tricks = { $tricks }墩
practice-score = 练习：{ NUMBER($score, signDisplay: "always") }（不计分）
gbridge-hooked = 最后叫墩者不能叫 { $bid }：叫墩总数会等于发牌张数。
gbridge-bid-won = 叫 { $bid }，赢 { $won }
gbridge-round = 第 { $number } 轮（共 { $of } 轮）：每人 { $size } 张
gbridge-bids = { $seat }叫 { $bid }
gbridge-winners = 获胜：{ $names }

## Problems

problem-result-left-out = { $problem }；不读取该结果
problem-card-missing = 缺少{ $card }：没有人持有
problem-card-twice-in-hand = { $card }在{ $seat }家的手牌中写了两次
problem-card-held-twice = { $first }家和{ $second }家都持有{ $card }
problem-hand-size = { $seat }家有{ $cards }张牌：一手牌应为13张
problem-not-a-deal = 四手牌组不成一副牌
problem-hands-without-cards = { $count ->
       *[other] { $seats }没有牌（缺少{ $missing }张牌）
    }
problem-cards-missing = 缺少{ $count }张牌：没有人持有{ $cards }
problem-end-position = 这是残局（每手最多{ $cards }张牌）：只打完整的牌局，因此跳过这一局
problem-partial-deal = 四手牌只给出了{ $hands }手，因此跳过这一局
problem-stray-first-line = 第{ $column }列出现意外的{ $found }：牌局首行只包含牌局编号（9–10列）、局况（17–20列）和发牌人（25列）
problem-stray-hands = 第{ $column }列出现意外的{ $found }：手牌应在第9–22列（南）、25–38列（西）、41–54列（北）、57–70列（东）
problem-deal-number-not-digits = 牌局编号（9–10列）必须是数字
problem-deal-number-missing = 缺少牌局编号：9–10列应为1到{ $max }
problem-deal-number-out-of-range = 牌局编号{ $number }超出范围：应为1到{ $max }
problem-deal-number-not-a-number = 牌局编号“{ $text }”不是1到{ $max }的数
problem-hnd-vulnerability-not-text = 局况（17–20列）必须是NONE、NS、EW、BOTH或空白
problem-hnd-unknown-vulnerability = 未知局况“{ $text }”：17–20列必须是NONE、NS、EW、BOTH或空白
problem-hnd-unknown-dealer = 未知发牌人{ $found }：第25列必须是N、S、E、W或空白
problem-ten-past-column = { $seat }家{ $suit }中的10超过了第{ $column }列
problem-one-without-zero = “1”后面必须是“0”（写10或T）
problem-hnd-unknown-character = { $seat }家{ $suit }中有未知字符{ $found }：牌为A K Q J 10（或T）9 … 2，缺门写“-”
problem-void-with-cards = “-”表示缺门，但{ $seat }家在此有{ $suit }
problem-expected-deal = 此处应为牌局首行（9–10列为牌局编号）或注释（第8列为“*”）
problem-too-many-deals = 一个文件中超过{ $max }副牌：Micro Bridge只读取{ $max }副；其余也会读入
problem-deal-cut-short = 第{ $line }行的牌局不完整：4行花色行中只有{ $lines }行（缺少{ $missing }）
problem-tag-without-name = 标签需要名称：[Name "value"]
problem-tag-value-unquoted = { $tag }标签的值必须用双引号括起：[{ $tag } "value"]
problem-tag-value-unclosed = { $tag }标签的值缺少结尾的“"”
problem-tag-unclosed = { $tag }标签没有以“]”结束
problem-outside-game = “{ $text }”不属于任何牌局：牌局以[Board "1"]这样的标签开始
problem-comment-unclosed = 此“{"{"}”注释没有以“{"}"}”结束
problem-deal-without-first-seat = Deal以第一手牌的方位和冒号开始，如"N:"
problem-deal-too-many-hands = Deal只有四手牌，不能更多
problem-hand-too-many-suits = { $seat }家的手牌超过四门花色
problem-pbn-unknown-character = { $seat }家的手牌中有未知字符{ $found }
problem-hand-suits = { $seat }家的手牌必须有四门花色，以“.”分隔
problem-deal-too-few-hands = Deal应有四手牌；这里只有{ $hands }手
problem-board-number = 牌号“{ $text }”不是从1开始的数
problem-pbn-unknown-dealer = 未知发牌人“{ $text }”：应为N、E、S或W
problem-pbn-unknown-vulnerability = 未知局况“{ $text }”：应为None、NS、EW或All
problem-no-deal-tag = 此牌局没有Deal标签，因此没有牌
problem-undertrick = MiniBridgeUndertrick必须是50或100，而不是“{ $text }”；采用50
problem-unknown-contract = 未知定约“{ $text }”
problem-doubled = “{ $text }”是加倍定约：这些玩法没有加倍
problem-not-minibridge = “{ $text }”不是迷你桥牌定约（部分定约为各花色的1阶；成局为3NT、4♠、4♥、5♦、5♣）
problem-declarer-by-points = 庄家为“{ $text }”，但按报出的点数应为{ $actual }
problem-declarer-thrown-in = 庄家为“{ $text }”，但按报出的点数此牌作废
problem-contract-thrown-in = 作废的牌（20对20）上有定约
problem-declarer-by-auction = 庄家为“{ $text }”，但按叫牌应为{ $actual }
problem-declarer-passed-out = 庄家为“{ $text }”，但叫牌全部不叫
problem-contract-by-auction = 定约为{ $named }，但叫牌得到的是{ $reached }
problem-contract-passed-out = 定约为{ $named }，但叫牌全部不叫
problem-auction-unknown-dealer = Auction中有未知发牌人“{ $text }”
problem-auction-dealer = 叫牌从{ $named }开始，但发牌人是{ $dealer }
problem-not-a-call = “{ $text }”不是叫品（Pass、X、XX、1C … 7NT）
problem-call-after-end = 叫牌结束后的叫品
problem-unknown-leader = 未知首攻人“{ $text }”
problem-play-without-contract = 打了牌但没有定约
problem-wrong-leader = 首攻应由{ $expected }家，而不是“{ $text }”
problem-no-leader = 没有人首攻，也不是“{ $text }”
problem-not-a-card = “{ $text }”不是一张牌（如SA、H10、DT）
problem-lin-unclosed = { $key }|没有以“|”结束
problem-lin-unknown-dealer = md|中未知发牌人“{ $text }”：应为1（南）、2（西）、3（北）或4（东）
problem-lin-unknown-vulnerability = sv|中未知局况“{ $text }”：应为o、n、e或b；按双方无局处理
problem-lin-no-deal = 此牌没有md|，因此没有牌
problem-lin-claim = 摊牌mc|{ $text }|不是庄家方最终能拿到的墩数
problem-lin-card-after-end = 最后一墩之后的牌
problem-handviewer-without-lin = 此链接没有lin=部分，因此没有牌局（BBO手牌查看器的链接有）

table-wrong-phase = 此牌局的当前阶段不能这样做
table-not-your-turn = 轮到{ $to_act }家，不是{ $seat }家
table-illegal-call = 现在不能叫{ $call }
table-contract-not-in-game = 该定约不属于此玩法
table-contract-not-auctioned = 记录中的定约不是叫牌得到的定约
table-card-not-held = { $seat }家没有{ $card }
table-revoke = { $card }没有跟出：首引的是{ $led }，而手中仍有此花色

link-empty = 链接中没有牌局
link-too-long = 链接太长，不是牌局链接：是否粘贴了其他内容？
link-bad-character = 链接中有不应出现的字符（第{ $position }位的“{ $found }”）：可能在复制时被截断或改动
link-bad-length = 链接不完整或有多余字符：请重新复制整个链接
link-checksum = 链接已损坏（校验不符）：请重新复制整个链接
link-newer-version = 此链接由更新版本的游戏生成（链接版本{ $version }）；请重新加载页面以更新
link-invalid = 链接中没有有效的牌局：{ $why }
link-invalid-unknown-options = 设置了未知选项
link-invalid-two-games = 同时指定了两种玩法
link-invalid-dealer = 没有发牌人
link-invalid-vulnerability = 没有局况
link-invalid-hand-size = 每手牌必须是13张
link-bad-result = 分享的结果与此牌局不符：{ $why }
link-result-unknown-contract = 未知定约编号{ $number }
link-result-too-many-calls = { $count }个叫品（叫牌最多{ $max }个）
link-result-unknown-call = 未知叫品编号{ $number }
link-result-contract-beside-auction = 定约桥牌的定约来自叫牌
link-result-too-many-cards = 打出了{ $count }张牌（最多52张）
link-result-unknown-card = 未知牌编号{ $number }
game-link-not-a-game-link = 不是GBridge牌局链接
game-link-unreadable = 链接的第{ $part }部分无法读取
game-link-rounds = GBridge一局有1到{ $max }轮，不是{ $rounds }轮

## Online tables.

play-online = 在线对局
online-create = 创建牌桌
online-robots = 机器人座位
online-my-seat = 我的座位
online-name = 你的名字
online-name-save = 入座
online-invites = 邀请链接
online-copy = 复制
online-copied = 已复制
online-watch = 观战链接
online-connecting = 正在连接…
online-connected = 已连接
online-reconnecting = 连接中断，正在重试…
online-seats = 座位
online-human = 玩家
online-robot = 机器人
online-standin = 代打机器人
online-waiting-seat = 等待玩家
online-away = 离开
online-host = 房主
online-to-robot = 交给机器人
online-open = 重新开放
online-chat = 聊天
online-send = 发送
online-watching = 观战
online-refused = 服务器拒绝：
online-not-stored = 未打出：服务器暂时无法保存（其数据库片刻无响应）。没有任何丢失：请再打一次。
online-create-failed = 无法创建牌桌：
online-you = 你
online-solo = 单人游戏
online-away-for = { $seconds } 秒后由机器人接替
# A board over whose Closed Room is still being played.
online-closed-pending = 闭室仍在打这副牌…
# The prompt to answer another seat's claim: the seat before, the tricks after.
online-claim-asked = 声明
# The prompt to answer another seat's undo: the seat before.
online-undo-asked = 请求撤销
# Accepts a claim or an undo.
online-accept = 接受
# Refuses a claim or an undo.
online-refuse = 拒绝
# Before the seats whose answer is awaited.
online-awaiting = 等待
# A claim or an undo was refused; the seat follows.
online-refused-by = 拒绝者：
# The online page's own code could not be loaded (offline): the page says so, then a link to the game played alone.
online-needs-network = 在线游戏需要网络；无法加载此页面。
