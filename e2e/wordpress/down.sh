#!/usr/bin/env bash
# Stops everything up.sh and run.sh started (by their pid files, deploy/pidfile.sh) and deletes the throw-away
# folder. Safe to run twice, or after a run that failed half-way.
set -uo pipefail
. "$(dirname "$0")/lib.sh"
state_load || exit 0

site_stop
[ -n "${VARNISH_DIR:-}" ] && bash "$ROOT/deploy/varnish/stop.sh" --dir "$VARNISH_DIR"
php_stop
pidfile_stop "${WP_DIR:-}/mariadb.pid" 10
case "${WP_DIR:-}" in /tmp/plaza-wp.*) rm -rf "$WP_DIR" ;; esac
case "${VARNISH_DIR:-}" in /tmp/plaza-wp-varnish.*) rm -rf "$VARNISH_DIR" ;; esac
rm -f "$STATE"
