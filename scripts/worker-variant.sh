#!/bin/bash
# A copy of dist/ whose worker (the computer players and the solver) is
# built another way, to time against dist/ in one sitting
# (docs/BENCHMARKS.md, "The solver, wasm against native"):
#   scripts/worker-variant.sh NAME [cargo args...]   -> /tmp/dist-NAME
# NAME is a cargo profile made here, inheriting the page's; the cargo
# args change it, e.g.
#   scripts/worker-variant.sh o3 --config 'profile.o3.opt-level=3'
#   RUSTFLAGS="-Clink-arg=-zstack-size=16777216 --cfg erase_components -Ctarget-feature=+simd128" scripts/worker-variant.sh simd
# (RUSTFLAGS replaces .cargo/config.toml's, so those are repeated). The
# worker goes through wasm-bindgen and wasm-opt as trunk does: with no
# args the copy's worker is dist/'s, byte for byte. Then:
#   cd tests/browser && node dd-time.mjs ../../dist /tmp/dist-NAME
# Needs a trunk build in dist/ of the same sources (the worker checks the
# page's build id).
set -euo pipefail
cd "$(dirname "$0")/.."
name=$1
shift
export PATH="$HOME/.cargo/bin:$PATH"
cargo build -q --target wasm32-unknown-unknown --bin worker --config "profile.$name.inherits=\"page\"" "$@" --profile "$name"
out=/tmp/dist-$name
bindgen=$(mktemp -d)
rm -rf "$out" && cp -r dist "$out"
wasm-bindgen --target no-modules --no-typescript --out-dir "$bindgen" "target/wasm32-unknown-unknown/$name/worker.wasm"
tests/browser/node_modules/.bin/wasm-opt -Oz --skip-pass=memory-packing --low-memory-unused --strip-producers --strip-target-features --enable-bulk-memory \
  --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals --enable-reference-types \
  --enable-multivalue "$bindgen/worker_bg.wasm" -o "$out/worker_bg.wasm"
cp "$bindgen/worker.js" "$out/worker.js"
rm -rf "$bindgen"
echo "$out: worker $(gzip -9c "$out/worker_bg.wasm" | wc -c) bytes gzip (dist/'s $(gzip -9c dist/worker_bg.wasm | wc -c))"
