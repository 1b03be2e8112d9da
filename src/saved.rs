//! [`Saved`]: what the page keeps in localStorage (settings, the match with
//! both rooms' tables), and how a damaged store is read without losing
//! anything.

use crate::settings::Settings;
use engine::gbridge::{Game, GameRecord};
use engine::team_match::TeamMatch;
use serde::{Deserialize, Serialize};

/// The localStorage key of the saved game.
pub const KEY: &str = "halfbridge/v1";
/// Where an unreadable saved game is moved, so it is never destroyed.
pub const UNREADABLE_KEY: &str = "halfbridge/v1/unreadable";

/// The whole saved state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    /// The person's settings.
    pub settings: Settings,
    /// The match in progress (or finished).
    pub team_match: TeamMatch,
}

/// What reading a store found: the bridge games' [`Saved`] (`T`), with the
/// settings recovered from a damaged one (`R`), or GBridge's
/// ([`GbridgeLoaded`] for both).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Loaded<T = Saved, R = Option<Settings>> {
    /// Nothing was stored.
    Empty,
    /// A good store.
    Good(T),
    /// Something unreadable (or that does not replay): what could be
    /// recovered from it, and the reason. The page keeps the text aside
    /// ([`aside_keys`]) before it writes afresh.
    Damaged {
        /// What could be recovered from the damaged text (for the bridge
        /// games, the settings if any).
        recovered: R,
        /// Why it could not be read.
        reason: String,
    },
}

/// Where a damaged store under `key` is kept aside, in order of choice:
/// `{key}/unreadable`, then `{key}/unreadable/2` … `/99`; the first free
/// one (or one holding the same text) is taken, so an earlier damaged
/// store is never overwritten either. For the bridge games' [`KEY`], the
/// first is [`UNREADABLE_KEY`].
pub fn aside_keys(key: &str) -> impl Iterator<Item = String> + '_ {
    (1..100).map(move |n| {
        if n == 1 {
            format!("{key}/unreadable")
        } else {
            format!("{key}/unreadable/{n}")
        }
    })
}

/// Reads the stored text. Never panics: any text gives an answer.
#[must_use]
pub fn load(text: Option<&str>) -> Loaded {
    let Some(text) = text else {
        return Loaded::Empty;
    };
    match serde_json::from_str::<Saved>(text) {
        Ok(saved) => match saved.team_match.clone().validate() {
            Ok(_) => Loaded::Good(saved),
            Err(reason) => Loaded::Damaged {
                recovered: Some(saved.settings),
                reason: reason.to_string(),
            },
        },
        Err(e) => {
            #[derive(Deserialize)]
            struct OnlySettings {
                settings: Settings,
            }
            let settings = serde_json::from_str::<OnlySettings>(text)
                .ok()
                .map(|s| s.settings);
            Loaded::Damaged {
                recovered: settings,
                reason: e.to_string(),
            }
        }
    }
}

/// The text to store.
#[must_use]
pub fn store(saved: &Saved) -> String {
    serde_json::to_string(saved).unwrap_or_default()
}

/// The localStorage key of the GBridge game and its settings, apart from
/// the bridge games' [`KEY`] so their saved format is untouched.
pub const GBRIDGE_KEY: &str = "halfbridge/v1/gbridge";

/// What the GBridge page stores under [`GBRIDGE_KEY`]: its settings and
/// the records of its games.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GbridgeSaved {
    /// GBridge is the game chosen in the settings.
    pub chosen: bool,
    /// The GBridge table is shown (a GBridge game was started).
    pub active: bool,
    /// Rounds in a new game.
    pub rounds: Option<u8>,
    /// The game at the person's table.
    pub game: Option<GameRecord>,
    /// The same game with a robot in the person's seat.
    pub compare: Option<GameRecord>,
    /// A friend's round scores, from the link that opened this game.
    pub friend: Vec<i32>,
}

/// A GBridge store read back: its settings, its games replayed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GbridgeLoaded {
    /// GBridge is the game chosen in the settings.
    pub chosen: bool,
    /// The GBridge table is shown (never without a game).
    pub active: bool,
    /// Rounds in a new game, as stored (the page brings it into range).
    pub rounds: Option<u8>,
    /// The game at the person's table, replayed.
    pub game: Option<Game>,
    /// The same game with a robot in the person's seat, replayed (never
    /// of another seed than [`Self::game`]).
    pub compare: Option<Game>,
    /// A friend's round scores.
    pub friend: Vec<i32>,
}

/// Reads GBridge's stored text. Never panics. A text that does not parse,
/// or whose game or comparison does not replay, is [`Loaded::Damaged`]
/// with what still reads recovered (the settings; the game if it
/// replays), so the page reports it and keeps the text aside.
#[must_use]
pub fn load_gbridge(text: Option<&str>) -> Loaded<GbridgeLoaded, GbridgeLoaded> {
    let Some(text) = text else {
        return Loaded::Empty;
    };
    let stored = match serde_json::from_str::<GbridgeSaved>(text) {
        Ok(stored) => stored,
        Err(e) => {
            return Loaded::Damaged {
                recovered: GbridgeLoaded::default(),
                reason: e.to_string(),
            };
        }
    };
    let mut problems = Vec::new();
    let mut replay =
        |record: Option<GameRecord>, what: &str| match record.map(|r| Game::from_record(&r)) {
            Some(Ok(game)) => Some(game),
            Some(Err(e)) => {
                problems.push(format!("{what}: {e}"));
                None
            }
            None => None,
        };
    let game = replay(stored.game, "game");
    let mut compare = replay(stored.compare, "comparison");
    if let (Some(g), Some(c)) = (&game, &compare)
        && g.seed() != c.seed()
    {
        problems.push("comparison: another game's".to_string());
        compare = None;
    }
    if game.is_none() {
        compare = None;
    }
    let loaded = GbridgeLoaded {
        chosen: stored.chosen,
        active: stored.active && game.is_some(),
        rounds: stored.rounds,
        game,
        compare,
        friend: stored.friend,
    };
    if problems.is_empty() {
        Loaded::Good(loaded)
    } else {
        Loaded::Damaged {
            recovered: loaded,
            reason: problems.join("; "),
        }
    }
}

/// The text to store for GBridge.
#[must_use]
pub fn store_gbridge(stored: &GbridgeSaved) -> String {
    serde_json::to_string(stored).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::rules::Rules;

    #[test]
    fn saved_game_round_trips() {
        let mut m = TeamMatch::new(
            Rules::HALFBRIDGE,
            engine::team_match::MatchLength::clamped(4),
        );
        let mut n = 0;
        m.start_next(|| {
            n += 1;
            n
        });
        let saved = Saved {
            settings: Settings::default(),
            team_match: m,
        };
        assert_eq!(load(Some(&store(&saved))), Loaded::Good(saved));
    }

    #[test]
    fn damaged_store_is_reported_not_panicked() {
        assert_eq!(load(None), Loaded::Empty);
        assert!(matches!(
            load(Some("{")),
            Loaded::Damaged {
                recovered: None,
                ..
            }
        ));
        assert!(matches!(load(Some("null")), Loaded::Damaged { .. }));
        let text = r#"{"settings":{"lang":"Ja"},"team_match":{"rules":1}}"#;
        match load(Some(text)) {
            Loaded::Damaged {
                recovered: Some(s), ..
            } => assert_eq!(s.lang, i18n::Lang::Ja),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn damaged_store_is_kept_aside_under_free_keys() {
        let keys: Vec<String> = aside_keys(KEY).collect();
        assert_eq!(keys[0], UNREADABLE_KEY);
        assert_eq!(keys[1], "halfbridge/v1/unreadable/2");
        assert_eq!(
            aside_keys(GBRIDGE_KEY).next().as_deref(),
            Some("halfbridge/v1/gbridge/unreadable")
        );
        let distinct: std::collections::HashSet<&String> = keys.iter().collect();
        assert_eq!(distinct.len(), keys.len());
        assert!(keys.iter().all(|k| k != KEY && k != GBRIDGE_KEY));
    }

    fn gbridge_with(game: Option<GameRecord>, compare: Option<GameRecord>) -> String {
        store_gbridge(&GbridgeSaved {
            chosen: true,
            active: true,
            rounds: Some(5),
            game,
            compare,
            friend: vec![3, -2],
        })
    }

    /// A game with its first bids made, as the page would store it.
    fn begun(seed: u64) -> Game {
        let mut game = Game::new(seed, engine::gbridge::GameRules::default());
        for bid in [0, 1] {
            game.act_in_turn(engine::gbridge::Action::Bid(bid)).unwrap();
        }
        game
    }

    #[test]
    fn gbridge_store_round_trips() {
        assert_eq!(load_gbridge(None), Loaded::Empty);
        let game = begun(7);
        let compare = Game::new(7, game.rules());
        let text = gbridge_with(Some(game.record()), Some(compare.record()));
        let expected = GbridgeLoaded {
            chosen: true,
            active: true,
            rounds: Some(5),
            game: Some(game),
            compare: Some(compare),
            friend: vec![3, -2],
        };
        assert_eq!(load_gbridge(Some(&text)), Loaded::Good(expected));
    }

    #[test]
    fn gbridge_game_that_does_not_replay_is_damaged_with_settings_recovered() {
        let mut record = begun(7).record();
        record.actions.push(engine::gbridge::Action::Bid(99));
        let text = gbridge_with(
            Some(record.clone()),
            Some(Game::new(7, record.rules).record()),
        );
        // It parses: only the replay finds it wrong.
        assert!(serde_json::from_str::<GbridgeSaved>(&text).is_ok());
        match load_gbridge(Some(&text)) {
            Loaded::Damaged { recovered, reason } => {
                assert!(reason.starts_with("game: action 2 "), "{reason}");
                assert_eq!(
                    (recovered.chosen, recovered.rounds, recovered.friend),
                    (true, Some(5), vec![3, -2])
                );
                assert!(recovered.game.is_none() && recovered.compare.is_none());
                assert!(!recovered.active, "no GBridge table without a game");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn gbridge_comparison_that_does_not_replay_or_belongs_elsewhere_is_damaged() {
        let game = begun(7);
        let mut bad = Game::new(7, game.rules()).record();
        bad.actions.push(engine::gbridge::Action::Bid(99));
        for compare in [bad, Game::new(8, game.rules()).record()] {
            match load_gbridge(Some(&gbridge_with(Some(game.record()), Some(compare)))) {
                Loaded::Damaged { recovered, reason } => {
                    assert!(reason.starts_with("comparison: "), "{reason}");
                    assert_eq!(
                        recovered.game.as_ref(),
                        Some(&game),
                        "the game still replays"
                    );
                    assert!(recovered.active && recovered.compare.is_none());
                }
                other => panic!("{other:?}"),
            }
        }
    }

    #[test]
    fn gbridge_store_that_does_not_parse_is_damaged() {
        for text in ["{", "null", r#"{"game":{"seed":"x"}}"#] {
            assert!(
                matches!(load_gbridge(Some(text)), Loaded::Damaged { .. }),
                "{text}"
            );
        }
    }
}
