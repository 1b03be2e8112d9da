#!/usr/bin/env bash
# Writes the static site to dist/: the page, the worker, the service worker
# (offline), the manifest and icons. Every address in it is relative, so
# dist/ can be copied as is to any static host, at any path.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/tests/browser/node_modules/.bin:$PATH"
trunk build 2>&1 | tail -n 3
echo
echo "Micro HalfBridge: the static site is in $PWD/dist/ ($(du -sh dist | cut -f1)); copy it to any static host."
