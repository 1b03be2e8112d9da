//! Whole boards played online by four WebSocket clients (and robots), on a
//! loopback server with a temporary database: scores against the engine's
//! replay of the stored records, what each seat was sent, a server killed in
//! the middle of a trick.

mod common;

use common::{Client, TestServer, simple_action, temp_db, view_of};
use engine::Seat;
use engine::table::{Phase, Table};
use server::game::View;
use server::protocol::ServerMessage;

/// Connects a client for each token.
async fn seat_clients(server: &TestServer, id: &str, seats: &[(Seat, String)]) -> Vec<Client> {
    let mut clients = Vec::new();
    for (seat, token) in seats {
        let url = server.ws_url(id, Some(token), None);
        clients.push(
            Client::connect(&url, Some(*seat), None)
                .await
                .expect("joins"),
        );
    }
    clients
}

/// Plays on until the match is over: each client reads one frame per event;
/// the client due acts. Returns the last view. Stops early after `stop_after`
/// actions when given (then returns the view at that point).
async fn play(clients: &mut [Client], mut views: Vec<View>, stop_after: Option<usize>) -> View {
    let mut acted = 0;
    loop {
        let view = views[0].clone();
        if view.over || stop_after == Some(acted) {
            return view;
        }
        let due = view.due.expect("someone is due");
        if let Some(i) = clients.iter().position(|c| c.seat == Some(due)) {
            let action = simple_action(&views[i]);
            assert!(clients[i].act(action).await);
            acted += 1;
        }
        // A robot's turn: its action arrives as the next frame.
        views.clear();
        for c in clients.iter_mut() {
            let m = c.next().await.expect("a frame");
            let ServerMessage::Acted { .. } = m else {
                panic!("expected an action, got {m:?}");
            };
            views.push(view_of(&m).expect("a view").clone());
        }
    }
}

/// Each client's first state, brought to the same sequence number: robots
/// may act between one client's joining and the next's.
async fn first_views(clients: &mut [Client]) -> Vec<View> {
    let mut views = Vec::new();
    for c in clients.iter_mut() {
        let m = c.next().await.expect("the state");
        assert!(matches!(m, ServerMessage::State { .. }), "{m:?}");
        views.push(view_of(&m).expect("a view").clone());
    }
    let newest = clients.iter().map(|c| c.last_seq).max().unwrap_or(0);
    for (c, view) in clients.iter_mut().zip(views.iter_mut()) {
        while c.last_seq < newest {
            let m = c.next().await.expect("an action");
            *view = view_of(&m).expect("a view").clone();
        }
    }
    views
}

async fn whole_board(game: &str) {
    let (_dir, db) = temp_db();
    whole_board_at(game, &format!("sqlite://{}", db.display())).await;
}

/// Four clients play a board of `game` on a server on the database at
/// `url`; the score is the engine's, and a new server on that database
/// answers the same records.
async fn whole_board_at(game: &str, url: &str) {
    let server = TestServer::start_url(url);
    let (id, seats) = server
        .create(&format!(
            r#"{{"game":"{game}","boards":1,"level":"beginner"}}"#
        ))
        .await;
    assert_eq!(seats.len(), 4);
    let mut clients = seat_clients(&server, &id, &seats).await;
    let views = first_views(&mut clients).await;
    let last = play(&mut clients, views, None).await;
    assert!(last.over);
    // Every action counted once, as stored; nothing refused.
    let (status, metrics) = server.http("GET", "/metrics", "").await;
    assert_eq!(status, 200);
    let counter = |name: &str| -> u64 {
        metrics
            .lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
            .unwrap_or_else(|| panic!("{name} in {metrics}"))
    };
    let acted = clients[0]
        .frames
        .iter()
        .filter(|t| matches!(serde_json::from_str(t), Ok(ServerMessage::Acted { .. })))
        .count();
    assert_eq!(counter("halfbridge_actions_total"), acted as u64);
    assert_eq!(
        counter("halfbridge_action_latency_seconds_count"),
        counter("halfbridge_actions_total")
    );
    assert_eq!(counter("halfbridge_tables"), 1);
    assert_eq!(counter("halfbridge_connections"), 4);
    assert!(
        !metrics
            .lines()
            .any(|l| l.starts_with("halfbridge_errors_total") && !l.ends_with(" 0")),
        "{metrics}"
    );
    let stored = server.records(&id).await;
    assert_eq!(stored.len(), 1);
    let table = Table::replay(&stored[0]).expect("the record replays");
    assert!(table.is_over());
    assert_eq!(Some(last.scores[0]), table.ns_score(), "{game}");
    // Rebuilt from the database by a new server: the same records.
    server.kill();
    let again = TestServer::start_url(url);
    assert_eq!(again.records(&id).await, stored);
    let (status, body) = again.http("GET", &format!("/api/tables/{id}"), "").await;
    assert_eq!(status, 200);
    let public: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(public["view"]["over"], true);
    assert!(common::no_seed(&body) && !body.contains("token"), "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_clients_play_a_board_of_minibridge_and_the_score_is_the_engines() {
    whole_board("minibridge").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_clients_play_a_board_of_halfbridge_and_the_score_is_the_engines() {
    whole_board("halfbridge").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_clients_play_a_board_of_contract_bridge_and_the_score_is_the_engines() {
    whole_board("contract").await;
}

/// Checks every frame `client` was sent: another hand only when the rules
/// show it (dummy to its declarer, dummy to all once faced, every hand once
/// the board is over), legal cards only from hands it may play, no seeds.
fn check_hidden(client: &Client) {
    let me = client.seat.expect("a seat");
    for text in &client.frames {
        assert!(common::no_seed(text) && !text.contains("token"), "{text}");
        let m: ServerMessage = serde_json::from_str(text).expect("a message");
        let Some(v) = view_of(&m) else { continue };
        let over = matches!(
            v.phase,
            Phase::Finished | Phase::PassedOut | Phase::ThrownIn
        );
        let dummy = v.declarer.map(Seat::partner);
        let faced = v.game == engine::rules::Variant::MiniBridge
            || !v.tricks.is_empty()
            || !v.current.cards.is_empty();
        for other in Seat::ALL {
            if other == me || v.hands[other as usize].is_none() {
                continue;
            }
            let may = over || (Some(other) == dummy && (v.declarer == Some(me) || faced));
            assert!(may, "{me} saw {other}'s hand: {text}");
        }
        if let Some(legal) = v.legal {
            let mine = v.hands[me as usize].expect("its own hand");
            let dummy_hand = dummy
                .and_then(|d| v.hands[d as usize])
                .unwrap_or(engine::Hand::EMPTY);
            for card in legal.iter() {
                assert!(mine.contains(card) || dummy_hand.contains(card), "{text}");
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_seat_is_sent_a_card_before_the_rules_show_it() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    for game in ["minibridge", "halfbridge", "contract"] {
        // Two humans, two robots, two boards.
        let (id, seats) = server
            .create(&format!(
                r#"{{"game":"{game}","boards":2,"level":"beginner","robots":["E","W"]}}"#
            ))
            .await;
        assert_eq!(seats.len(), 2);
        let mut clients = seat_clients(&server, &id, &seats).await;
        let views = first_views(&mut clients).await;
        let last = play(&mut clients, views, None).await;
        assert!(last.over);
        assert_eq!(last.scores.len(), 2);
        for c in &clients {
            assert!(c.frames.len() > 20);
            check_hidden(c);
        }
        // Every hand of the last board, once it is over.
        assert!(last.hands.iter().all(Option::is_some), "{game}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_trick_resumes_and_the_record_has_each_action_once() {
    let (_dir, db) = temp_db();
    killed_mid_trick_at(&format!("sqlite://{}", db.display())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgresql_four_clients_play_a_board_and_the_score_is_the_engines() {
    let pg = server::store::test_postgres::TestPostgres::start();
    whole_board_at("halfbridge", &pg.url).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgresql_a_server_killed_mid_trick_resumes_with_each_action_once() {
    let pg = server::store::test_postgres::TestPostgres::start();
    killed_mid_trick_at(&pg.url).await;
}

/// `/api/ready` answers 200 while the database does, 503 once it is gone
/// (`/api/health`, the process alive, stays 200).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readiness_follows_the_database() {
    let pg = server::store::test_postgres::TestPostgres::start();
    let server = TestServer::start_url(&pg.url);
    assert_eq!(server.http("GET", "/api/ready", "").await.0, 200);
    pg.stop();
    let (status, body) = server.http("GET", "/api/ready", "").await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("\"storage\""), "{body}");
    assert_eq!(server.http("GET", "/api/health", "").await.0, 200);
}

/// A store that stores the append at sequence number `at` and then fails
/// as a database does that went away before it answered the commit; and
/// whose next `reads_fail` reads of a log fail (the database still away).
struct LostAnswer {
    inner: std::sync::Arc<dyn server::store::Store>,
    at: std::sync::Arc<std::sync::atomic::AtomicU64>,
    reads_fail: std::sync::Arc<std::sync::atomic::AtomicU32>,
}

impl server::store::Store for LostAnswer {
    fn create_table<'a>(&'a self, id: &'a str, spec: &'a str) -> server::store::BoxFuture<'a, ()> {
        self.inner.create_table(id, spec)
    }
    fn update_spec<'a>(&'a self, id: &'a str, spec: &'a str) -> server::store::BoxFuture<'a, ()> {
        self.inner.update_spec(id, spec)
    }
    fn append<'a>(
        &'a self,
        id: &'a str,
        seq: u64,
        event: &'a str,
    ) -> server::store::BoxFuture<'a, ()> {
        Box::pin(async move {
            self.inner.append(id, seq, event).await?;
            let lost = self
                .at
                .compare_exchange(
                    seq,
                    0,
                    std::sync::atomic::Ordering::SeqCst,
                    std::sync::atomic::Ordering::SeqCst,
                )
                .is_ok();
            if lost {
                return Err(server::store::StoreError::Database(
                    "error communicating with database: expected to read 5 bytes, got 0 bytes at EOF".into(),
                ));
            }
            Ok(())
        })
    }
    fn events_since<'a>(
        &'a self,
        id: &'a str,
        seq: u64,
    ) -> server::store::BoxFuture<'a, Vec<(u64, String)>> {
        let fails = self
            .reads_fail
            .fetch_update(
                std::sync::atomic::Ordering::SeqCst,
                std::sync::atomic::Ordering::SeqCst,
                |n| n.checked_sub(1),
            )
            .is_ok();
        if fails {
            return Box::pin(async {
                Err(server::store::StoreError::Database(
                    "connection refused".into(),
                ))
            });
        }
        self.inner.events_since(id, seq)
    }
    fn snapshot<'a>(
        &'a self,
        id: &'a str,
        seq: u64,
        state: &'a str,
    ) -> server::store::BoxFuture<'a, ()> {
        self.inner.snapshot(id, seq, state)
    }
    fn load_all(&self) -> server::store::BoxFuture<'_, Vec<server::store::Stored>> {
        self.inner.load_all()
    }
    fn load<'a>(
        &'a self,
        id: &'a str,
    ) -> server::store::BoxFuture<'a, Option<server::store::Stored>> {
        self.inner.load(id)
    }
    fn ping(&self) -> server::store::BoxFuture<'_, ()> {
        self.inner.ping()
    }
}

/// The database stores an action and goes away before it answers (a
/// PostgreSQL stopped as it committed): the player is told `storage`, yet
/// the action is in the log. The table reads its log again by itself, and
/// again while the database is still away (its first two reads fail),
/// though nobody acts: every seat is sent the state with the action in
/// it, once, the same action sent again is refused as stale (never stored
/// twice), and play goes on to the end. Before, every later action was
/// refused as a duplicate and the table never moved again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_stored_whose_answer_was_lost_is_told_once_and_play_goes_on() {
    let (_dir, db) = temp_db();
    let at = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
    let reads_fail = std::sync::Arc::new(std::sync::atomic::AtomicU32::new(0));
    let (failing, refusing) = (at.clone(), reads_fail.clone());
    let server = TestServer::start_wrapped(
        &format!("sqlite://{}", db.display()),
        Box::new(move |inner| {
            std::sync::Arc::new(LostAnswer {
                inner,
                at: failing,
                reads_fail: refusing,
            })
        }),
    );
    let (id, seats) = server
        .create(r#"{"game":"minibridge","boards":1,"level":"beginner"}"#)
        .await;
    let mut clients = seat_clients(&server, &id, &seats).await;
    let views = first_views(&mut clients).await;
    let view = play(&mut clients, views, Some(9)).await;
    let seq = clients[0].last_seq;
    let due = view.due.expect("someone is due");
    let i = clients
        .iter()
        .position(|c| c.seat == Some(due))
        .expect("a person");
    let mine = clients[i].view.clone().expect("its view");
    let action = simple_action(&mine);

    at.store(seq + 1, std::sync::atomic::Ordering::SeqCst);
    reads_fail.store(2, std::sync::atomic::Ordering::SeqCst);
    assert!(clients[i].act(action).await);
    let m = clients[i].next().await.expect("an answer");
    assert!(
        matches!(
            m,
            ServerMessage::Error {
                code: server::protocol::ErrorCode::Storage,
                ..
            }
        ),
        "{m:?}"
    );
    // The table catches up with its log at its third try, nobody acting:
    // everyone gets the state with the action in it.
    let mut views = Vec::new();
    for c in &mut clients {
        let m = c.next().await.expect("the state");
        assert!(matches!(m, ServerMessage::State { .. }), "{m:?}");
        assert_eq!(common::seq_of(&m), seq + 1, "{m:?}");
        views.push(view_of(&m).expect("a view").clone());
    }
    assert_ne!(views[0].due, Some(due), "the action was taken");
    assert_eq!(
        reads_fail.load(std::sync::atomic::Ordering::SeqCst),
        0,
        "read again after each failure"
    );
    // The same action again, as chosen at `seq`: stale, stored never.
    assert!(
        clients[i]
            .send_json(serde_json::json!({"type": "act", "action": action, "seq": seq}))
            .await
    );
    let m = clients[i].next().await.expect("an answer");
    assert!(
        matches!(
            m,
            ServerMessage::Error {
                code: server::protocol::ErrorCode::Stale,
                ..
            }
        ),
        "{m:?}"
    );
    let last = play(&mut clients, views, None).await;
    assert!(last.over);
    let stored = server.records(&id).await;
    assert_eq!(stored[0].plays.len(), 52, "every card once");
    assert_eq!(
        Some(last.scores[0]),
        Table::replay(&stored[0]).expect("replays").ns_score()
    );
}

/// PostgreSQL stopped in the middle of a board: a person's action is
/// refused with `storage` and nobody is told of it; once the database is
/// back, the same action is taken, the robots (which retry by themselves)
/// play on, and the records hold every action told, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgresql_a_database_restart_loses_nothing_and_acknowledges_nothing_unstored() {
    let pg = server::store::test_postgres::TestPostgres::start();
    let server = TestServer::start_url(&pg.url);
    let (id, seats) = server
        .create(r#"{"game":"minibridge","boards":1,"level":"beginner"}"#)
        .await;
    let mut clients = seat_clients(&server, &id, &seats).await;
    let views = first_views(&mut clients).await;
    let view = play(&mut clients, views, Some(9)).await;
    let seq = clients[0].last_seq;
    let due = view.due.expect("someone is due");
    let i = clients
        .iter()
        .position(|c| c.seat == Some(due))
        .expect("a person");
    let mine = clients[i]
        .frames
        .iter()
        .rev()
        .find_map(|t| {
            serde_json::from_str::<ServerMessage>(t)
                .ok()
                .and_then(|m| view_of(&m).cloned())
        })
        .expect("its view");
    let action = simple_action(&mine);

    pg.stop();
    assert!(clients[i].act(action).await);
    let m = clients[i].next().await.expect("an answer");
    assert!(
        matches!(
            m,
            ServerMessage::Error {
                code: server::protocol::ErrorCode::Storage,
                ..
            }
        ),
        "{m:?}"
    );
    pg.resume();
    // The pool reconnects on its next use: the same action again until it
    // is taken (bounded).
    let mut taken = None;
    for _ in 0..50 {
        assert!(clients[i].act(action).await);
        match clients[i].next().await.expect("an answer") {
            m @ ServerMessage::Acted { .. } => {
                taken = Some(m);
                break;
            }
            ServerMessage::Error {
                code: server::protocol::ErrorCode::Storage,
                ..
            } => {
                tokio::time::sleep(std::time::Duration::from_millis(200)).await;
            }
            m => panic!("{m:?}"),
        }
    }
    let taken = taken.expect("taken once the database was back");
    assert_eq!(
        common::seq_of(&taken),
        seq + 1,
        "nothing was stored while it was down"
    );
    let mut views = vec![view_of(&taken).expect("a view").clone()];
    for (j, c) in clients.iter_mut().enumerate() {
        if j != i {
            let m = c.next().await.expect("the same action");
            assert_eq!(common::seq_of(&m), seq + 1);
            views.push(view_of(&m).expect("a view").clone());
        }
    }
    // `play` reads views[k] as clients[k]'s: put the actor's back in place.
    let actor = views.remove(0);
    views.insert(i, actor);
    let last = play(&mut clients, views, None).await;
    assert!(last.over);
    let stored = server.records(&id).await;
    assert_eq!(stored[0].plays.len(), 52);
    assert_eq!(
        Some(last.scores[0]),
        Table::replay(&stored[0]).expect("replays").ns_score()
    );
}

/// A server on the database at `url` is killed in the middle of the second
/// trick and started again; the clients come back with their last `seq`,
/// finish the board, and were told of every action once, as stored.
async fn killed_mid_trick_at(url: &str) {
    let server = TestServer::start_url(url);
    let (id, seats) = server
        .create(r#"{"game":"minibridge","boards":1,"level":"beginner"}"#)
        .await;
    let mut clients = seat_clients(&server, &id, &seats).await;
    let views = first_views(&mut clients).await;
    // The contract and six cards: the middle of the second trick.
    let view = play(&mut clients, views, Some(7)).await;
    assert_eq!(view.tricks.len(), 1);
    assert_eq!(view.current.cards.len(), 2);
    server.kill();
    for c in &mut clients {
        assert!(c.next().await.is_none(), "the connection is gone");
    }

    let server = TestServer::start_url(url);
    let mut views = Vec::new();
    for c in &mut clients {
        let url = server.ws_url(
            &id,
            Some(
                &seats
                    .iter()
                    .find(|s| Some(s.0) == c.seat)
                    .expect("a seat")
                    .1,
            ),
            Some(c.last_seq),
        );
        let mut again = Client::connect(&url, c.seat, None)
            .await
            .expect("back in its seat");
        let m = again.next().await.expect("the state");
        let ServerMessage::State { seq, view } = &m else {
            panic!("{m:?}")
        };
        assert_eq!(*seq, 7, "where the last acknowledged action left it");
        let view = view.bridge().expect("a bridge view");
        assert_eq!(view.current.cards.len(), 2);
        views.push(view.clone());
        again.frames.splice(0..0, c.frames.drain(..));
        *c = again;
    }
    let last = play(&mut clients, views, None).await;
    assert!(last.over);

    // Every action the clients were told of, in order, once; and the record.
    let mut seen = Vec::new();
    for text in &clients[0].frames {
        if let Ok(ServerMessage::Acted { seq, action, .. }) = serde_json::from_str(text) {
            seen.push((seq, action));
        }
    }
    let seqs: Vec<u64> = seen.iter().map(|s| s.0).collect();
    assert_eq!(seqs, (1..=53).collect::<Vec<_>>());
    let stored = server.records(&id).await;
    let plays: Vec<_> = seen
        .iter()
        .filter_map(|(_, a)| match a {
            server::game::Move::Play(c) => Some(*c),
            _ => None,
        })
        .collect();
    assert_eq!(stored[0].plays, plays);
    assert_eq!(
        Some(last.scores[0]),
        Table::replay(&stored[0]).expect("replays").ns_score()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_comes_back_gets_the_frames_it_missed() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (id, seats) = server
        .create(r#"{"game":"halfbridge","boards":1,"level":"beginner","robots":["E","S","W"]}"#)
        .await;
    let url = server.ws_url(&id, Some(&seats[0].1), None);
    let mut north = Client::connect(&url, Some(Seat::North), None)
        .await
        .expect("joins");
    let first = north.next().await.expect("the state");
    let seen = common::seq_of(&first);
    drop(north);
    // The robots play on until nothing more can move: North due (its seat
    // waits for it), or the board over and the Closed Room compared. A
    // spectator watches for that; then North comes back.
    let settled = |v: &View| v.due == Some(Seat::North) || (v.over && !v.rooms.is_empty());
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    watcher.next().await.expect("the state");
    if !watcher.view.as_ref().is_some_and(settled) {
        watcher
            .until(|m| view_of(m).is_some_and(settled))
            .await
            .expect("the robots stop");
    }
    let (_, body) = server.http("GET", &format!("/api/tables/{id}"), "").await;
    let public: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    let now = public["seq"].as_u64().expect("a seq");
    let url = server.ws_url(&id, Some(&seats[0].1), Some(seen));
    let mut back = Client::connect(&url, Some(Seat::North), None)
        .await
        .expect("back");
    if now > seen + server::table::HISTORY as u64 {
        // More missed than the table keeps (the robots played on while
        // North was dummy): the whole state, as it is now.
        let m = back.next().await.expect("the state");
        assert!(
            matches!(m, ServerMessage::State { seq, .. } if seq == now),
            "{m:?}"
        );
    } else if now > seen {
        // Each action missed, and the Closed Room's `rooms` when the board
        // ended meanwhile.
        for expected in seen + 1..=now {
            let m = back.next_any().await.expect("a missed frame");
            let (ServerMessage::Acted { seq, .. } | ServerMessage::Rooms { seq, .. }) = m else {
                panic!("{m:?}")
            };
            assert_eq!(seq, expected);
        }
    } else {
        // Nothing missed: the state again, at the same number.
        let m = back.next().await.expect("the state");
        assert!(
            matches!(m, ServerMessage::State { seq, .. } if seq == seen),
            "{m:?}"
        );
    }
}

/// The GBridge view a frame carries, if any.
fn gbridge_view(text: &str) -> Option<server::game::GbridgeView> {
    let m: ServerMessage = serde_json::from_str(text).expect("a server message");
    match m {
        ServerMessage::State { view, .. } | ServerMessage::Acted { view, .. } => {
            view.gbridge().cloned()
        }
        _ => None,
    }
}

/// Plays GBridge on: the client due bids or plays the first it may, every
/// client reads every action; until the game is over or `stop` (the table's
/// sequence number) is reached. Returns the actions the clients took.
async fn gbridge_play(
    clients: &mut [Client],
    views: &mut [server::game::GbridgeView],
    stop: Option<u64>,
) -> usize {
    let mut acted = 0;
    loop {
        // Each client's newest view, at the table's newest number.
        let newest = clients.iter().map(|c| c.last_seq).max().unwrap_or(0);
        for (c, v) in clients.iter_mut().zip(views.iter_mut()) {
            while c.last_seq < newest {
                let m = c.next().await.expect("a frame");
                if let ServerMessage::State { view, .. } | ServerMessage::Acted { view, .. } = m {
                    *v = view.gbridge().expect("a GBridge view").clone();
                }
            }
        }
        if views[0].over || stop.is_some_and(|s| newest >= s) {
            return acted;
        }
        let due = views[0].due.expect("someone is due");
        if let Some(i) = clients.iter().position(|c| c.seat == Some(due)) {
            let v = &views[i];
            let action = match (&v.legal_bids, v.legal) {
                (Some(bids), _) => serde_json::json!({"Bid": bids[0]}),
                (None, Some(cards)) => {
                    serde_json::json!({"Play": cards.iter().next().expect("a card")})
                }
                _ => panic!("the seat due is told what it may do: {v:?}"),
            };
            let text =
                serde_json::json!({"type": "act", "action": action, "seq": newest}).to_string();
            assert!(clients[i].send_text(&text).await);
            acted += 1;
        }
        // The next action (a person's or a robot's) reaches everyone.
        for (c, v) in clients.iter_mut().zip(views.iter_mut()) {
            let m = c.next().await.expect("a frame");
            assert!(matches!(m, ServerMessage::Acted { .. }), "{m:?}");
            *v = gbridge_view(c.frames.last().expect("a frame")).expect("a view");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gbridge_table_killed_mid_round_resumes_where_it_was() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (id, seats) = server
        .create(r#"{"game":"gbridge","boards":3,"level":"beginner"}"#)
        .await;
    assert_eq!(seats.len(), 4);
    let mut clients = seat_clients(&server, &id, &seats).await;
    let mut views = Vec::new();
    for c in &mut clients {
        c.next().await.expect("the state");
        views.push(gbridge_view(c.frames.last().expect("a frame")).expect("a view"));
    }
    // Round 1 (4 bids, 4 cards), round 2 (4 bids, 8 cards), then 3 more
    // actions: in round 3's bidding, after two snapshots (one a round).
    gbridge_play(&mut clients, &mut views, Some(23)).await;
    assert_eq!((views[0].round, views[0].bids.len()), (3, 3));
    let (_, before) = server.http("GET", &format!("/api/tables/{id}"), "").await;
    server.kill();
    let server = TestServer::start(&db);
    let (_, after) = server.http("GET", &format!("/api/tables/{id}"), "").await;
    let before: serde_json::Value = serde_json::from_str(&before).expect("JSON");
    let after: serde_json::Value = serde_json::from_str(&after).expect("JSON");
    assert_eq!(before["seq"], 23);
    assert_eq!(
        (&before["seq"], &before["view"]),
        (&after["seq"], &after["view"]),
        "the same state after the restart"
    );
    for (c, (seat, token)) in clients.iter_mut().zip(&seats) {
        let url = server.ws_url(&id, Some(token), Some(c.last_seq));
        *c = Client::connect(&url, Some(*seat), None)
            .await
            .expect("back");
    }
    for (c, v) in clients.iter_mut().zip(views.iter_mut()) {
        let m = c.next().await.expect("the state");
        assert!(matches!(m, ServerMessage::State { seq: 23, .. }), "{m:?}");
        *v = gbridge_view(c.frames.last().expect("a frame")).expect("a view");
    }
    gbridge_play(&mut clients, &mut views, None).await;
    assert!(views[0].over);
    let (_, body) = server
        .http("GET", &format!("/api/tables/{id}/records"), "")
        .await;
    let records: Vec<engine::gbridge::GameRecord> = serde_json::from_str(&body).expect("records");
    let game = engine::gbridge::Game::from_record(&records[0]).expect("replays");
    assert_eq!(game.scoreboard(), views[0].scoreboard);
    assert_eq!(records[0].actions.len(), 4 + 4 + 4 + 8 + 4 + 12);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_gbridge_game_shows_each_seat_its_own_hand_only() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    // Two people, two robots, four rounds (1 to 4 cards each), and a spectator.
    let (id, seats) = server
        .create(r#"{"game":"gbridge","boards":4,"level":"beginner","robots":["E","W"]}"#)
        .await;
    assert_eq!(seats.len(), 2);
    let mut clients = seat_clients(&server, &id, &seats).await;
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    let mut views: Vec<_> = Vec::new();
    for c in &mut clients {
        c.next().await.expect("the state");
        views.push(gbridge_view(c.frames.last().expect("a frame")).expect("a GBridge view"));
    }
    let acted = gbridge_play(&mut clients, &mut views, None).await;
    assert!(acted > 10, "the people played ({acted} actions)");
    let last = &views[0];
    assert_eq!(last.scoreboard.rows.len(), 4);
    while watcher.last_seq < clients[0].last_seq {
        watcher.next().await.expect("a frame");
    }
    // What each seat was sent: its own hand only, what it may do only when
    // due, no seed, no token.
    for c in clients.iter().chain([&watcher]) {
        assert!(c.frames.len() > 20);
        for text in &c.frames {
            assert!(common::no_seed(text) && !text.contains("token"), "{text}");
            let Some(v) = gbridge_view(text) else {
                continue;
            };
            assert_eq!(v.seat, c.seat);
            for other in Seat::ALL {
                assert_eq!(
                    v.hands[other as usize].is_some(),
                    c.seat == Some(other),
                    "{:?} saw {other}: {text}",
                    c.seat
                );
            }
            let due = v.due.is_some() && v.due == c.seat;
            assert!(v.legal.is_none() || due, "{text}");
            assert!(v.legal_bids.is_none() || due, "{text}");
        }
    }
    // The records: the engine's game record once the game is over; it
    // replays to the scoreboard every seat was shown.
    let (status, body) = server
        .http("GET", &format!("/api/tables/{id}/records"), "")
        .await;
    assert_eq!(status, 200);
    let records: Vec<engine::gbridge::GameRecord> = serde_json::from_str(&body).expect("records");
    assert_eq!(records.len(), 1);
    let game = engine::gbridge::Game::from_record(&records[0]).expect("replays");
    assert!(game.is_over());
    assert_eq!(game.scoreboard(), last.scoreboard);
    assert_eq!(records[0].actions.len() as u64, clients[0].last_seq);
}

/// Waits (within [`common::WAIT`]) until the server counts `n` open
/// WebSockets.
async fn until_connections(server: &TestServer, n: u64) {
    let deadline = tokio::time::Instant::now() + common::WAIT;
    while server.metric("halfbridge_connections").await != n {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{n} connections in time"
        );
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
}

/// Nobody watching, the spectators' frames are not made or kept: a
/// spectator who comes back gets the whole state, never frames with a gap.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_back_after_nobody_watched_gets_the_whole_state() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    // A deal where North does not declare: South plays its own cards, so
    // the robots cannot play the board through before the watcher leaves.
    let (id, seats) = server
        .create_where(
            r#"{"game":"minibridge","boards":1,"level":"beginner","robots":["N","E","W"]}"#,
            |declarer| declarer != Seat::North,
        )
        .await;
    let mut south = Client::connect(
        &server.ws_url(&id, Some(&seats[0].1), None),
        Some(Seat::South),
        None,
    )
    .await
    .expect("joins");
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    let first = watcher.next().await.expect("the state");
    assert!(matches!(first, ServerMessage::State { .. }));
    let left_at = watcher.last_seq;
    // South's connection is counted too (the server counts one once its
    // upgrade is done, after the client's connect returns) before the
    // watcher leaves; the watcher's leave is queued at the table once the
    // server counts one connection again. A frame made before the leave is
    // still kept for the spectators (they watched), those after it not.
    until_connections(&server, 2).await;
    watcher.close().await;
    until_connections(&server, 1).await;
    let (_, body) = server.http("GET", &format!("/api/tables/{id}"), "").await;
    let public: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    let gone_at = public["seq"].as_u64().expect("a seq");
    // South plays on (the robots too) until the table has moved 6 events,
    // one at least since nobody watched.
    let mut acted_at = None;
    while south.last_seq < (left_at + 6).max(gone_at + 1) {
        let m = south.next().await.expect("a frame");
        let Some(view) = view_of(&m).cloned() else {
            continue;
        };
        if view.due == Some(Seat::South) && acted_at != Some(south.last_seq) {
            acted_at = Some(south.last_seq);
            assert!(south.act(simple_action(&view)).await);
        }
    }
    let mut back = Client::connect(&server.ws_url(&id, None, Some(left_at)), None, None)
        .await
        .expect("watches again");
    let m = back.next().await.expect("a frame");
    assert!(
        matches!(m, ServerMessage::State { .. }),
        "the whole state, got {m:?}"
    );
    assert!(back.last_seq >= left_at + 6);
}
