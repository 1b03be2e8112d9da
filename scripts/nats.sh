#!/usr/bin/env bash
# NATS for the tests, from Debian's package.
#
#   scripts/nats.sh install    installs Debian's nats-server when missing
#
# The tests start their own servers on loopback ports (`nats-server -a
# 127.0.0.1 -p PORT`) and stop them when done.
set -euo pipefail
case "${1:-}" in
  install)
    if ! command -v nats-server >/dev/null 2>&1; then
      echo "nats.sh: installing Debian's nats-server (once)" >&2
      sudo_=""
      [ "$(id -u)" -ne 0 ] && sudo_="sudo"
      $sudo_ apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $sudo_ apt-get install -y -qq nats-server >/dev/null
    fi
    ;;
  *)
    echo "usage: scripts/nats.sh install" >&2
    exit 2
    ;;
esac
