#!/bin/sh
# First start: initdb with POSTGRES_USER/POSTGRES_PASSWORD, password logins from anywhere, and
# POSTGRES_DB; then PostgreSQL in the foreground as the postgres user.
set -eu
BIN=/usr/lib/postgresql/15/bin
mkdir -p "$PGDATA" && chown postgres: "$PGDATA" && chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp) && printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" >"$pwfile"
  chown postgres "$pwfile"
  runuser -u postgres -- "$BIN/initdb" -D "$PGDATA" -U "${POSTGRES_USER:-postgres}" --pwfile="$pwfile" \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  db="${POSTGRES_DB:-${POSTGRES_USER:-postgres}}"
  if [ "$db" != postgres ]; then
    echo "CREATE DATABASE \"$db\" OWNER \"${POSTGRES_USER:-postgres}\"" \
      | runuser -u postgres -- "$BIN/postgres" --single -D "$PGDATA" postgres >/dev/null
  fi
fi
[ "${1:-}" = postgres ] && shift
exec runuser -u postgres -- "$BIN/postgres" -D "$PGDATA" "$@"
