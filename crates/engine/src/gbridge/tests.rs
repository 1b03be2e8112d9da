//! Tests of a GBridge round and game: every rule of issue 14 at the table.

use super::bot::{self, Level};
use super::rules::{GameLength, GameRules, RoundDeal, first_bidder, score};
use super::*;
use contract_bridge::{Card, Hand, Seat, Suit};

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn hand(cards: &[&str]) -> Hand {
    cards.iter().map(|c| card(c)).collect()
}

/// A two-card round, spades trump, East to bid first.
fn small_round() -> Round {
    let deal = RoundDeal {
        hands: [
            hand(&["SA", "H2"]),
            hand(&["HK", "D3"]),
            hand(&["HA", "C4"]),
            hand(&["S2", "H3"]),
        ],
        trump: Suit::Spades,
    };
    Round::new(2, 2, deal, Seat::East)
}

#[test]
fn players_bid_in_turn_from_the_first_bidder() {
    let mut r = small_round();
    assert_eq!(r.phase(), RoundPhase::Bidding);
    assert_eq!(r.to_act(), Some(Seat::East));
    assert_eq!(
        r.act(Seat::South, Action::Bid(1)),
        Err(GbridgeError::NotYourTurn {
            due: Seat::East,
            seat: Seat::South
        })
    );
    assert_eq!(
        r.act(Seat::East, Action::Bid(3)),
        Err(GbridgeError::BidTooHigh { bid: 3, size: 2 })
    );
    assert_eq!(
        r.act(Seat::East, Action::Play(card("HK"))),
        Err(GbridgeError::WrongPhase)
    );
    for (seat, bid) in [(Seat::East, 0), (Seat::South, 1), (Seat::West, 0)] {
        assert_eq!(r.act_in_turn(Action::Bid(bid)), Ok(seat));
    }
    // North is last: 0 + 1 + 0 = 1, so 1 would make 2, the cards dealt.
    assert_eq!(r.forbidden_bid(), Some(1));
    assert_eq!(r.legal_bids(), vec![0, 2]);
    assert_eq!(
        r.act(Seat::North, Action::Bid(1)),
        Err(GbridgeError::Hooked(1))
    );
    r.act(Seat::North, Action::Bid(2)).unwrap();
    assert_eq!(r.bids(), [Some(2), Some(0), Some(1), Some(0)]);
    assert_eq!(r.phase(), RoundPhase::Playing);
    assert_eq!(r.to_act(), Some(Seat::East), "the first bidder leads");
}

#[test]
fn players_follow_suit_and_the_winner_leads_next() {
    let mut r = small_round();
    for b in [0, 1, 0, 2] {
        r.act_in_turn(Action::Bid(b)).unwrap();
    }
    assert_eq!(
        r.act(Seat::East, Action::Play(card("SA"))),
        Err(GbridgeError::NotHeld(card("SA")))
    );
    r.act(Seat::East, Action::Play(card("HK"))).unwrap();
    assert_eq!(
        r.act(Seat::South, Action::Play(card("C4"))),
        Err(GbridgeError::MustFollow(Suit::Hearts))
    );
    assert_eq!(r.legal_cards(), hand(&["HA"]));
    r.act(Seat::South, Action::Play(card("HA"))).unwrap();
    r.act(Seat::West, Action::Play(card("H3"))).unwrap();
    // North has a heart: must follow, cannot trump.
    assert_eq!(
        r.act(Seat::North, Action::Play(card("SA"))),
        Err(GbridgeError::MustFollow(Suit::Hearts))
    );
    r.act(Seat::North, Action::Play(card("H2"))).unwrap();
    assert_eq!(r.tricks()[0].winner(Suit::Spades), Some(Seat::South));
    assert_eq!(r.to_act(), Some(Seat::South), "the trick's winner leads");
    r.act_in_turn(Action::Play(card("C4"))).unwrap();
    // West is void in clubs: may trump (the 2 of trumps beats the 4 led).
    r.act_in_turn(Action::Play(card("S2"))).unwrap();
    // North is void: trumps higher.
    r.act_in_turn(Action::Play(card("SA"))).unwrap();
    // East is void: a discard, which always loses.
    assert_eq!(r.scores(), None);
    r.act_in_turn(Action::Play(card("D3"))).unwrap();
    assert_eq!(r.tricks()[1].winner(Suit::Spades), Some(Seat::North));
    assert_eq!(r.tricks_won(), [1, 0, 1, 0]);
    assert_eq!(r.phase(), RoundPhase::Finished);
    assert_eq!(r.to_act(), None);
    // Bids N 2, E 0, S 1, W 0; tricks 1, 0, 1, 0.
    assert_eq!(r.scores(), Some([-1, 10, 11, 10]));
    assert_eq!(r.act_in_turn(Action::Bid(0)), Err(GbridgeError::Over));
}

fn short_rules(rounds: u8) -> GameRules {
    GameRules {
        length: GameLength::new(rounds).unwrap(),
        ..GameRules::default()
    }
}

#[test]
fn a_game_deals_its_rounds_and_keeps_the_scoreboard() {
    let mut game = Game::new(11, short_rules(4));
    bot::play_out(&mut game, Level::Beginner, 3);
    assert!(game.is_over());
    assert_eq!(game.rounds().len(), 4);
    for (i, round) in game.rounds().iter().enumerate() {
        let number = i as u8 + 1;
        assert_eq!((round.number, round.size), (number, number));
        assert_eq!(round.first_bidder, first_bidder(number));
        assert_eq!(
            round.trump,
            rules::deal_round(11, number, number).trump,
            "trump from the game's seed"
        );
        assert_eq!(round.dealt, rules::deal_round(11, number, number).hands);
    }
    let board = game.scoreboard();
    assert_eq!(board.rows.len(), 4);
    let mut totals = [0; 4];
    for (row, round) in board.rows.iter().zip(game.rounds()) {
        for (s, total) in totals.iter_mut().enumerate() {
            assert_eq!(row.scores[s], score(row.bids[s], row.tricks[s]));
            *total += row.scores[s];
        }
        assert_eq!(row.totals, totals, "running totals");
        assert_eq!(
            row.tricks.iter().map(|&t| u32::from(t)).sum::<u32>(),
            u32::from(round.size)
        );
        assert_ne!(
            row.bids.iter().map(|&b| u32::from(b)).sum::<u32>(),
            u32::from(round.size),
            "the hook: someone must miss"
        );
    }
    let best = *totals.iter().max().unwrap();
    let winners = game.winners().unwrap();
    assert!(!winners.is_empty());
    assert!(winners.iter().all(|s| totals[*s as usize] == best));
    assert_eq!(game.act_in_turn(Action::Bid(0)), Err(GbridgeError::Over));
}

#[test]
fn a_game_of_the_default_length_climbs_to_thirteen_cards() {
    let mut game = Game::new(5, GameRules::default());
    bot::play_out(&mut game, Level::Beginner, 5);
    let sizes: Vec<u8> = game.rounds().iter().map(|r| r.size).collect();
    assert_eq!(sizes, (1..=13).collect::<Vec<u8>>());
    let mut long = Game::new(5, short_rules(15));
    bot::play_out(&mut long, Level::Beginner, 5);
    let sizes: Vec<u8> = long.rounds().iter().map(|r| r.size).collect();
    assert_eq!(&sizes[12..], &[13, 1, 2], "then back to one");
}

#[test]
fn a_game_is_rebuilt_by_replaying_its_record() {
    let mut game = Game::new(99, short_rules(5));
    for _ in 0..40 {
        bot::step(&mut game, Level::Beginner, 1);
    }
    let record = game.record();
    let json = serde_json::to_string(&record).unwrap();
    let back: GameRecord = serde_json::from_str(&json).unwrap();
    assert_eq!(back, record);
    let rebuilt = Game::from_record(&back).unwrap();
    assert_eq!(rebuilt, game);
    assert_eq!(rebuilt.scoreboard(), game.scoreboard());
    // A record that breaks a rule does not replay.
    let mut bad = record.clone();
    bad.actions.insert(0, Action::Bid(5));
    assert_eq!(
        Game::from_record(&bad),
        Err(ReplayError {
            index: 0,
            error: GbridgeError::BidTooHigh { bid: 5, size: 1 }
        })
    );
    assert!(
        serde_json::from_str::<GameRecord>(r#"{"seed":1,"rules":{"length":30},"actions":[]}"#)
            .is_err()
    );
}

#[test]
fn the_view_shows_what_one_player_knows() {
    let mut r = small_round();
    for b in [0, 1, 0, 2] {
        r.act_in_turn(Action::Bid(b)).unwrap();
    }
    r.act_in_turn(Action::Play(card("HK"))).unwrap();
    let v = SeatView::of(&r).unwrap();
    assert_eq!(v.me, Seat::South);
    assert_eq!(v.hand, hand(&["HA", "C4"]));
    assert_eq!(v.legal, hand(&["HA"]));
    assert_eq!(v.bid_of(Seat::North), Some(2));
    assert_eq!(v.unseen().len(), 52 - 2 - 1);
    assert!(!v.unseen().contains(card("HK")));
    assert_eq!(v.cards_left(Seat::East), 1);
    assert_eq!(v.cards_left(Seat::West), 2);
    let other = SeatView::for_seat(&r, Seat::West);
    assert!(
        other.legal.is_empty() && other.legal_bids.is_empty(),
        "not West's turn"
    );
}

#[test]
fn robots_play_every_seat_legally_to_the_end() {
    for level in [Level::Beginner, Level::Standard] {
        for seed in 0..3 {
            let mut game = Game::new(
                seed,
                short_rules(if level == Level::Beginner { 13 } else { 6 }),
            );
            bot::play_out(&mut game, level, seed);
            assert!(game.is_over(), "{level} seed {seed}");
        }
    }
}
