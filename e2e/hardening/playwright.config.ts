import { defineConfig } from '@playwright/test';

import { CHROMIUM } from '../support/chromium';

/**
 * The hardening run's browser part (poisoned.spec.ts). It starts no server: e2e/hardening/run.ts builds
 * the poisoned site, starts it and the recorder, and passes their addresses in the environment.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A page's checks hover and click every control while a build and the fault runs share the two cores:
  // /es took over 60 s so (CI, 2026-11-28), against 20-50 s for the others.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/hardening/playwright',
  reporter: [['list'], ['json', { outputFile: '../../test-results/hardening/poisoned.json' }]],
  use: { baseURL: process.env.HARDENING_BASE_URL ?? 'http://127.0.0.1:3431' },
  projects: [CHROMIUM],
});
