#!/usr/bin/env bash
# Checks the edge's TLS and headers (deploy/nginx/plaza.conf, unknown-host.conf) without the whole stack:
# fills the templates as deploy/stack.sh does, starts a private nginx with a self-signed certificate in
# front of a stand-in for Varnish (python3, answering like the site: HSTS, CSP, X-Cache), and asks it, on
# loopback only (that X-Cache is hidden from other clients is not checked: only loopback may be asked here).
#
#   bash e2e/stack/edge-check.sh            # prints one line per check; exit 1 if any fails
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
DIR=$(mktemp -d /tmp/plaza-edge-check.XXXX)
BASE=$((20000 + RANDOM % 20000))
HTTPS=$BASE HTTP=$((BASE + 1)) ORIGIN=$((BASE + 2)) NAME=plaza.test
failed=0
check() { # DESCRIPTION COMMAND…: passes when COMMAND succeeds
  local what=$1; shift
  if "$@" >/dev/null 2>&1; then echo "ok    $what"; else echo "FAIL  $what"; failed=1; fi
}
. "$ROOT/deploy/pidfile.sh"
cleanup() {
  pidfile_signal "$DIR/nginx/nginx.pid" TERM
  [ -n "${origin_pid:-}" ] && kill "$origin_pid" 2>/dev/null || true
  sleep 0.3; rm -rf "$DIR"
}
trap cleanup EXIT

mkdir -p "$DIR/nginx" "$DIR/logs"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=$NAME" -addext "subjectAltName=DNS:$NAME" \
  -keyout "$DIR/key.pem" -out "$DIR/cert.pem" 2>/dev/null
: >"$DIR/fill.conf"
fill() { # TEMPLATE OUTPUT SERVER_NAME
  sed -e "s|@DIR@|$DIR/nginx|g; s|@LOGS@|$DIR/logs|g; s|@LISTEN@|127.0.0.1|g; s|@HTTPS_PORT@|$HTTPS|g" \
    -e "s|@HTTP_PORT@|$HTTP|g; s|@VARNISH_PORT@|$ORIGIN|g; s|@SERVER_NAME@|$3|g; s|@FILL@|$DIR/fill.conf|g" \
    -e "s|@TLS_CERT@|$DIR/cert.pem|g; s|@TLS_KEY@|$DIR/key.pem|g; s|@UNKNOWN_HOST@|$DIR/unknown-host.conf|g" \
    -e "s|@HTTPS_AUTHORITY@|$NAME:$HTTPS|g" "$1" >"$2"
}
fill "$ROOT/deploy/nginx/unknown-host.conf" "$DIR/unknown-host.conf" "$NAME"
fill "$ROOT/deploy/nginx/plaza.conf" "$DIR/nginx.conf" "$NAME"

python3 - "$ORIGIN" >/dev/null 2>&1 <<'PY' &
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer
class Site(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        self.send_header('Content-Type', 'text/html')
        self.send_header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
        self.send_header('Content-Security-Policy', "default-src 'self'")
        self.send_header('X-Cache', 'hit')
        self.send_header('Content-Length', '2')
        self.end_headers()
        self.wfile.write(b'ok')
HTTPServer(('127.0.0.1', int(sys.argv[1])), Site).serve_forever()
PY
origin_pid=$!
nginx -t -q -c "$DIR/nginx.conf" -p "$DIR/nginx"
nginx -c "$DIR/nginx.conf" -p "$DIR/nginx"
sleep 1

tls() { openssl s_client -connect "127.0.0.1:$HTTPS" -servername "$NAME" "$@" </dev/null 2>&1; }
edge() { curl -sk --resolve "$NAME:$HTTPS:127.0.0.1" -D - -o /dev/null "$@"; }
count() { # HEADER PATTERN CURL-ARGS…: the header appears exactly once
  local header=$1; shift
  [ "$(edge "$@" | grep -ci "^$header:")" = 1 ]
}
check 'TLS 1.2 static RSA with CBC (AES128-SHA) is refused' bash -c "! tls_out=\$(openssl s_client -connect 127.0.0.1:$HTTPS -servername $NAME -tls1_2 -cipher AES128-SHA </dev/null 2>&1) || ! grep -q 'Cipher is AES128-SHA' <<<\"\$tls_out\""
check 'TLS 1.2 ECDHE with CBC (ECDHE-RSA-AES128-SHA) is refused' bash -c "! openssl s_client -connect 127.0.0.1:$HTTPS -servername $NAME -tls1_2 -cipher ECDHE-RSA-AES128-SHA </dev/null 2>&1 | grep -q 'Cipher is ECDHE-RSA-AES128-SHA'"
check 'TLS 1.2 ECDHE-RSA-AES128-GCM-SHA256 is accepted' bash -c "openssl s_client -connect 127.0.0.1:$HTTPS -servername $NAME -tls1_2 -cipher ECDHE-RSA-AES128-GCM-SHA256 </dev/null 2>&1 | grep -q 'Cipher is ECDHE-RSA-AES128-GCM-SHA256'"
check "nginx's own 405 carries HSTS and CSP default-src 'none'" bash -c "curl -sk --resolve $NAME:$HTTPS:127.0.0.1 -X PUT -D - -o /dev/null https://$NAME:$HTTPS/ | tr -d '\r' | grep -q \"^content-security-policy: default-src 'none'; frame-ancestors 'none'\" && curl -sk --resolve $NAME:$HTTPS:127.0.0.1 -X PUT -D - -o /dev/null https://$NAME:$HTTPS/ | grep -qi '^strict-transport-security: max-age=63072000; includeSubDomains'"
check "a page of the site: one HSTS, one CSP (the site's)" bash -c "$(declare -f edge count); NAME=$NAME HTTPS=$HTTPS; count strict-transport-security https://$NAME:$HTTPS/es && count content-security-policy https://$NAME:$HTTPS/es && edge https://$NAME:$HTTPS/es | grep -qi \"^content-security-policy: default-src 'self'\""
check 'X-Cache is shown to a client on this host' bash -c "curl -sk --resolve $NAME:$HTTPS:127.0.0.1 -D - -o /dev/null https://$NAME:$HTTPS/es | grep -qi '^x-cache: hit'"
check 'plain HTTP redirects to the configured name, whatever Host says' bash -c "curl -s -D - -o /dev/null -H 'Host: $NAME' http://127.0.0.1:$HTTP/es?x=1 | tr -d '\r' | grep -qx 'Location: https://$NAME:$HTTPS/es?x=1'"
check 'plain HTTP with an unknown Host gets no answer (444)' bash -c "! curl -s -o /dev/null -H 'Host: evil.example' http://127.0.0.1:$HTTP/"
check 'TLS with an unknown SNI is refused' bash -c "! openssl s_client -connect 127.0.0.1:$HTTPS -servername evil.example </dev/null 2>&1 | grep -q 'Cipher is [A-Z]'"
check 'the right SNI with another Host gets 421' bash -c "[ \"\$(curl -sk --resolve $NAME:$HTTPS:127.0.0.1 -H 'Host: evil.example' -o /dev/null -w '%{http_code}' https://$NAME:$HTTPS/)\" = 421 ]"
exit $failed
