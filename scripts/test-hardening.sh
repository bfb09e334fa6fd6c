#!/usr/bin/env bash
# `npm run test:hardening`: security headers' partners (poisoned WordPress, secrets, audit), WordPress
# faults, load and bad input against real builds and servers (e2e/hardening/run.ts). Installs Debian's
# Chromium headless shell, wrk and redis-server with apt when they are absent (a fresh CI machine; root or sudo).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v wrk > /dev/null || missing+=(wrk)
command -v redis-server > /dev/null || missing+=(redis-server)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} with apt-get"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; \
  else sudo apt-get update -qq && sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"; fi
fi

exec npx tsx e2e/hardening/run.ts
