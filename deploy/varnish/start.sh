#!/usr/bin/env bash
# Starts Varnish (Debian's `varnish` + `varnish-modules`) with the shipped VCL in front of a running site,
# from a private working directory: no system service, no file outside that directory, no root needed.
#
#   deploy/varnish/start.sh --port 6081 --origin 127.0.0.1:3000 --purge-token-file /etc/plaza/purge-token
#       --purge-token-file FILE       the secret a PURGE must carry in X-Purge-Token (the site's CACHE_PURGE_TOKEN,
#                                     at least 32 characters: letters, digits, . _ ~ + / = -)
#       [--listen 127.0.0.1]          address to listen on (0.0.0.0 for every interface)
#       [--allow-purge '127.0.0.1 ::1'] addresses or networks (10.0.0.0/8) allowed to PURGE (with the token)
#       [--memory 256m]               cache size (malloc storage)
#       [--dir var/varnish-6081]      working directory (pid file, logs' shared memory, generated VCL)
#       [--vcl deploy/varnish/plaza.vcl]
#       [--foreground]                stay in the foreground (a supervisor or test runner stops it)
#
# Stop it with deploy/varnish/stop.sh --dir DIR (or kill the pid in DIR/varnishd.pid). Read it with
# `varnishlog -n DIR`, `varnishstat -n DIR -1`, `varnishadm -n DIR`. See docs/deployment.md.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
port='' origin='' token_file='' listen=127.0.0.1 allow='127.0.0.1 ::1' memory=256m dir='' vcl="$HERE/plaza.vcl" foreground=''

usage() { sed -n '2,16p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --port) port=$2; shift 2 ;;
    --origin) origin=$2; shift 2 ;;
    --purge-token-file) token_file=$2; shift 2 ;;
    --listen) listen=$2; shift 2 ;;
    --allow-purge) allow=$2; shift 2 ;;
    --memory) memory=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    --vcl) vcl=$2; shift 2 ;;
    --foreground) foreground=1; shift ;;
    -h | --help) usage ;;
    *) echo "start.sh: unknown option $1" >&2; usage ;;
  esac
done

fail() { echo "start.sh: $*" >&2; exit 1; }
[[ $port =~ ^[0-9]{1,5}$ ]] || fail "--port must be a port number (got '$port')"
[[ $origin =~ ^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):([0-9]{1,5})$ ]] ||
  fail "--origin must be HOST:PORT of the running site, e.g. 127.0.0.1:3000 (got '$origin')"
origin_host=${origin%:*} origin_host=${origin_host#[} origin_host=${origin_host%]} origin_port=${origin##*:}
[ -f "$vcl" ] || fail "no VCL at $vcl"
# The token comes from a file, never the command line (which every user of the host can read in ps).
[ -n "$token_file" ] || fail '--purge-token-file FILE is required: the secret a PURGE must carry (the site'"'"'s CACHE_PURGE_TOKEN)'
[ -r "$token_file" ] || fail "--purge-token-file: cannot read $token_file"
token=$(tr -d '\r\n' <"$token_file")
[[ $token =~ ^[A-Za-z0-9._~+/=-]{32,}$ ]] ||
  fail "--purge-token-file: the token in $token_file must be at least 32 characters of letters, digits, . _ ~ + / = - (e.g. openssl rand -hex 32)"
command -v varnishd >/dev/null || [ -x /usr/sbin/varnishd ] ||
  fail 'varnishd is not installed: apt-get install -y --no-install-recommends varnish varnish-modules'
[ -f /usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so ] || ls /usr/lib/*/varnish/vmods/libvmod_xkey.so >/dev/null 2>&1 ||
  fail 'the xkey module is not installed: apt-get install -y --no-install-recommends varnish-modules'
PATH=$PATH:/usr/sbin

dir=${dir:-$ROOT/var/varnish-$port}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
if [ -f "$dir/varnishd.pid" ] && kill -0 "$(cat "$dir/varnishd.pid")" 2>/dev/null; then
  fail "a Varnish already runs from $dir (pid $(cat "$dir/varnishd.pid")): deploy/varnish/stop.sh --dir $dir"
fi
if (exec 3<>"/dev/tcp/${listen/0.0.0.0/127.0.0.1}/$port") 2>/dev/null; then
  fail "port $port is already in use on $listen"
fi

# The deployment facts the VCL includes (plaza.vcl: origin.vcl, origin-health.vcl, purgers.vcl,
# purge-token.vcl).
cat >"$dir/origin.vcl" <<VCL
# Written by deploy/varnish/start.sh: the site this Varnish fronts.
backend origin {
    .host = "$origin_host";
    .port = "$origin_port";
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}
VCL
cat >"$dir/origin-health.vcl" <<VCL
# Written by deploy/varnish/start.sh: the same site, only ever asked for its health (plaza.vcl, vcl_recv).
# Requests go to backend origin, which has no probe, so a site too busy to answer a probe in time still gets
# them; only the choice of serving old objects without asking follows this probe. The site's readiness
# answer is cheap (its WordPress check is cached) and 503 only when the instance cannot do its job.
# Sick after 2 failures in 3 probes (about 4 s).
backend origin_health {
    .host = "$origin_host";
    .port = "$origin_port";
    .probe = {
        .url = "/api/health/ready";
        .interval = 2s;
        .timeout = 2s;
        .window = 3;
        .threshold = 2;
        .initial = 2;
    }
}
VCL
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
# Written by deploy/varnish/start.sh from --purge-token-file: the secret a PURGE must carry.
sub check_purge_token {
    if (req.http.x-purge-token != "$token") {
        return (synth(403, "Purging needs the purge token (X-Purge-Token)"));
    }
}
VCL
)

rm -f "$dir/varnishd.pid"
# -j none: no privilege separation (that needs root and a system user).
args=(-j none -n "$dir" -a "$listen:$port" -f "$(cd "$(dirname "$vcl")" && pwd)/$(basename "$vcl")"
  -p vcl_path="$dir:$HERE:/usr/share/varnish/vcl" -s "malloc,$memory" -P "$dir/varnishd.pid" -T 127.0.0.1:0)
if [ -n "$foreground" ]; then
  echo "Varnish on $listen:$port in front of $origin_host:$origin_port (dir $dir), in the foreground"
  exec varnishd -F "${args[@]}"
fi
# Without -F, varnishd returns once its child is up, or fails with the VCL compiler's message.
varnishd "${args[@]}" >"$dir/varnishd.log" 2>&1 || { cat "$dir/varnishd.log" >&2; fail 'varnishd did not start'; }

for _ in $(seq 100); do
  (exec 3<>"/dev/tcp/${listen/0.0.0.0/127.0.0.1}/$port") 2>/dev/null && break
  sleep 0.1
done
echo "Varnish on $listen:$port in front of $origin_host:$origin_port (pid $(cat "$dir/varnishd.pid"), dir $dir)"
