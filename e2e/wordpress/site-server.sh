#!/usr/bin/env bash
# Stops or starts the site (`next start`) only: the Varnish test's outage switch (WordPress has php-server.sh).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
case "${1:-}" in
  start) site_start ;;
  stop) site_stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
