#!/usr/bin/env bash
# Installs what is missing, builds the game and serves it locally.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/tests/browser/node_modules/.bin:$PATH"
port="${PORT:-8080}"
echo
echo "Micro HalfBridge: building, then serving at http://127.0.0.1:$port/ (Ctrl-C stops)"
echo
exec trunk serve --port "$port"
