//! Two instances on one PostgreSQL and one NATS (`App::clustered`): a
//! client at one instance plays at a table the other runs, an instance
//! killed has its tables taken over, an instance stopped hands them over at
//! once; each action is stored once, and each table runs at one instance.

mod common;

use std::time::{Duration, Instant};

use common::{Client, TestServer, WAIT, simple_action, view_of};
use engine::Seat;
use engine::table::{Table, TableRecord};
use server::game::View;
use server::protocol::ServerMessage;
use server::store::test_postgres::TestPostgres;
use server::test_nats::TestNats;

const TABLE: &str = r#"{"game":"minibridge","boards":1,"level":"beginner","robots":["N","E","W"]}"#;

/// Plays South until the match is over (`Some(last view)`), the table is
/// at sequence number `stop_at` (`None`), or the connection closes
/// (`None`). South may be dummy: then North (a robot) plays its cards.
async fn play_south(client: &mut Client, stop_at: Option<u64>) -> Option<View> {
    let mut acted_at = None;
    loop {
        let m = client.next().await?;
        if let ServerMessage::Error { code, message, .. } = &m {
            panic!("refused: {code:?}: {message}");
        }
        let Some(view) = view_of(&m).cloned() else {
            continue;
        };
        if view.over {
            return Some(view);
        }
        if stop_at.is_some_and(|s| client.last_seq >= s) {
            return None;
        }
        if view.due == Some(Seat::South) && acted_at != Some(client.last_seq) {
            acted_at = Some(client.last_seq);
            assert!(client.act(simple_action(&view)).await);
        }
    }
}

/// Connects to `url` as `seat`, again while the table is moving or not yet
/// found by the instance asked (503: "again later", as a page does), within
/// [`WAIT`]; the refusal's status otherwise.
async fn connect_again_later(url: &str, seat: Option<Seat>) -> Result<Client, u16> {
    let started = Instant::now();
    loop {
        match Client::connect(url, seat, None).await {
            Err(503) if started.elapsed() < WAIT => {
                tokio::time::sleep(Duration::from_millis(50)).await
            }
            answer => return answer,
        }
    }
}

/// Connects South to `server` ([`connect_again_later`]).
async fn connect_south(
    server: &TestServer,
    id: &str,
    token: &str,
    last_seq: Option<u64>,
) -> Client {
    connect_again_later(&server.ws_url(id, Some(token), last_seq), Some(Seat::South))
        .await
        .unwrap_or_else(|status| panic!("connect: {status}"))
}

/// Two instances on a PostgreSQL and a NATS of their own, a table made at
/// `a`, and South connected (at `a`, or through `b` when `through_b`) and
/// played to sequence number `stop_at`: the board in the play.
struct InPlay {
    a: TestServer,
    b: TestServer,
    id: String,
    token: String,
    south: Client,
    // Dropped after the instances that use them: where the struct is taken
    // apart they are bound first, by name (a `..` would drop them at once).
    _nats: TestNats,
    _pg: TestPostgres,
}

/// Starts [`InPlay`]. The robots play from the table's start, before
/// anyone sits (`ask_robot` as the table's task starts): where South is
/// dummy, North's robot plays both hands, and the board may be over before
/// South's client sees frame `stop_at` (South at `b`, relayed: once in
/// `scripts/test.sh` and once in ten runs of this file). That start is set
/// aside, only when South is dummy, and all is made again, so that each
/// test's instances hold one table, in the play.
async fn in_play(through_b: bool, stop_at: u64) -> InPlay {
    for _ in 0..6 {
        let (pg, nats) = (TestPostgres::start(), TestNats::start());
        let a = TestServer::start_cluster(&pg.url, &nats.url);
        let b = TestServer::start_cluster(&pg.url, &nats.url);
        let (id, seats) = a.create(TABLE).await;
        let token = seats[0].1.clone();
        let mut south = connect_south(if through_b { &b } else { &a }, &id, &token, None).await;
        match play_south(&mut south, Some(stop_at)).await {
            None => {
                return InPlay {
                    a,
                    b,
                    id,
                    token,
                    south,
                    _nats: nats,
                    _pg: pg,
                };
            }
            Some(over) => assert_eq!(
                over.declarer,
                Some(Seat::North),
                "the board was over before frame {stop_at}, South not dummy"
            ),
        }
    }
    panic!("South was dummy at six tables in a row, each played through before frame {stop_at}");
}

/// Every card South's client was told of is in the record once, and the
/// record replays to the end.
fn check_record(client: &Client, stored: &[TableRecord]) {
    assert_eq!(stored.len(), 1);
    let table = Table::replay(&stored[0]).expect("the record replays");
    assert!(table.is_over());
    let mut cards = std::collections::HashSet::new();
    for card in &stored[0].plays {
        assert!(cards.insert(*card), "{card} stored twice");
    }
    for text in &client.frames {
        if let Ok(ServerMessage::Acted {
            action: server::game::Move::Play(card),
            ..
        }) = serde_json::from_str(text)
        {
            assert!(cards.contains(&card), "{card} was told but is not stored");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_at_one_instance_plays_at_a_table_the_other_runs() {
    let (pg, nats) = (TestPostgres::start(), TestNats::start());
    let a = TestServer::start_cluster(&pg.url, &nats.url);
    let b = TestServer::start_cluster(&pg.url, &nats.url);
    let (id, seats) = a.create(TABLE).await;
    let token = &seats[0].1;
    // The token is checked by the instance running the table.
    // (b may answer 503 until it has found the table: again later.)
    let refused = connect_again_later(&b.ws_url(&id, Some("not-a-token"), None), None).await;
    assert_eq!(refused.err(), Some(401));
    let (status, _) = b.http("GET", "/api/tables/0123456789abcdef", "").await;
    assert_eq!(status, 404, "no such table, at either instance");
    // South at b, a spectator at a.
    let mut south = connect_south(&b, &id, token, None).await;
    let mut watcher = Client::connect(&a.ws_url(&id, None, None), None, None)
        .await
        .expect("watches at a");
    let last = play_south(&mut south, None)
        .await
        .expect("the board is played");
    assert!(last.over);
    let stored = b.records(&id).await;
    assert_eq!(stored, a.records(&id).await, "b asks a");
    check_record(&south, &stored);
    // The spectator saw the same table, and no hand it may not see.
    let seen = watcher
        .until(|m| view_of(m).is_some_and(|v| v.over))
        .await
        .expect("the end");
    assert_eq!(view_of(&seen).map(|v| v.scores.clone()), Some(last.scores));
    // The table runs at a alone.
    assert_eq!(a.metric("halfbridge_tables").await, 1);
    assert_eq!(b.metric("halfbridge_tables").await, 0);
    let (status, public) = b.http("GET", &format!("/api/tables/{id}"), "").await;
    assert_eq!(status, 200);
    assert!(
        common::no_seed(&public) && !public.contains("token"),
        "{public}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_instance_s_table_is_taken_over_from_the_log_and_nothing_is_lost() {
    let InPlay {
        _pg,
        _nats,
        a,
        b,
        id,
        token,
        south,
    } = in_play(false, 12).await;
    let killed = Instant::now();
    a.kill();
    // South comes back at b, from its last sequence number; b takes the
    // table over once a's lease has expired.
    let mut again = connect_south(&b, &id, &token, Some(south.last_seq)).await;
    let took = killed.elapsed();
    eprintln!(
        "taken over {took:?} after the kill (lease {:?})",
        server::cluster::LEASE
    );
    again.frames = south.frames.clone();
    let last = play_south(&mut again, None)
        .await
        .expect("the board is finished");
    assert!(last.over);
    check_record(&again, &b.records(&id).await);
    assert_eq!(b.metric("halfbridge_takeovers_total").await, 1);
    assert_eq!(b.metric("halfbridge_tables").await, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopped_instance_hands_its_table_over_at_once() {
    // South at b, relayed to a.
    let InPlay {
        _pg,
        _nats,
        a,
        b,
        id,
        token,
        mut south,
    } = in_play(true, 10).await;
    let stopped = Instant::now();
    a.terminate();
    // b took the table when a released it: the relay closed, and South
    // comes back to a table running at b, long before a lease could expire.
    while south.next_any().await.is_some() {}
    let mut again = connect_south(&b, &id, &token, Some(south.last_seq)).await;
    let took = stopped.elapsed();
    assert!(
        took < server::cluster::LEASE,
        "handed over in {took:?}, not left to expire"
    );
    again.frames = south.frames.clone();
    let last = play_south(&mut again, None)
        .await
        .expect("the board is finished");
    assert!(last.over);
    check_record(&again, &b.records(&id).await);
    assert_eq!(b.metric("halfbridge_takeovers_total").await, 1);
}

/// An instance whose lease was lost while it ran the table (paused, cut
/// off from the database until the lease expired, and another took it)
/// is refused its next append by the fence, stops the table and closes
/// its connections; the client comes back to the instance that runs it
/// (taken from the log by whichever instance looked first).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_instance_fenced_off_stops_the_table_and_its_clients_move() {
    let InPlay {
        _pg: pg,
        _nats,
        a,
        b,
        id,
        token,
        mut south,
    } = in_play(false, 6).await;
    // The lease expires under a's feet (a ghost held it last).
    let db = server::store::PostgresStore::open(&pg.url)
        .await
        .expect("connects");
    db.expire_lease_for_tests(&id).await;
    // b takes the table within a second; a's next append is fenced off,
    // so a stops the table and South's connection closes.
    while south.next_any().await.is_some() {
        if let Some(view) = south.view.clone()
            && view.due == Some(Seat::South)
        {
            let _ = south.act(simple_action(&view)).await;
        }
    }
    let mut again = connect_south(&b, &id, &token, Some(south.last_seq)).await;
    again.frames = south.frames.clone();
    let last = play_south(&mut again, None)
        .await
        .expect("the board is finished");
    assert!(last.over);
    check_record(&again, &b.records(&id).await);
    // Whichever instance looked first took the free table from the log (a
    // too may: its old task stopped at the fence); it runs at one alone.
    let took =
        a.metric("halfbridge_takeovers_total").await + b.metric("halfbridge_takeovers_total").await;
    assert_eq!(took, 1, "taken over once");
    let running = a.metric("halfbridge_tables").await + b.metric("halfbridge_tables").await;
    assert_eq!(running, 1, "run by one instance");
}
