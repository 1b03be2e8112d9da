//! The double-dummy review online (issue 22: "the comparison, scorecard
//! and review work online as they do solo"): `GET
//! /api/tables/{id}/review/{board}` answers the engine's review of the
//! table's record against its Closed Room's, once the board is over at the
//! table, and an error holding no card before (the review shows every
//! hand).

mod common;

use common::{Client, TestServer, simple_action, temp_db};
use engine::review::BoardReview;
use engine::table::TableRecord;
use server::protocol::ServerMessage;

async fn get(server: &TestServer, path: &str) -> (u16, String) {
    server.http("GET", path, "").await
}

/// Whether `text` holds a card or a hand (a suit symbol, or PBN's dots).
fn holds_a_card(text: &str) -> bool {
    text.contains(['♠', '♥', '♦', '♣']) || text.contains("..")
}

/// Asks the review of `board` and checks it is refused with `status` and
/// `code`, with no card in the answer.
async fn refused(server: &TestServer, id: &str, board: &str, status: u16, code: &str) {
    let (got, body) = get(server, &format!("/api/tables/{id}/review/{board}")).await;
    assert_eq!(got, status, "{body}");
    let v: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(v["error"], code, "{body}");
    assert!(!holds_a_card(&body), "{body}");
}

/// The engine's review of two records, on a thread with a large stack.
fn engine_review(open: TableRecord, closed: TableRecord) -> BoardReview {
    std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let mut solver = pons_dds::Solver::new(contract_bridge::Strain::Notrump);
            engine::review::review_board(&mut solver, &open, &closed)
        })
        .expect("a thread")
        .join()
        .expect("the review")
}

async fn records(server: &TestServer, id: &str, what: &str) -> Vec<TableRecord> {
    let (status, body) = get(server, &format!("/api/tables/{id}/{what}")).await;
    assert_eq!(status, 200, "{body}");
    serde_json::from_str(&body).expect("records")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_review_of_a_board_comes_once_it_is_over_and_is_the_engines() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (id, seats) = server
        .create(r#"{"game":"minibridge","boards":2,"level":"beginner"}"#)
        .await;
    // Before any card: refused, and no card in the answer.
    refused(&server, &id, "1", 409, "not_over").await;
    refused(&server, &id, "2", 409, "not_over").await;
    refused(&server, &id, "3", 404, "no_board").await;
    refused(&server, &id, "0", 404, "no_board").await;
    refused(&server, &id, "x", 404, "no_board").await;
    refused(&server, "nope", "1", 404, "no_table").await;

    let mut clients = Vec::new();
    for (seat, token) in &seats {
        let mut c = Client::connect(&server.ws_url(&id, Some(token), None), Some(*seat), None)
            .await
            .expect("joins");
        c.next().await.expect("the state");
        clients.push(c);
    }
    // Board 1 to its end, each seat asking the review after every action:
    // refused until the board is over.
    loop {
        let view = clients[0].view.clone().expect("a view");
        if view.boards_done >= 1 {
            break;
        }
        let due = view.due.expect("someone is due");
        let i = clients
            .iter()
            .position(|c| c.seat == Some(due))
            .expect("a person's seat");
        let action = simple_action(clients[i].view.as_ref().expect("its view"));
        assert!(clients[i].act(action).await);
        for c in &mut clients {
            c.until(|m| matches!(m, ServerMessage::Acted { .. }))
                .await
                .expect("the action");
        }
        if clients[0].view.as_ref().is_some_and(|v| v.boards_done == 0) {
            refused(&server, &id, "1", 409, "not_over").await;
        }
    }
    // Board 1 over: its Closed Room may still play (409 closed_pending
    // meanwhile); once its `rooms` came, the review.
    let (status, body) = get(&server, &format!("/api/tables/{id}/review/1")).await;
    assert!(
        status == 409 && body.contains("closed_pending") || status == 200,
        "{status} {body}"
    );
    if clients[0].view.as_ref().is_none_or(|v| v.rooms.is_empty()) {
        clients[0]
            .until(|m| matches!(m, ServerMessage::Rooms { board: 1, .. }))
            .await
            .expect("board 1's Closed Room");
    }
    let (status, body) = get(&server, &format!("/api/tables/{id}/review/1")).await;
    assert_eq!(status, 200, "{body}");
    let got: BoardReview = serde_json::from_str(&body).expect("a BoardReview");
    let open = records(&server, &id, "records").await;
    let closed = records(&server, &id, "closed").await;
    assert_eq!(open.len(), 1);
    assert_eq!(closed.len(), 1);
    let want = engine_review(open[0].clone(), closed[0].clone());
    assert_eq!(got, want);
    assert!(got.open.is_some() || open[0].contract.is_none());
    // Kept: the same answer again.
    let (status, again) = get(&server, &format!("/api/tables/{id}/review/1")).await;
    assert_eq!((status, again), (200, body));
    // Board 2 is in play: its hands are not public.
    refused(&server, &id, "2", 409, "not_over").await;

    // GBridge has no review.
    let (gid, _) = server
        .create(r#"{"game":"gbridge","boards":1,"level":"beginner","robots":["N","E","S","W"]}"#)
        .await;
    refused(&server, &gid, "1", 404, "no_review").await;
}
