#!/usr/bin/env bash
# A real WordPress for the tests (../shared/WORDPRESS.md has the measured recipe): WordPress 6.8 or 7.1
# from Debian's packages (release.sh: downloaded and extracted, never installed) with Debian 12's PHP,
# MariaDB in a throw-away data directory, served on 127.0.0.1 by PHP's built-in server, installed without
# a browser; the real Contact Form 7 and Advanced Custom Fields (../shared/wordpress-plugins/) and the
# companion plugin activated; two must-use plugins of the harness (mail catcher, no update checks); the
# content seeded from the bundled snapshot (content/wordpress/) with the ids the site maps.
# Writes the state file (lib.sh) that down.sh and the tests read. Idempotent: a previous run is
# stopped first.
#
#   WP_E2E_WORDPRESS (6.8)      the WordPress version: 6.8 or 7.1 (lib.sh WP_VERSIONS)
#   WP_E2E_PORT_BASE (3510)     the ports (lib.sh): WordPress on the base, the site its webhook points at on +10
#   PLAZA_WP_PLUGINS_DIR        the plugin archives (default ../shared/wordpress-plugins beside the checkout)
set -euo pipefail
. "$(dirname "$0")/lib.sh"
started=$SECONDS

VERSION=${WP_E2E_WORDPRESS:-${WP_VERSIONS[0]}}
wp_suite "$VERSION" >/dev/null
PLUGINS_DIR=${PLAZA_WP_PLUGINS_DIR:-$(cd "$ROOT/.." && pwd)/shared/wordpress-plugins}
PLUGINS=(contact-form-7-6.1.6.tar.gz advanced-custom-fields-6.8.1.tar.gz)
for archive in "${PLUGINS[@]}"; do
  [ -f "$PLUGINS_DIR/$archive" ] || {
    echo "[wordpress] $PLUGINS_DIR/$archive is missing: the tests need the real Contact Form 7 and ACF releases there (or set PLAZA_WP_PLUGINS_DIR to the folder holding ${PLUGINS[*]})" >&2
    exit 1
  }
done

bash "$ROOT/e2e/wordpress/packages.sh"
DEBS=$(bash "$ROOT/e2e/wordpress/release.sh" "$VERSION")
bash "$ROOT/e2e/wordpress/down.sh"
# Half a WordPress is no use: a failing step stops what the earlier ones started.
trap 'echo "[wordpress] up.sh failed; stopping what it started" >&2; bash "$ROOT/e2e/wordpress/down.sh"' ERR

WP_DIR=$(mktemp -d /tmp/plaza-wp.XXXXXX)
WP_ROOT=$WP_DIR/wordpress
SOCKET=$WP_DIR/mysqld.sock
SECRET=$(openssl rand -hex 32)
state_set WP_DIR "$WP_DIR"
state_set WP_ROOT "$WP_ROOT"
state_set WP_VERSION "$VERSION"
state_set WP_PORT "$WP_PORT"
state_set WP_URL "http://127.0.0.1:$WP_PORT"
state_set SITE_PORT "$SITE_PORT"
state_set SITE_URL "http://127.0.0.1:$SITE_PORT"
state_set MAP_SITE_PORT "$MAP_SITE_PORT"
state_set SLOW_PORT "$SLOW_PORT"
state_set DEPLOY_HOOK_PORT "$DEPLOY_HOOK_PORT"
state_set CONTACT_PORT "$CONTACT_PORT"
state_set CLOSED_PORT "$CLOSED_PORT"
state_set REDIS_PORT "$REDIS_PORT"
state_set REVALIDATE_SECRET "$SECRET"
state_set REQUEST_LOG "$WP_DIR/requests.log"
state_set WEBHOOK_URL_FILE "$WP_ROOT/plaza-webhook-url.txt"
state_set SLOW_FILE "$WP_DIR/slow-category.txt"
state_set CONTACT_FAULT_FILE "$WP_DIR/contact-fault.txt"
state_set DEPLOY_URL_FILE "$WP_ROOT/plaza-deploy-hook-url.txt"
state_set SITE_URL_FILE "$WP_ROOT/plaza-site-url.txt"
state_set SECRET_FILE "$WP_ROOT/plaza-secret.txt"
state_set MAIL_LOG "$WP_DIR/mail.jsonl"
state_load

echo '[wordpress] MariaDB'
mariadb-install-db --no-defaults --datadir="$WP_DIR/db" --auth-root-authentication-method=socket >"$WP_DIR/mariadb-install.log" 2>&1
# --no-defaults: /etc/mysql would move the socket; --user=root: required when running as root.
mariadbd --no-defaults --user=root --datadir="$WP_DIR/db" --socket="$SOCKET" --skip-networking \
  --pid-file="$WP_DIR/mysqld.pid" --log-error="$WP_DIR/mysqld.log" &
echo $! >"$WP_DIR/mariadb.pid"
for _ in $(seq 100); do mariadb-admin --no-defaults --socket="$SOCKET" -uroot ping >/dev/null 2>&1 && break; sleep 0.1; done
mariadb --no-defaults --socket="$SOCKET" -uroot -e 'CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci'

echo "[wordpress] files: WordPress $VERSION, Contact Form 7, ACF"
# A copy, not a symlink: PHP resolves __DIR__ through symlinks, and Debian's wp-config.php only
# dispatches to /etc/wordpress. Debian's relative links inside the tree point at libraries the package
# depends on (getid3, PHPMailer, underscore…), as seen from /usr/share/wordpress: re-point them there.
mkdir -p "$WP_DIR/deb"
for deb in "$DEBS"/wordpress_"$VERSION".*_all.deb "$DEBS"/wordpress-theme-twentytwentyfive_"$VERSION".*_all.deb; do
  dpkg-deb -x "$deb" "$WP_DIR/deb"
done
mv "$WP_DIR/deb/usr/share/wordpress" "$WP_ROOT"
WP_RELEASE=$(php -r 'include $argv[1]; echo $wp_version;' "$WP_ROOT/wp-includes/version.php")
state_set WP_RELEASE "$WP_RELEASE"
dangling=()
while read -r link; do
  target=$(readlink "$WP_ROOT/$link")
  case "$target" in /*) ;; *) target=$(realpath -m "/usr/share/wordpress/$(dirname "$link")/$target") ;; esac
  ln -sfn "$target" "$WP_ROOT/$link"
  [ -e "$target" ] || dangling+=("$link")
done < <(cd "$WP_ROOT" && find . -type l)
# Debian 12's PHPMailer lacks the DSN helper 7.1 links to (unused by wp_mail); anything else is a missing package.
[ ${#dangling[@]} -eq 0 ] || echo "[wordpress] links without a target on this machine: ${dangling[*]}" >&2
mkdir -p "$WP_ROOT/wp-content/uploads" "$WP_ROOT/wp-content/mu-plugins"
for archive in "${PLUGINS[@]}"; do tar -xzf "$PLUGINS_DIR/$archive" -C "$WP_ROOT/wp-content/plugins"; done
cp -a "$ROOT/wordpress/plaza-revalidate" "$WP_ROOT/wp-content/plugins/plaza-revalidate"
cp "$ROOT"/e2e/wordpress/php/mu-plugins/*.php "$WP_ROOT/wp-content/mu-plugins/"
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
// As on a production host (docs/editors.md, "Scheduled posts"): no request runs WP-Cron; the tests run the
// runner, deploy/wordpress/plaza-wp-cron.sh, when they need it, so nothing spawns it in the middle of a timing.
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '$WP_DIR/wp-debug.log' );
// Where the mail catcher (mu-plugins/plaza-e2e-mail.php) writes every mail, one JSON line each.
define( 'PLAZA_E2E_MAIL_LOG', '$MAIL_LOG' );
// The companion plugin's settings. The URLs are read from files so the tests can point the webhook at
// the site, a slow server or a closed port between saves; an empty or missing file sends nothing.
define( 'PLAZA_REVALIDATE_URL', trim( (string) @file_get_contents( __DIR__ . '/plaza-webhook-url.txt' ) ) );
// The secret, unless a test has written another into plaza-secret.txt (16-site-health: a wrong secret).
define( 'PLAZA_REVALIDATE_SECRET', trim( (string) ( @file_get_contents( __DIR__ . '/plaza-secret.txt' ) ?: '$SECRET' ) ) );
// Where Preview and View open plaza posts (the site's public address): from a file, so a test can point
// WordPress at a second site instance with another category map.
define( 'PLAZA_SITE_URL', trim( (string) @file_get_contents( __DIR__ . '/plaza-site-url.txt' ) ) );
define( 'PLAZA_DEPLOY_HOOK_URL', trim( (string) @file_get_contents( __DIR__ . '/plaza-deploy-hook-url.txt' ) ) );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
: >"$WEBHOOK_URL_FILE"
printf '%s' "http://127.0.0.1:$SITE_PORT" >"$WP_ROOT/plaza-site-url.txt"

echo '[wordpress] install, plugins, users, seed'
php "$ROOT/e2e/wordpress/php/install.php" "$WP_ROOT" >"$WP_DIR/install.json"
json() { php -r 'echo json_decode(file_get_contents($argv[1]), true)[$argv[2]];' "$WP_DIR/install.json" "$1"; }
state_set APP_USER admin
state_set APP_PASSWORD "$(json admin_password)"
state_set EDITOR_USER "$(json editor_user)"
state_set EDITOR_PASSWORD "$(json editor_password)"
php "$ROOT/e2e/wordpress/php/seed.php" "$WP_ROOT" "$ROOT"
# The companion plugin created the plaza's contact form on the first request with Contact Form 7 loaded.
CF7_FORM_ID=$(php "$ROOT/e2e/wordpress/php/cli.php" "$WP_ROOT" contact-form-id)
[[ "$CF7_FORM_ID" =~ ^[1-9][0-9]*$ ]] || { echo "[wordpress] the companion plugin did not create the contact form (plaza_contact_form_id: '$CF7_FORM_ID')" >&2; exit 1; }
state_set CF7_FORM_ID "$CF7_FORM_ID"
# Seeding was not an edit: the site is not up yet. From now on saves go to its webhook.
printf '%s' "http://127.0.0.1:$SITE_PORT/api/revalidate" >"$WEBHOOK_URL_FILE"

echo '[wordpress] serving'
php_start
echo "[wordpress] WordPress $WP_RELEASE up at $WP_URL in $((SECONDS - started)) s (state: $STATE)"
