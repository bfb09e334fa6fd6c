#!/usr/bin/env bash
# Checks who runs the stack in STACK_DIR (deploy/stack.sh up, started as root; docs/deployment.md, "Users"):
# every process a visitor's request reaches (nginx's workers, Varnish's worker, each live instance and what
# it forked, both Redis) has no uid 0 (real, effective, saved or filesystem: /proc/PID/status), and the
# user the instances run as can change nothing of the release they serve (their working folder), while it
# can write its state. run.sh runs it after `up`, and again after the releases and faults.
#
#   STACK_DIR=… bash e2e/stack/users-check.sh     # one line per check; exit 1 if any fails
set -euo pipefail
DIR=${STACK_DIR:?set STACK_DIR to the stack to check}
[ "$(id -u)" = 0 ] || { echo "users-check: the stack switches users only when started as root (this is $(id -un))" >&2; exit 1; }
. "$DIR/stack.env"
failed=0
pass() { echo "ok    $*"; }
flunk() { echo "FAIL  $*"; failed=1; }
pid_of() { cat "$DIR/run/$1.pid"; }
children() { ps -o pid= --ppid "$1" | tr -d ' '; }
tree() { local child; echo "$1"; for child in $(children "$1"); do tree "$child"; done; }

# NAME PID…: none runs with uid 0, and there is at least one.
not_root() {
  local name=$1 pid uids
  shift
  [ $# -gt 0 ] || { flunk "$name: no process found"; return; }
  for pid in "$@"; do
    uids=$(awk '/^Uid:/ { print $2, $3, $4, $5 }' "/proc/$pid/status")
    if [[ " $uids " == *' 0 '* ]]; then
      flunk "$name (pid $pid) runs with uid 0 (uids $uids)"
    else
      pass "$name (pid $pid) runs as $(ps -o user= -p "$pid") (uids $uids)"
    fi
  done
}
not_root 'nginx worker' $(children "$(pid_of nginx)")
not_root 'varnish worker' $(children "$(pid_of varnish)")
for n in $(seq "$STACK_INSTANCES"); do not_root "instance $n" $(tree "$(pid_of "site-$n")"); done
not_root 'redis cache' $(tree "$(pid_of redis-cache)")
not_root 'redis queue' $(tree "$(pid_of redis-queue)")

# The user instance 1 runs as tries each write; none may succeed (a success is undone at once).
site=$(pid_of site-1)
uid=$(awk '/^Uid:/ { print $3 }' "/proc/$site/status") gid=$(awk '/^Gid:/ { print $3 }' "/proc/$site/status")
user=$(id -un "$uid")
as_site() { setpriv --reuid="$uid" --regid="$gid" --init-groups -- "$@" 2>/dev/null; }
release=$(readlink -f "/proc/$site/cwd")
[ -f "$release/RELEASE" ] || flunk "instance 1 does not run in a release folder ($release)"
refused() { # WHAT PATH COMMAND…
  local what=$1 path=$2
  shift 2
  if as_site "$@"; then
    flunk "the site's user $user could $what ($path)"
  else
    pass "the site's user $user cannot $what ($path)"
  fi
}
probe=plaza-e2e-write-probe
refused 'create a file in its release' "$release/$probe" touch "$release/$probe"
refused 'create a file in its build' "$release/.next/$probe" touch "$release/.next/$probe"
refused 'write into its build' "$release/.next/BUILD_ID" sh -c ": >>'$release/.next/BUILD_ID'"
refused 'create a folder in its build cache' "$release/.next/cache/$probe" mkdir "$release/.next/cache/$probe"
refused 'write into a package' "$release/node_modules/next/package.json" sh -c ": >>'$release/node_modules/next/package.json'"
refused 'add a package' "$release/node_modules/$probe" mkdir "$release/node_modules/$probe"
refused 'change its settings' "$release/site.env" sh -c ": >>'$release/site.env'"
rm -rf "${release:?}/$probe" "$release/.next/$probe" "$release/.next/cache/$probe" "$release/node_modules/$probe"
# Where it does write: the refusals above come from the release's rights, not from a user that can write nothing.
if as_site touch "$DIR/state/image-cache/$probe" "$DIR/state/instance-1/$probe"; then
  pass "the site's user $user writes its state ($DIR/state)"
else
  flunk "the site's user $user cannot write its state ($DIR/state)"
fi
rm -f "$DIR/state/image-cache/$probe" "$DIR/state/instance-1/$probe"
exit $failed
