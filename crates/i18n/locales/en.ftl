### Micro HalfBridge's texts in English: the reference. Every other
### language's file has the same messages, each with the same
### { $variables } (the build fails otherwise). A comment above a
### message says where it shows; see crates/i18n/src/lib.rs.

## Fixed texts

# The page's title.
title = Micro HalfBridge
# "Board", before a board's number.
board = Board
# "Dealer", before the dealer's seat.
dealer = Dealer
# "Vulnerable", before the vulnerability.
vulnerable = Vulnerable
# No side vulnerable.
vul-none = None
# Both sides vulnerable.
vul-both = Both
# The heading of the HCP announcements.
announcements = HCP announced
# "Declarer": a role, a heading.
declarer = Declarer
# "Dummy": a role.
dummy = Dummy
# "Contract": a heading, the chooser's region.
contract = Contract
# A 20–20 deal, thrown in.
thrown-in = 20–20: thrown in. A new deal follows.
# The contract chooser's heading.
choose-contract = Choose the contract
# A part-score contract (MiniBridge), and its row of the chooser.
part-score = Part score
# A game contract (MiniBridge), and its row of the chooser.
game = Game
# Who is to play.
to-play = To play
# "Tricks": a heading, before a trick count.
tricks = Tricks
# The button that shows the last trick.
last-trick = Last trick
# The button that goes back from the last trick.
hide-last-trick = Back to the table
# The result region's name and heading.
result = Result
# The contract was made.
made = made
# The contract went down.
down = down
# The declarer's score, before the side.
total = Score
# The button to the next board.
next-deal = Next deal
# The settings panel's name and its button.
settings = Settings
# The setting of the game played.
rules = Game
# The game MiniBridge.
mini-bridge = MiniBridge
# The game HalfBridge.
half-bridge = HalfBridge
# Contract bridge, with an auction.
contract-bridge = Contract bridge
# The setting of MiniBridge's points per undertrick.
undertrick = Points per undertrick
# The setting of the computer's strength.
level = Computer strength
# The setting of two-step play.
two-step = Two-step play (tap to select, tap again to play)
# The setting that lets the computer declare for North.
north-declares = A stronger North declares; I watch as dummy
# The setting of the page's language.
language = Language
# The person is to act.
your-turn = Your turn
# A computer player is thinking.
thinking = thinking…
# The trick region's name.
current-trick = Current trick
# Closes a panel or a notice.
close = Close
# A computer declarer is choosing the contract.
waiting-for-declarer = The declarer is choosing the contract…
# A redeal.
redeal = Redeal
# The comparison of both rooms: region name and heading.
comparison = Comparison
# The person's room.
open-room = Open Room
# The room the computer plays alone.
closed-room = Closed Room
# The net score of both rooms.
net-score = Net score
# International match points.
imps = IMPs
# The match's scorecard.
scorecard = Scorecard
# The setting of the number of boards in a match.
match-length = Boards in a match
# The button that starts a new match.
new-match = New match
# The match is over.
match-over = The match is over.
# The replay of both rooms' tricks.
replay = Replay
# The replay's previous trick.
prev = Previous trick
# The replay's next trick.
next = Next trick
# The Closed Room's progress, before the trick number.
closed-room-trick = Closed Room: trick
# Notice: a silent worker was restarted.
worker-restarted = The computer players were restarted; play goes on.
# Notice: the saved game could not be read.
storage-problem = The saved game could not be read; a new one was started.
# Yes.
yes = Yes
# No.
no = No
# Pass.
pass = Pass
# The match's totals.
total2 = Total
# The files and sharing section: name and heading.
files-and-sharing = Files and sharing
# The button that opens a hand file.
open-hand-file = Open hand file (.HND, .PBN, .LIN)…
# The file picker's accessible name.
open-hand-file-label = Open hand file
# The button that downloads the match as .HND.
download-hnd = Download .HND
# The button that downloads the match as PBN.
download-pbn = Download PBN
# The option to share the person's own result.
include-result = Include my result
# The button that makes a deal link.
share = Share
# The accessible name of the link field.
share-link = Share link
# The button that makes a BBO handviewer link of the current board.
bbo-link = BBO link
# The field where a BBO handviewer link is pasted: its accessible name and placeholder.
handviewer-link = Paste a BBO handviewer link
# The button that opens the pasted handviewer link.
open-handviewer = Open
# The button back to the match a file or link replaced.
back-to-previous = Back to my previous match
# The hint that a changed game applies from the next match.
rules-from-next-match = The game chosen applies from the next match.
# North–South, short, as a column heading ("NS").
north-south = NS
# East–West, short, as a column heading ("EW").
east-west = EW
# Notice: a computer player could not answer (the detail follows).
computer-problem = The computer players could not answer; they try again.
# Notice: the computer players belong to another version of the page.
other-build = The page was updated while the computer players were still the old version: reload the page to play on.
# The review of a board: region name, heading and button.
review = Review
# The review's double-dummy table: heading.
what-the-cards-allowed = What the cards allowed (double dummy)
# The review's contract scores: heading.
contract-scores = What each contract would score
# The par contract, before it.
par = Par
# The review's play trick by trick: heading.
where-tricks-went = Where the tricks went
# A part of the review is being worked out.
working = Working it out…
# A card that gave tricks away: its mark's accessible name.
mistake = Mistake
# The Hint button.
hint = Hint
# The Undo button.
undo = Undo
# The Claim button.
claim = Claim
# Claim all the remaining tricks.
claim-all = All the remaining tricks
# The claim chooser's heading: how many tricks.
claim-how-many = How many of the remaining tricks do you claim?
# The setting that offers hints.
hints-setting = Offer hints (key H)
# The setting that plays the only legal card by itself.
auto-play = Play my only legal card by itself
# The setting of the four-colour deck.
four-colour = Four-colour deck (♠ black, ♥ red, ♦ orange, ♣ green)
# The setting of declarer practice.
declarer-practice = Declarer practice: my side declares every deal
# The button that plays a board again as practice.
play-again = Play again
# A practice result, beside the first.
practice = Practice
# The scorecard's column of the aids used.
aids = Aids
# The heading of the cards shown with a claim.
cards-at-claim = The cards at the claim
# Between the items of a list in a sentence (", ").
list-separator = {", "}
# The review's column of the tricks after a card.
tricks-after = Tricks after
# The game GBridge (German Bridge, Oh Hell).
g-bridge = GBridge
# The setting of the number of rounds in a GBridge game.
gbridge-rounds = Rounds in a game
# The GBridge bid chooser's region name.
bid = Bid
# The GBridge bid chooser's heading.
your-bid = Your bid: how many tricks will you win?
# The trump suit, before it.
trump = Trump
# A GBridge round, as a column heading.
round = Round
# The GBridge scoreboard: region name and heading.
scoreboard = Scoreboard
# The robot that played the person's seat on the same cards.
robot-in-your-seat = Computer in your seat
# The friend who shared a game link.
friend = Friend
# The GBridge game is over.
game-over = The game is over.
# The button that makes a GBridge game link.
share-game = Share this game
# Double: a call of the auction.
double = Double
# Redouble: a call of the auction.
redouble = Redouble
# The bidding box: region name.
bidding-box = Bidding box
# The auction so far: region name and heading.
auction = Auction
# The bidding box's heading: the person is to call.
your-call = Your call
# A board passed out.
passed-out = Passed out: no contract, 0 to both sides.
# The hint under the auction: how to read what a call shows.
calls-explained = Focus, hover or tap a call to see what it shows.
# A call's meaning: a balanced hand.
balanced = balanced
# A call's meaning: partner must bid once more.
forcing = forcing
# A call's meaning: the partnership bids on to game.
forcing-to-game = forcing to game
# A call's meaning that says nothing.
no-further-information = no further information
# A call's meaning: Stayman.
stayman = Stayman: asks for a four-card major
# A call's meaning: the answer to Stayman.
stayman-answer = answer to Stayman
# A call's meaning: 4NT Blackwood.
blackwood-ask = Blackwood: asks for aces
# A call's meaning: the strong 2♣ opening.
strong-two-clubs = strong 2♣, artificial
# A call's meaning: 2♦ waiting.
waiting = waiting, artificial
# A call's meaning: a weak two.
weak-two = weak two
# A call's meaning: a pre-empt.
preempt = pre-empt
# A call's meaning: a takeout double.
takeout-double = takeout double
# A call's meaning: the answer to a takeout double.
takeout-answer = answer to the takeout double
# A call's meaning: a penalty double.
penalty-double = penalty double
# A call's meaning: a suit overcall.
overcall = overcall
# A call's meaning: a 1NT overcall.
notrump-overcall = 1NT overcall
# A call's meaning: an invitation to game.
invitation = invitation to game
# A call's meaning: a raise of partner's suit.
raise = raise

## Names

seat-north = North
seat-east = East
seat-south = South
seat-west = West
# A suit's name, plural, as in "Ace of Spades" and "5+ Spades".
suit-spades = Spades
suit-hearts = Hearts
suit-diamonds = Diamonds
suit-clubs = Clubs
# A strain's name: No Trump.
notrump = No Trump
# No Trump in short, in a contract: "3NT" (French "3SA").
notrump-short = NT
# The names of the honours, in a card's name; the others are their number.
rank-ace = Ace
rank-king = King
rank-queen = Queen
rank-jack = Jack
# The computer's strength.
level-beginner = Beginner
level-standard = Standard
level-expert = Expert
# The language's own name, in the language switch.
language-name = English

## Sentences: a { $variable } is a value the game puts in. A number
## ($count, $tricks…) selects a variant by its exact value ([0]) or by
## the language's CLDR plural category ([one], [few], [many], *[other]).

# A card's accessible name: "Ace of Spades", "10 of Hearts".
card = { $rank } of { $suit }
# A bid or contract, as players say it: "1 Spade", "2 Spades".
bid-spades = { $level ->
        [one] { $level } Spade
       *[other] { $level } Spades
    }
bid-hearts = { $level ->
        [one] { $level } Heart
       *[other] { $level } Hearts
    }
bid-diamonds = { $level ->
        [one] { $level } Diamond
       *[other] { $level } Diamonds
    }
bid-clubs = { $level ->
        [one] { $level } Club
       *[other] { $level } Clubs
    }
bid-notrump = { $level } No Trump
# A MiniBridge contract: "Game in No Trump".
contract-game = Game in { $strain }
contract-part-score = Part score in { $strain }
# For the live region: "West plays Jack of Hearts".
plays = { $seat } plays { $card }
declares = { $seat } declares { $contract }
calls = { $seat } calls { $call }

# The lines of a score's explanation.
score-trick-points = Trick points for { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    } over six: { $points }
score-overtricks = { $count ->
        [one] { $count } overtrick
       *[other] { $count } overtricks
    }: { $points }
score-part-score-bonus = Part score bonus: { $points }
score-game-bonus = Game bonus: { $points }
score-grand-slam-bonus = Grand slam bonus: { $points }
score-small-slam-bonus = Small slam bonus: { $points }
score-redoubled-bonus = Bonus for making it redoubled: { $points }
score-doubled-bonus = Bonus for making it doubled: { $points }
# $points: what the defenders score.
score-undertricks = { $count ->
        [one] { $count } undertrick
       *[other] { $count } undertricks
    }: the defenders score { $points }

# What a call shows.
hcp = { $points } HCP
hcp-at-least = { $points }+ HCP
hcp-at-most = 0–{ $points } HCP
hcp-range = { $low }–{ $high } HCP
# $suit: a suit's name (suit-spades…).
suit-length-at-least = { $low }+ { $suit }
suit-length-at-most = at most { $high } { $suit }
suit-length-exactly = { $length } { $suit }
suit-length-range = { $low }–{ $high } { $suit }
transfer-to = transfer to { $suit }
completes-transfer = completes the transfer to { $suit }
# The answer to Blackwood: 0 means 0 or 4 aces.
blackwood-aces = { $count ->
        [0] Blackwood answer: 0 or 4 aces
        [one] Blackwood answer: { $count } ace
       *[other] Blackwood answer: { $count } aces
    }
# A call with what it shows: "1♠: 12–21 HCP, 5+ Spades".
call-shows = { $call }: { $meaning }

# Notices.
thrown-in-deals = { $count ->
        [one] { $count } deal had 20–20 points: thrown in and dealt again.
       *[other] { $count } deals had 20–20 points: thrown in and dealt again.
    }
file-unreadable = { $name }: the file could not be read.
no-deal-in-file = { $name }: no deal could be read; your match is unchanged.
deals-in-file = { $count ->
        [one] { $name }: { $count } deal to play.
       *[other] { $name }: { $count } deals to play.
    }
# As deals-in-file, a list of the file's problems following.
deals-in-file-with-problems = { $count ->
        [one] { $name }: { $count } deal to play; some problems:
       *[other] { $name }: { $count } deals to play; some problems:
    }
# The end of a cut list of problems.
more-problems = … { $count } more
# The toggle that shows (or hides) the list of a file's problems.
problem-details = { $count ->
        [one] { $count } problem: details
       *[other] { $count } problems: details
    }
# One problem of a file: where, then what (a problem-… message).
file-problem = { $file }:{ $line }:{ $column }: { $problem }
bad-link = This deal link could not be opened: { $reason }. Your game goes on here.

# The review.
review-board = Review board { $number }
# $side: "North–South". $mistakes: the cards that gave the tricks away.
gave-away = { $tricks ->
        [0] { $side } gave nothing away.
       *[other] { $side } gave away { $tricks ->
            [one] { $tricks } trick
           *[other] { $tricks } tricks
        } with { $mistakes ->
            [one] { $mistakes } card
           *[other] { $mistakes } cards
        }.
    }
# $card: the card, short ("♠4"); $kept: the cards that would have kept the tricks.
mistake-line = Trick { $trick }: { $seat }'s { $card } cost { $cost ->
        [one] { $cost } trick
       *[other] { $cost } tricks
    }; { $kept } kept it.
own-mistakes = Your side's mistakes: { $count }
contract-makes = { $contract } makes { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    } at double dummy from the opening lead.
# $contract: "4♠ North"; $score: North–South's score; $imps: against par.
auction-against-par = { $room }: { $contract }, NS { NUMBER($score, signDisplay: "always") } at double dummy: { NUMBER($imps, signDisplay: "always") } { $imps ->
        [one] IMP
       *[other] IMPs
    } against par.
auction-passed-out-against-par = { $room }: passed out, 0: { NUMBER($imps, signDisplay: "always") } { $imps ->
        [one] IMP
       *[other] IMPs
    } against par.
lead-cost = { $cost ->
        [0] The opening lead cost nothing.
        [one] The opening lead cost { $cost } trick.
       *[other] The opening lead cost { $cost } tricks.
    }

# The hint.
hint-choice = The Standard player would choose { $choice }.
# $makes of $layouts: the layouts in which the card reaches the goal.
hint-makes = { $card } makes the contract in { $makes } of { $layouts ->
        [one] { $layouts } layout
       *[other] { $layouts } layouts
    }
hint-beats = { $card } beats the contract in { $makes } of { $layouts ->
        [one] { $layouts } layout
       *[other] { $layouts } layouts
    }
# Another card's figure, after the first: "♠4 in 21".
hint-other-card = { $card } in { $makes }
hint-contract = { $contract }: { $score ->
        [one] { $score } point
       *[other] { $score } points
    } on average

# Claims.
claim-not-in-play = There is nothing to claim now.
claim-too-many = { $remaining ->
        [one] Claim refused: only { $remaining } trick remains, not { $claimed }.
       *[other] Claim refused: only { $remaining } tricks remain, not { $claimed }.
    }
claim-defence-holds = Claim refused: the defence can hold you to { $at_most } of the remaining tricks, not { $claimed }. Play on.
claim-accepted = { $claimed ->
        [one] Claim of { $claimed } trick accepted; the rest is played out.
       *[other] Claim of { $claimed } tricks accepted; the rest is played out.
    }
# The computer declarer claims: $seat is its name.
computer-claims = { $tricks ->
        [one] { $seat } claims the last trick.
       *[other] { $seat } claims the remaining { $tricks } tricks.
    }
# A choice of the claim chooser.
claim-tricks = { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }
practice-score = Practice: { NUMBER($score, signDisplay: "always") } (not counted)

# GBridge.
gbridge-hooked = { $bid } is not allowed to the last bidder: the bids would add up to the cards dealt.
gbridge-bid-won = bid { $bid }, won { $won }
# The round in progress: "Round 3 of 13: 3 cards each".
gbridge-round = Round { $number } of { $of }: { $size ->
        [one] { $size } card each
       *[other] { $size } cards each
    }
gbridge-bids = { $seat } bids { $bid }
gbridge-winners = Winner: { $names }

## Problems in a hand file or a deal link, each after its file:line:column
## (file-problem). { $text } is what the file says; { $found } a character
## of it ('x', or 0x0C when it cannot be shown).

# A problem for which a game's result is left out (its deal is kept).
problem-result-left-out = { $problem }; the result is left out
problem-card-missing = { $card } is missing: nobody holds it
problem-card-twice-in-hand = { $card } is written twice in { $seat }'s hand
problem-card-held-twice = { $card } is held by both { $first } and { $second }
problem-hand-size = { $cards ->
        [one] { $seat } has { $cards } card: a hand has 13
       *[other] { $seat } has { $cards } cards: a hand has 13
    }
problem-not-a-deal = the four hands do not make a deal
problem-hands-without-cards = { $count ->
        [one] { $seats } holds no cards ({ $missing } cards missing)
       *[other] { $seats } hold no cards ({ $missing } cards missing)
    }
problem-cards-missing = { $count } cards are missing: nobody holds { $cards }
problem-end-position = an end position (at most { $cards } cards a hand): only whole deals are played, so this game is skipped
problem-partial-deal = only { $hands } of the four hands are given, so this game is skipped
problem-stray-first-line = unexpected { $found } in column { $column }: a deal's first line holds only the deal number (9–10), vulnerability (17–20) and dealer (25)
problem-stray-hands = unexpected { $found } in column { $column }: hands belong in columns 9–22 (South), 25–38 (West), 41–54 (North), 57–70 (East)
problem-deal-number-not-digits = the deal number (columns 9–10) must be digits
problem-deal-number-missing = missing deal number: columns 9–10 must hold 1 to { $max }
problem-deal-number-out-of-range = deal number { $number } is out of range: it must be 1 to { $max }
problem-deal-number-not-a-number = deal number "{ $text }" is not a number 1 to { $max }
problem-hnd-vulnerability-not-text = the vulnerability (columns 17–20) must be NONE, NS, EW, BOTH or blank
problem-hnd-unknown-vulnerability = unknown vulnerability "{ $text }": columns 17–20 must be NONE, NS, EW, BOTH or blank
problem-hnd-unknown-dealer = unknown dealer { $found }: column 25 must be N, S, E, W or blank
# $suit: a suit's name (suit-spades…).
problem-ten-past-column = the 10 in { $seat }'s { $suit } runs past column { $column }
problem-one-without-zero = '1' must be followed by '0' (write 10 or T)
problem-hnd-unknown-character = unknown character { $found } in { $seat }'s { $suit }: cards are A K Q J 10 (or T) 9 … 2, '-' for a void
problem-void-with-cards = '-' marks a void, but { $seat } holds { $suit } here
problem-expected-deal = expected a deal's first line (deal number in columns 9–10) or a comment ('*' in column 8)
problem-too-many-deals = more than { $max } deals in one file: Micro Bridge reads only { $max }; the rest are read anyway
# $missing: the first suit line missing (suit-spades…).
problem-deal-cut-short = the deal on line { $line } is cut short: it has { $lines } of its 4 suit lines ({ $missing } missing)
problem-tag-without-name = a tag needs a name: [Name "value"]
problem-tag-value-unquoted = the { $tag } tag's value must be in double quotes: [{ $tag } "value"]
problem-tag-value-unclosed = the { $tag } tag's value has no closing '"'
problem-tag-unclosed = the { $tag } tag is not closed with ']'
problem-outside-game = "{ $text }" is outside any game: a game starts with a tag like [Board "1"]
problem-comment-unclosed = this '{"{"}' comment is never closed with '{"}"}'
problem-deal-without-first-seat = a Deal starts with the first hand's seat and a colon, like "N:"
problem-deal-too-many-hands = a Deal has four hands, not more
problem-hand-too-many-suits = { $seat }'s hand has more than four suits
problem-pbn-unknown-character = unknown character { $found } in { $seat }'s hand
problem-hand-suits = { $seat }'s hand must have four suits separated by '.'
problem-deal-too-few-hands = a Deal has four hands; this one has { $hands }
problem-board-number = board number "{ $text }" is not a number from 1
problem-pbn-unknown-dealer = unknown dealer "{ $text }": N, E, S or W
problem-pbn-unknown-vulnerability = unknown vulnerability "{ $text }": None, NS, EW or All
problem-no-deal-tag = this game has no Deal tag, so no cards
problem-undertrick = MiniBridgeUndertrick must be 50 or 100, not "{ $text }"; 50 is used
problem-unknown-contract = unknown contract "{ $text }"
problem-doubled = "{ $text }" is doubled: doubles are not part of these games
problem-not-minibridge = "{ $text }" is not a MiniBridge contract (1 of a strain for a part score; 3NT, 4S, 4H, 5D, 5C for a game)
problem-declarer-by-points = declarer "{ $text }", but by the points announced it is { $actual }
problem-declarer-thrown-in = declarer "{ $text }", but by the points announced the board is thrown in
problem-contract-thrown-in = a contract on a thrown-in board (20–20)
problem-declarer-by-auction = declarer "{ $text }", but by the auction it is { $actual }
problem-declarer-passed-out = declarer "{ $text }", but the auction passed the board out
# $named, $reached: contracts, short ("4♠X").
problem-contract-by-auction = contract { $named }, but the auction reached { $reached }
problem-contract-passed-out = contract { $named }, but the auction passed the board out
problem-auction-unknown-dealer = unknown dealer "{ $text }" in Auction
problem-auction-dealer = the auction starts with { $named }, but the dealer is { $dealer }
problem-not-a-call = "{ $text }" is not a call (Pass, X, XX, 1C … 7NT)
problem-call-after-end = a call after the end of the auction
problem-unknown-leader = unknown opening leader "{ $text }"
problem-play-without-contract = cards are played but no contract is named
problem-wrong-leader = the opening lead is { $expected }'s, not "{ $text }"'s
problem-no-leader = nobody is to lead, not "{ $text }"
problem-not-a-card = "{ $text }" is not a card (like SA, H10, DT)
problem-lin-unclosed = { $key }| is not closed with '|'
problem-lin-unknown-dealer = unknown dealer "{ $text }" in md|: 1 (South), 2 (West), 3 (North) or 4 (East)
problem-lin-unknown-vulnerability = unknown vulnerability "{ $text }" in sv|: o, n, e or b; nobody is vulnerable
problem-lin-no-deal = this board has no md| deal, so no cards
problem-lin-claim = the claim mc|{ $text }| is not a number of tricks the declaring side can end with
problem-lin-card-after-end = a card after the last trick
problem-handviewer-without-lin = this link has no lin= part, so no deal (a BBO handviewer link has one)

## The table's refusals, in a file's result or a deal link's.

table-wrong-phase = that cannot be done at this point of the board
table-not-your-turn = it is { $to_act }'s turn, not { $seat }'s
# $call: short ("1♠").
table-illegal-call = { $call } is not a legal call now
table-contract-not-in-game = that contract is not part of this game
table-contract-not-auctioned = the record's contract is not the one its auction reached
table-card-not-held = { $seat } does not hold { $card }
# $led: a suit's name.
table-revoke = { $card } does not follow suit: { $led } were led and the hand still holds one

## Why a deal link does not open (in bad-link).

link-empty = the link has no deal in it
link-too-long = the link is too long to be a deal link: was something pasted into it?
link-bad-character = the link has a character that does not belong in it ("{ $found }" at position { $position }): it may have been cut or changed while copying
link-bad-length = the link is cut short or has extra characters: copy the whole link again
link-checksum = the link is damaged (its check does not match): copy the whole link again
link-newer-version = this link was made by a newer version of the game (link version { $version }); reload the page to update it
# $why: one of the link-invalid-… texts.
link-invalid = the link does not hold a valid deal: { $why }
link-invalid-unknown-options = unknown options are set
link-invalid-two-games = two games at once
link-invalid-dealer = no seat deals
link-invalid-vulnerability = no vulnerability
link-invalid-hand-size = every hand must have 13 cards
# $why: one of the link-result-… texts, or a table-… refusal.
link-bad-result = the shared result does not fit this deal: { $why }
link-result-unknown-contract = unknown contract number { $number }
link-result-too-many-calls = { $count } calls (an auction has at most { $max })
link-result-unknown-call = unknown call number { $number }
link-result-contract-beside-auction = contract bridge's contract comes from the auction
link-result-too-many-cards = { $count } cards played (at most 52)
link-result-unknown-card = unknown card number { $number }
game-link-not-a-game-link = not a GBridge game link
game-link-unreadable = part { $part } of the link is unreadable
game-link-rounds = a GBridge game has 1 to { $max } rounds, not { $rounds }

## Online tables (halfbridge serve).

# The choice that opens the online table's form (only when the page is served by halfbridge serve).
play-online = Play online
# The online form's button that creates the table.
online-create = Create the table
# The online form: the seats robots take (seat names follow).
online-robots = Robots sit at
# The online form: the seat of the person creating the table.
online-my-seat = My seat
# The person's display name at an online table.
online-name = Your name
# Confirms the display name and sits down.
online-name-save = Sit down
# The host's list of each seat's invite link.
online-invites = Invite links
# Copies a link.
online-copy = Copy
# A link was copied.
online-copied = Copied
# The link to watch the table.
online-watch = Link to watch
# The connection to the server is being opened.
online-connecting = Connecting…
# The connection to the server is open.
online-connected = Connected
# The connection was lost; the page tries again.
online-reconnecting = Connection lost: trying again…
# The online table's seats (region name and heading).
online-seats = Seats
# A seat a person plays.
online-human = player
# A seat a computer plays.
online-robot = robot
# A computer plays for a person who dropped.
online-standin = robot standing in
# A seat no one has taken yet.
online-waiting-seat = waiting for a player
# A person whose connection dropped.
online-away = away
# The person who created the table.
online-host = host
# The host gives a seat to a computer.
online-to-robot = Give to a robot
# The host opens a seat to a person again.
online-open = Open again
# The chat (region name and heading).
online-chat = Chat
# Sends a chat message.
online-send = Send
# The page watches the table (no seat).
online-watching = Watching
# The server refused an action; its code follows.
online-refused = The server refused:
# An action the server could not store (code `storage`): nothing was lost.
online-not-stored = Not played: the server could not store it (its database is away for a moment). Nothing was lost: play it again.
# The table could not be created; the reason follows.
online-create-failed = The table could not be created:
# Marks the person's own seat.
online-you = you
# The link back to the game played alone.
online-solo = Play alone
# $seconds: seconds left until a computer takes the seat of a person who dropped.
online-away-for = a robot takes over in { $seconds } s
# A board over whose Closed Room is still being played.
online-closed-pending = The Closed Room is still playing this board…
# The prompt to answer another seat's claim: the seat before, the tricks after.
online-claim-asked = claims
# The prompt to answer another seat's undo: the seat before.
online-undo-asked = asks to undo
# Accepts a claim or an undo.
online-accept = Accept
# Refuses a claim or an undo.
online-refuse = Refuse
# Before the seats whose answer is awaited.
online-awaiting = Waiting for
# A claim or an undo was refused; the seat follows.
online-refused-by = Refused by
# The online page's own code could not be loaded (offline): the page says so, then a link to the game played alone.
online-needs-network = Playing online needs the network; this page could not be loaded.
