#!/usr/bin/env bash
# The README's first command on a fresh clone whose machine has an older Node first on PATH (Node 20):
#   - a server started on it from a Node 24 build, and a build, stop at once with the one line naming the fix
#     (lib/node-version.mjs), never a server answering 500;
#   - `npm run serve` switches to Node 24 (scripts/node24.sh) and serves the site.
# The clone reuses this checkout's node_modules and build by hard links, so it installs nothing. Run after
# `npm run build` (scripts/check.sh does); it clones the last commit. FRESH_CLONE_PORT (3090): its port.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
port=${FRESH_CLONE_PORT:-3090}
fix='Plaza París needs Node 24.x, not v20.'

fail() { echo "fresh clone: $*" >&2; exit 1; }

[ -f .next/BUILD_ID ] || fail 'run `npm run build` first: the clone starts a server from this build'

# Node 20: the machine's own when it is that, else fetched from npm beside the private Node 24.
old_bin=/usr/bin
if [ "$(/usr/bin/node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != 20 ]; then
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64) arch=arm64 ;; *) fail "no Node 20 package for $(uname -m)" ;; esac
  dir=${XDG_CACHE_HOME:-$HOME/.cache}/plaza-node-20
  [ -x "$dir/node_modules/node-linux-$arch/bin/node" ] ||
    npm install --prefix "$dir" --no-save --no-audit --no-fund --no-package-lock --loglevel=error "node-linux-$arch@20"
  old_bin=$dir/node_modules/node-linux-$arch/bin
fi

work=$(mktemp -d)
serve_pid=
cleanup() {
  [ -n "$serve_pid" ] && kill -- -"$serve_pid" 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

git clone --quiet "$repo" "$work/plaza"
cp -al node_modules "$work/plaza/node_modules"
cp -al .next "$work/plaza/.next"
cd "$work/plaza"
export PATH=$old_bin:$PATH
[[ $(node -v) == v20.* ]] || fail "expected Node 20 first on PATH, found $(node -v)"

# Each must stop within a minute, saying the fix, leaving nothing answering on the port.
refuses() {
  local out=$work/refused.log pid
  PORT=$port setsid "$@" > "$out" 2>&1 &
  pid=$!
  for _ in $(seq 60); do kill -0 "$pid" 2> /dev/null || break; sleep 1; done
  if kill -0 "$pid" 2> /dev/null; then
    kill -- -"$pid"
    cat "$out" >&2
    fail "\`$*\` on $(node -v) was still running after 60 s"
  fi
  wait "$pid" && fail "\`$*\` on $(node -v) exited 0" || true
  grep -qF "$fix" "$out" || { cat "$out" >&2; fail "\`$*\` did not say: $fix"; }
  ! curl -s -o /dev/null "http://127.0.0.1:$port/es" || fail "something answers on :$port after \`$*\` stopped"
  echo "fresh clone on $(node -v): \`$*\` stops with the fix"
}
refuses npm start
refuses npm run build
refuses npm run dev

# The first command builds anew: the hard-linked build goes first, so nothing is written through the links.
rm -rf .next
PORT=$port setsid npm run serve > "$work/serve.log" 2>&1 &
serve_pid=$!
for _ in $(seq 600); do
  status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/es" || true)
  [ "$status" = 200 ] && break
  kill -0 "$serve_pid" 2> /dev/null || { cat "$work/serve.log" >&2; fail '`npm run serve` stopped before serving'; }
  sleep 1
done
[ "$status" = 200 ] || { cat "$work/serve.log" >&2; fail '`npm run serve` did not serve /es within 10 minutes'; }
grep -q '^node v24\.' "$work/serve.log" || { cat "$work/serve.log" >&2; fail '`npm run serve` did not switch to Node 24'; }
echo "fresh clone on $(node -v): \`npm run serve\` serves /es on Node 24"
