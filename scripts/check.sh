#!/usr/bin/env bash
# Every check, as a newcomer or CI runs it, on Node 24: install, lint, typecheck, unit tests, production build,
# end-to-end tests in Debian's Chromium, the hardening run, the same site against a real WordPress, then the
# production stack against it. Installs Chromium, Redis and Varnish (and wrk for the hardening run; WordPress, PHP
# and MariaDB for the real WordPress; nginx with brotli and Prometheus for the stack) with apt when they are absent.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# No Playwright traces (e2e/support/chromium.ts): a failure prints its error; rerun its spec alone for a trace.
export E2E_TRACE=off

# Each step says when it began, so a log shows where the minutes go (docs/testing.md).
started=$SECONDS
step() { printf '\n== %s (%d min %02d s)\n' "$*" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }

step 'Node'
# Node 24 LTS: the one on PATH if it is 24, else a private copy (scripts/node24.sh).
. scripts/node24.sh
use_node24

# Chromium for Playwright; redis-server for the contact queue's Redis tests (Jest starts its own); Varnish
# with its xkey module for e2e/varnish.spec.ts and the bench.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v redis-server > /dev/null || missing+=(redis-server)
{ [ -x /usr/sbin/varnishd ] && ls /usr/lib/*/varnish/vmods/libvmod_xkey.so > /dev/null 2>&1; } || missing+=(varnish varnish-modules)
if [ ${#missing[@]} -gt 0 ]; then
  step "Installing ${missing[*]} with apt-get"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; \
  else sudo apt-get update -qq && sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"; fi
fi

step 'npm install'
# `npm ci` rejects a lockfile written on a registry without other platforms' optional binaries (README).
npm install --no-audit --no-fund

step 'lint'
npm run lint
step 'formatting (prettier)'
npm run format:check
step 'typecheck'
npm run typecheck
step 'unit tests (jest)'
npm test -- --ci
step 'production build (bundled content)'
npm run build
step 'a fresh clone on an older Node (the first command)'
bash scripts/check-fresh-clone.sh
step 'end-to-end tests (Playwright, Chromium)'
npm run test:e2e
step 'hardening (poisoned WordPress, faults, load, bad input, secrets)'
npm run test:hardening
step 'against a real WordPress (Debian packages, plugin, webhook)'
npm run test:wordpress
# deploy/stack.sh installs nginx, its brotli module and Prometheus when they are absent.
step 'the production stack (nginx, Varnish, two instances, both Redis) against a real WordPress, and its faults'
npm run test:stack
step 'done'
