#!/usr/bin/env bash
# Stops a Varnish started by deploy/varnish/start.sh: deploy/varnish/stop.sh --dir DIR (or --port PORT for
# the default directory var/varnish-PORT). Stopping one that is not running is not an error.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
dir=''
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) dir=$2; shift 2 ;;
    --port) dir=$ROOT/var/varnish-$2; shift 2 ;;
    *) echo "stop.sh: unknown option $1 (use --dir DIR or --port PORT)" >&2; exit 2 ;;
  esac
done
[ -n "$dir" ] || { echo 'stop.sh: --dir DIR or --port PORT' >&2; exit 2; }

pidfile=$dir/varnishd.pid
[ -f "$pidfile" ] || exit 0
pid=$(cat "$pidfile")
kill "$pid" 2>/dev/null || { rm -f "$pidfile"; exit 0; }
# The manager stops its child first; wait for both to be gone.
for _ in $(seq 100); do
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.1
done
kill -9 "$pid" 2>/dev/null || true
rm -f "$pidfile"
