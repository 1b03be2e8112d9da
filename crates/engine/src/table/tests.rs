use super::*;
use crate::contract::Goal;

/// The lesson's first example: North deals, South (18) declares.
const LESSON_ONE: &str = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64";

fn lesson_table(rules: Rules) -> Table {
    let board = Board::with_standard_conditions(1, LESSON_ONE.parse().unwrap(), None);
    Table::new(board, rules)
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

const NT_GAME: Contract = Contract::Mini {
    goal: Goal::Game,
    strain: Strain::Notrump,
};

/// Plays the lowest legal card for every hand until the end.
fn play_out(table: &mut Table) {
    while let Some(seat) = table.to_act() {
        let card = table.legal_cards(seat).iter().next().unwrap();
        table.play(seat, card).unwrap();
    }
}

#[test]
fn flow_of_a_minibridge_deal() {
    let mut t = lesson_table(Rules::MINIBRIDGE);
    assert_eq!(t.phase(), Phase::Contract);
    assert_eq!(t.declarer(), Some(Seat::South));
    assert_eq!(t.dummy(), Some(Seat::North));
    assert_eq!(t.to_act(), Some(Seat::South));
    // Dummy is faced before the lead in MiniBridge.
    assert!(t.dummy_visible_to(Seat::West));
    t.name_contract(Seat::South, NT_GAME).unwrap();
    // West, declarer's left, leads.
    assert_eq!(t.to_act(), Some(Seat::West));
    play_out(&mut t);
    assert_eq!(t.phase(), Phase::Finished);
    assert_eq!(t.completed_tricks().len(), 13);
    assert_eq!(t.tricks_won(Seat::North) + t.tricks_won(Seat::East), 13);
    let tricks = t.declarer_tricks().unwrap();
    assert_eq!(
        t.score().unwrap(),
        NT_GAME.score(tricks, false, Rules::MINIBRIDGE)
    );
    for seat in Seat::ALL {
        assert!(t.hand(seat).is_empty());
    }
}

#[test]
fn halfbridge_faces_dummy_after_the_lead() {
    let mut t = lesson_table(Rules::HALFBRIDGE);
    assert!(
        t.dummy_visible_to(Seat::South),
        "declarer sees dummy before the contract"
    );
    assert!(!t.dummy_visible_to(Seat::West));
    assert!(!t.dummy_visible_to(Seat::East));
    assert_eq!(
        t.name_contract(Seat::South, NT_GAME),
        Err(TableError::ContractNotInGame)
    );
    t.name_contract(Seat::South, "3NT".parse().unwrap())
        .unwrap();
    assert!(!t.dummy_visible_to(Seat::West));
    t.play(Seat::West, card("HJ")).unwrap();
    assert!(t.dummy_visible_to(Seat::West));
    assert!(t.dummy_visible_to(Seat::East));
}

#[test]
fn illegal_actions_are_typed_errors() {
    let mut t = lesson_table(Rules::MINIBRIDGE);
    assert_eq!(
        t.play(Seat::West, card("HJ")),
        Err(TableError::WrongPhase {
            phase: Phase::Contract
        })
    );
    assert_eq!(
        t.name_contract(Seat::North, NT_GAME),
        Err(TableError::NotYourTurn {
            to_act: Seat::South,
            seat: Seat::North
        })
    );
    t.name_contract(Seat::South, NT_GAME).unwrap();
    assert_eq!(
        t.name_contract(Seat::South, NT_GAME),
        Err(TableError::WrongPhase { phase: Phase::Play })
    );
    assert_eq!(
        t.play(Seat::North, card("SK")),
        Err(TableError::NotYourTurn {
            to_act: Seat::West,
            seat: Seat::North
        })
    );
    assert_eq!(
        t.play(Seat::West, card("SK")),
        Err(TableError::CardNotHeld {
            seat: Seat::West,
            card: card("SK")
        })
    );
    t.play(Seat::West, card("HJ")).unwrap();
    // North holds hearts (8 2): a spade is a revoke.
    assert_eq!(
        t.play(Seat::North, card("SK")),
        Err(TableError::Revoke {
            card: card("SK"),
            led: Suit::Hearts
        })
    );
    assert_eq!(t.legal_cards(Seat::North).len(), 2);
    assert!(t.legal_cards(Seat::East).is_empty(), "not East's turn");
}

#[test]
fn trick_goes_to_highest_trump_else_highest_of_suit_led() {
    let trick = |leader, cards: &[&str]| Trick {
        leader,
        cards: cards.iter().map(|c| card(c)).collect(),
    };
    // North leads a club; South's king wins (lesson, THE TRICKS).
    let t = trick(Seat::North, &["C5", "C3", "CK", "C9"]);
    assert_eq!(t.winner(Strain::Notrump), Some(Seat::South));
    // A discard does not win however high.
    let t = trick(Seat::South, &["HQ", "SA", "H2", "H9"]);
    assert_eq!(t.winner(Strain::Notrump), Some(Seat::South));
    // Diamonds trump: West leads a club, North ruffs.
    let t = trick(Seat::West, &["CA", "D2", "CK", "CQ"]);
    assert_eq!(t.winner(Strain::Diamonds), Some(Seat::North));
    // Over-ruff.
    let t = trick(Seat::West, &["CA", "D2", "D5", "CQ"]);
    assert_eq!(t.winner(Strain::Diamonds), Some(Seat::East));
}

#[test]
fn winner_leads_the_next_trick() {
    let mut t = lesson_table(Rules::MINIBRIDGE);
    t.name_contract(Seat::South, NT_GAME).unwrap();
    for (seat, c) in [
        (Seat::West, "HJ"),
        (Seat::North, "H2"),
        (Seat::East, "HQ"),
        (Seat::South, "HA"),
    ] {
        t.play(seat, card(c)).unwrap();
    }
    assert_eq!(t.completed_tricks().len(), 1);
    assert_eq!(t.to_act(), Some(Seat::South));
    assert_eq!(t.tricks_won(Seat::North), 1);
    assert_eq!(
        t.last_trick().unwrap().winner(Strain::Notrump),
        Some(Seat::South)
    );
    assert_eq!(t.controller(Seat::North), Seat::South);
    assert_eq!(t.controller(Seat::East), Seat::East);
}

#[test]
fn record_replays_and_tampering_is_refused() {
    let mut t = lesson_table(Rules::MINIBRIDGE);
    t.name_contract(Seat::South, NT_GAME).unwrap();
    for (seat, c) in [(Seat::West, "HJ"), (Seat::North, "H2"), (Seat::East, "HQ")] {
        t.play(seat, card(c)).unwrap();
    }
    let json = serde_json::to_string(&t).unwrap();
    let back: Table = serde_json::from_str(&json).unwrap();
    assert_eq!(back, t);

    let mut record = t.record();
    record.plays[1] = card("SK"); // North revokes
    assert!(Table::replay(&record).is_err());
    let bad = serde_json::to_string(&record).unwrap();
    assert!(serde_json::from_str::<Table>(&bad).is_err());
    assert!(serde_json::from_str::<Table>("{\"board\":1}").is_err());
}

#[test]
fn thrown_in_board_scores_zero() {
    // NS 20, EW 20.
    let deal = "N:AKQJ.432.432.432 T98.AKQJ.765.765 765.T98.AKQJ.T98 432.765.T98.AKQJ";
    let board = Board::with_standard_conditions(1, deal.parse().unwrap(), None);
    let t = Table::new(board, Rules::MINIBRIDGE);
    assert_eq!(t.announcements().side(Seat::North), 20);
    assert_eq!(t.phase(), Phase::ThrownIn);
    assert_eq!(t.to_act(), None);
    assert!(t.is_over());
    assert_eq!(t.made(), None);
    assert_eq!(t.ns_score(), Some(0));
}

#[test]
fn a_board_is_over_when_played_out_or_thrown_in() {
    let mut t = lesson_table(Rules::MINIBRIDGE);
    assert!(!t.is_over(), "the contract is still to be named");
    t.name_contract(Seat::South, NT_GAME).unwrap();
    assert!(!t.is_over());
    play_out(&mut t);
    assert!(t.is_over());
}

#[test]
fn acting_in_turn_names_the_seat_due() {
    let mut t = lesson_table(Rules::MINIBRIDGE);
    // The declarer names the contract.
    assert_eq!(t.act_in_turn(Action::Contract(NT_GAME)), Ok(Seat::South));
    assert_eq!(t.contract(), Some(NT_GAME));
    // West leads; then the declarer plays from dummy, the hand due.
    assert_eq!(t.act_in_turn(Action::Play(card("HJ"))), Ok(Seat::West));
    assert_eq!(t.to_act(), Some(Seat::North));
    let dummy_card = t.legal_cards(Seat::North).iter().next().unwrap();
    assert_eq!(t.act_in_turn(Action::Play(dummy_card)), Ok(Seat::North));
    // The rules still hold: a card East does not have is refused, and
    // nothing is due once the board is over.
    let not_east = t.hand(Seat::South).iter().next().unwrap();
    assert_eq!(
        t.act_in_turn(Action::Play(not_east)),
        Err(TableError::CardNotHeld {
            seat: Seat::East,
            card: not_east
        })
    );
    play_out(&mut t);
    assert_eq!(
        t.act_in_turn(Action::Play(not_east)),
        Err(TableError::WrongPhase {
            phase: Phase::Finished
        })
    );
}

#[test]
fn made_is_the_tricks_needed() {
    let mut t = lesson_table(Rules::MINIBRIDGE);
    t.name_contract(Seat::South, NT_GAME).unwrap();
    assert_eq!(t.made(), None, "not before the last trick");
    play_out(&mut t);
    let tricks = t.declarer_tricks().unwrap();
    assert_eq!(t.made(), Some(tricks >= 9));
    assert_eq!(t.made(), Some(t.score().unwrap().total >= 0));
    assert_eq!(t.tricks_won(Seat::South), tricks);
    assert_eq!(
        tricks_won(t.completed_tricks(), Strain::Notrump, Seat::East),
        13 - tricks
    );
    for c in Contract::all(Rules::HALFBRIDGE) {
        for tricks in 0..=13 {
            assert_eq!(
                c.made(tricks),
                c.score(tricks, false, Rules::HALFBRIDGE).total >= 0,
                "{c} {tricks}"
            );
        }
    }
}

#[test]
fn every_seeded_deal_plays_to_a_consistent_end() {
    for seed in 0..50 {
        for rules in [Rules::MINIBRIDGE, Rules::HALFBRIDGE] {
            let mut t = Table::new(Board::from_seed(1 + (seed % 16) as u8, seed), rules);
            let Some(declarer) = t.declarer() else {
                continue;
            };
            let contract = Contract::all(rules)[(seed as usize) % Contract::all(rules).len()];
            t.name_contract(declarer, contract).unwrap();
            play_out(&mut t);
            let tricks = t.declarer_tricks().unwrap();
            let vul = t.board().is_vulnerable(declarer);
            assert_eq!(
                t.score().unwrap().total,
                contract.score(tricks, vul, rules).total
            );
            let ns = t.ns_score().unwrap();
            assert_eq!(ns.abs(), t.score().unwrap().total.abs());
        }
    }
}

fn call(s: &str) -> Call {
    s.parse().unwrap()
}

/// Makes `calls` in turn from the dealer.
fn bid_in_turn(t: &mut Table, calls: &str) {
    for c in calls.split_whitespace() {
        let seat = t.to_act().unwrap();
        t.call(seat, call(c))
            .unwrap_or_else(|e| panic!("{c} by {seat}: {e}"));
    }
}

#[test]
fn a_contract_bridge_board_bid_doubled_redoubled_and_played_through() {
    let board = Board {
        vulnerability: contract_bridge::AbsoluteVulnerability::ALL,
        ..*lesson_table(Rules::CONTRACT).board()
    };
    let mut t = Table::new(board, Rules::CONTRACT);
    assert_eq!(t.phase(), Phase::Auction);
    assert_eq!(
        (t.to_act(), t.declarer(), t.contract()),
        (Some(Seat::North), None, None),
        "the dealer calls first"
    );
    assert_eq!(t.legal_cards(Seat::North), Hand::EMPTY);
    assert_eq!(t.legal_calls().len(), 36);
    bid_in_turn(&mut t, "P P 1NT 2H X P 3NT P P X XX P P");
    assert_eq!(t.phase(), Phase::Auction, "two passes after the redouble");
    assert_eq!(t.to_act(), Some(Seat::East));
    t.act_in_turn(Action::Call(Call::Pass)).unwrap();
    assert_eq!(t.phase(), Phase::Play);
    assert_eq!(t.contract(), Some("3NTXX".parse::<Contract>().unwrap()));
    assert_eq!(t.declarer(), Some(Seat::South), "South named notrump first");
    assert_eq!(t.dummy(), Some(Seat::North));
    assert_eq!(t.to_act(), Some(Seat::West), "the declarer's left leads");
    assert!(
        !t.dummy_visible_to(Seat::West) && !t.dummy_visible_to(Seat::East),
        "dummy faced after the lead"
    );
    assert!(t.legal_calls().is_empty());
    assert_eq!(
        t.call(Seat::West, Call::Pass),
        Err(TableError::WrongPhase { phase: Phase::Play })
    );
    let lead = t.legal_cards(Seat::West).iter().next().unwrap();
    t.play(Seat::West, lead).unwrap();
    assert!(t.dummy_visible_to(Seat::East));
    play_out(&mut t);
    assert_eq!(t.phase(), Phase::Finished);
    let tricks = t.declarer_tricks().unwrap();
    let want =
        contract_bridge::Contract::new(3, Strain::Notrump, contract_bridge::Penalty::Redoubled)
            .score(tricks, true);
    assert_eq!(t.score().unwrap().total, want);
    assert_eq!(t.ns_score(), Some(want), "South declares");
    // The record carries the calls and rebuilds the same table.
    let record = t.record();
    assert_eq!(record.calls.len(), 14);
    assert_eq!(Table::replay(&record).unwrap(), t);
    let json = serde_json::to_string(&t).unwrap();
    assert_eq!(serde_json::from_str::<Table>(&json).unwrap(), t);
}

#[test]
fn illegal_calls_and_wrong_turns_are_refused() {
    let mut t = lesson_table(Rules::CONTRACT);
    assert_eq!(
        t.call(Seat::East, Call::Pass),
        Err(TableError::NotYourTurn {
            to_act: Seat::North,
            seat: Seat::East
        })
    );
    assert_eq!(
        t.call(Seat::North, Call::Double),
        Err(TableError::IllegalCall { call: Call::Double })
    );
    assert_eq!(
        t.call(Seat::North, Call::Redouble),
        Err(TableError::IllegalCall {
            call: Call::Redouble
        })
    );
    bid_in_turn(&mut t, "1H");
    assert_eq!(
        t.call(Seat::East, call("1D")),
        Err(TableError::IllegalCall { call: call("1D") }),
        "insufficient"
    );
    assert_eq!(
        t.call(Seat::East, call("1H")),
        Err(TableError::IllegalCall { call: call("1H") })
    );
    assert_eq!(
        t.call(Seat::East, Call::Redouble),
        Err(TableError::IllegalCall {
            call: Call::Redouble
        })
    );
    bid_in_turn(&mut t, "P");
    assert_eq!(
        t.call(Seat::South, Call::Double),
        Err(TableError::IllegalCall { call: Call::Double }),
        "not partner's bid"
    );
    assert!(matches!(
        t.name_contract(Seat::South, "4H".parse().unwrap()),
        Err(TableError::WrongPhase {
            phase: Phase::Auction
        })
    ));
    assert!(matches!(
        t.play(Seat::South, card("HA")),
        Err(TableError::WrongPhase {
            phase: Phase::Auction
        })
    ));
    // The calls of the other games are refused, and their actions here.
    let mut mini = lesson_table(Rules::MINIBRIDGE);
    assert_eq!(
        mini.call(Seat::South, Call::Pass),
        Err(TableError::WrongPhase {
            phase: Phase::Contract
        })
    );
    assert_eq!(t.calls().len(), 2, "refused calls leave no trace");
}

#[test]
fn the_first_of_the_side_to_name_the_strain_declares() {
    let mut t = lesson_table(Rules::CONTRACT);
    bid_in_turn(&mut t, "1H P 4H P P P");
    assert_eq!(
        (t.declarer(), t.to_act()),
        (Some(Seat::North), Some(Seat::East)),
        "North opened hearts, South bid game"
    );
}

#[test]
fn four_passes_pass_the_board_out_with_zero() {
    let mut t = lesson_table(Rules::CONTRACT);
    bid_in_turn(&mut t, "P P P");
    assert!(!t.is_over());
    bid_in_turn(&mut t, "P");
    assert_eq!(t.phase(), Phase::PassedOut);
    assert!(t.is_over());
    assert_eq!(
        (t.to_act(), t.declarer(), t.contract(), t.score()),
        (None, None, None, None)
    );
    assert_eq!(t.ns_score(), Some(0));
    assert_eq!(Table::replay(&t.record()).unwrap(), t);
}

#[test]
fn tampered_auction_records_are_rejected() {
    let mut t = lesson_table(Rules::CONTRACT);
    bid_in_turn(&mut t, "1H P 4H P P P");
    let good = t.record();
    let other_contract = TableRecord {
        contract: Some("5HX".parse().unwrap()),
        ..good.clone()
    };
    assert_eq!(
        Table::replay(&other_contract),
        Err(TableError::ContractNotAuctioned)
    );
    let illegal = TableRecord {
        calls: vec![call("1H"), call("1C")],
        contract: None,
        ..good.clone()
    };
    assert_eq!(
        Table::replay(&illegal),
        Err(TableError::IllegalCall { call: call("1C") })
    );
    let cards_before_the_end = TableRecord {
        calls: vec![call("1H")],
        contract: None,
        plays: vec![card("C2")],
        ..good.clone()
    };
    assert!(Table::replay(&cards_before_the_end).is_err());
    let calls_in_minibridge = TableRecord {
        rules: Rules::MINIBRIDGE,
        contract: None,
        ..good.clone()
    };
    assert!(Table::replay(&calls_in_minibridge).is_err());
    // A record of the other games has no calls in its JSON, and reads
    // without them.
    let mini = lesson_table(Rules::MINIBRIDGE).record();
    let json = serde_json::to_string(&mini).unwrap();
    assert!(!json.contains("calls"));
    assert_eq!(serde_json::from_str::<TableRecord>(&json).unwrap(), mini);
}
