#!/usr/bin/env bash
# npm run test:wordpress: the site against a real WordPress, end to end, on each supported WordPress
# version (lib.sh WP_VERSIONS: 6.8, the oldest, and 7.1, what a new install gets; WP_E2E_WORDPRESS=6.8
# runs one; arguments go to Playwright, e.g. `npm run test:wordpress -- 12-contact`; without arguments the
# older versions run the specs of lib.sh's WP_EVERY_VERSION_SPECS, the current one all). For each version:
#  1. WordPress up (up.sh: packages when absent, the release, MariaDB, php -S, the real Contact Form 7 and
#     ACF, the companion plugin, the seed);
#  2. the site built against it into .next-wordpress and started with `next start`, its contact form
#     forwarding to that WordPress's Contact Form 7 form;
#  3. Playwright with playwright.wordpress.config.ts (e2e/wordpress/*.spec.ts), which prints figures;
#  4. everything stopped, even on failure or Ctrl-C.
# Before that, once: the plugin's PHP tests.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$ROOT"
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
started=$SECONDS
step() { printf '\n== %s (%d s)\n' "$*" $((SECONDS - started)); }

read -r -a versions <<<"${WP_E2E_WORDPRESS:-${WP_VERSIONS[*]}}"
for version in "${versions[@]}"; do wp_suite "$version" >/dev/null; done

# On the way out of a version, keep its logs (next build/start, php -S, requests, WordPress's debug log,
# the mails) in var/wordpress-e2e/logs/<version>/ for a look after a failure, then stop everything.
keep_logs() {
  state_load || return 0
  local dir=var/wordpress-e2e/logs/${WP_VERSION:-unknown}
  rm -rf "$dir" && mkdir -p "$dir"
  cp "$WP_DIR"/*.log "$WP_DIR"/*.jsonl "$dir"/ 2>/dev/null || true
}
trap 'keep_logs; bash "$ROOT/e2e/wordpress/down.sh"' EXIT
trap 'exit 130' INT TERM

step 'WordPress packages'
bash e2e/wordpress/packages.sh
step 'plugin tests (php-cli)'
for file in wordpress/plaza-revalidate/*.php wordpress/plaza-revalidate/*/*.php; do php -l "$file" >/dev/null; done
php wordpress/plaza-revalidate/tests/run.php
step 'WP-Cron runner units (systemd-analyze verify, with the script of this checkout)'
units=$(mktemp -d)
for unit in deploy/wordpress/*.service deploy/wordpress/*.timer; do
  sed "s|/usr/local/bin/plaza-wp-cron|$ROOT/deploy/wordpress/plaza-wp-cron.sh|; s|/var/www/wordpress|$ROOT|" "$unit" >"$units/$(basename "$unit")"
done
systemd-analyze verify "$units"/*
rm -rf "$units"

mkdir -p var/wordpress-e2e
rm -f var/wordpress-e2e/figures*.json
summary=()
status=0
for version in "${versions[@]}"; do
  began=$SECONDS
  step "WordPress $version up"
  WP_E2E_WORDPRESS=$version bash e2e/wordpress/up.sh
  state_load

  # A short interval, so the outage test sees several interval revalidations fail in a few seconds.
  # Contact messages go to the real Contact Form 7 form the companion plugin made; TRUSTED_PROXIES (the
  # tests' own address) lets each contact test be its own client (X-Forwarded-For) under the 5-a-minute limit.
  export WORDPRESS_URL=$WP_URL REVALIDATE_SECRET REVALIDATE_SECONDS=3 NEXT_DIST_DIR=.next-wordpress
  export SITE_URL WORDPRESS_RETRIES=1 WORDPRESS_TIMEOUT_MS=5000
  export CF7_BASE_URL=$WP_URL CF7_FORM_ID TRUSTED_PROXIES=127.0.0.1
  # The tests' visitors share one /24, and one test sends 100 messages in a minute: each client's own 5 a
  # minute apply, not the network and global limits (lib/contact/rate-limit.ts).
  export CONTACT_NEW_PER_MINUTE=100000
  # Preview (docs/editors.md, "Editors: preview"): the site reads drafts as the Editor, with its application
  # password.
  export WORDPRESS_PREVIEW_USER=$EDITOR_USER WORDPRESS_PREVIEW_PASSWORD=$EDITOR_PASSWORD
  # A queue of this run's own: the queue remembers delivered references for 30 days, and a no-JS message's
  # reference is its content, so the same test message sent by an earlier run (or the other version) would
  # be answered "sent" from memory without reaching this WordPress.
  export CONTACT_QUEUE_PATH=$WP_DIR/contact-queue.sqlite
  step "site build against WordPress $WP_RELEASE at $WP_URL"
  # The build may wait longer for WordPress than the running site (read at runtime, 5 s): it reads every
  # category with _embed at once, which a loaded machine can take seconds to answer on WordPress 6.8+.
  WORDPRESS_TIMEOUT_MS=30000 npx next build >"$WP_DIR/build.log" 2>&1 || { tail -n 40 "$WP_DIR/build.log"; exit 1; }

  # Varnish with the shipped VCL in front of the site (e2e/wordpress/11-varnish.spec.ts), purged by its webhook.
  step "Varnish on port $VARNISH_PORT in front of the site"
  state_set VARNISH_URL "http://127.0.0.1:$VARNISH_PORT"
  # Its own folder, outside WP_DIR (0700): run as root, Varnish's jail user must reach it (start.sh).
  VARNISH_DIR=$(mktemp -d /tmp/plaza-wp-varnish.XXXXXX)
  state_set VARNISH_DIR "$VARNISH_DIR"
  # The tests' purge token (E2E_PURGE_TOKEN in e2e/support/varnish.ts: the specs purge with it too).
  export CACHE_PURGE_TOKEN=e2e-purge-token-0123456789abcdef0123456789
  (umask 077 && printf '%s\n' "$CACHE_PURGE_TOKEN" >"$VARNISH_DIR/purge-token")
  bash deploy/varnish/start.sh --port "$VARNISH_PORT" --origin "127.0.0.1:$SITE_PORT" --dir "$VARNISH_DIR" --memory 64m \
    --purge-token-file "$VARNISH_DIR/purge-token"
  export CACHE_PURGE_URLS="http://127.0.0.1:$VARNISH_PORT"

  step "site on $SITE_URL"
  state_set SITE_LOG "$WP_DIR/site.log"
  # Its own process group, so down.sh stops next start and anything it forks, by this one id.
  site_start
  # Load the webhook's route once (an unsigned POST: 401). Otherwise the first save pays the route's cold
  # start, over the plugin's 300 ms cap: that delivery would still arrive, and be retried a minute later.
  curl -s -o /dev/null -X POST "$SITE_URL/api/revalidate"

  step "Playwright (e2e/wordpress) on WordPress $WP_RELEASE"
  result=0
  specs=("$@")
  if [ $# -eq 0 ] && [ "$version" != "$WP_CURRENT" ] && [ -z "${WP_E2E_ALL_SPECS:-}" ]; then
    specs=("${WP_EVERY_VERSION_SPECS[@]}")
    echo "WordPress $version: the specs that exercise WordPress itself (${specs[*]}); WP_E2E_ALL_SPECS=1 for all"
  fi
  npx playwright test -c playwright.wordpress.config.ts "${specs[@]}" || result=$?
  [ $result -eq 0 ] || status=$result

  step "figures, WordPress $WP_RELEASE"
  if [ -f var/wordpress-e2e/figures.json ]; then
    node -e '
      const figures = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
    ' var/wordpress-e2e/figures.json
    mv var/wordpress-e2e/figures.json "var/wordpress-e2e/figures-$version.json"
  fi
  keep_logs
  bash e2e/wordpress/down.sh
  summary+=("WordPress $WP_RELEASE: $([ $result -eq 0 ] && echo passed || echo "FAILED (exit $result)") in $((SECONDS - began)) s")
done

printf '\n'
printf '%s\n' "${summary[@]}"
echo "test:wordpress finished in $((SECONDS - started)) s (exit $status)"
exit $status
