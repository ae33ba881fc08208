#!/usr/bin/env bash
# Starts a throwaway PostgreSQL (Debian's package) on 127.0.0.1:5433 for the API tests; prints its admin URL.
set -euo pipefail
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
DIR=${PGTEST_DIR:-/tmp/dpt-pgtest}
if ! "$BIN/pg_isready" -h 127.0.0.1 -p 5433 -q 2>/dev/null; then
  rm -rf "$DIR" && mkdir -p "$DIR" && chown postgres "$DIR"
  su postgres -c "$BIN/initdb -D $DIR/data -A trust -U postgres >/dev/null"
  su postgres -c "$BIN/pg_ctl -D $DIR/data -o '-p 5433 -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off' -l $DIR/log -w start >/dev/null"
fi
echo "postgres://postgres@127.0.0.1:5433/postgres"
