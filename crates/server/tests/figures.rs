//! Figures for docs/BENCHMARKS.md, by hand (ignored in the test run):
//! `cargo test -p halfbridge-server --release --test figures -- --ignored --nocapture`.

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
    for level in [Level::Beginner, Level::Standard] {
        let mut times = Vec::new();
        for seed in 0..6u64 {
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
