//! Figures for docs/BENCHMARKS.md, by hand (ignored in the test run):
//! `cargo test -p halfbridge-server --release --test figures -- --ignored --nocapture`
//! (action to the other seats, robot decisions per level, bridge and
//! GBridge, memory per table).

mod common;

use std::time::{Duration, Instant};

use common::{Client, TestServer, simple_action, temp_db, view_of};
use engine::board::Board;
use engine::bot::Level;
use engine::rules::Rules;
use engine::stats::Timing;
use engine::table::Table;
use engine::view::SeatView;
use server::protocol::ServerMessage;

/// The time from a seat's action to the last of the other three seats'
/// screens (their `acted` frame), on loopback, over whole boards.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement"]
async fn action_to_the_other_seats_on_loopback() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (id, seats) = server
        .create(r#"{"game":"halfbridge","boards":4,"level":"beginner"}"#)
        .await;
    let mut clients = Vec::new();
    for (seat, token) in &seats {
        let url = server.ws_url(&id, Some(token), None);
        clients.push(
            Client::connect(&url, Some(*seat), None)
                .await
                .expect("joins"),
        );
    }
    let mut views = Vec::new();
    for c in &mut clients {
        let m = c.next().await.expect("state");
        views.push(view_of(&m).expect("view").clone());
    }
    let mut times = Vec::new();
    while !views[0].over {
        let due = views[0].due.expect("due");
        let i = clients
            .iter()
            .position(|c| c.seat == Some(due))
            .expect("a client");
        let action = simple_action(&views[i]);
        let start = Instant::now();
        assert!(clients[i].act(action).await);
        let mut slowest = Duration::ZERO;
        for (j, c) in clients.iter_mut().enumerate() {
            let m = c.next().await.expect("a frame");
            assert!(matches!(m, ServerMessage::Acted { .. }));
            if j != i {
                slowest = slowest.max(start.elapsed());
            }
            views[j] = view_of(&m).expect("view").clone();
        }
        times.push(slowest.as_secs_f64() * 1000.0);
    }
    let t = Timing::of(times.clone());
    println!(
        "action to the other seats, ms over {} actions: {t:?}",
        times.len()
    );
}

/// A robot's decision on the server (a thread of its own, the level's
/// deadline), over the first cards of some deals.
#[test]
#[ignore = "a measurement"]
fn a_robot_decision_on_the_server() {
    for level in [Level::Beginner, Level::Standard, Level::Expert] {
        let mut times = Vec::new();
        // Expert's 3 s deadline: fewer deals.
        let deals = if level == Level::Expert { 2 } else { 6 };
        for seed in 0..deals {
            let mut table = Table::new(Board::from_seed(1, seed), Rules::HALFBRIDGE);
            while table.plays().len() < 8 && !table.is_over() {
                let view = SeatView::of(&table).expect("a view");
                let handle = std::thread::Builder::new()
                    .stack_size(32 << 20)
                    .spawn(move || {
                        let start = Instant::now();
                        let a = server::table::robot_decision(&view, level, seed);
                        (a, start.elapsed())
                    })
                    .expect("a thread");
                let (action, took) = handle.join().expect("decided");
                if took > level.deadline().unwrap_or(Duration::MAX) {
                    println!(
                        "{level}: {action:?} after {} cards took {took:?}",
                        table.plays().len()
                    );
                }
                table
                    .act_in_turn(action.expect("an action"))
                    .expect("legal");
                times.push(took.as_secs_f64() * 1000.0);
            }
        }
        println!(
            "{level}: decision ms over {}: {:?}",
            times.len(),
            Timing::of(times.clone())
        );
    }
}

/// The process's resident memory, in KB (Linux).
fn rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

/// Memory per table: the server's resident memory grown by 200 new tables
/// (nobody seated yet), then by 50 tables of four robots (Beginner) that
/// each played a board of MiniBridge to its end (every audience's last
/// frames kept for clients that come back).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement"]
async fn memory_per_table() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    // One table first: the runtime, the database's pages, the allocator warm.
    server.create(r#"{"game":"minibridge"}"#).await;
    let before = rss_kb();
    for _ in 0..200 {
        server.create(r#"{"game":"halfbridge","boards":4}"#).await;
    }
    let idle = rss_kb();
    let grown = idle as i64 - before as i64;
    println!(
        "200 new tables: {grown} KB, {:.1} KB a table",
        grown as f64 / 200.0
    );
    let mut ids = Vec::new();
    for _ in 0..50 {
        let (id, _) = server
            .create(r#"{"game":"minibridge","level":"beginner","robots":["N","E","S","W"]}"#)
            .await;
        ids.push(id);
    }
    let deadline = Instant::now() + Duration::from_secs(300);
    for id in &ids {
        loop {
            let (_, body) = server.http("GET", &format!("/api/tables/{id}"), "").await;
            let v: serde_json::Value = serde_json::from_str(&body).expect("JSON");
            if v["view"]["over"] == true {
                break;
            }
            assert!(Instant::now() < deadline, "the robots finish their boards");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    let played = rss_kb();
    // Signed: run alone (`memory_per_table -- --test-threads=1`), or the
    // other measurements' threads come and go in the same process.
    let grown = played as i64 - idle as i64;
    println!(
        "50 tables of robots, a board each played: {grown} KB, {:.1} KB a table",
        grown as f64 / 50.0
    );
}

/// GBridge robots' decisions on the server (`RobotView::decide`, the
/// server's path), over a whole game of 13 rounds (1 to 13 cards).
#[test]
#[ignore = "a measurement"]
fn a_gbridge_robot_decision_on_the_server() {
    use engine::gbridge::{Game, GameRules};
    use server::game::RobotView;
    for level in [Level::Beginner, Level::Standard, Level::Expert] {
        let mut game = Game::new(7, GameRules::default());
        let mut times = Vec::new();
        while let Some(view) = game.current().and_then(engine::gbridge::SeatView::of) {
            let handle = std::thread::Builder::new()
                .stack_size(32 << 20)
                .spawn(move || {
                    let start = Instant::now();
                    let a = RobotView::Gbridge(view).decide(level, 11);
                    (a, start.elapsed())
                })
                .expect("a thread");
            let (action, took) = handle.join().expect("decided");
            let action = action
                .and_then(server::game::Move::gbridge)
                .expect("an action");
            game.act_in_turn(action).expect("legal");
            times.push(took.as_secs_f64() * 1000.0);
        }
        println!(
            "GBridge {level}: decision ms over {}: {:?}",
            times.len(),
            Timing::of(times.clone())
        );
    }
}
