#!/usr/bin/env bash
# Two `halfbridge serve` instances on one PostgreSQL and one NATS, on
# loopback ports, and a swarm that plays across both while one instance is
# killed (`kill -9`); then, each time with two fresh instances, while one is
# stopped (SIGTERM: it hands its tables over), and while PostgreSQL is
# stopped for 3 s and started again (the servers wait and retry). Exits
# non-zero when an action was lost or duplicated, a card leaked, a table did
# not finish, or (kill, stop) no table was taken over.
#
#   scripts/cluster-test.sh [--tables N] [--seconds S] [--pace-ms P] [--boards B] [--kill-after K]
#                           [--only kill|stop|restart] [--runs R]
#
# Defaults: 100 tables, 90 s at most, pace 100 ms, 2 boards, the kill 3 s in,
# every phase, once (`--runs R`: each phase R times, to hunt a rare failure;
# the logs of a failed run are kept and their folder named).
# HALFBRIDGE=path/to/halfbridge picks the binary (default: target/release,
# built when missing; scripts/test.sh passes its debug build). Installs
# Debian's postgresql and nats-server when missing. Everything it starts is
# stopped on exit; its files are in a temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."

tables=100 seconds=90 pace=100 boards=2 kill_after=3 only="" runs=1
while [ $# -gt 0 ]; do
  case "$1" in
    --tables) tables=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --pace-ms) pace=$2; shift 2 ;;
    --boards) boards=$2; shift 2 ;;
    --kill-after) kill_after=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    *) echo "cluster-test.sh: unknown option $1" >&2; exit 2 ;;
  esac
done

scripts/postgres.sh install
scripts/nats.sh install

bin=${HALFBRIDGE:-target/release/halfbridge}
if [ ! -x "$bin" ]; then
  cargo build --release -p halfbridge-cli
fi

work=$(mktemp -d)
chmod 755 "$work"  # the postgres user (as root) must reach its folder
pids=()
keep=""
cleanup() {
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
  scripts/postgres.sh stop "$work/pg" || true
  if [ -n "$keep" ]; then
    echo "cluster-test.sh: the failed run's logs: $work" >&2
  else
    rm -rf "$work"
  fi
}
trap cleanup EXIT

# A free loopback port (the kernel's choice, released at once).
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

# Waits (bounded) until PORT on loopback accepts connections.
wait_port() {
  for _ in $(seq 1 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    sleep 0.1
  done
  echo "cluster-test.sh: nothing listens at 127.0.0.1:$1" >&2
  return 1
}

pg_port=$(free_port)
db=$(scripts/postgres.sh start "$work/pg" "$pg_port" | tail -n 1)
nats_port=$(free_port)
nats-server -a 127.0.0.1 -p "$nats_port" >"$work/nats.log" 2>&1 &
pids+=($!)
wait_port "$nats_port"
nats="nats://127.0.0.1:$nats_port"

# Starts an instance; sets `addr` to its address.
instance() {
  local port
  port=$(free_port)
  "$bin" serve --addr "127.0.0.1:$port" --database "$db" --nats "$nats" >"$work/serve-$port.log" 2>&1 &
  pids+=($!)
  wait_port "$port"
  addr="127.0.0.1:$port"
}

# Runs a swarm over two fresh instances with FLAG: kill or stop the first,
# or restart PostgreSQL; checks its summary; then stops both.
run() {
  local flag=$1 a b out fault restarter="" verdict=0
  rm -f "$work"/serve-*.log
  instance; a=$addr
  instance; b=$addr
  out="$work/swarm-$flag.txt"
  if [ "$flag" = restart ]; then
    echo "== cluster: $tables tables over $a and $b, PostgreSQL stopped $kill_after s in, started 3 s later"
    fault=()
    ( sleep "$kill_after"; scripts/postgres.sh stop "$work/pg"; sleep 3
      scripts/postgres.sh resume "$work/pg" "$pg_port" ) &
    restarter=$!
  else
    echo "== cluster: $tables tables over $a and $b, $flag the first $kill_after s in"
    fault=("--$flag-instance-after" "$kill_after")
  fi
  "$bin" swarm --servers "$a,$b" --tables "$tables" --seconds "$seconds" --pace-ms "$pace" \
    --boards "$boards" "${fault[@]}" >"$out" 2>"$work/swarm-$flag.err" || true
  [ -n "$restarter" ] && wait "$restarter"
  tail -n 5 "$work/swarm-$flag.err" >&2
  tail -n 1 "$out"
  python3 - "$out" "$flag" <<'EOF' || verdict=1
import json, sys
s = json.loads(open(sys.argv[1]).read().strip().splitlines()[-1])
bad = [k for k in ("lost_actions", "duplicated_actions", "leaked_cards") if s[k] != 0]
if s["finished"] != s["tables"]:
    bad.append(f"finished {s['finished']} of {s['tables']}")
if s["takeovers"] == 0 and sys.argv[2] != "restart":
    bad.append("no table was taken over")
if bad:
    print(f"cluster-test.sh: {sys.argv[2]}: FAILED: {', '.join(bad)}", file=sys.stderr)
    sys.exit(1)
print(f"cluster-test.sh: {sys.argv[2]}: ok: {s['finished']} tables finished, {s['takeovers']} taken over, every table moving again {s['takeover_ms']} ms after; p99 {s['latency_ms']['p99']} ms, {s['errors']} refusals")
EOF
  # The next run starts on instances of its own.
  for p in "${pids[@]:1}"; do kill -9 "$p" 2>/dev/null || true; done
  pids=("${pids[0]}")
  return "$verdict"
}

failed=0
for _ in $(seq 1 "$runs"); do
  for phase in kill stop restart; do
    if [ -z "$only" ] || [ "$only" = "$phase" ]; then
      if ! run "$phase"; then
        keep=1 failed=1
        break 2
      fi
    fi
  done
done
exit "$failed"
