#!/usr/bin/env bash
# Fails when the engine crate (crates/engine) depends, directly or through
# another crate, on a browser, async-runtime or server crate, on any target
# (docs/ARCHITECTURE.md, the invariants). Its tree is printed on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
forbidden='^(leptos|leptos_[a-z_]+|web-sys|js-sys|wasm-bindgen|wasm-bindgen-[a-z-]+|gloo|gloo-[a-z-]+|tokio|tokio-[a-z-]+|async-std|futures|futures-[a-z-]+|mio|axum|hyper|tower|sqlx|sqlx-[a-z-]+|rusqlite|async-nats)$'
tree=$(cargo tree -p halfbridge-engine -e normal,build --target all --prefix none --offline 2>/dev/null || cargo tree -p halfbridge-engine -e normal,build --target all --prefix none)
found=$(printf '%s\n' "$tree" | awk '{print $1}' | sort -u | grep -E "$forbidden" || true)
if [ -n "$found" ]; then
  echo "engine_deps: the engine depends on: $(echo $found)" >&2
  cargo tree -p halfbridge-engine -e normal,build --target all >&2
  exit 1
fi
echo "engine_deps: the engine's $(printf '%s\n' "$tree" | awk '{print $1}' | sort -u | wc -l) crates (every target): no browser, async or server crate"

# The engine builds for wasm32 on its own, with no browser crate: getrandom
# (which contract-bridge's rand pulls in) is given its "unsupported"
# backend, since the engine takes seeds and never draws entropy; the page
# chooses the browser's (`wasm_js`). A target dir of its own keeps the
# page's build cache.
RUSTFLAGS='--cfg getrandom_backend="unsupported"' \
  cargo check -q -p halfbridge-engine --target wasm32-unknown-unknown --target-dir target/engine-alone
echo "engine_deps: the engine builds for wasm32 alone"
