#!/usr/bin/env bash
# Installs what the game needs to build, serve and test, skipping whatever
# is already there at the right version. Safe to run again (then fast).
#
#   scripts/setup.sh            build tools (wasm target, trunk, wasm-bindgen, wasm-opt)
#   scripts/setup.sh --browser  also Chromium and playwright-core for the tests
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/tests/browser/node_modules/.bin:$PATH"

say() { printf '\033[1msetup:\033[0m %s\n' "$*"; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# trunk 0.22 needs a newer rustc than 1.95: pin 0.21.14. Its own release
# profile is fat LTO in one codegen unit, 13 minutes on two cores; trunk only
# runs cargo, wasm-bindgen and wasm-opt and copies files, so it is built at
# opt-level 1, without LTO, in parallel units: 8.5 minutes (docs/BENCHMARKS.md).
if ! trunk --version 2>/dev/null | grep -q ' 0\.21\.14$'; then
  say "installing trunk 0.21.14 (a few minutes, once)"
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=1 \
    cargo install --locked trunk --version 0.21.14
fi

# wasm-bindgen-cli must equal the wasm-bindgen in Cargo.lock. `--locked`
# fails (a locked dependency is gone from the registry), so it is not used.
wbg=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3 }' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q " $wbg\$"; then
  say "installing wasm-bindgen-cli $wbg (a few minutes, once)"
  cargo install wasm-bindgen-cli --version "$wbg"
fi
if ! grep -q "^wasm_bindgen = \"$wbg\"" Trunk.toml; then
  echo "setup: Trunk.toml [tools] wasm_bindgen must be \"$wbg\" (the version in Cargo.lock)" >&2
  exit 1
fi

# wasm-opt from npm binaryen@132 (Debian's binaryen 108 breaks the module
# in Chromium), playwright-core and axe-core (the accessibility test),
# pinned by tests/browser/package-lock.json.
if [ ! -x tests/browser/node_modules/.bin/wasm-opt ] || [ ! -d tests/browser/node_modules/playwright-core ] \
  || [ ! -f tests/browser/node_modules/axe-core/axe.min.js ]; then
  say "installing npm packages (binaryen, playwright-core, axe-core)"
  (cd tests/browser && npm ci --no-audit --no-fund --loglevel=error)
fi

# Chromium for the tests, and Japanese and Chinese fonts so that those UIs'
# screenshots show text (the game itself uses the system's fonts).
if [ "${1:-}" = "--browser" ] && { [ ! -x /usr/bin/chromium ] || [ ! -d /usr/share/fonts/opentype/ipafont-gothic ] || [ ! -d /usr/share/fonts/truetype/wqy ]; }; then
  say "installing Debian's chromium, chromium-driver, fonts-ipafont-gothic and fonts-wqy-microhei"
  sudo_=""
  [ "$(id -u)" -ne 0 ] && sudo_="sudo"
  $sudo_ apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_ apt-get install -y -qq chromium chromium-driver fonts-ipafont-gothic fonts-wqy-microhei >/dev/null
fi
say "ready"
