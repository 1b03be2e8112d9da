//! The review and claim requests, answered as a worker answers them.

use engine::board::Board;
use engine::bot::{self, Level};
use engine::claim::ClaimRefusal;
use engine::rules::Rules;
use engine::table::{Phase, Table};
use thinking::protocol::{Request, Response, answer};

fn on_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

/// Sends `request` through JSON both ways, as the page and worker do.
fn ask(request: Request) -> Response {
    let json = serde_json::to_string(&request).unwrap();
    let request: Request = serde_json::from_str(&json).unwrap();
    let response = on_big_stack(move || answer(&request));
    let json = serde_json::to_string(&response).unwrap();
    let back: Response = serde_json::from_str(&json).unwrap();
    assert_eq!(back, response);
    back
}

#[test]
fn the_review_comes_in_parts() {
    let mut t = Table::new(Board::from_seed(6, 19), Rules::HALFBRIDGE);
    bot::play_out(&mut t, Level::Beginner, 19);
    assert!(t.declarer().is_some());
    let Response::BoardReviewed { id: 1, review } = ask(Request::ReviewBoard {
        id: 1,
        board: *t.board(),
        rules: t.rules(),
        calls: Vec::new(),
    }) else {
        panic!("a deal review")
    };
    assert_eq!(review.contracts.len(), 35);
    assert!(review.par.is_some());
    let Response::RoomReviewed {
        id: 2,
        review: room,
    } = ask(Request::ReviewRoom {
        id: 2,
        record: t.record(),
    })
    else {
        panic!("a room review")
    };
    assert_eq!(room.cards.len(), 52);
    assert_eq!(
        room.before_lead,
        review
            .double_dummy
            .get(room.declarer, room.contract.strain())
    );
    let fresh = Table::new(*t.board(), t.rules()).record();
    assert!(matches!(
        ask(Request::ReviewRoom {
            id: 3,
            record: fresh
        }),
        Response::Failed { id: 3, .. }
    ));
}

#[test]
fn claims_are_accepted_or_refused_with_the_reason() {
    let mut t = Table::new(Board::from_seed(7, 23), Rules::MINIBRIDGE);
    while t.plays().len() < 40 && bot::step(&mut t, Level::Beginner, 23).is_some() {}
    assert_eq!(t.plays().len(), 40, "seed 23 is played, not thrown in");
    let Response::Claimed { id: 4, record } = ask(Request::Claim {
        id: 4,
        record: t.record(),
        tricks: 0,
    }) else {
        panic!("conceding the rest is always accepted")
    };
    assert_eq!(Table::replay(&record).unwrap().phase(), Phase::Finished);
    match ask(Request::Claim {
        id: 5,
        record: t.record(),
        tricks: 3,
    }) {
        Response::Claimed { record, .. } => {
            let done = Table::replay(&record).unwrap();
            let declarer = t.declarer().unwrap();
            assert!(done.tricks_won(declarer) >= t.tricks_won(declarer) + 3);
        }
        Response::ClaimRefused {
            reason:
                ClaimRefusal::DefenceHolds {
                    claimed: 3,
                    at_most,
                },
            ..
        } => assert!(at_most < 3),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        ask(Request::Claim {
            id: 6,
            record: t.record(),
            tricks: 4
        }),
        Response::ClaimRefused {
            id: 6,
            reason: ClaimRefusal::MoreThanRemain {
                claimed: 4,
                remaining: 3
            }
        }
    ));
}
