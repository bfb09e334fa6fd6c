#!/usr/bin/env bash
# npm run test:wordpress: the site against a real WordPress, end to end.
#  1. the plugin's PHP tests (they also keep wordpress/plaza-revalidate/tests/payloads.json current);
#  2. WordPress up (up.sh: packages when absent, MariaDB, php -S, plugin, seed);
#  3. the site built against it into .next-wordpress and started with `next start`;
#  4. Playwright with playwright.wordpress.config.ts (e2e/wordpress/*.spec.ts), which prints figures;
#  5. everything stopped, even on failure or Ctrl-C.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$ROOT"
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
started=$SECONDS
step() { printf '\n== %s (%d s)\n' "$*" $((SECONDS - started)); }

# On the way out, keep the logs (next build/start, php -S, requests, WordPress's debug log) for a look
# after a failure, then stop everything.
keep_logs() {
  state_load || return 0
  rm -rf var/wordpress-e2e/logs && mkdir -p var/wordpress-e2e/logs
  cp "$WP_DIR"/*.log var/wordpress-e2e/logs/ 2>/dev/null || true
}
trap 'keep_logs; bash "$ROOT/e2e/wordpress/down.sh"' EXIT
trap 'exit 130' INT TERM

step 'WordPress packages'
bash e2e/wordpress/packages.sh
step 'plugin tests (php-cli)'
for file in wordpress/plaza-revalidate/*.php wordpress/plaza-revalidate/includes/*.php; do php -l "$file" >/dev/null; done
php wordpress/plaza-revalidate/tests/run.php

step 'WordPress up'
bash e2e/wordpress/up.sh
state_load

# A short interval, so the outage test sees several interval revalidations fail in a few seconds.
export WORDPRESS_URL=$WP_URL REVALIDATE_SECRET REVALIDATE_SECONDS=3 NEXT_DIST_DIR=.next-wordpress
export SITE_URL WORDPRESS_RETRIES=1 WORDPRESS_TIMEOUT_MS=5000
step "site build against $WP_URL"
npx next build >"$WP_DIR/build.log" 2>&1 || { tail -n 40 "$WP_DIR/build.log"; exit 1; }

step "site on $SITE_URL"
state_set SITE_LOG "$WP_DIR/site.log"
# Its own process group, so down.sh stops next start and anything it forks, by this one id.
setsid npx next start --port "$SITE_PORT" --hostname 127.0.0.1 >"$WP_DIR/site.log" 2>&1 &
state_set SITE_PID $!
wait_http "$SITE_URL/es" 60
# Load the webhook's route once (an unsigned POST: 401). Otherwise the first save pays the route's cold
# start, over the plugin's 300 ms cap: that delivery would still arrive, and be retried a minute later.
curl -s -o /dev/null -X POST "$SITE_URL/api/revalidate"

step 'Playwright (e2e/wordpress)'
mkdir -p var/wordpress-e2e
rm -f var/wordpress-e2e/figures.json
status=0
npx playwright test -c playwright.wordpress.config.ts || status=$?

step 'figures'
if [ -f var/wordpress-e2e/figures.json ]; then
  node -e '
    const figures = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
  ' var/wordpress-e2e/figures.json
fi
echo "test:wordpress finished in $((SECONDS - started)) s (exit $status)"
exit $status
