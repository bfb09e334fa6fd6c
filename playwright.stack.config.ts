import { defineConfig } from '@playwright/test';

import base from './playwright.config';

/**
 * The production stack's tests (e2e/stack/). Run them with `npm run test:stack`: its orchestrator
 * (e2e/stack/run.sh) brings up WordPress and the stack and exports where they are; there is no webServer
 * here. One worker, in order: the faults follow one another on the same stack.
 */
export default defineConfig({
  testDir: './e2e/stack',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/stack',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { ignoreHTTPSErrors: true },
  projects: base.projects,
});
