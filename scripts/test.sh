#!/usr/bin/env bash
# Runs every test: the engine's native tests, then the built page in
# headless Chromium. Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's heading carries the run's time so far (minutes:seconds), so
# a log shows where the 40 minutes of CI's budget go.
step() { printf '== [%d:%02d] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }
step "installing what is missing (scripts/setup.sh)"
scripts/setup.sh --browser --server
export PATH="$HOME/.cargo/bin:$PWD/tests/browser/node_modules/.bin:$PATH"

step "formatting (cargo fmt --check, the whole workspace)"
cargo fmt --all --check

step "the engine: no browser, async or server crate; builds for wasm32 alone"
scripts/engine_deps.sh

step "native tests (cargo test, the whole workspace)"
cargo test --workspace --all-targets --quiet 2>&1 | tail -n +1

step "two instances on PostgreSQL and NATS, one killed, one stopped, PostgreSQL restarted, under a swarm (scripts/cluster-test.sh)"
if ! HALFBRIDGE=target/debug/halfbridge scripts/cluster-test.sh --tables 40 --seconds 60; then
  echo "scripts/cluster-test.sh failed" >&2
  exit 1
fi

step "building the page (trunk build)"
trunk build 2>&1 | tail -n 3

step "no computer thinking in the page's or the online module, no online code in the page's"
python3 scripts/page_thinking.py target/wasm32-unknown-unknown/page/app.wasm target/wasm32-unknown-unknown/page/worker.wasm target/wasm32-unknown-unknown/page/online.wasm

# The browser tests that time the page (its load, the slow phone, the
# computer's waits, the page thread over a match, the solver's speed) run
# one at a time, alone on the machine. The others mostly wait (a computer
# card comes after a 450 ms pace): three of them run at once, each in its
# own Chromium, serving dist/ on a port of its own (so a service worker's
# origin of its own), writing files of its own names. Both groups run even
# when the first fails.
cd tests/browser
timed=(load.test.mjs phone.test.mjs pool.test.mjs match.test.mjs bench.test.mjs)
others=()
for file in *.test.mjs; do
  case " ${timed[*]} " in *" $file "*) ;; *) others+=("$file") ;; esac
done
# The command line the native tests built, for the files that start
# `halfbridge serve` (online-server.mjs), so that no test runs cargo while
# others run.
export HALFBRIDGE_BIN
HALFBRIDGE_BIN="$(cd ../.. && pwd)/target/debug/halfbridge"
step "browser tests that time the page, one at a time (headless Chromium)"
status=0
node --test --test-concurrency=1 "${timed[@]}" || status=1
step "the other browser tests, three at a time (headless Chromium)"
node --test --test-concurrency=3 "${others[@]}" || status=1
step "done"
exit $status
