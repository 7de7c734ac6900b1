#!/bin/sh
# The official image's contract: first start initialises $PGDATA with POSTGRES_USER (default postgres)
# and POSTGRES_PASSWORD (required), creates POSTGRES_DB (default: the user), runs the scripts in
# /docker-entrypoint-initdb.d, then runs as postgres.
set -eu
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set (the official image refuses to start without it too)}"
  user="${POSTGRES_USER:-postgres}"
  db="${POSTGRES_DB:-$user}"
  pwfile="$(mktemp)"
  printf '%s' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  # As the official image: the server on the local socket only while the database is made and every
  # /docker-entrypoint-initdb.d script runs (*.sh executed if executable, else sourced; *.sql through psql).
  export POSTGRES_USER="$user" POSTGRES_DB="$db"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  if [ "$db" != postgres ]; then createdb -U "$user" "$db"; fi
  for f in /docker-entrypoint-initdb.d/*; do
    case "$f" in
      *.sh) if [ -x "$f" ]; then "$f"; else . "$f"; fi ;;
      *.sql) psql -v ON_ERROR_STOP=1 --no-psqlrc -U "$user" -d "$db" -f "$f" ;;
      *) if [ -e "$f" ]; then echo "postgres stand-in: ignoring $f"; fi ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "postgres stand-in: initialised $PGDATA for $user/$db"
fi
exec "$@"
