import { defineConfig } from '@playwright/test';

import base from './playwright.config';
import { harness } from './e2e/wordpress/support/state';

/**
 * The tests against a real WordPress (e2e/wordpress/). Run them with `npm run test:wordpress`: its
 * orchestrator (e2e/wordpress/run.sh) brings WordPress up, builds and starts the site against it and
 * writes the state file this config reads; there is no webServer here. Same Chromium as
 * playwright.config.ts. One worker, files in name order: they share one WordPress (and 99-php-log reads
 * what all the others left in its debug log); run.sh stops everything afterwards.
 */
export default defineConfig({
  testDir: './e2e/wordpress',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/wordpress',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Bounded waits: a click or a page that never lands fails in a minute, naming its step, not at the test's
  // timeout (four minutes for the editor's specs).
  use: { baseURL: harness().SITE_URL, actionTimeout: 30_000, navigationTimeout: 60_000 },
  projects: base.projects,
});
