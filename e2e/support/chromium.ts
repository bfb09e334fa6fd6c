import { devices, type Project } from '@playwright/test';

/**
 * Debian's Chromium, headless, as every Playwright config (e2e, hardening, real WordPress, stack) runs it: its
 * headless shell (Debian's chromium-headless-shell, the same Chromium release's Blink and V8 without the
 * browser's interface, which is what Playwright itself runs headless tests in). The full browser's headless
 * mode took 2.3 times the CPU for the same pages (docs/testing.md); CHROMIUM_PATH=/usr/bin/chromium runs it.
 * A failing test keeps its trace; `npm run check` sets E2E_TRACE=off (CI shows only the text, and recording
 * every test's trace cost 15 % of the run's time: 324 s against 381 and 384 s for security and plaza).
 */
export const CHROMIUM: Project = {
  name: 'chromium',
  use: {
    ...devices['Desktop Chrome'],
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    channel: undefined,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
