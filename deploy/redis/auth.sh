#!/usr/bin/env bash
# The password of one of the stack's Redis (deploy/stack.sh): made once (32 random bytes, hex) into
# PASSWORD_FILE, which the site's REDIS_URL or CONTACT_REDIS_URL (redis://:PASSWORD@127.0.0.1:PORT) and
# redis-cli (REDISCLI_AUTH) read, and written as `requirepass` into INCLUDE_FILE, which redis-server reads
# with `--include INCLUDE_FILE`: never on a command line, which every user of the host sees in ps. Both 0600.
#
#   deploy/redis/auth.sh PASSWORD_FILE INCLUDE_FILE
set -euo pipefail
[ $# -eq 2 ] || { sed -n '2,7p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
password_file=$1 include_file=$2
umask 077
if [ ! -s "$password_file" ]; then
  openssl rand -hex 32 >"$password_file.new"
  mv "$password_file.new" "$password_file"
fi
chmod 600 "$password_file"
password=$(tr -d '\r\n' <"$password_file")
# Letters, digits and - . _ ~ only: the password goes into a URL unescaped.
[[ $password =~ ^[A-Za-z0-9._~-]{32,}$ ]] || {
  echo "auth.sh: the password in $password_file must be at least 32 characters of letters, digits, - . _ ~ (e.g. openssl rand -hex 32)" >&2
  exit 1
}
printf '# Written by deploy/redis/auth.sh from %s: clients authenticate with that password.\nrequirepass %s\n' \
  "$password_file" "$password" >"$include_file.new"
mv "$include_file.new" "$include_file"
