//! The saved format is a promise: what the page stored under localStorage
//! `halfbridge/v1` on the day each fixture of `tests/fixtures/saved/` was
//! written (by `examples/saved_fixtures.rs`) must still load, with what it
//! held. A change to a stored type that breaks one of these brings a
//! migration in `saved.rs`, not a new fixture (docs/ARCHITECTURE.md).

use contract_bridge::{Seat, Strain};
use engine::bot::Level;
use engine::contract::{Contract, Goal};
use engine::rules::{Rules, Undertrick, Variant};
use engine::table::Phase;
use engine::team_match::Source;
use halfbridge::saved::{self, Loaded, Saved};
use i18n::Lang;

/// Loads a fixture with the page's own loader; it must load as good.
fn load(name: &str) -> Saved {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/saved")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    match saved::load(Some(&text)) {
        Loaded::Good(saved) => saved,
        other => panic!("{name} no longer loads: {other:?}"),
    }
}

#[test]
fn settings_keep_every_choice() {
    let saved = load("settings.json");
    let s = saved.settings;
    assert_eq!(
        s.rules,
        Rules {
            variant: Variant::MiniBridge,
            undertrick: Undertrick::Hundred
        }
    );
    assert_eq!(s.level, Level::Expert);
    assert!(s.two_step);
    assert!(s.seating.north_declares);
    assert_eq!(s.lang, Lang::Ja);
    assert_eq!(s.match_length, 12);
    let m = &saved.team_match;
    assert_eq!(
        (m.rules, m.length.get(), m.boards.len(), m.redeals),
        (s.rules, 12, 1, 0)
    );
    assert!(matches!(m.source, Source::Dealt));
    let b = &m.boards[0];
    assert_eq!(
        (b.open.board().number.get(), b.open.board().dealer),
        (1, Seat::North)
    );
    assert_eq!(
        b.open.phase(),
        Phase::Contract,
        "dealt, the contract not yet named"
    );
    assert!(b.open.plays().is_empty() && b.closed.plays().is_empty());
}

#[test]
fn a_match_in_progress_resumes_where_it_was() {
    let saved = load("in-progress.json");
    assert_eq!(saved.settings, halfbridge::settings::Settings::default());
    let m = &saved.team_match;
    assert_eq!(
        (m.rules, m.length.get(), m.boards.len()),
        (Rules::MINIBRIDGE, 8, 3)
    );
    assert!(!m.is_over());
    let numbers: Vec<u8> = m
        .boards
        .iter()
        .map(|b| b.open.board().number.get())
        .collect();
    assert_eq!(numbers, [1, 2, 3]);
    // Boards 1 and 2 complete in both rooms.
    let c1 = m.boards[0].comparison().expect("board 1 is complete");
    assert_eq!(
        (c1.open_ns, c1.closed_ns, c1.net, c1.imps),
        (-140, -140, 0, 0)
    );
    let c2 = m.boards[1].comparison().expect("board 2 is complete");
    assert_eq!(
        (c2.open_ns, c2.closed_ns, c2.net, c2.imps),
        (-200, 200, -400, -9)
    );
    assert_eq!(
        m.boards[1].open.contract(),
        Some(Contract::Mini {
            goal: Goal::PartScore,
            strain: Strain::Clubs
        })
    );
    assert_eq!(m.totals(), (-400, -9));
    // Board 3 in the middle of the play in both rooms.
    let b = &m.boards[2];
    assert_eq!(b.open.declarer(), Some(Seat::West));
    assert_eq!(
        b.open.contract(),
        Some(Contract::Mini {
            goal: Goal::PartScore,
            strain: Strain::Hearts
        })
    );
    assert_eq!((b.open.plays().len(), b.closed.plays().len()), (17, 30));
    assert_eq!(
        (b.open.phase(), b.closed.phase()),
        (Phase::Play, Phase::Play)
    );
    assert_eq!(b.open.completed_tricks().len(), 4);
    assert!(b.comparison().is_none());
    assert!(!m.can_start_next(), "the person's table is not done");
}

#[test]
fn a_finished_match_keeps_its_scorecard() {
    let saved = load("finished.json");
    assert_eq!(saved.settings.rules, Rules::HALFBRIDGE);
    assert_eq!(saved.settings.match_length, 4);
    let m = &saved.team_match;
    assert_eq!(
        (m.rules, m.length.get(), m.boards.len()),
        (Rules::HALFBRIDGE, 4, 4)
    );
    assert!(m.is_over());
    assert!(!m.can_start_next());
    let card: Vec<(i32, i32, i32, i32)> = m
        .boards
        .iter()
        .map(|b| {
            b.comparison()
                .map(|c| (c.open_ns, c.closed_ns, c.net, c.imps))
                .expect("complete")
        })
        .collect();
    assert_eq!(
        card,
        [
            (-100, -150, 50, 2),
            (-200, 600, -800, -13),
            (-150, -110, -40, -1),
            (-300, 110, -410, -9)
        ]
    );
    assert_eq!(m.totals(), (-1200, -21));
    for b in &m.boards {
        assert_eq!(
            (b.open.phase(), b.closed.phase()),
            (Phase::Finished, Phase::Finished)
        );
        assert_eq!((b.open.plays().len(), b.closed.plays().len()), (52, 52));
        assert!(matches!(b.open.contract(), Some(Contract::Half(_))));
    }
}

#[test]
fn a_match_from_a_file_keeps_the_deals_to_come() {
    let saved = load("from-file.json");
    let m = &saved.team_match;
    assert_eq!(
        (m.rules, m.length.get(), m.boards.len()),
        (Rules::MINIBRIDGE, 2, 1)
    );
    let Source::Given(list) = &m.source else {
        panic!("the file's deals are kept: {:?}", m.source)
    };
    assert_eq!(list.len(), 2);
    assert_eq!((list[1].number.get(), list[1].dealer), (2, Seat::South));
    assert_eq!(m.boards[0].open.board(), &list[0]);
    let c = m.boards[0].comparison().expect("board 1 is complete");
    assert_eq!((c.open_ns, c.net), (-420, 0));
    assert_eq!(
        m.boards[0].open.contract(),
        Some(Contract::Mini {
            goal: Goal::Game,
            strain: Strain::Hearts
        })
    );
    assert!(m.can_start_next());
}
