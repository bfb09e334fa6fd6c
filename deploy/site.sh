#!/usr/bin/env bash
# One site instance: deploy/site.sh STACK_DIR RELEASE_DIR PORT (deploy/stack.sh, and systemd's
# plaza-site@PORT with RELEASE_DIR = STACK_DIR/instances/PORT, the link stack.sh points at its release).
# Its environment is its release's settings (RELEASE_DIR/site.env, a copy of STACK_ENV_FILE), then the
# stack's (STACK_DIR/conf/site.env, which win), both read as .env files without a shell, then its port and
# its disk queue. The disk queue belongs to the instance's place in the set (1…STACK_INSTANCES), not to a
# release: the instance of the next release that takes that place delivers what this one left in it.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
[ $# -eq 3 ] || { echo 'usage: deploy/site.sh STACK_DIR RELEASE_DIR PORT' >&2; exit 2; }
stack=$1 release=$(cd "$2" && pwd -P) port=$3
. "$stack/stack.env"
place=$(((port - STACK_SITE_PORT) % STACK_INSTANCES + 1))
while IFS= read -r -d '' kv; do export -- "$kv"; done < <(node "$HERE/env-file.mjs" "$release/site.env" "$stack/conf/site.env")
wait $! || { echo "site.sh: cannot read $release/site.env or $stack/conf/site.env" >&2; exit 1; }
export PORT=$port NEXT_DIST_DIR=.next CONTACT_QUEUE_PATH=$stack/state/instance-$place/contact-queue.sqlite
cd "$release"
exec node_modules/.bin/next start --hostname "${HOST:-127.0.0.1}" --port "$PORT"
