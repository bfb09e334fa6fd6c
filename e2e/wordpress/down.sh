#!/usr/bin/env bash
# Stops everything up.sh and run.sh started (by the pids in the state file) and deletes the throw-away
# folder. Safe to run twice, or after a run that failed half-way.
set -uo pipefail
. "$(dirname "$0")/lib.sh"
state_load || exit 0

site_stop
[ -n "${VARNISH_DIR:-}" ] && bash "$ROOT/deploy/varnish/stop.sh" --dir "$VARNISH_DIR"
php_stop
if [ -n "${MARIADB_PID:-}" ] && kill -0 "$MARIADB_PID" 2>/dev/null; then
  kill "$MARIADB_PID"
  for _ in $(seq 100); do kill -0 "$MARIADB_PID" 2>/dev/null || break; sleep 0.1; done
  kill -9 "$MARIADB_PID" 2>/dev/null || true
fi
case "${WP_DIR:-}" in /tmp/plaza-wp.*) rm -rf "$WP_DIR" ;; esac
case "${VARNISH_DIR:-}" in /tmp/plaza-wp-varnish.*) rm -rf "$VARNISH_DIR" ;; esac
rm -f "$STATE"
