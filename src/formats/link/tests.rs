use super::*;
use crate::table::{played, Phase};

fn link(number: u8, seed: u64, rules: Rules) -> DealLink {
    DealLink { board: Board::from_seed(number, seed), rules, shared: None }
}

#[test]
fn round_trips_boards_rules_and_results() {
    for seed in 0..40u64 {
        let number = (seed % 64) as u8 + 1;
        for rules in [Rules::MINIBRIDGE, Rules { undertrick: crate::rules::Undertrick::Hundred, ..Rules::MINIBRIDGE }, Rules::HALFBRIDGE] {
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
    let l = DealLink { board: Board { seed: None, ..l.board }, ..l };
    assert_eq!(encode(&l).len(), 24);
    assert!(encode(&l).bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
}

#[test]
fn accepts_fragment_and_url_forms() {
    let l = link(5, 99, Rules::HALFBRIDGE);
    let code = encode(&l);
    assert_eq!(fragment(&l), format!("#d={code}"));
    for text in [code.clone(), format!("#d={code}"), format!("d={code}"), format!("https://example.org/hb/#d={code}"), format!("  #d={code}\n")] {
        assert_eq!(decode(&text), Ok(l.clone()), "{text}");
    }
}

#[test]
fn every_single_character_change_is_detected() {
    let l = DealLink { shared: None, ..link(9, 4242, Rules::MINIBRIDGE) };
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
            assert!(decode(&changed).is_err(), "change at {i} to {replacement} accepted");
        }
    }
}

#[test]
fn errors_say_what_is_wrong() {
    let code = encode(&link(1, 7, Rules::MINIBRIDGE));
    assert_eq!(decode(""), Err(LinkError::Empty));
    assert_eq!(decode("#d="), Err(LinkError::Empty));
    assert!(matches!(decode("#d=abc!def"), Err(LinkError::BadCharacter { position: 4, found: '!' })));
    assert_eq!(decode(&code[..code.len() - 4]), Err(LinkError::Checksum));
    assert_eq!(decode("A"), Err(LinkError::BadLength));
    assert_eq!(decode(&"A".repeat(300)), Err(LinkError::TooLong));
    // A newer version, with a correct checksum.
    let mut bytes = unbase64url(&code).unwrap();
    bytes.truncate(bytes.len() - 2);
    bytes[0] = 2;
    let crc = crc16(&bytes);
    bytes.extend_from_slice(&crc.to_be_bytes());
    let err = decode(&base64url(&bytes)).unwrap_err();
    assert_eq!(err, LinkError::UnsupportedVersion(2));
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
    let mut bytes = unbase64url(&encode(&DealLink { board: Board { seed: None, ..l.board }, ..l.clone() })).unwrap();
    bytes.truncate(bytes.len() - 2);
    // All 52 cards to North.
    let mut all_north = bytes.clone();
    for b in &mut all_north[3..16] {
        *b = 0;
    }
    assert!(matches!(decode(&with_crc(all_north)), Err(LinkError::Invalid(_))));
    // Reserved bits.
    let mut reserved = bytes.clone();
    reserved[2] |= 0x80;
    assert!(matches!(decode(&with_crc(reserved)), Err(LinkError::Invalid(_))));
    // A result whose first card is not the leader's.
    let record = played(l.board, l.rules, 0, 52);
    let mut tampered = DealLink { shared: Some(record), ..l.clone() };
    if let Some(r) = tampered.shared.as_mut() {
        r.plays.swap(0, 1);
    }
    assert!(matches!(decode(&encode(&tampered)), Err(LinkError::BadResult(_))));
    // A HalfBridge contract under MiniBridge rules.
    let mut wrong_game = DealLink { shared: Some(played(l.board, Rules::HALFBRIDGE, 0, 0)), ..l };
    if let Some(r) = wrong_game.shared.as_mut() {
        r.rules = Rules::MINIBRIDGE;
    }
    if wrong_game.shared.as_ref().is_some_and(|r| r.contract.is_some()) {
        assert!(matches!(decode(&encode(&wrong_game)), Err(LinkError::BadResult(_))));
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
            let l = DealLink { board, rules, shared: Some(played(board, rules, 0, 52)) };
            assert_eq!(decode(&encode(&l)), Ok(l));
            return;
        }
    }
}
