//! `halfbridge play`, run as real processes against a server started in
//! this test (on a loopback port, a temporary database): four robot
//! clients play a whole board, and what the server refuses.

mod common;

use std::path::PathBuf;
use std::time::Instant;

use common::{
    WAIT, acted, create, play, read_log, record_actions, records, replay_score, wait_all,
};

/// A server in this process on a runtime of its own, stopped when dropped.
struct Server {
    addr: String,
    stop: Option<std::sync::mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    fn start(db: &std::path::Path) -> Self {
        let url = format!("sqlite://{}", db.display());
        let (addr_tx, addr_rx) = std::sync::mpsc::channel();
        let (stop, stop_rx) = std::sync::mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("a runtime");
            rt.block_on(async {
                let store = server::open_store(&url).await.expect("the store");
                let app = server::App::new(store).await.expect("the server");
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                    .await
                    .expect("a port");
                addr_tx
                    .send(listener.local_addr().expect("an address"))
                    .expect("sent");
                tokio::spawn(async move {
                    let _ = server::serve(listener, app, None, std::future::pending()).await;
                });
            });
            let _ = stop_rx.recv();
            rt.shutdown_background();
        });
        let addr = addr_rx
            .recv_timeout(std::time::Duration::from_secs(30))
            .expect("the server started");
        Self {
            addr: addr.to_string(),
            stop: Some(stop),
            thread: Some(thread),
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// A fresh directory for one test's database and logs.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("halfbridge-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temp dir");
    dir
}

#[test]
fn four_robot_clients_play_a_board_and_their_scores_are_the_replays() {
    let dir = temp_dir("play-board");
    let server = Server::start(&dir.join("t.db"));
    let deadline = Instant::now() + WAIT;
    for game in ["minibridge", "contract"] {
        let (id, invites) = create(
            &server.addr,
            &format!(r#"{{"game":"{game}","boards":1,"level":"beginner"}}"#),
        );
        assert_eq!(invites.len(), 4);
        let logs: Vec<PathBuf> = invites
            .iter()
            .map(|(s, _)| dir.join(format!("{game}-{s}.jsonl")))
            .collect();
        let children = invites
            .iter()
            .zip(&logs)
            .map(|((_, url), log)| play(url, log, &["--level", "beginner"]))
            .collect();
        for out in wait_all(children, deadline) {
            assert!(out.status.success(), "{game}: {out:?}");
            let said = String::from_utf8_lossy(&out.stderr);
            assert!(said.contains("the match is over"), "{said}");
        }
        let logs: Vec<_> = logs.iter().map(|l| read_log(l)).collect();
        let stored = records(&server.addr, &id);
        assert_eq!(stored.len(), 1, "{game}");
        let replayed = replay_score(&stored[0]);
        for (log, (seat, _)) in logs.iter().zip(&invites) {
            let last = log.last().expect("messages");
            assert_eq!(last["view"]["over"], true, "{game} {seat}");
            assert_eq!(last["view"]["scores"][0], replayed, "{game} {seat}");
            // Each frame told this seat's view only.
            let full = ["North", "East", "South", "West"]
                .iter()
                .find(|s| s.starts_with(seat.as_str()))
                .expect("a seat");
            assert!(
                log.iter()
                    .filter(|m| m.get("view").is_some())
                    .all(|m| m["view"]["seat"] == *full)
            );
        }
        // The actions each client was told, numbered 1, 2, 3…, are the records'.
        let told = acted(&logs);
        let seqs: Vec<u64> = told.iter().map(|t| t.0).collect();
        assert_eq!(seqs, (1..=seqs.len() as u64).collect::<Vec<_>>(), "{game}");
        let actions: Vec<_> = told.into_iter().map(|t| t.2).collect();
        assert_eq!(actions, record_actions(&stored), "{game}");
    }
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_wrong_token_or_table_is_a_clear_failure() {
    let dir = temp_dir("play-refused");
    let server = Server::start(&dir.join("t.db"));
    let (id, invites) = create(
        &server.addr,
        r#"{"game":"minibridge","level":"beginner","robots":["E","S","W"]}"#,
    );
    let url = &invites[0].1;
    let token = url.split("token=").nth(1).expect("a token");
    let cases = [
        (
            url.replace(token, "00112233445566778899aabbccddeeff"),
            "bad_token",
        ),
        (url.replace(&id, "0000000000000000"), "no_table"),
        (format!("http://{}/?table={id}", server.addr), "no token"),
        ("https://example.org/?table=a&token=b".to_string(), "https"),
    ];
    for (invite, said) in cases {
        let out = play(&invite, &dir.join("refused.jsonl"), &[])
            .wait_with_output()
            .expect("ends");
        assert!(!out.status.success(), "{invite}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(said), "{invite}: {err}");
        assert_eq!(err.lines().count(), 1, "one line: {err}");
    }
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn four_robot_clients_play_a_gbridge_game_and_its_record_replays_to_their_totals() {
    let dir = temp_dir("play-gbridge");
    let server = Server::start(&dir.join("t.db"));
    let (id, invites) = create(
        &server.addr,
        r#"{"game":"gbridge","boards":5,"level":"beginner"}"#,
    );
    assert_eq!(invites.len(), 4);
    let logs: Vec<PathBuf> = invites
        .iter()
        .map(|(s, _)| dir.join(format!("gbridge-{s}.jsonl")))
        .collect();
    let children = invites
        .iter()
        .zip(&logs)
        .map(|((_, url), log)| play(url, log, &["--level", "beginner"]))
        .collect();
    for out in wait_all(children, Instant::now() + WAIT) {
        assert!(out.status.success(), "{out:?}");
    }
    let logs: Vec<_> = logs.iter().map(|l| read_log(l)).collect();
    let stored = records(&server.addr, &id);
    assert_eq!(stored.len(), 1, "the game's record, once over");
    let record: engine::gbridge::GameRecord =
        serde_json::from_value(stored[0].clone()).expect("the engine's GBridge record");
    let game = engine::gbridge::Game::from_record(&record).expect("replays");
    assert!(game.is_over());
    assert_eq!(game.scoreboard().rows.len(), 5);
    let totals = serde_json::to_value(game.scoreboard().totals()).expect("JSON");
    for log in &logs {
        let last = &log.last().expect("messages")["view"];
        assert_eq!(last["game"], "GBridge");
        assert_eq!(last["over"], true);
        assert_eq!(last["totals"], totals);
    }
    let told: Vec<_> = acted(&logs).into_iter().map(|t| t.2).collect();
    let actions: Vec<_> = record
        .actions
        .iter()
        .map(|a| serde_json::to_value(a).expect("JSON"))
        .collect();
    assert_eq!(told, actions, "every action told, once, in order");
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}
