//! Seats online: display names and the `seats` message, a person who drops
//! and the robot that stands in for them, coming back, leaving on purpose,
//! the host's seats, the chat.

mod common;

use std::time::Duration;

use common::{Client, TestServer, simple_action, temp_db, view_of};
use engine::Seat;
use engine::table::Table;
use server::Grace;
use server::game::View;
use server::protocol::{ErrorCode, ServerMessage};
use server::seating::{SeatInfo, Sitter};

/// The next `seats` message.
async fn seats(c: &mut Client) -> (Option<Seat>, [SeatInfo; 4]) {
    match c
        .until(|m| matches!(m, ServerMessage::Seats { .. }))
        .await
        .expect("a seats message")
    {
        ServerMessage::Seats { host, seats, .. } => (host, seats),
        _ => unreachable!(),
    }
}

/// The next `seats` message where `ok` holds.
async fn seats_where(c: &mut Client, ok: impl Fn(&[SeatInfo; 4]) -> bool) -> [SeatInfo; 4] {
    loop {
        let (_, s) = seats(c).await;
        if ok(&s) {
            return s;
        }
    }
}

/// The next error's code (a robot's actions may come first).
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

async fn join(server: &TestServer, id: &str, seat: Seat, token: &str) -> Client {
    Client::connect(&server.ws_url(id, Some(token), None), Some(seat), None)
        .await
        .expect("joins")
}

fn token(seats: &[(Seat, String)], seat: Seat) -> String {
    seats
        .iter()
        .find(|s| s.0 == seat)
        .expect("a person's seat")
        .1
        .clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_and_who_sits_where_are_sent_to_everyone() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (id, tokens, answer) = server
        .create_full(r#"{"game":"minibridge","level":"beginner","robots":["E","W"]}"#)
        .await;
    assert_eq!(answer["host"], "S", "the first person's seat in S, N, E, W");

    // North joins: the state, then who sits where.
    let mut north = join(&server, &id, Seat::North, &token(&tokens, Seat::North)).await;
    let first = north.next_any().await.expect("the state");
    assert!(matches!(first, ServerMessage::State { .. }), "{first:?}");
    let second = north.next_any().await.expect("the seats");
    let ServerMessage::Seats { host, seats: s, .. } = second else {
        panic!("{second:?}")
    };
    assert_eq!(host, Some(Seat::South));
    assert_eq!(s[0].sitter, Sitter::Human);
    assert!(s[0].connected);
    assert_eq!(s[1].sitter, Sitter::Robot);
    assert_eq!(s[2].sitter, Sitter::Waiting);
    assert!(!s[2].connected);
    assert_eq!(s[3].sitter, Sitter::Robot);
    assert!(s.iter().all(|x| x.name.is_none() && x.away_ms.is_none()));

    // A name, trimmed; bad names refused.
    assert!(
        north
            .send_json(serde_json::json!({"type": "name", "name": "  Nora <b>N</b> "}))
            .await
    );
    let s = seats_where(&mut north, |s| s[0].name.is_some()).await;
    assert_eq!(s[0].name.as_deref(), Some("Nora <b>N</b>"));
    for bad in ["", "   ", &"x".repeat(25), "a\u{7}b", "two\nlines"] {
        assert!(
            north
                .send_json(serde_json::json!({"type": "name", "name": bad}))
                .await
        );
        assert_eq!(error(&mut north).await, ErrorCode::BadName, "{bad:?}");
    }
    // 24 characters (not bytes) are a name.
    let long = "é".repeat(24);
    assert!(
        north
            .send_json(serde_json::json!({"type": "name", "name": long}))
            .await
    );
    let s = seats_where(&mut north, |s| s[0].name.as_deref() == Some(&long)).await;
    assert_eq!(s[2].sitter, Sitter::Waiting);

    // South joins: North is told.
    let mut south = join(&server, &id, Seat::South, &token(&tokens, Seat::South)).await;
    let (_, s) = seats(&mut south).await;
    assert_eq!(s[0].name.as_deref(), Some(long.as_str()));
    assert_eq!((s[2].sitter, s[2].connected), (Sitter::Human, true));
    let s = seats_where(&mut north, |s| s[2].connected).await;
    assert_eq!(s[2].sitter, Sitter::Human);

    // A spectator sees who sits where, and cannot take a name.
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    let (host, s) = seats(&mut watcher).await;
    assert_eq!(host, Some(Seat::South));
    assert!(s[0].connected && s[2].connected);
    assert!(
        watcher
            .send_json(serde_json::json!({"type": "name", "name": "Spy"}))
            .await
    );
    assert_eq!(error(&mut watcher).await, ErrorCode::Spectator);

    // The public state tells it too.
    let (status, body) = server.http("GET", &format!("/api/tables/{id}"), "").await;
    assert_eq!(status, 200);
    let public: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(public["host"], "South");
    assert_eq!(public["sitters"][0]["name"], long.as_str());
    assert_eq!(public["seats"][1], "robot");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_is_a_persons_seat() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (_, _, answer) = server
        .create_full(r#"{"game":"minibridge","robots":["S"],"host":"E"}"#)
        .await;
    assert_eq!(answer["host"], "E");
    let (_, _, answer) = server
        .create_full(r#"{"game":"minibridge","robots":["S"]}"#)
        .await;
    assert_eq!(answer["host"], "N");
    let (_, _, answer) = server
        .create_full(r#"{"game":"minibridge","robots":["N","E","S","W"]}"#)
        .await;
    assert!(answer["host"].is_null());
    for body in [
        r#"{"game":"minibridge","robots":["S"],"host":"S"}"#,
        r#"{"game":"minibridge","host":"X"}"#,
    ] {
        let (status, text) = server.http("POST", "/api/tables", body).await;
        assert_eq!(status, 400, "{body}");
        assert!(text.contains("unknown_seat"), "{text}");
    }
}

/// A seat's person, played by the test: acts (the simple action) whenever
/// its seat is due and a person plays it, until the match is over. Returns
/// the client and how many actions it took.
async fn autoplay(mut c: Client, mut view: View, mut sitters: [SeatInfo; 4]) -> (Client, usize) {
    let me = c.seat.expect("a seat");
    let mut seq = c.last_seq;
    let mut acted_at = None;
    let mut acted = 0;
    loop {
        if view.over {
            return (c, acted);
        }
        if view.due == Some(me)
            && sitters[me as usize].sitter == Sitter::Human
            && acted_at != Some(seq)
        {
            let action = simple_action(&view);
            assert!(
                c.send_json(serde_json::json!({"type": "act", "action": action, "seq": seq}))
                    .await
            );
            acted_at = Some(seq);
            acted += 1;
        }
        let m = c.next_any().await.expect("a message");
        match m {
            ServerMessage::State { seq: s, view: v }
            | ServerMessage::Acted {
                seq: s, view: v, ..
            } => {
                seq = s;
                view = v.bridge().expect("a bridge view").clone();
            }
            ServerMessage::Seats { seats, .. } => sitters = seats,
            ServerMessage::Error { code, message, .. } => panic!("{me}: {code:?}: {message}"),
            _ => {}
        }
    }
}

/// A table of MiniBridge, people North and South, robots (Beginner) East
/// and West, where East or West declares: North and South both defend, so
/// each plays a card to every trick.
async fn table_east_west_declare(server: &TestServer) -> (String, Vec<(Seat, String)>) {
    for _ in 0..40 {
        let (id, tokens) = server
            .create(r#"{"game":"minibridge","boards":1,"level":"beginner","robots":["E","W"]}"#)
            .await;
        let (_, body) = server.http("GET", &format!("/api/tables/{id}"), "").await;
        let public: serde_json::Value = serde_json::from_str(&body).expect("JSON");
        if matches!(public["view"]["declarer"].as_str(), Some("East" | "West")) {
            return (id, tokens);
        }
    }
    panic!("North–South declared 40 deals in a row");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_who_drops_is_stood_in_for_and_takes_the_seat_back_at_the_next_trick() {
    let (_dir, db) = temp_db();
    let grace = Grace {
        dropped: Duration::from_millis(300),
        left: Duration::from_millis(100),
    };
    let server = TestServer::start_grace(&db, grace);
    let (id, tokens) = table_east_west_declare(&server).await;

    let mut north = join(&server, &id, Seat::North, &token(&tokens, Seat::North)).await;
    north.next().await.expect("the state");
    assert!(
        north
            .send_json(serde_json::json!({"type": "name", "name": "Nora"}))
            .await
    );
    seats_where(&mut north, |s| s[0].name.is_some()).await;
    let mut south = join(&server, &id, Seat::South, &token(&tokens, Seat::South)).await;
    let m = south.next().await.expect("the state");
    let mut view = view_of(&m).expect("a view").clone();
    let mut seq = south.last_seq;

    // North's connection is lost.
    let north_seen = north.last_seq;
    north.close().await;

    // South plays on; North's seat counts down, then a robot plays it;
    // South stops when due after the stand-in played a card.
    let mut counted_down = false;
    let mut stood_in = false;
    let mut robot_played = false;
    let mut acted_at = None;
    loop {
        if view.due == Some(Seat::South) && acted_at != Some(seq) {
            if robot_played {
                break;
            }
            let action = simple_action(&view);
            assert!(
                south
                    .send_json(serde_json::json!({"type": "act", "action": action, "seq": seq}))
                    .await
            );
            acted_at = Some(seq);
        }
        match south.next_any().await.expect("a message") {
            ServerMessage::Seats { seats: s, .. } => {
                let n = &s[0];
                assert_eq!(n.name.as_deref(), Some("Nora"), "the name stays");
                if n.sitter == Sitter::Human && !n.connected {
                    let left = n.away_ms.expect("a countdown");
                    assert!(left <= 300, "{left}");
                    counted_down = true;
                }
                if n.sitter == Sitter::Standin {
                    assert!(counted_down, "the countdown first");
                    assert!(!n.connected && n.away_ms.is_none());
                    stood_in = true;
                }
            }
            ServerMessage::Acted {
                seq: s,
                seat,
                view: v,
                ..
            } => {
                if seat == Seat::North {
                    assert!(stood_in, "nobody plays North before the countdown ends");
                    robot_played = true;
                }
                seq = s;
                view = v.bridge().expect("a bridge view").clone();
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(!view.over, "South holds the table");

    // North comes back (the same token, the last seq seen): the frames
    // missed, then the seats, North connected.
    let url = server.ws_url(&id, Some(&token(&tokens, Seat::North)), Some(north_seen));
    let mut north = Client::connect(&url, Some(Seat::North), None)
        .await
        .expect("back");
    let mut north_view = None;
    let sitters = loop {
        match north.next_any().await.expect("a message") {
            ServerMessage::State { view: v, .. } | ServerMessage::Acted { view: v, .. } => {
                north_view = Some(v.bridge().expect("a bridge view").clone());
            }
            ServerMessage::Seats { seats: s, .. } => break s,
            other => panic!("{other:?}"),
        }
    };
    let north_view = north_view.expect("what North missed");
    assert_eq!(north.last_seq, seq, "nothing moved: South is due");
    assert!(sitters[0].connected);
    // Between tricks at once; in the middle of a trick, at its end.
    let between = north_view.current.cards.is_empty();
    assert_eq!(
        sitters[0].sitter,
        if between {
            Sitter::Human
        } else {
            Sitter::Standin
        },
        "{:?}",
        north_view.current
    );
    let back_at = north.frames.len();

    let south_sitters = seats_where(&mut south, |s| s[0].connected).await;
    let n_task = tokio::spawn(autoplay(north, north_view, sitters));
    let s_task = tokio::spawn(autoplay(south, view, south_sitters));
    let (north, north_acted) = n_task.await.expect("North played");
    let (south, _) = s_task.await.expect("South played");

    // What North was sent since it came back: the seat taken back at the
    // end of the trick in progress (or at once), never stood in for again,
    // and every North card since then North's own.
    let mut taken_back = between;
    let mut trick_open = !between;
    let mut north_after = 0;
    for text in &north.frames[back_at..] {
        let m: ServerMessage = serde_json::from_str(text).expect("a message");
        if !taken_back && !trick_open {
            // The trick is complete: this message gives the seat back.
            assert!(
                matches!(&m, ServerMessage::Seats { seats: s, .. } if s[0].sitter == Sitter::Human),
                "{m:?}"
            );
        }
        match m {
            ServerMessage::Seats { seats: s, .. } => {
                if s[0].sitter == Sitter::Human && !taken_back {
                    assert!(!trick_open, "taken back in the middle of a trick");
                    taken_back = true;
                }
                if taken_back {
                    assert_eq!(s[0].sitter, Sitter::Human);
                }
            }
            ServerMessage::Acted { seat, view: v, .. } => {
                if seat == Seat::North && taken_back {
                    north_after += 1;
                }
                if !taken_back && v.bridge().is_some_and(|b| b.current.cards.is_empty()) {
                    trick_open = false;
                }
            }
            _ => {}
        }
    }
    assert!(taken_back);
    assert_eq!(north_after, north_acted, "North's cards are North's own");
    assert!(north_acted > 0, "North played again");

    // The board is over; the record replays to the score everyone saw, and
    // holds every card South was told of, in order.
    let stored = server.records(&id).await;
    assert_eq!(stored.len(), 1);
    let table = Table::replay(&stored[0]).expect("the record replays");
    let mut plays = Vec::new();
    let mut last = None;
    for text in &south.frames {
        if let Ok(ServerMessage::Acted { action, view, .. }) = serde_json::from_str(text) {
            if let server::game::Move::Play(card) = action {
                plays.push(card);
            }
            last = Some(view);
        }
    }
    assert_eq!(stored[0].plays, plays);
    let last = last.expect("a last view");
    assert!(last.over());
    assert_eq!(
        Some(last.bridge().expect("a bridge view").scores[0]),
        table.ns_score()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_closes_the_connection_and_a_robot_comes_after_the_short_grace() {
    let (_dir, db) = temp_db();
    // Were the long grace used, the robot would come after the test's waits.
    let grace = Grace {
        dropped: Duration::from_secs(600),
        left: Duration::from_millis(200),
    };
    let server = TestServer::start_grace(&db, grace);
    let (id, tokens) = server
        .create(r#"{"game":"minibridge","level":"beginner","robots":["E","W"]}"#)
        .await;
    let mut north = join(&server, &id, Seat::North, &token(&tokens, Seat::North)).await;
    let mut south = join(&server, &id, Seat::South, &token(&tokens, Seat::South)).await;
    seats_where(&mut south, |s| s[0].connected).await;
    seats_where(&mut north, |s| s[2].connected).await;
    assert!(north.send_json(serde_json::json!({"type": "leave"})).await);
    assert!(
        north.until(|_| false).await.is_none(),
        "the server closes the connection"
    );
    let s = seats_where(&mut south, |s| !s[0].connected).await;
    let left = s[0].away_ms.expect("a countdown");
    assert!(left <= 200, "{left}");
    let s = seats_where(&mut south, |s| s[0].sitter == Sitter::Standin).await;
    assert!(!s[0].connected);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn coming_back_within_the_grace_cancels_the_countdown() {
    let (_dir, db) = temp_db();
    let server = TestServer::start_grace(&db, Grace::default());
    let (id, tokens) = server
        .create(r#"{"game":"minibridge","level":"beginner","robots":["E","W"]}"#)
        .await;
    let north = join(&server, &id, Seat::North, &token(&tokens, Seat::North)).await;
    let mut south = join(&server, &id, Seat::South, &token(&tokens, Seat::South)).await;
    seats_where(&mut south, |s| s[0].connected).await;
    north.close().await;
    let s = seats_where(&mut south, |s| !s[0].connected).await;
    let left = s[0].away_ms.expect("a countdown");
    assert!((50_000..=60_000).contains(&left), "about 60 s: {left}");
    assert_eq!(s[0].sitter, Sitter::Human);
    let mut north = join(&server, &id, Seat::North, &token(&tokens, Seat::North)).await;
    let (_, s) = seats(&mut north).await;
    assert_eq!(
        (s[0].sitter, s[0].connected, s[0].away_ms),
        (Sitter::Human, true, None)
    );
    let s = seats_where(&mut south, |s| s[0].connected).await;
    assert_eq!((s[0].sitter, s[0].away_ms), (Sitter::Human, None));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_gives_a_seat_to_a_robot_and_opens_it_again_with_a_new_token() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    // East or West declares: North plays its own cards.
    let (id, tokens) = table_east_west_declare(&server).await;
    let old = token(&tokens, Seat::North);
    let mut north = join(&server, &id, Seat::North, &old).await;
    let mut south = join(&server, &id, Seat::South, &token(&tokens, Seat::South)).await;
    seats_where(&mut south, |s| s[0].connected).await;

    // Only the host (South, by default) gives seats; a spectator neither.
    let to_robot = serde_json::json!({"type": "seat", "seat": "North", "to": "robot"});
    assert!(
        north
            .send_json(serde_json::json!({"type": "seat", "seat": "East", "to": "open"}))
            .await
    );
    assert_eq!(error(&mut north).await, ErrorCode::NotHost);
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    assert!(watcher.send_json(to_robot.clone()).await);
    assert_eq!(error(&mut watcher).await, ErrorCode::Spectator);
    assert!(
        south
            .send_json(serde_json::json!({"type": "seat", "seat": "North", "to": "dance"}))
            .await
    );
    assert_eq!(error(&mut south).await, ErrorCode::Malformed);
    assert!(
        south
            .send_json(serde_json::json!({"type": "seat", "seat": "South", "to": "robot"}))
            .await
    );
    assert_eq!(
        error(&mut south).await,
        ErrorCode::Illegal,
        "the host's own"
    );

    // North to a robot: its connection closes, its token stops working, the
    // robot plays it.
    assert!(south.send_json(to_robot).await);
    assert!(north.until(|_| false).await.is_none(), "closed");
    let s = seats_where(&mut south, |s| s[0].sitter == Sitter::Robot).await;
    assert!(!s[0].connected && s[0].name.is_none());
    let url = server.ws_url(&id, Some(&old), None);
    assert_eq!(Client::connect(&url, None, None).await.err(), Some(401));
    // South plays its turns until the robot has played for North.
    while !south.saw_act_of(Seat::North) {
        let view = south.view.clone().expect("a view");
        if view.due == Some(Seat::South) {
            let action = simple_action(&view);
            assert!(
                south
                    .send_json(
                        serde_json::json!({"type": "act", "action": action, "seq": south.last_seq})
                    )
                    .await
            );
        }
        assert!(south.next().await.is_some());
    }

    // Opened again: the host alone gets the new invite; the seat waits.
    assert!(
        south
            .send_json(serde_json::json!({"type": "seat", "seat": "North", "to": "open"}))
            .await
    );
    let invite = south
        .until(|m| matches!(m, ServerMessage::Invite { .. }))
        .await
        .expect("the invite");
    let ServerMessage::Invite { seat, url, .. } = invite else {
        unreachable!()
    };
    assert_eq!(seat, Seat::North);
    assert!(url.contains(&format!("table={id}&seat=N&token=")), "{url}");
    let new = url.split("token=").nth(1).expect("a token").to_string();
    assert_eq!(new.len(), 32);
    assert_ne!(new, old);
    let s = seats_where(&mut south, |s| s[0].sitter == Sitter::Waiting).await;
    assert!(!s[0].connected);
    let mut north = join(&server, &id, Seat::North, &new).await;
    let (_, s) = seats(&mut north).await;
    assert_eq!((s[0].sitter, s[0].connected), (Sitter::Human, true));
    let url = server.ws_url(&id, Some(&old), None);
    assert_eq!(Client::connect(&url, None, None).await.err(), Some(401));

    // The new token, and the old one's end, survive a restart.
    drop((north, south, watcher));
    server.kill();
    let server = TestServer::start(&db);
    let url = server.ws_url(&id, Some(&old), None);
    assert_eq!(Client::connect(&url, None, None).await.err(), Some(401));
    let mut north = join(&server, &id, Seat::North, &new).await;
    let (host, s) = seats(&mut north).await;
    assert_eq!(host, Some(Seat::South));
    assert_eq!((s[0].sitter, s[1].sitter), (Sitter::Human, Sitter::Robot));
}

/// The next chat message's seat, name and text.
async fn chat(c: &mut Client) -> (Seat, Option<String>, String) {
    match c
        .until(|m| matches!(m, ServerMessage::Chat { .. }))
        .await
        .expect("a chat message")
    {
        ServerMessage::Chat {
            seat, name, text, ..
        } => (seat, name, text),
        _ => unreachable!(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_is_text_to_everyone_limited_and_replayed_to_who_joins() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db);
    let (id, tokens) = server
        .create(r#"{"game":"minibridge","level":"beginner","robots":["E","W"]}"#)
        .await;
    let mut north = join(&server, &id, Seat::North, &token(&tokens, Seat::North)).await;
    assert!(
        north
            .send_json(serde_json::json!({"type": "name", "name": "Nora"}))
            .await
    );
    let mut south = join(&server, &id, Seat::South, &token(&tokens, Seat::South)).await;
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    seats(&mut watcher).await;

    // Markup-looking text comes back as the same text, to everyone.
    let text = r#"<script>alert("hi")</script> &amp; <b>bold</b> ♠A 😀"#;
    assert!(
        north
            .send_json(serde_json::json!({"type": "chat", "text": format!("  {text}  ")}))
            .await
    );
    for c in [&mut north, &mut south, &mut watcher] {
        let (seat, name, got) = chat(c).await;
        assert_eq!(seat, Seat::North);
        assert_eq!(name.as_deref(), Some("Nora"));
        assert_eq!(got, text, "verbatim (trimmed)");
    }

    // Bad messages; a spectator does not chat.
    for bad in [String::new(), "   ".into(), "x".repeat(201)] {
        assert!(
            south
                .send_json(serde_json::json!({"type": "chat", "text": bad}))
                .await
        );
        assert_eq!(error(&mut south).await, ErrorCode::BadChat);
    }
    assert!(
        watcher
            .send_json(serde_json::json!({"type": "chat", "text": "hello"}))
            .await
    );
    assert_eq!(error(&mut watcher).await, ErrorCode::Spectator);

    // A flood: 5 in 10 s, then `flood`; the others are not sent it.
    let long = "é".repeat(200);
    assert!(
        south
            .send_json(serde_json::json!({"type": "chat", "text": long}))
            .await
    );
    assert_eq!(
        chat(&mut south).await.2,
        long,
        "200 characters are a message"
    );
    for i in 1..5 {
        assert!(
            south
                .send_json(serde_json::json!({"type": "chat", "text": format!("s{i}")}))
                .await
        );
        assert_eq!(chat(&mut south).await.2, format!("s{i}"));
    }
    assert!(
        south
            .send_json(serde_json::json!({"type": "chat", "text": "one too many"}))
            .await
    );
    assert_eq!(error(&mut south).await, ErrorCode::Flood);
    for i in 0..5 {
        let (seat, _, _) = chat(&mut watcher).await;
        assert_eq!(seat, Seat::South, "{i}");
    }

    // The last 50 are sent to whoever joins, after the seats. North's new
    // connections each have their own allowance.
    let mut sent = vec![text.to_string(), long.clone()];
    sent.extend((1..5).map(|i| format!("s{i}")));
    for round in 0..11 {
        let mut again = join(&server, &id, Seat::North, &token(&tokens, Seat::North)).await;
        for i in 0..5 {
            let t = format!("n{round}.{i}");
            assert!(
                again
                    .send_json(serde_json::json!({"type": "chat", "text": t}))
                    .await
            );
            // (after the messages sent before it joined)
            let echo = again
                .until(|m| matches!(m, ServerMessage::Chat { text, .. } if *text == t))
                .await;
            assert!(echo.is_some());
            sent.push(t);
        }
    }
    assert_eq!(sent.len(), 61);
    let mut late = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    assert!(matches!(
        late.next_any().await,
        Some(ServerMessage::State { .. })
    ));
    assert!(matches!(
        late.next_any().await,
        Some(ServerMessage::Seats { .. })
    ));
    for expected in &sent[11..] {
        match late.next_any().await.expect("a chat message") {
            ServerMessage::Chat { text, .. } => assert_eq!(&text, expected),
            other => panic!("{other:?}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_the_seats_taken_count_down_and_stand_ins_play_on() {
    let (_dir, db) = temp_db();
    let grace = Grace {
        dropped: Duration::from_millis(300),
        left: Duration::from_millis(100),
    };
    let server = TestServer::start_grace(&db, grace);
    let (id, tokens) = server
        .create(r#"{"game":"minibridge","boards":1,"level":"beginner","robots":["E","W"]}"#)
        .await;
    // Another table where only North was ever taken.
    let (other, other_tokens) = server
        .create(r#"{"game":"minibridge","boards":1,"level":"beginner","robots":["E","W"]}"#)
        .await;
    let north = join(&server, &id, Seat::North, &token(&tokens, Seat::North)).await;
    let mut south = join(&server, &id, Seat::South, &token(&tokens, Seat::South)).await;
    seats_where(&mut south, |s| s[0].connected && s[2].connected).await;
    let mut lone = join(
        &server,
        &other,
        Seat::North,
        &token(&other_tokens, Seat::North),
    )
    .await;
    seats(&mut lone).await;
    drop((north, south, lone));
    server.kill();

    let server = TestServer::start_grace(&db, grace);
    let mut watcher = Client::connect(&server.ws_url(&id, None, None), None, None)
        .await
        .expect("watches");
    let (_, s) = seats(&mut watcher).await;
    for i in [0, 2] {
        assert!(
            s[i].sitter == Sitter::Standin
                || (s[i].sitter == Sitter::Human && s[i].away_ms.is_some_and(|ms| ms <= 300)),
            "{:?}",
            s[i]
        );
        assert!(!s[i].connected);
    }
    // Nobody comes back: the stand-ins and the robots play the board out.
    if !watcher.view.as_ref().is_some_and(|v| v.over) {
        let over = watcher
            .until(|m| matches!(m, ServerMessage::Acted { view, .. } if view.over()))
            .await;
        assert!(over.is_some());
    }
    let stored = server.records(&id).await;
    assert!(Table::replay(&stored[0]).expect("replays").is_over());

    // The seat never taken waits; the one taken counts down.
    let mut other_watcher = Client::connect(&server.ws_url(&other, None, None), None, None)
        .await
        .expect("watches");
    let (_, s) = seats(&mut other_watcher).await;
    assert!(matches!(s[0].sitter, Sitter::Human | Sitter::Standin));
    assert_eq!((s[2].sitter, s[2].away_ms), (Sitter::Waiting, None));
}
