//! Claims and undos between people online: the declarer claims, robot defenders
//! answer at once by double dummy, people answer; an accepted claim ends
//! the board with the tricks claimed, as one event that a restart and the
//! record reproduce; a refused one lets play go on. An undo granted by the
//! opponents takes the board back, as one event too.

mod common;

use std::path::Path;

use common::{Client, TestServer, simple_action, temp_db};
use engine::Seat;
use engine::table::{Phase, Table};
use server::claims::{LogEntry, Undoable, apply_entry};
use server::game::{Match, Snapshot, View};
use server::protocol::{ErrorCode, ServerMessage};
use server::seating::TableSpec;
use server::store::Store as _;

/// The table's match as stored in the database now (the test's own
/// look at the cards, which no client may see).
async fn stored_match(db: &Path, id: &str) -> Match {
    let store = server::store::SqliteStore::open(&format!("sqlite://{}", db.display()))
        .await
        .expect("opens");
    let all = store.load_all().await.expect("loads");
    store.close().await;
    let stored = all.into_iter().find(|s| s.id == id).expect("the table");
    let spec: TableSpec = serde_json::from_str(&stored.spec).expect("a spec");
    let mut game = match &stored.snapshot {
        Some((_, text)) => {
            let snap: Snapshot = serde_json::from_str(text).expect("a snapshot");
            Match::from_snapshot(spec.spec, &snap).expect("rebuilds")
        }
        None => Match::new(spec.spec),
    };
    let mut undoable = Undoable::default();
    for (seq, text) in &stored.events {
        let entry: LogEntry = serde_json::from_str(text).expect("an entry");
        apply_entry(&mut game, &mut undoable, *seq, &entry).expect("applies");
    }
    game
}

async fn join_all(server: &TestServer, id: &str, tokens: &[(Seat, String)]) -> Vec<Client> {
    let mut clients = Vec::new();
    for (seat, token) in tokens {
        let url = server.ws_url(id, Some(token), None);
        let mut c = Client::connect(&url, Some(*seat), None)
            .await
            .expect("joins");
        c.next().await.expect("the state");
        clients.push(c);
    }
    sync(&mut clients).await;
    clients
}

/// Every client read up to the newest sequence number one of them saw.
async fn sync(clients: &mut [Client]) {
    let newest = clients.iter().map(|c| c.last_seq).max().unwrap_or(0);
    for c in clients.iter_mut() {
        while c.last_seq < newest {
            c.next().await.expect("a frame");
        }
    }
}

/// Plays (the people the simple action, the robots theirs) until `stop`.
async fn play_until(clients: &mut [Client], stop: impl Fn(&View) -> bool) -> View {
    loop {
        let view = clients[0].view.clone().expect("a view");
        if stop(&view) || view.over {
            return view;
        }
        let due = view.due.expect("someone is due");
        let seq = clients[0].last_seq;
        if let Some(c) = clients.iter_mut().find(|c| c.seat == Some(due)) {
            let action = simple_action(c.view.as_ref().expect("a view"));
            assert!(
                c.send_json(serde_json::json!({"type": "act", "action": action, "seq": seq}))
                    .await
            );
        }
        for c in clients.iter_mut() {
            while c.last_seq <= seq {
                let m = c.next().await.expect("a frame");
                assert!(!matches!(m, ServerMessage::Error { .. }), "{m:?}");
            }
        }
    }
}

/// A MiniBridge table where a person declares: people at `people`, robots
/// (Beginner) elsewhere.
async fn table_where_people_declare(
    server: &TestServer,
    robots: &str,
    people: &[Seat],
) -> (String, Vec<(Seat, String)>) {
    server
        .create_where(
            &format!(r#"{{"game":"minibridge","boards":1,"level":"beginner","robots":{robots}}}"#),
            |declarer| people.contains(&declarer),
        )
        .await
}

async fn error(c: &mut Client) -> ErrorCode {
    match c
        .until(|m| matches!(m, ServerMessage::Error { .. }))
        .await
        .expect("an answer")
    {
        ServerMessage::Error { code, .. } => code,
        _ => unreachable!(),
    }
}

async fn claim(c: &mut Client, tricks: u8) {
    assert!(
        c.send_json(serde_json::json!({"type": "claim", "tricks": tricks}))
            .await
    );
}

/// The claim's outcome as `c` is told: the defenders awaited, then (when
/// no person is awaited) refused by a seat or accepted with its view.
async fn claimed(c: &mut Client) -> Vec<Seat> {
    match c
        .until(|m| {
            matches!(
                m,
                ServerMessage::Claimed { .. } | ServerMessage::Error { .. }
            )
        })
        .await
        .expect("claimed")
    {
        ServerMessage::Claimed { waiting, .. } => waiting,
        other => panic!("{other:?}"),
    }
}

enum Outcome {
    Refused(Seat),
    Accepted(Box<View>),
}

async fn outcome(c: &mut Client) -> Outcome {
    match c
        .until(|m| {
            matches!(
                m,
                ServerMessage::Refused { .. } | ServerMessage::ClaimAccepted { .. }
            )
        })
        .await
        .expect("an outcome")
    {
        ServerMessage::Refused { seat, .. } => Outcome::Refused(seat),
        ServerMessage::ClaimAccepted { view, .. } => {
            Outcome::Accepted(Box::new(view.bridge().expect("a bridge view").clone()))
        }
        _ => unreachable!(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn robots_answer_a_claim_by_double_dummy_and_the_board_ends_as_claimed() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (id, tokens) =
        table_where_people_declare(&server, r#"["E","W"]"#, &[Seat::North, Seat::South]).await;
    let mut clients = join_all(&server, &id, &tokens).await;
    let view = clients[0].view.clone().expect("a view");
    let declarer = view.declarer.expect("a declarer");
    let d = clients
        .iter()
        .position(|c| c.seat == Some(declarer))
        .expect("the declarer's client");
    let partner = 1 - d;

    // No claim before the play; the dummy does not claim.
    if view.phase != Phase::Play {
        claim(&mut clients[d], 1).await;
        assert_eq!(error(&mut clients[d]).await, ErrorCode::NoClaim);
    }
    // Seven tricks played and a person due: nothing moves until the test
    // acts. (When a robot won the seventh trick it leads to the eighth in
    // its own time; stopping before that card would let it land between
    // the test's look at the database and its claim.)
    let view = play_until(&mut clients, |v| {
        v.tricks.len() == 7 && v.due.is_some_and(|s| s == Seat::North || s == Seat::South)
    })
    .await;
    assert_eq!(view.phase, Phase::Play);
    claim(&mut clients[partner], 1).await;
    assert_eq!(error(&mut clients[partner]).await, ErrorCode::NotDeclarer);
    claim(&mut clients[d], 7).await;
    assert_eq!(error(&mut clients[d]).await, ErrorCode::Illegal, "6 remain");
    assert!(
        clients[partner]
            .send_json(serde_json::json!({"type": "answer", "accept": true}))
            .await
    );
    assert_eq!(error(&mut clients[partner]).await, ErrorCode::NoClaim);

    // What the cards give, double dummy (the test looks at the database).
    let table = stored_match(&db, &id)
        .await
        .table()
        .expect("a bridge table")
        .clone();
    let won = table.tricks_won(declarer);
    let dd = (0..=6u8)
        .rev()
        .find(|&n| engine::claim::claim(&table, n).is_ok())
        .expect("0 at least");

    // One more than double dummy gives: the robots refuse; play goes on.
    if dd < 6 && engine::claim::play_out_to(&table, dd + 1).is_some() {
        claim(&mut clients[d], dd + 1).await;
        for c in clients.iter_mut() {
            assert!(claimed(c).await.is_empty(), "robots answer at once");
            let Outcome::Refused(seat) = outcome(c).await else {
                panic!("an unsound claim accepted")
            };
            assert!(seat == declarer.lho() || seat == declarer.rho());
        }
    }

    // The double-dummy count: accepted; the board ends with exactly that.
    claim(&mut clients[d], dd).await;
    let mut last = None;
    for c in clients.iter_mut() {
        assert!(claimed(c).await.is_empty());
        let Outcome::Accepted(view) = outcome(c).await else {
            panic!("a sound claim refused")
        };
        assert!(view.over);
        assert!(view.hands.iter().all(Option::is_some), "every hand shown");
        last = Some(view);
    }
    let last = last.expect("a view");
    let stored = server.records(&id).await;
    assert_eq!(stored.len(), 1);
    let done = Table::replay(&stored[0]).expect("the record replays");
    assert_eq!(done.declarer_tricks(), Some(won + dd));
    assert_eq!(Some(last.scores[0]), done.ns_score());

    // A restart rebuilds the table from the log, the claim included.
    drop(clients);
    server.kill();
    let again = TestServer::start(&db);
    assert_eq!(again.records(&id).await, stored);
    let (_, body) = again.http("GET", &format!("/api/tables/{id}"), "").await;
    let public: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(public["view"]["over"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn people_answer_a_claim_one_refusal_lets_play_go_on_and_acceptance_ends_the_board() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (id, tokens) = table_where_people_declare(&server, "[]", &Seat::ALL).await;
    let mut clients = join_all(&server, &id, &tokens).await;
    let view = play_until(&mut clients, |v| {
        v.tricks.len() == 8 && v.current.cards.len() == 1
    })
    .await;
    let declarer = view.declarer.expect("a declarer");
    let at = |seat: Seat| move |c: &Client| c.seat == Some(seat);
    let d = clients.iter().position(at(declarer)).expect("declarer");
    let lho = clients.iter().position(at(declarer.lho())).expect("lho");
    let rho = clients.iter().position(at(declarer.rho())).expect("rho");
    let partner = clients
        .iter()
        .position(at(declarer.partner()))
        .expect("partner");

    // A count the cards give, whatever double dummy says.
    let table = stored_match(&db, &id)
        .await
        .table()
        .expect("a bridge table")
        .clone();
    let won = table.tricks_won(declarer);
    let n = (0..=5u8)
        .rev()
        .find(|&n| engine::claim::play_out_to(&table, n).is_some())
        .expect("a count the cards give");

    claim(&mut clients[d], n).await;
    for c in clients.iter_mut() {
        let mut waiting = claimed(c).await;
        waiting.sort_by_key(|s| *s as usize);
        let mut both = vec![declarer.lho(), declarer.rho()];
        both.sort_by_key(|s| *s as usize);
        assert_eq!(waiting, both);
    }
    // Play stops; only the defenders answer; a second claim waits.
    let due = view.due.expect("due");
    let i_due = clients.iter().position(at(due)).expect("due");
    let action = simple_action(clients[i_due].view.as_ref().expect("a view"));
    assert!(clients[i_due].act(action).await);
    assert_eq!(error(&mut clients[i_due]).await, ErrorCode::NotYourTurn);
    assert!(
        clients[partner]
            .send_json(serde_json::json!({"type": "answer", "accept": true}))
            .await
    );
    assert_eq!(error(&mut clients[partner]).await, ErrorCode::NoClaim);
    claim(&mut clients[d], n).await;
    assert_eq!(error(&mut clients[d]).await, ErrorCode::NoClaim);

    // One accepts, the other refuses: play goes on. (The accept is known
    // to be taken when the message after it is answered.)
    assert!(
        clients[lho]
            .send_json(serde_json::json!({"type": "answer", "accept": true}))
            .await
    );
    assert!(clients[lho].send_text(r#"{"type":"dance"}"#).await);
    assert_eq!(error(&mut clients[lho]).await, ErrorCode::UnknownType);
    assert!(
        clients[rho]
            .send_json(serde_json::json!({"type": "answer", "accept": false}))
            .await
    );
    for c in clients.iter_mut() {
        let Outcome::Refused(seat) = outcome(c).await else {
            panic!("refused")
        };
        assert_eq!(seat, declarer.rho());
    }
    let seq = clients[i_due].last_seq;
    assert!(
        clients[i_due]
            .send_json(serde_json::json!({"type": "act", "action": action, "seq": seq}))
            .await
    );
    for c in clients.iter_mut() {
        let m = c.next().await.expect("the card");
        assert!(matches!(m, ServerMessage::Acted { .. }), "{m:?}");
    }

    // Claimed again, at the new position: both accept; the board ends with
    // the declaring side taking exactly the count claimed.
    let table = stored_match(&db, &id)
        .await
        .table()
        .expect("a bridge table")
        .clone();
    let won_now = table.tricks_won(declarer);
    assert_eq!(won_now, won, "the trick is not over yet");
    let n = (0..=5u8)
        .rev()
        .find(|&n| engine::claim::play_out_to(&table, n).is_some())
        .expect("a count the cards give");
    claim(&mut clients[d], n).await;
    for c in clients.iter_mut() {
        assert_eq!(claimed(c).await.len(), 2);
    }
    for i in [lho, rho] {
        assert!(
            clients[i]
                .send_json(serde_json::json!({"type": "answer", "accept": true}))
                .await
        );
    }
    for c in clients.iter_mut() {
        let Outcome::Accepted(view) = outcome(c).await else {
            panic!("accepted")
        };
        assert!(view.over);
    }
    let stored = server.records(&id).await;
    let done = Table::replay(&stored[0]).expect("the record replays");
    assert_eq!(done.declarer_tricks(), Some(won + n), "scored as claimed");
    // The state follows the claim for clients that pass it over.
    let m = clients[0].next().await.expect("the state");
    assert!(
        matches!(&m, ServerMessage::State { view, .. } if view.over()),
        "{m:?}"
    );
}

async fn undo_asked(c: &mut Client) -> Vec<Seat> {
    match c
        .until(|m| {
            matches!(
                m,
                ServerMessage::UndoAsked { .. } | ServerMessage::Error { .. }
            )
        })
        .await
        .expect("undo asked")
    {
        ServerMessage::UndoAsked { waiting, .. } => waiting,
        other => panic!("{other:?}"),
    }
}

/// The view `c` was sent at `seq` (by a state or an action).
fn view_at(c: &Client, seq: u64) -> View {
    c.frames
        .iter()
        .rev()
        .filter_map(|t| serde_json::from_str::<ServerMessage>(t).ok())
        .find_map(|m| match m {
            ServerMessage::State { seq: s, view } | ServerMessage::Acted { seq: s, view, .. }
                if s == seq =>
            {
                view.bridge().cloned()
            }
            _ => None,
        })
        .expect("a view at that seq")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn robots_grant_an_undo_the_board_goes_back_and_the_record_and_a_restart_agree() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    // East or West declares: North defends and plays its own cards.
    let (id, tokens) =
        table_where_people_declare(&server, r#"["E","W"]"#, &[Seat::East, Seat::West]).await;
    let mut clients = join_all(&server, &id, &tokens).await;
    // Nothing of North's to take back yet.
    assert!(
        clients[0]
            .send_json(serde_json::json!({"type": "undo"}))
            .await
    );
    assert_eq!(error(&mut clients[0]).await, ErrorCode::NoUndo);
    // ... and its view says so (the page shows no Undo).
    assert_eq!(clients[0].seat, Some(Seat::North));
    assert!(!clients[0].view.as_ref().expect("a view").can_undo);
    // Play on until North has played three cards and is not due.
    let north_cards = |v: &View| {
        v.tricks
            .iter()
            .chain(std::iter::once(&v.current))
            .flat_map(|t| t.plays())
            .filter(|(s, _)| *s == Seat::North)
            .count()
    };
    // (Three, or four when North won its third card's trick and led again.)
    let stop = play_until(&mut clients, |v| {
        north_cards(v) >= 3 && v.due != Some(Seat::North)
    })
    .await;
    assert!(!stop.over);
    let played = north_cards(&stop);
    assert!(
        clients[0].view.as_ref().expect("a view").can_undo,
        "North's cards may be taken back"
    );
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    assert!(watcher.send_json(serde_json::json!({"type": "undo"})).await);
    assert_eq!(error(&mut watcher).await, ErrorCode::Spectator);

    assert!(
        clients[0]
            .send_json(serde_json::json!({"type": "undo"}))
            .await
    );
    for c in clients.iter_mut() {
        assert!(undo_asked(c).await.is_empty(), "robots grant at once");
    }
    let mut taken_back = 0;
    for c in clients.iter_mut() {
        let m = c
            .until(|m| matches!(m, ServerMessage::Undone { .. }))
            .await
            .expect("undone");
        let ServerMessage::Undone {
            seat, action, view, ..
        } = m
        else {
            unreachable!()
        };
        assert_eq!(seat, Seat::North);
        let view = view.bridge().expect("a bridge view").clone();
        let before = view_at(c, action - 1);
        assert_eq!(view.tricks, before.tricks);
        assert_eq!(view.current, before.current);
        assert_eq!(view.hands, before.hands);
        assert_eq!(view.due, Some(Seat::North), "North plays again");
        assert_eq!(north_cards(&view), played - 1);
        if c.seat == Some(Seat::North) {
            assert!(view.can_undo, "North's earlier cards remain");
        }
        taken_back = action;
        // The state follows at the same number.
        let m = c.next().await.expect("the state");
        assert!(matches!(m, ServerMessage::State { .. }), "{m:?}");
    }
    assert!(taken_back > 0);
    // North plays again (its last legal card this time) and the board ends.
    let view = clients[0].view.clone().expect("a view");
    let legal = view.legal.expect("North's legal cards");
    let card = legal.iter().next_back().expect("a card");
    let seq = clients[0].last_seq;
    assert!(
        clients[0]
            .send_json(serde_json::json!({"type": "act", "action": {"Play": card}, "seq": seq}))
            .await
    );
    for c in clients.iter_mut() {
        while c.last_seq <= seq {
            let m = c.next().await.expect("North's card");
            assert!(!matches!(m, ServerMessage::Error { .. }), "{m:?}");
        }
    }
    let last = play_until(&mut clients, |_| false).await;
    assert!(last.over);
    assert!(
        !last.can_undo,
        "nothing to take back once the match is over"
    );
    assert!(
        !watcher.view.as_ref().is_some_and(|v| v.can_undo),
        "a spectator has nothing to take back"
    );
    let stored = server.records(&id).await;
    let done = Table::replay(&stored[0]).expect("the record replays");
    assert_eq!(Some(last.scores[0]), done.ns_score());
    assert!(done.plays().contains(&card));
    drop((clients, watcher));
    server.kill();
    let again = TestServer::start(&db);
    assert_eq!(again.records(&id).await, stored, "the log replays the undo");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn people_grant_or_refuse_an_undo() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (id, tokens) = server
        .create(r#"{"game":"minibridge","boards":1,"level":"beginner"}"#)
        .await;
    let mut clients = join_all(&server, &id, &tokens).await;
    let view = play_until(&mut clients, |v| {
        v.tricks.len() == 2 && v.current.cards.len() == 2
    })
    .await;
    // The seat that played the last card (the declarer for dummy's).
    let last = view.current.plays().last().expect("a card").0;
    let asker = if Some(last) == view.declarer.map(Seat::partner) {
        view.declarer.expect("a declarer")
    } else {
        last
    };
    let at = |seat: Seat| move |c: &Client| c.seat == Some(seat);
    let a = clients.iter().position(at(asker)).expect("asker");
    let lho = clients.iter().position(at(asker.lho())).expect("lho");
    let rho = clients.iter().position(at(asker.rho())).expect("rho");
    let partner = clients
        .iter()
        .position(at(asker.partner()))
        .expect("partner");

    assert!(
        clients[a]
            .send_json(serde_json::json!({"type": "undo"}))
            .await
    );
    for c in clients.iter_mut() {
        assert_eq!(undo_asked(c).await.len(), 2);
    }
    // Who joins meanwhile is told what is asked.
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    assert_eq!(undo_asked(&mut watcher).await.len(), 2);
    // Only the opponents answer; play stops; another undo waits.
    let due = view.due.expect("due");
    let i_due = clients.iter().position(at(due)).expect("due");
    let action = simple_action(clients[i_due].view.as_ref().expect("a view"));
    assert!(clients[i_due].act(action).await);
    assert_eq!(error(&mut clients[i_due]).await, ErrorCode::NotYourTurn);
    assert!(
        clients[partner]
            .send_json(serde_json::json!({"type": "answer", "accept": true}))
            .await
    );
    assert_eq!(error(&mut clients[partner]).await, ErrorCode::NoClaim);
    assert!(
        clients[partner]
            .send_json(serde_json::json!({"type": "undo"}))
            .await
    );
    assert_eq!(error(&mut clients[partner]).await, ErrorCode::NoUndo);
    assert!(
        clients[rho]
            .send_json(serde_json::json!({"type": "answer", "accept": false}))
            .await
    );
    for c in clients.iter_mut() {
        let m = c
            .until(|m| matches!(m, ServerMessage::Refused { .. }))
            .await
            .expect("refused");
        assert!(matches!(m, ServerMessage::Refused { seat, .. } if seat == asker.rho()));
    }
    // Asked again: both grant.
    let seq = clients[a].last_seq;
    assert!(
        clients[a]
            .send_json(serde_json::json!({"type": "undo"}))
            .await
    );
    for c in clients.iter_mut() {
        undo_asked(c).await;
    }
    for i in [lho, rho] {
        assert!(
            clients[i]
                .send_json(serde_json::json!({"type": "answer", "accept": true}))
                .await
        );
    }
    for c in clients.iter_mut() {
        let m = c
            .until(|m| matches!(m, ServerMessage::Undone { .. }))
            .await
            .expect("undone");
        let ServerMessage::Undone { seq: s, view, .. } = m else {
            unreachable!()
        };
        assert_eq!(s, seq + 1, "one event");
        assert_eq!(view.bridge().expect("a bridge view").current.cards.len(), 1);
        assert_eq!(view.due(), Some(asker));
    }
    let _ = db;
}
