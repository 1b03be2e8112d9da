//! Writes the saved-format fixtures `tests/fixtures/saved/*.json`: what the
//! page stores under localStorage `halfbridge/v1` ([`halfbridge::saved::KEY`]),
//! made with the code of the day they were written.
//!
//! `cargo run --example saved_fixtures` overwrites them. Do not run it to
//! make `tests/saved_format.rs` pass after changing a stored type: the
//! fixtures are the promise that old saves still load, and a change that
//! breaks them brings a migration in `saved.rs` instead
//! (docs/ARCHITECTURE.md, Invariants).

use engine::bot::{self, Level};
use engine::contract::Contract;
use engine::formats::matches::read_hand_file;
use engine::rules::{Rules, Undertrick};
use engine::table::{Action, Phase, Table};
use engine::team_match::{MatchLength, Seating, TeamMatch};
use halfbridge::saved::{self, Saved};
use halfbridge::settings::Settings;
use i18n::Lang;

/// A fixed sequence of seeds, so the fixtures do not depend on the clock.
fn seeds(start: u64) -> impl FnMut() -> u64 {
    let mut state = start;
    move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        state >> 11
    }
}

/// Plays `table` at the Beginner level (fast and deterministic): to the
/// end, or until `plays` cards are on the table.
fn play(table: &mut Table, seed: u64, plays: Option<usize>) {
    while table.to_act().is_some() && plays.is_none_or(|n| table.plays().len() < n) {
        if bot::step(table, Level::Beginner, seed).is_none() {
            break;
        }
    }
}

/// Plays the person's table: North–South as a careless person would (the
/// first contract of the list, the lowest legal card), East–West at the
/// Beginner level; so the rooms differ and the totals are not all zero.
fn play_open(table: &mut Table, seed: u64, plays: Option<usize>) {
    let seating = Seating::default();
    while let Some(seat) = table.to_act() {
        if plays.is_some_and(|n| table.plays().len() >= n) {
            break;
        }
        if seating.persons_turn(table) {
            let action = if table.phase() == Phase::Contract {
                Action::Contract(Contract::all(table.rules())[0])
            } else {
                Action::Play(table.legal_cards(seat).iter().next().expect("a legal card"))
            };
            let actor = if matches!(action, Action::Contract(_)) {
                table.controller(seat)
            } else {
                seat
            };
            table.act(actor, action).expect("a legal action");
        } else if bot::step(table, Level::Beginner, seed).is_none() {
            break;
        }
    }
}

/// Plays a whole match, both rooms of every board.
fn finish(m: &mut TeamMatch, mut seeds: impl FnMut() -> u64) {
    while m.start_next(&mut seeds).is_some() {
        let b = m.current_mut().expect("a board was started");
        let seed = b.bot_seed;
        play_open(&mut b.open, seed, None);
        play(&mut b.closed, seed, None);
    }
}

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saved");
    std::fs::create_dir_all(&dir).expect("the fixtures folder");
    let write = |name: &str, saved: &Saved| {
        let path = dir.join(name);
        std::fs::write(&path, saved::store(saved) + "\n").expect("the fixture file");
        println!("{}", path.display());
    };

    // Settings other than the defaults, and a first board just dealt (the
    // match of the settings of the time: MiniBridge at 100 an undertrick).
    let settings = Settings {
        rules: Rules {
            undertrick: Undertrick::Hundred,
            ..Rules::MINIBRIDGE
        },
        level: Level::Expert,
        two_step: true,
        seating: Seating {
            north_declares: true,
        },
        lang: Lang::Ja,
        match_length: MatchLength::clamped(12),
        ..Settings::default()
    };
    let mut m = TeamMatch::new(settings.rules, settings.match_length);
    m.start_next(seeds(1));
    write(
        "settings.json",
        &Saved {
            settings,
            team_match: m,
        },
    );

    // A MiniBridge match in progress: two boards complete, the third in
    // the middle of the play at the person's table and in the Closed Room.
    let mut m = TeamMatch::new(Rules::MINIBRIDGE, MatchLength::clamped(8));
    let mut s = seeds(2);
    for _ in 0..3 {
        m.start_next(&mut s);
        let b = m.current_mut().expect("a board was started");
        let seed = b.bot_seed;
        let last = b.open.board().number == 3;
        play_open(&mut b.open, seed, last.then_some(17));
        play(&mut b.closed, seed, last.then_some(30));
    }
    write(
        "in-progress.json",
        &Saved {
            settings: Settings::default(),
            team_match: m,
        },
    );

    // A finished HalfBridge match of four boards.
    let mut m = TeamMatch::new(Rules::HALFBRIDGE, MatchLength::clamped(4));
    finish(&mut m, seeds(3));
    let settings = Settings {
        rules: Rules::HALFBRIDGE,
        match_length: MatchLength::clamped(4),
        ..Settings::default()
    };
    write(
        "finished.json",
        &Saved {
            settings,
            team_match: m,
        },
    );

    // A match from a hand file (the deals to come are stored with it),
    // the first board played, the second not started.
    let bytes = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/sample.hnd"),
    )
    .expect("the sample hand file");
    let file = read_hand_file("sample.hnd", &bytes);
    let mut m = TeamMatch::from_boards(Rules::MINIBRIDGE, file.boards);
    let mut s = seeds(4);
    m.start_next(&mut s);
    let b = m.current_mut().expect("a board was started");
    let seed = b.bot_seed;
    play_open(&mut b.open, seed, None);
    play(&mut b.closed, seed, None);
    write(
        "from-file.json",
        &Saved {
            settings: Settings::default(),
            team_match: m,
        },
    );
}
