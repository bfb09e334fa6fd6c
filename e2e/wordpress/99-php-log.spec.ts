import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { harness } from './support/state';

// Last (files run in name order: keep this one's number the highest): after everything above, WordPress
// raised no PHP error, warning, notice or deprecation (WP_DEBUG logs them all), neither from the companion
// plugin nor from WordPress, Contact Form 7 or ACF as the site and the tests used them.
test("WordPress's debug log is empty", () => {
  let log = '';
  try {
    log = readFileSync(path.join(harness().WP_DIR, 'wp-debug.log'), 'utf8');
  } catch {
    // No log at all: nothing was raised.
  }
  expect(log.split('\n').filter((line) => line.trim())).toEqual([]);
});
