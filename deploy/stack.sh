#!/usr/bin/env bash
# The Plaza París production stack on one host, from Debian's packages (docs/deployment.md):
#
#   nginx (TLS, HTTP/2, brotli; the only public listener) → Varnish (deploy/varnish/) → N × `next start`
#   Redis "cache" (REDIS_URL, no persistence) and Redis "queue" (CONTACT_REDIS_URL, AOF fsynced per write)
#   Prometheus (with --with-prometheus) scraping each instance, with deploy/prometheus/alerts.yml
#
#   npm run stack -- up [--with-prometheus]  start what is not running, the live release's instances included
#                                            (the first `up` makes a release of HEAD); waits until ready
#   npm run stack -- release [GIT REF]       build REF (HEAD) as a new release and put it live under traffic
#   npm run stack -- rollback                put the previous kept release live again (no build)
#   npm run stack -- down                    stop everything it started (also after a failed `up`)
#   npm run stack -- status                  each process and release (exit 1 if a process does not answer)
#   npm run stack -- configure               only write the configuration files (for systemd)
#   npm run stack -- packages [--with-prometheus]  only install the Debian packages it needs (when absent)
#
# Settings (environment; `up` records them in STACK_DIR/stack.env, which the other commands read):
#   STACK_DIR (var/stack)  STACK_INSTANCES (2)  STACK_LISTEN (0.0.0.0: nginx's address; all else is loopback)
#   STACK_HTTPS_PORT (443)  STACK_HTTP_PORT (80)  STACK_VARNISH_PORT (6081)  STACK_SITE_PORT (3000: the
#   first instance; a release's instances take the next 2 × STACK_INSTANCES ports, in two sets)
#   STACK_FILL_PORT (SITE_PORT + 100: nginx compressing Varnish's fills, one per instance port, on loopback)
#   STACK_REDIS_CACHE_PORT (6379)  STACK_REDIS_QUEUE_PORT (6380)  STACK_PROMETHEUS_PORT (9090)
#   STACK_SERVER_NAME (_)  STACK_TLS_CERT, STACK_TLS_KEY (unset: a self-signed pair made once in STACK_DIR/tls)
#   STACK_VARNISH_MEMORY (256m)  STACK_KEEP_RELEASES (3)  STACK_ENV_FILE (the site's settings, README
#   "Configuration", read as a .env file without a shell; each release builds and runs with its own copy)
#   STACK_SYSTEMD (1: the instances are systemd's plaza-site@PORT units, deploy/systemd/)
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)
PATH=$PATH:/usr/sbin
usage() { sed -n '2,25p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
fail() { echo "stack: $*" >&2; exit 1; }
say() { echo "[stack] $*"; }
# What other users read (the releases, the configuration) is readable by all; each secret's mode is set apart.
umask 022

command=${1:-}
[ $# -gt 0 ] && shift
prometheus='' ref=''
while [ $# -gt 0 ]; do
  case "$1" in
    --with-prometheus) prometheus=1; shift ;;
    -h | --help) usage ;;
    -*) echo "stack: unknown option $1" >&2; usage ;;
    *) [ "$command" = release ] && [ -z "$ref" ] || { echo "stack: unexpected argument $1" >&2; usage; }; ref=$1; shift ;;
  esac
done

# Where the stacks `up` started are listed, so that `down` and `status` without STACK_DIR find them.
REGISTRY=${XDG_STATE_HOME:-$HOME/.local/state}/plaza/stacks
DIR=${STACK_DIR:-$ROOT/var/stack}
if [ -z "${STACK_DIR:-}" ] && [ "$command" != up ] && [ "$command" != configure ] && [ "$command" != packages ] && [ ! -f "$DIR/stack.env" ]; then
  others=$(grep -vxF "$DIR" "$REGISTRY" 2>/dev/null | while read -r dir; do [ -f "$dir/stack.env" ] && echo "$dir"; done || true)
  case $(printf '%s' "$others" | grep -c .) in
    0) fail "no stack in $DIR (no stack.env there) and none started elsewhere by this user: set STACK_DIR to the folder \`up\` used" ;;
    1) DIR=$others && say "no stack in the default folder: using the one \`up\` started in $DIR" ;;
    *) fail "no stack in $DIR; \`up\` started stacks in: $(echo $others): set STACK_DIR to one of them" ;;
  esac
fi
mkdir -p "$DIR"
DIR=$(cd "$DIR" && pwd)
SETTINGS=$DIR/stack.env
# The other commands act on what `up` started, whatever this shell's environment says.
if [ "$command" != up ] && [ "$command" != configure ] && [ -f "$SETTINGS" ]; then . "$SETTINGS"; fi
INSTANCES=${STACK_INSTANCES:-2}
LISTEN=${STACK_LISTEN:-0.0.0.0}
HTTPS_PORT=${STACK_HTTPS_PORT:-443}
HTTP_PORT=${STACK_HTTP_PORT:-80}
VARNISH_PORT=${STACK_VARNISH_PORT:-6081}
SITE_PORT=${STACK_SITE_PORT:-3000}
FILL_PORT=${STACK_FILL_PORT:-$((SITE_PORT + 100))}
REDIS_CACHE_PORT=${STACK_REDIS_CACHE_PORT:-6379}
REDIS_QUEUE_PORT=${STACK_REDIS_QUEUE_PORT:-6380}
PROMETHEUS_PORT=${STACK_PROMETHEUS_PORT:-9090}
SERVER_NAME=${STACK_SERVER_NAME:-_}
TLS_CERT=${STACK_TLS_CERT:-$DIR/tls/self-signed.crt}
TLS_KEY=${STACK_TLS_KEY:-$DIR/tls/self-signed.key}
VARNISH_MEMORY=${STACK_VARNISH_MEMORY:-256m}
KEEP_RELEASES=${STACK_KEEP_RELEASES:-3}
ENV_FILE=${STACK_ENV_FILE:-}
PROMETHEUS=${STACK_PROMETHEUS:-$prometheus}
[[ $INSTANCES =~ ^[1-9][0-9]?$ ]] || fail "STACK_INSTANCES must be 1-99 (got '$INSTANCES')"
[[ $KEEP_RELEASES =~ ^[1-9][0-9]?$ ]] || fail "STACK_KEEP_RELEASES must be 1-99 (got '$KEEP_RELEASES')"
for port in "$HTTPS_PORT" "$HTTP_PORT" "$VARNISH_PORT" "$SITE_PORT" "$FILL_PORT" "$REDIS_CACHE_PORT" "$REDIS_QUEUE_PORT" "$PROMETHEUS_PORT"; do
  [[ $port =~ ^[0-9]{1,5}$ ]] || fail "ports must be numbers (got '$port')"
done
RUN=$DIR/run LOGS=$DIR/logs CONF=$DIR/conf RELEASES=$DIR/releases STATE=$DIR/state
mkdir -p "$RUN" "$LOGS" "$CONF" "$RELEASES" "$STATE"

# Two sets of instance ports: the live release's and the next one's, which starts beside it (release.sh).
port_of() { echo $((SITE_PORT + $1 * INSTANCES + $2 - 1)); } # SET N
fill_of() { echo $((FILL_PORT + $1 * INSTANCES + $2 - 1)); } # SET N
LIVE_SET=0
[ ! -f "$RUN/live-set" ] || LIVE_SET=$(cat "$RUN/live-set")
live_ports() { for n in $(seq "$INSTANCES"); do port_of "$LIVE_SET" "$n"; done; }

# Node 24 (package.json engines) for the builds and the instances, found or fetched as `npm run serve` does.
node24() {
  . "$ROOT/scripts/node24.sh"
  use_node24 >/dev/null
}

# --- users ---------------------------------------------------------------------------------------------

# Started as root, no process a visitor's request reaches runs as root (docs/deployment.md, "Users"): the
# instances run as SITE_USER (made here), which reads its release and writes only STACK_DIR/state; both
# Redis as Debian's `redis`; Prometheus as `prometheus`; nginx's workers as `www-data` (its master keeps
# root for port 443 and the key); Varnish's worker as `vcache` (deploy/varnish/start.sh). Started by
# another user, every process runs as that user: there is no one to switch to.
SITE_USER=plaza
as_root() { [ "$(id -u)" = 0 ]; }
# USER: the words that run a command as USER with no capability and no way to gain one (as root), or none.
as_user() { if as_root; then echo setpriv --reuid="$1" --regid="$1" --init-groups --no-new-privs --bounding-set=-all --inh-caps=-all --; fi; }

# Node 24 for the instances (and the systemd units) in STACK_DIR/node-bin, and the state they write
# (STACK_DIR/state: the image cache, each place's disk queue, the outbox); as root, the site's user, the
# state made its own, and each secret readable by the group of the one user that needs it.
prepare_files() {
  local node file
  # A hard link to the binary node24 found (in root's home, closed to others), a copy on another disk;
  # replaced by a rename, as a running instance holds the old one.
  node=$(readlink -f "$(command -v node)")
  [ ! -L "$DIR/node-bin" ] || rm "$DIR/node-bin" # earlier versions linked node24's folder
  mkdir -p "$DIR/node-bin" "$STATE/image-cache"
  if [ ! "$node" -ef "$DIR/node-bin/node" ]; then
    ln -f "$node" "$DIR/node-bin/node.new" 2>/dev/null || cp "$node" "$DIR/node-bin/node.new"
    mv -f "$DIR/node-bin/node.new" "$DIR/node-bin/node"
  fi
  as_root || return 0
  id -u "$SITE_USER" >/dev/null 2>&1 ||
    useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$SITE_USER"
  chown -R "$SITE_USER:$SITE_USER" "$STATE"
  chmod 700 "$STATE"
  for file in "$CONF/site.env" "$RELEASES"/*/site.env; do
    if [ -f "$file" ]; then chown "root:$SITE_USER" "$file" && chmod 640 "$file"; fi
  done
  for file in "$CONF"/redis-*-auth.conf; do
    if [ -f "$file" ]; then chown root:redis "$file" && chmod 640 "$file"; fi
  done
  if id -u prometheus >/dev/null 2>&1 && [ -f "$DIR/metrics-token" ]; then
    chown root:prometheus "$DIR/metrics-token" && chmod 640 "$DIR/metrics-token"
  fi
  # Each user reaches its files through folders open to others: not a home folder, nor one of mktemp's.
  setpriv --reuid="$SITE_USER" --regid="$SITE_USER" --init-groups test -r "$HERE/site.sh" -a -x "$RELEASES" -a -x "$STATE" ||
    fail "the site's user $SITE_USER cannot reach $HERE/site.sh or $RELEASES: every folder above the checkout and STACK_DIR must be open to other users (chmod o+x), as /srv/plaza and /var/lib/plaza are"
}

# --- configuration -------------------------------------------------------------------------------------

# Debian's packages, installed when absent (as scripts/check.sh does for Chromium).
packages() {
  local missing=()
  command -v nginx >/dev/null || missing+=(nginx)
  [ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || missing+=(libnginx-mod-http-brotli-filter)
  command -v redis-server >/dev/null || missing+=(redis-server)
  { command -v varnishd >/dev/null && ls /usr/lib/*/varnish/vmods/libvmod_xkey.so >/dev/null 2>&1; } || missing+=(varnish varnish-modules)
  [ -z "$PROMETHEUS" ] || command -v prometheus >/dev/null || missing+=(prometheus)
  command -v openssl >/dev/null || missing+=(openssl)
  command -v curl >/dev/null || missing+=(curl)
  command -v git >/dev/null || missing+=(git)
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing ${missing[*]} with apt-get"
  local sudo=''
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" || {
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
  }
}

configure() {
  cat >"$SETTINGS" <<ENV
# Written by deploy/stack.sh up: the settings of the running stack (the other commands read them).
STACK_INSTANCES=$INSTANCES STACK_LISTEN=$LISTEN STACK_HTTPS_PORT=$HTTPS_PORT STACK_HTTP_PORT=$HTTP_PORT
STACK_VARNISH_PORT=$VARNISH_PORT STACK_SITE_PORT=$SITE_PORT STACK_FILL_PORT=$FILL_PORT STACK_REDIS_CACHE_PORT=$REDIS_CACHE_PORT
STACK_REDIS_QUEUE_PORT=$REDIS_QUEUE_PORT STACK_PROMETHEUS_PORT=$PROMETHEUS_PORT STACK_SERVER_NAME='$SERVER_NAME'
STACK_TLS_CERT='$TLS_CERT' STACK_TLS_KEY='$TLS_KEY' STACK_VARNISH_MEMORY=$VARNISH_MEMORY
STACK_KEEP_RELEASES=$KEEP_RELEASES STACK_ENV_FILE='$ENV_FILE' STACK_PROMETHEUS='$PROMETHEUS'
ENV
  mkdir -p "$(dirname "$REGISTRY")"
  { grep -vxF "$DIR" "$REGISTRY" 2>/dev/null || true; echo "$DIR"; } >"$REGISTRY.tmp" && mv "$REGISTRY.tmp" "$REGISTRY"
  if [ -z "${STACK_TLS_CERT:-}" ] && [ ! -f "$TLS_CERT" ]; then
    say "no STACK_TLS_CERT: a self-signed certificate for local runs in $DIR/tls"
    mkdir -p "$DIR/tls"
    openssl req -x509 -newkey rsa:2048 -nodes -days 825 -subj '/CN=localhost' \
      -addext 'subjectAltName=DNS:localhost,IP:127.0.0.1' -keyout "$TLS_KEY" -out "$TLS_CERT" 2>/dev/null
    chmod 600 "$TLS_KEY"
  fi
  [ -r "$TLS_CERT" ] && [ -r "$TLS_KEY" ] || fail "cannot read the certificate $TLS_CERT or its key $TLS_KEY"
  # The secret Varnish asks of every PURGE (X-Purge-Token); the site sends it as CACHE_PURGE_TOKEN.
  # And the one Prometheus reads each instance's /api/metrics with (METRICS_TOKEN).
  # And the key that seals each queued message in the queue Redis (CONTACT_QUEUE_KEY: back it up apart
  # from the AOF), and both Redis's passwords (deploy/redis/auth.sh).
  for secret in purge-token metrics-token contact-queue-key; do
    [ -s "$DIR/$secret" ] || (umask 077 && openssl rand -hex 32 >"$DIR/$secret")
  done
  for name in cache queue; do bash "$HERE/redis/auth.sh" "$DIR/redis-$name-password" "$CONF/redis-$name-auth.conf"; done
  local authority=${SERVER_NAME%% *}
  authority=${authority/#_/localhost}
  [ "$HTTPS_PORT" = 443 ] || authority=$authority:$HTTPS_PORT
  sed -e "s|@DIR@|$DIR/nginx|g; s|@LOGS@|$LOGS|g; s|@LISTEN@|$LISTEN|g; s|@HTTPS_PORT@|$HTTPS_PORT|g" \
    -e "s|@HTTP_PORT@|$HTTP_PORT|g; s|@VARNISH_PORT@|$VARNISH_PORT|g; s|@SERVER_NAME@|$SERVER_NAME|g" \
    -e "s|@TLS_CERT@|$TLS_CERT|g; s|@TLS_KEY@|$TLS_KEY|g; s|@FILL@|$CONF/nginx-fill.conf|g" \
    -e "s|@HTTPS_AUTHORITY@|$authority|g; s|@UNKNOWN_HOST@|$CONF/nginx-unknown-host.conf|g" \
    "$HERE/nginx/plaza.conf" >"$CONF/nginx.conf"
  if [ "$SERVER_NAME" = _ ]; then
    : >"$CONF/nginx-unknown-host.conf"
  else
    sed -e "s|@LISTEN@|$LISTEN|g; s|@HTTPS_PORT@|$HTTPS_PORT|g; s|@HTTP_PORT@|$HTTP_PORT|g" \
      "$HERE/nginx/unknown-host.conf" >"$CONF/nginx-unknown-host.conf"
  fi
  # A compressing proxy for every instance port of both sets, each serving the kept releases' static files.
  for set in 0 1; do
    for n in $(seq "$INSTANCES"); do
      sed -e "s|@SITE_PORT@|$(port_of "$set" "$n")|g; s|@FILL_PORT@|$(fill_of "$set" "$n")|g" \
        -e "s|@STATIC@|$CONF/nginx-static.conf|g; s|@RELEASES@|$DIR/static|g" "$HERE/nginx/fill.conf"
    done
  done >"$CONF/nginx-fill.conf"
  {
    echo "# Written by deploy/stack.sh: the static files of every kept release (STACK_DIR/static/0 the live one's)."
    printf 'try_files'
    for ((slot = 0; slot <= KEEP_RELEASES; slot++)); do printf ' /%s/static/$plaza_asset' "$slot"; done
    printf ' =404;\n'
  } >"$CONF/nginx-static.conf"
  static_files_conf
  sed -e "s|@RULES@|$HERE/prometheus/alerts.yml|; s|@METRICS_TOKEN_FILE@|$DIR/metrics-token|" \
    "$HERE/prometheus/prometheus.yml" >"$CONF/prometheus.yml"
  prometheus_targets
  varnish_origins
  # What every instance gets besides its release's settings: the two Redis, the trusted proxies, the purge,
  # and state that outlives any release (the outbox; each instance's disk queue is given by deploy/site.sh).
  cat >"$CONF/site.env" <<ENV
# Written by deploy/stack.sh: the stack's part of every instance's environment (a .env file).
REDIS_URL=redis://:$(cat "$DIR/redis-cache-password")@127.0.0.1:$REDIS_CACHE_PORT
CONTACT_REDIS_URL=redis://:$(cat "$DIR/redis-queue-password")@127.0.0.1:$REDIS_QUEUE_PORT
CONTACT_QUEUE_KEY=$(cat "$DIR/contact-queue-key")
TRUSTED_PROXIES=loopback
CACHE_PURGE_URLS=http://127.0.0.1:$VARNISH_PORT
CACHE_PURGE_TOKEN=$(cat "$DIR/purge-token")
METRICS_TOKEN=$(cat "$DIR/metrics-token")
CONTACT_OUTBOX_PATH=$STATE/contact-outbox.jsonl
HOST=127.0.0.1
NEXT_MANUAL_SIG_HANDLE=1
ENV
  chmod 600 "$CONF/site.env"
  prepare_files
}

# Prometheus's file-based targets: the live instances (it reads the file again when it changes).
prometheus_targets() {
  echo "[{\"targets\": [$(live_ports | sed 's/.*/"127.0.0.1:&"/' | paste -sd, -)]}]" >"$CONF/targets.json.tmp"
  mv "$CONF/targets.json.tmp" "$CONF/targets.json"
}

# The live instances and their compressing proxies, as deploy/varnish/start.sh takes them (systemd's
# plaza-varnish.service reads this file, so a restarted Varnish fronts the live release).
varnish_origins() {
  local n
  printf 'VARNISH_ORIGINS='
  for n in $(seq "$INSTANCES"); do
    printf -- '--origin 127.0.0.1:%s --fill 127.0.0.1:%s ' "$(port_of "$LIVE_SET" "$n")" "$(fill_of "$LIVE_SET" "$n")"
  done
  echo
} >"$CONF/varnish.env"

# --- processes -----------------------------------------------------------------------------------------

. "$HERE/pidfile.sh"
pid_of() { pidfile_pids "$RUN/$1.pid"; }
running() { pidfile_running "$RUN/$1.pid"; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_for() { # SECONDS DESCRIPTION COMMAND…
  local deadline=$((SECONDS + $1)) what=$2
  shift 2
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || fail "$what did not become ready in time (logs: $LOGS)"
    sleep 0.2
  done
}

# NAME PORT LOG COMMAND…: in its own process group (stopping it stops whatever it forked), output in LOGS/LOG.log.
launch() {
  local name=$1 port=$2 log=$3
  shift 3
  if running "$name"; then say "$name already runs (pid $(pid_of "$name"))"; return 0; fi
  port_open "$port" && fail "port $port ($name) is already in use by another process"
  setsid "$@" >>"$LOGS/$log.log" 2>&1 </dev/null 9>&- &
  echo $! >"$RUN/$name.pid"
}

stop_process() { # NAME: TERM to its process group, KILL after 15 s
  local name=$1 pid unit
  pid=$(pid_of "$name") || { rm -f "$RUN/$name.pid"; return 0; }
  if [ "${STACK_SYSTEMD:-}" = 1 ] && [[ $name == site-* ]]; then
    unit=$(ps -o unit= -p "$pid" 2>/dev/null || true)
    [ -z "$unit" ] || systemctl disable --now "$unit"
  fi
  pidfile_stop "$RUN/$name.pid" 15 || true
  say "$name stopped (pid $pid)"
  stopped=$((${stopped:-0} + 1))
}

stop_processes() { # NAME…: TERM to all, then as stop_process (each has 15 s from the same moment)
  local name
  for name in "$@"; do pidfile_signal "$RUN/$name.pid" TERM; done
  for name in "$@"; do stop_process "$name"; done
}

# redis-cli for NAME PORT, with its password (REDISCLI_AUTH: not on the command line).
redis_cli() { REDISCLI_AUTH=$(cat "$DIR/redis-$1-password") redis-cli --no-auth-warning -p "$2" "${@:3}"; }

# NAME PORT. Its folder and files readable by its user only: Redis has no setting for their modes, so it
# runs under umask 077 in a 0700 folder (docs/architecture.md, "Decisions").
start_redis() {
  (umask 077 && mkdir -p "$DIR/redis-$1")
  chmod 700 "$DIR/redis-$1" && chmod -R go= "$DIR/redis-$1"
  if as_root; then chown -R redis:redis "$DIR/redis-$1"; fi
  launch "redis-$1" "$2" "redis-$1" $(as_user redis) sh -c 'umask 077 && exec "$@"' sh redis-server "$HERE/redis/$1.conf" \
    --port "$2" --dir "$DIR/redis-$1" --include "$CONF/redis-$1-auth.conf"
  wait_for 20 "redis-$1" redis_cli "$1" "$2" ping
}

# NAME RELEASE_DIR PORT: one instance of a release (deploy/site.sh), with no environment but what it reads.
# STACK_DIR/instances/PORT names the release each port runs, for systemd's plaza-site@PORT too.
start_instance() {
  mkdir -p "$DIR/instances"
  ln -sfn "$2" "$DIR/instances/$3"
  if [ "${STACK_SYSTEMD:-}" = 1 ]; then
    systemctl enable --now "plaza-site@$3.service" || fail "systemctl enable --now plaza-site@$3 failed"
    systemctl show -p MainPID --value "plaza-site@$3.service" >"$RUN/$1.pid"
    return 0
  fi
  # As the site's user, its home the one of its passwd entry.
  local env=(PATH="$DIR/node-bin:/usr/local/bin:/usr/bin:/bin" LANG=C.UTF-8)
  as_root || env+=(HOME="$HOME")
  launch "$1" "$3" "${1%-next}" $(as_user "$SITE_USER") env -i "${env[@]}" \
    bash "$HERE/site.sh" "$DIR" "$DIR/instances/$3" "$3"
}

ready() { # PORT: the instance's readiness answer (200: ready or degraded)
  curl -s -o /dev/null -w '%{http_code}' --max-time 3 "http://127.0.0.1:$1/api/health/ready" | grep -q '^200$'
}

. "$HERE/release.sh"

up() {
  packages
  node24
  configure
  [ -z "$ENV_FILE" ] || [ -r "$ENV_FILE" ] || fail "cannot read STACK_ENV_FILE $ENV_FILE"
  lock_releases
  # A failed start leaves nothing running.
  trap 'echo "[stack] up failed: stopping what it started" >&2; down' ERR
  start_redis cache "$REDIS_CACHE_PORT"
  start_redis queue "$REDIS_QUEUE_PORT"
  # The live release, or a first one of HEAD: there is always a release to roll back to.
  [ -e "$DIR/current" ] || build_release HEAD
  local live n origins
  live=$(readlink -f "$DIR/current")
  for n in $(seq "$INSTANCES"); do start_instance "site-$n" "$live" "$(port_of "$LIVE_SET" "$n")"; done
  read -ra origins <<<"$(sed -n 's/^VARNISH_ORIGINS=//p' "$CONF/varnish.env")"
  for port in $(live_ports); do wait_for 120 "the site on port $port" ready "$port"; done
  # nginx before Varnish: Varnish's first fills already go through nginx's compressing proxies.
  # As root, its workers (which every request reaches) as www-data.
  local workers=''
  if as_root; then workers='user www-data;'; fi
  mkdir -p "$DIR/nginx"
  nginx -t -q -c "$CONF/nginx.conf" -p "$DIR/nginx" -g "$workers" 2>>"$LOGS/nginx.log" || fail "nginx refused $CONF/nginx.conf: $(tail -n 3 "$LOGS/nginx.log")"
  if running nginx; then nginx -s reload -c "$CONF/nginx.conf" -p "$DIR/nginx" 2>>"$LOGS/nginx.log"; fi
  launch nginx "$HTTPS_PORT" nginx nginx -c "$CONF/nginx.conf" -p "$DIR/nginx" -g "daemon off; $workers"
  wait_for 20 nginx port_open "$HTTPS_PORT"
  wait_for 20 "nginx's compressing proxies" port_open "$(fill_of "$LIVE_SET" 1)"
  if ! running varnish; then
    port_open "$VARNISH_PORT" && fail "port $VARNISH_PORT (varnish) is already in use by another process"
    launch varnish "$VARNISH_PORT" varnish "$HERE/varnish/start.sh" --foreground --port "$VARNISH_PORT" "${origins[@]}" \
      --dir "$DIR/varnish" --memory "$VARNISH_MEMORY" --purge-token-file "$DIR/purge-token" \
      --metrics-token-file "$DIR/metrics-token"
    echo boot >"$RUN/vcl"
  fi
  wait_for 30 varnish port_open "$VARNISH_PORT"
  if [ -n "$PROMETHEUS" ]; then
    promtool check config "$CONF/prometheus.yml" >>"$LOGS/prometheus.log" 2>&1 || fail "promtool refused $CONF/prometheus.yml"
    mkdir -p "$DIR/prometheus"
    if as_root; then chown -R prometheus:prometheus "$DIR/prometheus"; fi
    launch prometheus "$PROMETHEUS_PORT" prometheus $(as_user prometheus) prometheus --config.file="$CONF/prometheus.yml" \
      --storage.tsdb.path="$DIR/prometheus" --web.listen-address="127.0.0.1:$PROMETHEUS_PORT"
    wait_for 60 prometheus curl -sf "http://127.0.0.1:$PROMETHEUS_PORT/-/ready"
  fi
  trap - ERR
  say "up: https://$LISTEN:$HTTPS_PORT/, release $(basename "$live") (state and logs in $DIR)"
  status || fail "up: started, but a process above does not answer (logs: $LOGS)"
}

names() {
  echo redis-cache redis-queue
  for n in $(seq "$INSTANCES"); do echo "site-$n"; done
  echo varnish nginx prometheus
}

down() {
  local name stopped=0
  for n in $(seq "$INSTANCES"); do stop_process "site-$n-next"; done
  for name in $(names | tr ' ' '\n' | tac); do stop_process "$name"; done
  [ "$stopped" -gt 0 ] || say "nothing was running in $DIR"
  grep -vxF "$DIR" "$REGISTRY" >"$REGISTRY.tmp" 2>/dev/null || true
  [ ! -f "$REGISTRY.tmp" ] || mv "$REGISTRY.tmp" "$REGISTRY"
}

# One line per process: name, pid, port, and whether it answers as it should; then the releases.
status() {
  local failed=0 name pid port state
  printf '%-12s %-8s %-6s %s\n' PROCESS PID PORT STATE
  for name in $(names); do
    case "$name" in
      redis-cache) port=$REDIS_CACHE_PORT ;;
      redis-queue) port=$REDIS_QUEUE_PORT ;;
      site-*) port=$(port_of "$LIVE_SET" "${name#site-}") ;;
      varnish) port=$VARNISH_PORT ;;
      nginx) port=$HTTPS_PORT ;;
      prometheus) port=$PROMETHEUS_PORT ;;
    esac
    pid=$(cat "$RUN/$name.pid" 2>/dev/null || true)
    if [ "$name" = prometheus ] && [ -z "$PROMETHEUS" ] && [ -z "$pid" ]; then continue; fi
    if ! running "$name"; then
      state='down'
    else
      case "$name" in
        redis-*) state=$(redis_cli "${name#redis-}" "$port" ping 2>&1 | head -n 1) ;;
        site-*) state=$(curl -s --max-time 3 -w ' (%{http_code})' "http://127.0.0.1:$port/api/health/ready" | tail -c 200 || echo 'no answer') ;;
        varnish) state=$(varnishadm -n "$DIR/varnish" ping 2>&1 | head -n 1 | cut -c1-40) ;;
        nginx) state=$(curl -sk --max-time 3 -o /dev/null -w 'HTTP/%{http_version} %{http_code} for /api/health/live' \
          --resolve "${SERVER_NAME/#_/localhost}:$HTTPS_PORT:127.0.0.1" \
          "https://${SERVER_NAME/#_/localhost}:$HTTPS_PORT/api/health/live" || echo 'no answer') ;;
        prometheus) state=$(curl -s --max-time 3 "http://127.0.0.1:$port/-/ready" || echo 'no answer') ;;
      esac
    fi
    case "$state" in PONG* | *' (200)' | 'HTTP/2 200'* | *'is Ready'*) ;; *) failed=1 ;; esac
    printf '%-12s %-8s %-6s %s\n' "$name" "${pid:--}" "$port" "$state"
  done
  if running varnish; then
    varnishadm -n "$DIR/varnish" backend.list 2>/dev/null | sed 's/^/  /' || true
  fi
  releases_status
  return $failed
}

case "$command" in
  up) up ;;
  release) release "${ref:-HEAD}" ;;
  rollback) rollback ;;
  down) down ;;
  status) status ;;
  configure) packages && node24 && configure && say "configuration in $CONF" ;;
  packages) packages ;;
  *) usage ;;
esac
