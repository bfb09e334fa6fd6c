#!/usr/bin/env bash
# A real WordPress for the tests (../shared/WORDPRESS.md has the measured recipe): Debian's packages,
# MariaDB in a throw-away data directory, WordPress copied to a temp folder and served on 127.0.0.1 by
# PHP's built-in server, installed without a browser, the companion plugin installed and activated,
# and the content seeded from the bundled snapshot (content/wordpress/) with the ids the site maps.
# Writes the state file (lib.sh) that down.sh and the tests read. Idempotent: a previous run is
# stopped first.
#
#   WP_E2E_WP_PORT (3510)   WordPress       WP_E2E_SITE_PORT (3520)   the site its webhook points at
set -euo pipefail
. "$(dirname "$0")/lib.sh"
started=$SECONDS

bash "$ROOT/e2e/wordpress/packages.sh"
bash "$ROOT/e2e/wordpress/down.sh"
# Half a WordPress is no use: a failing step stops what the earlier ones started.
trap 'echo "[wordpress] up.sh failed; stopping what it started" >&2; bash "$ROOT/e2e/wordpress/down.sh"' ERR

WP_PORT=${WP_E2E_WP_PORT:-3510}
SITE_PORT=${WP_E2E_SITE_PORT:-3520}
WP_DIR=$(mktemp -d /tmp/plaza-wp.XXXXXX)
WP_ROOT=$WP_DIR/wordpress
SOCKET=$WP_DIR/mysqld.sock
SECRET=$(openssl rand -hex 32)
state_set WP_DIR "$WP_DIR"
state_set WP_ROOT "$WP_ROOT"
state_set WP_PORT "$WP_PORT"
state_set WP_URL "http://127.0.0.1:$WP_PORT"
state_set SITE_PORT "$SITE_PORT"
state_set SITE_URL "http://127.0.0.1:$SITE_PORT"
state_set REVALIDATE_SECRET "$SECRET"
state_set REQUEST_LOG "$WP_DIR/requests.log"
state_set WEBHOOK_URL_FILE "$WP_ROOT/plaza-webhook-url.txt"
state_set SLOW_FILE "$WP_DIR/slow-category.txt"
state_set DEPLOY_URL_FILE "$WP_ROOT/plaza-deploy-hook-url.txt"
state_load

echo '[wordpress] MariaDB'
mariadb-install-db --no-defaults --datadir="$WP_DIR/db" --auth-root-authentication-method=socket >"$WP_DIR/mariadb-install.log" 2>&1
# --no-defaults: /etc/mysql would move the socket; --user=root: required when running as root.
mariadbd --no-defaults --user=root --datadir="$WP_DIR/db" --socket="$SOCKET" --skip-networking \
  --pid-file="$WP_DIR/mysqld.pid" --log-error="$WP_DIR/mysqld.log" &
state_set MARIADB_PID $!
for _ in $(seq 100); do mariadb-admin --no-defaults --socket="$SOCKET" -uroot ping >/dev/null 2>&1 && break; sleep 0.1; done
mariadb --no-defaults --socket="$SOCKET" -uroot -e 'CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci'

echo '[wordpress] files'
# A copy, not a symlink: PHP resolves __DIR__ through symlinks, and Debian's wp-config.php only
# dispatches to /etc/wordpress. Debian's relative links inside the tree would dangle in the copy.
cp -a /usr/share/wordpress "$WP_ROOT"
(cd /usr/share/wordpress && find . -type l) | while read -r link; do
  ln -sfn "$(readlink -f "/usr/share/wordpress/$link")" "$WP_ROOT/$link"
done
mkdir -p "$WP_ROOT/wp-content/uploads"
cp -a "$ROOT/wordpress/plaza-revalidate" "$WP_ROOT/wp-content/plugins/plaza-revalidate"
salt() { openssl rand -hex 32; }
cat >"$WP_ROOT/wp-config.php" <<PHP
<?php
// Written by e2e/wordpress/up.sh for one test run.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:$SOCKET' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';
define( 'AUTH_KEY', '$(salt)' );
define( 'SECURE_AUTH_KEY', '$(salt)' );
define( 'LOGGED_IN_KEY', '$(salt)' );
define( 'NONCE_KEY', '$(salt)' );
define( 'AUTH_SALT', '$(salt)' );
define( 'SECURE_AUTH_SALT', '$(salt)' );
define( 'LOGGED_IN_SALT', '$(salt)' );
define( 'NONCE_SALT', '$(salt)' );
define( 'WP_HOME', '$WP_URL' );
define( 'WP_SITEURL', '$WP_URL' );
// Application passwords are offered only over HTTPS, or on a 'local' site.
define( 'WP_ENVIRONMENT_TYPE', 'local' );
// No internet here: fail fast, except towards the site's webhook.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1' );
// The tests run WP-Cron themselves (GET /wp-cron.php), so no request spawns it in the middle of a timing.
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '$WP_DIR/wp-debug.log' );
// The companion plugin's settings. The URLs are read from files so the tests can point the webhook at
// the site, a slow server or a closed port between saves; an empty or missing file sends nothing.
define( 'PLAZA_REVALIDATE_URL', trim( (string) @file_get_contents( __DIR__ . '/plaza-webhook-url.txt' ) ) );
define( 'PLAZA_REVALIDATE_SECRET', '$SECRET' );
define( 'PLAZA_DEPLOY_HOOK_URL', trim( (string) @file_get_contents( __DIR__ . '/plaza-deploy-hook-url.txt' ) ) );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
: >"$WEBHOOK_URL_FILE"

echo '[wordpress] install, plugin, seed'
php "$ROOT/e2e/wordpress/php/install.php" "$WP_ROOT" >"$WP_DIR/install.json"
state_set APP_USER admin
state_set APP_PASSWORD "$(php -r 'echo json_decode(file_get_contents($argv[1]))->application_password;' "$WP_DIR/install.json")"
php "$ROOT/e2e/wordpress/php/seed.php" "$WP_ROOT" "$ROOT"
# Seeding was not an edit: the site is not up yet. From now on saves go to its webhook.
printf '%s' "http://127.0.0.1:$SITE_PORT/api/revalidate" >"$WEBHOOK_URL_FILE"

echo '[wordpress] serving'
php_start
echo "[wordpress] up at $WP_URL in $((SECONDS - started)) s (state: $STATE)"
