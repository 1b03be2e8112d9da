#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests, from Debian's packages, on a
# loopback port, its files in a folder of the caller's.
#
#   scripts/postgres.sh install          installs Debian's postgresql when missing
#   scripts/postgres.sh bin-dir          prints the folder of its programs
#                                        (nothing when it is not installed)
#   scripts/postgres.sh start DIR PORT   initdb in DIR, starts on 127.0.0.1:PORT;
#                                        prints the database URL (last line).
#                                        Never installs: tests start servers
#                                        side by side, and apt-get runs once.
#   scripts/postgres.sh stop DIR         stops it (immediate shutdown)
#   scripts/postgres.sh resume DIR PORT  starts a stopped one again (its data kept)
#
# PostgreSQL refuses to run as root: as root, the server runs as the
# `postgres` user the package creates, and DIR is handed to that user.
set -euo pipefail

bin_dir() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"
    return
  fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$found" ] && [ -x "$found/pg_ctl" ] && echo "$found"
}

install() {
  if [ -z "$(bin_dir)" ]; then
    echo "postgres.sh: installing Debian's postgresql (once)" >&2
    local sudo_=""
    [ "$(id -u)" -ne 0 ] && sudo_="sudo"
    $sudo_ apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_ apt-get install -y -qq postgresql >/dev/null
    # The package starts a cluster of its own on port 5432; the tests start theirs.
  fi
}

# Runs a PostgreSQL program as the user the server runs as.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

case "${1:-}" in
  bin-dir)
    bin_dir || true
    ;;
  install)
    install
    ;;
  start)
    dir=${2:?usage: postgres.sh start DIR PORT}
    port=${3:?usage: postgres.sh start DIR PORT}
    bin=$(bin_dir)
    if [ -z "$bin" ]; then
      echo "postgres.sh: PostgreSQL is not installed: run scripts/postgres.sh install (scripts/setup.sh --server does, and scripts/test.sh runs that)" >&2
      exit 1
    fi
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
    as_pg "$bin/initdb" -D "$dir/data" -U halfbridge --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200" start >/dev/null \
      || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://halfbridge@127.0.0.1:$port/postgres"
    ;;
  resume)
    dir=${2:?usage: postgres.sh resume DIR PORT}
    port=${3:?usage: postgres.sh resume DIR PORT}
    bin=$(bin_dir)
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200" start >/dev/null \
      || { cat "$dir/server.log" >&2; exit 1; }
    ;;
  stop)
    dir=${2:?usage: postgres.sh stop DIR}
    bin=$(bin_dir)
    as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: postgres.sh install | bin-dir | start DIR PORT | stop DIR | resume DIR PORT" >&2
    exit 2
    ;;
esac
