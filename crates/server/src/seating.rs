//! Who sits where at an online table, in memory: the persons' display
//! names, their connections, the grace period of a person who dropped, the
//! robot that stands in for them, and the host.
//!
//! Plain Rust, no async and no clock of its own: the table's task
//! (`crate::table`) passes the time in and starts the timers this module
//! asks for (each countdown has a number, so that a countdown cancelled by
//! a return is ignored when its timer fires).
//!
//! A seat goes through these states ([`Sitter`]):
//!
//! - `Waiting`: a person's seat nobody has taken yet (or opened again by
//!   the host). The table waits when it is due; no robot plays it.
//! - `Human`: a person plays it. When their connection is lost, a countdown
//!   of [`Grace::dropped`] starts ([`Grace::left`] when they sent `leave`);
//!   coming back within it cancels it. When it runs out the seat becomes
//!   `Standin`.
//! - `Standin`: the table's robot plays for the person who dropped. When
//!   the person is connected again, they take the seat back at the first
//!   point where nobody is in the middle of a trick: at once in the auction
//!   (before the next call), when naming the contract, between boards, or
//!   in the play when no card of the trick in progress has been played yet;
//!   otherwise as soon as the trick in progress is complete
//!   ([`Seating::take_back`]).
//! - `Robot`: a computer player, from the start or given by the host.

use std::time::{Duration, Instant};

use engine::Seat;
use serde::{Deserialize, Serialize};

use crate::game::Spec;

/// A table's spec as stored: the match's [`Spec`] (its `robots` and
/// `token_hashes` as the host last changed them) and the host's seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSpec {
    /// The match's spec.
    #[serde(flatten)]
    pub spec: Spec,
    /// The host's seat (the table's creator), if a person sits there.
    #[serde(default)]
    pub host: Option<Seat>,
    /// The persons' seats taken (joined once) since the table was created
    /// or the seat opened again, N E S W: after a restart they count down
    /// as dropped, where a seat never taken waits.
    #[serde(default)]
    pub taken: [bool; 4],
}

/// How long a person who dropped keeps their seat before a robot takes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grace {
    /// After a lost connection.
    pub dropped: Duration,
    /// After leaving on purpose (the `leave` message).
    pub left: Duration,
}

impl Default for Grace {
    /// 60 s after a lost connection, 10 s after leaving.
    fn default() -> Self {
        Self {
            dropped: Duration::from_secs(60),
            left: Duration::from_secs(10),
        }
    }
}

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sitter {
    /// A person's seat nobody has taken yet: the table waits for it.
    Waiting,
    /// A person (connected or not).
    Human,
    /// A robot, for the person who dropped.
    Standin,
    /// A computer player.
    Robot,
}

/// One seat as the `seats` message tells it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// Who plays it.
    pub sitter: Sitter,
    /// The person's display name, when they gave one.
    pub name: Option<String>,
    /// Whether the person's connection is open.
    pub connected: bool,
    /// When the person has dropped: the milliseconds left until a robot
    /// takes the seat (counted from when the message was sent).
    pub away_ms: Option<u64>,
}

/// Why a display name was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    /// Nothing but spaces.
    #[error("a name is not empty")]
    Empty,
    /// More than [`MAX_NAME`] characters.
    #[error("a name has at most 24 characters")]
    TooLong,
    /// A control character (a line break, a tab…).
    #[error("a name has no control characters")]
    Control,
}

/// The longest display name, in characters (Unicode scalar values).
pub const MAX_NAME: usize = 24;

/// A display name checked: trimmed, 1 to [`MAX_NAME`] characters, no
/// control characters.
///
/// # Errors
/// Why it is refused.
pub fn check_name(name: &str) -> Result<String, NameError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(NameError::Empty);
    }
    if name.chars().count() > MAX_NAME {
        return Err(NameError::TooLong);
    }
    if name.chars().any(char::is_control) {
        return Err(NameError::Control);
    }
    Ok(name.to_string())
}

#[derive(Debug, Clone)]
struct SeatState {
    sitter: Sitter,
    name: Option<String>,
    connected: bool,
    /// When the countdown of a person who dropped runs out.
    away_until: Option<Instant>,
    /// The number of the seat's latest countdown.
    countdown: u64,
}

/// A countdown to start: when it runs out, tell [`Seating::expired`] its
/// seat and number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Countdown {
    /// The seat.
    pub seat: Seat,
    /// Its number.
    pub number: u64,
    /// How long.
    pub after: Duration,
}

/// The seats whose cards on the deal in play the robots alone chose, by
/// the robots' following conventions, which an Expert reads
/// ([`engine::view::SeatView::robots`]). A seat a person held at any time
/// in the deal, or acted for, is not one of them, even when a robot (or a
/// stand-in) plays it now: its earlier cards were the person's. Seats are
/// as they act (declarer for dummy). A table rebuilt in mid-deal counts
/// the seats the persons held then, as at a deal's start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RobotsCards {
    /// The deal ([`crate::game::Match::deal_in_play`]).
    deal: u64,
    person_chose: [bool; 4],
}

impl RobotsCards {
    /// Deal `deal` begins with `robots` (the spec's) in their seats.
    #[must_use]
    pub fn new(deal: u64, robots: [bool; 4]) -> Self {
        Self {
            deal,
            person_chose: robots.map(|r| !r),
        }
    }

    /// Now at deal `deal`, with `robots` (the spec's) in their seats: a new
    /// deal starts the count again.
    pub fn at(&mut self, deal: u64, robots: [bool; 4]) {
        if deal != self.deal {
            *self = Self::new(deal, robots);
        }
    }

    /// A person acted for `seat`, or `seat` was opened to a person.
    pub fn person(&mut self, seat: Seat) {
        self.person_chose[seat as usize] = true;
    }

    /// The seats whose every card on this deal a robot chose.
    #[must_use]
    pub fn seats(self) -> [bool; 4] {
        self.person_chose.map(|p| !p)
    }
}

/// The four seats and the host.
#[derive(Debug, Clone)]
pub struct Seating {
    seats: [SeatState; 4],
    host: Option<Seat>,
}

impl Seating {
    /// A new table's seating: robots where given, the others waiting.
    #[must_use]
    pub fn new(robots: [bool; 4], host: Option<Seat>) -> Self {
        Self {
            seats: robots.map(|r| SeatState {
                sitter: if r { Sitter::Robot } else { Sitter::Waiting },
                name: None,
                connected: false,
                away_until: None,
                countdown: 0,
            }),
            host,
        }
    }

    /// A rebuilt table's seating (after a restart): the seats `taken`
    /// before count down as dropped at `now` (the persons have `after` to
    /// come back), the others wait. Returns the countdowns to start.
    pub fn restarted(&mut self, taken: [bool; 4], now: Instant, after: Duration) -> Vec<Countdown> {
        let mut countdowns = Vec::new();
        for seat in Seat::ALL {
            let s = &mut self.seats[seat as usize];
            if taken[seat as usize] && s.sitter == Sitter::Waiting {
                s.sitter = Sitter::Human;
                countdowns.extend(self.dropped(seat, now, after));
            }
        }
        countdowns
    }

    /// The host's seat (the table's creator), if a person sits there.
    #[must_use]
    pub const fn host(&self) -> Option<Seat> {
        self.host
    }

    /// Who plays `seat`.
    #[must_use]
    pub const fn sitter(&self, seat: Seat) -> Sitter {
        self.seats[seat as usize].sitter
    }

    /// Whether a robot plays `seat` now (a computer player or a stand-in).
    #[must_use]
    pub const fn robot_plays(&self, seat: Seat) -> bool {
        matches!(self.sitter(seat), Sitter::Robot | Sitter::Standin)
    }

    /// Whether a person's connection to `seat` is open.
    #[must_use]
    pub const fn connected(&self, seat: Seat) -> bool {
        self.seats[seat as usize].connected
    }

    /// The seats as the `seats` message tells them at `now`.
    #[must_use]
    pub fn infos(&self, now: Instant) -> [SeatInfo; 4] {
        self.seats.clone().map(|s| SeatInfo {
            sitter: s.sitter,
            name: s.name,
            connected: s.connected,
            away_ms: s.away_until.map(|t| {
                u64::try_from(t.saturating_duration_since(now).as_millis()).unwrap_or(u64::MAX)
            }),
        })
    }

    /// A person's connection to `seat` is open: a waiting seat is theirs, a
    /// countdown is cancelled (a stand-in plays on until
    /// [`take_back`](Self::take_back)).
    pub fn joined(&mut self, seat: Seat) {
        let s = &mut self.seats[seat as usize];
        s.connected = true;
        if s.away_until.take().is_some() {
            s.countdown += 1;
        }
        if s.sitter == Sitter::Waiting {
            s.sitter = Sitter::Human;
        }
    }

    /// The person's connection to `seat` closed at `now`, `after` the grace
    /// to give them: the countdown to start, when a person plays the seat.
    pub fn dropped(&mut self, seat: Seat, now: Instant, after: Duration) -> Option<Countdown> {
        let s = &mut self.seats[seat as usize];
        s.connected = false;
        if s.sitter != Sitter::Human {
            return None;
        }
        s.countdown += 1;
        s.away_until = Some(now + after);
        Some(Countdown {
            seat,
            number: s.countdown,
            after,
        })
    }

    /// Countdown `number` of `seat` ran out: a robot takes the seat, unless
    /// the countdown was cancelled. Returns whether it did.
    pub fn expired(&mut self, seat: Seat, number: u64) -> bool {
        let s = &mut self.seats[seat as usize];
        if s.countdown != number || s.away_until.is_none() || s.sitter != Sitter::Human {
            return false;
        }
        s.away_until = None;
        s.sitter = Sitter::Standin;
        true
    }

    /// The persons who are back take their seats from their stand-ins, when
    /// `between_tricks` (nobody is in the middle of a trick: the auction,
    /// the contract, between boards, or no card of the trick in progress
    /// played yet). Returns whether anyone did.
    pub fn take_back(&mut self, between_tricks: bool) -> bool {
        if !between_tricks {
            return false;
        }
        let mut changed = false;
        for s in &mut self.seats {
            if s.sitter == Sitter::Standin && s.connected {
                s.sitter = Sitter::Human;
                changed = true;
            }
        }
        changed
    }

    /// `seat`'s display name. Returns whether it changed.
    ///
    /// # Errors
    /// A name [`check_name`] refuses.
    pub fn set_name(&mut self, seat: Seat, name: &str) -> Result<bool, NameError> {
        let name = check_name(name)?;
        let s = &mut self.seats[seat as usize];
        let changed = s.name.as_deref() != Some(name.as_str());
        s.name = Some(name);
        Ok(changed)
    }

    /// `seat`'s display name.
    #[must_use]
    pub fn name(&self, seat: Seat) -> Option<&str> {
        self.seats[seat as usize].name.as_deref()
    }

    /// The host gives `seat` to a computer player for good.
    pub fn to_robot(&mut self, seat: Seat) {
        let s = &mut self.seats[seat as usize];
        *s = SeatState {
            sitter: Sitter::Robot,
            name: None,
            connected: false,
            away_until: None,
            countdown: s.countdown + 1,
        };
        if self.host == Some(seat) {
            self.host = None;
        }
    }

    /// The host opens `seat` again: it waits for a person.
    pub fn open(&mut self, seat: Seat) {
        let s = &mut self.seats[seat as usize];
        *s = SeatState {
            sitter: Sitter::Waiting,
            name: None,
            connected: false,
            away_until: None,
            countdown: s.countdown + 1,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_a_person_held_in_the_board_is_never_read_as_a_robots() {
        let mut cards = RobotsCards::new(1, [false, true, false, true]);
        assert_eq!(cards.seats(), [false, true, false, true]);
        // East opened to a person in mid-deal: its cards so far were the
        // robot's, its later ones the person's.
        cards.person(Seat::East);
        assert_eq!(cards.seats(), [false, false, false, true]);
        // A robot given North's seat does not make its earlier cards a robot's.
        cards.at(1, [true, false, false, true]);
        assert_eq!(cards.seats(), [false, false, false, true]);
        // The next deal starts from the seats as they are then.
        cards.at(2, [true, false, false, true]);
        assert_eq!(cards.seats(), [true, false, false, true]);
    }

    #[test]
    fn names_are_trimmed_short_and_plain() {
        assert_eq!(check_name("  Alice "), Ok("Alice".into()));
        assert_eq!(check_name("   "), Err(NameError::Empty));
        assert_eq!(check_name(&"é".repeat(24)), Ok("é".repeat(24)));
        assert_eq!(check_name(&"é".repeat(25)), Err(NameError::TooLong));
        assert_eq!(check_name("a\nb"), Err(NameError::Control));
        assert_eq!(check_name("<b>Bob</b>"), Ok("<b>Bob</b>".into()));
    }

    #[test]
    fn a_dropped_person_is_stood_in_for_and_takes_the_seat_back_between_tricks() {
        let t0 = Instant::now();
        let mut s = Seating::new([false, true, false, true], Some(Seat::South));
        assert_eq!(s.sitter(Seat::North), Sitter::Waiting);
        assert!(!s.robot_plays(Seat::North));
        assert!(s.robot_plays(Seat::East));
        s.joined(Seat::North);
        assert_eq!(s.sitter(Seat::North), Sitter::Human);
        let grace = Duration::from_secs(60);
        let c = s.dropped(Seat::North, t0, grace).expect("a countdown");
        assert_eq!(
            s.infos(t0 + Duration::from_secs(19))[0].away_ms,
            Some(41_000)
        );
        // Back in time: the countdown is cancelled.
        s.joined(Seat::North);
        assert!(!s.expired(Seat::North, c.number));
        assert_eq!(s.sitter(Seat::North), Sitter::Human);
        assert_eq!(s.infos(t0)[0].away_ms, None);
        // Dropped again, and the countdown runs out.
        let c = s.dropped(Seat::North, t0, grace).expect("a countdown");
        assert!(s.expired(Seat::North, c.number));
        assert!(!s.expired(Seat::North, c.number), "once");
        assert_eq!(s.sitter(Seat::North), Sitter::Standin);
        assert!(s.robot_plays(Seat::North));
        // Back: not in the middle of a trick, only between tricks.
        s.joined(Seat::North);
        assert!(s.connected(Seat::North));
        assert!(!s.take_back(false));
        assert_eq!(s.sitter(Seat::North), Sitter::Standin);
        assert!(s.take_back(true));
        assert_eq!(s.sitter(Seat::North), Sitter::Human);
        // A waiting seat that drops gets no countdown... once taken, it does.
        assert!(s.dropped(Seat::South, t0, grace).is_none());
    }

    #[test]
    fn after_a_restart_the_seats_taken_count_down_and_the_others_wait() {
        let t0 = Instant::now();
        let mut s = Seating::new([false, true, false, false], Some(Seat::South));
        let grace = Duration::from_secs(60);
        let c = s.restarted([true, false, true, false], t0, grace);
        assert_eq!(c.len(), 2);
        assert_eq!(s.sitter(Seat::North), Sitter::Human);
        assert_eq!(s.sitter(Seat::East), Sitter::Robot);
        assert_eq!(s.sitter(Seat::West), Sitter::Waiting);
        assert_eq!(s.infos(t0)[2].away_ms, Some(60_000));
        assert!(s.expired(Seat::South, c[1].number));
        assert_eq!(s.sitter(Seat::South), Sitter::Standin);
    }

    #[test]
    fn the_host_gives_a_seat_to_a_robot_or_opens_it() {
        let t0 = Instant::now();
        let mut s = Seating::new([false; 4], Some(Seat::South));
        s.joined(Seat::East);
        s.set_name(Seat::East, "Eve").expect("a name");
        let c = s
            .dropped(Seat::East, t0, Duration::from_secs(1))
            .expect("a countdown");
        s.to_robot(Seat::East);
        assert!(!s.expired(Seat::East, c.number));
        assert_eq!(s.sitter(Seat::East), Sitter::Robot);
        assert_eq!(s.name(Seat::East), None);
        s.open(Seat::East);
        assert_eq!(s.sitter(Seat::East), Sitter::Waiting);
        assert_eq!(s.host(), Some(Seat::South));
    }
}
