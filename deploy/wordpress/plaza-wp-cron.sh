#!/usr/bin/env bash
# Runs WordPress's due scheduled events once (WP-Cron): scheduled posts, the companion plugin's webhook
# retries, WordPress's own jobs. A headless WordPress gets no visitors to run them, so the system does:
# plaza-wp-cron.timer every minute, or a crontab line on hosts with their own cron (docs/editors.md,
# "Scheduled posts"), with DISABLE_WP_CRON set in wp-config.php. Run it as the web server's user.
#
#   plaza-wp-cron.sh /var/www/wordpress      (or WP_PATH=/var/www/wordpress plaza-wp-cron.sh)
#
# With WP-CLI on PATH: `wp cron event run --due-now`; without it, `php wp-cron.php` in WordPress's folder
# (WordPress's own runner, which takes WP-Cron's lock so two runs never overlap).
set -euo pipefail
wp_path=${1:-${WP_PATH:-}}
if [ -z "$wp_path" ] || [ ! -f "$wp_path/wp-cron.php" ]; then
  echo "plaza-wp-cron: give WordPress's folder (the one holding wp-cron.php) as the argument or WP_PATH; got '$wp_path'" >&2
  exit 2
fi
if command -v wp >/dev/null 2>&1; then
  exec wp cron event run --due-now --quiet --path="$wp_path"
fi
cd "$wp_path"
exec php wp-cron.php
