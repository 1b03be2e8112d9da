#!/usr/bin/env bash
# Installs what the game needs to build, serve and test, skipping whatever
# is already there at the right version. Safe to run again (then fast).
#
#   scripts/setup.sh            build tools (wasm target, trunk, wasm-bindgen, wasm-opt)
#   scripts/setup.sh --browser  also Chromium and the fonts for the browser tests
#   scripts/setup.sh --server   also PostgreSQL and NATS for the server's tests
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/tests/browser/node_modules/.bin:$PATH"

say() { printf '\033[1msetup:\033[0m %s\n' "$*"; }

# Debian's packages the options ask for and the machine lacks: Chromium for
# the tests, and Japanese and Chinese fonts so that those UIs' screenshots
# show text (the game itself uses the system's fonts); PostgreSQL and NATS
# for the server's tests (scripts/postgres.sh and scripts/nats.sh start
# them, never install).
debian=()
for flag in "$@"; do
  case "$flag" in
    --browser)
      [ -x /usr/bin/chromium ] || debian+=(chromium chromium-driver)
      [ -d /usr/share/fonts/opentype/ipafont-gothic ] || debian+=(fonts-ipafont-gothic)
      [ -d /usr/share/fonts/truetype/wqy ] || debian+=(fonts-wqy-microhei)
      ;;
    --server)
      [ -n "$(scripts/postgres.sh bin-dir)" ] || debian+=(postgresql)
      command -v nats-server >/dev/null 2>&1 || debian+=(nats-server)
      ;;
    *) echo "setup: unknown option $flag (--browser, --server)" >&2; exit 2 ;;
  esac
done

wbg=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3 }' Cargo.lock)
if ! grep -q "^wasm_bindgen = \"$wbg\"" Trunk.toml; then
  echo "setup: Trunk.toml [tools] wasm_bindgen must be \"$wbg\" (the version in Cargo.lock)" >&2
  exit 1
fi

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
# rustfmt, for scripts/test.sh's formatting check.
if ! cargo fmt --version >/dev/null 2>&1; then
  say "adding rustfmt"
  rustup component add rustfmt
fi

# What comes over the network alone, Debian's packages and npm's, is
# fetched in the background while trunk and wasm-bindgen-cli compile, and
# those two compile side by side (each alone leaves a core idle part of
# the time): on a fresh machine this is the test run's longest wait
# (docs/BENCHMARKS.md, "The test run's own time"). Each job writes a log;
# the script waits for them all and shows the log of any that failed.
logs=$(mktemp -d "${TMPDIR:-/tmp}/halfbridge-setup.XXXXXX")
jobs_=()
# Stopped (Ctrl-C, a kill), the script stops its jobs too: a background job
# ignores Ctrl-C, and an apt-get or a cargo left running would hold its
# locks against the next run. `kill 0` reaches every process of the group.
trap 'trap - INT TERM; kill -TERM 0 2>/dev/null; exit 130' INT TERM
in_background() { # NAME COMMAND...
  local name=$1
  shift
  ( "$@" ) >"$logs/$name.log" 2>&1 &
  jobs_+=("$!:$name")
}

# Debian's packages, in one apt-get.
apt_install() {
  local sudo_=""
  [ "$(id -u)" -ne 0 ] && sudo_="sudo"
  $sudo_ apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_ apt-get install -y -qq "$@" >/dev/null
}
if [ ${#debian[@]} -gt 0 ]; then
  say "installing Debian's ${debian[*]} (in the background)"
  in_background apt apt_install "${debian[@]}"
fi

# wasm-opt from npm binaryen@132 (Debian's binaryen 108 breaks the module
# in Chromium), playwright-core and axe-core (the accessibility test),
# pinned by tests/browser/package-lock.json.
if [ ! -x tests/browser/node_modules/.bin/wasm-opt ] || [ ! -d tests/browser/node_modules/playwright-core ] \
  || [ ! -f tests/browser/node_modules/axe-core/axe.min.js ]; then
  say "installing npm packages: binaryen, playwright-core, axe-core (in the background)"
  in_background npm sh -c 'cd tests/browser && npm ci --no-audit --no-fund --loglevel=error'
fi

# trunk 0.22 needs a newer rustc than 1.95: pin 0.21.14. Its own release
# profile is fat LTO in one codegen unit, 13 minutes on two cores; trunk only
# runs cargo, wasm-bindgen and wasm-opt and copies files, so it is built at
# opt-level 1, without LTO, in parallel units: 8.5 minutes (docs/BENCHMARKS.md).
# Without its default features: no TLS (rustls, ring: trunk fetches no tool,
# Trunk.toml's `offline = true`, and serves plain HTTP) and no check for a
# newer trunk on crates.io.
if ! trunk --version 2>/dev/null | grep -q ' 0\.21\.14$'; then
  say "compiling trunk 0.21.14 (minutes, once)"
  in_background trunk env CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install --locked trunk --version 0.21.14 --no-default-features
fi

# wasm-bindgen-cli must equal the wasm-bindgen in Cargo.lock (checked
# above). `--locked` fails (a locked dependency is gone from the registry),
# so it is not used. Built at opt-level 1: 6.4 minutes of CPU (3.6 alone
# on two cores) where opt-level 3 took about 10, and it binds a module as
# fast, to the same bytes (docs/BENCHMARKS.md). Only the wasm-bindgen
# command (not its test runner), without TLS (its test runner's downloads).
if ! wasm-bindgen --version 2>/dev/null | grep -q " $wbg\$"; then
  say "compiling wasm-bindgen-cli $wbg (minutes, once)"
  in_background wasm-bindgen env CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install wasm-bindgen-cli --version "$wbg" \
    --no-default-features --bin wasm-bindgen
fi

failed=()
for job in "${jobs_[@]}"; do
  if ! wait "${job%%:*}"; then
    failed+=("${job#*:}")
  fi
done
for name in "${failed[@]}"; do
  echo "setup: $name failed; its log ($logs/$name.log) ends:" >&2
  tail -n 40 "$logs/$name.log" >&2
done
[ ${#failed[@]} -eq 0 ] || exit 1
rm -rf "$logs"
say "ready"
