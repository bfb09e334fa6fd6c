#!/usr/bin/env bash
# Installs Debian's WordPress, PHP, MariaDB and Redis when they are absent (idempotent: a no-op once installed).
# Naming apache2 keeps the set stable: `wordpress` depends on `apache2 | httpd` (../shared/WORDPRESS.md).
# No service starts: the harness runs its own MariaDB and `php -S` (up.sh), and its own Redis (7-shared-cache.spec.ts).
set -euo pipefail

PACKAGES=(wordpress php-cli php-mysql php-gd php-curl php-xml php-mbstring mariadb-server mariadb-client apache2 redis-server)

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
