use super::*;
use crate::table::{Phase, played};

fn link(number: u8, seed: u64, rules: Rules) -> DealLink {
    DealLink {
        board: Board::from_seed(number, seed),
        rules,
        shared: None,
    }
}

#[test]
fn round_trips_boards_rules_and_results() {
    for seed in 0..40u64 {
        let number = (seed % 64) as u8 + 1;
        for rules in [
            Rules::MINIBRIDGE,
            Rules {
                undertrick: crate::rules::Undertrick::Hundred,
                ..Rules::MINIBRIDGE
            },
            Rules::HALFBRIDGE,
        ] {
            let mut l = link(number, seed, rules);
            let code = encode(&l);
            assert_eq!(decode(&code), Ok(l.clone()));
            // Without the seed.
            l.board.seed = None;
            assert_eq!(decode(&encode(&l)), Ok(l.clone()));
            // With a finished and a half-played result.
            for cards in [52, 13, 0] {
                l.shared = Some(played(l.board, rules, seed as usize, cards));
                let code = encode(&l);
                assert!(code.len() <= 90, "{} chars", code.len());
                assert_eq!(decode(&code), Ok(l.clone()), "seed {seed} cards {cards}");
            }
        }
    }
}

#[test]
fn deal_part_is_short() {
    let l = link(1, 1, Rules::MINIBRIDGE);
    assert_eq!(encode(&l).len(), 35);
    let l = DealLink {
        board: Board {
            seed: None,
            ..l.board
        },
        ..l
    };
    assert_eq!(encode(&l).len(), 24);
    assert!(
        encode(&l)
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    );
}

#[test]
fn accepts_fragment_and_url_forms() {
    let l = link(5, 99, Rules::HALFBRIDGE);
    let code = encode(&l);
    assert_eq!(fragment(&l), format!("#d={code}"));
    for text in [
        code.clone(),
        format!("#d={code}"),
        format!("d={code}"),
        format!("https://example.org/hb/#d={code}"),
        format!("  #d={code}\n"),
    ] {
        assert_eq!(decode(&text), Ok(l.clone()), "{text}");
    }
}

#[test]
fn every_single_character_change_is_detected() {
    let l = DealLink {
        shared: None,
        ..link(9, 4242, Rules::MINIBRIDGE)
    };
    let mut l = l;
    l.shared = Some(played(l.board, l.rules, 3, 52));
    let code = encode(&l);
    for i in 0..code.len() {
        for replacement in ['A', 'z', '0', '_'] {
            let mut changed: Vec<char> = code.chars().collect();
            if changed[i] == replacement {
                continue;
            }
            changed[i] = replacement;
            let changed: String = changed.into_iter().collect();
            assert!(
                decode(&changed).is_err(),
                "change at {i} to {replacement} accepted"
            );
        }
    }
}

#[test]
fn errors_say_what_is_wrong() {
    let code = encode(&link(1, 7, Rules::MINIBRIDGE));
    assert_eq!(decode(""), Err(LinkError::Empty));
    assert_eq!(decode("#d="), Err(LinkError::Empty));
    assert!(matches!(
        decode("#d=abc!def"),
        Err(LinkError::BadCharacter {
            position: 4,
            found: '!'
        })
    ));
    assert_eq!(decode(&code[..code.len() - 4]), Err(LinkError::Checksum));
    assert_eq!(decode("A"), Err(LinkError::BadLength));
    assert_eq!(decode(&"A".repeat(300)), Err(LinkError::TooLong));
    // A newer version, with a correct checksum.
    let mut bytes = unbase64url(&code).unwrap();
    bytes.truncate(bytes.len() - 2);
    bytes[0] = VERSION + 1;
    let crc = crc16(&bytes);
    bytes.extend_from_slice(&crc.to_be_bytes());
    let err = decode(&base64url(&bytes)).unwrap_err();
    assert_eq!(err, LinkError::UnsupportedVersion(VERSION + 1));
    assert!(err.to_string().contains("newer version"));
}

fn with_crc(mut bytes: Vec<u8>) -> String {
    let crc = crc16(&bytes);
    bytes.extend_from_slice(&crc.to_be_bytes());
    base64url(&bytes)
}

#[test]
fn impossible_content_with_a_good_checksum_is_refused() {
    let l = link(1, 7, Rules::MINIBRIDGE);
    let mut bytes = unbase64url(&encode(&DealLink {
        board: Board {
            seed: None,
            ..l.board
        },
        ..l.clone()
    }))
    .unwrap();
    bytes.truncate(bytes.len() - 2);
    // All 52 cards to North.
    let mut all_north = bytes.clone();
    for b in &mut all_north[3..16] {
        *b = 0;
    }
    assert!(matches!(
        decode(&with_crc(all_north)),
        Err(LinkError::Invalid(_))
    ));
    // Reserved bits.
    let mut reserved = bytes.clone();
    reserved[2] |= 0x80;
    assert!(matches!(
        decode(&with_crc(reserved)),
        Err(LinkError::Invalid(_))
    ));
    // A result whose first card is not the leader's.
    let record = played(l.board, l.rules, 0, 52);
    let mut tampered = DealLink {
        shared: Some(record),
        ..l.clone()
    };
    if let Some(r) = tampered.shared.as_mut() {
        r.plays.swap(0, 1);
    }
    assert!(matches!(
        decode(&encode(&tampered)),
        Err(LinkError::BadResult(_))
    ));
    // A HalfBridge contract under MiniBridge rules.
    let mut wrong_game = DealLink {
        shared: Some(played(l.board, Rules::HALFBRIDGE, 0, 0)),
        ..l
    };
    if let Some(r) = wrong_game.shared.as_mut() {
        r.rules = Rules::MINIBRIDGE;
    }
    if wrong_game
        .shared
        .as_ref()
        .is_some_and(|r| r.contract.is_some())
    {
        assert!(matches!(
            decode(&encode(&wrong_game)),
            Err(LinkError::BadResult(_))
        ));
    }
    // Trailing bytes.
    let mut long = bytes;
    long.push(0);
    assert_eq!(decode(&with_crc(long)), Err(LinkError::BadLength));
}

#[test]
fn a_seed_that_no_longer_deals_the_deal_is_dropped() {
    let mut l = link(3, 11, Rules::MINIBRIDGE);
    l.board.seed = Some(12);
    let back = decode(&encode(&l)).unwrap();
    assert_eq!(back.board.seed, None);
    assert_eq!(back.board.deal, l.board.deal);
}

#[test]
fn thrown_in_and_finished_tables_replay() {
    // Find a board that is thrown in, and check a record without contract.
    let rules = Rules::MINIBRIDGE;
    for seed in 0..2000u64 {
        let board = Board::from_seed(1, seed);
        if Table::new(board, rules).phase() == Phase::ThrownIn {
            let l = DealLink {
                board,
                rules,
                shared: Some(played(board, rules, 0, 52)),
            };
            assert_eq!(decode(&encode(&l)), Ok(l));
            return;
        }
    }
}

/// A version 1 link as the page wrote it before contract bridge: HalfBridge,
/// board 5 from seed 99, the sharer's 4♥ with all 52 cards.
const V1_CODE: &str =
    "AQQ1bi6890mNSUsMnHabQAAAAAAAAABjHDTPC6_K2ynGquaKOWSh5-dZlhSFxo-BtI11cgxVMcpFAUksAMYQ4EIwsg";

#[test]
fn version_1_links_still_read_and_are_still_written() {
    let l = decode(V1_CODE).unwrap();
    assert_eq!(l.rules, Rules::HALFBRIDGE);
    assert_eq!(l.board, Board::from_seed(5, 99));
    let shared = l.shared.as_ref().unwrap();
    assert_eq!(shared.contract, Some(Contract::Half("4H".parse().unwrap())));
    assert_eq!(shared.plays.len(), 52);
    assert!(l.calls().is_empty());
    // MiniBridge and HalfBridge links are still version 1, byte for byte.
    assert_eq!(encode(&l), V1_CODE);
    assert_eq!(unbase64url(V1_CODE).unwrap()[0], VERSION_1);
}

/// A contract bridge table: the robots' auction at `level` for the board,
/// then `cards` cards played (the first legal card each time).
fn contract_table(board: Board, level: crate::bot::Level, cards: usize) -> TableRecord {
    let calls =
        crate::bidding::robot_auction(&board.deal, board.dealer, board.vulnerability, level, 0);
    let mut table = Table::new(board, Rules::CONTRACT);
    for &call in &calls {
        let seat = table.to_act().unwrap();
        table.call(seat, call).unwrap();
    }
    while table.plays().len() < cards {
        let Some(seat) = table.to_act() else { break };
        let card = table.legal_cards(seat).iter().next().unwrap();
        table.play(seat, card).unwrap();
    }
    table.record()
}

#[test]
fn contract_bridge_links_carry_the_game_and_the_auction() {
    let mut with_doubles = 0;
    for seed in 0..60u64 {
        let board = Board::from_seed((seed % 16) as u8 + 1, 500 + seed);
        let l = link_of(board, None);
        let code = encode(&l);
        assert_eq!(unbase64url(&code).unwrap()[0], VERSION);
        let back = decode(&code).unwrap();
        assert_eq!(back.rules, Rules::CONTRACT);
        assert_eq!(back, l);
        for level in [crate::bot::Level::Standard, crate::bot::Level::Beginner] {
            for cards in [0, 13, 52] {
                let record = contract_table(board, level, cards);
                with_doubles += usize::from(
                    record
                        .calls
                        .iter()
                        .any(|c| matches!(c, Call::Double | Call::Redouble)),
                );
                let l = link_of(board, Some(record.clone()));
                let back = decode(&encode(&l)).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
                assert_eq!(back.calls(), record.calls.as_slice());
                assert_eq!(back, l, "seed {seed} {level} {cards}");
            }
        }
    }
    assert!(with_doubles > 0, "some auctions with a double");
    // An auction in progress, no contract yet.
    let board = Board::from_seed(1, 3);
    let mut table = Table::new(board, Rules::CONTRACT);
    for call in ["1H", "X", "XX"] {
        let seat = table.to_act().unwrap();
        table.call(seat, call.parse().unwrap()).unwrap();
    }
    let l = link_of(board, Some(table.record()));
    assert_eq!(decode(&fragment(&l)), Ok(l.clone()));
    assert_eq!(l.calls().len(), 3);
}

fn link_of(board: Board, shared: Option<TableRecord>) -> DealLink {
    DealLink {
        board,
        rules: Rules::CONTRACT,
        shared,
    }
}

#[test]
fn malformed_contract_bridge_links_are_typed_errors() {
    let board = Board::from_seed(2, 8);
    let record = contract_table(board, crate::bot::Level::Standard, 20);
    let code = encode(&link_of(board, Some(record)));
    let mut bytes = unbase64url(&code).unwrap();
    bytes.truncate(bytes.len() - 2);
    let head = 3 + 13 + 8; // version, number, flags, deal, seed
    // Too many calls.
    let mut many = bytes.clone();
    many[head..head + 2].copy_from_slice(&400u16.to_be_bytes());
    assert!(matches!(
        decode(&with_crc(many)),
        Err(LinkError::BadResult(_))
    ));
    // A call number that means nothing (63).
    let mut unknown = bytes.clone();
    unknown[head + 2] |= 0xFC;
    assert!(matches!(
        decode(&with_crc(unknown)),
        Err(LinkError::BadResult(_))
    ));
    // An illegal auction: Pass then Redouble.
    let mut illegal = bytes[..head].to_vec();
    illegal.extend_from_slice(&2u16.to_be_bytes());
    illegal.push(0b0000_0000);
    illegal.push(0b0010_0000);
    illegal.extend_from_slice(&[0, 0]);
    assert!(matches!(
        decode(&with_crc(illegal)),
        Err(LinkError::BadResult(_))
    ));
    // A contract byte besides the auction.
    let mut contract = bytes[..head].to_vec();
    contract.extend_from_slice(&[0, 0, 1, 0]);
    assert!(matches!(
        decode(&with_crc(contract)),
        Err(LinkError::BadResult(_))
    ));
    // Two games at once (HalfBridge and contract bridge flags).
    let mut two = bytes.clone();
    two[2] |= 4;
    assert!(matches!(decode(&with_crc(two)), Err(LinkError::Invalid(_))));
    // The contract bridge flag in a version 1 link is reserved.
    let mut old = bytes.clone();
    old[0] = VERSION_1;
    assert!(matches!(decode(&with_crc(old)), Err(LinkError::Invalid(_))));
    // Every cut, with a good checksum, is an error, never a panic.
    for len in 0..bytes.len() {
        assert!(
            decode(&with_crc(bytes[..len].to_vec())).is_err(),
            "cut at {len}"
        );
    }
    // Every byte changed, with a good checksum: an error or another valid link, never a panic.
    for i in 0..bytes.len() {
        for x in [0x01u8, 0x80, 0xFF, 0x3C] {
            let mut changed = bytes.clone();
            changed[i] ^= x;
            let _ = decode(&with_crc(changed));
        }
    }
}
