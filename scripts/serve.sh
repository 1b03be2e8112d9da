#!/usr/bin/env bash
# Installs what is missing, builds the game (the page into dist/, the
# `halfbridge` command line) and runs `halfbridge serve`: the page, solo as
# on any static host, and the online tables at the same origin (its tables
# kept in halfbridge-data/tables.db).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/tests/browser/node_modules/.bin:$PATH"
port="${PORT:-8080}"
echo
echo "Micro HalfBridge: building the page and the server…"
trunk build 2>&1 | tail -n 3
cargo build --release -p halfbridge-cli 2>&1 | tail -n 1
echo
echo "Micro HalfBridge: serving at http://127.0.0.1:$port/ (solo and online; Ctrl-C stops)"
echo
exec target/release/halfbridge serve --addr "127.0.0.1:$port" --dist dist
