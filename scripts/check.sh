#!/usr/bin/env bash
# Every check, as a newcomer or CI runs it, on Node 24. One after the other: Node; every Debian package any check
# needs (apt-get when absent); npm install. Then, in lanes that run at once, each line of their output prefixed
# with the lane's name: lint, Prettier and typecheck; then the three long lanes (the stack alone, then the site and
# WordPress lanes at once; CHECK_AT_ONCE=1: all three at once, CHECK_IN_TURN=1: one after the other),
#   site       Jest, the production build, a fresh clone on an older Node, the end-to-end tests in Chromium, the
#              hardening run;
#   wordpress  the same site against a real WordPress, 6.8 then 7.1 (npm run test:wordpress);
#   stack      the production stack against a real WordPress 7.1, its faults and releases (npm run test:stack).
# They share no port, folder, server or build, and the real-WordPress lanes spend half their time waiting (on
# WordPress, the runner's minute, the site's intervals), so at once they take about the longest lane's time
# (docs/testing.md, "Where npm run check's minutes go"). CHECK_LANES="site stack" runs only those long lanes.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# No Playwright traces (e2e/support/chromium.ts): a failure prints its error; rerun its spec alone for a trace.
export E2E_TRACE=off

# Each step says when it began (in a lane, since the lane began), so a log shows where the minutes go
# (docs/testing.md).
started=$SECONDS
since() { printf '%d min %02d s' $((($SECONDS - $1) / 60)) $((($SECONDS - $1) % 60)); }
step() { printf '\n== %s (%s)\n' "$*" "$(since "$started")"; }

step 'Node'
# Node 24 LTS: the one on PATH if it is 24, else a private copy (scripts/node24.sh).
. scripts/node24.sh
use_node24

step 'Debian packages'
# All of them before the lanes: two apt-get at once would fight over dpkg's lock. Chromium's headless shell for
# Playwright (e2e/support/chromium.ts), redis-server for Jest's Redis tests, Varnish with its xkey module for
# e2e/varnish.spec.ts, wrk for the hardening run's load, systemd-analyze for the units' checks.
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v redis-server > /dev/null || missing+=(redis-server)
{ [ -x /usr/sbin/varnishd ] && ls /usr/lib/*/varnish/vmods/libvmod_xkey.so > /dev/null 2>&1; } || missing+=(varnish varnish-modules)
command -v wrk > /dev/null || missing+=(wrk)
command -v systemd-analyze > /dev/null || missing+=(systemd)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} with apt-get"
  sudo=''
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# The real WordPress's PHP and MariaDB, and its two releases (downloaded once into ~/.cache).
bash e2e/wordpress/packages.sh
(. e2e/wordpress/lib.sh && for version in "${WP_VERSIONS[@]}"; do bash e2e/wordpress/release.sh "$version" > /dev/null; done)
# nginx with brotli, Prometheus.
bash deploy/stack.sh packages --with-prometheus

step 'npm install'
# `npm ci` rejects a lockfile written on a registry without other platforms' optional binaries (README).
npm install --no-audit --no-fund

# Lanes run at once, each line of their output prefixed with the lane's name; each prints how long it took.
lane_lint() { npm run lint; }
lane_formatting() { npm run format:check; }
lane_types() { npm run typecheck; }
# At once, the lanes get the CPU in this order: wordpress, stack, site. The real-WordPress lane holds the
# checks bound to the tightest clock: the companion plugin waits 300 ms for the site during a save, and a site
# starved by the other lanes misses it (the editor's notice then says "did not answer"). The stack's checks
# are bound to seconds, the site lane's to seconds or minutes.
# `nice` alone does not order them: each server a lane starts in a session of its own (setsid) gets an
# autogroup of its own, and the kernel shares the CPU between autogroups equally, whatever their nice. So each
# lane runs in a cpu cgroup of its own with a weight (1024 is the default share; a task outside the root
# cgroup has no autogroup), or with nice only where no cgroup can be made (not root, no cpu controller).
weigh() { # NICE SHARES: this lane's shell, and all it starts
  local name=plaza-check-$lane dir
  renice -n "$1" -p "$BASHPID" > /dev/null
  # Alone there is nothing to order, and a cgroup would change how a lane's own browser and servers share the
  # CPU (per task, instead of one autogroup each as in production): a lane alone stays as it was measured.
  [ "$together" -gt 1 ] || return 0
  if [ -f /sys/fs/cgroup/cpu/cpu.shares ]; then # cgroup v1
    dir=/sys/fs/cgroup/cpu/$name
    mkdir -p "$dir" 2> /dev/null && echo "$2" > "$dir/cpu.shares" 2> /dev/null && echo "$BASHPID" > "$dir/cgroup.procs" 2> /dev/null && return 0
  elif grep -qw cpu /sys/fs/cgroup/cgroup.controllers 2> /dev/null; then # v2: the weight is 100 by default
    dir=/sys/fs/cgroup/$name
    { grep -qw cpu /sys/fs/cgroup/cgroup.subtree_control || echo +cpu > /sys/fs/cgroup/cgroup.subtree_control; } 2> /dev/null || true
    mkdir -p "$dir" 2> /dev/null && echo $(($2 * 100 / 1024)) > "$dir/cpu.weight" 2> /dev/null && echo "$BASHPID" > "$dir/cgroup.procs" 2> /dev/null && return 0
  fi
  echo "check: no cpu cgroup for the $lane lane: it runs at nice $1 only, and the lanes' servers share the CPU equally"
}
lane_site() {
  weigh 10 256
  step 'unit tests (jest)'
  npm test -- --ci
  step 'production build (bundled content)'
  npm run build
  step 'a fresh clone on an older Node (the first command)'
  bash scripts/check-fresh-clone.sh
  step 'end-to-end tests (Playwright, Chromium)'
  npm run test:e2e
  step 'hardening (poisoned WordPress, faults, load, bad input, secrets)'
  npm run test:hardening
}
lane_wordpress() {
  weigh 0 1024
  npm run test:wordpress
}
lane_stack() {
  weigh 5 512
  npm run test:stack
}

lanes() { # NAME…: runs lane_NAME for each at once; fails if any failed
  local lane pids=() status=0 result took
  for lane in "$@"; do
    declare -F "lane_$lane" > /dev/null || { echo "check: no lane '$lane' (CHECK_LANES takes site, wordpress, stack)" >&2; return 2; }
  done
  step "lanes: $*"
  together=$#
  mkdir -p var/check
  for lane in "$@"; do
    rm -f "var/check/$lane.result"
    # No `||` here: errexit would then be off inside the lane, which would go on after a failed step.
    (
      started=$SECONDS
      trap 'printf "%s %s\n" "$?" "$(since "$started")" > "var/check/$lane.result"' EXIT
      "lane_$lane" 2>&1 | sed -u "s/^/[$lane] /"
    ) &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  for lane in "$@"; do
    read -r result took < "var/check/$lane.result" || result=unknown took=
    if [ "$result" = 0 ]; then echo "$lane: passed in $took"; else echo "$lane: FAILED (exit $result) after $took"; fi
  done
  return $status
}

# The static checks first, and alone: the other lanes' builds rewrite next-env.d.ts (which typecheck reads) and
# the stack's releases are whole checkouts under var/ (which lint and Prettier walk past).
lanes lint formatting types
# The stack lane alone, then the others at once. The stack's faults and releases load both cores and are bound
# to seconds, and beside them the WordPress lane's checks missed theirs (the plugin's 300 ms during a save, an
# Update served within 10 s): five of six fresh clones with all three at once failed (docs/testing.md). The
# site and WordPress lanes at once take about the WordPress lane's time, whose waits (the editor, the
# runner's minute, the site's intervals) leave the CPU to the site lane's work.
read -r -a long <<< "${CHECK_LANES:-site wordpress stack}"
if [ "${CHECK_AT_ONCE:-}" = 1 ]; then
  lanes "${long[@]}"
elif [ "${CHECK_IN_TURN:-}" = 1 ]; then
  for lane in "${long[@]}"; do lanes "$lane"; done
else
  rest=()
  for lane in "${long[@]}"; do
    if [ "$lane" = stack ]; then lanes stack; else rest+=("$lane"); fi
  done
  [ ${#rest[@]} -eq 0 ] || lanes "${rest[@]}"
fi
# The lanes' cgroups, now empty (one a process outlived stays: the next run reuses it).
for lane in "${long[@]}"; do rmdir "/sys/fs/cgroup/cpu/plaza-check-$lane" "/sys/fs/cgroup/plaza-check-$lane" 2> /dev/null || true; done
step 'done'
