use super::*;

/// The help's sample file (seed 000 "Hand File Format", without the column
/// rulers), verbatim; `tests/convert.rs` reads the same file.
pub(crate) const SAMPLE: &str = include_str!("../../../../../tests/fixtures/sample.hnd");

fn hand(s: &str) -> Hand {
    s.parse().unwrap()
}

fn messages(file: &HandFile) -> Vec<String> {
    file.problems.iter().map(ToString::to_string).collect()
}

/// A deal's five lines with the given header fields.
fn deal_lines(number: &str, vul: &str, dealer: &str) -> String {
    format!(
        "        {number:>2}      {vul:<4}    {dealer}\n{}",
        "        4               965             J1082           AKQ73
        4               KJ53            9876            AQ102
        QJ10943         AK              8652            7
        QJ964           AK85            3               1072
"
    )
}

#[test]
fn reads_the_help_sample() {
    let file = read(SAMPLE.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file));
    assert_eq!(file.rejected, 0);
    assert_eq!(file.boards.len(), 2);
    let one = file.boards[0];
    assert_eq!(one.number, 1);
    assert_eq!(one.dealer, Seat::West);
    assert_eq!(one.vulnerability, AbsoluteVulnerability::NONE); // standard for board 1
    assert_eq!(one.seed, None);
    assert_eq!(one.deal[Seat::South], hand("4.4.QJT943.QJ964"));
    assert_eq!(one.deal[Seat::West], hand("965.KJ53.AK.AK85"));
    assert_eq!(one.deal[Seat::North], hand("JT82.9876.8652.3"));
    assert_eq!(one.deal[Seat::East], hand("AKQ73.AQT2.7.T72"));
    let two = file.boards[1];
    assert_eq!(two.number, 2);
    assert_eq!(two.dealer, Seat::South);
    assert_eq!(two.vulnerability, AbsoluteVulnerability::NS); // standard for board 2
    assert_eq!(two.deal[Seat::South], hand(".QT6.KJ8762.AK97"));
    assert_eq!(two.deal[Seat::East], hand("T643.A9743.543.8"));
}

#[test]
fn the_help_rulers_are_reported_but_deals_still_read() {
    let text = format!("----+----1----+----2----+\n{SAMPLE}----+----1----+----2----+\n");
    let file = read(text.as_bytes());
    assert_eq!(file.boards.len(), 2);
    assert_eq!(file.rejected, 0);
    assert_eq!(file.problems.len(), 2, "{:?}", messages(&file));
    assert_eq!((file.problems[0].line, file.problems[0].column), (1, 8));
}

#[test]
fn crlf_and_blank_lines_and_dos_eof() {
    let text = SAMPLE.replace('\n', "\r\n\r\n") + "\x1a";
    let file = read(text.as_bytes());
    assert_eq!(file.problems, vec![]);
    assert_eq!(file.boards, read(SAMPLE.as_bytes()).boards);
}

#[test]
fn utf8_byte_order_mark_is_ignored() {
    let text = format!("\u{feff}{}", &SAMPLE[SAMPLE.find("         1").unwrap()..]);
    let file = read(text.as_bytes());
    assert_eq!(file.problems, vec![]);
    assert_eq!(file.boards, read(SAMPLE.as_bytes()).boards);
}

#[test]
fn old_mac_cr_line_ends() {
    let file = read(SAMPLE.replace('\n', "\r").as_bytes());
    assert_eq!(file.problems, vec![]);
    assert_eq!(file.boards, read(SAMPLE.as_bytes()).boards);
}

#[test]
fn tabs_stop_every_eight_columns() {
    // Same as the sample's first deal, typed with tabs.
    let text = "\t 1\t\tW\n\
                \t4\t\t965\t\tJ1082\t\tAKQ73\n\
                \t4\t\tKJ53\t\t9876\t\tAQ102\n\
                \tQJ10943\t\tAK\t\t8652\t\t7\n\
                \tQJ964\t\tAK85\t\t3\t\t1072\n";
    let file = read(text.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file));
    assert_eq!(file.boards, read(SAMPLE.as_bytes()).boards[..1]);
    // A tab after text in columns 1-7 also goes to column 9.
    let text = text.replace("\t 1", "abc\t 1");
    assert_eq!(read(text.as_bytes()).boards.len(), 1);
}

#[test]
fn shift_jis_comments_are_fine() {
    let mut bytes = b"       *\x83n\x83\x93\x83h\r\n".to_vec();
    bytes.extend_from_slice(b"\x83n\x83\x93\x83h *\r\n"); // text in columns 1-7 too
    bytes.extend_from_slice(SAMPLE.replace('\n', "\r\n").as_bytes());
    let file = read(&bytes);
    assert_eq!(file.problems, vec![], "{:?}", messages(&file));
    assert_eq!(file.boards.len(), 2);
}

#[test]
fn non_ascii_in_a_data_column_is_reported_where_it_is() {
    let text = deal_lines("3", "", "").replace("965 ", "9\u{e9}5");
    let file = read(text.as_bytes());
    assert_eq!(file.boards, vec![]);
    assert_eq!(file.rejected, 1);
    assert_eq!(
        (file.problems[0].line, file.problems[0].column),
        (2, 26),
        "{:?}",
        messages(&file)
    );
}

#[test]
fn header_fields_vulnerability_and_dealer() {
    for (vul, want) in [
        ("NONE", AbsoluteVulnerability::NONE),
        ("NS", AbsoluteVulnerability::NS),
        ("EW", AbsoluteVulnerability::EW),
        ("BOTH", AbsoluteVulnerability::ALL),
        ("both", AbsoluteVulnerability::ALL),
        ("", AbsoluteVulnerability::ALL), // standard for board 7
    ] {
        let file = read(deal_lines("7", vul, "e").as_bytes());
        assert_eq!(file.problems, vec![], "{vul}: {:?}", messages(&file));
        assert_eq!(file.boards[0].vulnerability, want, "{vul}");
        assert_eq!(file.boards[0].dealer, Seat::East);
    }
    // Blank dealer: the standard one (board 7: South).
    let file = read(deal_lines("7", "", "").as_bytes());
    assert_eq!(file.boards[0].dealer, Seat::South);
    // Left-justified number.
    let text = deal_lines("7", "", "").replacen("         7", "        7 ", 1);
    assert_eq!(read(text.as_bytes()).boards[0].number, 7);
}

#[test]
fn numbers_any_order_repeats_and_64() {
    let text = deal_lines("64", "", "") + &deal_lines("5", "", "") + &deal_lines("5", "", "");
    let file = read(text.as_bytes());
    assert_eq!(file.problems, vec![]);
    assert_eq!(
        file.boards.iter().map(|b| b.number).collect::<Vec<_>>(),
        vec![64, 5, 5]
    );
}

#[test]
fn lowercase_t_and_dash_voids() {
    let text = "         9\n\
                \x20       4               965             jt82            akq73\n\
                \x20       4               kj53            9876            aqt2\n\
                \x20       qj10943         ak              8652            7\n\
                \x20       qj964           ak85            3               t72\n";
    let file = read(text.as_bytes());
    assert_eq!(file.problems, vec![], "{:?}", messages(&file));
    assert_eq!(file.boards[0].deal, read(SAMPLE.as_bytes()).boards[0].deal);
    // Void written as blank (deal 2 of the sample, South's spades).
    let blank = SAMPLE.replace(
        "        -               AQ8752",
        "                        AQ8752",
    );
    assert_eq!(
        read(blank.as_bytes()).boards,
        read(SAMPLE.as_bytes()).boards
    );
}

#[test]
fn more_than_32_deals_are_read_with_a_problem() {
    let text: String = (1..=33)
        .map(|n| deal_lines(&n.to_string(), "", ""))
        .collect();
    let file = read(text.as_bytes());
    assert_eq!(file.boards.len(), 33);
    assert_eq!(file.rejected, 0);
    assert_eq!(file.problems.len(), 1);
    assert_eq!(file.problems[0].line, 32 * 5 + 1);
    assert!(file.problems[0].message.contains("more than 32"));
}

fn one_problem(text: &str) -> Problem {
    let file = read(text.as_bytes());
    assert_eq!(file.boards, vec![]);
    assert_eq!(file.rejected, 1);
    assert_eq!(file.problems.len(), 1, "{:?}", messages(&file));
    file.problems[0].clone()
}

#[test]
fn deal_number_out_of_range() {
    for n in ["0", "65", "99"] {
        let p = one_problem(&deal_lines(n, "", ""));
        assert_eq!((p.line, p.column), (1, 9));
        assert!(p.message.contains("out of range"), "{p}");
    }
}

#[test]
fn unknown_vulnerability_and_dealer() {
    let p = one_problem(&deal_lines("1", "ALLX", ""));
    assert_eq!((p.line, p.column), (1, 17));
    let p = one_problem(&deal_lines("1", "", "X"));
    assert_eq!((p.line, p.column), (1, 25));
    assert_eq!(
        p.to_string(),
        "1:25: unknown dealer 'X': column 25 must be N, S, E, W or blank"
    );
}

#[test]
fn unknown_card_character() {
    let p = one_problem(&deal_lines("1", "", "").replace("KJ53", "KJ5Z"));
    assert_eq!((p.line, p.column), (3, 28));
    assert!(
        p.message.contains("'Z'") && p.message.contains("West's hearts"),
        "{p}"
    );
}

#[test]
fn thirteen_cards_missing_card_and_held_twice() {
    // West's ♠9 moved to North: West 12 cards, North 14 cards, ♠9 held twice? No:
    // moved means held once; write it for both instead.
    let text = deal_lines("1", "", "").replace("J1082   ", "J10982  ");
    let file = read(text.as_bytes());
    assert_eq!(file.rejected, 1);
    let m = messages(&file);
    assert_eq!(
        m,
        vec![
            "2:44: ♠9 is held by both West and North",
            "2:41: North has 14 cards: a hand has 13"
        ]
    );

    // Remove East's ♣2: missing card, East 12 cards.
    let text = deal_lines("1", "", "").replace("1072", "107 ");
    let m = messages(&read(text.as_bytes()));
    assert_eq!(
        m,
        vec![
            "5:9: ♣2 is missing: nobody holds it",
            "2:57: East has 12 cards: a hand has 13"
        ]
    );

    // A card written twice in one hand.
    let text = deal_lines("1", "", "").replace("AKQ73", "AKQ73A");
    let m = messages(&read(text.as_bytes()));
    assert_eq!(m, vec!["2:62: ♠A is written twice in East's hand"]);
}

#[test]
fn truncated_deal_is_reported_and_the_next_deal_still_read() {
    let full = deal_lines("2", "", "");
    let mut lines: Vec<&str> = full.lines().collect();
    lines.pop(); // no clubs
    let text = lines.join("\n") + "\n" + &deal_lines("3", "", "");
    let file = read(text.as_bytes());
    assert_eq!(file.rejected, 1);
    assert_eq!(
        file.boards.iter().map(|b| b.number).collect::<Vec<_>>(),
        vec![3]
    );
    assert_eq!(
        messages(&file),
        vec!["5:1: deal on line 1 is cut short: it has 3 of its 4 suit lines (clubs is missing)"]
    );
    // At the end of the file.
    let file = read(lines.join("\n").as_bytes());
    assert_eq!(file.rejected, 1);
    assert_eq!(file.problems[0].line, 4);
}

#[test]
fn all_problems_of_a_file_at_once() {
    let text = deal_lines("70", "", "").replace("KJ53", "KJ5Z")
        + &deal_lines("4", "", "").replace("1072", "107 ")
        + SAMPLE;
    let file = read(text.as_bytes());
    assert_eq!(file.rejected, 2);
    assert_eq!(file.boards.len(), 2);
    let lines: Vec<usize> = file.problems.iter().map(|p| p.line).collect();
    assert_eq!(lines, vec![1, 3, 10, 7], "{:?}", messages(&file));
}

#[test]
fn stray_characters_outside_the_fields() {
    // The dealer one column too far right.
    let p = one_problem(&deal_lines("1", "", "").replacen("    \n", "     W\n", 1));
    assert_eq!((p.line, p.column), (1, 26));
}

#[test]
fn ten_as_one_without_zero() {
    let p = one_problem(&deal_lines("1", "", "").replace("1072", "1 72"));
    assert_eq!((p.line, p.column), (5, 57));
}

#[test]
fn write_then_read_round_trips() {
    let boards: Vec<Board> = (1..=40u8)
        .map(|n| Board::from_seed(n, u64::from(n) * 7919))
        .collect();
    let files = write(&boards);
    assert_eq!(files.len(), 2);
    let mut back = Vec::new();
    for f in &files {
        assert!(f.ends_with("\r\n") && !f.replace("\r\n", "").contains('\n'));
        let file = read(f.as_bytes());
        assert_eq!(file.problems, vec![], "{:?}", messages(&file));
        back.extend(file.boards);
    }
    let want: Vec<Board> = boards.iter().map(|b| Board { seed: None, ..*b }).collect();
    assert_eq!(back, want);
    // Explicit dealer and vulnerability survive even when not standard.
    let odd = Board {
        dealer: Seat::South,
        vulnerability: AbsoluteVulnerability::EW,
        ..want[0]
    };
    assert_eq!(read(write(&[odd])[0].as_bytes()).boards, vec![odd]);
    assert_eq!(write(&[]).len(), 1);
}

#[test]
fn written_sample_matches_the_help_layout() {
    let boards = read(SAMPLE.as_bytes()).boards;
    let text = write(&boards).remove(0);
    assert!(text.contains("         1      NONE    W\r\n        4               965             J1082           AKQ73\r\n"), "{text}");
}

#[test]
fn garbage_never_panics() {
    for bytes in [
        &b""[..],
        b"\n\n\n",
        b"\t\t\t\t\t\t\t\t\t\t",
        b"        1",
        b"         1\n\xff\xfe",
        b"\r\r\r",
        b"        10",
    ] {
        let _ = read(bytes);
    }
}

/// The help says the vulnerability column is "for contract bridge": the
/// contract game scores with it (board 7's standard is both vulnerable;
/// the file's NONE and NS are honoured instead).
#[test]
fn contract_bridge_scores_with_the_files_vulnerability() {
    use crate::rules::Rules;
    use crate::table::Table;
    for (vul, north_south_vulnerable) in
        [("NONE", false), ("NS", true), ("EW", false), ("BOTH", true)]
    {
        let board = read(deal_lines("7", vul, "n").as_bytes()).boards[0];
        let mut t = Table::new(board, Rules::CONTRACT);
        for call in ["7NT", "P", "P", "P"] {
            let seat = t.to_act().unwrap();
            t.call(seat, call.parse().unwrap()).unwrap();
        }
        while let Some(seat) = t.to_act() {
            let card = t.legal_cards(seat).iter().next().unwrap();
            t.play(seat, card).unwrap();
        }
        let tricks = t.declarer_tricks().unwrap();
        let want = contract_bridge::Contract::new(
            7,
            contract_bridge::Strain::Notrump,
            contract_bridge::Penalty::Undoubled,
        )
        .score(tricks, north_south_vulnerable);
        assert!(tricks < 13, "down, so the vulnerability counts");
        assert_eq!(t.ns_score(), Some(want), "{vul}");
    }
}
