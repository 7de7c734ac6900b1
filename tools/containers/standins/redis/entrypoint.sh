#!/bin/sh
set -eu
if [ "${1:-}" = redis-server ] && ! [ -f "${2:-}" ]; then
  shift
  set -- redis-server --protected-mode no --bind '* -::*' "$@"
fi
if [ "$(id -u)" = 0 ]; then
  chown -R redis:redis /data
  exec setpriv --reuid=redis --regid=redis --init-groups "$@"
fi
exec "$@"
