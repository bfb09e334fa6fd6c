#!/usr/bin/env bash
# npm run test:stack: the production stack (deploy/stack.sh: nginx with TLS, HTTP/2 and brotli, Varnish, two
# `next start` instances, the cache and queue Redis, Prometheus) against the real-WordPress harness
# (e2e/wordpress: WordPress 7.1, the real Contact Form 7, the companion plugin), every request through nginx
# over HTTPS; then its faults (e2e/stack/stack.spec.ts). Everything on loopback ports from
# STACK_E2E_PORT_BASE (3700): nginx on the base (+1 plain HTTP), Varnish +3, the instances +10… (two sets:
# the live release's and the next one's), Redis +20 and +21, Prometheus +30, nginx's compressing proxies
# +40…, the WordPress harness from +60. `up` makes the first release of HEAD (commit what you test);
# e2e/stack/versions.spec.ts releases commits made from it. Everything stops on exit, even on failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
BASE=${STACK_E2E_PORT_BASE:-3700}
export WP_E2E_PORT_BASE=$((BASE + 60)) WP_E2E_WORDPRESS=7.1 WP_E2E_STATE=$ROOT/var/stack-e2e/wordpress.env
. e2e/wordpress/lib.sh
started=$SECONDS
step() { printf '\n== %s (%d s)\n' "$*" $((SECONDS - started)); }

export STACK_DIR=$ROOT/var/stack-e2e/stack STACK_LISTEN=127.0.0.1 STACK_INSTANCES=2
export STACK_HTTPS_PORT=$BASE STACK_HTTP_PORT=$((BASE + 1)) STACK_VARNISH_PORT=$((BASE + 3))
export STACK_SITE_PORT=$((BASE + 10)) STACK_FILL_PORT=$((BASE + 40)) STACK_REDIS_CACHE_PORT=$((BASE + 20)) STACK_REDIS_QUEUE_PORT=$((BASE + 21))
export STACK_PROMETHEUS_PORT=$((BASE + 30)) STACK_ENV_FILE=$ROOT/var/stack-e2e/site.env
export STACK_URL=https://127.0.0.1:$BASE

# On the way out, keep the logs (the stack's, WordPress's, the mails) in var/stack-e2e/logs, then stop all.
finish() {
  mkdir -p var/stack-e2e/logs
  cp "$STACK_DIR"/logs/* var/stack-e2e/logs/ 2>/dev/null || true
  if state_load; then cp "$WP_DIR"/*.log "$WP_DIR"/*.jsonl var/stack-e2e/logs/ 2>/dev/null || true; fi
  bash deploy/stack.sh down
  bash e2e/wordpress/down.sh
}
trap finish EXIT
trap 'exit 130' INT TERM

# A stack of this run's own: the queue's AOF of an earlier run would hold its messages.
bash deploy/stack.sh down
rm -rf var/stack-e2e
mkdir -p var/stack-e2e

step "WordPress $WP_E2E_WORDPRESS up"
bash e2e/wordpress/up.sh
state_load
# What the harness's helpers read (e2e/wordpress/support/state.ts): the stack's Varnish and first instance's log.
state_set VARNISH_URL "http://127.0.0.1:$STACK_VARNISH_PORT"
state_set VARNISH_DIR "$STACK_DIR/varnish"
state_set SITE_LOG "$STACK_DIR/logs/site-1.log"
# The site's settings, as an operator's STACK_ENV_FILE: this WordPress, its CF7 form, a contact queue that
# retries within a second (a fault shows in seconds, and so does its end).
cat >"$STACK_ENV_FILE" <<ENV
WORDPRESS_URL=$WP_URL
WORDPRESS_RETRIES=1
WORDPRESS_TIMEOUT_MS=5000
REVALIDATE_SECRET=$REVALIDATE_SECRET
SITE_URL=$STACK_URL
CF7_BASE_URL=$WP_URL
CF7_FORM_ID=$CF7_FORM_ID
CF7_TIMEOUT_MS=2500
CONTACT_RETRY_BASE_MS=250
CONTACT_RETRY_MAX_MS=1000
# The tests' visitors are all 127.0.0.x, one /24, and send more than a plaza's visitors do in a minute.
CONTACT_NEW_PER_MINUTE=100000
ENV
# WordPress's webhook goes to Varnish (any instance may take it); View and Preview open the public address.
printf '%s' "http://127.0.0.1:$STACK_VARNISH_PORT/api/revalidate" >"$WEBHOOK_URL_FILE"
printf '%s' "$STACK_URL" >"$SITE_URL_FILE"

step "stack up: a first release of HEAD, built against WordPress $WP_RELEASE"
bash deploy/stack.sh up --with-prometheus

step 'who runs it: no process a request reaches as root; the release not writable by its instances (e2e/stack/users-check.sh)'
bash e2e/stack/users-check.sh

step 'alert rules (promtool)'
promtool check rules deploy/prometheus/alerts.yml
promtool test rules deploy/prometheus/alerts.test.yml
promtool check config "$STACK_DIR/conf/prometheus.yml"

step 'the edge alone: TLS suites, error headers, unknown names (e2e/stack/edge-check.sh)'
bash e2e/stack/edge-check.sh

step "systemd units (systemd-analyze verify, and security: the site's exposure at most 2.0; with /srv/plaza as this checkout)"
command -v systemd-analyze >/dev/null || apt-get install -y -qq --no-install-recommends systemd >/dev/null
units=$(mktemp -d)
for unit in deploy/systemd/*.service deploy/systemd/*.target; do
  name=$(basename "$unit")
  [ "$name" != 'plaza-site@.service' ] || name=plaza-site@3000.service
  sed "s|/srv/plaza|$ROOT|g" "$unit" >"$units/$name"
done
# Clean: not a warning.
verified=$(systemd-analyze verify "$units"/* 2>&1) && [ -z "$verified" ] || { echo "$verified"; exit 1; }
for unit in "$units"/*.service; do
  printf '  %-28s %s\n' "$(basename "$unit")" "$(systemd-analyze security --offline=true "$unit" | sed -n 's/^→ Overall exposure level for [^:]*: //p')"
done
# --threshold is ten times the exposure: 20 is 2.0.
systemd-analyze security --offline=true --threshold=20 "$units/plaza-site@3000.service" >/dev/null ||
  { echo "plaza-site@.service's exposure is over 2.0"; exit 1; }
rm -rf "$units"

step 'Playwright (e2e/stack)'
status=0
npx playwright test -c playwright.stack.config.ts "$@" || status=$?

step 'who runs it, after the faults, the releases and the rollback (e2e/stack/users-check.sh)'
bash e2e/stack/users-check.sh || status=1
if [ -f var/stack-e2e/figures.json ]; then
  node -e 'for (const [k, v] of Object.entries(require(process.argv[1]))) console.log(`  ${k}: ${v}`)' \
    "$ROOT/var/stack-e2e/figures.json"
fi
echo "test:stack finished in $((SECONDS - started)) s (exit $status)"
exit $status
