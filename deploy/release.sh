# Releases of the stack (sourced by deploy/stack.sh; docs/deployment.md, "Releasing a new version"):
#
#   STACK_DIR/releases/<id>/   one commit's files with its own node_modules and build (.next), built with
#                              NEXT_DEPLOYMENT_ID=<id> and its own copy of STACK_ENV_FILE (site.env)
#   STACK_DIR/current          the live release (a link); STACK_DIR/releases.log: when each went live
#
# A release starts its instances on the set of ports the live one does not use, waits until Varnish's own
# probes call them healthy, switches Varnish to them (vcl.load, vcl.use: no restart, its cache kept), lets
# the old instances finish what Varnish sent them, stops them, then soft-purges every page so that none is
# served from the old release. Every kept release's static files stay served (deploy/nginx/fill.conf).

READY_TIMEOUT=${STACK_READY_TIMEOUT:-120}

# One release or rollback at a time (the lock goes with the process).
lock_releases() {
  exec 9>"$RUN/release.lock"
  flock -n 9 || fail "a release, rollback or up is already running in $DIR (pid $(cat "$RUN/release.pid" 2>/dev/null || echo '?')): wait for it"
  echo $$ >"$RUN/release.pid"
}

live_release() { [ -e "$DIR/current" ] && basename "$(readlink -f "$DIR/current")"; }
# The kept releases, newest first (an id starts with the time it was built).
kept_releases() { find "$RELEASES" -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n' | sort -r; }

# REF: builds it into releases/<id> at low CPU and IO priority (the live site shares the host) and sets
# BUILT=<id>. A build that fails removes its folder and says why in one line.
build_release() {
  local sha id tmp log started
  sha=$(git -C "$ROOT" rev-parse --verify --quiet "$1^{commit}") || fail "release: no commit '$1' in $ROOT"
  id=$(date -u +%Y%m%d-%H%M%S)-${sha:0:9}
  tmp=$RELEASES/.$id log=$LOGS/release-$id.log
  rm -rf "$RELEASES"/.[0-9]* # what an interrupted build left
  mkdir -p "$tmp"
  say "release $id: building $1 ($sha) in $RELEASES/$id (log: $log)"
  # Its files as the umask says (022: writable by root alone), not as the archive does (group-writable).
  git -C "$ROOT" archive "$sha" | tar -x --no-same-permissions -C "$tmp"
  # The settings it builds and runs with, kept with it: a rollback brings back its settings too.
  (umask 077 && if [ -n "$ENV_FILE" ]; then cp "$ENV_FILE" "$tmp/site.env"; else : >"$tmp/site.env"; fi)
  if as_root; then chown "root:$SITE_USER" "$tmp/site.env" && chmod 640 "$tmp/site.env"; fi
  printf 'RELEASE=%s\nCOMMIT=%s\nREF=%s\n' "$id" "$sha" "$1" >"$tmp/RELEASE"
  started=$(date +%s%3N)
  # The same lockfile as the live release: its installed packages, hard-linked (npm replaces a package's
  # folder rather than writing into its files), leave npm install nothing to do.
  local live
  live=$(readlink -f "$DIR/current" 2>/dev/null || true)
  if [ -n "$live" ] && [ -d "$live/node_modules" ] && cmp -s "$live/package-lock.json" "$tmp/package-lock.json"; then
    cp -al "$live/node_modules" "$tmp/node_modules"
  fi
  if ! (cd "$tmp" && nice -n 19 ionice -c 3 npm install --no-audit --no-fund --loglevel=error) >>"$log" 2>&1; then
    rm -rf "$tmp"
    fail "release $id not built: npm install failed ($(tail -n 1 "$log")); log: $log${LIVE_NOTE:-}"
  fi
  if ! env -i PATH="$PATH" HOME="$HOME" LANG=C.UTF-8 bash -c '
    cd "$2"
    while IFS= read -r -d "" kv; do export -- "$kv"; done < <(node "$1" site.env)
    wait $! || exit 1
    export NEXT_DEPLOYMENT_ID=$3 NEXT_DIST_DIR=.next NEXT_TELEMETRY_DISABLED=1
    exec nice -n 19 ionice -c 3 node_modules/.bin/next build' bash "$HERE/env-file.mjs" "$tmp" "$id" >>"$log" 2>&1; then
    local why
    why=$(grep -E '(Error|error|Failed|failed)' "$log" | grep -v '^ *at ' | tail -n 1 | cut -c1-300)
    rm -rf "$tmp"
    fail "release $id not built: ${why:-$(tail -n 1 "$log")}; log: $log${LIVE_NOTE:-}"
  fi
  # Optimised images do not change with a release: every release shares one cache of them, in the state
  # (a release's folder is not the site's user's to write).
  mkdir -p "$tmp/.next/cache"
  rm -rf "$tmp/.next/cache/images"
  ln -s "$STATE/image-cache" "$tmp/.next/cache/images"
  # When its build began: the shared cache dates the pages it built from then (lib/cache/shared-cache-handler.mjs).
  printf '{"startedAt":%s,"finishedAt":%s}\n' "$started" "$(date +%s%3N)" >"$tmp/.next/plaza-build.json"
  mv "$tmp" "$RELEASES/$id"
  [ -e "$DIR/current" ] || { make_current "$id" first; static_files_conf; }
  say "release $id built in $((($(date +%s%3N) - started) / 1000)) s"
  BUILT=$id
}

make_current() { # ID HOW
  ln -sfn "releases/$1" "$DIR/current.tmp" && mv -T "$DIR/current.tmp" "$DIR/current"
  echo "$(date +%s) $1 $2" >>"$DIR/releases.log"
}

# nginx's compressing proxies serve /_next/static/* of every kept release, the live one first, from the
# numbered links of STACK_DIR/static (nginx-static.conf names them all, so nginx never reloads: a reload
# would end every visitor's HTTP/2 connection with a GOAWAY).
static_files_conf() {
  local live id slot=0
  live=$(live_release || true)
  mkdir -p "$DIR/static"
  for id in $live $(kept_releases | grep -vxF "$live"); do
    ln -sfn "../releases/$id/.next" "$DIR/static/$slot.tmp" && mv -T "$DIR/static/$slot.tmp" "$DIR/static/$slot"
    slot=$((slot + 1))
  done
  for ((; slot <= KEEP_RELEASES; slot++)); do rm -f "$DIR/static/$slot"; done
}

# Waits until nginx serves RELEASE's static files.
serve_static_of() {
  static_files_conf
  local asset deadline=$((SECONDS + 15))
  asset=$(cd "$RELEASES/$1/.next/static" && find . -type f -name '*.js' -print -quit)
  until curl -sf -o /dev/null "http://127.0.0.1:$(fill_of "$LIVE_SET" 1)/_next/static/${asset#./}"; do
    [ $SECONDS -lt $deadline ] || return 1
    sleep 0.2
  done
}

# PORT: every page of the sitemap asked once of a new instance before it takes traffic. The instances share
# their cache: a page whose content an editor changed since the build began is rendered now, not while a
# visitor waits (lib/cache/shared-cache-handler.mjs).
warm_release() {
  local path
  curl -s --max-time 30 "http://127.0.0.1:$1/sitemap.xml" | grep -o '<loc>[^<]*' | sed 's|^<loc>[a-z]*://[^/]*||' |
    while read -r path; do
      curl -s -o /dev/null --max-time 30 -H 'x-plaza-warm: 1' "http://127.0.0.1:$1$path" || true
    done
}

# ID HOW: puts a built release live under traffic (above).
go_live() {
  local id=$1 how=$2 next=$((1 - LIVE_SET)) old_vcl vcl n origins=() port
  local previous
  previous=$(live_release || true)
  LIVE_NOTE="; $previous still serves"
  for n in $(seq "$INSTANCES"); do
    port=$(port_of "$next" "$n")
    stop_process "site-$n-next" # a failed release's leftover
    start_instance "site-$n-next" "$RELEASES/$id" "$port"
    origins+=(--origin "127.0.0.1:$port" --fill "127.0.0.1:$(fill_of "$next" "$n")")
  done
  abandon() {
    for n in $(seq "$INSTANCES"); do stop_process "site-$n-next" >/dev/null; done
    fail "release $id not live: $1$LIVE_NOTE"
  }
  local deadline=$((SECONDS + READY_TIMEOUT))
  for n in $(seq "$INSTANCES"); do
    port=$(port_of "$next" "$n")
    until ready "$port"; do
      running "site-$n-next" || abandon "its instance on port $port stopped ($(tail -n 1 "$LOGS/site-$n.log" | cut -c1-200))"
      [ $SECONDS -lt $deadline ] || abandon "its instance on port $port was not ready within $READY_TIMEOUT s"
      sleep 0.2
    done
  done
  warm_release "$(port_of "$next" 1)"
  serve_static_of "$id" || abandon "nginx does not serve its static files (logs: $LOGS/nginx-error.log)"
  old_vcl=$(cat "$RUN/vcl" 2>/dev/null || echo boot)
  vcl=r$(date +%s)-$id
  "$HERE/varnish/start.sh" --reload "$vcl" --dir "$DIR/varnish" "${origins[@]}" \
    --purge-token-file "$DIR/purge-token" --metrics-token-file "$DIR/metrics-token" >>"$LOGS/varnish.log" 2>&1 ||
    abandon "$(tail -n 1 "$LOGS/varnish.log")"
  echo "$vcl" >"$RUN/vcl"
  echo "$next" >"$RUN/live-set"
  LIVE_SET=$next
  prometheus_targets
  varnish_origins
  make_current "$id" "$how"
  say "$id is live (Varnish sends every new request to it)"
  # The old instances finish what Varnish already sent them (no request open to them twice in a row), then stop.
  sleep 2
  local open=1 quiet=0
  deadline=$((SECONDS + 30))
  while [ $quiet -lt 2 ] && [ $SECONDS -lt $deadline ]; do
    open=$(varnishstat -n "$DIR/varnish" -1 -f "VBE.$old_vcl.*.conn" 2>/dev/null | awk '{ open += $2 } END { print open + 0 }')
    if [ "$open" = 0 ]; then quiet=$((quiet + 1)); else quiet=0; fi
    sleep 0.2
  done
  stop_processes $(for n in $(seq "$INSTANCES"); do echo "site-$n"; done)
  for n in $(seq "$INSTANCES"); do mv "$RUN/site-$n-next.pid" "$RUN/site-$n.pid"; done
  varnishadm -n "$DIR/varnish" vcl.list 2>/dev/null | awk -v keep="$vcl" '$NF != keep { print $NF }' |
    while read -r name; do varnishadm -n "$DIR/varnish" vcl.discard "$name" >/dev/null 2>&1 || true; done
  # No page of the old release is served as fresh any more: each is fetched again from the new one (its
  # previous copy stays for grace). Static files and optimised images carry no such tag (plaza.vcl).
  local purged
  purged=$(curl -s --max-time 10 -X PURGE -H 'xkey-softpurge: plaza:release' \
    -H "X-Purge-Token: $(cat "$DIR/purge-token")" "http://127.0.0.1:$VARNISH_PORT/" || echo 'no answer')
  say "Varnish: ${purged//$'\n'/}"
  prune_releases
  static_files_conf
}

# The newest STACK_KEEP_RELEASES releases stay, and the live one whatever its age.
prune_releases() {
  local live id
  live=$(live_release)
  kept_releases | tail -n +$((KEEP_RELEASES + 1)) | { grep -vxF "$live" || true; } | while read -r id; do
    rm -rf "${RELEASES:?}/$id"
    say "release $id removed (STACK_KEEP_RELEASES=$KEEP_RELEASES)"
  done
}

stack_running() { running varnish && running nginx; }

release() {
  node24
  lock_releases
  prepare_files
  LIVE_NOTE=$(live_release >/dev/null && echo "; $(live_release) still serves")
  # Fails first, before minutes of building, when there is no stack to release into.
  if ! stack_running && { running varnish || running nginx || running site-1; }; then
    fail "the stack in $DIR is partly down: \`npm run stack -- up\` first"
  fi
  build_release "$1"
  if ! stack_running; then
    [ "$(live_release)" = "$BUILT" ] || make_current "$BUILT" release
    say "release $BUILT is the live one; the stack is not running: \`npm run stack -- up\` starts it"
    return 0
  fi
  local began=$SECONDS
  go_live "$BUILT" release
  say "release $BUILT live in $((SECONDS - began)) s after its build"
}

rollback() {
  node24
  lock_releases
  prepare_files
  local live target
  live=$(live_release) || fail "no release in $DIR: nothing to roll back"
  target=$(kept_releases | awk -v live="$live" '$0 < live' | head -n 1)
  [ -n "$target" ] || fail "nothing to roll back to: $live is the oldest kept release (kept: $(kept_releases | paste -sd' ' -))"
  if ! stack_running; then
    make_current "$target" rollback
    say "rolled back to $target; the stack is not running: \`npm run stack -- up\` starts it"
    return 0
  fi
  local began=$SECONDS
  go_live "$target" rollback
  say "rolled back from $live to $target in $((SECONDS - began)) s"
}

# The kept releases: which is live, its commit, and when each last went live.
releases_status() {
  local live id when
  live=$(live_release || true)
  printf '\n%-2s%-30s %-12s %s\n' '' RELEASE COMMIT 'WENT LIVE (LAST TIME)'
  for id in $(kept_releases); do
    when=$(awk -v id="$id" '$2 == id { last = $1 " " $3 } END { print last }' "$DIR/releases.log" 2>/dev/null)
    [ -z "$when" ] || when="$(date -u -d "@${when%% *}" '+%Y-%m-%d %H:%M:%S UTC') (${when#* })"
    printf '%-2s%-30s %-12s %s\n' "$([ "$id" = "$live" ] && echo '*')" "$id" \
      "$(sed -n 's/^COMMIT=//p' "$RELEASES/$id/RELEASE" | cut -c1-9)" "${when:-never}"
  done
}
