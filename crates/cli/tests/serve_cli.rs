//! `halfbridge serve`, run as a real process: bad flags, and a server that
//! answers its health check and creates its database.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::process::{Command, Stdio};

#[test]
fn serve_refuses_bad_flags() {
    for args in [
        &["serve", "--bogus"][..],
        &["serve", "--addr", "nowhere"][..],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
            .args(args)
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn serve_answers_its_health_check() {
    let dir = std::env::temp_dir().join(format!("halfbridge-serve-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let db = dir.join("t.db");
    let mut child = Command::new(env!("CARGO_BIN_EXE_halfbridge"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database"])
        .arg(format!("sqlite://{}", db.display()))
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts");
    let mut line = String::new();
    BufReader::new(child.stderr.take().expect("stderr"))
        .read_line(&mut line)
        .expect("its address");
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .expect("an address")
        .to_string();
    let mut stream = std::net::TcpStream::connect(&addr).expect("connects");
    write!(
        stream,
        "GET /api/health HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .expect("sent");
    let mut response = String::new();
    stream.read_to_string(&mut response).expect("read");
    let _ = child.kill();
    let _ = child.wait();
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    assert!(response.contains("\"ok\":true"), "{response}");
    assert!(db.exists());
    let _ = std::fs::remove_dir_all(&dir);
}
