//! The supervisor's state changes, with workers simulated in-process: a
//! started worker reads its requests with the real [`Runner`] (the web
//! worker's own) and runs its share of a decision or its room one step at a
//! time when the test says so.

use super::*;
use crate::protocol::{RoomRun, Runner};
use engine::board::Board;
use engine::rules::Rules;
use engine::table::Table;

/// A pool of simulated workers around a [`Thinking`].
struct Pool {
    thinking: Thinking,
    now: u64,
    alive: Vec<bool>,
    /// Each worker's requests and runs, as the worker's own loop keeps them.
    runs: Vec<Runner>,
    /// Answers a worker will give (`Stop` acknowledgements), before its run.
    queued: Vec<Vec<Response>>,
    decided: Vec<(Work, Option<Action>, Thought)>,
    rooms: Vec<(TableRecord, bool)>,
    answered: Vec<(Work, Response)>,
    notices: Vec<Notice>,
    sent: Vec<(usize, Request)>,
    started: Vec<usize>,
    killed: Vec<usize>,
}

impl Pool {
    fn new(size: usize) -> Self {
        Self {
            thinking: Thinking::new(size),
            now: 0,
            alive: vec![false; size],
            runs: (0..size).map(|_| Runner::default()).collect(),
            queued: vec![Vec::new(); size],
            decided: Vec::new(),
            rooms: Vec::new(),
            answered: Vec::new(),
            notices: Vec::new(),
            sent: Vec::new(),
            started: Vec::new(),
            killed: Vec::new(),
        }
    }

    fn apply(&mut self, commands: Vec<Command>) {
        for c in commands {
            match c {
                Command::Start(k) => {
                    assert!(!self.alive[k], "worker {k} started twice");
                    self.alive[k] = true;
                    self.started.push(k);
                }
                Command::Kill(k) => {
                    self.alive[k] = false;
                    self.runs[k] = Runner::default();
                    self.queued[k].clear();
                    self.killed.push(k);
                }
                Command::Send(k, request) => {
                    assert!(self.alive[k], "a request to worker {k}, not started");
                    self.sent.push((k, request.clone()));
                    if matches!(request, Request::SolveDeals { .. }) {
                        panic!("unexpected {request:?}");
                    }
                    // An answer at once (a stop, a request answered
                    // whole): given on the worker's next step.
                    if let Some(response) = self.runs[k].read(request) {
                        self.queued[k].push(response);
                    }
                }
                Command::Decided {
                    work,
                    action,
                    thought,
                } => self.decided.push((work, action, thought)),
                Command::Room { record, done, .. } => self.rooms.push((record, done)),
                Command::Answered { work, response } => self.answered.push((work, response)),
                Command::Notify(n) => self.notices.push(n),
            }
        }
    }

    /// Worker `k` does one thing (answers a stop, or one step); whether it
    /// did anything.
    fn step(&mut self, k: usize) -> bool {
        let response = if self.queued[k].is_empty() {
            if !self.runs[k].running() {
                return false;
            }
            let Some(response) = self.runs[k].step().0 else {
                return true;
            };
            response
        } else {
            self.queued[k].remove(0)
        };
        self.answer(k, response);
        true
    }

    fn answer(&mut self, k: usize, response: Response) {
        let c = self.thinking.on_response(k, response, self.now);
        self.apply(c);
    }

    /// Every worker steps in turn until nobody has anything to do.
    fn run(&mut self) {
        while (0..self.alive.len())
            .map(|k| self.step(k))
            .fold(false, |a, b| a | b)
        {}
    }

    fn decide(&mut self, work: Work, view: &SeatView, level: Level, seed: u64) {
        let c = self
            .thinking
            .decide(work, view.clone(), level, seed, self.now);
        self.apply(c);
    }

    fn tick(&mut self, now: u64) {
        self.now = now;
        let c = self.thinking.tick(now);
        self.apply(c);
    }

    fn last_id(&self, k: usize) -> u64 {
        self.sent
            .iter()
            .rev()
            .find(|(w, _)| *w == k)
            .map(|(_, r)| *r.clone().id_mut())
            .unwrap()
    }
}

/// A card decision with a real choice at Standard, cheap enough for a
/// debug build: the Beginner plays `cards` cards of board 5 of seed 3
/// (played, not thrown in), then on to a card with several choices.
fn view_after(cards: usize) -> SeatView {
    let mut t = Table::new(Board::from_seed(5, 3), Rules::MINIBRIDGE);
    assert!(t.declarer().is_some(), "board 5 of seed 3 must be played");
    engine::bot::step(&mut t, Level::Beginner, 1);
    for _ in 0..cards {
        engine::bot::step(&mut t, Level::Beginner, 1);
    }
    loop {
        let view = SeatView::of(&t).unwrap();
        let alone = Deliberation::new(&view, Level::Standard.budget().unwrap(), 1, Share::WHOLE);
        if !alone.is_done() {
            return view;
        }
        engine::bot::step(&mut t, Level::Beginner, 1);
    }
}

use engine::bot::montecarlo::Deliberation;

use crate::big_stack;

/// The decision one worker makes with no deadline in the way.
fn alone(view: &SeatView, seed: u64) -> (Option<Action>, Thought) {
    let mut p = Pool::new(1);
    p.decide(Work::Review, view, Level::Standard, seed);
    p.run();
    assert_eq!(p.decided.len(), 1);
    let (_, action, thought) = p.decided[0];
    (action, thought)
}

#[test]
fn one_or_two_workers_make_the_same_decision() {
    big_stack(|| {
        let view = view_after(22);
        let (action, thought) = alone(&view, 7);
        assert!(!thought.cut && !thought.fallback && thought.layouts > 0);
        assert_eq!(
            action,
            engine::bot::decide(&view, Level::Standard, 7),
            "as the one-shot decision"
        );
        let mut p = Pool::new(2);
        p.decide(Work::Table, &view, Level::Standard, 7);
        assert_eq!(p.started, vec![0, 1], "both workers take a share");
        p.run();
        assert_eq!(p.decided, vec![(Work::Table, action, thought)]);
        assert!(!p.thinking.is_busy(Work::Table));
    });
}

#[test]
fn a_dead_worker_is_replaced_and_its_share_sent_again() {
    big_stack(|| {
        let view = view_after(22);
        let want = alone(&view, 7);
        let mut p = Pool::new(2);
        p.decide(Work::Table, &view, Level::Standard, 7);
        p.step(0);
        p.step(1);
        let old = p.last_id(1);
        let c = p.thinking.on_died(1, 5);
        p.alive[1] = false;
        p.runs[1] = Runner::default();
        p.apply(c);
        assert_eq!(p.notices, vec![Notice::Restarted]);
        assert_eq!(p.started, vec![0, 1, 1], "a fresh worker in its place");
        let Some((1, Request::Deliberate { id, share, .. })) = p.sent.last().cloned() else {
            panic!("{:?}", p.sent.last())
        };
        assert_ne!(id, old);
        assert_eq!(
            share,
            Share { index: 1, of: 2 },
            "the dead worker's share, sent again"
        );
        // An answer from the dead worker's request is ignored.
        p.answer(
            1,
            Response::Layouts {
                id: old,
                tally: Tally::default(),
                done: true,
                beginner: None,
                placements: None,
            },
        );
        p.run();
        assert_eq!(
            p.decided,
            vec![(Work::Table, want.0, want.1)],
            "nothing lost"
        );
    });
}

#[test]
fn answers_late_or_twice_are_ignored() {
    big_stack(|| {
        let view = view_after(22);
        let want = alone(&view, 7);
        let mut p = Pool::new(1);
        p.decide(Work::Table, &view, Level::Standard, 7);
        let id = p.last_id(0);
        // The first answer (the Beginner's choice) and the first layout's,
        // each delivered twice.
        let run = &mut p.runs[0];
        let (first, layout) = (run.step().0.unwrap(), run.step().0.unwrap());
        p.answer(0, first.clone());
        p.answer(0, first);
        p.answer(0, layout.clone());
        p.answer(0, layout);
        p.run();
        assert_eq!(
            p.decided,
            vec![(Work::Table, want.0, want.1)],
            "a duplicate layout counts once"
        );
        // After the decision: a late answer, and a done answer again.
        let late = Response::Layouts {
            id,
            tally: Tally::default(),
            done: true,
            beginner: None,
            placements: None,
        };
        assert!(p.thinking.on_response(0, late.clone(), 10).is_empty());
        assert!(p.thinking.on_response(0, late, 11).is_empty());
        assert_eq!(p.decided.len(), 1);
    });
}

#[test]
fn a_deadline_with_no_layout_solved_plays_the_beginners_card_a_worker_sent() {
    big_stack(|| {
        let view = view_after(0);
        let mut p = Pool::new(2);
        p.decide(Work::Table, &view, Level::Standard, 7);
        assert_eq!(p.thinking.next_tick(), Some(1000), "Standard's deadline");
        // Each worker's first answer: no layout, the Beginner's card.
        p.step(0);
        p.step(1);
        p.tick(999);
        assert!(p.decided.is_empty());
        p.tick(1000);
        let [(Work::Table, action, thought)] = p.decided[..] else {
            panic!("{:?}", p.decided)
        };
        assert!(thought.fallback && thought.cut && thought.layouts == 0);
        assert_eq!(action, engine::bot::decide(&view, Level::Beginner, 7));
        // Both workers were asked to stop; they are free once they say so.
        let stops = p
            .sent
            .iter()
            .filter(|(_, r)| matches!(r, Request::Stop { .. }))
            .count();
        assert_eq!(stops, 2);
        p.run();
        assert!(p.thinking.next_tick().is_none());
    });
}

#[test]
fn a_deadline_before_any_answer_waits_for_the_first_which_brings_the_beginners_card() {
    big_stack(|| {
        let view = view_after(0);
        let mut p = Pool::new(2);
        p.decide(Work::Table, &view, Level::Standard, 7);
        // The workers are still loading at the deadline: the page does not
        // decide the card itself.
        p.tick(1000);
        assert!(p.decided.is_empty(), "{:?}", p.decided);
        assert!(
            p.sent
                .iter()
                .all(|(_, r)| matches!(r, Request::Deliberate { .. })),
            "nobody stopped: {:?}",
            p.sent
        );
        assert_eq!(
            p.thinking.next_tick(),
            Some(WATCHDOG_MS),
            "only the watchdog waits on the clock"
        );
        p.now = 1200;
        p.step(1);
        let [(Work::Table, action, thought)] = p.decided[..] else {
            panic!("{:?}", p.decided)
        };
        assert!(thought.fallback && thought.cut && thought.layouts == 0);
        assert_eq!(action, engine::bot::decide(&view, Level::Beginner, 7));
        p.run();
        assert!(!p.thinking.is_busy(Work::Table));
        // A view with one legal card needs no worker: decided at the deadline.
        let mut t = Table::new(Board::from_seed(5, 3), Rules::MINIBRIDGE);
        let forced = loop {
            let view = SeatView::of(&t).unwrap();
            if view.contract.is_some() && view.legal.len() == 1 {
                break view;
            }
            engine::bot::step(&mut t, Level::Beginner, 1);
        };
        let mut p = Pool::new(1);
        p.decide(Work::Table, &forced, Level::Standard, 7);
        p.tick(1000);
        let [(Work::Table, action, thought)] = p.decided[..] else {
            panic!("{:?}", p.decided)
        };
        assert_eq!(
            action.map(|a| matches!(a, Action::Play(c) if forced.legal.contains(c))),
            Some(true)
        );
        assert!(!thought.fallback);
    });
}

#[test]
fn at_the_deadline_the_best_choice_over_the_layouts_solved() {
    big_stack(|| {
        let view = view_after(22);
        let mut p = Pool::new(2);
        p.decide(Work::Table, &view, Level::Standard, 7);
        // The first answers (the Beginner's card), three layouts each,
        // then the deadline.
        for _ in 0..4 {
            p.step(0);
            p.step(1);
        }
        p.tick(1000);
        let [(Work::Table, action, thought)] = p.decided[..] else {
            panic!("{:?}", p.decided)
        };
        assert!(thought.cut && !thought.fallback);
        assert_eq!(thought.layouts, 6);
        // The same as one solver stopped after six layouts.
        let mut run = Deliberation::new(&view, Level::Standard.budget().unwrap(), 7, Share::WHOLE);
        for _ in 0..6 {
            run.step();
        }
        assert_eq!(action, run.thought().action);
    });
}

#[test]
fn answers_for_a_replaced_match_are_ignored() {
    big_stack(|| {
        let old_view = view_after(22);
        let new_view = view_after(30);
        let want = alone(&new_view, 8);
        let mut p = Pool::new(1);
        p.decide(Work::Table, &old_view, Level::Standard, 7);
        let old = p.last_id(0);
        let stale = p.runs[0].step().0.unwrap();
        // The match is replaced: a new decision for the table.
        p.decide(Work::Table, &new_view, Level::Standard, 8);
        assert!(
            p.sent.iter().any(|(_, r)| *r == Request::Stop { id: old }),
            "the old work is stopped"
        );
        p.answer(0, stale);
        assert!(
            p.decided.is_empty(),
            "an answer for the old match decides nothing"
        );
        p.run();
        assert_eq!(p.decided, vec![(Work::Table, want.0, want.1)]);
    });
}

#[test]
fn a_panicking_worker_is_replaced_and_after_the_retries_the_work_ends() {
    big_stack(|| {
        let view = view_after(22);
        let mut p = Pool::new(1);
        p.decide(Work::Table, &view, Level::Standard, 7);
        for n in 1..=RETRIES + 1 {
            let id = p.last_id(0);
            p.runs[0] = Runner::default();
            p.answer(
                0,
                Response::Failed {
                    id,
                    message: "panicked".into(),
                },
            );
            assert_eq!(p.notices.len() as u32, n);
            assert_eq!(p.killed.len() as u32, n);
        }
        // No worker ever answered, so the page has no Beginner's card: a
        // worker is asked for the Beginner's decision, never the page.
        assert!(p.decided.is_empty(), "{:?}", p.decided);
        let Some((
            0,
            Request::Decide {
                level: Level::Beginner,
                view: asked,
                ..
            },
        )) = p.sent.last().cloned()
        else {
            panic!("{:?}", p.sent.last())
        };
        assert_eq!(asked, view);
        let mut again = Pool::new(1);
        again.thinking = p.thinking.clone();
        again.alive = p.alive.clone();
        again.sent = p.sent.clone();
        p.run();
        let [(Work::Table, action, thought)] = p.decided[..] else {
            panic!("{:?}", p.decided)
        };
        assert!(thought.fallback && thought.cut, "no layout was ever solved");
        assert_eq!(action, engine::bot::decide(&view, Level::Beginner, 7));
        assert_eq!(p.notices[0], Notice::Failed("panicked".into()));
        // Should that fail too, the table still moves on: the first legal
        // card, chosen by nobody.
        let id = again.last_id(0);
        again.answer(
            0,
            Response::Failed {
                id,
                message: "panicked".into(),
            },
        );
        let [(Work::Table, action, thought)] = again.decided[..] else {
            panic!("{:?}", again.decided)
        };
        assert!(thought.fallback);
        assert_eq!(action, engine::bot::first_legal(&view));
        assert!(matches!(action, Some(Action::Play(c)) if view.legal.contains(c)));
    });
}

#[test]
fn a_silent_room_is_restarted_from_its_record_and_ends_the_same() {
    let table = Table::new(Board::from_seed(2, 77), Rules::MINIBRIDGE);
    assert!(
        table.declarer().is_some(),
        "board 2 of seed 77 must be played"
    );
    let mut straight = RoomRun::start(1, &table.record(), Level::Beginner, 5).unwrap();
    while straight.step().1 {}
    let mut p = Pool::new(1);
    let c = p
        .thinking
        .play_room(Work::ClosedRoom, table.record(), Level::Beginner, 5, 0);
    p.apply(c);
    for _ in 0..10 {
        p.step(0);
    }
    assert_eq!(p.thinking.next_tick(), Some(WATCHDOG_MS), "heard last at 0");
    p.tick(WATCHDOG_MS - 1);
    assert!(p.notices.is_empty());
    p.tick(WATCHDOG_MS);
    assert_eq!(p.notices, vec![Notice::Restarted]);
    assert_eq!(p.killed, vec![0]);
    let Some((0, Request::PlayRoom { record, .. })) = p.sent.last().cloned() else {
        panic!()
    };
    assert_eq!(
        record,
        p.rooms.last().unwrap().0,
        "sent again from the moves so far"
    );
    p.run();
    let (record, done) = p.rooms.last().cloned().unwrap();
    assert!(done);
    assert_eq!(
        record,
        straight.table.record(),
        "the same room as without the restart"
    );
}

#[test]
fn the_table_takes_the_closed_rooms_worker_and_gives_it_back() {
    big_stack(|| {
        let view = view_after(22);
        let want = alone(&view, 7);
        let table = Table::new(Board::from_seed(2, 77), Rules::MINIBRIDGE);
        let mut p = Pool::new(1);
        let c = p
            .thinking
            .play_room(Work::ClosedRoom, table.record(), Level::Beginner, 5, 0);
        p.apply(c);
        p.step(0);
        p.decide(Work::Table, &view, Level::Standard, 7);
        assert_eq!(
            p.killed,
            vec![0],
            "the room's worker is let go for the person's table"
        );
        assert!(matches!(
            p.sent.last(),
            Some((0, Request::Deliberate { .. }))
        ));
        while p.decided.is_empty() {
            p.step(0);
        }
        assert_eq!(p.decided, vec![(Work::Table, want.0, want.1)]);
        assert!(
            matches!(p.sent.last(), Some((0, Request::PlayRoom { .. }))),
            "the room resumes"
        );
        p.run();
        assert!(p.rooms.last().unwrap().1, "and is played to its end");
        assert!(!p.thinking.is_busy(Work::ClosedRoom));
    });
}

#[test]
fn the_table_lets_go_a_worker_on_a_request_answered_whole() {
    big_stack(|| {
        let view = view_after(22);
        let want = alone(&view, 7);
        let mut t = Table::new(Board::from_seed(2, 77), Rules::MINIBRIDGE);
        for _ in 0..40 {
            engine::bot::step(&mut t, Level::Beginner, 1);
        }
        let mut p = Pool::new(1);
        let c = p.thinking.ask(
            Work::Review,
            Request::ReviewRoom {
                id: 43,
                record: t.record(),
            },
            0,
        );
        p.apply(c);
        p.decide(Work::Table, &view, Level::Standard, 7);
        assert_eq!(
            p.killed,
            vec![0],
            "a review keeps its worker until it is answered: the table starts another"
        );
        assert_eq!(p.started, vec![0, 0]);
        while p.decided.is_empty() {
            p.step(0);
        }
        assert_eq!(p.decided, vec![(Work::Table, want.0, want.1)]);
        p.run();
        assert_eq!(
            p.answered.len(),
            1,
            "the review is asked again and answered"
        );
    });
}

#[test]
fn a_review_or_a_claim_is_answered_once_with_the_id_it_was_asked_with() {
    big_stack(|| {
        let mut t = Table::new(Board::from_seed(2, 77), Rules::MINIBRIDGE);
        assert!(t.declarer().is_some(), "board 2 of seed 77 must be played");
        for _ in 0..40 {
            engine::bot::step(&mut t, Level::Beginner, 1);
        }
        let record = t.record();
        let mut p = Pool::new(1);
        // Two asks at once: queued on the one worker, neither replaces the other.
        let c = p.thinking.ask(
            Work::Review,
            Request::Claim {
                id: 42,
                record: record.clone(),
                tricks: 0,
            },
            0,
        );
        p.apply(c);
        let c = p.thinking.ask(
            Work::Review,
            Request::ReviewRoom {
                id: 43,
                record: record.clone(),
            },
            0,
        );
        p.apply(c);
        assert_eq!(p.sent.len(), 1, "one worker, one request at a time");
        let sent_id = p.last_id(0);
        // The worker dies on the first: replaced, and the claim sent again.
        p.queued[0].clear();
        let c = p.thinking.on_died(0, 5);
        p.alive[0] = false;
        p.apply(c);
        assert_eq!(p.notices, vec![Notice::Restarted]);
        let Some((0, Request::Claim { id, .. })) = p.sent.last().cloned() else {
            panic!("{:?}", p.sent.last())
        };
        assert_ne!(id, sent_id);
        // A late answer of the dead worker's request changes nothing.
        p.answer(
            0,
            Response::ClaimRefused {
                id: sent_id,
                reason: engine::claim::ClaimRefusal::NotInPlay,
            },
        );
        assert!(p.answered.is_empty());
        p.run();
        assert_eq!(p.answered.len(), 2, "{:?}", p.answered);
        let want_claim = crate::protocol::claim(42, &record, 0);
        assert_eq!(p.answered[0], (Work::Review, want_claim));
        assert!(
            matches!(
                p.answered[1],
                (Work::Review, Response::RoomReviewed { id: 43, .. })
            ),
            "{:?}",
            p.answered[1]
        );
        assert!(!p.thinking.is_busy(Work::Review));
        assert!(p.thinking.next_tick().is_none());
    });
}

#[test]
fn the_persons_table_goes_before_a_review_and_the_review_is_answered_after() {
    big_stack(|| {
        let view = view_after(22);
        let want = alone(&view, 7);
        let table = Table::new(Board::from_seed(2, 77), Rules::MINIBRIDGE);
        let mut p = Pool::new(1);
        let c = p.thinking.ask(
            Work::Review,
            Request::ReviewBoard {
                id: 9,
                board: *table.board(),
                rules: table.rules(),
                calls: Vec::new(),
            },
            0,
        );
        p.apply(c);
        p.decide(Work::Table, &view, Level::Standard, 7);
        assert_eq!(
            p.killed,
            vec![0],
            "the review's worker is let go for the person's table"
        );
        p.run();
        assert_eq!(p.decided, vec![(Work::Table, want.0, want.1)]);
        assert!(
            matches!(
                p.answered[..],
                [(Work::Review, Response::BoardReviewed { id: 9, .. })]
            ),
            "{:?}",
            p.answered
        );
    });
}

/// A claim at the person's table is work someone waits on: it takes the
/// one worker from the Closed Room, and the table's decision asked after it
/// (which replaces the table's own work) does not drop it.
#[test]
fn a_claim_goes_before_the_closed_room_and_a_table_decision_does_not_drop_it() {
    big_stack(|| {
        let view = view_after(22);
        let want = alone(&view, 7);
        let mut t = Table::new(Board::from_seed(2, 77), Rules::MINIBRIDGE);
        assert!(t.declarer().is_some(), "board 2 of seed 77 must be played");
        let room = t.record();
        for _ in 0..40 {
            engine::bot::step(&mut t, Level::Beginner, 1);
        }
        let record = t.record();
        let mut p = Pool::new(1);
        let c = p
            .thinking
            .play_room(Work::ClosedRoom, room, Level::Beginner, 5, 0);
        p.apply(c);
        p.step(0);
        let c = p.thinking.ask(
            Work::Claim,
            Request::Claim {
                id: 42,
                record: record.clone(),
                tricks: 0,
            },
            0,
        );
        p.apply(c);
        assert_eq!(
            p.killed,
            vec![0],
            "the room's worker is let go for the claim"
        );
        assert!(
            matches!(p.sent.last(), Some((0, Request::Claim { .. }))),
            "{:?}",
            p.sent.last()
        );
        p.decide(Work::Table, &view, Level::Standard, 7);
        p.run();
        let want_claim = crate::protocol::claim(42, &record, 0);
        assert_eq!(p.answered, vec![(Work::Claim, want_claim)]);
        assert_eq!(p.decided, vec![(Work::Table, want.0, want.1)]);
        assert!(
            p.rooms.last().is_some_and(|(_, done)| *done),
            "the Closed Room is played to its end after them"
        );
    });
}

#[test]
fn a_pool_has_one_worker_per_core_less_one_from_1_to_8() {
    assert_eq!(pool_size(None, 0), 1);
    assert_eq!(pool_size(None, 2), 1);
    assert_eq!(pool_size(None, 4), 3);
    assert_eq!(pool_size(None, 64), MAX_WORKERS);
    assert_eq!(pool_size(Some(0), 4), 1);
    assert_eq!(pool_size(Some(2), 1), 2);
    assert_eq!(pool_size(Some(20), 1), MAX_WORKERS);
    assert_eq!(Thinking::new(0).size(), 1);
    assert_eq!(Thinking::new(20).size(), MAX_WORKERS);
}

#[test]
fn a_message_s_id_is_read_and_set_in_one_place() {
    let mut stop = Request::Stop { id: 4 };
    assert_eq!(std::mem::replace(stop.id_mut(), 9), 4);
    assert_eq!(stop, Request::Stop { id: 9 });
    let mut failed = Response::Failed {
        id: 3,
        message: String::new(),
    };
    *failed.id_mut() += 1;
    assert_eq!(*failed.id_mut(), 4);
}

#[test]
fn a_call_of_the_auction_is_decided_by_a_worker_not_by_the_supervisor() {
    let table = Table::new(Board::from_seed(1, 7), Rules::CONTRACT);
    let view = SeatView::of(&table).unwrap();
    assert!(view.in_auction());
    let mut p = Pool::new(2);
    p.decide(Work::Table, &view, Level::Standard, 3);
    // One worker gets the whole call; nothing is decided before it answers.
    assert!(
        matches!(p.sent.as_slice(), [(_, Request::Decide { .. })]),
        "{:?}",
        p.sent
    );
    assert!(p.decided.is_empty());
    p.run();
    let expected = engine::bot::decide(&view, Level::Standard, 3);
    assert_eq!(p.decided.len(), 1);
    assert_eq!(p.decided[0].0, Work::Table);
    assert_eq!(p.decided[0].1, expected);
    assert!(matches!(expected, Some(Action::Call(_))));
    // A worker that dies on it is replaced and the call asked again.
    let mut p = Pool::new(1);
    p.decide(Work::Table, &view, Level::Standard, 3);
    let c = p.thinking.on_died(0, 0);
    p.apply(c);
    p.run();
    assert_eq!(p.decided.len(), 1);
    assert_eq!(p.decided[0].1, expected);
    // Asked again of the new worker, not settled by the Beginner's call.
    assert_eq!(p.notices, vec![Notice::Restarted]);
    assert_eq!(
        p.sent
            .iter()
            .filter(|(_, r)| matches!(r, Request::Decide { .. }))
            .count(),
        2,
        "{:?}",
        p.sent
    );
}

/// The first call of a seeded contract bridge auction (Expert calls
/// before it) that the Expert judges on layouts.
fn judged_call_view() -> (SeatView, u64) {
    for i in 0..40u64 {
        let mut t = Table::new(
            Board::from_seed((i % 16) as u8 + 1, 0xE1BE_0000 + i),
            Rules::CONTRACT,
        );
        while let Some(view) = SeatView::of(&t).filter(SeatView::in_auction) {
            if engine::bidding::expert::is_judged(
                view.hand,
                view.dealer,
                view.vulnerability,
                &view.calls,
            ) {
                return (view, i);
            }
            engine::bot::step(&mut t, Level::Expert, i);
        }
    }
    panic!("no judged call in 40 seeded auctions");
}

#[test]
fn an_expert_call_is_deliberated_over_the_pool_and_kept_to_the_deadline() {
    big_stack(|| {
        let (view, seed) = judged_call_view();
        let whole = engine::bot::decide(&view, Level::Expert, seed);
        // Solved whole by two workers: the call made natively.
        let mut p = Pool::new(2);
        p.decide(Work::Table, &view, Level::Expert, seed);
        assert_eq!(
            p.sent
                .iter()
                .filter(|(_, r)| matches!(r, Request::Deliberate { .. }))
                .count(),
            2,
            "{:?}",
            p.sent
        );
        assert_eq!(p.thinking.next_tick(), Some(3000), "the Expert's deadline");
        p.run();
        assert_eq!(p.decided.len(), 1);
        let (_, action, thought) = p.decided[0];
        assert_eq!(action, whole);
        assert!(!thought.cut && thought.layouts > 0, "{thought:?}");
        // Cut at the deadline after a few layouts: a legal call, the
        // Standard one with fewer than MIN_LAYOUTS solved.
        let standard = engine::bot::decide(&view, Level::Standard, seed);
        for steps in [0, 2, 6] {
            let mut p = Pool::new(1);
            p.decide(Work::Table, &view, Level::Expert, seed);
            for _ in 0..steps {
                p.step(0);
            }
            p.tick(3000);
            if steps == 0 {
                // Nothing heard by the deadline: the page does not run the
                // system itself; the call is made at the worker's first
                // answer, which brings the candidates (`Placements`).
                assert!(
                    p.decided.is_empty(),
                    "no call before a worker told the candidates"
                );
                p.step(0);
            }
            assert_eq!(p.decided.len(), 1, "steps {steps}");
            let (_, action, thought) = p.decided[0];
            assert!(
                thought.cut && !thought.fallback,
                "steps {steps}: {thought:?}"
            );
            assert!(
                matches!(action, Some(Action::Call(c)) if engine::auction::is_legal(&view.calls, c)),
                "{action:?}"
            );
            if steps < engine::bidding::expert::MIN_LAYOUTS {
                assert_eq!(action, standard, "steps {steps}");
            }
            assert!(!p.thinking.is_busy(Work::Table));
        }
    });
}

#[test]
fn a_gbridge_robot_at_the_persons_table_goes_before_the_comparison() {
    big_stack(|| {
        use engine::gbridge::{Game as GbridgeGame, GameRules, SeatView as GbridgeView};
        let game = GbridgeGame::new(11, GameRules::default());
        let view = GbridgeView::of(game.current().unwrap()).unwrap();
        let want = engine::gbridge::bot::decide(&view, Level::Standard, 5).unwrap();
        let ask = |id| Request::GbridgeDecide {
            id,
            view: view.clone(),
            level: Level::Standard,
            seed: 5,
        };
        let mut p = Pool::new(1);
        let c = p.thinking.ask(Work::GbridgeCompare, ask(8), 0);
        p.apply(c);
        assert_eq!(p.thinking.workers_on(Work::GbridgeCompare), vec![0]);
        let c = p.thinking.ask(Work::Gbridge, ask(7), 0);
        p.apply(c);
        assert_eq!(
            p.killed,
            vec![0],
            "the comparison's worker is let go for the person's table"
        );
        assert_eq!(p.thinking.workers_on(Work::Gbridge), vec![0]);
        p.run();
        assert_eq!(
            p.answered,
            vec![
                (
                    Work::Gbridge,
                    Response::GbridgeDecision {
                        id: 7,
                        action: want
                    }
                ),
                (
                    Work::GbridgeCompare,
                    Response::GbridgeDecision {
                        id: 8,
                        action: want
                    }
                ),
            ],
            "both answered, the person's table first, each with its own id"
        );
        assert!(p.notices.is_empty());
        assert!(!p.thinking.is_busy(Work::GbridgeCompare));
    });
}
