import { tmpdir } from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { CHROMIUM } from './e2e/support/chromium';
import { E2E_PURGE_TOKEN, purgeTokenFile } from './e2e/support/varnish';

/**
 * End-to-end tests run against a production build (`npm run build` first; `npm run check` does it) served
 * by `next start`, in Debian's Chromium. One worker: the machine has two cores and the server needs one.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The fake Contact Form 7 the site forwards contact messages to (e2e/servers/fake-cf7.ts). */
const CF7_PORT = Number(process.env.E2E_CF7_PORT ?? 3211);
const CF7_URL = `http://127.0.0.1:${CF7_PORT}`;
/** Varnish with the shipped VCL (deploy/varnish/) in front of the e2e server: e2e/varnish.spec.ts. */
const VARNISH_PORT = Number(process.env.E2E_VARNISH_PORT ?? 3103);
export const VARNISH_URL = `http://127.0.0.1:${VARNISH_PORT}`;
/** The revalidation webhook's key in the e2e server (a test value, never a deployment's). */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789abcdef';
const VARNISH_DIR = `var/e2e-varnish-${VARNISH_PORT}`;
/** Reads /api/metrics from any address (a test value). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Those need their own servers: a real WordPress (npm run test:wordpress, playwright.wordpress.config.ts)
  // and the builds `npm run test:hardening` makes and starts (e2e/hardening/run.ts).
  testIgnore: ['wordpress/**', 'hardening/**', 'stack/**'],
  // Each suite keeps its own folder: Playwright empties it at the start, and npm run check runs suites at once.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
  },
  projects: [CHROMIUM],
  webServer: [
    {
      command: `npx tsx e2e/servers/fake-cf7.ts --port ${CF7_PORT} --form-id 77`,
      url: `${CF7_URL}/__received`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npm run start',
      url: `${BASE_URL}/es`,
      // Pages come from the bundled snapshot; contact messages go to the fake CF7. TRUSTED_PROXIES (the tests' own address) lets each
      // contact test act as its own client (X-Forwarded-For) under the 5-a-minute rate limit.
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        CF7_BASE_URL: CF7_URL,
        CF7_FORM_ID: '77',
        TRUSTED_PROXIES: '127.0.0.1',
        REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
        // The webhook purges the Varnish below.
        CACHE_PURGE_URLS: VARNISH_URL,
        CACHE_PURGE_TOKEN: E2E_PURGE_TOKEN,
        METRICS_TOKEN: E2E_METRICS_TOKEN,
        // A fresh contact queue per run (nothing left from an earlier run reaches the fake CF7), retried
        // within seconds so a test sees a message arrive once the fake CF7 is back.
        CONTACT_QUEUE_PATH: path.join(tmpdir(), `plaza-e2e-contact-${PORT}-${Date.now()}`, 'queue.sqlite'),
        CONTACT_RETRY_BASE_MS: '300',
        CONTACT_RETRY_MAX_MS: '1000',
        // The tests' visitors share one /24 within a minute: only each client's own 5 a minute apply.
        CONTACT_NEW_PER_MINUTE: '100000',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // In the foreground, so Playwright stops it; it answers once the site behind it does.
      command: `bash deploy/varnish/start.sh --foreground --port ${VARNISH_PORT} --origin 127.0.0.1:${PORT} --dir ${VARNISH_DIR} --purge-token-file ${purgeTokenFile(VARNISH_DIR)}`,
      url: `${VARNISH_URL}/es`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
