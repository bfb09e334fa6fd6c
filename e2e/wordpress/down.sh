#!/usr/bin/env bash
# Stops everything up.sh and run.sh started (by the pids in the state file) and deletes the throw-away
# folder. Safe to run twice, or after a run that failed half-way.
set -uo pipefail
. "$(dirname "$0")/lib.sh"
state_load || exit 0

if [ -n "${SITE_PID:-}" ] && kill -0 "$SITE_PID" 2>/dev/null; then
  # next start was started in its own process group (setsid): stop the group it leads.
  kill -- "-$SITE_PID" 2>/dev/null || kill "$SITE_PID" 2>/dev/null
  for _ in $(seq 50); do kill -0 "$SITE_PID" 2>/dev/null || break; sleep 0.1; done
  kill -9 -- "-$SITE_PID" 2>/dev/null || true
fi
php_stop
if [ -n "${MARIADB_PID:-}" ] && kill -0 "$MARIADB_PID" 2>/dev/null; then
  kill "$MARIADB_PID"
  for _ in $(seq 100); do kill -0 "$MARIADB_PID" 2>/dev/null || break; sleep 0.1; done
  kill -9 "$MARIADB_PID" 2>/dev/null || true
fi
case "${WP_DIR:-}" in /tmp/plaza-wp.*) rm -rf "$WP_DIR" ;; esac
rm -f "$STATE"
