import { devices, type Project } from '@playwright/test';

/** Debian's Chromium, headless, as both Playwright configs (e2e and hardening) run it. */
export const CHROMIUM: Project = {
  name: 'chromium',
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
};
