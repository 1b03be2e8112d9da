//! The team match's Closed Room online (issue 22): every board of a bridge
//! table is played again by four robots at the table's level; its result is
//! stored as a log entry of its own and shown (the view's `rooms`) once the
//! board is over at the table, never before; a restart neither loses nor
//! plays again a Closed Room stored, and plays again one that is missing,
//! to the same result.

mod common;

use common::{Client, TestServer, no_seed, simple_action, temp_db, view_of};
use engine::Seat;
use engine::table::{Table, TableRecord};
use server::claims::LogEntry;
use server::game::View;
use server::protocol::ServerMessage;
use sqlx::Row as _;

async fn get_records(server: &TestServer, id: &str, what: &str) -> Vec<TableRecord> {
    let (status, body) = server
        .http("GET", &format!("/api/tables/{id}/{what}"), "")
        .await;
    assert_eq!(status, 200, "{body}");
    serde_json::from_str(&body).expect("records")
}

/// Connects the four seats' clients and a spectator; each has its state.
async fn connect(
    server: &TestServer,
    id: &str,
    seats: &[(Seat, String)],
    last_seq: Option<u64>,
) -> (Vec<Client>, Client) {
    let mut clients = Vec::new();
    for (seat, token) in seats {
        let url = server.ws_url(id, Some(token), last_seq);
        let mut c = Client::connect(&url, Some(*seat), None)
            .await
            .expect("joins");
        let m = c.next().await.expect("the state");
        assert!(matches!(m, ServerMessage::State { .. }), "{m:?}");
        clients.push(c);
    }
    let mut watcher = Client::connect(&server.ws_url(id, None, None), None, None)
        .await
        .expect("watches");
    let m = watcher.next().await.expect("the state");
    assert!(matches!(m, ServerMessage::State { .. }), "{m:?}");
    (clients, watcher)
}

/// Plays the board in play to its end (the seat due acts, everyone reads
/// the action), then waits for its Closed Room's `rooms` frame at every
/// connection. Returns the view after it.
async fn play_board(clients: &mut [Client], watcher: &mut Client) -> View {
    let start = clients[0].view.as_ref().expect("a view").boards_done;
    loop {
        let view = clients[0].view.clone().expect("a view");
        if view.boards_done > start {
            break;
        }
        let due = view.due.expect("someone is due");
        let i = clients
            .iter()
            .position(|c| c.seat == Some(due))
            .expect("a person's seat");
        let action = simple_action(clients[i].view.as_ref().expect("its view"));
        assert!(clients[i].act(action).await);
        for c in clients.iter_mut().chain([&mut *watcher]) {
            let m = c
                .until(|m| matches!(m, ServerMessage::Acted { .. } | ServerMessage::Error { .. }))
                .await
                .expect("the action");
            assert!(matches!(m, ServerMessage::Acted { .. }), "{m:?}");
        }
    }
    let board = u8::try_from(start + 1).expect("a board");
    for c in clients.iter_mut().chain([&mut *watcher]) {
        let m = c
            .until(|m| matches!(m, ServerMessage::Rooms { board: b, .. } if *b == board))
            .await
            .expect("the Closed Room");
        let v = view_of(&m).expect("a view");
        assert!(v.rooms.iter().any(|r| r.board == board), "{m:?}");
    }
    clients[0].view.clone().expect("a view")
}

/// Every frame of `frames`: a Closed Room's cards (its record's plays) only
/// in a frame whose view has that board over; `rooms` only of boards over;
/// no seed.
fn check_frames(frames: &[String], closed: &[TableRecord]) {
    let plays: Vec<String> = closed
        .iter()
        .map(|r| serde_json::to_string(&r.plays).expect("JSON"))
        .collect();
    for text in frames {
        assert!(no_seed(text), "{text}");
        let m: ServerMessage = serde_json::from_str(text).expect("a message");
        let view = view_of(&m);
        if let Some(v) = view {
            for r in &v.rooms {
                assert!(usize::from(r.board) <= v.boards_done, "{text}");
            }
        }
        for (i, p) in plays.iter().enumerate() {
            if text.contains(p.as_str()) {
                assert!(
                    view.is_some_and(|v| v.boards_done > i),
                    "board {}'s Closed Room before the board was over: {text}",
                    i + 1
                );
            }
        }
    }
}

/// The view's comparisons against the engine: the table's and the Closed
/// Room's records replayed, the net and its IMPs, the totals.
fn check_rooms(view: &View, records: &[TableRecord], closed: &[TableRecord]) {
    assert_eq!(view.rooms.len(), records.len());
    assert_eq!(closed.len(), records.len());
    for (i, room) in view.rooms.iter().enumerate() {
        assert_eq!(usize::from(room.board), i + 1);
        let open = Table::replay(&records[i]).expect("the table's record replays");
        let other = Table::replay(&closed[i]).expect("the Closed Room's record replays");
        assert!(other.is_over());
        // The same board: deal, dealer, vulnerability.
        assert_eq!(closed[i].board, records[i].board);
        assert_eq!(Some(room.comparison.open_ns), open.ns_score());
        assert_eq!(Some(room.comparison.closed_ns), other.ns_score());
        let net = engine::team::net_score(room.comparison.open_ns, room.comparison.closed_ns);
        assert_eq!(room.comparison.net, net);
        assert_eq!(room.comparison.imps, engine::team::imps(net));
        assert_eq!(room.contract, other.contract());
        assert_eq!(room.declarer, other.declarer());
        assert_eq!(room.tricks, other.declarer_tricks());
        // The record sent is the Closed Room's, its board's seed left out.
        assert_eq!(room.record.plays, closed[i].plays);
        assert_eq!(room.record.board.deal, closed[i].board.deal);
        assert_eq!(room.record.board.seed, None);
    }
    assert_eq!(
        view.imps_ns,
        view.rooms.iter().map(|r| r.comparison.imps).sum::<i32>()
    );
    assert_eq!(
        view.net_ns,
        view.rooms.iter().map(|r| r.comparison.net).sum::<i32>()
    );
}

/// The table's log entries: (seq, entry).
async fn log_entries(db: &std::path::Path, id: &str) -> Vec<(i64, LogEntry)> {
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", db.display()))
        .await
        .expect("the database");
    let rows = sqlx::query("SELECT seq, event FROM events WHERE table_id = ? ORDER BY seq")
        .bind(id)
        .fetch_all(&pool)
        .await
        .expect("the events");
    pool.close().await;
    rows.iter()
        .map(|r| {
            let text: String = r.get(1);
            (r.get(0), serde_json::from_str(&text).expect("a log entry"))
        })
        .collect()
}

/// The boards of the Closed Room entries in the log, with their seq.
fn closed_entries(entries: &[(i64, LogEntry)]) -> Vec<(i64, u8)> {
    entries
        .iter()
        .filter_map(|(seq, e)| match e {
            LogEntry::Closed { closed } => Some((*seq, closed.board)),
            _ => None,
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_board_has_its_closed_room_shown_once_over_and_a_restart_keeps_or_replays_it() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (id, seats) = server
        .create(r#"{"game":"minibridge","boards":2,"level":"beginner"}"#)
        .await;
    assert_eq!(seats.len(), 4);
    let (mut clients, mut watcher) = connect(&server, &id, &seats, None).await;
    let first = clients[0].view.clone().expect("a view");
    assert!(first.rooms.is_empty());

    // Board 1, then its Closed Room.
    let after_one = play_board(&mut clients, &mut watcher).await;
    assert_eq!(after_one.boards_done, 1);
    assert_eq!(after_one.rooms.len(), 1);
    let room_one = after_one.rooms[0].clone();
    let closed_one = get_records(&server, &id, "closed").await;
    assert_eq!(closed_one.len(), 1);

    // Killed after board 1: the same Closed Room after the restart.
    let last_seq = clients[0].last_seq;
    let mut frames: Vec<Vec<String>> = clients
        .iter()
        .chain([&watcher])
        .map(|c| c.frames.clone())
        .collect();
    drop(clients);
    drop(watcher);
    server.kill();
    let server = TestServer::start(&db);
    let (mut clients, mut watcher) = connect(&server, &id, &seats, Some(last_seq)).await;
    let back = clients[0].view.clone().expect("a view");
    assert_eq!(back.rooms, vec![room_one.clone()]);
    assert_eq!(get_records(&server, &id, "closed").await, closed_one);

    // Board 2, then its Closed Room.
    let last = play_board(&mut clients, &mut watcher).await;
    assert!(last.over);
    let records = get_records(&server, &id, "records").await;
    let closed = get_records(&server, &id, "closed").await;
    assert_eq!(closed[0], closed_one[0]);
    check_rooms(&last, &records, &closed);
    assert_eq!(last.rooms[0], room_one);
    for c in &clients {
        assert_eq!(c.view.as_ref().expect("a view").rooms, last.rooms);
    }
    assert_eq!(watcher.view.as_ref().expect("a view").rooms, last.rooms);
    for (all, c) in frames.iter_mut().zip(clients.iter().chain([&watcher])) {
        all.extend(c.frames.iter().cloned());
        assert!(all.len() > 50);
        check_frames(all, &closed);
    }
    drop(clients);
    drop(watcher);
    server.kill();

    // The log holds one Closed Room per board: none was played twice.
    let entries = log_entries(&db, &id).await;
    let rooms = closed_entries(&entries);
    assert_eq!(
        rooms.iter().map(|r| r.1).collect::<Vec<_>>(),
        vec![1, 2],
        "{rooms:?}"
    );
    assert_eq!(
        i64::try_from(entries.len()).ok(),
        entries.last().map(|e| e.0)
    );

    // Board 2's entry lost (the last one): played again after a restart,
    // to the same result, and told.
    let (lost, _) = rooms[1];
    assert_eq!(Some(lost), entries.last().map(|e| e.0));
    delete_event(&db, &id, lost).await;
    let server = TestServer::start(&db);
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    let m = watcher.next().await.expect("the state");
    if view_of(&m).expect("a view").rooms.len() < 2 {
        let m = watcher
            .until(|m| matches!(m, ServerMessage::Rooms { board: 2, .. }))
            .await
            .expect("board 2's Closed Room played again");
        assert!(
            matches!(m, ServerMessage::Rooms { seq, .. } if i64::try_from(seq).ok() == Some(lost))
        );
    }
    assert_eq!(watcher.view.as_ref().expect("a view").rooms, last.rooms);
    assert_eq!(get_records(&server, &id, "closed").await, closed);
    drop(watcher);
    server.kill();
    let entries = log_entries(&db, &id).await;
    assert_eq!(closed_entries(&entries), rooms);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_robots_table_compares_every_board_with_its_closed_room() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (id, seats) = server
        .create(r#"{"game":"minibridge","boards":2,"level":"beginner","robots":["N","E","S","W"]}"#)
        .await;
    assert!(seats.is_empty());
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    let done = |v: &View| v.over && v.rooms.len() == 2;
    let m = watcher.next_any().await.expect("the state");
    if !view_of(&m).is_some_and(done) {
        watcher
            .until(|m| view_of(m).is_some_and(done))
            .await
            .expect("the match and both Closed Rooms");
    }
    let view = watcher.view.clone().expect("a view");
    let records = get_records(&server, &id, "records").await;
    let closed = get_records(&server, &id, "closed").await;
    check_rooms(&view, &records, &closed);
    check_frames(&watcher.frames, &closed);
    // A GBridge table has no Closed Room.
    let (gid, _) = server
        .create(r#"{"game":"gbridge","boards":1,"level":"beginner","robots":["N","E","S","W"]}"#)
        .await;
    assert!(get_records(&server, &gid, "closed").await.is_empty());
}

/// Deletes event `seq` of table `id` (a log entry lost).
async fn delete_event(db: &std::path::Path, id: &str, seq: i64) {
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", db.display()))
        .await
        .expect("the database");
    sqlx::query("DELETE FROM events WHERE table_id = ? AND seq = ?")
        .bind(id)
        .bind(seq)
        .execute(&pool)
        .await
        .expect("deleted");
    pool.close().await;
}

/// The seat due's client's index and its simple action.
fn due_action(clients: &[Client]) -> (usize, Seat, engine::table::Action) {
    let view = clients[0].view.as_ref().expect("a view");
    let due = view.due.expect("someone is due");
    let i = clients
        .iter()
        .position(|c| c.seat == Some(due))
        .expect("a person's seat");
    (
        i,
        due,
        simple_action(clients[i].view.as_ref().expect("its view")),
    )
}

/// Every client reads on to the next `acted` (an error fails).
async fn all_acted(clients: &mut [Client]) -> Vec<ServerMessage> {
    let mut out = Vec::new();
    for c in clients.iter_mut() {
        let m = c
            .until(|m| matches!(m, ServerMessage::Acted { .. } | ServerMessage::Error { .. }))
            .await
            .expect("the action");
        assert!(matches!(m, ServerMessage::Acted { .. }), "{m:?}");
        out.push(m);
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_closed_room_stored_mid_board_makes_no_action_stale_and_no_undo_takes_it_back() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (id, seats) = server
        .create(r#"{"game":"minibridge","boards":2,"level":"beginner"}"#)
        .await;
    let (mut clients, mut watcher) = connect(&server, &id, &seats, None).await;
    let after_one = play_board(&mut clients, &mut watcher).await;
    let room_one = after_one.rooms[0].clone();
    let room_seq = watcher.last_seq;
    // Board 2's first action (by `first`).
    let (i, first, action) = due_action(&clients);
    assert!(clients[i].act(action).await);
    all_acted(&mut clients).await;
    drop(clients);
    drop(watcher);
    server.kill();
    // Board 1's Closed Room lost, board 2's first action stored in its
    // place: the room is played again after the restart and stored in the
    // middle of board 2, after that action.
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", db.display()))
        .await
        .expect("the database");
    let room_at = i64::try_from(room_seq).expect("a seq");
    for statement in [
        "DELETE FROM events WHERE table_id = ? AND seq = ?",
        "UPDATE events SET seq = seq - 1 WHERE table_id = ? AND seq = ? + 1",
    ] {
        sqlx::query(statement)
            .bind(&id)
            .bind(room_at)
            .execute(&pool)
            .await
            .expect("changed");
    }
    pool.close().await;
    let first_action = room_seq;
    let server = TestServer::start(&db);
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    let m = watcher.next().await.expect("the state");
    if view_of(&m).expect("a view").rooms.is_empty() {
        watcher
            .until(|m| matches!(m, ServerMessage::Rooms { board: 1, .. }))
            .await
            .expect("board 1's Closed Room again");
    }
    assert_eq!(watcher.last_seq, first_action + 1);
    assert_eq!(
        watcher.view.as_ref().expect("a view").rooms,
        vec![room_one.clone()]
    );
    let (mut clients, _) = connect(&server, &id, &seats, None).await;
    let view = clients[0].view.clone().expect("a view");
    assert_eq!((view.board, view.boards_done), (2, 1));
    // An action chosen before the Closed Room was stored still fits: the
    // board in play has not changed since.
    let (i, second, action) = due_action(&clients);
    assert_eq!(second, first.lho());
    let act = serde_json::json!({"type": "act", "action": action, "seq": first_action});
    assert!(clients[i].send_json(act.clone()).await);
    for m in all_acted(&mut clients).await {
        assert!(
            matches!(m, ServerMessage::Acted { seq, seat, .. } if seq == first_action + 2 && seat == second),
            "{m:?}"
        );
    }
    // Sent again: stale.
    assert!(clients[i].send_json(act).await);
    let m = clients[i]
        .until(|m| matches!(m, ServerMessage::Error { .. }))
        .await
        .expect("refused");
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
    // `first` takes its action back (and the one after it): the actions
    // go, the Closed Room stored between them stays.
    let f = clients
        .iter()
        .position(|c| c.seat == Some(first))
        .expect("a person");
    assert!(
        clients[f]
            .send_json(serde_json::json!({"type": "undo"}))
            .await
    );
    for opponent in [first.lho(), first.rho()] {
        let j = clients
            .iter()
            .position(|c| c.seat == Some(opponent))
            .expect("a person");
        clients[j]
            .until(|m| matches!(m, ServerMessage::UndoAsked { .. }))
            .await
            .expect("asked");
        assert!(
            clients[j]
                .send_json(serde_json::json!({"type": "answer", "accept": true}))
                .await
        );
    }
    for c in &mut clients {
        let m = c
            .until(|m| matches!(m, ServerMessage::Undone { .. }))
            .await
            .expect("undone");
        let ServerMessage::Undone { action, view, .. } = m else {
            unreachable!()
        };
        assert_eq!(action, first_action);
        let v = view.bridge().expect("a bridge view");
        assert_eq!(v.due, Some(first));
        assert!(v.tricks.is_empty() && v.current.cards.is_empty());
        assert_eq!(v.rooms, vec![room_one.clone()], "the Closed Room stays");
    }
    drop(clients);
    drop(watcher);
    server.kill();
    let entries = log_entries(&db, &id).await;
    assert_eq!(
        closed_entries(&entries),
        vec![(i64::try_from(first_action + 1).expect("a seq"), 1)]
    );
    // Rebuilt again: the undo replayed keeps it too.
    let server = TestServer::start(&db);
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    watcher.next().await.expect("the state");
    assert_eq!(watcher.view.as_ref().expect("a view").rooms, vec![room_one]);
}
