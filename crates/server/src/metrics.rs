//! What a load balancer and an operator read of a running server, in
//! Prometheus' text format (`GET /metrics`): tables, connections, actions
//! and their latency, refusals by kind. Counters only grow; rates
//! (actions per second) are Prometheus' `rate()` of them.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

use crate::protocol::ErrorCode;

/// The upper bounds (milliseconds) of the action-latency histogram's
/// buckets; the last bucket, `+Inf`, is implied.
const LATENCY_BOUNDS_MS: [f64; 11] = [
    0.5, 1.0, 2.5, 5.0, 10.0, 25.0, 50.0, 100.0, 250.0, 500.0, 1000.0,
];

/// Every refusal's kind, in the order its counter is kept ([`index_of`]).
const ERROR_CODES: [ErrorCode; 16] = [
    ErrorCode::Malformed,
    ErrorCode::UnknownType,
    ErrorCode::Binary,
    ErrorCode::Spectator,
    ErrorCode::NotYourTurn,
    ErrorCode::Illegal,
    ErrorCode::Over,
    ErrorCode::Storage,
    ErrorCode::Stale,
    ErrorCode::Flood,
    ErrorCode::BadName,
    ErrorCode::BadChat,
    ErrorCode::NotHost,
    ErrorCode::NoClaim,
    ErrorCode::NotDeclarer,
    ErrorCode::NoUndo,
];

/// The server's counters, shared by the HTTP side and every table's task.
#[derive(Debug, Default)]
pub struct Metrics {
    connections_open: AtomicI64,
    connections_total: AtomicU64,
    actions_total: AtomicU64,
    /// Counts per bucket of [`LATENCY_BOUNDS_MS`], then `+Inf`.
    latency_buckets: [AtomicU64; LATENCY_BOUNDS_MS.len() + 1],
    /// The latencies' sum, in microseconds.
    latency_sum_us: AtomicU64,
    errors: [AtomicU64; ERROR_CODES.len()],
    /// Tables this instance took over from another (several instances).
    takeovers_total: AtomicU64,
}

/// Where `code`'s counter is: a match with no wildcard, so that a new code
/// cannot go uncounted.
const fn index_of(code: ErrorCode) -> usize {
    match code {
        ErrorCode::Malformed => 0,
        ErrorCode::UnknownType => 1,
        ErrorCode::Binary => 2,
        ErrorCode::Spectator => 3,
        ErrorCode::NotYourTurn => 4,
        ErrorCode::Illegal => 5,
        ErrorCode::Over => 6,
        ErrorCode::Storage => 7,
        ErrorCode::Stale => 8,
        ErrorCode::Flood => 9,
        ErrorCode::BadName => 10,
        ErrorCode::BadChat => 11,
        ErrorCode::NotHost => 12,
        ErrorCode::NoClaim => 13,
        ErrorCode::NotDeclarer => 14,
        ErrorCode::NoUndo => 15,
    }
}

fn name_of(code: ErrorCode) -> String {
    serde_json::to_value(code)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

impl Metrics {
    /// A WebSocket opened.
    pub fn connected(&self) {
        self.connections_open.fetch_add(1, Ordering::Relaxed);
        self.connections_total.fetch_add(1, Ordering::Relaxed);
    }

    /// A WebSocket closed.
    pub fn disconnected(&self) {
        self.connections_open.fetch_sub(1, Ordering::Relaxed);
    }

    /// An action (a person's or a robot's) was checked, stored and sent to
    /// every seat, `took` after the table's task took it up.
    pub fn acted(&self, took: Duration) {
        self.actions_total.fetch_add(1, Ordering::Relaxed);
        let ms = took.as_secs_f64() * 1000.0;
        let bucket = LATENCY_BOUNDS_MS
            .iter()
            .position(|&b| ms <= b)
            .unwrap_or(LATENCY_BOUNDS_MS.len());
        self.latency_buckets[bucket].fetch_add(1, Ordering::Relaxed);
        let us = u64::try_from(took.as_micros()).unwrap_or(u64::MAX);
        self.latency_sum_us.fetch_add(us, Ordering::Relaxed);
    }

    /// A client's message was refused with `code`.
    pub fn refused(&self, code: ErrorCode) {
        self.errors[index_of(code)].fetch_add(1, Ordering::Relaxed);
    }

    /// This instance took over a table whose lease was free: released by
    /// an instance stopping, or expired with an instance that died.
    pub fn took_over(&self) {
        self.takeovers_total.fetch_add(1, Ordering::Relaxed);
    }

    /// The metrics in Prometheus' text format (version 0.0.4), with
    /// `tables`, the tables this server runs.
    #[must_use]
    pub fn render(&self, tables: usize) -> String {
        let mut out = String::new();
        let get = |a: &AtomicU64| a.load(Ordering::Relaxed);
        let _ = writeln!(out, "# HELP halfbridge_tables Tables this server runs.");
        let _ = writeln!(out, "# TYPE halfbridge_tables gauge");
        let _ = writeln!(out, "halfbridge_tables {tables}");
        let _ = writeln!(out, "# HELP halfbridge_connections WebSockets open now.");
        let _ = writeln!(out, "# TYPE halfbridge_connections gauge");
        let _ = writeln!(
            out,
            "halfbridge_connections {}",
            self.connections_open.load(Ordering::Relaxed).max(0)
        );
        let _ = writeln!(
            out,
            "# HELP halfbridge_connections_total WebSockets opened since the start."
        );
        let _ = writeln!(out, "# TYPE halfbridge_connections_total counter");
        let _ = writeln!(
            out,
            "halfbridge_connections_total {}",
            get(&self.connections_total)
        );
        let _ = writeln!(
            out,
            "# HELP halfbridge_actions_total Actions checked, stored and sent to every seat."
        );
        let _ = writeln!(out, "# TYPE halfbridge_actions_total counter");
        let _ = writeln!(out, "halfbridge_actions_total {}", get(&self.actions_total));
        let _ = writeln!(
            out,
            "# HELP halfbridge_takeovers_total Tables taken over from another instance (its lease released or expired)."
        );
        let _ = writeln!(out, "# TYPE halfbridge_takeovers_total counter");
        let _ = writeln!(
            out,
            "halfbridge_takeovers_total {}",
            get(&self.takeovers_total)
        );
        let _ = writeln!(
            out,
            "# HELP halfbridge_action_latency_seconds From the table taking up an action to every seat's frame sent (the store's write included)."
        );
        let _ = writeln!(out, "# TYPE halfbridge_action_latency_seconds histogram");
        let mut cumulative = 0;
        for (i, bound) in LATENCY_BOUNDS_MS.iter().enumerate() {
            cumulative += get(&self.latency_buckets[i]);
            let _ = writeln!(
                out,
                "halfbridge_action_latency_seconds_bucket{{le=\"{}\"}} {cumulative}",
                bound / 1000.0
            );
        }
        cumulative += get(&self.latency_buckets[LATENCY_BOUNDS_MS.len()]);
        let _ = writeln!(
            out,
            "halfbridge_action_latency_seconds_bucket{{le=\"+Inf\"}} {cumulative}"
        );
        #[allow(clippy::cast_precision_loss)] // a sum of microseconds, far below 2^52
        let sum = get(&self.latency_sum_us) as f64 / 1e6;
        let _ = writeln!(out, "halfbridge_action_latency_seconds_sum {sum}");
        let _ = writeln!(out, "halfbridge_action_latency_seconds_count {cumulative}");
        let _ = writeln!(
            out,
            "# HELP halfbridge_errors_total Client messages refused, by the error's code."
        );
        let _ = writeln!(out, "# TYPE halfbridge_errors_total counter");
        for (i, &code) in ERROR_CODES.iter().enumerate() {
            let _ = writeln!(
                out,
                "halfbridge_errors_total{{code=\"{}\"}} {}",
                name_of(code),
                get(&self.errors[i])
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_show_in_the_text_format() {
        let m = Metrics::default();
        m.connected();
        m.connected();
        m.disconnected();
        m.acted(Duration::from_micros(700));
        m.acted(Duration::from_millis(30));
        m.acted(Duration::from_secs(3));
        m.refused(ErrorCode::Stale);
        m.refused(ErrorCode::Stale);
        m.refused(ErrorCode::NoUndo);
        let text = m.render(3);
        for line in [
            "halfbridge_tables 3",
            "halfbridge_connections 1",
            "halfbridge_connections_total 2",
            "halfbridge_actions_total 3",
            "halfbridge_action_latency_seconds_bucket{le=\"0.0005\"} 0",
            "halfbridge_action_latency_seconds_bucket{le=\"0.001\"} 1",
            "halfbridge_action_latency_seconds_bucket{le=\"0.05\"} 2",
            "halfbridge_action_latency_seconds_bucket{le=\"1\"} 2",
            "halfbridge_action_latency_seconds_bucket{le=\"+Inf\"} 3",
            "halfbridge_action_latency_seconds_count 3",
            "halfbridge_errors_total{code=\"stale\"} 2",
            "halfbridge_errors_total{code=\"no_undo\"} 1",
            "halfbridge_errors_total{code=\"illegal\"} 0",
        ] {
            assert!(
                text.lines().any(|l| l == line),
                "{line} missing from\n{text}"
            );
        }
        assert_eq!(text.matches("code=\"storage\"").count(), 1);
    }

    #[test]
    fn each_code_has_its_own_counter() {
        for (i, &code) in ERROR_CODES.iter().enumerate() {
            assert_eq!(index_of(code), i, "{code:?}");
        }
    }
}
