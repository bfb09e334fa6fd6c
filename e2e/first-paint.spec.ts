import { expect, test } from '@playwright/test';

import { plazaPaths } from '../lib/routes';

/**
 * A plaza page paints with its document: the browser has nothing else to fetch before its first paint (a
 * phone on a slow network would wait a round trip for each). The figures under throttling are the bench's
 * (docs/bench.md); here the browser itself says which resources held rendering.
 */
for (const path of plazaPaths()) {
  test(`${path}: no resource holds the first paint`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' });
    const blocking = await page.evaluate(() =>
      // Resource Timing's renderBlockingStatus (Chromium), not yet in TypeScript's DOM types.
      (
        performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
          renderBlockingStatus?: string;
        })[]
      )
        .filter((entry) => entry.renderBlockingStatus === 'blocking')
        .map((entry) => entry.name),
    );
    expect(blocking).toEqual([]);
    // The styles are in the document: a page with none inlined would pass the check above unstyled.
    const inlined = await page.evaluate(() =>
      [...document.head.querySelectorAll('style')].reduce((sum, style) => sum + style.textContent!.length, 0),
    );
    expect(inlined).toBeGreaterThan(10_000);
  });
}
