import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { harness } from './support/state';

// After everything above: the plugin raised no PHP error, warning or notice (WP_DEBUG logs them all).
// WordPress 6.1's own deprecation notices under PHP 8.2 are not ours and are left out.
test("WordPress's debug log has nothing from the plugin", () => {
  let log = '';
  try {
    log = readFileSync(path.join(harness().WP_DIR, 'wp-debug.log'), 'utf8');
  } catch {
    // No log at all: nothing was raised.
  }
  const ours = log.split('\n').filter((line) => line.includes('plaza-revalidate'));
  expect(ours).toEqual([]);
});
