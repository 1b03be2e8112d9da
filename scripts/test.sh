#!/usr/bin/env bash
# Runs every test: the engine's native tests, then the built page in
# headless Chromium. Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser
export PATH="$HOME/.cargo/bin:$PWD/tests/browser/node_modules/.bin:$PATH"

echo "== the engine: no browser, async or server crate; builds for wasm32 alone"
scripts/engine_deps.sh

echo "== PostgreSQL and NATS for the server's tests (Debian's packages; each test starts its own)"
scripts/postgres.sh install
scripts/nats.sh install

echo "== native tests (cargo test, the whole workspace)"
cargo test --workspace --all-targets --quiet 2>&1 | tail -n +1

echo "== two instances on PostgreSQL and NATS, one killed, one stopped, PostgreSQL restarted, under a swarm (scripts/cluster-test.sh)"
if ! HALFBRIDGE=target/debug/halfbridge scripts/cluster-test.sh --tables 40 --seconds 60; then
  echo "scripts/cluster-test.sh failed" >&2
  exit 1
fi

echo "== building the page (trunk build)"
trunk build 2>&1 | tail -n 3

echo "== no computer thinking in the page's or the online module, no online code in the page's"
python3 scripts/page_thinking.py target/wasm32-unknown-unknown/page/app.wasm target/wasm32-unknown-unknown/page/worker.wasm target/wasm32-unknown-unknown/page/online.wasm

echo "== browser tests (headless Chromium)"
cd tests/browser
node --test --test-concurrency=1 ./*.test.mjs
