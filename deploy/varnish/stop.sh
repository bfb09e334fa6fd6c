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

# TERM to the manager, which stops its child first; KILL to what is left after 10 s.
. "$ROOT/deploy/pidfile.sh"
pidfile_stop "$dir/varnishd.pid" 10 || true
