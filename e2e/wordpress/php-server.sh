#!/usr/bin/env bash
# Stops or starts WordPress's web server only (MariaDB keeps running): the outage test's switch.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
case "${1:-}" in
  start) php_start ;;
  stop) php_stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
