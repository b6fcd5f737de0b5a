#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster on 127.0.0.1,
# stopped and removed afterwards. Uses an existing TEST_DATABASE_URL as it is.
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$PGBIN" ]; then echo "PostgreSQL is not installed" >&2; exit 1; fi
PGROOT=$(mktemp -d /tmp/pgtest.XXXX)
PGPORT=${PGPORT:-55432}
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres:postgres "$PGROOT"
as_pg "$PGBIN/initdb" -D "$PGROOT/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/log" -w -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGROOT -c fsync=off -c max_connections=200" start >/dev/null
stop() { as_pg "$PGBIN/pg_ctl" -D "$PGROOT/data" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$PGROOT"; }
trap stop EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
"$@"
