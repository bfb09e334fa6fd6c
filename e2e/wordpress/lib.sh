# Shared by up.sh, down.sh, php-server.sh and run.sh: ports, WordPress versions, the state file and the
# `php -S` server. The state file (KEY='value' lines) is how the scripts and the Playwright tests find
# ports, folders, users and application passwords of one run; the processes it started have pid files in
# WP_DIR (deploy/pidfile.sh).

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
. "$ROOT/deploy/pidfile.sh"
STATE=${WP_E2E_STATE:-$ROOT/var/wordpress-e2e/state.env}

# Ports: all derived from one base (docs/testing.md), each still overridable on its own.
WP_E2E_PORT_BASE=${WP_E2E_PORT_BASE:-3510}
WP_PORT=${WP_E2E_WP_PORT:-$WP_E2E_PORT_BASE}
SITE_PORT=${WP_E2E_SITE_PORT:-$((WP_E2E_PORT_BASE + 10))}
# A second site instance with another WORDPRESS_CATEGORY_MAP (10-preview: the Plaza París page follows it).
MAP_SITE_PORT=${WP_E2E_MAP_SITE_PORT:-$((WP_E2E_PORT_BASE + 11))}
SLOW_PORT=${WP_E2E_SLOW_PORT:-$((WP_E2E_PORT_BASE + 20))}
DEPLOY_HOOK_PORT=${WP_E2E_DEPLOY_HOOK_PORT:-$((WP_E2E_PORT_BASE + 21))}
CONTACT_PORT=${WP_E2E_CONTACT_PORT:-$((WP_E2E_PORT_BASE + 22))} # more instances of the site, for the contact specs
CLOSED_PORT=${WP_E2E_CLOSED_PORT:-$((WP_E2E_PORT_BASE + 29))}
REDIS_PORT=${WP_E2E_REDIS_PORT:-$((WP_E2E_PORT_BASE + 30))} # and the next three
VARNISH_PORT=${WP_E2E_VARNISH_PORT:-$((WP_E2E_PORT_BASE + 35))}

# The WordPress versions the suite runs on (README: supported 6.8+), each from a Debian suite's package:
# 6.8 is the oldest supported release, 7.1 what a new install gets (../shared/WORDPRESS.md).
WP_VERSIONS=(6.8 7.1)
WP_CURRENT=7.1
# Without spec arguments, the current version runs every spec and the older ones the specs that exercise
# WordPress's own code: its REST answers, the block editor's Preview and Update (its save hooks and the
# webhook), Contact Form 7 and ACF on that release (below). The site's own behaviour against any WordPress
# (signatures, save delay, outage, shared cache, Varnish, the contact queue's faults) runs once, on the
# current version: that keeps CI under its time. WP_E2E_ALL_SPECS=1 runs every spec on every version.
# Scheduled posts (WP-Cron and publishing), Site Health, the Tools page's republish and the block editor's notice run on both.
WP_EVERY_VERSION_SPECS=(01-content 10-preview 12-contact 13-english 14-fields 15-scheduled 16-site-health 17-republish-all 18-editor-notice 99-php-log)
wp_suite() {
  case "$1" in
    6.8) echo trixie ;;
    7.1) echo sid ;;
    *) echo "[wordpress] unknown WordPress version '$1' (WP_E2E_WORDPRESS): use one of ${WP_VERSIONS[*]}" >&2; return 1 ;;
  esac
}

state_set() { # KEY VALUE: adds or replaces one line
  mkdir -p "$(dirname "$STATE")"
  touch "$STATE"
  grep -v "^$1=" "$STATE" >"$STATE.tmp" || true
  printf "%s='%s'\n" "$1" "$2" >>"$STATE.tmp"
  mv "$STATE.tmp" "$STATE"
}

state_load() { [ -f "$STATE" ] && . "$STATE"; }

wait_http() { # URL SECONDS: until the URL answers (any status below 500)
  local deadline=$((SECONDS + $2))
  until code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$1") && [ "$code" != 000 ] && [ "$code" -lt 500 ]; do
    [ $SECONDS -ge $deadline ] && { echo "[wordpress] $1 did not answer in $2 s" >&2; return 1; }
    sleep 0.2
  done
}

# WordPress on 127.0.0.1 with PHP's built-in server. The router sends every path that is not a file to
# index.php (there is no mod_rewrite) and keeps a request log with millisecond times, which the tests
# read to see which REST queries the site made. Workers are forked by the master and outlive it, so
# their pids are recorded too. OPcache (off by default for PHP's command-line SAPI, which `php -S` is) keeps
# WordPress, Contact Form 7 and ACF compiled between requests, for a third less CPU per REST query.
php_start() {
  state_load
  PHP_CLI_SERVER_WORKERS=4 PLAZA_WP_REQUEST_LOG="$REQUEST_LOG" PLAZA_WP_SLOW_FILE="$SLOW_FILE" PLAZA_WP_CONTACT_FAULT_FILE="$CONTACT_FAULT_FILE" \
    php -d opcache.enable_cli=1 -d display_errors=0 -d log_errors=1 -d error_log="$WP_DIR/php-errors.log" -d memory_limit=256M \
    -S "127.0.0.1:$WP_PORT" -t "$WP_ROOT" "$ROOT/e2e/wordpress/php/router.php" >>"$WP_DIR/php-server.log" 2>&1 &
  local master=$!
  echo "$master" >"$WP_DIR/php.pid"
  wait_http "$WP_URL/wp-json/" 30
  pgrep -P "$master" >>"$WP_DIR/php.pid"
}

php_stop() { state_load; pidfile_stop "${WP_DIR:-}/php.pid" 5 || true; }

# The site (`next start` of the .next-wordpress build, with the environment run.sh exported), in its own
# process group so stopping it stops anything it forked. The Varnish test stops and starts it again.
site_start() {
  state_load
  setsid npx next start --port "$SITE_PORT" --hostname 127.0.0.1 >>"$WP_DIR/site.log" 2>&1 &
  echo $! >"$WP_DIR/site.pid"
  wait_http "$SITE_URL/es" 60
}

site_stop() { state_load; pidfile_stop "${WP_DIR:-}/site.pid" 5 || true; }
