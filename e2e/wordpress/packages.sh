#!/usr/bin/env bash
# Installs Debian 12's PHP, MariaDB, Redis and the libraries WordPress's Debian package links to, when they
# are absent (idempotent: a no-op once installed). The WordPress the tests run is not this one: release.sh
# downloads Debian 13's (6.8) and unstable's (7.1) packages and up.sh extracts them; their symbolic links
# point at getid3, PHPMailer, underscore, lodash, jQuery UI and cropper, which these packages provide.
# Debian 12's own `wordpress` (6.1) stays in the list for the rest of its dependency set and
# /etc/wordpress/htaccess; naming apache2 keeps the set stable: `wordpress` depends on `apache2 | httpd`
# (../shared/WORDPRESS.md). No service starts: the harness runs its own MariaDB and `php -S` (up.sh), and
# its own Redis (09-shared-cache.spec.ts).
set -euo pipefail

PACKAGES=(wordpress php-cli php-mysql php-gd php-curl php-xml php-mbstring php-intl mariadb-server mariadb-client apache2
  redis-server libjs-lodash libjs-underscore libjs-cropper libjs-jquery-ui php-getid3 libphp-phpmailer)

missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "[wordpress] installing ${missing[*]}"
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
# A fresh machine has no package lists yet; an old list can name versions the mirror no longer has.
if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}"; then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}"
fi
