#!/usr/bin/env bash
# Starts Varnish (Debian's `varnish` + `varnish-modules`) with the shipped VCL in front of a running site,
# from a private working directory: no system service, no file outside that directory, no root needed.
# Started as root, it runs in Varnish's own jail: the manager drops to `varnish` whenever it can and the
# worker that serves requests runs as `vcache` (Debian's users); started by another user, as that user.
#
#   deploy/varnish/start.sh --port 6081 --origin 127.0.0.1:3000 [--origin 127.0.0.1:3001 …]
#       --purge-token-file /etc/plaza/purge-token
#       --origin HOST:PORT            a site instance, once per instance (requests go to those that answer
#                                     their readiness probe, in turn)
#       [--fill HOST:PORT]            where cache fills of the instance of the same rank go instead: a proxy
#                                     in front of it that compresses each answer once (deploy/stack.sh's nginx)
#       --purge-token-file FILE       the secret a PURGE must carry in X-Purge-Token (the site's CACHE_PURGE_TOKEN,
#                                     at least 32 characters: letters, digits, . _ ~ + / = -)
#       [--metrics-token-file FILE]   the bearer (the site's METRICS_TOKEN, 32 characters or more) that
#                                     reads /api/health/* from beyond this host; without it only loopback does
#       [--listen 127.0.0.1]          address to listen on (0.0.0.0 for every interface)
#       [--allow-purge '127.0.0.1 ::1'] addresses or networks (10.0.0.0/8) allowed to PURGE (with the token)
#       [--memory 256m]               cache size (malloc storage)
#       [--dir var/varnish-6081]      working directory (pid file, logs' shared memory, generated VCL)
#       [--vcl deploy/varnish/plaza.vcl]
#       [--foreground]                stay in the foreground (a supervisor or test runner stops it)
#
#   deploy/varnish/start.sh --reload NAME --dir DIR --origin … [--fill …] --purge-token-file FILE
#       switches the Varnish running from DIR to other instances without a restart (deploy/stack.sh release):
#       writes the includes, loads them as VCL NAME, waits until Varnish's own probes call every new backend
#       healthy, then makes NAME the active VCL (its cache is kept). On failure the running VCL stays.
#
# Stop it with deploy/varnish/stop.sh --dir DIR (or kill the pid in DIR/varnishd.pid). Read it with
# `varnishlog -n DIR`, `varnishstat -n DIR -1`, `varnishadm -n DIR`. See docs/deployment.md.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
port='' origins=() fills=() token_file='' metrics_token_file='' listen=127.0.0.1 allow='127.0.0.1 ::1' memory=256m dir='' vcl="$HERE/plaza.vcl" foreground=''
reload=''

usage() { sed -n '2,28p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --port) port=$2; shift 2 ;;
    --origin) origins+=("$2"); shift 2 ;;
    --fill) fills+=("$2"); shift 2 ;;
    --purge-token-file) token_file=$2; shift 2 ;;
    --metrics-token-file) metrics_token_file=$2; shift 2 ;;
    --listen) listen=$2; shift 2 ;;
    --allow-purge) allow=$2; shift 2 ;;
    --memory) memory=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    --vcl) vcl=$2; shift 2 ;;
    --foreground) foreground=1; shift ;;
    --reload) reload=$2; shift 2 ;;
    -h | --help) usage ;;
    *) echo "start.sh: unknown option $1" >&2; usage ;;
  esac
done

fail() { echo "start.sh: $*" >&2; exit 1; }
[ -n "$reload" ] || [[ $port =~ ^[0-9]{1,5}$ ]] || fail "--port must be a port number (got '$port')"
[ -z "$reload" ] || [[ $reload =~ ^[A-Za-z][A-Za-z0-9_-]{0,60}$ ]] || fail "--reload takes a VCL name: a letter, then letters, digits, _ or - (got '$reload')"
[ ${#origins[@]} -gt 0 ] || fail '--origin HOST:PORT of the running site is required (once per instance)'
for origin in "${origins[@]}" "${fills[@]}"; do
  [[ $origin =~ ^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):([0-9]{1,5})$ ]] ||
    fail "--origin and --fill must be HOST:PORT, e.g. 127.0.0.1:3000 (got '$origin')"
done
[ ${#fills[@]} -eq 0 ] || [ ${#fills[@]} -eq ${#origins[@]} ] ||
  fail "--fill must be given once per --origin, in the same order (got ${#fills[@]} for ${#origins[@]})"
[ -f "$vcl" ] || fail "no VCL at $vcl"
# The token comes from a file, never the command line (which every user of the host can read in ps).
[ -n "$token_file" ] || fail '--purge-token-file FILE is required: the secret a PURGE must carry (the site'"'"'s CACHE_PURGE_TOKEN)'
[ -r "$token_file" ] || fail "--purge-token-file: cannot read $token_file"
token=$(tr -d '\r\n' <"$token_file")
[[ $token =~ ^[A-Za-z0-9._~+/=-]{32,}$ ]] ||
  fail "--purge-token-file: the token in $token_file must be at least 32 characters of letters, digits, . _ ~ + / = - (e.g. openssl rand -hex 32)"
metrics_token=''
if [ -n "$metrics_token_file" ]; then
  [ -r "$metrics_token_file" ] || fail "--metrics-token-file: cannot read $metrics_token_file"
  metrics_token=$(tr -d '\r\n' <"$metrics_token_file")
  [[ $metrics_token =~ ^[A-Za-z0-9._~+/=-]{32,}$ ]] ||
    fail "--metrics-token-file: the token in $metrics_token_file must be at least 32 characters of letters, digits, . _ ~ + / = - (e.g. openssl rand -hex 32)"
fi
command -v varnishd >/dev/null || [ -x /usr/sbin/varnishd ] ||
  fail 'varnishd is not installed: apt-get install -y --no-install-recommends varnish varnish-modules'
[ -f /usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so ] || ls /usr/lib/*/varnish/vmods/libvmod_xkey.so >/dev/null 2>&1 ||
  fail 'the xkey module is not installed: apt-get install -y --no-install-recommends varnish-modules'
PATH=$PATH:/usr/sbin

dir=${dir:-$ROOT/var/varnish-$port}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
. "$HERE/../pidfile.sh"
if [ -n "$reload" ]; then
  pidfile_running "$dir/varnishd.pid" || fail "--reload: no Varnish runs from $dir"
elif pidfile_running "$dir/varnishd.pid"; then
  fail "a Varnish already runs from $dir (pid $(cat "$dir/varnishd.pid")): deploy/varnish/stop.sh --dir $dir"
fi
if [ -z "$reload" ] && (exec 3<>"/dev/tcp/${listen/0.0.0.0/127.0.0.1}/$port") 2>/dev/null; then
  fail "port $port is already in use on $listen"
fi
# A reload keeps the running VCL's includes until the new one is in use: a Varnish restarted meanwhile, or a
# switch that fails, compiles what is running now.
if [ -n "$reload" ]; then
  for include in origin origin-health fill purgers purge-token; do
    [ ! -f "$dir/$include.vcl" ] || cp -p "$dir/$include.vcl" "$dir/$include.vcl.running"
  done
fi
# A new backend is healthy only once its probes have answered (a reload waits for that), where Varnish's
# own start trusts its instances at once, as they were ready before it started.
initial=2
[ -z "$reload" ] || initial=0

# The deployment facts the VCL includes (plaza.vcl: origin.vcl, origin-health.vcl, fill.vcl, purgers.vcl,
# purge-token.vcl): each site instance twice, as `origin_N` (requests) and `origin_N_health` (its probe),
# and a director over each set; then where cache fills go.
{
  echo '# Written by deploy/varnish/start.sh: the site instances this Varnish fronts (no probe: plaza.vcl'
  echo '# sends requests here only when no instance answers its probe).'
  n=0
  for origin in "${origins[@]}"; do
    n=$((n + 1)) host=${origin%:*} host=${host#[} host=${host%]}
    cat <<VCL
backend origin_$n {
    .host = "$host";
    .port = "${origin##*:}";
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}
VCL
  done
  echo 'sub vcl_init {'
  echo '    new any = directors.round_robin();'
  for i in $(seq "$n"); do echo "    any.add_backend(origin_$i);"; done
  echo '}'
} >"$dir/origin.vcl"
# NAME HOST:PORT: a backend with the site's readiness probe (sick after 2 failures in 3, about 4 s).
probed_backend() {
  local host=${2%:*}
  host=${host#[} host=${host%]}
  cat <<VCL
backend $1 {
    .host = "$host";
    .port = "${2##*:}";
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
    .probe = {
        .url = "/api/health/ready";
        .interval = 2s;
        .timeout = 2s;
        .window = 3;
        .threshold = 2;
        .initial = $initial;
    }
}
VCL
}
{
  echo '# Written by deploy/varnish/start.sh: the same instances with a health probe. The site'"'"'s readiness'
  echo '# answer is cheap (its WordPress check is cached) and 503 only when the instance cannot do its job.'
  n=0
  for origin in "${origins[@]}"; do
    n=$((n + 1))
    probed_backend "origin_${n}_health" "$origin"
  done
  echo 'sub vcl_init {'
  echo '    new ready = directors.round_robin();'
  for i in $(seq "$n"); do echo "    ready.add_backend(origin_${i}_health);"; done
  echo '}'
} >"$dir/origin-health.vcl"
{
  echo '# Written by deploy/varnish/start.sh: where cache fills go (--fill: the compressing proxies, probed,'
  echo '# and the instances themselves when none answers; without --fill, the instances as for any request).'
  n=0
  for fill in "${fills[@]}"; do
    n=$((n + 1))
    probed_backend "fill_$n" "$fill"
  done
  if [ "$n" -gt 0 ]; then
    echo 'sub vcl_init {'
    echo '    new fill_ready = directors.round_robin();'
    for i in $(seq "$n"); do echo "    fill_ready.add_backend(fill_$i);"; done
    echo '}'
  fi
  # The first of these that is healthy: the proxies, the ready instances, any instance.
  echo 'sub plaza_fill {'
  [ "$n" -eq 0 ] || echo '    if (std.healthy(fill_ready.backend())) { set bereq.backend = fill_ready.backend(); return; }'
  echo '    if (std.healthy(ready.backend())) { set bereq.backend = ready.backend(); return; }'
  echo '    set bereq.backend = any.backend();'
  echo '}'
} >"$dir/fill.vcl"
{
  echo '# Written by deploy/varnish/start.sh: who may PURGE.'
  echo 'acl purgers {'
  for entry in $allow; do
    address=${entry%/*}
    [[ $address =~ ^[0-9A-Fa-f.:]+$ ]] || fail "--allow-purge: '$entry' is not an address or network"
    if [ "$entry" != "$address" ]; then
      echo "    \"$address\"/${entry#*/};"
    else
      echo "    \"$address\";"
    fi
  done
  echo '}'
} >"$dir/purgers.vcl"
(
  umask 077
  cat >"$dir/purge-token.vcl" <<VCL
# Written by deploy/varnish/start.sh from --purge-token-file: the secret a PURGE must carry; and from
# --metrics-token-file, the bearer that reads /api/health/* from beyond this host (none given: nobody).
sub check_purge_token {
    if (req.http.x-purge-token != "$token") {
        return (synth(403, "Purging needs the purge token (X-Purge-Token)"));
    }
}
sub check_metrics_token {
    if ("$metrics_token" == "" || req.http.Authorization != "Bearer $metrics_token") {
        return (synth(404, "Not Found"));
    }
}
VCL
)
# The jail's manager and VCL compiler run as `varnish`: they reach the folder and read the token's include
# through its group.
if [ "$(id -u)" = 0 ]; then
  chgrp varnish "$dir" "$dir/purge-token.vcl" && chmod 750 "$dir" && chmod 640 "$dir/purge-token.vcl"
  # Said here, not as a compiler error from inside the jail.
  setpriv --reuid=varnish --regid=varnish --init-groups test -r "$vcl" -a -x "$dir" ||
    fail "the jail's user varnish cannot read $vcl or enter $dir: every folder above them must be open to other users (chmod o+x)"
fi

if [ -n "$reload" ]; then
  # varnishadm NAME…: the VCL, its backends' health as Varnish's probes see it, the switch.
  admin() { varnishadm -n "$dir" "$@"; }
  restore() {
    admin vcl.discard "$reload" >/dev/null 2>&1 || true
    for include in "$dir"/*.vcl.running; do mv "$include" "${include%.running}"; done
    fail "$1"
  }
  vcl_file="$(cd "$(dirname "$vcl")" && pwd)/$(basename "$vcl")"
  loaded=$(admin vcl.load "$reload" "$vcl_file" 2>&1) || restore "the new VCL did not compile: ${loaded//$'\n'/ }"
  expected=$(( ${#origins[@]} + ${#fills[@]} ))
  deadline=$((SECONDS + 60))
  while :; do
    healthy=$(admin backend.list "$reload.*" 2>/dev/null | grep -cE '_health[[:space:]].*[[:space:]]healthy|^[^[:space:]]*\.fill_[0-9]+[[:space:]].*[[:space:]]healthy' || true)
    [ "$healthy" -lt "$expected" ] && [ $SECONDS -lt $deadline ] || break
    sleep 0.2
  done
  [ "$healthy" -ge "$expected" ] ||
    restore "Varnish's probes did not call the new instances healthy within 60 s ($healthy of $expected backends healthy): ${origins[*]}"
  admin vcl.use "$reload" >/dev/null || restore "vcl.use $reload failed"
  rm -f "$dir"/*.vcl.running
  echo "Varnish in $dir now sends requests to ${origins[*]} (VCL $reload)"
  exit 0
fi

rm -f "$dir/varnishd.pid"
jail=none
if [ "$(id -u)" = 0 ]; then jail=unix,user=varnish,workuser=vcache; fi
args=(-j "$jail" -n "$dir" -a "$listen:$port" -f "$(cd "$(dirname "$vcl")" && pwd)/$(basename "$vcl")"
  -p vcl_path="$dir:$HERE:/usr/share/varnish/vcl" -s "malloc,$memory" -P "$dir/varnishd.pid" -T 127.0.0.1:0
  # Its clients are the edge's kept-alive connections, whose next request comes within milliseconds under
  # load: a worker that waits a second for it (0.05 s by default) spares handing the connection to the
  # waiter and back for each request, about a quarter of Varnish's CPU per cached page (docs/bench.md).
  -p timeout_linger=1)
if [ -n "$foreground" ]; then
  echo "Varnish on $listen:$port in front of ${origins[*]} (dir $dir), in the foreground"
  exec varnishd -F "${args[@]}"
fi
# Without -F, varnishd returns once its child is up, or fails with the VCL compiler's message.
varnishd "${args[@]}" >"$dir/varnishd.log" 2>&1 || { cat "$dir/varnishd.log" >&2; fail 'varnishd did not start'; }

for _ in $(seq 100); do
  (exec 3<>"/dev/tcp/${listen/0.0.0.0/127.0.0.1}/$port") 2>/dev/null && break
  sleep 0.1
done
echo "Varnish on $listen:$port in front of ${origins[*]} (pid $(cat "$dir/varnishd.pid"), dir $dir)"
